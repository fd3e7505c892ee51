"""Malicious checkpoints and models through the installed `nmt`, as a user would meet them:
each command refuses the file in one line, exit 1, and the payload never runs.

A complete nmt checkpoint with a pickled ``os.mkdir`` as one value (tests/malicious.py's
``hidden``, which any shallow check passes) goes through every command that loads one;
a poisoned CTranslate2 directory through translate and serve. Every format through every
door, in this process: tests/unit/test_malicious_checkpoints.py.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import nmt, slow, write_lines
from malicious import poisoned_export, write_checkpoint


def refused(proc, marker: Path, *needles: str) -> None:
    assert not marker.exists(), "the payload ran: a loader unpickled code"
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 1 and len(lines) == 1, proc.stderr
    assert lines[0].startswith("error: ") and "Traceback" not in proc.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]


@pytest.fixture
def evil(tmp_path, tiny_checkpoint) -> tuple[Path, Path]:
    """(the malicious checkpoint, the marker its payload would create)."""
    marker = tmp_path / "MARKER"
    return write_checkpoint("hidden", tmp_path / "evil.pt", marker, tiny_checkpoint), marker


def _text(tmp_path: Path) -> Path:
    write_lines(tmp_path / "in.txt", ["the house", "a small cat"])
    return tmp_path / "in.txt"


def test_translate(evil, tmp_path):
    """The default engine: the checkpoint is read to be converted for CTranslate2 (its
    PyTorch path, ``--engine torch``, is one of the unit tier's doors)."""
    ckpt, marker = evil
    proc = nmt("translate", "--ckpt", ckpt, "-i", _text(tmp_path), check=False)
    refused(proc, marker, f"{ckpt} is refused: loading it would call posix.mkdir")
    assert proc.stdout == ""


def test_info_average_export_attention(evil, tmp_path, tiny_checkpoint):
    ckpt, marker = evil
    for args, output in ((["info", ckpt], None),
                         (["average", tiny_checkpoint, ckpt, "-o", tmp_path / "avg.pt"],
                          tmp_path / "avg.pt"),
                         (["export", "--ckpt", ckpt, "--out", tmp_path / "ct2"], tmp_path / "ct2"),
                         (["attention", "the house", "--ckpt", ckpt, "--format", "json",
                           "-o", tmp_path / "a.json"], tmp_path / "a.json")):
        refused(nmt(*args, check=False), marker, "would call posix.mkdir")
        assert output is None or not output.exists()


def test_serve_refuses_before_serving(evil, tmp_path):
    ckpt, marker = evil
    proc = nmt("serve", "--ckpt", ckpt, "--port", 0, "--src", "en", "--tgt", "de",
               check=False, timeout=slow(120))
    refused(proc, marker, "would call posix.mkdir")
    assert "serving" not in proc.stdout + proc.stderr


def test_train_init_from_and_resume(evil, tmp_path, small_data):
    ckpt, marker = evil
    proc = nmt("train", "--data", small_data, "--init-from", ckpt, "--out", tmp_path / "a",
               "--max-steps", 1, check=False)
    refused(proc, marker, "would call posix.mkdir")
    run = tmp_path / "b"
    run.mkdir()
    shutil.copy(ckpt, run / "checkpoint_last.pt")
    proc = nmt("train", "--data", small_data, "--preset", "tiny", "--out", run,
               "--max-steps", 1, check=False)
    refused(proc, marker, f"{run / 'checkpoint_last.pt'} is refused")


def test_prepare_tokenizer_from(evil, tmp_path):
    ckpt, marker = evil
    write_lines(tmp_path / "t.en", ["the house is green", "a small cat sleeps"] * 20)
    write_lines(tmp_path / "t.es", ["la casa es verde", "un gato pequeño duerme"] * 20)
    proc = nmt("prepare", "x", "--train", tmp_path / "t", "--valid", tmp_path / "t", "--src",
               "en", "--tgt", "es", "--tokenizer-from", ckpt, "--out", tmp_path / "data",
               check=False)
    refused(proc, marker, "would call posix.mkdir")
    assert not (tmp_path / "data").exists()


def test_a_poisoned_ctranslate2_directory(tmp_path, tiny_checkpoint):
    """CTranslate2's config.json replaced by a pickle (the other files, and `nmt serve` on
    them, in the unit tier)."""
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    export_ctranslate2(tiny_checkpoint, tmp_path / "good")
    marker = tmp_path / "MARKER"
    config = poisoned_export(tmp_path / "good", "config_pickle", tmp_path / "config", marker)
    refused(nmt("translate", "--ckpt", config, "-i", _text(tmp_path), check=False), marker,
            f"CTranslate2 cannot load {config}")
