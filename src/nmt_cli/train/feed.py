"""What one rank trains on (Section 5.1): each epoch's batches, and each update's
micro-batches collated, padded and (``NMT_TRAIN_SPEED=prefetch``) collated ahead.

The batches are cut once from the prepared data, or, with ``--subword-alpha``, from every
epoch's own sampled segmentation (``data.subword``); an epoch's updates are
``batches.epoch_updates``, the same on every rank count and resume.
"""

from __future__ import annotations

import math

import numpy as np

from ..config import TrainConfig
from ..data.batches import Batch, epoch_updates, make_batches
from ..data.dataset import PreparedData
from ..data.subword import SampledEpochs
from ..errors import NmtError
from .distributed import DistContext
from .prefetch import Prefetcher, collate_update
from .speed import SpeedOptions, padded


class UpdateFeed:
    """The batches of each epoch and the micro-batches of each update, for one rank.

    Args:
        data: the prepared data.
        tcfg: the recipe (seed, ``--subword-alpha``).
        budget, accum: padded tokens per micro-batch, micro-batches per update and rank
            (``batches.update_plan``).
        ctx: this rank's place in the run.
        speed: ``pad`` and ``prefetch`` (``speed.SpeedOptions``).
    A context manager: leaving it ends the subword sampler's process and the prefetch thread.
    """

    def __init__(self, data: PreparedData, tcfg: TrainConfig, budget: int, accum: int,
                 ctx: DistContext, speed: SpeedOptions):
        self.data, self.tcfg, self.budget, self.accum, self.ctx = data, tcfg, budget, accum, ctx
        self.pad = speed.pad
        self.sampled = (SampledEpochs(data.path, data.manifest, tcfg.subword_alpha, tcfg.seed)
                        if tcfg.subword_alpha else None)
        self.prefetcher = Prefetcher(pin=ctx.device.type == "cuda") if speed.prefetch else None
        self.epoch_cut: int | None = None
        self.train_set = data.train
        self.batches: list[np.ndarray] = []
        self.skipped = 0

    def cut(self, epoch: int) -> None:
        """This epoch's training pairs and batches: the prepared ones, cut once; with
        ``--subword-alpha``, the epoch's own segmentation, cut again every epoch.

        Raises:
            NmtError: no training pair fits the micro-batch budget.
        """
        if self.epoch_cut == epoch or (self.epoch_cut is not None and self.sampled is None):
            return
        self.train_set = self.data.train if self.sampled is None else self.sampled.epoch(epoch)
        self.batches, self.skipped = make_batches(self.train_set.src_lengths,
                                                  self.train_set.tgt_lengths, self.budget,
                                                  self.tcfg.seed)
        self.epoch_cut = epoch
        if not self.batches:
            self.close()
            raise NmtError(f"no training pair fits the micro-batch budget of {self.budget} "
                           "tokens (raise --max-tokens or --tokens-per-update)")

    def updates_per_epoch(self) -> int:
        return math.ceil(len(self.batches) / (self.accum * self.ctx.world))

    def updates(self, epoch: int) -> list[list[np.ndarray]]:
        """This rank's index arrays of every update of ``epoch`` (cut first if need be)."""
        self.cut(epoch)
        return epoch_updates(self.batches, epoch, self.tcfg.seed, self.accum, self.ctx.rank,
                             self.ctx.world)

    def micro_batches(self, epoch: int, updates: list[list[np.ndarray]], position: int
                      ) -> list[Batch]:
        """Update ``position`` of ``updates`` (``updates(epoch)``) collated, and with
        ``prefetch`` the next one started in the background."""
        if self.prefetcher is None:
            micro = collate_update(self.train_set, updates[position], pin=False)
        else:
            micro = self.prefetcher.take((epoch, position), self.train_set, updates[position])
            if position + 1 < len(updates):
                self.prefetcher.ahead((epoch, position + 1), self.train_set, updates[position + 1])
        return [padded(b, self.pad) for b in micro]

    def close(self) -> None:
        if self.sampled is not None:
            self.sampled.close()
        if self.prefetcher is not None:
            self.prefetcher.close()

    def __enter__(self) -> UpdateFeed:
        if self.sampled is not None:
            self.sampled.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        self.close()
