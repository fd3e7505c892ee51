"""The benchmark harness (`make bench`): nmt beside the naive Annotated Transformer.

Everything is measured in ONE run, side by side, on the same batches and model
sizes, each measurement in its own process (so peak RSS is per measurement), with
``torch.set_num_threads(2)``. Shared machines are noisy, so the implementations are
interleaved over ``--rounds`` rounds and each keeps its best round; read the
results as ratios within the run.

Sections: matmul peak (fp32, bf16), training throughput (tiny and small presets;
MFU against the measured peak), loss curves fp32 vs the fast setting, decoding
(greedy / beam 4 at batch 1 and 64 vs the naive no-cache greedy; CTranslate2 with
the ``ct2`` extra), translate peak RSS (10,000 vs 100 lines), and preparation
(``bench_prepare.py`` when present). fairseq 0.12 trains and decodes beside them where
an interpreter with it is found (``fairseq_python``; ``fairseq_worker.py``).

Usage: python benchmarks/run.py [--quick] [--out bench-out] [--docs docs/BENCHMARKS.md]
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PY = sys.executable

# (row label, implementation, precision, worker options). The options name how a
# row differs from plain nmt: "compile" = torch.compile (inductor) of the model.
# torch.compile measured slower here (docs/BENCHMARKS.md), so it has no default row.
# "naive_dropout" = nmt with the naive model's dropout placement (attention weights and
# feed-forward hidden layer too): the like-for-like row beside nmt as it trains.
TRAIN_SETTINGS = [("naive", "naive", "fp32", {}), ("naive", "naive", "bf16", {}),
                  ("nmt", "nmt", "fp32", {}), ("nmt", "nmt", "bf16", {}),
                  ("nmt", "nmt", "fp32", {"naive_dropout": True})]
QUICK_SETTINGS = (0, 2, 3)  # --quick smoke-tests the baseline, nmt fp32 and nmt bf16
# nmt's fastest CPU training setting, chosen by measurement (docs/BENCHMARKS.md):
# bf16 autocast where the CPU runs bf16 natively; elsewhere bf16 is emulated
# (~1.4 GFLOP/s matmuls on an AVX2-only EPYC, 100x below fp32), so fp32, which
# is also what `nmt train --precision auto` picks there.
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


def best_setting() -> tuple[str, dict]:
    return ("bf16", {}) if native_bf16() else ("fp32", {})


def setting_label(precision: str, opts: dict) -> str:
    return precision + "".join(f"+{k.replace('_', ' ')}" for k, v in sorted(opts.items()) if v)


def spawn(kind: str, threads: int, python: str = PY, script: str = "workers.py", **args) -> dict:
    """Run one worker process and return its JSON result (or an error record)."""
    proc = subprocess.run([python, str(HERE / script), kind,
                           json.dumps({**args, "threads": threads})],
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
    best_prec, best_opts = best_setting()
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
                fs_runs.append(spawn("train", threads, python=fairseq, script="fairseq_worker.py",
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
                    and x["precision"] == setting_label(best_prec, best_opts))
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
    best_prec, best_opts = best_setting()
    fast = setting_label(best_prec, best_opts)
    out = {"preset": pname, "steps": steps, "lr": 1e-3, "warmup_steps": 50, "fast_setting": fast}
    if fast == "fp32":
        return {**out, "skipped": "the fastest setting on this CPU is plain fp32 (no native "
                                  "bf16): there is no second setting to compare"}
    for key, prec, opts in (("fp32", "fp32", {}), ("fast", best_prec, best_opts),
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
                    "decode", threads, python=fairseq, script="fairseq_worker.py",
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


def _rss_checkpoint(workdir: Path) -> tuple[Path, Path] | None:
    """A random-weight checkpoint shaped as the 30-minute Bible recipe's model (`tiny`:
    2 layers, d_model 128, 8,000 BPE pieces trained on the Bible's English side)."""
    import io

    import sentencepiece as spm
    import torch

    from nmt_cli.checkpoint import atomic_save, make_checkpoint
    from nmt_cli.config import ModelConfig
    from nmt_cli.model import Transformer

    text = Path(__file__).resolve().parents[2] / "shared" / "data" / "bible.en-es" / "train.en"
    if not text.exists():
        return None
    lines = text.read_text(encoding="utf-8").splitlines()
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
    try:
        import nmt_cli.translate  # noqa: F401
    except ImportError:
        return {"skipped": "nmt_cli.translate is not there yet"}
    made = _rss_checkpoint(workdir)
    if made is None:
        return {"skipped": "no Bible text to build a tokenizer from"}
    ckpt, src = made
    big = 300 if quick else 10000
    out: dict = {"lines_small": 100, "lines_big": big}
    for search, extra in (("greedy", ["--greedy"]), ("beam4", ["--beam", "4"])):
        extra = [*extra, "--max-len-a", "1", "--max-len-b", "0"]
        small_r = spawn("translate_rss", threads, lines=100, ckpt=str(ckpt), text=str(src),
                        extra=extra)
        big_r = spawn("translate_rss", threads, lines=big, ckpt=str(ckpt), text=str(src),
                      extra=extra)
        row = {"small": small_r, "big": big_r}
        if "child_rss_mib" in small_r and "child_rss_mib" in big_r:
            row["ratio"] = big_r["child_rss_mib"] / small_r["child_rss_mib"]
        out[search] = row
    return out


def prepare_section(quick: bool, out_dir: Path) -> dict:
    """``bench_prepare.py`` (the prepare helper's): BPE training + encoding throughput."""
    script = HERE / "bench_prepare.py"
    if not script.exists():
        return {"skipped": "benchmarks/bench_prepare.py is not there yet"}
    if quick:
        return {"skipped": "--quick (BPE training on a real corpus takes minutes)"}
    proc = subprocess.run([PY, str(script), "--software"], capture_output=True, text=True,
                          cwd=ROOT)
    if proc.returncode != 0:
        return {"error": (proc.stderr.strip().splitlines() or ["failed"])[-1]}
    try:
        return {"runs": json.loads(proc.stdout[proc.stdout.index("["):])}
    except ValueError:
        return {"stdout": proc.stdout[-2000:]}


# ---------------------------------------------------------------- report

def _f(x, nd=0) -> str:
    if x is None:
        return "-"
    return f"{x:,.{nd}f}"


def _paired_section(part: dict, intro: str, columns: str, rate_key: str, nd: int) -> list[str]:
    """A pairing's table: "impl setting" -> rate, median (min-max) ratio to the naive row."""
    if "paired" not in part:  # the worker failed: show what it said
        return ["", f"{intro.split(' (')[0]}: `{json.dumps(part)[:300]}`"]
    rows = ["", intro, "", f"| implementation | {columns} |", "|---|---|---|---|"]
    for name, r in part["paired"].items():
        impl, setting = name.split()
        rows.append(f"| {impl} | {setting.replace('+', ' + ')} | {_f(r[rate_key], nd)} | "
                    f"{_f(r['vs_naive_median'], 2)} ({_f(r['vs_naive_min'], 2)}-"
                    f"{_f(r['vs_naive_max'], 2)}) |")
    return rows


# The targets (docs/BENCHMARKS.md): (what, row key, threshold)
TRAIN_TARGETS = (("training fp32 >= 2x the naive fp32 step", ("nmt", "fp32"), 2.0),
                 ("training, best setting, >= 4x the naive fp32 step", ("nmt best", None), 4.0))
DECODE_TARGETS = (("greedy >= 6x naive greedy (batch 64)", "greedy", 6.0),
                  ("beam 4 >= 2.3x naive greedy (batch 64)", "beam4", 2.3))


def _met(*ratios) -> str:
    """'yes' / 'no' per measure, for ratios given as (value, threshold)."""
    return " / ".join("-" if v is None else ("yes" if v >= t else "no") for v, t in ratios)


def targets(res: dict) -> list[str]:
    """The targets against this run: per process, and the pairing where there is one."""
    out = ["### Targets", "", "| target | per process | paired | met (per process / paired) |",
           "|---|---|---|---|"]
    preset = "tiny" if res["quick"] else "small"
    rows = {(r["impl"], r["precision"]): r for r in res["training"] if r["preset"] == preset}
    paired = res.get("training_paired", {}).get("paired", {})
    for what, (impl, precision), want in TRAIN_TARGETS:
        r = next((r for (i, p), r in rows.items() if i == impl and precision in (None, p)), {})
        v = r.get("vs_naive_fp32")
        pv = paired.get(f"nmt {r.get('precision')}", {}).get("vs_naive_median")
        label = what + (f" (best here: {r['precision']})" if precision is None and r else "")
        out.append(f"| {label} | {_f(v, 2)}x | {_f(pv, 2) + 'x' if pv else '-'} | "
                   f"{_met((v, want), (pv, want))} |")
        if precision is None and v and r.get("mfu"):
            # Matrix products alone, at the peak this run measured: no step code beats this.
            ceiling = v / r["mfu"]
            reach = f"{want:g}x {'within' if ceiling >= want else 'out of'} reach"
            out.append(f"| (ceiling: the best setting's matrix products alone at this run's "
                       f"peak) | {ceiling:.2f}x | - | {reach} |")
    dec = {(r["impl"], r["algo"]): r for r in res["decoding"] if r.get("batch") == 64}
    dpaired = res.get("decoding_paired", {}).get("paired", {})
    for what, algo, want in DECODE_TARGETS:
        v = dec.get(("nmt", algo), {}).get("vs_naive_greedy")
        pv = dpaired.get(f"nmt {algo}", {}).get("vs_naive_median")
        out.append(f"| {what} | {_f(v, 2)}x | {_f(pv, 2) + 'x' if pv else '-'} | "
                   f"{_met((v, want), (pv, want))} |")
    ident = [r.get("identical_to_reference") for r in res["decoding"]
             if r["impl"] == "nmt" and "identical_to_reference" in r]
    if ident:
        out.append(f"| nmt's decoding identical to the fp32 reference | {sum(ident)} of "
                   f"{len(ident)} rows | - | {'yes' if all(ident) else 'no'} |")
    rss = res.get("translate_rss", {})
    for search in ("greedy", "beam4"):
        v = rss.get(search, {}).get("ratio")
        if v is not None:
            out.append(f"| `nmt translate` peak RSS, {search}, {rss['lines_big']:,} lines / "
                       f"100 <= 1.2 | {v:.2f} | - | {'yes' if v <= 1.2 else 'no'} |")
    return out + [""]


def tables(res: dict) -> str:
    m = res["machine"]
    out = [f"Machine: {m['cpu']}, {m['cores']} cores ({', '.join(m['isa'])}), torch {m['torch']}, "
           f"{res['threads']} threads, commit {m['commit']}, {m['date']}"
           + (" (--quick)" if res["quick"] else ""), ""]
    out += targets(res)
    pk = res["matmul_peak_gflops"]
    out += [f"Matmul peak: fp32 {_f(pk.get('fp32'))} GFLOP/s, bf16 "
            + (f"{_f(pk['bf16'])} GFLOP/s" if pk.get("bf16") else "not measured (no native bf16)"),
            ""]
    out += ["### Training (target tokens/s; forward + backward + Adam, dropout 0.1, label smoothing 0.1)",
            "", "| preset | implementation | precision | tokens/s | x naive fp32 | MFU | peak RSS MiB |",
            "|---|---|---|---|---|---|---|"]
    for r in res["training"]:
        out.append(f"| {r['preset']} | {r['impl']} | {r['precision']} | {_f(r.get('tok_s'))} | "
                   f"{_f(r.get('vs_naive_fp32'), 2)} | "
                   f"{_f(100 * r['mfu'], 1) + '%' if r.get('mfu') else '-'} | "
                   f"{_f(r.get('peak_rss_mib'))} |")
    tp = res.get("training_paired", {})
    if tp:
        intro = ("Lockstep pairing (benchmarks/workers.py `w_train_paired`): each implementation "
                 "in its own process, the processes taking turns step by step on the same "
                 f"{tp.get('batches')} batches, {tp.get('rounds')} rounds, `{tp.get('preset')}`; "
                 "x naive fp32 = median (min-max) over rounds of the per-round time ratio; "
                 "`+malloc`: the naive step with nmt's glibc settings:")
        out += _paired_section(tp, intro, "precision | tokens/s (median round) | x naive fp32",
                               "tok_s_median", 0)
    c = res["loss_curves"]
    if "max_abs_diff" in c:
        a, b = c["fp32"], c["fast"]
        at = [i for i in (0, 49, 99, 149, len(a) - 1) if i < len(a)]
        out += ["", f"Loss curves ({c['steps']} steps, {c['preset']}, lr {c['lr']:g} after "
                f"{c['warmup_steps']} warmup steps): fp32 vs {c['fast_setting']}: step "
                + ", ".join(f"{i + 1}: {a[i]:.3f} / {b[i]:.3f}" for i in at)
                + f"; mean of last 10% {c['last10pct_mean']['fp32']:.3f} / "
                f"{c['last10pct_mean']['fast']:.3f}; max |diff| {c['max_abs_diff']:.3f}. "
                f"Yardstick, fp32 with other dropout masks: mean of last 10% "
                f"{c['last10pct_mean']['fp32_reseeded']:.3f}, max |diff| from fp32 "
                f"{c['max_abs_diff_reseeded']:.3f}"]
    elif c.get("skipped"):
        out += ["", f"Loss curves: {c['skipped']}."]
    out += ["", "### Decoding (30-token outputs from 30-token sources, forced length; fp32)", "",
            "| implementation | search | batch | sentences/s | tokens/s | x naive greedy | "
            "identical to fp32 reference | peak RSS MiB |", "|---|---|---|---|---|---|---|---|"]
    for r in res["decoding"]:
        ident = r.get("identical_to_reference")
        out.append(f"| {r['impl']} | {r['algo']} | {r['batch']} | {_f(r.get('sent_s'), 1)} | "
                   f"{_f(r.get('tok_s'))} | {_f(r.get('vs_naive_greedy'), 2)} | "
                   f"{'-' if ident is None else ('yes' if ident else 'NO')} | "
                   f"{_f(r.get('peak_rss_mib'))} |")
    pr = res.get("decoding_paired", {})
    if pr:
        intro = ("Same-process pairing (benchmarks/workers.py `w_decode_paired`): each batch of 64 "
                 f"decoded by naive and nmt back to back, {pr.get('rounds')} rounds of "
                 f"{pr.get('sentences_per_round')} sentences; x naive = median (min-max) over "
                 "rounds of the per-round time ratio:")
        out += _paired_section(pr, intro, "search | sentences/s (median round) | x naive greedy",
                               "sent_s_median", 1)
    rss = res["translate_rss"]
    out += [""]
    rows = [(k, rss[k]) for k in ("greedy", "beam4") if "ratio" in rss.get(k, {})]
    for search, r in rows:
        out.append(f"`nmt translate` peak RSS, {search}, outputs as long as their sources: "
                   f"{rss['lines_big']:,} lines {r['big']['child_rss_mib']:.0f} MiB vs 100 lines "
                   f"{r['small']['child_rss_mib']:.0f} MiB: ratio {r['ratio']:.2f} "
                   "(target <= 1.2)")
    if not rows:
        out.append(f"`nmt translate` peak RSS: {rss}")
    out += ["", "### Preparation (benchmarks/bench_prepare.py: sentencepiece BPE + encoding)", ""]
    runs = res["prepare"].get("runs") if isinstance(res["prepare"], dict) else None
    if runs:
        out += ["| corpus | workers | vocab | train pairs in / kept | BPE training s | encoding s "
                "| pairs/s encoded | peak RSS MiB main / worker |", "|---|---|---|---|---|---|---|---|"]
        out += [f"| {r['corpus']} | {r['workers']} | {r['vocab_size']} | {r['train_pairs_in']:,} / "
                f"{r['train_pairs_kept']:,} | {r['bpe_train_s']:.2f} | {r['encode_train_s']:.2f} | "
                f"{r['encode_sentences_per_s']:,.0f} | {r['peak_rss_main_mib']:.0f} / "
                f"{r['peak_rss_worker_mib']:.0f} |" for r in runs]
    else:
        out.append(f"`{json.dumps(res['prepare'])[:500]}`")
    return "\n".join(out)


RESULTS, RESULTS_END = "<!-- results -->", "<!-- /results -->"


def write_docs(path: Path, res: dict, table: str) -> None:
    """Replace the results block of ``path`` (between the two markers), keeping the rest."""
    text = path.read_text(encoding="utf-8") if path.exists() else (
        "# Benchmarks\n\nRegenerate with `make bench` (`python benchmarks/run.py`).\n\n")
    head, _, rest = text.partition(RESULTS)
    tail = rest.partition(RESULTS_END)[2] if RESULTS_END in rest else "\n"
    path.write_text(f"{head}{RESULTS}\n## Latest results\n\n{table}\n{RESULTS_END}{tail}",
                    encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="tiny sizes, one round: seconds")
    ap.add_argument("--out", type=Path, default=ROOT / "bench-out")
    ap.add_argument("--docs", type=Path, default=None,
                    help="rewrite the results part of this markdown file "
                         "(default: docs/BENCHMARKS.md unless --quick)")
    ap.add_argument("--rounds", type=int, default=None)
    ap.add_argument("--threads", type=int, default=2, help="torch threads (--quick: 1)")
    ap.add_argument("--only", default="matmul,train,curve,decode,rss,prepare")
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
                                    max_tokens=1024 if a.quick else 4096)
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
    res["prepare"] = prepare_section(a.quick, a.out) if "prepare" in only else {"skipped": "--only"}
    res["seconds"] = time.time() - t0
    (a.out / "results.json").write_text(json.dumps(res, indent=1))
    table = tables(res)
    print(table)
    _plot(res, a.out)
    docs = a.docs or (None if a.quick else ROOT / "docs" / "BENCHMARKS.md")
    if docs is not None:
        write_docs(docs, res, table)


def _plot(res: dict, out: Path) -> None:
    c = res.get("loss_curves", {})
    if not isinstance(c.get("fp32"), list):
        return
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(c["fp32"], label="fp32")
    ax.plot(c["fast"], label=f"{c['fast_setting']} (fast setting)", alpha=0.8)
    if isinstance(c.get("fp32_reseeded"), list):
        ax.plot(c["fp32_reseeded"], label="fp32, other dropout masks", alpha=0.6, lw=0.8)
    ax.set_xlabel("step")
    ax.set_ylabel("training loss (label-smoothed, per token)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "loss_curves.png", dpi=120)


if __name__ == "__main__":
    main()
