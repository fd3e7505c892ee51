"""Where a training step's CPU time goes:
``python -m benchmarks.investigations.profile_step [--precision fp32]`` (from the repository root).

Runs nmt's real step (``nmt_cli.train.step.train_step``: forward, label-smoothed loss,
backward, Adam) on the benchmark's fixed `small` batches under ``torch.profiler``
and prints the operators by self CPU time. This is how the costs named in
docs/BENCHMARKS.md were found.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import torch
from torch.profiler import ProfilerActivity, profile

from benchmarks.harness import bench_batches, workers
from nmt_cli.device import resolve_precision


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # Default: the precision nmt trains in on this CPU (`--precision auto`). Emulated bf16
    # (no avx512_bf16 / AMX) runs ~100x slower and would profile the emulation, not the step.
    ap.add_argument("--precision", default=resolve_precision("auto", torch.device("cpu"))[0],
                    choices=["fp32", "bf16"])
    ap.add_argument("--impl", default="nmt", choices=["nmt", "naive"])
    ap.add_argument("--preset", default="small")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--rows", type=int, default=35)
    ap.add_argument("--trace", type=Path, default=None, help="write a Chrome trace here")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    cfg = workers.model_cfg(a.preset)
    batches = bench_batches.make_batches(a.steps + 2, 4096, cfg.vocab_size)
    model, step = workers.setup_training(a.impl, a.preset, a.precision)
    model.train()
    for b in batches[:2]:
        step(b)
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        for b in batches[2:]:
            step(b)
    print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=a.rows))
    if a.trace:
        prof.export_chrome_trace(str(a.trace))
    total = sum(e.self_cpu_time_total for e in prof.key_averages()) / 1e3 / a.steps
    print(json.dumps({"ms_per_step": round(total, 1), "precision": a.precision}))


if __name__ == "__main__":
    main()
