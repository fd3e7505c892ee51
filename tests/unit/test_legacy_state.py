"""A training run written before the code was split into its current modules resumes,
in this process, bit-exactly on this machine and within numerical noise of the code that
wrote it on another: ``fixtures/legacy/`` (``fixtures/make_legacy.py``) holds a run
stopped at step 4 (weights, Adam, RNG streams) and its weights and losses after running on
to step 8 without a stop (its checkpoint translated by today's `nmt translate`:
tests/e2e/test_legacy.py).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
import torch

from conftest import FIXTURES
from legacy_preset import LEGACY, install_preset

FIXTURE = FIXTURES / "legacy"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())


def resume(fixture_run: Path, data: Path, out: Path, max_steps: int) -> dict:
    """Today's code resumes the run in ``out`` (a copy of ``fixture_run`` unless it exists)
    up to ``max_steps``; returns its last checkpoint."""
    from nmt_cli.train.launch import run_training

    if not out.exists():
        shutil.copytree(fixture_run, out)
    run_training(data=data, preset_name=LEGACY, out=out, gpus=0, resume=True,
                 model_overrides={}, train_overrides=dict(max_steps=max_steps))
    return torch.load(out / "checkpoint_last.pt", weights_only=True)


def losses(run: Path, after: int) -> list[dict]:
    """The logged training and validation losses of the steps after ``after``."""
    metrics = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines()]
    keys = ("step", "loss", "valid_loss")
    return [{k: m[k] for k in keys if k in m} for m in metrics if m.get("step", 0) > after]


@pytest.fixture(scope="module")
def legacy_runs(tmp_path_factory):
    """The legacy run resumed at step 4 by today's code and run to step 8 twice: once
    without a stop, once stopped at step 6 and resumed. (data, the two run directories)"""
    torch.set_num_threads(1)  # as the fixture was written
    install_preset()
    tmp = tmp_path_factory.mktemp("legacy")
    cwd = os.getcwd()
    os.chdir(tmp)
    try:
        shutil.copytree(FIXTURE / "data", tmp / "data")
        straight = resume(FIXTURE / "run", tmp / "data", tmp / "straight", 8)
        resume(FIXTURE / "run", tmp / "data", tmp / "stopped", 6)
        stopped = resume(FIXTURE / "run", tmp / "data", tmp / "stopped", 8)
    finally:
        os.chdir(cwd)
    return (tmp / "straight", straight), (tmp / "stopped", stopped)


def test_a_legacy_run_resumes_bit_exactly_on_this_machine(legacy_runs):
    """Promise: bit-exact on the same machine and build. Stopped at step 6 and resumed, the
    legacy run reaches, bit for bit, the weights, Adam's state and the losses of the same
    run going from 4 to 8 without a stop; both sides are computed here, in this run."""
    (straight_dir, straight), (stopped_dir, stopped) = legacy_runs
    assert straight["step"] == stopped["step"] == 8
    for name, tensor in straight["model"].items():
        assert torch.equal(stopped["model"][name], tensor), name
    for key, state in straight["optimizer"]["state"].items():
        for field, value in state.items():
            assert torch.equal(torch.as_tensor(stopped["optimizer"]["state"][key][field]),
                               torch.as_tensor(value)), (key, field)
    assert losses(stopped_dir, 6) == losses(straight_dir, 6)


# The weights the old code reached, as it computed them on the machine that wrote the
# fixture: another CPU's kernels (AVX-512 against AVX2, MKL against oneDNN) sum float32 in
# other orders, ~1e-7 apart per operation. Measured against the fixture: 1.8e-7 at most on
# an Intel Xeon (Skylake, AVX-512), 0 on the AVX2 EPYC that wrote it.
WEIGHT_TOLERANCE = 1e-5
# Losses: the same sums, then a mean over a few hundred tokens: 3e-8 relative measured.
LOSS_TOLERANCE = 1e-6


def key_biases(name: str, tensor: torch.Tensor) -> slice | None:
    """The attention keys' biases inside a packed ``in_proj.bias`` (q, k, v): their gradient
    is zero in exact arithmetic (softmax ignores a constant added to every score of a
    query), so float32 noise is all Adam sees, and it moves them by up to the learning
    rate either way. They change no output; nothing can be promised of their values."""
    return slice(len(tensor) // 3, 2 * len(tensor) // 3) if name.endswith("in_proj.bias") else None


def test_a_legacy_run_resumes_as_the_code_that_wrote_it(legacy_runs):
    """Promise: the same training across machines, within numerical noise. Resumed at step
    4 by today's code, the run reaches the losses and weights that the old code reached
    without stopping, on the AVX2 EPYC that wrote the fixture, within the tolerances above;
    the attention keys' biases (``key_biases``) aside."""
    (straight_dir, got), _ = legacy_runs
    want = torch.load(FIXTURE / "expected_step8.pt", weights_only=True)
    assert got["step"] == want["step"] == 8
    assert got["model"].keys() == want["model"].keys()
    for name, tensor in want["model"].items():
        mine, theirs = got["model"][name].float().clone(), tensor.float().clone()
        free = key_biases(name, theirs)
        if free is not None:
            mine[free] = theirs[free] = 0
        assert (mine - theirs).abs().max().item() <= WEIGHT_TOLERANCE, name
    expected = [{k: m[k] for k in ("step", "loss", "valid_loss") if k in m}
                for m in EXPECTED["metrics_to_step8"] if m.get("step", 0) > 4]
    got_losses = losses(straight_dir, 4)
    assert [m.keys() for m in got_losses] == [m.keys() for m in expected]
    for mine, theirs in zip(got_losses, expected, strict=True):
        assert mine["step"] == theirs["step"]
        for key in set(mine) - {"step"}:
            assert mine[key] == pytest.approx(theirs[key], rel=LOSS_TOLERANCE), (mine, theirs)


def test_run_state_round_trips_the_legacy_checkpoint():
    """RunState reads every progress entry of a checkpoint written before it existed, and
    writes them back under the same keys, in the same order, with the same values."""
    from nmt_cli.train.runstate import RunState

    ck = torch.load(FIXTURE / "run" / "checkpoint_last.pt", weights_only=True)
    state = RunState.from_checkpoint(ck)
    assert (state.step, state.world_size) == (4, 1) and state.rng
    entries = state.to_checkpoint(ck["optimizer"], ck["scaler"])
    progress = [k for k in ck if k in entries]
    assert list(entries) == progress  # the order checkpoints have always had
    for key in progress:
        assert entries[key] is ck[key] or entries[key] == ck[key], key
    weights_only = state.to_checkpoint()
    assert not {"optimizer", "scaler", "rng"} & set(weights_only)

