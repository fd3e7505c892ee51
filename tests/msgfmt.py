"""GNU gettext's msgfmt as a judge of catalogues and of translations' placeholders.

``check_po`` runs ``msgfmt --check-format`` on a .po and returns its complaints;
``po_from_pairs`` writes (msgid, msgstr) pairs as a .po whose entries carry the format
flags their msgids call for, so that msgfmt checks each translation kept the source's
printf directives (``%s``, ``%1$d``) or Python's named ones (``%(name)s``). A test imports
them as ``from msgfmt import check_po, po_from_pairs`` (this folder is on ``sys.path``).

msgfmt is the Debian package ``gettext``; where it is missing, ``check_po`` skips the
test that called it, saying why, and ``needs_msgfmt`` marks a whole test to skip.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Iterable

import polib
import pytest

from conftest import slow
MSGFMT = shutil.which("msgfmt")
WHY = "GNU gettext's msgfmt is not installed (Debian package gettext)"
needs_msgfmt = pytest.mark.skipif(MSGFMT is None, reason=WHY)

# C's printf conversions (with an argument position, flags, width, precision, length);
# %% is a literal percent sign, not a directive
PRINTF = re.compile(r"%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?"
                    r"(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn]")
PYTHON_NAMED = re.compile(r"%\([A-Za-z_]\w*\)[-+ #0]*\d*(?:\.\d+)?[diouxXeEfFgGcrsa]")


def check_po(path: str | Path, use_fuzzy: bool = True, header: bool = False) -> list[str]:
    """msgfmt's complaints about ``path`` (empty: it compiles, every format checked).

    ``use_fuzzy``: check fuzzy entries too (msgfmt skips them otherwise; a machine's
    translations are fuzzy). ``header``: the header's fields too (``msgfmt -c``'s part
    that a .pot's placeholders fail).
    """
    if MSGFMT is None:
        pytest.skip(WHY)
    args = [MSGFMT, "--check-format", *(["--use-fuzzy"] if use_fuzzy else []),
            *(["--check-header"] if header else []),
            "-o", os.devnull, str(path)]
    run = subprocess.run(args, capture_output=True, text=True, timeout=slow(60))
    # a header checked warns of fields a translator fills later (Last-Translator...)
    lines = [line for line in run.stderr.splitlines()
             if line.strip() and not (header and ": warning: header field" in line)]
    if run.returncode != 0 and not lines:
        lines = [f"msgfmt exited with status {run.returncode}"]
    return lines


def format_flags(msgid: str, printf: Iterable[str] = ("c-format",)) -> list[str]:
    """The flags an entry of ``msgid`` needs: ``python-format`` for ``%(name)s``, else
    ``printf`` (by default ``c-format``) for printf directives, else none."""
    if PYTHON_NAMED.search(msgid):
        return ["python-format"]
    return list(printf) if PRINTF.search(msgid) else []


def po_from_pairs(pairs: Iterable[tuple[str, str]], path: str | Path,
                  flags: Iterable[str] = ("c-format",)) -> Path:
    """Write ``pairs`` (msgid, msgstr) as the UTF-8 .po ``path``; returns ``path``.

    ``flags``: the flags an entry gets when its msgid holds printf directives (pass
    ``("python-format",)`` for Python's ``%s``, ``()`` for none); an msgid with
    ``%(name)s`` is ``python-format`` whatever ``flags`` says. A msgid seen before gets a
    ``msgctxt`` (its index), so two translations of one text can be checked side by side.
    """
    catalogue = polib.POFile(wrapwidth=79)
    catalogue.metadata = {
        "Project-Id-Version": "nmt-cli tests", "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": "nplurals=2; plural=(n != 1);",
    }
    seen: set[str] = set()
    for i, (msgid, msgstr) in enumerate(pairs):
        entry = polib.POEntry(msgid=msgid, msgstr=msgstr, flags=format_flags(msgid, flags))
        if msgid in seen:
            entry.msgctxt = str(i)
        seen.add(msgid)
        catalogue.append(entry)
    Path(path).write_text(str(catalogue), encoding="utf-8")
    return Path(path)
