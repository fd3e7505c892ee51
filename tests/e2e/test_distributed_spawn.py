"""Distributed plumbing across spawned ranks (``distributed.spawn`` on gloo): gradient
equivalence, errors and exit codes passed up, cores shared, ranks kept in step (the
settings read in this process: tests/unit/test_distributed_settings.py)."""

from __future__ import annotations

import os
import warnings

import numpy as np
import pytest
import torch

from conftest import run_then_sum
from nmt_cli.train import distributed
from nmt_cli.data.batches import collate
from nmt_cli.config import ModelConfig
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer
from nmt_cli.train.step import UpdateSettings, train_step

CFG = ModelConfig(vocab_size=40, n_layers=1, d_model=16, d_ff=32, n_heads=2, dropout=0.0)


def _pairs(seed: int) -> list[tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(seed)
    # Unequal lengths and counts, so per-micro-batch averaging would weigh tokens wrongly.
    return [(rng.integers(4, 40, rng.integers(2, 9)), rng.integers(4, 40, rng.integers(1, 12)))
            for _ in range(7)]


def _one_update(micro_indices, ctx=None) -> dict[str, torch.Tensor]:
    torch.manual_seed(0)
    model = Transformer(CFG)
    if ctx is not None:
        model = distributed.wrap(model, ctx)  # as `nmt train` wraps it
    # Plain SGD with lr 1: the weight change *is* the gradient, so its scale is checked too.
    opt = torch.optim.SGD(model.parameters(), lr=1.0)
    ds = _pairs(1)
    train_step(model, opt, [collate(ds, idx) for idx in micro_indices], lr=1.0, ctx=ctx,
               settings=UpdateSettings(label_smoothing=0.1))
    core = model.module if hasattr(model, "module") else model
    return {k: v.detach().clone() for k, v in core.state_dict().items()}


def _rank_fn(out_path: str) -> None:
    torch.set_num_threads(1)
    ctx = distributed.init(use_cuda=False)
    try:
        mine = [[0, 1, 2]] if ctx.rank == 0 else [[3, 4, 5, 6]]
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            state = _one_update(mine, ctx)
        if ctx.is_main:
            torch.save({"state": state, "warnings": [str(w.message) for w in caught]}, out_path)
    finally:
        distributed.shutdown()


def test_gloo_two_ranks_equal_one_rank_accumulating(tmp_path):
    out = tmp_path / "ddp.pt"
    distributed.spawn(2, _rank_fn, str(out))
    saved = torch.load(out, weights_only=True)
    ddp = saved["state"]
    # Every rank of every `nmt train` would print these: none may come from our own calls
    # (torch 2.13 deprecated DDP's broadcast_buffers).
    assert not [w for w in saved["warnings"] if "buffers" in w], saved["warnings"]
    single = _one_update([[0, 1, 2], [3, 4, 5, 6]])
    start = _one_update([])  # no batches: zero gradient, the initial weights
    assert max((ddp[k] - single[k]).abs().max().item() for k in single) <= 1e-6
    assert max((start[k] - single[k]).abs().max().item() for k in single) > 1e-3


def _stop_everywhere(_: str) -> None:
    """Every rank stops as a run stopped by SIGTERM does, saying how many CPU threads it had."""
    raise NmtError(f"stopped on every rank with {torch.get_num_threads()} threads", exit_code=143)


def test_spawned_ranks_share_the_cores_and_pass_their_error_up_once(monkeypatch, capfd):
    """--gpus N's ranks split the CPU threads between them (torchrun sets 1 each); an error
    they raise comes up once, with its exit code (a run stopped by SIGTERM exits 143 from
    the parent too, not 1). One spawn per setting of OMP_NUM_THREADS: each rank imports torch."""
    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    with pytest.raises(NmtError) as info:
        distributed.spawn(2, _stop_everywhere, "x")
    share = max(1, len(os.sched_getaffinity(0)) // 2)
    assert str(info.value) == f"stopped on every rank with {share} threads"
    assert info.value.exit_code == 143
    # The workers print nothing; cli.main prints the raised error, once.
    assert "stopped on every rank" not in capfd.readouterr().err
    # the user's own setting is kept (2: more than a share of this machine's cores, at most
    # all of them, which is as many as torch will take)
    monkeypatch.setenv("OMP_NUM_THREADS", "2")
    with pytest.raises(NmtError, match="with 2 threads$"):
        distributed.spawn(2, _stop_everywhere, "x")


def _resume_from_rank_dependent_checkpoint(_: str) -> None:
    from nmt_cli.train.rundir import agree_on_resume_step

    ctx = distributed.init(use_cuda=False)
    try:
        # Rank 1 sits on a node that cannot see rank 0's run directory.
        agree_on_resume_step({"step": 400} if ctx.rank == 0 else None, ctx)
    finally:
        distributed.shutdown()


def test_ranks_resuming_from_different_steps_are_refused():
    with pytest.raises(NmtError, match="step 400.*shared by all nodes"):
        distributed.spawn(2, _resume_from_rank_dependent_checkpoint, "x")


class _NoRawText:
    def raw_lines(self, side):
        raise NmtError("no raw text")


def _bleu_without_raw_text(ctx):
    from nmt_cli.train.validation import validation_bleu

    return validation_bleu(Transformer(CFG), None, _NoRawText(), ctx)


def test_validation_bleu_without_raw_text_keeps_ranks_in_step(tmp_path):
    distributed.spawn(2, run_then_sum, _bleu_without_raw_text, str(tmp_path / "r.pt"))
    assert torch.load(tmp_path / "r.pt") == {"got": {}, "total": 3.0}
