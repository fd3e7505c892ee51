"""``nmt average``: checkpoint averaging (``checkpoint.average_checkpoints``)."""

from __future__ import annotations

from pathlib import Path
from typing import List

import typer
from rich.markup import escape

from .common import err


def average(
    inputs: List[Path] = typer.Argument(..., help="A run directory, or checkpoint files."),
    last: int = typer.Option(5, "--last", help="Average the last N step checkpoints of a run directory (paper: 5 base, 20 big)."),
    output: Path = typer.Option(..., "--output", "-o", help="Averaged checkpoint to write."),
) -> None:
    """Average the weights of several checkpoints (the paper's last 5 / last 20)."""
    from ..checkpoint import (  # when the command runs: `nmt --help` stays fast
        average_checkpoints,
        checkpoints_to_average,
    )

    paths = checkpoints_to_average(inputs, last)
    average_checkpoints(paths, output)
    err.print(f"averaged {len(paths)} checkpoints -> {escape(str(output))}", highlight=False,
              soft_wrap=True)
