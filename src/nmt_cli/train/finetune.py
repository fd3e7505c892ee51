"""Fine-tuning: a run that starts from a trained checkpoint (``nmt train --init-from CKPT``).

The new run takes the parent's weights and architecture (its ``ModelConfig``) and, by
default, a fresh Adam, a fresh schedule and step 0. Its recipe is the parent's (batch
size, Adam's betas, smoothing, cadence of checks and saves) with three changes:

* the stopping limits are the defaults again (no --max-time or --patience carried over);
* warmup: a tenth of the parent's (at least 1). The weights are trained: Adam's moments
  need a few updates to be estimated, not the thousands a random model does;
* peak learning rate: the parent's learning rate at its last update, before any cooldown
  (its peak if it had not finished warming up); a quarter of that where the parent's
  recipe cooled down (``--cooldown``). A fresh schedule at the parent's own ``--lr-scale``
  would peak several times higher than where the parent ended, and undo what it learned;
  a parent that cooled down has settled lower still, and its full pre-cooldown rate
  undid a fifth of its old domain (docs/QUALITY.md, "Adapting a model to a new domain").
  After the peak the rate decays as the inverse square root of the new step count.

``--warmup``, ``--lr`` (the peak) or ``--lr-scale``, ``--preset`` and every other option
given on the command line win over these. The data must be encoded with the parent's
sentencepiece model, byte for byte (``nmt prepare --tokenizer-from CKPT``): the same
vocabulary size with other pieces would give every id another meaning.

Each checkpoint of the run records its lineage under ``parents``: the parent's path, the
sha256 of its file and its step, then the parent's own parents. The weights are the
run's own, so a checkpoint never needs its parent to load.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from pathlib import Path

from ..checkpoint import load_checkpoint
from ..config import (ModelConfig, TrainConfig, architecture_diff, architecture_flags, from_dict,
                      override, preset)
from ..errors import NmtError
from .schedule import inverse_sqrt_lr

# What a fine-tuning run does not inherit from its parent's recipe: when to stop.
LIMITS = ("max_steps", "max_epochs", "max_time", "patience")
WARMUP_FRACTION = 10  # the fine-tuning warmup is the parent's divided by this
COOLED_FRACTION = 4  # a parent that cooled down: its pre-cooldown rate divided by this


@dataclass
class Parent:
    """The checkpoint a run starts from.

    Attributes:
        path: as given.
        ckpt: the loaded checkpoint.
        lineage: ``{"path", "sha256", "step"}`` of the parent, then of its parents, nearest
            first: what the new run's checkpoints record under ``parents``.
    """

    path: Path
    ckpt: dict
    lineage: list[dict]

    @property
    def model_config(self) -> ModelConfig:
        return from_dict(ModelConfig, self.ckpt["model_config"])


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(1 << 22):
            h.update(block)
    return h.hexdigest()


def load_parent(path: Path, data_path: Path, data_spm_sha256: str, keep_optimizer: bool) -> Parent:
    """Load ``--init-from PATH`` and check that it can be fine-tuned on the data.

    Raises:
        NmtError: not a checkpoint, data encoded with another sentencepiece model, or
            ``--init-keep-optimizer`` with a checkpoint that holds no optimizer state.
    """
    path = Path(path)
    ckpt = load_checkpoint(path)
    theirs = hashlib.sha256(ckpt["spm_model"]).hexdigest()
    if theirs != data_spm_sha256:
        raise NmtError(f"{data_path} was encoded with another sentencepiece model (sha256 "
                       f"{data_spm_sha256[:12]}) than --init-from {path} (sha256 {theirs[:12]}); "
                       f"prepare the data with the checkpoint's: nmt prepare NAME ... "
                       f"--tokenizer-from {path}")
    if keep_optimizer and "optimizer" not in ckpt:
        raise NmtError(f"--init-keep-optimizer: {path} holds no optimizer state (best and "
                       "averaged checkpoints keep the weights only); give its run's "
                       "checkpoint_last.pt, or leave --init-keep-optimizer out")
    me = {"path": str(path.resolve()), "sha256": file_sha256(path), "step": ckpt.get("step", 0)}
    return Parent(path, ckpt, [me, *ckpt.get("parents", [])])


def check_resumed_parent(ckpt: dict, where: Path, init_from: Path) -> None:
    """A run directory resumed with ``--init-from`` again must be that parent's run."""
    parents = ckpt.get("parents") or []
    if not parents or parents[0].get("sha256") != file_sha256(Path(init_from)):
        started = (f"started from {parents[0]['path']}" if parents
                   else "did not start from a checkpoint")
        raise NmtError(f"{where} continues a run that {started}, not from --init-from "
                       f"{init_from}; use another --out, or --no-resume to start over")


def check_architecture(parent: Parent, preset_name: str | None, model_overrides: dict) -> None:
    """Refuse a --preset or a shape flag (--layers, --pre-norm, ...) that does not fit the
    parent's weights."""
    diff = [f"{f} {asked} (the checkpoint: {saved})" for f, (saved, asked)
            in architecture_diff(preset_name, model_overrides, parent.ckpt["model_config"]).items()]
    if diff:
        raise NmtError(f"{architecture_flags(preset_name, model_overrides)} does not fit the "
                       f"weights of --init-from {parent.path}: {', '.join(diff)}; leave it "
                       "out to take the checkpoint's architecture")


def last_lr(ckpt: dict, mcfg: ModelConfig) -> float:
    """The parent's learning rate at its last update before any cooldown (its peak if it
    was still warming up)."""
    tcfg = from_dict(TrainConfig, ckpt.get("train_config") or {})
    step = max(int(ckpt.get("step", 0)), tcfg.warmup_steps)
    return inverse_sqrt_lr(step, mcfg.d_model, tcfg.warmup_steps, tcfg.lr_scale)


def finetune_peak(ckpt: dict, mcfg: ModelConfig) -> float:
    """The fine-tuning run's default peak: ``last_lr``, over ``COOLED_FRACTION`` where the
    parent's recipe cooled down."""
    cooled = from_dict(TrainConfig, ckpt.get("train_config") or {}).cooldown > 0
    return last_lr(ckpt, mcfg) / (COOLED_FRACTION if cooled else 1)


def lr_scale_for_peak(peak_lr: float, d_model: int, warmup_steps: int) -> float:
    """The ``lr_scale`` whose schedule peaks at ``peak_lr`` (at update ``warmup_steps``)."""
    return peak_lr * math.sqrt(d_model) * math.sqrt(warmup_steps)


def finetune_configs(parent: Parent, preset_name: str | None, model_overrides: dict,
                     train_overrides: dict, peak_lr: float | None
                     ) -> tuple[ModelConfig, TrainConfig]:
    """The model (the parent's) and the recipe of a run that starts from ``parent``.

    Args:
        preset_name: given: its recipe instead of the parent's (its architecture must fit).
        model_overrides: only dropout may differ from the parent (checked before).
        train_overrides: the options given (None: not given).
        peak_lr: ``--lr``, or None.
    """
    mcfg = override(parent.model_config, dropout=model_overrides.get("dropout"))
    if preset_name is not None:
        base = preset(preset_name).train
    else:
        base = from_dict(TrainConfig, parent.ckpt.get("train_config") or {})
        fresh = TrainConfig()
        base = override(base, **{f: getattr(fresh, f) for f in LIMITS})
    given = {k: v for k, v in train_overrides.items() if v is not None}
    warmup = given.get("warmup_steps", max(1, base.warmup_steps // WARMUP_FRACTION))
    if peak_lr is None and "lr_scale" not in given:
        peak_lr = finetune_peak(parent.ckpt, mcfg)
    tcfg = override(base, **{**given, "warmup_steps": warmup})
    if mcfg.restrict_output and tcfg.subword_alpha:  # refused here, not by the loss mid-run
        raise NmtError(f"--init-from {parent.path} has an output layer restricted to the "
                       "pieces of its data's one segmentation (--restrict-output), and "
                       "--subword-alpha samples others: fine-tune without --subword-alpha")
    if peak_lr is not None:
        tcfg = override(tcfg, lr_scale=lr_scale_for_peak(peak_lr, mcfg.d_model, warmup))
    return mcfg, tcfg


def start_note(parent: dict, tcfg: TrainConfig, d_model: int, kept_optimizer: bool) -> str:
    """The log line of a run's start from a parent (an entry of its lineage)."""
    peak = inverse_sqrt_lr(tcfg.warmup_steps, d_model, tcfg.warmup_steps, tcfg.lr_scale)
    return (f"starting from the weights of {parent['path']} (step {parent['step']}): "
            f"{'its' if kept_optimizer else 'a fresh'} Adam, {tcfg.warmup_steps} warmup "
            f"updates to a peak learning rate of {peak:.2e}")

