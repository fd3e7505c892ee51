"""Sampling: one translation per sentence drawn token by token from the model's distribution,
for back-translation (fairseq's ``--sampling --beam 1``, Marian's ``--output-sampling``,
CTranslate2's ``sampling_topk`` / ``sampling_topp``; Edunov et al. 2018 found sampled
back-translations train better models than beam ones).

At every step the next token is drawn from ``softmax(log p / T)`` restricted to the
``topk`` most likely tokens (0: all) and then to the smallest set whose probability reaches
``topp`` (1: all). PAD and BOS are never drawn, and a hypothesis at its length limit can
only end, as in ``search``. The hypothesis's score is the model's own: the log-probabilities
of its tokens and EOS at temperature 1, unrestricted, divided by the length penalty, so that
a sample and a beam output are scored alike (``contract.Hypothesis``).

Draws come from one ``torch.Generator`` per ``Sampler``, seeded once: the same seed, input
and batching give the same output. Sentences share the stream, so a sentence's sample
depends on the sentences decoded before and beside it.
"""

from __future__ import annotations

import math

import torch
from torch import Tensor

from ..config import BOS_ID, EOS_ID
from .contract import DecodeOptions, Hypothesis, StepDecoder
from .search import _in_decoding_scope, _masked, _start, leave, max_lengths


def restricted(lp: Tensor, topk: int, topp: float, temperature: float) -> Tensor:
    """The distribution a token is drawn from, as probabilities [r, V], from log-probabilities
    lp [r, V] (-inf where a token may not be drawn)."""
    z = lp / temperature
    if 0 < topk < z.size(1):
        kth = z.topk(topk, dim=1).values[:, -1:]
        z = z.masked_fill(z < kth, -math.inf)
    probs = torch.softmax(z, dim=1)
    if topp < 1.0:
        sorted_p, order = probs.sort(dim=1, descending=True)
        # keep a token while the tokens above it hold less than topp: the first always stays
        drop = (sorted_p.cumsum(1) - sorted_p) >= topp
        probs = probs.scatter(1, order, sorted_p.masked_fill(drop, 0.0))
        probs = probs / probs.sum(dim=1, keepdim=True)
    return probs


class Sampler:
    """Draws translations for ``SearchTranslator``; holds the random stream of one run.

    Args:
        seed: the stream's seed (``DecodeOptions.seed``).
        device: where the model is; the generator lives there.
    """

    def __init__(self, seed: int, device):
        self.seed = seed
        self.generator = torch.Generator(device=device).manual_seed(seed)

    def sample(self, model: StepDecoder, src: Tensor,
               options: DecodeOptions) -> list[list[Hypothesis]]:
        """One sampled hypothesis per sentence of src [B, S] (ids + EOS, right-padded), in
        input order."""
        return _sample(model, src, options, self.generator)


@_in_decoding_scope
@torch.inference_mode()
def _sample(model: StepDecoder, src: Tensor, options: DecodeOptions,
            generator: torch.Generator) -> list[list[Hypothesis]]:
    b, dev = src.size(0), src.device
    limit = max_lengths(src, options.max_len_a, options.max_len_b).to(dev)
    state = _start(model, src, limit)
    out = torch.full((b, int(limit.max()) + 1), EOS_ID, dtype=torch.long, device=dev)
    lengths, logprob = limit.clone(), torch.zeros(b, device=dev)
    alive = torch.arange(b, device=dev)
    tokens = torch.full((b,), BOS_ID, dtype=torch.long, device=dev)
    for t in range(int(limit.max()) + 1):
        model.advance(state, tokens)
        lp = _masked(model.score(state), limit[alive] <= t)  # at its limit: only EOS
        probs = restricted(lp, options.sampling_topk, options.sampling_topp,
                           options.sampling_temperature)
        nxt = torch.multinomial(probs, 1, generator=generator).squeeze(1)
        logprob[alive] += lp.gather(1, nxt[:, None]).squeeze(1)
        out[alive, t] = nxt
        done = nxt == EOS_ID
        if bool(done.any()):
            lengths[alive[done]] = t
            kept = leave(model, state, done, alive, nxt)
            if kept is None:
                break
            alive, nxt = kept
        tokens = nxt
    rows, scores = out.tolist(), logprob.tolist()
    return [[Hypothesis(row[:n], s / options.penalty(float(n + 1)), s)]
            for row, n, s in zip(rows, lengths.tolist(), scores)]
