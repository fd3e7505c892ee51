"""The fixed-shape step (``decode.fixed_search``, ``fixed_state``, ``graphs``) against the
eager search it replaces on a GPU: the same outputs, a step that never waits for the
device and never moves its buffers (what a CUDA graph needs), and the buckets.

No CI machine has a GPU, so the step runs here as the CPU runs it under
``NMT_GPU_PATHS=1``: eagerly, or through a stand-in for ``torch.cuda.CUDAGraph`` that
replays the step by calling it, checking each time what a real graph would rely on.
"""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from torch.utils._python_dispatch import TorchDispatchMode

from nmt_cli import device
from nmt_cli.decode import fixed_search, graphs, search
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.ensemble import Ensemble
from nmt_cli.decode.fixed_state import fixed_states
from nmt_cli.decode.lines import Translator, decode_batches
from nmt_cli.decode.torch_backend import SearchTranslator
from nmt_cli.model import Transformer
from test_search import random_batch, random_model

VOCAB = 40


def model(seed: int = 0) -> Transformer:
    """A random model with peaked distributions, so that output lengths vary."""
    return random_model(VOCAB, seed)


def sources(lengths: list[int], seed: int = 1) -> torch.Tensor:
    return random_batch(VOCAB, lengths, seed)


def eager(run):
    """``run()`` on the CPU's own path (the reference: `nmt translate --engine torch`)."""
    switch = device.GPU_PATHS
    device.GPU_PATHS = False
    try:
        return run()
    finally:
        device.GPU_PATHS = switch


def tokens(found) -> list:
    return [[h.tokens for h in hs] for hs in found]


@pytest.fixture(autouse=True)
def gpu_paths(monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.setattr(device, "GPU_PATHS", True)


CASES = {"beam 4": DecodeOptions(beam=4, max_len_b=12),
         "n-best 3": DecodeOptions(beam=4, nbest=3, max_len_b=12),
         "beam 5 plain": DecodeOptions(beam=5, nbest=2, lenpen=1.0, lenpen_style="plain",
                                       max_len_a=0.5, max_len_b=4),
         "beam 2, alpha 0": DecodeOptions(beam=2, lenpen=0.0, max_len_b=9)}


@pytest.mark.parametrize("case", CASES)
def test_beam_search_finds_what_the_eager_search_finds(case):
    m, src = model(), sources([3, 9, 1, 6, 12, 4, 7])
    options = CASES[case]
    ref = eager(lambda: search.beam_search(m, src, options))
    found = fixed_search.beam_search(m, src, options)
    assert tokens(found) == tokens(ref)
    for hs, refs in zip(found, ref):
        assert [h.score for h in hs] == pytest.approx([r.score for r in refs], abs=1e-5)
        assert [h.logprob for h in hs] == pytest.approx([r.logprob for r in refs], abs=1e-5)
    assert len({len(h.tokens) for hs in found for h in hs}) > 2, "one length only: weak test"


def test_greedy_search_and_an_ensemble_find_what_the_eager_search_finds():
    a, b = model(0), model(1)
    src = sources([5, 2, 8, 1, 11])
    upto = DecodeOptions(beam=1, max_len_b=10)
    assert fixed_search.greedy_search(a, src, upto) == eager(
        lambda: search.greedy_search(a, src, upto))
    pair = Ensemble([a, b])
    assert fixed_search.greedy_search(pair, src, upto) == eager(
        lambda: search.greedy_search(pair, src, upto))
    options = DecodeOptions(beam=4, nbest=2, max_len_b=10)
    assert tokens(fixed_search.beam_search(pair, src, options)) == tokens(
        eager(lambda: search.beam_search(pair, src, options)))


def test_without_early_stopping_too():
    m, src = model(2), sources([4, 7, 2, 9])
    options = DecodeOptions(beam=3, nbest=3, max_len_b=8)
    full = fixed_search.beam_search(m, src, options, early_stop=False)
    assert tokens(full) == tokens(eager(lambda: search.beam_search(m, src, options, False)))
    assert tokens(full) == tokens(fixed_search.beam_search(m, src, options))


@settings(max_examples=6, deadline=None, derandomize=True)
@given(lengths=st.lists(st.integers(1, 12), min_size=1, max_size=7),
       seed=st.integers(0, 3), beam=st.sampled_from([1, 3, 4]))
def test_random_length_mixes_decode_as_the_eager_search_decodes(lengths, seed, beam):
    """Batches whose sentences end at many different steps, padded to a bucket of
    sentences and positions: every row ends where the eager search ends it."""
    device.GPU_PATHS = True
    m, src = model(seed), sources(lengths, seed)
    options = DecodeOptions(beam=beam, nbest=min(beam, 2), max_len_a=0.7, max_len_b=5)
    if beam == 1:
        assert fixed_search.greedy_search(m, src, options) == eager(
            lambda: search.greedy_search(m, src, options))
    else:
        assert tokens(fixed_search.beam_search(m, src, options)) == tokens(
            eager(lambda: search.beam_search(m, src, options)))


class OwnState:
    """A model wrapper whose state is its own kind (not built under the fixed-shape
    scope), as the tests' reference models without a cache are."""

    def __init__(self, model):
        self.model = model

    def encode(self, src):
        return self.model.encode(src)

    def start(self, encoded, max_length=None):
        return {"inner": self.model.start(encoded, max_length)}

    def advance(self, state, tokens):
        self.model.advance(state["inner"], tokens)

    def score(self, state, rows=slice(None), normalize=True):
        return self.model.score(state["inner"], rows, normalize)

    def reorder(self, state, rows, sentences=None):
        self.model.reorder(state["inner"], rows, sentences)

    def decoding(self):
        return self.model.decoding()


def test_a_model_with_a_state_of_its_own_falls_back_to_the_eager_step():
    m, src = model(), sources([3, 6, 2])
    options = DecodeOptions(beam=4, nbest=2, max_len_b=8)
    assert tokens(fixed_search.beam_search(OwnState(m), src, options)) == tokens(
        search.beam_search(m, src, options))


# --------------------------------------------------------------------------- what a graph needs

# aten operations that read a device value on the host (a synchronisation, which cannot
# be captured in a CUDA graph) or whose output size depends on the data
HOST_READS = {torch.ops.aten._local_scalar_dense.default, torch.ops.aten.is_nonzero.default,
              torch.ops.aten.item.default, torch.ops.aten.nonzero.default,
              torch.ops.aten.masked_select.default, torch.ops.aten.repeat_interleave.Tensor}


class NoHostReads(TorchDispatchMode):
    """Fails on any operation of ``HOST_READS``, any boolean-mask indexing, and
    ``Tensor.tolist`` (which reads the CPU's memory without an operation)."""

    @classmethod
    def _should_skip_dynamo(cls) -> bool:
        # nothing is compiled under this mode; skipping dynamo would import it (~4 s)
        return False

    def __enter__(self):
        self.tolist = torch.Tensor.tolist
        torch.Tensor.tolist = _no_tolist
        return super().__enter__()

    def __exit__(self, *exc):
        torch.Tensor.tolist = self.tolist
        return super().__exit__(*exc)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        indices = args[1] if func is torch.ops.aten.index.Tensor else ()
        if func in HOST_READS or any(i is not None and i.dtype == torch.bool for i in indices):
            raise AssertionError(f"the step reads the device on the host: {func}")
        return func(*args, **(kwargs or {}))


def _no_tolist(self):
    raise AssertionError("the step reads the device on the host: tolist")


class ReplayingGraph:
    """A stand-in for a captured ``torch.cuda.CUDAGraph``: replays by calling the step,
    under ``NoHostReads``, and checks that every tensor of the bucket is still where
    it was at capture (a graph would go on writing to the old memory)."""

    replays = 0

    def __init__(self, step):
        self.step = step
        self.where = self.addresses()

    def addresses(self) -> list[int]:
        buffers = self.step.__self__
        states = fixed_states(buffers.state)
        return [t.data_ptr() for t in buffers.tensors() + [t for s in states for t in s.tensors()]]

    def replay(self):
        with NoHostReads():
            self.step()
        assert self.addresses() == self.where
        ReplayingGraph.replays += 1


@pytest.mark.parametrize("read", [lambda x: x.sum().item(), lambda x: x[x > 0],
                                  lambda x: x.nonzero(), lambda x: x.tolist(),
                                  lambda x: bool(x.sum())],
                         ids=["item", "mask", "nonzero", "tolist", "bool"])
def test_the_guard_catches_every_kind_of_host_read(read):
    """``NoHostReads`` itself: a step that did any of these would not be capturable."""
    with pytest.raises(AssertionError, match="reads the device on the host"):
        with NoHostReads():
            read(torch.ones(3))


@pytest.fixture
def replaying(monkeypatch):
    """``graphs.StepRunner`` capturing as on CUDA, into ``ReplayingGraph``s; the warm-up
    steps run under ``NoHostReads`` too."""
    captured = []

    def capture(step, reload, dev):
        with NoHostReads():
            for _ in range(graphs.WARMUP_STEPS):
                step()
        reload()
        captured.append(ReplayingGraph(step))
        return captured[-1]

    monkeypatch.setattr(graphs, "_captures", lambda dev: True)
    monkeypatch.setattr(graphs, "_capture", capture)
    ReplayingGraph.replays = 0
    return captured


def test_the_captured_step_waits_for_nothing_keeps_its_buffers_and_is_replayed(replaying):
    m = model(3)
    cache = graphs.StepCache()
    # short outputs: every replayed operation goes through NoHostReads, in Python
    options = DecodeOptions(beam=4, nbest=2, max_len_a=0.0, max_len_b=4)
    first, second = sources([5, 8, 3, 6, 2]), sources([7, 4, 6, 2, 5], seed=4)
    for src in (first, second):  # one bucket: captured once, replayed for both
        replays = ReplayingGraph.replays
        found = fixed_search.beam_search(m, src, options, cache=cache)
        assert tokens(found) == tokens(eager(lambda s=src: search.beam_search(m, s, options)))
        assert ReplayingGraph.replays >= replays + graphs.LAG
    assert len(replaying) == 1 and len(cache.buckets) == 1
    greedy = DecodeOptions(beam=1, max_len_a=0.0, max_len_b=4)
    assert fixed_search.greedy_search(m, first, greedy, cache=cache) == eager(
        lambda: search.greedy_search(m, first, greedy))
    assert len(replaying) == 2  # greedy search is a bucket of its own
    longer = sources([30, 2])  # more positions: another bucket
    fixed_search.greedy_search(m, longer, greedy, cache=cache)
    assert len(replaying) == 3 and len(cache.buckets) == 3


def test_a_bucket_is_rebuilt_when_the_weights_move(replaying):
    """A graph reads the weights where they were at capture: a model whose weights were
    replaced (``.to()``, a reload) gets new states and a new capture, not stale reads."""
    m, src = model(4), sources([4, 6])
    cache, options = graphs.StepCache(), DecodeOptions(beam=1, max_len_b=6)
    before = fixed_search.greedy_search(m, src, options, cache=cache)
    with torch.no_grad():
        for p in m.parameters():
            p.data = p.data.clone() * 1.5  # new memory, new values
    after = fixed_search.greedy_search(m, src, options, cache=cache)
    assert len(replaying) == 2
    assert after == eager(lambda: search.greedy_search(m, src, options))
    assert after != before, "the weights' change changed nothing: weak test"


def test_steps_run_after_the_last_sentence_ended_change_nothing(monkeypatch):
    m, src = model(5), sources([2, 9, 4])
    options = DecodeOptions(beam=4, nbest=3, max_len_b=20)
    prompt = fixed_search.beam_search(m, src, options)
    monkeypatch.setattr(graphs, "LAG", 7)  # the host learns of the end 6 steps late
    late = fixed_search.beam_search(m, src, options)
    assert tokens(late) == tokens(prompt)
    assert [[h.score for h in hs] for hs in late] == [[h.score for h in hs] for hs in prompt]


# --------------------------------------------------------------------------- buckets

def test_buckets_are_powers_of_two_and_one_and_a_half_times_them():
    assert [graphs.bucket(n) for n in (1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 65, 100)] == \
        [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 96, 128]
    assert [graphs.bucket(n, 32) for n in (1, 32, 33, 49, 65, 97, 200)] == \
        [32, 32, 48, 64, 96, 128, 256]
    for n in range(1, 300):
        fit = graphs.sentences_that_fit(n)
        assert fit <= n < graphs.bucket(fit + 1) and graphs.bucket(fit) == fit


def test_token_batches_are_cut_at_buckets_and_keep_every_sentence():
    lengths = [(7 * i) % 23 + 1 for i in range(500)]
    batches = decode_batches(lengths, batch_tokens=600, batch_size=100,
                             fit=graphs.sentences_that_fit)
    assert sorted(i for b in batches for i in b) == list(range(500))
    for b in batches[:-1]:
        assert graphs.bucket(len(b)) == len(b)  # no idle rows
        assert len(b) * max(lengths[i] for i in b) <= 600 and len(b) <= 100
    order = [i for b in batches for i in b]
    assert [lengths[i] for i in order] == sorted(lengths, reverse=True)


def test_the_translator_decodes_lines_alike_and_cuts_batches_at_buckets(loaded):
    """`nmt translate`'s own stage (``lines``), with alignments: the fixed-shape search
    behind ``SearchTranslator`` under the switch, the eager one without it."""
    tiny, tok = loaded
    lines = ["the small cat sleeps under the old tree", "", "a dog", "green river road city",
             "the bird sings quickly", "big house", "", "the red cat sees a blue bird far away"]
    options = DecodeOptions(beam=4, nbest=2, alignment=True, max_len_b=10)

    def translate():
        backend = SearchTranslator([tiny], torch.device("cpu"), keep_encoded=True)
        translator = Translator(backend, tok, options, batch_tokens=40, batch_size=5)
        return backend, list(translator.translate_pieces(lines))

    backend, pieces = translate()
    ref_backend, ref = eager(translate)
    assert backend.buckets is not None and ref_backend.buckets is None
    got, want = (["\n".join(p).split("\n") for p in out] for out in (pieces, ref))
    assert [[line.split("\t")[::2] for line in p] for p in got] == \
        [[line.split("\t")[::2] for line in p] for p in want]  # line numbers and texts
    scores = [[float(line.split("\t")[1]) for line in p] for p in got]
    assert scores == [pytest.approx([float(line.split("\t")[1]) for line in p], abs=1e-5)
                      for p in want]  # sums of fp32 in another order: ~1e-6 apart
    assert backend.fit_batch(5) == 4 and ref_backend.fit_batch(5) == 5
    assert len(pieces) > 1  # lines were written before the last batch was done
    assert all(" ||| " in x for p in pieces for x in p)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="captures real CUDA graphs: needs a GPU")
def test_on_a_gpu_the_replayed_graphs_decode_as_the_eager_search():
    """The real thing, where a GPU is visible: each bucket captured once as a
    ``torch.cuda.CUDAGraph`` and replayed; the outputs are the eager search's."""
    m, src = model(6).cuda(), sources([5, 9, 2, 7, 3, 11]).cuda()
    cache, failures = graphs.StepCache(), len(graphs.capture_failures)
    for options in (DecodeOptions(beam=1, max_len_b=10), DecodeOptions(beam=4, nbest=2)):
        for _ in range(2):  # captured, then replayed from the cache
            if options.greedy:
                got = fixed_search.greedy_search(m, src, options, cache=cache)
                assert got == search.greedy_search(m, src, options)
            else:
                got = fixed_search.beam_search(m, src, options, cache=cache)
                assert tokens(got) == tokens(search.beam_search(m, src, options))
    assert len(graphs.capture_failures) == failures, graphs.capture_failures[failures:]
    assert all(b.runner.graph is not None for b in cache.buckets.values())
