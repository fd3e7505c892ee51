"""Which device runs the model and in which precision: one place for train, translate and ct2.

``--device`` strings (auto, cpu, cuda, cuda:N) and ``--precision`` names
(auto, fp32, bf16, fp16) mean the same thing in every command. Mixed precision
is torch autocast: weights (and Adam state) stay fp32, matmuls run in bf16/fp16.
"""

from __future__ import annotations

import ctypes
import functools
import os
import sys
import time
from contextlib import nullcontext

import torch

from .config import parameter_breakdown
from .device_names import parse_device
from .errors import NmtError

PRECISIONS = ("auto", "fp32", "bf16", "fp16")

# The one switch of the GPU's code paths, read once: with NMT_GPU_PATHS=1 the model, the
# loss and the search take the branches a CUDA tensor takes (PyTorch's dropout, SDPA
# attention, plain products, torch's topk, the GPU's loss chunks: ``kernels.cpu_kernels``),
# and fp16 with loss scaling is allowed on the CPU (below), so CI executes them. Tests set
# it through ``GPU_PATHS`` too.
GPU_PATHS = os.environ.get("NMT_GPU_PATHS", "0") not in ("", "0")


def resolve_device(spec: str) -> torch.device:
    """``--device`` for PyTorch: auto = the first GPU if CUDA is available, else the CPU.

    Raises:
        NmtError: unknown spelling, or CUDA asked for where there is none.
    """
    kind, index = parse_device(spec)
    if kind == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if kind == "cuda" and torch.cuda.device_count() <= index:
        raise NmtError(f"--device {spec} asked for, but {torch.cuda.device_count()} CUDA "
                       "device(s) are available")
    return torch.device(spec)


def return_freed_memory() -> bool:
    """Hand the free pages of glibc's heaps back to the kernel (``malloc_trim(0)``).

    A server after a burst: the requests' buffers and objects are freed, but glibc keeps
    the pages, so the resident memory stays at the burst's peak (+17% after `make flood`,
    2026-11-28). Called when the decoding loop goes idle. Does nothing off glibc, and
    nothing useful after ``keep_freed_memory`` (its trim threshold keeps them on purpose).
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        return bool(ctypes.CDLL("libc.so.6").malloc_trim(0))
    except (OSError, AttributeError):
        return False


def few_malloc_arenas(arenas: int = 2) -> bool:
    """Make glibc's threads share ``arenas`` heaps (``M_ARENA_MAX``), as MALLOC_ARENA_MAX does.

    glibc gives threads heaps of their own (up to 8 per core). A server that unloads a model
    to load another frees the first's memory in the heaps of the threads that held it, and
    the next model fills other heaps: three 48M-parameter models alternating under
    ``nmt serve --max-models-loaded 1`` held 1,043 MiB after four swaps where one loaded
    model plus one more is 930 MiB; with two arenas, 870 MiB (2026-11-28, docs/SERVE.md).
    Takes effect for heaps made from now on: call it before the threads start. Does
    nothing off glibc.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        m_arena_max = -8  # from glibc's malloc.h
        return bool(ctypes.CDLL("libc.so.6").mallopt(m_arena_max, arenas))
    except (OSError, AttributeError):
        return False


def keep_freed_memory() -> bool:
    """Make glibc keep freed blocks for reuse instead of handing them back to the kernel.

    A training step frees and re-allocates the same few hundred MiB of activations
    every time. glibc serves blocks over its mmap threshold (at most 32 MiB) with a
    fresh ``mmap`` and trims the heap's free top, so each step page-faults them in
    again: ~25,000 faults and ~11% of a bf16 `small` step on this project's 2-core
    CPU. With mmap off and trimming high, freed memory stays in the heap and is
    reused. Decoding has the same pattern at a smaller scale (each beam step's
    [hypotheses x vocab] log-probabilities, 8 MiB for 64 sentences x beam 4 x 8k
    pieces): +14% beam-4 sentences/s. Process-wide, so only `nmt train` and
    `nmt translate` on the CPU call it; RSS stays at the largest step's peak
    instead of dropping between steps. Does nothing off glibc.

    Returns:
        Whether the setting took effect.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        m_trim_threshold, m_mmap_max = -1, -4  # from glibc's malloc.h
        return bool(libc.mallopt(m_mmap_max, 0)) and bool(libc.mallopt(m_trim_threshold, 1 << 30))
    except (OSError, AttributeError):
        return False


# CPU flags (as /proc/cpuinfo names them) of instructions that compute in bf16: dot
# products (AVX512_BF16: Cooper Lake, Zen 4 on) and tile products (AMX: Sapphire Rapids on).
NATIVE_BF16_FLAGS = frozenset({"avx512_bf16", "amx_bf16"})


def native_bf16(flags: set[str] | frozenset[str]) -> bool:
    """Whether a CPU with these /proc/cpuinfo flags multiplies in bf16 natively."""
    return bool(NATIVE_BF16_FLAGS & set(flags))


def cpu_flags(cpuinfo: str = "/proc/cpuinfo") -> set[str] | None:
    """The first processor's flags from /proc/cpuinfo, or None where there is no such file."""
    try:
        with open(cpuinfo, encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.partition(":")[2].split())
    except OSError:
        return None
    return set()


def cpu_has_bf16() -> bool:
    """True where the CPU computes in bf16 natively; elsewhere bf16 is emulated, ~100x
    slower than fp32 on an AVX2 EPYC.

    Not ``torch.ops.mkldnn._is_mkldnn_bf16_supported()``: in torch 2.13 it is oneDNN's
    ``has_bf16_type_support()``, true for any ISA from avx512_core on, so an AVX-512
    Skylake (which only converts to and from bf16) would say yes. The flags decide; where
    there is no /proc/cpuinfo, torch's own query for the same instructions does.
    """
    flags = cpu_flags()
    if flags is not None:
        return native_bf16(flags)
    try:
        return bool(torch.cpu._is_avx512_bf16_supported() or torch.cpu._is_amx_tile_supported())
    except AttributeError:
        return False


# The flags say whether bf16 products exist, not whether they are fast. On a 2-core Intel
# Xeon with avx512_bf16 and no AMX exposed (family 6, model 207; 2026-11-29) oneDNN's bf16
# products ran at half fp32's rate (~160 against ~318 GFLOP/s) and a `tiny` training step
# took 1.45x as long under bf16 autocast; on a Zen 4 EPYC they run at 2.2x fp32's
# (docs/BENCHMARKS.md#machines). So where the flags allow bf16, a timing decides: bf16
# only where its product is clearly faster, since the casts and the step's fp32 parts
# take back part of the product's gain (on the Zen 4: 2.2x the product, 2.0-2.3x the step).
BF16_MIN_SPEEDUP = 1.2
# One linear layer of a training step's size (2,048 tokens, 256 -> 1,024), as autocast
# runs it (the fp32 weight cast to bf16 on each call): 1.1 GFLOP, ~3.5 ms in fp32 on the
# Xeon's two cores; the whole timing took 0.12 s there (0.4 s at one thread, beside a
# training on each core).
BF16_PROBE_SHAPE = (2048, 256, 1024)
BF16_PROBE_ROUNDS = 5
# A first round this much slower in bf16 ends the timing: under ONEDNN_MAX_CPU_ISA=AVX2
# on the Xeon (make test-avx2) bf16 is emulated at 0.12x fp32, and 5 rounds took 1.3 s.
BF16_PROBE_CLEARLY_SLOWER = 4.0


@functools.lru_cache(maxsize=1)
def cpu_bf16_speedup() -> float:
    """fp32's time over bf16 autocast's for one linear layer of ``BF16_PROBE_SHAPE`` on
    the CPU, with the threads this process uses: the best of ``BF16_PROBE_ROUNDS``
    rounds each, the two taking turns so that a busy moment hits both. Measured once
    per process. Only asked where the flags allow bf16: elsewhere a bf16 product is
    emulated and ~100x slower, and the timing itself would take seconds."""
    tokens, d_in, d_out = BF16_PROBE_SHAPE
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(tokens, d_in, generator=gen)
    w = torch.randn(d_out, d_in, generator=gen)

    def seconds(bf16: bool) -> float:
        with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
            start = time.perf_counter()
            torch.nn.functional.linear(x, w)
            return time.perf_counter() - start

    seconds(False), seconds(True)  # oneDNN builds its bf16 kernel on the first call
    best = {False: float("inf"), True: float("inf")}
    for _ in range(BF16_PROBE_ROUNDS):
        for bf16 in (False, True):
            best[bf16] = min(best[bf16], seconds(bf16))
        if best[True] > BF16_PROBE_CLEARLY_SLOWER * best[False]:
            break  # emulated (oneDNN held below its bf16 ISA): 0.2 s a product, no doubt left
    return best[False] / best[True]


def cuda_has_bf16(device: torch.device) -> bool:
    """True on GPUs with bf16 arithmetic: compute capability 8.0+ (Ampere on); on ROCm
    assumed, as torch does (MI100 on; not the older gfx906 cards).

    Not ``torch.cuda.is_bf16_supported()``: by default it also says yes where bf16 is
    only emulated (V100, T4: a bf16 tensor can be made), which trains far slower than
    fp16 there, and it asks about the current device rather than ``device``.
    """
    if torch.version.hip:
        return True
    return torch.cuda.get_device_properties(device).major >= 8


def resolve_precision(precision: str, device: torch.device) -> tuple[str, str]:
    """Turn ``--precision`` into fp32, bf16 or fp16 for ``device``, and say why.

    auto: on CUDA bf16 where the GPU has it, else fp16 (with loss scaling in
    training). On the CPU bf16 only where the CPU has bf16 instructions and its bf16
    product is at least ``BF16_MIN_SPEEDUP`` times as fast as fp32's
    (``cpu_bf16_speedup``): a training step was 2.0-2.3x faster in bf16 on an
    avx512_bf16 EPYC, 1.45x slower on an avx512_bf16 Xeon without AMX
    (docs/BENCHMARKS.md); emulated bf16 is ~100x slower than fp32.

    Returns:
        (resolved precision, a short reason for the log).
    Raises:
        NmtError: unknown name, or fp16 on a CPU (allowed under ``NMT_GPU_PATHS=1``).
    """
    if precision not in PRECISIONS:
        raise NmtError(f"unknown --precision {precision!r} (auto, fp32, bf16, fp16)")
    if device.type == "cuda":
        if precision != "auto":
            return precision, "--precision"
        if cuda_has_bf16(device):
            return "bf16", "auto: this GPU has native bf16"
        return "fp16", "auto: no native bf16 on this GPU, fp16 with loss scaling"
    if precision == "fp16" and not GPU_PATHS:  # the switch runs the GPU's fp16 here
        raise NmtError("--precision fp16 needs a CUDA device; on the CPU use bf16 or fp32")
    if precision != "auto":
        return precision, "--precision"
    if not cpu_has_bf16():
        return "fp32", "auto: this CPU has no native bf16 (emulated bf16 is slower)"
    speedup = cpu_bf16_speedup()
    if speedup >= BF16_MIN_SPEEDUP:
        return "bf16", f"auto: this CPU has native bf16, its products {speedup:.2f}x fp32's speed"
    return "fp32", (f"auto: this CPU has bf16 instructions, but its bf16 products ran at "
                    f"{speedup:.2f}x fp32's speed")


def autocast(device: torch.device, precision: str):
    """The autocast context for a resolved precision; fp32 runs as is.

    Raises:
        NmtError: fp16 on a CPU, or a name that is not fp32, bf16 or fp16.
    """
    if precision == "fp32":
        return nullcontext()
    if precision == "bf16":
        return torch.autocast(device.type, dtype=torch.bfloat16)
    if precision == "fp16":
        if device.type != "cuda" and not GPU_PATHS:
            raise NmtError("--precision fp16 needs a CUDA device; on the CPU use bf16 or fp32")
        return torch.autocast(device.type, dtype=torch.float16)
    raise NmtError(f"unknown --precision {precision!r} (fp32, bf16, fp16)")


# --------------------------------------------------------------------------- micro-batches

# A GPU runs a micro-batch of a few thousand tokens faster than the CPU can queue its
# ~1,400 kernels, so the trainer's default of 4,096 tokens (fairseq's, sized for a 16 GB
# V100) starves a large card. Measured on an H200 (benchmarks/gpu_profile.py,
# 2026-11-26), one 25,000-token update in bf16: base 354 ms as 8 micro-batches of
# 3,125 tokens, 119 ms as 2 of 12,500, 68 ms as 1 (70k -> 362k target tokens/s);
# big 344, 130 and 113 ms (72k -> 220k). So on a GPU, unless --max-tokens is given,
# a new run takes the largest micro-batch that fits half the card's memory.
#
# Peaks at 25,000 tokens were 9.8 GiB (base) and 18.1 GiB (big). Less 16 bytes per
# parameter (fp32 weights, gradients, Adam's two moments) that is 380 and 639 kB per
# token: 62 and 52 bytes per layer (2N of them; encoder and decoder layers counted alike,
# above what an encoder layer keeps) per unit of d_model. fp32 keeps twice.
ACTIVATION_BYTES = 64  # per token, per layer, per d_model, bf16/fp16: above both
GPU_MEMORY_SHARE = 0.5  # the rest: the allocator's slack, longer batches, other processes
MIN_AUTO_TOKENS = 512


def gpu_max_tokens(cfg, tokens_per_device: int, device: torch.device, precision: str,
                   total_memory: int | None = None) -> int:
    """``--max-tokens`` for a new GPU run that was not given one: ``tokens_per_device``
    (one micro-batch per update) where the estimate fits ``GPU_MEMORY_SHARE`` of the
    card, else the most that does, a multiple of 64 and at least ``MIN_AUTO_TOKENS``.

    Args:
        cfg: the ``ModelConfig``.
        tokens_per_device: ``--tokens-per-update`` over the number of devices, rounded up.
        precision: resolved (fp32, bf16, fp16).
        total_memory: bytes (default: the device's).
    """
    if total_memory is None:
        total_memory = torch.cuda.get_device_properties(device).total_memory
    layers = cfg.encoder_depth + cfg.decoder_depth
    per_token = ACTIVATION_BYTES * layers * cfg.d_model * (2 if precision == "fp32" else 1)
    room = GPU_MEMORY_SHARE * total_memory - 16 * parameter_breakdown(cfg)["total"]
    fits = int(room // per_token) // 64 * 64
    return max(MIN_AUTO_TOKENS, min(tokens_per_device, fits))
