"""Training's pieces in this process: the schedule, the loss, batching, the run directory,
a step (fp16 overflow, weights decoding sees) and validation's coverage (`nmt train` and
spawned ranks end to end: tests/e2e/test_train_command.py)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from conftest import dev_batches, dev_set, valid_config
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID, ModelConfig
from nmt_cli.data.batches import collate, epoch_updates, make_batches, update_plan
from nmt_cli.model import Transformer
from nmt_cli.train.loss import label_smoothed_nll, sequence_loss
from nmt_cli.train.rundir import archive_previous_run, remap_position
from nmt_cli.train.schedule import inverse_sqrt_lr


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


# --------------------------------------------------------------------------- run directories

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


# --------------------------------------------------------------------------- steps

def test_an_fp16_overflow_skips_the_update_and_is_not_counted_as_one():
    """GradScaler drops an update whose gradients overflowed; train_step must say so, or the
    step count, learning-rate schedule and --max-steps would count an update never made.
    A CPU GradScaler stands in for fp16 on a GPU, and a hook makes one gradient overflow
    the way fp16's do: the loss is finite, a gradient is not."""
    from nmt_cli.data.batches import Batch
    from nmt_cli.train.step import UpdateSettings, make_optimizer, train_step

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
    res = train_step(model, opt, batch, lr=1e-2, scaler=scaler,
                     settings=UpdateSettings(label_smoothing=0.1))
    assert res.finite and res.overflow and scaler.get_scale() == 512.0
    assert all(torch.equal(v, before[k]) for k, v in model.state_dict().items())
    hook.remove()
    res = train_step(model, opt, batch, lr=1e-2, scaler=scaler,
                     settings=UpdateSettings(label_smoothing=0.1))
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
    from nmt_cli.train.step import UpdateSettings, make_optimizer, train_step

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
                   settings=UpdateSettings(label_smoothing=0.1, precision="fp32"))
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

def test_validation_covers_every_dev_pair_whatever_the_budget():
    """Dev pairs longer than the batch budget are scored in a batch of their own, never
    dropped: the loss is the one a budget holding everything gives."""
    from nmt_cli.train.validation import evaluate

    torch.manual_seed(0)
    model = Transformer(valid_config())  # in train mode, as nmt train hands it over
    ds = dev_set()
    real_tokens = sum(len(t) + 1 for _, t in ds)
    full = evaluate(model, ds, dev_batches(ds, 100_000), 0.1, "fp32")
    assert full["valid_tokens"] == real_tokens
    assert model.training
    for budget in (16, 8):  # 8: only the shortest pairs fit
        batches = dev_batches(ds, budget)
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
        evaluate(Transformer(valid_config()), [], [], 0.1, "fp32")


# --------------------------------------------------------------------------- prepared data

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



def test_a_run_starting_over_drops_the_records_of_a_run_killed_before_its_first_save(tmp_path):
    """Killed before any checkpoint, a run left step 1 in metrics.jsonl; the rerun starts
    from step 0 and logs step 1 again, so the old record must go (make kill-test found it)."""
    import json
    from types import SimpleNamespace

    from nmt_cli.progress import TrainLogger

    (tmp_path / "metrics.jsonl").write_text(
        json.dumps({"kind": "train", "step": 1, "loss": 9.0}) + "\n" + '{"kind": "tr')
    tcfg = SimpleNamespace(log_every=1, max_steps=2, max_time=0)
    logger = TrainLogger(tmp_path, active=True, tcfg=tcfg, start_step=0)
    logger.train(1, SimpleNamespace(loss_sum=4.0, nll_sum=4.0, ntokens=2), lr=1e-3)
    logger.close()
    records = [json.loads(x) for x in (tmp_path / "metrics.jsonl").read_text().splitlines()]
    assert [(r["step"], r["loss"]) for r in records] == [(1, 2.0)]


def test_a_resumed_run_drops_lines_that_are_not_utf8_as_other_garbage(tmp_path):
    """A damaged metrics.jsonl (bytes that are not UTF-8) is no reason to refuse a resume:
    such a line goes, as a torn one does, and every record up to the checkpoint stays."""
    import json

    from nmt_cli.progress import _drop_records_after

    path = tmp_path / "metrics.jsonl"
    record = lambda step: json.dumps({"kind": "train", "step": step}).encode() + b"\n"
    path.write_bytes(record(1) + b"{garbage\n" + b"\x00\xff\n" + record(2)
                     + b'{"kind": "train", "step": 3, "note": "\xff\xfe"}\n' + record(9))
    _drop_records_after(path, 5)
    steps = [json.loads(x)["step"] for x in path.read_text(encoding="utf-8").splitlines()]
    assert steps == [1, 2, 3]  # 9 is past the checkpoint; 3's damage is inside a string
