"""``nmt serve``'s start-up checks, in this process: a missing extra and bad settings are
one-line errors, before any server runs (the server itself: tests/e2e/test_serve.py)."""

from __future__ import annotations

import re
import socket
import sys

import pytest

pytest.importorskip("fastapi", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
pytest.importorskip("uvicorn", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
pytest.importorskip("multipart", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")

from nmt_cli.decode.contract import DecodeOptions  # noqa: E402
from nmt_cli.errors import NmtError  # noqa: E402
from nmt_cli.serve.server import (INSTALL_HINT, ServeOptions, build_served,  # noqa: E402
                                  require_serve_extra, run_serve)

from conftest import serve_in_thread, slow  # noqa: E402


def test_without_the_extra_the_check_says_how_to_install_it(monkeypatch):
    """(The command's one line without it: tests/e2e/test_serve.py.)"""
    monkeypatch.setitem(sys.modules, "fastapi", None)  # makes `import fastapi` fail
    with pytest.raises(NmtError, match=re.escape(INSTALL_HINT)):
        require_serve_extra()


def test_startup_errors_are_one_line_errors(tiny_checkpoint):
    with pytest.raises(NmtError, match="does not record its language pair.*--src LANG --tgt LANG"):
        build_served([tiny_checkpoint], serve=ServeOptions(device="cpu"))
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        with pytest.raises(NmtError, match=f"cannot listen on 127.0.0.1:{busy.getsockname()[1]}"):
            run_serve([tiny_checkpoint], port=busy.getsockname()[1])
    with pytest.raises(NmtError, match="--max-beam 4 is smaller than --beam 8"):
        run_serve([tiny_checkpoint], decode=DecodeOptions(beam=8),
                  serve=ServeOptions(max_beam=4))



# --------------------------------------------------------------------------- the banner

def test_the_banner_warns_of_an_address_others_reach_without_a_key():
    from types import SimpleNamespace

    from nmt_cli.serve.limits import Limits
    from nmt_cli.serve.server import banner

    def served(*keys: str):
        model = SimpleNamespace(loaded=SimpleNamespace(description="m.pt"),
                                languages=SimpleNamespace(source="en", targets={"de": None}))
        return SimpleNamespace(models=SimpleNamespace(slots=[model]), detector=object(),
                               limits=Limits(api_keys=keys))

    for host in ("0.0.0.0", "::", "192.168.1.20", "example.org"):
        text = banner(served(), host, 8000)
        assert f"warning: {host} is reachable from other machines and no --api-key is set" in text
        assert "warning" not in banner(served("k"), host, 8000)
    for host in ("127.0.0.1", "127.0.0.2", "::1", "localhost"):
        assert "warning" not in banner(served(), host, 8000), host
    assert "at http://[::1]:8000/" in banner(served(), "::1", 8000)
    assert "serving m.pt (en -> de)" in banner(served(), "::1", 8000)


# --------------------------------------------------------------------------- the queue's bound

def test_admission_refuses_what_would_wait_past_its_bound_and_says_when_to_retry():
    from nmt_cli.serve.limits import Admission, ApiError

    now = [0.0]
    gate = Admission(max_wait=2.0, clock=lambda: now[0])
    gate.enter(50)  # no rate measured yet: admitted, whatever the size
    gate.enter(50)
    now[0] = 4.0
    gate.leave(50, answered=True)  # 50 sentences in 4 busy seconds: 12.5 a second
    assert gate.rate == pytest.approx(12.5)
    assert gate.wait() == pytest.approx(4.0)  # 50 pending / 12.5
    with pytest.raises(ApiError) as refused:
        gate.enter(1)
    assert refused.value.status == 503 and refused.value.headers == {"Retry-After": "2"}
    assert gate.refused == 1 and gate.pending == 50  # a refusal adds nothing
    now[0] = 6.0
    gate.leave(50, answered=True)  # drained: an idle server admits any request
    assert gate.wait() == 0.0
    gate.enter(1000)
    now[0] = 7.0
    gate.leave(1000, answered=False)  # a failed request counts its time, not its sentences
    assert gate.pending == 0


def _asgi(app, method: str, path: str, body: bytes, declared: int | None = None):
    """One request through an ASGI ``app``: (the messages it sent, the body chunks it read)."""
    import asyncio

    chunks = [body[i:i + 1000] for i in range(0, len(body), 1000)] or [b""]
    read, sent = [], []
    headers = [(b"content-length", str(len(body) if declared is None else declared).encode())]

    async def receive():
        chunk = chunks.pop(0) if chunks else b""
        read.append(chunk)
        return {"type": "http.request", "body": chunk, "more_body": bool(chunks)}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": method, "path": path, "headers": headers}
    asyncio.run(app(scope, receive, send))
    return sent, read


def test_a_flood_is_refused_before_the_app_reads_a_request_and_the_connection_stays_open():
    import json

    from nmt_cli.serve.limits import Admission, Shed

    called = []

    async def app(scope, receive, send):  # the API: what a refused request never reaches
        called.append(scope["path"])
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    gate = Admission(max_wait=2.0, clock=lambda: 0.0)
    shed = Shed(app, gate, frozenset({"/translate", "/v1/translate"}))
    gate.pending, gate.rate = 100, 10.0  # 10 s of work ahead of a new request
    sent, read = _asgi(shed, "POST", "/translate", b'{"q": "a house", "source": "en"}')
    start, body = sent
    headers = dict(start["headers"])
    assert start["status"] == 503 and headers[b"retry-after"] == b"8" and not called
    assert json.loads(body["body"])["error"].startswith("the server is busy: about 10 s")
    # the small body was read to its end: the client's connection stays open for the next
    assert b"".join(read) == b'{"q": "a house", "source": "en"}' and b"connection" not in headers
    # a body over DRAIN (declared or sent) is left unread, and the connection is closed
    for declared in (None, 10 * Shed.DRAIN):
        sent, read = _asgi(shed, "POST", "/v1/translate", b"x" * (2 * Shed.DRAIN), declared)
        assert sent[0]["status"] == 503 and dict(sent[0]["headers"])[b"connection"] == b"close"
        assert sum(map(len, read)) <= Shed.DRAIN + 1000
    assert gate.refused == 3 and not called
    # other paths and methods pass, and so do translations once there is room
    for method, path in (("GET", "/health"), ("POST", "/static/x"), ("GET", "/translate")):
        assert _asgi(shed, method, path, b"")[0][0]["status"] == 200
    gate.pending = 0
    assert _asgi(shed, "POST", "/translate", b"{}")[0][0]["status"] == 200
    assert called == ["/health", "/static/x", "/translate", "/translate"]


# --------------------------------------------------------------------------- slow clients

class _Uvicorn:
    """A small ASGI app under ``server.uvicorn_config`` in a thread, on 127.0.0.1."""

    def __init__(self, request_timeout: float):
        import uvicorn

        from nmt_cli.serve.server import uvicorn_config

        async def app(scope, receive, send):  # reads the body, waits 1 s, answers its size
            import asyncio

            size, more = 0, True
            while more:
                message = await receive()
                if message["type"] == "http.disconnect":
                    return
                size += len(message.get("body", b""))
                more = message.get("more_body", False)
            await asyncio.sleep(1.0)
            body = str(size).encode()
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})

        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.server = uvicorn.Server(uvicorn_config(app, request_timeout=request_timeout))
        self.thread = serve_in_thread(self.server, self.sock)

    def connect(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.port), timeout=slow(10))

    def stop(self):
        self.server.should_exit = True
        self.thread.join(30)
        self.sock.close()


def _closed_after(conn: socket.socket) -> float:
    """Seconds until the server closes ``conn`` (reading whatever it sends first)."""
    import time

    start = time.monotonic()
    try:
        while conn.recv(65536):
            pass
    except ConnectionResetError:
        pass
    return time.monotonic() - start


@pytest.fixture
def timed_server():
    s = _Uvicorn(request_timeout=0.5)
    yield s
    s.stop()


def test_a_request_that_arrives_too_slowly_is_dropped_and_a_slow_answer_is_not(timed_server):
    head = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n"
    half_a_head, half_a_body = timed_server.connect(), timed_server.connect()
    half_a_head.sendall(head[:20])
    half_a_body.sendall(head + b"12345")
    assert _closed_after(half_a_head) < 3  # 0.5 s, on a busy machine
    assert _closed_after(half_a_body) < 3
    # a whole request waits for its answer (1 s, twice the limit), then the next request
    # on the same connection has its own 0.5 s
    whole = timed_server.connect()
    whole.sendall(head + b"1234567890")
    answer = b""
    while not answer.endswith(b"\r\n\r\n10"):
        chunk = whole.recv(65536)
        assert chunk, f"closed before the answer: {answer!r}"
        answer += chunk
    assert answer.startswith(b"HTTP/1.1 200")
    whole.sendall(head[:20])
    assert _closed_after(whole) < 3


def test_a_malformed_request_gets_a_json_400(timed_server):
    conn = timed_server.connect()
    conn.sendall(b"NOT HTTP AT ALL\r\n\r\n")
    answer = b""
    while chunk := conn.recv(65536):
        answer += chunk
    assert answer.startswith(b"HTTP/1.1 400")
    assert b"content-type: application/json" in answer.lower()
    assert answer.endswith(b'{"error":"Invalid HTTP request"}')
