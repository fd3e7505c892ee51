"""What `--subword-alpha` costs in training throughput: `make bench`'s "Subword sampling" rows.

Issue 28's bound: sampling a new segmentation every epoch may slow training by at most 10%.
The sampler runs in a worker process an epoch ahead of the training, so on a 2-core
machine it takes CPU from the training (and the first epoch waits for it). Both costs are
in these figures: ``nmt train`` is run as users run it, `tiny`, on the first N pairs of the
shipped Bible corpus (a subset so that a run spans several epochs, several samplings, in
a few minutes: each epoch's sampling and training both scale with the corpus), with
``--subword-alpha 0`` (off) and 0.1 taking turns, each keeping its best round.

Measured per run: wall time of the ``nmt train`` process, training tokens per second over
the whole run (the training's own clock, start-up excluded, the first epoch's wait
included), and tokens per sentence (BPE-dropout makes sequences longer, so an epoch has
more tokens: that is the method, not the sampler's speed, hence tokens/s is compared).

Usage: python -m benchmarks.harness.bench_subword [--pairs 4000] [--steps 300] [--rounds 2]
           [--out bench-out] [--docs docs/BENCHMARKS.md]
(from the repository root)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.harness.report import publish_block, subword_target
from benchmarks.harness.run import machine
from benchmarks.paths import ROOT, bible_lines

ALPHAS = (0.0, 0.1)
BEGIN, END = "<!-- subword -->", "<!-- /subword -->"


def nmt() -> str:
    """The installed `nmt` beside this interpreter (the venv's), else the one on PATH."""
    here = Path(sys.executable).with_name("nmt")
    return str(here) if here.exists() else "nmt"


def prepare(work: Path, pairs: int, vocab: int) -> Path:
    """The first ``pairs`` verse pairs of the shipped corpus, with the recipe's 8k BPE."""
    for split, n in (("train", pairs), ("dev", 175)):
        for lang in ("en", "es"):
            lines = bible_lines(split, lang)[:n]
            (work / f"{split}.{lang}").write_text("\n".join(lines) + "\n", encoding="utf-8")
    data = work / "data"
    subprocess.run([nmt(), "prepare", "bench-subword", "--train", str(work / "train"),
                    "--valid", str(work / "dev"), "--src", "en", "--tgt", "es",
                    "--vocab-size", str(vocab), "--out", str(data)],
                   check=True, capture_output=True, text=True)
    return data


def train_once(data: Path, run: Path, alpha: float, steps: int, threads: int) -> dict:
    cmd = [nmt(), "train", "--data", str(data), "--preset", "tiny", "--gpus", "0",
           "--out", str(run), "--no-resume", "--max-steps", str(steps), "--log-every", "20",
           "--validate-every", str(10 * steps), "--save-every", str(10 * steps)]
    if alpha > 0:
        cmd += ["--subword-alpha", str(alpha)]
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"nmt train failed: {(proc.stderr.strip().splitlines() or ['?'])[-1]}")
    records = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines()]
    train = [r for r in records if r.get("kind") == "train"]
    tokens, last = 0.0, 0
    for r in train:
        tokens += r["tokens_per_update"] * (r["step"] - last)
        last = r["step"]
    elapsed = train[-1]["elapsed_s"]
    return {"alpha": alpha, "steps": last, "wall_s": wall, "elapsed_s": elapsed,
            "tokens_per_s": tokens / elapsed, "tokens_per_update": tokens / last}


def render(res: dict) -> str:
    lines = [BEGIN, "", f"Measured {res['date']} on {res['machine']}: `nmt train --preset tiny`, "
             f"{res['threads']} threads, {res['steps']} updates on the first {res['pairs']:,} "
             f"pairs of the shipped Bible corpus (~{res['epochs_at_alpha_0']} epochs), best of "
             f"{res['rounds']} rounds, the two settings taking turns.", "",
             "| --subword-alpha | tokens/s | tokens/update | training clock s | process wall s |",
             "|---|---|---|---|---|"]
    for r in res["runs"]:
        lines.append(f"| {r['alpha']:g} | {r['tokens_per_s']:,.0f} | {r['tokens_per_update']:,.0f} "
                     f"| {r['elapsed_s']:.1f} | {r['wall_s']:.1f} |")
    label, value, met = subword_target(res)
    lines += ["", f"Target (issue 28): {label}: **{value}**, met: {met}.", "", END]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=4000)
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--vocab", type=int, default=8000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "bench-out")
    ap.add_argument("--docs", type=Path, default=None, help="rewrite this file's block")
    a = ap.parse_args()
    a.steps = max(20, a.steps // 20 * 20)  # the log's last record (every 20) is the last update
    work = a.out / "subword"
    work.mkdir(parents=True, exist_ok=True)
    data = prepare(work, a.pairs, a.vocab)
    manifest = json.loads((data / "manifest.json").read_text())
    tokens_per_epoch = manifest["splits"]["train"]["tgt_tokens"]
    best: dict[float, dict] = {}
    for _ in range(a.rounds):
        for alpha in ALPHAS:
            got = train_once(data, work / f"run-{alpha}", alpha, a.steps, a.threads)
            print(json.dumps(got), file=sys.stderr, flush=True)
            if alpha not in best or got["tokens_per_s"] > best[alpha]["tokens_per_s"]:
                best[alpha] = got
    off, on = best[0.0], best[0.1]
    mach = machine()
    res = {"machine": f"{mach.get('cpu', '?')} ({', '.join(mach.get('isa', []))})",
           "date": time.strftime("%Y-%m-%d"), "pairs": manifest["splits"]["train"]["pairs"],
           "steps": a.steps, "rounds": a.rounds, "threads": a.threads, "epochs_at_alpha_0": round(
               off["steps"] * off["tokens_per_update"] / tokens_per_epoch, 1),
           "runs": [off, on], "tokens_per_s_ratio": on["tokens_per_s"] / off["tokens_per_s"],
           "wall_ratio": on["wall_s"] / off["wall_s"]}
    publish_block(res, a.out / "subword.json", render(res), a.docs, BEGIN, END,
                  "Subword sampling")


if __name__ == "__main__":
    main()
