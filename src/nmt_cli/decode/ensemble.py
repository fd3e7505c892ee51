"""Several models decoded as one: the log of the mean of their probabilities per step.

This is fairseq's ensemble; averaging log-probabilities instead would be a product of
experts. Members must share the vocabulary. ``Ensemble`` implements
``decoding.StepDecoder`` over members that implement it.
"""

from __future__ import annotations

import contextlib
import math

import torch
from torch import Tensor


class Ensemble(torch.nn.Module):
    """Several ``StepDecoder`` models behind the single-model contract."""

    def __init__(self, models: list[torch.nn.Module]):
        super().__init__()
        self.models = torch.nn.ModuleList(models)
        self.log_n = math.log(len(models))

    def encode(self, src: Tensor) -> list:
        return [m.encode(src) for m in self.models]

    def start(self, encoded: list, max_length: int | None = None) -> list:
        return [m.start(e, max_length) for m, e in zip(self.models, encoded)]

    def advance(self, state: list, tokens: Tensor) -> None:
        for m, s in zip(self.models, state):
            m.advance(s, tokens)

    def score(self, state: list, rows: slice = slice(None), normalize: bool = True) -> Tensor:
        """log mean_m p_m: always normalised, since the members' probabilities are averaged."""
        lps = torch.stack([m.score(s, rows) for m, s in zip(self.models, state)])
        return torch.logsumexp(lps, dim=0) - self.log_n

    def reorder(self, state: list, rows: Tensor, sentences: Tensor | None = None) -> None:
        for m, s in zip(self.models, state):
            m.reorder(s, rows, sentences)

    def decoding(self) -> contextlib.ExitStack:
        stack = contextlib.ExitStack()
        for m in self.models:
            stack.enter_context(m.decoding())
        return stack
