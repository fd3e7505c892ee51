"""Adapting a trained model to new data: `nmt prepare --tokenizer-from`, `nmt train --init-from`
(fine-tuning's defaults in this process: tests/unit/test_finetune_defaults.py).

The parent is a tiny model trained a few updates on one slice of the sample; the new data
is another slice (other sentences, other dev set) encoded with the parent's tokenizer.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest
import torch

from conftest import SAMPLE, nmt
from nmt_cli.checkpoint import load_checkpoint
from nmt_cli.commands.info import describe_lineage
from nmt_cli.data.dataset import ParallelDataset, load_manifest, text_files
from nmt_cli.data.prepare import PrepareOptions, prepare_dataset
from nmt_cli.data.tokenizer import Tokenizer
from nmt_cli.errors import NmtError
from nmt_cli.train.launch import Start, run_training

FAST = ["--max-tokens", "384", "--tokens-per-update", "384", "--save-every-minutes", "0",
        "--log-every", "1", "--gpus", "0"]


def train(data: Path, out: Path, steps: int, preset: str | None = None,
          start: Start = Start()) -> Path:
    """A tiny run in this process (the `nmt` command's own code, without its start-up);
    returns its checkpoint_last.pt."""
    torch.set_num_threads(1)
    run_training(data=data, preset_name=preset, out=out, gpus=0, resume=True,
                 model_overrides={}, train_overrides=dict(
                     max_tokens=384, tokens_per_update=384, save_every_minutes=0, log_every=1,
                     max_steps=steps, validate_every=2), start=start)
    return out / "checkpoint_last.pt"


def one_line_error(proc: subprocess.CompletedProcess) -> str:
    err = proc.stderr.strip()
    assert proc.returncode == 1, proc.stderr
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    return err


def write_slice(raw: Path, split: str, start: int, n: int, extra: tuple[str, str] | None = None):
    for lang in ("en", "es"):
        rows = (SAMPLE / f"{split}.{lang}").read_text(encoding="utf-8").splitlines()[start:start + n]
        if extra is not None:
            rows.append(extra[lang == "es"])
        (raw / f"{split}.{lang}").write_text("".join(r + "\n" for r in rows), encoding="utf-8")


@pytest.fixture(scope="module")
def parent(sample_slice, tmp_path_factory) -> Path:
    """checkpoint_last.pt of a tiny run of 3 updates on the sample slice (read-only)."""
    return train(sample_slice, tmp_path_factory.mktemp("parent") / "run", 3, "tiny")


@pytest.fixture(scope="module")
def new_raw(tmp_path_factory) -> Path:
    """Other training pairs and another dev set; one dev line has characters the parent's
    model has no piece for."""
    raw = tmp_path_factory.mktemp("newraw")
    write_slice(raw, "train", 3000, 300)
    write_slice(raw, "valid", 100, 40, extra=("Ωmega ☃ snow", "Ωmega ☃ nieve"))
    return raw


@pytest.fixture(scope="module")
def new_data(parent, new_raw, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("newdata") / "new"
    nmt("prepare", "new", "--train", new_raw / "train", "--valid", new_raw / "valid",
        "--src", "en", "--tgt", "es", "--tokenizer-from", parent, "--out", out, "--workers", "1")
    return out  # (the command, as a user runs it; the other datasets are made in-process)


# --------------------------------------------------------------------------- prepare --tokenizer-from

def test_tokenizer_from_encodes_exactly_as_the_parents_tokenizer(parent, new_raw, new_data,
                                                                 sample_slice, tmp_path):
    ckpt = load_checkpoint(parent)
    model = ckpt["spm_model"]
    assert (new_data / "spm.model").read_bytes() == model  # byte for byte, not re-learned
    tok = Tokenizer(model)
    man = load_manifest(new_data)
    assert man["vocab_size"] == tok.vocab_size == 500
    assert man["tokenizer_from"] == {"path": str(parent.resolve()), "kind": "checkpoint",
                                     "sha256": hashlib.sha256(model).hexdigest()}
    # every pair's ids are the parent tokenizer's encoding of its text
    train = ParallelDataset(new_data, "train")
    kept = {side: p.read_text(encoding="utf-8").split("\n")[:-1]
            for side, p in text_files(new_data, "train").items()}
    assert len(train) == len(kept["src"]) == len(kept["tgt"]) > 250
    for i in range(len(train)):
        src, tgt = train[i]
        assert src.tolist() == tok.encode(kept["src"][i])
        assert tgt.tolist() == tok.encode(kept["tgt"][i])
    valid = ParallelDataset(new_data, "valid")
    dev = (new_raw / "valid.en").read_text(encoding="utf-8").splitlines()
    assert [valid[i][0].tolist() for i in range(len(valid))] == [tok.encode(x) for x in dev]

    # the characters it cannot represent are counted: Ω and ☃ on each side
    assert man["splits"]["valid"]["unknown_chars"] == 4
    assert man["splits"]["train"]["unknown_chars"] == 0
    assert dict(map(tuple, man["unknown_char_examples"])) == {"Ω": 2, "☃": 2}

    # a .model file or a prepared directory gives the same model, hence the same data
    (tmp_path / "parent.model").write_bytes(model)
    for source in (tmp_path / "parent.model", sample_slice):
        out = prepare_dataset("new", out=tmp_path / f"from-{source.name}",
                              options=PrepareOptions(train=str(new_raw / "train"),
                                                     valid=str(new_raw / "valid"), src="en",
                                                     tgt="es", workers=1, tokenizer_from=source))
        assert (out / "spm.model").read_bytes() == model
        assert (out / "train.src.bin").read_bytes() == (new_data / "train.src.bin").read_bytes()


def test_tokenizer_from_refuses_a_vocab_size_and_what_is_no_model(parent, new_raw, tmp_path):
    base = ["prepare", "x", "--train", new_raw / "train", "--valid", new_raw / "valid",
            "--src", "en", "--tgt", "es", "--out", tmp_path / "x"]
    err = one_line_error(nmt(*base, "--tokenizer-from", parent, "--vocab-size", "500",
                             check=False))
    assert "--vocab-size" in err and "--tokenizer-from" in err
    (tmp_path / "junk.model").write_bytes(b"not a model")
    err = one_line_error(nmt(*base, "--tokenizer-from", tmp_path / "junk.model", check=False))
    assert "not a sentencepiece model" in err
    with pytest.raises(NmtError, match="does not exist"):
        prepare_dataset("x", out=tmp_path / "x",
                        options=PrepareOptions(train=str(new_raw / "train"),
                                               valid=str(new_raw / "valid"), src="en", tgt="es",
                                               tokenizer_from=tmp_path / "missing.pt"))
    assert not (tmp_path / "x").exists()


# --------------------------------------------------------------------------- train --init-from

def test_init_from_with_zero_updates_translates_exactly_as_the_parent(parent, new_data, tmp_path):
    """...and with the parent's file gone: a fine-tuned checkpoint is self-contained."""
    text = "".join(x + "\n" for x in
                   (SAMPLE / "test.en").read_text(encoding="utf-8").splitlines()[:8])
    # (outputs cut at 12 pieces: a model of 3 updates would otherwise run to the length limit)
    short = ["--max-len-a", "0", "--max-len-b", "12"]
    want = nmt("translate", "--ckpt", parent, *short, input=text).stdout
    mine = tmp_path / "parent.pt"
    shutil.copyfile(parent, mine)
    run = tmp_path / "child"
    proc = nmt("train", "--data", new_data, "--init-from", mine, *FAST, "--max-steps", "0",
               "--out", run)
    assert "starting from the weights of" in proc.stderr
    child = run / "checkpoint_last.pt"
    assert torch.equal(*(torch.cat([t.flatten() for t in load_checkpoint(p)["model"].values()])
                         for p in (parent, child)))
    mine.unlink()
    got = nmt("translate", "--ckpt", child, *short, input=text).stdout
    assert got == want and len(want.splitlines()) == 8 and want.split()


def test_another_tokenizer_or_architecture_is_refused_in_one_line(parent, new_raw, tmp_path):
    # same vocabulary size, other pieces: refused on the model's bytes, not its size
    other = prepare_dataset("other", out=tmp_path / "other",
                            options=PrepareOptions(train=str(new_raw / "train"),
                                                   valid=str(new_raw / "valid"), src="en", tgt="es",
                                                   vocab_size=500, workers=1))
    assert load_manifest(other)["vocab_size"] == 500
    err = one_line_error(nmt("train", "--data", other, "--init-from", parent, *FAST,
                             "--max-steps", "1", "--out", tmp_path / "r1", check=False))
    assert str(other) in err and str(parent) in err
    assert f"--tokenizer-from {parent}" in err and "nmt prepare" in err
    data = tmp_path / "same"
    prepare_dataset("same", out=data,
                    options=PrepareOptions(train=str(new_raw / "train"),
                                           valid=str(new_raw / "valid"), src="en", tgt="es",
                                           workers=1, tokenizer_from=parent))
    err = one_line_error(nmt("train", "--data", data, "--init-from", parent, "--preset", "small",
                             *FAST, "--max-steps", "1", "--out", tmp_path / "r2", check=False))
    assert "--preset small" in err and str(parent) in err
    assert "n_layers 3 (the checkpoint: 2), d_model 256 (the checkpoint: 128)" in err
    # (the same checks in this process: the command turns each into one line as above)
    with pytest.raises(NmtError, match=r"--pre-norm .*pre_norm True \(the checkpoint: False\)"):
        run_training(data=data, preset_name=None, out=tmp_path / "r3", gpus=0, resume=True,
                     model_overrides={"pre_norm": True}, train_overrides={},
                     start=Start(init_from=parent))
    # (d_ff 512 fits the parent and is not listed)
    with pytest.raises(NmtError, match=r"^--layers 3 --d-ff 512 --heads 8 does not fit .*: "
                                       r"n_layers 3 \(the checkpoint: 2\), "
                                       r"n_heads 8 \(the checkpoint: 4\); leave"):
        run_training(data=data, preset_name=None, out=tmp_path / "r5", gpus=0, resume=True,
                     model_overrides={"n_layers": 3, "n_heads": 8, "d_ff": 512}, train_overrides={},
                     start=Start(init_from=parent))
    with pytest.raises(NmtError, match="give --init-from too"):
        run_training(data=data, preset_name=None, out=tmp_path / "r4", gpus=0, resume=True,
                     model_overrides={}, train_overrides={}, start=Start(keep_optimizer=True))
    assert not any((tmp_path / r).exists() for r in ("r1", "r2", "r3", "r4", "r5"))


def test_a_finetuning_run_resumes_exactly(parent, new_data, tmp_path):
    """3 updates, stop, resume for 3 more == 6 uninterrupted (dropout on: RNG restored)."""
    full = train(new_data, tmp_path / "full", 6, start=Start(init_from=parent))
    train(new_data, tmp_path / "split", 3, start=Start(init_from=parent))
    split = train(new_data, tmp_path / "split", 6, start=Start(init_from=parent))
    a, b = load_checkpoint(full), load_checkpoint(split)
    assert a["step"] == b["step"] == 6
    for name, tensor in a["model"].items():
        assert torch.equal(tensor, b["model"][name]), name
    moved = load_checkpoint(parent)["model"]
    assert any(not torch.equal(moved[k], a["model"][k]) for k in moved)  # it did train

    def records(run: Path) -> list[dict]:
        """Every update's loss and learning rate, and the validations every 2 updates (the
        interrupted run adds one where it stopped)."""
        rows = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines()]
        keys = ("step", "loss", "lr", "valid_loss")
        return [{k: r[k] for k in keys if k in r} for r in rows
                if "loss" in r or r.get("step", 1) % 2 == 0 and "valid_loss" in r]
    assert records(tmp_path / "full") == records(tmp_path / "split")
    assert len(records(tmp_path / "full")) == 6 + 3
    assert b["parents"] == a["parents"] and b["parents"][0]["path"] == str(parent.resolve())
    # resuming it with another --init-from is refused
    err = one_line_error(nmt("train", "--data", new_data, "--init-from", full, *FAST,
                             "--max-steps", "7", "--out", tmp_path / "split", check=False))
    assert "--no-resume" in err and str(parent.resolve()) in err


def test_the_lineage_is_recorded_shown_and_not_needed_to_load(parent, new_data, tmp_path):
    child = train(new_data, tmp_path / "child", 1, start=Start(init_from=parent))
    grandchild = train(new_data, tmp_path / "grandchild", 1, start=Start(init_from=child))
    parents = load_checkpoint(grandchild)["parents"]
    digest = [hashlib.sha256(p.read_bytes()).hexdigest() for p in (child, parent)]
    assert [(p["path"], p["sha256"], p["step"]) for p in parents] == [
        (str(child.resolve()), digest[0], 1), (str(parent.resolve()), digest[1], 3)]
    info = nmt("info", grandchild).stdout
    assert f"fine-tuned from {child.resolve()} (step 1, sha256 {digest[0]})" in info
    assert f"which was fine-tuned from {parent.resolve()} (step 3, sha256 {digest[1]})" in info
    assert describe_lineage(load_checkpoint(parent)) == []
    # (that a child translates with its parent gone: test_init_from_with_zero_updates_...)


def test_init_keep_optimizer_keeps_adam_and_its_absence_gives_a_fresh_one(parent, new_data,
                                                                          tmp_path):
    fresh = train(new_data, tmp_path / "fresh", 0, start=Start(init_from=parent))
    kept = train(new_data, tmp_path / "kept", 0, start=Start(init_from=parent, keep_optimizer=True))
    theirs = load_checkpoint(parent)["optimizer"]["state"]
    kept = load_checkpoint(kept)["optimizer"]["state"]
    assert theirs and kept.keys() == theirs.keys()
    for k in theirs:
        assert torch.equal(kept[k]["exp_avg_sq"], theirs[k]["exp_avg_sq"])
    assert load_checkpoint(fresh)["optimizer"]["state"] == {}
    best = tmp_path / "best.pt"  # weights only: nothing to keep
    ck = load_checkpoint(parent)
    torch.save({k: v for k, v in ck.items() if k not in ("optimizer", "scaler", "rng")}, best)
    with pytest.raises(NmtError, match="holds no optimizer state"):
        train(new_data, tmp_path / "none", 1, start=Start(init_from=best, keep_optimizer=True))


