"""One rank's training run (Section 5.2-5.3): updates, validation, checkpoints, resume.

``Trainer`` owns the model, its optimizer, the batches and a ``RunState``; the update
itself is ``step.train_step``, and when to stop is ``stopping``'s. Every method that
takes part in a collective (an update, a validation, a save, the per-update
decisions) is called by every rank in the same order, so no rank waits alone.
"""

from __future__ import annotations

import json
import math
import signal
import time
from dataclasses import replace
from pathlib import Path

import torch
import torch.distributed as dist

from ..checkpoint import BEST, LAST, atomic_save, make_checkpoint, prune_step_checkpoints
from ..config import ModelConfig, TrainConfig, to_dict
from ..data.batches import Batch, make_batches, update_plan
from ..data.dataset import PreparedData
from ..device import keep_freed_memory, resolve_precision
from ..errors import NmtError
from ..model import Transformer
from ..progress import TrainLogger, fmt_time
from . import distributed
from .distributed import DistContext
from .feed import UpdateFeed
from .ema import WeightEma
from .finetune import Parent, start_note
from .rng import rng_state, seed_everything, set_rng_state
from .rundir import (archive_previous_run, link_or_save, remap_position,
                     remove_partial_saves)
from .runstate import METRIC_NAMES, RunState
from .schedule import cooldown_factor, inverse_sqrt_lr, run_progress
from .restrict import restrict_output
from .speed import SpeedOptions, apply_process_settings, prepare_model
from .step import UpdateSettings, make_optimizer, out_of_memory, train_step
from .stopping import (BadUpdates, ClockDecisions, Stop, StopReason, StopSignal,
                       TrainingClock)
from .validation import evaluate, require_raw_text, validation_bleu, validation_notes

MIN_LOSS_SCALE = 1e-4  # fp16: below this the gradients overflow whatever the scale (fairseq's floor)


class Trainer:
    """Trains one rank's share of a run: build, maybe ``resume``, ``open_run_dir``, ``run``.

    Args:
        ctx: this process's place in the run.
        data: the prepared data.
        mcfg, tcfg: the model and the recipe, resolved (a resumed run's own).
        run_dir: where checkpoints, config.json and metrics.jsonl go.
        ckpt: a checkpoint to resume from (``rundir.load_resume_checkpoint``), or None.
        parent: for a new run, the checkpoint whose weights it starts from (``finetune``).
        keep_optimizer: with ``parent``, its Adam state too.
    Raises:
        NmtError: a budget too small for the devices, or one that no training pair fits.
    """

    def __init__(self, ctx: DistContext, data: PreparedData, mcfg: ModelConfig,
                 tcfg: TrainConfig, run_dir: Path, ckpt: dict | None = None,
                 parent: Parent | None = None, keep_optimizer: bool = False):
        self.ctx, self.data, self.mcfg, self.tcfg = ctx, data, mcfg, tcfg
        self.run_dir = Path(run_dir)
        self.precision, self.precision_why = resolve_precision(tcfg.precision, ctx.device)
        self.accum, self.budget = update_plan(tcfg.tokens_per_update, tcfg.max_tokens, ctx.world)
        if self.budget < 8:
            raise NmtError(f"--tokens-per-update {tcfg.tokens_per_update} is too small for "
                           f"{ctx.world} devices")

        self.speed = SpeedOptions.from_env()
        apply_process_settings(self.speed)
        seed_everything(tcfg.seed)  # identical initial weights on every rank
        self.model = prepare_model(Transformer(mcfg).to(ctx.device), self.speed)
        self.optimizer = make_optimizer(self.model, tcfg.adam_betas, tcfg.adam_eps,
                                        fused=self.speed.adam == "fused")
        # where the run started: the parent's lineage, kept in every checkpoint it writes
        self.parents = parent.lineage if parent is not None else (ckpt or {}).get("parents", [])
        if parent is not None:
            self.model.load_state_dict(parent.ckpt["model"])
            if keep_optimizer:
                self.optimizer.load_state_dict(parent.ckpt["optimizer"])
        self.notes = []
        if mcfg.restrict_output and ckpt is None:  # a resumed run's is in its weights
            self.notes.append(restrict_output(self.model.generator, data, parent is not None))
        self.kept_optimizer = parent is not None and keep_optimizer
        if ctx.device.type == "cpu":
            keep_freed_memory()
        self.scaler = torch.amp.GradScaler(ctx.device.type) if self.precision == "fp16" else None
        seed_everything(tcfg.seed + 1000 * ctx.rank + 1)  # different dropout masks per rank

        if tcfg.best_metric != "loss":  # before the first update, not at the first validation
            require_raw_text(data.valid, f"--best-metric {tcfg.best_metric}")
        self.feed = UpdateFeed(data, tcfg, self.budget, self.accum, ctx, self.speed)
        self.feed.cut(ckpt["epoch"] if ckpt is not None else 0)
        self.valid_batches, _ = make_batches(data.valid.src_lengths, data.valid.tgt_lengths,
                                             tcfg.max_tokens, tcfg.seed)
        self.state = RunState(world_size=ctx.world, micro_batch_tokens=self.budget,
                              updates_per_epoch=self.feed.updates_per_epoch())
        self.resumed = ckpt is not None
        self.notes += self.resume(ckpt) if ckpt is not None else []  # logged by open_run_dir
        self.ema = WeightEma.begin(self.model, tcfg.ema, ckpt)
        switched = self.state.select_by(tcfg.best_metric)
        self.notes += [switched] if switched else []
        self.ddp = distributed.wrap(self.model, ctx)
        self.log: TrainLogger | None = None
        # The run's clocks, and the last steps validated and saved (run resets them).
        self.clock = TrainingClock(self.state.elapsed_seconds, self.state.train_seconds)
        self.last_save_time = time.time()
        self.validated_at: int | None = None
        self.saved_at: int | None = None
        self.bad_updates = BadUpdates()
        # The run's time on --clock as every rank agreed on it after the last update
        # (``--cooldown`` reads it); a resumed run starts from its checkpoint's.
        self.agreed_elapsed = self.clock.seconds(tcfg.clock)

    def resume(self, ckpt: dict) -> list[str]:
        """Continue from ``ckpt``: weights, optimizer, loss scale, progress and RNG streams.

        Returns:
            Warnings for the log: the batches are cut otherwise than when it was saved.
        """
        ctx, tcfg = self.ctx, self.tcfg
        self.model.load_state_dict(ckpt["model"])
        self.optimizer.load_state_dict(ckpt["optimizer"])
        if self.scaler is not None and ckpt.get("scaler"):
            self.scaler.load_state_dict(ckpt["scaler"])
        saved = RunState.from_checkpoint(ckpt)
        if len(saved.rng) == ctx.world:
            set_rng_state(saved.rng[ctx.rank], ctx.device)
        else:  # a different world size cannot continue every rank's stream; reseed instead
            seed_everything(tcfg.seed + 1000 * ctx.rank + saved.step)
        old_world = ctx.world if saved.world_size is None else saved.world_size
        # runs from before micro_batch_tokens was saved cut their batches at max_tokens
        old_budget = (tcfg.max_tokens if saved.micro_batch_tokens is None
                      else saved.micro_batch_tokens)
        position, notes = saved.position, []
        new = self.state
        if (old_world, old_budget) != (ctx.world, self.budget):
            position = remap_position(position, saved.updates_per_epoch, new.updates_per_epoch)
            notes.append(f"WARNING: {self.run_dir / LAST} was written by {old_world} "
                         f"process(es) with {old_budget}-token micro-batches, this run has "
                         f"{ctx.world} with {self.budget}: batches, data order and dropout "
                         f"streams differ from an uninterrupted run (resume is not exact); "
                         f"continuing at update {position} of {new.updates_per_epoch} in "
                         f"epoch {saved.epoch}")
        self.state = replace(saved, position=position, world_size=new.world_size,
                             micro_batch_tokens=new.micro_batch_tokens,
                             updates_per_epoch=new.updates_per_epoch)
        return notes

    # ------------------------------------------------------------------ the run directory

    def open_run_dir(self, preset_name: str, start_over: bool) -> None:
        """Set an earlier run aside (``start_over``), open the log, write config.json."""
        ctx, run_dir = self.ctx, self.run_dir
        moved = (archive_previous_run(run_dir) if ctx.is_main and start_over and run_dir.is_dir()
                 else None)
        partial = remove_partial_saves(run_dir) if ctx.is_main and run_dir.is_dir() else []
        self.log = TrainLogger(run_dir, ctx.is_main, self.tcfg, self.state.step,
                               clock=self.clock)
        if not ctx.is_main:
            return
        run_dir.mkdir(parents=True, exist_ok=True)
        tokens = self.accum * ctx.world * self.budget
        (run_dir / "config.json").write_text(json.dumps({
            "preset": preset_name, "data": str(self.data.path), "model": to_dict(self.mcfg),
            "train": to_dict(self.tcfg), "world_size": ctx.world, "accumulation": self.accum,
            "micro_batch_tokens": self.budget, "precision": self.precision,
            "budget_tokens_per_update": tokens,
            "data_manifest_sha256": self.data.manifest_sha256,
            "parameters": self.model.num_parameters(), "torch": torch.__version__,
            "init_from": self.parents[0] if self.parents else None,
        }, indent=2) + "\n")
        log = self.log
        log.info(f"{'resuming from step ' + str(self.state.step) if self.resumed else 'starting'}"
                 f": {preset_name}, {self.model.num_parameters():,} parameters, vocab "
                 f"{self.mcfg.vocab_size}, {ctx.world} x {ctx.device.type}, "
                 f"{len(self.feed.batches)} batches/epoch"
                 + (f" ({self.feed.skipped} pairs longer than the {self.budget}-token "
                    "micro-batch left out)" if self.feed.skipped else ""))
        if partial:
            log.info(f"removed the partial file(s) of a save that was cut short: "
                     f"{', '.join(partial)}")
        if moved is not None:
            log.info(f"--no-resume: starting over; the previous run's checkpoints and metrics "
                     f"were moved to {moved}")
        if self.parents and not self.resumed:
            log.info(start_note(self.parents[0], self.tcfg, self.mcfg.d_model, self.kept_optimizer))
        if self.speed.names():
            log.info(f"speed switches ({SpeedOptions.__module__}): {self.speed.names()}")
        if self.feed.sampled is not None:
            log.info(f"--subword-alpha {self.tcfg.subword_alpha}: each epoch trains on a new "
                     "sampled segmentation; validation keeps the deterministic one")
        for note in self.notes + validation_notes(self.tcfg, len(self.data.valid)):
            log.info(note)
        log.info(f"tokens per update: {self.accum} micro-batch(es) x {ctx.world} device(s) x "
                 f"{self.budget} tokens = up to {tokens} (target {self.tcfg.tokens_per_update})")
        log.info(f"precision: {self.precision} ({self.precision_why})")

    # ------------------------------------------------------------------ the loop

    def run(self) -> None:
        """Train until a stop; then validate and save whatever the last save did not hold.

        Raises:
            NmtError: out of memory, losses that stay non-finite, an fp16 loss scale
                beyond rescue, or an interrupt (after its checkpoint, with exit code
                128 + the signal).
        """
        tcfg, state = self.tcfg, self.state
        self.clock.restart()
        self.log.begin()
        self.last_save_time = time.time()
        # a resumed run's checkpoint is this step's save; a new one has saved nothing yet
        self.saved_at = self.validated_at = state.step if self.resumed else None
        self.bad_updates = BadUpdates()
        stop = None
        # the checkpoint's time, the same on every rank
        if tcfg.max_time and self.clock.seconds(tcfg.clock) >= tcfg.max_time * 60:
            stop = Stop.because(StopReason.MAX_TIME, tcfg)
        # however the run ends, the process sampling segmentations ends with it
        with StopSignal() as signals, self.feed:
            if stop is None:
                stop = self._train_until_stop(signals)
            interrupted = stop.reason is StopReason.SIGNAL
            if not interrupted and self.validated_at != state.step:
                self.validate()
                self.saved_at = None  # the checkpoint must carry this validation's result
            if self.saved_at != state.step:
                self.save()
        self._finish(stop, signals.received)

    def _train_until_stop(self, signals: StopSignal) -> Stop:
        state, tcfg = self.state, self.tcfg
        while not (tcfg.max_epochs and state.epoch >= tcfg.max_epochs):
            updates = self.feed.updates(state.epoch)
            state.updates_per_epoch = self.feed.updates_per_epoch()
            while state.position < len(updates):
                if state.step >= tcfg.max_steps:
                    return Stop.because(StopReason.MAX_STEPS, tcfg)
                if self.train_step(self.feed.micro_batches(state.epoch, updates, state.position)):
                    stop = self._after_step(signals)
                    if stop is not None:
                        return stop
            state.epoch, state.position = state.epoch + 1, 0
        return Stop.because(StopReason.MAX_EPOCHS, tcfg)

    def train_step(self, micro: list[Batch]) -> bool:
        """One update (``step.train_step``) on this rank's micro-batches, then its bookkeeping.

        Args:
            micro: this rank's micro-batches of the update (``feed.UpdateFeed``).
        Returns:
            Whether it counted as a step. An fp16 overflow or a non-finite loss skips
            the update on every rank: the epoch moves on, the step and schedule do not
            (with ``lazy_loss`` the step counts: it is known skipped only when logged).
        Raises:
            NmtError: out of memory, an fp16 loss scale below ``MIN_LOSS_SCALE``, or
                ``stopping.MAX_BAD_UPDATES`` non-finite losses in a row.
        """
        state, tcfg, ctx = self.state, self.tcfg, self.ctx
        lr = self.learning_rate(state.step + 1)
        settings = UpdateSettings(tcfg.label_smoothing, self.precision, tcfg.clip_norm,
                                  lazy=self.speed.lazy_loss and self.scaler is None)
        # Every rank must stop: skipping here alone would hang the others.
        with self.out_of_memory(f"at step {state.step + 1}"):
            res = train_step(self.ddp, self.optimizer, micro, lr=lr, settings=settings,
                             scaler=self.scaler, ctx=ctx)
        state.position += 1
        if res.overflow:
            scale = self.scaler.get_scale()
            self.log.info(f"fp16 gradients overflowed at step {state.step + 1}: update skipped, "
                          f"loss scale now {scale:g}")
            if scale < MIN_LOSS_SCALE:
                raise NmtError(f"fp16 loss scale fell below {MIN_LOSS_SCALE:g}: the gradients "
                               "overflow even unscaled; use --precision bf16 or fp32, or lower "
                               "--lr-scale")
            return False
        if not res.finite:
            self.log.info(f"non-finite loss at step {state.step + 1}: update skipped on all ranks")
            self.bad_updates.add(1, 1)
            return False
        state.step += 1
        if self.ema is not None:
            self.ema.update(state.step)
        if res.bad is None:
            self.bad_updates.add(0, 1)
        else:  # lazy_loss: read where the log reads the loss, the host waiting anyway
            skipped = self.bad_updates.add_lazily(res.bad, read=self.log.due(state.step))
            if skipped:
                self.log.info(f"{skipped} update(s) up to step {state.step} had a non-finite "
                              "loss and were skipped on the device (counted as steps under "
                              "NMT_TRAIN_SPEED=lazy_loss)")
        self.log.train(state.step, res, lr)
        return True

    def out_of_memory(self, when: str):
        """``step.out_of_memory`` for this rank and its micro-batches."""
        return out_of_memory(when, self.ctx, self.budget, self.tcfg)

    def learning_rate(self, step: int) -> float:
        """Update ``step``'s rate: the paper's schedule, times the ``--cooldown`` factor,
        which reads the run's time on ``--clock`` as of the last ``ClockDecisions`` (rank
        0's clock, so every rank sets the same rate, and the one ``--max-time`` reads)."""
        tcfg = self.tcfg
        lr = inverse_sqrt_lr(step, self.mcfg.d_model, tcfg.warmup_steps, tcfg.lr_scale)
        if tcfg.cooldown:
            lr *= cooldown_factor(run_progress(step, tcfg.max_steps, self.agreed_elapsed,
                                               tcfg.max_time), tcfg.cooldown)
        return lr

    def _after_step(self, signals: StopSignal) -> Stop | None:
        """Validate and save when due; returns why to stop, if it is time to."""
        tcfg, step = self.tcfg, self.state.step
        seconds = self.clock.seconds(tcfg.clock)
        clock = ClockDecisions.agreed(
            signalled=signals.received is not None,
            out_of_time=bool(tcfg.max_time) and seconds >= tcfg.max_time * 60,
            save_due=(bool(tcfg.save_every_minutes)
                      and time.time() - self.last_save_time >= tcfg.save_every_minutes * 60),
            elapsed=seconds, ctx=self.ctx)
        self.agreed_elapsed = clock.elapsed
        stop = None
        if clock.signalled:
            stop = Stop.because(StopReason.SIGNAL, tcfg, signals.received)
        elif clock.out_of_time:
            stop = Stop.because(StopReason.MAX_TIME, tcfg)
        due = bool(tcfg.validate_every) and step % tcfg.validate_every == 0
        # A run that stops here validates first, so that its last checkpoint holds
        # this validation's best loss and patience count: a resumed run would
        # otherwise compare against a stale best and overwrite checkpoint_best.pt.
        if (due or stop is not None) and not clock.signalled:
            self.validated_at = step
            if self.validate() and stop is None:
                stop = Stop.because(StopReason.PATIENCE, tcfg)
        scheduled = bool(tcfg.save_every and step % tcfg.save_every == 0) or clock.save_due
        if scheduled or stop is not None:
            # An interrupt's save is a resume point only: numbered, it would sit among
            # the evenly spaced checkpoints that `nmt average --last N` takes.
            self.save(numbered=scheduled or not clock.signalled)
            self.saved_at, self.last_save_time = step, time.time()
        return stop

    def _finish(self, stop: Stop, signal_name: str | None) -> None:
        """The last log line; an interrupted run then fails as a shell reports a signal."""
        state, log = self.state, self.log
        best, metric = state.best_valid_loss, state.best_metric
        wall, trained = self.clock.now()
        log.info(f"stopped at step {state.step}: {stop.text}"
                 + (f"; best valid ppl {math.exp(min(best, 50.0)):.2f}" if best < math.inf else "")
                 + (f"; best valid {METRIC_NAMES[metric]} {state.best_metric_value:.2f}"
                    if metric != "loss" and state.best_metric_value is not None else "")
                 + f"; trained {fmt_time(trained)} of {fmt_time(wall)} (the rest: validation "
                 "and saves)")
        log.close()
        if stop.reason is StopReason.SIGNAL:
            # the first rank to exit makes the launcher stop the rest: rank 0's log goes out first
            distributed.barrier(self.ctx)
            signum = signal.Signals[signal_name].value if signal_name else signal.SIGTERM.value
            raise NmtError(f"training interrupted ({stop.text}) at step {state.step}; "
                           f"{self.run_dir / LAST} written, run the same command again to "
                           "resume", exit_code=128 + signum)

    # ------------------------------------------------------------------ validation, checkpoints

    def validate(self) -> bool:
        """Loss (and BLEU and chrF when due) on the dev set, off the training clock;
        checkpoint_best.pt when ``--best-metric`` improved.

        Returns:
            Whether ``--patience`` validations in a row have not improved it.
        """
        ctx, tcfg, state = self.ctx, self.tcfg, self.state
        with self.clock.paused():
            began = time.time()
            with self.out_of_memory(f"validating at step {state.step}"):
                metrics = evaluate(self.model, self.data.valid, self.valid_batches,
                                   tcfg.label_smoothing, self.precision, ctx)
                # the metric that chooses the best is measured at every validation
                if tcfg.best_metric != "loss" or (tcfg.bleu_every
                                                  and state.step % tcfg.bleu_every == 0):
                    metrics.update(validation_bleu(self.model, self.data.tokenizer,
                                                   self.data.valid, ctx, tcfg.bleu_sample))
            metrics["valid_s"] = time.time() - began
            improved = state.validated(metrics, tcfg.best_metric)
            if improved and ctx.is_main:
                atomic_save(self.checkpoint(resumable=False), self.run_dir / BEST)
            self.log.valid(state.step, metrics, best=improved)
        return bool(tcfg.patience and state.bad_validations >= tcfg.patience)

    def checkpoint(self, resumable: bool = True) -> dict:
        """The run as of now: weights, recipe, data and tokenizer, ``RunState`` entries.

        Args:
            resumable: with the optimizer, loss scale and RNG states (not for
                checkpoint_best.pt, which ``nmt translate`` and ``nmt average`` read).
        """
        wall, trained = self.clock.now()
        now = replace(self.state, elapsed_seconds=wall, train_seconds=trained)
        optimizer = self.optimizer.state_dict() if resumable else None
        scaler = self.scaler.state_dict() if resumable and self.scaler is not None else None
        extra = {"parents": self.parents} if self.parents else {}
        if resumable and self.ema is not None:
            extra["ema"] = self.ema.state_dict()
        return make_checkpoint(self.mcfg, self.model.state_dict(), self.data.tokenizer.model_bytes,
                               train_config=self.tcfg, data_manifest=self.data.manifest,
                               data_manifest_sha256=self.data.manifest_sha256,
                               **now.to_checkpoint(optimizer, scaler), **extra)

    def save(self, numbered: bool = True) -> None:
        """checkpoint_<step>.pt and checkpoint_last.pt; only the latter when not ``numbered``.

        Collective: every rank's RNG state goes into rank 0's file.
        """
        ctx = self.ctx
        with self.clock.paused():
            rng = rng_state(ctx.device)
            rngs = [None] * ctx.world
            if ctx.enabled:
                dist.all_gather_object(rngs, rng)
            else:
                rngs = [rng]
            self.state.rng = rngs
            if ctx.is_main:
                ck = self.checkpoint()
                last = self.run_dir / LAST
                saved = self.run_dir / f"checkpoint_{self.state.step}.pt" if numbered else last
                atomic_save(ck, saved)
                if numbered:
                    link_or_save(saved, last, ck)
                    prune_step_checkpoints(self.run_dir, self.tcfg.keep_last)
                ema = [self.ema.save(ck, self.run_dir).name] if self.ema is not None else []
                self.log.info(f"saved {', '.join([saved.name, *ema])}")
            # After an interrupt the other ranks exit next, and a launcher (``--gpus N``'s
            # spawn, torchrun) answers the first exit by stopping every process: rank 0,
            # still writing a big model's checkpoint, would lose it. So all wait for the write.
            distributed.barrier(ctx)

