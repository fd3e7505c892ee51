"""Distributed plumbing across spawned ranks (``distributed.spawn`` on gloo): gradient
equivalence, errors and exit codes passed up, cores shared, ranks kept in step (the
settings read in this process: tests/unit/test_distributed_settings.py).

Every spawned rank imports torch (~3 s on 2 cores), so the collective checks share one
spawn (``in_step``): each rank runs them in turn, and ``run_then_sum``'s closing all-reduce
pairs up only if every one of them left the ranks in step."""

from __future__ import annotations

import functools
import os
import re
import warnings
from pathlib import Path

import numpy as np
import pytest
import torch
from conftest import dev_batches, dev_set, run_then_sum, valid_config

from nmt_cli.config import ModelConfig
from nmt_cli.data.batches import collate
from nmt_cli.data.dataset import ParallelDataset, load_tokenizer
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.lines import Translator
from nmt_cli.decode.torch_backend import SearchTranslator
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer
from nmt_cli.train import distributed
from nmt_cli.train.rundir import agree_on_resume_step
from nmt_cli.train.step import UpdateSettings, train_step
from nmt_cli.train.validation import decode_sharded, evaluate, validation_bleu

CFG = ModelConfig(vocab_size=40, n_layers=1, d_model=16, d_ff=32, n_heads=2, dropout=0.0)


def _pairs(seed: int) -> list[tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(seed)
    # Unequal lengths and counts, so per-micro-batch averaging would weigh tokens wrongly.
    return [(rng.integers(4, 40, rng.integers(2, 9)), rng.integers(4, 40, rng.integers(1, 12)))
            for _ in range(7)]


class _GradientStep:
    """Plain SGD with lr 1: the weight change *is* the gradient, so its scale is checked
    too. Not torch.optim.SGD: its base class imports torch._dynamo (~3 s a rank)."""

    def __init__(self, params):
        self.param_groups = [{"params": list(params), "lr": 1.0}]

    def zero_grad(self, set_to_none: bool = True) -> None:
        for p in self.param_groups[0]["params"]:
            p.grad = None

    @torch.no_grad()
    def step(self) -> None:
        group = self.param_groups[0]
        for p in group["params"]:
            if p.grad is not None:
                p.sub_(group["lr"] * p.grad)


def _one_update(micro_indices, ctx=None) -> dict[str, torch.Tensor]:
    torch.manual_seed(0)
    model = Transformer(CFG)
    if ctx is not None:
        model = distributed.wrap(model, ctx)  # as `nmt train` wraps it
    opt = _GradientStep(model.parameters())
    ds = _pairs(1)
    train_step(model, opt, [collate(ds, idx) for idx in micro_indices], lr=1.0, ctx=ctx,
               settings=UpdateSettings(label_smoothing=0.1))
    core = model.module if hasattr(model, "module") else model
    return {k: v.detach().clone() for k, v in core.state_dict().items()}


class _NoRawText:
    def raw_lines(self, side):
        raise NmtError("no raw text")


def _sharded_dev_decoding(data_dir: str, ctx):
    """The dev set's first 9 lines decoded as validation_bleu decodes them (a seeded
    random model), and a single line, fewer than the ranks."""
    torch.manual_seed(0)
    tok = load_tokenizer(Path(data_dir))
    cfg = ModelConfig(vocab_size=tok.vocab_size, n_layers=1, d_model=16, d_ff=32, n_heads=2)
    translator = Translator(SearchTranslator([Transformer(cfg).eval()], torch.device("cpu")),
                            tok, DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=1,
                                               max_len_a=1.0, max_len_b=50),
                            batch_tokens=4096, batch_size=128)
    lines = ParallelDataset(Path(data_dir), "valid").raw_lines("src")[:9]
    with torch.no_grad():
        return (decode_sharded(translator.translate_lines, lines, ctx),
                decode_sharded(lambda xs: [x[::-1] for x in xs], ["one line"], ctx))


def _sharded_validation(ctx):
    torch.manual_seed(0)
    ds = dev_set()
    return evaluate(Transformer(valid_config()), ds, dev_batches(ds, 16), 0.1, "fp32", ctx)


def _collective_checks(data_dir: str, ctx) -> dict:
    """One rank's part of every collective check, in turn."""
    torch.set_num_threads(1)
    mine = [[0, 1, 2]] if ctx.rank == 0 else [[3, 4, 5, 6]]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = {"update": _one_update(mine, ctx)}
    got["warnings"] = [str(w.message) for w in caught]
    got["bleu_without_raw_text"] = validation_bleu(Transformer(CFG), None, _NoRawText(), ctx)
    got["sharded_validation"] = _sharded_validation(ctx)
    got["dev_decoding"] = _sharded_dev_decoding(data_dir, ctx)
    try:  # rank 1 sits on a node that cannot see rank 0's run directory
        agree_on_resume_step({"step": 400} if ctx.rank == 0 else None, ctx)
        got["resume_refusal"] = None
    except NmtError as e:
        got["resume_refusal"] = str(e)
    return got


@pytest.fixture(scope="module")
def in_step(sample_slice, tmp_path_factory) -> dict:
    """Rank 0's results of ``_collective_checks`` across 2 spawned ranks; ``total`` is 3.0
    when the ranks were still in step at the end."""
    out = tmp_path_factory.mktemp("in-step") / "r.pt"
    distributed.spawn(2, run_then_sum, functools.partial(_collective_checks, str(sample_slice)),
                      str(out))
    return torch.load(out)


def test_the_collective_checks_left_the_ranks_in_step(in_step):
    assert in_step["total"] == 3.0


def test_gloo_two_ranks_equal_one_rank_accumulating(in_step):
    ddp = in_step["got"]["update"]
    # Every rank of every `nmt train` would print these: none may come from our own calls
    # (torch 2.13 deprecated DDP's broadcast_buffers).
    warned = in_step["got"]["warnings"]
    assert not [w for w in warned if "buffers" in w], warned
    single = _one_update([[0, 1, 2], [3, 4, 5, 6]])
    start = _one_update([])  # no batches: zero gradient, the initial weights
    assert max((ddp[k] - single[k]).abs().max().item() for k in single) <= 1e-6
    assert max((start[k] - single[k]).abs().max().item() for k in single) > 1e-3


def test_ranks_resuming_from_different_steps_are_refused(in_step):
    assert in_step["got"]["resume_refusal"] is not None
    assert re.search("step 400.*shared by all nodes", in_step["got"]["resume_refusal"])


def test_validation_bleu_without_raw_text_keeps_ranks_in_step(in_step):
    assert in_step["got"]["bleu_without_raw_text"] == {}


def test_sharded_validation_covers_every_dev_pair(in_step):
    got = in_step["got"]["sharded_validation"]
    torch.manual_seed(0)
    ds = dev_set()
    alone = evaluate(Transformer(valid_config()), ds, dev_batches(ds, 100_000), 0.1, "fp32")
    assert got["valid_tokens"] == alone["valid_tokens"] == sum(len(t) + 1 for _, t in ds)
    for k in ("valid_loss", "valid_nll", "valid_ppl"):
        assert got[k] == pytest.approx(alone[k], rel=1e-5), k


def test_validation_bleu_decodes_the_dev_set_shared_out_over_ranks(in_step, sample_slice):
    """Each rank decodes every world-th dev line; every rank gets all hypotheses, in order."""
    alone = _sharded_dev_decoding(str(sample_slice), None)
    assert in_step["got"]["dev_decoding"] == alone and alone[1] == ["enil eno"]
    assert len(alone[0]) == 9 and len(set(alone[0])) > 1  # the order is there to get wrong


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
