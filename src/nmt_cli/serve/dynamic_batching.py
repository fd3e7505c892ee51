"""Dynamic batching for ``nmt serve``: requests that arrive together decode together.

One thread, the decoding loop, owns the model: no request ever touches it, and there is
never a second copy of it. Requests put a ``Job`` (token ids and decoding options) on a
queue and wait on its future. The loop:

1. waits for a job; then keeps gathering until the first job has waited ``max_wait``
   seconds, or the queued source tokens reach ``max_batch_tokens``. Right after a batch
   (busy), it waits instead up to ``max_wait`` after that batch's answers for as many
   requests as were in play then (answered plus queued), and no longer;
2. takes queued jobs, oldest first, up to ``max_batch_tokens`` (always at least one);
3. groups them by decoding options (beam, length penalty, n-best, limits: one search
   runs one set), and decodes each group through the ``contract.BatchTranslator`` in
   length-sorted sub-batches (``lines.decode_batches``), as ``nmt translate`` does. On a
   GPU the sub-batches fall on the buckets the fixed-shape step was captured for
   (``contract.batch_fit``): every decoding call but a group's last decodes without idle
   rows, and the last is padded to its bucket, whose graph is replayed;
4. hands each job its own sentences' n-best lists, and the cross-attention maps where
   the job asked for them.

A job that fails, fails alone: when a group's decoding raises, its jobs are decoded
again one by one, so only the one that breaks the search gets the error.

The wait trades latency for throughput: a lone request waits at most ``max_wait``. Under
load the next requests queue while the loop decodes; the busy wait is for the clients the
last batch just answered. Without it, closed-loop clients (each sends its next request
when its answer is in) split into cohorts that never meet: the requests that arrived
during batch A form batch B at once, A's clients come back during B and form C, and so
on; 16 clients decoded as batches of 8, at two thirds of the throughput batches of 16
give (docs/SERVE.md). A single client, in play alone, is not kept waiting.
"""

from __future__ import annotations

import collections
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Callable

from ..decode.contract import BatchTranslator, DecodeOptions, Hypothesis, batch_fit
from ..decode.lines import decode_batches
from ..device import return_freed_memory

IDLE_TRIM = 1.0  # seconds without work before freed memory goes back to the kernel
BATCH_SIZE = 128  # sentences per decoding call at beam 4, as `nmt translate --batch-size`


@dataclass
class JobResult:
    """Per source sentence: its hypotheses (best first) and, when asked, what the
    attention function returned for its best hypothesis (None for an empty line)."""

    hypotheses: list[list[Hypothesis]]
    attention: list | None = None


@dataclass
class Job:
    sources: list[list[int]]  # token ids without EOS; [] is an empty line
    options: DecodeOptions
    attention: bool = False
    future: Future = field(default_factory=Future)
    arrived: float = field(default_factory=time.monotonic)

    @property
    def tokens(self) -> int:
        """Source tokens with EOS: what the batch budget counts."""
        return sum(len(s) + 1 for s in self.sources if s)


class QueueFull(Exception):
    """More sentences are waiting than the server takes; the client should retry later."""


class Batcher:
    """The decoding loop and its queue.

    Args:
        backend: what decodes (``SearchTranslator``, ``Ct2Translator``).
        max_batch_tokens: source tokens (with EOS) gathered into one batch at most, and
            per decoding call at beam 4 (shrunk by 4 / beam above it, as in ``nmt translate``).
        max_wait: seconds the first job of a batch waits for company.
        max_queue: sentences waiting at most; ``submit`` raises ``QueueFull`` beyond it.
        attend: ``attend(sources, targets)`` -> one entry per pair, run in the loop's
            thread (it uses the model) for jobs that ask for attention.
        setup: run once in the loop's thread before the first batch (thread-local
            settings such as torch's grad mode).
    """

    def __init__(self, backend: BatchTranslator, max_batch_tokens: int = 4096,
                 max_wait: float = 0.05, max_queue: int = 10_000,
                 attend: Callable[[list[list[int]], list[list[int]]], list] | None = None,
                 setup: Callable[[], None] | None = None):
        self.backend, self.attend, self.setup = backend, attend, setup
        self.fit = batch_fit(backend)  # the batch sizes of the GPU's captured buckets
        self.max_batch_tokens, self.max_wait, self.max_queue = max_batch_tokens, max_wait, max_queue
        self._queue: collections.deque[Job] = collections.deque()
        self._queued_tokens = self._queued_sentences = 0
        self._cond = threading.Condition()
        self._closed = False
        self._answered = 0.0  # when the last batch's answers went out (monotonic)
        self._in_play = 0  # requests answered then, plus those already queued
        self._worked = False  # decoded since the loop last gave freed memory back
        self.stats = {"requests": 0, "sentences": 0, "batches": 0, "decoder_calls": 0,
                      "failed_requests": 0, "largest_batch": 0, "in_flight": 0}
        self.batch_sizes: collections.Counter[int] = collections.Counter()  # requests per batch
        self._thread = threading.Thread(target=self._run, name="nmt-decoding-loop", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------ request side

    def submit(self, sources: list[list[int]], options: DecodeOptions,
               attention: bool = False) -> Future:
        """Queue one request; its future gets a ``JobResult`` or the exception that failed it."""
        job = Job(sources, options, attention)
        with self._cond:
            if self._closed:
                raise QueueFull("the server is shutting down")
            if self._queue and self._queued_sentences + len(sources) > self.max_queue:
                raise QueueFull(f"{self._queued_sentences} sentences are already waiting")
            self._queue.append(job)
            self.stats["in_flight"] += 1  # submitted, not answered yet
            self._queued_tokens += job.tokens
            self._queued_sentences += len(sources)
            self._cond.notify()
        return job.future

    def snapshot(self) -> dict:
        """Counters for /health: requests, sentences, batches, decoder calls, queue, sizes."""
        with self._cond:
            return {**self.stats, "queued_requests": len(self._queue),
                    "batch_sizes": {str(k): v for k, v in sorted(self.batch_sizes.items())}}

    def close(self) -> None:
        """Decode what is queued, then stop the loop."""
        with self._cond:
            self._closed = True
            self._cond.notify()
        self._thread.join()

    # ------------------------------------------------------------------ the loop

    def _run(self) -> None:
        if self.setup is not None:
            self.setup()
        while (jobs := self._gather()) is not None:
            self._decode(jobs)
            with self._cond:
                self._worked = True
                self._answered = time.monotonic()
                self._in_play = len(jobs) + len(self._queue)

    def _gather(self) -> list[Job] | None:
        """The next batch's jobs; None once closed and drained."""
        with self._cond:
            while not self._queue and not self._closed:
                # idle for IDLE_TRIM seconds after work: the memory of the burst goes back
                if not self._cond.wait(IDLE_TRIM if self._worked else None) and self._worked:
                    self._worked = False
                    return_freed_memory()
            if not self._queue:
                return None
            deadline = self._queue[0].arrived + self.max_wait
            expect = None
            if self._queue[0].arrived < self._answered + self.max_wait:  # busy
                deadline, expect = self._answered + self.max_wait, self._in_play
            while (not self._closed and self._queued_tokens < self.max_batch_tokens
                   and (expect is None or len(self._queue) < expect)):
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            jobs, tokens = [], 0
            while self._queue and (not jobs or tokens + self._queue[0].tokens <= self.max_batch_tokens):
                job = self._queue.popleft()
                jobs.append(job)
                tokens += job.tokens
                self._queued_sentences -= len(job.sources)
            self._queued_tokens -= tokens
            self.stats["batches"] += 1
            self.stats["largest_batch"] = max(self.stats["largest_batch"], len(jobs))
            self.batch_sizes[len(jobs)] += 1
            return jobs

    def _decode(self, jobs: list[Job]) -> None:
        groups: dict[DecodeOptions, list[Job]] = {}
        for job in jobs:
            groups.setdefault(job.options, []).append(job)
        with self.backend.decoding():  # one scope (packed weights) for the whole batch
            for options, group in groups.items():
                try:
                    results = self._decode_group(group, options)
                except Exception as e:
                    if len(group) == 1:
                        self._fail(group[0], e)
                        continue
                    # one job may break the search: decode them one by one, so only it fails
                    for job in group:
                        try:
                            (result,) = self._decode_group([job], options)
                        except Exception as e:
                            self._fail(job, e)
                        else:
                            self._resolve(job, result)
                    continue
                for job, result in zip(group, results):
                    self._resolve(job, result)

    def _fail(self, job: Job, error: Exception) -> None:
        with self._cond:
            self.stats["failed_requests"] += 1
            self.stats["in_flight"] -= 1
        job.future.set_exception(error)

    def _resolve(self, job: Job, result: JobResult) -> None:
        with self._cond:
            self.stats["requests"] += 1
            self.stats["sentences"] += len(job.sources)
            self.stats["in_flight"] -= 1
        job.future.set_result(result)

    def _decode_group(self, group: list[Job], options: DecodeOptions) -> list[JobResult]:
        """Decode every sentence of jobs with the same options; results in job order."""
        rows = [(j, s) for j, job in enumerate(group) for s, ids in enumerate(job.sources) if ids]
        found: dict[tuple[int, int], list[Hypothesis]] = {}
        shrink = min(1.0, 4 / options.beam)  # hypotheses per call as at beam 4
        lengths = [len(group[j].sources[s]) + 1 for j, s in rows]
        for batch in decode_batches(lengths, max(1, int(self.max_batch_tokens * shrink)),
                                    max(1, int(BATCH_SIZE * shrink)), self.fit):
            keys = [rows[i] for i in batch]
            self.stats["decoder_calls"] += 1
            hyps = self.backend.translate_batch([group[j].sources[s] for j, s in keys], options)
            found.update(zip(keys, hyps))
        results = []
        for j, job in enumerate(group):
            # an empty line gives an empty line without the model, as in Translator
            hyps = [found.get((j, s), [Hypothesis([], 0.0, 0.0)]) for s in range(len(job.sources))]
            results.append(JobResult(hyps))
        wanted = [(j, s) for j, s in rows if group[j].attention]
        if wanted and self.attend is not None:
            maps = self.attend([group[j].sources[s] for j, s in wanted],
                               [found[j, s][0].tokens for j, s in wanted])
            for j, job in enumerate(group):
                if job.attention:
                    results[j].attention = [None] * len(job.sources)
            for (j, s), entry in zip(wanted, maps):
                results[j].attention[s] = entry
        return results
