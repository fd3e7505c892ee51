"""A fused label-smoothed cross-entropy: the loss.py change this benchmark proposes.

Same value and gradient as ``nmt_cli.train.loss.label_smoothed_nll`` (PyTorch's
``label_smoothing`` convention: q = (1 - eps) one-hot + eps / V), but the backward
writes the gradient in one pass, softmax(z) - q, instead of autograd's chain
through ``log_softmax`` -> ``gather`` / ``mean`` -> ``add``, which materialises and
re-reads several [N, V] fp32 tensors (the fp32 output projection + log-softmax is
the largest non-matmul share of a CPU training step). Forward keeps only the
per-row log-sum-exp; the logits stay in their own dtype (bf16 under autocast).
"""

from __future__ import annotations

import torch
from torch import Tensor


class _SmoothedCE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, logits: Tensor, target: Tensor, eps: float):
        z = logits.float()
        lse = torch.logsumexp(z, dim=-1)  # [N]
        nll = lse - z.gather(-1, target[:, None]).squeeze(-1)
        smooth = lse - z.mean(dim=-1)
        ctx.save_for_backward(logits, target, lse)
        ctx.eps = eps
        nll_sum = nll.sum()
        ctx.mark_non_differentiable(nll_sum)
        return ((1.0 - eps) * nll + eps * smooth).sum(), nll_sum

    @staticmethod
    def backward(ctx, grad_loss: Tensor, _grad_nll: Tensor):
        logits, target, lse = ctx.saved_tensors
        eps = ctx.eps
        g = torch.exp(logits.float() - lse[:, None])  # softmax, [N, V]
        g.sub_(eps / logits.size(-1))
        g.scatter_add_(1, target[:, None],
                       torch.full((target.numel(), 1), eps - 1.0, device=g.device))
        g.mul_(grad_loss)
        return g.to(logits.dtype), None, None


def label_smoothed_nll(logits: Tensor, target: Tensor, eps: float) -> tuple[Tensor, Tensor]:
    """Drop-in for ``nmt_cli.train.loss.label_smoothed_nll``: (loss_sum, nll_sum), fp32.

    The NLL sum carries no gradient (it is reported, never optimised).
    """
    return _SmoothedCE.apply(logits, target, eps)


def install() -> None:
    """Swap the fused loss into nmt's training step (benchmark only)."""
    import nmt_cli.train.loss as loss

    loss.label_smoothed_nll = label_smoothed_nll
