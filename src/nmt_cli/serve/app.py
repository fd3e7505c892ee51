"""The HTTP API of ``nmt serve``: LibreTranslate's endpoints, a native one, the web page.

* ``POST /translate``, ``GET /languages``: LibreTranslate's shapes, so its clients work
  unchanged. Parameters come as a JSON object, a form body or the query string (the body
  wins where both give one); ``q`` is a string or a list of strings; each line of a text
  is translated on its own and empty lines stay empty; ``alternatives`` asks for n-best;
  ``api_key`` is checked where the server was given keys (``limits.py``). Errors are
  ``{"error": "..."}`` with a 4xx status, as LibreTranslate's.
* ``POST /v1/translate``: what ``nmt translate`` can do, per request: beam, n-best with
  scores, length penalty and limits, and the best hypothesis' cross-attention and word
  alignment per sentence; its key comes as ``Authorization: Bearer KEY`` or ``api_key``.
  ``GET /v1/model``: the model and the server's counters.
* ``GET /health``, ``GET /`` (the web page in ``web/``), ``GET /docs`` (OpenAPI).

Every request decodes through the one ``batching.Batcher``; nothing here touches the model.
No answer carries an exception's text, a file's path or a traceback: a request that
breaks the server gets a 500 naming a request id, and the server's log holds that id
beside the traceback (tests/e2e/test_serve_fuzz.py holds every answer to it).
"""

from __future__ import annotations

import asyncio
import logging
import math
import uuid
from dataclasses import dataclass, field, replace
from importlib.resources import files
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from starlette.exceptions import HTTPException

from ..decode.contract import SEARCH_SETTINGS, DecodeOptions, Hypothesis
from ..errors import NmtError
from ..text.options import TextOptions
from .dynamic_batching import Batcher, JobResult, QueueFull
from .formats import alternatives_of, answer, check_format, translate_texts
from .limits import (Admission, ApiError, BodyLimit, Limits, Shed, bearer, check_key,
                     check_text, WHOLE, parse_json, text_list, whole_number)

WEB = files("nmt_cli.serve") / "web"
LOG = logging.getLogger("uvicorn.error")  # the server's error log: uvicorn prints it
NAMES = {"en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian",
         "pt": "Portuguese", "nl": "Dutch", "ru": "Russian", "zh": "Chinese", "ja": "Japanese",
         "cs": "Czech", "ro": "Romanian", "tr": "Turkish", "fi": "Finnish", "ar": "Arabic"}


@dataclass
class Served:
    """What the API serves: the decoding loop, the tokenizer, the pair and the limits.

    Attributes:
        defaults: the server's decoding options (``nmt serve --beam ...``); its
            ``max_input_len`` is the most subwords a line may have.
        max_beam: the widest beam a request may ask for.
        attention: why attention maps are not available (None: they are).
        model_info: ``GET /v1/model``'s description of the model.
        limits: keys, body, character and line bounds, CORS origins.
        admission: the queue's bound in seconds (503 beyond).
        description: the model as the server's console names it, paths and all
            (``model_info`` names its files only).
    """

    batcher: Batcher
    tokenizer: Any
    src_lang: str
    tgt_lang: str
    defaults: DecodeOptions
    max_beam: int
    attention: str | None
    model_info: dict
    limits: Limits = Limits()
    admission: Admission = field(default_factory=Admission)
    description: str = ""
    text: TextOptions = TextOptions()


# a text: a non-empty string, or a non-empty list of strings (whose items may be empty)
Texts = Annotated[str, Field(min_length=1)] | Annotated[list[str], Field(min_length=1)]


class LibreTranslateRequest(BaseModel):
    """The schema of /translate's body (parsed by ``_parameters``, as LibreTranslate does)."""
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


class NativeRequest(BaseModel):
    # strict: 0 is not false, "4" is not a beam
    model_config = ConfigDict(extra="forbid", strict=True)
    # not Texts: an empty text is a 400 naming it, as /translate's (the schema says Texts)
    text: str | list[str] = Field(..., description="Text(s); each line is one sentence.")
    beam: int | None = Field(None, ge=1, description="Beam size (server default if absent).")
    nbest: int = Field(1, ge=1, description="Hypotheses per sentence, at most beam.")
    # ((5 + |Y|) / 6) ** alpha overflows a float past alpha ~ 138 at 1,000 tokens
    lenpen: float | None = Field(None, ge=0, le=10, allow_inf_nan=False,
                                 description="Length penalty alpha.")
    lenpen_style: Literal["gnmt", "plain"] | None = None
    # bounded: a request sets its own decoding cost, and every request shares the loop
    max_len_a: float | None = Field(None, ge=0, le=8, allow_inf_nan=False,
                                    description="Output limit a * |x| + b.")
    max_len_b: int | None = Field(None, ge=0, le=1024)
    attention: bool = Field(False, description="Cross-attention and word alignment per sentence.")
    api_key: str | None = Field(None, description="Or Authorization: Bearer KEY.")


def split_lines(text: str) -> list[str]:
    """Lines as ``nmt translate`` reads them: split on \\n, a trailing \\r dropped."""
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def create_app(served: Served) -> FastAPI:
    """The FastAPI app over ``served``: middleware, error handlers, the page and the API."""
    docs_assets = _swagger_ui_assets()
    app = FastAPI(title="nmt serve", version="1", description=__doc__.split("\n\n")[0],
                  docs_url=None if docs_assets else "/docs", redoc_url=None)
    limits = served.limits
    if limits.cors_origins:
        # off by default: a page of another origin may call the API only where it is named
        app.add_middleware(CORSMiddleware, allow_origins=list(limits.cors_origins),
                           allow_methods=["GET", "POST"],
                           allow_headers=["Authorization", "Content-Type"])
    app.add_middleware(BodyLimit, max_bytes=limits.max_body_bytes)
    # outermost, first to run: a flood's surplus is refused before the body is even checked
    app.add_middleware(Shed, admission=served.admission,
                       paths=frozenset({"/translate", "/v1/translate"}))
    app.mount("/static", StaticFiles(directory=str(WEB)), name="static")
    if docs_assets:
        _offline_docs(app, docs_assets)
    _error_handlers(app)
    _pages(app, served)
    _translation_routes(app, served)
    return app


def _offline_docs(app: FastAPI, assets: Path) -> None:
    """FastAPI's /docs loads Swagger UI from a CDN; the server may run offline."""
    app.mount("/docs-assets", StaticFiles(directory=str(assets)), name="docs-assets")

    @app.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        return get_swagger_ui_html(openapi_url="/openapi.json", title="nmt serve: API",
                                   swagger_js_url="/docs-assets/swagger-ui-bundle.js",
                                   swagger_css_url="/docs-assets/swagger-ui.css",
                                   swagger_favicon_url="/docs-assets/favicon-32x32.png")


def _error_handlers(app: FastAPI) -> None:
    """Every error is ``{"error": ...}`` JSON with its status, as LibreTranslate's."""

    @app.exception_handler(ApiError)
    async def api_error(request: Request, e: ApiError) -> JSONResponse:
        return _json_error(e)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, e: HTTPException) -> JSONResponse:
        # its headers too: a 405 names the methods allowed (Allow, RFC 9110)
        return JSONResponse({"error": str(e.detail)}, status_code=e.status_code,
                            headers=getattr(e, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, e: RequestValidationError) -> JSONResponse:
        errors = e.errors()
        if any(err.get("type") == "json_invalid" for err in errors):
            return JSONResponse({"error": "Invalid JSON format"}, status_code=400)
        where = lambda err: ".".join(str(x) for x in err.get("loc", ())[1:]) or "body"
        message = "; ".join(f"{where(err)}: {err.get('msg')}" for err in errors)
        return JSONResponse({"error": f"Invalid request: {message}"}, status_code=422)

    @app.exception_handler(Exception)
    async def bug(request: Request, e: Exception) -> JSONResponse:
        # a bug, not the request's fault: JSON still, and the traceback only in the log
        return _json_error(_internal_error(500, "internal error", e))


def _pages(app: FastAPI, served: Served) -> None:
    """The web page, /health, /languages and /v1/model."""

    @app.get("/", include_in_schema=False)
    def page() -> HTMLResponse:
        return HTMLResponse((WEB / "index.html").read_text(encoding="utf-8"))

    @app.get("/health", summary="Liveness and the decoding loop's counters")
    def health() -> dict:
        return {"status": "ok", **served.batcher.snapshot(),
                "refused_busy": served.admission.refused,  # 503s of the queue's time bound
                "expected_wait_s": round(served.admission.wait(), 2)}

    @app.get("/languages", summary="The model's language pair (LibreTranslate's shape)")
    def languages() -> list[dict]:
        return [{"code": served.src_lang, "name": NAMES.get(served.src_lang, served.src_lang),
                 "targets": [served.tgt_lang]},
                {"code": served.tgt_lang, "name": NAMES.get(served.tgt_lang, served.tgt_lang),
                 "targets": []}]

    @app.get("/v1/model", summary="The model served: config, step, parameters, scores",
             responses=_errors(401, 403))
    def model(request: Request) -> dict:
        check_key(served.limits, _native_key(request, {}))
        return {**served.model_info, "batching": served.batcher.snapshot()}


def _translation_routes(app: FastAPI, served: Served) -> None:
    """LibreTranslate's /translate and the native /v1/translate."""
    lt_body = LibreTranslateRequest.model_json_schema()
    # this server's pair: what a client may send, and all that the fuzzer sends as valid
    lt_body["properties"]["source"]["enum"] = [served.src_lang, "auto"]
    lt_body["properties"]["target"]["enum"] = [served.tgt_lang]
    native_body = NativeRequest.model_json_schema()
    native_body["properties"]["text"] = TypeAdapter(Texts).json_schema() | {
        "description": native_body["properties"]["text"]["description"]}

    @app.post("/translate", summary="Translate (LibreTranslate's API)", openapi_extra={
        "requestBody": {"required": True, "content": {
            "application/json": {"schema": lt_body},
            "application/x-www-form-urlencoded": {"schema": lt_body}}}},
        responses=_errors(400, 401, 403, 413, 500, 503))
    async def translate(request: Request) -> dict:
        params = await _parameters(request)
        check_key(served.limits, params.get("api_key"))
        return await _libretranslate(served, params)

    @app.post("/v1/translate", summary="Translate with n-best, scores, beam, attention",
              openapi_extra={"requestBody": {"required": True, "content": {
                  "application/json": {"schema": native_body}}}},
              responses=_errors(400, 401, 403, 413, 422, 500, 503))
    async def native(request: Request) -> dict:
        # parsed here, not by FastAPI, so that a missing key is a 401 whatever the body
        data = parse_json(await request.body())
        check_key(served.limits, _native_key(request, data if isinstance(data, dict) else {}))
        try:
            body = NativeRequest.model_validate(data)
        except ValidationError as e:
            where = lambda err: ".".join(str(x) for x in err.get("loc", ())) or "body"
            raise ApiError(422, "Invalid request: " + "; ".join(
                f"{where(err)}: {err.get('msg')}" for err in e.errors())) from None
        return await _native(served, body)


class ErrorBody(BaseModel):
    error: str = Field(..., description="What was wrong, in one line.")


ERRORS = {400: "a malformed request, or an option out of range",
          401: "no API key, where the server has keys", 403: "a wrong API key",
          413: "a body, a line or a request past this server's limits",
          422: "a field of the wrong type, or an unknown field",
          500: "the search failed on this request: the error names a request id, which "
               "the server's log holds beside the details",
          503: "the server is full or stopping: retry after Retry-After seconds"}


def _errors(*statuses: int) -> dict:
    """The error answers of a route, for the OpenAPI schema: each ``{"error": ...}``."""
    out: dict[int | str, dict[str, Any]] = {
        s: {"model": ErrorBody, "description": ERRORS[s]} for s in statuses}
    if 503 in out:
        out[503]["headers"] = {"Retry-After": {"schema": {"type": "integer"},
                                               "description": "seconds"}}
    return out


def _native_key(request: Request, data: dict) -> Any:
    """The native API's key: a Bearer header, else ``api_key`` in the query or body."""
    return (bearer(request.headers.get("authorization"))
            or request.query_params.get("api_key") or data.get("api_key"))


def _swagger_ui_assets() -> Path | None:
    """Swagger UI's files from the swagger-ui-py package (the serve extra), if installed."""
    try:
        import swagger_ui
    except ImportError:
        return None
    static = Path(swagger_ui.__file__).parent / "static"
    return static if (static / "swagger-ui-bundle.js").is_file() else None


async def _parameters(request: Request) -> dict:
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
        try:
            form = await request.form()
        except Exception:  # a broken multipart body; the parser's words may quote it
            raise ApiError(400, "Invalid form body: not a well-formed form or multipart "
                                "body") from None
        values = {k: form.getlist(k) for k in form}
        if any(not isinstance(v, str) for vs in values.values() for v in vs):
            raise ApiError(400, "Invalid request: files are not translated; send text in q")
        params.update(multi(values))
    return params


async def _libretranslate(served: Served, p: dict) -> dict:
    texts, many = text_list(p.get("q"), "q")
    check_text(served.limits, texts, sum(t.count("\n") + 1 for t in texts))
    for name in ("source", "target"):
        if not p.get(name):
            raise ApiError(400, f"Invalid request: missing {name} parameter")
    source, target = str(p["source"]), str(p["target"])
    pair = f"{served.src_lang} -> {served.tgt_lang}"
    if source not in (served.src_lang, "auto"):
        raise ApiError(400, f"{source} is not supported: this model translates {pair} "
                            f"(source {served.src_lang} or auto)")
    if target != served.tgt_lang:
        raise ApiError(400, f"{target} is not supported as a target: this model translates {pair}")
    fmt = p.get("format", "text")
    alternatives = max(0, whole_number(p.get("alternatives", 0), "alternatives"))
    check_format(fmt, alternatives)
    if alternatives + 1 > served.max_beam:
        raise ApiError(400, f"Invalid request: alternatives parameter must be <= "
                            f"{served.max_beam - 1} (this server's --max-beam {served.max_beam})")
    options = replace(served.defaults, nbest=alternatives + 1,
                      beam=max(served.defaults.beam, alternatives + 1))
    auto = served.src_lang if p["source"] == "auto" else None
    if not alternatives:
        async def decode_lines(lines: list[str]) -> list[str]:
            result = await _decode(served, lines, options)
            return [served.tokenizer.decode(h[0].tokens) for h in result.hypotheses]

        out = await translate_texts(texts, fmt, decode_lines, served.tokenizer,
                                    served.src_lang, served.text)
        return answer(out, many, auto)
    lines = [split_lines(t) for t in texts]
    result = await _decode(served, [x for ls in lines for x in ls], options)
    out, alts = alternatives_of(lines, result.hypotheses, served.tokenizer, options.nbest)
    return {**answer(out, many, auto), "alternatives": alts if many else alts[0]}


async def _native(served: Served, r: NativeRequest) -> dict:
    given = {k: v for k, v in r.model_dump().items() if k in SEARCH_SETTINGS and v is not None}
    options = replace(served.defaults, **given)
    if options.beam > served.max_beam:
        raise ApiError(400, f"beam {options.beam} is larger than this server's --max-beam "
                            f"{served.max_beam}")
    try:
        options.check(spell=str)  # named as the request names them
    except NmtError as e:
        raise ApiError(400, str(e)) from None
    if r.attention and served.attention:
        raise ApiError(400, f"attention is not available in this build: {served.attention}")
    texts, _ = text_list(r.text, "text")
    check_text(served.limits, texts, sum(t.count("\n") + 1 for t in texts))
    lines = [split_lines(t) for t in texts]
    flat = [x for ls in lines for x in ls]
    result = await _decode(served, flat, options, attention=r.attention)
    sp, tok = served.tokenizer.sp, served.tokenizer
    pieces = lambda ids: [sp.id_to_piece(i) for i in ids]
    greedy = options.greedy
    sentences = []
    for i, (line, hyps) in enumerate(zip(flat, result.hypotheses)):
        entry = {"source": line, "source_tokens": pieces(tok.encode(line)),
                 "hypotheses": [_hypothesis(h, tok, pieces, greedy) for h in hyps]}
        if r.attention:
            entry["attention"] = result.attention[i] if result.attention else None
        sentences.append(entry)
    results, at = [], 0
    for ls in lines:
        mine = sentences[at:at + len(ls)]
        at += len(ls)
        results.append({"translation": "\n".join(s["hypotheses"][0]["text"] for s in mine),
                        "sentences": mine})
    return {"results": results, "options": options.search_settings()}


def _hypothesis(h: Hypothesis, tok, pieces, greedy: bool) -> dict:
    # greedy search ranks logits and sums no log-probabilities: no score to give
    number = lambda x: None if greedy or not math.isfinite(x) else round(x, 6)
    return {"text": tok.decode(h.tokens), "tokens": pieces(h.tokens),
            "score": number(h.score), "logprob": number(h.logprob)}


async def _decode(served: Served, lines: list[str], options: DecodeOptions,
                  attention: bool = False) -> JobResult:
    """Tokenise, check the limits, and wait for the decoding loop's answer."""
    if len(lines) > served.batcher.max_queue:
        raise ApiError(413, f"{len(lines)} lines in one request; this server takes "
                            f"{served.batcher.max_queue} at most")
    if options.beam > served.tokenizer.vocab_size:
        raise ApiError(400, f"beam {options.beam} is larger than the model's vocabulary "
                            f"({served.tokenizer.vocab_size} pieces)")
    ids = served.tokenizer.encode_batch(lines)
    for i, x in enumerate(ids):
        if len(x) > served.defaults.max_input_len:
            raise ApiError(413, f"line {i + 1} has {len(x)} subwords; this server takes "
                                f"{served.defaults.max_input_len} per line (--max-input-len)")
    served.admission.enter(len(lines))  # 503 at once when it would wait too long
    answered = False
    try:
        future = served.batcher.submit(ids, options, attention)
        result = await asyncio.wrap_future(future)
        answered = True
        return result
    except QueueFull as e:
        retry = max(1, math.ceil(served.admission.wait()))
        raise ApiError(503, f"the server is busy ({e}); retry in {retry} s",
                       {"Retry-After": str(retry)}) from None
    except Exception as e:  # the search failed on this request alone
        raise _internal_error(500, "translation failed", e) from None
    finally:
        served.admission.leave(len(lines), answered)


def _json_error(e: ApiError) -> JSONResponse:
    return JSONResponse({"error": e.message}, status_code=e.status, headers=e.headers)


def _internal_error(status: int, what: str, e: BaseException) -> ApiError:
    """An error that is the server's, not the request's: its text and traceback go to
    the log under a request id, and the client gets that id and nothing else."""
    rid = uuid.uuid4().hex[:16]
    LOG.error("request %s: %s", rid, what, exc_info=(type(e), e, e.__traceback__))
    return ApiError(status, f"{what} (request id {rid}; the server's log has the details)",
                    {"X-Request-ID": rid})
