"""Property-based tests (hypothesis) where the invariant is exact: batching keeps every
sentence exactly once, `nmt translate` keeps every line in its place, a checkpoint comes
back as it was saved, an atomic write leaves the old file or the new one.

The example counts are bounded and the examples derandomized (the same ones every run),
so the unit tier stays fast and a failure reproduces; hypothesis prints the smallest
failing example. A killed process instead of a raised exception: tests/e2e/
test_disk_full_and_kills.py.
"""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nmt_cli.errors import NmtError

def bounded(examples: int) -> settings:
    """``examples`` examples, the same every run, no time limit per example."""
    return settings(max_examples=examples, derandomize=True, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


# --------------------------------------------------------------------------- batching

@st.composite
def fits(draw):
    """None (the CPU: any batch size), or a backend's ``fit_batch``: 1 <= fit(n) <= n."""
    if draw(st.booleans()):
        return None
    from nmt_cli.decode.graphs import sentences_that_fit

    return draw(st.sampled_from([sentences_that_fit, lambda n: 1, lambda n: max(1, n // 3)]))


@bounded(60)  # 150 took 4 to 18 s on the shared 2-core machine: the unit tier stays fast
@given(lengths=st.lists(st.integers(1, 600), max_size=120), batch_tokens=st.integers(1, 5000),
       batch_size=st.integers(1, 150), fit=fits())
def test_decode_batches_keep_every_sentence_once_within_the_limits(lengths, batch_tokens,
                                                                   batch_size, fit):
    from nmt_cli.decode.lines import decode_batches

    batches = decode_batches(lengths, batch_tokens, batch_size, fit)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    for b in batches:
        assert 1 <= len(b) <= batch_size
        assert len(b) == 1 or len(b) * max(lengths[i] for i in b) <= batch_tokens


@bounded(60)
@given(sizes=st.lists(st.tuples(st.integers(0, 300), st.integers(0, 300)), max_size=150),
       max_tokens=st.integers(1, 4000), seed=st.integers(0, 2**31))
def test_token_batches_keep_every_pair_that_fits_exactly_once(sizes, max_tokens, seed):
    from nmt_cli.data.batches import make_batches

    src = np.array([s for s, _ in sizes], dtype=np.int64)
    tgt = np.array([t for _, t in sizes], dtype=np.int64)
    batches, skipped = make_batches(src, tgt, max_tokens, seed)
    padded = np.maximum(src, tgt) + 1
    fitting = [i for i in range(len(sizes)) if padded[i] <= max_tokens]
    assert sorted(int(i) for b in batches for i in b) == fitting
    assert skipped == len(sizes) - len(fitting)
    for b in batches:
        assert len(b) >= 1 and len(b) * padded[b].max() <= max_tokens


@bounded(100)
@given(n_batches=st.integers(1, 60), accum=st.integers(1, 4), world=st.integers(1, 4),
       epoch=st.integers(0, 50))
def test_every_batch_of_an_epoch_is_seen_and_ranks_stay_in_step(n_batches, accum, world, epoch):
    """Each batch at least once an epoch, the wrap-around padding under one update's worth,
    and every rank the same number of updates of ``accum`` micro-batches."""
    from nmt_cli.data.batches import epoch_updates

    batches = [np.array([i]) for i in range(n_batches)]
    ranks = [epoch_updates(batches, epoch, 7, accum, r, world) for r in range(world)]
    assert len({len(updates) for updates in ranks}) == 1
    assert all(len(update) == accum for updates in ranks for update in updates)
    seen = Counter(int(b[0]) for updates in ranks for update in updates for b in update)
    assert set(seen) == set(range(n_batches))
    assert sum(seen.values()) - n_batches < accum * world


# --------------------------------------------------------------------------- line order

# words the tiny model's vocabulary knows, and some it does not; tabs and spaces anywhere
WORD = st.sampled_from("the a house cat dog runs green river Ünïcödé 東京 ! , 42".split())
LINE = st.one_of(
    st.just(""),
    st.text(alphabet=" \t", min_size=1, max_size=4),  # whitespace only
    st.lists(WORD, min_size=1, max_size=6).map(" ".join),
    st.lists(WORD, min_size=40, max_size=120).map(" ".join),  # over --max-input-len here
)


@pytest.fixture(scope="module")
def translator(loaded):
    """``lines.Translator`` over the tiny model: greedy, 3 output tokens, inputs cut at 30
    subwords (so long lines take the cutting path), with small batches; and a cache of
    each line's translation alone."""
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.lines import Translator
    from nmt_cli.decode.torch_backend import SearchTranslator

    model, tok = loaded
    options = DecodeOptions(beam=1, max_len_a=0.0, max_len_b=3, max_input_len=30)
    make = lambda: Translator(SearchTranslator([model], "cpu"), tok, options,  # noqa: E731
                              batch_tokens=64, batch_size=5)
    alone: dict[str, str] = {}

    def by_itself(line: str) -> str:
        if line not in alone:
            alone[line] = make().translate_lines([line])[0]
        return alone[line]

    return make, by_itself


@bounded(10)  # each example decodes its lines twice (together, alone): 10 take about 1 s
@given(lines=st.lists(LINE, max_size=8), crlf=st.booleans(), final_newline=st.booleans(),
       chunk=st.integers(1, 6))
def test_translate_keeps_line_count_and_order(translator, lines, crlf, final_newline, chunk):
    """What ``nmt translate`` does with its input: read in chunks (``streaming``), batched
    by length (``Translator``); line i of the output is line i's translation, whatever
    surrounds it, and an empty or blank line gives an empty line."""
    from nmt_cli.decode.streaming import read_chunks

    make, by_itself = translator
    end = "\r\n" if crlf else "\n"
    data = end.join(lines) + (end if final_newline and lines else "")
    read, write = os.pipe()
    os.write(write, data.encode())
    os.close(write)
    with os.fdopen(read, "rb") as stream:
        out = [t for c in read_chunks(stream, max_lines=chunk) for t in make().translate_lines(c)]
    # an empty last line without a newline after it is no line at all: nothing marks it
    expected = lines[:-1] if lines and lines[-1] == "" and not final_newline else lines
    assert out == [by_itself(line) for line in expected]
    assert all(o == "" for line, o in zip(expected, out) if not line.strip())


# --------------------------------------------------------------------------- checkpoints

PLAIN = st.recursive(
    st.none() | st.booleans() | st.integers(-2**62, 2**62) | st.floats(allow_nan=False)
    | st.text(max_size=20) | st.binary(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
DTYPES = ("float32", "float16", "bfloat16", "int64", "uint8")


@st.composite
def states(draw):
    """A state dict: tensors of any small shape and dtype, some names sharing one tensor
    (tied weights)."""
    import torch

    out = {}
    for i in range(draw(st.integers(1, 6))):
        shape = tuple(draw(st.lists(st.integers(0, 5), max_size=3)))
        dtype = getattr(torch, draw(st.sampled_from(DTYPES)))
        values = torch.randn(shape, generator=torch.Generator().manual_seed(i)) * 50
        out[f"layer{i}.weight"] = values.to(dtype)
    for j, k in enumerate(draw(st.lists(st.sampled_from(sorted(out)), max_size=2))):
        out[f"tied{j}.weight"] = out[k]
    return out


@bounded(30)
@given(state=states(), extra=st.dictionaries(st.sampled_from(["rng", "position", "notes"]),
                                             PLAIN, max_size=3),
       step=st.integers(0, 10**9))
def test_a_checkpoint_comes_back_as_it_was_saved(tiny_spm, state, extra, step):
    import torch

    from nmt_cli.checkpoint import atomic_save, load_checkpoint, make_checkpoint

    config = {"vocab_size": 120, "n_layers": 1, "d_model": 8}
    with tempfile.TemporaryDirectory() as d:
        atomic_save(make_checkpoint(config, state, tiny_spm, step=step, **extra), Path(d) / "c.pt")
        back = load_checkpoint(Path(d) / "c.pt")
    assert (back["model_config"], back["spm_model"], back["step"]) == (config, tiny_spm, step)
    assert {k: back[k] for k in extra} == extra
    assert back["model"].keys() == state.keys()
    for name, t in state.items():
        got = back["model"][name]
        assert got.dtype == t.dtype and got.shape == t.shape and torch.equal(got, t)
        first = next(k for k, v in state.items() if v is t)  # tied: still one tensor
        assert got.data_ptr() == back["model"][first].data_ptr()


# --------------------------------------------------------------------------- atomic writes

FAILURES = st.sampled_from([None, OSError(errno.EIO, "I/O error"), RuntimeError("bug"),
                            KeyboardInterrupt()])


@bounded(60)
@given(old=st.none() | st.binary(max_size=3000), new=st.binary(max_size=3000),
       fail_at=st.integers(0, 3000), failure=FAILURES)
def test_an_atomic_write_leaves_the_old_file_or_the_new_one(old, new, fail_at, failure):
    """A write that fails at any byte, for any reason (Ctrl-C included), leaves the old
    file (or none) and no temp file; one that does not leaves the new file."""
    from nmt_cli.atomic import atomic_write

    def write(f):
        f.write(new[:fail_at])
        if failure is not None:
            raise failure
        f.write(new[fail_at:])

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "file.bin"
        if old is not None:
            path.write_bytes(old)
        try:
            atomic_write(path, write)
        except (RuntimeError, KeyboardInterrupt) as e:
            assert e is failure
        except NmtError as e:  # an OSError writing the file: one line naming it
            assert isinstance(failure, OSError)
            assert str(e) == f"cannot write {path}: {failure.strerror}"
        expect = new if failure is None else old
        assert (path.read_bytes() if path.exists() else None) == expect
        assert os.listdir(d) == ([] if expect is None else ["file.bin"])


class FullDisk(io.RawIOBase):
    """A file whose disk fills after ``budget`` bytes: then a write fails as the kernel
    fails it (ENOSPC)."""

    def __init__(self, raw, budget: int):
        self.raw, self.left = raw, budget

    def writable(self) -> bool:
        return True

    def write(self, b) -> int:
        if len(b) > self.left:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.left -= len(b)
        return self.raw.write(b)

    def fileno(self) -> int:
        return self.raw.fileno()

    def close(self) -> None:
        self.raw.close()
        super().close()


def full_after(budget: int, real_fdopen):
    """``os.fdopen`` whose binary files for writing (``atomic_write``'s) are on a disk
    with ``budget`` bytes free."""
    def fdopen(fd, mode="r", *args, **kwargs):
        if mode != "wb":
            return real_fdopen(fd, mode, *args, **kwargs)
        return io.BufferedWriter(FullDisk(real_fdopen(fd, mode, buffering=0), budget),
                                 buffer_size=512)
    return fdopen


@bounded(20)
@given(written=st.integers(0, 5000), budget=st.integers(0, 5000))
def test_a_full_disk_at_any_byte_is_one_line_and_keeps_the_old_file(written, budget):
    """The disk fills after ``budget`` bytes, wherever that falls in the new file: the old
    file stays, the temp file goes, and the error names the file and the disk. The write
    that fails is the file's own (``os.fdopen``'s file object), below the code under test."""
    from nmt_cli import atomic

    with pytest.MonkeyPatch.context() as patch, tempfile.TemporaryDirectory() as d:
        patch.setattr(os, "fdopen", full_after(budget, os.fdopen))
        path = Path(d) / "checkpoint_last.pt"
        path.write_bytes(b"old")
        try:
            atomic.atomic_write(path, lambda f: f.write(b"n" * written))
        except NmtError as e:
            assert written > budget
            assert str(e).startswith(f"cannot write {path}: no space left on device")
            assert "the filesystem mounted at /" in str(e)
            assert path.read_bytes() == b"old"
        else:
            assert written <= budget and path.read_bytes() == b"n" * written
        assert os.listdir(d) == ["checkpoint_last.pt"]


def test_stale_temp_files_of_killed_writes_are_removed_and_live_ones_kept(tmp_path):
    """A SIGKILL during a save leaves its temp file (as big as the checkpoint); the next
    write to the directory removes it, but not one another process is writing now."""
    from nmt_cli import atomic

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    alive = os.getppid()
    stale = tmp_path / f".checkpoint_7.pt.nmt-{atomic._HOST}-{dead}-abcd1234.tmp"
    live = tmp_path / f".checkpoint_8.pt.nmt-{atomic._HOST}-{alive}-efgh5678.tmp"
    other_host = tmp_path / f".checkpoint_9.pt.nmt-elsewhere-{dead}-ijkl9012.tmp"
    foreign = tmp_path / ".notes.txt.tmp"  # not ours: never touched
    for p in (stale, live, other_host, foreign):
        p.write_bytes(b"partial")
    atomic.atomic_write(tmp_path / "checkpoint_10.pt", lambda f: f.write(b"new"))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [live.name, other_host.name, foreign.name, "checkpoint_10.pt"])
    day_old = os.stat(other_host).st_mtime - atomic._FOREIGN_STALE_SECONDS - 60
    os.utime(other_host, (day_old, day_old))  # another host's, untouched for a day
    assert atomic.remove_stale_temp_files(tmp_path) == [other_host.name]
