"""``nmt train`` with the speed switches of ``NMT_TRAIN_SPEED`` (``train.speed``): the loss
and the weights of a short run against the same run without them.

By default one pair of runs checks that the trainer reads the switches and that the cheap
ones together (prefetch, lazy loss, padding to 8) leave every update's loss as it was,
within numerical noise (``LOSS_TOLERANCE``: padding changes the products' shapes). ``torch.compile``'s capture of every layer (``aot_eager``:
dynamo and AOT autograd without code generation; 1-4 minutes of tracing on 2 cores) runs
with ``NMT_SPEED_SWITCHES=all`` (``make test-speed-switches``). The switches one by one,
in process: tests/unit/test_speed_switches.py.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conftest import nmt
from nmt_cli.checkpoint import load_checkpoint

ALL = os.environ.get("NMT_SPEED_SWITCHES") == "all"
SHAPE = ["--layers", 1, "--d-model", 32, "--d-ff", 64, "--heads", 2, "--dropout", 0]
STEPS = 6


def train(data: Path, out: Path, speed: str, gpu_paths: bool = False) -> tuple[list[float], dict, str]:
    """``nmt train`` with ``NMT_TRAIN_SPEED=speed``: every update's logged loss, the last
    checkpoint's weights and what it printed."""
    proc = nmt("train", "--data", data, "--preset", "tiny", "--out", out, *SHAPE,
               "--max-tokens", 256, "--tokens-per-update", 512, "--max-steps", STEPS,
               "--log-every", 1, "--validate-every", 0, "--save-every", 0,
               "--save-every-minutes", 0, "--warmup", 4,
               # a peak of 1.8e-3: at the tiny preset's rate for this width, 6 updates
               # already diverge chaotically from rounding differences of 1e-7
               "--lr-scale", 0.01,
               env={"NMT_TRAIN_SPEED": speed, "NMT_GPU_PATHS": "1" if gpu_paths else "0"})
    records = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    losses = [r["loss"] for r in records if r["kind"] == "train"]
    return losses, load_checkpoint(out / "checkpoint_last.pt")["model"], proc.stderr


@pytest.fixture(scope="module")
def baseline(small_data, tmp_path_factory):
    losses, weights, _ = train(small_data, tmp_path_factory.mktemp("base") / "run", "")
    assert len(losses) == STEPS and losses[-1] < losses[0]
    return losses, weights


# Promise: the same training within numerical noise. Padding to 8 changes the matrix
# products' shapes, and a CPU's kernels (AVX-512's more than AVX2's) round other shapes
# differently: ~1e-7 relative per product. Adam turns such differences in a near-zero
# gradient into steps of the learning rate's size, so the weights after a run are no measure
# (7e-4 apart on an AVX-512 EPYC); the losses over the run are. LOSS_TOLERANCE is far above
# that noise and far below a real change: a switch that moved the loss by 1% fails.
LOSS_TOLERANCE = 1e-3


def test_the_cheap_switches_together_leave_the_run_as_it_was(small_data, baseline, tmp_path):
    losses, _, stderr = train(small_data, tmp_path / "run", "prefetch,lazy_loss,pad=8")
    assert "speed switches" in stderr and "pad=8,prefetch,lazy_loss" in stderr
    assert len(losses) == STEPS
    assert losses == pytest.approx(baseline[0], rel=LOSS_TOLERANCE)


@pytest.mark.skipif(not ALL, reason="torch.compile traces for minutes on 2 cores: "
                    "NMT_SPEED_SWITCHES=all (make test-speed-switches)")
@pytest.mark.parametrize("speed", ["compile,compile_backend=aot_eager",
                                   "compile=static,pad=64,compile_backend=aot_eager"])
def test_compiled_layers_train_as_the_eager_ones(small_data, baseline, tmp_path, speed):
    losses, _, _ = train(small_data, tmp_path / "run", speed)
    assert len(losses) == STEPS
    assert losses == pytest.approx(baseline[0], rel=LOSS_TOLERANCE)
