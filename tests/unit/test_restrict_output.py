"""The restricted output layer (``nmt train --restrict-output``: ``ModelConfig.restrict_output``,
``Generator.restrict_to``, ``train.restrict``, the loss in ``train.loss.sequence_loss``), in
this process; the command builds, resumes and refuses it in
tests/e2e/test_train_command.py.

The loss is label smoothing over the allowed pieces alone, with the gradients autograd
gives that formula; a search, ours or CTranslate2's from an export, never writes a piece
left out; the pieces are those the prepared targets use, and EOS."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from nmt_cli.config import EOS_ID, PAD_ID, ModelConfig
from nmt_cli.data.dataset import ParallelDataset, PreparedData
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer
from nmt_cli.model.transformer import LEFT_OUT
from nmt_cli.train.loss import sequence_loss

from conftest import pad, save_model


def restricted(model: Transformer, pieces) -> Transformer:
    """``model``'s weights in a restricted model that outputs ``pieces`` alone."""
    out = Transformer(dataclasses.replace(model.cfg, restrict_output=True))
    missing, unexpected = out.load_state_dict(model.state_dict(), strict=False)
    assert missing == ["generator.proj.bias"] and unexpected == []
    out.generator.restrict_to(torch.as_tensor(pieces))
    return out.eval()


def toy_batch(vocab: int, seed: int = 0):
    g = torch.Generator().manual_seed(seed)
    src = [torch.randint(4, vocab, (n,), generator=g).tolist() + [EOS_ID] for n in (5, 3, 7)]
    tgt = [torch.randint(4, vocab // 2, (n,), generator=g).tolist() for n in (4, 6, 2)]
    return pad(src), pad([[2] + t for t in tgt]), pad([t + [EOS_ID] for t in tgt])


def test_the_loss_is_label_smoothing_over_the_allowed_pieces_with_autograds_gradients():
    torch.manual_seed(0)
    cfg = ModelConfig(vocab_size=60, n_layers=1, d_model=16, d_ff=32, n_heads=2, dropout=0.0)
    base = Transformer(cfg)
    src, tgt_in, tgt_out = toy_batch(60)
    allowed = torch.tensor(sorted({EOS_ID, *range(4, 30), 41, 57}))
    model = restricted(base, allowed).train()
    eps = 0.1
    loss, nll, n = sequence_loss(model, src, tgt_in, tgt_out, eps, PAD_ID)
    loss.backward()
    ours = {k: p.grad.clone() for k, p in model.named_parameters() if p.grad is not None}
    assert "generator.proj.bias" not in ours  # fixed, not trained
    model.zero_grad()
    # the formula, by autograd: the logits of the allowed rows, their log-softmax, eps/K
    keep = tgt_out != PAD_ID
    hidden = model(src, tgt_in)[keep]
    logp = F.log_softmax(hidden @ model.generator.proj.weight[allowed].t(), dim=-1)
    index = torch.searchsorted(allowed, tgt_out[keep])
    gold = -logp.gather(-1, index[:, None]).squeeze(-1)
    want = ((1 - eps) * gold - eps * logp.mean(-1)).sum()
    want.backward()
    assert n == int(keep.sum())
    assert loss.item() == pytest.approx(want.item(), rel=1e-5)
    assert nll.item() == pytest.approx(gold.sum().item(), rel=1e-5)
    for k, p in model.named_parameters():
        if p.grad is not None:
            torch.testing.assert_close(ours[k], p.grad, rtol=1e-4, atol=1e-6)
    # and it is not the whole vocabulary's loss
    full, _, _ = sequence_loss(base, src, tgt_in, tgt_out, eps, PAD_ID)
    assert full.item() > loss.item() + 1.0


def test_a_target_outside_the_allowed_pieces_is_refused():
    cfg = ModelConfig(vocab_size=60, n_layers=1, d_model=16, d_ff=32, n_heads=2, dropout=0.0)
    model = restricted(Transformer(cfg), [EOS_ID, *range(4, 20)])
    src, tgt_in, tgt_out = toy_batch(60)  # targets up to 29
    with pytest.raises(NmtError, match="outside the restricted output layer"):
        sequence_loss(model, src, tgt_in, tgt_out, 0.1, PAD_ID)


def test_searches_and_a_ctranslate2_export_never_write_a_left_out_piece(trained, tmp_path,
                                                                      bible_spm):
    """Left out: the pieces the unrestricted model writes most often. Its greedy output
    changes; the restricted one's holds none of them, and CTranslate2, reading the bias
    from the export, writes exactly what PyTorch writes."""
    from nmt_cli.decode.search import greedy_search

    _, model, sources = trained
    batch = pad([s + [EOS_ID] for s in sources[:40]])
    before = greedy_search(model, batch)
    counts = np.bincount([t for h in before for t in h], minlength=model.cfg.vocab_size)
    left_out = set(np.argsort(-counts)[:12].tolist()) - {EOS_ID}
    pieces = [i for i in range(model.cfg.vocab_size) if i not in left_out]
    small = restricted(model, pieces)
    after = greedy_search(small, batch)
    assert after != before and not left_out & {t for h in after for t in h}
    assert small.generator.proj.bias[sorted(left_out)].eq(LEFT_OUT).all()
    pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.ct2_backend import Ct2Translator
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    ckpt = save_model(tmp_path / "restricted.pt", small, bible_spm)
    out = export_ctranslate2(ckpt, tmp_path / "ct2")
    theirs = Ct2Translator(out, device="cpu").translate_batch(sources[:40],
                                                              DecodeOptions(beam=1))
    assert [h[0].tokens for h in theirs] == after


def test_the_pieces_are_the_prepared_targets_and_eos(small_data):
    data = PreparedData.load(small_data)
    used = set()
    for split in ("train", "valid"):
        ds = ParallelDataset(small_data, split)
        used |= {int(t) for i in range(len(ds)) for t in ds[i][1]}
    pieces = data.target_pieces()
    assert pieces.tolist() == sorted(used | {EOS_ID})
    assert 0 < len(pieces) < data.tokenizer.vocab_size  # a restriction, on this data


def test_a_checkpoint_keeps_the_restriction(trained, tmp_path, bible_spm):
    from nmt_cli.checkpoint import load_checkpoint, model_config

    _, model, _ = trained
    small = restricted(model, range(3, 200))
    ckpt = load_checkpoint(save_model(tmp_path / "r.pt", small, bible_spm))
    again = Transformer(model_config(ckpt))
    again.load_state_dict(ckpt["model"])  # strict: the bias is there, and expected
    assert again.cfg.restrict_output and not again.generator.proj.bias.requires_grad
    assert again.generator.allowed().tolist() == list(range(3, 200))


def test_subword_sampling_is_refused_beside_it_in_one_line():
    from nmt_cli.train.options import Start, check_train_options

    check_train_options("tiny", dict(restrict_output=True), dict(subword_alpha=0.0), Start())
    with pytest.raises(NmtError, match="--restrict-output .* --subword-alpha samples others"):
        check_train_options("tiny", dict(restrict_output=True), dict(subword_alpha=0.1), Start())


def test_fine_tuning_a_restricted_parent_refuses_subword_sampling_up_front(tmp_path, bible_spm):
    """The parent's restriction comes with ``--init-from``, not as a flag: the refusal is
    the configs', before the run (not the loss's, at the first sampled piece outside)."""
    from nmt_cli.checkpoint import load_checkpoint
    from nmt_cli.train.finetune import Parent, finetune_configs

    def parent(restrict: bool) -> Parent:
        cfg = ModelConfig(vocab_size=500, n_layers=1, d_model=16, d_ff=32, n_heads=2,
                          restrict_output=restrict)
        path = save_model(tmp_path / f"parent-{restrict}.pt", Transformer(cfg), bible_spm)
        return Parent(path, load_checkpoint(path), [])

    plain, restricted_parent = parent(False), parent(True)
    mcfg, tcfg = finetune_configs(plain, None, {}, dict(subword_alpha=0.1), None)
    assert not mcfg.restrict_output and tcfg.subword_alpha == 0.1  # unrestricted: it samples
    mcfg, _ = finetune_configs(restricted_parent, None, {}, dict(subword_alpha=0.0), None)
    assert mcfg.restrict_output  # the restriction is inherited
    with pytest.raises(NmtError, match=r"--init-from .*parent-True\.pt has an output layer "
                                       r"restricted .* fine-tune without --subword-alpha"):
        finetune_configs(restricted_parent, None, {}, dict(subword_alpha=0.1), None)


def test_fine_tuning_keeps_the_parents_pieces_and_adds_the_new_datas(small_data):
    """``--init-from`` a restricted parent: its pieces, and the new targets', so that no
    reference of the new data is out of reach."""
    from nmt_cli.train.restrict import restrict_output

    data = PreparedData.load(small_data)
    vocab = data.tokenizer.vocab_size
    generator = Transformer(ModelConfig(vocab_size=vocab, n_layers=1, d_model=16, d_ff=32,
                                        n_heads=2, restrict_output=True)).generator
    parents = torch.tensor([vocab - 2, vocab - 1])  # pieces the new data may not use
    generator.restrict_to(parents)
    note = restrict_output(generator, data, widen=True)
    want = sorted(set(data.target_pieces().tolist()) | set(parents.tolist()))
    assert generator.allowed().tolist() == want
    assert f"restricted to the {len(want):,} of {vocab:,} pieces" in note
    restrict_output(generator, data, widen=False)  # a new model: the data's alone
    assert generator.allowed().tolist() == data.target_pieces().tolist()
