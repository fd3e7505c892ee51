"""``nmt export``: a checkpoint in another toolkit's format (``nmt_cli.export``)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from ..errors import NmtError
from .common import err

FORMATS = ("ctranslate2", "hf")


def export(
    ckpt: Path = typer.Option(..., "--ckpt", help="Checkpoint to export (e.g. the output of `nmt average`)."),
    out: Path = typer.Option(..., "--out", help="Model directory to write."),
    format: str = typer.Option("ctranslate2", "--format", help="Export format: ctranslate2, or hf (a transformers Marian model)."),
    quantization: Optional[str] = typer.Option(None, "--quantization",
                                               help="Weight type: int8, int16, float16, bfloat16, int8_float16, ... (default float32; ctranslate2 only)."),
    force: bool = typer.Option(False, "--force", help="Replace --out if it exists."),
) -> None:
    """Export a checkpoint for deployment (CTranslate2: fast CPU/GPU inference, int8; hf: transformers and the Hub)."""
    if format not in FORMATS:
        raise NmtError(f"unknown --format {format!r}; supported: {', '.join(FORMATS)}")
    if format == "hf":
        if quantization is not None:
            raise NmtError("--quantization is for --format ctranslate2; an hf export is float32")
        from ..export.hf import export_hf  # torch and transformers: not at `nmt --help`

        export_hf(ckpt, out, force=force)
        err.print(f"exported {ckpt} -> {out} (transformers Marian); load it with: "
                  f"MarianMTModel.from_pretrained({str(out)!r})", highlight=False, soft_wrap=True)
        return
    from ..export.ctranslate2 import export_ctranslate2  # torch: not at `nmt --help`

    export_ctranslate2(ckpt, out, quantization=quantization, force=force)
    err.print(f"exported {ckpt} -> {out} (ctranslate2, {quantization or 'float32'}); "
              f"translate with: nmt translate --ckpt {out}", highlight=False, soft_wrap=True)
