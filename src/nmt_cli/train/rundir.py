"""A training run's directory: where it lives, starting over in it, resuming from it.

Layout written by ``nmt train`` (rank 0 only)::

    config.json              the resolved recipe, devices, precision, budget
    metrics.jsonl            one record per log line and per validation
    checkpoint_<step>.pt     the last ``--keep-last`` step checkpoints (``nmt average``)
    checkpoint_last.pt       hard link to the newest step checkpoint: what resume reads
    checkpoint_best.pt       best on validation (--best-metric: NLL, BLEU or chrF), weights only
    tensorboard/             if tensorboard is installed
    previous-<time>/         an earlier run set aside by ``--no-resume``

Resuming is exact only when the data order is the same: the same data, seed,
batch budget and tokens per update. Those are refused when they change; a
different number of devices is allowed with a warning.
"""

from __future__ import annotations

import math
import os
import time
from pathlib import Path

import torch.distributed as dist

from ..atomic import atomic_link
from ..checkpoint import BEST, LAST, atomic_save, load_checkpoint, step_checkpoints
from ..errors import NmtError
from .distributed import DistContext, all_reduce

# Resuming with any of these changed would silently train on another data order.
SAME_ON_RESUME = {"seed": "--seed", "max_tokens": "--max-tokens",
                  "tokens_per_update": "--tokens-per-update"}


def default_run_dir(data: Path, preset_name: str) -> Path:
    return Path("runs") / f"{Path(data).resolve().name}-{preset_name}"


def archive_previous_run(run_dir: Path) -> Path | None:
    """``--no-resume``: move an earlier run's checkpoints and records into ``previous-<time>/``.

    Left in place, its ``checkpoint_2000.pt`` would outrank the new run's
    ``checkpoint_100.pt`` (which ``--keep-last`` would prune at once), ``nmt average
    --last 5`` would average the old run, and metrics.jsonl would mix both runs.

    Returns:
        The directory they were moved to, or None when there was nothing to move.
    """
    names = {LAST, BEST, "metrics.jsonl", "config.json", "tensorboard"}
    old = step_checkpoints(run_dir) + [run_dir / n for n in sorted(names) if (run_dir / n).exists()]
    if not old:
        return None
    dest = run_dir / time.strftime("previous-%Y%m%d-%H%M%S")
    n = 1
    while dest.exists():
        n += 1
        dest = dest.with_name(time.strftime("previous-%Y%m%d-%H%M%S") + f"-{n}")
    dest.mkdir()
    for p in old:
        os.replace(p, dest / p.name)
    return dest


def remove_partial_saves(run_dir: Path) -> list[str]:
    """Remove what a save killed midway left: ``atomic_write``'s temp files of checkpoints
    (``.checkpoint_<step>.pt.<random>.tmp``) and ``atomic_link``'s ``.checkpoint_last.pt.link``.
    The checkpoints themselves are whole (written under a temp name, then renamed).

    Returns:
        The checkpoint names whose partial files were removed.
    """
    names = []
    partial = sorted(run_dir.glob(".checkpoint_*.pt.*.tmp")) + sorted(run_dir.glob(".checkpoint_*.link"))
    for p in partial:
        p.unlink(missing_ok=True)
        names.append(p.name[1:].split(".pt.")[0] + ".pt")
    return names


def link_or_save(src: Path, dst: Path, ck: dict) -> None:
    """checkpoint_last.pt as a hard link to the step file (no second write), else a copy."""
    try:
        atomic_link(src, dst)
    except OSError:
        atomic_save(ck, dst)


def resume_path(run_dir: Path) -> Path:
    """What a resume reads: ``checkpoint_last.pt``, or the newest step checkpoint where a
    kill fell between a save's two renames (the step file, then checkpoint_last.pt linked
    to it) and left checkpoint_last.pt absent or a link to an older step file. A file put
    there by hand (a copy, not a link) is the user's choice and is read as it is. Nothing
    is written: every rank asks, and the next save links checkpoint_last.pt again."""
    last, steps = run_dir / LAST, step_checkpoints(run_dir)
    if not steps:
        return last
    if not last.exists() or any(os.path.samefile(p, last) for p in steps[:-1]):
        return steps[-1]
    return last


def load_resume_checkpoint(run_dir: Path, data: Path, manifest_sha: str) -> dict | None:
    """The run's ``checkpoint_last.pt`` (``resume_path``) if there is one, checked against
    the data.

    Raises:
        NmtError: trained on other data, or a checkpoint without training state.
    """
    path = resume_path(run_dir)
    if not path.exists():
        return None
    try:
        ckpt = load_checkpoint(path)
    except NmtError as e:  # damaged (a failing CRC), cut short, or refused: the same way out
        # checkpoint_last.pt is a hard link to the newest step file (link_or_save): copying
        # an older one over it would write that file too, an old model under a new step
        linked = [p.name for p in step_checkpoints(run_dir) if os.path.samefile(p, path)]
        remove = " and ".join([LAST, *linked])
        same = f"; {linked[0]} is the same file" if linked else ""
        raise NmtError(f"{e}{same}. To resume from an earlier save, remove {remove} and copy "
                       f"an older checkpoint_<step>.pt to {LAST}; or start over with --no-resume"
                       ) from None
    if ckpt.get("data_manifest_sha256") != manifest_sha:
        raise NmtError(f"{path} was trained on different data (manifest checksum differs "
                       f"from {Path(data) / 'manifest.json'}); use another --out or "
                       "--no-resume to start over")
    if "optimizer" not in ckpt:
        raise NmtError(f"{path} has no training state to resume from")
    return ckpt


def agree_on_resume_step(ckpt: dict | None, ctx: DistContext) -> None:
    """Every rank must resume from the same step, or the first all-reduce pairs wrong ranks.

    A node that cannot see rank 0's run directory would start at step 0 while the
    others resume. Collective: every rank calls it.

    Raises:
        NmtError: the ranks loaded different steps (or some found no checkpoint).
    """
    if not ctx.enabled:
        return
    mine = float(ckpt["step"]) if ckpt is not None else -1.0
    high, neg_low = all_reduce([mine, -mine], ctx, op=dist.ReduceOp.MAX)
    if high != -neg_low:
        raise NmtError(f"ranks found different checkpoints to resume from ({_step(-neg_low)} "
                       f"vs {_step(high)} among {ctx.world} processes): the run directory "
                       "must be on a filesystem shared by all nodes")


def _step(step: float) -> str:
    return "no checkpoint" if step < 0 else f"step {int(step)}"


def check_same_recipe(ckpt: dict, tcfg, path: Path) -> None:
    """Refuse options that would make the resumed run train on a different data order."""
    saved = ckpt.get("train_config") or {}
    for field, flag in SAME_ON_RESUME.items():
        if field in saved and saved[field] != getattr(tcfg, field):
            raise NmtError(f"{path} was trained with {flag} {saved[field]}; resuming with "
                           f"{flag} {getattr(tcfg, field)} would not continue the same run "
                           f"(another data order). Leave {flag} out to resume, or start over "
                           "with --no-resume or another --out")


def remap_position(position: int, old_updates: int | None, new_updates: int) -> int:
    """Where to continue in the epoch when the number of updates per epoch changed.

    A different number of devices changes the batch budget and the updates per
    epoch; continuing at the same fraction of the epoch sees about the batches an
    uninterrupted run would, though not the same ones.
    """
    if not old_updates or old_updates == new_updates:
        return min(position, new_updates)
    return min(new_updates, math.floor(position * new_updates / old_updates + 0.5))
