"""The learning-rate schedule of Section 5.3: linear warmup, then inverse square root.

    lrate = lr_scale * d_model^-0.5 * min(step^-0.5, step * warmup_steps^-1.5)

``step`` counts optimizer updates starting at 1; the peak is reached at
``step == warmup_steps`` (7.0e-4 for base, 4.9e-4 for big with warmup 4000).
"""

from __future__ import annotations


def inverse_sqrt_lr(step: int, d_model: int, warmup_steps: int, lr_scale: float = 1.0) -> float:
    """The learning rate for update number ``step`` (1-based)."""
    step = max(step, 1)
    return lr_scale * d_model ** -0.5 * min(step ** -0.5, step * warmup_steps ** -1.5)


def set_lr(optimizer, lr: float) -> None:
    """The schedule is a pure function of the step, so the step is all a checkpoint keeps."""
    for group in optimizer.param_groups:
        group["lr"] = lr
