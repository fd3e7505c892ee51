"""Writing files and directories so that a crash leaves the old version or the new one.

Checkpoints, ``metrics.jsonl`` and prepared datasets are read by later runs, which
would take a half-written one for a complete one. A file is written to a temp file
beside it, fsynced and renamed over it; the temp file a SIGKILL leaves (named for its
host and process) is removed by the next write to that directory. A directory is built
beside its target and swapped in with two renames; the next run undoes a swap that a
kill cut in half. A full disk is one line that names the file and the filesystem, and
leaves what was there (docs/RELIABILITY.md, "Disk full and kills").
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import signal
import socket
import tempfile
import time
from pathlib import Path
from typing import IO, Callable, Iterator, Optional

from .errors import NmtError, Terminated


def atomic_write(path: str | Path, write: Callable[[IO[bytes]], None]) -> None:
    """``write(f)`` into a temp file in ``path``'s directory, fsync, then rename it to ``path``
    (``atomic_file``)."""
    with atomic_file(path) as f:
        write(f)


@contextlib.contextmanager
def atomic_file(path: str | Path) -> Iterator[IO[bytes]]:
    """A file to write ``path``'s new content into: a temp file in its directory, fsynced
    and renamed to ``path`` when the block ends without an exception.

    A crash at any moment leaves either the old file or the new one, never a
    truncated file under the final name; whatever fails, the temp file is removed, and
    what a SIGKILL left (it cannot clean up) is removed by the next write to that directory.
    A symlink is written through (its target replaced); a device or a FIFO (``-o
    /dev/null``) is written into, as ``open()`` would: renaming over one would replace
    the device node itself.

    Raises:
        NmtError: the disk is full, naming the file and the filesystem; the place cannot
            be written (permissions, a read-only filesystem, a parent that is a file).
    """
    path = Path(path)
    if path.exists() and not path.is_file() and not path.is_dir():  # links followed:
        with _naming(path), open(path, "wb") as f:  # /dev/stdout on a pipe is a FIFO
            yield f
        return
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    with _naming(path):
        path.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_temp_files(path.parent)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.nmt-{_HOST}-{os.getpid()}-",
                                   suffix=".tmp", dir=path.parent)
    _writing.add(tmp)
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes the file 0600; give it the mode a plain open() would have
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
        _fsync_dir(path.parent)  # the rename itself survives a power cut
    except BaseException as e:
        # torch reports a full disk as a RuntimeError ("unexpected pos ..."): look at the
        # free space before the partial file is removed and frees it again
        full = None if isinstance(e, NmtError) else disk_full(e, path.parent)
        Path(tmp).unlink(missing_ok=True)
        if full is not None:
            raise NmtError(f"cannot write {path}: {full}") from None
        if isinstance(e, OSError) and e.strerror and e.filename in (None, tmp, str(path)):
            raise NmtError(f"cannot write {path}: {e.strerror}") from None  # not tmp's name
        raise
    finally:
        _writing.discard(tmp)


@contextlib.contextmanager
def _naming(path: Path) -> Iterator[None]:
    """An ``OSError`` from making or opening ``path`` (or its directory) as one line that
    names ``path``, not a temp file beside it."""
    try:
        yield
    except OSError as e:
        above = next((p for p in path.parents if p.exists()), Path("."))
        # mkdir says "File exists" where a parent is a file
        reason = (f"{above} is not a directory" if not above.is_dir()
                  else disk_full(e, above) or e.strerror or e)
        raise NmtError(f"cannot write {path}: {reason}") from None


# Temp files are named for the host and the process writing them, so that a later write can
# tell one a SIGKILL left behind (its process is gone) from one being written right now.
_HOST = re.sub(r"[^A-Za-z0-9]+", "_", socket.gethostname())[:40] or "host"
_TEMP = re.compile(r"\..+\.nmt-(\w+)-(\d+)-[^.]+\.tmp")
# Another host's processes cannot be seen from here (a shared filesystem): its temp files
# are stale once untouched this long (a container's name changes at every restart).
_FOREIGN_STALE_SECONDS = 24 * 3600
_writing: set[str] = set()  # this process's temp files in progress (threads may write too)


def remove_stale_temp_files(directory: Path) -> list[str]:
    """Remove the temp files of ``atomic_write``s that were killed; returns their names.

    Each is a whole or partial checkpoint: left there, a run preempted every hour would
    fill its disk with them. Ours are told by their name: on this host, their process is
    gone; from another host, untouched for a day.
    """
    removed = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        m = _TEMP.fullmatch(entry.name)
        if not m or entry.path in _writing:
            continue
        with contextlib.suppress(OSError):
            if (not _alive(int(m.group(2))) if m.group(1) == _HOST else
                    time.time() - entry.stat().st_mtime > _FOREIGN_STALE_SECONDS):
                os.unlink(entry.path)
                removed.append(entry.name)
    return removed


def disk_full(error: BaseException, directory: Path) -> str | None:
    """What to say when ``error`` came from a full disk (or a quota), naming the
    filesystem of ``directory``; None when it did not."""
    quota = isinstance(error, OSError) and error.errno == errno.EDQUOT
    full = (isinstance(error, OSError) and error.errno == errno.ENOSPC
            or isinstance(error, Exception) and _almost_full(directory))
    if quota:
        return f"disk quota exceeded on the filesystem mounted at {_mount_point(directory)}"
    if full:
        return (f"no space left on device (the filesystem mounted at "
                f"{_mount_point(directory)} is full)")
    return None


def _mount_point(directory: Path) -> Path:
    p = Path(os.path.abspath(directory))
    while not os.path.ismount(p) and p != p.parent:
        p = p.parent
    return p


def atomic_link(src: Path, dst: Path) -> None:
    """Make ``dst`` a hard link to ``src``, replacing what was there in one rename.

    Raises:
        OSError: the filesystem has no hard links (or ``src`` and ``dst`` are on two).
    """
    tmp = dst.with_name(f".{dst.name}.link")
    try:
        tmp.unlink(missing_ok=True)
        os.link(src, tmp)
        os.replace(tmp, dst)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def atomic_dir(out: Path, tag: str) -> Iterator[Path]:
    """A new directory ``.<out>.<tag>-<pid>-*`` to build in, swapped in for ``out`` on success.

    The directory is removed however the block ends; SIGTERM unwinds like Ctrl-C so
    that a killed job removes it too. ``recover_atomic_dir`` removes what SIGKILL leaves.
    """
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.{tag}-{os.getpid()}-", dir=out.parent))
    tmp.chmod(0o777 & ~_umask())  # mkdtemp makes it private; what is built in it should not be
    old_handler = _sigterm_raises()
    try:
        yield tmp
        _swap_into_place(tmp, out)
    except Terminated:  # typer would make it Ctrl-C's 130; the shell's code for SIGTERM
        raise NmtError(f"terminated before {out} was complete; what was there is kept",
                       exit_code=143) from None
    except Exception as e:
        full = disk_full(e, tmp)  # before the partial directory is removed and frees it
        if full is not None:
            raise NmtError(f"cannot write {out}: {full}") from None
        raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if old_handler is not None:
            signal.signal(signal.SIGTERM, old_handler)


def recover_atomic_dir(out: Path, tag: str, complete: Callable[[Path], bool]) -> Optional[str]:
    """Remove what killed ``atomic_dir`` runs left beside ``out``; put back what one moved aside.

    ``_swap_into_place`` moves the old ``out`` into ``.<out>.old-<pid>-*`` just
    before renaming the new one in; a run killed between the two renames leaves
    ``out`` missing and the only copy in that directory.

    Args:
        out: the directory ``atomic_dir`` builds.
        tag: the ``tag`` given to ``atomic_dir``.
        complete: whether a moved-aside copy is whole enough to put back.

    Returns:
        The name of the directory ``out`` was restored from, or None.
    """
    restored = None
    for p in sorted(out.parent.glob(f".{out.name}.*-*")):
        m = re.fullmatch(rf"\.{re.escape(out.name)}\.({re.escape(tag)}|old)-(\d+)-.*", p.name)
        if not (m and p.is_dir()) or _alive(int(m.group(2))):
            continue
        if m.group(1) == "old" and not out.exists() and complete(p / "data"):
            os.rename(p / "data", out)
            _fsync_dir(out.parent)
            restored = p.name
        shutil.rmtree(p, ignore_errors=True)
    return restored


def _swap_into_place(tmp: Path, out: Path) -> None:
    """Rename ``tmp`` to ``out``; an old ``out`` is moved aside, then removed.

    If killed between the two renames, the next run restores the old one
    (``recover_atomic_dir``).
    """
    old = None
    if out.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-{os.getpid()}-", dir=out.parent))
        os.rename(out, old / "data")
    try:
        os.rename(tmp, out)
    except BaseException:  # e.g. Ctrl-C between the renames: keep the old directory
        if old is not None and not out.exists():
            os.rename(old / "data", out)
        raise
    _fsync_dir(out.parent)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # a leftover of an earlier process that had our pid
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _sigterm_raises():
    """Make SIGTERM unwind like Ctrl-C; returns the handler it replaced (None: not replaced)."""
    def handler(signum, frame):
        raise Terminated
    try:
        return signal.signal(signal.SIGTERM, handler)
    except ValueError:  # not the main thread (e.g. called from a library thread)
        return None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _almost_full(directory: Path) -> bool:
    try:
        st = os.statvfs(directory)
    except OSError:
        return False
    return st.f_bavail * st.f_frsize < (1 << 20)


def _fsync_dir(path: Path) -> None:
    """Make a rename in ``path`` durable; a filesystem that cannot is left as it is."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
