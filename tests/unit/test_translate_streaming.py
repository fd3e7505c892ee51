"""What `nmt translate` reads and batches, in this process: input chunks that keep every
line, and decoding batches within their token budget (the command itself:
tests/e2e/test_translate_command.py)."""

from __future__ import annotations

import random

from nmt_cli.decode.lines import decode_batches
from nmt_cli.decode.streaming import read_chunks


def test_read_chunks_bounds_chunk_size_and_keeps_every_line(tmp_path):
    lines = [f"line {i}" if i % 7 else "" for i in range(103)]
    path = tmp_path / "big.txt"
    path.write_bytes("\n".join(lines).encode())  # no final newline
    with open(path, "rb") as f:
        chunks = list(read_chunks(f, max_lines=10))
    assert all(len(c) <= 10 for c in chunks)
    assert [x for c in chunks for x in c] == lines


def test_decode_batches_respects_token_budget_and_covers_all():
    lengths = [random.Random(i).randint(1, 50) for i in range(200)] + [500]
    batches = decode_batches(lengths, batch_tokens=200, batch_size=16)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    for b in batches:
        assert len(b) <= 16
        assert len(b) == 1 or len(b) * max(lengths[i] for i in b) <= 200

