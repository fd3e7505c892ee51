"""The installed `nmt` entry point, run as a user runs it."""

from __future__ import annotations

import os
import re
import subprocess

from nmt_cli import __version__
from conftest import NMT, slow
def run(*args, **kw):
    return subprocess.run([NMT, *args], capture_output=True, text=True, timeout=slow(120), **kw)


def test_help_lists_every_command():
    out = run("--help")
    assert out.returncode == 0, out.stderr
    for command in ("prepare", "train", "translate", "score", "average", "info"):
        assert re.search(rf"^\W*{command}\s+\S", out.stdout, re.M), command


def test_help_shows_the_computed_defaults():
    # Rich markup once swallowed "[default: ...]" written into help strings.
    env = {**os.environ, "COLUMNS": "200"}
    expected = {"train": ("runs/<data>-<preset>", "all visible"),
                "prepare": ("data/<name>",),
                "translate": ("(stdin)", "(stdout)")}
    for command, defaults in expected.items():
        out = run(command, "--help", env=env)
        assert out.returncode == 0, out.stderr
        for default in defaults:
            assert default in out.stdout, (command, default)


def test_version():
    out = run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"nmt-cli {__version__}"


def test_info_preset_base_prints_parameter_count():
    out = run("info", "--preset", "base", "--vocab-size", "37000")
    assert out.returncode == 0, out.stderr
    assert "63,082,496" in out.stdout  # the count the test_model parameter test checks
    assert "d_model" in out.stdout and "512" in out.stdout


def test_bad_input_is_one_line_without_traceback():
    for args in (("info", "--preset", "huge"), ("info", "missing.pt")):
        out = run(*args)
        assert out.returncode != 0
        assert "Traceback" not in out.stderr
        assert len(out.stderr.strip().splitlines()) == 1, out.stderr


def test_usage_errors_are_one_line_naming_the_help():
    """What click finds before a command runs (a misspelt command, an unknown option, a
    value of the wrong type, a missing argument) was a usage line, a hint and a boxed panel
    of five or more lines; now one line, exit 2 as click has it. `nmt` alone is its help."""
    cases = {("translat",): ("No such command 'translat'", "nmt --help"),
             ("translate", "--bogus"): ("No such option: --bogus", "nmt translate --help"),
             ("translate", "--ckpt", "m.pt", "--beam", "four"):
                 ("Invalid value for '--beam'", "nmt translate --help"),
             ("score",): ("Missing argument 'files'", "nmt score --help")}
    for args, (said, see) in cases.items():
        out = run(*args, stdin=subprocess.DEVNULL)
        assert out.returncode == 2, (args, out.stderr)
        assert out.stderr.startswith(f"error: {said}") and out.stdout == "", (args, out.stderr)
        assert out.stderr.strip().endswith(f"(see `{see}`)"), out.stderr
        assert len(out.stderr.strip().splitlines()) == 1 and "─" not in out.stderr, out.stderr
    alone = run()
    assert alone.returncode == 2 and alone.stderr == ""
    assert "translate" in alone.stdout and "Usage" in alone.stdout


def test_an_output_place_that_cannot_be_written_is_one_line(tiny_checkpoint, tmp_path):
    """A parent that is a file (as a read-only directory or filesystem would): the user's
    to fix, named in one line with exit 1, not an internal error naming a temp file."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    for args in (("average", str(tiny_checkpoint), "-o", str(blocker / "avg.pt")),
                 ("export", "--ckpt", str(tiny_checkpoint), "--out", str(blocker / "ct2"))):
        out = run(*args)
        err = out.stderr.strip()
        assert out.returncode == 1 and len(err.splitlines()) == 1, (args, err)
        assert err.startswith("error: ") and str(blocker) in err and ".tmp" not in err, err
