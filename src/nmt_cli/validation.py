"""Validation during training: loss and perplexity on the dev set, and its BLEU (Section 6.1).

Every function here is collective in a distributed run: every rank calls it and
takes part in the same all-reduces, whatever it found, so no rank waits alone.
"""

from __future__ import annotations

import math

import numpy as np
import torch

from .batches import collate
from .device import autocast
from .distributed import DistContext, all_reduce
from .errors import NmtError
from .loss import sequence_loss
from .model import Transformer


def covering_batches(batches: list[np.ndarray], n: int) -> list[np.ndarray]:
    """``batches`` plus a batch of one for every pair of ``range(n)`` that none of them holds.

    ``batches.make_batches`` leaves out pairs longer than its budget; validation must
    still score them (one at a time, so memory stays that of the longest dev pair), or
    the loss would cover a budget-dependent part of the dev set. The result depends only
    on its arguments, so every rank of a distributed run gets the same list.
    """
    held = np.zeros(n, dtype=bool)
    for idx in batches:
        held[np.asarray(idx, dtype=np.int64)] = True
    return list(batches) + [np.array([i], dtype=np.int64) for i in np.flatnonzero(~held)]


@torch.no_grad()
def evaluate(model: Transformer, dataset, batches: list[np.ndarray], label_smoothing: float,
             precision: str, ctx: DistContext | None = None) -> dict[str, float]:
    """Validation loss and perplexity (per target token, EOS included), sharded across ranks.

    Every pair of ``dataset`` counts, whatever the budget ``batches`` were cut with: a
    pair they leave out (longer than the budget) is scored in a batch of its own.

    Args:
        model: the (unwrapped) model.
        dataset: the validation ``ParallelDataset`` (``len`` and ``dataset[i]``).
        batches: index arrays of its batches (``batches.make_batches``).
        label_smoothing: epsilon, so ``valid_loss`` is comparable to the training loss.
        precision: resolved precision (fp32, bf16, fp16).
        ctx: the distributed context (None = single process).
    Returns:
        valid_loss, valid_nll (per token), valid_ppl = exp(valid_nll), valid_tokens.
    Raises:
        NmtError: on every rank alike, when the dev set has no target token to score.
    """
    device = next(model.parameters()).device
    rank, world = (ctx.rank, ctx.world) if ctx is not None else (0, 1)
    batches = covering_batches(batches, len(dataset))
    was_training = model.training
    model.eval()
    loss_sum = nll_sum = tokens = 0.0
    for idx in batches[rank::world]:
        b = collate(dataset, idx).to(device)
        with autocast(device, precision):
            loss, nll, n = sequence_loss(model, b.src, b.tgt_in, b.tgt_out, label_smoothing,
                                         model.cfg.pad_id)
        loss_sum, nll_sum, tokens = loss_sum + loss.item(), nll_sum + nll.item(), tokens + n
    model.train(was_training)
    loss_sum, nll_sum, tokens = all_reduce([loss_sum, nll_sum, tokens], ctx)
    if tokens < 1:  # the same all-reduced total on every rank: all of them raise
        raise NmtError("the validation set has no pairs: no target tokens to compute a "
                       "perplexity on (prepare the data with a non-empty validation set)")
    return {"valid_loss": loss_sum / tokens, "valid_nll": nll_sum / tokens,
            "valid_ppl": math.exp(min(nll_sum / tokens, 50.0)), "valid_tokens": int(tokens)}


def validation_bleu(model: Transformer, tokenizer, dataset, ctx: DistContext | None
                    ) -> dict[str, float]:
    """sacreBLEU of the validation set decoded exactly as ``nmt translate`` decodes by default.

    Reuses ``translate.Translator`` (beam 4, alpha 0.6 GNMT penalty, max length
    |x| + 50) on the detokenized ``valid.raw.src`` and scores against
    ``valid.raw.tgt``, in fp32 like ``nmt translate``'s default, so the number equals
    what ``nmt translate | nmt score`` reports for the same checkpoint. Rank 0
    decodes; the score and whether there was one are shared with every rank.

    Args:
        model: the (unwrapped) model.
        tokenizer: the data's tokenizer.
        dataset: the validation ``ParallelDataset`` (its raw text is read).
        ctx: the distributed context (None = single process).
    Returns:
        {"valid_bleu": score}, or {} when the data has no raw validation text.
    """
    import sacrebleu

    from .translate import Translator

    bleu = found = 0.0
    if ctx is None or ctx.is_main:
        try:
            # Split on "\n" only, as the files were written: see ParallelDataset.raw_lines.
            sources, refs = dataset.raw_lines("src"), dataset.raw_lines("tgt")
        except NmtError:
            sources = refs = None
        if sources is not None:
            device = next(model.parameters()).device
            was_training = model.training
            model.eval()
            translator = Translator(model, tokenizer, device, beam=4, lenpen=0.6,
                                    lenpen_style="gnmt", nbest=1, max_len_a=1.0, max_len_b=50,
                                    batch_tokens=4096, batch_size=128, precision="fp32")
            with torch.no_grad():
                hyps = translator.translate_lines(sources)
            model.train(was_training)
            bleu, found = sacrebleu.corpus_bleu(hyps, [refs]).score, 1.0
    bleu, found = all_reduce([bleu, found], ctx)
    return {"valid_bleu": bleu} if found else {}
