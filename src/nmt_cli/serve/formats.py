"""LibreTranslate's texts through the text stage: ``format: text`` split into sentences,
``format: html`` segmented by its markup, spans protected and repaired, as `nmt translate
--format` takes them (``decode.documents``); and ``/translate_file``'s documents (a text
file, an HTML page, a gettext catalogue) the same way.

The text stage is plain, blocking Python that asks for its segments' translations in one
call; here it runs in a worker thread, and that call hands the segments to the server's
decoding loop on the event loop and waits there, so a request's sentences batch with
every other request's, and a malformed document fails its request alone (400).
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import Any, Awaitable, Callable

from ..decode.documents import decode_utf8, segment_translator, translate_catalogue
from ..errors import NmtError
from ..text.html import translate_html
from ..text.options import TextOptions
from .limits import ApiError


async def translate_texts(texts: list[str], fmt: str,
                          decode_lines: Callable[[list[str]], Awaitable[list[str]]],
                          tokenizer, src_lang: str | None, text: TextOptions) -> list[str]:
    """Each of ``texts`` (plain text, or an HTML document where ``fmt`` is "html")
    translated; ``decode_lines``: lines to their translations, on this event loop."""
    segments = _segments(decode_lines, tokenizer, src_lang, text)

    def work() -> list[str]:
        if fmt == "text":  # line by line as `nmt translate` reads them: \r\n, blank lines
            lines = [[x[:-1] if x.endswith("\r") else x for x in t.split("\n")] for t in texts]
            flat = [x for ls in lines for x in ls]
            out = iter(["" if not x.strip() else y for x, y in zip(flat, segments(flat))])
            return ["\n".join(next(out) for _ in ls) for ls in lines]
        try:
            return [translate_html(t, segments) for t in texts]
        except NmtError as e:
            raise ApiError(400, f"Invalid request: {e}") from None

    return await asyncio.to_thread(work)


async def translate_document(data: bytes, filename: str, fmt: str,
                             decode_lines: Callable[[list[str]], Awaitable[list[str]]],
                             tokenizer, src_lang: str | None, text: TextOptions,
                             tgt_lang: str | None = None) -> bytes:
    """An uploaded file translated: ``fmt`` is "text" or "html" (UTF-8), or "po" (a
    gettext catalogue in its own charset: its untranslated entries filled, fuzzy; a
    .pot's header completed for ``tgt_lang``)."""
    if fmt != "po":
        try:
            document = decode_utf8(data, filename).removeprefix("\ufeff")
        except NmtError as e:
            raise ApiError(400, f"Invalid request: {e}") from None
        out = await translate_texts([document], fmt, decode_lines, tokenizer, src_lang, text)
        return out[0].encode("utf-8")
    segments = _segments(decode_lines, tokenizer, src_lang, text)

    def work() -> bytes:
        with tempfile.TemporaryDirectory(prefix="nmt-serve-po-") as tmp:
            source, target = Path(tmp) / "in.po", Path(tmp) / "out.po"
            source.write_bytes(data)
            try:
                translate_catalogue(segments, source, target, text.refill_fuzzy, tgt_lang)
            except NmtError as e:  # it names the temporary file: name the upload instead
                raise ApiError(400, "Invalid request: " + str(e).replace(str(source),
                                                                         filename)) from None
            return target.read_bytes()

    return await asyncio.to_thread(work)


def _segments(decode_lines: Callable[[list[str]], Awaitable[list[str]]], tokenizer,
              src_lang: str | None, text: TextOptions):
    """The text stage's segment translator, for a worker thread: its lines go to
    ``decode_lines`` on this event loop, so they batch with every other request's."""
    loop = asyncio.get_running_loop()

    def translate_lines(lines: list[str]) -> list[str]:
        if not lines:
            return []
        return asyncio.run_coroutine_threadsafe(decode_lines(lines), loop).result()

    return segment_translator(translate_lines, tokenizer, src_lang, text)


def check_format(fmt: Any, alternatives: int) -> None:
    """LibreTranslate's ``format``: text or html; alternatives (n-best lists) for text."""
    if fmt not in ("text", "html"):
        raise ApiError(400, f"{fmt} format is not supported (text, html)" if isinstance(fmt, str)
                       else "Invalid request: format must be text or html")
    if alternatives and fmt == "html":
        raise ApiError(400, "Invalid request: alternatives are for format text")


def alternatives_of(lines: list[list[str]], hypotheses: list, tokenizer,
                    nbest: int) -> tuple[list[str], list[list[str]]]:
    """The best translation and the distinct alternatives of each text, from the n-best
    lists of its lines (the model's own lines: alternatives are not segmented)."""
    out, alts, at = [], [], 0
    for ls in lines:
        hyps = hypotheses[at:at + len(ls)]
        at += len(ls)
        # the k-th alternative of a text: each line's k-th hypothesis (its last, if fewer)
        joined = ["\n".join(tokenizer.decode(h[min(k, len(h) - 1)].tokens) for h in hyps)
                  for k in range(nbest)]
        out.append(joined[0])
        alts.append([a for k, a in enumerate(joined) if a != joined[0] and a not in joined[:k]])
    return out, alts
