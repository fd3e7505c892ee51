"""When a training run stops: its limits, SIGINT/SIGTERM, and the clock, agreed by every rank.

A rank that stops alone leaves the others waiting in their next collective, so
every decision that depends on something a rank sees alone (a signal, its clock)
is shared before anyone acts on it.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass
from enum import Enum

import torch
import torch.distributed as dist

from ..config import TrainConfig
from ..errors import NmtError
from .distributed import DistContext, all_reduce


class StopReason(Enum):
    """Why a run stopped, each with its words in the log (``Stop.because`` fills them in)."""

    MAX_STEPS = "reached --max-steps {tcfg.max_steps}"
    MAX_EPOCHS = "reached --max-epochs {tcfg.max_epochs}"
    MAX_TIME = "reached --max-time {tcfg.max_time} minutes"
    PATIENCE = "no improvement in {tcfg.patience} validations (--patience)"
    SIGNAL = "received {signal}"  # the only interruption: exit code 128 + the signal


@dataclass(frozen=True)
class Stop:
    """Why a run stopped, and the words its last log line and error message give for it."""

    reason: StopReason
    text: str  # e.g. "reached --max-steps 2000"

    @classmethod
    def because(cls, reason: StopReason, tcfg: TrainConfig, signal_name: str | None = None
                ) -> Stop:
        """Args:
            reason: why.
            tcfg: the recipe whose limit was reached.
            signal_name: for ``SIGNAL``, the one this rank received (None: another rank's).
        """
        return cls(reason, reason.value.format(
            tcfg=tcfg, signal=signal_name or "a stop signal on another rank"))


@dataclass(frozen=True)
class ClockDecisions:
    """What to do after an update that depends on the wall clock or a signal.

    Every rank must act alike, but clocks and signals differ between ranks: a signal on
    any rank counts, and rank 0's clock decides for all (``agreed``).
    """

    signalled: bool  # SIGINT or SIGTERM: checkpoint and stop
    out_of_time: bool  # --max-time reached
    save_due: bool  # --save-every-minutes passed since the last save
    elapsed: float = 0.0  # seconds the run has trained, by rank 0's clock (--cooldown)

    @classmethod
    def agreed(cls, signalled: bool, out_of_time: bool, save_due: bool, ctx: DistContext,
               elapsed: float = 0.0) -> ClockDecisions:
        """This rank's view in, the one every rank shares out (collective)."""
        clock = (float(out_of_time), float(save_due), elapsed) if ctx.is_main else (0.0, 0.0, 0.0)
        signalled_any, *shared = all_reduce([float(signalled), *clock], ctx, dist.ReduceOp.MAX)
        return cls(bool(signalled_any), bool(shared[0]), bool(shared[1]), float(shared[2]))


class StopSignal:
    """SIGINT/SIGTERM ask the loop to checkpoint and stop; a second signal stops at once."""

    def __init__(self):
        self.received: str | None = None
        self._old = {}

    def __enter__(self):
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                self._old[sig] = signal.signal(sig, self._handle)
            except ValueError:  # not the main thread (e.g. embedded use): no handler
                pass
        return self

    def _handle(self, signum, frame):
        if self.received:
            raise KeyboardInterrupt
        self.received = signal.Signals(signum).name

    def __exit__(self, *exc):
        for sig, old in self._old.items():
            signal.signal(sig, old)


MAX_BAD_UPDATES = 20  # consecutive non-finite updates before giving up


class BadUpdates:
    """Updates skipped for a non-finite loss, in a row: ``MAX_BAD_UPDATES`` stop the run."""

    def __init__(self):
        self.in_a_row = 0
        self._lazy: torch.Tensor | None = None  # lazy_loss: skipped on the device, unread
        self._lazy_updates = 0

    def add(self, bad: int, updates: int) -> None:
        """``bad`` of the last ``updates`` updates were skipped.

        Raises:
            NmtError: ``MAX_BAD_UPDATES`` in a row.
        """
        self.in_a_row = self.in_a_row + bad if bad == updates else bad
        if self.in_a_row >= MAX_BAD_UPDATES:
            raise NmtError(f"loss was not finite for {self.in_a_row} updates in a row; "
                           "lower --lr-scale or use --precision fp32")

    def add_lazily(self, bad: torch.Tensor, read: bool) -> int:
        """``NMT_TRAIN_SPEED=lazy_loss``: ``bad`` (ranks whose loss was not finite, on the
        device) is summed there and read only when ``read``; returns the updates skipped
        since the last read (0 when not read)."""
        self._lazy = (bad > 0).float() if self._lazy is None else self._lazy + (bad > 0).float()
        self._lazy_updates += 1
        if not read:
            return 0
        skipped, updates = int(self._lazy.item()), self._lazy_updates
        self._lazy, self._lazy_updates = None, 0
        self.add(skipped, updates)
        return skipped
