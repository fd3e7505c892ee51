"""``nmt train``'s options checked before anything heavy is imported or launched, so that a
typo fails in a fraction of a second, in one line: the option ranges, and how a new run
begins (``Start``)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from ..config import ARCH_FLAGS, preset
from ..errors import NmtError
from .runstate import METRIC_KEYS


@dataclass(frozen=True)
class Start:
    """How a new run begins: ``--init-from``, ``--init-keep-optimizer``, ``--lr``."""

    init_from: Path | None = None
    keep_optimizer: bool = False
    peak_lr: float | None = None


# --best-metric: what chooses checkpoint_best.pt and what --patience counts
BEST_METRICS = tuple(METRIC_KEYS)
# --clock: what --max-time and --cooldown count (``stopping.TrainingClock``)
CLOCKS = ("train", "wall")

# What the options whose bad values would crash or train nonsense must be: (test, what it
# must be, the options it holds for).
_OPTION_RULES = (
    (lambda x: 0 <= x < 1, "in [0, 1)", ("dropout", "label_smoothing")),
    (lambda x: x >= 1, "at least 1", ("n_layers", "encoder_layers", "decoder_layers", "d_ff",
                                      "n_heads", "warmup_steps", "keep_last", "log_every")),
    # even: the sinusoids fill the positional encoding's dimensions in sin/cos pairs
    (lambda x: x >= 2 and x % 2 == 0, "an even number, at least 2", ("d_model",)),
    (lambda x: 0 < x < math.inf, "positive and finite", ("lr_scale", "lr")),
    (lambda x: 0 <= x <= 1, "in [0, 1]", ("cooldown",)),
    (lambda x: 0 <= x < 1, "in [0, 1) (0 = off; 0.999 is usual)", ("ema",)),
    (lambda x: 0 <= x <= 1, "in [0, 1] (0 = off)", ("subword_alpha",)),
    (lambda x: x >= 8, "at least 8", ("max_tokens", "tokens_per_update")),
    (lambda x: x >= 0, "0 or more", ("seed",)),
    (lambda x: x >= 0, "0 (save the starting weights) or more", ("max_steps",)),
    (lambda x: 0 <= x < math.inf, "0 (no limit) or more", ("max_epochs", "max_time")),
    (lambda x: x >= 0, "0 (off) or more", ("patience", "validate_every", "bleu_every",
                                           "save_every", "save_every_minutes")),
    (lambda x: x >= 0, "0 (every dev line) or more", ("bleu_sample",)),
    (lambda x: x in BEST_METRICS, "one of " + ", ".join(BEST_METRICS), ("best_metric",)),
    (lambda x: x in CLOCKS, "one of " + ", ".join(CLOCKS), ("clock",)),
)
# the flags whose names are not the option's with dashes
_FLAGS = {**ARCH_FLAGS, "warmup_steps": "--warmup"}


_RULE_OF = {name: (test, must_be) for test, must_be, names in _OPTION_RULES for name in names}


def check_option_ranges(options: dict) -> None:
    """Refuse out-of-range values of the options given (None: not given) in one line."""
    for name, value in options.items():
        test, must_be = _RULE_OF.get(name, (None, None))
        if value is not None and test is not None and not test(value):
            flag = _FLAGS.get(name, "--" + name.replace("_", "-"))
            raise NmtError(f"{flag} must be {must_be}, got {value}")


def check_train_options(preset_name: str | None, model_overrides: dict, train_overrides: dict,
                        start: Start = Start()) -> None:
    """Everything about ``nmt train``'s options that needs neither the data nor torch.

    Raises:
        NmtError: an unknown preset, a value out of range, or options that contradict.
    """
    if preset_name is not None:
        try:
            preset(preset_name)
        except KeyError as e:
            raise NmtError(str(e.args[0])) from None
    check_option_ranges({**model_overrides, **train_overrides, "lr": start.peak_lr})
    if start.peak_lr is not None and train_overrides.get("lr_scale") is not None:
        raise NmtError("give --lr (the peak learning rate) or --lr-scale, not both")
    if start.keep_optimizer and start.init_from is None:
        raise NmtError("--init-keep-optimizer keeps the optimizer of --init-from CKPT; "
                       "give --init-from too")
    if model_overrides.get("restrict_output") and train_overrides.get("subword_alpha"):
        raise NmtError("--restrict-output keeps the pieces of the data's one segmentation; "
                       "--subword-alpha samples others: give one of them")
    if start.init_from is not None and not Path(start.init_from).is_file():
        raise NmtError(f"--init-from {start.init_from}: no such checkpoint file")
