"""Looking inside a translation: the attention weights of every layer and head, and word
alignments read from the encoder-decoder attention.

The API (stable names; ``nmt translate --alignment``, ``nmt attention`` and the server
use them)::

    attention_maps(model, src_ids, tgt_ids) -> AttentionMaps
    attention_maps_batch(model, sources, targets) -> list[AttentionMaps]
    cross_attention_batch(model, sources, targets, layer=None) -> list[Tensor]  # [h, T, S] each
    pieces(tokenizer, ids) -> list[str]
    word_alignment(maps, src_pieces, tgt_pieces, layer=None) -> list[tuple[int, int]]
    pharaoh(links) -> str                                                   # "0-0 1-2"

``model`` is one ``model.Transformer`` in eval mode; ids are subword ids without BOS/EOS
(``Tokenizer.encode``, ``Hypothesis.tokens``). The positions, as the model sees them:

* source: ``src_ids + [EOS]``, S = len(src_ids) + 1;
* decoder input: ``[BOS] + tgt_ids``, output (what position t predicts): ``tgt_ids + [EOS]``,
  T = len(tgt_ids) + 1. Row t of ``decoder`` and ``cross`` is the query at the position
  that holds input t and predicts output t.

The weights come from one teacher-forced pass of the model (``Transformer.encode``, then
``Transformer.decode``: the uncached reference that ``forward`` is) inside
``kernels.recording_attention``: they are what a full forward pass computes for that pair,
by construction, and searching never records. The pass stops as soon as it holds what
was asked for (``_Recorded``).

Word alignment (Pharaoh ``i-j``: source word i, target word j, 0-based, words split on
whitespace after detokenisation). A sentencepiece piece starting with "▁" starts a word.
For one layer, the heads' weights are averaged; each source word gets the weight of its
pieces summed (the probability of looking at that word), each target word the mean over
its pieces; every target word is linked to the source word it weighs most (one link per
target word, as fairseq's and Marian's attention alignments do). The source's EOS is left
out: attention parks much of its weight there, and it is no word. Which query row stands
for a target piece is the choice of ``SHIFT``; which layer, ``DEFAULT_LAYER``: both were
measured on the Bible corpus (docs/ATTENTION.md). Attention is not alignment: these
links agree with a statistical aligner's on a part of the words only (same page).

Shapes: N layers (the encoder's for ``encoder``, the decoder's for ``decoder`` and
``cross``: a deep encoder may have more than its shallow decoder), h heads, S source
positions, T target positions.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import Tensor

from ..config import BOS_ID, EOS_ID, PAD_ID
from ..model import kernels

KINDS = ("encoder", "decoder", "cross")
# Counted from the top (-1 the last decoder layer), so that the choice carries over to
# models of other depths. The last layer agreed best with eflomal of the 12-minute Bible
# model's two (docs/ATTENTION.md); the literature often prefers the penultimate layer of
# deeper models, so measure before relying on it (benchmarks/bench_alignment.py).
DEFAULT_LAYER = -1
# True: target piece y_j reads the row where y_j is the decoder's input (it predicts
# y_{j+1}), as in Chen et al. (2020)'s Shift-Att; False: the row that predicts y_j.
SHIFT = False
WORD_START = "\u2581"  # sentencepiece's "▁"


@dataclass
class AttentionMaps:
    """Attention weights of one sentence pair, every layer and head (float32, CPU).

    Attributes:
        encoder: encoder self-attention [N_enc, h, S, S].
        decoder: decoder self-attention [N_dec, h, T, T] (zero above the diagonal).
        cross: decoder-source (encoder-decoder) attention [N_dec, h, T, S].
    Every row sums to 1.
    """

    encoder: Tensor
    decoder: Tensor
    cross: Tensor


def _padded(rows: list[list[int]], device) -> Tensor:
    out = torch.full((len(rows), max(map(len, rows))), PAD_ID, dtype=torch.long)
    for r, ids in enumerate(rows):
        out[r, :len(ids)] = torch.tensor(ids, dtype=torch.long)
    return out.to(device)


# Pairs whose decoder pass runs together. The batches come sorted by source length, and
# their targets (hypotheses) are of any length: padding every target to the batch's longest
# was 3.5x the real work on the Bible dev set; sorted by target length, in groups of 32,
# the whole pass took 0.18 s instead of 0.30 s (one thread).
DECODE_ROWS = 32


class _Recorded(Exception):
    """Raised by the recorder once it holds every weight asked for: the rest of the pass
    (the layer's output projection and feed-forward network, the layers above) would
    compute nothing that is kept."""


def _record(model, sources: list[list[int]], targets: list[list[int]], wanted: dict,
            encoded: tuple[Tensor, Tensor] | None = None,
            source_rows: list[int] | None = None) -> dict[tuple[str, int], list[Tensor]]:
    """The weights of the attention modules in ``wanted`` (module -> (kind, layer)), as a
    teacher-forced pass computes them: ``Transformer.encode`` over the padded sources, then
    ``Transformer.decode`` (the uncached reference) over the targets, in groups of similar
    length. Target k goes with source ``source_rows[k]`` (None: k); ``encoded``: what
    ``encode`` returned for these sources, padded, if it ran already (a search's).

    Returns:
        per (kind, layer), one [h, rows, columns] tensor per source (encoder) or target
        (decoder, cross), the padding still on.
    """
    rows_of = source_rows if source_rows is not None else list(range(len(targets)))
    if len(rows_of) != len(targets) or (source_rows is None and len(sources) != len(targets)):
        raise ValueError(f"{len(sources)} sources for {len(targets)} targets")
    if encoded is not None and any(kind == "encoder" for kind, _ in wanted.values()):
        raise ValueError("the encoder's weights need the encoder to run: pass no `encoded`")
    device = next(model.parameters()).device
    found: dict[tuple[str, int], list] = {
        key: [None] * (len(sources) if key[0] == "encoder" else len(targets))
        for key in wanted.values()}
    decoder_keys = {key for key in wanted.values() if key[0] != "encoder"}
    chunk: dict[tuple[str, int], Tensor] = {}

    def record(source, weights: Tensor) -> None:
        key = wanted.get(source)
        if key is None:
            return
        chunk[key] = weights
        if decoder_keys and decoder_keys <= chunk.keys():
            raise _Recorded

    with torch.inference_mode(), kernels.recording_attention(record):
        if encoded is None:
            encoded = model.encode(_padded([ids + [EOS_ID] for ids in sources], device))
        memory, src_mask = encoded
        for key, weights in chunk.items():  # the encoder's, if asked for
            found[key] = list(weights)
        order = sorted(range(len(targets)), key=lambda r: len(targets[r]))
        for start in range(0, len(order), DECODE_ROWS) if decoder_keys else ():
            rows = order[start:start + DECODE_ROWS]
            chunk.clear()
            index = torch.tensor([rows_of[r] for r in rows], device=device)
            tgt = _padded([[BOS_ID] + targets[r] for r in rows], device)
            try:
                model.decode(tgt, memory.index_select(0, index), src_mask.index_select(0, index))
            except _Recorded:
                pass
            for key, weights in chunk.items():
                for k, r in enumerate(rows):
                    found[key][r] = weights[k]
    return found


def _modules(model, kinds=KINDS, layers=None) -> dict:
    """The attention modules of ``kinds`` in ``layers`` (None: all) -> (kind, layer)."""
    found = {}
    for i, layer in enumerate(model.encoder.layers):
        found[layer.self_attn] = ("encoder", i)
    for i, layer in enumerate(model.decoder.layers):
        found[layer.self_attn] = ("decoder", i)
        found[layer.src_attn] = ("cross", i)
    return {m: (kind, i) for m, (kind, i) in found.items()
            if kind in kinds and (layers is None or i in layers)}


def attention_maps_batch(model, sources: list[list[int]],
                         targets: list[list[int]]) -> list[AttentionMaps]:
    """``attention_maps`` of many pairs in one padded pass (padding is cut off again)."""
    found = _record(model, sources, targets, _modules(model))
    depth = {"encoder": len(model.encoder.layers), "decoder": len(model.decoder.layers),
             "cross": len(model.decoder.layers)}
    out = []
    for r, (src, tgt) in enumerate(zip(sources, targets)):
        s, t = len(src) + 1, len(tgt) + 1
        shape = {"encoder": (s, s), "decoder": (t, t), "cross": (t, s)}
        out.append(AttentionMaps(**{
            kind: torch.stack([found[kind, i][r][:, :rows, :cols]
                               for i in range(depth[kind])]).float().cpu()
            for kind, (rows, cols) in shape.items()}))
    return out


def attention_maps(model, src_ids: list[int], tgt_ids: list[int]) -> AttentionMaps:
    """Every attention weight of ``model`` for one source and its translation.

    Args:
        model: a ``model.Transformer`` in eval mode.
        src_ids: source subword ids without EOS; tgt_ids: target ids without BOS/EOS.
    Returns:
        ``AttentionMaps`` with S = len(src_ids) + 1, T = len(tgt_ids) + 1 (module docstring).
    """
    return attention_maps_batch(model, [src_ids], [tgt_ids])[0]


def cross_attention_batch(model, sources: list[list[int]], targets: list[list[int]],
                          layer: int | None = None, *, encoded: tuple[Tensor, Tensor] | None = None,
                          source_rows: list[int] | None = None) -> list[Tensor]:
    """One decoder layer's decoder-source attention per target, [h, T, S] (float32, CPU): all
    that word alignment needs, recorded from that layer alone (None: ``DEFAULT_LAYER``).

    Args:
        source_rows: the source of each target (several hypotheses of one source, say);
            None: target k goes with source k.
        encoded: ``model.encode`` of the padded sources (ids + EOS), when a search ran it
            already: the encoder is not run again.
    """
    index = layer_index(layer, len(model.decoder.layers))
    found = _record(model, sources, targets, _modules(model, ("cross",), (index,)), encoded,
                    source_rows)["cross", index]
    rows_of = source_rows if source_rows is not None else range(len(targets))
    return [w[:, :len(tgt) + 1, :len(sources[r]) + 1].float().cpu()
            for w, r, tgt in zip(found, rows_of, targets)]


def layer_index(layer: int | None, n_layers: int) -> int:
    """A decoder layer's index in 0..n_layers - 1; ``layer`` may count from the top (-1 the
    last); None is ``DEFAULT_LAYER``, or the first layer of a shallower model."""
    if layer is None:
        return max(n_layers + DEFAULT_LAYER, 0)
    if not -n_layers <= layer < n_layers:
        raise ValueError(f"layer {layer} does not exist: the model has {n_layers} "
                         f"decoder layers (0..{n_layers - 1}, or -1..-{n_layers} from the top)")
    return layer % n_layers


def pieces(tokenizer, ids: list[int]) -> list[str]:
    """The sentencepiece pieces of ``ids`` (their text, "▁" where a word starts)."""
    return [tokenizer.sp.id_to_piece(int(i)) for i in ids]


def word_ids(pieces: list[str]) -> list[int]:
    """The word each piece belongs to, 0-based over the whitespace-separated words of the
    detokenised text ([] when there is no word).

    A piece starting with "▁" starts a word. A piece that is "▁" alone (a space before a
    character the vocabulary has only without it) belongs to the word that follows it.
    "<unk>" is detokenised as " ⁇ ", a word of its own.
    """
    out: list[int | None] = []
    word, starting = -1, False
    for piece in pieces:
        if piece == "<unk>":
            word += 1
            out.append(word)
            starting = True
            continue
        starting = starting or piece.startswith(WORD_START) or word < 0
        if piece.strip(WORD_START) == "":  # a space only: waits for the next piece
            out.append(None)
            continue
        word += starting
        starting = False
        out.append(word)
    if word < 0:
        return []
    following = word  # a trailing lone "▁" detokenises to nothing: it joins the last word
    for i in range(len(out) - 1, -1, -1):
        if out[i] is None:
            out[i] = following
        following = out[i]
    return out


def align_pieces(weights: Tensor, src_pieces: list[str], tgt_pieces: list[str],
                 shift: bool = SHIFT, prefix: int = 0) -> list[tuple[int, int]]:
    """Word alignment from one layer's decoder-source attention.

    Args:
        weights: [h, T, S] (``AttentionMaps.cross[layer]``) or heads already averaged [T, S],
            T = len(tgt_pieces) + 1, S = len(src_pieces) + 1.
        src_pieces, tgt_pieces: the pieces (``pieces``) without BOS/EOS.
        shift: the query row that stands for a target piece (``SHIFT``).
        prefix: source pieces before the text, a multilingual model's target tag
            (``Tokenizer.prefix``): read by the model, no word of the text, so no link
            goes to them and word 0 is the text's first.
    Returns:
        (source word, target word) links, one per target word, in target order.
    """
    probs = weights.float()
    if probs.dim() == 3:
        probs = probs.mean(0)
    src_words, tgt_words = word_ids(src_pieces[prefix:]), word_ids(tgt_pieces)
    if not src_words or not tgt_words:
        return []
    n_t, n_s = len(tgt_pieces), len(src_pieces)
    rows = probs[1:n_t + 1] if shift else probs[:n_t]
    rows = rows[:, prefix:n_s]  # without the tag and the source's EOS
    n_sw, n_tw = src_words[-1] + 1, tgt_words[-1] + 1
    by_src = rows.new_zeros(n_t, n_sw).index_add_(1, torch.tensor(src_words), rows)
    by_word = by_src.new_zeros(n_tw, n_sw).index_add_(0, torch.tensor(tgt_words), by_src)
    # a mean over each target word's pieces; argmax does not care, but the matrix is shown
    by_word /= torch.bincount(torch.tensor(tgt_words), minlength=n_tw)[:, None]
    best = by_word.argmax(1).tolist()
    return [(i, j) for j, i in enumerate(best)]


def word_alignment(maps: AttentionMaps, src_pieces: list[str], tgt_pieces: list[str],
                   layer: int | None = None, prefix: int = 0) -> list[tuple[int, int]]:
    """Pharaoh links (source word, target word) of one pair, from its ``AttentionMaps``.

    Args:
        maps: ``attention_maps(model, src_ids, tgt_ids)``.
        src_pieces, tgt_pieces: ``pieces(tokenizer, src_ids)``, ``pieces(tokenizer, tgt_ids)``.
        layer: decoder layer whose heads are averaged (negative: from the top);
            None: ``DEFAULT_LAYER``.
        prefix: source pieces before the text (``align_pieces``).
    Returns:
        One (i, j) per target word, i < source words, j < target words, in target order.
    """
    return align_pieces(maps.cross[layer_index(layer, maps.cross.size(0))], src_pieces,
                        tgt_pieces, prefix=prefix)


def pharaoh(links: list[tuple[int, int]]) -> str:
    """Links as Pharaoh text: "0-0 1-2 ..." (source-target), "" for none."""
    return " ".join(f"{i}-{j}" for i, j in links)
