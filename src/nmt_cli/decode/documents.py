"""Text as people bring it, through the decoder: ``nmt translate --format text|html|po``.

``decode.lines.Translator`` turns lines into translations; ``nmt_cli.text`` turns texts,
HTML documents and gettext catalogues into segments and back. Here the two meet:

* ``text.options.TextOptions``: the format, sentence splitting, span protection, and for
  catalogues whether earlier machine translations (fuzzy entries) are translated again.
* ``segment_translator``: the ``text.segments.SegmentTranslator`` for a model, in the mode
  its vocabulary tells: a model prepared with placeholders (its sentencepiece model holds
  ``⦅0⦆``..``⦅31⦆``, which `nmt prepare` adds only where training pairs had spans) gets
  them; any other, a checkpoint from before placeholders included, translates the text
  as is and has its output repaired.
* The three formats over the command's input and output: text a chunk of lines at a
  time, as they arrive; an HTML document and a catalogue whole.

``--nbest``, ``--alignment`` and ``--force-target`` print the model's own lines, one per
input line, as before: the text stage neither splits nor repairs them, and they take
``--format text`` only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Callable, Iterable

from ..errors import NmtError
from ..text.html import translate_html
from ..text.po import FillReport, fill_catalogue
from ..text.options import TextOptions
from ..text.segments import COLUMN_GAPS, SegmentTranslator


def segment_translator(translate_lines: Callable[[list[str]], list[str]], tokenizer,
                       src_lang: str | None, text: TextOptions) -> SegmentTranslator:
    """The segment translator for a model whose tokenizer is ``tokenizer``."""
    mode = "mask" if tokenizer.has_placeholders else "raw"
    return SegmentTranslator(translate_lines, mode=mode, split=text.split,
                             lang=src_lang or "en", protect=text.protect,
                             gaps=COLUMN_GAPS.get(text.format),
                             keep_unanswered=text.format in ("html", "po"))


def translate_text(segments: SegmentTranslator, chunks: Iterable[list[str]],
                   dst: BinaryIO, translator=None) -> None:
    """Lines in, one translation per line out, a chunk at a time, flushed after each. A
    blank line gives an empty line, as it always has (``decode.lines``); ``translator``
    (the ``lines.Translator`` under ``segments``) names an over-long input line."""
    done = 0
    for lines in chunks:
        if translator is not None:
            translator.name_long_line(lines, done)
        out = ["" if not line.strip() else t for line, t in zip(lines, segments(lines))]
        dst.write("".join(t + "\n" for t in out).encode("utf-8"))
        dst.flush()
        done += len(lines)


def translate_html_bytes(segments: SegmentTranslator, data: bytes, name: str) -> bytes:
    """One HTML document (UTF-8) translated; its markup kept (``text.html``)."""
    document = decode_utf8(data, name)
    if document.startswith("\ufeff"):
        document = document[1:]
    return translate_html(document, segments).encode("utf-8")


def translate_catalogue(segments: SegmentTranslator, source: Path, target: Path,
                        refill_fuzzy: bool, tgt_lang: str | None = None) -> FillReport:
    """A gettext catalogue's empty entries filled, fuzzy (``text.po``); ``tgt_lang``, the
    language translated into where known, completes a .pot's header."""
    return fill_catalogue(source, target, segments, refill_fuzzy=refill_fuzzy,
                          tgt_lang=tgt_lang)


def decode_utf8(data: bytes, name: str) -> str:
    """``data`` as UTF-8 text, or one line naming the line of the first byte that is not."""
    if b"\x00" in data:
        line = data[:data.index(b"\x00")].count(b"\n") + 1
        raise NmtError(f"{name}, line {line}: a NUL byte: binary data, not text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise NmtError(f"{name}, line {line}: not UTF-8 text (byte 0x{data[e.start]:02x})") from None
