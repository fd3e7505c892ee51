"""Label-smoothed cross-entropy (Section 5.4, "Label Smoothing", epsilon_ls = 0.1).

The smoothed target distribution for a position whose reference token is y is

    q(k) = (1 - eps) * [k == y] + eps / V        for every k in the vocabulary (V entries),

i.e. the uniform share eps/V goes to every entry, the reference token and PAD
included (this is PyTorch's ``F.cross_entropy(label_smoothing=eps)`` convention).
The loss at that position is the cross-entropy against q:

    loss = -sum_k q(k) log p(k) = (1 - eps) * (-log p(y)) + eps * mean_k(-log p(k))

Positions whose target is PAD contribute nothing. Only those positions reach the
output projection, so the V-sized logits are never computed for padding.

A restricted output layer (``nmt train --restrict-output``) projects onto the rows of the
pieces it outputs alone, K of them: V is K above, and the uniform share is eps/K over
those pieces (the others' probability is 0 at decoding too).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import Tensor

from ..errors import NmtError
from ..model.kernels import cpu_kernels, onednn_linear, onednn_pack, onednn_packing_available


def _probs_and_sums(logits: Tensor, target: Tensor, eps: float
                    ) -> tuple[Tensor, Tensor, Tensor]:
    """fp32 probabilities, summed smoothed loss, summed NLL.

    The loss needs log p(k) = z(k) - lse only at the target and averaged over k,
    so it is taken from the logits z and lse, and the one pass over [N, V] that
    exponentiates is the softmax the gradient needs anyway (a log_softmax followed
    by exp took two). lse = max(z) - log max(p): the largest probability is at
    least 1/V, so its log cannot underflow where a target's probability can.
    """
    z = logits.float()
    p = torch.softmax(z, dim=-1)
    lse = z.amax(dim=-1) - p.amax(dim=-1).log()
    nll = lse - z.gather(-1, target[:, None]).squeeze(-1)
    loss = (1.0 - eps) * nll + eps * (lse - z.mean(dim=-1)) if eps else nll
    return p, loss.sum(), nll.sum()


def _softmax_minus_q_(p: Tensor, target: Tensor, eps: float,
                      out: Tensor | None = None) -> Tensor:
    """d loss / d logits = softmax - q, built in ``p``'s own buffer (which it consumes).

    With ``out`` (a lower-precision buffer) the result is cast into it.
    """
    if eps:
        p.sub_(eps / p.size(-1))
    p.scatter_add_(1, target[:, None], p.new_full((target.numel(), 1), eps - 1.0))
    return p if out is None else out.copy_(p)


class _SmoothedNLL(torch.autograd.Function):
    """The loss below with a hand-written backward: softmax(z) - q, made in place.

    Autograd's chain (gather -> zeros + scatter, mean -> expand / V, their sum,
    log_softmax backward, cast to the logits' dtype) allocates and passes over
    several fresh [N, V] fp32 tensors: in a bf16 profile of the `small` step on the
    CPU that was the largest item after the matrix products. Here the forward's
    probabilities are turned into the gradient in place and written once in
    the logits' dtype: a bf16 CPU step ran 1.15x faster (benchmarks/ab_step.py).
    """

    @staticmethod
    def forward(ctx, logits: Tensor, target: Tensor, eps: float):
        probs, loss_sum, nll_sum = _probs_and_sums(logits, target, eps)  # [N, V]
        ctx.save_for_backward(probs, target)
        ctx.eps, ctx.dtype = eps, logits.dtype
        ctx.mark_non_differentiable(nll_sum)
        return loss_sum, nll_sum

    @staticmethod
    def backward(ctx, grad_loss: Tensor, _grad_nll: Tensor):
        probs, target = ctx.saved_tensors
        # in the saved buffer: this graph runs backward once
        grad = _softmax_minus_q_(probs, target, ctx.eps)
        out = torch.empty(grad.shape, dtype=ctx.dtype, device=grad.device)
        return torch.mul(grad, grad_loss, out=out), None, None


def label_smoothed_nll(
    logits: Tensor, target: Tensor, eps: float
) -> tuple[Tensor, Tensor]:
    """Summed smoothed loss and summed NLL over rows.

    Args:
        logits: [N, V] scores for N real (non-padding) target positions.
        target: [N] reference token ids.
        eps: label smoothing epsilon.
    Returns:
        (loss_sum, nll_sum): fp32 scalars; ``nll_sum`` is the unsmoothed
        negative log-likelihood, the quantity perplexity is made of (reported,
        never differentiated).
    """
    return _SmoothedNLL.apply(logits, target, eps)


# Rows of the [N, V] probabilities alive at once in ``projected_label_smoothed_nll``.
# CPU: 256 x 8000 fp32 is 8 MiB, small enough to stay in cache and below glibc's
# 32 MiB mmap threshold, so the buffers are reused instead of page-faulted in every
# chunk (256 and 512 measured alike, 128 and 1024 slower). GPU: large chunks keep
# the kernel count low; 4096 x 37k is ~1.2 GiB of transient logits, grads and
# probabilities instead of the whole micro-batch's.
CHUNK_ROWS = 256
CHUNK_ROWS_GPU = 4096


def _chunk_rows(device: torch.device) -> int:
    return CHUNK_ROWS if cpu_kernels(device) else CHUNK_ROWS_GPU


# Bytes of low-precision logit gradients kept for one weight-gradient product
# (``_ProjectedSmoothedNLL``): at V = 8000 in bf16, 4,096 rows, all of a 4,096-token
# CPU batch. On a GPU a group is one chunk, as much as the chunk's own logits.
GROUP_BYTES = 64 << 20


def _group_rows(h: Tensor, w: Tensor) -> int:
    """Rows whose weight gradient is one product: a chunk, or in low precision on the CPU
    as many whole chunks as fit in GROUP_BYTES."""
    chunk = _chunk_rows(h.device)
    if not cpu_kernels(h) or w.dtype == torch.float32:
        return chunk
    per_row = w.size(0) * w.element_size()
    return max(chunk, GROUP_BYTES // per_row // chunk * chunk)


def _projection(w: Tensor):
    """h -> h @ w.T for every chunk of one step.

    On the CPU in fp32, w is packed once per step into oneDNN's blocked layout
    (as decoding does, ``kernels.Linear``): a 256-row chunk's logits at V = 8000 took
    10.1 ms through MKL and the transposed view, 7.4 ms packed, and packing costs
    1.1 ms a step (AVX2 EPYC, 2 threads). This runs outside autograd (the loss
    makes its own gradients), where the packed product is allowed.
    """
    if cpu_kernels(w) and w.dtype == torch.float32 and onednn_packing_available():
        packed = onednn_pack(w)
        return lambda h: onednn_linear(h, packed)
    return lambda h: h @ w.t()


class _ProjectedSmoothedNLL(torch.autograd.Function):
    """Output projection + the loss above, chunk by chunk, gradients made in the forward.

    The loss is the last node of the graph, so its gradient with respect to the
    hidden states and the projection weight is known (up to the scalar that
    backward receives) as soon as the loss is: for each chunk of rows the logits,
    probabilities and ``softmax - q`` live only while that chunk is worked on,
    then ``d hidden = g W`` is taken at once. No fp32 [N, V] tensor is ever
    allocated: on the CPU those fresh 100+ MiB arrays were page-faulted in at every
    step (glibc maps blocks over 32 MiB straight from the kernel); on a GPU it is
    the largest activation of the step. The matrix products are the same three
    that autograd would run.
    """

    @staticmethod
    def forward(ctx, hidden: Tensor, weight: Tensor, target: Tensor, eps: float,
                dtype: torch.dtype):
        chunk = _chunk_rows(hidden.device)
        with torch.autocast(hidden.device.type, enabled=False):
            h, w = hidden.to(dtype), weight.to(dtype)
            grad_h = torch.empty_like(h)
            grad_w = torch.zeros(weight.shape, dtype=torch.float32, device=weight.device)
            loss = torch.zeros((), dtype=torch.float32, device=hidden.device)
            nll = torch.zeros_like(loss)
            project = _projection(w)
            # d W is one product per group of rows. fp32: a group is a chunk, and the
            # product accumulates in place. bf16: the chunks' gradients are kept (in
            # bf16) for a group of many chunks, summed into fp32 once per group: a
            # product per chunk cost a cast and an add of its own, and rounded to bf16
            # once per chunk.
            group = _group_rows(h, w)
            for first in range(0, h.size(0), group):
                in_group = slice(first, min(first + group, h.size(0)))
                g_group = (None if dtype == torch.float32 else
                           torch.empty((in_group.stop - first, w.size(0)), dtype=dtype,
                                       device=w.device))
                for start in range(first, in_group.stop, chunk):
                    rows = slice(start, min(start + chunk, in_group.stop))
                    probs, chunk_loss, chunk_nll = _probs_and_sums(project(h[rows]),
                                                                   target[rows], eps)
                    loss, nll = loss + chunk_loss, nll + chunk_nll
                    out = None if g_group is None else g_group[start - first:rows.stop - first]
                    g = _softmax_minus_q_(probs, target[rows], eps, out=out)
                    torch.mm(g, w, out=grad_h[rows])
                g_group = g if g_group is None else g_group
                if g_group.dtype == grad_w.dtype:  # in place, no [V, d] temporary
                    grad_w.addmm_(g_group.t(), h[in_group])
                else:  # bf16 product, summed in fp32
                    grad_w.add_(g_group.t() @ h[in_group])
        ctx.save_for_backward(grad_h, grad_w)
        ctx.dtypes = hidden.dtype, weight.dtype
        ctx.mark_non_differentiable(nll)
        return loss, nll

    @staticmethod
    def backward(ctx, grad_loss: Tensor, _grad_nll: Tensor):
        grad_h, grad_w = ctx.saved_tensors
        h_dtype, w_dtype = ctx.dtypes
        return ((grad_h * grad_loss).to(h_dtype), (grad_w * grad_loss).to(w_dtype),
                None, None, None)


def projected_label_smoothed_nll(
    hidden: Tensor, weight: Tensor, target: Tensor, eps: float
) -> tuple[Tensor, Tensor]:
    """``label_smoothed_nll(hidden @ weight.T, target, eps)`` without the [N, V] logits.

    Args:
        hidden: [N, d] decoder outputs at N real target positions.
        weight: [V, d] the generator's (tied) projection weight.
        target: [N] reference token ids.
        eps: label smoothing epsilon.
    Returns:
        (loss_sum, nll_sum) as ``label_smoothed_nll``; the matrix products run in
        the autocast dtype when autocast is on, as ``nn.Linear`` would.
    """
    device = hidden.device.type
    dtype = (torch.get_autocast_dtype(device) if torch.is_autocast_enabled(device)
             else torch.promote_types(hidden.dtype, weight.dtype))
    if dtype == torch.float16:
        # fp16 needs the loss scale applied before the gradient is cast down, which
        # this forward-time gradient cannot know: keep autograd's order there.
        return label_smoothed_nll(F.linear(hidden, weight), target, eps)
    if torch.is_grad_enabled() and (hidden.requires_grad or weight.requires_grad):
        return _ProjectedSmoothedNLL.apply(hidden, weight, target, eps, dtype)
    chunk = _chunk_rows(hidden.device)
    with torch.autocast(device, enabled=False):
        h, w = hidden.to(dtype), weight.to(dtype)
        sums = [_probs_and_sums(h[i:i + chunk] @ w.t(), target[i:i + chunk], eps)[1:]
                for i in range(0, h.size(0), chunk)]
    zero = torch.zeros((), dtype=torch.float32, device=hidden.device)
    return sum((s[0] for s in sums), zero), sum((s[1] for s in sums), zero)


def sequence_loss(
    model, src: Tensor, tgt_in: Tensor, tgt_out: Tensor, eps: float, pad_id: int
) -> tuple[Tensor, Tensor, int]:
    """Teacher-forced loss of a padded batch.

    Args:
        model: a ``Transformer`` (or a DDP wrapper around one).
        src: [B, S] source ids + EOS, right-padded.
        tgt_in: [B, T] BOS + target ids, right-padded.
        tgt_out: [B, T] target ids + EOS, right-padded.
        eps: label smoothing epsilon.
        pad_id: the padding id (ignored positions).
    Returns:
        (loss_sum, nll_sum, ntokens): sums over the real target positions, and
        their count.
    """
    hidden = model(src, tgt_in)  # [B, T, d]
    keep = tgt_out != pad_id
    core = model.module if hasattr(model, "module") else model
    proj = core.generator.proj
    allowed = core.generator.allowed()
    if allowed is not None:  # a restricted output layer: its rows alone (docs/QUALITY.md)
        target = tgt_out[keep]
        rows = torch.searchsorted(allowed, target).clamp_(max=allowed.numel() - 1)
        if not bool((allowed[rows] == target).all()):
            raise NmtError("a target piece is outside the restricted output layer "
                           "(--restrict-output): train without it on this data")
        loss, nll = projected_label_smoothed_nll(hidden[keep], proj.weight[allowed], rows, eps)
        return loss, nll, int(keep.sum())
    if proj.bias is not None:  # an imported Marian model's output bias: autograd's path
        loss, nll = label_smoothed_nll(proj(hidden[keep]), tgt_out[keep], eps)
        return loss, nll, int(keep.sum())
    # [N, d] -> loss, the [N, V] logits never whole in memory; padding never projected
    loss, nll = projected_label_smoothed_nll(hidden[keep], proj.weight, tgt_out[keep], eps)
    return loss, nll, int(keep.sum())
