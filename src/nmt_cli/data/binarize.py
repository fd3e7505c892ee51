"""Encoding line-aligned text into token-id arrays with the shared BPE model (``nmt prepare``).

Writes one split in the layout ``dataset.ParallelDataset`` reads (flat ``.bin`` ids
plus ``.idx.npy`` offsets), in chunks across worker processes, and applies the
training-set cleaning that needs subword counts (fairseq's ``clean-corpus-n``:
at most ``max_len`` subwords per side, length ratio at most ``max_ratio``). It can also
write the text of the pairs it kept, line for line with the ids (what ``--subword-alpha``
re-segments), and counts the characters the model has no piece for (encoded as unk).

A split read from several corpora (``mixed``) says which corpus each line is from
(``SplitJob.groups``); the pairs kept are counted per corpus, and a multilingual dataset
puts each corpus's target tag in front of its sources' ids (``SplitJob.prefixes``), after
the cleaning by length: the rules judge the text, the tag is one source token more.
"""

from __future__ import annotations

import itertools
import multiprocessing as mp
import signal
from collections import Counter, deque
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

import numpy as np
import sentencepiece as spm

from ..config import UNK_ID
from .joint_vocab import JointVocab, is_pair

CHUNK = 5000  # pairs per encoding task: big enough to amortise IPC, small enough for RAM

_SP = None  # the worker's sentencepiece processor, loaded once per process
_KNOWN: frozenset = frozenset()  # the characters that occur in some piece of _SP
# the target side's: _SP's own, unless the model is an imported pair (joint_vocab)
_SP_TGT = None
_KNOWN_TGT: frozenset = frozenset()


def _init_worker(spm_bytes: bytes, in_pool: bool = False) -> None:
    global _SP

    if in_pool:
        # Forked workers inherit the parent's SIGTERM -> KeyboardInterrupt handler;
        # they must die quietly when the pool or the user terminates them.
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    global _KNOWN, _SP_TGT, _KNOWN_TGT
    _SP = spm.SentencePieceProcessor()
    _SP.LoadFromSerializedProto(spm_bytes)
    _KNOWN = known_characters(_SP)
    _SP_TGT, _KNOWN_TGT = _SP, _KNOWN
    if is_pair(spm_bytes):  # an imported model's tokenizer: targets cut with its target model
        _SP_TGT = spm.SentencePieceProcessor()
        _SP_TGT.LoadFromSerializedProto(JointVocab.from_bytes(spm_bytes).target_model)
        _KNOWN_TGT = known_characters(_SP_TGT)


def known_characters(sp) -> frozenset:
    """Every character some normal piece of ``sp`` holds: what it can represent."""
    return frozenset(ch for i in range(sp.get_piece_size())
                     if not (sp.is_unknown(i) or sp.is_control(i) or sp.is_unused(i))
                     for ch in sp.id_to_piece(i))


def unknown_characters(sp, known: frozenset, lines: list[str], ids: list[list[int]]) -> Counter:
    """Characters of ``lines`` that the model encodes as unk, counted one by one.

    sentencepiece merges a run of unknown characters into one unk piece, so the ids
    undercount them; only the (rare) lines with an unk are normalised and looked at.
    """
    found: Counter = Counter()
    for line, row in zip(lines, ids):
        if UNK_ID in row:
            found.update(ch for ch in sp.normalize(line) if ch not in known)
    return found


def _encode_chunk(task: tuple) -> dict:
    """Encode one chunk of pairs; for train also apply the subword-length rules.

    Args:
        task: (src lines, tgt lines, keep [n] bool or None, (max_len, max_ratio) or None,
            dtype name, groups [n] (the corpus of each line) or None, prefixes: the tag id
            of each corpus, or () for none).

    Returns:
        dict with src/tgt: flat ids, src_lens/tgt_lens: int64 [kept], removed: counts,
        kept: bool [n] which input pairs were kept, unknown: Counter of the characters
        encoded as unk in the kept pairs (both sides), groups: the kept pairs' corpora.
    """
    src_lines, tgt_lines, keep, filt, dtype, groups, prefixes = task
    # One thread per worker: --workers is the parallelism, and sentencepiece's own
    # batch threads would oversubscribe the cores.
    src_ids = _SP.encode(src_lines, out_type=int, num_threads=1)
    tgt_ids = _SP_TGT.encode(tgt_lines, out_type=int, num_threads=1)
    removed = dict.fromkeys(("empty", "too_long", "ratio"), 0)
    kept = np.ones(len(src_ids), dtype=bool)
    if keep is not None or filt is not None:
        kept[:] = False
        kept_s, kept_t = [], []
        for i, (s, t) in enumerate(zip(src_ids, tgt_ids)):
            if keep is not None and not keep[i]:
                continue
            if filt is not None:
                ls, lt = len(s), len(t)
                max_len, max_ratio = filt
                # A stripped non-empty line can still normalise to nothing (e.g. only
                # zero-width characters); it counts as empty.
                if ls == 0 or lt == 0:
                    removed["empty"] += 1
                    continue
                if ls > max_len or lt > max_len:
                    removed["too_long"] += 1
                    continue
                if max(ls, lt) > max_ratio * min(ls, lt):
                    removed["ratio"] += 1
                    continue
            kept[i] = True
            kept_s.append(s)
            kept_t.append(t)
        src_ids, tgt_ids = kept_s, kept_t
    unknown = Counter()
    for sp, known, lines, ids in ((_SP, _KNOWN, src_lines, src_ids),
                                  (_SP_TGT, _KNOWN_TGT, tgt_lines, tgt_ids)):
        unknown += unknown_characters(sp, known, list(itertools.compress(lines, kept)), ids)
    groups = groups[kept] if groups is not None else None
    if prefixes:
        src_ids = [[prefixes[g]] + s for g, s in zip(groups.tolist(), src_ids)]
    out = {"removed": removed, "kept": kept, "unknown": unknown, "groups": groups}
    for side, ids in (("src", src_ids), ("tgt", tgt_ids)):
        lens = np.fromiter(map(len, ids), dtype=np.int64, count=len(ids))
        out[side] = np.fromiter(itertools.chain.from_iterable(ids), dtype=dtype,
                                count=int(lens.sum()))
        out[f"{side}_lens"] = lens
    return out


def _chunks(job: "SplitJob") -> Iterator[tuple]:
    paths, keep, groups = job.paths, job.keep, job.groups
    with open(paths[0], encoding="utf-8", newline="\n") as fs, \
            open(paths[1], encoding="utf-8", newline="\n") as ft:
        start = 0
        while src := [line.rstrip("\n") for line in itertools.islice(fs, CHUNK)]:
            tgt = [line.rstrip("\n") for line in itertools.islice(ft, len(src))]
            k = keep[start:start + len(src)] if keep is not None else None
            g = groups[start:start + len(src)] if groups is not None else None
            start += len(src)
            yield src, tgt, k, job.filt, job.dtype.name, g, job.prefixes


@dataclass(frozen=True)
class SplitJob:
    """One split for ``encode_split``: what it reads and where it writes.

    Attributes:
        paths: the two line-aligned text files (source, target).
        files: the outputs (``dataset.split_files``): .bin ids and .idx.npy offsets per side.
        dtype: the ids' dtype (``dataset.token_dtype``).
        keep: which pairs to encode (None: all), from the cleaning before BPE.
        filt: (max_len, max_ratio), the cleaning by subword counts (None: none).
        text_out: where to write the text of the pairs kept, line i being pair i of the
            arrays (None: nowhere).
        groups: uint16 [n], the corpus each line is from (None: one corpus); the pairs
            kept are counted per corpus.
        prefixes: the id each corpus's sources start with (its target tag), indexed by
            ``groups``; () for none.
    """

    paths: tuple[Path, Path]
    files: dict[str, Path]
    dtype: np.dtype
    keep: Optional[np.ndarray] = None
    filt: Optional[tuple[int, float]] = None
    text_out: Optional[tuple[Path, Path]] = None
    groups: Optional[np.ndarray] = None
    prefixes: tuple[int, ...] = ()


def encode_split(spm_bytes: bytes, job: SplitJob, workers: int, advance) -> dict:
    """Encode two line-aligned files into the .bin / .idx.npy layout of ``dataset``.

    Chunks are submitted through a bounded window, so at most ``2 * workers``
    chunks of text are in memory however large the split is (``Pool.imap``
    would read the whole input ahead).

    Args:
        advance: called with the number of pairs of each chunk done (a progress bar).
    Returns:
        pairs, src_tokens, tgt_tokens, removed (pairs per cleaning rule), unknown
        (a Counter of the characters the model encoded as unk) and, with ``job.groups``,
        group_pairs (the pairs kept of each corpus).
    """
    tasks = _chunks(job)
    with _SplitOutput(job) as out:
        for res, task in _encoded(spm_bytes, tasks, workers):
            out.add(res, task)
            advance(len(task[0]))
    return out.finish()


def _encoded(spm_bytes: bytes, tasks: Iterator[tuple], workers: int) -> Iterator[tuple]:
    """(result, task) per chunk, in order: in this process, or through a pool of workers
    with at most ``2 * workers`` chunks in flight."""
    if workers == 1:
        _init_worker(spm_bytes)
        for task in tasks:
            yield _encode_chunk(task), task
        return
    pool = mp.Pool(workers, initializer=_init_worker, initargs=(spm_bytes, True))
    try:
        window: deque = deque()
        for task in tasks:
            window.append((pool.apply_async(_encode_chunk, (task,)), task))
            if len(window) >= 2 * workers:
                res, done = window.popleft()
                yield res.get(), done
        while window:
            res, done = window.popleft()
            yield res.get(), done
        pool.close()
    except BaseException:  # an error, or the consumer stopped early (GeneratorExit)
        pool.terminate()
        raise
    finally:
        pool.join()


class _SplitOutput:
    """The files of one split being written, and its counts so far."""

    def __init__(self, job: SplitJob):
        self.job = job
        self.lens: dict[str, list] = {"src": [], "tgt": []}
        self.removed = dict.fromkeys(("empty", "too_long", "ratio"), 0)
        self.unknown: Counter = Counter()
        self.groups: list[np.ndarray] = []
        self.stack = ExitStack()

    def __enter__(self) -> "_SplitOutput":
        self.bins = [self.stack.enter_context(open(self.job.files[side], "wb"))
                     for side in ("src", "tgt")]
        self.texts = self.stack.enter_context(_text_files(self.job.text_out))
        return self

    def __exit__(self, *exc) -> None:
        self.stack.close()

    def add(self, res: dict, task: tuple) -> None:
        """One encoded chunk: its ids, lengths, counts, and the text of the pairs kept."""
        for side, f in zip(("src", "tgt"), self.bins):
            res[side].tofile(f)
            self.lens[side].append(res[f"{side}_lens"])
        for rule, k in res["removed"].items():
            self.removed[rule] += k
        self.unknown.update(res["unknown"])
        if res["groups"] is not None:
            self.groups.append(res["groups"])
        for f, lines in zip(self.texts, task[:2]):
            f.write("".join(line + "\n" for line in itertools.compress(lines, res["kept"])))

    def finish(self) -> dict:
        """Write the offsets; the split's statistics."""
        stats = {"removed": self.removed, "unknown": self.unknown}
        if self.job.groups is not None:
            n = int(self.job.groups.max(initial=0)) + 1
            stats["group_pairs"] = np.bincount(
                np.concatenate(self.groups) if self.groups else np.zeros(0, np.uint16),
                minlength=n).tolist()
        for side in ("src", "tgt"):
            side_lens = (np.concatenate(self.lens[side]) if self.lens[side]
                         else np.zeros(0, np.int64))
            idx = np.zeros(len(side_lens) + 1, dtype=np.int64)
            np.cumsum(side_lens, out=idx[1:])
            np.save(self.job.files[f"{side}_idx"], idx)
            stats[f"{side}_tokens"] = int(idx[-1])
            stats["pairs"] = len(side_lens)
        return stats


@contextmanager
def _text_files(paths: Optional[tuple[Path, Path]]) -> Iterator[list]:
    """The two text outputs of ``encode_split`` opened for writing, or none."""
    with ExitStack() as stack:
        yield [stack.enter_context(open(p, "w", encoding="utf-8", newline="\n"))
               for p in paths or ()]
