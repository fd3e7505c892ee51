"""One exception type for every failure a user can cause or fix.

The CLI prints its message as one line and exits non-zero; anything else that
escapes is a bug and is reported as such (with the traceback under NMT_DEBUG=1).
"""


class NmtError(Exception):
    """A user-facing error: bad input, missing file, unreachable data, ...

    ``exit_code``: 1, or 128 + the signal for a run that stopped on one (the shell's
    convention, which ``nmt translate`` and ``nmt prepare`` follow on Ctrl-C too).
    """

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


class Terminated(KeyboardInterrupt):
    """SIGTERM, unwinding as Ctrl-C does (``atomic_dir`` removes its build directory on
    the way out), then an ``NmtError`` exiting 143, as the shell reports a process SIGTERM
    stopped (typer makes any KeyboardInterrupt 130, Ctrl-C's)."""
