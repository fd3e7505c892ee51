"""`nmt prepare`'s code in this process: hub-schema data, local files, errors, the swap of
a killed run, reproducibility (the command itself: tests/e2e/test_prepare_command.py)."""

from __future__ import annotations

import subprocess

import pytest

from conftest import SAMPLE, check_wmt_output, lines, write_lines
from nmt_cli.data.dataset import ParallelDataset, load_manifest
from nmt_cli.data.prepare import PrepareOptions, prepare_dataset
from nmt_cli.errors import NmtError


# --------------------------------------------------------------------------- WMT14 schema


def test_hub_download_path_is_the_same_code(wmt_like, tmp_path, monkeypatch):
    """`nmt prepare wmt14-en-de` with load_dataset answered from the saved copy."""
    import datasets

    path, train, valid, test = wmt_like
    calls = []

    def fake_load_dataset(name, config=None, **kw):
        calls.append((name, config))
        return datasets.load_from_disk(str(path))

    monkeypatch.setattr(datasets, "load_dataset", fake_load_dataset)
    out = prepare_dataset("wmt14-en-de", out=tmp_path / "out",
                          options=PrepareOptions(vocab_size=800, dedup=True, workers=1))
    assert calls == [("wmt/wmt14", "de-en")]
    check_wmt_output(out, train, valid, test)
    # --src de --tgt en reverses the direction.
    rev = prepare_dataset("wmt14-en-de", out=tmp_path / "rev",
                          options=PrepareOptions(src="de", tgt="en", vocab_size=800, workers=1))
    man = load_manifest(rev)
    assert (man["src_lang"], man["tgt_lang"]) == ("de", "en")
    assert ParallelDataset(rev, "test").raw_lines("src") == [de for de, _ in test]


def test_unreachable_hub_still_loads_a_cached_copy(wmt_like, tmp_path, monkeypatch):
    """Unreachable, the hub is asked in offline mode, which answers from the local cache
    (here: a load_dataset that only answers offline), and the mode is restored after."""
    import datasets
    import huggingface_hub.constants

    path, train, valid, test = wmt_like
    monkeypatch.setattr(huggingface_hub.constants, "ENDPOINT", "http://127.0.0.1:9")
    for s in ("https", "http", "all"):
        monkeypatch.delenv(f"{s}_proxy", raising=False)
        monkeypatch.delenv(f"{s.upper()}_PROXY", raising=False)
    modes = []

    def cached_only(name, config=None, **kw):
        modes.append((datasets.config.HF_HUB_OFFLINE, huggingface_hub.constants.HF_HUB_OFFLINE))
        if not datasets.config.HF_HUB_OFFLINE:
            raise ConnectionError("went online")
        return datasets.load_from_disk(str(path))

    monkeypatch.setattr(datasets, "load_dataset", cached_only)
    out = prepare_dataset("wmt14-en-de", out=tmp_path / "out",
                          options=PrepareOptions(vocab_size=800, dedup=True, workers=1))
    assert modes == [(True, True)]
    assert not datasets.config.HF_HUB_OFFLINE and not huggingface_hub.constants.HF_HUB_OFFLINE
    check_wmt_output(out, train, valid, test)


# --------------------------------------------------------------------------- user errors


def test_vocabulary_larger_than_the_data_is_a_clear_error(tmp_path):
    for lang in ("en", "es"):
        write_lines(tmp_path / f"s.{lang}", lines(SAMPLE / f"train.{lang}", 30))
    with pytest.raises(NmtError, match="smaller --vocab-size"):
        prepare_dataset("s", out=tmp_path / "out",
                        options=PrepareOptions(train=str(tmp_path / "s"), valid=str(tmp_path / "s"),
                                               src="en", tgt="es", vocab_size=5000))
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
    # sentencepiece samples no fewer than 101 sentences; its own message named C++ fields
    with pytest.raises(NmtError, match="--input-sentence-size must be at least 101, got 100"):
        prepare_dataset("s", out=tmp_path / "out",
                        options=PrepareOptions(train=str(tmp_path / "s"), valid=str(tmp_path / "s"),
                                               src="en", tgt="es", vocab_size=50,
                                               input_sentence_size=100))
    # too small for the corpus's characters: said in nmt's terms, not sentencepiece's
    # (which advised a --character_coverage option nmt does not have)
    with pytest.raises(NmtError, match=r"--vocab-size 20 is too small: .* distinct characters") as e:
        prepare_dataset("s", out=tmp_path / "out",
                        options=PrepareOptions(train=str(tmp_path / "s"), valid=str(tmp_path / "s"),
                                               src="en", tgt="es", vocab_size=20))
    assert "character_coverage" not in str(e.value)


def test_empty_corpus_and_foreign_out_directory(tmp_path):
    write_lines(tmp_path / "e.en", ["", "  ", ""])
    write_lines(tmp_path / "e.es", ["x", "", "y"])
    with pytest.raises(NmtError, match="empty corpus"):
        prepare_dataset("e", out=tmp_path / "out",
                        options=PrepareOptions(train=str(tmp_path / "e"), valid=str(tmp_path / "e"),
                                               src="en", tgt="es", vocab_size=50))
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me")
    with pytest.raises(NmtError, match="not a prepared dataset"):
        prepare_dataset("sample", out=mine, options=PrepareOptions(vocab_size=500))
    assert (mine / "notes.txt").read_text() == "keep me"


# --------------------------------------------------------------------------- line breaks

def test_line_breaks_inside_sentences_never_split_a_pair(tmp_path):
    """\\r, NEL, U+2028/9 inside a sentence become spaces: every splitter sees n lines."""
    from nmt_cli.data.corpora import resolve_corpus

    odd = ["carriage\rreturn", "next\x85line", "line\u2028separator", "para\u2029graph",
           "form\x0cfeed", "crlf ending\r", "plain"]
    for lang in ("en", "es"):
        (tmp_path / f"v.{lang}").write_bytes("".join(x + "\n" for x in odd).encode("utf-8"))
    corpus = resolve_corpus("x", train=str(tmp_path / "v"), valid=str(tmp_path / "v"),
                            src="en", tgt="es")
    n = corpus.write_split("valid", tmp_path / "raw.src", tmp_path / "raw.tgt")
    text = (tmp_path / "raw.tgt").read_bytes().decode("utf-8")
    assert n == len(odd) == len(text.splitlines()) == text.count("\n")
    assert text.splitlines()[0] == "carriage return" and text.splitlines()[5] == "crlf ending"


# --------------------------------------------------------------------------- interrupted swap

def _dead_pid() -> int:
    p = subprocess.Popen(["true"])
    p.wait()
    return p.pid


def test_dataset_moved_aside_by_a_killed_run_is_restored(sample_slice, tmp_path):
    """Killed between the two renames of the swap: the next run puts the old dataset back."""
    import shutil

    from nmt_cli.data.prepare import _clean_up_killed_runs

    out = tmp_path / "slice"
    aside = tmp_path / f".slice.old-{_dead_pid()}-abc"
    shutil.copytree(sample_slice, aside / "data")
    stale = tmp_path / f".slice.prepare-{_dead_pid()}-def"
    stale.mkdir()
    _clean_up_killed_runs(out)
    assert load_manifest(out) == load_manifest(sample_slice)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slice"]
    # With the dataset in place, a leftover copy is only removed.
    shutil.copytree(sample_slice, aside / "data")
    (out / "marker").touch()
    _clean_up_killed_runs(out)
    assert (out / "marker").exists() and sorted(p.name for p in tmp_path.iterdir()) == ["slice"]


# --------------------------------------------------------------------------- reproducibility

def test_same_data_and_arguments_give_a_byte_identical_bpe_model(tmp_path):
    """The checksum of spm.model is what `nmt train` resumes on and `nmt translate` ensembles
    by, so it must not depend on where or how (temp dir, pid, --workers) prepare ran."""
    for lang in ("en", "es"):
        write_lines(tmp_path / f"s.{lang}", lines(SAMPLE / f"train.{lang}", 400))
    outs = []
    for out, workers in ((tmp_path / "a" / "one", 1), (tmp_path / "b" / "two", 2)):
        outs.append(prepare_dataset("s", out=out,
                                    options=PrepareOptions(train=str(tmp_path / "s"),
                                                           valid=str(tmp_path / "s"), src="en",
                                                           tgt="es", vocab_size=200,
                                                           workers=workers)))
    models = [(out / "spm.model").read_bytes() for out in outs]
    for model in models:
        assert b".prepare-" not in model and str(tmp_path).encode() not in model
    assert models[0] == models[1]
    assert load_manifest(outs[0])["spm_sha256"] == load_manifest(outs[1])["spm_sha256"]
    for name in ("train.src.bin", "train.tgt.bin"):
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes()
