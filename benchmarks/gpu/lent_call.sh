#!/usr/bin/env bash
# The first call on a lent GPU, as one script that ends by itself inside its budget:
# the decoding run (issue 42), then the training speed switches (issue 43) for as long as the
# budget lasts, most telling first. Every step has its own timeout, so whatever finished
# comes back even when a later step hangs.
#
#   bash benchmarks/gpu/lent_call.sh [SECONDS]        # on the GPU: OUT is set by the tool
#   OUT=/tmp/lc bash benchmarks/gpu/lent_call.sh --quick   # here, on the CPU, tiny sizes
#
# PARTS picks parts (default decode,speed): decode, speed (SWITCHES, space-separated, "none"
# for today's path), tier (the `gpu` test tier: needs .gpu-wheels carried, `make gpu-wheels`).
#
# What comes back (at most 8 files): check/gpu_check.json and .md, profile/decode_profile.json,
# fixed_step.txt, speed.txt, gpu.log, log.txt, logs.tgz (every step's own log).
set -u
budget=420
quick=""
for a in "$@"; do
    case $a in --quick) quick=1 ;; *) budget=$a ;; esac
done
parts=",${PARTS:-decode,speed},"
switches=${SWITCHES:-"none prefetch lazy_loss pad=8 prefetch,lazy_loss,pad=8 none adam=foreach bf16_weights matmul=exact"}
: "${OUT:?OUT must name the folder that comes back}"
export PYTHONPATH=src PYTHONUNBUFFERED=1
work=/tmp/lent-gc
log=$OUT/log.txt
mkdir -p "$OUT"
left() { echo $((budget - SECONDS)); }
say() { echo "[$SECONDS s] $*" | tee -a "$log"; }

say "start; $(python3 -c 'import torch; print(torch.__version__, torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu")' 2>&1)"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader >> "$log" 2>&1

# 1. decoding: a short base training, then every decode row (graph and eager, fp32 and bf16);
#    without it, only the data that the speed switches train on
if [[ $parts != *,decode,* ]]; then
    timeout 60 python3 -m benchmarks.gpu.gpu_check ${quick:+--quick} --out "$OUT/check" --steps data --work $work --keep >> "$log" 2>&1
    say "gpu_check data rc=$?"
else
    if [ -n "$quick" ]; then
        timeout 300 python3 -m benchmarks.gpu.gpu_check --quick --out "$OUT/check" --steps data,train_base,decode --work $work --keep >> "$log" 2>&1
    else
        timeout 185 python3 -m benchmarks.gpu.gpu_check --out "$OUT/check" --steps data,train_base,decode --minutes-base 0.6 --budget-minutes 2.9 --work $work --keep >> "$log" 2>&1
    fi
    say "gpu_check rc=$?"
    timeout $([ -n "$quick" ] && echo 120 || echo 35) python3 -m benchmarks.gpu.gpu_decode_profile --out "$OUT/profile" --parts speed,profile ${quick:+--quick} >> "$log" 2>&1
    say "decode_profile rc=$?"
    if python3 -c "import pytest, hypothesis" 2>/dev/null; then
        timeout 30 python3 -m pytest -q -x -p no:cacheprovider tests/unit/test_fixed_step.py > "$OUT/fixed_step.txt" 2>&1
        say "test_fixed_step rc=$?"
    fi
fi

# 2. the training speed switches, each alone, nmt train itself, 200 updates: the last 100 timed
if [ -n "$quick" ]; then
    train=(--preset tiny --gpus 0 --max-steps 20 --log-every 10); per=60
else
    train=(--preset base --gpus 1 --max-steps 200 --log-every 100); per=60
fi
[[ $parts == *,speed,* ]] || switches=""
for s in $switches; do
    [ "$s" = none ] && s=""
    if [ "$(left)" -lt $((per + 15)) ]; then say "speed: no time for '${s}'"; continue; fi
    rm -rf /tmp/lent-sp
    NMT_TRAIN_SPEED=$s timeout $per python3 -m nmt_cli train --data $work/data "${train[@]}" \
        --validate-every 0 --save-every 0 --save-every-minutes 0 --no-resume --out /tmp/lent-sp \
        >> "$OUT/speed-logs.txt" 2>&1
    rc=$?
    python3 - "$s" $rc >> "$OUT/speed.txt" 2>> "$log" <<'EOF'
import json, sys
rows = [json.loads(x) for x in open("/tmp/lent-sp/metrics.jsonl")] if __import__("os").path.exists("/tmp/lent-sp/metrics.jsonl") else []
rows = [r for r in rows if r.get("kind") == "train"]
r = rows[-1] if rows else {}
print(sys.argv[1] or "none", "rc", sys.argv[2], r.get("step"), round(r.get("tokens_per_s", 0)), round(r.get("loss", 0), 3))
EOF
    say "speed '${s}' rc=$rc: $(tail -1 "$OUT/speed.txt")"
done

# 3. the gpu test tier, in what time is left
if [[ $parts == *,tier,* ]] && [ "$(left)" -gt 60 ]; then
    python3 -m pip install -q --no-index --no-deps .gpu-wheels/*.whl >> "$log" 2>&1
    python3 -m pip install -q --no-deps --no-build-isolation -e . >> "$log" 2>&1 || {
        say "editable install failed: nmt runs from the checkout"
        printf '#!/bin/sh\nexec python3 -m nmt_cli "$@"\n' > "$(dirname "$(command -v python3)")/nmt"
        chmod +x "$(dirname "$(command -v python3)")/nmt"; }
    NMT_TEST_GPU=1 PYTHONPATH=$PWD/src timeout $(( $(left) - 10 )) python3 -m pytest -q -rsP -m gpu \
        -p no:cacheprovider tests > "$OUT/gpu.log" 2>&1
    say "gpu tier rc=$?: $(tail -1 "$OUT/gpu.log")"
fi

mkdir -p "$OUT/check/logs"
mv "$OUT/speed-logs.txt" "$OUT/check/logs/" 2>/dev/null
tar czf "$OUT/logs.tgz" -C "$OUT" check/logs 2>> "$log" && rm -rf "$OUT/check/logs"
say "done"
