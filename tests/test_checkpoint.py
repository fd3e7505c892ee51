"""Checkpoint averaging and self-containment (issue 4 acceptance)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import torch

from nmt_cli.checkpoint import (FORMAT, VERSION, atomic_save, average_checkpoints,
                                checkpoints_to_average, load_checkpoint, load_for_inference,
                                step_checkpoints)
from nmt_cli.config import ModelConfig, to_dict
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer

from conftest import NMT



def _spm_bytes(tmp_path: Path) -> bytes:
    """A real sentencepiece model so the checkpoint loads for inference."""
    import sentencepiece as spm

    text = tmp_path / "t.txt"
    text.write_text("\n".join(f"the cat sat on mat number {i} and dog ran {i * 7}" for i in range(200)))
    spm.SentencePieceTrainer.train(input=str(text), model_prefix=str(tmp_path / "m"), vocab_size=60,
                                   pad_id=0, unk_id=1, bos_id=2, eos_id=3, model_type="bpe",
                                   minloglevel=2)
    return (tmp_path / "m.model").read_bytes()


def make_ckpt(path: Path, seed: int, spm: bytes, dtype=torch.float32, **cfg) -> dict:
    torch.manual_seed(seed)
    mcfg = ModelConfig(**{**dict(vocab_size=60, n_layers=1, d_model=16, d_ff=32, n_heads=2), **cfg})
    model = Transformer(mcfg).to(dtype)
    ck = {"format": FORMAT, "version": VERSION, "model_config": to_dict(mcfg), "spm_model": spm,
          "model": model.state_dict(), "step": seed, "epoch": 0,
          "optimizer": {"state": {}, "param_groups": []}}
    atomic_save(ck, path)
    return ck


@pytest.fixture(scope="module")
def spm(tmp_path_factory) -> bytes:
    return _spm_bytes(tmp_path_factory.mktemp("spm"))


def test_average_of_copies_is_unchanged(tmp_path, spm):
    ck = make_ckpt(tmp_path / "a.pt", 1, spm)
    for i in range(3):
        shutil.copy(tmp_path / "a.pt", tmp_path / f"c{i}.pt")
    out = average_checkpoints([tmp_path / f"c{i}.pt" for i in range(3)], tmp_path / "avg.pt")
    for k, v in ck["model"].items():
        assert torch.allclose(out["model"][k], v, atol=1e-7, rtol=0), k
    assert "optimizer" not in load_checkpoint(tmp_path / "avg.pt")


def test_average_of_two_is_their_mean_and_loads_for_translation(tmp_path, spm):
    a = make_ckpt(tmp_path / "a.pt", 1, spm)["model"]
    b = make_ckpt(tmp_path / "b.pt", 2, spm)["model"]
    average_checkpoints([tmp_path / "a.pt", tmp_path / "b.pt"], tmp_path / "avg.pt")
    model, tok, raw = load_for_inference(tmp_path / "avg.pt")
    got = raw["model"]
    moved = 0
    for k in a:
        if a[k].is_floating_point():
            assert torch.allclose(got[k], (a[k] + b[k]) / 2, atol=1e-7), k
            moved += int(not torch.equal(a[k], b[k]))
    assert moved > 0 and tok.vocab_size == 60
    assert raw["averaged_from"] == ["a.pt", "b.pt"]


def test_average_keeps_dtype_and_computes_in_fp32(tmp_path, spm):
    a = make_ckpt(tmp_path / "a.pt", 1, spm, dtype=torch.bfloat16)["model"]
    b = make_ckpt(tmp_path / "b.pt", 2, spm, dtype=torch.bfloat16)["model"]
    out = average_checkpoints([tmp_path / "a.pt", tmp_path / "b.pt"], tmp_path / "avg.pt")["model"]
    k = "encoder.layers.0.feed_forward.w_1.weight"
    assert out[k].dtype == torch.bfloat16
    assert torch.equal(out[k], ((a[k].float() + b[k].float()) / 2).to(torch.bfloat16))


def test_average_refuses_different_architectures(tmp_path, spm):
    make_ckpt(tmp_path / "a.pt", 1, spm)
    make_ckpt(tmp_path / "b.pt", 2, spm, pre_norm=True)
    with pytest.raises(NmtError, match="different architectures.*pre_norm"):
        average_checkpoints([tmp_path / "a.pt", tmp_path / "b.pt"], tmp_path / "avg.pt")
    # Dropout is not architecture: those average fine.
    make_ckpt(tmp_path / "c.pt", 3, spm, dropout=0.3)
    average_checkpoints([tmp_path / "a.pt", tmp_path / "c.pt"], tmp_path / "avg.pt")


def test_run_directory_last_n(tmp_path, spm):
    for step in (100, 200, 300, 1000):
        make_ckpt(tmp_path / f"checkpoint_{step}.pt", step, spm)
    make_ckpt(tmp_path / "checkpoint_last.pt", 9, spm)
    make_ckpt(tmp_path / "checkpoint_best.pt", 9, spm)
    assert [p.name for p in step_checkpoints(tmp_path)] == [
        "checkpoint_100.pt", "checkpoint_200.pt", "checkpoint_300.pt", "checkpoint_1000.pt"]
    assert [p.name for p in checkpoints_to_average([tmp_path], 2)] == [
        "checkpoint_300.pt", "checkpoint_1000.pt"]
    with pytest.raises(NmtError, match="only 4"):
        checkpoints_to_average([tmp_path], 5)


def test_truncated_checkpoint_gives_a_clear_error(tmp_path, spm):
    make_ckpt(tmp_path / "a.pt", 1, spm)
    data = (tmp_path / "a.pt").read_bytes()
    (tmp_path / "cut.pt").write_bytes(data[: len(data) // 2])
    with pytest.raises(NmtError, match="not a readable nmt checkpoint"):
        load_checkpoint(tmp_path / "cut.pt")


def test_nmt_average_command(tmp_path, spm):
    for step in (1, 2, 3):
        make_ckpt(tmp_path / f"checkpoint_{step}.pt", step, spm)
    proc = subprocess.run([NMT, "average", str(tmp_path), "--last", "2", "-o", str(tmp_path / "avg.pt")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert load_checkpoint(tmp_path / "avg.pt")["averaged_from"] == ["checkpoint_2.pt", "checkpoint_3.pt"]
    make_ckpt(tmp_path / "other.pt", 4, spm, d_model=32, d_ff=32)
    proc = subprocess.run([NMT, "average", str(tmp_path / "checkpoint_1.pt"), str(tmp_path / "other.pt"),
                           "-o", str(tmp_path / "bad.pt")], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and "different architectures" in proc.stderr
    assert "Traceback" not in proc.stderr and not (tmp_path / "bad.pt").exists()
