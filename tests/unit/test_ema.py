"""`nmt train --ema DECAY` (train/ema.py): the average follows its formula, is saved beside
the raw weights as a checkpoint every command reads, and a resumed run continues it exactly
(bit for bit on one machine: both runs are made here)."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from nmt_cli.checkpoint import TRAINING_STATE_KEYS, load_checkpoint
from nmt_cli.errors import NmtError
from nmt_cli.train.ema import EMA_FILE, WeightEma
from nmt_cli.train.options import Start, check_train_options


def test_the_average_follows_its_formula_from_the_first_update():
    model = nn.Linear(3, 2)
    start = model.weight.detach().clone()
    ema = WeightEma(model, decay=0.9)
    with torch.no_grad():
        model.weight.add_(1.0)
    ema.update(step=1)  # d = min(0.9, 2 / 11): the random start fades at once
    d = 2 / 11
    assert torch.allclose(ema.shadow[ema.names.index("weight")], d * start + (1 - d) * (start + 1))
    for step in range(2, 200):  # weights held still: the average closes on them
        ema.update(step)
    assert torch.allclose(ema.shadow[ema.names.index("weight")], start + 1, atol=1e-6)
    assert WeightEma.begin(model, 0.0, None) is None  # off


def train(data, out, steps: int, **extra):
    from nmt_cli.train.launch import run_training

    torch.set_num_threads(1)
    run_training(data=data, preset_name="tiny", out=out, gpus=0, resume=True,
                 model_overrides=dict(d_model=32, d_ff=64),
                 train_overrides=dict(max_tokens=512, tokens_per_update=512, max_steps=steps,
                                      validate_every=0, save_every=3, save_every_minutes=0,
                                      log_every=1, ema=0.95, **extra))


def test_saved_beside_the_weights_and_a_resumed_run_continues_it_exactly(sample_slice,
                                                                         tmp_path):
    train(sample_slice, tmp_path / "straight", 6)
    train(sample_slice, tmp_path / "resumed", 3)
    train(sample_slice, tmp_path / "resumed", 6)
    straight = load_checkpoint(tmp_path / "straight" / EMA_FILE)
    resumed = load_checkpoint(tmp_path / "resumed" / EMA_FILE)
    last = load_checkpoint(tmp_path / "straight" / "checkpoint_last.pt")
    assert straight["step"] == 6 and straight["ema_decay"] == 0.95
    assert not set(straight) & set(TRAINING_STATE_KEYS)  # weights only, as checkpoint_best
    assert last["ema"]["decay"] == 0.95  # the resumable checkpoint carries the average
    for k, v in straight["model"].items():
        assert torch.equal(v, resumed["model"][k]), k
    moved = [k for k, v in straight["model"].items()
             if v.is_floating_point() and not torch.equal(v, last["model"][k])]
    assert moved  # an average, not a copy of the last weights
    # it decodes as any checkpoint does
    from nmt_cli.decode.engine import load_for_inference

    model, tok, _ = load_for_inference(tmp_path / "straight" / EMA_FILE)
    assert model.decoder is not None and tok.vocab_size == straight["model_config"]["vocab_size"]


def test_a_decay_out_of_range_is_refused_in_one_line():
    for decay in (1.0, -0.1):
        with pytest.raises(NmtError, match=r"--ema must be in \[0, 1\)"):
            check_train_options("tiny", {}, dict(ema=decay), Start())
