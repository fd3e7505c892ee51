"""Decoding one position at a time: the key/value cache and the step functions.

Generating T tokens with the decoder of ``model.Transformer`` as it stands would re-run
it over the whole prefix at every step: O(T^2) positions. Here each step feeds one new
position per hypothesis; its self-attention keys and values are kept (``KeyValueCache``)
and the encoder-decoder keys and values are projected once per sentence
(``DecoderState``). ``IncrementalDecoding`` holds the step functions; ``Transformer``
inherits them and so implements ``decoding.StepDecoder``, the contract that
``search`` relies on.

On a GPU the search wants every step to be the same kernels on the same memory, so that
it can be captured once and replayed as a CUDA graph. Inside a ``fixed_shape_states``
scope, ``start`` hands its work to the decode stage's builder of such states
(``decode.fixed_state``: buffers allocated once per bucket, a position that is a tensor);
``advance``, ``score`` and ``reorder`` drive them as they drive a ``DecoderState``.

Shapes: B rows (hypotheses), B' sentences, g rows per sentence (1 in greedy search, the
beam size in beam search; B = g * B'), S source length, h heads, d_k = d/h, V vocab.
"""

from __future__ import annotations

import contextlib
import contextvars
from dataclasses import dataclass
from typing import Callable

import torch
import torch.nn.functional as F
from torch import Tensor

from . import kernels


def _cache_buffer(like: Tensor, s: int, h: int, capacity: int, g: int) -> Tensor:
    """An empty [s, h, capacity, g, d_k] cache buffer for s sentences. With g = 1 it is stored
    time-major ([capacity, s, h, d_k] underneath): a step's keys land in one
    contiguous slice, and greedy decoding measured ~3% faster that way."""
    d_k = like.size(-1)
    if g == 1:
        return like.new_empty((capacity, s, h, 1, d_k)).permute(1, 2, 0, 3, 4)
    return like.new_empty((s, h, capacity, g, d_k))


class KeyValueCache:
    """Self-attention keys and values of the positions decoded so far, for one layer.

    Rows are hypotheses grouped by sentence: row r is slot r % g of sentence
    r // g (g = 1 in greedy search, the beam size in beam search). Stored
    [B', h, capacity, g, d_k], so that a sentence's keys at all positions and slots
    form one [t * g, d_k] matrix per head, which batched matmul reads in place.

    Following the beams moves no keys. Beam search makes every hypothesis the
    child of one of its sentence's hypotheses of the last step, so the keys it
    must attend to at position p are those its ancestor computed there, in some
    slot j of the same sentence. ``lineage[n, i, p, j]`` says whether slot j held
    the ancestor of hypothesis i at position p; each hypothesis then attends to
    all t * g keys of its sentence with the others masked out, and following the
    beams gathers this small boolean table instead of every row's keys and values
    (that gather was 13% of beam search's time; the masked scores are a few
    small matrix products over the same bytes; docs/BENCHMARKS.md).
    """

    def __init__(self, max_length: int | None = None, expected_length: int = 0):
        self.length = 0
        # Positions the search will ever feed, when it knows: doubling stops there
        # (a batch of 78-token outputs held 142 positions of keys, ~60 MiB at beam 4).
        self.max_length = max_length
        # The first buffer holds this many positions (at least 16): translations are
        # about as long as their sources, and every doubling on the way there copied
        # the cache and left a hole in the heap that later, larger buffers could not use.
        self.expected_length = expected_length
        self.k = self.v = None  # [B', h, capacity, g, d_k]
        self.lineage: Tensor | None = None  # bool [B', g, length, g]; None while g == 1

    def append(self, k: Tensor, v: Tensor) -> tuple[Tensor, Tensor, Tensor | None]:
        """Add positions k, v [B, h, T, d_k] (B = g * B' rows).

        Returns:
            every key and value so far, [B', h, t * g, d_k] each, and the mask of
            the ones each row may see, [B', 1, g * T, t * g] (None when g == 1: all).
        """
        b, h, new, d_k = k.shape
        if self.k is None:
            capacity = self._capacity(max(16, self.expected_length, 2 * new), new)
            self.k = _cache_buffer(k, b, h, capacity, 1)
            self.v = _cache_buffer(k, b, h, capacity, 1)
        s, _, capacity, g, _ = self.k.shape
        if g > 1 and new > 1:
            raise ValueError("a cache shared by beams grows one position at a time")
        end = self.length + new
        if end > capacity:
            self._resize(self._capacity(2 * end, end))
        self.k[:, :, self.length:end] = k.view(s, g, h, new, d_k).permute(0, 2, 3, 1, 4)
        self.v[:, :, self.length:end] = v.view(s, g, h, new, d_k).permute(0, 2, 3, 1, 4)
        self.length = end
        mask = None
        if g > 1:
            own = torch.eye(g, dtype=torch.bool, device=k.device).view(1, g, 1, g)
            self.lineage = torch.cat([self.lineage, own.expand(s, g, 1, g)], dim=2)
            mask = self.lineage.view(s, 1, g, end * g)
        return (self.k[:, :, :end].view(s, h, end * g, d_k),
                self.v[:, :, :end].view(s, h, end * g, d_k), mask)

    def _capacity(self, wanted: int, needed: int) -> int:
        if self.max_length is not None:
            wanted = min(wanted, self.max_length)
        return max(wanted, needed)

    def _resize(self, capacity: int) -> None:
        s, h, _, g, _ = self.k.shape
        for name in ("k", "v"):
            old = getattr(self, name)
            new = _cache_buffer(old, s, h, capacity, g)
            new[:, :, :self.length] = old[:, :, :self.length]
            setattr(self, name, new)

    def reorder(self, rows: Tensor, sentences: Tensor | None = None) -> None:
        """Row r becomes old row ``rows[r]``; ``sentences`` (None: all, unchanged) are
        the old sentences kept, in their new order.

        The row groups follow: g' = len(rows) / number of sentences. Each new row
        must descend from its own sentence (``rows[r] // g == sentences[r // g']``),
        as beams do; with g = g' = 1 every row is its own sentence and ``rows`` alone
        says which are kept, in which order.
        """
        if self.k is None:
            return
        s, g = self.k.size(0), self.k.size(3)
        n = s if sentences is None else sentences.numel()
        group = rows.numel() // n
        if g == group == 1:
            self._select(rows)
        elif g == group:  # follow the beams: only the lineage moves (and finished sentences go)
            self.lineage = self.lineage.view(s * g, self.length, g)[rows].view(
                n, g, self.length, g)
            if sentences is not None:
                self._select(sentences)
        else:
            self._regroup(rows, n, group)

    def _select(self, sentences: Tensor) -> None:
        """Keep these sentences (all their slots), in this order."""
        _, h, capacity, g, _ = self.k.shape
        for name in ("k", "v"):
            old = getattr(self, name)
            new = _cache_buffer(old, sentences.numel(), h, capacity, g)
            torch.index_select(old[:, :, :self.length], 0, sentences,
                               out=new[:, :, :self.length])
            setattr(self, name, new)

    def _regroup(self, rows: Tensor, n: int, group: int) -> None:
        """Copy every new row's own history (its ancestors' keys) into its own slot
        of n sentences of ``group`` slots: beam search's start, from one row per
        sentence to k."""
        s, h, capacity, g, _ = self.k.shape
        t = self.length
        if self.lineage is None:
            slot = (rows % g)[:, None].expand(-1, t)
        else:  # the slot of the row's ancestor at every position
            slot = self.lineage.view(s * g, t, g)[rows].int().argmax(-1)
        sentence = (rows // g)[:, None]
        positions = torch.arange(t, device=rows.device)
        for name in ("k", "v"):
            old = getattr(self, name)
            history = old[sentence, :, positions, slot]  # [n * group, t, h, d_k]
            new = _cache_buffer(old, n, h, capacity, group)
            new[:, :, :t] = history.view(n, group, t, h, -1).permute(0, 3, 2, 1, 4)
            setattr(self, name, new)
        self.lineage = None
        if group > 1:
            own = torch.eye(group, dtype=torch.bool, device=rows.device)
            self.lineage = own.view(1, group, 1, group).expand(n, group, t, group).contiguous()


# The builder of ``fixed_shape_states``: (model, encoded, max_length) -> a state.
_state_builder: contextvars.ContextVar[Callable | None] = contextvars.ContextVar(
    "state_builder", default=None)


@contextlib.contextmanager
def fixed_shape_states(build: Callable):
    """While open, ``IncrementalDecoding.start(encoded, max_length)`` returns
    ``build(model, encoded, max_length)`` (``decode.fixed_state``), so that an ensemble's
    members and the wrappers that delegate ``start`` build fixed-shape states too."""
    token = _state_builder.set(build)
    try:
        yield build
    finally:
        _state_builder.reset(token)


@dataclass
class DecoderState:
    """What incremental decoding carries from one step to the next.

    ``memory_kvs`` are the encoder-decoder keys/values, computed once per
    sentence; ``caches`` grow by one position per step; ``hidden`` is the decoder's
    output at the newest position, which ``score`` turns into scores.
    """

    memory_kvs: list[tuple[Tensor, Tensor]]
    src_mask: Tensor  # [B', 1, 1, S]
    caches: list[KeyValueCache]  # B rows; B = g * B' (g beams per sentence)
    step: int = 0
    hidden: Tensor | None = None  # [B, d]

    def reorder_memory(self, index: Tensor) -> None:
        """Keep / reorder / repeat the encoder side's rows (sentences)."""
        self.memory_kvs = [(k.index_select(0, index), v.index_select(0, index))
                           for k, v in self.memory_kvs]
        self.src_mask = self.src_mask.index_select(0, index)

    def reorder_caches(self, rows: Tensor, sentences: Tensor | None = None) -> None:
        """Keep / reorder / repeat the decoder side's rows (hypotheses), e.g. follow
        beams; ``sentences`` (None: unchanged) are the sentences kept
        (``KeyValueCache.reorder``)."""
        for cache in self.caches:
            cache.reorder(rows, sentences)

    def positioned(self, positions, x: Tensor) -> Tensor:
        """x [B, 1, d] plus the sinusoid of this step's position (``PositionalEncoding``)."""
        return positions(x, start=self.step)

    def advanced(self) -> None:
        self.step += 1


class IncrementalDecoding:
    """The step functions of ``model.Transformer`` (which inherits them): the
    ``decoding.StepDecoder`` contract over the key/value cache."""

    _packing_scopes = 0  # open ``packed_weights`` scopes

    @contextlib.contextmanager
    def packed_weights(self):
        """While open, the projections that run at every decoding step (the decoder's
        and the output projection) multiply by packed copies of their weights on the
        CPU (``kernels.Linear``). The copies are made on first use and dropped when
        the outermost scope closes: weights change in place between decodes (fused
        Adam without even bumping their version counters), so a copy must not
        outlive the search it was made for. The encoder's projections run once per
        batch, on many rows, and are not packed (the copies cost memory).
        """
        linears = [m for m in (*self.decoder.modules(), self.generator.proj)
                   if isinstance(m, kernels.Linear)]
        self._packing_scopes += 1
        for m in linears:
            m.packing = True
        try:
            yield self
        finally:
            self._packing_scopes -= 1
            if self._packing_scopes == 0:
                for m in linears:
                    m.packing = False
                    m._packed.clear()

    @contextlib.contextmanager
    def decoding(self):
        """The scope of a search: ``packed_weights`` (the CPU's), and SDPA's backends
        chosen once for every step rather than per call (``kernels.attention_backends``,
        the GPU's)."""
        with self.packed_weights(), kernels.attention_backends():
            yield self

    def start(self, encoded: tuple[Tensor, Tensor], max_length: int | None = None
              ) -> DecoderState:
        """The state before the first step.

        Args:
            encoded: ``encode``'s memory [B', S, d] and source mask [B', 1, 1, S].
            max_length: the most positions that will be fed, when the caller knows
                it (the caches then never grow past it). The caches start with room
                for as many positions as the longest source (BOS + output + EOS ~
                source + EOS), at least 16.
        """
        build = _state_builder.get()
        if build is not None:  # a fixed-shape state (``fixed_shape_states``)
            return build(self, encoded, max_length)
        memory, src_mask = encoded
        return DecoderState(
            memory_kvs=self.decoder.memory_key_values(memory),
            src_mask=src_mask,
            caches=[KeyValueCache(max_length, memory.size(1) + 1) for _ in self.decoder.layers],
        )

    def advance(self, state: DecoderState, tokens: Tensor) -> None:
        """Feed one token per row, tokens [B]; the state moves one position on, and its
        ``hidden`` is the decoder's output there, [B, d] (before the Generator). A
        fixed-shape state (``fixed_shape_states``) reads and moves its position itself."""
        x = state.positioned(self.tgt_pos, self.tgt_embed(tokens[:, None]))
        x = self.decoder(x, state.memory_kvs, state.src_mask, state.caches)
        state.advanced()
        state.hidden = x[:, 0]

    def score(self, state: DecoderState, rows: slice = slice(None),
              normalize: bool = True) -> Tensor:
        """The next token's fp32 log-probabilities [r, V] for ``rows`` of the state; with
        ``normalize=False`` the logits (the same ranking: greedy search skips a pass
        over [r, V] for the softmax)."""
        logits = self.generator.logits(state.hidden[rows]).float()
        return F.log_softmax(logits, dim=-1) if normalize else logits

    def reorder(self, state: DecoderState, rows: Tensor, sentences: Tensor | None = None
                ) -> None:
        """Row r becomes old row ``rows[r]``; ``sentences`` (None: unchanged) are the old
        sentences kept. The encoder side holds one row per sentence, shared by its
        beams, so following beams within their sentences moves only the caches."""
        state.reorder_caches(rows, sentences)
        if sentences is not None:
            state.reorder_memory(sentences)
        state.hidden = None

    def decode_step(self, tokens: Tensor, state: DecoderState) -> Tensor:
        """``advance`` then ``score``: tokens [B] -> log-probabilities [B, V] (fp32)."""
        self.advance(state, tokens)
        return self.score(state)
