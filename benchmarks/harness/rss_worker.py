"""The `nmt translate` RSS rows' worker (``run.rss_section``): one `nmt translate` run in a
child process, and the child's peak RSS. Without torch: importing it only to start a
child would add ~3 s to every row."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def translate_rss(lines: int, ckpt: str, text: str, extra: list[str]) -> dict:
    """Peak RSS of ``nmt translate`` over ``lines`` input lines (its own process)."""
    nmt = Path(sys.executable).parent / "nmt"
    src_lines = Path(text).read_text(encoding="utf-8").splitlines()
    with tempfile.TemporaryDirectory() as tmp:
        inp = Path(tmp) / "in.txt"
        inp.write_text("\n".join(src_lines[i % len(src_lines)] for i in range(lines)) + "\n",
                       encoding="utf-8")
        t0 = time.perf_counter()
        proc = subprocess.run([str(nmt), "translate", "--ckpt", ckpt, "--input", str(inp),
                               "--output", str(Path(tmp) / "out.txt"), *extra],
                              capture_output=True, text=True)
        dt = time.perf_counter() - t0
        if proc.returncode != 0:
            return {"error": proc.stderr.strip().splitlines()[-1:] or ["failed"]}
        n_out = len((Path(tmp) / "out.txt").read_text(encoding="utf-8").splitlines())
    rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"child_rss_mib": rss, "seconds": dt, "lines_out": n_out, "sent_s": lines / dt}


def main() -> None:
    kind, args = sys.argv[1], json.loads(sys.argv[2])
    assert kind == "translate_rss", kind
    args.pop("threads", None)  # the child takes OMP_NUM_THREADS from the environment
    print(json.dumps(translate_rss(**args)))


if __name__ == "__main__":
    main()
