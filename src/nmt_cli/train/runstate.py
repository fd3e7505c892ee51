"""A training run's progress as plain data: what a checkpoint holds so that a run resumes exactly.

The entries sit at the top level of the checkpoint (``checkpoint.make_checkpoint``'s
``step``, ``epoch`` and extras), where every checkpoint written so far has them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

# --best-metric: the validation record each metric reads. The loss is the NLL per token
# (lower is better); BLEU and chrF are sacreBLEU's on the dev text (higher is better).
METRIC_KEYS = {"loss": "valid_nll", "bleu": "valid_bleu", "chrf": "valid_chrf"}
METRIC_NAMES = {"loss": "loss", "bleu": "BLEU", "chrf": "chrF"}  # as the log writes them


@dataclass
class RunState:
    """Where a run stands between two updates.

    Attributes:
        step: updates made; an update skipped for a non-finite loss or an fp16 overflow
            does not count, so the schedule and ``--max-steps`` see only real ones.
        epoch: the pass over the training batches under way, from 0.
        position: updates of this epoch already taken, skipped ones included.
        best_valid_loss: lowest validation NLL per token so far (inf before the first),
            whatever metric chooses the best checkpoint.
        bad_validations: validations in a row that did not improve on ``best_metric_value``
            (``--patience``).
        elapsed_seconds: time of the run up to the checkpoint this state was read from,
            validation and saves included (0 for a new run); the trainer adds its own time
            when it saves.
        world_size, micro_batch_tokens, updates_per_epoch: how the batches were cut. A
            resume that cuts them otherwise remaps ``position``. None: a checkpoint
            written before they were recorded.
        rng: every rank's random-number state (``rng.rng_state``), in rank order.
        best_metric: the metric (``METRIC_KEYS``) that chose checkpoint_best.pt, and
        best_metric_value: its best value so far (None before the first validation).
        train_seconds: ``elapsed_seconds`` less the time spent validating and saving,
            what ``--clock train`` counts.
        The last three are None in a checkpoint written before they were recorded (its
        best was the lowest loss; its training time is taken as ``elapsed_seconds``), and
        are written only when known, so such a checkpoint reads back unchanged.
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
    best_metric: str | None = None
    best_metric_value: float | None = None
    train_seconds: float | None = None

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
        entries.update({k: v for k, v in (("best_metric", self.best_metric),
                                          ("best_metric_value", self.best_metric_value),
                                          ("train_seconds", self.train_seconds))
                        if v is not None})
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
                   rng=ckpt.get("rng") or [], best_metric=ckpt.get("best_metric"),
                   best_metric_value=ckpt.get("best_metric_value"),
                   train_seconds=ckpt.get("train_seconds"))

    def select_by(self, metric: str) -> str | None:
        """Make ``metric`` (``--best-metric``) the one that chooses checkpoint_best.pt and
        that ``--patience`` counts.

        Returns:
            A note for the log when the run had a best by another metric: that best is
            set aside, the next validation is the new metric's first best, and the
            patience count starts again.
        """
        if self.best_metric is None:  # written before the metric was recorded: the loss
            self.best_metric = "loss"
            self.best_metric_value = (self.best_valid_loss if math.isfinite(self.best_valid_loss)
                                      else None)
        old, had = self.best_metric, self.best_metric_value
        self.best_metric = metric
        if old == metric:
            return None
        self.best_metric_value, self.bad_validations = None, 0
        return None if had is None else (
            f"--best-metric {metric}: this run chose checkpoint_best.pt by {old} until now "
            f"(best {had:.4g}); from the next validation on {metric} chooses it, and "
            "--patience counts afresh")

    def validated(self, metrics: dict[str, float], metric: str) -> bool:
        """Count a validation's ``metrics`` (``validation``): the lowest loss, and whether
        ``metric`` improved on its best, which restarts the patience count.

        Returns:
            Whether this validation is the best so far by ``metric`` (strictly: a tie
            keeps the earlier checkpoint; a NaN never wins).
        """
        self.best_valid_loss = min(self.best_valid_loss, metrics["valid_nll"])
        value = metrics[METRIC_KEYS[metric]]
        lower = metric == "loss"
        best = self.best_metric_value
        if best is None:
            best = math.inf if lower else -math.inf
        improved = value < best if lower else value > best
        if improved:
            self.best_metric_value, self.bad_validations = value, 0
        else:
            self.bad_validations += 1
        return improved
