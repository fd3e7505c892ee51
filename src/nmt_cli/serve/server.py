"""``nmt serve``: a translation server over checkpoints, ensembles and ``nmt export``s.

Each model loads as for ``nmt translate`` (the same loader and the same checks,
``models``), then its own decoding loop (``dynamic_batching.Batcher``) owns it; the
registry (``registry``) routes each pair to its model, or through a pivot, and keeps at
most ``--max-models-loaded`` in memory. The API (``app``: LibreTranslate's endpoints, a
native one, a web page) sends them every request. uvicorn serves the app on a socket
bound here, so a taken port is one line of error, and ``--port 0`` picks a free one.

Stopping. SIGINT (Ctrl-C) or SIGTERM: the server stops accepting connections, answers the
requests it has, drains the decoding loop and exits 0. A second Ctrl-C stops at once.

Slow clients. uvicorn closes an idle keep-alive connection after 5 s, but waits for ever
on a request that arrives slowly: half a request line, or a body sent a byte at a time,
holds its socket and a file descriptor until the client goes. The HTTP protocol here
(``_protocol_class``) gives every request ``REQUEST_TIMEOUT`` seconds to arrive whole
and closes its connection after that, and answers a malformed request with JSON, as
every other error.
"""

from __future__ import annotations

import ipaddress
import logging
import signal
import socket
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

from ..decode.contract import DecodeOptions
from ..device import few_malloc_arenas
from ..errors import NmtError
from ..text.options import TextOptions
from .limits import Admission, Limits, ModelSpec, ServeOptions, check_limits
from .models import load, read_languages
from .registry import Models, Slot

LOG = logging.getLogger("uvicorn.error")  # the server's log: uvicorn prints it

# seconds for a request's head and body to arrive: a 1 MB body (--max-body-bytes' default)
# needs 35 kB/s; Apache's mod_reqtimeout gives 20 s to the head, 20 s more to a body
REQUEST_TIMEOUT = 30.0
INSTALL_HINT = "nmt serve needs the serve extra; install it with: pip install 'nmt-cli[serve]'"


def require_serve_extra() -> None:
    try:  # the serve extra is optional: asked for here, in one line
        import fastapi  # noqa: F401
        import multipart  # noqa: F401  (form bodies)
        import uvicorn  # noqa: F401
    except ImportError:
        raise NmtError(INSTALL_HINT) from None


def run_serve(ckpts: list[Path], host: str = "127.0.0.1", port: int = 8000,
              decode: DecodeOptions = DecodeOptions(), serve: ServeOptions = ServeOptions(),
              limits: Limits = Limits(), models: list[ModelSpec] = ()) -> None:
    """The ``nmt serve`` command; returns when the server has stopped.

    Args:
        ckpts, decode, serve, limits, models: as ``build_served``'s.
        host, port: where to listen (port 0: a free one, printed).
    """
    serve.check(decode)
    check_limits(limits)
    require_serve_extra()
    from .app import create_app  # FastAPI: the serve extra, checked just above

    sock = _bind(host, port)  # before loading: a taken port fails in a second, not a minute
    try:
        served = build_served(ckpts, decode, serve, limits, models)
    except BaseException:
        sock.close()
        raise
    try:
        config = uvicorn_config(create_app(served))
        _server_class()(config, banner(served, host, sock.getsockname()[1])).run(sockets=[sock])
    finally:
        served.close()
        sock.close()


def banner(served, host: str, port: int) -> str:
    """What ``nmt serve`` prints once it listens: each model and its pairs, where; a
    warning where any machine may call it and no key is asked for."""
    url = _url(host, port)
    models = [f"{s.loaded.description if s.loaded is not None else s.spec.paths[0]} "
              f"({s.languages.source} -> {', '.join(sorted(s.languages.targets))}"
              f"{')' if s.loaded is not None else '; loads on first use)'}"
              for s in served.models.slots]
    head = (f"serving {models[0]} at {url}" if len(models) == 1 else
            f"serving {len(models)} models at {url}\n  " + "\n  ".join(models))
    text = (f"{head}\n"
            f"  web page {url}  API {url}translate, {url}v1/translate  docs {url}docs\n"
            "  Ctrl-C stops (requests in flight are answered first)")
    if isinstance(served.detector, str):
        text += f"\n  note: no language detection ({served.detector})"
    if not served.limits.api_keys and not _loopback(host):
        text += f"\n  warning: {host} is reachable from other machines and no --api-key is set"
    return text


def uvicorn_config(app, request_timeout: float = REQUEST_TIMEOUT):
    """uvicorn's settings for ``app``: our HTTP protocol (``_protocol_class``), errors only
    in the log, 60 s for the requests in flight to finish on SIGTERM."""
    import uvicorn  # the serve extra is optional

    return uvicorn.Config(app, http=_protocol_class(request_timeout), log_level="warning",
                          timeout_graceful_shutdown=60, lifespan="off")


def build_served(ckpts: list[Path] | None = None, decode: DecodeOptions = DecodeOptions(),
                 serve: ServeOptions = ServeOptions(), limits: Limits = Limits(),
                 models: list[ModelSpec] = ()):
    """Check every model, load the first (up to ``serve.max_models_loaded``) and start
    their decoding loops: an ``served.Served`` for ``app.create_app`` (``close`` it when
    done).

    Args:
        ckpts: one model (a checkpoint, an export) or an ensemble, whose pair is
            ``serve.src_lang``/``tgt_lang`` where given, else what it records; or none.
        decode: the default decoding options, as ``nmt translate``'s; its engine picks
            what decodes (``decode.engine``; with CTranslate2 the checkpoint is loaded too,
            for attention maps).
        serve: device, precision, the widest beam, the decoding loop's batching, the
            bound on loaded models, the pivot language.
        limits: keys, request sizes, CORS.
        models: further models (``--model``), each with its own pair.
    """
    serve.check(decode)
    check_limits(limits)
    require_serve_extra()
    from .served import Served  # FastAPI: the serve extra, checked just above

    if serve.max_models_loaded is not None:  # a memory bound: freed models' heaps are reused
        few_malloc_arenas()
    specs = ([ModelSpec(tuple(Path(p) for p in ckpts), serve.src_lang, serve.tgt_lang, True)]
             if ckpts else []) + list(models)
    if not specs:
        raise NmtError("nothing to serve: give --ckpt PATH or --model PATH")
    slots = [Slot(spec, read_languages(spec)) for spec in specs]
    registry = Models(slots, lambda slot: load(slot.spec, slot.languages, decode, serve),
                      serve.max_models_loaded, serve.pivot)
    text = TextOptions(split=serve.split, protect=serve.protect)
    registry.preload()
    try:
        detector = _detector(registry.languages())
        return Served(registry, decode, serve.max_beam, limits, Admission(serve.max_queue_wait),
                      text, detector)
    except BaseException:
        registry.close()
        raise


def _detector(languages: list[str]):
    """The language identifier over ``languages``, or why there is none (a string)."""
    from .detect import Detector  # lingua, which it imports, comes with the serve extra

    try:
        detector = Detector(languages)
    except ImportError as e:
        return f"the language identifier is not installed ({e.name})"
    if not detector.languages:
        return f"the language identifier knows none of {', '.join(languages)}"
    if detector.unknown:
        LOG.warning("language detection leaves out %s (unknown to the identifier)",
                    ", ".join(detector.unknown))
    return detector


def _bind(host: str, port: int) -> socket.socket:
    """A listening socket, bound here so that a taken port or bad host is one line."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(2048)
    except OSError as e:
        raise NmtError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    sock.set_inheritable(True)
    return sock


def _loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def _url(host: str, port: int) -> str:
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def _protocol_class(request_timeout: float):
    """uvicorn's h11 protocol with a deadline for each request, and a JSON 400.

    The deadline starts when the connection opens, and again when an answer has gone out
    (for the next request on a kept-alive connection); once the request's last byte is in
    it is lifted, so a slow decoding is never cut. Past it, the connection is closed: an
    app still reading the body sees the client gone. Always h11, httptools or not, so the
    server behaves alike on every install.
    """
    # the serve extra is optional: uvicorn, and h11, which it always installs
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    arriving = (h11.IDLE, h11.SEND_BODY)  # the client's states before its request is in

    class Protocol(H11Protocol):
        deadline = None

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            self._arm()

        def handle_events(self) -> None:
            super().handle_events()
            if self.conn.their_state not in arriving:
                self._disarm()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()

        def connection_lost(self, exc) -> None:
            self._disarm()
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            body = b'{"error":"Invalid HTTP request"}'
            for event in (h11.Response(status_code=400, reason=b"Bad Request", headers=[
                              (b"content-type", b"application/json"), (b"connection", b"close")]),
                          h11.Data(data=body), h11.EndOfMessage()):
                self.transport.write(self.conn.send(event))
            self.transport.close()

        def _arm(self) -> None:
            self._disarm()
            self.deadline = self.loop.call_later(request_timeout, self._too_slow)

        def _disarm(self) -> None:
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None

        def _too_slow(self) -> None:
            self.deadline = None
            if self.conn.their_state in arriving and not self.transport.is_closing():
                self.transport.close()

    return Protocol


def _server_class():
    """Defined on demand: its base class comes with the serve extra (``require_serve_extra``)."""
    import uvicorn  # the serve extra is optional

    class Server(uvicorn.Server):
        """uvicorn's server, printing the banner once it listens, and exiting 0 on a signal.

        uvicorn raises the signal again once it has shut down gracefully, so the process
        would end killed by SIGTERM (or with KeyboardInterrupt) instead of exiting 0.
        """

        def __init__(self, config, banner: str):
            super().__init__(config)
            self.banner = banner

        async def startup(self, sockets=None) -> None:
            await super().startup(sockets=sockets)
            if self.started:
                print(self.banner, file=sys.stderr, flush=True)

        @contextmanager
        def capture_signals(self):
            if threading.current_thread() is not threading.main_thread():
                yield  # only the main thread may set signal handlers
                return

            def stop(sig, frame):
                if not self.should_exit:
                    print("stopping: no new connections; answering the requests in flight",
                          file=sys.stderr, flush=True)
                self.force_exit = self.should_exit and sig == signal.SIGINT
                self.should_exit = True

            before = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
            try:
                yield
            finally:
                for sig, handler in before.items():
                    signal.signal(sig, handler)

    return Server


