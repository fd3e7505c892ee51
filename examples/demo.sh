#!/usr/bin/env bash
# The main job end to end on the shipped sample corpus (English -> Spanish Bible verses):
# prepare, train the `tiny` preset for a few minutes on the CPU, average, translate, score.
# `make demo` runs this; re-running resumes or skips whatever is already done.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-demo-out}
STEPS=${STEPS:-800}
mkdir -p "$OUT"

nmt prepare sample                                   # -> data/sample
nmt train --data data/sample --preset tiny --gpus 0 \
    --max-steps "$STEPS" --out runs/sample-tiny      # -> runs/sample-tiny/checkpoint_*.pt
nmt average runs/sample-tiny --last 3 -o "$OUT/avg.pt"
nmt translate --ckpt "$OUT/avg.pt" < data/sample/test.raw.src > "$OUT/hyp.txt"
head -n 3 data/sample/test.raw.src
head -n 3 "$OUT/hyp.txt"
nmt score "$OUT/hyp.txt" data/sample/test.raw.tgt
