"""Speed tricks of the CPU, each one a labelled call from the model, the loss or the search.

Every function here has a plain PyTorch equivalent that computes the same thing (the
tests compare them), and each was kept because it measured faster on 2-core EPYC CPUs
(docs/BENCHMARKS.md has the tables):

* ``dropout`` / ``Dropout``: one random word per four elements instead of a serial
  Bernoulli draw per element; dropout's masks were about a quarter of a training step.
* ``Linear``'s packed weights (``onednn_pack``, ``onednn_linear``): decoding multiplies
  the same weights by a few rows per step; oneDNN's blocked layout ran the output
  projection 1.3-1.7x faster than MKL at those shapes.
* ``attention``: softmax(Q K^T / sqrt(d_k)) V as two matrix products; the `small` training
  step ran ~1.5x faster in fp32 than with PyTorch's fused CPU kernel.
* ``Padding``: position-wise layers run on the real tokens only, not on padding.
* ``argmax_rows`` / ``topk_rows``: candidates found through block maxima, 5x faster than
  ``argmax`` / ``topk`` over a vocabulary-sized row.

And one of the GPU's: ``fused_attention``, PyTorch's SDPA kept off cuDNN's backend, which
builds an execution graph for every new shape (a base update: 3.06 s -> 0.35 s, H200), the
backends chosen once per search and per training update (``attention_backends``).

One more thing lives beside ``attention``, though it is not a speed trick: a recording
scope (``recording_attention``) in which ``attention`` hands its weights to a recorder,
so that ``nmt_cli.attention`` can show them without a hook in the model's code.

On CUDA the model calls PyTorch's own kernels (fused dropout, SDPA) instead. Where the
two differ, ``cpu_kernels`` decides, and ``NMT_GPU_PATHS=1`` makes the CPU take the GPU's
branches, so that every CI run executes them (CI has no GPU).

Shapes: B batch, S source length, T target length, d d_model, h heads, d_k = d/h, V vocab.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
from typing import Callable

import torch
import torch.nn.functional as F
from torch import Tensor, nn
from torch.nn.attention import SDPBackend, sdpa_kernel

from .. import device

_INT64_MIN = torch.iinfo(torch.int64).min


def cpu_kernels(where: Tensor | torch.device) -> bool:
    """Whether work on this tensor (or device) takes the CPU's tricks: it is on the CPU,
    and the GPU's code paths are not asked for (``device.GPU_PATHS``, read at every call so
    that tests can flip it)."""
    on_cpu = where.type == "cpu" if isinstance(where, torch.device) else where.is_cpu
    return on_cpu and not device.GPU_PATHS


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
        if not cpu_kernels(x) or self.p >= 1.0 or torch.compiler.is_compiling():
            return super().forward(x)
        return dropout(x, self.p)


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


@functools.lru_cache(maxsize=None)
def mkl_rows_invariant() -> bool:
    """Whether MKL, as this CPU runs it, gives a row the same bits alone (padded to
    MKL_ROW_MULTIPLE) as among 256 rows. Not everywhere: with its AVX2 kernels on an
    Intel CPU (MKL_ENABLE_INSTRUCTIONS=AVX2 on a Skylake Xeon; an AVX2-only Intel
    laptop), up to ~64 rows take another kernel than more, and no padding helps;
    oneDNN's row buckets do. One product of [256 x 128] by [128 x 128], once a process."""
    gen = torch.Generator().manual_seed(0)
    x, w, b = (torch.randn(*shape, generator=gen) for shape in ((256, 128), (128, 128), (128,)))
    packed = w.t().contiguous()  # as Linear multiplies a small weight
    alone = torch.addmm(b, F.pad(x[:1], (0, 0, 0, MKL_ROW_MULTIPLE - 1)), packed)
    return torch.equal(alone[:1], torch.addmm(b, x, packed)[:1])


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
        if (not self.packing or torch.is_grad_enabled() or not cpu_kernels(x)
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
            # small weights through MKL, where it keeps a sentence's bits batch-invariant
            onednn = onednn_packing_available() and (w.numel() > MKL_MAX_WEIGHT
                                                     or not mkl_rows_invariant())
            entry = (w.data_ptr(), onednn, onednn_pack(w) if onednn else w.t().contiguous())
            self._packed[slot] = entry
        return entry[1], entry[2]


# The recorder of ``recording_attention``, None outside it. A context variable rather than
# a global: a server decoding in several threads records only in the thread that asked.
_recorder: contextvars.ContextVar[Callable[[object, Tensor], None] | None] = \
    contextvars.ContextVar("attention_recorder", default=None)


@contextlib.contextmanager
def recording_attention(record: Callable[[object, Tensor], None]):
    """While open, every ``attention`` call hands ``record(source, weights)`` the weights
    softmax(Q K^T / sqrt(d_k)) it computed, [B, h, T, S] fp32 or autocast's dtype, before
    dropout; ``source`` is what the caller passed (``MultiHeadedAttention`` passes itself).

    The model takes ``attention`` on every device while a recorder is open
    (``attention_recorded``), since fused kernels never materialise the weights.
    Closed, it costs one context-variable read per attention call.
    """
    token = _recorder.set(record)
    try:
        yield
    finally:
        _recorder.reset(token)


def attention_recorded() -> bool:
    """Whether a ``recording_attention`` scope is open (in this thread / context)."""
    return _recorder.get() is not None


# SDPA's backends that work from any shape at once. PyTorch 2.11 on an H200 took
# cuDNN's attention by default, which builds (and caches) an execution graph per new
# input shape. Training cuts every micro-batch to its own [B, S] and [B, T], and
# decoding grows the cache a position per step, so nearly every call is a new shape:
# a base bf16 update of 8 micro-batches of 3,125 tokens took 3,059 ms with fresh
# shapes and 399 ms with one update repeated, and SDPA's forward and backward were 41 of
# a 10-update run's 56 s (benchmarks/gpu_profile.py, H200, 2026-11-26). Flash attention
# (no mask) and memory-efficient attention (with a padding mask) need no such build.
_SDPA_BACKENDS = [SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH]


def attention_backends():
    """Keep SDPA off cuDNN (``_SDPA_BACKENDS``) for every call inside: a search or a
    training update opens this once, and ``fused_attention`` then skips its own scope.
    Entered per call, that scope was ~10% of the host's time in a greedy `base` step at
    batch 1 on an H200, 12 calls a step (cProfile, benchmarks/gpu_decode_profile.py)."""
    return sdpa_kernel(_SDPA_BACKENDS)


def fused_attention(q: Tensor, k: Tensor, v: Tensor, mask: Tensor | None,
                    is_causal: bool, dropout_p: float) -> Tensor:
    """``attention``'s result through ``F.scaled_dot_product_attention``, off cuDNN's
    backend (``_SDPA_BACKENDS``): the GPU's path. Same arguments as ``attention``."""
    # cuDNN off already: an ``attention_backends`` scope is open (the check takes 0.3 us).
    # Otherwise open one here: a new cuDNN graph took ~100 ms.
    scope = (attention_backends() if torch.backends.cuda.cudnn_sdp_enabled()
             else contextlib.nullcontext())
    with scope:
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=is_causal,
                                              dropout_p=dropout_p)


def attention(q: Tensor, k: Tensor, v: Tensor, mask: Tensor | None = None,
              is_causal: bool = False, dropout_p: float = 0.0,
              source: object = None) -> Tensor:
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
        source: who asks, handed to the recorder of ``recording_attention`` if one is open.
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
    record = _recorder.get()
    if record is not None:
        record(source, weights)
    if dropout_p > 0.0:
        weights = (F.dropout(weights, dropout_p) if torch.compiler.is_compiling()
                   else dropout(weights, dropout_p))
    return weights @ v



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


# Candidates are picked from rows of thousands of scores (vocabulary, or beams x
# vocabulary) at every step. On the CPU, ``torch.topk`` / ``argmax`` over such rows
# run a scalar loop per row, while ``amax`` over short blocks is vectorised, so the
# two helpers below first find the blocks that can hold the winners (a block's
# maximum bounds its elements), then search only those: 5x faster for beam 4's
# top-k over 4 x 8,000 scores, 5x for greedy's argmax over 8,000 (benchmarks/,
# docs/BENCHMARKS.md). They return exactly what topk / argmax return, ties aside
# for topk (whose order among equal values is unspecified anyway).
_BLOCK = 64


def _full_blocks(x: Tensor) -> Tensor:
    """[R, N] -> [R, N // _BLOCK, _BLOCK], a view of the whole blocks (the tail is left out)."""
    full = x.size(1) - x.size(1) % _BLOCK
    return x[:, :full].view(x.size(0), -1, _BLOCK)


def argmax_rows(x: Tensor) -> Tensor:
    """x.argmax(-1) of x [R, N] (the first maximum), through its blocks on the CPU."""
    if not cpu_kernels(x) or x.size(1) < 2 * _BLOCK:
        return x.argmax(-1)
    blocks = _full_blocks(x)
    block_max = blocks.amax(-1)
    best = block_max.argmax(-1)  # the first block holding the largest maximum
    rows = torch.arange(x.size(0), device=x.device)
    index = best * _BLOCK + blocks[rows, best].argmax(-1)
    full = blocks.size(1) * _BLOCK
    if full < x.size(1):  # the tail wins only if strictly larger: it comes last
        tail_max, tail_arg = x[:, full:].max(-1)
        index = torch.where(tail_max > block_max[rows, best], full + tail_arg, index)
    return index


def topk_rows(x: Tensor, k: int) -> tuple[Tensor, Tensor]:
    """x.topk(k, dim=1) of x [R, N]: values and indices, best first."""
    if not cpu_kernels(x) or x.size(1) < (k + 1) * _BLOCK:
        return x.topk(k, dim=1)
    blocks = _full_blocks(x)
    r, full = x.size(0), blocks.size(1) * _BLOCK
    # The k largest values lie in the k blocks with the largest maxima (or in the
    # tail): a value in any other block has k block maxima at least as large.
    best = blocks.amax(-1).topk(k, dim=1).indices  # [R, k]
    cand = blocks.gather(1, best[:, :, None].expand(r, k, _BLOCK)).view(r, k * _BLOCK)
    where = (best[:, :, None] * _BLOCK
             + torch.arange(_BLOCK, device=x.device)).view(r, k * _BLOCK)
    if full < x.size(1):
        cand = torch.cat([cand, x[:, full:]], dim=1)
        tail = torch.arange(full, x.size(1), device=x.device).expand(r, -1)
        where = torch.cat([where, tail], dim=1)
    values, pos = cand.topk(k, dim=1)
    return values, where.gather(1, pos)
