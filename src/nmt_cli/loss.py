"""Label-smoothed cross-entropy (Section 5.4, "Label Smoothing", epsilon_ls = 0.1).

The smoothed target distribution for a position whose reference token is y is

    q(k) = (1 - eps) * [k == y] + eps / V        for every k in the vocabulary (V entries),

i.e. the uniform share eps/V goes to every entry, the reference token and PAD
included (this is PyTorch's ``F.cross_entropy(label_smoothing=eps)`` convention).
The loss at that position is the cross-entropy against q:

    loss = -sum_k q(k) log p(k) = (1 - eps) * (-log p(y)) + eps * mean_k(-log p(k))

Positions whose target is PAD contribute nothing. Only those positions reach the
output projection, so the V-sized logits are never computed for padding.
"""

from __future__ import annotations

import torch
from torch import Tensor


class _SmoothedNLL(torch.autograd.Function):
    """The loss below with a hand-written backward: softmax(z) - q, made in place.

    Autograd's chain (gather -> zeros + scatter, mean -> expand / V, their sum,
    log_softmax backward, cast to the logits' dtype) allocates and passes over
    several fresh [N, V] fp32 tensors: in a bf16 profile of the `small` step on the
    CPU that was the largest item after the matrix products. Here the forward's
    log-probabilities are turned into the gradient in place and written once in
    the logits' dtype: a bf16 CPU step ran 1.15x faster (benchmarks/ab_step.py).
    """

    @staticmethod
    def forward(ctx, logits: Tensor, target: Tensor, eps: float):
        logp = torch.log_softmax(logits, dim=-1, dtype=torch.float32)  # [N, V], read once
        nll = -logp.gather(-1, target[:, None]).squeeze(-1)
        loss = (1.0 - eps) * nll - eps * logp.mean(dim=-1) if eps else nll
        ctx.save_for_backward(logp, target)
        ctx.eps, ctx.dtype = eps, logits.dtype
        nll_sum = nll.sum()
        ctx.mark_non_differentiable(nll_sum)
        return loss.sum(), nll_sum

    @staticmethod
    def backward(ctx, grad_loss: Tensor, _grad_nll: Tensor):
        logp, target = ctx.saved_tensors
        grad = logp.exp_()  # softmax, in the saved buffer (this graph runs backward once)
        if ctx.eps:
            grad.sub_(ctx.eps / grad.size(-1))
        grad.scatter_add_(1, target[:, None], grad.new_full((target.numel(), 1), ctx.eps - 1.0))
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
    logits = core.generator.logits(hidden[keep])  # [N, V], padding never projected
    loss, nll = label_smoothed_nll(logits, tgt_out[keep], eps)
    return loss, nll, int(keep.sum())
