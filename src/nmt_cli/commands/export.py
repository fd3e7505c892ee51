"""``nmt export``: a checkpoint in another toolkit's format (``nmt_cli.export``)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from ..errors import NmtError
from .common import err
from .info import target_hint

FORMATS = ("ctranslate2", "hf")


def export(
    ckpt: Path = typer.Option(..., "--ckpt", help="Checkpoint to export (e.g. the output of `nmt average`)."),
    out: Path = typer.Option(..., "--out", help="Model directory to write."),
    format: str = typer.Option("ctranslate2", "--format", help="Export format: ctranslate2, or hf (a transformers Marian model)."),
    quantization: Optional[str] = typer.Option(None, "--quantization",
                                               help="Weight type: int8, int16, float16, bfloat16, int8_float16, ... (default float32; "
                                                    "ctranslate2 only). int8 is ~3.5x smaller; faster on some CPUs, "
                                                    "slower on others: the export times it here and says when it is slower."),
    force: bool = typer.Option(False, "--force", help="Replace --out if it exists."),
) -> None:
    """Export a checkpoint for deployment (CTranslate2: fast CPU/GPU inference, int8 where it pays; hf: transformers and the Hub)."""
    if format not in FORMATS:
        raise NmtError(f"unknown --format {format!r}; supported: {', '.join(FORMATS)}")
    if format == "hf":
        _export_hf(ckpt, out, quantization, force)
    else:
        _export_ctranslate2(ckpt, out, quantization, force)


def _export_hf(ckpt: Path, out: Path, quantization: Optional[str], force: bool) -> None:
    if quantization is not None:
        raise NmtError("--quantization is for --format ctranslate2; an hf export is float32")
    from ..export.hf import export_hf  # torch and transformers: not at `nmt --help`

    export_hf(ckpt, out, force=force)
    err.print(f"exported {ckpt} -> {out} (transformers Marian); load it with: "
              f"MarianMTModel.from_pretrained({str(out)!r})", highlight=False, soft_wrap=True)


def _export_ctranslate2(ckpt: Path, out: Path, quantization: Optional[str], force: bool) -> None:
    """The export, its line, and where int8 decodes slower than float32 on this machine
    (timed on the export just written: ``export.int8_advice``), a line saying so."""
    from ..decode.ct2_backend import read_export_meta  # sentencepiece: not at `nmt --help`
    from ..export.ctranslate2 import export_ctranslate2  # torch: not at `nmt --help`
    from ..export.int8_advice import check_export  # ctranslate2: not at `nmt --help`

    export_ctranslate2(ckpt, out, quantization=quantization, force=force)
    err.print(f"exported {ckpt} -> {out} (ctranslate2, {quantization or 'float32'}); "
              f"translate with: nmt translate --ckpt {out}"
              f"{target_hint(read_export_meta(out))}", highlight=False, soft_wrap=True)
    note = check_export(out, quantization)
    if note:
        err.print(note, highlight=False, soft_wrap=True)
