"""The CTranslate2 converter (``export.ctranslate2``) and backend (``decode.ct2_backend``)
against our PyTorch model, in this process (``nmt export`` and the default engine as
commands: tests/e2e/test_export_command.py).

The exported ``model.bin``, read back byte by byte, holds each checkpoint weight under
its CTranslate2 name, with the same shape and values. Logit equality on random weights
(with every bias and LayerNorm perturbed, so a mis-mapped one shows) checks the
converter box by box for post-norm, pre-norm, tied and untied models. A tiny model
trained for a few hundred steps on the Bible sample then checks decoding: greedy token
for token, beam 4 on >= 95%.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from nmt_cli.config import BOS_ID, EOS_ID, ModelConfig
from nmt_cli.data.tokenizer import Tokenizer
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer

ct2 = pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")

from nmt_cli.decode.contract import DecodeOptions  # noqa: E402
from nmt_cli.decode.ct2_backend import Ct2Translator  # noqa: E402
from nmt_cli.decode.search import beam_search, greedy_search  # noqa: E402
from nmt_cli.export.ctranslate2 import export_ctranslate2  # noqa: E402

from conftest import (exported_weights, pad, read_model_bin, sample_lines,  # noqa: E402
                      save_model)


def ct2_layout(state: dict[str, torch.Tensor], d: int) -> dict[str, np.ndarray]:
    """Each checkpoint weight under the CTranslate2 name it must have (export.py's table),
    the cross-attention's stacked Q;K;V projection split into Q and the fused K;V."""
    gamma_beta = {"weight": "gamma", "bias": "beta"}
    sublayers = {"encoder": ("self_attention", "ffn"),
                 "decoder": ("self_attention", "attention", "ffn")}
    fixed = {"src_embed.lut.weight": "encoder/embeddings_0/weight",
             "tgt_embed.lut.weight": "decoder/embeddings/weight",
             "generator.proj.weight": "decoder/projection/weight"}
    out = {}
    for key, tensor in state.items():
        x = tensor.detach().float().numpy()
        part = key.split(".")
        if key in fixed:
            out[fixed[key]] = x
        elif part[1] == "norm":  # encoder.norm / decoder.norm: pre-norm's final LayerNorm
            out[f"{part[0]}/layer_norm/{gamma_beta[part[2]]}"] = x
        elif part[3] == "sublayer":  # {stack}.layers.{i}.sublayer.{j}.norm.{weight,bias}
            box = sublayers[part[0]][int(part[4])]
            out[f"{part[0]}/layer_{part[2]}/{box}/layer_norm/{gamma_beta[part[6]]}"] = x
        elif part[3] == "feed_forward":  # w_1, w_2
            out[f"{part[0]}/layer_{part[2]}/ffn/linear_{int(part[4][-1]) - 1}/{part[5]}"] = x
        elif part[3] == "self_attn":
            linear = {"in_proj": 0, "out_proj": 1}[part[4]]
            out[f"{part[0]}/layer_{part[2]}/self_attention/linear_{linear}/{part[5]}"] = x
        elif part[3] == "src_attn":
            scope = f"{part[0]}/layer_{part[2]}/attention"
            if part[4] == "in_proj":
                out[f"{scope}/linear_0/{part[5]}"] = x[:d]  # Q
                out[f"{scope}/linear_1/{part[5]}"] = x[d:]  # K;V fused
            else:
                out[f"{scope}/linear_2/{part[5]}"] = x
        else:
            raise AssertionError(f"no CTranslate2 name for checkpoint weight {key}")
    return out


@pytest.fixture(scope="module")
def ct2_dir(trained, tmp_path_factory) -> Path:
    """float32 export of ``trained``, made in this process (the command's own export:
    tests/e2e/test_export_command.py)."""
    return export_ctranslate2(trained[0], tmp_path_factory.mktemp("export") / "model_ct2")


def test_export_refuses_a_directory_that_is_not_an_export(trained, tmp_path):
    """Even with force: a directory of somebody else's files is left as it is."""
    foreign = tmp_path / "notes"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("mine")
    with pytest.raises(NmtError, match="not an nmt export"):
        export_ctranslate2(trained[0], foreign, force=True)
    assert (foreign / "keep.txt").read_text() == "mine"


@pytest.mark.parametrize("pre_norm,shared", [(False, True), (True, True), (False, False),
                                             (True, False)])
def test_logits_match_pytorch_at_every_position(tmp_path, bible_spm, pre_norm, shared):
    torch.manual_seed(1)
    tok = Tokenizer(bible_spm)
    cfg = ModelConfig(vocab_size=tok.vocab_size, n_layers=2, d_model=32, d_ff=64, n_heads=4,
                      dropout=0.0, pre_norm=pre_norm, share_embeddings=shared)
    model = Transformer(cfg).eval()
    with torch.no_grad():  # zero biases and unit LayerNorms would hide a mis-mapped one
        for p in model.parameters():
            if p.dim() == 1:
                p.add_(torch.randn_like(p) * 0.2)
    out = export_ctranslate2(save_model(tmp_path / "m.pt", model, bible_spm), tmp_path / "ct2")
    translator = ct2.Translator(str(out), device="cpu", intra_threads=1)
    sources = [tok.encode(x)[:n] for x, n in zip(sample_lines("valid.en"), (3, 17, 30, 9))]
    results = translator.translate_batch(
        [[tok.sp.id_to_piece(i) for i in s] for s in sources], beam_size=1,
        max_decoding_length=12, min_decoding_length=0, return_logits_vocab=True)
    for src, res in zip(sources, results):
        hyp = [tok.sp.piece_to_id(p) for p in res.hypotheses[0]]
        with torch.no_grad():
            ours = model.generator.logits(model(torch.tensor([src + [EOS_ID]]),
                                                torch.tensor([[BOS_ID] + hyp])))[0]
        theirs = np.stack([np.asarray(x) for x in res.logits[0]])  # [steps, V]
        assert len(theirs) in (len(hyp), len(hyp) + 1)  # + the step that produced EOS
        np.testing.assert_allclose(theirs, ours[:len(theirs)].numpy(), atol=1e-4, rtol=1e-4)


def test_greedy_equals_pytorch_token_for_token_on_50_sentences(trained, ct2_dir):
    _, model, sources = trained
    ours = greedy_search(model, pad([s + [EOS_ID] for s in sources[:50]]))
    theirs = Ct2Translator(ct2_dir, device="cpu").translate_batch(sources[:50],
                                                                  DecodeOptions(beam=1))
    assert [h[0].tokens for h in theirs] == ours
    assert len({len(x) for x in ours}) > 5  # outputs of many lengths, ended by EOS


@pytest.mark.parametrize("style", ["plain", "gnmt"])
def test_beam4_agrees_with_pytorch_on_95_percent(trained, ct2_dir, style):
    _, model, sources = trained
    options = DecodeOptions(beam=4, lenpen=0.6, lenpen_style=style)
    ours = beam_search(model, pad([s + [EOS_ID] for s in sources]), options)
    theirs = Ct2Translator(ct2_dir, device="cpu").translate_batch(sources, options)
    assert all(len(h) == 1 for h in theirs)
    same = [a[0].tokens == b[0].tokens for a, b in zip(ours, theirs)]
    differ = [(i, round(a[0].score, 4), round(b[0].score, 4))
              for i, (a, b, s) in enumerate(zip(ours, theirs, same)) if not s]
    # Where the outputs agree, so do the length-normalised scores (fp32 sums of
    # ~30 terms in two libraries; a wrong penalty formula would be off by > 0.1).
    gaps = [abs(a[0].score - b[0].score) for a, b, s in zip(ours, theirs, same) if s]
    print(f"{style}: {sum(same)}/{len(same)} agree, score gap <= {max(gaps, default=0):.1e}; "
          f"(line, ours, ct2 score) differ: {differ}")
    assert sum(same) >= 0.95 * len(same), differ
    assert max(gaps) < 5e-3, max(gaps)


@pytest.mark.parametrize("pre_norm,shared", [(False, True), (True, False)])
def test_model_bin_holds_every_checkpoint_weight_by_name(tmp_path, bible_spm, pre_norm, shared):
    """model.bin read back: each checkpoint weight under its CTranslate2 name with the same
    shape and values, and nothing else but the sinusoid tables."""
    torch.manual_seed(2)
    cfg = ModelConfig(vocab_size=Tokenizer(bible_spm).vocab_size, n_layers=2, d_model=32,
                      d_ff=64, n_heads=4, dropout=0.0, pre_norm=pre_norm, share_embeddings=shared)
    model = Transformer(cfg).eval()
    with torch.no_grad():  # distinct values everywhere: no two weights alias in model.bin
        for p in model.parameters():
            p.add_(torch.randn_like(p) * 0.2)
    ckpt = save_model(tmp_path / "m.pt", model, bible_spm)
    out = export_ctranslate2(ckpt, tmp_path / "ct2", max_positions=40)
    weights, aliases = exported_weights(out)
    expected = ct2_layout(torch.load(ckpt, weights_only=False)["model"], cfg.d_model)
    assert sorted(weights) == sorted(expected)
    for name, x in expected.items():
        assert weights[name].shape == x.shape, name
        np.testing.assert_array_equal(weights[name], x, err_msg=name)
    variables, _ = read_model_bin(out / "model.bin")
    assert variables["decoder/position_encodings/encodings"].shape == (40, 32)
    # tied embeddings are one array in model.bin as in the model; untied ones are three
    embeddings = ("encoder/embeddings_0/weight", "decoder/embeddings/weight",
                  "decoder/projection/weight")
    assert len({aliases.get(n, n) for n in embeddings}) == (1 if shared else 3)


def test_nbest_is_sorted_and_scored_like_ours(trained, ct2_dir):
    _, model, sources = trained
    theirs = Ct2Translator(ct2_dir, device="cpu").translate_batch(
        sources[:10], DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=3))
    ours = beam_search(model, pad([s + [EOS_ID] for s in sources[:10]]),
                       DecodeOptions(beam=4, nbest=3))
    for hs, refs in zip(theirs, ours):
        assert len(hs) == 3 and [h.score for h in hs] == sorted((h.score for h in hs), reverse=True)
        for h in hs:  # any hypothesis both found carries the same GNMT-normalised score
            match = [r.score for r in refs if r.tokens == h.tokens]
            assert not match or abs(match[0] - h.score) < 5e-3


@pytest.mark.parametrize("nbest", [2, 1])
def test_beam_limits_are_per_sentence_and_scores_are_those_of_the_tokens(trained, ct2_dir,
                                                                         nbest):
    """Tight limits (0.3 |x| + 1) that differ within a batch and cut most hypotheses.
    An n-best list is searched again with each sentence's own limit, so a batch gives what
    each sentence alone gives; the single best takes the cut hypotheses instead (the
    stated difference), but limits and scores hold alike."""
    _, model, sources = trained
    sources = sources[:24]
    translator = Ct2Translator(ct2_dir, device="cpu")
    options = DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=nbest,
                            max_len_a=0.3, max_len_b=1)
    batched = translator.translate_batch(sources, options)
    if nbest > 1:
        alone = [translator.translate_batch([s], options)[0] for s in sources]
        assert [[h.tokens for h in hs] for hs in batched] == [[h.tokens for h in hs]
                                                              for hs in alone]
    limits = [int(0.3 * len(s) + 1) for s in sources]
    at_limit = 0
    for src, hs, limit in zip(sources, batched, limits):
        for h in hs:
            assert len(h.tokens) <= limit
            at_limit += len(h.tokens) == limit
            # the score is that of these tokens + EOS under our model, cut or not
            with torch.no_grad():
                lp = model.generator(model(torch.tensor([src + [EOS_ID]]),
                                           torch.tensor([[BOS_ID] + h.tokens])))[0]
            logprob = float(lp.gather(1, torch.tensor(h.tokens + [EOS_ID])[:, None]).sum())
            expected = logprob / ((5 + len(h.tokens) + 1) / 6) ** 0.6
            assert abs(h.score - expected) < 5e-3, (h.tokens, h.score, expected)
    assert at_limit > len(sources) // 2, "few hypotheses reach their limit: weak test"
    assert len(set(limits)) > 3


def test_cut_hypotheses_rescored_in_small_batches_keep_their_scores(trained, ct2_dir,
                                                                    monkeypatch):
    """Re-scoring goes in token-bounded batches (its [tokens x vocabulary] array peaked at
    1.3 GiB for 400 cut hypotheses in one batch): many small batches give the scores of one."""
    from nmt_cli.decode import ct2_backend

    _, _, sources = trained
    sources = sources[:24]
    translator = Ct2Translator(ct2_dir, device="cpu")
    options = DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=4,
                            max_len_a=0.3, max_len_b=1)
    one_batch = translator.translate_batch(sources, options)
    calls = []

    class Recorded:  # CTranslate2's translator, its score_batch calls' batch sizes recorded
        def __init__(self, inner):
            self.inner = inner

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def score_batch(self, *args, **kw):
            calls.append(kw.get("max_batch_size"))
            return self.inner.score_batch(*args, **kw)

    monkeypatch.setattr(translator, "translator", Recorded(translator.translator))
    monkeypatch.setattr(ct2_backend, "SCORE_LOGITS", 1)
    monkeypatch.setattr(ct2_backend, "SCORE_MIN_TOKENS", 16)
    small = translator.translate_batch(sources, options)
    assert calls and set(calls) == {16}
    assert [[h.tokens for h in hs] for hs in small] == [[h.tokens for h in hs]
                                                        for hs in one_batch]
    for hs, ref in zip(small, one_batch):
        for h, r in zip(hs, ref):
            assert abs(h.score - r.score) < 1e-5 and abs(h.logprob - r.logprob) < 1e-4


def test_sources_beyond_the_exported_positions_are_cut_with_one_warning(trained, tmp_path,
                                                                        capsys):
    short = export_ctranslate2(trained[0], tmp_path / "short", max_positions=17)
    translator = Ct2Translator(short, device="cpu")
    long_ = [s for s in trained[2] if len(s) > 20][:3]
    assert len(long_) == 3
    for _ in range(2):
        hyps = translator.translate_batch(long_, DecodeOptions(beam=2, max_len_a=1.0,
                                                               max_len_b=5))
        assert all(len(h[0].tokens) <= 16 for h in hyps)
    err = capsys.readouterr().err
    assert err.count("warning") == 1 and "16" in err, err

