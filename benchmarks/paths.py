"""Where the benchmarks find the repository and the data beside it.

Nothing here edits ``sys.path``: the scripts are modules of the ``benchmarks`` package, run
from the repository root as ``python -m benchmarks.<folder>.<script>`` (the GPU ones with
``PYTHONPATH=src`` where nmt-cli is not installed), and they start their helper processes
the same way, with ``cwd=ROOT``. Standard library only: the fairseq environment, which has
no nmt_cli, imports this too.
"""

from __future__ import annotations

import lzma
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# ../shared/data beside the checkout: the Bible and software corpora, where a machine has them
SHARED_DATA = ROOT.parent / "shared" / "data"
# The Bible also ships inside the package, xz-compressed and byte for byte the same as
# ../shared/data/bible.en-es, so a clone anywhere measures on the same verses (a clone not
# beside ../shared once fell back to made-up sentence lengths and skipped the memory and
# `prepare` rows).
SHIPPED_BIBLE = ROOT / "src" / "nmt_cli" / "data" / "corpora_data" / "bible.en-es"


def bible_dir() -> Path:
    """The Bible corpus's folder: ../shared/data's plain copy where present, else the shipped
    one (``train.en.xz`` ...), which ``nmt prepare`` reads as ``--train DIR/train``."""
    shared = SHARED_DATA / "bible.en-es"
    return shared if (shared / "train.en").is_file() else SHIPPED_BIBLE


def bible_lines(split: str, lang: str) -> list[str]:
    """The lines of the Bible's ``split`` ("train" or "dev") in ``lang`` ("en" or "es")."""
    plain = bible_dir() / f"{split}.{lang}"
    if plain.is_file():
        return plain.read_text(encoding="utf-8").splitlines()
    with lzma.open(plain.with_name(plain.name + ".xz"), "rt", encoding="utf-8") as f:
        return f.read().splitlines()
