"""``nmt average``: checkpoint averaging (``checkpoint.average_checkpoints``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import List

import typer
from rich.markup import escape

from ..errors import NmtError
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
    _refuse_overwriting(paths, output)
    average_checkpoints(paths, output)
    err.print(f"averaged {len(paths)} checkpoints -> {escape(str(output))}", highlight=False,
              soft_wrap=True)


def _refuse_overwriting(paths: list[Path], output: Path) -> None:
    """-o onto one of the checkpoints averaged, or onto a run's resume point, would replace
    a step the run (or a later average) needs; ``nmt translate`` refuses its --ckpt too."""
    if output.name == "checkpoint_last.pt" or output.exists() and any(
            os.path.samefile(p, output) for p in paths):
        raise NmtError(f"-o {output} would overwrite a checkpoint it averages or a run's "
                       "resume point; write the average elsewhere")
