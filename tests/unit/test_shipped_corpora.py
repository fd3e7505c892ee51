"""The corpora the package ships (``nmt_cli/data/corpora_data``), read in this process: one
copy of the sample, the Bible streamed line-aligned from its .xz files and equal to the
shared corpus (the built wheel preparing them: tests/e2e/test_package.py)."""

from __future__ import annotations

import lzma

import pytest

from conftest import BIBLE_FILES, ROOT, SAMPLE_FILES
from nmt_cli.data.corpora import SHIPPED, resolve_corpus

SHARED_BIBLE = ROOT.parent / "shared" / "data" / "bible.en-es"


def test_one_copy_of_the_sample():
    assert not (ROOT / "examples" / "sample").exists()
    assert {p.name for p in (SHIPPED / "sample").iterdir()} == SAMPLE_FILES
    assert {p.name for p in (SHIPPED / "bible.en-es").iterdir()} == BIBLE_FILES


def test_bible_streams_line_aligned_from_xz(tmp_path):
    corpus = resolve_corpus("bible-en-es")
    assert corpus.splits == ["train", "valid"]
    src, tgt = tmp_path / "dev.en", tmp_path / "dev.es"
    assert corpus.write_split("valid", src, tgt) == 175
    for lang, written in (("en", src), ("es", tgt)):
        assert written.read_bytes() == lzma.open(SHIPPED / "bible.en-es" / f"dev.{lang}.xz").read()
    reverse = resolve_corpus("bible-en-es", src="es", tgt="en")
    assert reverse.write_split("valid", tgt, src) == 175
    assert tgt.read_bytes() == lzma.open(SHIPPED / "bible.en-es" / "dev.es.xz").read()


def test_shipped_bible_is_the_shared_corpus():
    if not SHARED_BIBLE.is_dir():
        pytest.skip(f"{SHARED_BIBLE} is not here to compare with")
    for split in ("train", "dev"):
        for lang in ("en", "es", "ref"):
            packed = lzma.open(SHIPPED / "bible.en-es" / f"{split}.{lang}.xz").read()
            assert packed == (SHARED_BIBLE / f"{split}.{lang}").read_bytes(), (split, lang)

