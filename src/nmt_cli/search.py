"""Greedy and batched beam search with a length penalty (paper Section 6.1).

The paper decodes with "beam search with a beam size of 4 and length penalty
alpha = 0.6 (Wu et al. 2016)", maximum output length input length + 50, and
terminates early "when possible". This module implements exactly that, batched,
over any model that keeps the contract of ``decoding.StepDecoder`` (the
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
from dataclasses import dataclass

import torch
from torch import Tensor

from .config import BOS_ID, EOS_ID, PAD_ID
from .decoding import Hypothesis, StepDecoder
from .kernels import argmax_rows, topk_rows



@dataclass
class _Finished:
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
    def empty(cls, r: int, nbest: int, dev) -> "_Finished":
        zeros = torch.zeros((r, nbest), dtype=torch.long, device=dev)
        return cls(torch.full((r, nbest), -math.inf, device=dev),
                   torch.zeros((r, nbest), device=dev), zeros, zeros.clone())

    def add(self, score: Tensor, logprob: Tensor, step: int) -> None:
        """Merge step ``step``'s candidates (score [R, K], -inf: not finished) in.

        A stable sort keeps earlier hypotheses ahead of later ones of equal score,
        and lower rows ahead of higher ones, as appending then sorting would.
        """
        r, k = score.shape
        nbest = self.score.size(1)
        merged = torch.cat([self.score, score], dim=1)
        order = merged.sort(dim=1, descending=True, stable=True).indices[:, :nbest]
        rows = torch.arange(r * k, device=score.device).view(r, k)
        self.score = merged.gather(1, order)
        self.logprob = torch.cat([self.logprob, logprob], dim=1).gather(1, order)
        self.step = torch.cat([self.step, torch.full_like(rows, step)], dim=1).gather(1, order)
        self.row = torch.cat([self.row, rows], dim=1).gather(1, order)

    def take(self, index: Tensor) -> "_Finished":
        return _Finished(self.score[index], self.logprob[index], self.step[index],
                         self.row[index])

    def put(self, index: Tensor, other: "_Finished") -> None:
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


def length_penalty(length: Tensor | float, alpha: float, style: str = "gnmt") -> Tensor | float:
    """lp(|Y|) with |Y| counting EOS: gnmt ((5+|Y|)/6)^alpha, plain |Y|^alpha."""
    if style == "gnmt":
        return ((5.0 + length) / 6.0) ** alpha
    if style == "plain":
        return length ** alpha
    raise ValueError(f"unknown length penalty style {style!r} (gnmt or plain)")


def max_lengths(src: Tensor, max_len_a: float, max_len_b: int) -> Tensor:
    """Per-sentence output limit (tokens, EOS not counted): floor(a*|x| + b), |x| without EOS.

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
def greedy_search(model: StepDecoder, src: Tensor, max_len_a: float = 1.0,
                  max_len_b: int = 50) -> list[list[int]]:
    """Pick the most probable token at every step, for a batch at once.

    Args:
        model: a ``decoding.StepDecoder`` (``Transformer``, ``Ensemble``) in eval mode.
        src: [B, S] source ids (ids + EOS, right-padded with PAD).
        max_len_a, max_len_b: output limit a*|x| + b (see the module docstring).
    Returns:
        B token lists without BOS/EOS, in input order.
    """
    b = src.size(0)
    limit = max_lengths(src, max_len_a, max_len_b).to(src.device)
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
            keep = (~at_limit).nonzero().squeeze(1)
            if keep.numel() == 0:
                break
            model.reorder(state, keep, keep)
            alive, tokens = alive[keep], tokens[keep]
        model.advance(state, tokens)
        nxt = argmax_rows(_masked(model.score(state, normalize=False), None))
        out[alive, t] = nxt
        done = nxt == EOS_ID
        if bool(done.any()):
            lengths[alive[done]] = t
            keep = (~done).nonzero().squeeze(1)
            if keep.numel() == 0:
                break
            model.reorder(state, keep, keep)
            alive, nxt = alive[keep], nxt[keep]
        tokens = nxt
    rows = out.tolist()
    return [row[:n] for row, n in zip(rows, lengths.tolist())]


@torch.inference_mode()
def greedy_search_uncached(model, src: Tensor, max_len_a: float = 1.0,
                           max_len_b: int = 50) -> list[list[int]]:
    """Reference / naive baseline: greedy decoding without the key/value cache.

    Re-runs the decoder over the whole prefix at every step (the Annotated
    Transformer's ``greedy_decode``): O(T^2) decoder positions per sentence, and
    finished sentences stay in the batch. Same masking and length rules as
    ``greedy_search``, so the outputs must be identical; tests and
    ``benchmarks/`` use it as the yardstick.
    """
    b = src.size(0)
    limit = max_lengths(src, max_len_a, max_len_b).to(src.device)
    memory, src_mask = model.encode(src)
    ys = torch.full((b, 1), BOS_ID, dtype=torch.long, device=src.device)
    finished = torch.zeros(b, dtype=torch.bool, device=src.device)
    lengths = limit.clone()
    for t in range(int(limit.max()) + 1):
        # logits, as greedy_search ranks them (the same argmax as log-probabilities)
        lp = model.generator.logits(model.decode(ys, memory, src_mask)[:, -1]).float()
        lp[:, PAD_ID] = -math.inf
        lp[:, BOS_ID] = -math.inf
        forced = limit <= t
        lp[forced, :EOS_ID] = -math.inf
        lp[forced, EOS_ID + 1:] = -math.inf
        nxt = lp.argmax(-1).masked_fill(finished, PAD_ID)
        newly = (nxt == EOS_ID) & ~finished
        lengths[newly] = t
        finished |= newly
        ys = torch.cat([ys, nxt[:, None]], dim=1)
        if bool(finished.all()):
            break
    rows = ys[:, 1:].tolist()
    return [row[:n] for row, n in zip(rows, lengths.tolist())]


@_in_decoding_scope
@torch.inference_mode()
def beam_search(model: StepDecoder, src: Tensor, beam: int = 4, lenpen: float = 0.6,
                lenpen_style: str = "gnmt", max_len_a: float = 1.0, max_len_b: int = 50,
                nbest: int = 1, early_stop: bool = True) -> list[list[Hypothesis]]:
    """Batched beam search with length penalty and bounded early termination.

    Args:
        model: a ``decoding.StepDecoder`` (``Transformer``, ``Ensemble``) in eval mode.
        src: [B, S] source ids (ids + EOS, right-padded with PAD).
        beam: K, hypotheses kept per sentence and step.
        lenpen: alpha >= 0.
        lenpen_style: "gnmt" ((5+|Y|)/6)^alpha or "plain" |Y|^alpha.
        max_len_a, max_len_b: output limit a*|x| + b (EOS not counted).
        nbest: hypotheses returned per sentence (1 <= nbest <= beam).
        early_stop: stop a sentence as soon as the bound allows; False runs every
            sentence until its beam is empty or its length limit (the tests'
            reference: both must return the same hypotheses).
    Returns:
        B lists of at most ``nbest`` ``Hypothesis``, best first, in input order.
    """
    if not 1 <= nbest <= beam:
        raise ValueError(f"need 1 <= nbest <= beam, got nbest={nbest} beam={beam}")
    if lenpen < 0:
        # alpha < 0 would reward short outputs, the opposite of what the penalty
        # is for (Wu et al. 2016 tune alpha in [0, 1]); refused, not half supported.
        raise ValueError(f"need lenpen >= 0, got {lenpen}")
    length_penalty(1.0, lenpen, lenpen_style)  # validates the style early
    dev = src.device
    b, k = src.size(0), beam
    limit = max_lengths(src, max_len_a, max_len_b).to(dev)
    # Largest lp an open hypothesis can still reach: at the longest allowed |Y|.
    lp_max_end = length_penalty((limit + 1).float(), lenpen, lenpen_style)

    state = _start(model, src, limit)
    # Step 0 feeds BOS once per sentence, then the state is copied to the k beams;
    # its k best extensions are those of beam 0 (index < V).
    bos = torch.full((b,), BOS_ID, dtype=torch.long, device=dev)
    first = _extend(model, bos, state, limit <= 0, torch.zeros(b, 1, device=dev), k)
    model.reorder(state, torch.arange(b, device=dev).repeat_interleave(k))
    scores = tokens = None  # step 0 is done
    alive = torch.arange(b, device=dev)  # sentence of each live block of k rows
    # Per live sentence, its n best finished hypotheses so far, best first (-inf:
    # none yet), as tensors: score, log-prob, and where each ended (step, row of
    # that step) to read its tokens back at the end.
    fin = _Finished.empty(b, nbest, dev)
    done_fin = _Finished.empty(b, nbest, dev)  # the same, by sentence, once it stops
    # Back-pointers instead of copying every prefix each step: the token each row
    # chose at step t, and its parent row in step t-1's output.
    step_tokens: list[Tensor] = []
    step_parents: list[Tensor] = []
    feed = None  # rows of the last step's output that this step continues (None: all)
    first_rows = torch.arange(b, device=dev)[:, None] * k
    offsets = torch.arange(k, device=dev)
    min_limit, max_limit = int(limit.min()), int(limit.max())
    live_limit, live_lp_end = limit, lp_max_end

    for t in range(max_limit + 1):
        n = alive.numel()
        if t == 0:
            (top_s, top_i, v), first = first, None
        else:
            forced = (live_limit <= t).repeat_interleave(k) if t >= min_limit else None
            top_s, top_i, v = _extend(model, tokens, state, forced, scores, k)  # [n, k]
        top_tok = top_i % v
        rows = first_rows[:n] + torch.div(top_i, v, rounding_mode="floor")  # rows of lp
        index = rows.view(-1)
        step_tokens.append(top_tok.view(-1))
        step_parents.append(index if feed is None else feed[index])

        is_eos = (top_tok == EOS_ID) & torch.isfinite(top_s)
        if bool(is_eos.any()):
            norm = top_s / length_penalty(float(t + 1), lenpen, lenpen_style)
            fin.add(norm.masked_fill(~is_eos, -math.inf), top_s, t)
            top_s = top_s.masked_fill(is_eos, -math.inf)

        # Early termination: best possible final score of any open hypothesis.
        open_best = top_s.max(dim=1).values  # [n], <= 0 or -inf
        lp_now = length_penalty(float(t + 2), lenpen, lenpen_style)
        denom = torch.clamp(live_lp_end, min=lp_now)
        if early_stop:
            done = (fin.score[:, -1] >= open_best / denom) | torch.isinf(open_best)
        else:
            done = torch.isinf(open_best)

        scores = top_s
        tokens = top_tok.view(-1)
        if bool(done.any()):
            done_fin.put(alive[done], fin.take(done))
            keep = (~done).nonzero().squeeze(1)
            if keep.numel() == 0:
                break
            feed = ((keep * k)[:, None] + offsets).view(-1)
            # One reorder does both: follow the beams and drop finished sentences.
            model.reorder(state, index[feed], keep)
            alive, scores, tokens = alive[keep], scores[keep], tokens[feed]
            fin = fin.take(keep)
            live_limit, live_lp_end = live_limit[keep], live_lp_end[keep]
            min_limit = int(live_limit.min())
        else:
            feed = None
            model.reorder(state, index)
    else:
        done_fin.put(alive, fin)
    return done_fin.hypotheses(step_tokens, step_parents)
