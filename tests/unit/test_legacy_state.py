"""A training run written before the code was split into its current modules resumes
exactly, in this process: ``fixtures/legacy/`` (``fixtures/make_legacy.py``) holds a run
stopped at step 4 (weights, Adam, RNG streams) and its weights and losses after running on
to step 8 without a stop (its checkpoint translated by today's `nmt translate`:
tests/e2e/test_legacy.py).
"""

from __future__ import annotations

import json
import shutil

import torch

from conftest import FIXTURES
from legacy_preset import LEGACY, install_preset

FIXTURE = FIXTURES / "legacy"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())


def test_a_legacy_run_resumes_exactly(tmp_path, monkeypatch):
    """Resumed at step 4 by today's code, the run reaches the weights and losses that the
    old code reached without stopping."""
    from nmt_cli.train.launch import run_training

    torch.set_num_threads(1)  # as the fixture was written
    install_preset()
    monkeypatch.chdir(tmp_path)
    data, run = tmp_path / "data", tmp_path / "run"
    shutil.copytree(FIXTURE / "data", data)
    shutil.copytree(FIXTURE / "run", run)
    run_training(data=data, preset_name=LEGACY, out=run, gpus=0, resume=True,
                 model_overrides={}, train_overrides=dict(max_steps=8))
    got = torch.load(run / "checkpoint_last.pt", weights_only=True)
    want = torch.load(FIXTURE / "expected_step8.pt", weights_only=True)
    assert got["step"] == want["step"] == 8
    assert got["model"].keys() == want["model"].keys()
    for name, tensor in want["model"].items():
        assert torch.equal(got["model"][name], tensor), name
    metrics = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines()]
    keys = ("step", "loss", "valid_loss")
    later = [{k: m[k] for k in keys if k in m} for m in metrics if m.get("step", 0) > 4]
    expected = [{k: m[k] for k in keys if k in m}
                for m in EXPECTED["metrics_to_step8"] if m.get("step", 0) > 4]
    assert later == expected


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

