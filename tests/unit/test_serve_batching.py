"""The decoding loop (``serve.dynamic_batching.Batcher``) with fake backends: batch
formation under closed-loop clients (each sends its next request when its answer is in,
with a backend that takes a fixed time per batch), a request that breaks the search, and
requests of different options."""

from __future__ import annotations

import contextlib
import threading
import time

import pytest

from conftest import slow
from nmt_cli.decode.contract import DecodeOptions, Hypothesis
from nmt_cli.serve.dynamic_batching import Batcher


class SlowBackend:
    """A BatchTranslator whose every batch takes ``seconds``, as a model's would."""

    decoding = staticmethod(contextlib.nullcontext)

    def __init__(self, seconds: float):
        self.seconds = seconds

    def translate_batch(self, sources, options):
        time.sleep(self.seconds)
        return [[Hypothesis(list(reversed(s)), -1.0, -1.0)] for s in sources]


def closed_loop(batcher: Batcher, clients: int, requests_each: int, think: float,
                stagger: float = 0.0) -> None:
    """``clients`` threads, client k starting ``k * stagger`` seconds after the first."""
    def client(k: int) -> None:
        time.sleep(k * stagger)
        for i in range(requests_each):
            assert batcher.submit([[k + 5, i + 5]], DecodeOptions()).result(30) \
                .hypotheses[0][0].tokens == [i + 5, k + 5]
            time.sleep(think)  # the answer's way back and the next request's way in

    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def test_closed_loop_clients_meet_in_one_batch_instead_of_two_cohorts():
    # client 0 starts a batch (50 ms wait, 200 ms decode); client 1 arrives during its
    # decode. Each comes back 20 ms after its answer: later than a request that waited
    # through the decode, within max_wait of the answer. Waiting from the first arrival
    # only, they alternate forever in batches of 1; the busy wait joins them.
    batcher = Batcher(SlowBackend(0.2), max_wait=0.05)
    try:
        closed_loop(batcher, 2, 6, think=0.02, stagger=0.1)
        sizes = batcher.snapshot()["batch_sizes"]
    finally:
        batcher.close()
    assert sizes.get("2", 0) >= 4, sizes


def test_a_single_closed_loop_client_is_not_kept_waiting():
    batcher = Batcher(SlowBackend(0.0), max_wait=0.5)
    try:
        batcher.submit([[5]], DecodeOptions()).result(10)  # the first waits max_wait: idle
        start = time.monotonic()
        closed_loop(batcher, 1, 5, think=0.0)
        took = time.monotonic() - start
    finally:
        batcher.close()
    # alone in play, the busy wait ends when it is back: not 5 x 0.5 s
    assert took < 1.0, took


# --------------------------------------------------------------------------- failures and options

class FlakyBackend:
    """A BatchTranslator that fails any batch holding the token 13: a request that breaks
    the search, among others that do not."""

    decoding = staticmethod(contextlib.nullcontext)

    def translate_batch(self, sources, options):
        if any(13 in s for s in sources):
            raise RuntimeError("token 13")
        return [[Hypothesis(list(reversed(s)), -1.0, -1.0)] for s in sources]


def test_a_request_that_breaks_the_search_fails_alone():
    batcher = Batcher(FlakyBackend(), max_wait=0.3)
    try:
        futures = [batcher.submit([[5, 6], []], DecodeOptions()),
                   batcher.submit([[7, 13]], DecodeOptions()),
                   batcher.submit([[8, 9, 10]], DecodeOptions())]
        assert futures[0].result(10).hypotheses[0][0].tokens == [6, 5]
        assert futures[0].result().hypotheses[1][0].tokens == []  # an empty line stays empty
        with pytest.raises(RuntimeError, match="token 13"):
            futures[1].result(10)
        assert futures[2].result(10).hypotheses[0][0].tokens == [10, 9, 8]
        stats = batcher.snapshot()
        assert stats["batches"] == 1 and stats["failed_requests"] == 1 and stats["in_flight"] == 0
    finally:
        batcher.close()


def test_different_options_share_a_batch_but_not_a_search():
    seen = []

    class Recording(FlakyBackend):
        def translate_batch(self, sources, options):
            seen.append((options.beam, len(sources)))
            return super().translate_batch(sources, options)

    batcher = Batcher(Recording(), max_wait=0.3)
    try:
        futures = [batcher.submit([[5]], DecodeOptions(beam=b)) for b in (4, 2, 4)]
        for f in futures:
            f.result(10)
        assert batcher.snapshot()["batches"] == 1
        assert sorted(seen) == [(2, 1), (4, 2)]
    finally:
        batcher.close()


def test_on_a_gpu_decoding_calls_fall_on_the_captured_buckets():
    """A backend that decodes some batch sizes without idle rows (``fit_batch``, the GPU's
    fixed-shape step): every decoding call of a group but its last is such a size, and
    each sentence still gets its own answer."""
    from nmt_cli.decode.graphs import bucket, sentences_that_fit

    calls = []

    class Bucketed(FlakyBackend):
        fit_batch = staticmethod(sentences_that_fit)

        def translate_batch(self, sources, options):
            calls.append(len(sources))
            return super().translate_batch(sources, options)

    batcher = Batcher(Bucketed(), max_batch_tokens=1000, max_wait=0.01)
    try:
        sentences = [[5 + i % 7] * (3 + i % 9) for i in range(300)]
        result = batcher.submit(sentences, DecodeOptions()).result(30)
    finally:
        batcher.close()
    assert [h[0].tokens for h in result.hypotheses] == [list(reversed(s)) for s in sentences]
    assert len(calls) > 3 and sum(calls) == 300
    assert all(bucket(n) == n for n in calls[:-1]), calls


def test_the_loop_gives_memory_back_once_idle_after_work(monkeypatch):
    """After a burst the loop hands glibc's free pages back (``device.return_freed_memory``)
    once it has been idle ``IDLE_TRIM`` seconds: once per idle spell, never while idle
    from the start."""
    from nmt_cli.serve import dynamic_batching

    trims = []
    monkeypatch.setattr(dynamic_batching, "return_freed_memory", lambda: trims.append(1))
    monkeypatch.setattr(dynamic_batching, "IDLE_TRIM", 0.05)
    batcher = Batcher(SlowBackend(0.0), max_wait=0.0)
    try:
        time.sleep(0.2)
        assert trims == []
        for _ in range(2):
            batcher.submit([[5, 6]], DecodeOptions()).result(timeout=slow(10))
            deadline = time.monotonic() + slow(10)
            before = len(trims)
            while len(trims) == before and time.monotonic() < deadline:
                time.sleep(0.01)
            time.sleep(0.2)  # several IDLE_TRIMs more: still one trim for this spell
            assert len(trims) == before + 1
    finally:
        batcher.close()
