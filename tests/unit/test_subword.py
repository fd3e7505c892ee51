"""Subword regularisation (`nmt train --subword-alpha`) in this process: a sampled
segmentation every epoch, the same for the same seed, and exact on resume (the command's
refusals: tests/e2e/test_subword_command.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import torch

from nmt_cli.checkpoint import load_checkpoint
from nmt_cli.data.dataset import ParallelDataset, load_manifest
from nmt_cli.errors import NmtError
from nmt_cli.data.prepare import PrepareOptions, prepare_dataset
from nmt_cli.data.subword import SampledEpochs
from nmt_cli.data.tokenizer import Tokenizer

from conftest import SAMPLE, head_lines, train_subword


def sample(data: Path, epochs: list[int], seed: int = 1, alpha: float = 0.3) -> list:
    man = load_manifest(data)
    sampled = SampledEpochs(data, man, alpha, seed)
    try:
        return [sampled.epoch(e) for e in epochs]
    finally:
        sampled.close()


def rows(split) -> list[tuple[list[int], list[int]]]:
    return [(s.tolist(), t.tolist()) for s, t in (split[i] for i in range(len(split)))]


def test_each_epoch_samples_another_segmentation_of_the_same_text(small_data):
    e0, e1 = sample(small_data, [0, 1])
    prepared = ParallelDataset(small_data, "train")
    assert len(e0) == len(e1) == len(prepared) > 100
    tok = Tokenizer.from_file(small_data / "spm.model")
    changed = 0
    for i in range(len(prepared)):
        for side in (0, 1):
            ids = [prepared[i][side].tolist(), e0[i][side].tolist(), e1[i][side].tolist()]
            # other pieces, the same text
            assert tok.decode(ids[1]) == tok.decode(ids[2]) == tok.decode(ids[0])
            changed += ids[1] != ids[0]
    assert changed > len(prepared)  # most sentences of either side are segmented otherwise
    assert rows(e0) != rows(e1)
    assert e0.src_lengths.sum() > prepared.src_lengths.sum()  # dropped merges: more pieces


def test_the_same_seed_samples_the_same_segmentations_whatever_came_before(small_data):
    e0, e1 = sample(small_data, [0, 1])
    again = sample(small_data, [0, 1])  # another worker process
    assert rows(again[0]) == rows(e0) and rows(again[1]) == rows(e1)
    # a resume starts at its epoch, with a new worker's empty per-word caches, where e1 came
    # from a worker whose encoder had filled them in epoch 0
    assert rows(sample(small_data, [1])[0]) == rows(e1)
    assert rows(sample(small_data, [0], seed=2)[0]) != rows(e0)


def records(run: Path) -> list[dict]:
    """Every update's loss and target tokens, and the validations every 4 updates (the
    interrupted run adds one where it stopped)."""
    rows = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines()]
    keys = ("step", "loss", "tokens_per_update", "valid_loss")
    return [{k: r[k] for k in keys if k in r} for r in rows
            if "loss" in r or r.get("step", 1) % 4 == 0 and "valid_loss" in r]


# d=32 instead of the tiny preset's 128: what resumes (data order, segmentations, dropout,
# Adam) is the same whatever the width, and a step costs a fraction of the preset's
SMALL = {"d_model": 32, "d_ff": 64}


def test_a_run_with_subword_alpha_resumes_exactly_across_epochs(small_data, tmp_path):
    full = train_subword(small_data, tmp_path / "full", 24, model_overrides=SMALL)
    epoch = load_checkpoint(full)["epoch"]
    assert epoch >= 2  # the run crossed two epochs' resegmentations (~11 updates each)
    train_subword(small_data, tmp_path / "split", 15, model_overrides=SMALL)
    assert load_checkpoint(tmp_path / "split" / "checkpoint_last.pt")["epoch"] == 1
    split = train_subword(small_data, tmp_path / "split", 24, model_overrides=SMALL)
    a, b = load_checkpoint(full), load_checkpoint(split)
    assert a["step"] == b["step"] == 24 and b["epoch"] == epoch
    for name, tensor in a["model"].items():
        assert torch.equal(tensor, b["model"][name]), name
    assert records(tmp_path / "full") == records(tmp_path / "split")
    assert len(records(tmp_path / "full")) == 24 + 6
    # ...and the updates did train on sampled segmentations: without, other batches
    plain = train_subword(small_data, tmp_path / "plain", 2, alpha=0.0, model_overrides=SMALL)
    assert load_checkpoint(plain)["train_config"]["subword_alpha"] == 0.0
    assert records(tmp_path / "plain")[:2] != records(tmp_path / "full")[:2]


def test_bpe_dropout_at_alpha_0_is_sentencepieces_own_encoding(small_data):
    """The sampler is sentencepiece's BPE encoder (its own sampling is not reproducible
    across processes): with no merge dropped, it gives sentencepiece's ids, unknown
    characters included."""
    from nmt_cli.data.subword import BpeDropout

    bpe = BpeDropout((small_data / "spm.model").read_bytes())
    lines = [line for lang in ("en", "es")
             for line in (SAMPLE / f"train.{lang}").read_text(encoding="utf-8").splitlines()[:400]]
    lines += ["Ωmega ☃☃ snow  and   «ÆØÅ» x", "", "   ", "a"]
    for line in lines:
        assert bpe.encode(line, 0.0) == bpe.sp.encode(line, out_type=int), line
    # alpha 1 drops every merge: characters (or runs of unknown ones) only
    bpe.reset(np.random.default_rng(0))
    for line in lines[:50]:
        ids = bpe.encode(line, 1.0)
        assert all(len(bpe.sp.id_to_piece(i)) == 1 for i in ids if i != 1), line
        assert bpe.sp.decode(ids) == bpe.sp.decode(bpe.sp.encode(line))


def test_a_word_that_keeps_its_merges_skips_the_replay_and_samples_the_same(small_data):
    """The shortcut (a word whose draws keep every merge is its cached segmentation) gives
    what replaying every merge gives, from the same draws."""
    from nmt_cli.data.subword import BpeDropout

    model = (small_data / "spm.model").read_bytes()
    fast, replay = BpeDropout(model), BpeDropout(model)
    replay._word = lambda word, alpha: replay._ids(replay._merge(word, alpha)[0])
    lines = (SAMPLE / "train.en").read_text(encoding="utf-8").splitlines()[:300]
    for alpha in (0.1, 0.5):
        fast.reset(np.random.default_rng(7))
        replay.reset(np.random.default_rng(7))
        got = [fast.encode(line, alpha) for line in lines]
        assert got == [replay.encode(line, alpha) for line in lines]
        assert sum(g != bpe for g, bpe in zip(got, map(fast.sp.encode, lines))) > 100

def test_a_model_that_is_not_bpe_is_refused(small_data, tmp_path):
    import io

    import sentencepiece as spm

    from nmt_cli.data.subword import SampledEpochs

    buf = io.BytesIO()
    text = (small_data / "train.text.src").read_text(encoding="utf-8").splitlines()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(text), model_writer=buf,
                                   vocab_size=200, model_type="unigram", pad_id=0, unk_id=1,
                                   bos_id=2, eos_id=3, minloglevel=2)
    (tmp_path / "unigram.model").write_bytes(buf.getvalue())
    raw = tmp_path / "raw"
    raw.mkdir()
    for split, n in (("train", 40), ("valid", 10)):
        for lang in ("en", "es"):
            head_lines(SAMPLE / f"{split}.{lang}", raw / f"{split}.{lang}", n)
    data = prepare_dataset("uni", out=tmp_path / "uni",
                           options=PrepareOptions(train=str(raw / "train"),
                                                  valid=str(raw / "valid"), src="en", tgt="es",
                                                  workers=1, max_ratio=100,
                                                  tokenizer_from=tmp_path / "unigram.model"))
    with pytest.raises(NmtError, match="is unigram"):
        SampledEpochs(data, load_manifest(data), 0.1, 1)
