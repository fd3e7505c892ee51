"""What a resume reads (``rundir.resume_path``) where a kill fell between a save's two
renames: the step file, then checkpoint_last.pt linked to it."""

from __future__ import annotations

import os
import shutil

import pytest

from nmt_cli.checkpoint import LAST
from nmt_cli.errors import NmtError
from nmt_cli.train.rundir import load_resume_checkpoint, resume_path


def _steps(run, *steps):
    for s in steps:
        (run / f"checkpoint_{s}.pt").write_bytes(f"step {s}".encode())


def test_a_link_to_the_newest_step_file_is_read(tmp_path):
    _steps(tmp_path, 1, 2, 3)
    os.link(tmp_path / "checkpoint_3.pt", tmp_path / LAST)
    assert resume_path(tmp_path) == tmp_path / LAST


def test_killed_before_the_link_the_newest_step_file_is_read(tmp_path):
    _steps(tmp_path, 1, 2, 3)
    os.link(tmp_path / "checkpoint_2.pt", tmp_path / LAST)  # the save of step 3 stopped here
    assert resume_path(tmp_path) == tmp_path / "checkpoint_3.pt"


def test_killed_in_the_first_save_after_its_rename_the_step_file_is_read(tmp_path):
    _steps(tmp_path, 1)
    assert resume_path(tmp_path) == tmp_path / "checkpoint_1.pt"
    assert resume_path(tmp_path / "empty") == tmp_path / "empty" / LAST  # nothing saved


def test_an_older_checkpoint_copied_by_hand_stays_the_users_choice(tmp_path):
    _steps(tmp_path, 1, 2, 3)
    shutil.copy(tmp_path / "checkpoint_1.pt", tmp_path / LAST)
    assert resume_path(tmp_path) == tmp_path / LAST


def test_a_resume_point_cut_short_says_how_to_resume_from_an_earlier_save(tmp_path):
    """A truncated checkpoint_last.pt (a disk that filled under a copy) gets the advice a
    damaged one gets, not only "not a readable checkpoint"."""
    _steps(tmp_path, 1, 2)
    os.link(tmp_path / "checkpoint_2.pt", tmp_path / LAST)
    with pytest.raises(NmtError) as e:
        load_resume_checkpoint(tmp_path, tmp_path, "sha")
    message = str(e.value)
    assert "not a checkpoint" in message or "not a readable" in message
    assert f"remove {LAST} and checkpoint_2.pt" in message and "--no-resume" in message
