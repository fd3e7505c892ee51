"""Checkpoints written before the code was split into its current modules still work.

``fixtures/legacy/`` was written by nmt-cli at 1f79367 (``fixtures/make_legacy.py``): a
prepared dataset, a training run stopped at step 4 (weights, Adam, RNG streams), that
code's translations of a few lines with that checkpoint, and its weights after running
on to step 8 without a stop. Here: that code's translations from today's `nmt translate`
(today's code resuming the run, in this process: tests/unit/test_legacy_state.py).
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
                                  *args], input=src, capture_output=True, text=True, env=env)
            assert got.returncode == 0, got.stderr
            want = EXPECTED["translations"][name]
            if engine == "torch" or name != "nbest3":
                assert got.stdout == want, (engine, name)
                continue
            # CTranslate2 sums the same log-probabilities in another order: the n-best
            # scores agree to float32 rounding, the hypotheses exactly
            for mine, theirs in zip(got.stdout.splitlines(), want.splitlines(), strict=True):
                (i, score, text), (j, want_score, want_text) = (mine.split("\t"),
                                                               theirs.split("\t"))
                assert (i, text) == (j, want_text)
                assert abs(float(score) - float(want_score)) <= 1e-4, (mine, theirs)
    sha256 = hashlib.sha256(ckpt.read_bytes()).hexdigest()
    assert (tmp_path / "xdg" / "nmt-cli" / "ct2" / sha256 / "model.bin").is_file()
