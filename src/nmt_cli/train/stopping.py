"""When a training run stops: its limits, SIGINT/SIGTERM, and the clock, agreed by every rank.

A rank that stops alone leaves the others waiting in their next collective, so
every decision that depends on something a rank sees alone (a signal, its clock)
is shared before anyone acts on it.
"""

from __future__ import annotations

import contextlib
import signal
import time
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
    elapsed: float = 0.0  # the run's seconds on --clock, by rank 0's clock (--cooldown)

    @classmethod
    def agreed(cls, signalled: bool, out_of_time: bool, save_due: bool, ctx: DistContext,
               elapsed: float = 0.0) -> ClockDecisions:
        """This rank's view in, the one every rank shares out (collective)."""
        clock = (float(out_of_time), float(save_due), elapsed) if ctx.is_main else (0.0, 0.0, 0.0)
        signalled_any, *shared = all_reduce([float(signalled), *clock], ctx, dist.ReduceOp.MAX)
        return cls(bool(signalled_any), bool(shared[0]), bool(shared[1]), float(shared[2]))


class TrainingClock:
    """A run's two clocks, across resumes: the wall's, and the training's, which stops
    while the run validates (dev loss, BLEU decoding) and saves checkpoints.

    ``--clock train`` (the default) makes ``--max-time`` and ``--cooldown`` read the
    training clock, so that a budget buys the same updates however often and on however
    large a dev set the run validates; ``--clock wall`` reads the wall's, as a job
    scheduler's time limit does. ``--save-every-minutes`` reads the wall's either way.

    Args:
        wall0: seconds the run had taken before this process (``RunState.elapsed_seconds``).
        train0: seconds of those it had trained; None (a checkpoint from before the
            training clock) counts all of ``wall0``.
    """

    def __init__(self, wall0: float = 0.0, train0: float | None = None):
        self.wall0 = wall0
        self.train0 = wall0 if train0 is None else train0
        self.restart()

    def restart(self) -> None:
        """Start counting this process's time from now (when the loop starts)."""
        self.started, self.off, self._paused_at = time.time(), 0.0, None

    @contextlib.contextmanager
    def paused(self):
        """Time inside counts on the wall clock only (nested pauses count once)."""
        if self._paused_at is not None:
            yield
            return
        self._paused_at = time.time()
        try:
            yield
        finally:
            self.off += time.time() - self._paused_at
            self._paused_at = None

    def now(self) -> tuple[float, float]:
        """(wall seconds, training seconds) of the run, read at one instant; inside a
        pause the training clock reads what it read when the pause began."""
        now = time.time()
        trained = (self._paused_at if self._paused_at is not None else now) - self.started
        return self.wall0 + now - self.started, self.train0 + trained - self.off

    def seconds(self, kind: str) -> float:
        """The run's seconds on ``kind``'s clock: "train" or "wall" (``--clock``)."""
        wall, trained = self.now()
        return trained if kind == "train" else wall


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
