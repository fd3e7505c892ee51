"""What chooses checkpoint_best.pt and what --patience counts (``RunState.select_by`` and
``validated``), the dev lines a sampled validation decodes, and the training clock
(`nmt train` end to end: tests/e2e/test_train_best_metric.py)."""

from __future__ import annotations

import math
import time

import pytest
import sacrebleu

from nmt_cli.train.runstate import RunState
from nmt_cli.train.stopping import TrainingClock
from nmt_cli.train.validation import sample_lines

# Five validations whose loss falls at every one while BLEU and chrF peak earlier.
VALIDATIONS = [{"valid_nll": nll, "valid_bleu": bleu, "valid_chrf": chrf}
               for nll, bleu, chrf in ((5.0, 1.0, 20.0), (4.0, 3.0, 25.0), (3.5, 2.0, 26.0),
                                       (3.0, 3.0, 24.0), (2.5, 2.5, 23.0))]


def run_through(metric: str, validations=VALIDATIONS, state: RunState | None = None):
    """(whether each validation was a best, the patience count after each) by ``metric``."""
    state = state or RunState()
    assert state.select_by(metric) is None
    bests, bad = [], []
    for metrics in validations:
        bests.append(state.validated(metrics, metric))
        bad.append(state.bad_validations)
    return state, bests, bad


def test_each_metric_chooses_its_own_best_and_patience_counts_it():
    state, bests, bad = run_through("loss")
    assert bests == [True] * 5 and bad == [0] * 5
    assert state.best_metric_value == state.best_valid_loss == 2.5
    # BLEU: a tie (3.0 at the fourth) keeps the earlier checkpoint
    state, bests, bad = run_through("bleu")
    assert bests == [True, True, False, False, False] and bad == [0, 0, 1, 2, 3]
    assert (state.best_metric, state.best_metric_value) == ("bleu", 3.0)
    assert state.best_valid_loss == 2.5  # the lowest loss is still kept, as before
    state, bests, bad = run_through("chrf")
    assert bests == [True, True, True, False, False] and bad == [0, 0, 0, 1, 2]
    assert state.best_metric_value == 26.0


def test_a_nan_never_becomes_the_best():
    state, bests, bad = run_through("loss", [{"valid_nll": math.nan}, {"valid_nll": 4.0},
                                             {"valid_nll": math.nan}])
    assert bests == [False, True, False] and bad == [1, 0, 1]
    assert state.best_valid_loss == state.best_metric_value == 4.0


def test_the_choice_round_trips_through_a_checkpoint_and_older_ones_chose_by_loss():
    state, _, _ = run_through("bleu", VALIDATIONS[:3])
    back = RunState.from_checkpoint({"position": 0, **state.to_checkpoint()})
    assert (back.best_metric, back.best_metric_value, back.bad_validations) == ("bleu", 3.0, 1)
    assert back.select_by("bleu") is None and back.best_metric_value == 3.0
    # a checkpoint from before --best-metric: its best was the lowest loss, and it resumes so
    old = {"step": 7, "epoch": 0, "position": 7, "best_valid_loss": 4.0, "bad_validations": 2}
    legacy = RunState.from_checkpoint(old)
    assert set(legacy.to_checkpoint()) == {*old, "elapsed_seconds", "world_size",
                                           "micro_batch_tokens", "updates_per_epoch"}
    assert legacy.select_by("loss") is None
    assert (legacy.best_metric_value, legacy.bad_validations) == (4.0, 2)
    assert legacy.validated({"valid_nll": 4.5}, "loss") is False and legacy.bad_validations == 3
    # resumed under another metric: the old best is set aside, and the log says so
    switched = RunState.from_checkpoint(old)
    note = switched.select_by("chrf")
    assert "--best-metric chrf" in note and "by loss" in note and "afresh" in note
    assert (switched.best_metric, switched.best_metric_value, switched.bad_validations) == (
        "chrf", None, 0)
    assert switched.validated({"valid_nll": 9.0, "valid_chrf": 1.0}, "chrf") is True
    assert switched.best_valid_loss == 4.0


def test_the_sample_is_evenly_spaced_and_the_same_every_time():
    assert sample_lines(10, 0) == sample_lines(10, 10) == sample_lines(10, 50) == list(range(10))
    assert sample_lines(10, 5) == [0, 2, 4, 6, 8]
    assert sample_lines(1000, 3) == [0, 333, 666]
    for n, k in ((60, 7), (1000, 200), (29902, 500)):
        chosen = sample_lines(n, k)
        assert chosen == sample_lines(n, k) and len(set(chosen)) == k
        gaps = {b - a for a, b in zip(chosen, chosen[1:])}
        assert chosen[0] == 0 and gaps <= {n // k, n // k + 1} and chosen[-1] < n


def test_sampled_validation_scores_exactly_the_sampled_lines(sample_slice):
    """BLEU and chrF of --bleu-sample 3 are sacreBLEU's of those 3 dev lines decoded as
    `nmt translate` decodes them, and the record says how many lines they were."""
    import torch

    from nmt_cli.config import ModelConfig
    from nmt_cli.data.dataset import ParallelDataset, load_tokenizer
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.lines import Translator
    from nmt_cli.decode.torch_backend import SearchTranslator
    from nmt_cli.model import Transformer
    from nmt_cli.train.validation import validation_bleu

    torch.manual_seed(0)
    tok = load_tokenizer(sample_slice)
    model = Transformer(ModelConfig(vocab_size=tok.vocab_size, n_layers=1, d_model=16, d_ff=32,
                                    n_heads=2, dropout=0.0))
    dev = ParallelDataset(sample_slice, "valid")
    got = validation_bleu(model, tok, dev, None, sample=3)
    chosen = sample_lines(len(dev), 3)
    sources = [dev.raw_lines("src")[i] for i in chosen]
    refs = [dev.raw_lines("tgt")[i] for i in chosen]
    with torch.no_grad():
        hyps = Translator(SearchTranslator([model.eval()], torch.device("cpu"), "fp32"), tok,
                          DecodeOptions()).translate_lines(sources)
    assert got == {"valid_bleu": sacrebleu.corpus_bleu(hyps, [refs]).score,
                   "valid_chrf": sacrebleu.corpus_chrf(hyps, [refs]).score,
                   "valid_bleu_lines": 3}
    assert got["valid_chrf"] > 0  # a score of something, so the equality means something


def test_the_training_clock_stops_while_paused():
    clock = TrainingClock(wall0=100.0, train0=60.0)
    with clock.paused():
        frozen = clock.now()[1]
        with clock.paused():  # nested: counted once
            time.sleep(0.2)
        assert clock.now()[1] == frozen
    wall, trained = clock.now()
    assert wall - trained >= 40.0 + 0.2  # the earlier run's validation, and this pause
    assert wall - trained == pytest.approx(40.0 + clock.off, abs=1e-9)
    assert clock.seconds("wall") >= wall and clock.seconds("train") >= trained
    assert clock.seconds("train") < clock.seconds("wall")
    # a checkpoint from before the training clock: all its time counts as training
    old = TrainingClock(wall0=100.0, train0=None)
    wall, trained = old.now()
    assert wall == pytest.approx(trained, abs=1e-9) and wall >= 100.0
