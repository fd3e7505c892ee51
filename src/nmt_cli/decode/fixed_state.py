"""The decoder's state in buffers of a fixed size, so that a step can be replayed.

A CUDA graph replays the kernels it captured on the memory it captured them on. So the
state of a search that is to be replayed (``fixed_search``) must keep every tensor's size
and address from one step to the next, and from one batch of the same bucket to the next:

* ``StaticKeyValueCache``: each layer's self-attention keys and values, allocated once for
  the bucket's longest output ([B', h, L, g, d_k], as ``incremental.KeyValueCache`` stores
  them); a step writes its position (a tensor, not a Python int) and attends to all L * g
  keys of its sentence, those not yet written and those of other lineages masked out.
* ``FixedDecoderState``: those caches, the encoder's keys and values in buffers padded to
  the bucket's source length and sentences (idle sentences attend to zero keys: finite,
  and nobody reads what they decode), one lineage table shared by the layers, the position.
  No row is ever dropped: following the beams moves the lineage table, in place.

``IncrementalDecoding.start`` builds these inside ``incremental.fixed_shape_states``
(``builder``), so that an ensemble's members and the wrappers that delegate ``start``
follow; ``advance``, ``score`` and ``reorder`` drive them as they drive a ``DecoderState``.

Shapes: B = g * B' rows, B' sentences, g rows per sentence, h heads, d_k = d / h, L target
positions, S source positions.
"""

from __future__ import annotations

import itertools
import weakref
from dataclasses import dataclass, field

import torch
from torch import Tensor


@dataclass(frozen=True)
class FixedShape:
    """The shapes of a ``FixedDecoderState``: a bucket of ``fixed_search``.

    Attributes:
        sentences: sentences held (the batch's, padded with idle ones).
        group: rows per sentence (1 in greedy search, the beam size in beam search).
        source_length: encoder positions held (the batch's, padded with masked ones).
        length: target positions held: the most the search will feed.
        reuse: states of an earlier search to load again rather than allocate anew (a
            CUDA graph captured over them reads their buffers).
    """

    sentences: int
    group: int
    source_length: int
    length: int
    reuse: tuple = field(default=(), compare=False)


def fixed_states(state) -> tuple:
    """The ``FixedDecoderState``s a state is made of (a model's: one; an ensemble's: one
    per member), or () when any part of it is not one (a model that ignored the scope)."""
    if isinstance(state, FixedDecoderState):
        return (state,)
    if isinstance(state, (list, tuple)) and state:
        parts = [fixed_states(s) for s in state]
        return tuple(itertools.chain(*parts)) if all(parts) else ()
    return ()


class StaticKeyValueCache:
    """One layer's self-attention keys and values for all L positions of a bucket."""

    def __init__(self, state: "FixedDecoderState", k: Tensor, v: Tensor):
        self.state, self.k, self.v = state, k, v

    def append(self, k: Tensor, v: Tensor) -> tuple[Tensor, Tensor, Tensor]:
        """Write one position, k, v [B, h, 1, d_k], at the state's position.

        Returns:
            every key and value, [B', h, L * g, d_k] each, and the mask of those each
            row may see, [B', 1, g, L * g] (``FixedDecoderState.visible``).
        """
        s, h, length, g, d_k = self.k.shape
        if k.size(2) != 1:
            raise ValueError("a fixed-shape cache grows one position at a time")
        at = self.state.position
        self.k.index_copy_(2, at, k.view(s, g, h, 1, d_k).permute(0, 2, 3, 1, 4))
        self.v.index_copy_(2, at, v.view(s, g, h, 1, d_k).permute(0, 2, 3, 1, 4))
        return (self.k.view(s, h, length * g, d_k), self.v.view(s, h, length * g, d_k),
                self.state.visible)


class FixedDecoderState:
    """``incremental.DecoderState`` in buffers that keep their size and address.

    ``lineage[n, i, p, j]`` says whether slot j of sentence n held the ancestor of its
    hypothesis i at position p (``incremental.KeyValueCache``'s table, allocated for all
    L positions and shared by the layers): positions not decoded yet have no ancestor,
    which masks them; with g = 1 the table is the positions decoded so far.
    """

    def __init__(self, model, shape: FixedShape, kvs: list[tuple[Tensor, Tensor]],
                 weights: tuple):
        n, g, length, s = shape.sentences, shape.group, shape.length, shape.source_length
        like = kvs[0][0]
        h, d_k, dev = like.size(1), like.size(3), like.device
        self.owner, self.shape, self.weights = weakref.ref(model), shape, weights
        self.dtype, self.device = like.dtype, dev
        self.position = torch.zeros(1, dtype=torch.long, device=dev)
        self.lineage = torch.zeros((n, g, length, g), dtype=torch.bool, device=dev)
        self.visible = self.lineage.view(n, 1, g, length * g)
        self.own = torch.eye(g, dtype=torch.bool, device=dev).view(1, g, 1, g).expand(
            n, g, 1, g).contiguous()
        self.memory_kvs = [(like.new_zeros((n, h, s, d_k)), like.new_zeros((n, h, s, d_k)))
                           for _ in kvs]
        self.src_mask = torch.zeros((n, 1, 1, s), dtype=torch.bool, device=dev)
        self.caches = [StaticKeyValueCache(self, like.new_zeros((n, h, length, g, d_k)),
                                           like.new_zeros((n, h, length, g, d_k)))
                       for _ in kvs]
        self.hidden: Tensor | None = None

    def tensors(self) -> list[Tensor]:
        """Every buffer (what a captured graph reads and writes)."""
        return [self.position, self.lineage, self.own, self.src_mask,
                *itertools.chain(*self.memory_kvs), *(t for c in self.caches for t in (c.k, c.v))]

    def fits(self, model, shape: FixedShape, kvs: list, weights: tuple) -> bool:
        """Whether this state can hold a search of ``model`` in this shape: the same
        model, its weights at the same addresses, keys of the same dtype and device."""
        like = kvs[0][0]
        return (self.owner() is model and self.shape == shape and self.weights == weights
                and (self.dtype, self.device) == (like.dtype, like.device))

    def load(self, kvs: list[tuple[Tensor, Tensor]], src_mask: Tensor) -> None:
        """A new batch: its encoder keys and values ([b, h, S, d_k], b <= sentences, S <=
        source_length), empty caches, position 0."""
        b, s = src_mask.size(0), src_mask.size(-1)
        for (k, v), (k_in, v_in) in zip(self.memory_kvs, kvs):
            for buffer, given in ((k, k_in), (v, v_in)):
                buffer.zero_()
                buffer[:b, :, :s] = given
        self.src_mask.zero_()
        self.src_mask[:b, ..., :s] = src_mask
        self.src_mask[b:] = True
        for cache in self.caches:  # zeros, not the last batch's: a masked key must be finite
            cache.k.zero_()
            cache.v.zero_()
        self.lineage.zero_()
        self.position.zero_()
        self.hidden = None

    def positioned(self, positions, x: Tensor) -> Tensor:
        """x [B, 1, d] plus the sinusoid of this step's position, as ``PositionalEncoding``
        adds it but read at a tensor index (a Python index would be baked into a captured
        graph); the position joins every row's own lineage."""
        self.lineage.index_copy_(2, self.position, self.own)
        return positions.dropout(x + positions.pe.index_select(0, self.position).to(x.dtype))

    def advanced(self) -> None:
        self.position.add_(1)

    def reorder_caches(self, rows: Tensor, sentences: Tensor | None = None) -> None:
        """Follow the beams: row r becomes old row ``rows[r]`` (its lineage moves, in
        place). No row is dropped or added: the shapes are fixed."""
        n, g, length, _ = self.lineage.shape
        if sentences is not None or rows.numel() != n * g:
            raise ValueError("a fixed-shape state keeps its rows: it follows beams only")
        if g > 1:
            self.lineage.copy_(self.lineage.view(n * g, length, g).index_select(0, rows)
                               .view(n, g, length, g))

    def reorder_memory(self, index: Tensor) -> None:
        raise ValueError("a fixed-shape state keeps its sentences")


def builder(shape: FixedShape):
    """The ``incremental.fixed_shape_states`` builder of states of this shape: one of
    ``shape.reuse`` loaded again where it fits, else new buffers."""

    def build(model, encoded: tuple[Tensor, Tensor], max_length: int | None):
        memory, src_mask = encoded
        b, s = src_mask.size(0), src_mask.size(-1)
        if b > shape.sentences or s > shape.source_length or (max_length or 0) > shape.length:
            raise ValueError(f"{b} sentences of {s} positions, {max_length} to decode, do "
                             f"not fit the fixed shape {shape}")
        positions = model.tgt_pos
        if shape.length > positions.pe.size(0):  # its table of sinusoids grows when used
            positions(memory.new_zeros((1, 1, memory.size(-1))), start=shape.length - 1)
        kvs = model.decoder.memory_key_values(memory)
        # Addresses, not values: a graph captured over the state reads the weights there.
        weights = tuple(t.data_ptr() for t in itertools.chain(model.parameters(),
                                                              model.buffers()))
        state = next((r for r in shape.reuse if isinstance(r, FixedDecoderState)
                      and r.fits(model, shape, kvs, weights)), None)
        if state is None:
            state = FixedDecoderState(model, shape, kvs, weights)
        state.load(kvs, src_mask)
        return state

    return build
