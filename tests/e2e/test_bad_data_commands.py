"""Bad input through the installed `nmt` (docs/RELIABILITY.md, "Bad data"): `nmt translate`
keeps every line of a file with invalid UTF-8, a 1 MB line, a byte-order mark and CRLF
ends, saying what it did in warnings; `nmt prepare` refuses a NUL byte in one line, and keeps one in
a saved hub dataset as an unknown character. (Every shape of bad data through `nmt
prepare`'s code: tests/unit/test_bad_data.py.)"""

from __future__ import annotations

import pytest

from conftest import SAMPLE, lines, nmt, write_lines
from nmt_cli.data.dataset import load_manifest

HUGE = ("house " * 180_000)[:1 << 20]  # 1 MB, no newline in it


def test_translate_keeps_every_line_of_bad_input(tiny_checkpoint, tmp_path):
    """Line by line: a BOM and a CRLF end are dropped (line 1 translates as line 6 does),
    invalid bytes read as U+FFFD (line 2 as line 7), empty and blank lines stay empty, the
    1 MB line is cut to --max-input-len and translated."""
    rows = [b"\xef\xbb\xbfthe house\r", b"bad \xff\xfe bytes", b"", b"   ", HUGE.encode(),
            b"the house", "bad \ufffd\ufffd bytes".encode()]
    (tmp_path / "in.txt").write_bytes(b"\n".join(rows) + b"\n")
    proc = nmt("translate", "--ckpt", tiny_checkpoint, "-i", tmp_path / "in.txt",
               "--max-len-a", 0, "--max-len-b", 5, check=False)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    out = proc.stdout.split("\n")
    assert len(out) == len(rows) + 1 and out[-1] == ""
    assert out[0] == out[5] and out[1] == out[6] and out[2] == out[3] == ""
    assert out[4] != ""
    assert ("warning: input line 2 is not UTF-8 (byte 5); its invalid bytes are read as "
            "U+FFFD; later lines are not reported") in proc.stderr
    assert "warning: input line 5 has" in proc.stderr and "cut to it" in proc.stderr


def test_prepare_refuses_a_nul_byte_in_one_line(tmp_path):
    text = {lang: lines(SAMPLE / f"train.{lang}", 100) for lang in ("en", "es")}
    text["en"][9] = "in the\0beginning"
    for lang, rows in text.items():
        write_lines(tmp_path / f"t.{lang}", rows)
    proc = nmt("prepare", "x", "--train", tmp_path / "t", "--valid", tmp_path / "t", "--src",
               "en", "--tgt", "es", "--vocab-size", 200, "--out", tmp_path / "data",
               check=False)
    assert proc.returncode == 1 and proc.stderr.strip().splitlines() == [
        f"error: {tmp_path / 't.en'} has a NUL byte: line 10, byte 7 (a binary file, or "
        "UTF-16 text?); convert it to UTF-8 text, or remove NUL bytes with: tr -d '\\000'"]
    assert not (tmp_path / "data").exists()


def test_a_nul_inside_a_saved_hub_dataset_is_an_unknown_character(tmp_path):
    """A hub or save_to_disk dataset cannot be edited by its user: a stray NUL is encoded as
    <unk> and counted with the other characters the BPE cannot represent, as the summary
    prints them."""
    datasets = pytest.importorskip("datasets", reason="save_to_disk datasets need `datasets`")
    text = {lang: lines(SAMPLE / f"train.{lang}", 200) for lang in ("en", "es")}
    rows = [{"en": e, "es": s} for e, s in zip(text["en"], text["es"])]
    rows[3]["en"] = "in the\0beginning"
    features = datasets.Features({"translation": datasets.Translation(languages=["en", "es"])})
    split = datasets.Dataset.from_dict({"translation": rows}, features=features)
    datasets.DatasetDict({"train": split, "validation": split}).save_to_disk(str(tmp_path / "hub"))
    nmt("prepare", tmp_path / "hub", "--src", "en", "--tgt", "es", "--vocab-size", 250,
        "--workers", 1, "--out", tmp_path / "out")
    manifest = load_manifest(tmp_path / "out")
    assert ["\0", 1] in manifest["unknown_char_examples"]
    assert manifest["splits"]["valid"]["pairs"] == 200
