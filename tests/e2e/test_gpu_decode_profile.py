"""benchmarks/gpu/gpu_decode_profile.py, the decoding profiler prepared for a lent GPU, run with
--quick on the CPU as it runs there (``PYTHONPATH=src python3 -m benchmarks.gpu...`` from the
repository root): a lent GPU's minutes must go to measuring, not to fixing the script."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import slow
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(os.environ.get("NMT_GPU_SCRIPTS") != "all",
                    reason="the profilers prepared for a lent GPU, ~50 s on 2 cores: "
                    "NMT_GPU_SCRIPTS=all (make test-gpu-scripts, before a GPU is used)")
def test_quick_run_times_every_search_at_the_forced_length_and_profiles_greedy(tmp_path):
    path = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path, "OMP_NUM_THREADS": "1", "NMT_GPU_PATHS": "0"}
    proc = subprocess.run([sys.executable, "-m", "benchmarks.gpu.gpu_decode_profile", "--quick",
                           "--steps", "6", "--out", str(tmp_path), "--tag", "t"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=slow(300))
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = json.loads((tmp_path / "decode_profile-t.json").read_text())
    assert res["device"] == "cpu" and res["preset"] == "tiny" and res["tag"] == "t"
    assert Path(res["source"]) == ROOT / "src" / "nmt_cli"
    timed = {(r["precision"], r["algo"], r["step"], r["batch"]): r for r in res["speed"]
             if "error" not in r}
    # fp32 always runs; bf16 too, emulated where the CPU lacks it; the eager search and the
    # fixed-shape step (run eagerly on the CPU, replayed as a CUDA graph on a GPU)
    assert {k for k in timed if k[0] == "fp32"} == {
        ("fp32", a, s, b) for a in ("greedy", "beam4") for s in ("eager", "graph")
        for b in (1, 64)}
    for row in timed.values():
        # EOS out of reach: every search runs to the limit (beam 4 then ends with a forced EOS)
        assert row["output_len"] == 6, row
        assert row["ms_per_step"] > 0 and row["sent_per_s"] > 0
    for key in ("greedy_b1", "greedy_b64", "greedy_b1_graph", "greedy_b64_graph"):
        prof = res["profile"][key]
        assert prof["wall_ms_per_step"] > 0 and prof["kernels_per_step"] == 0  # no CUDA here
        assert "aten::" in prof["top_cpu"]
    assert "greedy_search" in res["python_greedy_b1"]
