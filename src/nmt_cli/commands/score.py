"""``nmt score``: its flags, and a call into ``score``."""

from __future__ import annotations

from typing import List

import typer


def score(
    files: List[str] = typer.Argument(..., help="HYP REF [REF ...] (use - for stdin); with --compare: HYP_A HYP_B REF [REF ...]."),
    metrics: str = typer.Option("bleu,chrf,ter", "--metrics", "-m", help="Comma-separated: bleu, chrf, ter."),
    lowercase: bool = typer.Option(False, "--lowercase", "-lc", help="Case-insensitive BLEU."),
    tokenize: str = typer.Option("13a", "--tokenize", "-tok", help="sacreBLEU tokenizer: 13a, intl, zh, ja-mecab, char, none, ..."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
    compare: bool = typer.Option(False, "--compare", help="Paired bootstrap resampling of system B against system A."),
) -> None:
    """sacreBLEU scores (BLEU, chrF, TER) of detokenized hypotheses, with signatures."""
    from ..score import run_score  # when the command runs: `nmt --help` stays fast

    run_score(files=files, metrics=metrics, lowercase=lowercase, tokenize=tokenize,
              as_json=as_json, compare=compare)
