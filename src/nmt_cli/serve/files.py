"""LibreTranslate's file translation: ``POST /translate_file`` answers with a URL, and
``GET /download_file/<name>`` gives the translated file, as LibreTranslate's clients expect.

The translations wait in memory, not on disk: a server may run read-only, and nothing a
client uploaded is left behind when it stops. They are bounded, in number and in bytes,
and kept ``ttl`` seconds; past either bound the oldest go first. A name is a random
token followed by the uploaded file's name, so one client cannot guess another's file.
"""

from __future__ import annotations

import re
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import PurePath

# what /translate_file takes: its format, by the file's suffix
FORMATS = {".txt": "text", ".html": "html", ".htm": "html", ".po": "po"}
_SAFE = re.compile(r"[^A-Za-z0-9._-]+")


def file_format(filename: str) -> str | None:
    """The format of an uploaded file by its suffix (``FORMATS``), None if not taken."""
    return FORMATS.get(PurePath(filename or "").suffix.lower())


@dataclass
class FileStore:
    """Translated files until they are downloaded, expired or pushed out."""

    max_files: int = 256
    max_bytes: int = 64 << 20
    ttl: float = 3600.0
    _files: OrderedDict = field(default_factory=OrderedDict)  # name -> (bytes, expiry)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def put(self, filename: str, data: bytes) -> str:
        """Keep ``data``; returns the name to download it by."""
        stem = _SAFE.sub("_", PurePath(filename).name)[-100:] or "file"
        name = f"{secrets.token_hex(16)}.{stem}"
        with self._lock:
            self._expire()
            self._files[name] = (data, time.monotonic() + self.ttl)
            while len(self._files) > self.max_files or (
                    len(self._files) > 1 and self._size() > self.max_bytes):
                self._files.popitem(last=False)
        return name

    def get(self, name: str) -> bytes | None:
        with self._lock:
            self._expire()
            entry = self._files.get(name)
        return None if entry is None else entry[0]

    def _size(self) -> int:
        return sum(len(data) for data, _ in self._files.values())

    def _expire(self) -> None:
        now = time.monotonic()
        for name in [n for n, (_, until) in self._files.items() if until < now]:
            del self._files[name]
