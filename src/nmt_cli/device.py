"""Which device runs the model and in which precision: one place for train, translate and ct2.

``--device`` strings (auto, cpu, cuda, cuda:N) and ``--precision`` names
(auto, fp32, bf16, fp16) mean the same thing in every command. Mixed precision
is torch autocast: weights (and Adam state) stay fp32, matmuls run in bf16/fp16.
"""

from __future__ import annotations

import ctypes
import sys
from contextlib import nullcontext

import torch

from . import kernels
from .errors import NmtError

PRECISIONS = ("auto", "fp32", "bf16", "fp16")


def parse_device(spec: str) -> tuple[str, int]:
    """``--device`` -> (type, index) without asking any backend: "cuda:1" -> ("cuda", 1).

    "auto" is returned as ("auto", 0); callers decide what it means for them.

    Raises:
        NmtError: not auto, cpu, cuda or cuda:N.
    """
    if spec in ("auto", "cpu", "cuda"):
        return spec, 0
    kind, _, index = spec.partition(":")
    if kind == "cuda" and index.isdigit():
        return "cuda", int(index)
    raise NmtError(f"unknown --device {spec!r} (auto, cpu, cuda, cuda:N)")


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
    training). On the CPU bf16 only where the CPU has native bf16: measured 1.8-2.3x
    faster than fp32 for ``small`` on an avx512_bf16 EPYC (docs/BENCHMARKS.md);
    emulated bf16 is slower than fp32, so there auto means fp32.

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
    if precision == "fp16" and not kernels.GPU_PATHS:  # the switch runs the GPU's fp16 here
        raise NmtError("--precision fp16 needs a CUDA device; on the CPU use bf16 or fp32")
    if precision != "auto":
        return precision, "--precision"
    if cpu_has_bf16():
        return "bf16", "auto: this CPU has native bf16"
    return "fp32", "auto: this CPU has no native bf16 (emulated bf16 is slower)"


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
        if device.type != "cuda" and not kernels.GPU_PATHS:
            raise NmtError("--precision fp16 needs a CUDA device; on the CPU use bf16 or fp32")
        return torch.autocast(device.type, dtype=torch.float16)
    raise NmtError(f"unknown --precision {precision!r} (fp32, bf16, fp16)")
