"""What every command shares: the console for messages, and quiet exits."""

from __future__ import annotations

import os
import sys

from rich.console import Console

err = Console(stderr=True)


def silence_stdout() -> None:
    """Point stdout at /dev/null, so that the interpreter's final flush of what is still
    buffered for a closed pipe or a full disk does not print a second error."""
    try:
        sys.stdout = open(os.devnull, "w")
    except OSError:
        pass
