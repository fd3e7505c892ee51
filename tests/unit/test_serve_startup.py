"""``nmt serve``'s start-up checks, in this process: a missing extra and bad settings are
one-line errors, before any server runs (the server itself: tests/e2e/test_serve.py)."""

from __future__ import annotations

import re
import socket
import sys

import pytest

pytest.importorskip("fastapi", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
pytest.importorskip("uvicorn", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
pytest.importorskip("multipart", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")

from nmt_cli.decode.contract import DecodeOptions  # noqa: E402
from nmt_cli.errors import NmtError  # noqa: E402
from nmt_cli.serve.server import (INSTALL_HINT, ServeOptions, build_served,  # noqa: E402
                                  require_serve_extra, run_serve)


def test_without_the_extra_the_check_says_how_to_install_it(monkeypatch):
    """(The command's one line without it: tests/e2e/test_serve.py.)"""
    monkeypatch.setitem(sys.modules, "fastapi", None)  # makes `import fastapi` fail
    with pytest.raises(NmtError, match=re.escape(INSTALL_HINT)):
        require_serve_extra()


def test_startup_errors_are_one_line_errors(tiny_checkpoint):
    with pytest.raises(NmtError, match="does not record its language pair.*--src LANG --tgt LANG"):
        build_served([tiny_checkpoint], serve=ServeOptions(device="cpu"))
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        with pytest.raises(NmtError, match=f"cannot listen on 127.0.0.1:{busy.getsockname()[1]}"):
            run_serve([tiny_checkpoint], port=busy.getsockname()[1])
    with pytest.raises(NmtError, match="--max-beam 4 is smaller than --beam 8"):
        run_serve([tiny_checkpoint], decode=DecodeOptions(beam=8),
                  serve=ServeOptions(max_beam=4))

