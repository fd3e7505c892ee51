"""Checkpoints, in this process: self-contained, averaged, saved atomically, refused when
damaged (`nmt average`, `nmt info` and `nmt translate` on them:
tests/e2e/test_checkpoint_commands.py)."""

from __future__ import annotations

import os
import shutil

import pytest
import torch

from nmt_cli.checkpoint import (atomic_save, average_checkpoints, checkpoints_to_average,
                                cpu_state_dict, load_checkpoint, step_checkpoints)
from nmt_cli.config import ModelConfig
from nmt_cli.data.tokenizer import Tokenizer
from nmt_cli.decode.engine import load_for_inference
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer

from conftest import flip_a_weight_byte, make_ckpt, tiny_corpus, train_tiny_spm


@pytest.fixture(scope="module")
def spm(tiny_spm) -> bytes:
    return tiny_spm


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
    assert moved > 0 and tok.sha256 == Tokenizer(spm).sha256
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
    # Same shapes, other function: an imported OPUS-MT model's swish is not the paper's ReLU
    make_ckpt(tmp_path / "d.pt", 4, spm, activation="swish")
    with pytest.raises(NmtError, match=r"architectures.* in activation \(relu vs swish\)$"):
        average_checkpoints([tmp_path / "a.pt", tmp_path / "d.pt"], tmp_path / "avg.pt")
    # A config written before a field existed has its default: it averages with a new one
    old = torch.load(tmp_path / "c.pt", weights_only=False)
    for field in ("activation", "encoder_layers", "decoder_layers", "output_bias"):
        old["model_config"].pop(field, None)
    atomic_save(old, tmp_path / "c.pt")
    average_checkpoints([tmp_path / "c.pt", tmp_path / "a.pt"], tmp_path / "avg.pt")
    # a config no model can have is named, not an internal error
    old["model_config"]["n_heads"] = 5
    atomic_save(old, tmp_path / "c.pt")
    with pytest.raises(NmtError, match=r"c\.pt has no model of a valid shape \(d_model"):
        average_checkpoints([tmp_path / "a.pt", tmp_path / "c.pt"], tmp_path / "avg.pt")


def test_average_refuses_other_sentencepiece_models(tmp_path, spm):
    other = train_tiny_spm(tiny_corpus(seed=1))  # same size, other data: other pieces
    assert other != spm and Tokenizer(other).vocab_size == Tokenizer(spm).vocab_size
    make_ckpt(tmp_path / "a.pt", 1, spm)
    make_ckpt(tmp_path / "b.pt", 2, other)
    with pytest.raises(NmtError, match="different sentencepiece models"):
        average_checkpoints([tmp_path / "a.pt", tmp_path / "b.pt"], tmp_path / "avg.pt")
    assert not (tmp_path / "avg.pt").exists()


def test_average_keeps_tied_weights_one_tensor(tmp_path, spm):
    make_ckpt(tmp_path / "a.pt", 1, spm)
    make_ckpt(tmp_path / "b.pt", 2, spm)
    average_checkpoints([tmp_path / "a.pt", tmp_path / "b.pt"], tmp_path / "avg.pt")
    avg = load_checkpoint(tmp_path / "avg.pt")["model"]
    tied = [avg[k] for k in ("src_embed.lut.weight", "tgt_embed.lut.weight",
                             "generator.proj.weight")]
    assert len({t.untyped_storage().data_ptr() for t in tied}) == 1
    # so the file is no larger than an input's (three copies made it ~1.9x as large)
    assert (tmp_path / "avg.pt").stat().st_size <= 1.05 * (tmp_path / "a.pt").stat().st_size


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
    (tmp_path / "notes.pt").write_text("hello\n")
    (tmp_path / "Notes.pt").write_text("Hello world\n")  # read as opcodes: not "refused"
    for name, what in (("cut.pt", "not a readable nmt checkpoint"),
                       ("notes.pt", "is not a checkpoint"), ("Notes.pt", "is not a checkpoint")):
        with pytest.raises(NmtError, match=what) as e:
            load_checkpoint(tmp_path / name)
        # a whole sentence: torch's advice cut mid-word, or a bare pickle opcode, is not
        message = str(e.value)
        assert message.endswith(")") and "If you are" not in message and "(101)" not in message
        assert "refused" not in message


def _directory_entry(data: bytearray, name: str) -> int:
    """Offset of ``name``'s entry in the zip's central directory."""
    at = data.find(b"PK\x01\x02")
    while at >= 0:
        name_len = int.from_bytes(data[at + 28: at + 30], "little")
        if data[at + 46: at + 46 + name_len] == name.encode():
            return at
        at = data.find(b"PK\x01\x02", at + 4)
    raise AssertionError(f"no directory entry for {name}")


def test_a_flipped_bit_in_the_weights_is_caught_not_loaded(tmp_path, spm):
    make_ckpt(tmp_path / "a.pt", 1, spm)
    shutil.copy(tmp_path / "a.pt", tmp_path / "b.pt")
    record = flip_a_weight_byte(tmp_path / "b.pt")
    # torch.load alone takes the changed weights as they are
    changed = torch.load(tmp_path / "b.pt", weights_only=True)["model"]
    original = load_checkpoint(tmp_path / "a.pt")["model"]
    assert any(not torch.equal(changed[k], original[k]) for k in original)
    with pytest.raises(NmtError, match=f"is damaged: its record '{record}' fails the CRC-32"):
        load_checkpoint(tmp_path / "b.pt")
    # (what `nmt translate` says of it: tests/e2e/test_checkpoint_commands.py)

    # Damage to the zip's directory entry of a record: its CRC zeroed (as if saved without
    # sums) while its bytes changed, or its compression method or flags made nonsense.
    for field, value in ((16, b"\0\0\0\0"), (10, b"\x63\0"), (8, b"\x01\0")):
        shutil.copy(tmp_path / "a.pt", tmp_path / "c.pt")
        flip_a_weight_byte(tmp_path / "c.pt")
        data = bytearray((tmp_path / "c.pt").read_bytes())
        at = _directory_entry(data, record.replace("b/", "c/", 1))
        data[at + field: at + field + len(value)] = value
        (tmp_path / "c.pt").write_bytes(data)
        with pytest.raises(NmtError, match="is damaged: its record"):
            load_checkpoint(tmp_path / "c.pt")

    # A file saved with torch's CRC-32 turned off has no sums to check: it still loads.
    torch.serialization.set_crc32_options(False)
    try:
        make_ckpt(tmp_path / "nocrc.pt", 1, spm)
    finally:
        torch.serialization.set_crc32_options(True)
    assert torch.equal(load_checkpoint(tmp_path / "nocrc.pt")["model"]["generator.proj.weight"],
                       original["generator.proj.weight"])


def test_saved_files_get_the_mode_the_umask_allows(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_save({"x": 1}, tmp_path / "a.pt")
        os.umask(0o077)
        atomic_save({"x": 2}, tmp_path / "b.pt")
    finally:
        os.umask(old)
    assert (tmp_path / "a.pt").stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "b.pt").stat().st_mode & 0o777 == 0o600


def test_tied_embedding_is_stored_once(tmp_path):
    """Source, target and output embeddings are one tensor: one copy in the file, on any device."""
    model = Transformer(ModelConfig(vocab_size=4000, n_layers=1, d_model=32, d_ff=32, n_heads=2))
    live = model.state_dict()
    emb = model.src_embed.lut.weight
    tied = [k for k, v in live.items() if v.data_ptr() == emb.data_ptr()]
    assert len(tied) == 3, tied
    state = cpu_state_dict(live)
    assert all(state[k] is state[tied[0]] for k in tied)
    assert state.keys() == live.keys()
    torch.save(state, tmp_path / "s.pt")
    emb_bytes = emb.numel() * emb.element_size()
    assert (tmp_path / "s.pt").stat().st_size < 1.5 * emb_bytes


def test_a_full_disk_is_one_clear_error_and_keeps_the_old_checkpoint(tmp_path, monkeypatch):
    import nmt_cli.atomic as atomic
    import nmt_cli.checkpoint as checkpoint

    path = tmp_path / "checkpoint_last.pt"
    atomic_save({"step": 1}, path)

    def failing_save(obj, f):  # as torch reports ENOSPC: a RuntimeError midway
        f.write(b"partial")
        raise RuntimeError("[enforce fail at inline_container.cc:664] . unexpected pos 64 vs 7")

    monkeypatch.setattr(checkpoint.torch, "save", failing_save)
    monkeypatch.setattr(atomic, "_almost_full", lambda directory: True)
    with pytest.raises(NmtError, match="no space left on device"):
        atomic_save({"step": 2}, path)
    monkeypatch.setattr(atomic, "_almost_full", lambda directory: False)
    with pytest.raises(RuntimeError, match="unexpected pos"):  # not disk space: a bug, as is
        atomic_save({"step": 2}, path)
    monkeypatch.undo()
    assert torch.load(path, weights_only=True)["step"] == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["checkpoint_last.pt"]
