"""The speed candidates of a training update (``train.speed``, ``NMT_TRAIN_SPEED``): each
changes the loss and the weights by no more than a stated tolerance, with and without it.

In process and small, so that each case takes well under a second: ``train_step`` itself on
a one-layer model, the switch applied as the trainer applies it (``apply_process_settings``,
``prepare_model``, ``make_optimizer``, ``padded``, ``UpdateSettings.lazy``); where the switch
is a GPU path, under ``NMT_GPU_PATHS=1`` (``device.GPU_PATHS``). The tolerances: the same
bits where the switch does the same arithmetic in the same order (prefetch, lazy loss, the
matmul flags on a CPU); 1e-6 where products change shape or order (padding, Adam's two
paths, the loss's chunks); for bf16 weights, the loss curve within 2% of fp32 master
weights. ``nmt train`` with the switches, and ``torch.compile`` (tens of seconds of
tracing), are run by tests/e2e/test_speed_switch_runs.py.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from conftest import weight_diff
from nmt_cli import device
from nmt_cli.config import BOS_ID, EOS_ID, ModelConfig
from nmt_cli.data.batches import Batch, collate
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer
from nmt_cli.train import loss as nmt_loss
from nmt_cli.train.prefetch import Prefetcher
from nmt_cli.train.speed import SpeedOptions, apply_process_settings, padded, prepare_model
from nmt_cli.train.step import UpdateSettings, make_optimizer, train_step

SHAPE = {"n_layers": 1, "d_model": 32, "d_ff": 64, "n_heads": 2, "dropout": 0.0}
VOCAB = 60
STEPS = 4


def micro_batches(seed: int) -> list[Batch]:
    """Two micro-batches of sentences of uneven lengths (so padding to 8 or 64 changes shapes)."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for rows, src_len, tgt_len in ((3, 7, 5), (2, 11, 9)):
        src = torch.randint(4, VOCAB, (rows, src_len), generator=g)
        src[:, -1] = EOS_ID
        tgt_out = torch.randint(4, VOCAB, (rows, tgt_len), generator=g)
        tgt_out[:, -1] = EOS_ID
        tgt_in = torch.cat([torch.full((rows, 1), BOS_ID), tgt_out[:, :-1]], 1)
        out.append(Batch(src, tgt_in, tgt_out, tgt_out.numel()))
    return out


def updates(speed: str, precision: str = "fp32") -> tuple[list[float], dict]:
    """``STEPS`` updates with ``NMT_TRAIN_SPEED=speed``'s switches: the losses, the weights."""
    opts = SpeedOptions.parse(speed)
    apply_process_settings(opts)
    torch.manual_seed(0)
    model = prepare_model(Transformer(ModelConfig(vocab_size=VOCAB, **SHAPE)), opts)
    opt = make_optimizer(model, (0.9, 0.98), 1e-9, fused=opts.adam == "fused")
    settings = UpdateSettings(0.1, precision, lazy=opts.lazy_loss)
    losses = []
    for step in range(STEPS):
        micro = [padded(b, opts.pad) for b in micro_batches(step)]
        res = train_step(model, opt, micro, lr=2e-3, settings=settings)
        losses.append(float(res.loss_sum))
    return losses, {k: v.detach().clone() for k, v in model.state_dict().items()}


@pytest.fixture
def process_settings(monkeypatch):
    """The process-wide settings a switch sets, put back after the test."""
    monkeypatch.setattr(nmt_loss, "CHUNK_ROWS_GPU", nmt_loss.CHUNK_ROWS_GPU)
    flags = torch.backends.cuda.matmul
    names = ("allow_tf32", "allow_bf16_reduced_precision_reduction",
             "allow_fp16_reduced_precision_reduction")
    before = {name: getattr(flags, name) for name in names}  # properties: set back by hand
    yield flags
    for name, value in before.items():
        setattr(flags, name, value)


def test_the_switches_parse_and_bad_ones_are_refused_in_one_line():
    opts = SpeedOptions.parse("compile, pad=8,prefetch,lazy_loss,chunk=8192")
    assert (opts.compile, opts.pad, opts.prefetch, opts.lazy_loss, opts.chunk) == (
        "dynamic", 8, True, True, 8192)
    assert opts.names() == "compile=dynamic,pad=8,prefetch,lazy_loss,chunk=8192"
    assert SpeedOptions.parse("") == SpeedOptions() and SpeedOptions().names() == ""
    assert SpeedOptions.parse("prefetch=0").prefetch is False
    for bad, words in (("fast", "unknown switch 'fast'"), ("pad=x", "pad takes a whole number"),
                       ("compile=always", "compile is dynamic or static"),
                       ("lazy_loss,adam=foreach", "it needs adam=fused")):
        with pytest.raises(NmtError, match=words):
            SpeedOptions.parse(bad)


def test_padded_lengths_keep_every_token_and_add_only_padding():
    b = Batch(torch.tensor([[5, 6, EOS_ID]]), torch.tensor([[BOS_ID, 7]]),
              torch.tensor([[7, EOS_ID]]), 2)
    p = padded(b, 8)
    assert p.src.shape == (1, 8) and p.tgt_in.shape == (1, 8) and p.ntokens == 2
    assert p.src[0, :3].tolist() == [5, 6, EOS_ID] and p.src[0, 3:].eq(0).all()
    assert padded(b, 1) is b


def test_prefetched_updates_are_the_ones_collated_in_turn():
    rng = np.random.default_rng(0)
    pairs = [(rng.integers(4, 50, n), rng.integers(4, 50, n + 2)) for n in range(1, 9)]
    plan = [[np.array([0, 3]), np.array([5])], [np.array([1, 2, 7])], [np.array([4, 6])]]
    fetch = Prefetcher(pin=False)
    try:
        fetch.ahead(0, pairs, plan[0])
        got = [fetch.take(0, pairs, plan[0])]
        fetch.ahead(1, pairs, plan[1])
        got.append(fetch.take(2, pairs, plan[2]))  # not the one ahead: collated now
    finally:
        fetch.close()
    for update, micro in zip((plan[0], plan[2]), got):
        want = [collate(pairs, idx) for idx in update]  # the trainer's path without prefetch
        assert len(micro) == len(want) and all(
            torch.equal(x.src, y.src) and torch.equal(x.tgt_in, y.tgt_in)
            and torch.equal(x.tgt_out, y.tgt_out) and x.ntokens == y.ntokens
            for x, y in zip(micro, want))


# Two promises. EXACT: the same arithmetic, so bit for bit on this machine, weights and
# losses, both runs computed here. NOISE: other arithmetic (products of other shapes,
# Adam's other kernel, the loss in other chunks) rounds differently, ~1e-7 relative per
# operation, by amounts that depend on the CPU's kernels (AVX-512 rounds padded shapes
# otherwise than AVX2); Adam turns that into learning-rate-sized steps of weights whose
# gradient is near zero, so the same training within noise means the losses agree within
# 1e-3 relative over the run, far above the noise and far below a 1% change.
EXACT, NOISE = 0.0, 1e-3


@pytest.mark.parametrize("speed,gpu,tol", [
    ("lazy_loss", False, EXACT),     # the same arithmetic, read later
    ("lazy_loss", True, EXACT),
    ("matmul=tf32", False, EXACT),   # CUDA's flags: nothing changes on a CPU
    ("matmul=exact", False, EXACT),
    ("pad=8", False, NOISE),         # products of other shapes
    ("pad=64", True, NOISE),
    ("adam=foreach", False, NOISE),  # Adam's other kernel
    ("chunk=4", True, NOISE),        # the GPU's loss in chunks of 4 rows, not 4,096
])
def test_a_switch_changes_the_loss_and_weights_by_no_more_than_its_tolerance(
        monkeypatch, process_settings, speed, gpu, tol):
    monkeypatch.setattr(device, "GPU_PATHS", gpu)
    base_losses, base_weights = updates("")
    losses, weights = updates(speed)
    assert base_losses[-1] < base_losses[0]  # it trains
    if tol == EXACT:
        assert weight_diff(weights, base_weights) == 0
    assert losses == pytest.approx(base_losses, rel=tol, abs=0)
    if speed == "matmul=tf32":
        assert process_settings.allow_tf32
    if speed == "chunk=4":
        assert nmt_loss.CHUNK_ROWS_GPU == 4


def test_lazy_loss_skips_a_non_finite_update_on_the_device():
    """A NaN loss under lazy_loss: fused Adam's found_inf leaves every weight and its step
    count alone, and the result says how many ranks saw it."""
    torch.manual_seed(0)
    model = Transformer(ModelConfig(vocab_size=VOCAB, **SHAPE))
    opt = make_optimizer(model, (0.9, 0.98), 1e-9)
    batch = micro_batches(0)[:1]
    src = batch[0].src
    lazy = UpdateSettings(label_smoothing=0.1, lazy=True)
    res = train_step(model, opt, batch, lr=1e-2, settings=lazy)
    assert res.finite and float(res.bad) == 0.0 and isinstance(res.loss_sum, torch.Tensor)
    before = {k: v.clone() for k, v in model.state_dict().items()}
    steps = {id(p): float(s["step"]) for p, s in opt.state.items()}
    with torch.no_grad():
        model.generator.proj.weight[src[0, 0]].fill_(math.nan)  # tied: the embedding too
    poisoned = {k: v.clone() for k, v in model.state_dict().items()}
    res = train_step(model, opt, batch, lr=1e-2, settings=lazy)
    assert float(res.bad) == 1.0 and not math.isfinite(float(res.loss_sum))
    after = model.state_dict()
    assert all(torch.equal(after[k], poisoned[k]) for k in after if k in before
               and not k.endswith("lut.weight") and not k.endswith("proj.weight"))
    assert {id(p): float(s["step"]) for p, s in opt.state.items()} == steps


def test_bf16_weights_keep_the_loss_curve_of_fp32_master_weights():
    """Weights and Adam's state in bf16 against fp32 weights under bf16 autocast: the
    losses of every update within 2%."""
    master, _ = updates("", precision="bf16")
    pure, weights = updates("bf16_weights", precision="bf16")
    assert all(w.dtype == torch.bfloat16 for w in weights.values() if w.is_floating_point())
    assert pure == pytest.approx(master, rel=0.02)
