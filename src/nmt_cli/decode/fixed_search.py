"""Greedy and beam search over a fixed-shape step, replayed as a CUDA graph on a GPU.

``search``'s two searches, with its conventions, its stopping bound and its results (the
tests hold them to it token for token), rebuilt so that every step is the same kernels on
the same memory (``graphs``):

* The batch is held in a bucket (``graphs.shape_key``): sentences, source positions and
  target positions rounded up to a few sizes; the decoder's state is allocated once per
  bucket (``fixed_state``) and its keys and values computed once per batch.
* Nothing leaves the batch. A sentence whose search is over stays in place, its beam
  emptied (scores -inf), so that nothing it computes can reach its finished hypotheses;
  a greedy row that ended keeps its output. Where ``search`` drops rows, this masks them.
* A step is the decoder step and the search's own work (masking, top-k, the back-pointers,
  the finished hypotheses, the stopping bound), all on the device and written in place:
  one graph replay. The host reads whether every sentence is done a step late
  (``graphs.Completion``); the steps after the last one change nothing.
* Results are read back once, at the end, as in ``search``.

What does not run here: forced decoding (``forced``, one pass over given tokens, no
search) and a model whose ``start`` ignores ``incremental.fixed_shape_states`` (the tests'
reference models without a cache): ``greedy_search`` and ``beam_search`` fall back to
``search``'s eager step for those. On the CPU, ``wanted`` keeps ``search`` itself: rows
cost time there, so dropping them is faster than masking them.

Shapes: n sentences (the bucket's), k beams, B = n * k rows, V vocabulary, L positions.
"""

from __future__ import annotations

import math
from typing import Callable

import torch
from torch import Tensor

from ..config import BOS_ID, EOS_ID, PAD_ID
from ..model.incremental import fixed_shape_states
from ..model.kernels import argmax_rows, cpu_kernels, topk_rows
from . import graphs, search
from .contract import DecodeOptions, Hypothesis, StepDecoder
from .fixed_state import FixedShape, builder, fixed_states


def wanted(device: torch.device) -> bool:
    """Whether translators on ``device`` search here: on CUDA, and on the CPU under
    ``NMT_GPU_PATHS=1`` (so that CI runs it); else ``search``."""
    return not cpu_kernels(device)


class _Greedy:
    """Greedy search's tensors for a bucket of n rows and L positions, and its step."""

    def __init__(self, model: StepDecoder, state, n: int, length: int, device):
        long = dict(dtype=torch.long, device=device)
        self.model, self.state = model, state
        self.tokens = torch.full((n,), BOS_ID, **long)
        self.limit, self.lengths = torch.zeros(n, **long), torch.zeros(n, **long)
        self.out = torch.full((n, length), EOS_ID, **long)
        self.stopped = torch.ones(n, dtype=torch.bool, device=device)
        self.done = torch.ones((), dtype=torch.bool, device=device)  # every row stopped
        self.position = torch.zeros(1, **long)

    def tensors(self) -> list[Tensor]:
        return [self.tokens, self.limit, self.lengths, self.out, self.stopped, self.done]

    def load(self, limit: Tensor, options: DecodeOptions) -> None:
        """A batch of ``limit.numel()`` rows with these output limits; the rest idle."""
        b = limit.numel()
        for t in (self.limit, self.lengths):
            t.zero_()
            t[:b] = limit
        self.stopped.fill_(True)
        self.stopped[:b] = False
        self.done.fill_(False)
        self.out.fill_(EOS_ID)
        self.tokens.fill_(BOS_ID)
        self.position.zero_()

    def step(self) -> None:
        """``search.greedy_search``'s step for every row at once."""
        self.model.advance(self.state, self.tokens)
        logits = self.model.score(self.state, normalize=False)
        logits[:, PAD_ID] = -math.inf
        logits[:, BOS_ID] = -math.inf
        nxt = argmax_rows(logits)
        at = self.position
        # a row at its length limit ends there (EOS, already in ``out``), as in ``search``
        stop = self.stopped | (self.limit <= at)
        ended = (nxt == EOS_ID) & ~stop
        self.lengths.copy_(torch.where(ended, at, self.lengths))
        self.out.index_copy_(1, at, torch.where(stop, EOS_ID, nxt)[:, None])
        torch.logical_or(stop, ended, out=self.stopped)
        self.done.copy_(self.stopped.all())
        self.tokens.copy_(nxt)
        at.add_(1)

    def read(self, b: int) -> list[list[int]]:
        rows, lengths = self.out[:b].tolist(), self.lengths[:b].tolist()
        return [row[:n] for row, n in zip(rows, lengths)]


class _Beam:
    """Beam search's tensors for a bucket of n sentences, k beams and L positions, and
    its step (``search._Beams`` with no sentence ever leaving)."""

    def __init__(self, model: StepDecoder, state, n: int, length: int, device,
                 options: DecodeOptions, early_stop: bool):
        k, long = options.beam, dict(dtype=torch.long, device=device)
        self.model, self.state, self.early_stop = model, state, early_stop
        self.tokens = torch.full((n * k,), BOS_ID, **long)
        self.scores = torch.zeros((n, k), device=device)
        self.stopped = torch.ones(n, dtype=torch.bool, device=device)
        self.done = torch.ones((), dtype=torch.bool, device=device)
        self.limit, self.lp_end = torch.zeros(n, **long), torch.ones(n, device=device)
        # lp(t + 1), which divides a hypothesis that ends at step t, and lp(t + 2)
        self.lp_ends, self.lp_next = torch.ones(length, device=device), torch.ones(
            length, device=device)
        self.fin = search.Finished.empty(n, options.nbest, device)
        self.history_tokens = torch.zeros((length, n * k), **long)
        self.history_parents = torch.zeros((length, n * k), **long)
        self.first_rows = torch.arange(n, device=device)[:, None] * k
        self.position = torch.zeros(1, **long)

    def tensors(self) -> list[Tensor]:
        return [self.tokens, self.scores, self.stopped, self.limit, self.lp_end, self.lp_ends,
                self.lp_next, self.fin.score, self.fin.logprob, self.fin.step, self.fin.row,
                self.history_tokens, self.history_parents, self.first_rows]

    def load(self, limit: Tensor, options: DecodeOptions) -> None:
        """A batch of ``limit.numel()`` sentences; the rest idle, their beams empty."""
        b, length = limit.numel(), self.lp_ends.numel()
        self.limit.zero_()
        self.limit[:b] = limit
        self.lp_end[:b] = options.penalty((limit + 1).float())  # as ``search._Beams.begin``
        self.stopped.fill_(True)
        self.stopped[:b] = False
        self.done.fill_(False)
        self.scores.fill_(-math.inf)
        self.scores[:b, 0] = 0.0  # the first step extends beam 0 alone: the others are empty
        self.tokens.fill_(BOS_ID)
        for t, fill in ((self.fin.score, -math.inf), (self.fin.logprob, 0.0),
                        (self.fin.step, 0), (self.fin.row, 0)):
            t.fill_(fill)
        ends = torch.tensor([options.penalty(float(t + 1)) for t in range(length)])
        # ``search`` divides by a Python float, which CUDA does as a product by its
        # reciprocal (in fp32): the same bits here
        self.lp_ends.copy_(ends if self.lp_ends.is_cpu else ends.to(self.lp_ends).reciprocal())
        self.lp_next.copy_(torch.tensor([options.penalty(float(t + 2)) for t in range(length)]))
        self.position.zero_()

    def step(self) -> None:
        """``search.beam_search``'s step for every sentence at once."""
        n, k = self.scores.shape
        self.model.advance(self.state, self.tokens)
        lp = self.model.score(self.state)
        v, at = lp.size(1), self.position
        lp[:, PAD_ID] = -math.inf
        lp[:, BOS_ID] = -math.inf
        eos = lp[:, EOS_ID].clone()  # rows at their length limit may only end
        lp.masked_fill_((self.limit <= at)[:, None].expand(n, k).reshape(-1, 1), -math.inf)
        lp[:, EOS_ID] = eos
        top_s, top_i = topk_rows(lp.add_(self.scores.view(-1, 1)).view(n, k * v), k)
        top_tok = top_i % v
        parents = (self.first_rows + torch.div(top_i, v, rounding_mode="floor")).view(-1)
        self.history_tokens.index_copy_(0, at, top_tok.view(1, -1))
        self.history_parents.index_copy_(0, at, parents.view(1, -1))
        is_eos = (top_tok == EOS_ID) & torch.isfinite(top_s)
        ends = self.lp_ends[at]
        norm = top_s / ends if ends.is_cpu else top_s * ends
        self.fin.add(norm.masked_fill(~is_eos, -math.inf), top_s, at)
        top_s = top_s.masked_fill(is_eos, -math.inf)
        self.stopped.logical_or_(search.stops(self.fin.score[:, -1], top_s, self.lp_end,
                                              self.lp_next[at], self.early_stop))
        self.done.copy_(self.stopped.all())
        self.scores.copy_(top_s.masked_fill(self.stopped[:, None], -math.inf))
        self.tokens.copy_(top_tok.view(-1))
        self.model.reorder(self.state, parents)
        at.add_(1)

    def read(self, b: int) -> list[list[Hypothesis]]:
        return self.fin.hypotheses(self.history_tokens, self.history_parents)[:b]


def _autocast_key(device: torch.device):
    return (torch.get_autocast_dtype(device.type) if torch.is_autocast_enabled(device.type)
            else None)


def _run(model: StepDecoder, src: Tensor, options: DecodeOptions, plan: tuple,
         make: Callable, cache: graphs.StepCache, use_graphs: bool):
    """Encode, load the batch into its bucket (capturing the bucket's step on first use
    where graphs are wanted), and step until every sentence is done.

    Args:
        plan: what the buffers are for and their rows per sentence, and what else the
            step is built for (the bucket's key, with the shapes); the other options
            are loaded with each batch.
        make: ``make(model, state, sentences, length, device)`` -> the search's buffers.
    Returns:
        the bucket's buffers, to read the results from; None where the model's state is
        not fixed-shape.
    """
    limit = search.max_lengths(src, options.max_len_a, options.max_len_b).to(src.device)
    dev, steps, group = src.device, int(limit.max()) + 1, plan[1]
    n, s_len, length = graphs.shape_key(src.size(0), src.size(1), steps)
    key = (*plan, n, s_len, length, dev, _autocast_key(dev))
    found = cache.get(key)
    encoded = model.encode(src)

    def start(reuse: tuple):
        with fixed_shape_states(builder(FixedShape(n, group, s_len, length, reuse))):
            return model.start(encoded, steps)

    state = start(found.states if found is not None else ())
    states = fixed_states(state)
    if not states:
        return None
    if found is None or not found.holds(states):
        buffers = make(model, state, n, length, dev)
        size = graphs.nbytes([t for s in states for t in s.tensors()] + buffers.tensors())
        found = cache.put(key, graphs.Bucket(states, buffers, graphs.StepRunner(
            buffers.step, dev, use_graphs), size), dev)
    bucket = found
    bucket.buffers.load(limit, options)
    if bucket.runner.needs_capture:
        bucket.runner.capture(lambda: (start(bucket.states), bucket.buffers.load(limit, options)))
    watch = graphs.Completion(bucket.buffers.done)
    for _ in range(steps):
        bucket.runner()
        if watch.after_step():
            break
    return bucket.buffers


@torch.inference_mode()
def greedy_search(model: StepDecoder, src: Tensor, options: DecodeOptions = search.GREEDY,
                  cache: graphs.StepCache | None = None, use_graphs: bool = True
                  ) -> list[list[int]]:
    """``search.greedy_search`` over the fixed-shape step: the same outputs.

    Args:
        cache: the buckets to reuse (a translator's); None: a new one for this call.
        use_graphs: capture and replay the step on CUDA (False: run it eagerly).
    """
    with model.decoding():
        done = _run(model, src, options, ("greedy", 1), _Greedy, cache or graphs.StepCache(),
                    use_graphs)
    if done is None:  # a model that builds its own kind of state: the eager step
        return search.greedy_search(model, src, options)
    return done.read(src.size(0))


@torch.inference_mode()
def beam_search(model: StepDecoder, src: Tensor, options: DecodeOptions = DecodeOptions(),
                early_stop: bool = True, cache: graphs.StepCache | None = None,
                use_graphs: bool = True) -> list[list[Hypothesis]]:
    """``search.beam_search`` over the fixed-shape step: the same hypotheses and scores
    (arguments as there, and ``cache``, ``use_graphs`` as in ``greedy_search``)."""
    options.check()

    def make(model, state, n, length, dev):
        return _Beam(model, state, n, length, dev, options, early_stop)

    with model.decoding():
        plan = ("beam", options.beam, options.nbest, early_stop)
        done = _run(model, src, options, plan, make, cache or graphs.StepCache(), use_graphs)
    if done is None:  # a model that builds its own kind of state: the eager step
        return search.beam_search(model, src, options, early_stop)
    return done.read(src.size(0))
