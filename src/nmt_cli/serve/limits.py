"""What ``nmt serve`` refuses before any decoding: an unknown API key, an oversized body,
too many characters or lines, text with null bytes, and more work than the server can
start soon (``Admission``); and the server's own settings (``ServeOptions``), checked
before the model loads.

Each check answers one JSON error with a 4xx status (503 for a server that is full) and
touches nothing else, so a bad request fails alone and costs little: the body limit is
enforced while the body is read, before any parsing, and the text limits before
tokenisation.
"""

from __future__ import annotations

import hmac
import json
import math
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..decode.contract import DecodeOptions
from ..errors import NmtError


class ApiError(Exception):
    """A request's fault (or a full server's): answered ``{"error": message}`` with
    ``status`` and ``headers`` (``Retry-After`` on a 503)."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers


@dataclass(frozen=True)
class Limits:
    """The server's bounds on one request.

    Attributes:
        api_keys: keys of which a request must send one; empty: no key needed.
        max_body_bytes: request body size at most (413 beyond).
        max_chars: characters of text per request at most (400 beyond).
        max_lines: lines per request at most, over all its texts (400 beyond).
        cors_origins: origins whose web pages may call the API; empty: none but our own.
    """

    api_keys: tuple[str, ...] = ()
    max_body_bytes: int = 1 << 20
    max_chars: int = 100_000
    max_lines: int = 1_000
    cors_origins: tuple[str, ...] = field(default=())


def load_api_keys(keys: list[str] | None, keys_file: Path | None) -> tuple[str, ...]:
    """``--api-key`` values and ``--api-keys-file``'s lines (blank lines and ``#`` comments
    skipped)."""
    found = [k.strip() for k in keys or []]
    if keys_file is not None:
        try:
            text = Path(keys_file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise NmtError(f"cannot read --api-keys-file {keys_file}: {e}") from None
        found += [x.strip() for x in text.splitlines() if x.strip() and not x.lstrip().startswith("#")]
        if not found:
            raise NmtError(f"--api-keys-file {keys_file} holds no key")
    if any(not k for k in found):
        raise NmtError("an empty --api-key would let every request in")
    return tuple(dict.fromkeys(found))


def check_limits(limits: Limits) -> None:
    if limits.max_body_bytes < 1 or limits.max_chars < 1 or limits.max_lines < 1:
        raise NmtError("--max-body-bytes, --max-chars and --max-lines must be positive")


def check_key(limits: Limits, given: object) -> None:
    """401 without a key, 403 with a wrong one; nothing when the server needs none.

    Every key is compared, each in constant time, so the answer's timing says nothing
    about how much of a key was right, nor which key came close.
    """
    if not limits.api_keys:
        if given is not None and not isinstance(given, str):  # ignored, but not any value
            raise ApiError(400, "Invalid request: api_key must be a string")
        return
    if given is None or given == "" or given == []:
        raise ApiError(401, "an API key is required: send api_key (or Authorization: Bearer KEY)")
    if not isinstance(given, str):
        raise ApiError(403, "invalid API key")
    sent = given.encode("utf-8", "surrogatepass")
    ok = False
    for key in limits.api_keys:
        ok |= hmac.compare_digest(sent, key.encode("utf-8"))
    if not ok:
        raise ApiError(403, "invalid API key")


def bearer(authorization: str | None) -> str | None:
    """The key of an ``Authorization: Bearer KEY`` header."""
    if not authorization:
        return None
    scheme, _, key = authorization.partition(" ")
    return key.strip() if scheme.lower() == "bearer" else None


def check_text(limits: Limits, texts: list[str], lines: int) -> None:
    """The text limits of one request: its texts and their line count."""
    if lines > limits.max_lines:
        raise ApiError(400, f"{lines} lines in one request; this server takes "
                            f"{limits.max_lines} at most (--max-lines)")
    chars = sum(len(t) for t in texts)
    if chars > limits.max_chars:
        raise ApiError(400, f"{chars} characters in one request; this server takes "
                            f"{limits.max_chars} at most (--max-chars)")
    if any("\x00" in t for t in texts):
        # a text editor's or a fuzzer's accident, never a sentence
        raise ApiError(400, "Invalid request: the text holds a null byte")
    for t in texts:
        try:
            t.encode("utf-8")
        except UnicodeEncodeError:  # JSON can spell a lone surrogate ("\\ud800")
            raise ApiError(400, "Invalid request: the text is not valid Unicode") from None


def parse_json(body: bytes) -> Any:
    """The body as JSON, or a 400 that says where it breaks in words of our own."""
    try:
        return json.loads(body)
    except UnicodeDecodeError as e:
        raise ApiError(400, f"Invalid JSON format: the body is not UTF-8 (byte {e.start})") from None
    except RecursionError:  # [[[[...: deeper than the parser goes
        raise ApiError(400, "Invalid JSON format: nested too deeply") from None
    except json.JSONDecodeError as e:
        raise ApiError(400, f"Invalid JSON format: not JSON at line {e.lineno} column "
                            f"{e.colno}") from None


WHOLE = r"^[+-]?[0-9]+$"  # a whole number as a form or a query string spells it


def whole_number(value: Any, name: str) -> int:
    """A whole number given as a JSON integer or a string of digits; else a 400."""
    try:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, str) and re.match(WHOLE, value):
            return int(value)  # ValueError past Python's 4,300 digits
    except ValueError:
        pass
    raise ApiError(400, f"Invalid request: {name} parameter is not a number")


def text_list(q: Any, name: str) -> tuple[list[str], bool]:
    """(texts, whether a list was given) from a string or a list of strings."""
    if q is None or q == "" or q == []:
        raise ApiError(400, f"Invalid request: missing {name} parameter")
    if isinstance(q, str):
        return [q], False
    if isinstance(q, list) and all(isinstance(x, str) for x in q):
        return q, True
    raise ApiError(400, f"Invalid request: {name} must be a string or a list of strings")


class Admission:
    """Load shedding: a request that would wait more than ``max_wait`` seconds before its
    decoding starts is refused at once (503 with ``Retry-After``) instead of queueing.

    ``--max-queue`` counts lines, whatever they cost; this counts seconds, which is what a
    client waits. The wait is estimated from the sentences admitted and not yet answered,
    over the rate at which the server answered sentences while it had work (measured over
    every ``WINDOW`` seconds of busy time, so it follows the batch sizes that the load
    makes). An idle server admits any request, and so does one that has measured nothing
    yet. Under a flood the admitted requests start within about ``max_wait`` (and end
    within about twice it) and the rest are told at once when to come back
    (docs/RELIABILITY.md).

    Only the server's event loop calls it: no lock.
    """

    WINDOW = 2.0  # busy seconds per rate measurement: a few batches

    def __init__(self, max_wait: float = 5.0, clock=time.monotonic):
        self.max_wait, self.clock = max_wait, clock
        self.pending = 0  # sentences admitted, not answered yet
        self.rate: float | None = None  # sentences answered per busy second
        self.refused = 0
        self._busy, self._answered, self._since = 0.0, 0, 0.0

    def wait(self) -> float:
        """The seconds a request arriving now is expected to wait for its decoding."""
        return self.pending / self.rate if self.pending and self.rate else 0.0

    def refusal(self) -> ApiError | None:
        """The 503 for a request arriving now, or None while one would be admitted."""
        ahead = self.wait()
        if ahead <= self.max_wait:
            return None
        self.refused += 1
        retry = max(1, math.ceil(ahead - self.max_wait))
        return ApiError(503, f"the server is busy: about {ahead:.0f} s of work is ahead of "
                             f"this request; retry in {retry} s", {"Retry-After": str(retry)})

    def enter(self, sentences: int) -> None:
        """Admit a request of ``sentences`` lines, or raise a 503 ``ApiError``."""
        refused = self.refusal()
        if refused is not None:
            raise refused
        if not self.pending:
            self._since = self.clock()  # a busy spell starts
        self.pending += sentences

    def leave(self, sentences: int, answered: bool) -> None:
        """An admitted request is done: answered, or failed."""
        now = self.clock()
        self._busy += now - self._since
        self._since = now
        self.pending -= sentences
        self._answered += sentences if answered else 0
        if self._busy >= self.WINDOW:
            rate = self._answered / self._busy
            # smoothed, so that one odd window (a huge request, a pause) moves it halfway
            self.rate = rate if self.rate is None else (self.rate + rate) / 2
            self._busy, self._answered = 0.0, 0


class BodyLimit:
    """ASGI middleware: reads each body once, refusing one over ``max_bytes`` with 413.

    An oversized body is still read to its end, without keeping it: answering before the
    client has sent it all leaves most clients with a reset connection instead of the 413.
    But not past ``LINGER`` times the limit: there the 413 goes out and the connection is
    closed; and a body that declares more than that (``Content-Length``) is answered at
    once, before its first byte is read.
    """

    LINGER = 16

    def __init__(self, app, max_bytes: int):
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        too_large = f"the request body has more than {self.max_bytes} bytes, this server's " \
                    "limit (--max-body-bytes)"
        if _declared_length(scope) > self.LINGER * self.max_bytes:
            return await _answer(send, 413, too_large)
        chunks, size, more = [], 0, True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            more = message.get("more_body", False)
            if size <= self.max_bytes:
                chunks.append(chunk)
            elif size > self.LINGER * self.max_bytes:
                break
        if size > self.max_bytes:
            return await _answer(send, 413, too_large)
        body, replayed = b"".join(chunks), False

        async def replay():
            nonlocal replayed
            if replayed:
                return await receive()  # the app waits on it for a disconnect
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)


class Shed:
    """ASGI middleware: while ``Admission`` refuses, a translation request gets its 503
    before anything else reads it.

    Under a flood the event loop, not the model, is what runs out: every request is parsed,
    validated and tokenised before ``Admission`` can refuse it, a few milliseconds of the
    one thread that also answers the admitted ones. Here a refused request costs its HTTP
    head and the reading of its small body (kept, up to ``DRAIN`` bytes, so the connection
    stays open for the client's next request). It checks no key and no size: while the
    server is full, a request with a wrong key or too large a body gets the 503 too, and its
    own 4xx once there is room.
    """

    DRAIN = 64 * 1024

    def __init__(self, app, admission: Admission, paths: frozenset[str]):
        self.app, self.admission, self.paths = app, admission, paths

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] != "POST" or scope["path"] not in self.paths:
            return await self.app(scope, receive, send)
        refused = self.admission.refusal()
        if refused is None:
            return await self.app(scope, receive, send)
        size, more = 0, True
        small = _declared_length(scope) <= self.DRAIN
        while more and small and size <= self.DRAIN:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            size += len(message.get("body", b""))
            more = message.get("more_body", False)
        await _answer(send, 503, refused.message, refused.headers, close=more)


def _declared_length(scope) -> int:
    """The request's ``Content-Length`` (0 where it gives none or a broken one)."""
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            return int(value) if value.isdigit() else 0
    return 0


async def _answer(send, status: int, message: str, headers: dict | None = None,
                  close: bool = True) -> None:
    """A JSON error straight from the middleware; ``close``: the body was not read whole."""
    body = json.dumps({"error": message}).encode()
    fields = [(b"content-type", b"application/json"),
              (b"content-length", str(len(body)).encode())]
    fields += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status,
                "headers": fields + ([(b"connection", b"close")] if close else [])})
    await send({"type": "http.response.body", "body": body})


@dataclass(frozen=True)
class ModelSpec:
    """A model as the command line names it: its files (several: an ensemble), and its
    pair where the command line gives it (``--model en-de=PATH``, ``--src``/``--tgt``)."""

    paths: tuple[Path, ...]
    src: str | None = None
    tgt: str | None = None
    # load the PyTorch model beside CTranslate2's, for attention maps: --ckpt's model; a
    # --model decodes through CTranslate2 alone, at half the memory
    attention: bool = False

    @property
    def name(self) -> str:
        more = f" + {len(self.paths) - 1} more" if len(self.paths) > 1 else ""
        return f"{self.paths[0].name}{more}"


@dataclass(frozen=True)
class ServeOptions:
    """The server's own settings, beside the decoding defaults and the request limits.

    Attributes:
        device, precision: where and how the model runs, as in ``nmt translate``.
        max_beam: the widest beam (and n-best) a request may ask for.
        max_batch_tokens, max_wait_ms, max_queue: the decoding loop's
            (``dynamic_batching.Batcher``).
        src_lang, tgt_lang: the pair, for a model that does not record it (an export).
        split, protect: LibreTranslate's texts split into sentences, and their spans
            protected, as `nmt translate` does (``text.options.TextOptions``).
        max_models_loaded: models in memory at most (None: every one); the others load
            on first use, the least recently used unloaded (``registry``).
        pivot: the language tried first to connect a pair no model translates.
        max_queue_wait: the seconds a request may be expected to wait for its decoding;
            beyond, 503 at once (``Admission``). An admitted request joins the batch after
            the one decoding, which the requests admitted meanwhile fill: it is answered
            within about twice this.
    """

    device: str = "auto"
    precision: str = "fp32"
    max_beam: int = 16
    max_batch_tokens: int = 4096
    max_wait_ms: float = 50.0
    max_queue: int = 10_000
    src_lang: str | None = None
    tgt_lang: str | None = None
    split: bool = True
    protect: bool = True
    max_queue_wait: float = 5.0
    max_models_loaded: int | None = None
    pivot: str = "en"

    def check(self, defaults: DecodeOptions) -> None:
        """``nmt translate``'s checks of the decoding options, and the server's own."""
        defaults.check()
        if self.max_beam < defaults.beam:
            raise NmtError(f"--max-beam {self.max_beam} is smaller than --beam {defaults.beam}")
        if self.max_batch_tokens < 1 or self.max_queue < 1 or self.max_wait_ms < 0:
            raise NmtError("--max-batch-tokens and --max-queue must be positive, "
                           "--max-wait-ms 0 or more")
        if self.max_models_loaded is not None and self.max_models_loaded < 1:
            raise NmtError(f"--max-models-loaded must be at least 1, not {self.max_models_loaded}")
        if not self.max_queue_wait > 0:
            raise NmtError(f"the queue wait must be positive, not {self.max_queue_wait}")
