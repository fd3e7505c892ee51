"""Our search as a ``contract.BatchTranslator``: ``SearchTranslator`` decodes batches of
source ids with one PyTorch model or an ensemble, scores given translations and reads
cross-attention, for ``lines.Translator`` (and through it `nmt translate`, `nmt serve`
and validation BLEU).
"""

from __future__ import annotations

import math
from functools import partial

import torch
from torch import Tensor

from ..config import EOS_ID, PAD_ID
from ..device import autocast
from . import fixed_search, graphs
from .attention_maps import cross_attention_batch
from .contract import DecodeOptions, Hypothesis, StepDecoder
from .ensemble import Ensemble
from .forced import score_targets
from .sampling import Sampler
from .search import beam_search, greedy_search


class _Remembering:
    """A ``contract.StepDecoder`` that keeps what its last ``encode`` returned, so that the
    alignment pass after a search does not run the encoder again (a third of its time)."""

    def __init__(self, model: StepDecoder):
        self.model, self.encoded = model, None

    def encode(self, src: Tensor):
        self.encoded = self.model.encode(src)
        return self.encoded

    def start(self, encoded, max_length: int | None = None):
        return self.model.start(encoded, max_length)

    def advance(self, state, tokens: Tensor) -> None:
        self.model.advance(state, tokens)

    def score(self, state, rows: slice = slice(None), normalize: bool = True) -> Tensor:
        return self.model.score(state, rows, normalize)

    def reorder(self, state, rows: Tensor, sentences: Tensor | None = None) -> None:
        self.model.reorder(state, rows, sentences)

    def decoding(self):
        return self.model.decoding()


class SearchTranslator:
    """``contract.BatchTranslator`` over one model or an ensemble of them: greedy search
    for beam 1, else beam search; ``search``'s on the CPU, ``fixed_search``'s (the step
    captured once per bucket and replayed as a CUDA graph) on a GPU and on the CPU under
    ``NMT_GPU_PATHS=1``. The buckets are kept from batch to batch.

    Args:
        members: the models (``Transformer``s in eval mode); several decode as an
            ``ensemble.Ensemble``.
        device: where they are.
        precision: fp32, bf16 or fp16 (autocast around every call).
        keep_encoded: remember each batch's encoder output for ``cross_attention``
            (``--alignment``); off, the search runs on the model itself.
    """

    def __init__(self, members: list, device, precision: str = "fp32",
                 keep_encoded: bool = False):
        self.members, self.device = list(members), device
        self.model = self.members[0] if len(self.members) == 1 else Ensemble(self.members).eval()
        self.autocast = autocast(device, precision)
        self.remembering = _Remembering(self.model) if keep_encoded else None
        self.encoded_sources: list[list[int]] | None = None
        self.sampler: Sampler | None = None  # made on the first sampled batch, kept
        self.buckets = graphs.StepCache() if fixed_search.wanted(torch.device(device)) else None
        if self.buckets is None:
            self.greedy, self.beam = greedy_search, beam_search
        else:
            self.greedy = partial(fixed_search.greedy_search, cache=self.buckets)
            self.beam = partial(fixed_search.beam_search, cache=self.buckets)

    def fit_batch(self, n: int) -> int:
        """The most sentences, at most n, that decode without idle rows: a bucket of the
        fixed-shape step, or n on the CPU (``contract.batch_fit``)."""
        return n if self.buckets is None else graphs.sentences_that_fit(n)

    def decoding(self):
        return self.model.decoding()

    def _source_batch(self, sources: list[list[int]]) -> Tensor:
        """[B, S] ids + EOS, right-padded, on the device."""
        src = torch.full((len(sources), max(map(len, sources)) + 1), PAD_ID, dtype=torch.long)
        for r, ids in enumerate(sources):
            src[r, :len(ids) + 1] = torch.tensor(ids + [EOS_ID])
        return src.to(self.device)

    def _searched(self, sources: list[list[int]]) -> StepDecoder:
        """What a search over ``sources`` runs on: the model, or the model remembering
        their encoder output for ``cross_attention``."""
        if self.remembering is None:
            return self.model
        self.encoded_sources = sources
        return self.remembering

    def translate_batch(self, sources: list[list[int]],
                        options: DecodeOptions) -> list[list[Hypothesis]]:
        src, model = self._source_batch(sources), self._searched(sources)
        with self.autocast:
            if options.sampling:
                return self._sampler(options.seed).sample(model, src, options)
            if options.greedy:
                # greedy search ranks logits and sums no log-probabilities
                return [[Hypothesis(h, 0.0, math.nan)]
                        for h in self.greedy(model, src, options)]
            return self.beam(model, src, options)

    def _sampler(self, seed: int) -> Sampler:
        """The run's random stream: seeded once, so that later batches draw on."""
        if self.sampler is None or self.sampler.seed != seed:
            self.sampler = Sampler(seed, self.device)
        return self.sampler

    def force_batch(self, sources: list[list[int]], targets: list[list[int]],
                    options: DecodeOptions) -> list[Hypothesis]:
        """Each source's given target, scored as search scores it (``forced``)."""
        src, model = self._source_batch(sources), self._searched(sources)
        with self.autocast:
            return score_targets(model, src, targets, options)

    def cross_attention(self, sources: list[list[int]], targets: list[list[int]],
                        layer: int | None = None, source_rows: list[int] | None = None) -> list:
        """Per target, decoder layer ``layer``'s decoder-source attention with its heads
        averaged, [T, S] (``attention_maps.cross_attention_batch``; ``source_rows``: the
        source of each target, None: one each); an ensemble's members' averaged. The
        encoder output of the last search is reused when it was of these sources."""
        encoded = [None] * len(self.members)
        if self.remembering is not None and self.encoded_sources == sources:
            kept = self.remembering.encoded  # an ensemble encodes once per member
            encoded = [kept] if len(self.members) == 1 else kept
        with self.autocast:
            per_member = [[w.mean(0) for w in cross_attention_batch(
                m, sources, targets, layer, encoded=e, source_rows=source_rows)]
                for m, e in zip(self.members, encoded)]
        return [sum(ws) / len(ws) for ws in zip(*per_member)]
