"""`nmt prepare`: hub-schema data, the sample, local files, atomicity, errors."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import time
from pathlib import Path

import pytest

from nmt_cli.data.dataset import ParallelDataset, load_manifest, load_tokenizer
from nmt_cli.errors import NmtError
from nmt_cli.data.prepare import prepare_dataset

from conftest import NMT, SAMPLE



def nmt(*args: str, cwd: Path, env: dict | None = None, timeout: float = 120):
    return subprocess.run([NMT, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


def lines(path: Path, n: int | None = None) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")[:-1][:n]


def write_lines(path: Path, rows: list[str]) -> None:
    path.write_text("".join(r + "\n" for r in rows), encoding="utf-8")


def norm(tok, text: str) -> str:
    """What decoding can give back: the text after sentencepiece's normalisation."""
    return tok.sp.normalize(text).replace("\u2581", " ").strip()


# --------------------------------------------------------------------------- WMT14 schema

@pytest.fixture(scope="module")
def wmt_like(tmp_path_factory):
    """A DatasetDict with the exact schema and split names of Hugging Face `wmt14` de-en.

    The sample's Spanish stands in for German: the schema, not the language, is under test.
    Training rows include what cleaning must remove.
    """
    import datasets

    en, es = lines(SAMPLE / "train.en", 1200), lines(SAMPLE / "train.es", 1200)
    train = list(zip(es, en))
    long_en = " ".join(en[:40])  # far over 250 subwords on both sides
    long_es = " ".join(es[:40])
    train[10:10] = [("", en[3]), ("   ", "x"), (es[5], "  "),  # empty after strip
                    (f"  {es[0]}  ", f"\t{en[0]} "),  # duplicate of row 0 after strip
                    (es[1], en[1]),  # exact duplicate of row 1
                    (long_es, long_en),
                    (es[7], " ".join([en[7]] * 6))]  # length ratio far above 1.5
    valid = list(zip(lines(SAMPLE / "valid.es", 60), lines(SAMPLE / "valid.en", 60)))
    valid.append(("", ""))  # valid/test are never filtered, even empty lines
    test = list(zip(lines(SAMPLE / "test.es", 30), lines(SAMPLE / "test.en", 30)))
    features = datasets.Features({"translation": datasets.Translation(languages=["de", "en"])})

    def split(rows):
        return datasets.Dataset.from_dict(
            {"translation": [{"de": d, "en": e} for d, e in rows]}, features=features)

    dd = datasets.DatasetDict({"train": split(train), "validation": split(valid),
                               "test": split(test)})
    path = tmp_path_factory.mktemp("wmt") / "wmt14-de-en"
    dd.save_to_disk(str(path))
    return path, train, valid, test


def expected_train(rows, tok, max_len=250, max_ratio=1.5, dedup=True):
    """The cleaning rules, re-implemented independently of prepare.py (en->de)."""
    kept, removed, seen = [], {"empty": 0, "duplicate": 0, "too_long": 0, "ratio": 0}, set()
    for de, en in rows:
        s, t = en.strip(), de.strip()
        if not s or not t:
            removed["empty"] += 1
            continue
        if dedup and (s, t) in seen:
            removed["duplicate"] += 1
            continue
        seen.add((s, t))
        ls, lt = len(tok.encode(s)), len(tok.encode(t))
        if ls > max_len or lt > max_len:
            removed["too_long"] += 1
        elif max(ls, lt) / min(ls, lt) > max_ratio:
            removed["ratio"] += 1
        else:
            kept.append((s, t))
    return kept, removed


def check_wmt_output(out: Path, train, valid, test):
    man = load_manifest(out)
    tok = load_tokenizer(out)
    kept, removed = expected_train(train, tok)
    assert removed["empty"] == 3 and removed["duplicate"] == 2 and removed["too_long"] >= 1
    assert (man["src_lang"], man["tgt_lang"]) == ("en", "de")
    assert man["cleaning"]["removed"] == removed
    splits = man["splits"]
    assert splits["train"]["pairs_raw"] == len(train)
    assert splits["train"]["pairs"] == len(kept) == len(train) - sum(removed.values())
    assert (splits["valid"]["pairs_raw"], splits["valid"]["pairs"]) == (len(valid), len(valid))
    assert (splits["test"]["pairs_raw"], splits["test"]["pairs"]) == (len(test), len(test))
    ds = ParallelDataset(out, "train")
    for i in (0, 1, 9, 10, len(ds) - 1):
        s, t = ds[i]
        assert (tok.decode(s.tolist()), tok.decode(t.tolist())) == \
            (norm(tok, kept[i][0]), norm(tok, kept[i][1]))
    # Raw valid text is kept verbatim (source = en), including the empty line.
    assert ParallelDataset(out, "valid").raw_lines("src") == [en for _, en in valid]
    assert ParallelDataset(out, "valid").raw_lines("tgt") == [de for de, _ in valid]


def test_save_to_disk_dataset_with_wmt14_schema(wmt_like, tmp_path):
    path, train, valid, test = wmt_like
    r = nmt("prepare", str(path), "--src", "en", "--tgt", "de", "--vocab-size", "800",
            "--dedup", "--workers", "2", "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    check_wmt_output(tmp_path / "out", train, valid, test)


def test_hub_download_path_is_the_same_code(wmt_like, tmp_path, monkeypatch):
    """`nmt prepare wmt14-en-de` with load_dataset answered from the saved copy."""
    import datasets

    path, train, valid, test = wmt_like
    calls = []

    def fake_load_dataset(name, config=None, **kw):
        calls.append((name, config))
        return datasets.load_from_disk(str(path))

    monkeypatch.setattr(datasets, "load_dataset", fake_load_dataset)
    out = prepare_dataset("wmt14-en-de", out=tmp_path / "out", vocab_size=800, dedup=True,
                          workers=1)
    assert calls == [("wmt/wmt14", "de-en")]
    check_wmt_output(out, train, valid, test)
    # --src de --tgt en reverses the direction.
    rev = prepare_dataset("wmt14-en-de", out=tmp_path / "rev", src="de", tgt="en",
                          vocab_size=800, workers=1)
    man = load_manifest(rev)
    assert (man["src_lang"], man["tgt_lang"]) == ("de", "en")
    assert ParallelDataset(rev, "test").raw_lines("src") == [de for de, _ in test]


def test_offline_hub_download_fails_in_one_line(tmp_path):
    r = nmt("prepare", "wmt14-en-de", cwd=tmp_path,
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
    r = nmt("prepare", "wmt14-en-de", cwd=tmp_path, env=env)
    assert r.returncode == 1
    assert r.stderr.strip().splitlines() == [r.stderr.strip()], r.stderr
    assert "127.0.0.1:9" in r.stderr and "no copy in the local cache" in r.stderr
    assert "Retrying" not in r.stderr and not (tmp_path / "data").exists()


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
    out = prepare_dataset("wmt14-en-de", out=tmp_path / "out", vocab_size=800, dedup=True,
                          workers=1)
    assert modes == [(True, True)]
    assert not datasets.config.HF_HUB_OFFLINE and not huggingface_hub.constants.HF_HUB_OFFLINE
    check_wmt_output(out, train, valid, test)


# --------------------------------------------------------------------------- the sample

def test_sample_round_trip_and_rerun_is_a_noop(tmp_path):
    r = nmt("prepare", "sample", "--vocab-size", "1000", "--workers", "2", cwd=tmp_path)
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
    assert [(m[1], m[2]) for m in steps if m] == [
        ("reading train", f"{man['splits']['train']['pairs_raw']:,}"),
        ("reading valid", f"{man['splits']['valid']['pairs_raw']:,}"),
        ("reading test", f"{man['splits']['test']['pairs_raw']:,}"),
        ("cleaning train", f"{man['splits']['train']['pairs_raw']:,}"),
        ("learning BPE", None),
        ("encoding train", f"{man['splits']['train']['pairs_raw']:,}"),
        ("encoding valid", f"{man['splits']['valid']['pairs_raw']:,}"),
        ("encoding test", f"{man['splits']['test']['pairs_raw']:,}")]

    mtime = (out / "manifest.json").stat().st_mtime_ns
    again = nmt("prepare", "sample", "--vocab-size", "1000", cwd=tmp_path)
    assert again.returncode == 0 and "nothing to do" in again.stderr
    assert (out / "manifest.json").stat().st_mtime_ns == mtime
    changed = nmt("prepare", "sample", "--vocab-size", "900", cwd=tmp_path)
    assert changed.returncode == 0, changed.stderr
    assert load_manifest(out)["vocab_size"] == load_tokenizer(out).vocab_size == 900
    forced = nmt("prepare", "sample", "--vocab-size", "900", "--force", cwd=tmp_path)
    assert forced.returncode == 0 and "nothing to do" not in forced.stderr
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == ["sample"]

    # The other direction is another dataset: never written over the first without --force.
    mtime = (out / "manifest.json").stat().st_mtime_ns
    reverse = nmt("prepare", "sample", "--src", "es", "--tgt", "en", "--vocab-size", "900",
                  cwd=tmp_path)
    assert reverse.returncode == 1
    assert reverse.stderr.strip().splitlines() == [
        f"error: {Path('data') / 'sample'} holds the en->es dataset; this is es->en. "
        f"Give it its own --out, or pass --force to replace it"]
    assert (out / "manifest.json").stat().st_mtime_ns == mtime
    # ...and, when the languages are known up front, before any download is tried
    hub = nmt("prepare", "wmt14-en-de", "--out", str(Path("data") / "sample"), cwd=tmp_path,
              env={"HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1",
                   "HF_HOME": str(tmp_path / "hf")})
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
        deadline = time.time() + 60
        # Kill once the temp directory holds the BPE model: the run is writing arrays.
        while time.time() < deadline and p.poll() is None:
            if any((t / "spm.model").exists() for t in data.glob(".big.prepare-*")):
                break
            time.sleep(0.02)
        assert p.poll() is None, "prepare finished before it could be interrupted"
        p.send_signal(sig)
        p.wait(timeout=30)
        return p

    start_and_kill(signal.SIGKILL)
    assert not out.exists()
    with pytest.raises(NmtError):
        load_manifest(out)

    r = nmt(*args, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    first = load_manifest(out)
    assert [p.name for p in data.iterdir()] == ["big"]  # the killed run's temp dir is gone

    # An interrupted rebuild (changed vocabulary) keeps the complete old dataset.
    p = start_and_kill(signal.SIGTERM, ["--vocab-size", "700"])
    assert p.returncode != 0
    assert load_manifest(out) == first
    assert [p.name for p in data.iterdir()] == ["big"]


# --------------------------------------------------------------------------- user errors

def test_line_count_mismatch_names_both_files_and_counts(tmp_path):
    write_lines(tmp_path / "t.en", ["a b", "c d", "e f", "g h"])
    write_lines(tmp_path / "t.es", ["a b", "c d", "e f"])
    r = nmt("prepare", "x", "--train", str(tmp_path / "t"), "--valid", str(tmp_path / "t"),
            "--src", "en", "--tgt", "es", "--vocab-size", "20", cwd=tmp_path)
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
            "--src", "en", "--tgt", "es", "--vocab-size", "20", cwd=tmp_path)
    msg = r.stderr.strip()
    assert r.returncode == 1 and len(msg.splitlines()) == 1, msg
    assert "t.es is not UTF-8: line 3001, byte 3" in msg and "t.en" not in msg, msg


def test_unknown_corpus_lists_the_known_ones(tmp_path):
    r = nmt("prepare", "wmt99-xx-yy", cwd=tmp_path)
    assert r.returncode == 1
    msg = r.stderr.strip()
    assert len(msg.splitlines()) == 1
    assert all(k in msg for k in ("wmt14-en-de", "wmt14-en-fr", "sample"))


def test_vocabulary_larger_than_the_data_is_a_clear_error(tmp_path):
    for lang in ("en", "es"):
        write_lines(tmp_path / f"s.{lang}", lines(SAMPLE / f"train.{lang}", 30))
    with pytest.raises(NmtError, match="smaller --vocab-size"):
        prepare_dataset("s", out=tmp_path / "out", train=str(tmp_path / "s"),
                        valid=str(tmp_path / "s"), src="en", tgt="es", vocab_size=5000)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
    # sentencepiece samples no fewer than 101 sentences; its own message named C++ fields
    with pytest.raises(NmtError, match="--input-sentence-size must be at least 101, got 100"):
        prepare_dataset("s", out=tmp_path / "out", train=str(tmp_path / "s"),
                        valid=str(tmp_path / "s"), src="en", tgt="es", vocab_size=50,
                        input_sentence_size=100)
    # too small for the corpus's characters: said in nmt's terms, not sentencepiece's
    # (which advised a --character_coverage option nmt does not have)
    with pytest.raises(NmtError, match=r"--vocab-size 20 is too small: .* distinct characters") as e:
        prepare_dataset("s", out=tmp_path / "out", train=str(tmp_path / "s"),
                        valid=str(tmp_path / "s"), src="en", tgt="es", vocab_size=20)
    assert "character_coverage" not in str(e.value)


def test_empty_corpus_and_foreign_out_directory(tmp_path):
    write_lines(tmp_path / "e.en", ["", "  ", ""])
    write_lines(tmp_path / "e.es", ["x", "", "y"])
    with pytest.raises(NmtError, match="empty corpus"):
        prepare_dataset("e", out=tmp_path / "out", train=str(tmp_path / "e"),
                        valid=str(tmp_path / "e"), src="en", tgt="es", vocab_size=50)
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me")
    with pytest.raises(NmtError, match="not a prepared dataset"):
        prepare_dataset("sample", out=mine, vocab_size=500)
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
        outs.append(prepare_dataset("s", out=out, train=str(tmp_path / "s"),
                                    valid=str(tmp_path / "s"), src="en", tgt="es",
                                    vocab_size=200, workers=workers))
    models = [(out / "spm.model").read_bytes() for out in outs]
    for model in models:
        assert b".prepare-" not in model and str(tmp_path).encode() not in model
    assert models[0] == models[1]
    assert load_manifest(outs[0])["spm_sha256"] == load_manifest(outs[1])["spm_sha256"]
    for name in ("train.src.bin", "train.tgt.bin"):
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes()
