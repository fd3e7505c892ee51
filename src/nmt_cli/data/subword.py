"""Subword regularisation: every epoch, a new segmentation of the training text.

``nmt train --subword-alpha A`` samples each training sentence's segmentation anew every
epoch: BPE-dropout (Provilkov et al. 2020; subword regularisation, Kudo 2018), the shared
BPE model's merges applied in their order with each one skipped with probability A.
Validation and translation keep the deterministic segmentation of ``nmt prepare``.

The text comes from the dataset (``train.text.{src,tgt}``, line i = pair i of the ids),
and is encoded in one worker process an epoch ahead of training, so the training loop
only waits for it at the very first epoch. The segmentation of epoch e depends on the
seed, e and the text alone (not on the rank, the process, or the epochs before it), so:

* a run resumed in epoch e samples exactly what the uninterrupted run sampled;
* every rank of a multi-process run holds the same segmentation, hence the same batches
  (each rank trains on its own share of them, as without sampling).

The merges are sampled here (``BpeDropout``), not by sentencepiece: its own sampling
(0.2.3, ``enable_sampling=True``) gives other segmentations for the same
``set_random_generator_seed`` in another process (its generator is salted per process), so
a resumed run would train on other data than the run it continues.
``BpeDropout`` is sentencepiece's own BPE encoder (``bpe_model.cc``) merge for merge, with
its draws taken from a numpy generator seeded by (seed, epoch, chunk of lines, side); with
alpha 0 it gives sentencepiece's ids exactly, which the worker checks before it samples.
"""

from __future__ import annotations

import heapq
import itertools
import multiprocessing as mp
import re
import signal
from pathlib import Path

import numpy as np
import sentencepiece as spm

from ..config import UNK_ID
from ..errors import NmtError
from .dataset import SPM_MODEL, training_text
from .joint_vocab import is_pair
from .spm_model import segmentation

CHUNK = 5000  # lines per seed: the unit a chunk's segmentation is reproducible in
CACHED_WORDS = 500_000  # words whose segmentation is kept (~1 KB each): the frequent ones come first
CHECKED_LINES = 200  # lines per side the worker encodes both ways before it samples
WORD = re.compile("\u2581[^\u2581]*|[^\u2581]+")  # no piece spans a word boundary (▁)


class SampledSplit:
    """One epoch's sampled segmentation of the training pairs, held in memory.

    Reads like ``data.ParallelDataset``: ``ds[i] -> (src [S], tgt [T])`` ids without
    BOS/EOS, ``src_lengths``/``tgt_lengths`` int64 [n].
    """

    def __init__(self, arrays: dict[str, np.ndarray]):
        self.src, self.tgt = arrays["src"], arrays["tgt"]
        self.src_idx, self.tgt_idx = arrays["src_idx"], arrays["tgt_idx"]
        self.src_lengths = np.diff(self.src_idx)
        self.tgt_lengths = np.diff(self.tgt_idx)

    def __len__(self) -> int:
        return len(self.src_lengths)

    def __getitem__(self, i: int) -> tuple[np.ndarray, np.ndarray]:
        return (self.src[self.src_idx[i]:self.src_idx[i + 1]],
                self.tgt[self.tgt_idx[i]:self.tgt_idx[i + 1]])

    def token_arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """As ``data.ParallelDataset.token_arrays``."""
        return self.src, self.src_idx, self.tgt, self.tgt_idx


class SampledEpochs:
    """The training set of each epoch, resegmented, with the next epoch made in the background.

    Args:
        data_dir, manifest: the prepared dataset (it must keep its training text).
        alpha: the probability of dropping each merge, in (0, 1].
        seed: the run's seed.
    Raises:
        NmtError: the dataset was prepared before the training text was kept, or with a
            model that is not BPE (a unigram or byte-fallback one from --tokenizer-from).
    """

    def __init__(self, data_dir: Path, manifest: dict, alpha: float, seed: int):
        model = Path(data_dir) / SPM_MODEL
        if is_pair(model.read_bytes()):
            raise NmtError(f"--subword-alpha samples one BPE model's merges for both sides, and "
                           f"{data_dir} was cut with an imported model's two (`nmt import`); "
                           "train without --subword-alpha")
        kind, byte_fallback = segmentation(model.read_bytes())
        if kind != "bpe" or byte_fallback:
            raise NmtError(f"--subword-alpha samples BPE merges, and {data_dir}'s sentencepiece "
                           f"model is {kind}{' with byte fallback' if byte_fallback else ''}; "
                           "train without --subword-alpha, or prepare the data with a BPE model")
        files = training_text(data_dir, manifest)
        # paths, not the model's bytes: what spawn writes to a new process must stay small
        self.job = (str(model), str(files["src"]), str(files["tgt"]), float(alpha), int(seed),
                    manifest["dtype"], int(manifest["splits"]["train"]["pairs"]))
        self._worker = None  # (process, its end of the pipe), started at the first epoch
        self._pending: int | None = None  # the epoch the worker is sampling

    def epoch(self, epoch: int) -> SampledSplit:
        """Epoch ``epoch``'s segmentation (waiting for it if need be); starts the next one."""
        if self._pending != epoch:
            if self._pending is not None:  # a jump (a resume): what it samples is not needed
                self.close()
            self._ask(epoch)
        got = self._receive()
        self._ask(epoch + 1)
        return SampledSplit(got)

    def __enter__(self) -> "SampledEpochs":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """Stop the worker (a half-sampled epoch is not needed)."""
        if self._worker is not None:
            process, conn = self._worker
            process.terminate()
            process.join()
            conn.close()
            self._worker, self._pending = None, None

    def _ask(self, epoch: int) -> None:
        if self._worker is None:

            # spawn: the trainer's process holds torch's threads (and maybe CUDA), which
            # a fork would copy half-way; the worker needs neither.
            ctx = mp.get_context("spawn")
            conn, child = ctx.Pipe()
            process = ctx.Process(target=_serve, args=(child, self.job), daemon=True,
                                  name="nmt-subword")
            process.start()
            child.close()
            self._worker = (process, conn)
        try:
            self._worker[1].send(epoch)
        except OSError:  # it died; _receive says so
            pass
        self._pending = epoch

    def _receive(self) -> dict[str, np.ndarray]:
        process, conn = self._worker
        try:
            # polled: recv alone can wait forever for a worker that died while starting
            while not conn.poll(1.0):
                if not process.is_alive():
                    raise EOFError
            kind, got = conn.recv()
        except (EOFError, OSError):
            self.close()
            raise NmtError(f"the process sampling --subword-alpha segmentations died (exit "
                           f"code {process.exitcode})") from None
        self._pending = None
        if kind == "error":
            raise NmtError(got)
        return got


def _serve(conn, job: tuple) -> None:
    """The worker: samples each epoch it is asked for, one at a time, and sends it back."""
    # Ctrl-C reaches the whole process group: the trainer saves, stops, and ends this.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # One encoder for every epoch: its per-word caches, filled in the first epoch, cut each
    # later epoch's sampling from 0.93 to 0.65 s of CPU on 3,967 Bible pairs (the same ids:
    # what is cached is the deterministic segmentation, not a draw), CPU that a 2-core
    # machine takes from the training beside it.
    bpe = None
    while True:
        try:
            epoch = conn.recv()
        except EOFError:  # the trainer is gone
            return
        try:
            if bpe is None:
                bpe = BpeDropout(Path(job[0]).read_bytes())
            conn.send(("ok", sample_epoch(bpe, *job[1:], epoch)))
        except NmtError as e:
            conn.send(("error", str(e)))


def sample_epoch(bpe: BpeDropout, src_path: str, tgt_path: str, alpha: float, seed: int,
                 dtype: str, pairs: int, epoch: int) -> dict[str, np.ndarray]:
    """Sample a segmentation of every training line for ``epoch`` (in the worker) with
    ``bpe``, the dataset's BPE model's encoder, the same one every epoch.

    Returns:
        src, tgt: flat ids [tokens] of ``dtype``; src_idx, tgt_idx: int64 offsets [pairs + 1].
    Raises:
        NmtError: the text does not match the dataset, or the model is one ``BpeDropout``
            does not encode as sentencepiece does.
    """
    out: dict[str, np.ndarray] = {}
    for side_index, (side, path) in enumerate((("src", src_path), ("tgt", tgt_path))):
        ids, lens = [], []
        with open(path, encoding="utf-8", newline="\n") as f:
            for chunk in itertools.count():
                lines = [line.rstrip("\n") for line in itertools.islice(f, CHUNK)]
                if not lines:
                    break
                if chunk == 0:
                    bpe.check(lines[:CHECKED_LINES])
                bpe.reset(np.random.default_rng([seed, epoch, chunk, side_index]))
                rows = [bpe.encode(line, alpha) for line in lines]
                lens.append(np.fromiter(map(len, rows), dtype=np.int64, count=len(rows)))
                ids.append(np.fromiter(itertools.chain.from_iterable(rows), dtype=dtype))
        lengths = np.concatenate(lens) if lens else np.zeros(0, np.int64)
        if len(lengths) != pairs:
            raise NmtError(f"{path} has {len(lengths)} lines, the dataset {pairs} pairs: "
                           "prepare the data again")
        offsets = np.zeros(pairs + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        out[side] = np.concatenate(ids) if ids else np.zeros(0, dtype)
        out[f"{side}_idx"] = offsets
    return out


class BpeDropout:
    """sentencepiece's BPE encoder (``bpe_model.cc``), each merge skipped with probability alpha.

    Merges go best score first (leftmost among equal scores); a skipped merge is dropped,
    as sentencepiece drops it. Pieces never span a word boundary (U+2581), so each word is
    merged on its own: the order of the merges between words changes nothing.

    The draws come from one stream (``reset``), one per merge tried. A word whose next
    draws keep every merge of its deterministic segmentation gets that segmentation
    (cached per word) without the merges being replayed: the same result, drawing the same
    numbers, as the replay. With alpha 0.1 that is most words, and it makes the sampler
    several times faster.
    """

    def __init__(self, spm_bytes: bytes):

        self.sp = spm.SentencePieceProcessor()
        self.sp.LoadFromSerializedProto(spm_bytes)
        sp = self.sp
        normal = [i for i in range(sp.get_piece_size())
                  if not (sp.is_control(i) or sp.is_unknown(i))]
        self.ids = {sp.id_to_piece(i): i for i in normal}
        self.scores = {sp.id_to_piece(i): sp.get_score(i) for i in normal}
        self.unused = {sp.id_to_piece(i) for i in normal if sp.is_unused(i)}
        self.starts: dict[str, tuple[list[str], list[tuple]]] = {}
        self.known: dict[str, tuple[int, list[int]]] = {}  # word -> (merges, ids) at alpha 0
        self.reset(None)

    def reset(self, rng: np.random.Generator | None) -> None:
        """Draw from ``rng`` from now on."""
        self.rng, self.draws, self.pos = rng, [], 0

    def check(self, lines: list[str]) -> None:
        """Refuse a model whose deterministic encoding this class does not reproduce."""
        for line in lines:
            if self.encode(line, 0.0) != self.sp.encode(line, out_type=int):
                raise NmtError(f"--subword-alpha cannot sample this sentencepiece model: it "
                               f"segments {line[:60]!r} otherwise than BPE; train without it")

    def encode(self, text: str, alpha: float) -> list[int]:
        """Token ids of ``text``; ``alpha`` 0 gives sentencepiece's own ``encode``."""
        out: list[int] = []
        for word in WORD.findall(self.sp.normalize(text)):
            for i in self._word(word, alpha):
                if i != UNK_ID or not out or out[-1] != UNK_ID:  # a run of unknowns is one
                    out.append(i)
        return out

    def _ids(self, pieces: list[str]) -> list[int]:
        return [UNK_ID if p in self.unused else self.ids.get(p, UNK_ID) for p in pieces]

    def _word(self, word: str, alpha: float) -> list[int]:
        got = self.known.get(word)
        if got is None:
            pieces, merges = self._merge(word, 0.0)
            got = (merges, self._ids(pieces))
            if len(self.known) < CACHED_WORDS:
                self.known[word] = got
        merges, ids = got
        if alpha <= 0 or merges == 0:
            return ids
        if self.pos + merges > len(self.draws):
            self.draws = self.draws[self.pos:] + self.rng.random(4096 + merges).tolist()
            self.pos = 0
        if min(self.draws[self.pos:self.pos + merges]) >= alpha:  # no merge of it dropped
            self.pos += merges
            return ids
        return self._ids(self._merge(word, alpha)[0])

    def _start(self, word: str) -> tuple[list[str], list[tuple]]:
        """The word's characters and the merges they allow, as a heap (cached per word)."""
        got = self.starts.get(word)
        if got is None:
            syms, scores = list(word), self.scores
            agenda = [(-scores[a + b], i, i + 1, 2)
                      for i, (a, b) in enumerate(zip(syms, syms[1:])) if a + b in scores]
            heapq.heapify(agenda)
            got = (syms, agenda)
            if len(self.starts) < CACHED_WORDS:
                self.starts[word] = got
        return got

    def _merge(self, word: str, alpha: float) -> tuple[list[str], int]:
        """The word's pieces, and how many merges made them (one draw each when alpha > 0)."""
        syms, agenda = self._start(word)
        if not agenda:
            return syms, 0
        syms, agenda = syms.copy(), agenda.copy()
        n, scores, heappop, heappush = len(syms), self.scores, heapq.heappop, heapq.heappush
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        prev = list(range(-1, n - 1))
        unused: dict[str, tuple[str, str]] = {}
        merges = 0
        while agenda:
            _, left, right, size = heappop(agenda)
            a, b = syms[left], syms[right]
            if not a or not b or len(a) + len(b) != size:
                continue  # one side has been merged into something else since
            if alpha > 0:
                if self.pos == len(self.draws):
                    self.draws, self.pos = self.rng.random(4096).tolist(), 0
                self.pos += 1
                if self.draws[self.pos - 1] < alpha:
                    continue
            merges += 1
            syms[left] = merged = a + b
            syms[right] = ""
            if merged in self.unused:
                unused[merged] = (a, b)
            after = nxt[left] = nxt[right]
            if after >= 0:
                prev[after] = left
                pair = merged + syms[after]
                if pair in scores:
                    heappush(agenda, (-scores[pair], left, after, len(pair)))
            before = prev[left]
            if before >= 0:
                pair = syms[before] + merged
                if pair in scores:
                    heappush(agenda, (-scores[pair], before, left, len(pair)))
        pieces = [p for p in syms if p]  # in order: merged symbols sit at their left end
        if unused:
            pieces = [q for p in pieces for q in _resegment(p, unused)]
        return pieces, merges


def _resegment(piece: str, unused: dict[str, tuple[str, str]]) -> list[str]:
    """An unused piece (never emitted) split back into the pieces it was merged from."""
    if piece not in unused:
        return [piece]
    a, b = unused[piece]
    return _resegment(a, unused) + _resegment(b, unused)
