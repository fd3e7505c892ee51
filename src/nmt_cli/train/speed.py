"""The GPU's speed candidates for a training update, each behind a switch of its own, so that
each is measured alone on a GPU and made the default only where it pays.

They are read from ``NMT_TRAIN_SPEED``, a comma-separated list (``SpeedOptions.parse``):

    NMT_TRAIN_SPEED=compile,pad=8,prefetch,lazy_loss nmt train ...

| switch | what it does | off (today's path) |
|---|---|---|
| ``compile`` / ``compile=static`` | ``torch.compile`` of every encoder and decoder layer (layer norm, residual, dropout, bias and ReLU fused), shapes symbolic / one graph per shape | eager layers |
| ``compile_backend=B`` | the compiler (``inductor``; ``aot_eager`` checks the capture without code generation) | |
| ``pad=M`` | source and target lengths padded to a multiple of M (8, 64): shapes repeat, products align | lengths as cut |
| ``prefetch`` | the next update collated in a thread (into pinned memory on CUDA) while this one runs | collated in turn |
| ``lazy_loss`` | the loss read on the host only when logged (every ``--log-every``), not after every update; a non-finite update is skipped on the device (fused Adam's ``found_inf``) and counted as a step | read after every update |
| ``adam=foreach`` | Adam's multi-tensor path instead of the fused kernel | ``adam=fused`` |
| ``chunk=N`` | rows per chunk of the fused loss on a GPU (``loss.CHUNK_ROWS_GPU``) | 4,096 |
| ``matmul=tf32`` / ``matmul=exact`` | ``torch.backends.cuda.matmul``: TF32 for fp32 products / no reduced-precision reductions in bf16 and fp16 products | PyTorch's defaults |
| ``bf16_weights`` | weights and Adam's state in bf16, no fp32 master copy (the products in bf16 as under autocast) | fp32 weights, bf16 autocast |

Each has a CPU test that the loss and the weights are unchanged, within a stated tolerance,
with and without it (tests/unit/test_speed_switches.py; under ``NMT_GPU_PATHS=1`` where the
switch is a GPU path). The run that measures them on a GPU, one by one, is prepared in
benchmarks/gpu/README.md ("The training speed switches"). Its first run (one H200,
2026-11-28, docs/TRAINING.md) found no switch faster than the run-to-run spread, and
``bf16_weights`` raising the loss: every switch stays off.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields, replace

import torch
import torch.nn.functional as F
from torch import nn

from ..config import PAD_ID
from ..data.batches import Batch
from ..errors import NmtError
from ..model import kernels
from . import loss

ENV = "NMT_TRAIN_SPEED"


@dataclass(frozen=True)
class SpeedOptions:
    """The switches above; the defaults are today's path."""

    compile: str = ""  # "", "dynamic" or "static"
    compile_backend: str = "inductor"
    pad: int = 1
    prefetch: bool = False
    lazy_loss: bool = False
    adam: str = "fused"  # fused | foreach
    chunk: int = 0  # 0: loss.CHUNK_ROWS_GPU as it is
    matmul: str = ""  # "", "tf32" or "exact"
    bf16_weights: bool = False

    @classmethod
    def parse(cls, text: str) -> SpeedOptions:
        """``"compile,pad=8,prefetch"`` -> the options (names as the fields, ``compile`` alone
        meaning ``compile=dynamic``).

        Raises:
            NmtError: an unknown switch, a bad value, or switches that do not combine.
        """
        known = {f.name: f for f in fields(cls)}
        opts = cls()
        for item in filter(None, (x.strip() for x in text.split(","))):
            name, eq, value = item.partition("=")
            if name not in known:
                raise NmtError(f"{ENV}: unknown switch {name!r} (known: {', '.join(known)})")
            default = getattr(cls(), name)
            try:
                if isinstance(default, bool):
                    parsed = value.lower() not in ("0", "false", "no", "off") if eq else True
                elif isinstance(default, int):
                    parsed = int(value)
                else:
                    parsed = value if eq else "dynamic"
            except ValueError:
                raise NmtError(f"{ENV}: {name} takes a whole number, got {value!r}") from None
            opts = replace(opts, **{name: parsed})
        opts.check()
        return opts

    @classmethod
    def from_env(cls, env=os.environ) -> SpeedOptions:
        """The options ``NMT_TRAIN_SPEED`` asks for (none: today's path)."""
        return cls.parse(env.get(ENV, ""))

    def check(self) -> None:
        rules = ((self.compile in ("", "dynamic", "static"), "compile is dynamic or static"),
                 (self.adam in ("fused", "foreach"), "adam is fused or foreach"),
                 (self.matmul in ("", "tf32", "exact"), "matmul is tf32 or exact"),
                 (self.pad >= 1 and self.chunk >= 0, "pad is 1 or more, chunk 0 or more"),
                 (not (self.lazy_loss and self.adam != "fused"),
                  "lazy_loss skips bad updates inside fused Adam: it needs adam=fused"))
        for ok, rule in rules:
            if not ok:
                raise NmtError(f"{ENV}: {rule}")

    def names(self) -> str:
        """The switches that differ from today's path, as ``NMT_TRAIN_SPEED`` spells them."""
        base = SpeedOptions()
        on = [f.name if getattr(self, f.name) is True else f"{f.name}={getattr(self, f.name)}"
              for f in fields(self) if getattr(self, f.name) != getattr(base, f.name)]
        return ",".join(on)


def apply_process_settings(opts: SpeedOptions) -> None:
    """The switches that are process-wide settings: the loss's GPU chunk, the products'
    precision. ``nmt train`` is the only user of its process, so they are set, not scoped."""
    if opts.chunk:
        loss.CHUNK_ROWS_GPU = opts.chunk
    if opts.matmul == "tf32":
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
    elif opts.matmul == "exact":
        torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = False
        torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = False
    if opts.compile == "static":
        # one graph per shape: a run sees a few dozen padded shapes (``pad``) per layer
        torch._dynamo.config.cache_size_limit = max(torch._dynamo.config.cache_size_limit, 256)
        torch._dynamo.config.automatic_dynamic_shapes = False


def prepare_model(model: nn.Module, opts: SpeedOptions) -> nn.Module:
    """The model as the switches want it, before its optimizer is made: its weights in
    bf16, its layers compiled for training (``compile_layers``)."""
    if opts.bf16_weights:
        model.to(torch.bfloat16)
    if opts.compile:
        compile_layers(model, opts)
    return model


def compile_layers(model: nn.Module, opts: SpeedOptions) -> None:
    """``torch.compile`` every encoder and decoder layer's forward, taken in training only:
    validation and decoding (a cache that grows a position per step, a shape per step) run
    the eager layers. Parameter names, and so checkpoints, are unchanged.

    Two questions the layers ask at every attention are taken as constants inside compiled
    code (``torch.compiler.assume_constant_result``: answered when traced; eager code still
    asks), since dynamo cannot read them and would split every layer's graph there:
    whether ``nmt attention``'s recorder is open (a context variable; a training process
    never records), and whether cuDNN's SDPA backend is on (a training update turns it off
    once for all its layers, ``kernels.attention_backends``, and compiled layers run in
    updates only).
    """
    _as_constant(kernels, "attention_recorded")
    _as_constant(torch.backends.cuda, "cudnn_sdp_enabled")
    for layer in (*model.encoder.layers, *model.decoder.layers):
        eager = layer.forward
        compiled = torch.compile(eager, dynamic=opts.compile == "dynamic",
                                 backend=opts.compile_backend)

        def forward(*args, _layer=layer, _eager=eager, _compiled=compiled, **kwargs):
            run = _compiled if _layer.training and torch.is_grad_enabled() else _eager
            return run(*args, **kwargs)

        layer.forward = forward


def _as_constant(module, name: str) -> None:
    """``module.name`` (a function of no arguments) answered once at trace time by compiled
    code, through a wrapper of our own (dynamo reads torch's own functions before any
    mark); the same answer as ever in eager code."""
    fn = getattr(module, name)
    if getattr(fn, "_nmt_constant", False):
        return

    def constant():
        return fn()

    constant._nmt_constant = True
    setattr(module, name, torch.compiler.assume_constant_result(constant))


def padded(batch: Batch, multiple: int) -> Batch:
    """``batch`` with its source and target lengths padded to a multiple of ``multiple``
    (padding changes no loss: padded targets are not scored, padded sources are masked)."""
    if multiple <= 1:
        return batch

    def pad(t: torch.Tensor) -> torch.Tensor:
        extra = -t.size(1) % multiple
        return F.pad(t, (0, extra), value=PAD_ID) if extra else t

    return Batch(pad(batch.src), pad(batch.tgt_in), pad(batch.tgt_out), batch.ntokens)
