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

``--protect`` (the default) masks the spans of the training pairs as placeholders
(``pipeline``'s module doc); the manifest records ``protect`` and ``masked_pairs``, and
manifests without them (prepared before) mean False and 0.

``--corpus SRC-TGT=TRAIN,VALID[,TEST]`` (repeatable) and ``--corpora FILE`` mix several
corpora into one dataset (``mixed``); ``--tgt-lang-tag`` (the default where they have
several targets) tags every source with its target (``pipeline``'s module doc).
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from rich.console import Console

from ..atomic import atomic_dir, recover_atomic_dir
from ..errors import NmtError
from ..progress import print_prepare_summary
from .corpora import Corpus, default_out_name, resolve_corpus
from .dataset import MANIFEST, SPM_MODEL, load_manifest
from .lang_tags import MULTIPLE, tag_piece
from .mixed import MixedCorpus, read_specs, resolve_mixed
from .pipeline import build_dataset
from .tokenizer import Tokenizer

TAG = "prepare"  # the build directory beside --out is .<out>.prepare-<pid>-*
console = Console(stderr=True)


@dataclass(frozen=True)
class PrepareOptions:
    """How ``nmt prepare`` reads, cleans and encodes a corpus (its flags).

    Attributes:
        train, valid, test: local file prefixes (PREFIX.<src>, PREFIX.<tgt>).
        src, tgt: language codes (the direction).
        hf_config: the config of a hub dataset.
        vocab_size: the shared BPE vocabulary [default: per corpus, 37000 for WMT14].
        max_len: drop training pairs with more subwords than this on either side.
        max_ratio: drop training pairs whose subword length ratio exceeds this.
        dedup: drop exact duplicate training pairs (after stripping).
        input_sentence_size: sentences sampled for BPE training.
        workers: encoding processes.
        tokenizer_from: encode with this sentencepiece model instead of learning one: a
            checkpoint, a ``.model`` file, or a directory holding ``spm.model``. The
            vocabulary is then the model's: ``vocab_size`` must be left out.
        protect: mask the spans both sides of a training pair hold as placeholders
            (with ``tokenizer_from``, only if its model has the placeholder pieces).
        corpus: ``--corpus`` specs, ``SRC-TGT=TRAIN[,VALID[,TEST]]`` (``mixed``).
        corpora_file: ``--corpora``, a list of such specs.
        tgt_lang_tag: put the target's tag in front of every source [default: where the
            corpora have several targets].
    """

    train: Optional[str] = None
    valid: Optional[str] = None
    test: Optional[str] = None
    src: Optional[str] = None
    tgt: Optional[str] = None
    hf_config: Optional[str] = None
    vocab_size: Optional[int] = None
    max_len: int = 250
    max_ratio: float = 1.5
    dedup: bool = False
    input_sentence_size: int = 2_000_000
    workers: int = 1
    tokenizer_from: Optional[Path] = None
    protect: bool = True
    corpus: tuple[str, ...] = ()
    corpora_file: Optional[Path] = None
    tgt_lang_tag: Optional[bool] = None

    def check(self, vocab_size: int) -> None:
        """Refuse, in one line, values the pipeline cannot run with."""
        for flag, value, low in (("--vocab-size", vocab_size, 8), ("--max-len", self.max_len, 1),
                                 # sentencepiece's floor
                                 ("--input-sentence-size", self.input_sentence_size, 101),
                                 ("--workers", self.workers, 1)):
            if value < low:
                raise NmtError(f"{flag} must be at least {low}, got {value}")
        if not self.max_ratio >= 1:  # NaN too: "< 1" let it through and dropped nothing
            raise NmtError(f"--max-ratio must be at least 1, got {self.max_ratio}")


def prepare_dataset(name: str, out: Optional[Path] = None,
                    options: PrepareOptions = PrepareOptions(), force: bool = False) -> Path:
    """Prepare a corpus for training (the library side of ``nmt prepare``).

    Args:
        name: known corpus, save_to_disk directory, hub id, or a name for local files.
        out: output directory [default: data/<name>].
        options: where the corpus is, how to clean and encode it (``PrepareOptions``).
        force: rebuild even when an identical dataset exists, or replace one of another
            language pair or direction.

    Returns:
        The output directory.
    """
    o = options
    corpus = _resolve(name, o)
    tagged = _tagged(corpus, o.tgt_lang_tag)
    given_model = _given_tokenizer(o)
    vocab_size = (Tokenizer(given_model[0]).vocab_size if given_model is not None
                  else o.vocab_size if o.vocab_size is not None else corpus.default_vocab_size)
    o.check(vocab_size)
    out = Path(out) if out is not None else Path("data") / default_out_name(name)
    args = _manifest_args(name, corpus, o, vocab_size, given_model, tagged)
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
    if tagged and given_model is not None:
        _check_tag_pieces(given_model[0], corpus)

    with atomic_dir(out, TAG) as tmp:
        manifest = build_dataset(corpus, tmp, args, o.workers,
                                 given_model and given_model[0], console)
    print_prepare_summary(console, manifest, out)
    _print_placeholders(manifest, o.protect)
    _print_unknown_characters(manifest)
    return out


def _resolve(name: str, o: PrepareOptions) -> Corpus | MixedCorpus:
    """The corpus the flags name: several (``--corpus``, ``--corpora``) or one."""
    if o.corpus or o.corpora_file is not None:
        return resolve_mixed(name, read_specs(o.corpus, o.corpora_file), train=o.train,
                             valid=o.valid, test=o.test, src=o.src, tgt=o.tgt,
                             hf_config=o.hf_config)
    return resolve_corpus(name, train=o.train, valid=o.valid, test=o.test, src=o.src,
                          tgt=o.tgt, hf_config=o.hf_config)


def _targets(corpus: Corpus | MixedCorpus) -> list[str]:
    return corpus.targets if isinstance(corpus, MixedCorpus) else [corpus.tgt_lang]


def _tagged(corpus: Corpus | MixedCorpus, asked: Optional[bool]) -> bool:
    """Whether sources get their target's tag: as asked, else where there are several
    targets; never none where there are several (which would the model translate into?)."""
    several = len(_targets(corpus)) > 1
    if asked is False and several:
        raise NmtError(f"--no-tgt-lang-tag: the corpora have several targets "
                       f"({', '.join(_targets(corpus))}); a model needs each source's tag to "
                       "know which to translate into")
    if asked and corpus.tgt_lang is not None:
        tag_piece(corpus.tgt_lang)  # a code a tag can spell (mixed checked theirs)
    return several if asked is None else asked


def _check_tag_pieces(model: bytes, corpus: Corpus | MixedCorpus) -> None:
    """``--tokenizer-from``'s model must hold every target's tag as a piece."""
    sp = Tokenizer(model).sp
    tags = [tag_piece(t) for t in _targets(corpus)]
    missing = [tag for tag in tags if sp.piece_to_id(tag) == sp.unk_id()]
    if missing:
        raise NmtError(f"--tokenizer-from's model has no piece {', '.join(missing)}: its "
                       "vocabulary cannot tag sources with their target (give a multilingual "
                       "model's tokenizer with these tags, or --no-tgt-lang-tag)")


def _given_tokenizer(options: PrepareOptions) -> tuple[bytes, str] | None:
    """``--tokenizer-from``'s model (bytes, what it was read from), or None."""
    if options.tokenizer_from is None:
        return None
    if options.vocab_size is not None:
        raise NmtError(f"--vocab-size cannot be given with --tokenizer-from: the vocabulary "
                       f"is {options.tokenizer_from}'s; leave --vocab-size out")
    return read_tokenizer_model(Path(options.tokenizer_from))


def _manifest_args(name: str, corpus: Corpus | MixedCorpus, o: PrepareOptions,
                   vocab_size: int, given_model: tuple[bytes, str] | None, tagged: bool) -> dict:
    """The arguments the manifest records, as it will store them (JSON): a dataset
    prepared with the same ones is up to date."""
    args = dict(corpus=name, kind=corpus.kind, src=o.src, tgt=o.tgt, hf_config=corpus.hf_config,
                vocab_size=vocab_size, max_len=o.max_len, max_ratio=o.max_ratio, dedup=o.dedup,
                input_sentence_size=o.input_sentence_size,
                input_fingerprint=corpus.fingerprint())
    if o.protect:  # (absent when False: datasets prepared before placeholders stay up to date)
        args["protect"] = True
    if isinstance(corpus, MixedCorpus):  # (these two absent otherwise, likewise)
        args["corpora"] = [spec.as_json() for spec in corpus.specs]
    if tagged:
        args["tgt_lang_tag"] = True
    if given_model is not None:  # (absent otherwise: datasets prepared before stay up to date)
        args["tokenizer_from"] = {"path": str(Path(o.tokenizer_from).resolve()),
                                  "kind": given_model[1],
                                  "sha256": hashlib.sha256(given_model[0]).hexdigest()}
    return json.loads(json.dumps(args))


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
    elif zipfile.is_zipfile(path) or _starts_as_pickle(path):  # torch.save's, new or old layout
        from ..checkpoint import load_checkpoint  # torch: only for --tokenizer-from CKPT

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


def _starts_as_pickle(path: Path) -> bool:
    """torch.save's layout before torch 1.6: a bare pickle (0x80, its protocol opcode),
    where a sentencepiece model, a protobuf, starts with a field tag (0x0a)."""
    with open(path, "rb") as f:
        return f.read(1) == b"\x80"


def _print_placeholders(manifest: dict, asked: bool) -> None:
    """What --protect did: how many training pairs were masked, or why none were."""
    if not asked:
        return
    if manifest["protect"]:
        console.print(f"placeholders: {manifest['masked_pairs']:,} training pairs have "
                      "spans (%s, <b>, URLs...) masked as ⦅N⦆", highlight=False, markup=False)
    else:
        why = ("--tokenizer-from's model has no placeholder pieces"
               if manifest.get("tokenizer_from") else "no training pair has a span on both sides")
        console.print(f"placeholders: none ({why}); prepared as with --no-protect",
                      highlight=False, markup=False)


def _print_unknown_characters(manifest: dict) -> None:
    counts = {split: s.get("unknown_chars", 0) for split, s in manifest["splits"].items()}
    if not any(counts.values()):
        return
    top = ", ".join(f"{ch!r} {n:,}" for ch, n in manifest.get("unknown_char_examples", []))
    console.print("characters the BPE model cannot represent (encoded as <unk>): "
                  + ", ".join(f"{split} {n:,}" for split, n in counts.items())
                  + (f"; most frequent: {top}" if top else ""),
                  soft_wrap=True, highlight=False, markup=False)


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
    # several targets ("mul"): the same ones (a source "mul" is the sources of these)
    old_targets = sorted(old.get("lang_tags") or {}) if old.get("tgt_lang") == MULTIPLE else []
    new_targets = _targets(corpus) if corpus.tgt_lang == MULTIPLE else []
    before = (old.get("src_lang"), old.get("tgt_lang"), old_targets)
    if before != (corpus.src_lang, corpus.tgt_lang, new_targets):
        raise NmtError(f"{out} holds the {_direction(*before)} dataset; this is "
                       f"{_direction(corpus.src_lang, corpus.tgt_lang, new_targets)}. Give it "
                       f"its own --out, or pass --force to replace it")


def _direction(src: str, tgt: str, targets: list[str]) -> str:
    return f"{src}->{tgt}" + (f" ({', '.join(targets)})" if targets else "")


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


