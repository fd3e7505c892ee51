"""Where raw parallel text comes from: WMT14 through ``datasets``, local files, shipped corpora.

The paper trains on WMT 2014 English-German (4.5M pairs) and English-French
(Section 5.1). Hugging Face ``wmt14`` holds both (configs ``de-en``, ``fr-en``;
validation = newstest2013, test = newstest2014). Every source here is read the
same way: pairs are streamed in order into two line-aligned text files per split,
so no corpus is ever held in memory as Python strings.

Two corpora ship inside the package (``corpora_data/``, so a wheel carries them, not
only a checkout): the sample, as plain text, and the public-domain Bible it is cut
from, xz-compressed. A file ``PREFIX.<lang>.xz`` stands in for a missing
``PREFIX.<lang>`` and is decompressed as it streams.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import lzma
import os
import re
import socket
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Callable, Iterator, Optional

from ..config import PAPER_VOCAB_SIZE
from ..errors import NmtError

SPLITS = ("train", "valid", "test")
# Hugging Face split names -> ours.
HF_SPLITS = {"train": "train", "validation": "valid", "valid": "valid", "dev": "valid",
             "test": "test"}
HF_BATCH = 1000
SHIPPED = Path(__file__).resolve().parent / "corpora_data"


@dataclass(frozen=True)
class KnownCorpus:
    description: str
    default_vocab_size: int
    languages: tuple[str, str]  # default direction: languages[0] -> languages[1]
    hub: Optional[tuple[str, str]] = None  # (dataset id, config)
    shipped: Optional[str] = None  # a directory of SHIPPED
    # our split -> its files' stem, where the corpus names it otherwise ("dev")
    stems: dict[str, str] = field(default_factory=dict)


# The hub keeps its former canonical datasets under organisations since 2024: the bare
# "wmt14" still resolves, but only through a redirect the hub may drop.
KNOWN: dict[str, KnownCorpus] = {
    "wmt14-en-de": KnownCorpus("WMT14 English-German (paper, 4.5M pairs)", PAPER_VOCAB_SIZE,
                               ("en", "de"), hub=("wmt/wmt14", "de-en")),
    "wmt14-en-fr": KnownCorpus("WMT14 English-French (paper, 36M pairs)", PAPER_VOCAB_SIZE,
                               ("en", "fr"), hub=("wmt/wmt14", "fr-en")),
    "sample": KnownCorpus("bundled English-Spanish Bible slice (8.4k pairs, public domain)",
                          8000, ("en", "es"), shipped="sample"),
    "bible-en-es": KnownCorpus("bundled English-Spanish Bible (29.9k pairs, public domain)",
                               8000, ("en", "es"), shipped="bible.en-es",
                               stems={"valid": "dev"}),
}

# Called with the number of pairs just written, to advance a progress bar.
Advance = Callable[[int], None]


# Everything str.splitlines() breaks at. We split on "\n" only, but sacreBLEU, editors and
# `nmt score` users may not: inside a sentence any of these would shift every later pair.
_LINE_BREAKS = re.compile("[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")


def _one_line(text: str) -> str:
    """A sentence as one line: a CRLF ending and a byte-order mark (what Windows editors
    write first) dropped, any other line break made a space."""
    return _LINE_BREAKS.sub(" ", text.removesuffix("\r").removeprefix("\ufeff"))


def _short(e: BaseException) -> str:
    msg = str(e).strip().splitlines()
    return f"{type(e).__name__}: {msg[0][:200]}" if msg else type(e).__name__


@dataclass
class Corpus:
    """A resolved corpus: how to stream each split's pairs into text files.

    Attributes:
        name: what the user typed.
        kind: "hub", "disk" (save_to_disk directory) or "local" (line-aligned files).
        src_lang, tgt_lang: translation direction.
        default_vocab_size: used when ``--vocab-size`` is not given.
        splits: the splits this corpus provides, among "train", "valid", "test".
    """

    name: str
    kind: str
    src_lang: str
    tgt_lang: str
    default_vocab_size: int = PAPER_VOCAB_SIZE
    hub_id: Optional[str] = None
    hf_config: Optional[str] = None
    disk_path: Optional[Path] = None
    prefixes: dict[str, str] = field(default_factory=dict)  # local: split -> PREFIX
    _dataset: object = None  # the loaded DatasetDict (hub / disk), loaded once

    # ------------------------------------------------------------------ identity
    def fingerprint(self) -> str:
        """Changes when the input changes, so a rerun on edited files rebuilds.

        Local files and save_to_disk directories are fingerprinted by path, size
        and mtime (cheap on big files); hub data by id and config, since the hub
        dataset is versioned by ``datasets``' own cache.
        """
        h = hashlib.sha256()
        if self.kind == "local":
            for split, prefix in sorted(self.prefixes.items()):
                for lang in (self.src_lang, self.tgt_lang):
                    p = text_file(prefix, lang).resolve()
                    st = p.stat()
                    h.update(f"{split}\0{p}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
        elif self.kind == "disk":
            for p in sorted(self.disk_path.rglob("*")):
                if p.is_file():
                    st = p.stat()
                    h.update(f"{p.relative_to(self.disk_path)}\0{st.st_size}\0"
                             f"{st.st_mtime_ns}\n".encode())
        else:
            h.update(f"{self.hub_id}\0{self.hf_config}".encode())
        return h.hexdigest()

    def describe(self) -> str:
        if self.kind == "hub":
            return f"{self.hub_id}" + (f" ({self.hf_config})" if self.hf_config else "")
        if self.kind == "disk":
            return f"save_to_disk dataset {self.disk_path}"
        return "local files " + ", ".join(f"{s}={p}" for s, p in self.prefixes.items())

    # ------------------------------------------------------------------ reading
    def load(self) -> None:
        """Fetch hub data / open a saved dataset and check its schema (no-op for files)."""
        if self.kind == "local" or self._dataset is not None:
            return
        try:
            import datasets  # heavy; only these corpora need it
        except ImportError:
            raise NmtError(f"reading {self.describe()} needs Hugging Face datasets: "
                           "pip install datasets (local files need nothing more)") from None

        if self.kind == "hub":
            unreachable = None if datasets.config.HF_HUB_OFFLINE else _hub_unreachable()
            try:
                # Unreachable, the hub client would retry every request for ~25 s, a
                # warning line each time, before failing; offline mode answers from
                # the local cache at once (a dataset downloaded before still loads).
                with _hub_offline() if unreachable else contextlib.nullcontext():
                    ds = datasets.load_dataset(self.hub_id, self.hf_config)
            except Exception as e:  # network, offline mode, hub errors: all one message
                why = f"{unreachable}; no copy in the local cache" if unreachable else _short(e)
                raise NmtError(
                    f"could not download {self.describe()} from the Hugging Face hub "
                    f"({why}); without network use local files "
                    f"(`nmt prepare NAME --train PREFIX --valid PREFIX --src xx --tgt yy`) "
                    f"or a dataset saved with save_to_disk (`nmt prepare /path/to/dir`)"
                ) from None
        else:
            try:
                ds = datasets.load_from_disk(str(self.disk_path))
            except Exception as e:
                raise NmtError(f"cannot read the saved dataset {self.disk_path}: {_short(e)}") from None
        if not isinstance(ds, datasets.DatasetDict):
            raise NmtError(f"{self.describe()} is a single split; save a DatasetDict with "
                           f"'train' and 'validation' splits")
        self._dataset = ds
        self._check_schema()

    def _hf_split(self, split: str) -> Optional[str]:
        for hf_name, ours in HF_SPLITS.items():
            if ours == split and hf_name in self._dataset:
                return hf_name
        return None

    def _check_schema(self) -> None:
        ds = self._dataset
        for split in ("train", "valid"):
            if self._hf_split(split) is None:
                raise NmtError(f"{self.describe()} has no {split} split "
                               f"(has {', '.join(ds)}; expected train, validation[, test])")
        train = ds[self._hf_split("train")]
        if "translation" not in train.column_names:
            raise NmtError(f"{self.describe()} has no 'translation' column "
                           f"(columns: {', '.join(train.column_names)})")
        feature = train.features["translation"]
        langs = list(getattr(feature, "languages", None) or getattr(feature, "keys", lambda: [])())
        if not langs and len(train):
            langs = list(train[0]["translation"])
        if self.src_lang is None or self.tgt_lang is None:
            if len(langs) != 2:
                raise NmtError(f"{self.describe()} has languages {langs}: choose with --src and --tgt")
            self.src_lang, self.tgt_lang = self.src_lang or langs[0], self.tgt_lang or langs[1]
        missing = [lang for lang in (self.src_lang, self.tgt_lang) if lang not in langs]
        if missing:
            raise NmtError(f"{self.describe()} has no language {', '.join(missing)} "
                           f"(has {', '.join(langs)})")

    @property
    def splits(self) -> list[str]:
        if self.kind == "local":
            return [s for s in SPLITS if s in self.prefixes]
        self.load()
        return [s for s in SPLITS if self._hf_split(s) is not None]

    def num_pairs(self, split: str) -> Optional[int]:
        """Pairs in a split if known without reading it (for progress bars)."""
        if self.kind == "local":
            return None
        self.load()
        return len(self._dataset[self._hf_split(split)])

    def write_split(self, split: str, src_path: Path, tgt_path: Path,
                    advance: Advance = lambda n: None) -> int:
        """Stream one split's pairs ("train", "valid" or "test"), in order, into two
        line-aligned UTF-8 files, one sentence a line; returns the number of pairs.

        Args:
            advance: called with the number of pairs written since the last call.
        """
        with open(src_path, "w", encoding="utf-8", newline="\n") as fs, \
                open(tgt_path, "w", encoding="utf-8", newline="\n") as ft:
            return self.write_pairs(split, fs, ft, advance)

    def write_pairs(self, split: str, fs: IO, ft: IO, advance: Advance) -> int:
        """``write_split`` into open text files (``mixed`` writes several corpora into one)."""
        n = 0
        for chunk in self._pair_chunks(split):
            src = "".join(_one_line(s) + "\n" for s, _ in chunk)
            tgt = "".join(_one_line(t) + "\n" for _, t in chunk)
            if self.kind == "local" and ("\0" in src or "\0" in tgt):
                raise NmtError(_where_nul(*(text_file(self.prefixes[split], lang)
                                            for lang in (self.src_lang, self.tgt_lang))))
            fs.write(src)
            ft.write(tgt)
            n += len(chunk)
            advance(len(chunk))
        return n

    def target_runs(self, split: str, n: int) -> list[tuple[str, int]]:
        """(target, pairs) of each corpus in a row of ``split`` (of ``n`` pairs): one."""
        return [(self.tgt_lang, n)]

    def _pair_chunks(self, split: str) -> Iterator[list[tuple[str, str]]]:
        if self.kind == "local":
            yield from _local_chunks(self.prefixes[split], self.src_lang, self.tgt_lang)
            return
        self.load()
        data = self._dataset[self._hf_split(split)].select_columns(["translation"])
        s, t = self.src_lang, self.tgt_lang
        # Arrow batches keep memory at HF_BATCH rows whatever the corpus size.
        for batch in data.iter(batch_size=HF_BATCH):
            yield [(row[s] or "", row[t] or "") for row in batch["translation"]]


def text_file(prefix: str, lang: str) -> Path:
    """``PREFIX.<lang>``, or ``PREFIX.<lang>.xz`` when only that exists."""
    plain = Path(f"{prefix}.{lang}")
    xz = Path(f"{prefix}.{lang}.xz")
    return xz if not plain.is_file() and xz.is_file() else plain


def _open(path: Path, mode: str = "rt") -> IO:
    if path.suffix == ".xz":
        # streamed, never unpacked to disk: the Bible's train split reads in 0.25 s, not 0.13 s
        return lzma.open(path, mode, **({"encoding": "utf-8", "newline": "\n",
                                          "errors": "strict"} if "t" in mode else {}))
    if "t" in mode:
        return open(path, mode, encoding="utf-8", newline="\n", errors="strict")
    return open(path, mode)


def _local_chunks(prefix: str, src: str, tgt: str, size: int = 10_000
                  ) -> Iterator[list[tuple[str, str]]]:
    src_path, tgt_path = text_file(prefix, src), text_file(prefix, tgt)
    # newline="\n": split on line feeds only, as the files will be written back.
    with _open(src_path) as fs, _open(tgt_path) as ft:
        n = 0
        try:
            pairs = itertools.zip_longest(fs, ft)
            while True:
                chunk = list(itertools.islice(pairs, size))
                if not chunk:
                    return
                if chunk[-1][0] is None or chunk[-1][1] is None:
                    ns = n + sum(a is not None for a, _ in chunk)
                    nt = n + sum(b is not None for _, b in chunk)
                    ns += sum(1 for _ in fs)
                    nt += sum(1 for _ in ft)
                    raise NmtError(f"line counts differ: {src_path} has {ns} lines, "
                                   f"{tgt_path} has {nt}")
                n += len(chunk)
                yield [(a.rstrip("\n"), b.rstrip("\n")) for a, b in chunk]
        except UnicodeDecodeError:
            raise NmtError(_where_not_utf8(src_path, tgt_path)) from None
        except (lzma.LZMAError, EOFError) as e:  # a damaged or truncated .xz
            raise NmtError(f"cannot decompress {src_path} or {tgt_path}: {_short(e)}") from None


def _hub_unreachable(timeout: float = 5.0) -> Optional[str]:
    """Why a direct connection to the hub (``HF_ENDPOINT``) fails, or None if it works.

    Behind a proxy the client connects through it, so nothing is guessed there (None).
    """
    import huggingface_hub.constants as hub  # comes with datasets: imported only when used

    if any(os.environ.get(f"{scheme}_proxy".upper()) or os.environ.get(f"{scheme}_proxy")
           for scheme in ("https", "http", "all")):
        return None
    url = urllib.parse.urlparse(hub.ENDPOINT)
    host = url.hostname or "huggingface.co"
    port = url.port or (80 if url.scheme == "http" else 443)
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except OSError as e:
        return f"{host}:{port}: {e.strerror or type(e).__name__}"
    return None


@contextlib.contextmanager
def _hub_offline() -> Iterator[None]:
    """``HF_HUB_OFFLINE=1`` for the calls inside, whenever ``datasets`` was imported."""
    # datasets takes seconds to import: only the hub corpora need it
    import datasets.config
    import huggingface_hub.constants as hub

    saved = datasets.config.HF_HUB_OFFLINE, hub.HF_HUB_OFFLINE
    datasets.config.HF_HUB_OFFLINE = hub.HF_HUB_OFFLINE = True
    try:
        yield
    finally:
        datasets.config.HF_HUB_OFFLINE, hub.HF_HUB_OFFLINE = saved


def _where_not_utf8(*paths: Path) -> str:
    """Name the file, line and byte of the first invalid UTF-8. The text reader decodes
    in blocks, so its error knows only an offset inside a block: read again, by line."""
    for path in paths:
        with _open(path, "rb") as f:
            for number, line in enumerate(f, 1):
                try:
                    line.decode("utf-8")
                except UnicodeDecodeError as e:
                    return (f"{path} is not UTF-8: line {number}, byte {e.start + 1} "
                            f"({e.reason}); convert it, e.g. with iconv")
    return f"{' or '.join(map(str, paths))} is not UTF-8"


def _where_nul(*paths: Path) -> str:
    """Name the file, line and byte of the first NUL: text never holds one, a binary file
    or UTF-16 text (a NUL in every other byte) does. A hub dataset's stray NUL is encoded
    as <unk> and counted like other unknown characters: its user cannot edit it."""
    for path in paths:
        with _open(path, "rb") as f:
            for number, line in enumerate(f, 1):
                if (at := line.find(b"\0")) >= 0:
                    return (f"{path} has a NUL byte: line {number}, byte {at + 1} "
                            f"(a binary file, or UTF-16 text?); convert it to UTF-8 text, or "
                            f"remove NUL bytes with: tr -d '\\000'")
    return f"{' or '.join(map(str, paths))} has a NUL byte"


def _known_list() -> str:
    return "; ".join(f"{k} ({v.description})" for k, v in KNOWN.items())


def _is_saved_dataset(path: Path) -> bool:
    return path.is_dir() and any((path / f).is_file() for f in
                                 ("dataset_dict.json", "state.json", "dataset_info.json"))


def resolve_corpus(name: str, *, train: Optional[str] = None, valid: Optional[str] = None,
                   test: Optional[str] = None, src: Optional[str] = None,
                   tgt: Optional[str] = None, hf_config: Optional[str] = None) -> Corpus:
    """Turn what the user typed into a ``Corpus`` (nothing is downloaded yet).

    Order: local files (--train given) > a known name > a save_to_disk directory >
    a hub id (contains "/" or --hf-config given) > error listing the known corpora.
    """
    if (src is None) != (tgt is None):
        raise NmtError("give both --src and --tgt, or neither")
    if src is not None and src == tgt:
        raise NmtError(f"--src and --tgt are both {src!r}")

    if train is not None or valid is not None or test is not None:
        if train is None or valid is None:
            raise NmtError("local files need both --train PREFIX and --valid PREFIX")
        if src is None:
            raise NmtError("local files need --src and --tgt (PREFIX.<src>, PREFIX.<tgt>)")
        prefixes = {"train": train, "valid": valid} | ({"test": test} if test else {})
        _check_files(prefixes, src, tgt)
        default_vocab = KNOWN[name].default_vocab_size if name in KNOWN else PAPER_VOCAB_SIZE
        return Corpus(name, "local", src, tgt, default_vocab, prefixes=prefixes)

    if name in KNOWN:
        known = KNOWN[name]
        src, tgt = (src, tgt) if src else known.languages
        if {src, tgt} != set(known.languages):
            raise NmtError(f"{name} has languages {' and '.join(known.languages)}, "
                           f"not {src}->{tgt}")
        if known.hub:
            return Corpus(name, "hub", src, tgt, known.default_vocab_size,
                          hub_id=known.hub[0], hf_config=hf_config or known.hub[1])
        root = SHIPPED / known.shipped
        prefixes = {s: str(root / known.stems.get(s, s)) for s in SPLITS}
        prefixes = {s: p for s, p in prefixes.items() if text_file(p, src).is_file()}
        if "train" not in prefixes or "valid" not in prefixes:
            raise NmtError(f"the {name} corpus is not at {root} (it ships inside the "
                           f"nmt_cli package; reinstall nmt-cli or give --train/--valid)")
        _check_files(prefixes, src, tgt)
        return Corpus(name, "local", src, tgt, known.default_vocab_size, prefixes=prefixes)

    path = Path(name).expanduser()
    if path.exists():
        if not _is_saved_dataset(path):
            raise NmtError(f"{path} is not a dataset saved with save_to_disk "
                           f"(for text files use --train PREFIX --valid PREFIX --src xx --tgt yy)")
        return Corpus(name, "disk", src, tgt, disk_path=path.resolve())

    if "/" in name or hf_config is not None:
        return Corpus(name, "hub", src, tgt, hub_id=name, hf_config=hf_config)

    raise NmtError(f"unknown corpus {name!r}; known: {_known_list()}; or a Hugging Face "
                   f"id owner/name, a save_to_disk directory, or local files with --train/--valid")


def _check_files(prefixes: dict[str, str], src: str, tgt: str) -> None:
    for prefix in prefixes.values():
        for lang in (src, tgt):
            path = text_file(prefix, lang)
            if path.is_dir():
                raise NmtError(f"{path} is a directory, not a text file (PREFIX.{lang} names "
                               f"one file of sentences, one a line)")
            if not path.is_file():
                raise NmtError(f"{prefix}.{lang} does not exist")


def default_out_name(name: str) -> str:
    """``data/<this>`` when --out is not given: a safe directory name for any corpus."""
    base = Path(name).name if Path(name).expanduser().exists() else name
    return re.sub(r"[^A-Za-z0-9._-]+", "-", base).strip("-.") or "corpus"
