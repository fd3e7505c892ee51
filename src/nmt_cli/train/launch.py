"""``nmt train``'s entry points (Section 5): check the options once, resolve the recipe
against the run directory, then train in this process or in N spawned ones.

One update is ``step.train_step``; the run around the updates (resume, validation,
checkpoints, stopping) is ``trainer.Trainer``. One code path for every launcher: a single CPU or GPU process,
``--gpus N`` (spawns N local processes), or torchrun on N machines (rank and world
size from the environment). Gradient accumulation is derived so that an update always
holds about ``tokens_per_update`` padded tokens whatever the number of devices:

    accum = ceil(tokens_per_update / (max_tokens * world_size))
    micro-batch budget = tokens_per_update // (accum * world_size)   (<= max_tokens)

(``data.batches.update_plan``; ``step`` says how the loss is normalised).
"""

from __future__ import annotations

import json
from pathlib import Path

import torch

from ..checkpoint import LAST
from ..config import (ModelConfig, TrainConfig, architecture_diff, architecture_flags,
                      from_dict, override, preset)
from ..data.dataset import PreparedData, load_manifest
from ..device import gpu_max_tokens, resolve_precision
from ..errors import NmtError
from . import distributed
from .distributed import DistContext
from .finetune import (Parent, check_architecture, check_resumed_parent, finetune_configs,
                       load_parent, lr_scale_for_peak)
from .rundir import agree_on_resume_step, check_same_recipe, default_run_dir, load_resume_checkpoint
from .options import Start, check_train_options
from .trainer import Trainer


def run_training(data: Path, preset_name: str | None, out: Path | None, gpus: int | None,
                 resume: bool, model_overrides: dict, train_overrides: dict,
                 start: Start = Start()) -> None:
    """``nmt train``: check the inputs once, then train in this process or in N spawned ones.

    Args:
        preset_name: None: ``base`` for a new run; the checkpoint's architecture when
            resuming or starting from ``init_from``.
        start: how a new run begins: ``--init-from`` (a checkpoint to start from,
            ``finetune``; None: random weights), ``--init-keep-optimizer`` (its Adam state
            too) and ``--lr`` (the learning rate at the end of warmup; sets ``lr_scale``).
    """
    check_train_options(preset_name, model_overrides, train_overrides, start)
    init_from = start.init_from
    torchrun = distributed.launched_by_torchrun()
    n = None if torchrun else distributed.resolve_gpus(gpus)  # the cheapest check first
    load_manifest(data)  # refuse an unprepared directory before launching anything
    name = preset_name or ("finetuned" if init_from is not None else "base")
    out = Path(out) if out is not None else default_run_dir(data, name)
    args = (Path(data), preset_name, out, resume, model_overrides, train_overrides)
    if torchrun:
        train_worker(*args, use_cuda=torch.cuda.is_available() and gpus != 0, start=start)
    elif n > 1:
        distributed.spawn(n, train_worker, *args, True, start)
    else:
        train_worker(*args, use_cuda=n == 1, start=start)


def _check_same_architecture(preset_name: str | None, model_overrides: dict, ckpt: dict,
                             where: Path) -> None:
    """Resuming keeps the saved model; refuse a --preset or a shape flag that says otherwise
    rather than train the old model under the new name (none given: the run's own)."""
    diff = [f"{f} {saved} vs {asked}" for f, (saved, asked)
            in architecture_diff(preset_name, model_overrides, ckpt["model_config"]).items()]
    if diff:
        raise NmtError(f"{where} holds another model than "
                       f"{architecture_flags(preset_name, model_overrides)} asks for "
                       f"({', '.join(diff)}); leave it out (or give the run's own) to resume "
                       "it, or start over with --no-resume or another --out")


def _configs(preset_name: str | None, model_overrides: dict, train_overrides: dict,
             vocab_size: int, ckpt: dict | None, parent: Parent | None,
             peak_lr: float | None) -> tuple[ModelConfig, TrainConfig]:
    if ckpt is not None:
        # Resuming keeps the run's architecture; recipe options given again (say a
        # larger --max-steps) apply on top of the saved recipe.
        mcfg = override(from_dict(ModelConfig, ckpt["model_config"]),
                        dropout=model_overrides.get("dropout"))
        tcfg = override(from_dict(TrainConfig, ckpt["train_config"]), **train_overrides)
    elif parent is not None:
        mcfg, tcfg = finetune_configs(parent, preset_name, model_overrides, train_overrides,
                                      peak_lr)
        peak_lr = None  # already in tcfg.lr_scale
    else:
        p = preset(preset_name or "base")
        try:
            mcfg = override(p.model, **model_overrides, vocab_size=vocab_size)
        except ValueError as e:  # d_model not divisible by n_heads
            raise NmtError(f"{architecture_flags(preset_name or 'base', model_overrides)}: "
                           f"{e}; give --d-model a multiple of --heads") from None
        tcfg = override(p.train, **train_overrides)
    if peak_lr is not None:
        tcfg = override(tcfg, lr_scale=lr_scale_for_peak(peak_lr, mcfg.d_model,
                                                         tcfg.warmup_steps))
    if mcfg.vocab_size != vocab_size:
        raise NmtError(f"checkpoint vocabulary ({mcfg.vocab_size}) differs from the data's ({vocab_size})")
    return mcfg, tcfg


def train_worker(data: Path, preset_name: str | None, out: Path, resume: bool,
                 model_overrides: dict, train_overrides: dict, use_cuda: bool = False,
                 start: Start = Start()) -> None:
    """Everything one rank does: build, maybe resume, loop, save.

    Raises:
        RankLost: another rank failed (``distributed.failed`` names it); this one's own
            error otherwise, left for the others to name.
    """
    ctx = distributed.init(use_cuda)
    finished = False
    try:
        _train(ctx, PreparedData.load(data), preset_name, Path(out), resume, model_overrides,
               train_overrides, start)
        finished = True
    except BaseException as e:
        instead = distributed.failed(ctx, e)
        if instead is e:
            raise
        raise instead from None
    finally:
        distributed.shutdown(finished)


def _train(ctx: DistContext, data: PreparedData, preset_name: str | None, run_dir: Path,
           resume: bool, model_overrides: dict, train_overrides: dict,
           start: Start = Start()) -> None:
    """Resolve the recipe against the run directory's checkpoint, then train.

    Args:
        resume: continue from ``run_dir``'s checkpoint_last.pt if there is one; if not,
            set whatever an earlier run left there aside and start over.
        start: how a new run begins (a run that resumes has begun already).
    """
    ckpt = load_resume_checkpoint(run_dir, data.path, data.manifest_sha256) if resume else None
    agree_on_resume_step(ckpt, ctx)
    parent = None
    if ckpt is not None and start.init_from is not None:
        check_resumed_parent(ckpt, run_dir / LAST, start.init_from)
    elif start.init_from is not None:
        parent = load_parent(start.init_from, data.path, data.manifest["spm_sha256"],
                             start.keep_optimizer)
        check_architecture(parent, preset_name, model_overrides)
    mcfg, tcfg = _configs(preset_name, model_overrides, train_overrides,
                          data.tokenizer.vocab_size, ckpt, parent, start.peak_lr)
    auto_note = None
    if ckpt is None and train_overrides.get("max_tokens") is None and ctx.device.type == "cuda":
        # stored in the run's recipe, so that resuming it cuts the same batches
        tcfg, auto_note = _gpu_micro_batches(mcfg, tcfg, ctx)
    if ckpt is not None:
        check_same_recipe(ckpt, tcfg, run_dir / LAST)
        saved_alpha = (ckpt.get("train_config") or {}).get("subword_alpha", 0.0)
        if saved_alpha != tcfg.subword_alpha:  # another segmentation is another data order
            raise NmtError(f"{run_dir / LAST} was trained with --subword-alpha {saved_alpha}; "
                           f"resuming with --subword-alpha {tcfg.subword_alpha} would not "
                           "continue the same run. Leave --subword-alpha out to resume, or "
                           "start over with --no-resume or another --out")
        _check_same_architecture(preset_name, model_overrides, ckpt, run_dir / LAST)
    trainer = Trainer(ctx, data, mcfg, tcfg, run_dir, ckpt, parent,
                      keep_optimizer=start.keep_optimizer)
    if auto_note:
        trainer.notes.append(auto_note)
    if preset_name is None:  # no --preset: config.json names the resumed run's own
        preset_name = ((_previous_preset(run_dir) if ckpt is not None else None)
                       or ("init-from" if trainer.parents else "base"))
    trainer.open_run_dir(preset_name, start_over=not resume)
    trainer.run()


def _gpu_micro_batches(mcfg: ModelConfig, tcfg: TrainConfig, ctx: DistContext
                       ) -> tuple[TrainConfig, str]:
    """A new GPU run without --max-tokens: micro-batches sized to the card (``device``)."""
    precision, _ = resolve_precision(tcfg.precision, ctx.device)
    per_device = -(-tcfg.tokens_per_update // ctx.world)
    tokens = gpu_max_tokens(mcfg, per_device, ctx.device, precision)
    gib = torch.cuda.get_device_properties(ctx.device).total_memory / 2**30
    return override(tcfg, max_tokens=tokens), (
        f"--max-tokens {tokens}: sized to this GPU ({gib:.0f} GiB; fewer, larger micro-batches "
        f"keep it busy); give --max-tokens to choose")


def _previous_preset(run_dir: Path) -> str | None:
    """The --preset that config.json of a run being resumed names, if it can be read."""
    try:
        return json.loads((run_dir / "config.json").read_text()).get("preset")
    except (OSError, ValueError, AttributeError):
        return None
