"""The next update's micro-batches collated in a background thread while this one trains
(``NMT_TRAIN_SPEED=prefetch``, ``speed``).

On a GPU an update of 25,000 tokens takes 60-120 ms, and collating its ~700 sentences a few
ms of the host's time between two updates, in which the GPU waits. Collated ahead, into
pinned (page-locked) memory, the batch's copy to the GPU (``Batch.to``, non-blocking) runs
while the GPU computes. The thread collates exactly what the trainer would (the same
indices from the same arrays), so the run is the same bit for bit.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np

from ..data.batches import Batch, collate


def collate_update(dataset, update: list[np.ndarray], pin: bool) -> list[Batch]:
    """The micro-batches of one update (``batches.collate`` each), pinned when ``pin``."""
    micro = [collate(dataset, idx) for idx in update]
    if not pin:
        return micro
    return [Batch(b.src.pin_memory(), b.tgt_in.pin_memory(), b.tgt_out.pin_memory(), b.ntokens)
            for b in micro]


class Prefetcher:
    """Collates update ``key`` ahead (``ahead``) so that ``take(key)`` finds it done.

    Args:
        pin: collate into pinned memory (CUDA; the CPU has no use for it).
    """

    def __init__(self, pin: bool):
        self.pin = pin
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="nmt-prefetch")
        self._pending: tuple[object, Future] | None = None

    def ahead(self, key: object, dataset, update: list[np.ndarray]) -> None:
        """Start collating ``update`` of ``dataset``, known to the trainer as ``key``."""
        self._pending = (key, self._pool.submit(collate_update, dataset, update, self.pin))

    def take(self, key: object, dataset, update: list[np.ndarray]) -> list[Batch]:
        """Update ``key``'s micro-batches: the ones collated ahead, else collated now."""
        pending, self._pending = self._pending, None
        if pending is not None and pending[0] == key:
            return pending[1].result()
        if pending is not None:
            pending[1].cancel()
        return collate_update(dataset, update, self.pin)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)
