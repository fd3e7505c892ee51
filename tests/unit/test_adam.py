"""``train.adam.Adam`` against ``torch.optim.Adam``: the same weights after the same updates,
each one's state dict loading in the other, GradScaler's skipped step. (That `nmt train`
then imports no ``torch._dynamo``, the reason it exists: tests/e2e/test_train_command.py.)"""

from __future__ import annotations

import copy

import pytest
import torch
from torch import nn

from nmt_cli.train.adam import Adam

BETAS, EPS = (0.9, 0.98), 1e-9


def twins(seed: int = 0) -> tuple[nn.Module, nn.Module]:
    torch.manual_seed(seed)
    a = nn.Sequential(nn.Linear(6, 5), nn.ReLU(), nn.Linear(5, 3))
    b = nn.Sequential(nn.Linear(6, 5), nn.ReLU(), nn.Linear(5, 3))
    b.load_state_dict(a.state_dict())
    return a, b


def torch_adam(model: nn.Module, fused: bool) -> torch.optim.Adam:
    return torch.optim.Adam(model.parameters(), lr=0.0, betas=BETAS, eps=EPS, fused=fused,
                            foreach=None if fused else True)


def update(model: nn.Module, opt, step: int, skip_bias: bool = False) -> None:
    opt.zero_grad(set_to_none=True)
    x = torch.randn(4, 6, generator=torch.Generator().manual_seed(step))
    model(x).pow(2).sum().backward()
    if skip_bias:  # a parameter without a gradient is left alone and gets no state
        model[2].bias.grad = None
    for group in opt.param_groups:
        group["lr"] = 1e-2 / (step + 1)
    opt.step()


def assert_same_state(ours: dict, theirs: dict) -> None:
    assert ours["param_groups"] == theirs["param_groups"]
    assert ours["state"].keys() == theirs["state"].keys()
    for i, entries in theirs["state"].items():
        assert entries.keys() == ours["state"][i].keys()
        for key, value in entries.items():
            mine = ours["state"][i][key]
            assert (mine.dtype, mine.device) == (value.dtype, value.device), (i, key)
            assert torch.equal(mine, value), (i, key)


@pytest.mark.parametrize("fused", [True, False], ids=["fused", "foreach"])
def test_updates_and_state_equal_torch_adams(fused):
    a, b = twins()
    ours, theirs = Adam(a.parameters(), betas=BETAS, eps=EPS, fused=fused), torch_adam(b, fused)
    for step in range(6):
        update(a, ours, step, skip_bias=step < 2)
        update(b, theirs, step, skip_bias=step < 2)
    for p, q in zip(a.parameters(), b.parameters()):
        assert torch.equal(p, q)
    assert_same_state(ours.state_dict(), theirs.state_dict())


@pytest.mark.parametrize("fused", [True, False], ids=["fused", "foreach"])
def test_a_state_moves_either_way_and_the_runs_go_on_equal(fused):
    """torch.optim.Adam's state (every checkpoint before this optimizer) resumes in ours,
    and ours resumes in torch's."""
    a, b = twins()
    theirs = torch_adam(b, fused)
    for step in range(3):
        update(b, theirs, step)
    a.load_state_dict(b.state_dict())
    ours = Adam(a.parameters(), betas=(0.5, 0.5), eps=1.0, fused=not fused)
    # a copy, as from a checkpoint file: a live state dict shares the optimizer's tensors
    ours.load_state_dict(copy.deepcopy(theirs.state_dict()))
    assert ours.param_groups[0]["betas"] == BETAS  # the saved settings win, as in torch
    assert ours.param_groups[0]["fused"] is fused
    for step in range(3, 6):
        update(a, ours, step)
        update(b, theirs, step)
    assert all(torch.equal(p, q) for p, q in zip(a.parameters(), b.parameters()))

    c, _ = twins(seed=1)
    c.load_state_dict(a.state_dict())
    back = torch_adam(c, fused)
    back.load_state_dict(copy.deepcopy(ours.state_dict()))
    update(a, ours, 6)
    update(c, back, 6)
    assert all(torch.equal(p, q) for p, q in zip(a.parameters(), c.parameters()))


def test_a_state_for_other_parameters_is_refused():
    other = nn.Linear(6, 5)
    theirs = torch_adam(other, fused=True)
    other(torch.ones(1, 6)).sum().backward()
    theirs.step()
    a, _ = twins()
    ours = Adam(a.parameters(), betas=BETAS, eps=EPS)
    with pytest.raises(ValueError, match="different set of parameters"):
        ours.load_state_dict(theirs.state_dict())


def test_grad_scaler_drives_it_like_fused_adam():
    """fp16's GradScaler hands the fused step its scale and overflow flag: an inf gradient
    moves neither the weights nor the step count, in ours as in torch's."""
    a, b = twins()
    pairs = [(a, Adam(a.parameters(), betas=BETAS, eps=EPS)), (b, torch_adam(b, True))]
    scalers = [torch.amp.GradScaler("cpu", init_scale=256.0) for _ in pairs]
    for step in range(4):
        for (model, opt), scaler in zip(pairs, scalers):
            opt.zero_grad(set_to_none=True)
            x = torch.randn(4, 6, generator=torch.Generator().manual_seed(step))
            if step == 2:
                x[0, 0] = float("inf")
            scaler.scale(model(x).pow(2).sum()).backward()
            for group in opt.param_groups:
                group["lr"] = 1e-2
            scaler.step(opt)
            scaler.update()
    assert [s.get_scale() for s in scalers] == [128.0, 128.0]
    assert all(torch.equal(p, q) for p, q in zip(a.parameters(), b.parameters()))
    assert_same_state(pairs[0][1].state_dict(), pairs[1][1].state_dict())
    assert float(pairs[0][1].state_dict()["state"][0]["step"]) == 3.0
