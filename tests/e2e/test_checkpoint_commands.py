"""Checkpoints through the installed command: `nmt average`, `nmt info`, and a damaged
checkpoint given to `nmt translate` (checkpoints in this process:
tests/unit/test_checkpoint.py)."""

from __future__ import annotations

import subprocess

from conftest import NMT, flip_a_weight_byte, make_ckpt, nmt, slow
from nmt_cli.checkpoint import load_checkpoint


def test_a_flipped_bit_in_the_weights_is_one_line_from_nmt_translate(tmp_path, tiny_spm):
    make_ckpt(tmp_path / "a.pt", 1, tiny_spm)
    flip_a_weight_byte(tmp_path / "a.pt")
    proc = nmt("translate", "--ckpt", tmp_path / "a.pt", input="hello\n", timeout=slow(120),
               check=False)
    assert proc.returncode == 1 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and "is damaged" in proc.stderr


def test_nmt_average_command(tmp_path, tiny_spm):
    for step in (1, 2, 3):
        make_ckpt(tmp_path / f"checkpoint_{step}.pt", step, tiny_spm)
    proc = subprocess.run([NMT, "average", str(tmp_path), "--last", "2", "-o", str(tmp_path / "avg.pt")],
                          capture_output=True, text=True, timeout=slow(120))
    assert proc.returncode == 0, proc.stderr
    assert load_checkpoint(tmp_path / "avg.pt")["averaged_from"] == ["checkpoint_2.pt", "checkpoint_3.pt"]
    make_ckpt(tmp_path / "other.pt", 4, tiny_spm, d_model=64, d_ff=32)
    proc = subprocess.run([NMT, "average", str(tmp_path / "checkpoint_1.pt"), str(tmp_path / "other.pt"),
                           "-o", str(tmp_path / "bad.pt")], capture_output=True, text=True,
                          timeout=slow(120))
    assert proc.returncode == 1 and "different architectures" in proc.stderr
    assert "Traceback" not in proc.stderr and not (tmp_path / "bad.pt").exists()
    proc = subprocess.run([NMT, "average", str(tmp_path), "--last", "2", "-o", str(tmp_path)],
                          capture_output=True, text=True, timeout=slow(120))
    assert proc.returncode == 1 and "is a directory" in proc.stderr
    assert "Traceback" not in proc.stderr and not list(tmp_path.parent.glob(".*.tmp"))
    before = (tmp_path / "checkpoint_3.pt").read_bytes()
    for target in ("checkpoint_3.pt", "checkpoint_last.pt"):  # an input; the resume point
        proc = subprocess.run([NMT, "average", str(tmp_path), "--last", "2", "-o",
                               str(tmp_path / target)], capture_output=True, text=True,
                              timeout=slow(120))
        assert proc.returncode == 1 and "would overwrite" in proc.stderr, proc.stderr
    assert (tmp_path / "checkpoint_3.pt").read_bytes() == before
    assert not (tmp_path / "checkpoint_last.pt").exists()


def test_paths_with_brackets_are_printed_as_they_are(tmp_path, tiny_spm):
    run = tmp_path / "[exp1]"
    run.mkdir()
    for step in (1, 2):
        make_ckpt(run / f"checkpoint_{step}.pt", step, tiny_spm)
    proc = subprocess.run([NMT, "average", str(run), "--last", "2", "-o", str(run / "avg.pt")],
                          capture_output=True, text=True, timeout=slow(120))
    assert proc.returncode == 0, proc.stderr
    assert str(run / "avg.pt") in proc.stderr.replace("\n", "")
    info = subprocess.run([NMT, "info", str(run / "avg.pt")], capture_output=True, text=True,
                          timeout=slow(120))
    assert info.returncode == 0 and "[exp1]" in info.stdout



def test_nmt_info_with_stdout_closed_fails_in_one_line():
    """`>&-`: the process starts with sys.stdout None, and rich would print to nothing."""
    res = subprocess.run(["bash", "-c", '"$0" info --preset tiny >&-', NMT],
                         capture_output=True, text=True, timeout=slow(120))
    assert res.returncode == 1 and len(res.stderr.strip().splitlines()) == 1, res.stderr
    assert res.stderr.startswith("error: stdout is closed"), res.stderr
