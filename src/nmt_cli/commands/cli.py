"""The ``nmt`` command: one Typer app over the command modules, errors as one line.

Each command lives in its own module of this package, which parses its flags and calls
one function of the stage below; those modules import torch and the stages inside the
command's function, so that ``nmt --help`` and ``nmt score`` start quickly.
"""

from __future__ import annotations

import errno
import os
import sys

import typer
from rich.markup import escape

try:  # Typer carries its own copy of click from 0.2x on (typer._click); before, click itself
    from typer._click import exceptions as usage
except ImportError:
    from click import exceptions as usage

from .. import __version__
from ..errors import NmtError
from . import (attention, average, export, import_model, info, prepare, score, serve, train,
               translate)
from .common import err, silence_stdout

app = typer.Typer(
    name="nmt",
    help="The Transformer of 'Attention Is All You Need': prepare data, train, translate, score.",
    rich_markup_mode="rich",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        print(f"nmt-cli {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Print the version and exit."),
) -> None:
    """The Transformer of 'Attention Is All You Need': prepare data, train, translate, score."""


# the order of `nmt --help`: the flow, then the tools around it
for command in (prepare.prepare, train.train, translate.translate, score.score, average.average,
                info.info, attention.attention, export.export, import_model.import_model,
                serve.serve):
    # `import` is a Python keyword: its function has a longer name than its command
    app.command(name="import" if command is import_model.import_model else None)(command)


def main() -> None:
    """Entry point: one line on stderr and exit 1 for any error, no traceback."""
    try:
        _run_app()
    except NmtError as e:
        _user_error(str(e), e.exit_code)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)
    except BrokenPipeError:
        # `nmt ... | head`: the reader went away; that is not an error.
        silence_stdout()
        sys.exit(0)
    except OSError as e:
        if e.errno in (errno.ENOSPC, errno.EDQUOT):
            silence_stdout()  # what is still buffered cannot be written either
            where = f" {e.filename}" if e.filename else ""
            _user_error(f"cannot write{where}: {e.strerror}")
        if not (e.filename and e.strerror):
            _internal_error(e)
        # a path the user gave that cannot be read or written (permissions, a read-only
        # filesystem, a parent that is a file): theirs to fix, not a bug
        _user_error(f"{e.filename}: {e.strerror}")
    except Exception as e:
        _internal_error(e)


def _run_app() -> None:
    """The app, with the usage errors click finds (an unknown option or command, a value of
    the wrong type, a missing argument) as one line that names the help to read, exit 2 as
    click gives them: Typer drew each as a usage line, a hint and a boxed panel."""
    try:
        code = app(standalone_mode=False)
    # `nmt` alone: the help is printed (click 8.2 on; before, it exits as --help does)
    except getattr(usage, "NoArgsIsHelpError", ()) as e:
        sys.exit(e.exit_code)
    except usage.UsageError as e:
        where = e.ctx.command_path if e.ctx else "nmt"
        _user_error(f"{e.format_message().rstrip('.')} (see `{where} --help`)", e.exit_code)
    except usage.ClickException as e:
        _user_error(e.format_message())
    except typer.Abort:
        err.print("aborted")
        sys.exit(1)
    # typer.Exit(code) comes back as its code; the commands themselves return None. Exit
    # here, as click's standalone mode did, so that main() ends the same way either way.
    sys.exit(code if isinstance(code, int) else 0)


def _user_error(message: str, code: int = 1) -> None:
    # escape: messages may hold brackets (pip install 'nmt-cli[ct2]') that rich would eat
    err.print(f"[bold red]error:[/] {escape(message)}", highlight=False, soft_wrap=True)
    sys.exit(code)


def _internal_error(e: Exception) -> None:
    """A bug: say so in one line, keep the traceback for NMT_DEBUG."""
    if os.environ.get("NMT_DEBUG"):
        raise e
    err.print(f"[bold red]internal error:[/] {type(e).__name__}: {e} "
              "(rerun with NMT_DEBUG=1 for the traceback)", highlight=False, soft_wrap=True)
    sys.exit(2)
