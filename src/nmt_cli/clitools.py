"""Small helpers for code and tests that run the installed `nmt` command."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


def nmt_command() -> list[str]:
    """The `nmt` console script of this interpreter's environment (else the one on PATH)."""
    beside = Path(sys.executable).with_name("nmt")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("nmt")
    if found:
        return [found]
    return [sys.executable, "-m", "nmt_cli"]
