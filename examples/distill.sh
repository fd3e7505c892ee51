#!/usr/bin/env bash
# Sequence-level knowledge distillation (Kim & Rush 2016), as a workflow of the existing
# commands:
#   1. a teacher: TEACHER's checkpoint(s), or the 30-minute recipe run for TEACHER_MINUTES;
#   2. the teacher translates the training source (beam search through the fast engine, in
#      pieces of CHUNK lines, each written whole: a stopped run picks up at the first piece
#      not yet done);
#   3. `nmt prepare` reads the source with those translations as its targets, and the same
#      dev set as the teacher's;
#   4. the student: the 30-minute recipe on them, for STUDENT_MINUTES;
#   5. the same student on the original data, for the same minutes (BASELINE=0 skips it;
#      when the recipe trained the teacher for as long, that run is the baseline).
# Every stage's minutes go into $OUT/summary.md beside the dev scores, the teacher's cost
# included.
#
#   bash examples/distill.sh [bible|software]      # software: SHARED=/path/to/data
#
# TEACHER: checkpoint path(s), space-separated (several: an ensemble, decoded by PyTorch),
# with ORIGINAL_DATA, the directory the recipe prepared for it (its train.text.* and dev).
# TEACHER_MINUTES (30), STUDENT_MINUTES (30), BEAM (4), LENPEN (1.4, the recipe's), ENGINE
# (auto: CTranslate2 on the CPU), CHUNK (2000), OUT (distill-out/<corpus>).
# PARALLEL=1 trains the two students at once, one core each (taskset), so that they share
# the machine alike; the default trains them in turn on every core.
set -euo pipefail
cd "$(dirname "$0")/.."

CORPUS=${1:-bible}
case "$CORPUS" in
  bible)    SRC=en; TGT=es ;;
  software) SRC=en; TGT=de ;;
  *) echo "usage: $0 [bible|software]" >&2; exit 2 ;;
esac
TEACHER_MINUTES=${TEACHER_MINUTES:-30}
STUDENT_MINUTES=${STUDENT_MINUTES:-30}
OUT=${OUT:-distill-out/$CORPUS}
CHUNK=${CHUNK:-2000}
mkdir -p "$OUT/pieces"
DATA=$OUT/data-original
SUMMARY=$OUT/summary.md
minutes() { python3 -c "import sys; print(f'{(float(sys.argv[2]) - float(sys.argv[1])) / 60:.1f}')" "$@"; }
score_of() { grep -o 'BLEU[^ ]* = [0-9.]*' "$1" | head -1 | grep -o '[0-9.]*$'; }
chrf_of() { grep -o 'chrF2[^ ]* = [0-9.]*' "$1" | head -1 | grep -o '[0-9.]*$'; }
recipe() {  # name minutes [TRAIN_PREFIX VALID_PREFIX] -> $OUT/<name>/ (avg.pt, score.txt)
  local name=$1 mins=$2 t0
  t0=$(date +%s)
  env MINUTES="$mins" DATA="$OUT/data-$name" RUN="$OUT/run-$name" OUT="$OUT/$name" \
      ${3:+TRAIN_PREFIX=$3 VALID_PREFIX=$4} ${PIN:+taskset -c $PIN} \
      bash examples/cpu_30min.sh "$CORPUS" > "$OUT/$name.log" 2>&1
  echo "| $name | $(score_of "$OUT/$name/score.txt") | $(chrf_of "$OUT/$name/score.txt") | $(minutes "$t0" "$(date +%s)") |" > "$OUT/$name.row"
}

# 1. the teacher (its run also prepares the original data the others read)
if [ -z "${TEACHER:-}" ]; then
  [ -f "$OUT/original/avg.pt" ] || recipe original "$TEACHER_MINUTES"
  TEACHER=$OUT/original/avg.pt
  TEACHER_IS_BASELINE=$([ "$TEACHER_MINUTES" = "$STUDENT_MINUTES" ] && echo 1 || echo 0)
else
  TEACHER_IS_BASELINE=0
  DATA=${ORIGINAL_DATA:?with TEACHER, ORIGINAL_DATA names the data the recipe prepared for it}
fi
TRAIN_SRC=$DATA/train.text.src
VALID=$DATA
CKPTS=()
for t in $TEACHER; do CKPTS+=(--ckpt "$t"); done

# 2. the teacher translates the training source, a piece at a time
t0=$(date +%s)
split -l "$CHUNK" -d -a 4 "$TRAIN_SRC" "$OUT/pieces/src."
for piece in "$OUT"/pieces/src.*; do
  done_file=${piece/src./hyp.}
  [ -f "$done_file" ] && continue
  nmt translate "${CKPTS[@]}" --beam "${BEAM:-4}" --lenpen "${LENPEN:-1.4}" \
      --engine "${ENGINE:-auto}" --no-split < "$piece" > "$done_file.tmp"
  mv "$done_file.tmp" "$done_file"
done
mkdir -p "$OUT/distilled"
cp "$TRAIN_SRC" "$OUT/distilled/train.$SRC"
cat "$OUT"/pieces/hyp.* > "$OUT/distilled/train.$TGT"
cp "$VALID/valid.raw.src" "$OUT/distilled/dev.$SRC"
cp "$VALID/valid.raw.tgt" "$OUT/distilled/dev.$TGT"
TRANSLATE_MINUTES=$(minutes "$t0" "$(date +%s)")

# 3-5. the students, on the teacher's translations and on the original pairs
students=(distilled)
[ "${BASELINE:-1}" = 1 ] && [ "$TEACHER_IS_BASELINE" = 0 ] && students+=(baseline)
run_student() {
  case $1 in
    distilled) recipe distilled "$STUDENT_MINUTES" "$OUT/distilled/train" "$OUT/distilled/dev" ;;
    baseline)  cp "$TRAIN_SRC" "$OUT/distilled/orig.$SRC"
               cp "$DATA/train.text.tgt" "$OUT/distilled/orig.$TGT"
               recipe baseline "$STUDENT_MINUTES" "$OUT/distilled/orig" "$OUT/distilled/dev" ;;
  esac
}
if [ "${PARALLEL:-0}" = 1 ]; then
  core=0
  for s in "${students[@]}"; do PIN=$core run_student "$s" & core=$((core + 1)); done
  wait
else
  for s in "${students[@]}"; do run_student "$s"; done
fi

{
  echo "| model | dev BLEU | dev chrF2 | minutes (wall, this stage) |"
  echo "|---|---:|---:|---:|"
  [ -f "$OUT/original.row" ] && sed 's/^| original/| teacher (recipe, original data)/' "$OUT/original.row"
  echo "| teacher translates $(wc -l < "$TRAIN_SRC") training sources | | | $TRANSLATE_MINUTES |"
  for s in "${students[@]}"; do cat "$OUT/$s.row"; done
  [ "$TEACHER_IS_BASELINE" = 1 ] && echo "(the teacher, trained as long as the student, is its baseline)"
} | tee "$SUMMARY"
