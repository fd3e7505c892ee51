#!/usr/bin/env bash
# Which checkpoint and which length penalty to translate with, measured on a dev set
# (docs/QUALITY.md, "Short outputs"): the average of the last 5 saves (what the 30-minute
# recipe ships), of the last 2, the last save alone, and the best one by dev loss, each
# decoded with beam 4 at length penalty 0.6 (the paper's) and 1.0. One table row each: dev
# BLEU, brevity penalty and length ratio (sacreBLEU), so that short outputs show as such.
#
#   bash examples/decoding_choices.sh RUN_DIR DEV_SRC DEV_REF [OUT_DIR]
#   bash examples/decoding_choices.sh runs/bible-enes-tiny data/bible-enes/valid.raw.src \
#       data/bible-enes/valid.raw.tgt
#
# The run must have kept at least 2 numbered checkpoints (the recipe keeps 5). OUT_DIR
# (default quality-out/choices/RUN_NAME) gets the averaged checkpoints, the outputs and
# table.md.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 RUN_DIR DEV_SRC DEV_REF [OUT_DIR]" >&2; exit 2; }
RUN=$1 SRC=$2 REF=$3
OUT=${4:-quality-out/choices/$(basename "$RUN")}
for f in "$SRC" "$REF"; do [ -f "$f" ] || { echo "error: $f not found" >&2; exit 1; }; done
# numbered saves, oldest first (checkpoint_<step>.pt)
mapfile -t SAVED < <(find "$RUN" -maxdepth 1 -name 'checkpoint_[0-9]*.pt' -printf '%f\n' \
                       | sort -t_ -k2 -n)
[ "${#SAVED[@]}" -ge 2 ] || { echo "error: $RUN has fewer than 2 numbered checkpoints" >&2; exit 1; }
mkdir -p "$OUT"
LAST=${SAVED[-1]}
nmt average "$RUN" --last "$(( ${#SAVED[@]} < 5 ? ${#SAVED[@]} : 5 ))" -o "$OUT/avg5.pt" > /dev/null
nmt average "$RUN" --last 2 -o "$OUT/avg2.pt" > /dev/null
declare -A CKPT=([avg5]="$OUT/avg5.pt" [avg2]="$OUT/avg2.pt" [last]="$RUN/$LAST"
                 [best]="$RUN/checkpoint_best.pt")
{
  echo "| checkpoint | length penalty | dev BLEU | brevity penalty | length ratio |"
  echo "|---|---|---|---|---|"
  for name in avg5 avg2 last best; do
    [ -f "${CKPT[$name]}" ] || continue
    for lenpen in 0.6 1.0; do
      hyp="$OUT/$name.lenpen$lenpen.hyp"
      nmt translate --ckpt "${CKPT[$name]}" --beam 4 --lenpen "$lenpen" < "$SRC" > "$hyp"
      nmt score "$hyp" "$REF" -m bleu --json > "$hyp.json"
      python3 - "$hyp.json" "$name" "$lenpen" "$LAST" <<'PY'
import json, re, sys
m = json.load(open(sys.argv[1]))[0]
# verbose_score: "p1/p2/p3/p4 (BP = x ratio = y hyp_len = ...)"
bp, ratio = re.search(r"BP = ([0-9.]+) ratio = ([0-9.]+)", m["verbose_score"]).groups()
label = {"avg5": "average of the last 5", "avg2": "average of the last 2",
         "last": f"last ({sys.argv[4]})", "best": "best by dev loss"}[sys.argv[2]]
print(f"| {label} | {sys.argv[3]} | {m['score']:.1f} | {bp} | {ratio} |")
PY
    done
  done
} | tee "$OUT/table.md"
