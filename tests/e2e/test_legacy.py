"""Checkpoints written before the code was split into its current modules still work.

``fixtures/legacy/`` was written by nmt-cli at 1f79367 (``fixtures/make_legacy.py``): a
prepared dataset, a training run stopped at step 4 (weights, Adam, RNG streams), that
code's translations of a few lines with that checkpoint, and its weights after running
on to step 8 without a stop.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from pathlib import Path

import torch

from legacy_preset import LEGACY, install_preset

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "legacy"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())
MODES = {"beam4": [], "greedy": ["--greedy"], "nbest3": ["--nbest", "3"]}


def test_a_legacy_checkpoint_translates_as_the_code_that_wrote_it(nmt_bin, tmp_path):
    """By our search (the code that wrote it decoded with it) and by the default engine
    (CTranslate2 on the CPU, through a conversion cached in $XDG_CACHE_HOME)."""
    src = "".join(x + "\n" for x in EXPECTED["inputs"])
    ckpt = tmp_path / "checkpoint_last.pt"
    shutil.copyfile(FIXTURE / "run" / "checkpoint_last.pt", ckpt)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    for engine in ("torch", "auto"):
        for name, args in MODES.items():
            got = subprocess.run([nmt_bin, "translate", "--ckpt", str(ckpt), "--engine", engine,
                                  *args], input=src, capture_output=True, text=True, env=env)
            assert got.returncode == 0, got.stderr
            want = EXPECTED["translations"][name]
            if engine == "torch" or name != "nbest3":
                assert got.stdout == want, (engine, name)
                continue
            # CTranslate2 sums the same log-probabilities in another order: the n-best
            # scores agree to float32 rounding, the hypotheses exactly
            for mine, theirs in zip(got.stdout.splitlines(), want.splitlines(), strict=True):
                (i, score, text), (j, want_score, want_text) = (mine.split("\t"),
                                                               theirs.split("\t"))
                assert (i, text) == (j, want_text)
                assert abs(float(score) - float(want_score)) <= 1e-4, (mine, theirs)
    sha256 = hashlib.sha256(ckpt.read_bytes()).hexdigest()
    assert (tmp_path / "xdg" / "nmt-cli" / "ct2" / sha256 / "model.bin").is_file()


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
