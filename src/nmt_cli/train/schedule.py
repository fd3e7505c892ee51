"""The learning-rate schedule of Section 5.3: linear warmup, then inverse square root.

    lrate = lr_scale * d_model^-0.5 * min(step^-0.5, step * warmup_steps^-1.5)

``step`` counts optimizer updates starting at 1; the peak is reached at
``step == warmup_steps`` (7.0e-4 for base, 4.9e-4 for big with warmup 4000).

Not in the paper: ``--cooldown C`` scales that rate down linearly to 0 over the last
fraction C of a run whose length is known in advance (``--max-time``, else
``--max-steps``), as budgeted runs elsewhere end (trapezoidal / warmup-stable-decay
schedules): the weights settle instead of stopping mid-stride at a rate still near its
peak's quarter. 0, the default, is the paper's schedule.
"""

from __future__ import annotations


def inverse_sqrt_lr(step: int, d_model: int, warmup_steps: int, lr_scale: float = 1.0) -> float:
    """The learning rate for update number ``step`` (1-based)."""
    step = max(step, 1)
    return lr_scale * d_model ** -0.5 * min(step ** -0.5, step * warmup_steps ** -1.5)


def run_progress(step: int, max_steps: int, elapsed_s: float, max_time_min: float) -> float:
    """How far a run is, in [0, 1], when it makes update ``step`` (1-based): the further
    of its share of ``max_steps`` and, with a time limit, of ``max_time_min``."""
    done = (step - 1) / max_steps if max_steps > 0 else 0.0
    if max_time_min > 0:
        done = max(done, elapsed_s / (max_time_min * 60))
    return min(max(done, 0.0), 1.0)


def cooldown_factor(progress: float, cooldown: float) -> float:
    """The factor on the learning rate at ``progress`` (``run_progress``): 1 until the
    last ``cooldown`` of the run, then falling linearly to 0 at its end."""
    if cooldown <= 0:
        return 1.0
    return min(1.0, max(0.0, (1.0 - progress) / cooldown))


def set_lr(optimizer, lr: float) -> None:
    """The schedule is a pure function of the step, so the step is all a checkpoint keeps."""
    for group in optimizer.param_groups:
        group["lr"] = lr
