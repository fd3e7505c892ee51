"""Greedy and batched beam search with a length penalty (paper Section 6.1).

The paper decodes with "beam search with a beam size of 4 and length penalty
alpha = 0.6 (Wu et al. 2016)", maximum output length input length + 50, and
terminates early "when possible". This module implements exactly that, batched,
over any model that keeps the contract of ``contract.StepDecoder`` (the
Transformer with its key/value cache, an ensemble): the encoder runs once per
sentence, and each step feeds one new position per hypothesis.

Conventions (chosen once, used by every path here, by ``nmt translate
--nbest`` and by the tests):

* The source is ``ids + [EOS]``, right-padded with PAD. The maximum output
  length is ``floor(a * |x| + b)`` tokens *not counting EOS*, where ``|x|`` is
  the source length in subwords *without* its EOS. A hypothesis that reaches
  it must end: every token but EOS is masked at that step, so every
  hypothesis ends with EOS and its log-prob includes ``log p(EOS | ...)``.
* PAD and BOS are never generated (masked to -inf, without renormalising, so
  the scores stay the model's own log-probabilities).
* ``|Y|`` in the length penalty counts the EOS token: a hypothesis of n
  subwords has ``|Y| = n + 1`` - the number of log-prob terms in its score
  (fairseq does the same). It also keeps ``plain`` well defined for the empty
  hypothesis.
* Length penalty ``lp(|Y|)``: ``gnmt`` = ((5 + |Y|) / 6)^alpha (Wu et al.
  2016, the paper's); ``plain`` = |Y|^alpha (fairseq, Marian, CTranslate2).
  A hypothesis's ``score`` is ``logprob / lp(|Y|)``.

Beam semantics: at each step the beam is the K best one-token extensions of
the open hypotheses (one top-k over K*V per sentence). Extensions that end in
EOS leave the beam as finished hypotheses and their slots stay empty for that
step (OpenNMT / JoeyNMT style; fairseq and tensor2tensor instead refill them
from the top 2K). With this choice beam 1 is greedy decoding, up to rounding: beam 1
ranks log-probabilities plus the running score, greedy the logits, so two tokens whose
logits differ by less than the score's last bit (~1e-5 at -100) tie in one and not the
other (2 sentences of 1,000 on an H200, docs/BENCHMARKS.md; never seen on the CPU).

Early termination. A sentence stops when it has ``nbest`` finished
hypotheses and no open one can still beat the n-th best of them. The bound:
an open hypothesis with log-prob ``s <= 0`` after ``t`` tokens ends with some
length ``|Y|`` in ``[t + 1, L]`` (L = max length + 1 for EOS) and a log-prob
``<= s`` (log-probs only fall). Its final score is therefore at most
``s / lp(|Y|) <= s / max(lp(t + 1), lp(L))`` because ``s <= 0`` and ``lp > 0``
is monotone in ``|Y|`` (increasing for alpha > 0, so the maximum sits at L, as
in tensor2tensor's ``lower_bound_alive_scores``). Sentences that stop leave
the batch (``StepDecoder.reorder``), so they cost nothing more.

With the Transformer, following the beams copies no keys or values: a sentence's
beams share one copy of its encoder keys/values, and the self-attention caches
update a lineage table instead of moving their rows (``incremental.KeyValueCache``);
only at a step where sentences finish are the remaining sentences' cached
keys/values copied, once, without them. Hypotheses
are kept as back-pointers (token and parent row per step) and read back once at
the end, and the n best finished ones as tensors, so a step is a fixed handful
of tensor operations whatever the beam.

Memory stays flat over long inputs: a step scores its hypotheses ``SCORE_ROWS``
at a time, never all [rows, V] at once, and the key/value caches stop growing
at the batch's longest possible output (``StepDecoder.start``).
"""


from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

import torch
from torch import Tensor

from ..config import BOS_ID, EOS_ID, PAD_ID
from ..model.kernels import argmax_rows, topk_rows
from .contract import DecodeOptions, Hypothesis, StepDecoder


@dataclass
class Finished:
    """The n best finished hypotheses of each of R sentences, best first, as tensors.

    ``step`` is the step that produced the hypothesis' EOS and ``row`` that
    EOS's row in the step's output; the tokens are read back through the
    back-pointers once, at the end (``hypotheses``).
    """

    score: Tensor  # [R, nbest] logprob / lp(|Y|), -inf where there is none yet
    logprob: Tensor  # [R, nbest]
    step: Tensor  # [R, nbest] long
    row: Tensor  # [R, nbest] long

    @classmethod
    def empty(cls, r: int, nbest: int, dev) -> "Finished":
        zeros = torch.zeros((r, nbest), dtype=torch.long, device=dev)
        return cls(torch.full((r, nbest), -math.inf, device=dev),
                   torch.zeros((r, nbest), device=dev), zeros, zeros.clone())

    def add(self, score: Tensor, logprob: Tensor, step: int | Tensor) -> None:
        """Merge step ``step``'s candidates (score [R, K], -inf: not finished) in, in place
        (``fixed_search`` replays this over the same tensors; ``step`` may be a [1] tensor).

        A stable sort keeps earlier hypotheses ahead of later ones of equal score,
        and lower rows ahead of higher ones, as appending then sorting would.
        """
        r, k = score.shape
        nbest = self.score.size(1)
        merged = torch.cat([self.score, score], dim=1)
        order = merged.sort(dim=1, descending=True, stable=True).indices[:, :nbest]
        rows = torch.arange(r * k, device=score.device).view(r, k)
        steps = torch.zeros_like(rows).add_(step)
        for mine, new in ((self.score, score), (self.logprob, logprob), (self.step, steps),
                          (self.row, rows)):
            mine.copy_(torch.cat([mine, new], dim=1).gather(1, order))

    def take(self, index: Tensor) -> "Finished":
        return Finished(self.score[index], self.logprob[index], self.step[index],
                         self.row[index])

    def put(self, index: Tensor, other: "Finished") -> None:
        self.score[index], self.logprob[index] = other.score, other.logprob
        self.step[index], self.row[index] = other.step, other.row

    def hypotheses(self, step_tokens: list[Tensor],
                   step_parents: list[Tensor]) -> list[list[Hypothesis]]:
        """Follow the back-pointers from each EOS to BOS; one list per sentence."""
        r, nbest = self.score.shape
        ends, cur = self.step.view(-1), self.row.view(-1)
        longest = int(ends.max()) if ends.numel() else 0
        out = torch.full((r * nbest, max(longest, 1)), PAD_ID, dtype=torch.long,
                         device=ends.device)
        for s in range(longest, 0, -1):
            active = ends >= s  # hypotheses with a token at step s - 1
            cur = torch.where(active, step_parents[s][torch.where(active, cur, 0)], cur)
            out[:, s - 1] = torch.where(active, step_tokens[s - 1][torch.where(active, cur, 0)],
                                        PAD_ID)
        found = torch.isfinite(self.score).view(-1).tolist()
        rows, lengths = out.tolist(), ends.tolist()
        scores, logprobs = self.score.view(-1).tolist(), self.logprob.view(-1).tolist()
        result: list[list[Hypothesis]] = [[] for _ in range(r)]
        for j in range(r * nbest):
            if found[j]:
                result[j // nbest].append(Hypothesis(rows[j][:lengths[j]], scores[j],
                                                     logprobs[j]))
        return result


def max_lengths(src: Tensor, max_len_a: float, max_len_b: int) -> Tensor:
    """Per-sentence output limit (tokens, EOS not counted): floor(a*|x| + b), |x| without EOS;
    ``contract.DecodeOptions.output_limit`` for a batch, on its device.

    Args:
        src: [B, S] source ids with EOS, right-padded.
    Returns:
        [B] long.
    """
    src_len = ((src != PAD_ID) & (src != EOS_ID)).sum(1).double()
    return torch.floor(max_len_a * src_len + max_len_b).clamp(min=0).long()


def _masked(lp: Tensor, forced: Tensor | None) -> Tensor:
    """lp [R, V] in place: PAD and BOS never generated; ``forced`` rows may only end."""
    lp[:, PAD_ID] = -math.inf
    lp[:, BOS_ID] = -math.inf
    if forced is not None and bool(forced.any()):
        eos = lp[:, EOS_ID].clone()
        lp[forced] = -math.inf
        lp[:, EOS_ID] = eos
    return lp


GREEDY = DecodeOptions(beam=1)


# Hypotheses whose [rows, V] log-probabilities beam search holds at once. Scoring a
# whole batch's hypotheses at once (512 rows x 8,000 pieces = 16 MiB, three such
# arrays in flight, of a new size at every step as sentences finish) left glibc's
# heap full of holes that later, larger batches could not reuse. Blocks of this many
# rows are the same few sizes at every step. 256 rather than fewer: each block reads
# the whole output weight again, and blocks of 64 were 4% slower (batch 64 and the
# 30-minute Bible model) for ~25 MiB less peak RSS (docs/BENCHMARKS.md).
SCORE_ROWS = 256


def _extend(model: StepDecoder, tokens: Tensor, state, forced: Tensor | None,
            scores: Tensor, k: int) -> tuple[Tensor, Tensor, int]:
    """Feed one token per hypothesis and pick each sentence's k best extensions.

    Args:
        tokens: [n * g] the last token of the g open hypotheses of each of n sentences
            (g = 1 at the first step, k after).
        forced: [n * g] bool or None; True rows may only produce EOS.
        scores: [n, g] the hypotheses' log-probabilities so far.
    Returns:
        values [n, k] (the extensions' log-probabilities, best first), indices [n, k]
        into the sentence's g * V candidates (hypothesis * V + token), and V.
    """
    n, g = scores.shape
    model.advance(state, tokens)
    per = max(1, SCORE_ROWS // g)  # sentences per block
    values, indices = [], []
    for s0 in range(0, n, per):
        r0, r1 = s0 * g, min(n, s0 + per) * g
        lp = _masked(model.score(state, slice(r0, r1)),
                     None if forced is None else forced[r0:r1])
        cand = lp.add_(scores[s0:s0 + per].reshape(-1, 1)).view(-1, g * lp.size(1))
        top = _topk_padded(cand, k)
        values.append(top[0])
        indices.append(top[1])
    if len(values) == 1:
        return values[0], indices[0], lp.size(1)
    return torch.cat(values), torch.cat(indices), lp.size(1)


def _topk_padded(x: Tensor, k: int) -> tuple[Tensor, Tensor]:
    """``topk_rows``, also where a row holds fewer than k candidates (a first step over a
    tiny vocabulary): the missing ones come out as -inf, as dead hypotheses."""
    if x.size(1) < k:
        x = torch.nn.functional.pad(x, (0, k - x.size(1)), value=-math.inf)
    return topk_rows(x, k)


def leave(model: StepDecoder, state, leaving: Tensor, *rows: Tensor) -> tuple[Tensor, ...] | None:
    """Drop the rows flagged ``leaving`` [B] from the state and from each of ``rows``
    (greedy search's and sampling's per-row tensors); None when no row is left."""
    keep = (~leaving).nonzero().squeeze(1)
    if keep.numel() == 0:
        return None
    model.reorder(state, keep, keep)
    return tuple(r[keep] for r in rows)


def _in_decoding_scope(search):
    """Run ``search(model, ...)`` inside ``model.decoding()`` (packed weights, say)."""
    @functools.wraps(search)
    def run(model, *args, **kwargs):
        with model.decoding():
            return search(model, *args, **kwargs)
    return run


def _start(model: StepDecoder, src: Tensor, limit: Tensor):
    """Encode; the decoder will be fed at most max(limit) + 1 positions."""
    return model.start(model.encode(src), int(limit.max()) + 1)


@_in_decoding_scope
@torch.inference_mode()
def greedy_search(model: StepDecoder, src: Tensor,
                  options: DecodeOptions = GREEDY) -> list[list[int]]:
    """Pick the most probable token at every step, for a batch at once.

    Args:
        model: a ``decoding.StepDecoder`` (``Transformer``, ``Ensemble``) in eval mode.
        src: [B, S] source ids (ids + EOS, right-padded with PAD).
        options: only its output limit a*|x| + b counts (see the module docstring).
    Returns:
        B token lists without BOS/EOS, in input order.
    """
    b = src.size(0)
    limit = max_lengths(src, options.max_len_a, options.max_len_b).to(src.device)
    state = _start(model, src, limit)
    out = torch.full((b, int(limit.max()) + 1), EOS_ID, dtype=torch.long, device=src.device)
    lengths = limit.clone()
    alive = torch.arange(b, device=src.device)  # original row of each live row
    tokens = torch.full((b,), BOS_ID, dtype=torch.long, device=src.device)
    for t in range(int(limit.max()) + 1):
        # A row at its length limit can only end (EOS, already in ``out``): it leaves
        # without a decoder step, which would only confirm the forced choice.
        at_limit = limit[alive] <= t
        if bool(at_limit.any()):
            kept = leave(model, state, at_limit, alive, tokens)
            if kept is None:
                break
            alive, tokens = kept
        model.advance(state, tokens)
        nxt = argmax_rows(_masked(model.score(state, normalize=False), None))
        out[alive, t] = nxt
        done = nxt == EOS_ID
        if bool(done.any()):
            lengths[alive[done]] = t
            kept = leave(model, state, done, alive, nxt)
            if kept is None:
                break
            alive, nxt = kept
        tokens = nxt
    rows = out.tolist()
    return [row[:n] for row, n in zip(rows, lengths.tolist())]


def stops(worst: Tensor, scores: Tensor, lp_end: Tensor, lp_next: float | Tensor,
          early_stop: bool = True) -> Tensor:
    """[n] bool: the sentences that stop after step t, by the bound of the module docstring
    (or, without ``early_stop``, once their beam is empty).

    Args:
        worst: [n] the score of each sentence's n-th best finished hypothesis (-inf: fewer).
        scores: [n, k] its open hypotheses' log-probabilities after step t (-inf: none).
        lp_end: [n] the length penalty at its longest allowed |Y|.
        lp_next: lp(t + 2), the penalty of the shortest |Y| an open hypothesis can end with.
    """
    open_best = scores.max(dim=1).values  # [n], <= 0 or -inf
    if not early_stop:
        return torch.isinf(open_best)
    denom = torch.clamp(lp_end, min=lp_next)
    return (worst >= open_best / denom) | torch.isinf(open_best)


@dataclass
class _Beams:
    """The search's state between steps: the sentences still searched (k rows each), their
    best finished hypotheses, and the back-pointers of every step so far.

    Attributes:
        alive: [n] the original sentence of each live block of k rows.
        limit, lp_end: [n] each live sentence's output limit, and the largest length
            penalty an open hypothesis can still reach (at the longest allowed |Y|).
        fin: each live sentence's n best finished hypotheses so far, as tensors.
        done: the same, by original sentence, once a sentence stops.
        scores, tokens: [n, k] the open hypotheses' log-probabilities, [n * k] their last tokens.
        feed: rows of the last step's output that this step continues (None: all of them).
        step_tokens, step_parents: per step, the token each row chose and its parent row
            in the step before: hypotheses are read back once, at the end.
    """

    options: DecodeOptions
    alive: Tensor
    limit: Tensor
    lp_end: Tensor
    fin: Finished
    done: Finished
    first_rows: Tensor
    offsets: Tensor
    min_limit: int
    scores: Tensor | None = None
    tokens: Tensor | None = None
    feed: Tensor | None = None
    step_tokens: list[Tensor] = field(default_factory=list)
    step_parents: list[Tensor] = field(default_factory=list)

    @classmethod
    def begin(cls, limit: Tensor, options: DecodeOptions) -> "_Beams":
        b, k, dev = limit.size(0), options.beam, limit.device
        return cls(options, torch.arange(b, device=dev), limit,
                   options.penalty((limit + 1).float()), Finished.empty(b, options.nbest, dev),
                   Finished.empty(b, options.nbest, dev),
                   torch.arange(b, device=dev)[:, None] * k, torch.arange(k, device=dev),
                   int(limit.min()))

    def forced(self, t: int) -> Tensor | None:
        """[n * k] rows at their length limit, which may only end (None: no row is)."""
        if t < self.min_limit:
            return None
        return (self.limit <= t).repeat_interleave(self.options.beam)

    def record(self, top: tuple[Tensor, Tensor, int], t: int) -> Tensor:
        """Take step t's k best extensions per sentence (``_extend``'s values, indices and
        V): back-pointers, and the ones ending in EOS leave as finished hypotheses.

        Returns:
            [n * k] the row of the step's scores each new hypothesis extends.
        """
        top_s, top_i, v = top
        top_tok = top_i % v
        index = (self.first_rows[:self.alive.numel()]
                 + torch.div(top_i, v, rounding_mode="floor")).view(-1)  # rows of lp
        self.step_tokens.append(top_tok.view(-1))
        self.step_parents.append(index if self.feed is None else self.feed[index])
        is_eos = (top_tok == EOS_ID) & torch.isfinite(top_s)
        if bool(is_eos.any()):
            norm = top_s / self.options.penalty(float(t + 1))
            self.fin.add(norm.masked_fill(~is_eos, -math.inf), top_s, t)
            top_s = top_s.masked_fill(is_eos, -math.inf)
        self.scores, self.tokens = top_s, top_tok.view(-1)
        return index

    def finished(self, t: int, early_stop: bool) -> Tensor:
        """[n] bool: the sentences that stop after step t (``stops``)."""
        return stops(self.fin.score[:, -1], self.scores, self.lp_end,
                     self.options.penalty(float(t + 2)), early_stop)

    def follow(self, model: StepDecoder, state, index: Tensor, done: Tensor) -> bool:
        """Reorder the model's state to the new hypotheses and drop the sentences that are
        done (one ``reorder`` does both). Returns whether any sentence is left."""
        if not bool(done.any()):
            self.feed = None
            model.reorder(state, index)
            return True
        self.done.put(self.alive[done], self.fin.take(done))
        keep = (~done).nonzero().squeeze(1)
        if keep.numel() == 0:
            return False
        self.feed = ((keep * self.options.beam)[:, None] + self.offsets).view(-1)
        model.reorder(state, index[self.feed], keep)
        self.alive, self.scores, self.tokens = self.alive[keep], self.scores[keep], self.tokens[self.feed]
        self.fin = self.fin.take(keep)
        self.limit, self.lp_end = self.limit[keep], self.lp_end[keep]
        self.min_limit = int(self.limit.min())
        return True


@_in_decoding_scope
@torch.inference_mode()
def beam_search(model: StepDecoder, src: Tensor, options: DecodeOptions = DecodeOptions(),
                early_stop: bool = True) -> list[list[Hypothesis]]:
    """Batched beam search with length penalty and bounded early termination.

    Args:
        model: a ``decoding.StepDecoder`` (``Transformer``, ``Ensemble``) in eval mode.
        src: [B, S] source ids (ids + EOS, right-padded with PAD).
        options: beam (K, hypotheses kept per sentence and step), length penalty and its
            style, n-best (hypotheses returned per sentence) and the output limit a*|x| + b.
        early_stop: stop a sentence as soon as the bound allows; False runs every
            sentence until its beam is empty or its length limit (the tests'
            reference: both must return the same hypotheses).
    Returns:
        B lists of at most ``nbest`` ``Hypothesis``, best first, in input order.
    Raises:
        NmtError: options no search can run with (``DecodeOptions.check``).
    """
    options.check()
    dev, b, k = src.device, src.size(0), options.beam
    limit = max_lengths(src, options.max_len_a, options.max_len_b).to(dev)
    state = _start(model, src, limit)
    # Step 0 feeds BOS once per sentence, then the state is copied to the k beams;
    # its k best extensions are those of beam 0 (index < V).
    bos = torch.full((b,), BOS_ID, dtype=torch.long, device=dev)
    top = _extend(model, bos, state, limit <= 0, torch.zeros(b, 1, device=dev), k)
    model.reorder(state, torch.arange(b, device=dev).repeat_interleave(k))
    beams = _Beams.begin(limit, options)
    for t in range(int(limit.max()) + 1):
        if t > 0:
            top = _extend(model, beams.tokens, state, beams.forced(t), beams.scores, k)
        index = beams.record(top, t)
        if not beams.follow(model, state, index, beams.finished(t, early_stop)):
            break
    else:
        beams.done.put(beams.alive, beams.fin)
    return beams.done.hypotheses(beams.step_tokens, beams.step_parents)
