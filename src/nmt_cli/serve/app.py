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
"""

from __future__ import annotations

import asyncio
import json
import math
from dataclasses import dataclass, replace
from importlib.resources import files
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.exceptions import HTTPException

from ..decode.contract import SEARCH_SETTINGS, DecodeOptions, Hypothesis
from ..errors import NmtError
from .dynamic_batching import Batcher, JobResult, QueueFull
from .limits import ApiError, BodyLimit, Limits, bearer, check_key, check_text

WEB = files("nmt_cli.serve") / "web"
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


class LibreTranslateRequest(BaseModel):
    q: str | list[str] = Field(..., description="Text(s) to translate; each line on its own.")
    source: str = Field(..., description="Source language code, or auto.", examples=["en"])
    target: str = Field(..., description="Target language code.", examples=["de"])
    format: Literal["text", "html"] = Field("text", description="Only text for now.")
    alternatives: int = Field(0, description="Alternative translations wanted (n-best - 1).")
    api_key: str | None = Field(None, description="Required where the server has keys.")


class NativeRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str | list[str] = Field(..., description="Text(s); each line is one sentence.")
    beam: int | None = Field(None, ge=1, description="Beam size (server default if absent).")
    nbest: int = Field(1, ge=1, description="Hypotheses per sentence, at most beam.")
    lenpen: float | None = Field(None, ge=0, allow_inf_nan=False, description="Length penalty alpha.")
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
    app.add_middleware(BodyLimit, max_bytes=limits.max_body_bytes)  # outermost: first to run
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
        return JSONResponse({"error": e.message}, status_code=e.status)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, e: HTTPException) -> JSONResponse:
        return JSONResponse({"error": str(e.detail)}, status_code=e.status_code)

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
        # a bug, not the request's fault: JSON still, and uvicorn logs the traceback
        return JSONResponse({"error": f"internal error: {type(e).__name__}: {e}"}, status_code=500)


def _pages(app: FastAPI, served: Served) -> None:
    """The web page, /health, /languages and /v1/model."""

    @app.get("/", include_in_schema=False)
    def page() -> HTMLResponse:
        return HTMLResponse((WEB / "index.html").read_text(encoding="utf-8"))

    @app.get("/health", summary="Liveness and the decoding loop's counters")
    def health() -> dict:
        return {"status": "ok", **served.batcher.snapshot()}

    @app.get("/languages", summary="The model's language pair (LibreTranslate's shape)")
    def languages() -> list[dict]:
        return [{"code": served.src_lang, "name": NAMES.get(served.src_lang, served.src_lang),
                 "targets": [served.tgt_lang]},
                {"code": served.tgt_lang, "name": NAMES.get(served.tgt_lang, served.tgt_lang),
                 "targets": []}]

    @app.get("/v1/model", summary="The model served: config, step, parameters, scores")
    def model(request: Request) -> dict:
        check_key(served.limits, _native_key(request, {}))
        return {**served.model_info, "batching": served.batcher.snapshot()}


def _translation_routes(app: FastAPI, served: Served) -> None:
    """LibreTranslate's /translate and the native /v1/translate."""
    lt_body = LibreTranslateRequest.model_json_schema()

    @app.post("/translate", summary="Translate (LibreTranslate's API)", openapi_extra={
        "requestBody": {"required": True, "content": {
            "application/json": {"schema": lt_body},
            "application/x-www-form-urlencoded": {"schema": lt_body}}}})
    async def translate(request: Request) -> dict:
        params = await _parameters(request)
        check_key(served.limits, params.get("api_key"))
        return await _libretranslate(served, params)

    @app.post("/v1/translate", summary="Translate with n-best, scores, beam, attention",
              openapi_extra={"requestBody": {"required": True, "content": {
                  "application/json": {"schema": NativeRequest.model_json_schema()}}}})
    async def native(request: Request) -> dict:
        # parsed here, not by FastAPI, so that a missing key is a 401 whatever the body
        try:
            data = json.loads(await request.body())
        except ValueError as e:  # UnicodeDecodeError too: the body is not UTF-8
            raise ApiError(400, f"Invalid JSON format: {e}") from None
        check_key(served.limits, _native_key(request, data if isinstance(data, dict) else {}))
        try:
            body = NativeRequest.model_validate(data)
        except ValidationError as e:
            where = lambda err: ".".join(str(x) for x in err.get("loc", ())) or "body"
            raise ApiError(422, "Invalid request: " + "; ".join(
                f"{where(err)}: {err.get('msg')}" for err in e.errors())) from None
        return await _native(served, body)


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
            try:
                data = json.loads(body)
            except ValueError as e:
                raise ApiError(400, f"Invalid JSON format: {e}") from None
            if not isinstance(data, dict):
                raise ApiError(400, "Invalid JSON format: the body must be a JSON object")
            params.update(data)
    elif kind in ("application/x-www-form-urlencoded", "multipart/form-data"):
        try:
            form = await request.form()
        except Exception as e:  # a broken multipart body
            raise ApiError(400, f"Invalid form body: {e}") from None
        values = {k: form.getlist(k) for k in form}
        if any(not isinstance(v, str) for vs in values.values() for v in vs):
            raise ApiError(400, "Invalid request: files are not translated; send text in q")
        params.update(multi(values))
    return params


def _text_list(q: Any, name: str) -> tuple[list[str], bool]:
    """(texts, whether a list was given) from a string or a list of strings."""
    if q is None or q == "" or q == []:
        raise ApiError(400, f"Invalid request: missing {name} parameter")
    if isinstance(q, str):
        return [q], False
    if isinstance(q, list) and all(isinstance(x, str) for x in q):
        return q, True
    raise ApiError(400, f"Invalid request: {name} must be a string or a list of strings")


async def _libretranslate(served: Served, p: dict) -> dict:
    texts, many = _text_list(p.get("q"), "q")
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
    fmt = p.get("format") or "text"
    if fmt == "html":
        raise ApiError(400, "html format is not supported yet: send plain text with format=text")
    if fmt != "text":
        raise ApiError(400, f"{fmt} format is not supported (text)")
    try:
        if isinstance(p.get("alternatives", 0), bool):
            raise ValueError
        alternatives = max(0, int(p.get("alternatives", 0)))
    except (TypeError, ValueError):
        raise ApiError(400, "Invalid request: alternatives parameter is not a number") from None
    if alternatives + 1 > served.max_beam:
        raise ApiError(400, f"Invalid request: alternatives parameter must be <= "
                            f"{served.max_beam - 1} (this server's --max-beam {served.max_beam})")
    options = replace(served.defaults, nbest=alternatives + 1,
                      beam=max(served.defaults.beam, alternatives + 1))
    lines = [split_lines(t) for t in texts]
    result = await _decode(served, [x for ls in lines for x in ls], options)
    out, alts, at = [], [], 0
    for ls in lines:
        hyps = result.hypotheses[at:at + len(ls)]
        at += len(ls)
        # the k-th alternative of a text: each line's k-th hypothesis (its last, if fewer)
        joined = ["\n".join(served.tokenizer.decode(h[min(k, len(h) - 1)].tokens) for h in hyps)
                  for k in range(options.nbest)]
        out.append(joined[0])
        alts.append([a for k, a in enumerate(joined) if a != joined[0] and a not in joined[:k]])
    answer: dict[str, Any] = {"translatedText": out if many else out[0]}
    if p["source"] == "auto":
        # not a detection: the model reads one language
        detected = {"confidence": 100.0, "language": served.src_lang}
        answer["detectedLanguage"] = [detected] * len(out) if many else detected
    if alternatives:
        answer["alternatives"] = alts if many else alts[0]
    return answer


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
    texts, _ = _text_list(r.text, "text")
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
    try:
        future = served.batcher.submit(ids, options, attention)
    except QueueFull as e:
        raise ApiError(503, f"the server is busy ({e}); retry later") from None
    try:
        return await asyncio.wrap_future(future)
    except Exception as e:  # the search failed on this request alone
        raise ApiError(500, f"translation failed: {type(e).__name__}: {e}") from None
