"""Checkpoints written before the code was split into its current modules still work.

``fixtures/legacy/`` was written by nmt-cli at 1f79367 (``fixtures/make_legacy.py``): a
prepared dataset, a training run stopped at step 4 (weights, Adam, RNG streams), that
code's translations of a few lines with that checkpoint, and its weights after running
on to step 8 without a stop. Here: that code's translations from today's `nmt translate`,
the same on every machine (today's code resuming the run, in this process:
tests/unit/test_legacy_state.py).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess

from conftest import FIXTURES

FIXTURE = FIXTURES / "legacy"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())
MODES = {"beam4": [], "greedy": ["--greedy"], "nbest3": ["--nbest", "3"]}


# Promise: the same translation across machines. The texts are identical; an n-best score
# (a sum of ~10-40 float32 log-probabilities, |score| < 100) agrees within SCORE_TOLERANCE:
# another CPU's kernels (AVX-512 or AVX2, MKL or oneDNN) and CTranslate2 sum in other
# orders, ~1e-7 relative per operation (-42.559784 stored on an AVX2 EPYC, -42.559788
# computed on an AVX-512 EPYC: 4e-6).
SCORE_TOLERANCE = 1e-4


def same_translations(got: str, want: str) -> None:
    """Equal texts, line for line; n-best lines' scores within SCORE_TOLERANCE."""
    for mine, theirs in zip(got.splitlines(), want.splitlines(), strict=True):
        if mine.count("\t") != 2:
            assert mine == theirs
            continue
        (i, score, text), (j, want_score, want_text) = mine.split("\t"), theirs.split("\t")
        assert (i, text) == (j, want_text)
        assert abs(float(score) - float(want_score)) <= SCORE_TOLERANCE, (mine, theirs)


def test_a_legacy_checkpoint_translates_as_the_code_that_wrote_it(nmt_bin, tmp_path):
    """By our search (the code that wrote it decoded with it) and by the default engine
    (CTranslate2 on the CPU, through a conversion cached in $XDG_CACHE_HOME)."""
    src = "".join(x + "\n" for x in EXPECTED["inputs"])
    ckpt = tmp_path / "checkpoint_last.pt"
    shutil.copyfile(FIXTURE / "run" / "checkpoint_last.pt", ckpt)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    for engine in ("torch", "auto"):
        for name, args in MODES.items():
            got = subprocess.run([nmt_bin, "translate", "--ckpt", str(ckpt), "--engine", engine,
                                  "--device", "cpu", *args], input=src, capture_output=True,
                                 text=True, env=env)
            assert got.returncode == 0, got.stderr
            same_translations(got.stdout, EXPECTED["translations"][name])
    sha256 = hashlib.sha256(ckpt.read_bytes()).hexdigest()
    assert (tmp_path / "xdg" / "nmt-cli" / "ct2" / sha256 / "model.bin").is_file()
