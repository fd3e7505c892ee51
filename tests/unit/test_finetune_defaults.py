"""Fine-tuning's defaults, in this process: a short warmup that peaks at the parent's last
learning rate (a quarter of it after a cooldown), the parent's recipe otherwise, and what
is given wins (fine-tuning runs: tests/e2e/test_finetune.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from nmt_cli.config import ModelConfig, TrainConfig
from nmt_cli.train.finetune import Parent, finetune_configs, last_lr
from nmt_cli.train.schedule import inverse_sqrt_lr


def test_finetuning_defaults_short_warmup_and_the_parents_last_learning_rate():
    mcfg = ModelConfig(vocab_size=100, n_layers=2, d_model=128, d_ff=256, n_heads=4)
    recipe = TrainConfig(warmup_steps=400, lr_scale=1.0, max_time=30, patience=3,
                         tokens_per_update=2048, max_tokens=2048)
    ckpt = {"model_config": vars(mcfg), "train_config": vars(recipe), "step": 8000}
    parent = Parent(Path("p.pt"), ckpt, [])
    _, tcfg = finetune_configs(parent, None, {}, {}, None)
    assert tcfg.warmup_steps == 40 and tcfg.tokens_per_update == 2048  # the parent's recipe
    assert (tcfg.max_time, tcfg.patience, tcfg.max_steps) == (0, 0, TrainConfig().max_steps)
    ended = inverse_sqrt_lr(8000, 128, 400, 1.0)
    assert last_lr(ckpt, mcfg) == pytest.approx(ended)
    peak = inverse_sqrt_lr(40, 128, 40, tcfg.lr_scale)
    assert peak == pytest.approx(ended)  # fine-tuning peaks where the parent ended
    assert inverse_sqrt_lr(400, 128, 40, tcfg.lr_scale) < peak  # then decays
    # what is given wins: --warmup and --lr, or --lr-scale as it is
    _, tcfg = finetune_configs(parent, None, {}, {"warmup_steps": 100}, 1e-4)
    assert tcfg.warmup_steps == 100
    assert inverse_sqrt_lr(100, 128, 100, tcfg.lr_scale) == pytest.approx(1e-4)
    _, tcfg = finetune_configs(parent, None, {}, {"lr_scale": 0.5, "max_time": 10}, None)
    assert (tcfg.lr_scale, tcfg.max_time) == (0.5, 10)
    # a parent still warming up: its peak
    young = {**ckpt, "step": 100}
    assert last_lr(young, mcfg) == pytest.approx(inverse_sqrt_lr(400, 128, 400, 1.0))
    assert np.isfinite(last_lr({"model_config": vars(mcfg), "step": 0}, mcfg))


def test_a_parent_that_cooled_down_is_fine_tuned_at_a_quarter_of_its_rate_before():
    """Its run ended near 0, settled: the rate before its cooldown undid a fifth of its
    old domain (docs/QUALITY.md), a quarter of it kept 90%."""
    mcfg = ModelConfig(vocab_size=100, n_layers=2, d_model=128, d_ff=256, n_heads=4)
    recipe = TrainConfig(warmup_steps=400, lr_scale=1.0, max_time=30, cooldown=0.2)
    ckpt = {"model_config": vars(mcfg), "train_config": vars(recipe), "step": 4000}
    _, tcfg = finetune_configs(Parent(Path("p.pt"), ckpt, []), None, {}, {}, None)
    assert tcfg.cooldown == 0.2  # the parent's recipe, its cooldown too
    before = inverse_sqrt_lr(4000, 128, 400, 1.0)  # 1.40e-3
    assert inverse_sqrt_lr(40, 128, 40, tcfg.lr_scale) == pytest.approx(before / 4)
    _, tcfg = finetune_configs(Parent(Path("p.pt"), ckpt, []), None, {}, {}, 1e-3)
    assert inverse_sqrt_lr(40, 128, 40, tcfg.lr_scale) == pytest.approx(1e-3)  # --lr wins
