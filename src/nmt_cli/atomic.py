"""Writing files and directories so that a crash leaves the old version or the new one.

Checkpoints, ``metrics.jsonl`` and prepared datasets are read by later runs, which
would take a half-written one for a complete one. A file is written to a temp file
beside it, fsynced and renamed over it. A directory is built beside its target and
swapped in with two renames; the next run undoes a swap that a kill cut in half.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import signal
import tempfile
from pathlib import Path
from typing import IO, Callable, Iterator, Optional

from .errors import NmtError


def atomic_write(path: str | Path, write: Callable[[IO[bytes]], None]) -> None:
    """``write(f)`` into a temp file in ``path``'s directory, fsync, then rename it to ``path``.

    A crash at any moment leaves either the old file or the new one, never a
    truncated file under the final name; whatever fails, the temp file is removed.

    Raises:
        NmtError: the disk is full.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes the file 0600; give it the mode a plain open() would have
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException as e:
        # torch reports a full disk as a RuntimeError ("unexpected pos ..."): look at the
        # free space before the partial file is removed and frees it again
        full = isinstance(e, Exception) and _almost_full(path.parent)
        Path(tmp).unlink(missing_ok=True)
        if full or (isinstance(e, OSError) and e.errno in (errno.ENOSPC, errno.EDQUOT)):
            raise NmtError(f"cannot write {path}: no space left on device") from None
        raise


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
        raise KeyboardInterrupt
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
