"""`nmt translate --sampling-topk/--sampling-topp/--sampling-temperature --seed` as a user runs
it, through both engines: a seed repeats a run, another seed draws otherwise, the top token
alone is greedy search, a top-k past the vocabulary is every token, and options that cannot
sample fail in one line. (The draws and
scores themselves: tests/unit/test_sampling.py.)"""

from __future__ import annotations

import pytest

from conftest import nmt, tiny_corpus, write_lines

LINES = tiny_corpus(12, seed=3)


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    path = tmp_path_factory.mktemp("sampling") / "src.en"
    write_lines(path, LINES)
    return path


def translate(ckpt, source, *args) -> list[str]:
    out = nmt("translate", "--ckpt", ckpt, "--input", source, "--max-len-b", 12, *args)
    lines = out.stdout.splitlines()
    assert len(lines) == len(LINES)
    return lines


@pytest.mark.parametrize("engine", ["torch", "ct2"])
def test_a_seed_repeats_a_run_and_another_seed_draws_otherwise(tiny_checkpoint, source,
                                                               engine, tmp_path, monkeypatch):
    if engine == "ct2":
        pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")
        monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))  # the conversion's cache
    run = ["--engine", engine, "--sampling-topk", 0]
    first = translate(tiny_checkpoint, source, *run, "--seed", 7)
    assert first == translate(tiny_checkpoint, source, *run, "--seed", 7)
    assert first != translate(tiny_checkpoint, source, *run, "--seed", 8)
    # a top-k past the vocabulary is every token: the same draws (CTranslate2 refused it)
    assert first == translate(tiny_checkpoint, source, "--engine", engine, "--sampling-topk",
                              10 ** 6, "--seed", 7)
    if engine == "torch":
        return  # the top token alone against greedy search, in-process: test_sampling.py
    # the most likely token alone, drawn: what CTranslate2's greedy search prints
    assert (translate(tiny_checkpoint, source, "--engine", engine, "--sampling-topp", 1e-9)
            == translate(tiny_checkpoint, source, "--engine", engine, "--greedy"))


def test_sampling_with_a_beam_fails_in_one_line(tiny_checkpoint, source):
    run = nmt("translate", "--ckpt", tiny_checkpoint, "--input", source, "--sampling-topk", 5,
              "--beam", 4, check=False)
    assert run.returncode != 0 and "Traceback" not in run.stderr
    assert "--beam 1" in run.stderr.strip().splitlines()[-1]
