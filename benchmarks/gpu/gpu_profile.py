"""Where a GPU training update's time goes: one prepared command for a lent GPU's minutes.

From the repository root, as the GPU check (nmt_cli from src/, this package from here):

    PYTHONPATH=src python3 -m benchmarks.gpu.gpu_profile --out $OUT          # one GPU, ~3 min
    PYTHONPATH=src python3 -m benchmarks.gpu.gpu_profile --out DIR --quick   # the CPU, tiny sizes

gpu_check.py measures what training reaches; this finds out why. Its parts,
each guarded (a failure is recorded and the next part runs), written to OUT after each:

1. ``data``: gpu_check's WMT14-shaped synthetic corpus, prepared with a 37k BPE.
2. ``trainer``: ``nmt train``'s own loop (``train.launch.run_training``), a few updates under
   cProfile: how much of the wall time is collating, the update itself, waiting for the
   GPU (the time in ``tolist``/``item``/``nonzero``), logging (OUT/trainer_cprofile.txt).
3. ``steps``: ``train.step.train_step`` alone on pre-collated micro-batches, synchronised
   timing, in variants that each isolate one cost: the trainer's own split into
   micro-batches; the same update repeated (no new shapes); fewer, larger
   micro-batches; the encoder without its padding removal (no host syncs there).
   With ``--big``, the big model's split, 2 and 1 micro-batches too, with peak memory.
4. ``torch_profile``: ``torch.profiler`` over two updates of the first variant: the ops
   by self CPU time and by GPU time (OUT/torch_profile.txt).
5. ``expandable``: variant 1 again in a child process with
   ``PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True``.

OUT/gpu_profile.json holds every number; OUT/gpu_profile.md the table.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import numpy as np
import torch

from benchmarks.gpu import gpu_check
from benchmarks.paths import ROOT
from nmt_cli.config import PRESETS, override
from nmt_cli.data.batches import collate, epoch_updates, make_batches, update_plan
from nmt_cli.data.dataset import ParallelDataset, load_manifest
from nmt_cli.model import Transformer, kernels
from nmt_cli.train import step as train


def say(text: str) -> None:
    print(f"[gpu_profile {time.strftime('%H:%M:%S')}] {text}", flush=True)


def sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def make_updates(data: Path, max_tokens: int, tokens_per_update: int, n: int) -> tuple[list, dict]:
    """The first ``n`` updates of epoch 0 as the trainer cuts them, collated (timed)."""
    ds = ParallelDataset(data, "train")
    accum, budget = update_plan(tokens_per_update, max_tokens, 1)
    batches, _ = make_batches(ds.src_lengths, ds.tgt_lengths, budget, 1)
    plan = epoch_updates(batches, 0, 1, accum, 0, 1)[:n]
    t = time.perf_counter()
    updates = [[collate(ds, idx) for idx in up] for up in plan]
    collate_ms = (time.perf_counter() - t) / len(plan) * 1e3
    return updates, {"accumulation": accum, "micro_batch_tokens": budget,
                     "collate_ms_per_update": round(collate_ms, 2)}


def build(preset: str, vocab: int, device: torch.device):
    mcfg = override(PRESETS[preset].model, vocab_size=vocab)
    torch.manual_seed(1)
    m = Transformer(mcfg).to(device)
    return m, train.make_optimizer(m, (0.9, 0.98), 1e-9)


def time_updates(m, opt, updates, device, precision: str, warm: int) -> list[float]:
    """Milliseconds of each update after ``warm`` untimed ones, the GPU drained around each."""
    times = []
    for i, micro in enumerate(updates):
        sync(device)
        t = time.perf_counter()
        train.train_step(m, opt, micro, lr=1e-4,
                         settings=train.UpdateSettings(label_smoothing=0.1, precision=precision))
        sync(device)
        if i >= warm:
            times.append((time.perf_counter() - t) * 1e3)
    return times


def memory_counts(device: torch.device) -> dict:
    if device.type != "cuda":
        return {}
    s = torch.cuda.memory_stats(device)
    return {"device_allocs": s.get("num_device_alloc", 0), "alloc_retries": s.get("num_alloc_retries", 0),
            "reserved_gib": round(torch.cuda.memory_reserved(device) / 2**30, 2)}


def variant(name: str, args, device, vocab: int, data: Path, max_tokens: int, *,
            repeat: bool = False, dense_encoder: bool = False, preset: str | None = None) -> dict:
    n = args.warm + args.timed
    updates, rec = make_updates(data, max_tokens, args.tokens_per_update, 1 if repeat else n)
    if repeat:
        updates = updates * n
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats(device)
    m, opt = build(preset or args.preset, vocab, device)
    real_padding = kernels.Padding
    if dense_encoder:  # the encoder's layers then run on [B, S, d], padding included
        kernels.Padding = lambda keep: None
    try:
        times = time_updates(m, opt, updates, device, args.precision, args.warm)
    finally:
        kernels.Padding = real_padding
    tokens = [sum(b.ntokens for b in micro) for micro in updates[args.warm:]]
    ms = float(np.mean(times))
    rec.update(name=name, ms_per_update=round(ms, 1), ms_min=round(min(times), 1),
               ms_max=round(max(times), 1), tgt_tokens_per_s=round(sum(tokens) / (sum(times) / 1e3)),
               ms_each=[round(t, 1) for t in times], preset=preset or args.preset,
               **memory_counts(device))
    if device.type == "cuda":
        rec["peak_gib"] = round(torch.cuda.max_memory_allocated(device) / 2**30, 2)
    del m, opt
    if device.type == "cuda":
        torch.cuda.empty_cache()
    return rec


def part_trainer(args, device, data: Path, out: Path, work: Path) -> dict:
    from nmt_cli.train.launch import run_training

    prof = cProfile.Profile()
    t = time.time()
    prof.enable()
    run_training(data=data, preset_name=args.preset, out=work / "run", gpus=1 if device.type == "cuda" else 0,
                 resume=False, model_overrides={},
                 train_overrides={"tokens_per_update": args.tokens_per_update, "max_steps": args.trainer_steps,
                                  "precision": args.precision, "warmup_steps": 1000, "validate_every": 0,
                                  "save_every": 0, "save_every_minutes": 0, "log_every": 1,
                                  "max_time": 0})
    prof.disable()
    wall = time.time() - t
    buf = io.StringIO()
    st = pstats.Stats(prof, stream=buf)
    st.sort_stats("tottime").print_stats(40)
    st.sort_stats("cumulative").print_stats(60)
    (out / "trainer_cprofile.txt").write_text(buf.getvalue())
    rows = {}
    for (file, _, func), (_, _, tt, ct, _) in st.stats.items():
        for key in ("collate", "train_step", "tolist", "item", "nonzero", "validate", "save",
                    "_train_until_stop", "backward", "write", "sequence_loss", "__init__"):
            if func == key and (key != "__init__" or file.endswith("trainer.py")):
                rows[f"{Path(file).name}:{func}"] = {"cumulative_s": round(ct, 2), "own_s": round(tt, 2)}
    records = [json.loads(x) for x in (work / "run" / "metrics.jsonl").read_text().splitlines()]
    steps = [r for r in records if r.get("kind") == "train"]
    return {"wall_s": round(wall, 1), "steps": len(steps), "functions": rows,
            "tok_per_s_logged": [round(r.get("tokens_per_s", 0)) for r in steps]}


def part_torch_profile(args, device, vocab: int, data: Path, max_tokens: int, out: Path) -> dict:
    from torch.profiler import ProfilerActivity, profile

    updates, rec = make_updates(data, max_tokens, args.tokens_per_update, 5)
    m, opt = build(args.preset, vocab, device)
    time_updates(m, opt, updates[:3], device, args.precision, 3)
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device.type == "cuda" else [])
    with profile(activities=acts) as p:
        time_updates(m, opt, updates[3:], device, args.precision, 0)
    ka = p.key_averages()
    text = ka.table(sort_by="self_cpu_time_total", row_limit=40)
    if device.type == "cuda":
        text += "\n\n" + ka.table(sort_by="self_cuda_time_total", row_limit=30)
    (out / "torch_profile.txt").write_text(text)
    total_cpu = sum(e.self_cpu_time_total for e in ka) / 1e3
    gpu = sum(getattr(e, "self_device_time_total", 0) for e in ka) / 1e3
    launches = sum(e.count for e in ka if e.key in ("cudaLaunchKernel", "cuLaunchKernel",
                                                      "cudaLaunchKernelExC", "cuLaunchKernelEx"))
    rec.update(self_cpu_ms_2_updates=round(total_cpu, 1), gpu_ms_2_updates=round(gpu, 1),
               kernel_launches_2_updates=launches)
    return rec


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--parts", default="data,trainer,steps,torch_profile,expandable",
                    help="which parts, comma-separated (data is always run)")
    ap.add_argument("--big", action="store_true", help="steps: also the big model's variants")
    ap.add_argument("--only-variant", default=None, help=argparse.SUPPRESS)  # the child's
    ap.add_argument("--data", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    quick = args.quick
    device = torch.device("cpu" if quick else "cuda")
    args.preset, args.precision = ("tiny", "fp32") if quick else ("base", "bf16")
    args.tokens_per_update = 1024 if quick else 25000
    args.warm, args.timed, args.trainer_steps = (1, 3, 4) if quick else (2, 6, 10)
    small_mb = 256 if quick else 4096  # the presets' --max-tokens: 7 x 3,571 for 25k on one GPU
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="gpu_profile-"))
    report: dict = {"machine": gpu_check.machine_info(device), "parts": {}}

    def save():
        (out / "gpu_profile.json").write_text(json.dumps(report, indent=1) + "\n")
        lines = ["| variant | preset | accum x tokens | ms/update (min-max) | tgt tok/s | collate ms "
                 "| peak GiB |", "|---|---|---|---|---:|---:|---:|"]
        for v in report["parts"].get("steps", {}).get("variants", []):
            lines.append(f"| {v['name']} | {v.get('preset', '')} | {v['accumulation']} x "
                         f"{v['micro_batch_tokens']} | {v['ms_per_update']} ({v['ms_min']}-{v['ms_max']}) "
                         f"| {v['tgt_tokens_per_s']:,} | {v['collate_ms_per_update']} | "
                         f"{v.get('peak_gib', '')} |")
        (out / "gpu_profile.md").write_text("\n".join(lines) + "\n")

    def part(name, fn):
        if name != "data" and name not in args.parts.split(","):
            return
        t = time.time()
        say(f"{name}: start")
        try:
            report["parts"][name] = {"status": "ok", **fn()}
        except Exception as e:  # noqa: BLE001 - record, then the next part
            report["parts"][name] = {"status": "failed", "error": f"{type(e).__name__}: {e}",
                                     "traceback": traceback.format_exc()[-2000:]}
        report["parts"][name]["seconds"] = round(time.time() - t, 1)
        say(f"{name}: {report['parts'][name]['status']} in {report['parts'][name]['seconds']} s: "
            + json.dumps({k: v for k, v in report["parts"][name].items()
                          if k not in ("traceback", "functions", "variants")})[:600])
        save()

    if args.only_variant:
        data = Path(args.data)
        vocab = load_manifest(data)["vocab_size"]
        report["parts"]["steps"] = {"variants": [variant(args.only_variant, args, device, vocab, data, small_mb)]}
        save()
        print(json.dumps(report["parts"]["steps"]["variants"][0]))
        return 0

    ck = gpu_check.Check(argparse.Namespace(out=str(work / "gc"), quick=quick, work=str(work / "gc-work"),
                                            budget_minutes=0, minutes_base=0, minutes_big=0, max_tokens=None,
                                            keep=True))
    part("data", lambda: (gpu_check.step_data(ck, {}), {"path": str(ck.data)})[1])
    if ck.data is None:
        return 1
    data = ck.data
    vocab = load_manifest(data)["vocab_size"]
    part("trainer", lambda: part_trainer(args, device, data, out, work))

    def steps():
        vs = []
        todo = [("trainer's split", small_mb, {}),
                ("same update repeated", small_mb, {"repeat": True}),
                ("dense encoder", small_mb, {"dense_encoder": True}),
                ("2 micro-batches", args.tokens_per_update // 2, {}),
                ("1 micro-batch", args.tokens_per_update, {})]
        if args.big:
            big = "small" if quick else "big"
            todo += [(f"{big}: trainer's split", small_mb, {"preset": big}),
                     (f"{big}: 2 micro-batches", args.tokens_per_update // 2, {"preset": big}),
                     (f"{big}: 1 micro-batch", args.tokens_per_update, {"preset": big})]
        for name, mt, kw in todo:
            try:
                vs.append(variant(name, args, device, vocab, data, mt, **kw))
            except Exception as e:  # noqa: BLE001
                vs.append({"name": name, "error": f"{type(e).__name__}: {e}", "accumulation": "",
                           "micro_batch_tokens": "", "ms_per_update": "", "ms_min": "", "ms_max": "",
                           "tgt_tokens_per_s": 0, "collate_ms_per_update": ""})
            report["parts"]["steps"] = {"variants": vs}
            save()
            say(f"  {name}: {json.dumps({k: v for k, v in vs[-1].items() if k != 'ms_each'})}")
        return {"variants": vs}

    part("steps", steps)
    part("torch_profile", lambda: part_torch_profile(args, device, vocab, data, small_mb, out))
    if not quick:
        def expandable():
            env = {**os.environ, "PYTORCH_CUDA_ALLOC_CONF": "expandable_segments:True"}
            # this module again, as it was started: from the repository root, with
            # nmt_cli from src/ where it is not installed (PYTHONPATH, not sys.path)
            path = [str(ROOT / "src"), *filter(None, os.environ.get("PYTHONPATH", "")
                                               .split(os.pathsep))]
            env["PYTHONPATH"] = os.pathsep.join(path)
            r = subprocess.run([sys.executable, "-m", "benchmarks.gpu.gpu_profile",
                                "--out", str(work / "child"),
                                "--only-variant", "trainer's split, expandable segments",
                                "--data", str(data)], env=env, cwd=ROOT, capture_output=True,
                               text=True, timeout=300)
            return json.loads(r.stdout.strip().splitlines()[-1]) if r.returncode == 0 else {
                "status": "failed", "error": r.stderr[-1500:]}
        part("expandable", expandable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
