"""The steps of ``nmt prepare``, in order: raw text, cleaning, placeholders, the shared
BPE, token ids, the manifest (Section 5.1; cleaning as fairseq's ``clean-corpus-n``).

Placeholders (``--protect``, the default): the spans of each cleaned training pair that
both sides hold (``%s``, ``<b>``, URLs: ``text.placeholders.mask_pair``) become ``⦅0⦆``..
``⦅31⦆``, which the BPE keeps as single pieces, so the model learns to copy them and
``nmt translate`` can mask its input the same way. The dev and test ids are masked alike,
so the validation loss measures what training optimises; their text (``*.raw.*``) stays
as it is, since BLEU compares real translations with it. A corpus where no pair has a
span on both sides is prepared as without ``--protect`` (no piece would be learned), and
so is one encoded with a ``--tokenizer-from`` model that has no placeholder pieces.

Target tags (``--tgt-lang-tag``; by default where the corpora have several targets,
``mixed``): the tag of each pair's target (``lang_tags.tag_piece``, ``>>es<<``) is learned
as one piece (a user-defined symbol, like the placeholders) and put in front of the ids of
every source of every split when they are encoded (``binarize``), which is what
``Tokenizer.for_target`` does when decoding. The text files (``*.raw.*``, ``train.text.*``)
stay untagged, as the text a user translates into a chosen target is;
``{valid,test}.raw.lang`` says each dev and test line's target.

``build_dataset`` runs them in a temp directory that ``prepare.prepare_dataset`` renames
into place; the manifest is written last, so its presence marks the directory complete.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import re
import sys
from collections import Counter
from importlib import metadata
from pathlib import Path
from typing import Optional

import numpy as np
import sentencepiece as spm
from rich.console import Console

from .. import __version__
from ..atomic import atomic_write
from ..config import BOS_ID, EOS_ID, PAD_ID, UNK_ID
from ..errors import NmtError
from ..progress import step_progress
from ..text.placeholders import PLACEHOLDERS, mask_pair
from .binarize import CHUNK, SplitJob, encode_split
from .corpora import Corpus
from .dataset import FORMAT, MANIFEST, SPM_MODEL, VERSION, split_files, text_files, token_dtype
from .lang_tags import tag_piece
from .mixed import MixedCorpus
from .spm_model import without_run_specific_fields
from .tokenizer import Tokenizer

RULES = ("empty", "duplicate", "too_long", "ratio")  # cleaning rules, in the order applied


def build_dataset(corpus: Corpus, tmp: Path, args: dict, workers: int,
                  given_model: Optional[bytes], console: Console) -> dict:
    """Write the prepared dataset of ``corpus`` into ``tmp``; returns its manifest.

    Args:
        args: the arguments the manifest records (vocab_size, max_len, max_ratio, dedup,
            input_sentence_size, ...).
        given_model: the sentencepiece model to encode with (``--tokenizer-from``),
            kept byte for byte; None learns one.
    Raises:
        NmtError: an empty corpus, before or after cleaning; a BPE that cannot be learned.
    """
    build = _Build(corpus, tmp, args, workers)
    with step_progress(console) as progress:
        build.progress = progress
        build.read_raw()
        clean, keep = build.clean_train()
        build.mask_train(clean, keep, given_model)
        spm_bytes = given_model if given_model is not None else build.learn_bpe(clean)
        (tmp / SPM_MODEL).write_bytes(spm_bytes)
        build.encode(spm_bytes, clean, keep)
    return build.write_manifest(spm_bytes)


class _Build:
    """One run of the steps: where they write, and what they counted."""

    def __init__(self, corpus: Corpus, tmp: Path, args: dict, workers: int):
        self.corpus, self.tmp, self.args, self.workers = corpus, tmp, args, workers
        self.splits: dict[str, dict] = {}
        self.removed = dict.fromkeys(RULES, 0)
        self.unknown: Counter = Counter()
        self.raw: dict[str, tuple[tuple[Path, Path], int]] = {}
        self.progress = None
        self.protect, self.masked_pairs = False, 0  # placeholders used; pairs that have one
        self.runs: dict[str, list[tuple[str, int]]] = {}  # (target, pairs) of each corpus
        self.tags: dict[str, str] = {}  # target -> tag piece, when sources are tagged
        self.groups: dict[str, np.ndarray] = {}  # the corpus of each line (several, or tags)
        self.corpus_pairs: dict[str, list[int]] = {}  # pairs kept of each corpus

    def _task(self, what: str, total: int | None):
        """A progress line, and the function that advances it."""
        task = self.progress.add_task(what, total=total)
        return task, lambda k: self.progress.advance(task, k)

    def read_raw(self) -> None:
        """1. Raw text. Train is a temp file; valid/test text is kept for scoring."""
        for split in self.corpus.splits:
            paths = (self.tmp / f"{split}.raw.src", self.tmp / f"{split}.raw.tgt")
            task, advance = self._task(f"reading {split}", self.corpus.num_pairs(split))
            n = self.corpus.write_split(split, *paths, advance=advance)
            self.progress.update(task, total=n, completed=n)
            self.raw[split] = (paths, n)
            self.splits[split] = {"pairs_raw": n}
            self.runs[split] = self.corpus.target_runs(split, n)
        self._track_targets()
        for split, what in (("train", "training"), ("valid", "validation")):
            if self.raw[split][1] == 0:
                raise NmtError(f"empty corpus: {self.corpus.describe()} has no {what} pairs")

    def _track_targets(self) -> None:
        """1b. Which corpus each line is from (several corpora, or tagged sources), and
        each line's target in ``{valid,test}.raw.lang`` (tagged sources)."""
        if self.args.get("tgt_lang_tag"):
            self.tags = {t: tag_piece(t) for t in sorted({t for runs in self.runs.values()
                                                          for t, _ in runs})}
        if not self.tags and not isinstance(self.corpus, MixedCorpus):
            return
        for split, runs in self.runs.items():
            self.groups[split] = np.repeat(np.arange(len(runs), dtype=np.uint16),
                                           [n for _, n in runs])
            if self.tags and split != "train":
                with open(self.tmp / f"{split}.raw.lang", "w", encoding="utf-8") as f:
                    f.writelines(f"{t}\n" for t, n in runs for _ in range(n))

    def clean_train(self) -> tuple[tuple[Path, Path], np.ndarray]:
        """2. Cleaning that needs no BPE: strip, empty sides, exact duplicates.

        Returns:
            the cleaned training text, and which of its pairs to keep (dedup).
        """
        (raw, n_raw), clean = self.raw["train"], (self.tmp / "train.clean.src",
                                                  self.tmp / "train.clean.tgt")
        _, advance = self._task("cleaning train", n_raw)
        n_clean, hashes, nonempty = _strip_and_hash(*raw, *clean, advance=advance)
        if "train" in self.groups:
            self.groups["train"] = self.groups["train"][nonempty]
        self.removed["empty"] = n_raw - n_clean
        if n_clean == 0:
            raise NmtError(f"empty corpus: every training pair of {self.corpus.describe()} "
                           f"has an empty side")
        keep = np.ones(n_clean, dtype=bool)
        if self.args["dedup"]:
            _, first = np.unique(hashes, return_index=True)
            keep[:] = False
            keep[first] = True
            self.removed["duplicate"] = int(n_clean - len(first))
        for p in raw:
            p.unlink()
        return clean, keep

    def mask_train(self, clean: tuple[Path, Path], keep: np.ndarray,
                   given_model: Optional[bytes]) -> None:
        """2b. Placeholders for the spans both sides of a training pair hold (module doc),
        in the cleaned text, in place."""
        if not self.args.get("protect") or (given_model is not None
                                            and not Tokenizer(given_model).has_placeholders):
            return
        _, advance = self._task("masking train", len(keep))
        masked = (self.tmp / "train.masked.src", self.tmp / "train.masked.tgt")
        n = _mask_pairs(clean, masked, keep, advance)
        if n == 0 and given_model is None:  # nothing to learn from: prepared as before
            for p in masked:
                p.unlink()
            return
        for m, c in zip(masked, clean):
            m.replace(c)
        self.protect, self.masked_pairs = True, n

    def learn_bpe(self, clean: tuple[Path, Path]) -> bytes:
        """3. One BPE model over source + target training text (paper Section 5.1)."""
        task, _ = self._task("learning BPE", None)
        spm_bytes = _train_bpe(clean, self.tmp / "spm", self.args["vocab_size"],
                               self.args["input_sentence_size"], self.workers,
                               (PLACEHOLDERS if self.protect else []) + list(self.tags.values()))
        self.progress.update(task, total=1, completed=1)
        return spm_bytes

    def encode(self, spm_bytes: bytes, clean: tuple[Path, Path], keep: np.ndarray) -> None:
        """4. Encode every split; train is filtered by subword length and ratio here, and
        its text kept beside its ids (``--subword-alpha`` re-segments it)."""
        dtype = np.dtype(token_dtype(self.args["vocab_size"]))
        sp = Tokenizer(spm_bytes).sp
        tag_ids = {t: sp.piece_to_id(tag) for t, tag in self.tags.items()}
        for split in self.corpus.splits:
            train = split == "train"
            paths = clean if train else self._masked_or_raw(split)
            _, advance = self._task(f"encoding {split}", len(keep) if train else self.raw[split][1])
            job = SplitJob(paths, split_files(self.tmp, split), dtype, keep if train else None,
                           (self.args["max_len"], self.args["max_ratio"]) if train else None,
                           tuple(text_files(self.tmp, split).values()) if train else None,
                           self.groups.get(split),
                           tuple(tag_ids[t] for t, _ in self.runs[split]) if self.tags else ())
            stats = encode_split(spm_bytes, job, self.workers, advance=advance)
            if "group_pairs" in stats:
                pairs = stats["group_pairs"]
                self.corpus_pairs[split] = pairs + [0] * (len(self.runs[split]) - len(pairs))
            self.splits[split].update(pairs=stats["pairs"], src_tokens=stats["src_tokens"],
                                      tgt_tokens=stats["tgt_tokens"],
                                      unknown_chars=sum(stats["unknown"].values()))
            self.unknown.update(stats["unknown"])
            if train:
                for rule in ("empty", "too_long", "ratio"):
                    self.removed[rule] += stats["removed"][rule]
            elif paths != self.raw[split][0]:
                for p in paths:
                    p.unlink()
        for p in clean:
            p.unlink()
        if self.splits["train"]["pairs"] == 0:
            raise NmtError(f"empty corpus: cleaning removed every training pair "
                           f"({removed_text(self.removed)}); check --max-len/--max-ratio")

    def _masked_or_raw(self, split: str) -> tuple[Path, Path]:
        """What a dev or test split's ids are encoded from: its text, masked as training
        was (module doc)."""
        raw = self.raw[split][0]
        if not self.protect:
            return raw
        masked = (self.tmp / f"{split}.masked.src", self.tmp / f"{split}.masked.tgt")
        _mask_pairs(raw, masked, None, lambda k: None)
        return masked

    def write_manifest(self, spm_bytes: bytes) -> dict:
        """5. The manifest, written last and fsynced: its presence marks the directory
        complete."""
        args, tmp = self.args, self.tmp
        train_text = {side: path.name for side, path in text_files(tmp, "train").items()}
        train_text.update({f"{side}_bytes": (tmp / name).stat().st_size
                           for side, name in list(train_text.items())})
        manifest = {
            "format": FORMAT, "version": VERSION, "corpus": args["corpus"],
            "source": self.corpus.describe(), "src_lang": self.corpus.src_lang,
            "tgt_lang": self.corpus.tgt_lang, "vocab_size": args["vocab_size"],
            "dtype": np.dtype(token_dtype(args["vocab_size"])).name,
            "spm_sha256": hashlib.sha256(spm_bytes).hexdigest(), "splits": self.splits,
            "cleaning": {"splits": ["train"], "strip": True, "max_len": args["max_len"],
                         "max_ratio": args["max_ratio"], "dedup": args["dedup"],
                         "removed": self.removed},
            "versions": _versions(), "args": args,
            # absent (datasets prepared before placeholders): False and 0
            "protect": self.protect, "masked_pairs": self.masked_pairs,
            "train_text": train_text,
            "unknown_char_examples": [[ch, n] for ch, n in self.unknown.most_common(10)],
        }
        if args.get("tokenizer_from"):
            manifest["tokenizer_from"] = args["tokenizer_from"]
        if self.tags:
            manifest["lang_tags"] = self.tags
        if isinstance(self.corpus, MixedCorpus):
            manifest["corpora"] = [
                {**spec.as_json(), "pairs": {s: self.corpus_pairs[s][i] for s in self.runs},
                 "pairs_raw": {s: runs[i][1] for s, runs in self.runs.items()}}
                for i, spec in enumerate(self.corpus.specs)]
        text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
        atomic_write(tmp / MANIFEST, lambda f: f.write(text.encode("utf-8")))
        return manifest


def _strip_and_hash(raw_src: Path, raw_tgt: Path, clean_src: Path, clean_tgt: Path,
                    advance) -> tuple[int, np.ndarray, np.ndarray]:
    """Strip both sides, drop pairs with an empty side, hash what is kept (for dedup).

    Returns:
        (pairs kept, uint64 [pairs kept] hash of each kept pair, bool [pairs] which were
        kept). Hashes, not strings, are what is held in memory: 8 bytes per pair.
    """
    hashes: list[np.ndarray] = []
    nonempty: list[np.ndarray] = []
    n = 0
    with open(raw_src, encoding="utf-8", newline="\n") as rs, \
            open(raw_tgt, encoding="utf-8", newline="\n") as rt, \
            open(clean_src, "w", encoding="utf-8", newline="\n") as cs, \
            open(clean_tgt, "w", encoding="utf-8", newline="\n") as ct:
        pairs = zip(rs, rt)
        while chunk := list(itertools.islice(pairs, CHUNK)):
            stripped = [(a.strip(), b.strip()) for a, b in chunk]
            nonempty.append(np.fromiter((bool(s and t) for s, t in stripped), bool, len(chunk)))
            kept = [(s, t) for s, t in stripped if s and t]
            cs.write("".join(s + "\n" for s, _ in kept))
            ct.write("".join(t + "\n" for _, t in kept))
            hashes.append(np.fromiter(
                (int.from_bytes(hashlib.blake2b(f"{s}\t{t}".encode(), digest_size=8).digest(),
                                "little") for s, t in kept), dtype=np.uint64, count=len(kept)))
            n += len(kept)
            advance(len(chunk))
    return n, (np.concatenate(hashes) if hashes else np.zeros(0, np.uint64)), \
        (np.concatenate(nonempty) if nonempty else np.zeros(0, bool))


def _mask_pairs(paths: tuple[Path, Path], out: tuple[Path, Path], keep: Optional[np.ndarray],
                advance) -> int:
    """``paths``' pairs through ``mask_pair`` into ``out``, line for line.

    Returns:
        the pairs with a span masked, among those ``keep`` keeps (None: all).
    """
    n = 0
    with open(paths[0], encoding="utf-8", newline="\n") as rs, \
            open(paths[1], encoding="utf-8", newline="\n") as rt, \
            open(out[0], "w", encoding="utf-8", newline="\n") as ws, \
            open(out[1], "w", encoding="utf-8", newline="\n") as wt:
        i = -1
        for i, (s, t) in enumerate(zip(rs, rt)):
            ms, mt, spans = mask_pair(s.rstrip("\n"), t.rstrip("\n"))
            ws.write(ms + "\n")
            wt.write(mt + "\n")
            n += spans > 0 and (keep is None or bool(keep[i]))
            if i % CHUNK == CHUNK - 1:
                advance(CHUNK)
        advance((i + 1) % CHUNK)
    return n


def _train_bpe(text_files: tuple[Path, Path], prefix: Path, vocab_size: int,
               input_sentence_size: int, workers: int, user_symbols: list[str]) -> bytes:
    """Learn the shared sentencepiece BPE model; returns the model bytes.

    Args:
        user_symbols: pieces kept whole wherever they occur (the placeholders), ids 4 on.
    """

    spm.set_random_generator_seed(1)  # the sentence sample, hence the vocabulary, is reproducible
    try:
        spm.SentencePieceTrainer.train(
            input=",".join(str(p) for p in text_files), model_prefix=str(prefix),
            model_type="bpe", vocab_size=vocab_size, character_coverage=1.0,
            pad_id=PAD_ID, unk_id=UNK_ID, bos_id=BOS_ID, eos_id=EOS_ID,
            input_sentence_size=input_sentence_size, shuffle_input_sentence=True,
            num_threads=workers, minloglevel=2,
            **({"user_defined_symbols": user_symbols} if user_symbols else {}),
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
                           f"beside the {4 + len(user_symbols)} special ones; use a larger "
                           "--vocab-size") from None
        raise NmtError(f"sentencepiece could not learn the BPE model: {str(e).strip()[:300]}") from None
    # the model must not depend on where or how this run learned it (see spm_model)
    return without_run_specific_fields(prefix.with_suffix(".model").read_bytes())


def _versions() -> dict[str, str]:
    v = {"nmt-cli": __version__, "python": sys.version.split()[0]}
    for pkg in ("sentencepiece", "numpy", "datasets"):
        try:
            v[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            pass
    return v


def removed_text(removed: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in removed.items())
