"""LibreTranslate's texts through the text stage: ``format: text`` split into sentences,
``format: html`` segmented by its markup, spans protected and repaired, as `nmt translate
--format` takes them (``decode.documents``).

The text stage is plain, blocking Python that asks for its segments' translations in one
call; here it runs in a worker thread, and that call hands the segments to the server's
decoding loop on the event loop and waits there, so a request's sentences batch with
every other request's, and a malformed document fails its request alone (400).
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

from ..decode.documents import segment_translator
from ..errors import NmtError
from ..text.html import translate_html
from ..text.options import TextOptions
from .limits import ApiError


async def translate_texts(texts: list[str], fmt: str,
                          decode_lines: Callable[[list[str]], Awaitable[list[str]]],
                          tokenizer, src_lang: str | None, text: TextOptions) -> list[str]:
    """Each of ``texts`` (plain text, or an HTML document where ``fmt`` is "html")
    translated; ``decode_lines``: lines to their translations, on this event loop."""
    loop = asyncio.get_running_loop()

    def translate_lines(lines: list[str]) -> list[str]:
        if not lines:
            return []
        return asyncio.run_coroutine_threadsafe(decode_lines(lines), loop).result()

    segments = segment_translator(translate_lines, tokenizer, src_lang, text)

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


def answer(out: list[str], many: bool, auto: str | None) -> dict[str, Any]:
    """LibreTranslate's answer: the translations, and with ``source: auto`` the language
    (``auto``: the model's source; not a detection, the model reads one language)."""
    body: dict[str, Any] = {"translatedText": out if many else out[0]}
    if auto is not None:
        detected = {"confidence": 100.0, "language": auto}
        body["detectedLanguage"] = [detected] * len(out) if many else detected
    return body
