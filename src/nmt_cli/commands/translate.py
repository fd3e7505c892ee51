"""``nmt translate``: stream lines through batched search, one output line per input line.

Decoding is the paper's (Section 6.1, see ``decode.search``); batching, empty lines,
``--nbest``, ``--alignment`` and ``--force-target`` are ``decode.lines.Translator``'s;
reading stdin as lines arrive is ``decode.streaming``'s. This module owns the command
around them:

* Checks. Every option is checked once (``DecodeOptions.check``) and every file before
  any work: a typo fails in a second, not after the model has loaded.
* Batch limits. Beams wider than 4 shrink ``--batch-tokens`` and ``--batch-size`` by
  4 / beam, so a batch never holds more hypotheses than the defaults' 128 x 4. On a GPU,
  unless they are given, both are sized to the card and the beam
  (``engine.gpu_batch_limits``): token-sized batches that feed it.
* Output. Lines are written in input order as soon as they, and every line before
  them, are translated (``Translator.translate_pieces``), and flushed.
* Models. ``decode.engine`` decides what decodes: on the CPU a checkpoint goes through its
  cached CTranslate2 conversion by default, elsewhere through our search. Once the
  conversion is cached, ``decode.ct2_route`` opens it without importing torch, and a
  one-line translation takes a fraction of the time. Several
  ``--ckpt`` decode as an ensemble (log of the mean of the members' probabilities per
  step); they must share a tokenizer. A directory written by ``nmt export`` decodes
  through CTranslate2.
* Targets. A multilingual model (one whose data recorded ``lang_tags``) translates into
  ``--tgt-lang``, whose tag goes first in every source (``Engine.translating_into``, the
  one place that chooses, for every format and both engines); without it, or with one
  it does not know, it fails in one line listing its targets.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional

import typer

from ..atomic import atomic_file
from ..data.lang_tags import tag_piece
from ..decode.contract import DecodeOptions
from ..errors import NmtError
from ..text.options import TextOptions
from .common import silence_stdout


def translate(
    ckpt: List[Path] = typer.Option(..., "--ckpt", help="Checkpoint (repeat for an ensemble)."),
    input: Optional[Path] = typer.Option(None, "--input", "-i", help="Input file.", show_default="stdin"),
    output: Optional[Path] = typer.Option(None, "--output", "-o", help="Output file.", show_default="stdout"),
    beam: Optional[int] = typer.Option(None, "--beam", help="Beam size (paper: 4).",
                                       show_default="4; 1 when sampling"),
    lenpen: float = typer.Option(0.6, "--lenpen", help="Length penalty alpha (paper: 0.6)."),
    lenpen_style: str = typer.Option("gnmt", "--lenpen-style",
                                     help="gnmt: ((5+|Y|)/6)^alpha (the paper's); plain: |Y|^alpha (fairseq, Marian, CTranslate2)."),
    greedy: bool = typer.Option(False, "--greedy", help="Greedy decoding (beam 1)."),
    nbest: int = typer.Option(1, "--nbest", help="Print N hypotheses per line with scores, tab-separated."),
    max_len_a: float = typer.Option(1.0, "--max-len-a", help="Max output length = a * source length + b."),
    max_len_b: int = typer.Option(50, "--max-len-b", help="Max output length = a * source length + b."),
    max_input_len: int = typer.Option(1024, "--max-input-len",
                                      help="Inputs longer than this many subwords are cut to it, with a warning."),
    batch_tokens: Optional[int] = typer.Option(None, "--batch-tokens", help="Source tokens per decoding batch.",
                                               show_default="4096; on a GPU, sized to the card"),
    batch_size: Optional[int] = typer.Option(None, "--batch-size", help="Sentences per decoding batch at most.",
                                             show_default="128; on a GPU, sized to the card"),
    device: str = typer.Option("auto", "--device", help="auto, cpu, cuda, cuda:N."),
    precision: str = typer.Option("fp32", "--precision", help="fp32, bf16 or fp16."),
    alignment: bool = typer.Option(False, "--alignment",
                                   help="Append word alignments from the attention: 'translation ||| 0-0 1-2 ...' (source-target word pairs, 0-based)."),
    alignment_layer: Optional[int] = typer.Option(None, "--alignment-layer",
                                                  help="Decoder layer whose heads --alignment averages (negative: from the top).",
                                                  show_default="-1, the last"),
    force_target: Optional[Path] = typer.Option(None, "--force-target", metavar="FILE",
                                                help="Score line i of FILE as the translation of input line i instead of searching: 'i<TAB>score<TAB>translation'."),
    tgt_lang: Optional[str] = typer.Option(None, "--tgt-lang", metavar="LANG",
                                           help="The target language of a multilingual model (one of those `nmt info` lists); a model of one target takes its own or none."),
    sampling_topk: int = typer.Option(1, "--sampling-topk", metavar="K",
                                      help="Sample each token from the K most likely instead of searching (0: from all; 1: no sampling), for back-translation."),
    sampling_topp: float = typer.Option(1.0, "--sampling-topp", metavar="P",
                                        help="Sample from the smallest set of tokens holding probability P (nucleus sampling; 1: no limit)."),
    sampling_temperature: float = typer.Option(1.0, "--sampling-temperature", metavar="T",
                                               help="Sample from p^(1/T), renormalised: above 1 flatter, below 1 sharper."),
    seed: int = typer.Option(1, "--seed", help="Seed of the samples: the same seed, input and engine give the same output."),
    engine: str = typer.Option("auto", "--engine",
                               help="auto: CTranslate2 on the CPU when installed (the checkpoint is converted once and cached under ~/.cache/nmt-cli), else PyTorch; torch: our search (the reference); ct2: CTranslate2 or fail."),
    format: str = typer.Option("text", "--format",
                               help="text: a line in, a line out; html: one HTML document, its markup kept (LibreTranslate's format: html); po: fill a gettext catalogue's empty entries, marked fuzzy (--input IN.po --output OUT.po)."),
    split: bool = typer.Option(True, "--split/--no-split",
                               help="Translate a line of several sentences a sentence at a time (sentencex), rejoined with its own whitespace."),
    protect: bool = typer.Option(True, "--protect/--no-protect",
                                 help="Placeholders (%s, {0}, %(name)s), tags, entities, URLs and accelerators come out exactly as they went in."),
    refill_fuzzy: bool = typer.Option(False, "--refill-fuzzy",
                                      help="--format po: translate fuzzy entries again too: earlier machine translations, and msgmerge's guesses from a human's translation of an older message; a translation not marked fuzzy is never touched."),
) -> None:
    """Translate lines from stdin (or --input) to stdout, in order, one output line per input line."""
    sampling = dict(sampling_topk=sampling_topk, sampling_topp=sampling_topp,
                    sampling_temperature=sampling_temperature, seed=seed)
    options = DecodeOptions(beam=_beam(greedy, beam, sampling), lenpen=lenpen,
                            lenpen_style=lenpen_style, nbest=nbest, max_len_a=max_len_a,
                            max_len_b=max_len_b,
                            max_input_len=max_input_len, engine=engine, alignment=alignment,
                            alignment_layer=alignment_layer, **sampling)
    text = TextOptions(format=format, split=split, protect=protect, refill_fuzzy=refill_fuzzy)
    try:
        run_translate(ckpt, options, Files(input, output, force_target),
                      (batch_tokens, batch_size), device, precision, text, tgt_lang)
    except BrokenPipeError:
        # `nmt translate ... | head`: the reader went away, which is not an error. Caught
        # here because click turns it into exit 1 before main() would see it.
        silence_stdout()
        raise typer.Exit(0) from None


def _beam(greedy: bool, beam: int | None, sampling: dict) -> int:
    """--beam as given, or 4; 1 with --greedy or sampling. --greedy with another --beam or
    with sampling is refused: one of the two was silently ignored."""
    drawing = DecodeOptions(**sampling).sampling
    if greedy and (beam not in (None, 1) or drawing):
        raise NmtError("--greedy is --beam 1 and takes the most likely token: give it without "
                       + (f"--beam {beam}" if beam not in (None, 1) else "--sampling-*"))
    if beam is None:
        return 1 if greedy or drawing else 4
    return beam


@dataclass(frozen=True)
class Files:
    """Where ``nmt translate`` reads and writes: ``input`` (None: stdin), ``output``
    (None: stdout), ``force_target`` (the translations to score; None: search)."""

    input: Path | None = None
    output: Path | None = None
    force_target: Path | None = None

    def check(self, ckpts: list[Path], options: DecodeOptions,
              text: TextOptions = TextOptions()) -> None:
        """Refuse, before any work, the files that would fail late or destroy the input
        or the model."""
        if text.format == "po" and (self.input is None or self.output is None):
            raise NmtError("--format po fills a catalogue file: give --input IN.po and "
                           "--output OUT.po")
        for ckpt in map(Path, ckpts):
            if not ckpt.exists():
                raise NmtError(f"checkpoint not found: {ckpt}")
        if self.force_target is not None:
            if options.nbest != 1:
                raise NmtError("--force-target scores one given translation per line; "
                               "it takes no --nbest")
            if not Path(self.force_target).exists() or Path(self.force_target).is_dir():
                raise NmtError(f"--force-target {self.force_target}: " + (
                    "a directory, not a file" if Path(self.force_target).is_dir()
                    else "no such file"))
            if self.output is not None and Path(self.output).exists() and os.path.samefile(
                    self.force_target, self.output):
                raise NmtError(f"--force-target and --output are the same file "
                               f"({self.output}); the scores would replace the translations")
        # a catalogue or a document is read whole, then written atomically: in place is safe
        _check_paths(self.input, self.output, ckpts, in_place=text.format in ("po", "html"))


def run_translate(ckpts: list[Path], options: DecodeOptions, files: Files = Files(),
                  batch_limits: tuple[int | None, int | None] = (None, None),
                  device: str = "auto", precision: str = "fp32",
                  text: TextOptions = TextOptions(), tgt_lang: str | None = None) -> None:
    """The ``nmt translate`` command: stdin/--input -> stdout/--output, streamed.

    Args:
        batch_limits: (--batch-tokens, --batch-size); None, the defaults (on a GPU, sized
            to it).
        tgt_lang: --tgt-lang, the target of a multilingual model (``Engine.translating_into``).
    """
    options.check()
    batch_tokens, batch_size = batch_limits
    if any(x is not None and x < 1 for x in (batch_tokens, batch_size)):
        raise NmtError("--batch-tokens and --batch-size must be positive")
    if tgt_lang is not None:
        _check_lang(tgt_lang)
    forced = files.force_target is not None
    text.check(options.nbest, options.alignment, forced)
    files.check(ckpts, options, text)
    # imported when the command runs, so that `nmt --help` starts without torch
    from ..decode.documents import segment_translator
    from ..decode.lines import Translator

    opened = _open(list(ckpts), options, device, precision, forced, tgt_lang)
    shrink = min(1.0, 4 / options.beam)  # hypotheses per batch as with the defaults at beam 4
    # the card's limits are its beam's already
    tokens, size = opened.batch_limits or (int(4096 * shrink), int(128 * shrink))
    translator = Translator(opened.backend, opened.tokenizer, options,
                            batch_tokens=max(1, int(batch_tokens * shrink) if batch_tokens else tokens),
                            batch_size=max(1, int(batch_size * shrink) if batch_size else size),
                            trained_len=opened.trained_len)
    segments = None
    if text.segmented(options.nbest, options.alignment, forced):
        segments = segment_translator(translator.translate_lines, opened.tokenizer,
                                      opened.src_lang, text)
    if text.format == "po":
        # a multilingual model ("mul") translates into --tgt-lang
        _fill_catalogue(segments, files, text, tgt_lang or (
            opened.tgt_lang if opened.tgt_lang != "mul" else None))
    elif text.format == "html":
        _translate_document(segments, files)
    else:
        _stream(translator, segments, files)


def _open(ckpts: list[Path], options: DecodeOptions, device: str, precision: str,
          forced: bool, tgt_lang: str | None):
    """The engine (``decode.engine``) asking for ``tgt_lang``, its options checked against
    the model: without torch where a CTranslate2 model decodes alone."""
    from ..decode.ct2_route import open_without_torch  # with the engine: not at --help

    opened = open_without_torch(ckpts, options, device, precision, forced)
    if opened is None:
        # torch only now, after the checks (a typo fails in a fraction of a second) and
        # where a cached CTranslate2 conversion cannot decode alone (~3 s of start-up)
        import torch

        from ..decode.engine import open_engine

        opened = open_engine(ckpts, options, device=device, precision=precision,
                             forced=forced)
        torch.set_grad_enabled(False)
    opened = opened.translating_into(tgt_lang)  # a multilingual model's tag on every source
    if options.alignment:
        _check_layer(opened.members, options.alignment_layer)
    if options.beam > opened.tokenizer.vocab_size:
        # every hypothesis past the vocabulary's size would be a dead one, and each costs
        # memory: --beam 8000 was killed for memory on a 23 GB machine
        raise NmtError(f"--beam {options.beam} is larger than the model's vocabulary "
                       f"({opened.tokenizer.vocab_size} pieces)")
    return opened


def _stream(translator, segments, files: Files) -> None:
    """Lines as they arrive to their translations, in order: through the text stage
    (``segments``) or, for n-best lists, alignments and forced scores, the model's own."""
    # with the engine (run_translate): no torch before the checks
    from ..decode.documents import translate_text
    from ..decode.streaming import read_chunks, with_targets

    with contextlib.ExitStack() as opened:
        try:
            src = (opened.enter_context(open(files.input, "rb")) if files.input is not None
                   else sys.stdin.buffer)
            targets = (opened.enter_context(open(files.force_target, "rb"))
                       if files.force_target is not None else None)
        except OSError as e:
            raise NmtError(f"cannot open {e.filename}: {e.strerror}") from None
        # a file is written beside --output and renamed over it at the end: a run that
        # fails or is stopped half-way leaves the old output, not half of a new one
        dst = (opened.enter_context(atomic_file(files.output)) if files.output is not None
               else sys.stdout.buffer)
        if segments is not None:
            translate_text(segments, read_chunks(src), dst, translator)
            return
        for lines, given in with_targets(read_chunks(src), targets, files.force_target):
            for translated in translator.translate_pieces(lines, given):
                dst.write("".join(t + "\n" for t in translated).encode("utf-8"))
                dst.flush()


def _translate_document(segments, files: Files) -> None:
    """--format html: the whole document read, translated, then written (a file
    atomically): malformed markup fails before the output is touched."""
    # with the engine (run_translate): polib and the splitter only when a document comes
    from ..atomic import atomic_write
    from ..decode.documents import translate_html_bytes

    try:
        data = (Path(files.input).read_bytes() if files.input is not None
                else sys.stdin.buffer.read())
    except OSError as e:
        raise NmtError(f"cannot read {e.filename}: {e.strerror}") from None
    out = translate_html_bytes(segments, data, str(files.input or "stdin"))
    if files.output is None:
        sys.stdout.buffer.write(out)
        sys.stdout.buffer.flush()
        return
    atomic_write(files.output, lambda f: f.write(out))


def _fill_catalogue(segments, files: Files, text: TextOptions, lang: str | None) -> None:
    """--format po: the catalogue's empty entries filled and marked fuzzy; one line of
    what was done on stderr. ``lang``: the target language, where known."""
    from ..decode.documents import translate_catalogue  # with the engine (run_translate)

    report = translate_catalogue(segments, files.input, files.output, text.refill_fuzzy, lang)
    notes = [f"{report.kept_fuzzy} fuzzy entries kept as they were (--refill-fuzzy "
             "translates them; msgfmt --use-fuzzy compiles them)"] if report.kept_fuzzy else []
    if report.unanswered:
        notes.append(f"{report.unanswered} left empty: the model gave no text")
    notes = "".join(f"; {note}" for note in notes + report.notes)
    print(f"{files.output}: {report.filled} of {report.entries} entries filled and marked "
          f"fuzzy ({report.plurals_filled} with plural forms), {report.kept_human} human "
          f"translations kept{notes}", file=sys.stderr)


def _check_paths(input: Path | None, output: Path | None, ckpts: list[Path] = (),
                 in_place: bool = False) -> None:
    """Refuse, before any work, the files that would fail late or destroy the input
    or the model; ``in_place``: the output may be the input (read whole first)."""
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
        if (not in_place and input is not None and output.exists()
                and os.path.samefile(input, output)):
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


def _check_lang(lang: str) -> None:
    """Refuse, before the model loads, a --tgt-lang that is no language code."""
    try:
        tag_piece(lang)
    except NmtError as e:
        raise NmtError(f"--tgt-lang: {e}") from None


def _check_layer(members: list, layer: int | None) -> None:
    """Refuse an --alignment-layer that a model (or an ensemble member) does not have."""
    from ..decode.attention_maps import layer_index  # with the engine, in run_translate

    for member in members:
        try:
            layer_index(layer, len(member.decoder.layers))
        except ValueError as e:
            raise NmtError(f"--alignment-layer: {e}") from None
