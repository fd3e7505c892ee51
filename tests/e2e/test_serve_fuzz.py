"""``nmt serve`` fuzzed from its own OpenAPI schema: a fixed-seed slice of ``make
fuzz-serve`` (``benchmarks/serve/serve_fuzz.py``, schemathesis and our checks in
``serve_fuzz_checks.py``), a few examples per operation: the fuzzer's plumbing and its
report, checked before ``make fuzz-serve`` runs 300 examples (~25 s of a server and
schemathesis; ``NMT_SERVE_FUZZ=all``, as that target sets). What the fuzzer cannot send:
tests/e2e/test_serve_abuse.py, in ``make test``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT, slow
pytest.importorskip("fastapi", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
# looked up, not imported: the fuzzer imports it in its own process (~2 s a collection)
if importlib.util.find_spec("schemathesis") is None:
    pytest.skip("the fuzzer is in the test extra (pip install 'nmt-cli[test]')",
                allow_module_level=True)


@pytest.mark.skipif(os.environ.get("NMT_SERVE_FUZZ") != "all",
                    reason="the fuzzer, ~25 s: NMT_SERVE_FUZZ=all (make fuzz-serve runs it first)")
def test_a_fixed_seed_slice_of_the_fuzzer_finds_no_5xx_no_leak_and_no_bad_error(
        en_de_checkpoint, tmp_path):
    out = tmp_path / "fuzz.json"
    run = subprocess.run([sys.executable, "-m", "benchmarks.serve.serve_fuzz", "--ckpt",
                          str(en_de_checkpoint), "--max-examples", "8", "--seed", "41",
                          "--json", str(out), "--", "--max-len-b", "8"],
                         cwd=ROOT, capture_output=True, text=True, timeout=slow(600))
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-3000:]
    report = json.loads(out.read_text())
    # every operation of the schema was sent valid and invalid requests, and answered
    assert report["operations"]["tested"] == report["operations"]["total"] == 9
    assert report["test_cases"]["generated"] >= 40 and report["test_cases"]["with_failures"] == 0
    statuses = {int(s) for s in report["answers_by_status"]}
    assert 200 in statuses and {400, 422} <= statuses and report["server_5xx"] == 0
    assert report["mistranslated_after"] == [] and report["server_tracebacks"] == 0
    assert report["server_exit"] == 0
