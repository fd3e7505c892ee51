"""Sampling (decode/sampling.py): draws follow the model's restricted distribution, the
scores are the model's own, a seed repeats a run, and options that cannot sample are refused."""

from __future__ import annotations

import math

import pytest
import torch

from nmt_cli.config import EOS_ID
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.forced import score_targets
from nmt_cli.decode.sampling import Sampler, restricted
from nmt_cli.decode.search import greedy_search
from nmt_cli.errors import NmtError

# tokens 4..9 at the first step, then EOS: a one-token "translation" per sentence
FIRST = torch.tensor([0.0, 0.0, 0.0, 0.02, 0.40, 0.25, 0.15, 0.10, 0.05, 0.03])


class OneStep:
    """A ``contract.StepDecoder`` with a fixed distribution: FIRST at the first position,
    EOS for sure after it. The model is not what is tested here; the draws are."""

    def encode(self, src):
        return src.size(0)

    def start(self, encoded, max_length=None):
        return {"t": 0, "rows": encoded}

    def advance(self, state, tokens):
        state["t"] += 1
        state["rows"] = tokens.numel()

    def score(self, state, rows=slice(None), normalize=True):
        n = len(range(state["rows"])[rows])
        if state["t"] == 1:
            return FIRST.log().expand(n, -1).clone()
        lp = torch.full((n, FIRST.numel()), -math.inf)
        lp[:, EOS_ID] = 0.0
        return lp

    def reorder(self, state, rows, sentences=None):
        state["rows"] = rows.numel()

    def decoding(self):
        import contextlib
        return contextlib.nullcontext()


def draw_first_tokens(n: int, **sampling) -> torch.Tensor:
    src = torch.full((n, 3), 5)
    src[:, -1] = EOS_ID
    options = DecodeOptions(beam=1, max_len_b=4, **sampling).check()
    hyps = Sampler(0, "cpu").sample(OneStep(), src, options)
    assert all(len(h[0].tokens) <= 1 for h in hyps)  # then EOS, as the model says
    return torch.tensor([(h[0].tokens or [EOS_ID])[0] for h in hyps])  # EOS first: empty


@pytest.mark.parametrize("sampling", [dict(sampling_topk=0), dict(sampling_topk=3),
                                      dict(sampling_topp=0.7),
                                      dict(sampling_topk=0, sampling_temperature=2.0)])
def test_the_draws_follow_the_restricted_distribution(sampling):
    n = 20_000
    got = torch.bincount(draw_first_tokens(n, **sampling), minlength=FIRST.numel()) / n
    o = DecodeOptions(beam=1, **sampling)
    want = restricted(FIRST.log()[None], o.sampling_topk, o.sampling_topp,
                      o.sampling_temperature)[0]
    sigma = (want * (1 - want) / n).sqrt()
    assert torch.all((got - want).abs() <= 5 * sigma + 1e-9), (got, want)
    assert torch.all(got[want == 0] == 0)  # nothing outside the restriction is ever drawn


def test_restriction_and_temperature_as_defined():
    lp = FIRST.log()[None]
    assert torch.count_nonzero(restricted(lp, 3, 1.0, 1.0)) == 3
    # top-p 0.7: 0.40 + 0.25 = 0.65 < 0.7, so the third token (0.15) is kept, no fourth
    kept = restricted(lp, 0, 0.7, 1.0)[0]
    assert kept.nonzero().squeeze(1).tolist() == [4, 5, 6]
    assert kept.sum().item() == pytest.approx(1.0)
    hot = restricted(lp, 0, 1.0, 2.0)[0]
    assert hot[4] / hot[5] == pytest.approx(math.sqrt(0.40 / 0.25))  # p^(1/T), renormalised
    assert torch.all(restricted(lp, 0, 1e-9, 1.0)[0].nonzero().squeeze(1) == 4)


def test_a_seed_repeats_a_run_and_another_seed_draws_otherwise(loaded):
    model, tok = loaded
    src = torch.tensor([tok.encode(f"the cat number {i} sleeps") + [EOS_ID] for i in range(8)])
    options = DecodeOptions(beam=1, sampling_topk=0, max_len_b=12).check()

    def tokens(seed):
        return [h[0].tokens for h in Sampler(seed, "cpu").sample(model, src, options)]

    assert tokens(5) == tokens(5)
    assert tokens(5) != tokens(6)


def test_a_samples_score_is_the_models_own_as_forced_decoding_scores_it(loaded):
    model, tok = loaded
    src = torch.tensor([tok.encode(f"a dog runs {i}") + [EOS_ID] for i in range(6)])
    options = DecodeOptions(beam=1, sampling_topk=0, sampling_temperature=1.5, max_len_b=6)
    sampled = [h[0] for h in Sampler(3, "cpu").sample(model, src, options)]
    forced = score_targets(model, src, [h.tokens for h in sampled], options)
    for s, f in zip(sampled, forced):
        assert s.logprob == pytest.approx(f.logprob, abs=1e-4)
        assert s.score == pytest.approx(f.score, abs=1e-4)


def test_the_top_token_alone_is_greedy_search(loaded):
    model, tok = loaded
    src = torch.tensor([tok.encode(f"the green tree {i}") + [EOS_ID] for i in range(8)])
    near_greedy = DecodeOptions(beam=1, sampling_topp=1e-9, max_len_b=10).check()
    sampled = [h[0].tokens for h in Sampler(0, "cpu").sample(model, src, near_greedy)]
    assert sampled == greedy_search(model, src, DecodeOptions(beam=1, max_len_b=10))


@pytest.mark.parametrize("options, message", [
    (dict(sampling_topk=5, beam=4), "--beam 1"),
    (dict(sampling_topk=5, beam=1, nbest=1, sampling_temperature=0.0), "must be positive"),
    (dict(sampling_topk=-1, beam=1), "0 (every token) or more"),
    (dict(sampling_topp=1.5, beam=1), "in (0, 1]"),
    (dict(sampling_temperature=0.7, beam=1), "shapes sampling"),
])
def test_options_that_cannot_sample_are_refused_in_one_line(options, message):
    with pytest.raises(NmtError, match=message.replace("(", r"\(").replace(")", r"\)")
                       .replace("[", r"\[").replace("]", r"\]")):
        DecodeOptions(**options).check()
