"""One optimizer update (Section 5.3): forward, loss and backward over the update's
micro-batches, then Adam.

The loss of an update is summed over its tokens and divided by the target tokens of the
whole update across ranks, so 1 device x 2 micro-batches and 2 devices x 1 micro-batch
produce the same gradient (``data.batches.update_plan`` derives the accumulation).
"""

from __future__ import annotations

import math
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass

import torch
import torch.distributed as dist
from torch import nn

from ..data.batches import Batch
from ..device import autocast
from ..errors import NmtError
from ..model import kernels
from .adam import Adam
from .distributed import DistContext, all_reduce
from .loss import sequence_loss
from .schedule import set_lr


@dataclass
class StepResult:
    """Sums over one update, across all ranks.

    With ``UpdateSettings.lazy`` the sums stay on the device (0-d tensors, read when they
    are logged), ``finite`` is True, and ``bad`` holds how many ranks' losses were not
    finite (the update was then skipped on the device)."""

    loss_sum: float | torch.Tensor
    nll_sum: float | torch.Tensor
    ntokens: int
    finite: bool
    # fp16 only: the gradients overflowed, so GradScaler skipped the update (and halved
    # its scale). Not an update: like fairseq, the step count and schedule do not move.
    overflow: bool = False
    bad: torch.Tensor | None = None


@dataclass(frozen=True)
class UpdateSettings:
    """The recipe's settings of every update: the loss's label smoothing (epsilon), the
    resolved precision ("fp32", "bf16" or "fp16", not "auto"), the gradient norm
    clipped to (0 = off), and ``lazy``: leave the loss on the device (no host
    synchronisation in the update; ``speed``'s ``lazy_loss``, fused Adam, no GradScaler)."""

    label_smoothing: float
    precision: str = "fp32"
    clip_norm: float = 0.0
    lazy: bool = False


def train_step(model: nn.Module, optimizer: Adam, micro_batches: list[Batch],
               *, lr: float, settings: UpdateSettings, scaler: torch.amp.GradScaler | None = None,
               ctx: DistContext | None = None) -> StepResult:
    """One optimizer update: forward + loss + backward over every micro-batch, then Adam.

    Args:
        model: a ``Transformer``, or a DDP wrapper around one.
        optimizer: its optimizer; ``lr`` is set on it before stepping.
        micro_batches: this rank's batches for the update (src [B, S], tgt [B, T]).
        lr: learning rate for this update.
        settings: label smoothing, precision and gradient clipping.
        scaler: a GradScaler for fp16, else None.
        ctx: the distributed context (None = single process).
    Returns:
        Summed loss, NLL and target tokens over the update, across ranks, and
        whether the loss was finite on every rank (if not, no update was made), and
        whether fp16's gradients overflowed (no update either).
    """
    world = ctx.world if ctx is not None else 1
    # The normaliser is known before any forward pass: the update's target tokens on all ranks.
    total_tokens = all_reduce([float(sum(b.ntokens for b in micro_batches))], ctx)[0]
    model.train()
    optimizer.zero_grad(set_to_none=True)
    # DDP averages gradients over ranks; multiplying by world turns that into a sum.
    sums = _backward(model, micro_batches, world / max(total_tokens, 1.0), settings, scaler)
    if settings.lazy and scaler is None:
        return _lazy_step(model, optimizer, sums, int(total_tokens), lr, settings.clip_norm, ctx)
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
    overflow = _step(model, optimizer, scaler, settings.clip_norm)
    return StepResult(loss_sum, nll_sum, int(total_tokens), True, overflow=overflow)


def _lazy_step(model: nn.Module, optimizer: Adam, sums: torch.Tensor,
               ntokens: int, lr: float, clip_norm: float, ctx: DistContext | None) -> StepResult:
    """The update without reading anything back: a non-finite loss on any rank makes fused
    Adam skip it on the device (its ``found_inf``, as GradScaler uses it: no weight and no
    Adam step count moves)."""
    sums = torch.cat([sums, (~torch.isfinite(sums[:1])).to(sums.dtype)])
    if ctx is not None and ctx.enabled:
        dist.all_reduce(sums)  # queued on the device's stream; no host wait
    set_lr(optimizer, lr)
    optimizer.found_inf = (sums[2] > 0).float()
    try:
        if clip_norm > 0:
            nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
        optimizer.step()
    finally:
        del optimizer.found_inf
    return StepResult(sums[0], sums[1], ntokens, True, bad=sums[2])


def _backward(model: nn.Module, micro_batches: list[Batch], scale: float,
              settings: UpdateSettings, scaler: torch.amp.GradScaler | None) -> torch.Tensor:
    """Forward, loss and backward of every micro-batch, gradients accumulated; DDP
    all-reduces them with the last one only. Returns this rank's summed loss and NLL,
    float64 on the device."""
    device = next(model.parameters()).device
    pad_id = (model.module if hasattr(model, "module") else model).cfg.pad_id
    # Summed on the device and read once: an .item() per micro-batch would make the CPU
    # wait for the GPU before it can queue the next micro-batch's work.
    sums = torch.zeros(2, dtype=torch.float64, device=device)
    with kernels.attention_backends():  # once for the update, not per micro-batch
        for i, batch in enumerate(micro_batches):
            batch = batch.to(device)
            last = i == len(micro_batches) - 1
            sync = model.no_sync() if (hasattr(model, "no_sync") and not last) else nullcontext()
            with sync:
                with autocast(device, settings.precision):
                    loss, nll, _ = sequence_loss(model, batch.src, batch.tgt_in, batch.tgt_out,
                                                 settings.label_smoothing, pad_id)
                scaled = loss * scale
                (scaler.scale(scaled) if scaler is not None else scaled).backward()
            sums += torch.stack([loss.detach(), nll.detach()]).double()
    return sums


def _step(model: nn.Module, optimizer: Adam,
          scaler: torch.amp.GradScaler | None, clip_norm: float) -> bool:
    """Clip and step; returns whether fp16's gradients overflowed, so nothing moved."""
    if scaler is None:
        if clip_norm > 0:
            nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
        optimizer.step()
        return False
    scale_before = scaler.get_scale()
    if clip_norm > 0:
        scaler.unscale_(optimizer)
        nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
    scaler.step(optimizer)
    scaler.update()
    # update() lowers the scale only when it found inf/NaN gradients, and then step()
    # left the weights alone. DDP gave every rank the same gradients: all agree.
    return scaler.get_scale() < scale_before


def make_optimizer(model: nn.Module, betas: tuple[float, float], eps: float,
                   fused: bool = True) -> Adam:
    """Adam (Section 5.3) with the learning rate set per update by ``set_lr``.

    The fused kernel updates every parameter in one pass instead of a chain of
    element-wise ops per tensor: Adam's step took 11 -> 4.6 ms for the `small`
    model on 2 CPU cores; CUDA has a fused kernel too. ``fused=False``: the
    multi-tensor (foreach) path, ``speed``'s ``adam=foreach``, for measuring.
    """
    return Adam(model.parameters(), betas=betas, eps=eps, fused=fused)


@contextmanager
def out_of_memory(when: str, ctx: DistContext, budget: int, tcfg):
    """An out-of-memory error inside, as one line that names the fix: --max-tokens.

    Args:
        when: where it happened, for the message ("at step 12").
        budget: this rank's micro-batch tokens; tcfg: the run's ``TrainConfig``.
    """
    try:
        yield
    except RuntimeError as e:
        gpu = isinstance(e, torch.OutOfMemoryError)
        if not gpu and "can't allocate memory" not in str(e):
            raise
        rank = f" on rank {ctx.rank}" if ctx.enabled else ""
        raise NmtError(f"out of {'GPU' if gpu else 'CPU'} memory {when}{rank} with "
                       f"micro-batches of {budget} tokens: lower --max-tokens (now "
                       f"{tcfg.max_tokens}); gradient accumulation keeps the update "
                       f"at --tokens-per-update {tcfg.tokens_per_update}") from None
