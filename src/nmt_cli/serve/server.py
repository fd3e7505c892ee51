"""``nmt serve``: a translation server over a checkpoint, an ensemble or an ``nmt export``.

The model loads as for ``nmt translate`` (the same loader and the same checks), then one
decoding loop (``dynamic_batching.Batcher``) owns it and the API (``app``: LibreTranslate's
endpoints, a native one, a web page) sends it every request. uvicorn serves the app on a
socket bound here, so a taken port is one line of error, and ``--port 0`` picks a free one.

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
import signal
import socket
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

import torch

from ..checkpoint import load_checkpoint
from ..config import EOS_ID, ModelConfig, from_dict
from ..decode.attention_maps import attention_maps_batch, layer_index, pieces, word_alignment
from ..decode.contract import DecodeOptions
from ..decode.engine import open_engine
from ..errors import NmtError
from ..model.build import parameter_breakdown
from ..text.options import TextOptions
from .dynamic_batching import Batcher
from .limits import Admission, Limits, ServeOptions, check_limits

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
              limits: Limits = Limits()) -> None:
    """The ``nmt serve`` command; returns when the server has stopped.

    Args:
        ckpts, decode, serve, limits: as ``build_served``'s.
        host, port: where to listen (port 0: a free one, printed).
    """
    serve.check(decode)
    check_limits(limits)
    require_serve_extra()
    from .app import create_app  # FastAPI: the serve extra, checked just above

    sock = _bind(host, port)  # before loading: a taken port fails in a second, not a minute
    try:
        served = build_served(ckpts, decode, serve, limits)
    except BaseException:
        sock.close()
        raise
    try:
        config = uvicorn_config(create_app(served))
        _server_class()(config, banner(served, host, sock.getsockname()[1])).run(sockets=[sock])
    finally:
        served.batcher.close()
        sock.close()


def banner(served, host: str, port: int) -> str:
    """What ``nmt serve`` prints once it listens; a warning where any machine may call it
    and no key is asked for."""
    url = _url(host, port)
    text = (f"serving {served.description} "
            f"({served.src_lang} -> {served.tgt_lang}) at {url}\n"
            f"  web page {url}  API {url}translate, {url}v1/translate  docs {url}docs\n"
            "  Ctrl-C stops (requests in flight are answered first)")
    if not served.limits.api_keys and not _loopback(host):
        text += f"\n  warning: {host} is reachable from other machines and no --api-key is set"
    return text


def uvicorn_config(app, request_timeout: float = REQUEST_TIMEOUT):
    """uvicorn's settings for ``app``: our HTTP protocol (``_protocol_class``), errors only
    in the log, 60 s for the requests in flight to finish on SIGTERM."""
    import uvicorn  # the serve extra is optional

    return uvicorn.Config(app, http=_protocol_class(request_timeout), log_level="warning",
                          timeout_graceful_shutdown=60, lifespan="off")


def build_served(ckpts: list[Path], decode: DecodeOptions = DecodeOptions(),
                 serve: ServeOptions = ServeOptions(), limits: Limits = Limits()):
    """Load the model and start its decoding loop: an ``app.Served`` for ``app.create_app``
    (close its ``batcher`` when done).

    Args:
        decode: the default decoding options, as ``nmt translate``'s; its engine picks
            what decodes (``decode.engine``; with CTranslate2 the checkpoint is loaded too,
            for attention maps).
        serve: device, precision, the widest beam, the decoding loop's batching, the pair.
        limits: keys, request sizes, CORS.
    """
    serve.check(decode)
    check_limits(limits)
    require_serve_extra()
    from .app import Served  # FastAPI: the serve extra, checked just above

    backend, tokenizer, info, model = _load(list(ckpts), decode, serve.device, serve.precision)
    src_lang, tgt_lang = _pair(info, serve.src_lang, serve.tgt_lang)
    if decode.beam > tokenizer.vocab_size:
        raise NmtError(f"--beam {decode.beam} is larger than the model's vocabulary "
                       f"({tokenizer.vocab_size} pieces)")
    unavailable = _attention_unavailable(info["backend"], model)
    attend = _attend(model, tokenizer) if unavailable is None else None
    info.update(languages={"source": src_lang, "target": tgt_lang},
                decoding=decode.search_settings(), attention=unavailable or "available",
                limits={"max_beam": serve.max_beam, "max_input_len": decode.max_input_len,
                        "max_batch_tokens": serve.max_batch_tokens,
                        "max_wait_ms": serve.max_wait_ms, "max_queue": serve.max_queue,
                        "max_body_bytes": limits.max_body_bytes, "max_chars": limits.max_chars,
                        "max_lines": limits.max_lines, "api_key_required": bool(limits.api_keys)})
    batcher = Batcher(backend, max_batch_tokens=serve.max_batch_tokens,
                      max_wait=serve.max_wait_ms / 1000, max_queue=serve.max_queue,
                      attend=attend, setup=_decoding_thread_setup)
    text = TextOptions(split=serve.split, protect=serve.protect)
    return Served(batcher, tokenizer, src_lang, tgt_lang, decode, serve.max_beam, unavailable,
                  _public(info), limits, Admission(serve.max_queue_wait), info["description"],
                  text)


def _load(ckpts: list[Path], decode: DecodeOptions, device: str, precision: str):
    """(backend, tokenizer, description for /v1/model, the PyTorch model or None)."""
    opened = open_engine(ckpts, decode, device=device, precision=precision, with_model=True)
    if not opened.members:  # an `nmt export` directory
        meta = opened.backend.meta
        info = {"backend": "ctranslate2", "models": [str(ckpts[0])],
                "config": meta.get("model_config"), "step": meta.get("step"),
                "quantization": meta.get("quantization"),
                "parameters": _parameters(meta.get("model_config")),
                "description": f"{ckpts[0]} (CTranslate2, {meta.get('quantization', '?')})"}
        return opened.backend, opened.tokenizer, info, None
    members = [_checkpoint_info(p) for p in ckpts]
    first = members[0]
    info = {"backend": opened.name, "models": [str(p) for p in ckpts],
            "device": str(opened.device), "precision": opened.precision,
            "config": first["config"], "step": first["step"],
            "parameters": sum(m["parameters"] for m in members),
            "valid_bleu": first["valid_bleu"], "best_valid_loss": first["best_valid_loss"],
            "data": first["data"]}
    if opened.conversion is not None:
        info["conversion"] = str(opened.conversion)
    if len(ckpts) > 1:
        info["members"] = members
    cfg = first["config"] or {}
    engine_note = ", CTranslate2" if opened.name == "ctranslate2" else ""
    info["description"] = (f"{ckpts[0]}" + (f" + {len(ckpts) - 1} more" if len(ckpts) > 1 else "")
                           + f" (step {first['step']}, {cfg.get('n_layers', '?')} layers, "
                           f"d_model {cfg.get('d_model', '?')}, "
                           f"{_count(info['parameters'])} parameters, {opened.device}"
                           f"{engine_note})")
    model = opened.members[0] if len(opened.members) == 1 else None
    return opened.backend, opened.tokenizer, info, model


def _checkpoint_info(path: Path) -> dict:
    """A loaded checkpoint's plain data, read again with its tensors memory-mapped (not read)."""
    ck = load_checkpoint(path, mmap=True)  # the one door: safe, and checked as translate's
    manifest = ck.get("data_manifest") or {}
    best = ck.get("best_valid_loss")
    return {"path": str(path), "config": ck.get("model_config"), "step": ck.get("step", 0),
            "parameters": _parameters(ck.get("model_config")),
            # validation sacreBLEU, where the checkpoint stores one
            "valid_bleu": ck.get("valid_bleu", ck.get("best_valid_bleu")),
            "best_valid_loss": best if isinstance(best, float) and best != float("inf") else None,
            "data": {k: manifest.get(k) for k in ("corpus", "src_lang", "tgt_lang", "vocab_size")
                     if k in manifest}}


def _public(info: dict) -> dict:
    """``/v1/model``'s description: the model's files by name, not by their place on the
    server's disk (the conversion cache is under the user's home)."""
    name = lambda p: Path(p).name
    out = {**info, "models": [name(p) for p in info["models"]]}
    out["description"] = out["description"].replace(str(info["models"][0]), out["models"][0], 1)
    if "conversion" in out:
        out["conversion"] = "cached"
    if "members" in out:
        out["members"] = [{**m, "path": name(m["path"])} for m in out["members"]]
    return out


def _count(n: int) -> str:
    return f"{n / 1e6:.1f}M" if n >= 1e6 else f"{n / 1e3:.1f}k"


def _parameters(config: dict | None) -> int | None:
    if not config:
        return None
    return parameter_breakdown(from_dict(ModelConfig, config))["total"]


def _pair(info: dict, src_lang: str | None, tgt_lang: str | None) -> tuple[str, str]:
    """The language pair: --src/--tgt, else the checkpoints' data manifests."""
    pairs = {(m["data"].get("src_lang"), m["data"].get("tgt_lang"))
             for m in info.get("members", [info]) if "data" in m}
    pairs = {p for p in pairs if all(p)}  # a member that does not say cannot disagree
    if len(pairs) > 1 and not (src_lang and tgt_lang):
        raise NmtError(f"the ensemble's checkpoints were trained on different language "
                       f"pairs ({', '.join(sorted(f'{s}->{t}' for s, t in pairs))})")
    recorded = pairs.pop() if len(pairs) == 1 else (None, None)
    src, tgt = src_lang or recorded[0], tgt_lang or recorded[1]
    if not src or not tgt:
        raise NmtError(f"{info['models'][0]} does not record its language pair (no src_lang/"
                       "tgt_lang in its data manifest); give it with --src LANG --tgt LANG")
    return src, tgt


def _attention_unavailable(backend: str, model) -> str | None:
    """Why the server cannot show attention maps, or None when it can."""
    if backend == "ensemble":
        return "an ensemble has no single attention; serve one checkpoint"
    if model is None:
        return "a CTranslate2 export keeps no attention weights to read; serve the checkpoint"
    return None


def _attend(model, tokenizer) -> Callable:
    """The decoding loop's attention step: per (source, best hypothesis), the decoder layer
    that word alignment reads (``attention.DEFAULT_LAYER``), its heads averaged, [T, S],
    the pieces that label it and the word alignment."""
    eos = tokenizer.sp.id_to_piece(EOS_ID)

    def attend(sources: list[list[int]], targets: list[list[int]]) -> list[dict]:
        out = []
        for src, tgt, maps in zip(sources, targets, attention_maps_batch(model, sources, targets)):
            layer = layer_index(None, maps.cross.size(0))
            src_pieces, tgt_pieces = pieces(tokenizer, src), pieces(tokenizer, tgt)
            matrix = maps.cross[layer].mean(0)
            out.append({"layer": layer, "heads": int(maps.cross.size(1)),
                        "source_tokens": src_pieces + [eos], "target_tokens": tgt_pieces + [eos],
                        "matrix": [[round(x, 4) for x in row] for row in matrix.tolist()],
                        "alignment": [list(link) for link in
                                      word_alignment(maps, src_pieces, tgt_pieces)]})
        return out

    return attend


def _decoding_thread_setup() -> None:
    torch.set_grad_enabled(False)  # per thread: the decoding loop's own


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


