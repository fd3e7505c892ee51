"""Training end to end: the schedule, the loss, batching, exact resume, SIGTERM, DDP on CPU,
and a model that learns."""

from __future__ import annotations

import functools
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
import torch

from nmt_cli.data.batches import collate, epoch_updates, make_batches, update_plan
from nmt_cli.checkpoint import load_checkpoint
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID, ModelConfig
from nmt_cli.train.loss import label_smoothed_nll, sequence_loss
from nmt_cli.model import Transformer
from nmt_cli.train.rundir import archive_previous_run, remap_position
from nmt_cli.train.schedule import inverse_sqrt_lr

from conftest import NMT, flip_a_weight_byte, run_then_sum

ENV = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONUNBUFFERED": "1"}
# Fast, deterministic runs: a tiny model, small batches, no time-based saving.
FAST = ["--preset", "tiny", "--max-tokens", "384", "--tokens-per-update", "384",
        "--save-every-minutes", "0", "--log-every", "1"]


def nmt(*args, check=True, **kw) -> subprocess.CompletedProcess:
    proc = subprocess.run([NMT, *map(str, args)], capture_output=True, text=True, env=ENV,
                          timeout=300, **kw)
    if check and proc.returncode != 0:
        raise AssertionError(f"nmt {' '.join(map(str, args))} failed:\n{proc.stderr[-3000:]}")
    return proc


@pytest.fixture(scope="module")
def data_dir(sample_slice) -> Path:
    return sample_slice


def weights(path: Path) -> dict[str, torch.Tensor]:
    return load_checkpoint(path)["model"]


def max_diff(a: dict, b: dict) -> float:
    assert a.keys() == b.keys()
    return max((a[k].float() - b[k].float()).abs().max().item() for k in a)


# --------------------------------------------------------------------------- schedule, loss

def test_lr_schedule_matches_formula():
    for d_model, warmup in ((512, 4000), (1024, 4000), (128, 400)):
        for step in (1, 4000, 100_000):
            expected = d_model ** -0.5 * min(step ** -0.5, step * warmup ** -1.5)
            assert inverse_sqrt_lr(step, d_model, warmup) == pytest.approx(expected, rel=1e-12)
        assert inverse_sqrt_lr(10, d_model, warmup, lr_scale=2.0) == pytest.approx(
            2 * inverse_sqrt_lr(10, d_model, warmup))
    # The paper's peaks: ~7.0e-4 for base, ~4.9e-4 for big, reached at the end of warmup.
    assert inverse_sqrt_lr(4000, 512, 4000) == pytest.approx(6.99e-4, rel=1e-3)
    assert inverse_sqrt_lr(4000, 1024, 4000) == pytest.approx(4.94e-4, rel=1e-3)
    assert inverse_sqrt_lr(3999, 512, 4000) < inverse_sqrt_lr(4000, 512, 4000)
    assert inverse_sqrt_lr(4001, 512, 4000) < inverse_sqrt_lr(4000, 512, 4000)


def test_cooldown_falls_linearly_to_zero_over_the_last_fraction_of_the_run():
    from nmt_cli.train.schedule import cooldown_factor, run_progress

    # by steps: update 1 is at 0, update max_steps just short of the end
    assert run_progress(1, 10, 0.0, 0.0) == 0.0 and run_progress(10, 10, 0.0, 0.0) == 0.9
    # with a time limit the further of the two counts, and never past the end
    assert run_progress(2, 1000, 30.0, 1.0) == 0.5 and run_progress(900, 1000, 30.0, 1.0) == 0.899
    assert run_progress(2, 1000, 90.0, 1.0) == 1.0
    assert [cooldown_factor(p, 0.2) for p in (0.0, 0.5, 0.8, 0.9, 0.95, 1.0)] == pytest.approx(
        [1.0, 1.0, 1.0, 0.5, 0.25, 0.0])
    assert cooldown_factor(0.99, 0.0) == 1.0  # off: the paper's schedule to the end


def test_a_cooldown_run_logs_the_decayed_rates_and_resumes_exactly(data_dir, tmp_path):
    """--cooldown 0.5 over --max-steps 6: updates 1-4 at the paper's rate, 5 and 6 at 2/3
    and 1/3 of it; and resuming from the run's step-3 checkpoint gives its final weights."""
    args = [*FAST, "--cooldown", "0.5", "--warmup", "2", "--max-steps", "6"]
    nmt("train", "--data", data_dir, *args, "--save-every", "3", "--out", tmp_path / "full")
    logged = [json.loads(line) for line in (tmp_path / "full" / "metrics.jsonl").read_text().splitlines()]
    lrs = {r["step"]: r["lr"] for r in logged if r.get("kind") == "train"}
    d_model = load_checkpoint(tmp_path / "full" / "checkpoint_last.pt")["model_config"]["d_model"]
    paper = {k: inverse_sqrt_lr(k, d_model, 2, 2.0) for k in range(1, 7)}  # tiny: lr-scale 2
    want = {k: paper[k] * f for k, f in zip(range(1, 7), (1, 1, 1, 1, 2 / 3, 1 / 3))}
    assert lrs == pytest.approx(want, rel=1e-6)
    (tmp_path / "split").mkdir()
    shutil.copy(tmp_path / "full" / "checkpoint_3.pt", tmp_path / "split" / "checkpoint_last.pt")
    proc = nmt("train", "--data", data_dir, *args, "--save-every", "3", "--out", tmp_path / "split")
    assert "resuming from step 3" in proc.stderr
    assert max_diff(weights(tmp_path / "full" / "checkpoint_last.pt"),
                    weights(tmp_path / "split" / "checkpoint_last.pt")) <= 1e-6
    proc = nmt("train", "--data", data_dir, *FAST, "--cooldown", "1.5", "--out", tmp_path / "bad",
               check=False)
    assert proc.returncode == 1 and "--cooldown" in proc.stderr and "in [0, 1]" in proc.stderr


def test_label_smoothed_loss_equals_hand_computation():
    # Two positions, V = 4. q(k) = 0.9 [k == y] + 0.1 / 4 for every k.
    logits = [[2.0, 1.0, 0.0, -1.0], [0.5, 0.5, 3.0, 0.0]]
    target = [0, 2]
    eps = 0.1
    loss_hand = nll_hand = 0.0
    for row, y in zip(logits, target):
        log_z = math.log(sum(math.exp(v) for v in row))
        logp = [v - log_z for v in row]
        q = [(1 - eps) * (k == y) + eps / len(row) for k in range(len(row))]
        loss_hand += -sum(qk * lp for qk, lp in zip(q, logp))
        nll_hand += -logp[y]
    loss, nll = label_smoothed_nll(torch.tensor(logits), torch.tensor(target), eps)
    assert loss.item() == pytest.approx(loss_hand, abs=1e-5)
    assert nll.item() == pytest.approx(nll_hand, abs=1e-5)
    # The same convention as PyTorch's fused loss.
    fused = torch.nn.functional.cross_entropy(torch.tensor(logits), torch.tensor(target),
                                              label_smoothing=eps, reduction="sum")
    assert loss.item() == pytest.approx(fused.item(), abs=1e-5)


def test_padding_does_not_change_the_loss():
    torch.manual_seed(0)
    model = Transformer(ModelConfig(vocab_size=20, n_layers=1, d_model=16, d_ff=32, n_heads=2,
                                    dropout=0.0)).eval()
    ds = [(np.array([5, 6, 7]), np.array([8, 9])), (np.array([10]), np.array([11, 12, 13, 14]))]
    both = collate(ds, [0, 1])
    assert both.tgt_out.eq(PAD_ID).any()  # the first row is padded
    total, _, n = sequence_loss(model, both.src, both.tgt_in, both.tgt_out, 0.1, PAD_ID)
    alone = [sequence_loss(model, b.src, b.tgt_in, b.tgt_out, 0.1, PAD_ID)
             for b in (collate(ds, [0]), collate(ds, [1]))]
    assert n == 3 + 5
    assert total.item() == pytest.approx(sum(a[0].item() for a in alone), rel=1e-5)


# --------------------------------------------------------------------------- batches

def test_collate_places_bos_eos_and_padding():
    ds = [(np.array([5, 6, 7]), np.array([8, 9])), (np.array([10]), np.array([11, 12, 13]))]
    b = collate(ds, [0, 1])
    assert b.src.tolist() == [[5, 6, 7, EOS_ID], [10, EOS_ID, PAD_ID, PAD_ID]]
    assert b.tgt_in.tolist() == [[BOS_ID, 8, 9, PAD_ID], [BOS_ID, 11, 12, 13]]
    assert b.tgt_out.tolist() == [[8, 9, EOS_ID, PAD_ID], [11, 12, 13, EOS_ID]]
    assert b.ntokens == 3 + 4


def test_batches_respect_budget_cover_corpus_and_shard():
    rng = np.random.default_rng(0)
    src, tgt = rng.integers(1, 60, 1000), rng.integers(1, 60, 1000)
    src[0] = 500  # longer than the budget: left out
    batches, skipped = make_batches(src, tgt, 256, seed=3)
    assert skipped == 1
    seen = np.concatenate(batches)
    assert sorted(seen.tolist()) == list(range(1, 1000))
    for b in batches:
        assert len(b) * (max(src[b].max(), tgt[b].max()) + 1) <= 256
    # Padding stays small thanks to length bucketing.
    padded = sum(len(b) * (max(src[b].max(), tgt[b].max()) + 1) for b in batches)
    assert padded < 1.3 * (np.maximum(src, tgt)[1:] + 1).sum()
    # Order: reshuffled each epoch, reproducible from the seed.
    e0 = [u[0][0] for u in epoch_updates(batches, 0, 7, 1, 0, 1)]
    e1 = [u[0][0] for u in epoch_updates(batches, 1, 7, 1, 0, 1)]
    assert e0 == [u[0][0] for u in epoch_updates(batches, 0, 7, 1, 0, 1)] and e0 != e1
    # 1 rank x 2 micro-batches == 2 ranks x 1 micro-batch, update by update.
    one = epoch_updates(batches, 2, 7, 2, 0, 1)
    r0, r1 = epoch_updates(batches, 2, 7, 1, 0, 2), epoch_updates(batches, 2, 7, 1, 1, 2)
    assert len(one) == len(r0) == len(r1)
    for u in range(len(one)):
        assert [b.tolist() for b in one[u]] == [r0[u][0].tolist(), r1[u][0].tolist()]


def test_tokens_per_update_do_not_depend_on_the_number_of_devices():
    """The paper's 25k tokens per update: the same budget on 1, 2, 3 or 8 devices."""
    for tpu, max_tokens in ((25000, 4096), (24576, 4096), (768, 384), (4096, 4096)):
        totals = {}
        for world in (1, 2, 3, 8):
            accum, budget = update_plan(tpu, max_tokens, world)
            assert budget <= max_tokens
            # Rounding loses less than one token per micro-batch.
            assert tpu - accum * world <= accum * world * budget <= tpu
            totals[world] = accum * world * budget
        if tpu == 24576:  # divisible: exactly equal, 6 x 4096 on one device, 8 x 3072 on eight
            assert set(totals.values()) == {24576}
        # Cutting batches at max_tokens gave 28,672 (1 GPU) vs 32,768 (8 GPUs) for 25,000.
        assert max(totals.values()) - min(totals.values()) < 0.001 * tpu


def test_resume_position_keeps_the_fraction_of_the_epoch():
    assert remap_position(30, 100, 100) == 30
    assert remap_position(30, 100, 50) == 15
    assert remap_position(99, 100, 10) == 10  # never past the end
    assert remap_position(7, None, 5) == 5  # unknown before: only clamped


def test_archive_previous_run_moves_everything_a_run_wrote(tmp_path):
    assert archive_previous_run(tmp_path) is None
    names = ["checkpoint_100.pt", "checkpoint_2000.pt", "checkpoint_last.pt",
             "checkpoint_best.pt", "metrics.jsonl", "config.json"]
    for n in names + ["notes.txt"]:
        (tmp_path / n).write_text(n)
    dest = archive_previous_run(tmp_path)
    assert dest.parent == tmp_path and dest.name.startswith("previous-")
    assert sorted(p.name for p in dest.iterdir()) == sorted(names)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["notes.txt", dest.name])


# --------------------------------------------------------------------------- end to end

def test_train_refuses_unprepared_dir(tmp_path):
    (tmp_path / "half").mkdir()
    proc = nmt("train", "--data", tmp_path / "half", "--preset", "tiny", "--out", tmp_path / "r",
               check=False)
    assert proc.returncode == 1
    assert "manifest" in proc.stderr and "Traceback" not in proc.stderr


def test_gpus_more_than_visible_fails_at_once(data_dir, tmp_path):
    t = time.time()
    proc = nmt("train", "--data", data_dir, "--preset", "tiny", "--gpus", "2", "--out",
               tmp_path / "r", check=False)
    visible = torch.cuda.device_count() if torch.cuda.is_available() else 0
    assert proc.returncode == 1
    assert f"{visible} GPU(s) are visible" in proc.stderr
    assert time.time() - t < 30 and not (tmp_path / "r").exists()


def test_gpus_are_checked_before_the_data_and_the_hint_names_the_command(tmp_path):
    visible = torch.cuda.device_count() if torch.cuda.is_available() else 0
    proc = subprocess.run([NMT, "train", "--gpus", str(visible + 2)], cwd=tmp_path,
                          capture_output=True, text=True, env=ENV, timeout=120)
    assert proc.returncode == 1 and f"{visible} GPU(s) are visible" in proc.stderr
    proc = subprocess.run([NMT, "train"], cwd=tmp_path, capture_output=True, text=True,
                          env=ENV, timeout=120)
    assert proc.returncode == 1 and "`nmt prepare wmt14-en-de`" in proc.stderr


def test_resume_is_exact(data_dir, tmp_path):
    """3 steps, stop, resume for 3 more == 6 uninterrupted steps (dropout on: RNG restored)."""
    nmt("train", "--data", data_dir, *FAST, "--max-steps", "6", "--out", tmp_path / "full")
    nmt("train", "--data", data_dir, *FAST, "--max-steps", "3", "--out", tmp_path / "split")
    assert load_checkpoint(tmp_path / "split" / "checkpoint_last.pt")["step"] == 3
    proc = nmt("train", "--data", data_dir, *FAST, "--max-steps", "6", "--out", tmp_path / "split")
    assert "resuming from step 3" in proc.stderr
    a, b = tmp_path / "full" / "checkpoint_last.pt", tmp_path / "split" / "checkpoint_last.pt"
    assert load_checkpoint(b)["step"] == 6
    assert max_diff(weights(a), weights(b)) <= 1e-6
    # ...and the weights did move, so the comparison means something.
    assert max_diff(weights(a), weights(tmp_path / "split" / "checkpoint_3.pt")) > 1e-4

    # A damaged resume point is refused in one line that says how to go on; its advice works.
    flip_a_weight_byte(b)
    proc = nmt("train", "--data", data_dir, *FAST, "--max-steps", "6", "--out", tmp_path / "split",
               check=False)
    assert proc.returncode == 1 and len(proc.stderr.strip().splitlines()) == 1
    assert "is damaged" in proc.stderr and "; checkpoint_6.pt is the same file." in proc.stderr
    assert "remove checkpoint_last.pt and checkpoint_6.pt and copy an older" in proc.stderr
    b.unlink()
    (tmp_path / "split" / "checkpoint_6.pt").unlink()
    shutil.copy(tmp_path / "split" / "checkpoint_3.pt", b)
    proc = nmt("train", "--data", data_dir, *FAST, "--max-steps", "6", "--out", tmp_path / "split")
    assert "resuming from step 3" in proc.stderr
    assert max_diff(weights(a), weights(b)) <= 1e-6


def test_resume_refuses_other_data(data_dir, tmp_path):
    nmt("train", "--data", data_dir, *FAST, "--max-steps", "1", "--out", tmp_path / "run")
    other = tmp_path / "other"
    shutil.copytree(data_dir, other)
    man = (other / "manifest.json").read_text()
    (other / "manifest.json").write_text(man.replace('"version"', '"note": "x", "version"', 1))
    proc = nmt("train", "--data", other, *FAST, "--max-steps", "2", "--out", tmp_path / "run",
               check=False)
    assert proc.returncode == 1 and "different data" in proc.stderr


def test_resume_refuses_a_changed_seed_or_batch_budget(data_dir, tmp_path):
    nmt("train", "--data", data_dir, *FAST, "--max-steps", "1", "--validate-every", "0",
        "--out", tmp_path / "run")
    for option, value in (("--seed", "2"), ("--max-tokens", "256"),
                          ("--tokens-per-update", "768")):
        proc = nmt("train", "--data", data_dir, *FAST, option, value, "--max-steps", "2",
                   "--out", tmp_path / "run", check=False)
        assert proc.returncode == 1, proc.stderr
        assert f"{option} {value}" in proc.stderr and "--no-resume" in proc.stderr
        assert "Traceback" not in proc.stderr
    assert load_checkpoint(tmp_path / "run" / "checkpoint_last.pt")["step"] == 1


def test_resume_refuses_another_architecture(data_dir, tmp_path):
    nmt("train", "--data", data_dir, *FAST, "--max-steps", "1", "--validate-every", "0",
        "--out", tmp_path / "run")
    assert FAST[:2] == ["--preset", "tiny"]
    for option in (["--preset", "small"], ["--preset", "tiny", "--pre-norm"]):
        proc = nmt("train", "--data", data_dir, *FAST[2:], *option, "--max-steps", "2",
                   "--out", tmp_path / "run", check=False)
        assert proc.returncode == 1, proc.stderr
        assert "--no-resume" in proc.stderr and "Traceback" not in proc.stderr
    assert load_checkpoint(tmp_path / "run" / "checkpoint_last.pt")["step"] == 1
    assert json.loads((tmp_path / "run" / "config.json").read_text())["preset"] == "tiny"
    # A pre-norm run resumes without --pre-norm given again: the run's own placement.
    nmt("train", "--data", data_dir, *FAST, "--pre-norm", "--max-steps", "1",
        "--validate-every", "0", "--out", tmp_path / "pre")
    nmt("train", "--data", data_dir, *FAST, "--max-steps", "2", "--validate-every", "0",
        "--out", tmp_path / "pre")
    assert load_checkpoint(tmp_path / "pre" / "checkpoint_last.pt")["model_config"]["pre_norm"]


def test_shape_flags_build_that_model_and_resume_keeps_it(data_dir, tmp_path):
    run = tmp_path / "run"
    shape = ["--layers", "3", "--d-model", "64", "--d-ff", "96", "--heads", "2"]
    nmt("train", "--data", data_dir, *FAST, *shape, "--max-steps", "1", "--validate-every", "0",
        "--out", run)
    ckpt = load_checkpoint(run / "checkpoint_last.pt")
    cfg = ckpt["model_config"]
    assert (cfg["n_layers"], cfg["d_model"], cfg["d_ff"], cfg["n_heads"]) == (3, 64, 96, 2)
    assert not cfg["pre_norm"]  # the preset's placement
    assert ckpt["model"]["encoder.layers.2.feed_forward.w_1.weight"].shape == (96, 64)
    # Another shape than the run's is refused on resume, naming the flag and both sides...
    proc = nmt("train", "--data", data_dir, *FAST, "--layers", "4", "--max-steps", "2",
               "--out", run, check=False)
    err = proc.stderr.strip()
    assert proc.returncode == 1 and len(err.splitlines()) == 1, err
    assert "--preset tiny --layers 4" in err and "n_layers 3 vs 4" in err
    assert "d_model 64 vs 128" in err and "--no-resume" in err
    assert load_checkpoint(run / "checkpoint_last.pt")["step"] == 1
    # ...the same flags given again resume it, and so does leaving --preset and them out.
    nmt("train", "--data", data_dir, *FAST, *shape, "--max-steps", "2", "--validate-every", "0",
        "--out", run)
    nmt("train", "--data", data_dir, *FAST[2:], "--max-steps", "3", "--validate-every", "0",
        "--out", run)
    last = load_checkpoint(run / "checkpoint_last.pt")
    assert last["step"] == 3 and last["model_config"] == cfg


def test_bad_option_values_are_refused_in_one_line(data_dir, tmp_path):
    for option, value in (("--warmup", "0"), ("--warmup", "-5"), ("--dropout", "2"),
                          ("--seed", "-1"), ("--lr-scale", "0"), ("--label-smoothing", "1.5"),
                          ("--max-steps", "-1"), ("--max-time", "-1"), ("--keep-last", "0"),
                          ("--layers", "0"), ("--d-model", "7"), ("--heads", "3")):
        proc = nmt("train", "--data", data_dir, *FAST, option, value, "--out", tmp_path / "run",
                   check=False)
        err = proc.stderr.strip()
        assert proc.returncode == 1 and len(err.splitlines()) == 1, (option, err)
        assert option in err and "Traceback" not in err, (option, err)
    assert not (tmp_path / "run").exists()


def test_max_time_stop_saves_its_final_validation_and_stays_stopped(data_dir, tmp_path):
    run = tmp_path / "run"
    args = ["train", "--data", data_dir, *FAST, "--max-time", "0.0001", "--validate-every",
            "1000", "--out", run]
    first = nmt(*args)
    assert "reached --max-time" in first.stderr
    last = load_checkpoint(run / "checkpoint_last.pt")
    best = load_checkpoint(run / "checkpoint_best.pt")
    # The resumed run compares against this; a stale inf let a worse model replace the best.
    assert math.isfinite(last["best_valid_loss"])
    assert last["best_valid_loss"] == best["best_valid_loss"]
    again = nmt(*args)
    assert "reached --max-time" in again.stderr
    assert load_checkpoint(run / "checkpoint_last.pt")["step"] == last["step"]
    assert sorted(p.name for p in run.glob("checkpoint_[0-9]*.pt")) == [
        f"checkpoint_{last['step']}.pt"]


def test_no_resume_sets_the_previous_run_aside(data_dir, tmp_path):
    """--no-resume: the old run's checkpoints must not outrank, be averaged with or be
    logged together with the new run's."""
    run = tmp_path / "run"
    nmt("train", "--data", data_dir, *FAST, "--max-steps", "3", "--save-every", "1",
        "--validate-every", "0", "--out", run)
    old_last = load_checkpoint(run / "checkpoint_last.pt")
    proc = nmt("train", "--data", data_dir, *FAST, "--max-steps", "1", "--save-every", "1",
               "--validate-every", "0", "--seed", "5", "--no-resume", "--out", run)
    assert "starting:" in proc.stderr and "moved to" in proc.stderr
    (previous,) = run.glob("previous-*")
    assert sorted(p.name for p in run.glob("checkpoint_*.pt")) == [
        "checkpoint_1.pt", "checkpoint_best.pt", "checkpoint_last.pt"]
    assert load_checkpoint(run / "checkpoint_last.pt")["step"] == 1
    assert max_diff(weights(previous / "checkpoint_last.pt"), old_last["model"]) == 0
    assert {p.name for p in previous.glob("checkpoint_*.pt")} >= {
        "checkpoint_1.pt", "checkpoint_2.pt", "checkpoint_3.pt", "checkpoint_last.pt"}
    def train_steps(path: Path) -> list[int]:
        records = [json.loads(line) for line in path.read_text().splitlines()]
        return [r["step"] for r in records if r["kind"] == "train"]

    assert train_steps(run / "metrics.jsonl") == [1]
    assert train_steps(previous / "metrics.jsonl") == [1, 2, 3]


def test_sigterm_writes_checkpoint_and_resumes(data_dir, tmp_path):
    run = tmp_path / "run"
    cmd = [NMT, "train", "--data", str(data_dir), *FAST, "--max-steps", "100000",
           "--save-every", "0", "--validate-every", "0", "--out", str(run)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    deadline = time.time() + 120
    metrics = run / "metrics.jsonl"
    while time.time() < deadline and (not metrics.exists() or metrics.read_text().count("\n") < 3):
        time.sleep(0.2)
    proc.send_signal(signal.SIGTERM)
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 128 + signal.SIGTERM, stderr  # the shell's convention
    assert "SIGTERM" in stderr and "resume" in stderr and "Traceback" not in stderr
    ckpt = load_checkpoint(run / "checkpoint_last.pt")
    stopped, trained_s = ckpt["step"], ckpt["elapsed_seconds"]
    assert stopped >= 3 and trained_s > 0
    # a resume point, not one of the numbered checkpoints that `nmt average --last N` takes
    assert not list(run.glob("checkpoint_[0-9]*.pt"))
    again = nmt("train", "--data", data_dir, *FAST, "--max-steps", stopped + 2,
                "--validate-every", "0", "--out", run)
    assert f"resuming from step {stopped}" in again.stderr
    assert load_checkpoint(run / "checkpoint_last.pt")["step"] == stopped + 2
    # The resumed records count the whole run's time, as --max-time does: a learning
    # curve against time goes on where it stopped instead of jumping back to 0.
    records = [json.loads(line) for line in metrics.read_text().splitlines()]
    resumed = [r["elapsed_s"] for r in records if r["step"] > stopped]
    assert resumed and min(resumed) >= trained_s


# Imported by every process of the run below (sitecustomize): rank 0's checkpoint writes
# take as long as a big model's, so they outlast the other ranks' exit.
SLOW_RANK_0_SAVES = """
import os
import time
import nmt_cli.checkpoint as checkpoint
save = checkpoint.atomic_save
def slow_save(*args, **kwargs):
    if os.environ.get("RANK") == "0":  # set when the rank starts, after this import
        time.sleep(3)
    return save(*args, **kwargs)
checkpoint.atomic_save = slow_save
"""


def test_an_interrupted_multiprocess_run_keeps_rank_0s_checkpoint(data_dir, tmp_path):
    """``--gpus N``'s launcher stops every rank when one exits; the others must not exit
    while rank 0 is still writing the resume point. The spawn path of ``--gpus 2`` on gloo."""
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(SLOW_RANK_0_SAVES)
    run = tmp_path / "run"
    overrides = dict(max_tokens=384, tokens_per_update=768, save_every_minutes=0, log_every=1,
                     max_steps=100000, save_every=0, validate_every=0)
    driver = f"""
import sys
from pathlib import Path
from nmt_cli.train import distributed
from nmt_cli.errors import NmtError
from nmt_cli.train.launch import train_worker
try:
    distributed.spawn(2, train_worker, Path({str(data_dir)!r}), "tiny", Path({str(run)!r}), True,
                      {{}}, {overrides!r}, False)
except NmtError as e:
    print(f"error: {{e}}", file=sys.stderr)
    sys.exit(e.exit_code)
"""
    env = {**ENV, "PYTHONPATH": os.pathsep.join([str(hook), ENV.get("PYTHONPATH", "")])}
    proc = subprocess.Popen([sys.executable, "-c", driver], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    metrics = run / "metrics.jsonl"
    deadline = time.time() + 120
    while time.time() < deadline and (not metrics.exists() or metrics.read_text().count("\n") < 2):
        time.sleep(0.2)
    proc.send_signal(signal.SIGTERM)
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 128 + signal.SIGTERM, stderr
    assert "resume" in stderr and "Traceback" not in stderr
    stopped = load_checkpoint(run / "checkpoint_last.pt")["step"]
    logged = [json.loads(line)["step"] for line in metrics.read_text().splitlines()]
    assert stopped >= 2 and stopped == max(logged)  # the step it stopped at, not an older one


def test_resuming_after_a_kill_keeps_one_record_per_step(data_dir, tmp_path):
    """A kill after the last checkpoint: the steps logged since are trained again on
    resume, and metrics.jsonl must not hold them twice."""
    run = tmp_path / "run"
    nmt("train", "--data", data_dir, *FAST, "--max-steps", 4, "--save-every", 2,
        "--validate-every", 0, "--out", run)
    # as if killed at step 4 before its checkpoint: the last checkpoint is step 2's,
    # and the log has a record of step 4 and a line cut short
    shutil.copy(run / "checkpoint_2.pt", run / "checkpoint_last.pt")
    (run / "checkpoint_4.pt").unlink()
    with open(run / "metrics.jsonl", "a", encoding="utf-8") as f:
        f.write('{"kind": "train", "step": 5, "lo')
    again = nmt("train", "--data", data_dir, *FAST, "--max-steps", 4, "--save-every", 2,
                "--validate-every", 0, "--out", run)
    assert "resuming from step 2" in again.stderr
    records = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    steps = [r["step"] for r in records if r["kind"] == "train"]
    assert steps == [1, 2, 3, 4]


def test_a_log_reader_that_goes_away_does_not_stop_training(data_dir, tmp_path):
    """`nmt train ... 2>&1 | head -3`: the run finishes and checkpoints as if unwatched."""
    run = tmp_path / "run"
    cmd = [NMT, "train", "--data", str(data_dir), *FAST, "--max-steps", "25",
           "--validate-every", "0", "--out", str(run)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV)
    for _ in range(3):
        assert proc.stderr.readline()
    proc.stderr.close()  # the reader goes away; 20+ log lines are still to come
    assert proc.wait(timeout=300) == 0
    assert load_checkpoint(run / "checkpoint_last.pt")["step"] == 25
    steps = [json.loads(line)["step"] for line in (run / "metrics.jsonl").read_text().splitlines()]
    assert steps[-1] == 25


def test_ddp_two_gloo_processes_equal_one_process_accumulating(data_dir, tmp_path):
    """torchrun, 2 CPU processes x 1 micro-batch == 1 process x 2 micro-batches (2 updates)."""
    common = ["--data", str(data_dir), "--preset", "tiny", "--dropout", "0", "--max-tokens", "384",
              "--tokens-per-update", "768", "--max-steps", "2", "--precision", "fp32", "--save-every-minutes", "0",
              "--validate-every", "0"]
    nmt("train", *common, "--out", tmp_path / "one")
    torchrun = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2",
                "-m", "nmt_cli", "train", *common, "--out", str(tmp_path / "two")]
    proc = subprocess.run(torchrun, capture_output=True, text=True, env=ENV, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "2 x cpu" in proc.stderr and "1 micro-batch(es) x 2 device(s)" in proc.stderr
    one, two = tmp_path / "one" / "checkpoint_last.pt", tmp_path / "two" / "checkpoint_last.pt"
    assert max_diff(weights(one), weights(two)) <= 1e-6


def unigram_ppl(data_dir: Path) -> float:
    """Perplexity on valid of a context-free guess: train-set target unigram frequencies."""
    from nmt_cli.data.dataset import ParallelDataset

    train, valid = ParallelDataset(data_dir, "train"), ParallelDataset(data_dir, "valid")
    counts = np.ones(500)
    for i in range(len(train)):
        np.add.at(counts, train[i][1], 1)
        counts[EOS_ID] += 1
    logp = np.log(counts / counts.sum())
    nll = sum(-logp[list(valid[i][1]) + [EOS_ID]].sum() for i in range(len(valid)))
    return math.exp(nll / sum(len(valid[i][1]) + 1 for i in range(len(valid))))


def test_learns_on_the_sample(data_dir, tmp_path):
    """100 updates of `tiny` (~100k target tokens, 30 s on 2 idle cores) use the source:
    held-out perplexity falls well below the best context-free (unigram) guess."""
    nmt("train", "--data", data_dir, "--preset", "tiny", "--max-tokens", "1024",
        "--tokens-per-update", "1024", "--max-steps", "100", "--warmup", "100", "--lr-scale", "1",
        "--validate-every", "100", "--bleu-every", "100", "--save-every", "0",
        "--save-every-minutes", "0", "--out", tmp_path / "run")
    ckpt = load_checkpoint(tmp_path / "run" / "checkpoint_best.pt")
    assert "optimizer" not in ckpt and ckpt["spm_model"]
    valid = [json.loads(line) for line in (tmp_path / "run" / "metrics.jsonl").read_text().splitlines()
             if '"valid"' in line]
    baseline = unigram_ppl(data_dir)  # about 190 on this slice
    assert valid and valid[-1]["valid_ppl"] < 0.75 * baseline, (valid, baseline)
    # Validation BLEU is what `nmt translate` + sacreBLEU give for the same weights.
    import sacrebleu

    hyp = nmt("translate", "--ckpt", tmp_path / "run" / "checkpoint_last.pt", "--input",
              data_dir / "valid.raw.src").stdout.splitlines()
    refs = (data_dir / "valid.raw.tgt").read_text(encoding="utf-8").splitlines()
    assert valid[-1]["valid_bleu"] == pytest.approx(sacrebleu.corpus_bleu(hyp, [refs]).score, abs=1e-9)


def test_an_fp16_overflow_skips_the_update_and_is_not_counted_as_one():
    """GradScaler drops an update whose gradients overflowed; train_step must say so, or the
    step count, learning-rate schedule and --max-steps would count an update never made.
    A CPU GradScaler stands in for fp16 on a GPU, and a hook makes one gradient overflow
    the way fp16's do: the loss is finite, a gradient is not."""
    from nmt_cli.data.batches import Batch
    from nmt_cli.train.step import make_optimizer, train_step

    torch.manual_seed(0)
    model = Transformer(ModelConfig(vocab_size=50, n_layers=1, d_model=16, d_ff=32, n_heads=2,
                                    dropout=0.0))
    opt = make_optimizer(model, (0.9, 0.98), 1e-9)
    src = torch.randint(4, 50, (4, 6))
    tgt_out = torch.randint(4, 50, (4, 5))
    tgt_in = torch.cat([torch.full((4, 1), BOS_ID), tgt_out[:, :-1]], 1)
    batch = [Batch(src, tgt_in, tgt_out, tgt_out.numel())]
    before = {k: v.clone() for k, v in model.state_dict().items()}
    scaler = torch.amp.GradScaler("cpu", init_scale=1024.0)
    hook = model.encoder.layers[0].feed_forward.w_1.weight.register_hook(lambda g: g * math.inf)
    res = train_step(model, opt, batch, lr=1e-2, label_smoothing=0.1, scaler=scaler)
    assert res.finite and res.overflow and scaler.get_scale() == 512.0
    assert all(torch.equal(v, before[k]) for k, v in model.state_dict().items())
    hook.remove()
    res = train_step(model, opt, batch, lr=1e-2, label_smoothing=0.1, scaler=scaler)
    assert res.finite and not res.overflow and scaler.get_scale() == 512.0
    assert not torch.equal(model.state_dict()["generator.proj.weight"],
                           before["generator.proj.weight"])


def test_decoding_and_validation_between_steps_see_the_current_weights():
    """Validation decodes and scores between training steps. nmt train's fused Adam
    updates the weights in place without bumping their version counters, so any copy
    of a weight kept for decoding (kernels.Linear's packed weights) must not outlive
    its search: the trained model must decode and score as a fresh copy of itself."""
    from nmt_cli.data.batches import Batch
    from nmt_cli.decode.search import beam_search, greedy_search
    from nmt_cli.train.step import make_optimizer, train_step

    torch.manual_seed(0)
    cfg = ModelConfig(vocab_size=90, n_layers=2, d_model=32, d_ff=64, n_heads=4, dropout=0.0)
    model = Transformer(cfg)
    opt = make_optimizer(model, (0.9, 0.98), 1e-9)
    src = torch.randint(4, 90, (6, 7))
    src[:, -1] = EOS_ID
    tgt = torch.randint(4, 90, (6, 6))
    tgt_in = torch.cat([torch.full((6, 1), BOS_ID), tgt], 1)
    tgt_out = torch.cat([tgt, torch.full((6, 1), EOS_ID)], 1)
    for _ in range(3):
        train_step(model, opt, [Batch(src, tgt_in, tgt_out, tgt_out.numel())], lr=3e-2,
                   label_smoothing=0.1, precision="fp32")
        model.eval()
        fresh = Transformer(cfg).eval()
        fresh.load_state_dict(model.state_dict())
        assert greedy_search(model, src) == greedy_search(fresh, src)
        ours = [h[0].logprob for h in beam_search(model, src)]
        theirs = [h[0].logprob for h in beam_search(fresh, src)]
        assert ours == pytest.approx(theirs, abs=1e-5)
        with torch.no_grad():
            loss = sequence_loss(model, src, tgt_in, tgt_out, 0.1, PAD_ID)[0]
            assert float(loss) == pytest.approx(
                float(sequence_loss(fresh, src, tgt_in, tgt_out, 0.1, PAD_ID)[0]), rel=1e-5)
        model.train()


# --------------------------------------------------------------------------- validation coverage

def _dev_set(n: int = 40, seed: int = 0, vocab: int = 40) -> list[tuple[np.ndarray, np.ndarray]]:
    """Pairs of 1..30 tokens a side, so a small budget leaves many of them out of make_batches."""
    rng = np.random.default_rng(seed)
    return [(rng.integers(4, vocab, rng.integers(1, 31)),
             rng.integers(4, vocab, rng.integers(1, 31))) for _ in range(n)]


def _dev_batches(ds, max_tokens: int) -> list[np.ndarray]:
    src = np.array([len(s) for s, _ in ds])
    tgt = np.array([len(t) for _, t in ds])
    return make_batches(src, tgt, max_tokens, seed=1)[0]


# Dropout on: evaluate must switch it off, or two evaluations would differ.
_VALID_CFG = ModelConfig(vocab_size=40, n_layers=1, d_model=16, d_ff=32, n_heads=2, dropout=0.3)


def test_validation_covers_every_dev_pair_whatever_the_budget():
    """Dev pairs longer than the batch budget are scored in a batch of their own, never
    dropped: the loss is the one a budget holding everything gives."""
    from nmt_cli.train.validation import evaluate

    torch.manual_seed(0)
    model = Transformer(_VALID_CFG)  # in train mode, as nmt train hands it over
    ds = _dev_set()
    real_tokens = sum(len(t) + 1 for _, t in ds)
    full = evaluate(model, ds, _dev_batches(ds, 100_000), 0.1, "fp32")
    assert full["valid_tokens"] == real_tokens
    assert model.training
    for budget in (16, 8):  # 8: only the shortest pairs fit
        batches = _dev_batches(ds, budget)
        assert sum(len(b) for b in batches) < len(ds)  # make_batches left some out
        got = evaluate(model, ds, batches, 0.1, "fp32")
        assert got["valid_tokens"] == real_tokens
        for k in ("valid_loss", "valid_nll", "valid_ppl"):
            assert got[k] == pytest.approx(full[k], rel=1e-5), (budget, k)
    nothing_fits = evaluate(model, ds, [], 0.1, "fp32")  # a budget under every pair
    assert nothing_fits["valid_tokens"] == real_tokens
    assert nothing_fits["valid_ppl"] == pytest.approx(full["valid_ppl"], rel=1e-5)
    assert nothing_fits["valid_ppl"] > 1.0


def test_validation_refuses_a_perplexity_over_no_tokens():
    from nmt_cli.errors import NmtError
    from nmt_cli.train.validation import evaluate

    with pytest.raises(NmtError, match="no pairs|no target tokens"):
        evaluate(Transformer(_VALID_CFG), [], [], 0.1, "fp32")


def _sharded_validation(ctx):
    from nmt_cli.train.validation import evaluate

    torch.manual_seed(0)
    ds = _dev_set()
    return evaluate(Transformer(_VALID_CFG), ds, _dev_batches(ds, 16), 0.1, "fp32", ctx)


def test_sharded_validation_covers_every_dev_pair_and_keeps_ranks_in_step(tmp_path):
    from nmt_cli.train import distributed
    from nmt_cli.train.validation import evaluate

    distributed.spawn(2, run_then_sum, _sharded_validation, str(tmp_path / "r.pt"))
    res = torch.load(tmp_path / "r.pt")
    assert res["total"] == 3.0
    torch.manual_seed(0)
    ds = _dev_set()
    alone = evaluate(Transformer(_VALID_CFG), ds, _dev_batches(ds, 100_000), 0.1, "fp32")
    assert res["got"]["valid_tokens"] == alone["valid_tokens"] == sum(len(t) + 1 for _, t in ds)
    for k in ("valid_loss", "valid_nll", "valid_ppl"):
        assert res["got"][k] == pytest.approx(alone[k], rel=1e-5), k


def _sharded_dev_decoding(data_dir: str, ctx):
    """The dev set's first 9 lines decoded as validation_bleu decodes them (a seeded
    random model), and a single line, fewer than the ranks."""
    from nmt_cli.data.dataset import ParallelDataset, load_tokenizer
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.lines import SearchTranslator, Translator
    from nmt_cli.train.validation import decode_sharded

    torch.manual_seed(0)
    tok = load_tokenizer(Path(data_dir))
    cfg = ModelConfig(vocab_size=tok.vocab_size, n_layers=1, d_model=16, d_ff=32, n_heads=2)
    translator = Translator(SearchTranslator([Transformer(cfg).eval()], torch.device("cpu")),
                            tok, DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=1,
                                               max_len_a=1.0, max_len_b=50),
                            batch_tokens=4096, batch_size=128)
    lines = ParallelDataset(Path(data_dir), "valid").raw_lines("src")[:9]
    with torch.no_grad():
        return (decode_sharded(translator.translate_lines, lines, ctx),
                decode_sharded(lambda xs: [x[::-1] for x in xs], ["one line"], ctx))


def test_validation_bleu_decodes_the_dev_set_shared_out_over_ranks(data_dir, tmp_path):
    """Each rank decodes every world-th dev line; every rank gets all hypotheses, in order."""
    from nmt_cli.train import distributed

    distributed.spawn(2, run_then_sum, functools.partial(_sharded_dev_decoding, str(data_dir)),
                      str(tmp_path / "r.pt"))
    res = torch.load(tmp_path / "r.pt")
    assert res["total"] == 3.0
    alone = _sharded_dev_decoding(str(data_dir), None)
    assert res["got"] == alone and alone[1] == ["enil eno"]
    assert len(alone[0]) == 9 and len(set(alone[0])) > 1  # the order is there to get wrong


def test_train_validates_on_every_dev_pair_with_a_tiny_budget(data_dir, tmp_path):
    """A 24-token budget holds some training pairs but no dev pair of the slice: validation
    used to score no pair at all (loss 0.000, ppl 1.00, saved as the best checkpoint)."""
    from nmt_cli.data.dataset import ParallelDataset

    nmt("train", "--data", data_dir, "--preset", "tiny", "--max-tokens", "24",
        "--tokens-per-update", "24", "--max-steps", "1", "--validate-every", "1",
        "--save-every-minutes", "0", "--out", tmp_path / "run")
    lines = (tmp_path / "run" / "metrics.jsonl").read_text().splitlines()
    valid = [json.loads(line) for line in lines if '"valid"' in line]
    dev = ParallelDataset(data_dir, "valid")
    assert valid and valid[-1]["valid_tokens"] == int((dev.tgt_lengths + 1).sum())
    assert valid[-1]["valid_ppl"] > 1.5


def test_collate_reads_flat_arrays_as_the_loop_over_pairs_does(sample_slice):
    """A prepared split (and a sampled epoch) is collated through its flat arrays at once;
    the result must be the per-pair loop's, bit for bit, whatever the batch."""
    from nmt_cli.data.dataset import ParallelDataset
    from nmt_cli.data.subword import SampledSplit

    ds = ParallelDataset(sample_slice, "train")
    pairs = [ds[i] for i in range(len(ds))]  # a plain list takes the loop
    src, src_idx, tgt, tgt_idx = ds.token_arrays()
    in_memory = SampledSplit({"src": np.asarray(src), "tgt": np.asarray(tgt),
                              "src_idx": src_idx, "tgt_idx": tgt_idx})
    rng = np.random.default_rng(0)
    for size in (1, 2, 17, len(ds)):
        idx = rng.choice(len(ds), size, replace=False)
        want = collate(pairs, idx)
        for fast in (collate(ds, idx), collate(in_memory, idx)):
            for name in ("src", "tgt_in", "tgt_out"):
                assert torch.equal(getattr(fast, name), getattr(want, name)), (size, name)
            assert fast.ntokens == want.ntokens
    with pytest.raises(IndexError):
        collate(ds, [len(ds)])
