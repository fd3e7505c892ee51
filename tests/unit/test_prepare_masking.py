"""`nmt prepare --protect`: training pairs masked with placeholders, which the BPE keeps
whole; dev and test ids masked alike and their text not; `--no-protect`, corpora without
spans and `--tokenizer-from` models without the pieces prepared as before."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from conftest import SAMPLE, lines, write_lines
from nmt_cli.data.dataset import ParallelDataset, load_manifest, load_tokenizer
from nmt_cli.data.prepare import PrepareOptions, prepare_dataset
from nmt_cli.text.placeholders import PLACEHOLDERS, mask_pair

WORDS = ["file", "folder", "disk", "window", "page", "image", "user", "group", "server"]
WORTE = ["Datei", "Ordner", "Platte", "Fenster", "Seite", "Bild", "Nutzer", "Gruppe", "Server"]


def corpus(n: int) -> tuple[list[str], list[str]]:
    """Pairs where a third have a span on both sides, some one on one side only."""
    en, de = [], []
    for i in range(n):
        w, d = WORDS[i % 9], WORTE[i % 9]
        if i % 3 == 0:
            en.append(f"Open the {w} %s number {i}")
            de.append(f"Öffne {d} %s Nummer {i}")
        elif i % 3 == 1 and i % 2:
            en.append(f"<b>Delete</b> the {w} {i}")
            de.append(f"{d} {i} löschen")  # the tag on one side only: stays text
        else:
            en.append(f"Show the {w} {i}")
            de.append(f"Zeige {d} {i}")
    return en, de


@pytest.fixture(scope="module")
def raw(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("raw")
    for split, n in (("train", 300), ("valid", 30)):
        en, de = corpus(n)
        write_lines(d / f"{split}.en", en)
        write_lines(d / f"{split}.de", de)
    return d


def prepare(raw: Path, out: Path, **kw) -> Path:
    options = dict(train=str(raw / "train"), valid=str(raw / "valid"), src="en", tgt="de",
                   vocab_size=300, max_ratio=9.0, workers=1)
    return prepare_dataset("local", out=out, options=PrepareOptions(**{**options, **kw}))


@pytest.fixture(scope="module")
def protected(raw, tmp_path_factory) -> Path:
    return prepare(raw, tmp_path_factory.mktemp("p") / "data")


@pytest.fixture(scope="module")
def plain(raw, tmp_path_factory) -> Path:
    return prepare(raw, tmp_path_factory.mktemp("n") / "data", protect=False)


def test_placeholders_are_single_pieces_and_pairs_are_counted(raw, protected):
    man = load_manifest(protected)
    en, de = lines(raw / "train.en"), lines(raw / "train.de")
    assert man["protect"] is True and man["args"]["protect"] is True
    assert man["masked_pairs"] == sum(mask_pair(s, t)[2] > 0 for s, t in zip(en, de)) == 100
    tok = load_tokenizer(protected)
    assert tok.has_placeholders
    for p in PLACEHOLDERS:
        assert tok.sp.piece_to_id(p) != tok.sp.unk_id()
        assert tok.encode(f"x{p}y").count(tok.sp.piece_to_id(p)) == 1
    text = lines(protected / "train.text.src")
    assert "Open the file ⦅0⦆ number 0" in text and "<b>Delete</b> the disk 1" not in text
    assert any(line.startswith("<b>Delete</b>") for line in text)  # one-sided: as text


def test_dev_text_stays_and_its_ids_are_masked(raw, protected):
    valid = ParallelDataset(protected, "valid")
    assert valid.raw_lines("src") == lines(raw / "valid.en")  # what BLEU reads
    tok = load_tokenizer(protected)
    src, _ = valid[0]
    assert tok.decode([int(i) for i in src]) == "Open the file ⦅0⦆ number 0"
    assert not list(protected.glob("*.masked.*"))


def test_no_protect_prepares_as_before(raw, plain, protected):
    man = load_manifest(plain)
    assert man["protect"] is False and man["masked_pairs"] == 0
    assert "protect" not in man["args"]  # datasets prepared before this flag stay up to date
    tok = load_tokenizer(plain)
    assert not tok.has_placeholders
    assert lines(plain / "train.text.src") == lines(raw / "train.en")
    assert (plain / "spm.model").read_bytes() != (protected / "spm.model").read_bytes()


def test_a_corpus_without_spans_is_prepared_as_without_protect(tmp_path):
    """The shipped sample has no span: --protect leaves its dataset byte for byte."""
    raw = tmp_path / "raw"
    raw.mkdir()
    for split, n in (("train", 300), ("valid", 20)):
        for lang in ("en", "es"):
            write_lines(raw / f"{split}.{lang}", lines(SAMPLE / f"{split}.{lang}", n))
    opts = dict(train=str(raw / "train"), valid=str(raw / "valid"), src="en", tgt="es",
                vocab_size=300, workers=1)
    a = prepare_dataset("s", out=tmp_path / "a", options=PrepareOptions(**opts))
    b = prepare_dataset("s", out=tmp_path / "b", options=PrepareOptions(**opts, protect=False))
    assert load_manifest(a)["protect"] is False and load_manifest(a)["masked_pairs"] == 0
    for name in ("spm.model", "train.src.bin", "train.tgt.bin", "valid.src.bin"):
        assert (a / name).read_bytes() == (b / name).read_bytes()


def test_protect_is_part_of_already_prepared(raw, protected, tmp_path, capsys):
    out = tmp_path / "data"
    shutil.copytree(protected, out)
    mtime = (out / "manifest.json").stat().st_mtime_ns
    prepare(raw, out)
    assert (out / "manifest.json").stat().st_mtime_ns == mtime  # up to date
    prepare(raw, out, protect=False)
    assert load_manifest(out)["protect"] is False


def test_tokenizer_from_masks_only_with_placeholder_pieces(raw, protected, plain, tmp_path):
    with_pieces = prepare(raw, tmp_path / "a", vocab_size=None,
                          tokenizer_from=protected / "spm.model")
    man = load_manifest(with_pieces)
    assert man["protect"] is True and man["masked_pairs"] == 100
    assert "⦅0⦆" in lines(with_pieces / "train.text.src")[0]
    without = prepare(raw, tmp_path / "b", vocab_size=None, tokenizer_from=plain / "spm.model")
    man = load_manifest(without)
    assert man["protect"] is False and man["masked_pairs"] == 0
    assert lines(without / "train.text.src") == lines(raw / "train.en")
    ids = np.fromfile(without / "train.src.bin", dtype=man["dtype"])
    assert np.array_equal(ids, np.fromfile(plain / "train.src.bin", dtype=man["dtype"]))


def test_manifests_from_before_mean_no_protect():
    legacy = Path(__file__).parents[1] / "fixtures" / "legacy" / "data"
    man = load_manifest(legacy)
    assert "protect" not in man and man.get("protect", False) is False
    assert not load_tokenizer(legacy).has_placeholders
