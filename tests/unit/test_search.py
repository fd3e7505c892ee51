"""Greedy and beam search against definitions: greedy, exhaustive search, full forward passes."""

from __future__ import annotations

import contextlib
import itertools
import math

import pytest
import torch

from benchmarks.reference.uncached import greedy_search_uncached
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID, ModelConfig
from nmt_cli.decode import search
from nmt_cli.decode.contract import DecodeOptions, length_penalty
from nmt_cli.decode.ensemble import Ensemble
from nmt_cli.decode.search import beam_search, greedy_search, max_lengths
from nmt_cli.model import Transformer
from nmt_cli.model.incremental import KeyValueCache
from nmt_cli.model.kernels import argmax_rows, topk_rows


def greedy(**kw) -> DecodeOptions:
    """Greedy search's options: beam 1, the given output limit."""
    return DecodeOptions(beam=1, **kw)


def random_model(vocab: int = 40, seed: int = 0, **kw) -> Transformer:
    torch.manual_seed(seed)
    cfg = ModelConfig(**{**dict(vocab_size=vocab, n_layers=2, d_model=32, d_ff=64, n_heads=4,
                                dropout=0.0), **kw})
    model = Transformer(cfg).eval()
    # Larger weights make the random model's distributions peaked, so lengths vary
    # and EOS competes with other tokens instead of everything being near-uniform.
    with torch.no_grad():
        model.src_embed.lut.weight.mul_(4.0)
    return model


def random_batch(vocab: int, lengths: list[int], seed: int = 1) -> torch.Tensor:
    """Sources ids + EOS, right-padded, with ids drawn from the real tokens (4..vocab-1)."""
    g = torch.Generator().manual_seed(seed)
    src = torch.full((len(lengths), max(lengths) + 1), PAD_ID, dtype=torch.long)
    for i, n in enumerate(lengths):
        src[i, :n] = torch.randint(4, vocab, (n,), generator=g)
        src[i, n] = EOS_ID
    return src


def full_logprob(model, src_row: torch.Tensor, tokens: list[int]) -> float:
    """log p(tokens + EOS | src) from one teacher-forced pass (no cache)."""
    src = src_row[src_row != PAD_ID][None]
    tgt_in = torch.tensor([[BOS_ID] + tokens])
    target = torch.tensor(tokens + [EOS_ID])
    with torch.inference_mode():
        lp = model.generator(model(src, tgt_in))[0]
    return float(lp.gather(1, target[:, None]).sum())


@pytest.fixture(autouse=True)
def _threads():
    torch.set_num_threads(1)


def test_cached_greedy_equals_uncached_reference():
    model = random_model()
    src = random_batch(40, [3, 9, 1, 6, 12, 4])
    cached = greedy_search(model, src, greedy(max_len_a=1.0, max_len_b=8))
    assert cached == greedy_search_uncached(model, src, greedy(max_len_a=1.0, max_len_b=8))
    lens = [len(h) for h in cached]
    assert len(set(lens)) > 1, "random model gave one length only; test would be weak"


def test_greedy_respects_max_length_and_never_emits_specials():
    model = random_model()
    src = random_batch(40, [2, 7, 5])
    limit = max_lengths(src, 0.5, 2).tolist()
    assert limit == [3, 5, 4]  # floor(0.5 * |x| + 2), |x| without EOS
    for hyp, n in zip(greedy_search(model, src, greedy(max_len_a=0.5, max_len_b=2)), limit):
        assert len(hyp) <= n
        assert not {PAD_ID, BOS_ID, EOS_ID} & set(hyp)


def test_beam_one_equals_greedy_token_for_token():
    model = random_model()
    src = random_batch(40, [5, 1, 8, 3, 10, 2, 7])
    found = greedy_search(model, src, greedy(max_len_b=10))
    beam = beam_search(model, src, DecodeOptions(beam=1, lenpen=0.6, max_len_b=10))
    assert [h[0].tokens for h in beam] == found


def test_batched_beam_equals_one_sentence_at_a_time():
    model = random_model()
    lengths = [6, 2, 9, 4]
    src = random_batch(40, lengths)
    batched = beam_search(model, src, DecodeOptions(beam=4, nbest=2, max_len_b=8))
    for i, n in enumerate(lengths):
        alone = beam_search(model, src[i:i + 1, :n + 1],
                            DecodeOptions(beam=4, nbest=2, max_len_b=8))[0]
        assert [h.tokens for h in alone] == [h.tokens for h in batched[i]]
        for a, b in zip(alone, batched[i]):
            assert a.score == pytest.approx(b.score, abs=1e-5)


@pytest.mark.parametrize("style,alpha", [("gnmt", 0.6), ("plain", 1.0), ("gnmt", 0.0)])
def test_beam_as_large_as_search_space_equals_exhaustive_search(style, alpha):
    vocab, max_out = 7, 3  # real tokens: UNK + 4..6 -> 4 choices per position
    model = random_model(vocab=vocab, seed=3)
    src = random_batch(vocab, [3], seed=5)
    choices = [1] + list(range(4, vocab))
    best, best_seq, all_seqs = -math.inf, None, 0
    for n in range(max_out + 1):
        for seq in itertools.product(choices, repeat=n):
            all_seqs += 1
            s = full_logprob(model, src[0], list(seq)) / length_penalty(n + 1, alpha, style)
            if s > best:
                best, best_seq = s, list(seq)
    hyps = beam_search(model, src, DecodeOptions(beam=all_seqs, lenpen=alpha, lenpen_style=style,
                                                 max_len_a=0.0, max_len_b=max_out))[0]
    assert hyps[0].tokens == best_seq
    assert hyps[0].score == pytest.approx(best, abs=1e-4)


def test_nbest_scores_equal_full_forward_logprob_under_length_penalty():
    model = random_model()
    src = random_batch(40, [4, 8, 2])
    for style in ("gnmt", "plain"):
        results = beam_search(model, src, DecodeOptions(beam=5, nbest=5, lenpen=0.6,
                                                        lenpen_style=style, max_len_b=6))
        for i, hyps in enumerate(results):
            assert len(hyps) == 5
            assert [h.score for h in hyps] == sorted((h.score for h in hyps), reverse=True)
            assert len({tuple(h.tokens) for h in hyps}) == 5
            for h in hyps:
                lp = full_logprob(model, src[i], h.tokens)
                assert h.logprob == pytest.approx(lp, abs=1e-4)
                assert h.score == pytest.approx(lp / length_penalty(len(h.tokens) + 1, 0.6, style),
                                                abs=1e-4)


class EosBiased:
    """A model whose EOS is more likely, so hypotheses finish at many different lengths
    (a ``decoding.StepDecoder`` over another)."""

    def __init__(self, model, bias: float):
        self.model, self.bias = model, bias

    def encode(self, src):
        return self.model.encode(src)

    def start(self, encoded, max_length=None):
        return self.model.start(encoded, max_length)

    def advance(self, state, tokens):
        self.model.advance(state, tokens)

    def score(self, state, rows=slice(None), normalize=True):
        lp = self.model.score(state, rows).clone()
        lp[:, EOS_ID] += self.bias
        return torch.log_softmax(lp, dim=-1)

    def reorder(self, state, rows, sentences=None):
        self.model.reorder(state, rows, sentences)

    def decoding(self):
        return self.model.decoding()


@pytest.mark.parametrize("style,alpha", [("gnmt", 0.6), ("gnmt", 2.0), ("plain", 1.0)])
def test_early_termination_returns_what_searching_to_the_limit_returns(style, alpha):
    torch.manual_seed(7)
    model = EosBiased(Transformer(ModelConfig(vocab_size=40, n_layers=2, d_model=32, d_ff=64,
                                              n_heads=4, dropout=0.0)).eval(), bias=2.0)
    src = random_batch(40, [5, 3, 7, 1, 9, 4, 6, 2], seed=2)
    options = DecodeOptions(beam=4, nbest=2, lenpen=alpha, lenpen_style=style, max_len_b=12)
    early = beam_search(model, src, options)
    full = beam_search(model, src, options, early_stop=False)
    assert [[h.tokens for h in e] for e in early] == [[h.tokens for h in f] for f in full]
    lengths = {len(h.tokens) for hyps in full for h in hyps}
    assert len(lengths) > 3, "all hypotheses of one length: weak test"


def test_ensemble_of_one_is_the_model_and_of_two_differs():
    a, b = random_model(seed=0), random_model(seed=1)
    src = random_batch(40, [4, 6])
    upto8 = DecodeOptions(max_len_b=8)
    assert beam_search(Ensemble([a]), src, upto8)[0][0].tokens == \
        beam_search(a, src, upto8)[0][0].tokens
    assert greedy_search(Ensemble([a, a]), src, greedy(max_len_b=8)) == \
        greedy_search(a, src, greedy(max_len_b=8))
    hyp = beam_search(Ensemble([a, b]), src, DecodeOptions(nbest=1, max_len_b=8))[0][0]
    # Recompute: per step log of the members' mean probability, from full passes.
    src0 = src[0][src[0] != PAD_ID][None]
    tgt_in = torch.tensor([[BOS_ID] + hyp.tokens])
    target = torch.tensor(hyp.tokens + [EOS_ID])[:, None]
    with torch.inference_mode():
        per_member = torch.stack([m.generator(m(src0, tgt_in))[0].gather(1, target)[:, 0]
                                  for m in (a, b)])
    expected = float((torch.logsumexp(per_member, 0) - math.log(2)).sum())
    assert hyp.logprob == pytest.approx(expected, abs=1e-4)
    assert expected != pytest.approx(full_logprob(a, src[0], hyp.tokens), abs=1e-3)


class PrefixState:
    """Decoder state without a key/value cache: the tokens so far, re-run at every step.

    Beam search moves it with ``reorder`` (every row, memory included), while the
    model's own state only has its self-attention caches moved between beams.
    """

    def __init__(self, memory, src_mask):
        self.memory, self.src_mask = memory, src_mask
        self.prefix = torch.empty((memory.size(0), 0), dtype=torch.long)

    def reorder(self, index):
        self.memory = self.memory.index_select(0, index)
        self.src_mask = self.src_mask.index_select(0, index)
        self.prefix = self.prefix.index_select(0, index)


class Uncached:
    """The decoding contract over full decoder passes: no key/value cache at all."""

    def __init__(self, model):
        self.model = model

    def encode(self, src):
        return self.model.encode(src)

    def start(self, encoded, max_length=None):
        return PrefixState(*encoded)

    def advance(self, state, tokens):
        state.prefix = torch.cat([state.prefix, tokens[:, None]], dim=1)
        state.hidden = self.model.decode(state.prefix, state.memory, state.src_mask)[:, -1]

    def score(self, state, rows=slice(None), normalize=True):
        return self.model.generator(state.hidden[rows])

    def reorder(self, state, rows, sentences=None):
        state.reorder(rows)  # every row keeps its own memory: all move by ``rows``

    def decoding(self):
        return contextlib.nullcontext()


@pytest.mark.parametrize("pre_norm,style", [(False, "gnmt"), (True, "plain")])
def test_cached_beam_equals_beam_over_full_decoder_passes(pre_norm, style):
    model = random_model(seed=4, pre_norm=pre_norm)
    src = random_batch(40, [5, 3, 7, 1, 9, 4, 6, 2], seed=2)
    options = DecodeOptions(beam=4, nbest=3, lenpen=0.6, lenpen_style=style, max_len_b=10)
    cached = beam_search(EosBiased(model, bias=2.0), src, options)
    uncached = beam_search(EosBiased(Uncached(model), bias=2.0), src, options)
    assert [[h.tokens for h in hs] for hs in cached] == [[h.tokens for h in hs] for hs in uncached]
    for hs, refs in zip(cached, uncached):
        for h, r in zip(hs, refs):
            assert h.score == pytest.approx(r.score, abs=1e-5)
            assert h.logprob == pytest.approx(r.logprob, abs=1e-5)
    lengths = {len(h.tokens) for hs in cached for h in hs}
    assert len(lengths) > 3, "all hypotheses of one length: weak test"


@pytest.mark.parametrize("rows", [1, 4, 6])
def test_beam_scoring_in_blocks_of_rows_equals_scoring_all_rows_at_once(monkeypatch, rows):
    """Beam search runs the Generator over SCORE_ROWS hypotheses at a time (to bound
    memory); blocks of one sentence, of a sentence and a half, must change nothing.
    The reference scores every row at once (an ensemble of one takes that path)."""
    model = random_model(seed=6)
    src = random_batch(40, [5, 3, 7, 1, 9, 4, 6, 2, 8], seed=3)
    options = DecodeOptions(beam=4, nbest=2, max_len_b=9)
    whole = beam_search(Ensemble([model]), src, options)
    monkeypatch.setattr(search, "SCORE_ROWS", rows)
    blocks = beam_search(model, src, options)
    assert [[h.tokens for h in hs] for hs in blocks] == [[h.tokens for h in hs] for hs in whole]
    for hs, refs in zip(blocks, whole):
        for h, r in zip(hs, refs):
            assert h.score == pytest.approx(r.score, abs=1e-5)
    assert len({len(h.tokens) for hs in blocks for h in hs}) > 2, "one length only: weak test"


def cache_sizes_during(run) -> list[tuple[int, int]]:
    """(capacity, positions held) of every decoder cache after each append during run()."""
    seen = []
    real_append = KeyValueCache.append

    def append(cache, k, v):
        out = real_append(cache, k, v)
        seen.append((cache.k.size(2), cache.length))
        return out

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(KeyValueCache, "append", append)
        run()
    return seen


def test_decoder_caches_never_grow_past_the_longest_output():
    """Doubling stops at the positions the search will feed: a batch of long outputs
    held nearly twice the keys it needed."""
    model = random_model()
    src = random_batch(40, [20, 3], seed=2)
    limit = int(max_lengths(src, 1.0, 17).max())
    seen = cache_sizes_during(
        lambda: beam_search(EosBiased(model, bias=-50.0), src, DecodeOptions(beam=2, max_len_b=17)))
    assert max(length for _, length in seen) == limit + 1  # ran to the limit
    assert max(capacity for capacity, _ in seen) == limit + 1
    cache = KeyValueCache()  # no limit given: doubles as before
    for _ in range(limit + 1):
        cache.append(torch.zeros(1, 1, 1, 2), torch.zeros(1, 1, 1, 2))
    assert cache.k.size(2) > limit + 1


@pytest.mark.parametrize("beam", [1, 4])
def test_decoder_caches_hold_outputs_as_long_as_their_sources_without_growing(beam):
    """The caches start with room for the longest source (+ BOS): outputs about as long
    as their sources, the common case, never copy the cache into a larger buffer (each
    doubling left a hole in the heap; translate's peak RSS grew with its input)."""
    model = random_model()
    src = random_batch(40, [30, 21, 9], seed=3)
    biased = EosBiased(model, bias=-50.0)
    sizes = cache_sizes_during(
        lambda: search.greedy_search(biased, src, greedy(max_len_a=1.0, max_len_b=0)) if beam == 1
        else beam_search(biased, src, DecodeOptions(beam=beam, max_len_a=1.0, max_len_b=0)))
    # Ran to the limit: BOS + 30 tokens fed (greedy skips the last step, which can only
    # give EOS).
    assert max(length for _, length in sizes) == (30 if beam == 1 else 31)
    assert {capacity for capacity, _ in sizes} == {31}


@pytest.mark.parametrize("width", [64, 65, 300, 8000, 8003])
def test_block_argmax_and_topk_equal_torchs(width):
    """The block-wise argmax / top-k that search uses on the CPU return what torch's do:
    the first maximum on ties, -inf rows and padding past a partial last block included."""
    g = torch.Generator().manual_seed(width)
    x = torch.randn(9, width, generator=g)
    x[1] = -math.inf  # a row with nothing allowed
    x[2, :] = -math.inf
    x[2, width - 1] = 0.0  # the only candidate sits in the (partial) last block
    x[3, [5, width // 2, width - 2]] = 50.0  # a three-way tie for the maximum
    x[4] = x[4].round()  # many ties everywhere
    x[5, ::3] = -math.inf
    assert torch.equal(argmax_rows(x), x.argmax(-1))
    for k in (1, 4, 12):
        if k > width:
            continue
        values, indices = topk_rows(x, k)
        ref_values, _ = x.topk(k, dim=1)
        assert torch.equal(values, ref_values)
        assert torch.equal(x.gather(1, indices), values)  # indices point at those values
        finite = torch.isfinite(values)
        # distinct positions for the finite winners of each row
        for row, ok in zip(indices, finite):
            assert len(set(row[ok].tolist())) == int(ok.sum())


def test_cached_greedy_equals_uncached_reference_with_a_vocabulary_of_blocks():
    """With a vocabulary of several 64-wide blocks, greedy search ranks through
    ``argmax_rows`` while the uncached reference keeps torch's argmax: same outputs."""
    model = random_model(vocab=700, seed=4)
    src = random_batch(700, [5, 9, 3, 7], seed=2)
    assert greedy_search(model, src) == greedy_search_uncached(model, src)
    hyps = beam_search(model, src, DecodeOptions(beam=4, nbest=4), early_stop=False)
    for row, sentence in zip(src, hyps):
        for h in sentence:  # scores are the model's own: block search picked real entries
            assert h.logprob == pytest.approx(full_logprob(model, row, h.tokens), abs=1e-4)
