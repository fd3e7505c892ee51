"""`nmt info RUN --plot`'s learning curve (train/curve.py): what it reads from metrics.jsonl,
and the figure it draws (SVG, so that its text can be read back)."""

from __future__ import annotations

import json
import re

import pytest

from nmt_cli.errors import NmtError
from nmt_cli.train.curve import draw, read_records


def write_run(run, n_valid: int = 4, torn: bool = False):
    run.mkdir(parents=True, exist_ok=True)
    rows = []
    for step in range(10, 10 * (n_valid * 5) + 1, 10):
        rows.append({"kind": "train", "step": step, "loss": 9 - step / 100, "lr": step * 1e-5,
                     "elapsed_s": step * 0.6})
        if step % 50 == 0:
            rows.append({"kind": "valid", "step": step, "elapsed_s": step * 0.6 + 1,
                         "valid_loss": 6 - step / 100, "valid_nll": 5.5 - step / 100,
                         "valid_bleu": step / 10, "valid_chrf": step / 5})
    text = "".join(json.dumps(r) + "\n" for r in rows)
    if torn:  # a run killed mid-line
        text += '{"kind": "valid", "step": 9'
    (run / "metrics.jsonl").write_text(text)
    return rows


def test_the_records_are_read_and_a_torn_last_line_is_skipped(tmp_path):
    rows = write_run(tmp_path / "run", torn=True)
    train, valid = read_records(tmp_path / "run")
    assert [r["step"] for r in valid] == [r["step"] for r in rows if r["kind"] == "valid"]
    assert len(train) == sum(r["kind"] == "train" for r in rows)
    # a checkpoint in the run names the run too
    assert read_records(tmp_path / "run" / "checkpoint_best.pt")[1] == valid


def test_lines_that_are_not_utf8_or_not_records_are_skipped(tmp_path):
    """A damaged metrics.jsonl still draws: bytes that are not UTF-8 and JSON that is not a
    record are skipped as a torn line is."""
    write_run(tmp_path / "clean")
    rows = write_run(tmp_path / "run")
    with open(tmp_path / "run" / "metrics.jsonl", "ab") as f:
        f.write(b"{garbage\n\x00\xff\n[1, 2]\n\"text\"\n{\"kind\": \"train\", \"lr\": 1}\n")
    train, valid = read_records(tmp_path / "run")
    assert (train, valid) == read_records(tmp_path / "clean")
    assert len(valid) == sum(r["kind"] == "valid" for r in rows)


def test_the_figure_shows_loss_scores_and_rate_against_updates_and_minutes(tmp_path):
    pytest.importorskip("matplotlib", reason="the plot extra is not installed")
    write_run(tmp_path / "run")
    out = draw(tmp_path / "run", tmp_path / "curve.svg")
    svg = out.read_text()
    for text in ("validation loss", "validation score", "learning rate", "updates",
                 "minutes (wall clock)", "valid_bleu", "valid_chrf", "valid_nll"):
        assert f"<!-- {text} -->" in svg or text in svg, text
    # six axes: three panels, against updates and against minutes
    assert len(re.findall(r'<g id="axes_\d+">', svg)) == 6
    # (a PNG, as the recipes draw it: tests/e2e/test_train_command.py)


def test_what_cannot_be_drawn_fails_in_one_line(tmp_path):
    with pytest.raises(NmtError, match="metrics.jsonl not found"):
        read_records(tmp_path)
    (tmp_path / "metrics.jsonl").write_text('{"kind": "note"}\n')
    with pytest.raises(NmtError, match="no training or validation records"):
        read_records(tmp_path)
    write_run(tmp_path / "run")
    pytest.importorskip("matplotlib", reason="the plot extra is not installed")
    with pytest.raises(NmtError, match="--plot"):
        draw(tmp_path / "run", tmp_path / "curve.xyz")
    assert not list(tmp_path.glob("curve.xyz*"))  # nothing half-written is left
