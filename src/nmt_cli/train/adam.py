"""Adam (Section 5.3) for one parameter group, on torch's own update kernels.

Why not ``torch.optim.Adam`` itself: its ``Optimizer`` base imports ``torch._dynamo``
(and with it sympy) when it is built and again at its first ``step()``, to keep
``torch.compile`` out of the update. nmt never compiles its optimizer, and that import
cost every training process and every spawned rank 2.9 s of start-up on a 2-core AVX2
EPYC (torch 2.13, 2026-11-28); the sample's whole `tiny` run takes about 10 s there.

The arithmetic is ``torch.optim.adam.adam``, the functional form ``torch.optim.Adam``
calls: the fused kernel by default, the multi-tensor (foreach) one when asked. A step of
the `small` model takes what torch's takes (10.4-10.6 against 10.8-11.2 ms there, medians
of 7 alternating rounds, 2 threads). The state dict has ``torch.optim.Adam``'s format both
ways, so checkpoints written by earlier versions resume here and ours load into
``torch.optim.Adam``. ``GradScaler`` drives it as it drives fused Adam: it sets
``grad_scale`` and ``found_inf`` before ``step()``.
"""

from __future__ import annotations

from collections.abc import Iterable

import torch
from torch.optim.adam import adam as adam_update

# torch.optim.Adam's group entries, in its order: a state dict written by either loads in the other
_GROUP_DEFAULTS = {"lr": 0.0, "betas": (0.9, 0.98), "eps": 1e-9, "weight_decay": 0,
                   "amsgrad": False, "maximize": False, "foreach": None, "capturable": False,
                   "differentiable": False, "fused": None, "decoupled_weight_decay": False}


class Adam:
    """Adam without weight decay or AMSGrad, its learning rate set per update (``set_lr``)."""

    def __init__(self, params: Iterable[torch.Tensor], *, betas: tuple[float, float],
                 eps: float, fused: bool = True):
        group = dict(_GROUP_DEFAULTS, betas=betas, eps=eps, fused=fused,
                     foreach=None if fused else True)
        self.param_groups = [dict(group, params=list(params))]
        self.state: dict[torch.Tensor, dict[str, torch.Tensor]] = {}

    @property
    def _step_supports_amp_scaling(self) -> bool:
        # GradScaler hands a fused step its scale and overflow flag instead of unscaling first
        return bool(self.param_groups[0]["fused"])

    def zero_grad(self, set_to_none: bool = True) -> None:
        for p in self.param_groups[0]["params"]:
            if set_to_none:
                p.grad = None
            elif p.grad is not None:
                p.grad.detach_().zero_()

    @torch.no_grad()
    def step(self) -> None:
        """One update of every parameter that has a gradient. With ``found_inf`` set
        (GradScaler, or ``train.step``'s lazy update) a non-zero flag leaves the weights
        and the step count as they were, decided on the device."""
        group = self.param_groups[0]
        params = [p for p in group["params"] if p.grad is not None]
        for p in params:
            if p not in self.state:
                self.state[p] = self._fresh_state(p, group)
        states = [self.state[p] for p in params]
        beta1, beta2 = group["betas"]
        adam_update(params, [p.grad for p in params], [s["exp_avg"] for s in states],
                    [s["exp_avg_sq"] for s in states], [], [s["step"] for s in states],
                    foreach=group["foreach"], capturable=group["capturable"],
                    differentiable=False, fused=group["fused"],
                    grad_scale=getattr(self, "grad_scale", None),
                    found_inf=getattr(self, "found_inf", None),
                    amsgrad=False, beta1=beta1, beta2=beta2, lr=group["lr"],
                    weight_decay=group["weight_decay"], eps=group["eps"], maximize=False)

    @staticmethod
    def _fresh_state(p: torch.Tensor, group: dict) -> dict[str, torch.Tensor]:
        # torch keeps the step count on the parameter's device for the fused kernel, else on the CPU
        on_device = group["fused"] or group["capturable"]
        step = torch.zeros((), dtype=torch.float32, device=p.device if on_device else "cpu")
        return {"step": step, "exp_avg": torch.zeros_like(p, memory_format=torch.preserve_format),
                "exp_avg_sq": torch.zeros_like(p, memory_format=torch.preserve_format)}

    def state_dict(self) -> dict:
        """``torch.optim.Adam.state_dict()``'s layout: parameters by position."""
        group = self.param_groups[0]
        params = group["params"]
        return {"state": {i: dict(self.state[p]) for i, p in enumerate(params) if p in self.state},
                "param_groups": [dict({k: v for k, v in group.items() if k != "params"},
                                      params=list(range(len(params))))]}

    def load_state_dict(self, state_dict: dict) -> None:
        """Adopt a saved state: ours or ``torch.optim.Adam``'s. As torch does, the saved
        group's settings replace the current ones and each tensor moves to its parameter.

        Raises:
            ValueError: the saved state is for a different set of parameters.
        """
        group = self.param_groups[0]
        saved_groups = state_dict["param_groups"]
        if len(saved_groups) != 1 or len(saved_groups[0]["params"]) != len(group["params"]):
            raise ValueError("the saved optimizer state is for a different set of parameters "
                             f"({sum(len(g['params']) for g in saved_groups)} saved, "
                             f"{len(group['params'])} here)")
        saved = saved_groups[0]
        new_group = dict(_GROUP_DEFAULTS, **{k: v for k, v in saved.items() if k != "params"})
        new_group["params"] = group["params"]
        on_device = new_group["fused"] or new_group["capturable"]
        self.state = {}
        for index, entries in state_dict["state"].items():
            p = group["params"][saved["params"].index(index)]
            self.state[p] = {k: self._placed(k, v, p, on_device) for k, v in entries.items()}
        self.param_groups = [new_group]

    @staticmethod
    def _placed(key: str, value, p: torch.Tensor, on_device: bool):
        if not isinstance(value, torch.Tensor):
            return value
        if key == "step":
            return value.to(device=p.device if on_device else "cpu", dtype=torch.float32)
        return value.to(dtype=p.dtype, device=p.device) if value.is_floating_point() else value
