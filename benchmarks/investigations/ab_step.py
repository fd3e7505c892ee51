"""Same-process A/B of training-step variants: ``python -m benchmarks.investigations.ab_step VARIANT ...``.

Machines here are shared and noisy, so variants are measured in ONE process,
interleaved step by step over the same fixed `small` batches, and compared as
ratios of their median step time. Each variant is nmt's real step
(``nmt_cli.train.step.train_step``) with one thing changed:

- ``fp32``, ``bf16``: nmt as it is, in that precision;
- ``+stock_dropout``: ``F.dropout`` (PyTorch's per-element Bernoulli mask) instead
  of ``nmt_cli.model.kernels.dropout``;
- ``+lsm_dtype``: the loss's log-softmax reads the bf16 logits and writes fp32 in
  one kernel (``F.log_softmax(logits, dtype=torch.float32)``) instead of casting
  the logits to fp32 first;
- ``+fused_loss``: ``fused_loss.py`` (beside this file);
- ``+autograd_loss``: the loss as nmt had it before its hand-written backward
  (fp32 cast, ``log_softmax``, gather and mean, all differentiated by autograd);
- ``+unfused``: the [N, V] logits made whole by the generator, then the loss on them
  (nmt before ``projected_label_smoothed_nll``); ``+chunk512``: that function with
  512-row chunks instead of ``nmt_cli.train.loss.CHUNK_ROWS``;
- ``+compile``: ``torch.compile(model, dynamic=True)`` (inductor; compiled during
  the warm-up pass, whose time is printed);
- ``+layers=3``, ``+d_model=192``, ``+d_ff=1024``, ``+heads=2``: another shape than the
  preset's, as ``nmt train --layers`` etc. give it (its parameter count is printed):
  what each costs in updates when time is the budget.

Examples, from the repository root:
``python -m benchmarks.investigations.ab_step bf16 bf16+stock_dropout --rounds 4``;
``python -m benchmarks.investigations.ab_step fp32 fp32+layers=3 fp32+d_ff=1024 --preset tiny
--max-tokens 2048``
"""

from __future__ import annotations

import argparse
import statistics
import time
import types

import torch
import torch.nn.functional as F
from torch import nn

import nmt_cli.train.loss as nmt_loss
from benchmarks.harness import bench_batches, workers
from benchmarks.investigations import fused_loss
from nmt_cli.config import ARCH_FLAGS, SWITCH_FLAGS
from nmt_cli.model import kernels

STOCK_LOSS = nmt_loss.label_smoothed_nll
STOCK_PROJECTED = nmt_loss.projected_label_smoothed_nll
STOCK_CHUNK = nmt_loss.CHUNK_ROWS


def unfused_projected(hidden, weight, target, eps):
    """nmt before the fused projection: [N, V] logits, then the loss on them."""
    return nmt_loss.label_smoothed_nll(F.linear(hidden, weight), target, eps)


def autograd_nll(logits, target, eps):
    logp = F.log_softmax(logits.float(), dim=-1)
    nll = -logp.gather(-1, target[:, None]).squeeze(-1)
    loss = (1.0 - eps) * nll - eps * logp.mean(dim=-1)
    return loss.sum(), nll.sum()


def lsm_dtype_nll(logits, target, eps):
    logp = F.log_softmax(logits, dim=-1, dtype=torch.float32)
    nll = -logp.gather(-1, target[:, None]).squeeze(-1)
    if eps == 0.0:
        return nll.sum(), nll.sum()
    loss = (1.0 - eps) * nll - eps * logp.mean(dim=-1)
    return loss.sum(), nll.sum()


# variant option -> ModelConfig field: nmt train's shape flags (--d-ff gives +d_ff=...)
SHAPE_FLAGS = {flag[2:].replace("-", "_"): field for field, flag in ARCH_FLAGS.items()
               if field not in SWITCH_FLAGS}
run_params: dict[str, int] = {}  # parameters of each variant's model


def build(name: str, preset_name: str):
    precision, *opts = name.split("+")
    shape = {SHAPE_FLAGS[k]: int(v) for k, v in (o.split("=") for o in opts if "=" in o)}
    opts = [o for o in opts if "=" not in o]
    model, step = workers.setup_training("nmt", preset_name, precision, seed=1,
                                         compile="compile" in opts, shape=shape)
    run_params[name] = sum(p.numel() for p in model.parameters())
    if "stock_dropout" in opts:
        for m in model.modules():
            if isinstance(m, kernels.Dropout):
                m.forward = types.MethodType(nn.Dropout.forward, m)
    loss_fn = (fused_loss.label_smoothed_nll if "fused_loss" in opts
               else autograd_nll if "autograd_loss" in opts
               else lsm_dtype_nll if "lsm_dtype" in opts else STOCK_LOSS)

    unfused = "unfused" in opts or loss_fn is not STOCK_LOSS
    chunk = next((int(o[5:]) for o in opts if o.startswith("chunk")), STOCK_CHUNK)

    def run(b):
        nmt_loss.label_smoothed_nll = loss_fn
        nmt_loss.projected_label_smoothed_nll = unfused_projected if unfused else STOCK_PROJECTED
        nmt_loss.CHUNK_ROWS = chunk
        try:
            return step(b)
        finally:
            nmt_loss.label_smoothed_nll = STOCK_LOSS
            nmt_loss.projected_label_smoothed_nll = STOCK_PROJECTED
            nmt_loss.CHUNK_ROWS = STOCK_CHUNK
    return run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="+")
    ap.add_argument("--preset", default="small")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--batches", type=int, default=5)
    ap.add_argument("--max-tokens", type=int, default=4096,
                    help="padded tokens per batch (the recipe's tiny: 2048)")
    ap.add_argument("--cpu-time", action="store_true",
                    help="time by process CPU time (with --threads 1: robust to other load)")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    cfg = workers.model_cfg(a.preset)
    batches = bench_batches.make_batches(a.batches, a.max_tokens, cfg.vocab_size)
    tokens = sum(int((b["tgt_out"] != 0).sum()) for b in batches)
    runs = {v: build(v, a.preset) for v in a.variants}
    for v, run in runs.items():  # warm-up: every batch once (compiles, caches casts)
        t0 = time.perf_counter()
        for b in batches:
            run(b)
        print(f"{v:32s} warm-up pass {time.perf_counter() - t0:6.1f} s", flush=True)
    # times[v][i]: the step times of batch i, one per round
    times: dict[str, list[list[float]]] = {v: [[] for _ in batches] for v in runs}
    clock = time.process_time if a.cpu_time else time.perf_counter
    for _ in range(a.rounds):
        for i, b in enumerate(batches):
            for v, run in runs.items():  # interleaved per step
                t0 = clock()
                run(b)
                times[v][i].append(clock() - t0)
    # a pass over the batches, each batch at its median time
    per_pass = {v: sum(statistics.median(t) for t in ts) for v, ts in times.items()}
    ref = a.variants[0]
    for v in runs:
        print(f"{v:32s} {run_params[v] / 1e6:6.2f}M params {tokens / per_pass[v]:8,.0f} tok/s  "
              f"{per_pass[v] / len(batches) * 1e3:7.1f} ms/step  "
              f"x{per_pass[ref] / per_pass[v]:.3f} vs {ref}")

if __name__ == "__main__":
    main()
