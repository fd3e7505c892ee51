"""``nmt translate``: stream lines through batched search, one output line per input line.

Decoding is the paper's (Section 6.1, see ``search``); batching, empty lines and
``--nbest`` are ``translator.Translator``'s. This module owns the command around it:

* Streaming. Input is read as bytes, lazily, in chunks: whatever lines are
  available without blocking (up to ``CHUNK_LINES``) are translated and
  written, then flushed. An interactive user gets each line back as soon as it
  is typed; a 10-million-line pipe is never held in memory.
* Alignment. Lines are split on b"\\n" only (a trailing b"\\r" is dropped),
  decoded as UTF-8 with errors="replace", so invalid bytes never merge or split
  lines. An empty line gives an empty line without running the model.
* Batch limits. Beams wider than 4 shrink ``--batch-tokens`` and ``--batch-size`` by
  4 / beam, so a batch never holds more hypotheses than the defaults' 128 x 4.
* Looking inside. ``--alignment`` appends word alignments, ``--force-target FILE``
  scores given translations instead of searching (``translator.Translator``'s formats).
* Models. ``engine`` decides what decodes: on the CPU a checkpoint goes through its
  cached CTranslate2 conversion by default, elsewhere through ``search``. Several
  ``--ckpt`` decode as an ensemble (``ensemble.Ensemble``: log of the mean of the
  members' probabilities per step); they must share a tokenizer. A directory written
  by ``nmt export`` decodes through CTranslate2 (``ct2``).
"""

from __future__ import annotations

import os
import itertools
import select
import sys
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

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


def with_targets(chunks: Iterable[list[str]], targets: BinaryIO | None, path: Path | None
                 ) -> Iterator[tuple[list[str], list[str] | None]]:
    """Each chunk of input lines with the same number of lines of ``targets`` (None: no
    targets), split and decoded as the input is; the two must have as many lines."""
    lines = None if targets is None else (_decode(x[:-1] if x.endswith(b"\n") else x)
                                          for x in targets)
    seen = 0
    for chunk in chunks:
        paired = None if lines is None else list(itertools.islice(lines, len(chunk)))
        seen += len(chunk)
        if paired is not None and len(paired) < len(chunk):
            raise NmtError(f"--force-target {path} has {seen - len(chunk) + len(paired)} "
                           f"lines, fewer than the input")
        yield chunk, paired
    if lines is not None and next(lines, None) is not None:
        raise NmtError(f"--force-target {path} has more lines than the input ({seen})")


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
                  precision: str, max_input_len: int = 1024, alignment: bool = False,
                  alignment_layer: int | None = None, force_target: Path | None = None,
                  engine: str = "auto") -> None:
    """The ``nmt translate`` command: stdin/--input -> stdout/--output, streamed."""
    import torch

    from .translator import check_search_options

    check_search_options(beam, lenpen, lenpen_style, max_len_a, max_len_b, max_input_len)
    if not 1 <= nbest <= beam:
        raise NmtError(f"--nbest must be between 1 and --beam ({beam}), got {nbest}")
    if batch_tokens < 1 or batch_size < 1:
        raise NmtError("--batch-tokens and --batch-size must be positive")
    if alignment_layer is not None and not alignment:
        raise NmtError("--alignment-layer chooses the layer of --alignment; add --alignment")
    if force_target is not None:
        if nbest != 1:
            raise NmtError("--force-target scores one given translation per line; "
                           "it takes no --nbest")
        if not Path(force_target).exists() or Path(force_target).is_dir():
            raise NmtError(f"--force-target {force_target}: no such file")
    _check_paths(input, output, ckpts)

    from .engine import open_engine
    from .translator import Translator

    opened = open_engine(list(ckpts), engine=engine, device=device, precision=precision,
                         alignment=alignment, forced=force_target is not None)
    backend, tokenizer, trained_len = opened.backend, opened.tokenizer, opened.trained_len
    if alignment:
        _check_layer(opened.model, alignment_layer)
    if beam > tokenizer.vocab_size:
        # every hypothesis past the vocabulary's size would be a dead one, and each costs
        # memory: --beam 8000 was killed for memory on a 23 GB machine
        raise NmtError(f"--beam {beam} is larger than the model's vocabulary "
                       f"({tokenizer.vocab_size} pieces)")
    shrink = min(1.0, 4 / beam)  # hypotheses per batch as with the defaults at beam 4
    batch_tokens, batch_size = max(1, int(batch_tokens * shrink)), max(1, int(batch_size * shrink))
    translator = Translator(backend, tokenizer, beam=beam, lenpen=lenpen,
                            lenpen_style=lenpen_style, nbest=nbest, max_len_a=max_len_a,
                            max_len_b=max_len_b, batch_tokens=batch_tokens,
                            batch_size=batch_size, trained_len=trained_len,
                            max_input_len=max_input_len, alignment=alignment,
                            alignment_layer=alignment_layer)
    torch.set_grad_enabled(False)
    try:
        src = open(input, "rb") if input is not None else sys.stdin.buffer
        dst = open(output, "wb") if output is not None else sys.stdout.buffer
        targets = open(force_target, "rb") if force_target is not None else None
    except OSError as e:
        raise NmtError(f"cannot open {e.filename}: {e.strerror}") from None
    try:
        for lines, given in with_targets(read_chunks(src), targets, force_target):
            translated = translator.translate_lines(lines, given)
            dst.write("".join(t + "\n" for t in translated).encode("utf-8"))
            dst.flush()
    finally:
        if input is not None:
            src.close()
        if output is not None:
            dst.close()
        if targets is not None:
            targets.close()


def _check_layer(model, layer: int | None) -> None:
    """Refuse an --alignment-layer that a model (or an ensemble member) does not have."""
    from .attention import layer_index
    from .ensemble import Ensemble

    for member in (model.models if isinstance(model, Ensemble) else [model]):
        try:
            layer_index(layer, len(member.decoder.layers))
        except ValueError as e:
            raise NmtError(f"--alignment-layer: {e}") from None
