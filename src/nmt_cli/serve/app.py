"""The HTTP API of ``nmt serve``: LibreTranslate's endpoints, a native one, the web page.

* LibreTranslate's ``/translate``, ``/detect``, ``/languages``, ``/frontend/settings``,
  ``/translate_file`` and ``/download_file`` (``libretranslate``), over every model.
* ``POST /v1/translate``: what ``nmt translate`` can do, per request: beam, n-best with
  scores, length penalty and limits, and the best hypothesis' cross-attention and word
  alignment per sentence; its key comes as ``Authorization: Bearer KEY`` or ``api_key``.
  A server of several models takes ``source`` and ``target``; it does not pivot (its
  scores and tokens are one model's). ``GET /v1/model``: the models and their counters.
* ``GET /health``, ``GET /`` (the web page in ``web/``), ``GET /docs`` (OpenAPI).

Every request decodes through a model's ``batching.Batcher``; nothing here touches a model.
No answer carries an exception's text, a file's path or a traceback: a request that
breaks the server gets a 500 naming a request id, and the server's log holds that id
beside the traceback (tests/e2e/test_serve_fuzz.py holds every answer to it).
"""

from __future__ import annotations

import math
from dataclasses import replace
from importlib.resources import files
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from starlette.exceptions import HTTPException

from ..decode.contract import LENPEN_MAX, SEARCH_SETTINGS, Hypothesis
from ..errors import NmtError
from .libretranslate import Texts, add_routes
from .limits import ApiError, BodyLimit, Shed, bearer, check_key, check_text, parse_json, text_list
from .registry import Slot
from .served import Served, decode, internal_error, split_lines, using

WEB = files("nmt_cli.serve") / "web"


class NativeRequest(BaseModel):
    # strict: 0 is not false, "4" is not a beam
    model_config = ConfigDict(extra="forbid", strict=True)
    # not Texts: an empty text is a 400 naming it, as /translate's (the schema says Texts)
    text: str | list[str] = Field(..., description="Text(s); each line is one sentence.")
    beam: int | None = Field(None, ge=1, description="Beam size (server default if absent).")
    nbest: int = Field(1, ge=1, description="Hypotheses per sentence, at most beam.")
    # the search's own bound (contract.LENPEN_MAX: the torch search's float32 penalty)
    lenpen: float | None = Field(None, ge=0, le=LENPEN_MAX, allow_inf_nan=False,
                                 description="Length penalty alpha.")
    lenpen_style: Literal["gnmt", "plain"] | None = None
    # bounded: a request sets its own decoding cost, and every request shares the loop
    max_len_a: float | None = Field(None, ge=0, le=8, allow_inf_nan=False,
                                    description="Output limit a * |x| + b.")
    max_len_b: int | None = Field(None, ge=0, le=1024)
    attention: bool = Field(False, description="Cross-attention and word alignment per sentence.")
    source: str | None = Field(None, description="Source language (a server of several models).")
    target: str | None = Field(None, description="Target language (a server of several models, "
                                                 "or a multilingual one).")
    api_key: str | None = Field(None, description="Or Authorization: Bearer KEY.")


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
        return _json_error(internal_error(500, "internal error", e))


def _pages(app: FastAPI, served: Served) -> None:
    """The web page, /health and /v1/model."""

    @app.get("/", include_in_schema=False)
    def page() -> HTMLResponse:
        return HTMLResponse((WEB / "index.html").read_text(encoding="utf-8"))

    @app.get("/health", summary="Liveness, the models and their decoding loops' counters")
    def health() -> dict:
        out = {"status": "ok", "refused_busy": served.admission.refused,  # the queue's 503s
               "expected_wait_s": round(served.admission.wait(), 2),
               "models": served.models.snapshot()}
        if served.only is not None:  # one model: its counters at the top, as always
            out.update(served.batcher.snapshot())
        return out

    @app.get("/v1/model", summary="The models served: config, step, parameters, scores",
             responses=_errors(401, 403))
    def model(request: Request) -> dict:
        check_key(served.limits, _native_key(request, {}))
        if served.only is not None:
            return {**served.only.loaded.info, "batching": served.batcher.snapshot()}
        return {"models": [{"model": s.name, "languages": {
                    "source": s.languages.source, "target": sorted(s.languages.targets)},
                    "loaded": s.loaded is not None,
                    **({"info": s.loaded.info} if s.loaded is not None else {})}
                for s in served.models.slots],
                "languages": {"source": served.models.sources(),
                              "target": served.models.languages()},
                "decoding": served.defaults.search_settings(),
                "limits": {"max_beam": served.max_beam}}


def _translation_routes(app: FastAPI, served: Served) -> None:
    """LibreTranslate's endpoints and the native /v1/translate."""
    add_routes(app, served, _errors)
    native_body = NativeRequest.model_json_schema()
    native_body["properties"]["text"] = TypeAdapter(Texts).json_schema() | {
        "description": native_body["properties"]["text"]["description"]}

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
          404: "no such file: never made, or expired",
          501: "this server has no language identifier installed",
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
    slot, tag = _native_model(served, r.source, r.target)
    texts, _ = text_list(r.text, "text")
    check_text(served.limits, texts, sum(t.count("\n") + 1 for t in texts))
    lines = [split_lines(t) for t in texts]
    flat = [x for ls in lines for x in ls]
    async with using(served, slot) as model:
        if r.attention and model.attention:
            raise ApiError(400, f"attention is not available in this build: {model.attention}")
        tok = model.tokenizer_for(tag)
        result = await decode(served, model, tok, flat, options, attention=r.attention)
    pieces = lambda ids: [tok.sp.id_to_piece(i) for i in ids]
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


def _native_model(served: Served, source: str | None, target: str | None
                  ) -> tuple[Slot, str | None]:
    """The model and target tag of a native request: the one model's one pair where the
    request names none, else the model that translates source -> target directly."""
    only = served.only
    if only is not None and source is None:
        source = only.languages.source
    if only is not None and target is None and len(only.languages.targets) == 1:
        target = next(iter(only.languages.targets))
    if source is None or target is None:
        raise ApiError(400, "Invalid request: give source and target: this server "
                            f"translates {', '.join(served.models.languages())}")
    hops = served.models.check_pair(source, target)
    if len(hops) > 1:
        raise ApiError(400, f"no one model translates {source} -> {target}; /translate "
                            f"translates it through {hops[0].target}")
    return hops[0].slot, hops[0].tag


def _hypothesis(h: Hypothesis, tok, pieces, greedy: bool) -> dict:
    # greedy search ranks logits and sums no log-probabilities: no score to give
    number = lambda x: None if greedy or not math.isfinite(x) else round(x, 6)
    return {"text": tok.decode(h.tokens), "tokens": pieces(h.tokens),
            "score": number(h.score), "logprob": number(h.logprob)}


def _json_error(e: ApiError) -> JSONResponse:
    return JSONResponse({"error": e.message}, status_code=e.status, headers=e.headers)
