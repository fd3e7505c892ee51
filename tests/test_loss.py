"""The label-smoothed loss's hand-written backward against autograd's."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from nmt_cli.loss import label_smoothed_nll


@pytest.mark.parametrize("eps", [0.0, 0.1])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_gradient_equals_autograd_cross_entropy(eps, dtype):
    torch.manual_seed(0)
    logits = (torch.randn(37, 101) * 3).to(dtype).requires_grad_()
    target = torch.randint(0, 101, (37,))
    loss, nll = label_smoothed_nll(logits, target, eps)
    (loss * 0.3).backward()
    ref_logits = logits.detach().float().requires_grad_()
    ref = F.cross_entropy(ref_logits, target, label_smoothing=eps, reduction="sum")
    (ref * 0.3).backward()
    assert loss.dtype == torch.float32 and logits.grad.dtype == dtype
    assert loss.item() == pytest.approx(ref.item(), rel=1e-5)
    assert nll.item() == pytest.approx(F.cross_entropy(ref_logits, target, reduction="sum").item(),
                                       rel=1e-5)
    tol = 1e-6 if dtype == torch.float32 else 1e-2
    assert torch.allclose(logits.grad.float(), ref_logits.grad, atol=tol), (
        (logits.grad.float() - ref_logits.grad).abs().max())
