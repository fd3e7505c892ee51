"""Forced decoding: the score a model gives a translation it is handed, instead of searching.

``nmt translate --force-target FILE`` scores line i of FILE as the translation of input
line i. The score is the one ``search`` ranks hypotheses by (its module docstring):
``logprob / lp(|Y|)``, logprob the sum of the model's log-probabilities of the target's
pieces and EOS, |Y| counting EOS. The model is driven through the same
``decoding.StepDecoder`` steps as a search (encode, start, advance, score), so a
hypothesis that beam search found gets back the score beam search gave it, up to
rounding (an ensemble's too).
"""

from __future__ import annotations

import torch
from torch import Tensor

from ..config import BOS_ID, EOS_ID, PAD_ID
from .contract import DecodeOptions, Hypothesis, StepDecoder
from .search import SCORE_ROWS


@torch.inference_mode()
def score_targets(model: StepDecoder, src: Tensor, targets: list[list[int]],
                  options: DecodeOptions = DecodeOptions()) -> list[Hypothesis]:
    """Each source's given target as a ``Hypothesis`` with its score and log-probability.

    Args:
        model: a ``decoding.StepDecoder`` in eval mode.
        src: [B, S] source ids (ids + EOS, right-padded with PAD).
        targets: B target id lists without BOS/EOS (may be empty: EOS alone is scored).
        options: its length penalty divides the scores, as in ``search.beam_search``.
    Returns:
        B hypotheses, in input order.
    """
    b, dev = src.size(0), src.device
    steps = max(map(len, targets)) + 1  # outputs, EOS included
    gold = torch.full((b, steps), PAD_ID, dtype=torch.long)
    for r, ids in enumerate(targets):
        gold[r, :len(ids) + 1] = torch.tensor(ids + [EOS_ID], dtype=torch.long)
    gold = gold.to(dev)
    # the decoder reads BOS, then the target; rows past their EOS read PAD and are ignored
    feed = torch.cat([torch.full((b, 1), BOS_ID, dtype=torch.long, device=dev), gold[:, :-1]], 1)
    logprob = torch.zeros(b, device=dev)
    with model.decoding():
        state = model.start(model.encode(src), steps)
        for t in range(steps):
            model.advance(state, feed[:, t])
            # scored in blocks of rows, as beam search does, so memory stays flat
            for r0 in range(0, b, SCORE_ROWS):
                rows = slice(r0, min(b, r0 + SCORE_ROWS))
                lp = model.score(state, rows).gather(1, gold[rows, t, None]).squeeze(1)
                real = gold[rows, t] != PAD_ID
                # the search's order of additions: the prefix's log-prob plus this step's
                logprob[rows] = torch.where(real, logprob[rows] + lp, logprob[rows])
    logprob = logprob.cpu()
    # divided as search divides: an fp32 log-prob by the Python float lp(|Y|)
    return [Hypothesis(list(ids), float(logprob[r] / options.penalty(len(ids) + 1.0)),
                       float(logprob[r])) for r, ids in enumerate(targets)]
