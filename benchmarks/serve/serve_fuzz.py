"""`make fuzz-serve`: schemathesis against `nmt serve`'s own OpenAPI schema.

The installed ``nmt serve`` runs on 127.0.0.1 (``serve_common.Server``); the schemathesis
command reads its ``/openapi.json`` and sends what the schema allows and what it does not
(its examples, coverage and fuzzing phases), bounded in examples per operation and in
time, from a fixed seed. Every answer goes through schemathesis' own checks and ours
(``serve_fuzz_checks.py``: no 5xx, every error ``{"error": ...}`` JSON with a 4xx, nothing
that names an exception, a traceback or a path of the server's). Afterwards the server
must still translate each test sentence as ``nmt translate`` does, exit 0 on SIGTERM,
and have logged no traceback.

Reported (and with ``--json``, written): the operations, the test cases generated, the
answers by status, the failures, the time, the server's RSS before and after.

Usage, from the repository root:
    python -m benchmarks.serve.serve_fuzz [--ckpt CKPT] [--max-examples 100]
        [--max-time 240] [--seed 1] [--json out.json] [-- nmt serve options]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from datetime import date
from pathlib import Path

from benchmarks.paths import ROOT
from benchmarks.serve.serve_common import (Server, expected_outputs, machine, random_checkpoint,
                                           test_lines, translate_options)

# schemathesis' checks left out, and why: each holds the schema to something the API
# does on purpose
EXCLUDED = {
    # a schema-valid request refused: the schema cannot say "at most --max-input-len
    # subwords per line" or "--max-chars over all the texts", which the server refuses
    "positive_data_acceptance",
}


def schemathesis_command() -> str:
    return str(Path(sys.executable).parent / "schemathesis")


def fuzz(url: str, out: Path, args) -> subprocess.CompletedProcess:
    """The schemathesis command against ``url``, its report in ``out``."""
    cmd = [schemathesis_command(), "run", url + "openapi.json", "--checks", "all",
           "--exclude-checks", ",".join(sorted(EXCLUDED)), "--max-examples",
           str(args.max_examples), "--seed", str(args.seed), "--workers", "1",
           "--request-timeout", "120", "--report", "json", "--report-json-path",
           str(out / "report.json"), "--suppress-health-check", "all"]
    if args.max_time:
        cmd += ["--max-time", str(args.max_time)]
    paths = {str(ROOT), sys.prefix, str(Path.home()), str(Path(args.ckpt_used).resolve().parent),
             os.environ.get("XDG_CACHE_HOME", ""), tempfile.gettempdir()}
    # run in the temporary folder, where schemathesis keeps its cache of past failures (to
    # replay them): each run starts from nothing but its seed, and the checkout stays clean
    env = {**os.environ, "SCHEMATHESIS_HOOKS": "benchmarks.serve.serve_fuzz_checks",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
           "NMT_FUZZ_PATHS": os.pathsep.join(sorted(p for p in paths if p)),
           "NMT_FUZZ_LOG": str(out / "answers.log")}
    return subprocess.run(cmd, cwd=out, env=env, capture_output=True, text=True)


def still_translates(server: Server, lines: list[str], expected: list[str],
                     key: str | None = None) -> list[str]:
    """The sentences the server no longer translates as ``nmt translate`` does."""
    with urllib.request.urlopen(server.url + "languages", timeout=60) as r:
        languages = json.loads(r.read())
    src, tgt = languages[0]["code"], languages[0]["targets"][0]
    wrong = []
    for line, want in zip(lines, expected):
        body = json.dumps({"q": line, "source": src, "target": tgt, "api_key": key}).encode()
        request = urllib.request.Request(server.url + "translate", data=body,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=120) as r:
                status, answer = r.status, r.read()
        except urllib.error.HTTPError as e:
            status, answer = e.code, e.read()
        if status != 200 or json.loads(answer).get("translatedText") != want:
            wrong.append(f"{line!r}: {status} {answer[:200]!r}")
    return wrong


def run(args) -> dict:
    lines = test_lines()[:args.sentences]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        args.ckpt_used = args.ckpt or random_checkpoint(out)
        expected = expected_outputs(args.ckpt_used, lines, *translate_options(args.serve_args))
        server = Server(args.ckpt_used, "--device", "cpu", *args.serve_args)
        try:
            key = next((b for a, b in zip(args.serve_args, args.serve_args[1:]) if a == "--api-key"), None)
            before_wrong = still_translates(server, lines, expected, key)  # and warms it up
            rss_before = server.rss_kb()
            start = time.monotonic()
            result = fuzz(server.url, out, args)
            took = time.monotonic() - start
            report = json.loads((out / "report.json").read_text()) if (out / "report.json").exists() else {}
            answers = (out / "answers.log").read_text().splitlines() if (out / "answers.log").exists() else []
            wrong = before_wrong + still_translates(server, lines, expected, key)
            rss_after = server.rss_kb()
        finally:
            code = server.stop()
    statuses = collections.Counter(a.split()[0] for a in answers)
    tracebacks = sum("Traceback" in x for x in server.log)
    return {"date": date.today().isoformat(), "machine": machine(), "seed": args.seed,
            "model": str(args.ckpt or "random tiny"), "serve_args": args.serve_args,
            "max_examples": args.max_examples, "max_time": args.max_time, "seconds": round(took, 1),
            "schemathesis_exit": result.returncode, "operations": report.get("operations"),
            "test_cases": report.get("test_cases"), "answers": len(answers),
            "answers_by_status": dict(sorted(statuses.items())),
            "server_5xx": sum(n for s, n in statuses.items() if s.startswith("5")),
            "mistranslated_after": wrong, "server_tracebacks": tracebacks,
            "rss_kb": [rss_before, rss_after], "server_exit": code,
            "server_log": "".join(server.log)[-6000:],
            "output_tail": result.stdout[-6000:] + result.stderr[-2000:]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ckpt", type=Path, help="model to serve (default: random-weight tiny)")
    ap.add_argument("--max-examples", type=int, default=100, help="per operation and phase")
    ap.add_argument("--max-time", type=int, help="seconds for the whole run (fuzzing repeats until then)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sentences", type=int, default=4,
                    help="test sentences translated before and after, checked against nmt translate")
    ap.add_argument("--json", type=Path, help="write the results here too")
    ap.add_argument("serve_args", nargs="*", help="more nmt serve options (after --)")
    args = ap.parse_args()
    r = run(args)
    tail, log = r.pop("output_tail"), r.pop("server_log")
    if r["schemathesis_exit"]:
        print(tail)
    if r["server_tracebacks"]:
        print(log)
    print(json.dumps(r, indent=2))
    if args.json:
        args.json.write_text(json.dumps(r, indent=2) + "\n")
    ok = (r["schemathesis_exit"] == 0 and r["server_5xx"] == 0 and not r["mistranslated_after"]
          and r["server_tracebacks"] == 0 and r["server_exit"] == 0 and r["answers"] > 0)
    if not ok:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
