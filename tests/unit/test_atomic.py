"""`atomic.atomic_file` / `atomic_write` on what a user may give as an output path: a
symlink, a FIFO or device (`-o /dev/null`), a place that cannot be written."""

from __future__ import annotations

import os
import threading

import pytest

from conftest import slow
from nmt_cli.atomic import atomic_file, atomic_write
from nmt_cli.errors import NmtError


def test_a_symlink_is_written_through(tmp_path):
    target, link = tmp_path / "target.pt", tmp_path / "link.pt"
    target.write_bytes(b"old")
    link.symlink_to(target)
    atomic_write(link, lambda f: f.write(b"new"))
    assert link.is_symlink() and target.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.pt", "target.pt"]


def test_a_fifo_is_written_into_not_renamed_over(tmp_path):
    """What `-o /dev/null` is: renaming over a device as root replaced the device node."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    atomic_write(fifo, lambda f: f.write(b"through the pipe"))
    reader.join(timeout=slow(10))
    assert got == [b"through the pipe"]
    assert fifo.is_fifo()


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="no /proc/self/fd here")
def test_dev_stdout_on_a_pipe_is_written_into():
    """`-o /dev/stdout` in a pipeline: a link to "pipe:[...]", which resolves to no path."""
    read_end, write_end = os.pipe()
    got = []
    reader = threading.Thread(target=lambda: got.append(os.read(read_end, 100)))
    reader.start()
    atomic_write(f"/proc/self/fd/{write_end}", lambda f: f.write(b"to the pipe"))
    reader.join(timeout=slow(10))
    os.close(read_end)
    os.close(write_end)
    assert got == [b"to the pipe"]


def test_a_failed_write_leaves_the_old_file_and_no_temp_file(tmp_path):
    out = tmp_path / "out.txt"
    out.write_bytes(b"PRECIOUS")
    with pytest.raises(KeyboardInterrupt):
        with atomic_file(out) as f:
            f.write(b"half of a new")
            raise KeyboardInterrupt
    assert out.read_bytes() == b"PRECIOUS"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


@pytest.mark.parametrize("where", ["parent is a file", "parent is read-only"])
def test_a_place_that_cannot_be_written_is_one_line_naming_it(tmp_path, where):
    if where == "parent is a file":
        (tmp_path / "file").write_text("x")
        out = tmp_path / "file" / "out.pt"
    else:
        if os.geteuid() == 0:
            pytest.skip("root writes into a read-only directory")
        (tmp_path / "ro").mkdir(mode=0o555)
        out = tmp_path / "ro" / "out.pt"
    with pytest.raises(NmtError) as e:
        atomic_write(out, lambda f: f.write(b"x"))
    message = str(e.value)
    assert message.startswith(f"cannot write {out}: ") and ".tmp" not in message
    assert len(message.splitlines()) == 1
