"""A full disk and a SIGKILL during a save lose nothing (docs/RELIABILITY.md, "Disk full
and kills"), through the installed `nmt`.

The full disk is real: a tmpfs mounted in a mount namespace of the test's own
(``unshare -rm``: no root needed where user namespaces are allowed, and nothing outside
the test sees it), first large enough for a run, then shrunk under its next save. The
kills land at seeded random points of `nmt prepare` and of `nmt train --save-every 1`:
afterwards the output is the old complete one or the new complete one, and the next run
completes. ``NMT_KILL_RUNS`` kills of each (2 here; ``make kill-test`` runs 20).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import time
from collections import Counter
from pathlib import Path

import pytest

from conftest import NMT, NMT_ENV, SAMPLE, head_lines, nmt, slow
from nmt_cli.checkpoint import LAST, load_checkpoint, step_checkpoints
from nmt_cli.data.dataset import ParallelDataset, load_manifest
from nmt_cli.train.rundir import resume_path

KILL_RUNS = int(os.environ.get("NMT_KILL_RUNS", "2"))
ENV = {**os.environ, **NMT_ENV}
TRAIN = ["--preset", "tiny", "--max-tokens", "384", "--tokens-per-update", "384",
         "--save-every-minutes", "0", "--log-every", "1", "--validate-every", "0",
         "--save-every", "1"]


def _private_mounts() -> str | None:
    """Why a tmpfs cannot be mounted in a namespace of our own here, or None."""
    if shutil.which("unshare") is None:
        return "no unshare command (util-linux)"
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", "mount -t tmpfs -o size=1m tmpfs /mnt"],
                           capture_output=True, text=True)
    return None if probe.returncode == 0 else f"unshare -rm cannot mount: {probe.stderr.strip()}"


needs_tmpfs = pytest.mark.skipif(_private_mounts() is not None,
                                 reason=f"a small filesystem of the test's own: {_private_mounts()}"
                                        " (the injected full disk: tests/unit/test_properties.py)")


def on_small_disk(setup: str, failing: str, tmp_path: Path, **env) -> tuple[str, Path, Path]:
    """In a private mount namespace, bash ``setup`` (``$DISK``: an empty directory to mount
    its tmpfs on), then ``failing``, which must exit 1. Returns its one line of error, the
    disk's path, and a copy of what the disk held afterwards."""
    disk, out = tmp_path / "disk", tmp_path / "out"
    disk.mkdir()
    out.mkdir()
    script = (f'{setup}\nset +e\n{failing} 2> "$OUT/stderr"\necho $? > "$OUT/rc"\n'
              'cp -a "$DISK" "$OUT/disk"\n')
    subprocess.run(["unshare", "-rm", "bash", "-euc", script], check=True, timeout=slow(600),
                   env={**ENV, "NMT": NMT, "DISK": str(disk), "OUT": str(out),
                        **{k: str(v) for k, v in env.items()}})
    stderr = (out / "stderr").read_text()
    assert (out / "rc").read_text().strip() == "1", stderr
    lines = stderr.strip().splitlines()
    assert lines and lines[-1].startswith("error: ") and "Traceback" not in stderr, stderr
    return lines[-1], disk, out / "disk"


def disk_full(path: str, disk: Path) -> str:
    return (f"error: cannot write {path}: no space left on device (the filesystem mounted "
            f"at {disk} is full)")


@needs_tmpfs
def test_a_full_disk_under_a_checkpoint_save_keeps_the_last_one(small_data, tmp_path):
    """Room for step 1's checkpoint and half another: step 2's save fails in one line that
    names the file and the disk, step 1's stays whole and its temp file is gone (that a
    run resumes from it: the kills below)."""
    error, disk, after = on_small_disk("""
        mount -t tmpfs -o size=64m tmpfs "$DISK"
        "$NMT" train --data "$DATA" $TRAIN --max-steps 1 --out "$DISK/run" 2>/dev/null
        used=$(du -sb "$DISK" | cut -f1)
        half=$(( $(stat -c %s "$DISK/run/checkpoint_1.pt") / 2 ))
        mount -o remount,size=$((used + half)) "$DISK"
    """, '"$NMT" train --data "$DATA" $TRAIN --max-steps 3 --out "$DISK/run"', tmp_path,
        DATA=small_data, TRAIN=" ".join(TRAIN))
    assert error == disk_full(f"{disk}/run/checkpoint_2.pt", disk)
    run = after / "run"
    assert not [p.name for p in run.iterdir() if p.name.startswith(".")]
    assert [p.name for p in step_checkpoints(run)] == ["checkpoint_1.pt"]
    assert load_checkpoint(run / LAST)["step"] == 1  # whole: every record's CRC-32 checks


@needs_tmpfs
def test_a_full_disk_under_prepare_keeps_the_old_dataset(tmp_path):
    raw = tmp_path / "raw"
    raw.mkdir()
    for lang in ("en", "es"):
        head_lines(SAMPLE / f"train.{lang}", raw / f"t.{lang}", 400)
    prepare = ('"$NMT" prepare x --train "$RAW/t" --valid "$RAW/t" --src en --tgt es '
               '--out "$DISK/data" --vocab-size')
    error, disk, after = on_small_disk(f"""
        mount -t tmpfs -o size=16m tmpfs "$DISK"
        {prepare} 300 2>/dev/null
        used=$(du -sb "$DISK" | cut -f1)
        mount -o remount,size=$((used + used / 3)) "$DISK"
    """, f"{prepare} 250", tmp_path, RAW=raw)
    assert error == disk_full(f"{disk}/data", disk)
    assert sorted(p.name for p in after.iterdir()) == ["data"]  # no build directory
    assert load_manifest(after / "data")["vocab_size"] == 300
    assert len(ParallelDataset(after / "data", "train")) > 0


# --------------------------------------------------------------------------- kills

def kill_at(args: list, rng: random.Random, started, window: float, timeout: float = 120):
    """Start ``nmt ARGS``; once ``started()`` holds, SIGKILL it after a random part of
    ``window`` seconds. Returns the seconds from start to kill, or None where it ended
    first."""
    proc = subprocess.Popen([NMT, *map(str, args)], env=ENV, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    begin, deadline = time.monotonic(), time.monotonic() + slow(timeout)
    try:
        while not started() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(rng.uniform(0, window))
        if proc.poll() is not None:
            return None
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=slow(30))
        return time.monotonic() - begin
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def _size(path: Path) -> int:
    return path.stat().st_size if path.exists() else 0


def whole_dataset(out: Path) -> dict:
    """The dataset's manifest, after checking that every split it counts is there."""
    manifest = load_manifest(out)
    for split, stats in manifest["splits"].items():
        assert len(ParallelDataset(out, split)) == stats["pairs"]
    return manifest


def test_kills_during_prepare_leave_the_old_or_the_new_dataset(tmp_path):
    raw = tmp_path / "raw"
    raw.mkdir()
    for lang in ("en", "es"):
        head_lines(SAMPLE / f"train.{lang}", raw / f"t.{lang}", 1500)
    out = tmp_path / "data" / "x"

    def prepare(vocab: int) -> list:
        return ["prepare", "x", "--train", raw / "t", "--valid", raw / "t", "--src", "en",
                "--tgt", "es", "--vocab-size", vocab, "--out", out]

    begin = time.monotonic()
    nmt(*prepare(300))
    window = time.monotonic() - begin  # a whole run, start-up included
    old = whole_dataset(out)
    building = lambda: any(out.parent.glob(".x.prepare-*"))  # noqa: E731
    landed = Counter()
    for seed in range(KILL_RUNS):
        rng = random.Random(seed)
        vocab = 280 if old["vocab_size"] == 290 else 290  # never the one there: a rebuild
        # half the kills anywhere in the run, half once the build has begun
        after = (lambda: True) if seed % 2 else building
        killed = kill_at(prepare(vocab), rng, after, window)
        landed["after the run" if killed is None else "mid-build" if building()
               else "before or after the build"] += 1
        now = whole_dataset(out)
        assert now == old or now["vocab_size"] == vocab, (seed, now["vocab_size"])
        old = now
    rerun = nmt(*prepare(300))
    assert whole_dataset(out)["vocab_size"] == 300 and rerun.returncode == 0
    assert sorted(p.name for p in out.parent.iterdir()) == ["x"]  # the killed builds are gone
    print(f"\nnmt prepare: {KILL_RUNS} kills (seeds 0-{KILL_RUNS - 1}): {dict(landed)}")


def test_kills_during_checkpoint_saves_leave_whole_checkpoints(small_data, tmp_path):
    """``nmt train --save-every 1`` killed at seeded random points: every checkpoint file
    left under its name is whole (CRC-32 checked), what the next run resumes from is the
    newest (checkpoint_last.pt, or the step file a kill left it one save behind), and it
    does; at the end no killed save's temp file is left."""
    run = tmp_path / "run"
    args = ["train", "--data", small_data, *TRAIN, "--keep-last", 3, "--max-steps", 10_000,
            "--out", run]
    temps = lambda: set(run.glob(".checkpoint_*.tmp"))  # noqa: E731
    last, landed = 0, Counter()
    for seed in range(KILL_RUNS):
        rng, before, logged = random.Random(seed), temps(), _size(run / "metrics.jsonl")
        saving = lambda: bool(temps() - before)  # noqa: E731
        training = lambda: _size(run / "metrics.jsonl") > logged  # noqa: E731
        # even seeds: within a save once one begins; odd: anywhere in the second after the
        # first update (updates and saves)
        started, window = (saving, 0.15) if seed % 2 == 0 else (training, 1.0)
        assert kill_at(args, rng, started, window) is not None, "the run ended by itself"
        landed["mid-save" if saving() else "between saves"] += 1  # its temp file is left
        steps = [load_checkpoint(p)["step"] for p in step_checkpoints(run)] or [0]
        assert steps == sorted(steps) and steps[-1] >= last, steps
        if steps[-1]:
            # checkpoint_last.pt, or, killed between the step file's rename and its link, the
            # step file: the next run resumes from the newest save either way
            assert load_checkpoint(resume_path(run))["step"] == steps[-1]
        else:  # killed in its very first save: nothing saved, nothing to resume
            assert not (run / LAST).exists()
        last = steps[-1]
    nmt("train", "--data", small_data, *TRAIN, "--keep-last", 3, "--max-steps", last + 2,
        "--out", run)
    assert load_checkpoint(run / LAST)["step"] == last + 2
    assert not list(run.glob(".*.tmp")), "a killed save's temp file was left behind"
    records = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in records if r.get("kind") == "train"] == list(range(1, last + 3))
    print(f"\nnmt train: {KILL_RUNS} kills (seeds 0-{KILL_RUNS - 1}), last step {last}: "
          f"{dict(landed)}")
