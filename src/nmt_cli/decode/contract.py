"""The decoding contract, written once: how to decode (``DecodeOptions``), what a search
needs from a model (``StepDecoder``), and what a translator needs from a backend
(``BatchTranslator``).

``DecodeOptions`` is what ``nmt translate``, ``nmt serve``, validation BLEU, forced
decoding and every backend take; ``DecodeOptions.check`` is the one place its values are
checked. The length penalty and the output limit it implies are defined here too, so that
every backend computes them alike.

Two levels of backend, because some run their own search:

* ``StepDecoder``: a model that ``search`` drives one position at a time. It encodes
  a batch, starts a state, feeds one token per row, scores the next position for a
  block of rows, and reorders or shrinks the state as hypotheses move, end or leave.
  ``model.Transformer`` (through ``model.incremental.IncrementalDecoding``), ``ensemble.Ensemble``
  and the benchmark's and tests' wrappers implement it. The GPU's search
  (``fixed_search``) drives the same methods over a state of fixed shapes: ``start``
  inside ``model.incremental.fixed_shape_states`` returns one (``fixed_state``), and
  ``reorder`` is then only asked to follow beams, every row kept.
* ``BatchTranslator``: whatever turns batches of source token ids into n-best lists,
  scores given translations and reads cross-attention. ``torch_backend.SearchTranslator`` (any
  ``StepDecoder`` through ``search``), ``ct2_backend.Ct2Translator`` (CTranslate2's own
  search) and ``engine.SearchThenAttend`` (CTranslate2 searches, PyTorch attends)
  implement it, and ``lines.Translator`` uses nothing else. One capability is optional
  (``batch_fit``): the batch sizes a backend decodes without idle rows.

Conventions shared by every implementation (``search``'s docstring derives them):
sources are ``ids + [EOS]``, right-padded with PAD; an output has at most
``floor(a * |x| + b)`` tokens, EOS not counted, |x| the source length without EOS;
PAD and BOS are never generated; a hypothesis's score is ``logprob / lp(|Y|)`` with
|Y| counting EOS, lp the GNMT length penalty ((5 + |Y|) / 6)^alpha or plain |Y|^alpha.

Shapes: B' sentences, B = g * B' rows (hypotheses, g per sentence), S source length,
V vocabulary.
"""

from __future__ import annotations

import math
from contextlib import AbstractContextManager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol

from ..data.lang_tags import lang_tags, target_tag
from ..errors import NmtError

if TYPE_CHECKING:  # the contract is read by `nmt`'s flag parsing, which starts without torch
    from torch import Tensor

    from ..data.tokenizer import Tokenizer

LENPEN_STYLES = ("gnmt", "plain")
ENGINES = ("auto", "torch", "ct2")
SEARCH_SETTINGS = ("beam", "lenpen", "lenpen_style", "nbest", "max_len_a", "max_len_b")
# The length penalty's largest alpha. GNMT's ((5 + |Y|) / 6) ** alpha overflows a double
# past alpha 138 at the 1,023 tokens an export's positions allow, but the torch search
# compares penalties as float32 (3.4e38), and its outputs have no such cap: there plain
# |Y| ** alpha overflows from |Y| = 1,024 at alpha 12.8, and at alpha 10 from 7,132 (GNMT's
# from 42,785), lengths a raised --max-len-b reaches. At 5 neither style overflows before
# 5e7 tokens; the alphas in use are 0.6 to 2.
LENPEN_MAX = 5.0
# The bounds of the output limit floor(a * |x| + b). They keep it far inside the int64
# the search holds it in (a of 1e300 turned into a negative limit), and keep small the
# sampler's table of output tokens, [sentences, limit], made before the first step (a b
# of 2**31 would be 16 GB a sentence). No translation is 100 times as long as its source,
# nor 65,536 tokens longer.
MAX_LEN_A_MAX = 100.0
MAX_LEN_B_MAX = 2 ** 16
# CTranslate2 takes sampling_topk as a C integer (past 2**64 a 1.7 kB TypeError; 2**31 - 1
# is past any vocabulary already), and casts sampling_topp and sampling_temperature to
# float32. A top-p below 7e-46 casts to 0, which it refuses; any p below the most likely
# token's probability (>= 1 / vocabulary) keeps that token alone, so 1e-30 loses nothing.
# Below a temperature of 1e-3 the draw is the most likely token all but always (a token
# 0.99 times as likely is drawn 0.99 ** 1000 = 4e-5 times as often), and far below,
# logits / T overflow: at 1e-38 CTranslate2 draws <pad>, at 1e-45 the torch engine's
# softmax gives NaN.
TOPK_MAX = 2 ** 31 - 1
TOPP_MIN = 1e-30
TEMPERATURE_MIN = 1e-3
# CTranslate2's set_random_seed takes an unsigned 32-bit seed (torch takes more).
SEED_LIMIT = 2 ** 32


def flag_name(field: str) -> str:
    """How ``nmt translate`` and ``nmt serve`` spell an option: ``max_len_a`` -> ``--max-len-a``."""
    return "--" + field.replace("_", "-")


@dataclass(frozen=True)
class DecodeOptions:
    """How to decode: the search's settings and what is asked besides the translation.

    Frozen and hashable: the server decodes requests with equal options together.

    Attributes:
        beam: hypotheses kept per sentence and step (1: greedy search).
        lenpen: alpha of the length penalty, 0 to ``LENPEN_MAX``.
        lenpen_style: "gnmt" ((5 + |Y|) / 6)^alpha, the paper's, or "plain" |Y|^alpha.
        nbest: hypotheses returned per sentence, 1 to ``beam``.
        max_len_a, max_len_b: an output has at most ``floor(a * |x| + b)`` tokens (a at
            most ``MAX_LEN_A_MAX``, b at most ``MAX_LEN_B_MAX``).
        max_input_len: sources longer than this many subwords are cut (``nmt translate``)
            or refused (``nmt serve``).
        engine: auto, torch or ct2 (``engine``).
        alignment: append word alignments read from the attention.
        alignment_layer: the decoder layer they are read from (None: the last).
        sampling_topk, sampling_topp, sampling_temperature: draw each token instead of
            searching (``sampling``): from the k most likely (0: all; 1, the default: no
            sampling), then the smallest set holding probability p, at temperature T.
        seed: the random stream's seed where sampling (``sampling.Sampler``), 0 to 2**32 - 1.
    """

    beam: int = 4
    lenpen: float = 0.6
    lenpen_style: str = "gnmt"
    nbest: int = 1
    max_len_a: float = 1.0
    max_len_b: int = 50
    max_input_len: int = 1024
    engine: str = "auto"
    alignment: bool = False
    alignment_layer: int | None = None
    sampling_topk: int = 1
    sampling_topp: float = 1.0
    sampling_temperature: float = 1.0
    seed: int = 1

    def check(self, spell: Callable[[str], str] = flag_name) -> DecodeOptions:
        """Refuse, in one line, the first option that no search can run with.

        Args:
            spell: how the message names an option (``--max-len-a`` for the command line,
                the field's own name for an HTTP request).
        Returns:
            self, checked.
        Raises:
            NmtError: the first option out of range.
        """
        if self.beam < 1:
            raise NmtError(f"{spell('beam')} must be at least 1")
        if not 1 <= self.nbest <= self.beam:
            raise NmtError(f"{spell('nbest')} {self.nbest} is larger than the beam ({self.beam})"
                           if self.nbest > self.beam else f"{spell('nbest')} must be at least 1")
        if self.lenpen_style not in LENPEN_STYLES:
            raise NmtError(f"unknown {spell('lenpen_style')} {self.lenpen_style!r} (gnmt or plain)")
        self._check_lengths(spell)
        if self.max_input_len < 1:
            raise NmtError(f"{spell('max_input_len')} must be positive")
        if self.engine not in ENGINES:
            raise NmtError(f"unknown {spell('engine')} {self.engine!r}; use {', '.join(ENGINES)}")
        self._check_sampling(spell)
        if self.alignment_layer is not None and not self.alignment:
            raise NmtError(f"{spell('alignment_layer')} chooses the layer of "
                           f"{spell('alignment')}; add {spell('alignment')}")
        return self

    def _check_lengths(self, spell: Callable[[str], str]) -> None:
        """The length penalty and the output limit, within ``LENPEN_MAX``,
        ``MAX_LEN_A_MAX`` and ``MAX_LEN_B_MAX``: finite, and NaN, for which every
        comparison is False, refused too."""
        if not self.lenpen >= 0:
            raise NmtError(f"{spell('lenpen')} must be 0 or more (got {self.lenpen}); a negative "
                           "alpha rewards short outputs")
        if not self.lenpen <= LENPEN_MAX:
            raise NmtError(f"{spell('lenpen')} must be at most {LENPEN_MAX:g} (got "
                           f"{self.lenpen}); a larger alpha overflows the length penalty")
        if not (self.max_len_a >= 0 and self.max_len_b >= 0):
            raise NmtError(f"{spell('max_len_a')} and {spell('max_len_b')} must be 0 or more")
        for name, most in (("max_len_a", MAX_LEN_A_MAX), ("max_len_b", MAX_LEN_B_MAX)):
            if not getattr(self, name) <= most:
                raise NmtError(f"{spell(name)} must be at most {most:g} (got "
                               f"{getattr(self, name)}): the output limit is "
                               f"{spell('max_len_a')} * source length + {spell('max_len_b')}")

    def _check_sampling(self, spell: Callable[[str], str]) -> None:
        if self.sampling_topk < 0:
            raise NmtError(f"{spell('sampling_topk')} must be 0 (every token) or more")
        if self.sampling_topk > TOPK_MAX:
            raise NmtError(f"{spell('sampling_topk')} must be at most {TOPK_MAX} (got "
                           f"{self.sampling_topk}); 0 draws from every token")
        if not TOPP_MIN <= self.sampling_topp <= 1:
            raise NmtError(f"{spell('sampling_topp')} must be in [{TOPP_MIN:g}, 1] (got "
                           f"{self.sampling_topp}); a smaller p keeps the most likely token "
                           f"alone, as {TOPP_MIN:g} does")
        if not TEMPERATURE_MIN <= self.sampling_temperature < math.inf:
            raise NmtError(f"{spell('sampling_temperature')} must be positive, at least "
                           f"{TEMPERATURE_MIN:g} and finite (got {self.sampling_temperature})")
        if not 0 <= self.seed < SEED_LIMIT:
            raise NmtError(f"{spell('seed')} must be 0 or more and below 2**32 (got {self.seed})")
        if not self.sampling:
            if self.sampling_temperature != 1.0:
                raise NmtError(f"{spell('sampling_temperature')} shapes sampling; add "
                               f"{spell('sampling_topk')} K (0: every token) or "
                               f"{spell('sampling_topp')} P")
            return
        if self.beam != 1 or self.nbest != 1:
            raise NmtError(f"sampling draws one translation a sentence: use {spell('beam')} 1 "
                           f"and {spell('nbest')} 1 (got {self.beam} and {self.nbest})")

    @property
    def sampling(self) -> bool:
        """Draw each token (``sampling``) instead of searching."""
        return self.sampling_topk != 1 or self.sampling_topp < 1.0

    def search_settings(self) -> dict:
        """The search's own settings: what ``nmt serve`` reports and a request may set."""
        return {k: getattr(self, k) for k in SEARCH_SETTINGS}

    @property
    def greedy(self) -> bool:
        """Beam 1, one hypothesis and no sampling: greedy search, which ranks logits and
        sums no scores."""
        return self.beam == 1 and self.nbest == 1 and not self.sampling

    def output_limit(self, source_length: int) -> int:
        """The most output tokens (EOS not counted) for a source of ``source_length``
        subwords (EOS not counted): ``floor(a * |x| + b)``."""
        return max(0, math.floor(self.max_len_a * source_length + self.max_len_b))

    def penalty(self, length: Tensor | float) -> Tensor | float:
        """``length_penalty`` with these options' alpha and style."""
        return length_penalty(length, self.lenpen, self.lenpen_style)


def length_penalty(length: Tensor | float, alpha: float, style: str = "gnmt") -> Tensor | float:
    """lp(|Y|) with |Y| counting EOS: gnmt ((5+|Y|)/6)^alpha, plain |Y|^alpha.

    A hypothesis's score is ``logprob / lp(|Y|)`` in every backend.
    """
    if style == "gnmt":
        return ((5.0 + length) / 6.0) ** alpha
    if style == "plain":
        return length ** alpha
    raise ValueError(f"unknown length penalty style {style!r} (gnmt or plain)")


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


def batch_fit(backend) -> Callable[[int], int] | None:
    """A backend's ``fit_batch(n)``, where it has one: the most sentences, at most n, that
    it decodes without idle rows (the GPU's fixed-shape step pads a batch to its next
    bucket, ``graphs.bucket``); None: any number does."""
    return getattr(backend, "fit_batch", None)


class BatchTranslator(Protocol):
    """Turns batches of source token ids into n-best lists (``lines.Translator``); sources
    are token ids without EOS, as ``Tokenizer.encode`` returns them."""

    def decoding(self) -> AbstractContextManager:
        """The scope of one or more batches."""

    def translate_batch(self, sources: list[list[int]],
                        options: DecodeOptions) -> list[list[Hypothesis]]:
        """Per source, up to ``options.nbest`` hypotheses, best first; beam 1 is greedy."""

    def force_batch(self, sources: list[list[int]], targets: list[list[int]],
                    options: DecodeOptions) -> list[Hypothesis]:
        """Each source's given target, scored as the search scores a hypothesis
        (``--force-target``); a backend without the model's probabilities raises NmtError."""

    def cross_attention(self, sources: list[list[int]], targets: list[list[int]],
                        layer: int | None = None,
                        source_rows: list[int] | None = None) -> list[Tensor]:
        """Per target, one decoder layer's decoder-source attention, heads averaged, [T, S]
        (``--alignment``; ``source_rows``: the source of each target, None: one each); a
        backend without the model's attention raises NmtError."""


@dataclass
class Engine:
    """What decodes, and what the commands around it need to know."""

    backend: Any          # a contract.BatchTranslator
    tokenizer: Tokenizer
    trained_len: int | None
    name: str             # "pytorch", "ensemble" or "ctranslate2"
    members: list = field(default_factory=list)  # the PyTorch models, where loaded
    device: Any = None    # torch.device of the PyTorch path
    precision: str = "fp32"
    conversion: Path | None = None  # the cached CTranslate2 model a checkpoint decodes through
    # (source tokens, sentences) a decoding batch holds at most on this GPU (None: the
    # command's defaults)
    batch_limits: tuple[int, int] | None = None
    # the language the model reads, as its data recorded it (None: not recorded), for the
    # sentence splitter's rules (text.sentences)
    src_lang: str | None = None
    # the language it writes (None: not recorded; ``mul``: several, chosen by a tag)
    tgt_lang: str | None = None
    # a multilingual model's {target: tag piece} (``data.lang_tags``); {}: one target
    lang_tags: dict[str, str] = field(default_factory=dict)

    def translating_into(self, lang: str | None) -> "Engine":
        """This engine with its tokenizer asking for ``lang`` (``--tgt-lang``): a
        multilingual model's tag in front of every source; a model of one target takes
        its own (or None) and is returned as it is.

        Raises:
            NmtError: one line: a multilingual model without ``lang`` or with one it does
                not know (listing its targets), or a model of one target asked for another.
        """
        if lang is None and len(self.lang_tags) == 1:  # one tag (an import's): no choice
            lang = next(iter(self.lang_tags))
        tag = target_tag(self.lang_tags, lang)
        if tag is not None:
            return replace(self, tokenizer=self.tokenizer.for_target(tag))
        if lang is not None and lang != self.tgt_lang:
            if self.tgt_lang is None:
                raise NmtError(f"--tgt-lang {lang}: the model does not record its target "
                               "language (nor any target tags); translate without --tgt-lang")
            raise NmtError(f"--tgt-lang {lang}: the model translates into "
                           f"{self.tgt_lang} only")
        return self


def recorded_languages(record: dict | None) -> dict:
    """``Engine``'s language fields (``src_lang``, ``tgt_lang``, ``lang_tags``) as a data
    manifest (a checkpoint's ``data_manifest``) or an export's ``nmt_config.json`` records
    them; a missing or non-text language is None."""
    record = record or {}
    text = {k: record.get(k) if isinstance(record.get(k), str) else None
            for k in ("src_lang", "tgt_lang")}
    return {**text, "lang_tags": lang_tags(record)}
