"""`nmt prepare` on bad data of every shape, in this process (docs/RELIABILITY.md, "Bad
data"): each is one clear line of error or a handling stated there and checked here.

Elsewhere: invalid UTF-8 (its file, line and byte) and sides of unequal length (both
counts) in tests/e2e/test_prepare_command.py; an empty side after stripping in
tests/unit/test_prepare.py; `nmt translate` on bad input, and a NUL in a saved hub dataset
(`datasets` takes seconds to import), in tests/e2e/test_bad_data_commands.py.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import SAMPLE, lines
from nmt_cli.data.dataset import ParallelDataset, load_manifest
from nmt_cli.data.prepare import PrepareOptions, prepare_dataset
from nmt_cli.errors import NmtError

N = 200  # pairs of the shipped sample: a BPE of 250 pieces learns in a fraction of a second


def sample(n: int = N) -> dict[str, list[str]]:
    return {lang: lines(SAMPLE / f"train.{lang}", n) for lang in ("en", "es")}


def write(tmp_path, name: str, sides: dict[str, bytes]) -> str:
    for lang, data in sides.items():
        (tmp_path / f"{name}.{lang}").write_bytes(data)
    return str(tmp_path / name)


def lf(rows: list[str]) -> bytes:
    return "".join(r + "\n" for r in rows).encode("utf-8")


def prepare(tmp_path, train: str, valid: str | None = None, out: str = "out"):
    return prepare_dataset("x", out=tmp_path / out, options=PrepareOptions(
        train=train, valid=valid or train, src="en", tgt="es", vocab_size=250, workers=1))


def refused(tmp_path, train: str, valid: str | None = None) -> str:
    with pytest.raises(NmtError) as e:
        prepare(tmp_path, train, valid)
    assert not (tmp_path / "out").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".out")] == []
    message = str(e.value)
    assert len(message.splitlines()) == 1
    return message


def test_crlf_and_a_byte_order_mark_just_work(tmp_path):
    """A Windows editor's file (UTF-8 with a BOM, CRLF line ends) gives the dataset its LF
    twin gives: the same token ids, and no \\r or BOM in the text kept for scoring."""
    text = sample()
    plain = write(tmp_path, "plain", {k: lf(v) for k, v in text.items()})
    windows = write(tmp_path, "windows", {k: b"\xef\xbb\xbf" + lf(v).replace(b"\n", b"\r\n")
                                          for k, v in text.items()})
    a, b = prepare(tmp_path, plain, out="a"), prepare(tmp_path, windows, out="b")
    for split in ("train", "valid"):
        x, y = ParallelDataset(a, split), ParallelDataset(b, split)
        assert len(x) == len(y) > 0
        assert all(np.array_equal(x[i][k], y[i][k]) for i in range(len(x)) for k in (0, 1))
    assert ParallelDataset(b, "valid").raw_lines("src") == text["en"]
    assert ParallelDataset(b, "valid").raw_lines("tgt") == text["es"]


def test_a_nul_byte_names_its_file_line_and_byte(tmp_path):
    """Text never holds a NUL; a binary file or UTF-16 text does (here: a UTF-16 file of
    plain ASCII, which decodes as UTF-8 with a NUL after every character)."""
    text = sample()
    rows = list(text["es"])
    rows[41] = rows[41][:7] + "\0" + rows[41][7:]
    bad = write(tmp_path, "nul", {"en": lf(text["en"]), "es": lf(rows)})
    assert refused(tmp_path, bad) == (
        f"{bad}.es has a NUL byte: line 42, byte 8 (a binary file, or UTF-16 text?); convert "
        "it to UTF-8 text, or remove NUL bytes with: tr -d '\\000'")
    ascii_rows = [r.encode("ascii", "replace").decode() for r in text["en"]]
    utf16 = write(tmp_path, "utf16", {"en": "\n".join(ascii_rows).encode("utf-16-le"),
                                      "es": lf(text["es"])})
    assert refused(tmp_path, utf16).startswith(f"{utf16}.en has a NUL byte: line 1, byte 2 ")


def test_a_one_megabyte_line(tmp_path):
    """In training data: dropped by --max-len like any too-long pair. In a dev set (never
    filtered, it is what BLEU is computed on): kept whole."""
    text = sample()
    huge = ("word " * 210_000)[:1 << 20]
    train = {k: list(v) for k, v in text.items()}
    train["en"][10], train["es"][10] = huge, huge
    valid = {k: list(v[:20]) for k, v in text.items()}
    valid["en"][5] = huge
    out = prepare(tmp_path, write(tmp_path, "t", {k: lf(v) for k, v in train.items()}),
                  write(tmp_path, "v", {k: lf(v) for k, v in valid.items()}))
    manifest = load_manifest(out)
    assert manifest["cleaning"]["removed"]["too_long"] == 1
    assert manifest["splits"]["train"]["pairs_raw"] == N
    assert ParallelDataset(out, "valid").raw_lines("src")[5] == huge
    assert len(ParallelDataset(out, "valid")[5][0]) > 100_000


def test_empty_files_and_a_directory_for_a_file(tmp_path):
    text = sample(50)
    good = write(tmp_path, "good", {k: lf(v) for k, v in text.items()})
    empty = write(tmp_path, "empty", {"en": b"", "es": b""})
    assert refused(tmp_path, empty, good).startswith("empty corpus: ")
    assert refused(tmp_path, empty, good).endswith("has no training pairs")
    assert refused(tmp_path, good, empty).endswith("has no validation pairs")
    (tmp_path / "folder.en").mkdir()
    (tmp_path / "folder.es").write_bytes(lf(text["es"]))
    assert refused(tmp_path, str(tmp_path / "folder"), good) == (
        f"{tmp_path / 'folder.en'} is a directory, not a text file (PREFIX.en names one file "
        "of sentences, one a line)")


def test_a_damaged_index_is_named_before_training_reads_it(tmp_path):
    """A truncated .idx.npy failed inside numpy, and offsets overwritten with the right
    size sliced the corpus at random places; each is now one line naming the file."""
    train = write(tmp_path, "t", {lang: lf(rows) for lang, rows in sample(50).items()})
    prepare(tmp_path, train)
    out = tmp_path / "out"
    assert len(ParallelDataset(out, "train")) == 50
    path = out / "train.src.idx.npy"
    good = path.read_bytes()
    offsets = np.load(path)
    damaged = {"truncated": good[:100],
               "out of order": None, "past the end": None}
    for what, data in damaged.items():
        if data is None:
            bad = offsets.copy()
            if what == "out of order":
                bad[10], bad[11] = bad[11], bad[10]
            else:
                bad[-1] += 7
            np.save(path, bad)
        else:
            path.write_bytes(data)
        with pytest.raises(NmtError, match="train.src.idx.npy") as e:
            ParallelDataset(out, "train")
        assert "nmt prepare" in str(e.value) and len(str(e.value).splitlines()) == 1, what
    path.write_bytes(good)
    assert len(ParallelDataset(out, "train")) == 50


def test_a_token_id_past_the_vocabulary_is_named_before_training(tmp_path):
    """A .bin overwritten in place with an id past the vocabulary trained until its batch
    reached the embedding, then stopped as an internal error ("index out of range")."""
    from nmt_cli.data.dataset import PreparedData

    train = write(tmp_path, "t", {lang: lf(rows) for lang, rows in sample(50).items()})
    prepare(tmp_path, train)
    out = tmp_path / "out"
    vocab = PreparedData.load(out).tokenizer.vocab_size
    for split, side in (("train", "tgt"), ("valid", "src")):
        path = out / f"{split}.{side}.bin"
        good = path.read_bytes()
        ids = np.memmap(path, dtype=load_manifest(out)["dtype"], mode="r+")
        ids[len(ids) // 2] = vocab  # one past the last piece
        ids.flush()
        del ids
        with pytest.raises(NmtError, match=f"{split}.{side}.bin holds token id {vocab}, past "
                                           f"the vocabulary's {vocab} pieces") as e:
            PreparedData.load(out)
        assert "nmt prepare" in str(e.value) and len(str(e.value).splitlines()) == 1
        path.write_bytes(good)
    assert len(PreparedData.load(out).train) == 50
