"""Checkpoints: self-contained, plain data, written atomically, loaded safely.

A checkpoint is a dict of plain Python values and tensors (no pickled classes),
so ``torch.load(weights_only=True)`` opens it and a file from elsewhere cannot
run code. It carries everything ``nmt translate`` needs: the model config, the
weights and the sentencepiece model bytes.

Keys (``FORMAT`` version 1):
    format, version          "nmt-cli-checkpoint", 1
    model_config             dict of ``ModelConfig``
    train_config             dict of ``TrainConfig`` (may be absent for exports)
    spm_model                bytes of the sentencepiece model
    model                    state dict (tied weights appear under each name)
    step, epoch              training progress (0 when unknown)
    data_manifest            the prepared data's manifest.json as a dict
    data_manifest_sha256     checksum of that manifest, checked on resume
    ... plus whatever training adds (optimizer, scheduler, rng, position)
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import torch

from .config import ModelConfig, from_dict
from .errors import NmtError
from .model import Transformer
from .tokenizer import Tokenizer

FORMAT = "nmt-cli-checkpoint"
VERSION = 1


def atomic_save(obj: Any, path: str | Path) -> None:
    """torch.save to a temp file in the same directory, fsync, then rename.

    A crash at any moment leaves either the old file or the new one, never a
    truncated file under the final name.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            torch.save(obj, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_checkpoint(path: str | Path, map_location: str | torch.device = "cpu") -> dict:
    """Load and validate a checkpoint with safe (weights-only) unpickling."""
    path = Path(path)
    if not path.exists():
        raise NmtError(f"checkpoint not found: {path}")
    if path.is_dir():
        raise NmtError(f"{path} is a directory, not a checkpoint file")
    try:
        ckpt = torch.load(path, map_location=map_location, weights_only=True)
    except Exception as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise NmtError(f"{path} is not a readable nmt checkpoint (truncated or foreign file: "
                       f"{first[:200]})") from None
    if not isinstance(ckpt, dict) or ckpt.get("format") != FORMAT:
        raise NmtError(f"{path} is not an nmt-cli checkpoint")
    if ckpt.get("version", 0) > VERSION:
        raise NmtError(f"{path} was written by a newer nmt-cli (format version "
                       f"{ckpt['version']}); upgrade nmt-cli")
    for key in ("model_config", "model", "spm_model"):
        if key not in ckpt:
            raise NmtError(f"{path} is incomplete: no {key!r}")
    return ckpt


def model_config(ckpt: dict) -> ModelConfig:
    return from_dict(ModelConfig, ckpt["model_config"])


def build_from_checkpoint(ckpt: dict, device: str | torch.device = "cpu") -> Transformer:
    """Rebuild the model in eval mode from a loaded checkpoint."""
    model = Transformer(model_config(ckpt))
    try:
        model.load_state_dict(ckpt["model"])
    except RuntimeError as e:
        raise NmtError(f"checkpoint weights do not fit its config: {str(e).splitlines()[0]}") from None
    return model.to(device).eval()


def load_for_inference(path: str | Path, device: str | torch.device = "cpu"
                       ) -> tuple[Transformer, Tokenizer, dict]:
    """What ``nmt translate`` needs from a checkpoint: model, tokenizer, raw dict."""
    ckpt = load_checkpoint(path)
    model = build_from_checkpoint(ckpt, device)
    return model, Tokenizer(ckpt["spm_model"]), ckpt
