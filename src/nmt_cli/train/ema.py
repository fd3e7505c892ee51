"""An exponential moving average of the weights while training (``nmt train --ema DECAY``;
Marian's ``--exponential-smoothing``, Polyak averaging): after every update,
``ema = d * ema + (1 - d) * weights``, with ``d = min(DECAY, (1 + step) / (10 + step))`` so
that the first updates' random weights fade at once rather than over ``1 / (1 - DECAY)``
updates (TensorFlow's ``ExponentialMovingAverage`` with ``num_updates``).

The average lives beside the raw weights: in every resumable checkpoint (``ema``, a training
state entry, so that a resumed run continues it exactly) and, at every save, as
``checkpoint_ema.pt`` in the run directory, a checkpoint like the others that `nmt
translate`, `nmt average` and `nmt export` read. Training and validation use the raw
weights; the average is what a user may decode instead.
"""

from __future__ import annotations

from pathlib import Path

import torch
from torch import nn

from ..checkpoint import TRAINING_STATE_KEYS, atomic_save

EMA_FILE = "checkpoint_ema.pt"


class WeightEma:
    """The average of a model's floating-point weights, kept in fp32 on their device."""

    def __init__(self, model: nn.Module, decay: float):
        self.decay = decay
        state = model.state_dict()
        self.names = [k for k, v in state.items() if v.is_floating_point()]
        # state_dict's tensors share the weights' storage, which the optimizer updates in
        # place: kept once here, not rebuilt at every update
        self.live = [state[k] for k in self.names]
        self.shadow = [w.float().clone() for w in self.live]

    @classmethod
    def begin(cls, model: nn.Module, decay: float, ckpt: dict | None) -> WeightEma | None:
        """The run's average: None without ``--ema``; a resumed run's own, else the current
        weights (a run that turns ``--ema`` on when resumed starts it there)."""
        if not decay:
            return None
        ema = cls(model, decay)
        saved = (ckpt or {}).get("ema")
        if saved is not None:
            ema.shadow = [saved["weights"][k].to(s.device, torch.float32)
                          for k, s in zip(ema.names, ema.shadow)]
        return ema

    @torch.no_grad()
    def update(self, step: int) -> None:
        """Fold in the weights after update ``step`` (counted from 1)."""
        d = min(self.decay, (1 + step) / (10 + step))
        torch._foreach_mul_(self.shadow, d)
        torch._foreach_add_(self.shadow, [w.float() for w in self.live], alpha=1 - d)

    def state_dict(self) -> dict:
        """The training state entry ``ema`` of a resumable checkpoint."""
        return {"decay": self.decay, "weights": dict(zip(self.names, self.shadow))}

    def save(self, checkpoint: dict, run_dir: Path) -> Path:
        """``checkpoint`` (the run's, as of now) with the averaged weights in the model's own
        dtypes and without its training state, to ``run_dir / EMA_FILE``, atomically."""
        model = dict(checkpoint["model"])
        for k, s in zip(self.names, self.shadow):
            model[k] = s.to(model[k].dtype)
        out = {k: v for k, v in checkpoint.items() if k not in TRAINING_STATE_KEYS}
        out.update(model=model, ema_decay=self.decay)
        atomic_save(out, Path(run_dir) / EMA_FILE)
        return Path(run_dir) / EMA_FILE
