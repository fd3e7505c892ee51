"""Reading ``nmt translate``'s input: lines as they arrive, one chunk at a time.

* Streaming. Input is read as bytes, lazily, in chunks: whatever lines are available
  without blocking (up to ``CHUNK_LINES``) are translated and written, then flushed. An
  interactive user gets each line back as soon as it is typed; a 10-million-line pipe is
  never held in memory.
* Alignment. Lines are split on b"\\n" only (a trailing b"\\r" is dropped), decoded as
  UTF-8 with errors="replace", so invalid bytes never merge or split lines: each becomes
  U+FFFD, translated as an unknown piece, and the first such line is named in one
  warning. A byte-order mark before the first line (what Windows editors write) is dropped.
* ``--force-target FILE`` is read in step with the input, a chunk at a time too.
"""

from __future__ import annotations

import itertools
import os
import select
import sys
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
    decode = _Decoder("input line")
    while True:
        while len(pending) >= max_lines:
            yield decode.lines(pending[:max_lines])
            pending = pending[max_lines:]
        if pending and not _data_ready(fd):
            yield decode.lines(pending)
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
        yield decode.lines(pending[start:start + max_lines])


_BOM = b"\xef\xbb\xbf"


class _Decoder:
    """Lines of bytes to text, in order: the byte-order mark of the first one dropped, and
    the first line that is not UTF-8 named in a warning (its bytes become U+FFFD)."""

    def __init__(self, what: str):
        self.what, self.seen, self.warned = what, 0, False

    def lines(self, raw: list[bytes]) -> list[str]:
        return [self.line(x) for x in raw]

    def line(self, line: bytes) -> str:
        self.seen += 1
        if self.seen == 1 and line.startswith(_BOM):
            line = line[len(_BOM):]
        if line.endswith(b"\r"):
            line = line[:-1]
        try:
            return line.decode("utf-8")
        except UnicodeDecodeError as e:
            if not self.warned:
                self.warned = True
                print(f"warning: {self.what} {self.seen} is not UTF-8 (byte {e.start + 1}); its "
                      "invalid bytes are read as U+FFFD; later lines are not reported",
                      file=sys.stderr, flush=True)
            return line.decode("utf-8", errors="replace")


def with_targets(chunks: Iterable[list[str]], targets: BinaryIO | None, path: Path | None
                 ) -> Iterator[tuple[list[str], list[str] | None]]:
    """Each chunk of input lines with the same number of lines of ``targets`` (None: no
    targets), split and decoded as the input is; the two must have as many lines."""
    decode = _Decoder(f"--force-target {path} line")
    lines = None if targets is None else (decode.line(x[:-1] if x.endswith(b"\n") else x)
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
