"""``nmt prepare``: raw pairs -> cleaned text -> shared BPE -> memory-mapped token ids.

Implements the paper's data pipeline (Section 5.1: sentences "encoded using
byte-pair encoding, which has a shared source-target vocabulary of about 37000
tokens") with the cleaning reproductions apply before it (fairseq's
``clean-corpus-n``: at most 250 subwords per side, length ratio at most 1.5).

Everything streams: pairs go to text files, sentencepiece samples at most
``input_sentence_size`` sentences, and encoding works in chunks, so memory stays
bounded on the 4.5M-pair WMT14 corpus. The output is built in a temp directory
next to the target and renamed into place only when ``manifest.json`` is written,
so an interrupted run never leaves a directory ``nmt train`` would accept.

``--tokenizer-from`` skips the BPE learning and encodes with an existing model (a
checkpoint's, a ``.model`` file, or a prepared or exported directory's ``spm.model``),
byte for byte, so that ``nmt train --init-from`` can fine-tune that checkpoint on the data.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import re
import sys
import zipfile
from collections import Counter
from importlib import metadata
from pathlib import Path
from typing import Optional

import numpy as np
from rich.console import Console

from .. import __version__
from ..atomic import atomic_dir, atomic_write, recover_atomic_dir
from ..config import BOS_ID, EOS_ID, PAD_ID, UNK_ID
from ..errors import NmtError
from ..progress import print_prepare_summary, step_progress
from .binarize import CHUNK, encode_split
from .corpora import Corpus, default_out_name, resolve_corpus
from .dataset import (
    FORMAT,
    MANIFEST,
    SPM_MODEL,
    VERSION,
    load_manifest,
    split_files,
    text_files,
    token_dtype,
)
from .spm_model import without_run_specific_fields
from .tokenizer import Tokenizer

RULES = ("empty", "duplicate", "too_long", "ratio")  # cleaning rules, in the order applied
TAG = "prepare"  # the build directory beside --out is .<out>.prepare-<pid>-*
console = Console(stderr=True)


def prepare_dataset(name: str, out: Optional[Path] = None, train: Optional[str] = None,
                    valid: Optional[str] = None, test: Optional[str] = None,
                    src: Optional[str] = None, tgt: Optional[str] = None,
                    hf_config: Optional[str] = None, vocab_size: Optional[int] = None,
                    max_len: int = 250, max_ratio: float = 1.5, dedup: bool = False,
                    input_sentence_size: int = 2_000_000, workers: int = 1,
                    force: bool = False, tokenizer_from: Optional[Path] = None) -> Path:
    """Prepare a corpus for training (the library side of ``nmt prepare``).

    Args:
        name: known corpus, save_to_disk directory, hub id, or a name for local files.
        out: output directory [default: data/<name>].
        train, valid, test: local file prefixes (PREFIX.<src>, PREFIX.<tgt>).
        src, tgt: language codes (direction).
        hf_config: config of a hub dataset.
        vocab_size: shared BPE vocabulary [default: per corpus, 37000 for WMT14].
        max_len: drop training pairs with more subwords than this on either side.
        max_ratio: drop training pairs whose subword length ratio exceeds this.
        dedup: drop exact duplicate training pairs (after stripping).
        input_sentence_size: sentences sampled for BPE training.
        workers: encoding processes.
        force: rebuild even when an identical dataset exists, or replace one of another
            language pair or direction.
        tokenizer_from: encode with this sentencepiece model instead of learning one: a
            checkpoint, a ``.model`` file, or a directory holding ``spm.model``. The
            vocabulary is then the model's: ``vocab_size`` must be left out.

    Returns:
        The output directory.
    """
    corpus = resolve_corpus(name, train=train, valid=valid, test=test, src=src, tgt=tgt,
                            hf_config=hf_config)
    given_model = None
    if tokenizer_from is not None:
        if vocab_size is not None:
            raise NmtError(f"--vocab-size cannot be given with --tokenizer-from: the vocabulary "
                           f"is {tokenizer_from}'s; leave --vocab-size out")
        given_model = read_tokenizer_model(Path(tokenizer_from))
        vocab_size = Tokenizer(given_model[0]).vocab_size
    vocab_size = vocab_size if vocab_size is not None else corpus.default_vocab_size
    for flag, value, low in (("--vocab-size", vocab_size, 8), ("--max-len", max_len, 1),
                             ("--input-sentence-size", input_sentence_size, 101),  # sentencepiece's floor
                             ("--workers", workers, 1)):
        if value < low:
            raise NmtError(f"{flag} must be at least {low}, got {value}")
    if max_ratio < 1:
        raise NmtError(f"--max-ratio must be at least 1, got {max_ratio}")
    out = Path(out) if out is not None else Path("data") / default_out_name(name)

    args = dict(corpus=name, kind=corpus.kind, src=src, tgt=tgt, hf_config=corpus.hf_config,
                vocab_size=vocab_size, max_len=max_len, max_ratio=max_ratio, dedup=dedup,
                input_sentence_size=input_sentence_size, input_fingerprint=corpus.fingerprint())
    if given_model is not None:  # (absent otherwise: datasets prepared before stay up to date)
        args["tokenizer_from"] = {"path": str(Path(tokenizer_from).resolve()),
                                  "kind": given_model[1],
                                  "sha256": hashlib.sha256(given_model[0]).hexdigest()}
    args = json.loads(json.dumps(args))  # compare as the manifest will store it
    _clean_up_killed_runs(out)
    if not force and _up_to_date(out, args):
        console.print(f"{out} is already prepared with these arguments; nothing to do "
                      f"(--force rebuilds)", soft_wrap=True)
        return out
    _check_replaceable(out)
    known = corpus.src_lang is not None and corpus.tgt_lang is not None
    if not force and known:  # before a download, when --src/--tgt say the direction
        _check_same_direction(out, corpus)
    corpus.load()  # a failed download leaves nothing behind, not even data/
    if not force and not known:  # a hub corpus's languages are known once it is loaded
        _check_same_direction(out, corpus)

    with atomic_dir(out, TAG) as tmp:
        manifest = _build(corpus, tmp, args, workers, given_model and given_model[0])
    print_prepare_summary(console, manifest, out)
    _print_unknown_characters(manifest)
    return out


def read_tokenizer_model(path: Path) -> tuple[bytes, str]:
    """The sentencepiece model bytes that ``--tokenizer-from PATH`` names, as they are.

    Returns:
        (model bytes, what PATH is: "checkpoint", "sentencepiece model" or "directory").
    Raises:
        NmtError: no such file, or nothing a sentencepiece model can be read from.
    """
    if path.is_dir():
        if not (path / SPM_MODEL).is_file():
            raise NmtError(f"--tokenizer-from {path} is a directory without {SPM_MODEL} "
                           "(give a checkpoint, a .model file, or a prepared or exported "
                           "directory)")
        model, kind = (path / SPM_MODEL).read_bytes(), "directory"
    elif not path.is_file():
        raise NmtError(f"--tokenizer-from {path} does not exist")
    elif zipfile.is_zipfile(path):  # what torch.save writes: a checkpoint
        from ..checkpoint import load_checkpoint

        model, kind = load_checkpoint(path).get("spm_model"), "checkpoint"
        if not isinstance(model, bytes):
            raise NmtError(f"--tokenizer-from {path} is a checkpoint without a sentencepiece "
                           "model")
    else:
        model, kind = path.read_bytes(), "sentencepiece model"
    try:
        Tokenizer(model)  # refuses other bytes and other special ids in one line
    except NmtError as e:
        raise NmtError(f"--tokenizer-from {path}: {e}") from None
    return model, kind


def _print_unknown_characters(manifest: dict) -> None:
    counts = {split: s.get("unknown_chars", 0) for split, s in manifest["splits"].items()}
    if not any(counts.values()):
        return
    top = ", ".join(f"{ch!r} {n:,}" for ch, n in manifest.get("unknown_char_examples", []))
    console.print("characters the BPE model cannot represent (encoded as <unk>): "
                  + ", ".join(f"{split} {n:,}" for split, n in counts.items())
                  + (f"; most frequent: {top}" if top else ""),
                  soft_wrap=True, highlight=False, markup=False)


# ---------------------------------------------------------------------------- build steps

def _build(corpus: Corpus, tmp: Path, args: dict, workers: int,
           given_model: Optional[bytes]) -> dict:
    splits: dict[str, dict] = {}
    removed = dict.fromkeys(RULES, 0)
    unknown: Counter = Counter()
    with step_progress(console) as progress:
        # 1. Raw text. Train is a temp file; valid/test text is kept for scoring.
        names = corpus.splits
        raw = {}
        for split in names:
            paths = (tmp / f"{split}.raw.src", tmp / f"{split}.raw.tgt")
            task = progress.add_task(f"reading {split}", total=corpus.num_pairs(split))
            n = corpus.write_split(split, *paths, advance=lambda k, t=task: progress.advance(t, k))
            progress.update(task, total=n, completed=n)
            raw[split] = (paths, n)
            splits[split] = {"pairs_raw": n}
        if raw["train"][1] == 0:
            raise NmtError(f"empty corpus: {corpus.describe()} has no training pairs")
        if raw["valid"][1] == 0:
            raise NmtError(f"empty corpus: {corpus.describe()} has no validation pairs")

        # 2. Cleaning that needs no BPE: strip, empty sides, exact duplicates.
        task = progress.add_task("cleaning train", total=raw["train"][1])
        clean = (tmp / "train.clean.src", tmp / "train.clean.tgt")
        n_clean, hashes = _strip_and_hash(*raw["train"][0], *clean,
                                          advance=lambda k: progress.advance(task, k))
        removed["empty"] = raw["train"][1] - n_clean
        if n_clean == 0:
            raise NmtError(f"empty corpus: every training pair of {corpus.describe()} "
                           f"has an empty side")
        keep = np.ones(n_clean, dtype=bool)
        if args["dedup"]:
            _, first = np.unique(hashes, return_index=True)
            keep[:] = False
            keep[first] = True
            removed["duplicate"] = int(n_clean - len(first))
        del hashes
        for p in raw["train"][0]:
            p.unlink()

        # 3. One BPE model over source + target training text (paper Section 5.1), or
        # the one given, kept byte for byte (its checksum is what nmt train compares).
        if given_model is None:
            task = progress.add_task("learning BPE", total=None)
            spm_bytes = _train_bpe(clean, tmp / "spm", args["vocab_size"],
                                   args["input_sentence_size"], workers)
            progress.update(task, total=1, completed=1)
        else:
            spm_bytes = given_model
        (tmp / SPM_MODEL).write_bytes(spm_bytes)

        # 4. Encode every split; train is filtered by subword length and ratio here.
        dtype = np.dtype(token_dtype(args["vocab_size"]))
        for split in names:
            paths = clean if split == "train" else raw[split][0]
            n_in = n_clean if split == "train" else raw[split][1]
            task = progress.add_task(f"encoding {split}", total=n_in)
            filt = (args["max_len"], args["max_ratio"]) if split == "train" else None
            # The training text is kept beside its ids: --subword-alpha re-segments it.
            stats = encode_split(spm_bytes, paths, split_files(tmp, split), dtype,
                                 keep if split == "train" else None, filt, workers,
                                 advance=lambda k, t=task: progress.advance(t, k),
                                 text_out=(tuple(text_files(tmp, split).values())
                                           if split == "train" else None))
            splits[split].update(pairs=stats["pairs"], src_tokens=stats["src_tokens"],
                                 tgt_tokens=stats["tgt_tokens"],
                                 unknown_chars=sum(stats["unknown"].values()))
            unknown.update(stats["unknown"])
            if split == "train":
                for rule in ("empty", "too_long", "ratio"):
                    removed[rule] += stats["removed"][rule]
        for p in clean:
            p.unlink()
        if splits["train"]["pairs"] == 0:
            raise NmtError(f"empty corpus: cleaning removed every training pair "
                           f"({_removed_text(removed)}); check --max-len/--max-ratio")

    train_text = {side: path.name for side, path in text_files(tmp, "train").items()}
    train_text.update({f"{side}_bytes": (tmp / name).stat().st_size
                       for side, name in list(train_text.items())})
    manifest = {
        "format": FORMAT, "version": VERSION, "corpus": args["corpus"],
        "source": corpus.describe(), "src_lang": corpus.src_lang, "tgt_lang": corpus.tgt_lang,
        "vocab_size": args["vocab_size"], "dtype": dtype.name,
        "spm_sha256": hashlib.sha256(spm_bytes).hexdigest(), "splits": splits,
        "cleaning": {"splits": ["train"], "strip": True, "max_len": args["max_len"],
                     "max_ratio": args["max_ratio"], "dedup": args["dedup"],
                     "removed": removed},
        "versions": _versions(), "args": args,
        "train_text": train_text,
        "unknown_char_examples": [[ch, n] for ch, n in unknown.most_common(10)],
    }
    if args.get("tokenizer_from"):
        manifest["tokenizer_from"] = args["tokenizer_from"]
    # Written last and fsynced: its presence is what marks the directory complete.
    text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
    atomic_write(tmp / MANIFEST, lambda f: f.write(text.encode("utf-8")))
    return manifest


def _strip_and_hash(raw_src: Path, raw_tgt: Path, clean_src: Path, clean_tgt: Path,
                    advance) -> tuple[int, np.ndarray]:
    """Strip both sides, drop pairs with an empty side, hash what is kept (for dedup).

    Returns:
        (pairs kept, uint64 [pairs kept] hash of each kept pair). Hashes, not
        strings, are what is held in memory: 8 bytes per pair.
    """
    hashes: list[np.ndarray] = []
    n = 0
    with open(raw_src, encoding="utf-8", newline="\n") as rs, \
            open(raw_tgt, encoding="utf-8", newline="\n") as rt, \
            open(clean_src, "w", encoding="utf-8", newline="\n") as cs, \
            open(clean_tgt, "w", encoding="utf-8", newline="\n") as ct:
        pairs = zip(rs, rt)
        while chunk := list(itertools.islice(pairs, CHUNK)):
            kept = [(s, t) for s, t in ((a.strip(), b.strip()) for a, b in chunk) if s and t]
            cs.write("".join(s + "\n" for s, _ in kept))
            ct.write("".join(t + "\n" for _, t in kept))
            hashes.append(np.fromiter(
                (int.from_bytes(hashlib.blake2b(f"{s}\t{t}".encode(), digest_size=8).digest(),
                                "little") for s, t in kept), dtype=np.uint64, count=len(kept)))
            n += len(kept)
            advance(len(chunk))
    return n, (np.concatenate(hashes) if hashes else np.zeros(0, np.uint64))


def _train_bpe(text_files: tuple[Path, Path], prefix: Path, vocab_size: int,
               input_sentence_size: int, workers: int) -> bytes:
    """Learn the shared sentencepiece BPE model; returns the model bytes."""
    import sentencepiece as spm

    spm.set_random_generator_seed(1)  # the sentence sample, hence the vocabulary, is reproducible
    try:
        spm.SentencePieceTrainer.train(
            input=",".join(str(p) for p in text_files), model_prefix=str(prefix),
            model_type="bpe", vocab_size=vocab_size, character_coverage=1.0,
            pad_id=PAD_ID, unk_id=UNK_ID, bos_id=BOS_ID, eos_id=EOS_ID,
            input_sentence_size=input_sentence_size, shuffle_input_sentence=True,
            num_threads=workers, minloglevel=2,
        )
    except RuntimeError as e:
        m = re.search(r"Vocabulary size too high \((\d+)\)\. Please set it to a value <= (\d+)", str(e))
        if m:
            raise NmtError(f"--vocab-size {m.group(1)} is larger than the training data "
                           f"supports (at most {m.group(2)}); use a smaller --vocab-size") from None
        m = re.search(r"Vocabulary size is smaller than required_chars\. (\d+) vs (\d+)", str(e))
        if m:  # (nmt keeps every character: sentencepiece's --character_coverage is not ours)
            raise NmtError(f"--vocab-size {m.group(1)} is too small: the corpus has "
                           f"{m.group(2)} distinct characters, and every one needs a piece "
                           "beside the 4 special ones; use a larger --vocab-size") from None
        raise NmtError(f"sentencepiece could not learn the BPE model: {str(e).strip()[:300]}") from None
    # the model must not depend on where or how this run learned it (see spm_model)
    return without_run_specific_fields(prefix.with_suffix(".model").read_bytes())


# ---------------------------------------------------------------------------- the output directory

def _up_to_date(out: Path, args: dict) -> bool:
    if not (out / MANIFEST).is_file():
        return False
    try:
        return load_manifest(out).get("args") == args
    except NmtError:
        return False


def _check_replaceable(out: Path) -> None:
    # Never delete a user's directory that is not ours: only a prepared (or empty) one.
    if out.exists():
        if not out.is_dir():
            raise NmtError(f"--out {out} exists and is not a directory")
        if any(out.iterdir()) and not (out / MANIFEST).exists():
            raise NmtError(f"--out {out} exists and is not a prepared dataset; "
                           f"remove it or choose another --out")


def _check_same_direction(out: Path, corpus: Corpus) -> None:
    # A re-prepare with other cleaning or vocabulary settings replaces the dataset: that is
    # iterating on one dataset. Another direction (or pair) is a second dataset, and replacing
    # it would leave every run trained on the first unable to resume or score its dev set.
    if not (out / MANIFEST).is_file():
        return
    try:
        old = load_manifest(out)
    except NmtError:
        return
    before = (old.get("src_lang"), old.get("tgt_lang"))
    if before != (corpus.src_lang, corpus.tgt_lang):
        raise NmtError(f"{out} holds the {before[0]}->{before[1]} dataset; this is "
                       f"{corpus.src_lang}->{corpus.tgt_lang}. Give it its own --out, or pass "
                       f"--force to replace it")


def _clean_up_killed_runs(out: Path) -> None:
    """Remove temp dirs of killed runs; put back a dataset a killed run had moved aside."""
    restored = recover_atomic_dir(out, TAG, _is_prepared)
    if restored is not None:
        console.print(f"restored {out} from {restored} (left by an interrupted run)",
                      soft_wrap=True, highlight=False, markup=False)


def _is_prepared(path: Path) -> bool:
    try:
        load_manifest(path)
    except NmtError:
        return False
    return True


# ---------------------------------------------------------------------------- manifest

def _versions() -> dict[str, str]:
    v = {"nmt-cli": __version__, "python": sys.version.split()[0]}
    for pkg in ("sentencepiece", "numpy", "datasets"):
        try:
            v[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            pass
    return v


def _removed_text(removed: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in removed.items())
