"""``nmt translate``: stream lines through batched search, one output line per input line.

Decoding is the paper's (Section 6.1, see ``search``). This module owns the
plumbing around it:

* Streaming. Input is read as bytes, lazily, in chunks: whatever lines are
  available without blocking (up to ``CHUNK_LINES``) are translated and
  written, then flushed. An interactive user gets each line back as soon as it
  is typed; a 10-million-line pipe is never held in memory.
* Alignment. Lines are split on b"\\n" only (a trailing b"\\r" is dropped),
  decoded as UTF-8 with errors="replace", so invalid bytes never merge or split
  lines. An empty line gives an empty line without running the model.
* Batching. Within a chunk, sentences are sorted by length and grouped so that
  ``batch_size * longest source <= batch_tokens`` (and at most ``batch_size``
  sentences); outputs are put back in input order. Beams wider than 4 shrink both
  limits by 4 / beam, so a batch never holds more hypotheses than the defaults' 128 x 4
  (outputs do not depend on the batching).
* ``--nbest N`` prints exactly N lines per input, ``i<TAB>score<TAB>hypothesis``
  with i the 0-based input line number and score = logprob / lp(|Y|) (|Y|
  counts EOS), best first; when fewer than N hypotheses exist (an empty input,
  a tiny search space) the last one is repeated so line i*N+k always belongs
  to input i.
* Several ``--ckpt`` decode as an ensemble (``search.Ensemble``: log of the
  mean of the members' probabilities per step); they must share a tokenizer.
"""

from __future__ import annotations

import os
import select
import sys
from pathlib import Path
from typing import BinaryIO, Iterator

from .device import autocast, keep_freed_memory, resolve_device, resolve_precision
from .errors import NmtError

CHUNK_LINES = 2048  # lines sorted and batched together at most
READ_BYTES = 1 << 16


def _data_ready(fd: int) -> bool:
    """True when a read on fd would not block (always True where select cannot tell)."""
    try:
        return bool(select.select([fd], [], [], 0)[0])
    except (OSError, ValueError):
        return True


def read_chunks(stream: BinaryIO, max_lines: int = CHUNK_LINES) -> Iterator[list[str]]:
    """Yield lists of decoded lines: as many as are available now, up to ``max_lines``.

    A chunk ends when ``max_lines`` are pending or when the next read would
    block, so an interactive writer is answered before it sends more.
    """
    fd = stream.fileno()
    buf = b""
    pending: list[bytes] = []
    while True:
        while len(pending) >= max_lines:
            yield [_decode(x) for x in pending[:max_lines]]
            pending = pending[max_lines:]
        if pending and not _data_ready(fd):
            yield [_decode(x) for x in pending]
            pending = []
        data = os.read(fd, READ_BYTES)
        if not data:
            break
        buf += data
        if b"\n" in data:
            *lines, buf = buf.split(b"\n")
            pending.extend(lines)
    if buf:
        pending.append(buf)  # last line without a final newline
    for start in range(0, len(pending), max_lines):
        yield [_decode(x) for x in pending[start:start + max_lines]]


def _decode(line: bytes) -> str:
    if line.endswith(b"\r"):
        line = line[:-1]
    return line.decode("utf-8", errors="replace")


def decode_batches(lengths: list[int], batch_tokens: int, batch_size: int) -> list[list[int]]:
    """Group indices of length-sorted sentences; padded size stays within ``batch_tokens``.

    A sentence longer than ``batch_tokens`` gets a batch of its own.
    """
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    batches, current, longest = [], [], 0
    for i in order:
        longest_if = max(longest, lengths[i])
        if current and (len(current) >= batch_size or (len(current) + 1) * longest_if > batch_tokens):
            batches.append(current)
            current, longest_if = [], lengths[i]
        current.append(i)
        longest = longest_if
    if current:
        batches.append(current)
    return batches


def load_models(ckpts: list[Path], device):
    """Load one or several checkpoints; returns (model or Ensemble, tokenizer, max trained length)."""
    from .checkpoint import load_for_inference
    from .search import Ensemble

    models, tokenizer, trained_len = [], None, None
    for path in ckpts:
        path = Path(path)
        if path.is_dir():
            from .rundir import BEST

            if (path / BEST).exists():
                raise NmtError(f"{path} is a training run directory; give one of its "
                               f"checkpoints, e.g. --ckpt {path / BEST}")
            raise NmtError(f"{path} is a directory but neither a checkpoint file nor an "
                           "`nmt export` model (no model.bin)")
        model, tok, raw = load_for_inference(path, device)
        if tokenizer is not None and tok.sha256 != tokenizer.sha256:
            raise NmtError(f"cannot ensemble {ckpts[0]} and {path}: their sentencepiece "
                           "models differ (an ensemble needs one shared vocabulary)")
        tokenizer = tok
        models.append(model)
        args = (raw.get("data_manifest") or {}).get("args") or {}
        if isinstance(args.get("max_len"), int):
            trained_len = max(trained_len or 0, args["max_len"])
    model = models[0] if len(models) == 1 else Ensemble(models).eval()
    return model, tokenizer, trained_len


class Translator:
    """Holds the model and search settings; turns lists of lines into output lines."""

    def __init__(self, model, tokenizer, device, *, beam: int, lenpen: float,
                 lenpen_style: str, nbest: int, max_len_a: float, max_len_b: int,
                 batch_tokens: int, batch_size: int, precision: str = "fp32",
                 trained_len: int | None = None, max_input_len: int = 1024):
        from .ct2 import Ct2Translator

        self.model, self.tok, self.device = model, tokenizer, device
        self.ct2 = model if isinstance(model, Ct2Translator) else None
        self.beam, self.lenpen, self.lenpen_style, self.nbest = beam, lenpen, lenpen_style, nbest
        self.max_len_a, self.max_len_b = max_len_a, max_len_b
        self.batch_tokens, self.batch_size = batch_tokens, batch_size
        self.autocast = autocast(device, precision)
        self.trained_len = trained_len
        self.max_input_len = max_input_len
        self.warned_long = self.warned_cut = False
        self.line_no = 0  # 0-based number of the next input line, for --nbest output

    def translate_lines(self, lines: list[str]) -> list[str]:
        """One output string per input line (N newline-joined lines with --nbest N)."""
        import torch

        from .config import EOS_ID, PAD_ID
        from .search import beam_search, greedy_search, packed_weights

        ids = self._cut(self.tok.encode_batch(lines))
        self._warn_if_long(ids)
        results: list[list[tuple[float, list[int]]]] = [[(0.0, [])] for _ in lines]
        todo = [i for i, x in enumerate(ids) if x]
        lengths = [len(ids[i]) + 1 for i in todo]
        # One packing of the weights for all of these lines' batches, not one per batch.
        with packed_weights(self.model):
            for batch in decode_batches(lengths, self.batch_tokens, self.batch_size):
                rows = [todo[j] for j in batch]
                if self.ct2 is not None:  # a CTranslate2 export runs its own search (ct2.py)
                    for i, hs in zip(rows, self.ct2.translate_batch(
                            [ids[i] for i in rows], beam=self.beam, lenpen=self.lenpen,
                            lenpen_style=self.lenpen_style, nbest=self.nbest,
                            max_len_a=self.max_len_a, max_len_b=self.max_len_b)):
                        results[i] = [(h.score, h.tokens) for h in hs]
                    continue
                width = max(len(ids[i]) for i in rows) + 1
                src = torch.full((len(rows), width), PAD_ID, dtype=torch.long)
                for r, i in enumerate(rows):
                    src[r, :len(ids[i]) + 1] = torch.tensor(ids[i] + [EOS_ID])
                src = src.to(self.device)
                with self.autocast:
                    if self.beam == 1 and self.nbest == 1:
                        hyps = [[(0.0, h)] for h in greedy_search(
                            self.model, src, self.max_len_a, self.max_len_b)]
                    else:
                        hyps = [[(h.score, h.tokens) for h in hs] for hs in beam_search(
                            self.model, src, beam=self.beam, lenpen=self.lenpen,
                            lenpen_style=self.lenpen_style, max_len_a=self.max_len_a,
                            max_len_b=self.max_len_b, nbest=self.nbest)]
                for i, h in zip(rows, hyps):
                    results[i] = h
        out = []
        for i, hyps in enumerate(results):
            if self.nbest == 1:
                out.append(self.tok.decode(hyps[0][1]))
            else:
                hyps = hyps + [hyps[-1]] * (self.nbest - len(hyps))
                out.append("\n".join(f"{self.line_no + i}\t{score:.6f}\t{self.tok.decode(toks)}"
                                     for score, toks in hyps))
        self.line_no += len(lines)
        return out

    def _cut(self, ids: list[list[int]]) -> list[list[int]]:
        """Inputs cut to ``max_input_len`` subwords. One stray huge line (a log dump, a
        file without newlines) would otherwise ask the search for a cache and output
        limit proportional to its length, run out of memory and take its whole chunk
        of lines down with it; cut, it still gets its output line."""
        cut = [i for i, x in enumerate(ids) if len(x) > self.max_input_len]
        if cut and not self.warned_cut:
            self.warned_cut = True
            print(f"warning: input line {self.line_no + cut[0] + 1} has {len(ids[cut[0]])} "
                  f"subwords; inputs over --max-input-len {self.max_input_len} are cut to it",
                  file=sys.stderr, flush=True)
        for i in cut:
            ids[i] = ids[i][:self.max_input_len]
        return ids

    def _warn_if_long(self, ids: list[list[int]]) -> None:
        if self.warned_long or not self.trained_len:
            return
        longest = max((len(x) for x in ids), default=0)
        if longest > self.trained_len:
            self.warned_long = True
            print(f"warning: an input has {longest} subwords, more than the {self.trained_len} "
                  "the model was trained on; translating anyway (quality may suffer)",
                  file=sys.stderr, flush=True)


def _check_paths(input: Path | None, output: Path | None, ckpts: list[Path] = ()) -> None:
    """Refuse, before any work, the files that would fail late or destroy the input
    or the model."""
    if input is not None:
        input = Path(input)
        if not input.exists():  # pipes (-i <(...), /dev/stdin) are fine, not only files
            raise NmtError(f"input file not found: {input}")
        if input.is_dir():
            raise NmtError(f"--input {input} is a directory, not a file")
    if output is not None:
        output = Path(output)
        if output.is_dir():
            raise NmtError(f"--output {output} is a directory; give a file name")
        if not output.parent.is_dir():
            raise NmtError(f"--output {output}: directory {output.parent} does not exist")
        if input is not None and output.exists() and os.path.samefile(input, output):
            # opening the output empties it before a line of the input is read
            raise NmtError(f"--input and --output are the same file ({input}); "
                           "the translation would overwrite its own input")
        for ckpt in map(Path, ckpts):
            if output.exists() and ckpt.exists() and (
                    os.path.samefile(ckpt, output)
                    or (ckpt.is_dir() and os.path.samefile(ckpt, output.parent))):
                raise NmtError(f"--output {output} would overwrite the model (--ckpt {ckpt})")
    if input is None and sys.stdin is None:
        raise NmtError("stdin is closed: give the lines to translate with --input FILE")
    if output is None and sys.stdout is None:
        raise NmtError("stdout is closed: give a file to write with --output FILE")


def run_translate(ckpts: list[Path], input: Path | None, output: Path | None, beam: int,
                  lenpen: float, lenpen_style: str, nbest: int, max_len_a: float,
                  max_len_b: int, batch_tokens: int, batch_size: int, device: str,
                  precision: str, max_input_len: int = 1024) -> None:
    """The ``nmt translate`` command: stdin/--input -> stdout/--output, streamed."""
    import torch

    if beam < 1:
        raise NmtError("--beam must be at least 1")
    if not 1 <= nbest <= beam:
        raise NmtError(f"--nbest must be between 1 and --beam ({beam}), got {nbest}")
    if lenpen_style not in ("gnmt", "plain"):
        raise NmtError(f"unknown --lenpen-style {lenpen_style!r} (gnmt or plain)")
    if lenpen < 0:
        raise NmtError(f"--lenpen must be 0 or more (got {lenpen}); a negative alpha "
                       "rewards short outputs")
    if batch_tokens < 1 or batch_size < 1:
        raise NmtError("--batch-tokens and --batch-size must be positive")
    if max_len_a < 0 or max_len_b < 0:
        raise NmtError("--max-len-a and --max-len-b must be 0 or more")
    if max_input_len < 1:
        raise NmtError("--max-input-len must be positive")
    _check_paths(input, output, ckpts)

    from .ct2 import Ct2Translator, is_ct2_model_dir

    if any(is_ct2_model_dir(p) for p in ckpts):  # `nmt export` output (issue 7)
        if len(ckpts) > 1:
            raise NmtError("a CTranslate2 model directory cannot be part of an ensemble")
        model = Ct2Translator(ckpts[0], device=device, precision=precision)
        tokenizer, trained_len = model.tokenizer, model.meta.get("trained_max_len")
        # CTranslate2 owns device and precision; no torch autocast around it.
        dev, precision = torch.device("cpu"), "fp32"
    else:
        dev = resolve_device(device)
        precision, _ = resolve_precision(precision, dev)  # refuse a bad one before loading
        model, tokenizer, trained_len = load_models(list(ckpts), dev)
        if dev.type == "cpu":
            keep_freed_memory()  # every step's [rows x vocab] arrays, reused not page-faulted
    if beam > tokenizer.vocab_size:
        # every hypothesis past the vocabulary's size would be a dead one, and each costs
        # memory: --beam 8000 was killed for memory on a 23 GB machine
        raise NmtError(f"--beam {beam} is larger than the model's vocabulary "
                       f"({tokenizer.vocab_size} pieces)")
    shrink = min(1.0, 4 / beam)  # hypotheses per batch as with the defaults at beam 4
    batch_tokens, batch_size = max(1, int(batch_tokens * shrink)), max(1, int(batch_size * shrink))
    translator = Translator(model, tokenizer, dev, beam=beam, lenpen=lenpen,
                            lenpen_style=lenpen_style, nbest=nbest, max_len_a=max_len_a,
                            max_len_b=max_len_b, batch_tokens=batch_tokens,
                            batch_size=batch_size, precision=precision, trained_len=trained_len,
                            max_input_len=max_input_len)
    torch.set_grad_enabled(False)
    try:
        src = open(input, "rb") if input is not None else sys.stdin.buffer
        dst = open(output, "wb") if output is not None else sys.stdout.buffer
    except OSError as e:
        raise NmtError(f"cannot open {e.filename}: {e.strerror}") from None
    try:
        for lines in read_chunks(src):
            translated = translator.translate_lines(lines)
            dst.write("".join(t + "\n" for t in translated).encode("utf-8"))
            dst.flush()
    finally:
        if input is not None:
            src.close()
        if output is not None:
            dst.close()
