"""The label-smoothed loss's hand-written backward against autograd's."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import nmt_cli.train.loss as nmt_loss
from nmt_cli.train.loss import label_smoothed_nll


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


@pytest.mark.parametrize("autocast,group_bytes,group_rows",
                         [(False, None, 16), (True, None, 37), (True, 6464, 32), (True, 1, 16)])
def test_projected_loss_equals_logits_then_loss(monkeypatch, autocast, group_bytes, group_rows):
    """The chunked projection + loss (gradients made in the forward) against the plain chain."""
    monkeypatch.setattr(nmt_loss, "CHUNK_ROWS", 16)  # 37 rows: two full chunks and a partial one
    if group_bytes:  # bf16 weight gradient in groups of 32 rows (of 101 bf16 logits), or of
        monkeypatch.setattr(nmt_loss, "GROUP_BYTES", group_bytes)  # one chunk (as on a GPU)
    w_dtype = torch.bfloat16 if autocast else torch.float32
    assert min(37, nmt_loss._group_rows(torch.empty(37, 24), torch.empty(101, 24, dtype=w_dtype))
               ) == group_rows
    torch.manual_seed(0)
    hidden = torch.randn(37, 24, requires_grad=True)
    weight = torch.randn(101, 24, requires_grad=True)
    target = torch.randint(0, 101, (37,))
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
        loss, nll = nmt_loss.projected_label_smoothed_nll(hidden, weight, target, 0.1)
    (loss * 0.3).backward()
    grads = hidden.grad.clone(), weight.grad.clone()
    hidden.grad = weight.grad = None
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
        ref, ref_nll = label_smoothed_nll(F.linear(hidden, weight), target, 0.1)
    (ref * 0.3).backward()
    rel = 1e-5 if not autocast else 1e-3
    assert loss.item() == pytest.approx(ref.item(), rel=rel)
    assert nll.item() == pytest.approx(ref_nll.item(), rel=rel)
    assert grads[0].dtype == hidden.dtype and grads[1].dtype == weight.dtype
    atol = 1e-5 if not autocast else 2e-2
    assert torch.allclose(grads[0], hidden.grad, atol=atol), (grads[0] - hidden.grad).abs().max()
    assert torch.allclose(grads[1], weight.grad, atol=atol), (grads[1] - weight.grad).abs().max()
    with torch.no_grad():  # validation's path: the same sums, no gradient work
        loss2, nll2 = nmt_loss.projected_label_smoothed_nll(hidden, weight, target, 0.1)
    plain = label_smoothed_nll(F.linear(hidden, weight).detach(), target, 0.1)
    assert loss2.item() == pytest.approx(plain[0].item(), rel=1e-5)
    assert nll2.item() == pytest.approx(plain[1].item(), rel=1e-5)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_loss_stays_finite_where_the_target_probability_underflows(dtype):
    """A confidently wrong row: p(target) = exp(-300) is 0 in fp32, its log is not -inf."""
    logits = torch.zeros(3, 50)
    logits[:, 7] = 150.0
    logits[:, 3] = -150.0
    logits = logits.to(dtype).requires_grad_()
    target = torch.tensor([3, 7, 11])
    loss, nll = label_smoothed_nll(logits, target, 0.1)
    loss.backward()
    ref_logits = logits.detach().float()
    ref = F.cross_entropy(ref_logits, target, label_smoothing=0.1, reduction="sum")
    ref_nll = F.cross_entropy(ref_logits, target, reduction="sum")
    assert torch.isfinite(loss) and torch.isfinite(logits.grad).all()
    assert loss.item() == pytest.approx(ref.item(), rel=1e-6)
    assert nll.item() == pytest.approx(ref_nll.item(), rel=1e-6)


@pytest.mark.parametrize("autocast", [False, True])
def test_projected_loss_of_no_rows_is_zero(autocast):
    """A micro-batch with no real target position: zero loss, zero gradients, no error."""
    hidden = torch.randn(0, 8, requires_grad=True)
    weight = torch.randn(11, 8, requires_grad=True)
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
        loss, nll = nmt_loss.projected_label_smoothed_nll(hidden, weight, torch.zeros(0).long(), 0.1)
    loss.backward()
    assert loss.item() == 0.0 and nll.item() == 0.0
    assert hidden.grad.shape == (0, 8) and weight.grad.abs().sum().item() == 0.0


def test_sequence_loss_counts_an_output_bias():
    """An imported Marian model has a bias on its logits (``output_bias``): the training
    loss is that of the full logits, bias included, and the bias gets its gradient."""
    from nmt_cli.config import ModelConfig
    from nmt_cli.model import Transformer

    torch.manual_seed(0)
    cfg = ModelConfig(vocab_size=40, d_model=16, n_heads=2, d_ff=32, n_layers=1,
                      dropout=0.0, output_bias=True)
    model = Transformer(cfg)
    with torch.no_grad():
        model.generator.proj.bias.normal_()
    src = torch.randint(4, 40, (3, 5))
    tgt_in, tgt_out = torch.randint(4, 40, (3, 6)), torch.randint(4, 40, (3, 6))
    tgt_out[0, 4:] = cfg.pad_id
    loss, nll, n = nmt_loss.sequence_loss(model, src, tgt_in, tgt_out, 0.1, cfg.pad_id)
    keep = tgt_out != cfg.pad_id
    logits = model.generator.proj(model(src, tgt_in)[keep])
    want, want_nll = label_smoothed_nll(logits, tgt_out[keep], 0.1)
    assert n == int(keep.sum())
    assert torch.allclose(loss, want, atol=1e-5) and torch.allclose(nll, want_nll, atol=1e-5)
    loss.backward()
    assert model.generator.proj.bias.grad.abs().sum() > 0
