"""LibreTranslate's API, over every model of the server, so its clients work unchanged.

* ``POST /translate``: parameters as a JSON object, a form body or the query string (the
  body wins where both give one); ``q`` is a string or a list of strings; each line of a
  text is translated on its own and empty lines stay empty; ``format`` text or html;
  ``alternatives`` asks for n-best. The pair goes to its model, or through a pivot
  (``registry``), and the answer then says ``"pivot": "<language>"``. ``source: auto``
  detects each text's language among every language the server knows
  (``detect.Detector``) and answers ``detectedLanguage``.
* ``POST /detect``: the candidates for a text, best first, with a confidence in percent.
* ``GET /languages``: every language, with the targets it reaches (pivots included).
* ``GET /frontend/settings``: what LibreTranslate's web page and clients read at start.
* ``POST /translate_file`` (multipart: ``file``, ``source``, ``target``): a ``.txt``,
  ``.html`` or ``.po`` file translated as ``nmt translate --format`` would; the answer
  is a ``translatedFileUrl`` under ``GET /download_file/<name>``.

Errors are ``{"error": "..."}`` with a 4xx status, as LibreTranslate's.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Request
from fastapi.responses import Response
from pydantic import BaseModel, Field
from starlette.datastructures import UploadFile

from ..decode.contract import DecodeOptions
from ..errors import NmtError
from .files import FORMATS, file_format
from .formats import alternatives_of, check_format, translate_document, translate_texts
from .limits import (WHOLE, ApiError, check_key, check_text, parse_json, text_list,
                     whole_number)
from .registry import Hop
from .served import Served, decode, split_lines, using

NAMES = {"en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian",
         "pt": "Portuguese", "nl": "Dutch", "ru": "Russian", "zh": "Chinese", "ja": "Japanese",
         "cs": "Czech", "ro": "Romanian", "tr": "Turkish", "fi": "Finnish", "ar": "Arabic"}
DETECTED_SHOWN = 3  # candidates /detect lists at most
# a text: a non-empty string, or a non-empty list of strings (whose items may be empty)
Texts = Annotated[str, Field(min_length=1)] | Annotated[list[str], Field(min_length=1)]


def add_routes(app: FastAPI, served: Served, responses) -> None:
    """LibreTranslate's endpoints on ``app``; ``responses(*statuses)``: their error schemas."""
    lt_body = _request_schema(served)

    @app.get("/languages", summary="Every language and the targets it reaches")
    def languages() -> list[dict]:
        return [{"code": lang, "name": NAMES.get(lang, lang),
                 "targets": served.models.targets(lang)} for lang in served.models.ordered()]

    @app.post("/translate", summary="Translate (LibreTranslate's API)", openapi_extra={
        "requestBody": {"required": True, "content": {
            "application/json": {"schema": lt_body},
            "application/x-www-form-urlencoded": {"schema": lt_body}}}},
        responses=responses(400, 401, 403, 413, 500, 503))
    async def translate(request: Request) -> dict:
        params = await parameters(request)
        check_key(served.limits, params.get("api_key"))
        return await _translate(served, params)

    @app.post("/detect", summary="Detect the language of a text (LibreTranslate's API)",
              responses=responses(400, 401, 403, 501))
    async def detect(request: Request) -> list:
        params = await parameters(request)
        check_key(served.limits, params.get("api_key"))
        texts, many = text_list(params.get("q"), "q")
        check_text(served.limits, texts, sum(t.count("\n") + 1 for t in texts))
        found = await asyncio.to_thread(lambda: [_candidates(served, t) for t in texts])
        shown = [[{"confidence": c, "language": lang} for lang, c in f[:DETECTED_SHOWN]]
                 for f in found]
        return shown if many else shown[0]

    @app.get("/frontend/settings", summary="What LibreTranslate's web page reads at start")
    def frontend_settings() -> dict:
        return _frontend_settings(served)

    @app.post("/translate_file", summary="Translate a .txt, .html or .po file",
              responses=responses(400, 401, 403, 413, 500, 503))
    async def translate_file(request: Request) -> dict:
        return await _translate_file(served, request)

    @app.get("/download_file/{name}", summary="A file /translate_file translated",
             responses=responses(400, 404))
    def download_file(name: str) -> Response:
        if "/" in name or name.startswith("."):
            raise ApiError(400, "Invalid filename")
        data = served.files.get(name)
        if data is None:
            raise ApiError(404, "no such file: it was never made, or has expired")
        filename = name.split(".", 1)[1]
        return Response(data, media_type="application/octet-stream", headers={
            "Content-Disposition": f'attachment; filename="{filename}"'})


async def parameters(request: Request) -> dict:
    """LibreTranslate's parameters from the query string, then a JSON or form body.

    A name given several times in a form or the query string is a list (``q`` twice: two
    texts); LibreTranslate's own forms take one value.
    """
    params: dict[str, Any] = {}
    multi = lambda pairs: {k: (v[0] if len(v) == 1 else v) for k, v in pairs.items()}
    params.update(multi({k: request.query_params.getlist(k) for k in request.query_params}))
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind == "application/json" or kind.endswith("+json"):
        body = await request.body()
        if body.strip():
            data = parse_json(body)
            if not isinstance(data, dict):
                raise ApiError(400, "Invalid JSON format: the body must be a JSON object")
            params.update(data)
    elif kind in ("application/x-www-form-urlencoded", "multipart/form-data"):
        values = {k: v for k, v in (await _form(request)).items()}
        if any(not isinstance(v, str) for vs in values.values() for v in vs):
            raise ApiError(400, "Invalid request: files are not translated here; send text "
                                "in q, or the file to /translate_file")
        params.update(multi(values))
    return params


async def _form(request: Request) -> dict[str, list]:
    try:
        form = await request.form()
    except Exception:  # a broken multipart body; the parser's words may quote it
        raise ApiError(400, "Invalid form body: not a well-formed form or multipart "
                            "body") from None
    return {k: form.getlist(k) for k in form}


# ---------------------------------------------------------------------------- /translate

async def _translate(served: Served, p: dict) -> dict:
    texts, many = text_list(p.get("q"), "q")
    check_text(served.limits, texts, sum(t.count("\n") + 1 for t in texts))
    source, target = _pair_of(p)
    fmt = p.get("format", "text")
    alternatives = max(0, whole_number(p.get("alternatives", 0), "alternatives"))
    check_format(fmt, alternatives)
    if alternatives + 1 > served.max_beam:
        raise ApiError(400, f"Invalid request: alternatives parameter must be <= "
                            f"{served.max_beam - 1} (this server's --max-beam {served.max_beam})")
    options = replace(served.defaults, nbest=alternatives + 1,
                      beam=max(served.defaults.beam, alternatives + 1))
    detected = (await asyncio.to_thread(lambda: [_candidates(served, t)[0] for t in texts])
                if source == "auto" else [(source, 100.0)] * len(texts))
    out, alts, pivots = [""] * len(texts), [[]] * len(texts), [None] * len(texts)
    for lang in dict.fromkeys(lang for lang, _ in detected):
        at = [i for i, (x, _) in enumerate(detected) if x == lang]
        group = [texts[i] for i in at]
        if lang == target:  # nothing to translate: LibreTranslate answers the text as is
            done, others, hops = group, [[] for _ in group], []
        else:
            hops = _route(served, lang, target, detected[at[0]][1] if source == "auto" else None)
            done, others = await _through(served, hops, group, fmt, options, alternatives)
        for i, x, a in zip(at, done, others):
            out[i], alts[i], pivots[i] = x, a, hops[0].target if len(hops) > 1 else None
    body: dict[str, Any] = {"translatedText": out if many else out[0]}
    if source == "auto":
        shown = [{"confidence": c, "language": lang} for lang, c in detected]
        body["detectedLanguage"] = shown if many else shown[0]
    if alternatives:
        body["alternatives"] = alts if many else alts[0]
    if any(pivots):
        body["pivot"] = pivots if many else pivots[0]
    return body


def _pair_of(p: dict) -> tuple[str, str]:
    for name in ("source", "target"):
        if not p.get(name):
            raise ApiError(400, f"Invalid request: missing {name} parameter")
        if not isinstance(p[name], str):
            raise ApiError(400, f"Invalid request: {name} must be a language code")
    return p["source"], p["target"]


def _route(served: Served, source: str, target: str, confidence: float | None) -> list[Hop]:
    """The hops of a pair; with ``source: auto`` (``confidence`` given), a pair the server
    cannot translate is a 400 that names the language detected."""
    try:
        return served.models.check_pair(source, target)
    except ApiError as e:
        if confidence is None:
            raise
        raise ApiError(400, f"the text was detected as {source} ({confidence:.0f}% "
                            f"confident), which this server cannot translate into "
                            f"{target}: {e.message}") from None


@dataclass(frozen=True)
class _Vocabulary:
    """What the text stage reads of a tokenizer: whether spans go through as placeholders."""

    has_placeholders: bool


async def _through(served: Served, hops: list[Hop], texts: list[str], fmt: str,
                   options: DecodeOptions, alternatives: int
                   ) -> tuple[list[str], list[list[str]]]:
    """``texts`` translated along ``hops``: each hop's lines go to the next, so sentence
    splitting and span protection happen once, around the whole route. With
    ``alternatives``, the last hop's n-best (its lines, unsegmented)."""
    if alternatives:
        split = [split_lines(t) for t in texts]
        hypotheses, tok = await _hops(served, hops, [x for ls in split for x in ls], options)
        return alternatives_of(split, hypotheses, tok, options.nbest)

    async def chain(lines: list[str]) -> list[str]:
        return await _through_lines(served, hops, lines, options)

    vocabulary = _Vocabulary(all([await _placeholders(served, hop) for hop in hops]))
    out = await translate_texts(texts, fmt, chain, vocabulary, hops[0].source, served.text)
    return out, [[] for _ in texts]


async def _hops(served: Served, hops: list[Hop], lines: list[str], options: DecodeOptions):
    """(the last hop's hypotheses, its tokenizer): each hop's best lines go to the next,
    and the last searches with ``options``. Each hop holds its model only while it
    decodes, so a route of two models runs under a bound of one loaded model."""
    best = replace(options, nbest=1, beam=served.defaults.beam)
    for k, hop in enumerate(hops):
        final = k == len(hops) - 1
        async with using(served, hop.slot) as model:
            tok = model.tokenizer_for(hop.tag)
            result = await decode(served, model, tok, lines, options if final else best)
        if final:
            return result.hypotheses, tok
        lines = [tok.decode(h[0].tokens) for h in result.hypotheses]


async def _through_lines(served: Served, hops: list[Hop], lines: list[str],
                         options: DecodeOptions) -> list[str]:
    hypotheses, tok = await _hops(served, hops, lines, options)
    return [tok.decode(h[0].tokens) for h in hypotheses]


async def _placeholders(served: Served, hop: Hop) -> bool:
    """Whether ``hop``'s model learned placeholders (read once, from its loaded tokenizer)."""
    if hop.slot.placeholders is None:
        async with using(served, hop.slot) as model:
            hop.slot.placeholders = model.tokenizer.has_placeholders
    return hop.slot.placeholders


# ---------------------------------------------------------------------------- the others

def _candidates(served: Served, text: str) -> list[tuple[str, float]]:
    """The languages ``text`` may be in, best first, with confidences in percent."""
    if isinstance(served.detector, str):
        sources = served.models.sources()
        if len(sources) == 1:  # no identifier, one language to read: auto can mean only it
            return [(sources[0], 100.0)]
        raise ApiError(501, f"language detection is not available: {served.detector}")
    try:
        return served.detector.detect(text)
    except NmtError as e:
        raise ApiError(400, f"Invalid request: {e}") from None


def _frontend_settings(served: Served) -> dict:
    sources = served.models.sources()
    source = ("auto" if not isinstance(served.detector, str) else sources[0])
    target = served.models.targets(sources[0])[0]
    name = lambda code: "Auto Detect" if code == "auto" else NAMES.get(code, code)
    keys = bool(served.limits.api_keys)
    return {"apiKeys": keys, "keyRequired": keys, "charLimit": served.limits.max_chars,
            "frontendTimeout": 500, "suggestions": False, "filesTranslation": True,
            "supportedFilesFormat": sorted(FORMATS),
            "language": {"source": {"code": source, "name": name(source)},
                         "target": {"code": target, "name": name(target)}}}


async def _translate_file(served: Served, request: Request) -> dict:
    form = await _form(request)
    one = lambda name: (form.get(name) or [None])[0]
    check_key(served.limits, one("api_key") or request.query_params.get("api_key"))
    upload = one("file")
    if not isinstance(upload, UploadFile):
        raise ApiError(400, "Invalid request: missing file parameter")
    source, target = _pair_of({"source": one("source"), "target": one("target")})
    fmt = file_format(upload.filename or "")
    if fmt is None:
        raise ApiError(400, "Invalid request: file format not supported (the server takes "
                            f"{', '.join(sorted(FORMATS))})")
    data = await upload.read()
    confidence = None
    if source == "auto":
        sample = data[:4000].decode("utf-8", "replace")
        source, confidence = (await asyncio.to_thread(_candidates, served, sample))[0]
    if source != target:
        hops = _route(served, source, target, confidence)
        vocabulary = _Vocabulary(all([await _placeholders(served, hop) for hop in hops]))

        async def chain(lines: list[str]) -> list[str]:
            return await _through_lines(served, hops, lines, served.defaults)

        data = await translate_document(data, upload.filename, fmt, chain, vocabulary,
                                        source, served.text, target)
    name = served.files.put(upload.filename, data)
    return {"translatedFileUrl": f"{request.base_url}download_file/{name}"}


class LibreTranslateRequest(BaseModel):
    """The schema of /translate's body (parsed by ``parameters``, as LibreTranslate does)."""
    q: Texts = Field(..., description="Text(s) to translate; each line on its own.")
    source: str = Field(..., description="Source language code, or auto.")
    target: str = Field(..., description="Target language code.")
    format: Literal["text", "html"] = Field(
        "text", description="text, or html: the text inside the markup is translated, the "
                            "markup kept.")
    # a form sends it as a string; a negative number asks for none, as LibreTranslate's
    alternatives: int | Annotated[str, Field(pattern=WHOLE)] = Field(
        0, description="Alternative translations wanted (n-best - 1).")
    api_key: str | None = Field(None, description="Required where the server has keys.")


def _request_schema(served: Served) -> dict:
    """/translate's body for the OpenAPI page: what a client may send, and all that the
    fuzzer sends as valid (this server's languages)."""
    body = LibreTranslateRequest.model_json_schema()
    body["properties"]["source"]["enum"] = served.models.sources() + ["auto"]
    body["properties"]["target"]["enum"] = served.models.languages()
    return body
