"""The prepared-data reader (nmt_cli.data.dataset): what `nmt train` relies on."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import numpy as np
import pytest

from nmt_cli.data.dataset import (ParallelDataset, load_manifest, load_tokenizer, manifest_sha256,
                          token_dtype)
from nmt_cli.errors import NmtError




@pytest.fixture(scope="module")
def prepared(sample_slice) -> Path:
    return sample_slice


def test_dataset_items_are_the_tokenizer_encoding_of_the_text(prepared):
    tok = load_tokenizer(prepared)
    ds = ParallelDataset(prepared, "valid")
    src_text = ds.raw_lines("src")
    tgt_text = ds.raw_lines("tgt")
    assert len(ds) == len(src_text) == len(tgt_text) == 60
    for i in range(len(ds)):
        s, t = ds[i]
        # Stored without BOS/EOS: exactly what encode() gives.
        assert s.tolist() == tok.encode(src_text[i])
        assert t.tolist() == tok.encode(tgt_text[i])
        assert ds.src_lengths[i] == len(s) and ds.tgt_lengths[i] == len(t)
    assert ds[-1][0].tolist() == tok.encode(src_text[-1])
    with pytest.raises(IndexError):
        ds[len(ds)]


def test_train_lengths_and_manifest_counts_agree(prepared):
    man = load_manifest(prepared)
    ds = ParallelDataset(prepared, "train")
    assert len(ds) == man["splits"]["train"]["pairs"]
    assert int(ds.src_lengths.sum()) == man["splits"]["train"]["src_tokens"]
    assert int(ds.tgt_lengths.sum()) == man["splits"]["train"]["tgt_tokens"]
    assert ds.dtype == np.dtype(token_dtype(man["vocab_size"])) == np.dtype("uint16")
    assert man["vocab_size"] == load_tokenizer(prepared).vocab_size == 500
    # Every id is inside the vocabulary.
    assert max(int(ds[i][0].max()) for i in range(len(ds))) < man["vocab_size"]


def test_dataset_survives_pickling_for_worker_processes(prepared):
    ds = ParallelDataset(prepared, "train")
    before = [ds[i][1].tolist() for i in (0, 5, 17)]
    clone = pickle.loads(pickle.dumps(ds))
    assert [clone[i][1].tolist() for i in (0, 5, 17)] == before


def test_manifest_checksum_changes_with_the_manifest(prepared, tmp_path):
    import shutil
    copy = tmp_path / "copy"
    shutil.copytree(prepared, copy)
    assert manifest_sha256(copy) == manifest_sha256(prepared)
    man = json.loads((copy / "manifest.json").read_text())
    man["corpus"] = "other"
    (copy / "manifest.json").write_text(json.dumps(man))
    assert manifest_sha256(copy) != manifest_sha256(prepared)


@pytest.mark.parametrize("damage, message", [
    ("no_manifest", "manifest.json"),
    ("bad_json", "unreadable"),
    ("wrong_format", "format"),
    ("spm_changed", "checksum"),
    ("truncated_bin", "bytes"),
    ("missing_index", "missing"),
])
def test_incomplete_or_mismatched_directories_are_rejected(prepared, tmp_path, damage, message):
    import shutil
    d = tmp_path / "d"
    shutil.copytree(prepared, d)
    if damage == "no_manifest":
        (d / "manifest.json").unlink()
    elif damage == "bad_json":
        (d / "manifest.json").write_text('{"format": "nmt-cli-da')
    elif damage == "wrong_format":
        man = json.loads((d / "manifest.json").read_text())
        man["format"] = "something-else"
        (d / "manifest.json").write_text(json.dumps(man))
    elif damage == "spm_changed":
        (d / "spm.model").write_bytes((d / "spm.model").read_bytes() + b"x")
    elif damage == "truncated_bin":
        data = (d / "train.src.bin").read_bytes()
        (d / "train.src.bin").write_bytes(data[: len(data) // 2])
    elif damage == "missing_index":
        (d / "valid.tgt.idx.npy").unlink()
    with pytest.raises(NmtError, match=message) as e:
        ParallelDataset(d, "train")
    assert "\n" not in str(e.value)
    with pytest.raises(NmtError):
        load_manifest(d)


def test_missing_directory_and_unknown_split(prepared, tmp_path):
    with pytest.raises(NmtError, match="nmt prepare"):
        load_manifest(tmp_path / "nowhere")
    with pytest.raises(NmtError, match="no 'test' split"):
        ParallelDataset(prepared, "test")


def test_missing_default_data_names_the_exact_prepare_command(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(NmtError, match=r"run `nmt prepare wmt14-en-de` first"):
        load_manifest(Path("data/wmt14-en-de"))
    with pytest.raises(NmtError, match=r"run `nmt prepare \.\.\. --out elsewhere` first"):
        load_manifest(Path("elsewhere"))
