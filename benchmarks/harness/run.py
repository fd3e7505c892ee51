"""The measuring half of `make bench`: nmt beside the naive Annotated Transformer.

Everything is measured in ONE run, side by side, on the same batches and model
sizes, each measurement in its own process (so peak RSS is per measurement), with
``torch.set_num_threads(2)``. Shared machines are noisy, so the implementations are
interleaved over ``--rounds`` rounds and each keeps its best round; read the
results as ratios within the run.

Sections: matmul peak (fp32, bf16), training throughput (tiny and small presets;
MFU against the measured peak), loss curves fp32 vs the fast setting, decoding
(greedy / beam 4 at batch 1 and 64 vs the naive no-cache greedy; CTranslate2 with
the ``ct2`` extra), translate peak RSS (10,000 vs 100 lines), preparation
(``bench_prepare.py``), and real trained models decoded as users run them
(``bench_real.py``: the 30-minute recipe's models, when ``make quality`` has made them).
fairseq 0.12 trains and decodes beside them where an interpreter with it is found
(``fairseq_python``; ``fairseq_worker.py``).

The measurements run in ``workers.py`` (one process each); this script gathers their
results into ``OUT/results.json``, then ``report.py`` renders that file into the results
block of docs/BENCHMARKS.md (``report.py`` also runs on its own over a results.json).
Every helper process is started as a module of this package (``python -m
benchmarks.harness.workers``, ...) from the repository root.

Usage, from the repository root:
    python -m benchmarks.harness.run [--quick] [--out bench-out] [--docs docs/BENCHMARKS.md]
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.harness import report
from benchmarks.paths import ROOT, bible_lines

PY = sys.executable
# the helper processes, run as modules from ROOT (`python -m ...`): no sys.path edits
WORKERS = "benchmarks.harness.workers"
FAIRSEQ_WORKER = "benchmarks.harness.fairseq_worker"
RSS_WORKER = "benchmarks.harness.rss_worker"  # no torch: it only starts `nmt translate`

# (row label, implementation, precision, worker options). The options name how a
# row differs from plain nmt: "compile" = torch.compile (inductor) of the model.
# torch.compile measured slower here (docs/BENCHMARKS.md), so it has no default row.
# "naive_dropout" = nmt with the naive model's dropout placement (attention weights and
# feed-forward hidden layer too): the like-for-like row beside nmt as it trains.
TRAIN_SETTINGS = [("naive", "naive", "fp32", {}), ("naive", "naive", "bf16", {}),
                  ("nmt", "nmt", "fp32", {}), ("nmt", "nmt", "bf16", {}),
                  ("nmt", "nmt", "fp32", {"naive_dropout": True})]
QUICK_SETTINGS = (0, 2, 3)  # --quick smoke-tests the baseline, nmt fp32 and nmt bf16
NO_NATIVE_BF16 = "skipped: this CPU has no native bf16 (emulated bf16 runs ~100x slower than fp32)"


FAIRSEQ = "fairseq 0.12"
NO_FAIRSEQ = "skipped: no fairseq interpreter (`make fairseq-env`, or FAIRSEQ_PYTHON)"


def fairseq_python() -> str | None:
    """An interpreter with fairseq 0.12 (its own environment: fairseq pins hydra-core 1.0
    and omegaconf 2.0): $FAIRSEQ_PYTHON, else .venv-fairseq from `make fairseq-env`."""
    import os
    path = os.environ.get("FAIRSEQ_PYTHON") or str(ROOT / ".venv-fairseq" / "bin" / "python")
    return path if Path(path).exists() else None


def fairseq_model(pname: str) -> dict:
    from nmt_cli.config import preset
    m = preset(pname).model
    return dict(d_model=m.d_model, d_ff=m.d_ff, n_layers=m.n_layers, n_heads=m.n_heads,
                dropout=m.dropout, vocab=m.vocab_size)


def native_bf16() -> bool:
    from nmt_cli.device import cpu_has_bf16
    return cpu_has_bf16()


def best_precision() -> str:
    """nmt's fastest CPU training setting: what `nmt train --precision auto` picks here
    (``nmt_cli.device.resolve_precision``): bf16 autocast where the CPU has bf16 products
    and they time faster than fp32's; else fp32 (emulated bf16 made ~1.4 GFLOP/s matmuls
    on an AVX2-only EPYC, 100x below fp32; an avx512_bf16 Xeon without AMX half of fp32's)."""
    import torch
    from nmt_cli.device import resolve_precision
    return resolve_precision("auto", torch.device("cpu"))[0]


def setting_label(precision: str, opts: dict) -> str:
    return precision + "".join(f"+{k.replace('_', ' ')}" for k, v in sorted(opts.items()) if v)


def spawn(kind: str, threads: int, python: str = PY, module: str = WORKERS, **args) -> dict:
    """Run one worker process (``python -m module``, from the repository root, so that the
    fairseq interpreter, which has no nmt_cli, finds this package too) and return its JSON
    result (or an error record)."""
    proc = subprocess.run([python, "-m", module, kind, json.dumps({**args, "threads": threads})],
                          capture_output=True, text=True, cwd=ROOT)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        return {"error": f"{kind} {args}: {tail}"}
    return json.loads(lines[-1])


def best_of(runs: list[dict], key: str) -> dict:
    ok = [r for r in runs if key in r]
    return max(ok, key=lambda r: r[key]) if ok else runs[-1]


def machine() -> dict:
    import torch

    model = platform.processor()
    try:
        for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines():
            if line.startswith("Model name:"):
                model = line.split(":", 1)[1].strip()
    except OSError:
        pass
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, cwd=ROOT).stdout.strip()
    except OSError:
        commit = "unknown"
    flags = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    isa = [f for f in ("avx512_bf16", "amx_bf16", "avx512f", "avx2") if f" {f}" in flags]
    import os
    return {"cpu": model, "cores": os.cpu_count(), "isa": isa, "torch": torch.__version__,
            "python": platform.python_version(), "commit": commit,
            "date": time.strftime("%Y-%m-%d %H:%M")}


def train_section(quick: bool, rounds: int, threads: int, peaks: dict) -> list[dict]:
    presets = ["tiny"] if quick else ["small", "tiny"]
    size = dict(n_batches=1, warmup=1, max_tokens=1024) if quick else dict(n_batches=5, warmup=2)
    settings = [TRAIN_SETTINGS[i] for i in QUICK_SETTINGS] if quick else TRAIN_SETTINGS
    if not native_bf16():
        settings = [x for x in settings if x[2] != "bf16"]
    best_prec = best_precision()
    fairseq = None if quick else fairseq_python()
    rows = []
    for pname in presets:
        runs: dict = {i: [] for i in range(len(settings))}
        fs_runs = []
        for _ in range(rounds):  # interleaved, so load changes hit every setting alike
            for i, (_, impl, prec, opts) in enumerate(settings):
                runs[i].append(spawn("train", threads, impl=impl, preset_name=pname,
                                     precision=prec, **opts, **size))
            if fairseq:
                fs_runs.append(spawn("train", threads, python=fairseq, module=FAIRSEQ_WORKER,
                                     model_cfg=fairseq_model(pname), **size))
        base = best_of(runs[0], "tok_s").get("tok_s")
        for i, (label, _, prec, opts) in enumerate(settings):
            r = best_of(runs[i], "tok_s")
            peak = peaks.get(prec)
            rows.append({"preset": pname, "impl": label, "precision": setting_label(prec, opts),
                         **r,
                         "vs_naive_fp32": r["tok_s"] / base if base and "tok_s" in r else None,
                         "mfu": r["gflops"] / peak if peak and "gflops" in r else None})
        best = next(x for x in rows if x["preset"] == pname and x["impl"] == "nmt"
                    and x["precision"] == best_prec)
        rows.append({**best, "impl": "nmt best"})
        if fairseq:
            r = best_of(fs_runs, "tok_s")
            nmt_fp32 = next(x for x in rows if x["preset"] == pname and x["impl"] == "nmt"
                            and x["precision"] == "fp32")
            # same batches, so the same matrix-product FLOPs per token as nmt's row
            per_token = (nmt_fp32["gflops"] / nmt_fp32["tok_s"]
                         if "gflops" in nmt_fp32 and "tok_s" in nmt_fp32 else None)
            rows.append({"preset": pname, "impl": FAIRSEQ, "precision": "fp32", **r,
                         "vs_naive_fp32": r["tok_s"] / base if base and "tok_s" in r else None,
                         "mfu": (r["tok_s"] * per_token / peaks["fp32"]
                                 if per_token and "tok_s" in r and peaks.get("fp32") else None)})
        elif not quick:
            rows.append({"preset": pname, "impl": FAIRSEQ, "precision": f"fp32 ({NO_FAIRSEQ})"})
        if not native_bf16():
            rows += [{"preset": pname, "impl": impl, "precision": f"bf16 ({NO_NATIVE_BF16})"}
                     for impl in ("naive", "nmt")]
    return rows


def curve_section(quick: bool, threads: int) -> dict:
    """Loss of 200 steps, fp32 against the fastest setting: same seed, same batches.

    lr 1e-3 after 50 warmup steps, so the loss falls well within the window and the
    two curves are compared while they move, not on a plateau. A third run, fp32
    with other dropout masks, is the yardstick: rounding differences grow like any
    other perturbation, so the fast setting agrees when it stays as close to fp32
    as another fp32 run does.
    """
    steps = 3 if quick else 200
    # tiny in --quick so the smoke test stays fast; small (the benchmark model) otherwise
    pname = "tiny" if quick else "small"
    # 1024-token batches keep 2 x 200 steps of the small model to a few minutes
    extra = dict(max_tokens=512) if quick else dict(max_tokens=1024)
    fast = best_precision()
    out = {"preset": pname, "steps": steps, "lr": 1e-3, "warmup_steps": 50, "fast_setting": fast}
    if fast == "fp32":
        return {**out, "skipped": "the fastest setting on this CPU is plain fp32 (no native "
                                  "bf16, or bf16 products slower than fp32's): there is no "
                                  "second setting to compare"}
    for key, prec, opts in (("fp32", "fp32", {}), ("fast", fast, {}),
                            ("fp32_reseeded", "fp32", {"dropout_seed": 11})):
        r = spawn("curve", threads, impl="nmt", precision=prec, steps=steps, preset_name=pname,
                  lr=1e-3, warmup_steps=50, **opts, **extra)
        out[key] = r.get("loss", r)
        out[key + "_seconds"] = r.get("seconds")
    a, b, c = out["fp32"], out["fast"], out["fp32_reseeded"]
    if all(isinstance(x, list) for x in (a, b, c)):
        k = max(1, len(a) // 10)
        out["last10pct_mean"] = {"fp32": sum(a[-k:]) / k, "fast": sum(b[-k:]) / k,
                                 "fp32_reseeded": sum(c[-k:]) / k}
        out["max_abs_diff"] = max(abs(x - y) for x, y in zip(a, b))
        out["max_abs_diff_reseeded"] = max(abs(x - y) for x, y in zip(a, c))
    return out


def decode_section(quick: bool, rounds: int, threads: int) -> list[dict]:
    pname = "tiny" if quick else "small"
    n64 = 8 if quick else 128
    n1 = 1 if quick else 12
    out_len = 8 if quick else 30
    cases = [("naive", "greedy", 64, n64), ("nmt", "greedy", 64, n64), ("nmt", "beam4", 64, n64)]
    # CTranslate2 (the `ct2` extra) on the same weights, through `nmt export`'s converter
    cases += ([("ct2 float32", "greedy", 64, n64)] if quick else
              [(f"ct2 {q}", algo, 64, n64) for q in ("float32", "int8")
               for algo in ("greedy", "beam4")])
    fairseq = None if quick else fairseq_python()
    if fairseq:  # fairseq-generate's SequenceGenerator on a random model of the same sizes
        cases += [(FAIRSEQ, "greedy", 64, n64), (FAIRSEQ, "beam4", 64, n64)]
    if not quick:
        cases += [("naive", "greedy", 1, n1), ("nmt", "greedy", 1, n1), ("nmt", "beam4", 1, n1)]
    runs: dict = {c: [] for c in cases}
    for r in range(rounds):
        for impl, algo, bsz, n in cases:
            common = dict(algo=algo, batch=bsz, n_sents=n, preset_name=pname, out_len=out_len,
                          src_len=out_len, check=(r == 0 and impl != "naive"),
                          passes=1 if quick else 3)
            if impl == FAIRSEQ:
                runs[(impl, algo, bsz, n)].append(spawn(
                    "decode", threads, python=fairseq, module=FAIRSEQ_WORKER,
                    model_cfg=fairseq_model(pname), algo=algo, batch=bsz, n_sents=n,
                    out_len=out_len, src_len=out_len, passes=common["passes"]))
            elif impl.startswith("ct2"):
                runs[(impl, algo, bsz, n)].append(spawn(
                    "decode_ct2", threads, quantization=impl.split()[1], **common))
            else:
                runs[(impl, algo, bsz, n)].append(spawn("decode", threads, impl=impl, **common))
    rows = []
    for impl, algo, bsz, n in cases:
        best = best_of(runs[(impl, algo, bsz, n)], "sent_s")
        checked = [x["identical_to_reference"] for x in runs[(impl, algo, bsz, n)]
                   if "identical_to_reference" in x]
        rows.append({"preset": pname, "impl": impl, "algo": algo, "batch": bsz, "sentences": n,
                     **best, **({"identical_to_reference": checked[0]} if checked else {})})
    if not quick and not fairseq:
        rows += [{"preset": pname, "impl": FAIRSEQ, "algo": f"{algo} ({NO_FAIRSEQ})", "batch": 64,
                  "sentences": n64} for algo in ("greedy", "beam4")]
    for row in rows:
        base = next(x for x in rows if x["impl"] == "naive" and x["batch"] == row["batch"])
        row["vs_naive_greedy"] = (row["sent_s"] / base["sent_s"]
                                  if "sent_s" in row and "sent_s" in base else None)
    return rows


def _rss_checkpoint(workdir: Path) -> tuple[Path, Path]:
    """A random-weight checkpoint shaped as the 30-minute Bible recipe's model (`tiny`:
    2 layers, d_model 128, 8,000 BPE pieces trained on the Bible's English side)."""
    import io

    import sentencepiece as spm
    import torch

    from nmt_cli.checkpoint import atomic_save, make_checkpoint
    from nmt_cli.config import ModelConfig
    from nmt_cli.model import Transformer

    lines = bible_lines("train", "en")
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(lines), model_writer=buf,
                                   vocab_size=8000, model_type="bpe", pad_id=0, unk_id=1,
                                   bos_id=2, eos_id=3, minloglevel=2)
    cfg = ModelConfig(vocab_size=8000, n_layers=2, d_model=128, d_ff=512, n_heads=4)
    torch.manual_seed(0)
    ckpt = workdir / "rss.pt"
    atomic_save(make_checkpoint(cfg, Transformer(cfg).state_dict(), buf.getvalue(),
                                data_manifest={"format": "nmt-cli-data", "version": 1,
                                               "args": {}}), ckpt)
    src = workdir / "lines.txt"
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return ckpt, src


def rss_section(quick: bool, threads: int, workdir: Path) -> dict:
    """Peak RSS of `nmt translate` over 10,000 lines against 100, greedy and beam 4.

    Each output is held to its source's length (``--max-len-a 1 --max-len-b 0``): the
    random model never emits EOS, so its rows then finish at as many different steps
    as real translations do, and the batches shrink through every row count. (Outputs
    all cut at one fixed length, as this measured until 2026-11-25, hid a growth of
    ~300 MiB over 10,000 real lines: oneDNN kept a kernel per row count.)
    """
    ckpt, src = _rss_checkpoint(workdir)
    small, big = (40, 100) if quick else (100, 10000)  # --quick: that the rows are made
    out: dict = {"lines_small": small, "lines_big": big}
    for search, extra in (("greedy", ["--greedy"]), ("beam4", ["--beam", "4"])):
        extra = [*extra, "--max-len-a", "1", "--max-len-b", "0"]
        small_r = spawn("translate_rss", threads, module=RSS_WORKER, lines=small,
                        ckpt=str(ckpt), text=str(src), extra=extra)
        big_r = spawn("translate_rss", threads, module=RSS_WORKER, lines=big, ckpt=str(ckpt),
                      text=str(src), extra=extra)
        row = {"small": small_r, "big": big_r}
        if "child_rss_mib" in small_r and "child_rss_mib" in big_r:
            row["ratio"] = big_r["child_rss_mib"] / small_r["child_rss_mib"]
        out[search] = row
    return out


def prepare_section(quick: bool) -> dict:
    """``bench_prepare.py``: BPE training + encoding throughput of `nmt prepare`."""
    if quick:
        return {"skipped": "--quick (BPE training on a real corpus takes minutes)"}
    proc = subprocess.run([PY, "-m", "benchmarks.harness.bench_prepare", "--software"],
                          capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        return {"error": (proc.stderr.strip().splitlines() or ["failed"])[-1]}
    try:
        # the JSON list comes last, after `nmt prepare`'s own report (whose lines may hold "[")
        out = "\n" + proc.stdout
        return {"runs": json.loads(out[out.rindex("\n[\n") + 1:])}
    except ValueError:
        return {"stdout": proc.stdout[-2000:]}


# The trained models of the "Real models" rows: the 30-minute recipe's outputs
# (`make quality`; `PRESET=small OUT=quality-out/bible-small bash examples/cpu_30min.sh`).
REAL_MODELS = {"tiny": ROOT / "quality-out" / "bible" / "avg.pt",
               "small": ROOT / "quality-out" / "bible-small" / "avg.pt"}


def real_section(quick: bool, threads: int, out: Path) -> dict:
    """bench_real.py over the trained models that exist, in its own process."""
    models = [f"{name}={path}" for name, path in REAL_MODELS.items() if path.is_file()]
    if quick or not models:
        return {"skipped": "--quick" if quick else
                "no trained model: run `make quality` first (docs/BENCHMARKS.md, Real models)"}
    data = ROOT / "data" / "bible-enes"
    args = [a for m in models for a in ("--model", m)]
    subprocess.run([PY, "-m", "benchmarks.harness.bench_real", *args,
                    "--src", str(data / "valid.raw.src"), "--ref", str(data / "valid.raw.tgt"),
                    "--threads", str(threads), "--out", str(out),
                    "--docs", str(ROOT / "docs" / "BENCHMARKS.md")],
                   check=True, cwd=ROOT)
    return json.loads((out / "real_models.json").read_text())


def subword_section(quick: bool, threads: int, out: Path) -> dict:
    """bench_subword.py: what --subword-alpha costs the training, in its own process."""
    if quick:
        return {"skipped": "--quick (minutes of training per setting)"}
    subprocess.run([PY, "-m", "benchmarks.harness.bench_subword", "--threads", str(threads),
                    "--out", str(out), "--docs", str(ROOT / "docs" / "BENCHMARKS.md")],
                   check=True, cwd=ROOT)
    return json.loads((out / "subword.json").read_text())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="tiny sizes, one round: seconds")
    ap.add_argument("--out", type=Path, default=ROOT / "bench-out")
    ap.add_argument("--docs", type=Path, default=None,
                    help="rewrite the results part of this markdown file "
                         "(default: docs/BENCHMARKS.md unless --quick)")
    ap.add_argument("--rounds", type=int, default=None)
    ap.add_argument("--threads", type=int, default=2, help="torch threads (--quick: 1)")
    ap.add_argument("--only", default="matmul,train,curve,decode,rss,prepare,real,subword")
    a = ap.parse_args()
    rounds = a.rounds or (1 if a.quick else 3)
    if a.quick and a.threads == 2:
        a.threads = 1  # a smoke test: one thread is steadier on a busy 2-core machine
    only = set(a.only.split(","))
    a.out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    res: dict = {"machine": machine(), "threads": a.threads, "quick": a.quick, "rounds": rounds}
    peaks = {}
    if "matmul" in only:
        for dt in ("fp32", "bf16") if native_bf16() else ("fp32",):
            peaks[dt] = max(spawn("matmul", a.threads, dtype=dt, seconds=0.2 if a.quick else 2.0,
                                  size=1024 if a.quick else 2048)
                            .get("gflops", 0.0) for _ in range(rounds)) or None
    res["matmul_peak_gflops"] = peaks
    res["training"] = train_section(a.quick, rounds, a.threads, peaks) if "train" in only else []
    # naive and nmt taking turns step by step: the ratios that drift does not move
    res["training_paired"] = (spawn("train_paired", a.threads,
                                    preset_name="tiny" if a.quick else "small",
                                    precisions=["fp32", "bf16"] if native_bf16() else ["fp32"],
                                    rounds=1 if a.quick else 3, n_batches=1 if a.quick else 5,
                                    max_tokens=1024 if a.quick else 4096,
                                    dropout_row=not a.quick)
                              if "train" in only else {})
    res["loss_curves"] = curve_section(a.quick, a.threads) if "curve" in only else {}
    res["decoding"] = decode_section(a.quick, rounds, a.threads) if "decode" in only else []
    # naive and nmt in one process, batch by batch: the ratios that drift does not move
    res["decoding_paired"] = (spawn("decode_paired", a.threads, batch=64,
                                    n_sents=8 if a.quick else 128, rounds=1 if a.quick else 5,
                                    preset_name="tiny" if a.quick else "small",
                                    out_len=8 if a.quick else 30, src_len=8 if a.quick else 30)
                              if "decode" in only else {})
    res["translate_rss"] = (rss_section(a.quick, a.threads, a.out) if "rss" in only
                            else {"skipped": "--only"})
    res["prepare"] = prepare_section(a.quick) if "prepare" in only else {"skipped": "--only"}
    res["real_models"] = (real_section(a.quick, a.threads, a.out) if "real" in only
                          else {"skipped": "--only"})
    res["subword"] = (subword_section(a.quick, a.threads, a.out) if "subword" in only
                      else {"skipped": "--only"})
    res["seconds"] = time.time() - t0
    (a.out / "results.json").write_text(json.dumps(res, indent=1))
    report.publish(a.out / "results.json", a.docs)


if __name__ == "__main__":
    main()
