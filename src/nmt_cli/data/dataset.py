"""Prepared data on disk: the manifest, the shared BPE model and memory-mapped token ids.

``nmt prepare`` writes a directory once (see ``prepare.py``); ``nmt train`` only
slices arrays from it, so training never re-tokenizes (the paper's shared
source/target BPE vocabulary, Section 5.1). Layout::

    manifest.json                 written last: its presence means "complete"
    spm.model                     shared sentencepiece BPE model
    {split}.{src,tgt}.bin         flat token ids, no BOS/EOS (dtype in the manifest)
    {split}.{src,tgt}.idx.npy     int64 offsets, length n+1: sentence i is bin[idx[i]:idx[i+1]]
    {split}.raw.{src,tgt}         original text of valid/test, one line each, for scoring
    train.text.{src,tgt}          the training pairs kept, as cleaned text, line i = pair i
                                  (what ``--subword-alpha`` re-segments; datasets prepared
                                  before it was kept lack them, and their manifest lacks
                                  ``train_text``)
    {valid,test}.raw.lang         a multilingual dataset's (``lang_tags`` in the manifest):
                                  each line's target code, line for line with raw.src

Multilingual (``nmt prepare --corpus``, ``--tgt-lang-tag``): the ids of every source of
every split start with its target's tag (``lang_tags``: {target: piece}); the text files
do not (``nmt translate --tgt-lang`` tags what it reads). ``corpora`` lists the corpora in
the order their pairs follow each other in every split, with their pairs per split, so a
dev set is also split by corpus: lines [sum of the previous corpora's, + its own).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..config import EOS_ID
from ..errors import NmtError
from .corpora import KNOWN, default_out_name
from .tokenizer import Tokenizer

FORMAT = "nmt-cli-data"
VERSION = 1
MANIFEST = "manifest.json"
SPM_MODEL = "spm.model"
DTYPES = ("uint16", "uint32")
REQUIRED_KEYS = ("format", "version", "corpus", "src_lang", "tgt_lang", "vocab_size",
                 "dtype", "spm_sha256", "splits")
REQUIRED_SPLITS = ("train", "valid")


def token_dtype(vocab_size: int) -> str:
    """The narrowest dtype that holds every id (uint16 halves disk and page cache)."""
    return "uint16" if vocab_size <= 65535 else "uint32"


def split_files(data_dir: str | Path, split: str) -> dict[str, Path]:
    """Paths of one split's arrays, keyed ``src``, ``tgt``, ``src_idx``, ``tgt_idx``."""
    d = Path(data_dir)
    return {
        "src": d / f"{split}.src.bin",
        "tgt": d / f"{split}.tgt.bin",
        "src_idx": d / f"{split}.src.idx.npy",
        "tgt_idx": d / f"{split}.tgt.idx.npy",
    }


def text_files(data_dir: str | Path, split: str) -> dict[str, Path]:
    """Paths of the text kept beside a split's ids, keyed ``src``, ``tgt``."""
    d = Path(data_dir)
    return {"src": d / f"{split}.text.src", "tgt": d / f"{split}.text.tgt"}


def _hint(data_dir: Path) -> str:
    """The command that writes ``data_dir``: exact when it is a known corpus's default place."""

    name = Path(data_dir).name
    if name in KNOWN and Path(data_dir).resolve() == (Path("data") / default_out_name(name)).resolve():
        return f"run `nmt prepare {name}` first"
    return f"run `nmt prepare ... --out {data_dir}` first"


def load_manifest(data_dir: str | Path) -> dict[str, Any]:
    """Read and check a prepared data directory's manifest.

    Checks that the manifest is complete, that the sentencepiece model matches
    its checksum and that every split's files exist with the sizes the counts
    promise, so a half-written or hand-mixed directory is rejected up front.

    Args:
        data_dir: directory written by ``nmt prepare``.

    Returns:
        The manifest as a dict.

    Raises:
        NmtError: one line naming what is missing or mismatched.
    """
    d = Path(data_dir)
    man = _read_manifest(d)
    _check_tokenizer(d, man)
    _check_split_files(d, man)
    return man


def _read_manifest(d: Path) -> dict[str, Any]:
    """The manifest of ``d``, with the keys, format, dtype and splits it must have."""
    if not d.is_dir():
        raise NmtError(f"{d} is not a directory: {_hint(d)}")
    path = d / MANIFEST
    if not path.is_file():
        raise NmtError(f"{d} has no {MANIFEST} (incomplete or not prepared): {_hint(d)}")
    try:
        man = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise NmtError(f"{path} is unreadable ({e}): {_hint(d)}") from None
    if not isinstance(man, dict):
        raise NmtError(f"{path} is not a manifest: {_hint(d)}")
    missing = [k for k in REQUIRED_KEYS if k not in man]
    if missing:
        raise NmtError(f"{path} lacks {', '.join(missing)}: {_hint(d)}")
    if man["format"] != FORMAT or man["version"] != VERSION:
        raise NmtError(f"{path} is format {man['format']!r} v{man['version']}, "
                       f"expected {FORMAT!r} v{VERSION}: {_hint(d)}")
    if man["dtype"] not in DTYPES:
        raise NmtError(f"{path} has unknown dtype {man['dtype']!r}")
    for split in REQUIRED_SPLITS:
        if split not in man["splits"]:
            raise NmtError(f"{path} has no {split!r} split: {_hint(d)}")
    return man


def _check_tokenizer(d: Path, man: dict) -> None:
    """The sentencepiece model is the one the manifest's checksum names."""
    spm_path = d / SPM_MODEL
    if not spm_path.is_file():
        raise NmtError(f"{d} has no {SPM_MODEL}: {_hint(d)}")
    sha = hashlib.sha256(spm_path.read_bytes()).hexdigest()
    if sha != man["spm_sha256"]:
        raise NmtError(f"{spm_path} does not match the checksum in {d / MANIFEST} "
                       f"(the directory was modified after preparing): {_hint(d)}")


def _check_split_files(d: Path, man: dict) -> None:
    """Every split's files exist, with the sizes its token counts promise."""
    itemsize = np.dtype(man["dtype"]).itemsize
    for split, counts in man["splits"].items():
        files = split_files(d, split)
        for side in ("src", "tgt"):
            for key in (side, f"{side}_idx"):
                if not files[key].is_file():
                    raise NmtError(f"{d} is missing {files[key].name}: {_hint(d)}")
            expected = counts[f"{side}_tokens"] * itemsize
            actual = files[side].stat().st_size
            if actual != expected:
                raise NmtError(f"{files[side]} has {actual} bytes, manifest says "
                               f"{expected}: {_hint(d)}")


def manifest_sha256(data_dir: str | Path) -> str:
    """Checksum of manifest.json; a checkpoint stores it to refuse resuming on other data."""
    path = Path(data_dir) / MANIFEST
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError as e:
        raise NmtError(f"cannot read {path}: {e}") from None


def training_text(data_dir: str | Path, manifest: dict[str, Any]) -> dict[str, Path]:
    """The training pairs' text kept beside their ids (``text_files``), checked.

    Raises:
        NmtError: a dataset prepared before the text was kept, or text changed since; a
            multilingual one (its text is untagged: re-segmented, sources would lose their tag).
    """
    d = Path(data_dir)
    if manifest.get("lang_tags"):
        raise NmtError(f"--subword-alpha re-segments the untagged training text, and {d}'s "
                       "sources start with their target's tag (lang_tags); train it without "
                       "--subword-alpha")
    kept = manifest.get("train_text")
    if not kept:
        raise NmtError(f"{d} was prepared before nmt kept the training text that "
                       "--subword-alpha re-segments; prepare it again with this version "
                       f"(the same nmt prepare command with --force and --out {d})")
    files = text_files(d, "train")
    for side, path in files.items():
        size = path.stat().st_size if path.is_file() else None
        if size != kept.get(f"{side}_bytes"):
            raise NmtError(f"{path} is missing or changed since it was prepared "
                           f"({size} bytes, manifest says {kept.get(f'{side}_bytes')}): "
                           f"{_hint(d)}")
    return files


def load_tokenizer(data_dir: str | Path) -> Tokenizer:
    """The shared BPE model of a prepared directory (checked against the manifest)."""
    load_manifest(data_dir)
    return Tokenizer.from_file(Path(data_dir) / SPM_MODEL)


class ParallelDataset:
    """One split of a prepared directory as memory-mapped token-id arrays.

    The arrays are opened lazily and dropped on pickling, so the dataset can be
    sent to DataLoader workers or DDP processes without copying the corpus.

    Attributes:
        src_lengths: int64 [n], source tokens per pair (no BOS/EOS).
        tgt_lengths: int64 [n], target tokens per pair (no BOS/EOS).
    """

    def __init__(self, data_dir: str | Path, split: str):
        self.data_dir = Path(data_dir)
        self.split = split
        man = load_manifest(self.data_dir)
        if split not in man["splits"]:
            raise NmtError(f"{self.data_dir} has no {split!r} split "
                           f"(has {', '.join(man['splits'])})")
        self.dtype = np.dtype(man["dtype"])
        self.files = split_files(self.data_dir, split)
        n = man["splits"][split]["pairs"]
        self.src_idx, self.src_lengths = self._index("src", n)
        self.tgt_idx, self.tgt_lengths = self._index("tgt", n)
        self._src: np.ndarray | None = None
        self._tgt: np.ndarray | None = None

    def _index(self, side: str, pairs: int) -> tuple[np.ndarray, np.ndarray]:
        """A side's offsets and its pairs' lengths, checked: a damaged index sliced the
        corpus at random places (a training on garbage), or failed inside numpy or the
        embedding (an internal error)."""
        path = self.files[f"{side}_idx"]
        try:
            idx = np.load(path)
        except (ValueError, OSError, EOFError) as e:
            raise NmtError(f"{path} is damaged ({str(e).splitlines()[0][:80]}): "
                           f"{_hint(self.data_dir)}") from None
        tokens = self.files[side].stat().st_size // self.dtype.itemsize
        shaped = (idx.ndim == 1 and len(idx) == pairs + 1 and np.issubdtype(idx.dtype, np.integer)
                  and idx[0] == 0 and idx[-1] == tokens)
        lengths = np.diff(idx) if shaped else None
        if lengths is None or bool(np.any(lengths < 0)):
            raise NmtError(f"{path} does not index {self.files[side].name} ({pairs} pairs, "
                           f"{tokens} tokens): {_hint(self.data_dir)}")
        return idx, lengths

    def _open(self) -> None:
        # np.memmap refuses zero-length files; an empty split has nothing to map.
        def mm(path: Path) -> np.ndarray:
            if path.stat().st_size == 0:
                return np.zeros(0, dtype=self.dtype)
            return np.memmap(path, dtype=self.dtype, mode="r")
        self._src = mm(self.files["src"])
        self._tgt = mm(self.files["tgt"])

    def __len__(self) -> int:
        return len(self.src_lengths)

    def __getitem__(self, i: int) -> tuple[np.ndarray, np.ndarray]:
        """Token ids of pair ``i``: (src [S], tgt [T]), without BOS/EOS."""
        if self._src is None:
            self._open()
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        src = self._src[self.src_idx[i]:self.src_idx[i + 1]]
        tgt = self._tgt[self.tgt_idx[i]:self.tgt_idx[i + 1]]
        return np.asarray(src), np.asarray(tgt)

    def token_arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(src ids, src offsets, tgt ids, tgt offsets): pair i is ids[off[i]:off[i + 1]]."""
        if self._src is None:
            self._open()
        return self._src, self.src_idx, self._tgt, self.tgt_idx

    def check_ids(self, vocab_size: int) -> None:
        """Raises NmtError where a token id is past the vocabulary: an overwritten ``.bin``
        otherwise trained on until its first batch reached the embedding, then stopped as
        an internal error. One pass over the memory map: 0.08 s for 140M tokens (WMT14's
        side) from the page cache."""
        for side, ids in zip(("src", "tgt"), self.token_arrays()[::2]):
            top = int(ids.max()) if len(ids) else -1
            if top >= vocab_size:
                raise NmtError(f"{self.files[side]} holds token id {top}, past the "
                               f"vocabulary's {vocab_size} pieces: {_hint(self.data_dir)}")

    def target_pieces(self, vocab_size: int) -> np.ndarray:
        """The ids the target side uses, ascending: counted, not sorted, in slices of 16M
        tokens (WMT14's 140M would be a 1 GB int64 copy at once)."""
        tgt, counts = self.token_arrays()[2], np.zeros(vocab_size, dtype=np.int64)
        for start in range(0, len(tgt), 1 << 24):
            counts += np.bincount(tgt[start:start + (1 << 24)], minlength=vocab_size)
        return np.flatnonzero(counts)

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state["_src"] = state["_tgt"] = None
        return state

    def raw_lines(self, side: str) -> list[str]:
        """Original text of this split (valid/test only), ``side`` = "src" or "tgt"."""
        path = self.data_dir / f"{self.split}.raw.{side}"
        if not path.is_file():
            raise NmtError(f"{path} does not exist (raw text is kept for valid/test only)")
        # split on "\n" only: str.splitlines would also break at U+2028 and friends.
        with open(path, encoding="utf-8", newline="\n") as f:
            return [line.rstrip("\n") for line in f]

    def raw_targets(self) -> list[str] | None:
        """Each raw line's target language (``{split}.raw.lang``), where the sources are
        tagged (``lang_tags``): what translating ``raw_lines("src")`` asks for, line by line;
        None otherwise."""
        if not (self.data_dir / f"{self.split}.raw.lang").is_file():
            return None
        return self.raw_lines("lang")


@dataclass
class PreparedData:
    """A prepared data directory (``nmt prepare``), opened for training: its manifest and
    checksum, its tokenizer, and the training and validation splits."""

    path: Path
    manifest: dict
    manifest_sha256: str
    tokenizer: Tokenizer
    train: ParallelDataset
    valid: ParallelDataset

    def target_pieces(self) -> np.ndarray:
        """The ids the training and validation targets use, and EOS, which ends each: what
        a restricted output layer (``nmt train --restrict-output``) outputs."""
        vocab = self.tokenizer.vocab_size
        return np.union1d(np.union1d(self.train.target_pieces(vocab),
                                     self.valid.target_pieces(vocab)), [EOS_ID])

    @classmethod
    def load(cls, path: Path) -> PreparedData:
        """Raises: NmtError: the directory is not a complete prepared dataset."""
        data = cls(path, load_manifest(path), manifest_sha256(path), load_tokenizer(path),
                   ParallelDataset(path, "train"), ParallelDataset(path, "valid"))
        for split in (data.train, data.valid):
            split.check_ids(data.tokenizer.vocab_size)
        return data
