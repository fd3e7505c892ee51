"""Which language a text is in, among the languages the server knows: ``/detect`` and
``source: auto``.

The identifier is lingua (``lingua-language-detector``, the ``serve`` extra): its n-gram
models are inside its wheel, so it needs no download and works where the server has no
network; it is maintained, reads short texts best of the libraries we tried, and chooses
among exactly the languages it is given. On the shared dev sets, among {en, es, de}, it
was right on 95.3% of the texts pooled, py3langid 0.4.0 (4.6 MB, the other candidate
without a download) on 94.1%; the misses are short messages (a name, a unit, one word
that several languages share). docs/SERVE.md has the table
(``benchmarks/investigations/detection.py``).

Before detection, what is no language is taken out: the spans a translation copies
(``text.spans``: format directives, markup, entities, URLs, e-mail addresses) and
accelerator markers (``_File``, ``&File``, ``Lo_wer``), which otherwise read as letters of
words that are not there. A text with no letter left ("", "%s %d", "123") has no language
to tell: ``Undetectable``.

Languages lingua does not know (by their ISO 639-1 code) are left out of detection and
listed in ``Detector.unknown``; a text in one of them is answered as the closest known
one. With one known language every text with letters is in it (100%), as ``source: auto``
would mean nothing else; with none, every detection is ``Undetectable``.

Thread safety: lingua's detector is a Rust object shared read-only, whose methods hold
the GIL while they run (calls from several threads take turns, none sees another's state);
its models are loaded once, when the ``Detector`` is made, not by the first request.
"""

from __future__ import annotations

import re

from ..errors import NmtError
from ..text.spans import find_spans

# an accelerator marker before a letter, anywhere in a word: GTK marks a letter inside one
# too ("Lo_wer border"), and for detection "snake_case" read as "snakecase" costs nothing
_MARKER = re.compile(r"[_&~](?=[^\W\d_])")


class Undetectable(NmtError):
    """A text whose language cannot be told: no letters outside its spans, or letters of
    none of the detector's languages (another script)."""


def language_text(text: str, markers: bool = True) -> str:
    """``text`` without what is no language: its spans (each replaced by a space) and,
    with ``markers``, accelerator markers."""
    pieces, pos = [], 0
    for span in find_spans(text):
        pieces += [text[pos:span.start], " "]
        pos = span.end
    pieces.append(text[pos:])
    plain = "".join(pieces)
    return _MARKER.sub("", plain) if markers else plain


def has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


class Detector:
    """Language identification among ``languages`` (ISO 639-1 codes, as the server's
    models name them).

    Attributes:
        languages: the codes detection chooses among, in the order given.
        unknown: the codes given that lingua does not know, left out.
    """

    def __init__(self, languages: list[str], strip: bool = True):
        """``strip``: take spans and accelerators out before detection (the benchmark
        measures without)."""
        # lingua is the serve extra's (optional): without it, an ImportError here
        from lingua import Language, LanguageDetectorBuilder

        by_code = {lang.iso_code_639_1.name.lower(): lang for lang in Language.all()}
        self._code: dict = {}  # lingua's Language -> the code as the server spells it
        self.unknown: list[str] = []
        for code in dict.fromkeys(languages):
            if code.lower() not in by_code:
                self.unknown.append(code)
            else:
                self._code.setdefault(by_code[code.lower()], code)
        self.languages = list(self._code.values())
        self._strip = strip
        self._lingua = None
        if len(self.languages) > 1:
            self._lingua = (LanguageDetectorBuilder.from_languages(*self._code)
                            .with_preloaded_language_models().build())

    def detect(self, text: str) -> list[tuple[str, float]]:
        """The languages ``text`` may be in, best first, with a confidence in percent
        (rounded to two decimals, as LibreTranslate's; those of 0% left out).

        Raises:
            Undetectable: no letters outside spans, or none of the languages'.
        """
        plain = language_text(text) if self._strip else text
        if not has_letters(plain):
            raise Undetectable("cannot tell the language of a text without words "
                               f"(only digits, punctuation or placeholders: {_short(text)!r})")
        if self._lingua is None:
            if not self.languages:
                raise Undetectable("cannot tell languages apart: the language identifier "
                                   f"knows none of {', '.join(self.unknown) or 'no languages'}")
            return [(self.languages[0], 100.0)]
        values = self._lingua.compute_language_confidence_values(plain)
        found = [(self._code[v.language], round(100.0 * v.value, 2)) for v in values]
        found = [(code, c) for code, c in found if c > 0]
        if not found:
            raise Undetectable(f"the text is in none of this server's languages "
                               f"({', '.join(sorted(self.languages))}): {_short(text)!r}")
        return found


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
