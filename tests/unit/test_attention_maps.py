"""Looking inside a translation, in this process: recorded attention against a
hand-written forward pass, padded batches, word alignments from subword weights, and
forced decoding's scores (`nmt translate --alignment` / `--force-target` and `nmt attention`
as commands: tests/e2e/test_alignment_and_attention_commands.py)."""

from __future__ import annotations

import math

import pytest
import torch

from conftest import best_hypothesis, tiny_corpus
from nmt_cli import device
from nmt_cli.config import EOS_ID
from nmt_cli.decode.attention_maps import (align_pieces, attention_maps, attention_maps_batch,
                                           cross_attention_batch, pharaoh, pieces, word_ids)
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.torch_backend import SearchTranslator
from nmt_cli.decode.search import beam_search
from nmt_cli.model import kernels


def reference_attention(model, src: list[int], tgt: list[int]) -> dict[str, list[torch.Tensor]]:
    """Figure 1 by hand from the layers' weights (post-norm, no dropout): every
    softmax(Q K^T / sqrt(d_k)) of one pair, [h, rows, columns] per layer."""
    cfg = model.cfg
    assert not cfg.pre_norm
    d, h = cfg.d_model, cfg.n_heads
    d_k = d // h

    def split(x):  # [L, d] -> [h, L, d_k]
        return x.view(x.size(0), h, d_k).transpose(0, 1)

    def mha(att, xq, xkv, causal):
        w, b = att.in_proj.weight, att.in_proj.bias
        q, k, v = (split(x @ w[i * d:(i + 1) * d].T + b[i * d:(i + 1) * d])
                   for i, x in ((0, xq), (1, xkv), (2, xkv)))
        scores = q @ k.transpose(1, 2) / math.sqrt(d_k)
        if causal:
            n = scores.size(-1)
            scores = scores.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), -math.inf)
        p = scores.softmax(-1)
        out = (p @ v).transpose(0, 1).reshape(-1, d) @ att.out_proj.weight.T + att.out_proj.bias
        return out, p

    src_t, tgt_t = torch.tensor(src + [EOS_ID]), torch.tensor([2] + tgt)  # BOS = 2
    found = {"encoder": [], "decoder": [], "cross": []}
    with torch.no_grad():
        x = model.src_embed.lut.weight[src_t] * math.sqrt(d) + model.src_pos.pe[:len(src_t)]
        for layer in model.encoder.layers:
            a, p = mha(layer.self_attn, x, x, False)
            found["encoder"].append(p)
            x = layer.sublayer[0].norm(x + a)
            x = layer.sublayer[1].norm(x + layer.feed_forward(x))
        memory = x
        y = model.tgt_embed.lut.weight[tgt_t] * math.sqrt(d) + model.tgt_pos.pe[:len(tgt_t)]
        for layer in model.decoder.layers:
            a, p = mha(layer.self_attn, y, y, True)
            found["decoder"].append(p)
            y = layer.sublayer[0].norm(y + a)
            a, p = mha(layer.src_attn, y, memory, False)
            found["cross"].append(p)
            y = layer.sublayer[1].norm(y + a)
            y = layer.sublayer[2].norm(y + layer.feed_forward(y))
    return found


@pytest.mark.parametrize("gpu_paths", [False, True])
def test_recorded_attention_is_the_full_forward_pass_of_the_best_hypothesis(
        loaded, monkeypatch, gpu_paths):
    """Also where the model would take PyTorch's fused SDPA (the GPU's branch): recording
    takes the explicit softmax there too."""
    monkeypatch.setattr(device, "GPU_PATHS", gpu_paths)
    model, tok = loaded
    src = tok.encode("the big dog runs under the green tree")
    tgt = best_hypothesis(model, src)
    assert tgt, "the search found an empty hypothesis: nothing to compare"
    maps = attention_maps(model, src, tgt)
    n, h = model.cfg.n_layers, model.cfg.n_heads
    s, t = len(src) + 1, len(tgt) + 1
    assert maps.encoder.shape == (n, h, s, s)
    assert maps.decoder.shape == (n, h, t, t)
    assert maps.cross.shape == (n, h, t, s)
    ref = reference_attention(model, src, tgt)
    for kind in ("encoder", "decoder", "cross"):
        got = getattr(maps, kind)
        assert got.dtype == torch.float32
        assert torch.allclose(got.sum(-1), torch.ones(n, h, got.size(2)), atol=1e-5)
        for layer in range(n):
            assert (got[layer] - ref[kind][layer]).abs().max() < 1e-5, (kind, layer)
    assert bool((maps.decoder.triu(1) == 0).all())  # no position sees its future
    assert not kernels.attention_recorded()


def test_a_padded_batch_gives_each_pair_its_own_maps(loaded):
    model, tok = loaded
    sources = [tok.encode(x) for x in ("the cat", "a small bird sings near the old road", "dog")]
    targets = [tok.encode(x) for x in ("a red tree walks far", "", "the city sees the river")]
    batch = attention_maps_batch(model, sources, targets)
    for src, tgt, maps in zip(sources, targets, batch):
        alone = attention_maps(model, src, tgt)
        for kind in ("encoder", "decoder", "cross"):
            assert getattr(maps, kind).shape == getattr(alone, kind).shape
            assert (getattr(maps, kind) - getattr(alone, kind)).abs().max() < 1e-5
        one_layer = cross_attention_batch(model, [src], [tgt], layer=-1)[0]
        assert torch.allclose(one_layer, alone.cross[-1], atol=1e-6)


def test_alignment_after_a_search_reuses_its_encoder_output(loaded, monkeypatch):
    """With keep_encoded the alignment pass takes the search's encoder output: the weights
    are those of a pass that encodes again, for every hypothesis of the n-best lists."""
    model, tok = loaded
    sources = [tok.encode(x) for x in ("the cat sleeps", "a big dog runs under the tree")]
    keeping = SearchTranslator([model], torch.device("cpu"), keep_encoded=True)
    with keeping.decoding():
        found = keeping.translate_batch(sources, DecodeOptions(beam=4, nbest=2, max_len_b=8))
    rows = [r for r, hyps in enumerate(found) for _ in hyps]
    targets = [h.tokens for hyps in found for h in hyps]
    assert keeping.encoded_sources == sources and keeping.remembering.encoded is not None
    calls = []
    monkeypatch.setattr(model, "encode", lambda src: calls.append(src) or type(model).encode(
        model, src))
    reused = keeping.cross_attention(sources, targets, None, rows)
    assert calls == []  # the search's encoder output, not a second encoder pass
    monkeypatch.undo()
    fresh = SearchTranslator([model], torch.device("cpu")).cross_attention(
        [sources[r] for r in rows], targets)
    for a, b, r, tgt in zip(reused, fresh, rows, targets):
        assert a.shape == b.shape == (len(tgt) + 1, len(sources[r]) + 1)
        assert (a - b).abs().max() < 1e-5


def test_recording_leaves_decoding_as_it_was(loaded):
    """The scope closes even when the pass inside it fails, and search after recording
    finds what it found before."""
    model, tok = loaded
    src = torch.tensor([tok.encode("the old cat eats slowly") + [EOS_ID]])
    before = beam_search(model, src, DecodeOptions(beam=4, nbest=2, max_len_b=8))
    calls = []
    with pytest.raises(RuntimeError):
        with kernels.recording_attention(lambda source, w: calls.append(source)):
            raise RuntimeError("a failing pass")
    assert not kernels.attention_recorded()
    attention_maps(model, src[0, :-1].tolist(), before[0][0].tokens)
    after = beam_search(model, src, DecodeOptions(beam=4, nbest=2, max_len_b=8))
    assert [(h.tokens, h.score) for h in after[0]] == [(h.tokens, h.score) for h in before[0]]


def test_word_ids_count_the_words_of_the_detokenised_text(loaded):
    _, tok = loaded
    lines = tiny_corpus(60, seed=3) + ["the cat ☃sleeps", "☃ the  dog", "bird, sings! ok",
                                       "x ☃☃ y", "cat☃dog", "  the   tree  "]
    for line in lines:
        ids = tok.encode(line)
        words = word_ids(pieces(tok, ids))
        assert len(words) == len(ids)
        assert words == sorted(words)
        assert (words[-1] + 1 if words else 0) == len(tok.decode(ids).split()), line


def test_subword_weights_are_merged_into_words_and_eos_is_no_word():
    src = ["▁Hel", "lo", "▁world"]  # words: Hello world
    tgt = ["▁Hola", "▁mun", "do"]  # words: Hola mundo
    w = torch.zeros(4, 4)  # [T = 3 + EOS, S = 3 + EOS]
    w[0] = torch.tensor([0.1, 0.15, 0.2, 0.55])  # Hel + lo = 0.25 beat world's 0.2; EOS ignored
    w[1] = torch.tensor([0.3, 0.0, 0.2, 0.5])
    w[2] = torch.tensor([0.0, 0.0, 0.6, 0.4])  # "mundo": mean of its pieces' rows -> world
    assert align_pieces(w, src, tgt) == [(0, 0), (1, 1)]
    assert pharaoh(align_pieces(w, src, tgt)) == "0-0 1-1"
    heads = torch.stack([w, w])  # [h, T, S]: heads are averaged
    assert align_pieces(heads, src, tgt) == [(0, 0), (1, 1)]
    assert align_pieces(w, src, tgt, shift=True)[0] == (0, 0)  # row 1 for the first word
    assert align_pieces(w[:1, :1], [], []) == [] and pharaoh([]) == ""


def test_forced_decoding_returns_beam_search_scores(loaded):
    """The n-best of beam search, handed back as targets, get their beam scores back."""
    model, tok = loaded
    search = SearchTranslator([model], torch.device("cpu"))
    sources = [tok.encode(x) for x in ("the cat sleeps", "a big dog runs under the tree", "red")]
    with search.decoding():
        for style in ("gnmt", "plain"):
            options = DecodeOptions(beam=4, nbest=3, lenpen=0.6, lenpen_style=style,
                                    max_len_b=8)
            found = search.translate_batch(sources, options)
            for k in range(3):
                targets = [hyps[k].tokens for hyps in found]
                forced = search.force_batch(sources, targets, options)
                for hyps, f in zip(found, forced):
                    assert f.tokens == hyps[k].tokens
                    assert f.score == pytest.approx(hyps[k].score, abs=1e-5)
                    assert f.logprob == pytest.approx(hyps[k].logprob, abs=1e-5)


