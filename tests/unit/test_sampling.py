"""Sampling (decode/sampling.py): draws follow the model's restricted distribution, the
scores are the model's own, a seed repeats a run, and options that cannot sample are refused,
as are the values of any option (``DecodeOptions.check``) that no engine can decode with."""

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
    (dict(sampling_topp=1.5, beam=1), "in [1e-30, 1]"),
    (dict(sampling_temperature=0.7, beam=1), "shapes sampling"),
])
def test_options_that_cannot_sample_are_refused_in_one_line(options, message):
    with pytest.raises(NmtError, match=message.replace("(", r"\(").replace(")", r"\)")
                       .replace("[", r"\[").replace("]", r"\]")):
        DecodeOptions(**options).check()


@pytest.mark.parametrize("options, message", [
    # past the float32 the torch search compares penalties in, or a double's range
    (dict(lenpen=1000.0), "--lenpen must be at most 5 (got 1000.0)"),
    (dict(lenpen=math.inf), "--lenpen must be at most 5 (got inf)"),
    (dict(lenpen_style="plain", lenpen=5.01), "--lenpen must be at most 5"),
    # an output limit that is no int: inf, or a 1e300 the torch search made negative
    (dict(max_len_a=math.inf), "--max-len-a must be at most 100 (got inf)"),
    (dict(max_len_a=1e300), "--max-len-a must be at most 100"),
    (dict(max_len_b=10 ** 20), "--max-len-b must be at most 65536"),
    # what CTranslate2 cannot take: a topk past a C integer, a topp that casts to 0,
    # a seed past 32 bits
    (dict(beam=1, sampling_topk=10 ** 20), "--sampling-topk must be at most 2147483647"),
    (dict(beam=1, sampling_topp=1e-300), "--sampling-topp must be in [1e-30, 1] (got 1e-300)"),
    (dict(beam=1, sampling_topp=math.nan), "--sampling-topp must be in [1e-30, 1]"),
    (dict(beam=1, sampling_topk=0, sampling_temperature=math.inf),
     "--sampling-temperature must be positive, at least 0.001 and finite (got inf)"),
    (dict(beam=1, sampling_topk=0, sampling_temperature=1e-300),
     "--sampling-temperature must be positive, at least 0.001"),
    (dict(beam=1, sampling_topk=0, seed=-1), "--seed must be 0 or more and below 2**32"),
    (dict(beam=1, sampling_topk=0, seed=2 ** 32), "--seed must be 0 or more and below 2**32"),
    (dict(seed=-1), "--seed must be 0 or more"),  # refused without sampling too
])
def test_option_values_no_engine_can_decode_with_are_refused_in_one_line(options, message):
    with pytest.raises(NmtError) as e:
        DecodeOptions(**options).check()
    assert str(e.value).startswith(message) and "\n" not in str(e.value), str(e.value)


def test_an_http_request_hears_its_own_names_for_the_bounds():
    with pytest.raises(NmtError, match=r"^lenpen must be at most 5 "):
        DecodeOptions(lenpen=7.0).check(spell=str)
    with pytest.raises(NmtError, match=r"^max_len_b must be at most 65536 .* max_len_a \* "):
        DecodeOptions(max_len_b=70_000).check(spell=str)


def test_the_bounds_themselves_pass_and_decode():
    for style in ("gnmt", "plain"):
        DecodeOptions(lenpen=5.0, lenpen_style=style, max_len_a=100.0,
                      max_len_b=2 ** 16).check()
    for seed in (0, 2 ** 32 - 1):
        DecodeOptions(beam=1, sampling_topk=0, seed=seed).check()
    # the torch engine draws with each bound: every token, the top token alone, the coldest
    # temperature, the largest seed and output limit
    src = torch.full((4, 3), 5)
    src[:, -1] = EOS_ID
    for sampling in (dict(sampling_topk=2 ** 31 - 1), dict(sampling_topp=1e-30),
                     dict(sampling_topk=0, sampling_temperature=1e-3)):
        options = DecodeOptions(beam=1, lenpen=5.0, max_len_b=2 ** 16, seed=2 ** 32 - 1,
                                **sampling).check()
        hyps = Sampler(options.seed, "cpu").sample(OneStep(), src, options)
        assert all(math.isfinite(h[0].score) and len(h[0].tokens) <= 1 for h in hyps)
    # the top token (4, at 0.40) alone, as the smallest top-p and the coldest temperature
    assert draw_first_tokens(200, sampling_topp=1e-30).eq(4).all()
    assert draw_first_tokens(200, sampling_topk=0, sampling_temperature=1e-3).eq(4).all()
