"""`nmt train --subword-alpha` refuses, in one line, data prepared without its text and a
run resumed with another alpha (BPE-dropout in this process: tests/unit/test_subword.py)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

from conftest import NMT, slow, train_subword
from nmt_cli.checkpoint import load_checkpoint

ENV = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONUNBUFFERED": "1"}


def test_data_without_its_text_and_a_changed_alpha_are_refused_in_one_line(small_data,
                                                                           tmp_path):
    old = tmp_path / "old"  # as prepared before the text was kept
    shutil.copytree(small_data, old)
    man = json.loads((old / "manifest.json").read_text())
    del man["train_text"]
    (old / "manifest.json").write_text(json.dumps(man))
    for side in ("src", "tgt"):
        (old / f"train.text.{side}").unlink()
    common = [NMT, "train", "--preset", "tiny", "--gpus", "0"]
    proc = subprocess.run([*common, "--max-steps", "1", "--data", str(old), "--subword-alpha", "0.1",
                           "--out", str(tmp_path / "r")], capture_output=True, text=True,
                          env=ENV, timeout=slow(300))
    err = proc.stderr.strip()
    assert proc.returncode == 1 and len(err.splitlines()) == 1 and "Traceback" not in err
    assert "--subword-alpha" in err and "--force" in err and str(old) in err
    assert not (tmp_path / "r" / "checkpoint_last.pt").exists()

    train_subword(small_data, tmp_path / "run", 1, alpha=0.2)
    proc = subprocess.run([*common, "--max-steps", "2", "--data", str(small_data),
                           "--subword-alpha", "0.1", "--out", str(tmp_path / "run")],
                          capture_output=True, text=True, env=ENV, timeout=slow(300))
    err = proc.stderr.strip()
    assert proc.returncode == 1 and len(err.splitlines()) == 1 and "Traceback" not in err
    assert "--subword-alpha 0.2" in err and "--subword-alpha 0.1" in err
    assert load_checkpoint(tmp_path / "run" / "checkpoint_last.pt")["step"] == 1

