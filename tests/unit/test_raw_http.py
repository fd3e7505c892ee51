"""benchmarks/serve/raw_http.py, the lean client of `make flood`, against a real uvicorn:
answers parsed whole, a connection reused while the server keeps it, closed when the
server says so."""

from __future__ import annotations

import asyncio
import json
import socket

import pytest

uvicorn = pytest.importorskip("uvicorn", reason="the serve extra is not installed")

from conftest import serve_in_thread

from benchmarks.serve.raw_http import Pool


async def app(scope, receive, send):
    """Echoes the JSON body with the client's port; /busy answers 503 and closes."""
    body, more = b"", True
    while more:
        message = await receive()
        body += message.get("body", b"")
        more = message.get("more_body", False)
    busy = scope["path"] == "/busy"
    out = json.dumps({"got": json.loads(body), "port": scope["client"][1]}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(out)).encode())]
    if busy:
        headers += [(b"retry-after", b"1"), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": 503 if busy else 200, "headers": headers})
    await send({"type": "http.response.body", "body": out})


def test_answers_are_read_whole_and_connections_kept_until_the_server_closes_them():
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    serve_in_thread(server, sock)
    port = sock.getsockname()[1]

    async def exchange():
        pool = Pool("127.0.0.1", port)
        text = "é" * 5000  # a body over one read
        first = await pool.send(pool.request("/translate", {"q": text}))
        second = await pool.send(pool.request("/translate", {"q": "b"}))
        assert len(pool.idle) == 1
        busy = await pool.send(pool.request("/busy", {"q": "c"}))
        assert not pool.idle  # Connection: close: not kept
        together = await asyncio.gather(*(pool.send(pool.request("/translate", {"q": i}))
                                           for i in range(3)))
        pool.close()
        return first, second, busy, together

    try:
        first, second, busy, together = asyncio.run(exchange())
    finally:
        server.should_exit = True
    assert (first.status, first.json()["got"]) == (200, {"q": "é" * 5000})
    assert second.json()["port"] == first.json()["port"]  # the same connection
    assert busy.status == 503 and busy.headers["retry-after"] == "1"
    assert busy.json()["port"] == first.json()["port"]
    # requests in flight at once each take a connection of their own
    assert sorted(a.json()["got"]["q"] for a in together) == [0, 1, 2]
    assert len({a.json()["port"] for a in together}) == 3
