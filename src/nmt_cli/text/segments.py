"""Texts as people bring them, through a model that translates plain lines.

``SegmentTranslator`` wraps any "lines in, lines out" function (the decoder's, or a test's
plain Python function). For each text: the accelerator marker comes off; the spans are
protected (``mode``, below); the text is cut into sentences and lines, each without the
whitespace around it; every segment of every text goes to the model in one call (the
decoder batches them); each translation gets its segment's spans back, repaired; the
parts are joined with the source's whitespace, and the accelerator goes back on.

Modes, by what the model learned:
- "mask": trained on masked pairs (``nmt prepare``'s default): every span is a
  placeholder ``⦅i⦆``, numbered from 0 in each segment as in training.
- "raw": a model that saw spans as text (checkpoints from before placeholders, or
  ``--no-protect`` data): tags and entities are taken out of the whole text and put back
  at their places afterwards; the other spans stay in the text, and each segment's
  output is repaired (``repair_raw``).

What never reaches the model: texts that are empty or whitespace, a text that is one span
("%s", "<br/>"), and (when protecting) segments with no letter outside their spans
("%s: %d", "1.5"); they come back unchanged.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Optional

from ..errors import NmtError
from .placeholders import Stripped, mask, repair_raw, restore, restore_stripped, strip_spans
from .sentences import edges, split_lines, split_sentences
from .spans import add_accelerator, find_accelerator, find_spans, strip_accelerator

MODES = ("mask", "raw")
STRIPPED_IN_RAW = frozenset({"tag", "entity"})
_SPLIT_MARK = 0xF0000  # a span as one character while sentences are found (private use)
# Whitespace inside a line that separates columns, by format (``SegmentTranslator``'s
# ``gaps``): a tab anywhere but in HTML, where it is any whitespace; in a catalogue also
# two spaces or more, which align a --help line's options with their descriptions. In
# prose and HTML a run of spaces is a typo or the source's indentation, not a column.
COLUMN_GAPS = {"text": r"\t", "po": r"\t| {2,}"}


@dataclass
class _Segment:
    """What the model is asked (``line``), and how its answer becomes the segment's text."""

    line: str
    finish: Callable[[str], str]


@dataclass
class _Plan:
    """One text cut into parts: whitespace and unchanged text as strings, the rest as
    segments; and what goes back on the joined whole."""

    parts: list = field(default_factory=list)
    stripped: Optional[Stripped] = None
    accelerator: Optional[tuple[str, str]] = None  # (marker, the letter it marked)
    spans: Optional[Counter] = None  # what the joined parts must hold (when protecting)

    def segments(self) -> list[_Segment]:
        return [p for p in self.parts if isinstance(p, _Segment)]

    def finish(self, translated: dict[str, str]) -> str:
        done = [p if isinstance(p, str) else p.finish(translated[p.line]) for p in self.parts]
        text = "".join(done)
        if self.spans is not None and _span_texts(text) != self.spans:
            text = _spaced_join(done)  # a segment's end glued to the next one's start
        if self.stripped is not None:
            text = restore_stripped(self.stripped, text)
        if self.accelerator is not None:
            text = add_accelerator(text, *self.accelerator)
        return text


class SegmentTranslator:
    """Texts in, translations out, one per text, through ``translate_lines``.

    Args:
        translate_lines: the model: a list of lines to their translations, in order.
        mode: "mask" or "raw" (module doc): what the model learned to do with spans.
        split: cut texts into sentences (lines are always cut at newlines).
        lang: the source language, for the sentence rules.
        protect: handle spans and accelerators; False sends each segment as it is.
        gaps: with ``split``, a pattern of the whitespace inside a line that separates
            columns, kept as it is between segments (``COLUMN_GAPS``); None: none does.
        keep_unanswered: a sentence the model answers with nothing keeps its source text
            (a document's or a catalogue's: an empty heading, link or msgstr loses what was
            there); False: the output is the model's, empty but for the spans (plain text:
            its BLEU is the model's own).
    """

    def __init__(self, translate_lines: Callable[[list[str]], list[str]], *,
                 mode: str = "mask", split: bool = True, lang: str = "en",
                 protect: bool = True, gaps: str | None = None,
                 keep_unanswered: bool = False):
        if mode not in MODES:
            raise NmtError(f"unknown span mode {mode!r}; expected one of {', '.join(MODES)}")
        self.translate_lines, self.mode, self.split = translate_lines, mode, split
        self.lang, self.protect = lang, protect
        self.gaps = re.compile(f"({gaps})") if gaps else None
        self.keep_unanswered = keep_unanswered

    def __call__(self, texts: list[str]) -> list[str]:
        plans = [self._plan(text) for text in texts]
        lines = list(dict.fromkeys(s.line for plan in plans for s in plan.segments()))
        outputs = list(self.translate_lines(lines)) if lines else []
        if len(outputs) != len(lines):
            raise NmtError(f"the model answered {len(outputs)} lines for {len(lines)}")
        translated = dict(zip(lines, outputs))
        return [plan.finish(translated) for plan in plans]

    def _plan(self, text: str) -> _Plan:
        """How ``text`` is cut, protected and put back together."""
        plan = _Plan()
        if not text.strip() or (self.protect and _one_span(text)):
            plan.parts.append(text)
            return plan
        body = text
        if self.protect:
            found = find_accelerator(text)
            if found is not None:
                body = strip_accelerator(text)
                plan.accelerator = (found[0], body[found[1]])
            if self.mode == "raw":
                plan.stripped = strip_spans(body, STRIPPED_IN_RAW)
                body = plan.stripped.text
            plan.spans = _span_texts(body)
        for part in self._parts(body):
            lead, core, trail = edges(part, escapes=self.protect)
            plan.parts += [lead, self._segment(core) if core else "", trail]
        return plan

    def _parts(self, text: str) -> list[str]:
        """Sentences and lines of ``text``, never cut inside a span."""
        if not self.split:
            return split_lines(text, escapes=self.protect)
        # a written line break stays visible to the splitter: it ends a line
        spans = [s for s in find_spans(text) if not (self.protect and s.text == "\\n")]
        if not spans:
            return self._cut_gaps(split_sentences(text, self.lang, escapes=self.protect))
        if any(ord(ch) >= _SPLIT_MARK for ch in text):
            return split_sentences(text, self.lang, escapes=self.protect)
        marked, pos = [], 0
        for i, s in enumerate(spans):
            marked += [text[pos:s.start], chr(_SPLIT_MARK + i)]
            pos = s.end
        marked.append(text[pos:])
        parts = self._cut_gaps(split_sentences("".join(marked), self.lang,
                                               escapes=self.protect))
        return ["".join(spans[ord(ch) - _SPLIT_MARK].text
                        if _SPLIT_MARK <= ord(ch) < _SPLIT_MARK + len(spans) else ch
                        for ch in part) for part in parts]

    def _cut_gaps(self, parts: list[str]) -> list[str]:
        """``parts`` cut at their column gaps, each gap a part of its own: sentencepiece
        makes a tab or a run of spaces one space, and a --help line lost its column."""
        if self.gaps is None:
            return parts
        return [piece for part in parts for piece in self.gaps.split(part) if piece]

    def _segment(self, core: str) -> _Segment | str:
        """One sentence for the model, or the sentence itself when it needs none."""
        if not self.protect:
            return _Segment(core, lambda out: out)
        if not _has_words(core):
            return core
        keep = self.keep_unanswered  # an empty answer: the sentence as it was (above)
        if self.mode == "raw":  # checkpoints from before placeholders: as they translated
            return _Segment(core, lambda out: core if keep and not out.strip()
                            else repair_raw(core, out))
        masked = mask(core)
        return _Segment(masked.text, lambda out: core if keep and not out.strip()
                        else restore(masked, out))


def _span_texts(text: str) -> Counter:
    return Counter(s.text for s in find_spans(text))


def _spaced_join(parts: list[str]) -> str:
    """``parts`` joined with a space where two touch without whitespace."""
    out = ""
    for part in parts:
        if out and part and not (out[-1].isspace() or part[0].isspace()):
            out += " "
        out += part
    return out


def _one_span(text: str) -> bool:
    spans = find_spans(text)
    return len(spans) == 1 and spans[0].text == text.strip()


def _has_words(text: str) -> bool:
    """Whether ``text`` has a letter outside its spans."""
    pos, out = 0, []
    for s in find_spans(text):
        out.append(text[pos:s.start])
        pos = s.end
    out.append(text[pos:])
    return any(ch.isalpha() for ch in "".join(out))
