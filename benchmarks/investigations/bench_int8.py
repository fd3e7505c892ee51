"""Why is CTranslate2's int8 slower than float32 at batch 1 on this CPU? (issue 29)

Decodes the same sentences through an ``nmt export`` of one checkpoint in float32 and in
int8 with beam 4, varying one thing at a time, each setting in its own process (CTranslate2
reads its environment once):

- the GEMM library: CTranslate2 uses Intel MKL only on GenuineIntel CPUs by default and
  oneDNN elsewhere; ``CT2_USE_MKL=1`` forces MKL (packed weights) on an AMD CPU, and
  ``CT2_USE_MKL=0`` oneDNN on an Intel one;
- threads: ``intra_threads`` 1 or 2;
- the n-best size: 1 (CTranslate2's own penalty) or 4 (what ``nmt`` asks for, to rank the
  finished hypotheses with the GNMT penalty);
- the batch: 1 and 64.

Prints one markdown table (sentences/s, best of ``--rounds``) under the machine it ran on
(``bench_real.machine_line``: CPU model, vendor, ISA flags, and the ISA and GEMM backends
CTranslate2 logs) and writes it to --out. The per-machine findings, and the check that
`nmt export --quantization int8` now makes on the machine it runs on, are in
docs/BENCHMARKS.md, "int8 against float32, per machine".

Usage: python -m benchmarks.investigations.bench_int8 CKPT SRC [--lines 175] [--rounds 2] [--out FILE]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# the machine, as bench_real.py records it for its int8 rows
from benchmarks.harness.bench_real import int8_machine, machine_line

WORKER = r"""
import json, sys, time
import ctranslate2
import sentencepiece as spm
d, src, threads, nbest, batch, rounds = sys.argv[1:7]
threads, nbest, batch, rounds = int(threads), int(nbest), int(batch), int(rounds)
sp = spm.SentencePieceProcessor(model_file=d + "/spm.model")
lines = [sp.encode(x, out_type=str) for x in open(src, encoding="utf-8").read().splitlines()]
tr = ctranslate2.Translator(d, device="cpu", intra_threads=threads)
best = None
for _ in range(rounds):
    t0 = time.perf_counter()
    for i in range(0, len(lines), batch):
        chunk = lines[i:i + batch]
        tr.translate_batch(chunk, beam_size=4, num_hypotheses=nbest,
                           length_penalty=0.0 if nbest > 1 else 0.6,
                           max_decoding_length=max(map(len, chunk)) + 50)
    s = time.perf_counter() - t0
    best = s if best is None else min(best, s)
print(json.dumps({"sents_per_s": len(lines) / best, "compute_type": tr.compute_type}))
"""


def run(export: Path, src: Path, mkl: bool, threads: int, nbest: int, batch: int,
        rounds: int) -> dict:
    env = {**os.environ, "CT2_USE_MKL": "1" if mkl else "0"}
    out = subprocess.run([sys.executable, "-c", WORKER, str(export), str(src), str(threads),
                          str(nbest), str(batch), str(rounds)], env=env, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ckpt", type=Path)
    ap.add_argument("src", type=Path)
    ap.add_argument("--lines", type=int, default=175)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args()
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src.txt"
        src.write_text("\n".join(a.src.read_text(encoding="utf-8").splitlines()[:a.lines]) + "\n")
        exports = {q: export_ctranslate2(a.ckpt, Path(tmp) / q, quantization=q)
                   for q in ("float32", "int8")}
        rows = ["| GEMM library | threads | n-best | batch | float32 sent/s | int8 sent/s | int8 / float32 |",
                "|---|---|---|---|---|---|---|"]
        for mkl, threads, nbest, batch in itertools.product((False, True), (1, 2), (1, 4), (1, 64)):
            if batch == 64 and threads == 1:
                continue
            got = {q: run(d, src, mkl, threads, nbest, batch, a.rounds) for q, d in exports.items()}
            f, i = got["float32"]["sents_per_s"], got["int8"]["sents_per_s"]
            rows.append(f"| {'CT2_USE_MKL=1 (MKL)' if mkl else 'CT2_USE_MKL=0 (oneDNN)'} | {threads} | "
                        f"{nbest} | {batch} | {f:.1f} | {i:.1f} | {i / f:.2f}x |")
            print(rows[-1], flush=True)
        where = machine_line({"int8_machine": int8_machine(exports["int8"], 2)})
    table = "\n".join([f"{a.ckpt}, {a.lines} sentences, beam 4, {time.strftime('%Y-%m-%d')}",
                       "", where, ""] + rows)
    if a.out:
        a.out.write_text(table + "\n")


if __name__ == "__main__":
    main()
