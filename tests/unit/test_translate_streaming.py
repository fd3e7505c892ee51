"""What `nmt translate` reads and batches, in this process: input chunks that keep every
line, decoding batches within their token budget (cut at the buckets of the GPU's
fixed-shape step where the backend has them), and outputs written in input order as soon
as they are ready (the command itself: tests/e2e/test_translate_command.py and, streamed on
the GPU's path, tests/e2e/test_fixed_step_commands.py)."""

from __future__ import annotations

import contextlib
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from nmt_cli.decode import graphs
from nmt_cli.decode.contract import DecodeOptions, Hypothesis
from nmt_cli.decode.lines import Translator, decode_batches
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



class Reversing:
    """A BatchTranslator that answers each source with its ids reversed, and decodes some
    batch sizes without idle rows, as the GPU's fixed-shape step does (``fit_batch``)."""

    def __init__(self):
        self.batches: list[int] = []

    def decoding(self):
        return contextlib.nullcontext()

    def fit_batch(self, n: int) -> int:
        return graphs.sentences_that_fit(n)

    def translate_batch(self, sources, options):
        self.batches.append(len(sources))
        return [[Hypothesis(list(reversed(s)), -1.0, -1.0)] for s in sources]


class Pieces:
    """A tokenizer whose pieces are the words' lengths."""

    def encode_batch(self, lines):
        return [[len(w) for w in line.split()] for line in lines]

    def decode(self, ids):
        return " ".join(map(str, ids))


@settings(max_examples=25, deadline=None, derandomize=True)
@given(lines=st.lists(st.lists(st.integers(1, 9), max_size=14), min_size=1, max_size=2000),
       budget=st.integers(20, 400))
def test_token_batches_keep_order_count_and_empty_lines_and_write_early(lines, budget):
    """Sorted by length, cut at the token budget and at the buckets, the outputs come back
    in input order, one per line, an empty line for an empty line; each piece is written
    as soon as every line before it is done."""
    text = [" ".join("x" * n for n in words) for words in lines]
    backend = Reversing()
    translator = Translator(backend, Pieces(), DecodeOptions(beam=1), batch_tokens=budget,
                            batch_size=64)
    pieces = list(translator.translate_pieces(text))
    assert [x for p in pieces for x in p] == [" ".join(map(str, reversed(w))) for w in lines]
    assert all(pieces) and sum(map(len, pieces)) == len(lines)
    assert all(graphs.bucket(n) == n for n in backend.batches[:-1])
    assert len(pieces) <= len(backend.batches) + 1


def test_each_batch_that_completes_the_next_lines_writes_them_at_once():
    text = [" ".join(["xx"] * (40 - i)) for i in range(40)]  # longest first: batches follow
    backend = Reversing()
    translator = Translator(backend, Pieces(), DecodeOptions(beam=1), batch_tokens=200,
                            batch_size=64)
    pieces = list(translator.translate_pieces(text))
    assert len(pieces) == len(backend.batches) > 3
    assert [len(p) for p in pieces] == backend.batches
