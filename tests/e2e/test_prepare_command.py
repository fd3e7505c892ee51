"""`nmt prepare` through the installed command: hub-schema data, the sample, atomicity,
errors (its code in this process: tests/unit/test_prepare.py)."""

from __future__ import annotations

import re
import signal
import subprocess
import time
from pathlib import Path

import pytest

from conftest import NMT, SAMPLE, check_wmt_output, lines, nmt, norm, slow, write_lines
from nmt_cli.data.dataset import ParallelDataset, load_manifest, load_tokenizer
from nmt_cli.errors import NmtError


# --------------------------------------------------------------------------- WMT14 schema

def test_save_to_disk_dataset_with_wmt14_schema(wmt_like, tmp_path):
    path, train, valid, test = wmt_like
    r = nmt("prepare", str(path), "--src", "en", "--tgt", "de", "--vocab-size", "800",
            "--dedup", "--workers", "2", "--out", str(tmp_path / "out"), cwd=tmp_path,
            check=False)
    assert r.returncode == 0, r.stderr
    check_wmt_output(tmp_path / "out", train, valid, test)


# --------------------------------------------------------------------------- the hub

def test_offline_hub_download_fails_in_one_line(tmp_path):
    r = nmt("prepare", "wmt14-en-de", cwd=tmp_path, check=False,
            env={"HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "hf")})
    assert r.returncode != 0
    msg = r.stderr.strip()
    assert len(msg.splitlines()) == 1, msg
    assert "could not download" in msg and "--train" in msg and "save_to_disk" in msg
    assert "Traceback" not in r.stderr and not (tmp_path / "data").exists()


def test_unreachable_hub_fails_at_once_and_leaves_nothing(tmp_path):
    """No ~25 s of the hub client's retry warnings: one line naming the endpoint."""
    env = {"HF_ENDPOINT": "http://127.0.0.1:9", "HF_HOME": str(tmp_path / "hf"),
           **{v: "" for s in ("https", "http", "all") for v in (f"{s}_proxy", f"{s.upper()}_PROXY")}}
    r = nmt("prepare", "wmt14-en-de", cwd=tmp_path, env=env, check=False)
    assert r.returncode == 1
    assert r.stderr.strip().splitlines() == [r.stderr.strip()], r.stderr
    assert "127.0.0.1:9" in r.stderr and "no copy in the local cache" in r.stderr
    assert "Retrying" not in r.stderr and not (tmp_path / "data").exists()


# --------------------------------------------------------------------------- the sample

def test_sample_round_trip_and_rerun_is_a_noop(tmp_path):
    r = nmt("prepare", "sample", "--vocab-size", "1000", "--workers", "2", cwd=tmp_path,
            check=False)
    assert r.returncode == 0, r.stderr
    out = tmp_path / "data" / "sample"
    man = load_manifest(out)
    assert (man["src_lang"], man["tgt_lang"], man["dtype"]) == ("en", "es", "uint16")
    tok = load_tokenizer(out)
    valid = ParallelDataset(out, "valid")
    originals = {"src": lines(SAMPLE / "valid.en"), "tgt": lines(SAMPLE / "valid.es")}
    assert len(valid) == len(originals["src"]) == man["splits"]["valid"]["pairs"]
    for i in range(len(valid)):
        s, t = valid[i]
        assert tok.decode(s.tolist()) == norm(tok, originals["src"][i])
        assert tok.decode(t.tolist()) == norm(tok, originals["tgt"][i])
    assert man["splits"]["test"]["pairs"] == len(lines(SAMPLE / "test.en"))
    # Without a terminal (a batch job's log) each step is a line, in order, with its time.
    steps = [re.fullmatch(r"(.+?)(?:: ([\d,]+) pairs)? \(\d+\.\d s\)", line)
             for line in r.stderr.splitlines()]
    found = [(m[1], m[2]) for m in steps if m]
    # spans masked as placeholders, in the cleaned pairs (the sample has none on both sides)
    masked = int(dict(found)["masking train"].replace(",", ""))
    assert man["splits"]["train"]["pairs"] <= masked <= man["splits"]["train"]["pairs_raw"]
    assert found == [
        ("reading train", f"{man['splits']['train']['pairs_raw']:,}"),
        ("reading valid", f"{man['splits']['valid']['pairs_raw']:,}"),
        ("reading test", f"{man['splits']['test']['pairs_raw']:,}"),
        ("cleaning train", f"{man['splits']['train']['pairs_raw']:,}"),
        ("masking train", f"{masked:,}"),
        ("learning BPE", None),
        ("encoding train", f"{man['splits']['train']['pairs_raw']:,}"),
        ("encoding valid", f"{man['splits']['valid']['pairs_raw']:,}"),
        ("encoding test", f"{man['splits']['test']['pairs_raw']:,}")]

    mtime = (out / "manifest.json").stat().st_mtime_ns
    again = nmt("prepare", "sample", "--vocab-size", "1000", cwd=tmp_path, check=False)
    assert again.returncode == 0 and "nothing to do" in again.stderr
    assert (out / "manifest.json").stat().st_mtime_ns == mtime
    changed = nmt("prepare", "sample", "--vocab-size", "900", cwd=tmp_path, check=False)
    assert changed.returncode == 0, changed.stderr
    assert load_manifest(out)["vocab_size"] == load_tokenizer(out).vocab_size == 900
    forced = nmt("prepare", "sample", "--vocab-size", "900", "--force", cwd=tmp_path,
                 check=False)
    assert forced.returncode == 0 and "nothing to do" not in forced.stderr
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == ["sample"]

    # The other direction is another dataset: never written over the first without --force.
    mtime = (out / "manifest.json").stat().st_mtime_ns
    reverse = nmt("prepare", "sample", "--src", "es", "--tgt", "en", "--vocab-size", "900",
                  cwd=tmp_path, check=False)
    assert reverse.returncode == 1
    assert reverse.stderr.strip().splitlines() == [
        f"error: {Path('data') / 'sample'} holds the en->es dataset; this is es->en. "
        f"Give it its own --out, or pass --force to replace it"]
    assert (out / "manifest.json").stat().st_mtime_ns == mtime
    # ...and, when the languages are known up front, before any download is tried
    hub = nmt("prepare", "wmt14-en-de", "--out", str(Path("data") / "sample"), cwd=tmp_path,
              env={"HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1",
                   "HF_HOME": str(tmp_path / "hf")}, check=False)
    assert hub.returncode == 1 and "holds the en->es dataset; this is en->de" in hub.stderr


# --------------------------------------------------------------------------- interruption

def test_killed_run_leaves_no_dataset_and_rerun_gives_exactly_one(tmp_path):
    # ~33k pairs: long enough to be killed while writing.
    for lang in ("en", "es"):
        write_lines(tmp_path / f"big.{lang}", lines(SAMPLE / f"train.{lang}") * 4)
    args = ["prepare", "big", "--train", str(tmp_path / "big"), "--valid",
            str(SAMPLE / "valid"), "--src", "en", "--tgt", "es", "--vocab-size", "1000",
            "--workers", "1", "--out", str(tmp_path / "data" / "big")]
    data, out = tmp_path / "data", tmp_path / "data" / "big"

    def start_and_kill(sig, extra=()):
        p = subprocess.Popen([NMT, *args, *extra], cwd=tmp_path, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
        deadline = time.time() + slow(60)
        # Kill once the temp directory holds the BPE model: the run is writing arrays.
        while time.time() < deadline and p.poll() is None:
            if any((t / "spm.model").exists() for t in data.glob(".big.prepare-*")):
                break
            time.sleep(0.02)
        assert p.poll() is None, "prepare finished before it could be interrupted"
        p.send_signal(sig)
        p.wait(timeout=slow(30))
        return p

    start_and_kill(signal.SIGKILL)
    assert not out.exists()
    with pytest.raises(NmtError):
        load_manifest(out)

    r = nmt(*args, cwd=tmp_path, check=False)
    assert r.returncode == 0, r.stderr
    first = load_manifest(out)
    assert [p.name for p in data.iterdir()] == ["big"]  # the killed run's temp dir is gone

    # An interrupted rebuild (changed vocabulary) keeps the complete old dataset.
    p = start_and_kill(signal.SIGTERM, ["--vocab-size", "700"])
    assert p.returncode == 143, p.stderr.read()  # the shell's code for SIGTERM, not Ctrl-C's
    assert load_manifest(out) == first
    assert [p.name for p in data.iterdir()] == ["big"]


# --------------------------------------------------------------------------- user errors

def test_line_count_mismatch_names_both_files_and_counts(tmp_path):
    write_lines(tmp_path / "t.en", ["a b", "c d", "e f", "g h"])
    write_lines(tmp_path / "t.es", ["a b", "c d", "e f"])
    r = nmt("prepare", "x", "--train", str(tmp_path / "t"), "--valid", str(tmp_path / "t"),
            "--src", "en", "--tgt", "es", "--vocab-size", "20", cwd=tmp_path, check=False)
    assert r.returncode == 1
    msg = r.stderr.strip()
    assert len(msg.splitlines()) == 1
    assert "t.en has 4 lines" in msg and "t.es has 3" in msg
    assert not (tmp_path / "data" / "x").exists()


def test_invalid_utf8_names_its_file_line_and_byte(tmp_path):
    # Far past the text reader's first block, so a block offset would name the wrong place.
    lines = [f"sentence number {i} here" for i in range(5000)]
    write_lines(tmp_path / "t.en", lines)
    write_lines(tmp_path / "t.es", lines)
    raw = (tmp_path / "t.es").read_bytes().split(b"\n")
    raw[3000] = b"ma\xf1ana"  # Latin-1, not UTF-8
    (tmp_path / "t.es").write_bytes(b"\n".join(raw))
    r = nmt("prepare", "x", "--train", str(tmp_path / "t"), "--valid", str(tmp_path / "t"),
            "--src", "en", "--tgt", "es", "--vocab-size", "20", cwd=tmp_path, check=False)
    msg = r.stderr.strip()
    assert r.returncode == 1 and len(msg.splitlines()) == 1, msg
    assert "t.es is not UTF-8: line 3001, byte 3" in msg and "t.en" not in msg, msg


def test_unknown_corpus_lists_the_known_ones(tmp_path):
    r = nmt("prepare", "wmt99-xx-yy", cwd=tmp_path, check=False)
    assert r.returncode == 1
    msg = r.stderr.strip()
    assert len(msg.splitlines()) == 1
    assert all(k in msg for k in ("wmt14-en-de", "wmt14-en-fr", "sample"))



# --------------------------------------------------------------------------- several corpora

def test_two_corpora_make_one_tagged_dataset(tmp_path):
    """The spec form with relative prefixes, as a user types it: en->es and en->de in one
    dataset, sources tagged, the dev text untagged with its targets beside it."""
    en, es = lines(SAMPLE / "train.en"), lines(SAMPLE / "train.es")
    for name, tgt, lo in (("bible.en-es", "es", 0), ("software.en-de", "de", 300)):
        (tmp_path / name).mkdir()
        for split, start, n in (("train", lo, 250), ("dev", lo + 250, 10)):
            write_lines(tmp_path / name / f"{split}.en", en[start:start + n])
            write_lines(tmp_path / name / f"{split}.{tgt}", es[start:start + n])
    args = ["prepare", "en-esde", "--corpus", "en-es=bible.en-es/train,bible.en-es/dev",
            "--corpus", "en-de=software.en-de/train,software.en-de/dev", "--vocab-size", "300",
            "--workers", "1", "--out", "data-multi"]
    r = nmt(*args, cwd=tmp_path, check=False)
    assert r.returncode == 0, r.stderr
    out = tmp_path / "data-multi"
    man, tok = load_manifest(out), load_tokenizer(out)
    assert (man["src_lang"], man["tgt_lang"]) == ("en", "mul")
    assert man["lang_tags"] == {"de": ">>de<<", "es": ">>es<<"}
    assert [(c["tgt"], c["pairs"]["valid"]) for c in man["corpora"]] == [("es", 10), ("de", 10)]
    valid = ParallelDataset(out, "valid")
    assert [tok.sp.id_to_piece(int(valid[i][0][0])) for i in (0, 9, 10, 19)] == \
        [">>es<<", ">>es<<", ">>de<<", ">>de<<"]
    assert lines(out / "valid.raw.src") == en[250:260] + en[550:560]
    assert lines(out / "valid.raw.lang") == ["es"] * 10 + ["de"] * 10
    said = " ".join(r.stderr.split())  # (the summary's title wraps at 80 columns)
    assert "sources tagged >>de<< >>es<<" in said and "en->es" in said and "en->de" in said
    again = nmt(*args, cwd=tmp_path, check=False)
    assert again.returncode == 0 and "nothing to do" in again.stderr
    mixed = nmt(*args, "--train", "bible.en-es/train", cwd=tmp_path, check=False)
    assert mixed.returncode == 1 and mixed.stderr.strip().splitlines() == [
        "error: --corpus/--corpora cannot be given with --train: each corpus names its "
        "languages and files (SRC-TGT=TRAIN_PREFIX,VALID_PREFIX[,TEST_PREFIX])"]
