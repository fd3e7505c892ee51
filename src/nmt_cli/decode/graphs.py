"""Replaying a search step as a CUDA graph: buckets, capture, replay, and completion.

A decoding step of the `base` model is ~150 small kernels. On an H200 the host took
2.5-3.5 ms to launch them one by one while the card was busy 0.43 ms of it
(docs/BENCHMARKS.md, "On a GPU again"). A CUDA graph records the kernels of one step once
and launches all of them with one call (``torch.cuda.CUDAGraph``, as vLLM and gpt-fast do
for their decoders). It replays the kernels on the memory they were captured on, with
the shapes they were captured with, which ``fixed_search`` arranges:

* Buckets (``bucket``): a batch is held in the next of a few sizes of sentences (1, 2, 3,
  4, 6, 8, 12, ...: powers of two and 1.5 times them), of source positions and of target
  positions (32, 48, 64, 96, ...: multiples of 16, which SDPA's kernels want for masks).
  One graph per bucket, captured on its first batch and replayed for every later one.
* ``StepRunner``: a step run eagerly, or on a CUDA device captured once (after a warm-up
  on a side stream, under autocast without its weight cache: the cache's copies would be
  freed under the graph) and replayed. The CPU never captures: it runs the same
  fixed-shape step eagerly, which is how CI executes it (``NMT_GPU_PATHS=1``).
* ``Completion``: whether every sentence is done, read a step late from pinned memory,
  so that the host never waits for the step it has just launched (a host-device
  synchronisation per step would idle the card between steps).
* ``StepCache``: the buckets of one translator, kept between batches (a few, by bytes).
"""

from __future__ import annotations

import collections
import contextlib
from dataclasses import dataclass
from typing import Callable

import torch
from torch import Tensor

# Sizes whose multiples by 1, 1.5 and 2 are the buckets: sentences from 1, positions from 32.
MIN_POSITIONS = 32
# Steps the host may run ahead of what it knows: it waits for step t - LAG's flag after
# launching step t, so the card always has a step queued and at most LAG - 1 run past
# the end.
LAG = 2
WARMUP_STEPS = 2  # eager steps on the capture stream first: cuBLAS handles, workspaces
MAX_BUCKETS = 12
CACHE_SHARE = 0.25  # of the card's memory that buckets kept between batches may hold
CPU_CACHE_BYTES = 1 << 30

# Why each capture that failed did (``StepRunner``), for the GPU check's report.
capture_failures: list[str] = []


def bucket(n: int, least: int = 1) -> int:
    """The smallest of least x {1, 1.5, 2, 3, 4, 6, 8, ...} (powers of two and 1.5 times
    them; ``least`` a power of two) that is at least n."""
    size = least
    while n > size:
        if size >= 2 and n <= size + size // 2:
            return size + size // 2
        size *= 2
    return size


def sentences_that_fit(n: int) -> int:
    """The largest sentence bucket at most n (n >= 1): a batch of that many sentences
    decodes without idle rows."""
    size = 1
    while bucket(size + 1) <= n:
        size = bucket(size + 1)
    return size


def _captures(device: torch.device) -> bool:
    return device.type == "cuda"


class StepRunner:
    """One search step: run eagerly, or on a CUDA device captured once and replayed.

    Args:
        step: the step, reading and writing only tensors that outlive it (a bucket's).
        device: where they are; graphs only on CUDA.
        graphs: capture where possible (False: the fixed-shape step run eagerly).
    """

    def __init__(self, step: Callable[[], None], device: torch.device, graphs: bool = True):
        self.step, self.device = step, device
        self.wanted = graphs and _captures(device)
        self.graph = None

    @property
    def needs_capture(self) -> bool:
        return self.wanted and self.graph is None

    def __call__(self) -> None:
        if self.graph is not None:
            self.graph.replay()
        else:
            self.step()

    def capture(self, reload: Callable[[], None]) -> None:
        """Warm up (a few eager steps on a side stream), ``reload`` the batch those steps
        moved on, then capture one step. Where capture fails, say why once
        (``capture_failures``) and run eagerly from then on."""
        try:
            self.graph = _capture(self.step, reload, self.device)
        except RuntimeError as e:  # an operation that cannot be captured, a driver's limit
            capture_failures.append(f"{type(e).__name__}: {e}"[:500])
            torch.cuda.synchronize(self.device)
            reload()
        finally:
            self.wanted = False


_pool = None  # one memory pool for the intermediates of every graph: they replay in turn


def _capture(step: Callable[[], None], reload: Callable[[], None], device: torch.device):
    """``torch.cuda.CUDAGraph`` of one ``step``, on a side stream (see ``StepRunner``)."""
    global _pool
    # autocast's cache of cast weights would be freed under the graph: cast in the graph
    autocast = (torch.autocast("cuda", dtype=torch.get_autocast_dtype("cuda"),
                               cache_enabled=False)
                if torch.is_autocast_enabled("cuda") else contextlib.nullcontext())
    with torch.cuda.device(device):
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            for _ in range(WARMUP_STEPS):
                step()
        torch.cuda.current_stream().wait_stream(stream)
        reload()
        stream.wait_stream(torch.cuda.current_stream())
        if _pool is None:
            _pool = torch.cuda.graph_pool_handle()
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.stream(stream), autocast:
            # thread_local: a training run's other threads (batch prefetching) may go on
            # using CUDA while its validation decodes
            graph.capture_begin(pool=_pool, capture_error_mode="thread_local")
            try:
                step()
            finally:
                graph.capture_end()
        torch.cuda.current_stream().wait_stream(stream)
    return graph


class Completion:
    """Whether every sentence of a search is done, known ``LAG`` steps late without
    waiting on the step just launched.

    Args:
        done: a bool tensor the step writes, True once every sentence is done.
    """

    def __init__(self, done: Tensor):
        self.done, self.cuda, self.steps = done, done.is_cuda, 0
        self.flags = [torch.zeros((), dtype=torch.bool, pin_memory=self.cuda)
                      for _ in range(LAG)]
        self.events = [torch.cuda.Event() if self.cuda else None for _ in range(LAG)]

    def after_step(self) -> bool:
        """Note the step just launched; whether the one ``LAG - 1`` steps before it found
        every sentence done (waiting for that one only)."""
        slot = self.steps % LAG
        self.flags[slot].copy_(self.done, non_blocking=True)
        if self.cuda:
            self.events[slot].record()
        self.steps += 1
        if self.steps < LAG:
            return False
        oldest = self.steps % LAG
        if self.cuda:
            self.events[oldest].synchronize()
        return bool(self.flags[oldest])


@dataclass
class Bucket:
    """A bucket's decoder states, its search's buffers and its step."""

    states: tuple
    buffers: object
    runner: StepRunner
    nbytes: int

    def holds(self, states: tuple) -> bool:
        """Whether ``states`` are this bucket's own (so its graph reads them)."""
        return len(states) == len(self.states) and all(a is b for a, b in
                                                       zip(states, self.states))


class StepCache:
    """The buckets of one translator, most recently used last: at most ``MAX_BUCKETS``,
    and at most ``CACHE_SHARE`` of the card's memory (1 GiB on the CPU)."""

    def __init__(self):
        self.buckets: collections.OrderedDict[tuple, Bucket] = collections.OrderedDict()

    def get(self, key: tuple) -> Bucket | None:
        found = self.buckets.get(key)
        if found is not None:
            self.buckets.move_to_end(key)
        return found

    def put(self, key: tuple, entry: Bucket, device: torch.device) -> Bucket:
        self.buckets.pop(key, None)
        limit = (CACHE_SHARE * torch.cuda.get_device_properties(device).total_memory
                 if device.type == "cuda" else CPU_CACHE_BYTES)
        while self.buckets and (len(self.buckets) >= MAX_BUCKETS or entry.nbytes + sum(
                b.nbytes for b in self.buckets.values()) > limit):
            self.buckets.popitem(last=False)
        self.buckets[key] = entry
        return entry


def nbytes(tensors) -> int:
    return sum(t.numel() * t.element_size() for t in tensors)


def shape_key(sentences: int, source_length: int, length: int) -> tuple[int, int, int]:
    """The bucket of a batch: sentences, source positions, target positions."""
    return (bucket(sentences), bucket(source_length, MIN_POSITIONS),
            bucket(length, MIN_POSITIONS))

