"""The GPU's code paths on the CPU in processes of their own: ``NMT_GPU_PATHS`` read from the
environment, and `nmt train`'s fp16 path end to end under it (the paths in this process:
tests/unit/test_gpu_paths.py)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import torch

from conftest import NMT, slow
def test_the_switch_is_read_from_the_environment():
    """NMT_GPU_PATHS as the module finds it when imported: one process, the module imported
    afresh (reloaded) under each value, since importing torch costs seconds a process."""
    code = ("import importlib, os\n"
            "from nmt_cli import device\n"
            "for value in ('1', '0', ''):\n"
            "    os.environ['NMT_GPU_PATHS'] = value\n"
            "    print(importlib.reload(device).GPU_PATHS)\n")
    out = subprocess.run([str(Path(NMT).parent / "python"), "-c", code], text=True,
                         capture_output=True, env={**os.environ, "NMT_GPU_PATHS": "1"})
    assert out.stdout.split() == ["True", "False", "False"], out.stderr[-2000:]


def test_fp16_resume_is_exact_under_the_switch(sample_slice, tmp_path):
    """The GPU's fp16 path end to end through `nmt train`: loss scaling, SDPA, PyTorch's
    dropout, and a GradScaler whose state must survive the restart (1 + 1 updates equal 2:
    its growth tracker reads 2 only if the restart restored the 1 it had; CPU fp16 is
    emulated, ~1.3 s an update here)."""
    env = {**os.environ, "NMT_GPU_PATHS": "1", "OMP_NUM_THREADS": "1"}
    common = ["train", "--data", str(sample_slice), "--preset", "tiny", "--precision", "fp16",
              "--max-tokens", "384", "--tokens-per-update", "384", "--save-every-minutes", "0",
              "--validate-every", "1", "--log-every", "1"]

    def run(out: Path, steps: int) -> None:
        proc = subprocess.run([NMT, *common, "--out", str(out), "--max-steps", str(steps)],
                              env=env, capture_output=True, text=True, timeout=slow(300))
        assert proc.returncode == 0, proc.stderr[-2000:]
        assert "precision: fp16" in proc.stderr + proc.stdout

    run(tmp_path / "straight", 2)
    run(tmp_path / "resumed", 1)
    run(tmp_path / "resumed", 2)
    a = torch.load(tmp_path / "straight" / "checkpoint_last.pt", weights_only=True)
    b = torch.load(tmp_path / "resumed" / "checkpoint_last.pt", weights_only=True)
    assert a["step"] == b["step"] == 2
    assert a["scaler"] is not None and a["scaler"] == b["scaler"]
    assert a["scaler"]["_growth_tracker"] == 2
    for name, tensor in a["model"].items():
        assert torch.equal(tensor, b["model"][name]), name

