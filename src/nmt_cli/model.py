"""The Transformer of "Attention Is All You Need" (Vaswani et al. 2017), Figure 1.

Every box of the figure is a module named as in the Annotated Transformer:
``Embeddings`` and ``PositionalEncoding`` (Section 3.4-3.5), ``MultiHeadedAttention``
(3.2), ``PositionwiseFeedForward`` (3.3), ``EncoderLayer`` / ``Encoder`` and
``DecoderLayer`` / ``Decoder`` (3.1), the ``Generator`` (linear + softmax), and the
``Transformer`` that holds them.

Beyond the figure, the decoder can run one position at a time with a key/value
cache (``Transformer.init_state`` / ``Transformer.decode_step``), so generating T
tokens costs T decoder steps over one new position each instead of re-running
the decoder over the whole prefix.

Shapes: B batch, S source length, T target length, d d_model, h heads, d_k = d/h, V vocab.
"""

from __future__ import annotations

import contextlib
import functools
import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .config import ModelConfig

_INT64_MIN = torch.iinfo(torch.int64).min


def dropout(x: Tensor, p: float) -> Tensor:
    """Inverted dropout (training mode) with a cheaper random mask, for the CPU.

    On the CPU, ``F.dropout`` draws one Bernoulli sample per element in a serial
    loop (PyTorch's vectorised MKL path is taken on Intel processors only), which
    made dropout's masks about a quarter of a training step here. This draws one
    64-bit random word per four elements and compares its 16-bit lanes with a
    threshold: the drop probability is ``p`` rounded to a multiple of 1/65536, and
    the kept elements are scaled by the exact inverse of the keep probability, so
    the expectation is preserved as in ``F.dropout``. Backward multiplies by the
    same saved mask (plain autograd: the mask is a constant of ``x * mask``).

    Args:
        x: any shape, any floating dtype.
        p: drop probability in [0, 1).
    Returns:
        x with elements zeroed with probability p and the rest scaled; same shape.
    """
    n = x.numel()
    drop = round(p * 65536)
    words = torch.empty((n + 3) // 4, dtype=torch.int64, device=x.device)
    lanes = words.random_(_INT64_MIN, None).view(torch.int16)[:n].view(x.shape)
    # int16 lanes are uniform over [-32768, 32767]: P(lane >= drop - 32768) = 1 - drop / 65536
    keep = lanes >= drop - 32768
    return x * (keep * (65536.0 / (65536 - drop))).to(x.dtype)


class Dropout(nn.Dropout):
    """``nn.Dropout`` (identity in eval mode) that uses ``dropout`` above on the CPU.

    CUDA keeps PyTorch's fused dropout kernel, which is already fast there.
    """

    def forward(self, x: Tensor) -> Tensor:
        if not self.training or self.p == 0.0:
            return x
        # Under torch.compile, inductor generates its own vectorised random numbers.
        if x.device.type != "cpu" or self.p >= 1.0 or torch.compiler.is_compiling():
            return super().forward(x)
        return dropout(x, self.p)


class Embeddings(nn.Module):
    """Token embeddings multiplied by sqrt(d_model) (Section 3.4).

    The scale matters with tied weights: the shared matrix is initialised with
    std d_model^-0.5 (as in tensor2tensor, the paper's code), so scaled embeddings
    have unit variance, comparable with the positional encodings added to them.
    """

    def __init__(self, vocab_size: int, d_model: int, pad_id: int):
        super().__init__()
        self.lut = nn.Embedding(vocab_size, d_model, padding_idx=pad_id)
        self.scale = math.sqrt(d_model)

    def forward(self, tokens: Tensor) -> Tensor:
        """tokens [B, T] -> [B, T, d]"""
        return self.lut(tokens) * self.scale


class PositionalEncoding(nn.Module):
    """Sinusoidal positions (Section 3.5) added to the embeddings, then dropout.

    The table is computed for whatever length arrives and grown on demand, so a
    long input never hits a fixed cap.
    """

    def __init__(self, d_model: int, dropout: float, initial_len: int = 1024):
        super().__init__()
        self.d_model = d_model
        self.dropout = Dropout(dropout)
        self.register_buffer("pe", self._table(initial_len), persistent=False)

    def _table(self, length: int) -> Tensor:
        position = torch.arange(length, dtype=torch.float32).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, self.d_model, 2, dtype=torch.float32)
                             * (-math.log(10000.0) / self.d_model))
        pe = torch.zeros(length, self.d_model)
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        return pe

    def forward(self, x: Tensor, start: int = 0) -> Tensor:
        """x [B, T, d] holding positions start..start+T-1 -> [B, T, d]"""
        end = start + x.size(1)
        if end > self.pe.size(0):
            self.pe = self._table(max(end, 2 * self.pe.size(0))).to(self.pe.device)
        return self.dropout(x + self.pe[start:end].to(x.dtype))


def onednn_pack(w: Tensor) -> Tensor:
    """A weight w [out, in] reordered into oneDNN's blocked layout (a copy), for
    ``onednn_linear``; no autograd goes through it."""
    return torch.ops.mkldnn._reorder_linear_weight(w)


def onednn_linear(x: Tensor, packed: Tensor, bias: Tensor | None = None) -> Tensor:
    """x [rows, in] (contiguous) times the packed weight's W^T, plus bias."""
    return torch.ops.mkldnn._linear_pointwise(x, packed, bias, "none", [], "")


ROW_BLOCK = 32  # packed products compute a multiple of this many rows, or a power of two under it


def row_bucket(n: int) -> int:
    """The rows a packed product of n rows computes: a power of two under ROW_BLOCK (one
    sentence's greedy step stays one row), else a multiple of it."""
    if n >= ROW_BLOCK:
        return -(-n // ROW_BLOCK) * ROW_BLOCK
    return 1 << max(n - 1, 0).bit_length()


@functools.cache
def onednn_packing_available() -> bool:
    """Whether this PyTorch build multiplies by oneDNN-packed weights on the CPU."""
    try:
        out = onednn_linear(torch.ones(1, 3), onednn_pack(torch.ones(2, 3)))
        return bool(out.shape == (1, 2))
    except (AttributeError, RuntimeError):
        return False


# Weights of at most this many elements multiply through MKL with W^T contiguous, even
# where oneDNN is there: a oneDNN call costs ~25 us more than MKL's whatever its size,
# which outweighs its faster kernel on small products. Measured on 2-core EPYCs at 1 to
# 256 rows: MKL faster for [256 x 256] and every layer of a d_model 128 model (1.2-3x,
# most at few rows); oneDNN for [1024 x 256], d_model 512's layers and output
# projections (up to 2.3x, at few rows). docs/BENCHMARKS.md.
MKL_MAX_WEIGHT = 1 << 16
# MKL gives a row the same bits among any multiple of 4 rows (checked at 1-300 rows, 1
# and 2 threads, d_model 32-512 layers); among 1-3, 5-7 or 9-11 rows, other bits.
MKL_ROW_MULTIPLE = 4


class Linear(nn.Linear):
    """``nn.Linear``, with a faster product for decoding on the CPU.

    Decoding multiplies the same weights by a few rows at every step. While
    ``packing`` is on (``Transformer.packed_weights`` turns it on for the decoder's
    projections and the output projection during a search), on the CPU in fp32
    without autograd, the weight, or the block of its rows asked for, is
    reordered on first use into oneDNN's blocked layout (a copy, dropped when the
    search ends). At decoding's shapes oneDNN then runs the output projection
    1.3-1.7x faster than MKL with the [V, d] weight, and the larger layers' products
    a little faster (benchmarks/, docs/BENCHMARKS.md). Small weights
    (``MKL_MAX_WEIGHT``), and every weight in builds without oneDNN, keep W^T
    contiguous instead, which MKL multiplies faster than the transposed view.
    """

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.packing = False
        # (rows.start, rows.stop) -> (the weight's address, through oneDNN?, its packed copy)
        self._packed: dict[tuple, tuple[int, bool, Tensor]] = {}

    def forward(self, x: Tensor, rows: slice = slice(None)) -> Tensor:
        """x [..., in] -> [..., out]; ``rows`` uses only those output rows of W and b."""
        w, b = self.weight, self.bias
        if rows != slice(None):
            w, b = w[rows], None if b is None else b[rows]
        if (not self.packing or torch.is_grad_enabled() or not x.is_cpu
                or x.dtype != torch.float32 or w.dtype != torch.float32
                or torch.is_autocast_enabled("cpu")):
            return F.linear(x, w, b)
        flat = x.reshape(-1, x.size(-1))
        onednn, packed = self._pack(w, rows)
        # oneDNN builds and caches a kernel for every number of rows it sees, each with
        # its own scratch memory, up to 1024 of them; as sentences finish the rows take
        # every value, and 10,000 lines of real text held ~300 MiB more than 100.
        # Buckets of rows (``row_bucket``) keep that to a few kernels. MKL keeps no
        # kernels; its rows are padded to a multiple of MKL_ROW_MULTIPLE only, so that a
        # sentence translates the same alone as in a batch.
        n = flat.size(0)
        rows_run = row_bucket(n) if onednn else -(-n // MKL_ROW_MULTIPLE) * MKL_ROW_MULTIPLE
        if rows_run != n:  # (F.pad copies even when it adds nothing)
            flat = F.pad(flat, (0, 0, 0, rows_run - n))
        if onednn:
            out = onednn_linear(flat.contiguous(), packed, b)
        else:
            out = flat @ packed if b is None else torch.addmm(b, flat, packed)
        return out[:n].view(*x.shape[:-1], out.size(-1))

    def _pack(self, w: Tensor, rows: slice) -> tuple[bool, Tensor]:
        """Whether w (= weight[rows]) goes through oneDNN, and its packed copy (made on
        first use while packing)."""
        slot = (rows.start, rows.stop)
        entry = self._packed.get(slot)
        if entry is None or entry[0] != w.data_ptr():
            w = w.detach()
            onednn = onednn_packing_available() and w.numel() > MKL_MAX_WEIGHT
            entry = (w.data_ptr(), onednn, onednn_pack(w) if onednn else w.t().contiguous())
            self._packed[slot] = entry
        return entry[1], entry[2]


def attention(q: Tensor, k: Tensor, v: Tensor, mask: Tensor | None = None,
              is_causal: bool = False, dropout_p: float = 0.0) -> Tensor:
    """softmax(Q K^T / sqrt(d_k)) V, spelled out (Section 3.2.1), for the CPU.

    On the CPU, PyTorch's fused ``scaled_dot_product_attention`` kernel is slower
    than these two matrix products for NMT shapes (d_k = 64, lengths under a few
    hundred): with them the `small` training step ran ~1.5x faster in fp32 and
    ~1.3x under bf16 autocast (docs/BENCHMARKS.md). The scores are small at
    these lengths, so materialising them costs little memory.

    Args:
        q: [B, h, T, d_k]; k, v: [B, h, S, d_k].
        mask: bool broadcastable to [B, h, T, S], True where a key may be seen.
        is_causal: query i (of the last T positions) sees keys up to S - T + i.
        dropout_p: dropout on the attention weights.
    Returns:
        [B, h, T, d_k]
    """
    scores = (q * q.size(-1) ** -0.5) @ k.transpose(-2, -1)  # [B, h, T, S]
    # finfo.min rather than -inf: a row with every key masked stays finite.
    fill = torch.finfo(scores.dtype).min
    # In place: the product's output is not saved for its backward.
    if is_causal:
        t, s = scores.shape[-2:]
        scores.masked_fill_(torch.ones(t, s, dtype=torch.bool, device=q.device).triu_(s - t + 1),
                            fill)
    if mask is not None:
        scores.masked_fill_(~mask, fill)
    weights = scores.softmax(dim=-1)
    if dropout_p > 0.0:
        weights = (F.dropout(weights, dropout_p) if torch.compiler.is_compiling()
                   else dropout(weights, dropout_p))
    return weights @ v


def _cache_buffer(like: Tensor, s: int, h: int, capacity: int, g: int) -> Tensor:
    """An empty [s, h, capacity, g, d_k] cache buffer. With g = 1 it is stored
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
    [S, h, capacity, g, d_k], so that a sentence's keys at all positions and slots
    form one [t * g, d_k] matrix per head, which batched matmul reads in place.

    Following the beams moves no keys. Beam search makes every hypothesis the
    child of one of its sentence's hypotheses of the last step, so the keys it
    must attend to at position p are those its ancestor computed there, in some
    slot j of the same sentence. ``lineage[s, i, p, j]`` says whether slot j held
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
        self.k = self.v = None  # [S, h, capacity, g, d_k]
        self.lineage: Tensor | None = None  # bool [S, g, length, g]; None while g == 1

    def append(self, k: Tensor, v: Tensor) -> tuple[Tensor, Tensor, Tensor | None]:
        """Add positions k, v [S * g, h, T, d_k].

        Returns:
            every key and value so far, [S, h, t * g, d_k] each, and the mask of
            the ones each row may see, [S, 1, g * T, t * g] (None when g == 1: all).
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


class Padding:
    """Where a right-padded batch's real tokens are, so position-wise work skips padding.

    Everything in an encoder layer but the attention itself (the projections, the
    feed-forward network, layer norms, dropout, residuals) treats each position on its
    own, so it can run on the n real tokens of a [B, S] batch, stacked as [n, d], instead
    of all B * S slots. Batches sorted by one side's length are padded on the other:
    ~13% of the source slots in the benchmark's fairseq-style batches (sorted by target
    length), ~3% in ``nmt train``'s (sorted by the longer side). Only the attention
    needs the [B, S] layout back (``restore``); its output is stacked again (``remove``).
    """

    def __init__(self, keep: Tensor):
        """keep: bool [B, S], True at real tokens."""
        self.shape = keep.shape
        self.index = keep.flatten().nonzero().squeeze(1)

    def remove(self, x: Tensor) -> Tensor:
        """[B, S, c] -> [n, c], the real tokens in order."""
        return x.flatten(0, 1).index_select(0, self.index)

    def restore(self, x: Tensor) -> Tensor:
        """[n, c] -> [B, S, c], zeros at padding (finite: attention weights them by 0)."""
        out = x.new_zeros(self.shape.numel(), x.size(-1))
        return out.index_copy_(0, self.index, x).view(*self.shape, x.size(-1))


class MultiHeadedAttention(nn.Module):
    """Scaled dot-product attention over h heads (Section 3.2.2).

    W^Q, W^K and W^V are stored stacked in one ``in_proj`` matrix so that
    self-attention is one matrix product; encoder-decoder attention slices it
    into the query part (decoder side) and the key/value part (memory side).
    On CUDA the attention goes through ``F.scaled_dot_product_attention`` (flash /
    memory-efficient kernels where no mask rules them out); on the CPU through
    ``attention`` below, which measured faster there (see ``attention``).
    """

    def __init__(self, n_heads: int, d_model: int, dropout: float = 0.0):
        super().__init__()
        self.h, self.d_k, self.d_model = n_heads, d_model // n_heads, d_model
        self.in_proj = Linear(d_model, 3 * d_model)
        self.out_proj = Linear(d_model, d_model)  # W^O
        self.dropout = dropout

    def _split_heads(self, x: Tensor) -> Tensor:
        """[B, T, d] -> [B, h, T, d_k]"""
        b, t, _ = x.shape
        return x.view(b, t, self.h, self.d_k).transpose(1, 2)

    def memory_key_value(self, memory: Tensor) -> tuple[Tensor, Tensor]:
        """Project encoder output once: memory [B, S, d] -> keys, values [B, h, S, d_k]."""
        d = self.d_model
        kv = F.linear(memory, self.in_proj.weight[d:], self.in_proj.bias[d:])  # once per batch
        k, v = kv.chunk(2, dim=-1)
        # Contiguous once here, or every decoding step's matmul copies the strided views.
        return self._split_heads(k).contiguous(), self._split_heads(v).contiguous()

    def forward(
        self,
        x: Tensor,
        mask: Tensor | None = None,
        is_causal: bool = False,
        memory_kv: tuple[Tensor, Tensor] | None = None,
        cache: KeyValueCache | None = None,
        padding: Padding | None = None,
    ) -> Tensor:
        """Self-attention over x, or attention from x to ``memory_kv`` when given.

        Args:
            x: queries [B, T, d], or with ``padding`` the real tokens only, [n, d].
            mask: bool [B, 1, 1|T, S], True where a key may be attended to.
            is_causal: each position sees only itself and earlier ones.
            memory_kv: precomputed encoder keys/values [B', h, S, d_k] each. When
                x has g times as many rows (B = g * B'), each run of g consecutive
                rows attends to one memory row: the beams of a sentence share its
                encoder keys/values instead of g copies of them.
            cache: incremental self-attention; this call's keys/values are
                appended to it and each row attends to the positions of its own
                history (every cached one, or with beams its ancestors': the
                cache's lineage mask, which replaces ``mask``).
            padding: x holds the real tokens of this padded batch (self-attention).
        Returns:
            [B, T, d], or [n, d] with ``padding``.
        """
        d = self.d_model
        if memory_kv is None:
            qkv = self.in_proj(x)
            if padding is not None:  # projected on real tokens, attended in [B, S] layout
                qkv = padding.restore(qkv)
            q, k, v = qkv.chunk(3, dim=-1)
            q, k, v = self._split_heads(q), self._split_heads(k), self._split_heads(v)
            if cache is not None:
                k, v, lineage = cache.append(k, v)
                if lineage is not None:
                    if mask is not None:
                        raise ValueError("a mask and a cache shared by beams do not combine")
                    mask = lineage
        else:
            q = self._split_heads(self.in_proj(x, rows=slice(None, d)))
            k, v = memory_kv
        b, _, t, _ = q.shape
        group = b // k.size(0)
        # [g * B', h, t, d_k] -> [B', h, g * t, d_k]: g rows, one memory row (or, in
        # self-attention with beams, one sentence's cache of g slots)
        if group > 1:
            q = q.view(k.size(0), group, self.h, t, self.d_k).transpose(1, 2).reshape(
                k.size(0), self.h, group * t, self.d_k)
        p_drop = self.dropout if self.training else 0.0
        if q.is_cuda:
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=is_causal,
                                                 dropout_p=p_drop)
        else:
            out = attention(q, k, v, mask, is_causal, p_drop)
        # [B', h, g * t, d_k] -> [B', g, t, h, d_k] = [B, t, d]
        out = out.view(k.size(0), self.h, group, t, self.d_k).permute(0, 2, 3, 1, 4)
        out = out.reshape(b, t, d)
        return self.out_proj(out if padding is None else padding.remove(out))


class PositionwiseFeedForward(nn.Module):
    """FFN(x) = max(0, x W_1 + b_1) W_2 + b_2 (Section 3.3)."""

    def __init__(self, d_model: int, d_ff: int, dropout: float = 0.0):
        super().__init__()
        self.w_1 = Linear(d_model, d_ff)
        self.w_2 = Linear(d_ff, d_model)
        self.dropout = Dropout(dropout)

    def forward(self, x: Tensor) -> Tensor:
        # In place only without autograd: F.linear's 3-D output is a view, and autograd
        # turns an in-place op on it into full [tokens x d_ff] copies (~10% of an fp32
        # training step); when decoding, in place saves a pass over [tokens x d_ff].
        return self.w_2(self.dropout(F.relu(self.w_1(x), inplace=not torch.is_grad_enabled())))


class SublayerConnection(nn.Module):
    """Residual connection around a sublayer, with layer normalisation.

    Post-norm (the paper, Section 5.4): LayerNorm(x + Dropout(Sublayer(x))).
    Pre-norm (the Annotated Transformer; trains deep or big models more stably
    without careful warmup): x + Dropout(Sublayer(LayerNorm(x))).
    """

    def __init__(self, d_model: int, dropout: float, pre_norm: bool):
        super().__init__()
        self.norm = nn.LayerNorm(d_model)
        self.dropout = Dropout(dropout)
        self.pre_norm = pre_norm

    def forward(self, x: Tensor, sublayer) -> Tensor:
        if self.pre_norm:
            return x + self.dropout(sublayer(self.norm(x)))
        return self.norm(x + self.dropout(sublayer(x)))


class EncoderLayer(nn.Module):
    """Self-attention, then feed-forward, each in a ``SublayerConnection``."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = MultiHeadedAttention(cfg.n_heads, cfg.d_model, cfg.attention_dropout)
        self.feed_forward = PositionwiseFeedForward(cfg.d_model, cfg.d_ff, cfg.relu_dropout)
        self.sublayer = nn.ModuleList(
            SublayerConnection(cfg.d_model, cfg.dropout, cfg.pre_norm) for _ in range(2))

    def forward(self, x: Tensor, src_mask: Tensor, padding: Padding | None = None) -> Tensor:
        """x [B, S, d], or with ``padding`` the real tokens only, [n, d]."""
        x = self.sublayer[0](x, lambda y: self.self_attn(y, mask=src_mask, padding=padding))
        return self.sublayer[1](x, self.feed_forward)


class Encoder(nn.Module):
    """A stack of N ``EncoderLayer`` (plus a final LayerNorm when pre-norm)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.layers = nn.ModuleList(EncoderLayer(cfg) for _ in range(cfg.n_layers))
        self.norm = nn.LayerNorm(cfg.d_model) if cfg.pre_norm else nn.Identity()

    def forward(self, x: Tensor, src_mask: Tensor) -> Tensor:
        """x [B, S, d], src_mask [B, 1, 1, S] -> [B, S, d] (zeros at padding)."""
        keep = src_mask[:, 0, 0, :]
        if bool(keep.all()):
            padding = None
        else:  # the layers run on the real tokens only (``Padding``)
            padding = Padding(keep)
            x = padding.remove(x)
        for layer in self.layers:
            x = layer(x, src_mask, padding)
        x = self.norm(x)
        return x if padding is None else padding.restore(x)


class DecoderLayer(nn.Module):
    """Masked self-attention, encoder-decoder attention, then feed-forward."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = MultiHeadedAttention(cfg.n_heads, cfg.d_model, cfg.attention_dropout)
        self.src_attn = MultiHeadedAttention(cfg.n_heads, cfg.d_model, cfg.attention_dropout)
        self.feed_forward = PositionwiseFeedForward(cfg.d_model, cfg.d_ff, cfg.relu_dropout)
        self.sublayer = nn.ModuleList(
            SublayerConnection(cfg.d_model, cfg.dropout, cfg.pre_norm) for _ in range(3))

    def forward(
        self,
        x: Tensor,
        memory_kv: tuple[Tensor, Tensor],
        src_mask: Tensor,
        cache: KeyValueCache | None = None,
    ) -> Tensor:
        """x [B, T, d]; with ``cache``, x holds only the newest position(s)."""
        # Training needs the causal mask; an incremental step's query is the
        # newest position and may see every cached one of its history.
        causal = cache is None
        x = self.sublayer[0](x, lambda y: self.self_attn(y, is_causal=causal, cache=cache))
        x = self.sublayer[1](x, lambda y: self.src_attn(y, mask=src_mask, memory_kv=memory_kv))
        return self.sublayer[2](x, self.feed_forward)


class Decoder(nn.Module):
    """A stack of N ``DecoderLayer`` (plus a final LayerNorm when pre-norm)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(cfg) for _ in range(cfg.n_layers))
        self.norm = nn.LayerNorm(cfg.d_model) if cfg.pre_norm else nn.Identity()

    def memory_key_values(self, memory: Tensor) -> list[tuple[Tensor, Tensor]]:
        return [layer.src_attn.memory_key_value(memory) for layer in self.layers]

    def forward(
        self,
        x: Tensor,
        memory_kvs: list[tuple[Tensor, Tensor]],
        src_mask: Tensor,
        caches: list[KeyValueCache] | None = None,
    ) -> Tensor:
        for i, layer in enumerate(self.layers):
            x = layer(x, memory_kvs[i], src_mask, None if caches is None else caches[i])
        return self.norm(x)


class Generator(nn.Module):
    """The final linear layer and softmax (Figure 1, top). No bias, as tied weights imply."""

    def __init__(self, d_model: int, vocab_size: int):
        super().__init__()
        self.proj = Linear(d_model, vocab_size, bias=False)

    def logits(self, x: Tensor) -> Tensor:
        """x [..., d] -> [..., V]"""
        return self.proj(x)

    def forward(self, x: Tensor) -> Tensor:
        """x [..., d] -> log-probabilities [..., V], computed in fp32."""
        return F.log_softmax(self.logits(x).float(), dim=-1)


@dataclass
class DecoderState:
    """What incremental decoding carries from one step to the next.

    ``memory_kvs`` are the encoder-decoder keys/values, computed once per
    sentence; ``caches`` grow by one position per step.
    """

    memory_kvs: list[tuple[Tensor, Tensor]]
    src_mask: Tensor  # [B', 1, 1, S]
    caches: list[KeyValueCache]  # B rows; B = g * B' (g beams per sentence)
    step: int = 0

    def reorder(self, index: Tensor) -> None:
        """Keep / reorder / repeat batch rows, e.g. drop finished sentences (B = B')."""
        self.reorder_memory(index)
        self.reorder_caches(index, index)

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


class Transformer(nn.Module):
    """Encoder-decoder with shared embeddings (Figure 1).

    With ``share_embeddings`` the source embedding, the target embedding and the
    pre-softmax projection are one matrix (Section 3.4, three-way tying).
    """

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.src_embed = Embeddings(cfg.vocab_size, cfg.d_model, cfg.pad_id)
        self.tgt_embed = (self.src_embed if cfg.share_embeddings
                          else Embeddings(cfg.vocab_size, cfg.d_model, cfg.pad_id))
        self.src_pos = PositionalEncoding(cfg.d_model, cfg.dropout)
        self.tgt_pos = PositionalEncoding(cfg.d_model, cfg.dropout)
        self.encoder = Encoder(cfg)
        self.decoder = Decoder(cfg)
        self.generator = Generator(cfg.d_model, cfg.vocab_size)
        self._reset_parameters()
        if cfg.share_embeddings:
            self.generator.proj.weight = self.src_embed.lut.weight
        self._packing_scopes = 0

    def _reset_parameters(self) -> None:
        """Xavier-uniform for every projection, zero biases; embeddings N(0, d^-0.5)."""
        for name, p in self.named_parameters():
            if name.endswith("lut.weight"):
                nn.init.normal_(p, mean=0.0, std=self.cfg.d_model ** -0.5)
                with torch.no_grad():
                    p[self.cfg.pad_id].zero_()
            elif p.dim() > 1:
                nn.init.xavier_uniform_(p)
            elif name.endswith("bias"):
                nn.init.zeros_(p)

    def num_parameters(self) -> int:
        """Distinct parameters (tied matrices counted once)."""
        return sum(p.numel() for p in self.parameters())

    # -- full-sequence passes (training, scoring) --------------------------------

    def src_mask(self, src: Tensor) -> Tensor:
        """src [B, S] -> bool [B, 1, 1, S], True at real tokens."""
        return (src != self.cfg.pad_id)[:, None, None, :]

    def encode(self, src: Tensor) -> tuple[Tensor, Tensor]:
        """src [B, S] -> memory [B, S, d], src_mask [B, 1, 1, S]"""
        mask = self.src_mask(src)
        return self.encoder(self.src_pos(self.src_embed(src)), mask), mask

    def decode(self, tgt: Tensor, memory: Tensor, src_mask: Tensor) -> Tensor:
        """Teacher-forced decoder over all positions: tgt [B, T] -> [B, T, d].

        Targets are padded on the right only, so the causal mask alone keeps every
        real position away from padding.
        """
        x = self.tgt_pos(self.tgt_embed(tgt))
        return self.decoder(x, self.decoder.memory_key_values(memory), src_mask)

    def forward(self, src: Tensor, tgt: Tensor) -> Tensor:
        """src [B, S], decoder input tgt [B, T] -> decoder output [B, T, d].

        Apply ``self.generator`` for log-probabilities (training applies it to
        non-padding positions only).
        """
        memory, src_mask = self.encode(src)
        return self.decode(tgt, memory, src_mask)

    # -- incremental decoding ---------------------------------------------------

    @contextlib.contextmanager
    def packed_weights(self):
        """While open, the projections that run at every decoding step (the decoder's
        and the output projection) multiply by packed copies of their weights on the
        CPU (``Linear``). The copies are made on first use and dropped when the
        outermost scope closes: weights change in place between decodes (fused
        Adam without even bumping their version counters), so a copy must not
        outlive the search it was made for. The encoder's projections run once per
        batch, on many rows, and are not packed (the copies cost memory).
        """
        linears = [m for m in (*self.decoder.modules(), self.generator.proj)
                   if isinstance(m, Linear)]
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

    def init_state(self, memory: Tensor, src_mask: Tensor,
                   max_length: int | None = None) -> DecoderState:
        """The state before the first step; ``max_length``: the most positions that
        will be fed, when the caller knows it (the caches then never grow past it).
        The caches start with room for as many positions as the longest source (BOS
        + output + EOS ~ source + EOS), at least 16."""
        return DecoderState(
            memory_kvs=self.decoder.memory_key_values(memory),
            src_mask=src_mask,
            caches=[KeyValueCache(max_length, memory.size(1) + 1) for _ in self.decoder.layers],
        )

    def decode_step_hidden(self, tokens: Tensor, state: DecoderState) -> Tensor:
        """Feed one token per row; tokens [B] -> the decoder's output [B, d_model] at
        the new position, before the Generator.

        ``state`` advances by one position in place. Beam search runs the Generator
        on a few rows at a time, so that [B, V] scores never exist at once.
        """
        x = self.tgt_pos(self.tgt_embed(tokens[:, None]), start=state.step)
        x = self.decoder(x, state.memory_kvs, state.src_mask, state.caches)
        state.step += 1
        return x[:, 0]

    def decode_step_logits(self, tokens: Tensor, state: DecoderState) -> Tensor:
        """Feed one token per row; tokens [B] -> logits [B, V] (fp32, before the softmax).

        ``state`` advances by one position in place. Greedy search takes the
        argmax of these directly: the softmax does not change it, and skipping it
        saves a pass over [B, V] at every step.
        """
        return self.generator.logits(self.decode_step_hidden(tokens, state)).float()

    def decode_step(self, tokens: Tensor, state: DecoderState) -> Tensor:
        """Feed one token per row; tokens [B] -> log-probabilities [B, V] (fp32).

        ``state`` advances by one position in place.
        """
        return F.log_softmax(self.decode_step_logits(tokens, state), dim=-1)
