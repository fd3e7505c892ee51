"""``TextOptions``: what `nmt translate` and `nmt serve` do to the text around the model.

Apart from the modules that do it, so that reading the flags (``nmt --help``, a typo's
error) imports neither polib nor the sentence splitter.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import NmtError

FORMATS = ("text", "html", "po")


@dataclass(frozen=True)
class TextOptions:
    """How the text around the model is treated.

    format: "text" (a line in, a line out), "html" (one document, LibreTranslate's
        ``format: html``) or "po" (a gettext catalogue, ``--input`` to ``--output``).
    split: a line of several sentences is translated a sentence at a time and joined with
        its own whitespace (measured to help: docs/TEXT_FORMATS.md).
    protect: placeholders, tags, entities, URLs ... come out exactly as they went in.
    refill_fuzzy: (po) fuzzy entries (machine translations, msgmerge's guesses) translated again.
    """

    format: str = "text"
    split: bool = True
    protect: bool = True
    refill_fuzzy: bool = False

    def check(self, nbest: int = 1, alignment: bool = False, forced: bool = False) -> None:
        """Refuse, before the model loads, what the format cannot do."""
        if self.format not in FORMATS:
            raise NmtError(f"unknown --format {self.format!r} (text, html, po)")
        if self.format != "text" and (nbest != 1 or alignment or forced):
            raise NmtError(f"--format {self.format} writes one translated document: it takes "
                           "no --nbest, --alignment or --force-target")
        if self.refill_fuzzy and self.format != "po":
            raise NmtError("--refill-fuzzy is for --format po")

    def segmented(self, nbest: int = 1, alignment: bool = False, forced: bool = False) -> bool:
        """Whether lines go through the text stage: not the model's own n-best lists,
        alignments or forced scores, which keep one output line per input line as they are."""
        return nbest == 1 and not alignment and not forced
