"""Decoding real trained models as users run them: `make bench`'s "Real models" rows.

The synthetic decoding rows of run.py force 30-token outputs from random weights. These
rows decode checkpoints that training produced (the 30-minute recipe's `tiny`, and a
`small`), on real sentences (a dev set), with real beam search (beam 4, GNMT length
penalty 0.6, sentences finishing at different steps) and greedy, at batch 1, 8 and 64:

- ``nmt`` (default engine): ``decode.engine.open_engine`` with
  ``DecodeOptions(engine="auto")`` + ``decode.lines.Translator``,
  what ``nmt translate --ckpt CKPT --batch-size N`` runs (start-up excluded);
- ``nmt --engine torch``: our PyTorch search, the reference;
- ``CTranslate2 float32`` / ``int8``: the ``ctranslate2`` library called directly on an
  ``nmt export`` of the checkpoint, as a CTranslate2 user would (its own length penalty,
  ``|Y|^0.6``, one hypothesis), the yardstick of issue 29's targets.

The CTranslate2 rows are also read as int8 against float32 (``int8_lines``): int8 was
1.5x float32's speed at batch 1 on one 2-core EPYC and 1/18 of it on another (AVX-512
VNNI), so the block records the machine they ran on: the CPU's model, vendor and the ISA
flags int8 hangs on, the compute types CTranslate2 offers, and the ISA and GEMM backends it
logs with ``CT2_VERBOSE=1`` (``ct2_cpu_log``). ``--int8-only`` measures just those two
rows (beam 4, batch 1 and 64: ~1 minute on the 175 Bible dev verses) into a block of its
own, ``<!-- int8-per-machine -->``: the figures docs/BENCHMARKS.md keeps per machine.

Every backend gets 2 threads. The backends take turns within each round and keep their
best round (shared machines are noisy); at batch 8 and 64 a round repeats its pass for at
least 2 seconds and keeps the fastest (a pass can take under a second). Compare the figures
as ratios within one run.
Batch 1 also gives per-sentence latency (p50 / p95). Agreement: the share of output
lines identical to the torch reference's, and each backend's sacreBLEU on the references.

Usage: python -m benchmarks.harness.bench_real --model tiny=CKPT [--model small=CKPT]
           --src dev.en --ref dev.es [--rounds 2] [--int8-only] [--out bench-out]
           [--docs docs/BENCHMARKS.md]
(from the repository root)
"""

from __future__ import annotations

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch

from benchmarks.harness.report import publish_block, real_targets
from benchmarks.harness.run import machine
from benchmarks.paths import ROOT
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.export.int8_advice import ISA_FLAGS, cpu_facts

BATCHES = (1, 8, 64)
MODES = {"beam4": 4, "greedy": 1}
BACKENDS = ("nmt", "nmt --engine torch", "CTranslate2 float32", "CTranslate2 int8")
# --int8-only: the two CTranslate2 rows, beam 4, batch 1 and 64 (what a server sees alone
# and under load)
INT8_PLAN = {"backends": BACKENDS[2:], "modes": {"beam4": 4}, "batches": (1, 64)}
FULL_PLAN = {"backends": BACKENDS, "modes": MODES, "batches": BATCHES}
BEGIN, END = "<!-- real-models -->", "<!-- /real-models -->"
INT8_BEGIN, INT8_END = "<!-- int8-per-machine -->", "<!-- /int8-per-machine -->"
# What CTranslate2 logs of its CPU choices at CT2_VERBOSE=1 (the lines' "key: value")
CT2_LOG_KEYS = ("CPU", "Selected ISA", "Use Intel MKL", "SGEMM backend", "GEMM_S16 backend",
                "GEMM_S8 backend", "Selected compute type")
MIN_SECONDS = 2.0  # per cell and round at batch 8 and 64


class NmtBackend:
    """What `nmt translate` runs, minus reading and writing the stream."""

    def __init__(self, ckpt: Path, engine: str):
        from nmt_cli.decode.engine import open_engine

        self.opened = open_engine([ckpt], DecodeOptions(engine=engine), device="cpu")

    def translate(self, lines: list[str], beam: int, batch: int) -> list[str]:
        from nmt_cli.decode.lines import Translator

        options = DecodeOptions(beam=beam, lenpen=0.6, lenpen_style="gnmt", nbest=1,
                                max_len_a=1.0, max_len_b=50)
        t = Translator(self.opened.backend, self.opened.tokenizer, options,
                       batch_tokens=1 << 20, batch_size=batch,
                       trained_len=self.opened.trained_len)
        return t.translate_lines(lines)


class Ct2Direct:
    """The ctranslate2 library on an export, called as its own documentation shows."""

    def __init__(self, export_dir: Path, threads: int):
        import ctranslate2

        from nmt_cli.data.tokenizer import Tokenizer

        self.tok = Tokenizer((export_dir / "spm.model").read_bytes())
        self.tr = ctranslate2.Translator(str(export_dir), device="cpu", intra_threads=threads)
        self.compute_type = self.tr.compute_type  # the export's own ("default")

    def translate(self, lines: list[str], beam: int, batch: int) -> list[str]:
        sp = self.tok.sp
        pieces = [sp.encode(x, out_type=str) for x in lines]
        out = []
        for i in range(0, len(pieces), batch):
            chunk = pieces[i:i + batch]
            res = self.tr.translate_batch(chunk, beam_size=beam, length_penalty=0.6,
                                          max_decoding_length=max(map(len, chunk)) + 50)
            out.extend(sp.decode(r.hypotheses[0]) for r in res)
        return out


def timed(backend, lines: list[str], beam: int, batch: int) -> tuple[list[str], float, list[float]]:
    """(outputs, seconds, per-sentence seconds at batch 1)."""
    if batch == 1:
        outs, lat = [], []
        for line in lines:
            t0 = time.perf_counter()
            outs.extend(backend.translate([line], beam, 1))
            lat.append(time.perf_counter() - t0)
        return outs, sum(lat), lat
    # A pass of a fast backend can take under a second, where one scheduler hiccup is 20%:
    # passes repeat for MIN_SECONDS and the fastest counts.
    passes, spent = [], 0.0
    while not passes or spent < MIN_SECONDS:
        t0 = time.perf_counter()
        outs = backend.translate(lines, beam, batch)
        passes.append(time.perf_counter() - t0)
        spent += passes[-1]
    return outs, min(passes), []


def percentile(seconds: list[float], q: float) -> float | None:
    """Nearest-rank percentile, in milliseconds."""
    if not seconds:
        return None
    ordered = sorted(seconds)
    return 1000 * ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def open_backends(name: str, ckpt: Path, labels: tuple, threads: int, workdir: Path) -> dict:
    """The backends of ``labels`` (of ``BACKENDS``) for one checkpoint, by label."""
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    backends = {}
    for label in labels:
        if label.startswith("CTranslate2 "):
            q = label.split()[1]
            export = export_ctranslate2(ckpt, workdir / f"{name}-{q}", quantization=q)
            backends[label] = Ct2Direct(export, threads)
        else:
            backends[label] = NmtBackend(ckpt, "torch" if "torch" in label else "auto")
    if "nmt" in backends:
        assert backends["nmt"].opened.name == "ctranslate2", "the default engine should be CTranslate2"
    return backends


def measure_model(name: str, ckpt: Path, lines: list[str], refs: list[str], rounds: int,
                  threads: int, workdir: Path, plan: dict = FULL_PLAN) -> dict:
    """Every cell of ``plan`` (backends x modes x batches), the best of ``rounds``, with
    each backend's agreement with the reference and its BLEU."""
    backends = open_backends(name, ckpt, plan["backends"], threads, workdir)
    cells: dict = {}
    for _ in range(rounds):
        for mode, beam in plan["modes"].items():
            for batch in plan["batches"]:
                for label, backend in backends.items():
                    outs, secs, lat = timed(backend, lines, beam, batch)
                    key = f"{label}|{mode}|{batch}"
                    old = cells.get(key)
                    if old is None or secs < old["seconds"]:
                        cells[key] = {"seconds": secs, "sents_per_s": len(lines) / secs,
                                      "p50_ms": percentile(lat, 50), "p95_ms": percentile(lat, 95),
                                      "outputs": outs}
    import sacrebleu

    # the PyTorch search where it ran, else CTranslate2 float32 (--int8-only)
    ref_label = next(b for b in ("nmt --engine torch", "CTranslate2 float32") if b in backends)
    batch = max(plan["batches"])
    reference = {mode: cells[f"{ref_label}|{mode}|{batch}"]["outputs"] for mode in plan["modes"]}
    for key, cell in cells.items():
        label, mode, batch = key.split("|")
        ref_outs = reference[mode]
        cell["identical_pct"] = 100 * sum(a == b for a, b in zip(cell["outputs"], ref_outs)) / len(lines)
        cell["bleu"] = sacrebleu.corpus_bleu(cell["outputs"], [refs]).score
        cell["mean_words"] = sum(len(x.split()) for x in cell.pop("outputs")) / len(lines)
    compute_types = {label: b.compute_type for label, b in backends.items()
                     if hasattr(b, "compute_type")}
    return {"checkpoint": str(ckpt), "cells": cells, "reference": ref_label,
            "compute_types": compute_types}


# ------------------------------------------------------------ the machine, for int8


def parse_ct2_log(text: str) -> dict:
    """``CT2_LOG_KEYS`` -> value, from CTranslate2's info lines (``CT2_VERBOSE=1``), e.g.
    ``[...] [ctranslate2] [thread 1] [info]  - GEMM_S8 backend: MKL (packed: true)``."""
    found = {}
    for line in text.splitlines():
        m = re.search(r"\[ctranslate2\].*?\[info\]\s+(?:- )?([^:]+):\s*(.*)$", line)
        if m and m.group(1).strip() in CT2_LOG_KEYS:
            found.setdefault(m.group(1).strip(), m.group(2).strip())
    return found


def ct2_cpu_log(export_dir: Path, threads: int) -> dict:
    """What CTranslate2 logs when it loads ``export_dir`` on the CPU: its ISA and GEMM
    backends. In a process of its own: CTranslate2 reads CT2_VERBOSE once, and logs from
    C++ straight to the process's stderr."""
    code = ("import sys, ctranslate2; ctranslate2.Translator(sys.argv[1], device='cpu', "
            "intra_threads=int(sys.argv[2]))")
    try:
        run = subprocess.run([sys.executable, "-c", code, str(export_dir), str(threads)],
                             env={**os.environ, "CT2_VERBOSE": "1"}, capture_output=True,
                             text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as e:
        return {"error": str(e)[:200]}
    return parse_ct2_log(run.stderr) or {"error": run.stderr[-200:]}


def int8_machine(int8_export: Path, threads: int) -> dict:
    """The CPU (model, vendor, ISA flags) and CTranslate2's view of it, for the int8 rows."""
    import ctranslate2

    return {"cpu": cpu_facts(), "ctranslate2": ctranslate2.__version__,
            "compute_types": sorted(ctranslate2.get_supported_compute_types("cpu")),
            "log": ct2_cpu_log(int8_export, threads)}


def render(res: dict) -> str:
    m = res["machine"]
    lines = [BEGIN, "", f"Measured {res['date']} on {m} ({res['threads']} threads per backend, "
             f"best of {res['rounds']} rounds; at batch 8 and 64 the fastest of passes "
             f"repeated for {MIN_SECONDS:g} s), {res['n_lines']} sentences of {res['src']}. "
             "Sentences/s over all of them; at batch 1 also latency per sentence. Identical: "
             "output lines equal to `nmt --engine torch`'s (the PyTorch reference, beam 4 / "
             "greedy at batch 64). BLEU: sacreBLEU against the references.", ""]
    for name, model in res["models"].items():
        c = model["cells"]
        lines += [f"**{name}** (`{model['checkpoint']}`)", "",
                  "| backend | decoding | batch 1 sent/s | p50 ms | p95 ms | batch 8 sent/s | "
                  "batch 64 sent/s | identical | BLEU | words/line |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for mode in MODES:
            for label in BACKENDS:
                one, eight, sixty4 = (c[f"{label}|{mode}|{b}"] for b in BATCHES)
                lines.append(
                    f"| {label} | {mode} | {one['sents_per_s']:.1f} | {one['p50_ms']:.1f} | "
                    f"{one['p95_ms']:.1f} | {eight['sents_per_s']:.1f} | "
                    f"{sixty4['sents_per_s']:.1f} | {one['identical_pct']:.0f}% / "
                    f"{sixty4['identical_pct']:.0f}% | {sixty4['bleu']:.1f} | "
                    f"{sixty4['mean_words']:.1f} |")
        lines.append("")
    lines += ["int8 against float32 (the CTranslate2 rows above) on this machine:", ""]
    lines += int8_lines(res) + [""]
    lines += ["Targets (issue 29), the default `nmt` path against CTranslate2 float32 called "
              "directly, same run:", "", "| target | measured | met |", "|---|---|---|"]
    lines += [f"| {label} | {value} | {met} |" for label, value, met in real_targets(res)]
    lines += ["", END]
    return "\n".join(lines)


def machine_line(res: dict) -> str:
    """The CPU and what CTranslate2 makes of it, in one line."""
    im = res.get("int8_machine") or {}
    cpu, log = im.get("cpu") or {}, im.get("log") or {}
    has = cpu.get("flags", [])
    lacks = [f for f in ISA_FLAGS if f not in has]
    line = (f"CPU: {cpu.get('model_name', '?')} ({cpu.get('vendor_id', '?')}; "
            f"has {', '.join(has) or 'none of these'}; lacks {', '.join(lacks) or 'none'}). "
            f"CTranslate2 {im.get('ctranslate2', '?')}: compute types "
            f"{', '.join(im.get('compute_types', [])) or '?'}")
    logged = [f"{key} {log[key]}" for key in CT2_LOG_KEYS[1:] if key in log]
    return line + ("; logs (CT2_VERBOSE=1): " + "; ".join(logged) if logged else "") + "."


def int8_lines(res: dict) -> list[str]:
    """The machine, then int8 against float32 per model, decoding and batch: sentences/s,
    their ratio, BLEU (the ratio is what holds across runs; the speeds move with load)."""
    lines = [machine_line(res), "",
             "| model | decoding | batch | float32 sent/s | int8 sent/s | int8 / float32 | "
             "BLEU int8 / float32 | compute types |", "|---|---|---|---|---|---|---|---|"]
    for name, model in res["models"].items():
        c, types = model["cells"], model.get("compute_types", {})
        kinds = " / ".join(types.get(f"CTranslate2 {q}", "?") for q in ("int8", "float32"))
        for mode in MODES:
            for batch in (1, 64):
                f32, i8 = (c.get(f"CTranslate2 {q}|{mode}|{batch}") for q in ("float32", "int8"))
                if f32 is None or i8 is None:
                    continue
                lines.append(f"| {name} | {mode} | {batch} | {f32['sents_per_s']:.1f} | "
                             f"{i8['sents_per_s']:.1f} | "
                             f"{i8['sents_per_s'] / f32['sents_per_s']:.2f}x | "
                             f"{i8['bleu']:.1f} / {f32['bleu']:.1f} | {kinds} |")
    return lines


def render_int8(res: dict) -> str:
    """The block of an ``--int8-only`` run."""
    return "\n".join([
        INT8_BEGIN, "", f"Measured {res['date']}, commit {res.get('commit', '?')}: CTranslate2 "
        f"called directly on a float32 and an int8 `nmt export`, beam 4, {res['threads']} "
        f"threads, best of {res['rounds']} rounds (the two taking turns; at batch 64 the "
        f"fastest of passes repeated for {MIN_SECONDS:g} s), {res['n_lines']} sentences of "
        f"{res['src']}.", "", *int8_lines(res), "", INT8_END])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", action="append", required=True, metavar="NAME=CKPT")
    ap.add_argument("--src", type=Path, required=True)
    ap.add_argument("--ref", type=Path, required=True)
    ap.add_argument("--lines", type=int, default=0, help="first N lines only (0: all)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "bench-out")
    ap.add_argument("--docs", type=Path, default=None)
    ap.add_argument("--int8-only", action="store_true",
                    help="only CTranslate2 float32 against int8, beam 4, batch 1 and 64")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    torch.set_grad_enabled(False)
    src = a.src.read_text(encoding="utf-8").splitlines()
    ref = a.ref.read_text(encoding="utf-8").splitlines()
    if a.lines:
        src, ref = src[:a.lines], ref[:a.lines]
    mach = machine()
    res = {"machine": f"{mach.get('cpu', '?')} ({', '.join(mach.get('isa', []))})",
           "commit": mach.get("commit"), "date": time.strftime("%Y-%m-%d"),
           "threads": a.threads, "rounds": a.rounds, "n_lines": len(src), "src": str(a.src),
           "models": {}}
    plan = INT8_PLAN if a.int8_only else FULL_PLAN
    with tempfile.TemporaryDirectory() as tmp:
        for spec in a.model:
            name, ckpt = spec.split("=", 1)
            res["models"][name] = measure_model(name, Path(ckpt), src, ref, a.rounds,
                                                a.threads, Path(tmp), plan)
        res["int8_machine"] = int8_machine(Path(tmp) / f"{name}-int8", a.threads)
    if a.int8_only:
        publish_block(res, a.out / "int8_per_machine.json", render_int8(res), a.docs,
                      INT8_BEGIN, INT8_END, "int8 against float32, per machine")
    else:
        publish_block(res, a.out / "real_models.json", render(res), a.docs, BEGIN, END,
                      "Real models")


if __name__ == "__main__":
    main()
