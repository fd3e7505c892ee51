"""Encoding line-aligned text into token-id arrays with the shared BPE model (``nmt prepare``).

Writes one split in the layout ``data.ParallelDataset`` reads (flat ``.bin`` ids
plus ``.idx.npy`` offsets), in chunks across worker processes, and applies the
training-set cleaning that needs subword counts (fairseq's ``clean-corpus-n``:
at most ``max_len`` subwords per side, length ratio at most ``max_ratio``).
"""

from __future__ import annotations

import itertools
import signal
from collections import deque
from pathlib import Path
from typing import Iterator, Optional

import numpy as np

CHUNK = 5000  # pairs per encoding task: big enough to amortise IPC, small enough for RAM

_SP = None  # the worker's sentencepiece processor, loaded once per process


def _init_worker(spm_bytes: bytes, in_pool: bool = False) -> None:
    global _SP
    import sentencepiece as spm

    if in_pool:
        # Forked workers inherit the parent's SIGTERM -> KeyboardInterrupt handler;
        # they must die quietly when the pool or the user terminates them.
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    _SP = spm.SentencePieceProcessor()
    _SP.LoadFromSerializedProto(spm_bytes)


def _encode_chunk(task: tuple) -> dict:
    """Encode one chunk of pairs; for train also apply the subword-length rules.

    Args:
        task: (src lines, tgt lines, keep [n] bool or None, (max_len, max_ratio) or None,
            dtype name).

    Returns:
        dict with src/tgt: flat ids, src_lens/tgt_lens: int64 [kept], removed: counts.
    """
    src_lines, tgt_lines, keep, filt, dtype = task
    # One thread per worker: --workers is the parallelism, and sentencepiece's own
    # batch threads would oversubscribe the cores.
    src_ids = _SP.encode(src_lines, out_type=int, num_threads=1)
    tgt_ids = _SP.encode(tgt_lines, out_type=int, num_threads=1)
    removed = dict.fromkeys(("empty", "too_long", "ratio"), 0)
    if keep is not None or filt is not None:
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
            kept_s.append(s)
            kept_t.append(t)
        src_ids, tgt_ids = kept_s, kept_t
    out = {"removed": removed}
    for side, ids in (("src", src_ids), ("tgt", tgt_ids)):
        lens = np.fromiter(map(len, ids), dtype=np.int64, count=len(ids))
        out[side] = np.fromiter(itertools.chain.from_iterable(ids), dtype=dtype,
                                count=int(lens.sum()))
        out[f"{side}_lens"] = lens
    return out


def _chunks(paths: tuple[Path, Path], keep: Optional[np.ndarray], filt, dtype: np.dtype
            ) -> Iterator[tuple]:
    with open(paths[0], encoding="utf-8", newline="\n") as fs, \
            open(paths[1], encoding="utf-8", newline="\n") as ft:
        start = 0
        while src := [line.rstrip("\n") for line in itertools.islice(fs, CHUNK)]:
            tgt = [line.rstrip("\n") for line in itertools.islice(ft, len(src))]
            k = keep[start:start + len(src)] if keep is not None else None
            start += len(src)
            yield src, tgt, k, filt, dtype.name


def encode_split(spm_bytes: bytes, paths: tuple[Path, Path], files: dict[str, Path],
                  dtype: np.dtype, keep: Optional[np.ndarray], filt, workers: int,
                  advance) -> dict:
    """Encode two line-aligned files into the .bin / .idx.npy layout of ``data``.

    Chunks are submitted through a bounded window, so at most ``2 * workers``
    chunks of text are in memory however large the split is (``Pool.imap``
    would read the whole input ahead).
    """
    lens = {"src": [], "tgt": []}
    removed = dict.fromkeys(("empty", "too_long", "ratio"), 0)
    tasks = _chunks(paths, keep, filt, dtype)
    with open(files["src"], "wb") as bs, open(files["tgt"], "wb") as bt:
        def consume(res: dict, n_in: int) -> None:
            res["src"].tofile(bs)
            res["tgt"].tofile(bt)
            lens["src"].append(res["src_lens"])
            lens["tgt"].append(res["tgt_lens"])
            for rule, k in res["removed"].items():
                removed[rule] += k
            advance(n_in)

        if workers == 1:
            _init_worker(spm_bytes)
            for task in tasks:
                consume(_encode_chunk(task), len(task[0]))
        else:
            import multiprocessing as mp

            pool = mp.Pool(workers, initializer=_init_worker, initargs=(spm_bytes, True))
            try:
                window: deque = deque()
                for task in tasks:
                    window.append((pool.apply_async(_encode_chunk, (task,)), len(task[0])))
                    if len(window) >= 2 * workers:
                        res, n = window.popleft()
                        consume(res.get(), n)
                while window:
                    res, n = window.popleft()
                    consume(res.get(), n)
                pool.close()
            except BaseException:
                pool.terminate()
                raise
            finally:
                pool.join()
    stats = {"removed": removed}
    for side in ("src", "tgt"):
        side_lens = np.concatenate(lens[side]) if lens[side] else np.zeros(0, np.int64)
        idx = np.zeros(len(side_lens) + 1, dtype=np.int64)
        np.cumsum(side_lens, out=idx[1:])
        np.save(files[f"{side}_idx"], idx)
        stats[f"{side}_tokens"] = int(idx[-1])
        stats["pairs"] = len(side_lens)
    return stats
