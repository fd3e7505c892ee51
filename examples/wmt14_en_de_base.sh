#!/usr/bin/env bash
# The paper end to end: WMT14 English->German, Transformer base on 8 GPUs.
#   prepare -> train (100000 steps, ~25k target tokens per update) -> average the last 5
#   checkpoints -> translate newstest2014 (3003 lines, sacreBLEU's wmt14/full) -> score.
#
# Expected: the paper reports 27.3 BLEU (tokenized, compound-split BLEU on newstest2014;
# sacreBLEU on detokenized text is typically ~0.5-1 lower). NOT YET REPRODUCED by us: we have
# not run this recipe on GPUs; report your numbers.
set -euo pipefail
GPUS=${GPUS:-8}

nmt prepare wmt14-en-de                                  # -> data/wmt14-en-de
nmt train --data data/wmt14-en-de --preset base --gpus "$GPUS" \
    --save-every-minutes 10                             # the paper: checkpoints every 10 min
nmt average runs/wmt14-en-de-base --last 5 -o runs/wmt14-en-de-base/avg.pt
nmt translate --ckpt runs/wmt14-en-de-base/avg.pt --beam 4 --lenpen 0.6 \
    < data/wmt14-en-de/test.raw.src > newstest2014.base.de
nmt score newstest2014.base.de data/wmt14-en-de/test.raw.tgt
