"""``--device`` as users write it, read without asking any backend: its spelling, and
whether ``auto`` could mean a GPU here.

Apart from ``device`` (which imports torch) so that `nmt translate` can take the
CTranslate2 route of a converted checkpoint without starting PyTorch
(``decode.ct2_route.open_without_torch``).
"""

from __future__ import annotations

import os
import sys

from .errors import NmtError

# What a GPU that PyTorch could use leaves on a Linux machine: NVIDIA's driver control
# node, ROCm's kernel driver node (a ROCm build of torch calls its GPUs "cuda"), and WSL's
# GPU bridge. A container started without its GPUs has none of them.
GPU_NODES = ("/dev/nvidiactl", "/dev/kfd", "/dev/dxg")


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


def surely_cpu(spec: str) -> bool:
    """True where ``--device spec`` is the CPU for PyTorch, known without importing it:
    "cpu", or "auto" on macOS (no CUDA) or on a Linux machine without a GPU driver's device
    nodes. False where only torch can tell (a node is there, Windows) or a GPU is asked
    for."""
    if spec == "cpu":
        return True
    if spec != "auto":
        return False
    if sys.platform == "darwin" or cuda_hidden():
        return True
    return sys.platform.startswith("linux") and not any(map(os.path.exists, GPU_NODES))


def cuda_hidden() -> bool:
    """True where ``CUDA_VISIBLE_DEVICES`` hides every GPU ("" or "-1"): CUDA, and ROCm's
    builds of torch, which honour it too, then see none, whatever device nodes exist. A
    GPU machine's CPU jobs (and this project's CPU test tiers) run so."""
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    return visible is not None and visible.strip() in ("", "-1")
