"""The training loop of Section 5: token batches, Adam, warmup + inverse-sqrt LR, label smoothing.

One code path for every launcher: a single CPU or GPU process, ``--gpus N``
(spawns N local processes), or torchrun on N machines (rank and world size from
the environment). Gradient accumulation is derived so that an update always
holds about ``tokens_per_update`` padded tokens whatever the number of devices:

    accum = ceil(tokens_per_update / (max_tokens * world_size))
    micro-batch budget = tokens_per_update // (accum * world_size)   (<= max_tokens)

(``batches.update_plan``), and the loss of an update is summed over its tokens and divided by the target
tokens of the whole update across ranks, so 1 device x 2 micro-batches and
2 devices x 1 micro-batch produce the same gradient.
"""

from __future__ import annotations

import json
import math
import signal
import time
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.distributed as dist
from torch import nn

from . import distributed
from .batches import Batch, collate, epoch_updates, make_batches, update_plan
from .checkpoint import atomic_save, make_checkpoint, prune_step_checkpoints
from .config import ModelConfig, TrainConfig, from_dict, override, preset, to_dict
from .device import autocast, keep_freed_memory, resolve_precision
from .distributed import DistContext, all_reduce
from .errors import NmtError
from .loss import sequence_loss
from .model import Transformer
from .progress import TrainLogger
from .rng import rng_state, seed_everything, set_rng_state
from .rundir import (BEST, LAST, agree_on_resume_step, archive_previous_run, check_same_recipe,
                     default_run_dir, link_or_save, load_resume_checkpoint, remap_position)
from .schedule import inverse_sqrt_lr, set_lr
from .validation import evaluate, validation_bleu

MAX_BAD_UPDATES = 20  # consecutive non-finite updates before giving up
MIN_LOSS_SCALE = 1e-4  # fp16: below this the gradients overflow whatever the scale (fairseq's floor)


@dataclass
class StepResult:
    """Sums over one update, across all ranks."""

    loss_sum: float
    nll_sum: float
    ntokens: int
    finite: bool
    # fp16 only: the gradients overflowed, so GradScaler skipped the update (and halved
    # its scale). Not an update: like fairseq, the step count and schedule do not move.
    overflow: bool = False


def train_step(
    model: nn.Module,
    optimizer: torch.optim.Optimizer,
    micro_batches: list[Batch],
    *,
    lr: float,
    label_smoothing: float,
    precision: str = "fp32",
    scaler: torch.amp.GradScaler | None = None,
    clip_norm: float = 0.0,
    ctx: DistContext | None = None,
) -> StepResult:
    """One optimizer update: forward + loss + backward over every micro-batch, then Adam.

    Args:
        model: a ``Transformer``, or a DDP wrapper around one.
        optimizer: its optimizer; ``lr`` is set on it before stepping.
        micro_batches: this rank's batches for the update (src [B, S], tgt [B, T]).
        lr: learning rate for this update.
        label_smoothing: epsilon of the smoothed loss.
        precision: "fp32", "bf16" or "fp16" (resolved, not "auto").
        scaler: a GradScaler for fp16, else None.
        clip_norm: clip the gradient norm to this (0 = off).
        ctx: the distributed context (None = single process).
    Returns:
        Summed loss, NLL and target tokens over the update, across ranks, and
        whether the loss was finite on every rank (if not, no update was made), and
        whether fp16's gradients overflowed (no update either).
    """
    device = next(model.parameters()).device
    pad_id = (model.module if hasattr(model, "module") else model).cfg.pad_id
    world = ctx.world if ctx is not None else 1
    # The normaliser is known before any forward pass: the update's target tokens on all ranks.
    local_tokens = sum(b.ntokens for b in micro_batches)
    total_tokens = all_reduce([float(local_tokens)], ctx)[0]
    # DDP averages gradients over ranks; multiplying by world turns that into a sum.
    scale = world / max(total_tokens, 1.0)
    model.train()
    optimizer.zero_grad(set_to_none=True)
    # Summed on the device and read once: an .item() per micro-batch would make the CPU
    # wait for the GPU before it can queue the next micro-batch's work.
    sums = torch.zeros(2, dtype=torch.float64, device=device)
    for i, batch in enumerate(micro_batches):
        batch = batch.to(device)
        last = i == len(micro_batches) - 1
        sync = model.no_sync() if (hasattr(model, "no_sync") and not last) else nullcontext()
        with sync:
            with autocast(device, precision):
                loss, nll, _ = sequence_loss(model, batch.src, batch.tgt_in, batch.tgt_out,
                                             label_smoothing, pad_id)
            scaled = loss * scale
            (scaler.scale(scaled) if scaler is not None else scaled).backward()
        sums += torch.stack([loss.detach(), nll.detach()]).double()
    loss_sum, nll_sum = sums.tolist()
    finite = math.isfinite(loss_sum)
    # A non-finite loss on one rank must skip the update on every rank, or the others hang.
    loss_sum, nll_sum, bad = all_reduce([loss_sum, nll_sum, float(not finite)], ctx)
    if bad > 0:
        optimizer.zero_grad(set_to_none=True)
        if scaler is not None:
            scaler.update(scaler.get_scale() / 2)
        return StepResult(loss_sum, nll_sum, int(total_tokens), False)
    set_lr(optimizer, lr)
    if scaler is not None:
        scale_before = scaler.get_scale()
        if clip_norm > 0:
            scaler.unscale_(optimizer)
            nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
        scaler.step(optimizer)
        scaler.update()
        # update() lowers the scale only when it found inf/NaN gradients, and then step()
        # left the weights alone. DDP gave every rank the same gradients: all agree.
        if scaler.get_scale() < scale_before:
            return StepResult(loss_sum, nll_sum, int(total_tokens), True, overflow=True)
    else:
        if clip_norm > 0:
            nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
        optimizer.step()
    return StepResult(loss_sum, nll_sum, int(total_tokens), True)


def make_optimizer(model: nn.Module, betas: tuple[float, float], eps: float) -> torch.optim.Adam:
    """Adam (Section 5.3) with the learning rate set per update by ``set_lr``.

    The fused kernel updates every parameter in one pass instead of a chain of
    element-wise ops per tensor: Adam's step took 11 -> 4.6 ms for the `small`
    model on 2 CPU cores; CUDA has a fused kernel too.
    """
    return torch.optim.Adam(model.parameters(), lr=0.0, betas=betas, eps=eps, fused=True)


# --------------------------------------------------------------------------- the run

class _StopSignal:
    """SIGINT/SIGTERM ask the loop to checkpoint and stop; a second signal stops at once."""

    def __init__(self):
        self.received: str | None = None
        self._old = {}

    def __enter__(self):
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                self._old[sig] = signal.signal(sig, self._handle)
            except ValueError:  # not the main thread (e.g. embedded use): no handler
                pass
        return self

    def _handle(self, signum, frame):
        if self.received:
            raise KeyboardInterrupt
        self.received = signal.Signals(signum).name

    def __exit__(self, *exc):
        for sig, old in self._old.items():
            signal.signal(sig, old)


def run_training(data: Path, preset_name: str, out: Path | None, gpus: int | None, resume: bool,
                 model_overrides: dict, train_overrides: dict) -> None:
    """``nmt train``: check the inputs once, then train in this process or in N spawned ones."""
    from .data import load_manifest

    try:
        preset(preset_name)
    except KeyError as e:
        raise NmtError(str(e.args[0])) from None
    check_option_ranges({**model_overrides, **train_overrides})
    torchrun = distributed.launched_by_torchrun()
    n = None if torchrun else distributed.resolve_gpus(gpus)  # the cheapest check first
    load_manifest(data)  # refuse an unprepared directory before launching anything
    out = Path(out) if out is not None else default_run_dir(data, preset_name)
    args = (Path(data), preset_name, out, resume, model_overrides, train_overrides)
    if torchrun:
        train_worker(*args, use_cuda=torch.cuda.is_available() and gpus != 0)
    elif n > 1:
        distributed.spawn(n, train_worker, *args, True)
    else:
        train_worker(*args, use_cuda=n == 1)


# (flag, test, what it must be) for options whose bad values would crash or train nonsense
_OPTION_RANGES = {
    "dropout": ("--dropout", lambda x: 0 <= x < 1, "in [0, 1)"),
    "label_smoothing": ("--label-smoothing", lambda x: 0 <= x < 1, "in [0, 1)"),
    "lr_scale": ("--lr-scale", lambda x: x > 0, "positive"),
    "warmup_steps": ("--warmup", lambda x: x >= 1, "at least 1"),
    "seed": ("--seed", lambda x: x >= 0, "0 or more"),
    "max_tokens": ("--max-tokens", lambda x: x >= 8, "at least 8"),
    "tokens_per_update": ("--tokens-per-update", lambda x: x >= 8, "at least 8"),
    "max_steps": ("--max-steps", lambda x: x >= 1, "at least 1"),
    "max_epochs": ("--max-epochs", lambda x: x >= 0, "0 (no limit) or more"),
    "max_time": ("--max-time", lambda x: x >= 0, "0 (no limit) or more"),
    "patience": ("--patience", lambda x: x >= 0, "0 (off) or more"),
    "validate_every": ("--validate-every", lambda x: x >= 0, "0 (off) or more"),
    "bleu_every": ("--bleu-every", lambda x: x >= 0, "0 (off) or more"),
    "save_every": ("--save-every", lambda x: x >= 0, "0 (off) or more"),
    "save_every_minutes": ("--save-every-minutes", lambda x: x >= 0, "0 (off) or more"),
    "keep_last": ("--keep-last", lambda x: x >= 1, "at least 1"),
    "log_every": ("--log-every", lambda x: x >= 1, "at least 1"),
}


def check_option_ranges(options: dict) -> None:
    """Refuse out-of-range values of the options given (None: not given) in one line."""
    for name, value in options.items():
        rule = _OPTION_RANGES.get(name)
        if value is not None and rule is not None and not rule[1](value):
            raise NmtError(f"{rule[0]} must be {rule[2]}, got {value}")


def _check_same_architecture(preset_name: str, model_overrides: dict, ckpt: dict,
                             where: Path) -> None:
    """Resuming keeps the saved model; refuse a --preset or --pre-norm that says otherwise
    rather than train the old model under the new name."""
    saved = ckpt["model_config"]
    given = model_overrides.get("pre_norm")  # left out: the run's own placement
    wanted = to_dict(override(preset(preset_name).model,
                              pre_norm=saved.get("pre_norm") if given is None else given))
    fields = ("n_layers", "d_model", "d_ff", "n_heads", "pre_norm")
    diff = [f"{f} {saved.get(f)} vs {wanted[f]}" for f in fields if saved.get(f) != wanted[f]]
    if diff:
        raise NmtError(f"{where} holds another model than --preset {preset_name} asks for "
                       f"({', '.join(diff)}); give the run's own --preset to resume it, or "
                       "start over with --no-resume or another --out")


def _configs(preset_name: str, model_overrides: dict, train_overrides: dict, vocab_size: int,
             ckpt: dict | None) -> tuple[ModelConfig, TrainConfig]:
    if ckpt is None:
        p = preset(preset_name)
        mcfg = override(p.model, **model_overrides, vocab_size=vocab_size)
        tcfg = override(p.train, **train_overrides)
    else:
        # Resuming keeps the run's architecture; recipe options given again (say a
        # larger --max-steps) apply on top of the saved recipe.
        mcfg = override(from_dict(ModelConfig, ckpt["model_config"]),
                        dropout=model_overrides.get("dropout"))
        tcfg = override(from_dict(TrainConfig, ckpt["train_config"]), **train_overrides)
    if mcfg.vocab_size != vocab_size:
        raise NmtError(f"checkpoint vocabulary ({mcfg.vocab_size}) differs from the data's ({vocab_size})")
    return mcfg, tcfg


def train_worker(data: Path, preset_name: str, out: Path, resume: bool, model_overrides: dict,
                 train_overrides: dict, use_cuda: bool = False) -> None:
    """Everything one rank does: build, maybe resume, loop, save."""
    from .data import ParallelDataset, load_manifest, load_tokenizer, manifest_sha256

    ctx = distributed.init(use_cuda)
    try:
        _train(ctx, data, preset_name, out, resume, model_overrides, train_overrides,
               load_manifest(data), manifest_sha256(data), load_tokenizer(data),
               ParallelDataset(data, "train"), ParallelDataset(data, "valid"))
    finally:
        distributed.shutdown()


def _train(ctx, data, preset_name, out, resume, model_overrides, train_overrides, manifest,
           manifest_sha, tokenizer, train_ds, valid_ds) -> None:
    run_dir = Path(out)
    last_path = run_dir / LAST
    ckpt = load_resume_checkpoint(run_dir, data, manifest_sha) if resume else None
    agree_on_resume_step(ckpt, ctx)
    mcfg, tcfg = _configs(preset_name, model_overrides, train_overrides, tokenizer.vocab_size, ckpt)
    if ckpt is not None:
        check_same_recipe(ckpt, tcfg, last_path)
        _check_same_architecture(preset_name, model_overrides, ckpt, last_path)
    precision, precision_why = resolve_precision(tcfg.precision, ctx.device)
    accum, budget = update_plan(tcfg.tokens_per_update, tcfg.max_tokens, ctx.world)
    if budget < 8:
        raise NmtError(f"--tokens-per-update {tcfg.tokens_per_update} is too small for "
                       f"{ctx.world} devices")

    seed_everything(tcfg.seed)  # identical initial weights on every rank
    model = Transformer(mcfg).to(ctx.device)
    optimizer = make_optimizer(model, tcfg.adam_betas, tcfg.adam_eps)
    if ctx.device.type == "cpu":
        keep_freed_memory()
    scaler = torch.amp.GradScaler("cuda") if precision == "fp16" else None
    seed_everything(tcfg.seed + 1000 * ctx.rank + 1)  # different dropout masks per rank

    batches, skipped = make_batches(train_ds.src_lengths, train_ds.tgt_lengths, budget, tcfg.seed)
    if not batches:
        raise NmtError(f"no training pair fits the micro-batch budget of {budget} tokens "
                       "(raise --max-tokens or --tokens-per-update)")
    valid_batches, _ = make_batches(valid_ds.src_lengths, valid_ds.tgt_lengths, tcfg.max_tokens, tcfg.seed)
    updates_per_epoch = math.ceil(len(batches) / (accum * ctx.world))

    step, epoch, position, best, bad_validations, elapsed0 = 0, 0, 0, math.inf, 0, 0.0
    notes = []
    if ckpt is not None:
        model.load_state_dict(ckpt["model"])
        optimizer.load_state_dict(ckpt["optimizer"])
        if scaler is not None and ckpt.get("scaler"):
            scaler.load_state_dict(ckpt["scaler"])
        step, epoch = ckpt["step"], ckpt["epoch"]
        position = ckpt["position"]
        best = ckpt.get("best_valid_loss", math.inf)
        bad_validations = ckpt.get("bad_validations", 0)
        elapsed0 = ckpt.get("elapsed_seconds", 0.0)
        rngs = ckpt.get("rng") or []
        if len(rngs) == ctx.world:
            set_rng_state(rngs[ctx.rank], ctx.device)
        else:  # a different world size cannot continue every rank's stream; reseed instead
            seed_everything(tcfg.seed + 1000 * ctx.rank + step)
        old_world = ckpt.get("world_size", ctx.world)
        old_budget = ckpt.get("micro_batch_tokens", tcfg.max_tokens)  # older runs: max_tokens
        if (old_world, old_budget) != (ctx.world, budget):
            position = remap_position(position, ckpt.get("updates_per_epoch"), updates_per_epoch)
            notes.append(f"WARNING: {last_path} was written by {old_world} process(es) with "
                         f"{old_budget}-token micro-batches, this run has {ctx.world} with "
                         f"{budget}: batches, data order and dropout streams differ from an "
                         f"uninterrupted run (resume is not exact); continuing at update "
                         f"{position} of {updates_per_epoch} in epoch {epoch}")
    ddp = distributed.wrap(model, ctx)

    moved = archive_previous_run(run_dir) if ctx.is_main and not resume and run_dir.is_dir() else None
    log = TrainLogger(run_dir, ctx.is_main, tcfg, step, elapsed0)
    if ctx.is_main:
        run_dir.mkdir(parents=True, exist_ok=True)
        (run_dir / "config.json").write_text(json.dumps({
            "preset": preset_name, "data": str(data), "model": to_dict(mcfg), "train": to_dict(tcfg),
            "world_size": ctx.world, "accumulation": accum, "micro_batch_tokens": budget,
            "precision": precision, "budget_tokens_per_update": accum * ctx.world * budget,
            "data_manifest_sha256": manifest_sha, "parameters": model.num_parameters(),
            "torch": torch.__version__,
        }, indent=2) + "\n")
        log.info(f"{'resuming from step ' + str(step) if ckpt else 'starting'}: {preset_name}, "
                 f"{model.num_parameters():,} parameters, vocab {mcfg.vocab_size}, "
                 f"{ctx.world} x {ctx.device.type}, {len(batches)} batches/epoch"
                 + (f" ({skipped} pairs longer than the {budget}-token micro-batch left out)"
                    if skipped else ""))
        if moved is not None:
            log.info(f"--no-resume: starting over; the previous run's checkpoints and metrics "
                     f"were moved to {moved}")
        for note in notes:
            log.info(note)
        log.info(f"tokens per update: {accum} micro-batch(es) x {ctx.world} device(s) x "
                 f"{budget} tokens = up to {accum * ctx.world * budget} "
                 f"(target {tcfg.tokens_per_update})")
        log.info(f"precision: {precision} ({precision_why})")

    def state(full: bool = True) -> dict:
        ck = make_checkpoint(mcfg, model.state_dict(), tokenizer.model_bytes, step=step,
                             epoch=epoch, train_config=tcfg, data_manifest=manifest,
                             data_manifest_sha256=manifest_sha, position=position,
                             best_valid_loss=best, bad_validations=bad_validations,
                             elapsed_seconds=elapsed0 + time.time() - t0, world_size=ctx.world,
                             micro_batch_tokens=budget, updates_per_epoch=updates_per_epoch)
        if full:
            ck["optimizer"] = optimizer.state_dict()
            ck["scaler"] = scaler.state_dict() if scaler is not None else None
        return ck

    def save(numbered: bool = True) -> None:
        """checkpoint_<step>.pt and checkpoint_last.pt; only the latter when not ``numbered``."""
        rng = rng_state(ctx.device)
        rngs = [None] * ctx.world
        if ctx.enabled:
            dist.all_gather_object(rngs, rng)
        else:
            rngs = [rng]
        if ctx.is_main:
            ck = {**state(), "rng": rngs}
            saved = run_dir / f"checkpoint_{step}.pt" if numbered else last_path
            atomic_save(ck, saved)
            if numbered:
                link_or_save(saved, last_path, ck)
                prune_step_checkpoints(run_dir, tcfg.keep_last)
            log.info(f"saved {saved.name}")
        # After an interrupt the other ranks exit next, and a launcher (``--gpus N``'s
        # spawn, torchrun) answers the first exit by stopping every process: rank 0,
        # still writing a big model's checkpoint, would lose it. So all wait for the write.
        distributed.barrier(ctx)

    def validate() -> bool:
        """Returns True when patience is exhausted."""
        nonlocal best, bad_validations
        metrics = evaluate(model, valid_ds, valid_batches, tcfg.label_smoothing, precision, ctx)
        if tcfg.bleu_every and step % tcfg.bleu_every == 0:
            metrics.update(validation_bleu(model, tokenizer, valid_ds, ctx))
        improved = metrics["valid_nll"] < best
        if improved:
            best, bad_validations = metrics["valid_nll"], 0
            if ctx.is_main:
                atomic_save(state(full=False), run_dir / BEST)
        else:
            bad_validations += 1
        log.valid(step, metrics, best=improved)
        return bool(tcfg.patience and bad_validations >= tcfg.patience)

    t0 = time.time()
    last_save_time = time.time()
    saved_at = validated_at = step
    bad_updates = 0
    stop_reason = None
    if tcfg.max_time and elapsed0 >= tcfg.max_time * 60:  # the same on every rank
        stop_reason = f"reached --max-time {tcfg.max_time} minutes"
    with _StopSignal() as stop:
        while stop_reason is None:
            if tcfg.max_epochs and epoch >= tcfg.max_epochs:
                stop_reason = f"reached --max-epochs {tcfg.max_epochs}"
                break
            updates = epoch_updates(batches, epoch, tcfg.seed, accum, ctx.rank, ctx.world)
            while position < len(updates):
                if step >= tcfg.max_steps:
                    stop_reason = f"reached --max-steps {tcfg.max_steps}"
                    break
                micro = [collate(train_ds, idx) for idx in updates[position]]
                lr = inverse_sqrt_lr(step + 1, mcfg.d_model, tcfg.warmup_steps, tcfg.lr_scale)
                try:
                    res = train_step(ddp, optimizer, micro, lr=lr, label_smoothing=tcfg.label_smoothing,
                                     precision=precision, scaler=scaler, clip_norm=tcfg.clip_norm, ctx=ctx)
                except torch.cuda.OutOfMemoryError:
                    # Every rank must stop: skipping here alone would hang the others.
                    raise NmtError(f"out of GPU memory at step {step + 1} on rank {ctx.rank}; "
                                   "lower --max-tokens (accumulation keeps the update size)") from None
                position += 1
                if res.overflow:
                    scale = scaler.get_scale()
                    log.info(f"fp16 gradients overflowed at step {step + 1}: update skipped, "
                             f"loss scale now {scale:g}")
                    if scale < MIN_LOSS_SCALE:
                        raise NmtError(f"fp16 loss scale fell below {MIN_LOSS_SCALE:g}: the "
                                       "gradients overflow even unscaled; use --precision bf16 "
                                       "or fp32, or lower --lr-scale")
                    continue
                if res.finite:
                    step += 1
                    bad_updates = 0
                    log.train(step, res, lr)
                else:
                    bad_updates += 1
                    log.info(f"non-finite loss at step {step + 1}: update skipped on all ranks")
                    if bad_updates >= MAX_BAD_UPDATES:
                        raise NmtError(f"loss was not finite for {bad_updates} updates in a row; "
                                       "lower --lr-scale or use --precision fp32")
                    continue
                elapsed = elapsed0 + time.time() - t0
                # Wall-clock decisions are rank 0's, shared, so every rank acts alike.
                flags = [float(stop.received is not None),
                         float(bool(tcfg.max_time) and elapsed >= tcfg.max_time * 60),
                         float(bool(tcfg.save_every_minutes)
                               and time.time() - last_save_time >= tcfg.save_every_minutes * 60)]
                flags = all_reduce([f if ctx.is_main or i == 0 else 0.0 for i, f in enumerate(flags)],
                                   ctx, dist.ReduceOp.MAX)
                if flags[0]:
                    stop_reason = f"received {stop.received or 'a stop signal on another rank'}"
                elif flags[1]:
                    stop_reason = f"reached --max-time {tcfg.max_time} minutes"
                due = bool(tcfg.validate_every) and step % tcfg.validate_every == 0
                # A run that stops here validates first, so that its last checkpoint holds
                # this validation's best loss and patience count: a resumed run would
                # otherwise compare against a stale best and overwrite checkpoint_best.pt.
                if (due or stop_reason) and not flags[0]:
                    validated_at = step
                    if validate() and not stop_reason:
                        stop_reason = f"no improvement in {tcfg.patience} validations (--patience)"
                scheduled = (tcfg.save_every and step % tcfg.save_every == 0) or flags[2]
                if scheduled or stop_reason:
                    # An interrupt's save is a resume point only: numbered, it would sit among
                    # the evenly spaced checkpoints that `nmt average --last N` takes.
                    save(numbered=bool(scheduled) or not flags[0])
                    saved_at, last_save_time = step, time.time()
                if stop_reason:
                    break
            else:
                epoch, position = epoch + 1, 0
        interrupted = stop_reason.startswith("received")
        if not interrupted and validated_at != step:
            validate()
            saved_at = None  # the checkpoint must carry this validation's result
        if saved_at != step:
            save()
    log.info(f"stopped at step {step}: {stop_reason}; best valid ppl "
             f"{math.exp(min(best, 50.0)):.2f}" if best < math.inf else f"stopped at step {step}: {stop_reason}")
    log.close()
    if interrupted:
        # the first rank to exit makes the launcher stop the rest: rank 0's log goes out first
        distributed.barrier(ctx)
        signum = signal.Signals[stop.received].value if stop.received else signal.SIGTERM.value
        raise NmtError(f"training interrupted ({stop_reason}) at step {step}; "
                       f"{last_path} written, run the same command again to resume",
                       exit_code=128 + signum)
