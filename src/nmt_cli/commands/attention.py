"""``nmt attention``: a sentence and its translation, every layer's and head's attention as
heatmaps (``decode.heatmaps``) or JSON, one file per sentence."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

import typer

from ..decode.contract import DecodeOptions
from ..errors import NmtError


def attention(
    sentence: Optional[str] = typer.Argument(None, help="A sentence to translate and look inside."),
    ckpt: Path = typer.Option(..., "--ckpt", help="Checkpoint."),
    input: Optional[Path] = typer.Option(None, "--input", "-i", help="One figure per line of this file, into the directory -o."),
    output: Path = typer.Option(..., "--output", "-o", help="File to write (a directory with --input)."),
    format: str = typer.Option("png", "--format", help="png: heatmaps of every layer and head (needs matplotlib); json: the raw matrices."),
    beam: int = typer.Option(4, "--beam", help="Beam size of the translation."),
    target: Optional[str] = typer.Option(None, "--target", help="The sentence's translation to look at, instead of searching one."),
    device: str = typer.Option("auto", "--device", help="auto, cpu, cuda, cuda:N."),
    tgt_lang: Optional[str] = typer.Option(None, "--tgt-lang", metavar="LANG",
                                           help="The target language of a multilingual model; its tag is the source's first piece."),
) -> None:
    """Attention of every layer and head for a sentence and its translation, as heatmaps or JSON."""
    run_attention(Model(ckpt, device, tgt_lang), sentence, input, output, format, beam, target)


@dataclass(frozen=True)
class Model:
    """The model ``nmt attention`` looks inside: the checkpoint, where it runs, and a
    multilingual model's target (``Engine.translating_into``)."""

    ckpt: Path
    device: str = "auto"
    tgt_lang: str | None = None


def run_attention(model: Model, sentence: str | None, input: Path | None, output: Path,
                  fmt: str, beam: int, target: str | None = None) -> None:
    """The ``nmt attention`` command: a sentence to one file, or every line of ``input``
    to ``output``/<line number>.png (or .json); ``target``: the sentence's translation,
    given instead of searched."""
    if fmt not in ("png", "json"):
        raise NmtError(f"unknown --format {fmt!r} (png or json)")
    if (sentence is None) == (input is None):
        raise NmtError("give either a sentence or --input FILE")
    options = DecodeOptions(beam=beam).check()  # the search's checks, before torch loads
    if target is not None and input is not None:
        raise NmtError("--target goes with one sentence; for a file of translations use "
                       "nmt translate --force-target FILE --alignment")
    if fmt == "png":
        from ..decode.heatmaps import require_matplotlib  # matplotlib: the plot extra

        require_matplotlib()
    if input is not None:
        if not Path(input).is_file():
            raise NmtError(f"--input {input}: " + ("a directory, not a file"
                                                   if Path(input).is_dir() else "no such file"))
        lines = Path(input).read_text(encoding="utf-8", errors="replace").splitlines()
        if Path(output).exists() and not Path(output).is_dir():
            raise NmtError(f"-o {output} is a file; with --input it is the directory to write")
        Path(output).mkdir(parents=True, exist_ok=True)
        jobs = [(line, None, Path(output) / f"{n:04d}.{fmt}")
                for n, line in enumerate(lines, 1) if line.strip()]
        skipped = len(lines) - len(jobs)
        if skipped:
            print(f"{skipped} empty lines of {input} have no figure", file=sys.stderr)
    else:
        if not sentence.strip():
            raise NmtError("the sentence is empty")
        if Path(output).is_dir():
            raise NmtError(f"-o {output} is a directory; give a file name")
        if not Path(output).parent.is_dir():
            raise NmtError(f"-o {output}: directory {Path(output).parent} does not exist")
        jobs = [(sentence, target, Path(output))]
    _write(model, jobs, fmt, options)


def _check_sizes(jobs: list[tuple[str, str | None, Path]], tok, options: DecodeOptions) -> None:
    """translate's limits, before the search: --beam 9000 or a 20,000-word line ran the
    machine out of memory (a figure of thousands of rows is no use to read anyway)."""
    if options.beam > tok.vocab_size:
        raise NmtError(f"--beam {options.beam} is larger than the model's vocabulary "
                       f"({tok.vocab_size} pieces)")
    for text, _, _ in jobs:
        if len(tok.encode(text)) > options.max_input_len:
            raise NmtError(f"a sentence of {len(tok.encode(text))} subwords: nmt attention "
                           f"draws at most {options.max_input_len} (translate's "
                           "--max-input-len)")


def _write(chosen: Model, jobs: list[tuple[str, str | None, Path]], fmt: str,
           options: DecodeOptions) -> None:
    # imported when the command runs, so that `nmt --help` starts without torch
    import torch

    from ..decode.attention_maps import attention_maps, layer_index, pharaoh, pieces, word_alignment
    from ..decode.engine import open_engine
    from ..decode.heatmaps import as_json, draw

    if Path(chosen.ckpt).is_dir():
        raise NmtError(f"--ckpt {chosen.ckpt} is a directory; nmt attention needs a "
                       "checkpoint file")
    engine = open_engine([chosen.ckpt], replace(options, engine="torch"), device=chosen.device)
    engine = engine.translating_into(chosen.tgt_lang)
    model, tok, search = engine.members[0], engine.tokenizer, engine.backend
    _check_sizes(jobs, tok, options)
    torch.set_grad_enabled(False)
    layer = layer_index(None, len(model.decoder.layers))
    tag = len(tok.prefix)  # a target tag: a source piece the heatmaps show, no word of the text
    for text, given, path in jobs:
        src = tok.encode(text)
        if given is not None:
            tgt = tok.encode_target(given)  # an imported model's target side: its own model
        else:
            with search.decoding():
                tgt = search.translate_batch([src], options)[0][0].tokens
        maps = attention_maps(model, src, tgt)
        src_p, tgt_p = pieces(tok, src), pieces(tok, tgt)
        labels = {"source": src_p + ["</s>"], "inputs": ["<s>"] + tgt_p,
                  "outputs": tgt_p + ["</s>"]}
        translation = tok.decode(tgt)
        if fmt == "json":
            links = pharaoh(word_alignment(maps, src_p, tgt_p, prefix=tag))
            data = as_json(maps, labels, text, translation, links, layer)
            path.write_text(json.dumps(data) + "\n", encoding="utf-8")
        else:
            draw(maps, labels, f"{text}\n→ {translation}", path)
        print(f"{path}", file=sys.stderr)
