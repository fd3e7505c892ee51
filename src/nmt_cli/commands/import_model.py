"""``nmt import``: a model of another toolkit as an nmt checkpoint (``nmt_cli.export``)."""

from __future__ import annotations

from pathlib import Path

import typer

from ..config import layers_phrase
from ..errors import NmtError
from .common import err
from .info import target_hint

FORMATS = ("hf",)


def import_model(
    format: str = typer.Argument(..., metavar="FORMAT", help="hf: a transformers Marian model directory (an OPUS-MT model, or an `nmt export --format hf`)."),
    source: Path = typer.Argument(..., metavar="DIR", help="The model directory (e.g. from `huggingface-cli download Helsinki-NLP/opus-mt-en-de`)."),
    output: Path = typer.Option(..., "-o", "--output", help="Checkpoint file to write."),
    force: bool = typer.Option(False, "--force", help="Replace --output if it exists."),
) -> None:
    """Import a model as a checkpoint that translate, serve, export and train --init-from take."""
    if format not in FORMATS:
        raise NmtError(f"unknown import format {format!r}; supported: {', '.join(FORMATS)}")
    from ..export.hf_import import import_hf  # torch and transformers: not at `nmt --help`

    ckpt = import_hf(source, output, force=force)
    cfg = ckpt["model_config"]
    err.print(f"imported {source} -> {output} ({layers_phrase(cfg)}, d_model "
              f"{cfg['d_model']}, {cfg['activation']}, vocabulary {cfg['vocab_size']}); "
              f"translate with: nmt translate --ckpt {output}"
              f"{target_hint(ckpt['data_manifest'])}", highlight=False, soft_wrap=True)
