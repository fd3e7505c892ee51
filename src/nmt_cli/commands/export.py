"""``nmt export``: a checkpoint in another toolkit's format (``nmt_cli.export``)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from ..errors import NmtError
from .common import err

FORMATS = ("ctranslate2",)


def export(
    ckpt: Path = typer.Option(..., "--ckpt", help="Checkpoint to export (e.g. the output of `nmt average`)."),
    out: Path = typer.Option(..., "--out", help="Model directory to write."),
    format: str = typer.Option("ctranslate2", "--format", help="Export format: ctranslate2."),
    quantization: Optional[str] = typer.Option(None, "--quantization",
                                               help="Weight type: int8, int16, float16, bfloat16, int8_float16, ... (default float32)."),
    force: bool = typer.Option(False, "--force", help="Replace --out if it exists."),
) -> None:
    """Export a checkpoint for deployment (CTranslate2: fast CPU/GPU inference, int8)."""
    if format not in FORMATS:
        raise NmtError(f"unknown --format {format!r}; supported: {', '.join(FORMATS)}")
    from ..export.ctranslate2 import export_ctranslate2  # torch: not at `nmt --help`

    export_ctranslate2(ckpt, out, quantization=quantization, force=force)
    err.print(f"exported {ckpt} -> {out} (ctranslate2, {quantization or 'float32'}); "
              f"translate with: nmt translate --ckpt {out}", highlight=False, soft_wrap=True)
