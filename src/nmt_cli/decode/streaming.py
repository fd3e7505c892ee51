"""Reading ``nmt translate``'s input: lines as they arrive, one chunk at a time.

* Streaming. Input is read as bytes, lazily, in chunks: whatever lines are available
  without blocking (up to ``CHUNK_LINES``) are translated and written, then flushed. An
  interactive user gets each line back as soon as it is typed; a 10-million-line pipe is
  never held in memory.
* Alignment. Lines are split on b"\\n" only (a trailing b"\\r" is dropped), decoded as
  UTF-8 with errors="replace", so invalid bytes never merge or split lines.
* ``--force-target FILE`` is read in step with the input, a chunk at a time too.
"""

from __future__ import annotations

import itertools
import os
import select
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

from ..errors import NmtError

CHUNK_LINES = 2048  # lines sorted and batched together at most
READ_BYTES = 1 << 16


def _data_ready(fd: int) -> bool:
    """True when a read on fd would not block (always True where select cannot tell)."""
    try:
        return bool(select.select([fd], [], [], 0)[0])
    except (OSError, ValueError):
        return True


def read_chunks(stream: BinaryIO, max_lines: int = CHUNK_LINES) -> Iterator[list[str]]:
    """Yield lists of decoded lines: as many as are available now, up to ``max_lines``.

    A chunk ends when ``max_lines`` are pending or when the next read would
    block, so an interactive writer is answered before it sends more.
    """
    fd = stream.fileno()
    buf = b""
    pending: list[bytes] = []
    while True:
        while len(pending) >= max_lines:
            yield [_decode(x) for x in pending[:max_lines]]
            pending = pending[max_lines:]
        if pending and not _data_ready(fd):
            yield [_decode(x) for x in pending]
            pending = []
        data = os.read(fd, READ_BYTES)
        if not data:
            break
        buf += data
        if b"\n" in data:
            *lines, buf = buf.split(b"\n")
            pending.extend(lines)
    if buf:
        pending.append(buf)  # last line without a final newline
    for start in range(0, len(pending), max_lines):
        yield [_decode(x) for x in pending[start:start + max_lines]]


def _decode(line: bytes) -> str:
    if line.endswith(b"\r"):
        line = line[:-1]
    return line.decode("utf-8", errors="replace")


def with_targets(chunks: Iterable[list[str]], targets: BinaryIO | None, path: Path | None
                 ) -> Iterator[tuple[list[str], list[str] | None]]:
    """Each chunk of input lines with the same number of lines of ``targets`` (None: no
    targets), split and decoded as the input is; the two must have as many lines."""
    lines = None if targets is None else (_decode(x[:-1] if x.endswith(b"\n") else x)
                                          for x in targets)
    seen = 0
    for chunk in chunks:
        paired = None if lines is None else list(itertools.islice(lines, len(chunk)))
        seen += len(chunk)
        if paired is not None and len(paired) < len(chunk):
            raise NmtError(f"--force-target {path} has {seen - len(chunk) + len(paired)} "
                           f"lines, fewer than the input")
        yield chunk, paired
    if lines is not None and next(lines, None) is not None:
        raise NmtError(f"--force-target {path} has more lines than the input ({seen})")
