"""One exception type for every failure a user can cause or fix.

The CLI prints its message as one line and exits non-zero; anything else that
escapes is a bug and is reported as such (with the traceback under NMT_DEBUG=1).
"""


class NmtError(Exception):
    """A user-facing error: bad input, missing file, unreachable data, ..."""
