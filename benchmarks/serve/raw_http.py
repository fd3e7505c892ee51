"""A lean HTTP/1.1 client for `make flood`: pre-encoded requests over asyncio streams.

httpx spends a millisecond or more of Python per request. At ten times a 2-core server's
capacity (~480 requests a second, 2026-11-28) one httpx process sent only 195 a second and
queued the rest itself, so the latencies it reported were mostly its own. This client writes
a request's bytes as made once, reads the status line, the headers and a
``Content-Length`` body, and keeps each connection for the next request unless the server
closes it (or it has been idle for longer than ``KEEP`` seconds, under the server's 5 s).
It speaks only what `nmt serve`'s answers need: no chunked bodies, no redirects, no TLS.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field

KEEP = 2.0  # seconds an idle connection is kept (uvicorn closes them after 5)


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)


@dataclass
class Pool:
    """Connections to one ``host:port``, each used by one request at a time."""

    host: str
    port: int
    idle: list = field(default_factory=list)  # (reader, writer, last used)

    def request(self, path: str, payload: dict) -> bytes:
        body = json.dumps(payload).encode()
        return (f"POST {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
                "Content-Type: application/json\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode() + body

    async def send(self, data: bytes) -> Answer:
        """One request's bytes out, its answer in (raises OSError / IncompleteReadError)."""
        now = time.monotonic()
        while self.idle and now - self.idle[-1][2] > KEEP:
            self.idle.pop()[1].close()  # oldest last: those past KEEP go first
        reader, writer, _ = self.idle.pop(0) if self.idle else (
            *await asyncio.open_connection(self.host, self.port), now)
        try:
            writer.write(data)
            head = await reader.readuntil(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            status = int(lines[0].split(" ", 2)[1])
            headers = {k.strip().lower(): v.strip() for k, _, v in
                       (line.partition(":") for line in lines[1:] if line)}
            body = await reader.readexactly(int(headers.get("content-length", "0")))
        except BaseException:
            writer.close()
            raise
        if headers.get("connection", "").lower() == "close":
            writer.close()
        else:
            self.idle.insert(0, (reader, writer, time.monotonic()))
        return Answer(status, headers, body)

    def close(self) -> None:
        for _, writer, _ in self.idle:
            writer.close()
        self.idle.clear()
