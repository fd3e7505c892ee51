#!/usr/bin/env bash
# Adapting a model to a new domain (docs/QUALITY.md, "Adapting a model to a new domain"):
#   (a) the 30-minute software.en-de model (examples/cpu_30min.sh software), as it is;
#   (b) (a) fine-tuned on debian.en-de for 10 minutes: the data encoded with (a)'s own
#       sentencepiece model (nmt prepare --tokenizer-from), training from its weights
#       (nmt train --init-from), with the fine-tuning defaults (fresh Adam, a tenth of the
#       warmup, peak learning rate = a quarter of (a)'s before its cooldown), on debian's
#       pairs mixed with as many pairs drawn from software.en-de's training set ("mixed
#       fine-tuning", Chu et al. 2017): on debian alone (b) forgot the old domain
#       (software dev BLEU 30.9 -> 11.9; with the mix 27.9, and debian 17.8 against 17.2;
#       docs/QUALITY.md);
#   (c) a model trained on debian.en-de alone, from scratch, for 10 minutes;
#   (d) the same for 40 minutes.
# Each is scored on the debian dev set, (a) and (b) on the software dev set too (how much
# of the old domain the fine-tuning keeps); a table of dev BLEU / chrF2 is printed last.
#
#   SHARED=/path/to/data bash examples/adapt_debian.sh        # ~80 CPU-minutes on 2 cores
#
# MIX_PAIRS: software pairs mixed into (b)'s data (default: as many as debian has; 0:
# debian alone, the plain fine-tuning that forgets).
# SHARED holds software.en-de/ and debian.en-de/ ({train,dev}.{en,de}; not shipped: GPL
# catalogues and Debian's descriptions). Budgets in minutes: BASE_MINUTES (30),
# FT_MINUTES (10), SCRATCH_MINUTES (10), LONG_MINUTES (40); 0.3 each gives a smoke run.
# BASE_CKPT=path skips (a)'s training and adapts that checkpoint instead (it must be a
# software.en-de model: its dev set is scored as (a)'s). SCRATCH_VOCAB: the BPE of (c)/(d)
# (4000: 10k sentences of text do not support the 8000 of the 200k-pair corpus).
set -euo pipefail
cd "$(dirname "$0")/.."

SHARED=${SHARED:-../shared/data}
SOFT=$SHARED/software.en-de
DEB=$SHARED/debian.en-de
for d in "$SOFT" "$DEB"; do
  [ -d "$d" ] || { echo "error: $d not found; set SHARED to the directory that holds software.en-de and debian.en-de" >&2; exit 1; }
done
OUT=${OUT:-quality-out/adapt}
BASE_MINUTES=${BASE_MINUTES:-30}
FT_MINUTES=${FT_MINUTES:-10}
SCRATCH_MINUTES=${SCRATCH_MINUTES:-10}
LONG_MINUTES=${LONG_MINUTES:-40}
SCRATCH_VOCAB=${SCRATCH_VOCAB:-4000}
mkdir -p "$OUT"
# the 30-minute recipe's checks, saves and averaging (examples/cpu_30min.sh)
CADENCE=(--gpus 0 --max-steps 1000000 --validate-every 100 --bleu-every 200 --save-every 100
         --keep-last 5)

average() {  # run directory -> averaged checkpoint (of the last 5 saves, or what a short run has)
  local saved
  saved=$(find "$1" -maxdepth 1 -name 'checkpoint_[0-9]*.pt' | wc -l)
  nmt average "$1" --last $(( saved < 5 ? saved : 5 )) -o "$2"
}

# (a) the software model
A_MINUTES="given"
if [ -z "${BASE_CKPT:-}" ]; then
  MINUTES=$BASE_MINUTES SHARED=$SHARED OUT=$OUT/a TRAIN_ARGS=--no-resume \
      bash examples/cpu_30min.sh software
  BASE_CKPT=$OUT/a/avg.pt
  A_MINUTES=$BASE_MINUTES
fi

# (b) fine-tuned on debian plus MIX_PAIRS software pairs (drawn with a fixed seed): the
# parent's tokenizer, then its weights
mkdir -p "$OUT/b"
python3 - "$DEB/train" "$SOFT/train" "${MIX_PAIRS:-}" "$OUT/b/train" <<'PY'
import random, sys
new, old, pairs, out = sys.argv[1:]
def read(prefix):
    # lines end at "\n" only, as nmt prepare reads them (not at \r or U+2028)
    return [[line.removesuffix("\n") for line in open(f"{prefix}.{lang}", encoding="utf-8", newline="\n")]
            for lang in ("en", "de")]
new_en, new_de = read(new)
old_en, old_de = read(old)
k = min(len(old_en), len(new_en) if pairs == "" else int(pairs))
picked = random.Random(1).sample(range(len(old_en)), k)
for lang, lines, extra in (("en", new_en, old_en), ("de", new_de, old_de)):
    with open(f"{out}.{lang}", "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines + [extra[i] for i in picked]))
print(f"(b)'s training data: {len(new_en)} debian pairs + {k} software pairs")
PY
nmt prepare debian-ende-mixed-from-software --train "$OUT/b/train" --valid "$DEB/dev" \
    --src en --tgt de --tokenizer-from "$BASE_CKPT" --out data/debian-ende-mixed-from-software
nmt train --data data/debian-ende-mixed-from-software --init-from "$BASE_CKPT" \
    --out runs/debian-ende-finetuned --max-time "$FT_MINUTES" "${CADENCE[@]}" --no-resume
average runs/debian-ende-finetuned "$OUT/b/avg.pt"

# (c), (d) debian alone, from scratch, with the 30-minute recipe's settings
nmt prepare debian-ende --train "$DEB/train" --valid "$DEB/dev" --src en --tgt de \
    --vocab-size "$SCRATCH_VOCAB" --out data/debian-ende
# (d) is (c)'s run resumed up to LONG_MINUTES: resuming is exact and the schedule does not
# depend on --max-time, so this is the 40-minute run, and (c) costs no minutes of its own.
nmt train --data data/debian-ende --preset tiny --out runs/debian-ende-scratch \
    --max-time "$SCRATCH_MINUTES" --warmup 400 --lr-scale 1.0 "${CADENCE[@]}" --no-resume
mkdir -p "$OUT/c" "$OUT/d"
average runs/debian-ende-scratch "$OUT/c/avg.pt"
nmt train --data data/debian-ende --out runs/debian-ende-scratch --max-time "$LONG_MINUTES" \
    "${CADENCE[@]}"
average runs/debian-ende-scratch "$OUT/d/avg.pt"

# Scores: dev BLEU and chrF2 (sacreBLEU) of every model on debian, of (a) and (b) on software.
declare -A CKPT=([a]="$BASE_CKPT" [b]="$OUT/b/avg.pt" [c]="$OUT/c/avg.pt" [d]="$OUT/d/avg.pt")
score() {  # model letter, dev-set name, source file, reference file -> "BLEU chrF2"
  mkdir -p "$OUT/$1"
  nmt translate --ckpt "${CKPT[$1]}" < "$3" > "$OUT/$1/hyp.$2.de"
  nmt score "$OUT/$1/hyp.$2.de" "$4" -m bleu,chrf --json > "$OUT/$1/score.$2.json"
  python3 -c 'import json,sys; print(" ".join("%.1f" % m["score"] for m in json.load(open(sys.argv[1]))))' \
      "$OUT/$1/score.$2.json"
}
{
  echo "| model | minutes | debian dev BLEU | debian dev chrF2 | software dev BLEU | software dev chrF2 |"
  echo "|---|---|---|---|---|---|"
  for row in "a|software.en-de model as it is|$A_MINUTES" "b|(a) fine-tuned on debian + software mix|$FT_MINUTES" \
             "c|debian from scratch|$SCRATCH_MINUTES" "d|debian from scratch|$LONG_MINUTES"; do
    IFS='|' read -r id what minutes <<< "$row"
    read -r deb_bleu deb_chrf < <(score "$id" debian "$DEB/dev.en" "$DEB/dev.de")
    soft="- | -"
    if [ "$id" = a ] || [ "$id" = b ]; then
      read -r s_bleu s_chrf < <(score "$id" software "$SOFT/dev.en" "$SOFT/dev.de")
      soft="$s_bleu | $s_chrf"
    fi
    echo "| ($id) $what | $minutes | $deb_bleu | $deb_chrf | $soft |"
  done
} | tee "$OUT/table.md"
