"""The decoding contract, written once: what a search needs from a model, and what a
translator needs from a backend.

Two levels, because some backends run their own search:

* ``StepDecoder``: a model that ``search`` drives one position at a time. It encodes
  a batch, starts a state, feeds one token per row, scores the next position for a
  block of rows, and reorders or shrinks the state as hypotheses move, end or leave.
  ``model.Transformer`` (through ``incremental.IncrementalDecoding``), ``ensemble.Ensemble``
  and the benchmark's and tests' wrappers implement it.
* ``BatchTranslator``: whatever turns batches of source token ids into n-best lists.
  ``translator.SearchTranslator`` (any ``StepDecoder`` through ``search``) and
  ``ct2.Ct2Translator`` (CTranslate2's own search) implement it, and
  ``translator.Translator`` uses nothing else.

Conventions shared by every implementation (``search``'s docstring derives them):
sources are ``ids + [EOS]``, right-padded with PAD; an output has at most
``floor(a * |x| + b)`` tokens, EOS not counted, |x| the source length without EOS;
PAD and BOS are never generated; a hypothesis's score is ``logprob / lp(|Y|)`` with
|Y| counting EOS, lp the GNMT length penalty ((5 + |Y|) / 6)^alpha or plain |Y|^alpha.

Shapes: B' sentences, B = g * B' rows (hypotheses, g per sentence), S source length,
V vocabulary.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from torch import Tensor


@dataclass
class Hypothesis:
    """One finished translation.

    Attributes:
        tokens: subword ids without BOS/EOS.
        score: ``logprob / lp(len(tokens) + 1)``, the quantity beams are ranked by.
        logprob: sum of the model's log-probabilities of tokens + EOS.
    """

    tokens: list[int]
    score: float
    logprob: float


class StepDecoder(Protocol):
    """A model decoded one position at a time (``search.greedy_search`` / ``beam_search``).

    The state is the implementation's own; the search only passes it back. Rows of
    the state are hypotheses grouped by sentence (g consecutive rows per sentence).
    """

    def encode(self, src: Tensor) -> Any:
        """Run the encoder once over src [B', S] (ids + EOS, right-padded)."""

    def start(self, encoded: Any, max_length: int | None = None) -> Any:
        """The state before the first step, one row per sentence; ``max_length``: the
        most positions the search will feed (None: unknown)."""

    def advance(self, state: Any, tokens: Tensor) -> None:
        """Feed one token per row, tokens [B]; the state moves one position on."""

    def score(self, state: Any, rows: slice = slice(None), normalize: bool = True) -> Tensor:
        """The next token's scores for a block of the state's rows, [r, V] fp32, a fresh
        tensor the search may change in place: log-probabilities, or with
        ``normalize=False`` anything with the same order in each row (logits)."""

    def reorder(self, state: Any, rows: Tensor, sentences: Tensor | None = None) -> None:
        """Row r becomes old row ``rows[r]`` (follow beams, expand one row to g, drop
        rows); ``sentences`` (None: unchanged) are the old sentences kept, in order.
        Every new row descends from its own sentence."""

    def decoding(self) -> AbstractContextManager:
        """The scope of one or more searches (e.g. packed weights); re-entrant."""


class BatchTranslator(Protocol):
    """Turns batches of source token ids into n-best lists (``translator.Translator``)."""

    def decoding(self) -> AbstractContextManager:
        """The scope of one or more batches."""

    def translate_batch(self, sources: list[list[int]], beam: int = 4, lenpen: float = 0.6,
                        lenpen_style: str = "gnmt", nbest: int = 1, max_len_a: float = 1.0,
                        max_len_b: int = 50) -> list[list[Hypothesis]]:
        """Per source (token ids without EOS), up to ``nbest`` hypotheses, best first;
        beam 1 is greedy search."""
