"""Shared fixtures: a tiny sentencepiece model and tiny random-weight checkpoints.

``tiny_checkpoint`` is a complete nmt-cli checkpoint (``checkpoint.make_checkpoint``:
format, version, model_config, spm_model, model, step, data_manifest) small enough
for any test; ``write_tiny_checkpoint`` / ``save_tiny_checkpoint`` make more (other
seeds, shapes, dtypes) sharing the same tokenizer, e.g. for ensembles or averaging.
"""

from __future__ import annotations

import io
import os
import random
import shutil
import struct
import sys
import tempfile
import zipfile
from pathlib import Path

import pytest

_CACHE_HOME = pytest.StashKey[tuple]()

WORDS = ("the a house cat dog runs sleeps green small big river tree walks sees eats "
         "quickly slowly under over near far bird sings blue red old new road city").split()


def tiny_corpus(n: int = 400, seed: int = 0) -> list[str]:
    """Deterministic pseudo-sentences of 3-12 words."""
    rng = random.Random(seed)
    return [" ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 12))) for _ in range(n)]


def train_tiny_spm(lines: list[str], vocab_size: int = 120) -> bytes:
    """A BPE model with the project's fixed special ids (pad 0, unk 1, bos 2, eos 3)."""
    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(lines), model_writer=buf, vocab_size=vocab_size,
        model_type="bpe", pad_id=0, unk_id=1, bos_id=2, eos_id=3,
        character_coverage=1.0, minloglevel=2,
    )
    return buf.getvalue()


def save_tiny_checkpoint(path: Path, spm_bytes: bytes, seed: int = 0, *, dtype=None,
                         step: int = 0, extra: dict | None = None, **model_overrides) -> dict:
    """Random-weight Transformer (2 layers, d=32) saved as a real checkpoint; returns its dict.

    Args:
        dtype: cast the weights (e.g. torch.bfloat16); None keeps fp32.
        extra: more top-level keys (e.g. a training state to check averaging drops it).
        **model_overrides: ``ModelConfig`` fields (other shapes, pre_norm, dropout).
    """
    import torch

    from nmt_cli.checkpoint import atomic_save, make_checkpoint
    from nmt_cli.config import ModelConfig
    from nmt_cli.model import Transformer
    from nmt_cli.data.tokenizer import Tokenizer

    vocab = Tokenizer(spm_bytes).vocab_size
    cfg = ModelConfig(**{**dict(vocab_size=vocab, n_layers=2, d_model=32, d_ff=64, n_heads=4,
                                dropout=0.0), **model_overrides})
    torch.manual_seed(seed)
    model = Transformer(cfg)
    if dtype is not None:
        model = model.to(dtype)
    ck = make_checkpoint(cfg, model.state_dict(), spm_bytes, step=step,
                         data_manifest={"format": "nmt-cli-data", "version": 1,
                                        "args": {"max_len": 64}}, **(extra or {}))
    atomic_save(ck, path)
    return ck


def write_tiny_checkpoint(path: Path, spm_bytes: bytes, seed: int = 0, **model_overrides) -> Path:
    """``save_tiny_checkpoint``, returning the path."""
    save_tiny_checkpoint(path, spm_bytes, seed, **model_overrides)
    return Path(path)


def pytest_configure(config):
    """Every `nmt` the tests run, in this process or as a command, caches its CTranslate2
    conversions (``$XDG_CACHE_HOME/nmt-cli/ct2``) in a folder of this session's, not in the
    user's ~/.cache: the suite leaves nothing behind and shares no cache with another run.
    Set before the test modules are imported, so environments they build then have it too;
    a test about the cache sets its own XDG_CACHE_HOME."""
    config.stash[_CACHE_HOME] = (tempfile.mkdtemp(prefix="nmt-tests-cache-"),
                                 os.environ.get("XDG_CACHE_HOME"))
    os.environ["XDG_CACHE_HOME"] = config.stash[_CACHE_HOME][0]


def pytest_unconfigure(config):
    if _CACHE_HOME not in config.stash:
        return
    cache, before = config.stash[_CACHE_HOME]
    del config.stash[_CACHE_HOME]
    if before is None:
        os.environ.pop("XDG_CACHE_HOME", None)
    else:
        os.environ["XDG_CACHE_HOME"] = before
    shutil.rmtree(cache, ignore_errors=True)


@pytest.fixture(scope="session")
def tiny_spm() -> bytes:
    return train_tiny_spm(tiny_corpus())


@pytest.fixture(scope="session")
def tiny_checkpoint(tmp_path_factory, tiny_spm) -> Path:
    """Path to a tiny random-weight checkpoint (read-only: copy before changing it)."""
    return write_tiny_checkpoint(tmp_path_factory.mktemp("ckpt") / "tiny.pt", tiny_spm)


@pytest.fixture(scope="session")
def en_de_checkpoint(tmp_path_factory, tiny_spm) -> Path:
    """A tiny checkpoint whose data manifest records its pair, en -> de, as `nmt serve`
    needs (read-only: copy before changing it)."""
    import torch

    from nmt_cli.checkpoint import atomic_save

    path = write_tiny_checkpoint(tmp_path_factory.mktemp("en-de") / "tiny.pt", tiny_spm)
    ck = torch.load(path, weights_only=True)
    ck["data_manifest"].update(src_lang="en", tgt_lang="de", corpus="tiny")
    atomic_save(ck, path)
    return path


SAMPLE = Path(__file__).resolve().parents[1] / "src" / "nmt_cli" / "data" / "corpora_data" / "sample"


def _installed_nmt() -> str:
    """The ``nmt`` console script of this interpreter's environment, else the one on PATH."""
    exe = Path(sys.executable).parent / "nmt"
    return str(exe) if exe.exists() else (shutil.which("nmt") or "nmt")


NMT = _installed_nmt()


def head_lines(src: Path, dst: Path, n: int) -> None:
    """Copy the first n lines of a text file."""
    lines = src.read_text(encoding="utf-8").splitlines()[:n]
    dst.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


@pytest.fixture(scope="session")
def nmt_bin() -> str:
    """The installed ``nmt`` command, run as a user runs it."""
    assert Path(NMT).exists(), "the nmt command is not installed"
    return NMT


@pytest.fixture(scope="session")
def sample_slice(tmp_path_factory) -> Path:
    """2,000 training / 60 validation pairs of the shipped sample, prepared with a 500-piece
    vocabulary (read-only: copy before changing it)."""
    from nmt_cli.data.prepare import prepare_dataset

    raw = tmp_path_factory.mktemp("raw")
    for split, n in (("train", 2000), ("valid", 60)):
        for lang in ("en", "es"):
            head_lines(SAMPLE / f"{split}.{lang}", raw / f"{split}.{lang}", n)
    out = tmp_path_factory.mktemp("data") / "slice"
    return prepare_dataset("slice", out=out, train=str(raw / "train"), valid=str(raw / "valid"),
                           src="en", tgt="es", vocab_size=500, workers=1)


def run_then_sum(work, out_path: str) -> None:
    """A rank of ``distributed.spawn``: ``work(ctx)``, then one more all-reduce (the ranks'
    numbers 1 + 2 + ...), which pairs up only if ``work`` left every rank in step; rank 0
    saves {"got": ..., "total": ...} to ``out_path``. ``work`` must be a module-level
    function (spawned processes import it)."""
    import torch

    from nmt_cli.train import distributed

    torch.set_num_threads(1)
    ctx = distributed.init(use_cuda=False)
    try:
        got = work(ctx)
        total = distributed.all_reduce([float(ctx.rank + 1)], ctx)[0]
        if ctx.is_main:
            torch.save({"got": got, "total": total}, out_path)
    finally:
        distributed.shutdown()


def flip_a_weight_byte(path: Path) -> str:
    """Flip one byte inside the checkpoint's largest tensor record; returns the record's name."""
    with zipfile.ZipFile(path) as z:
        tensors = [i for i in z.infolist() if "/data/" in i.filename]  # not data.pkl
        info = max(tensors, key=lambda i: i.file_size)
    data = bytearray(path.read_bytes())
    at = info.header_offset
    name_len, extra_len = struct.unpack("<HH", data[at + 26: at + 30])  # local file header
    data[at + 30 + name_len + extra_len + info.file_size // 2] ^= 0x10
    path.write_bytes(data)
    return info.filename
