"""Validation during training: loss and perplexity on the dev set, and its BLEU and chrF
(Section 6.1; chrF: Popović 2015), on every dev line or on a fixed sample of them.

Every function here is collective in a distributed run: every rank calls it and
takes part in the same all-reduces, whatever it found, so no rank waits alone.
"""

from __future__ import annotations

import math

import numpy as np
import sacrebleu
import torch
import torch.distributed as dist

from ..data.batches import collate
from ..data.lang_tags import tag_piece
from ..decode.contract import DecodeOptions
from ..decode.lines import Translator
from ..decode.torch_backend import SearchTranslator
from ..device import autocast
from ..errors import NmtError
from ..model import Transformer
from .distributed import DistContext, all_reduce
from .loss import sequence_loss
from .runstate import METRIC_NAMES


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


def sample_lines(n_lines: int, sample: int) -> list[int]:
    """The dev lines that validation decodes (``--bleu-sample``): ``sample`` lines evenly
    spaced over the ``n_lines`` (from the first; a dev set of several corpora in a row
    gives each its share), or all of them when ``sample`` is 0 or not smaller. The same
    lines at every validation of a run, so that its scores compare with each other."""
    if sample <= 0 or sample >= n_lines:
        return list(range(n_lines))
    return [i * n_lines // sample for i in range(sample)]


def validation_notes(tcfg, dev_lines: int) -> list[str]:
    """What the log says, once, of a recipe's validation: the metric that chooses the best
    checkpoint, the dev lines decoded, and what ``--max-time`` counts."""
    notes = []
    decoded = len(sample_lines(dev_lines, tcfg.bleu_sample))
    lines = (f"on {decoded} of the {dev_lines} dev lines (--bleu-sample: the same lines "
             "every time)" if decoded < dev_lines else f"on all {dev_lines} dev lines")
    if tcfg.best_metric != "loss":
        notes.append(f"--best-metric {tcfg.best_metric}: checkpoint_best.pt and --patience "
                     f"follow dev {METRIC_NAMES[tcfg.best_metric]}, decoded at every validation "
                     f"{lines}")
    elif tcfg.bleu_every:
        notes.append(f"dev BLEU and chrF every {tcfg.bleu_every} updates, {lines}")
    if tcfg.max_time:
        notes.append(f"--max-time {tcfg.max_time:g} minutes of "
                     + ("training: validation and saves are off the clock (--clock train)"
                        if tcfg.clock == "train" else "wall time, validation and saves included "
                        "(--clock wall)"))
    return notes


def require_raw_text(dataset, why: str) -> None:
    """Raises NmtError: ``why`` decodes the dev set, whose text this data lacks."""
    try:
        for side in ("src", "tgt"):
            dataset.raw_lines(side)
    except NmtError as e:
        raise NmtError(f"{why} decodes the dev set, but {e}: prepare the data again with "
                       "this version of nmt-cli, or use --best-metric loss") from None


def validation_bleu(model: Transformer, tokenizer, dataset, ctx: DistContext | None,
                    sample: int = 0) -> dict[str, float]:
    """sacreBLEU's BLEU and chrF of the validation set decoded exactly as ``nmt translate``
    decodes by default.

    Reuses ``decode.lines.Translator`` with ``DecodeOptions()`` (beam 4, alpha 0.6 GNMT penalty, max length
    |x| + 50) on the detokenized ``valid.raw.src`` and scores against
    ``valid.raw.tgt``, in fp32 like ``nmt translate``'s default, so the number is the
    one ``nmt translate | nmt score`` reports for the same checkpoint (batches differ
    between the two, which can move a float's last bits on a GPU). Each rank decodes
    its share of the lines (``decode_sharded``). A multilingual dev set's lines are
    translated each into its own target (``valid.raw.lang``, the tags of ``lang_tags``).
    chrF (sacreBLEU's default: chrF2, character 6-grams) scores the same hypotheses.

    Args:
        model: the (unwrapped) model.
        tokenizer: the data's tokenizer.
        dataset: the validation ``ParallelDataset`` (its raw text is read).
        ctx: the distributed context (None = single process).
        sample: decode only these many dev lines (``sample_lines``); 0 = all.
    Returns:
        {"valid_bleu", "valid_chrf", "valid_bleu_lines": the dev lines both were
        computed on}, or {} when the data has no raw validation text.
    """
    try:
        # Split on "\n" only, as the files were written: see ParallelDataset.raw_lines.
        sources, refs = dataset.raw_lines("src"), dataset.raw_lines("tgt")
    except NmtError:
        sources = refs = None
    # every rank reads the same files, but a rank that cannot must not leave the others waiting
    if all_reduce([float(sources is None)], ctx, dist.ReduceOp.MAX)[0]:
        return {}
    chosen = sample_lines(len(sources), sample)
    targets = dataset.raw_targets()  # a multilingual dev set: each line asks for its target
    sources, refs = [sources[i] for i in chosen], [refs[i] for i in chosen]
    if targets is not None:
        targets = [targets[i] for i in chosen]
    was_training = model.training
    model.eval()
    with torch.no_grad():
        hyps = _translate(model, tokenizer, sources, targets, ctx)
    model.train(was_training)
    return {"valid_bleu": sacrebleu.corpus_bleu(hyps, [refs]).score,
            "valid_chrf": sacrebleu.corpus_chrf(hyps, [refs]).score,
            "valid_bleu_lines": len(hyps)}


def _translate(model: Transformer, tokenizer, sources: list[str], targets: list[str] | None,
               ctx: DistContext | None) -> list[str]:
    """``sources`` decoded as ``nmt translate`` decodes them, each into its ``targets``
    language where the dev set is multilingual, shared out over the ranks."""
    search = SearchTranslator([model], next(model.parameters()).device, "fp32")

    def translate_lines(lines: list[str], tok=tokenizer) -> list[str]:
        translator = Translator(search, tok, DecodeOptions(), batch_tokens=4096, batch_size=128)
        if ctx is not None and not ctx.is_main:  # its warnings once, from rank 0
            translator.warned_cut = translator.warned_long = True
        return translator.translate_lines(lines)

    if targets is None:
        return decode_sharded(translate_lines, sources, ctx)
    hyps = [""] * len(sources)
    for lang in sorted(set(targets)):
        at = [i for i, x in enumerate(targets) if x == lang]
        tok = tokenizer.for_target(tag_piece(lang))
        out = decode_sharded(lambda ls: translate_lines(ls, tok), [sources[i] for i in at], ctx)
        for i, h in zip(at, out):
            hyps[i] = h
    return hyps


def decode_sharded(translate_lines, sources: list[str], ctx: DistContext | None) -> list[str]:
    """Every rank translates every world-th line; all get all the hypotheses, in order.

    Decoding the dev set on rank 0 alone kept the other GPUs idle and waiting in a
    collective, where NCCL's watchdog ends the job after 10 minutes.
    """
    if ctx is None or not ctx.enabled:
        return translate_lines(sources)
    shares = [None] * ctx.world
    dist.all_gather_object(shares, translate_lines(sources[ctx.rank::ctx.world]))
    hyps = [""] * len(sources)
    for rank, share in enumerate(shares):
        hyps[rank::ctx.world] = share
    return hyps
