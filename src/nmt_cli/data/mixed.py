"""Several local corpora read as one: ``nmt prepare NAME --corpus SRC-TGT=TRAIN[,VALID[,TEST]]``.

A spec names one corpus: its direction and the prefixes of its files
(``PREFIX.<src>``, ``PREFIX.<tgt>``, read as ``--train``/``--valid`` read them). Specs come
from ``--corpus`` (repeatable; prefixes relative to the working directory) or from a
corpus list, ``--corpora FILE``: one spec a line, ``#`` comments and blank lines allowed,
prefixes relative to the list's directory.

``MixedCorpus`` reads like any ``corpora.Corpus``: each split is the concatenation, corpus
by corpus in the order given, of the corpora's splits. Every corpus needs a validation
prefix (a multilingual dev set that lacks a language measures nothing on it); a test
prefix is optional, and the test split holds the corpora that have one. ``target_runs``
says which target each run of lines has: what ``pipeline`` tags the sources with.

The same pair may come twice from different files (two domains of en->es, say); the
same training files twice are refused, since that is almost always a slip of the list
(repeat a corpus on purpose by copying its files).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

from ..config import PAPER_VOCAB_SIZE
from ..errors import NmtError
from .corpora import KNOWN, SPLITS, Advance, Corpus, resolve_corpus, text_file
from .lang_tags import MULTIPLE, tag_piece

SYNTAX = "SRC-TGT=TRAIN_PREFIX,VALID_PREFIX[,TEST_PREFIX]"


@dataclass(frozen=True)
class CorpusSpec:
    """One corpus of a mix: its direction and its files' prefixes (split -> PREFIX)."""

    src: str
    tgt: str
    prefixes: dict[str, str]
    where: str  # what to name in an error: "--corpus 'en-es=...'" or "list.txt:3"

    def as_json(self) -> dict:
        """What the manifest records of it (absolute prefixes)."""
        return {"src": self.src, "tgt": self.tgt,
                **{s: str(Path(self.prefixes[s]).resolve()) if s in self.prefixes else None
                   for s in SPLITS}}


def parse_spec(text: str, where: str, base: Optional[Path] = None) -> CorpusSpec:
    """``SRC-TGT=TRAIN_PREFIX,VALID_PREFIX[,TEST_PREFIX]`` as a ``CorpusSpec``.

    Args:
        where: how an error names the spec.
        base: the directory relative prefixes are relative to (None: as they are).
    Raises:
        NmtError: bad syntax, a bad language code, no validation prefix.
    """
    pair, eq, files = (s.strip() for s in text.partition("="))
    langs = pair.split("-")
    if not eq or len(langs) != 2 or not files:
        raise NmtError(f"{where}: expected {SYNTAX} (language codes without '-', e.g. "
                       "en-pt_BR=...)")
    for lang in langs:
        try:
            tag_piece(lang)
        except NmtError as e:
            raise NmtError(f"{where}: {e}") from None
    if langs[0] == langs[1]:
        raise NmtError(f"{where}: source and target are both {langs[0]!r}")
    prefixes = [p.strip() for p in files.split(",")]
    if len(prefixes) > len(SPLITS) or not all(prefixes):
        raise NmtError(f"{where}: expected {SYNTAX}, got {len(prefixes)} prefixes"
                       + (" (an empty one)" if not all(prefixes) else ""))
    if len(prefixes) < 2:
        raise NmtError(f"{where}: no validation prefix; every corpus needs "
                       f"TRAIN_PREFIX,VALID_PREFIX (a dev set of each language)")
    if base is not None:
        prefixes = [str(base / p) for p in prefixes]  # (an absolute p stays itself)
    return CorpusSpec(langs[0], langs[1], dict(zip(SPLITS, prefixes)), where)


def read_specs(corpus: Iterable[str] = (), corpora_file: Optional[Path] = None
               ) -> list[CorpusSpec]:
    """The specs of ``--corpus`` (in order), then those of the list ``--corpora FILE``."""
    specs = [parse_spec(text, f"--corpus {text!r}") for text in corpus]
    if corpora_file is not None:
        path = Path(corpora_file)
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as e:
            raise NmtError(f"--corpora {path}: cannot read it ({e.__class__.__name__}: "
                           f"{getattr(e, 'strerror', None) or e})") from None
        for number, line in enumerate(lines, 1):
            text = line.split("#", 1)[0].strip()
            if text:
                specs.append(parse_spec(text, f"{path}:{number}", base=path.parent))
        if not specs:
            raise NmtError(f"--corpora {path} lists no corpus (one {SYNTAX} a line)")
    return specs


class MixedCorpus:
    """Several local corpora, read split by split as one (module doc).

    Attributes:
        src_lang, tgt_lang: the one source (target) language, or ``MULTIPLE`` ("mul").
        targets: the target languages, sorted.
        specs: the corpora, in order.
    """

    kind = "mixed"
    hf_config = None

    def __init__(self, name: str, specs: list[CorpusSpec]):
        self.name, self.specs = name, specs
        self.parts = [_resolve_part(s) for s in specs]
        _check_distinct(specs)
        sources = {s.src for s in specs}
        self.targets = sorted({s.tgt for s in specs})
        self.src_lang = sources.pop() if len(sources) == 1 else MULTIPLE
        self.tgt_lang = self.targets[0] if len(self.targets) == 1 else MULTIPLE
        self.default_vocab_size = (KNOWN[name].default_vocab_size if name in KNOWN
                                   else PAPER_VOCAB_SIZE)
        self.written: dict[str, list[int]] = {}  # split -> pairs read of each corpus

    def fingerprint(self) -> str:
        """Changes when any corpus's files, direction or place in the order change."""
        h = hashlib.sha256()
        for part in self.parts:
            h.update(f"{part.src_lang}\0{part.tgt_lang}\0{part.fingerprint()}\n".encode())
        return h.hexdigest()

    def describe(self) -> str:
        return f"{len(self.parts)} corpora (" + "; ".join(
            f"{p.src_lang}-{p.tgt_lang} {p.prefixes['train']}" for p in self.parts) + ")"

    def load(self) -> None:
        """Nothing to fetch: local files only."""

    @property
    def splits(self) -> list[str]:
        return [s for s in SPLITS if any(s in p.prefixes for p in self.parts)]

    def num_pairs(self, split: str) -> Optional[int]:
        return None

    def write_split(self, split: str, src_path: Path, tgt_path: Path,
                    advance: Advance = lambda n: None) -> int:
        """As ``Corpus.write_split``: the corpora's pairs of ``split``, one corpus after
        the other."""
        with open(src_path, "w", encoding="utf-8", newline="\n") as fs, \
                open(tgt_path, "w", encoding="utf-8", newline="\n") as ft:
            self.written[split] = [p.write_pairs(split, fs, ft, advance) if split in p.prefixes
                                   else 0 for p in self.parts]
        return sum(self.written[split])

    def target_runs(self, split: str, n: int) -> list[tuple[str, int]]:
        """(target language, pairs) of each corpus in a row, as ``write_split`` read
        ``split`` (a corpus without the split counts 0); ``n``: the pairs it read."""
        assert sum(self.written[split]) == n
        return [(p.tgt_lang, k) for p, k in zip(self.parts, self.written[split])]


def _resolve_part(spec: CorpusSpec) -> Corpus:
    try:
        return resolve_corpus(spec.where, src=spec.src, tgt=spec.tgt,
                              **{s: spec.prefixes.get(s) for s in SPLITS})
    except NmtError as e:
        raise NmtError(f"{spec.where}: {e}") from None


def _check_distinct(specs: list[CorpusSpec]) -> None:
    seen: dict[tuple[str, Path], str] = {}
    for s in specs:
        key = (s.src, text_file(s.prefixes["train"], s.src).resolve())
        if key in seen:
            raise NmtError(f"{s.where}: the same training files as {seen[key]}; list each "
                           "corpus once")
        seen[key] = s.where


def resolve_mixed(name: str, specs: list[CorpusSpec], **single: object) -> MixedCorpus:
    """The corpus of ``--corpus``/``--corpora`` specs.

    Args:
        single: the flags of a single corpus (``train``, ``src``, ...): any given is an error.
    """
    given = [f"--{k.replace('_', '-')}" for k, v in single.items() if v is not None]
    if given:
        raise NmtError(f"--corpus/--corpora cannot be given with {', '.join(given)}: each "
                       f"corpus names its languages and files ({SYNTAX})")
    return MixedCorpus(name, specs)
