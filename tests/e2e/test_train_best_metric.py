"""`nmt train --best-metric bleu|chrf`, `--bleu-sample` and `--clock`, end to end: which
checkpoint is the best, what --patience counts, across a resume; what --max-time and
--cooldown count; the refusals (the pieces in this process: tests/unit/test_best_metric.py).

Every expectation is read from the run's own records (metrics.jsonl, checkpoints), not
from the machine's speed: each run decides from its own clock, and the records say what
that clock read."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import torch
from conftest import nmt

from nmt_cli.checkpoint import load_checkpoint
from nmt_cli.train.schedule import inverse_sqrt_lr

FAST = ["--preset", "tiny", "--max-tokens", "384", "--tokens-per-update", "384",
        "--save-every-minutes", "0", "--log-every", "1"]


def records(run: Path, kind: str) -> list[dict]:
    return [r for r in map(json.loads, (run / "metrics.jsonl").read_text().splitlines())
            if r["kind"] == kind]


def patience_stop(valid: list[dict], key: str, patience: int) -> tuple[int | None, int]:
    """(the step a run choosing by ``key`` stops at for --patience, or None; the patience
    count after the last validation), as --patience is documented to count."""
    best, bad = -float("inf"), 0
    for r in valid:
        best, bad = (r[key], 0) if r[key] > best else (best, bad + 1)
        if bad >= patience:
            return r["step"], bad
    return None, bad


def test_best_chrf_chooses_the_checkpoint_and_patience_counts_it_across_a_resume(
        sample_slice, tmp_path):
    """--best-metric chrf: checkpoint_best.pt holds the weights of the validation with the
    highest dev chrF (the first of equals), not of the lowest loss; --patience 3 stops at
    the third validation in a row without a better chrF, counting across a resume (the
    best and the count come back from the checkpoint). chrF is decoded at every validation
    though --bleu-every is 0, on the same 4 dev lines each time.

    The first updates of a random model lower its dev loss at every validation while its
    decoding, drifting towards the most frequent pieces, scores a lower chrF: the best
    chrF is early, the lowest loss at the end, and the run stops by patience."""
    run = tmp_path / "run"
    args = ["train", "--data", sample_slice, *FAST, "--validate-every", "1", "--bleu-every",
            "0", "--save-every", "1", "--keep-last", "100", "--best-metric", "chrf",
            "--bleu-sample", "4", "--patience", "3", "--out", run]
    nmt(*args, "--max-steps", "2")
    again = nmt(*args, "--max-steps", "12")
    assert "resuming from step 2" in again.stderr
    valid = records(run, "valid")
    assert [r["step"] for r in valid] == list(range(1, len(valid) + 1))
    assert {r["valid_bleu_lines"] for r in valid} == {4}
    stop, bad = patience_stop(valid, "valid_chrf", 3)
    last = load_checkpoint(run / "checkpoint_last.pt")
    best_chrf = max(r["valid_chrf"] for r in valid)
    best_step = next(r["step"] for r in valid if r["valid_chrf"] == best_chrf)
    loss_step = min(valid, key=lambda r: r["valid_nll"])["step"]
    assert stop is not None and last["step"] == stop and "(--patience)" in again.stderr
    assert best_step != loss_step  # what makes the choice below a choice
    assert (last["best_metric"], last["best_metric_value"], last["bad_validations"]) == (
        "chrf", best_chrf, bad)
    assert last["best_valid_loss"] == min(r["valid_nll"] for r in valid)
    best = load_checkpoint(run / "checkpoint_best.pt")
    assert best["step"] == best_step and best["best_metric_value"] == best_chrf
    numbered = load_checkpoint(run / f"checkpoint_{best_step}.pt")["model"]
    assert all(torch.equal(best["model"][k], numbered[k]) for k in numbered)
    assert f"best valid chrF {best_chrf:.2f}" in again.stderr


def cooldown_factors(run: Path, seconds_key: str, budget_s: float):
    """Each update's --cooldown 1 factor (its logged rate over the paper's), and the bounds
    the clock ``seconds_key`` records around the reading it was set from: the reading
    after the update before, taken after that update's record and before this one's."""
    ck = load_checkpoint(run / "checkpoint_last.pt")
    d_model, tcfg = ck["model_config"]["d_model"], ck["train_config"]
    train = records(run, "train")
    rows = []
    for before, r in zip(train, train[1:]):
        paper = inverse_sqrt_lr(r["step"], d_model, tcfg["warmup_steps"], tcfg["lr_scale"])
        share = (r["step"] - 1) / tcfg["max_steps"]
        high = max(0.0, 1 - max(share, before[seconds_key] / budget_s))
        low = max(0.0, 1 - max(share, r[seconds_key] / budget_s))
        rows.append((r["lr"] / paper, low, high))
    return rows


@pytest.mark.parametrize("clock", ["train", "wall"])
def test_max_time_and_cooldown_count_the_chosen_clock(sample_slice, tmp_path, clock):
    """--clock train (the default): --max-time 0.03 buys 1.8 s of updates, validation and
    dev decoding (slow next to an update) and saves off the clock; --cooldown reads the
    same clock. --clock wall: both count everything, as before. Each run stops at the
    first update whose clock reads the budget, its rate falls with that clock, and the
    checkpoint's training time leaves out at least the validations' own time."""
    run, budget = tmp_path / "run", 0.03 * 60
    proc = nmt("train", "--data", sample_slice, *FAST, "--max-steps", "1000000", "--max-time",
               "0.03", "--clock", clock, "--cooldown", "1", "--validate-every", "4",
               "--bleu-every", "4", "--bleu-sample", "2", "--save-every", "8", "--out", run)
    assert "reached --max-time 0.03 minutes" in proc.stderr
    train, valid = records(run, "train"), records(run, "valid")
    assert len(train) >= 2 and valid
    key = "train_s" if clock == "train" else "elapsed_s"
    last = load_checkpoint(run / "checkpoint_last.pt")
    assert last["step"] == train[-1]["step"]
    on_clock = last["train_seconds"] if clock == "train" else last["elapsed_seconds"]
    assert train[-2][key] < budget <= on_clock  # the first update past the budget stopped it
    assert last["elapsed_seconds"] - last["train_seconds"] >= sum(r["valid_s"] for r in valid)
    assert all(r["train_s"] <= r["elapsed_s"] for r in train + valid)
    for factor, low, high in cooldown_factors(run, key, budget):
        assert low * (1 - 1e-6) - 1e-12 <= factor <= high * (1 + 1e-6) + 1e-12
    assert f"--max-time 0.03 minutes of {'training' if clock == 'train' else 'wall'}" in (
        proc.stderr)


def test_bad_values_and_a_dev_set_without_text_are_refused_in_one_line(sample_slice, tmp_path):
    for option, value in (("--best-metric", "bleu4"), ("--clock", "cpu"),
                          ("--bleu-sample", "-1")):
        proc = nmt("train", "--data", sample_slice, *FAST, option, value, "--out",
                   tmp_path / "run", check=False)
        err = proc.stderr.strip()
        assert proc.returncode == 1 and len(err.splitlines()) == 1, (option, err)
        assert f"{option} must be" in err and value in err, err
    # data prepared before dev text was kept: choosing by BLEU cannot work, so it does not start
    data = tmp_path / "data"
    shutil.copytree(sample_slice, data)
    (data / "valid.raw.src").unlink()
    proc = nmt("train", "--data", data, *FAST, "--best-metric", "bleu", "--max-steps", "1",
               "--out", tmp_path / "run", check=False)
    err = proc.stderr.strip()
    assert proc.returncode == 1 and len(err.splitlines()) == 1, err
    assert "--best-metric bleu decodes the dev set" in err and "valid.raw.src" in err
    assert not (tmp_path / "run" / "checkpoint_last.pt").exists()
