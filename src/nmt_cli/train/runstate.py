"""A training run's progress as plain data: what a checkpoint holds so that a run resumes exactly.

The entries sit at the top level of the checkpoint (``checkpoint.make_checkpoint``'s
``step``, ``epoch`` and extras), where every checkpoint written so far has them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


@dataclass
class RunState:
    """Where a run stands between two updates.

    Attributes:
        step: updates made; an update skipped for a non-finite loss or an fp16 overflow
            does not count, so the schedule and ``--max-steps`` see only real ones.
        epoch: the pass over the training batches under way, from 0.
        position: updates of this epoch already taken, skipped ones included.
        best_valid_loss: lowest validation NLL per token so far (inf before the first).
        bad_validations: validations in a row that did not improve on it (``--patience``).
        elapsed_seconds: training time of the run up to the checkpoint this state was
            read from (0 for a new run); the trainer adds its own time when it saves.
        world_size, micro_batch_tokens, updates_per_epoch: how the batches were cut. A
            resume that cuts them otherwise remaps ``position``. None: a checkpoint
            written before they were recorded.
        rng: every rank's random-number state (``rng.rng_state``), in rank order.
    """

    step: int = 0
    epoch: int = 0
    position: int = 0
    best_valid_loss: float = math.inf
    bad_validations: int = 0
    elapsed_seconds: float = 0.0
    world_size: int | None = None
    micro_batch_tokens: int | None = None
    updates_per_epoch: int | None = None
    rng: list[dict] = field(default_factory=list)

    def to_checkpoint(self, optimizer: dict | None = None, scaler: dict | None = None) -> dict:
        """This state as checkpoint entries, to pass as ``make_checkpoint(..., **entries)``.

        Args:
            optimizer: the optimizer's state dict, for a checkpoint to resume from. None
                (``checkpoint_best.pt``, weights only) leaves out the optimizer, the
                scaler and the RNG states.
            scaler: fp16's GradScaler state dict; None without one.
        Returns:
            ``step``, ``epoch`` and the progress entries, then ``optimizer``, ``scaler``
            and ``rng`` when resumable, in the order checkpoints have always had them.
        """
        entries = {"step": self.step, "epoch": self.epoch, "position": self.position,
                   "best_valid_loss": self.best_valid_loss,
                   "bad_validations": self.bad_validations,
                   "elapsed_seconds": self.elapsed_seconds, "world_size": self.world_size,
                   "micro_batch_tokens": self.micro_batch_tokens,
                   "updates_per_epoch": self.updates_per_epoch}
        if optimizer is not None:
            entries.update(optimizer=optimizer, scaler=scaler, rng=self.rng)
        return entries

    @classmethod
    def from_checkpoint(cls, ckpt: dict) -> RunState:
        """The state a checkpoint was saved in; entries that older runs lack get defaults.

        Args:
            ckpt: a resumable checkpoint (it has ``step``, ``epoch`` and ``position``).
        """
        return cls(step=ckpt["step"], epoch=ckpt["epoch"], position=ckpt["position"],
                   best_valid_loss=ckpt.get("best_valid_loss", math.inf),
                   bad_validations=ckpt.get("bad_validations", 0),
                   elapsed_seconds=ckpt.get("elapsed_seconds", 0.0),
                   world_size=ckpt.get("world_size"),
                   micro_batch_tokens=ckpt.get("micro_batch_tokens"),
                   updates_per_epoch=ckpt.get("updates_per_epoch"),
                   rng=ckpt.get("rng") or [])
