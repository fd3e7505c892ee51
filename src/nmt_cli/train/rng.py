"""Random-number state of every library as plain data, so a resumed run continues exactly.

Dropout draws from torch's generator; python's and numpy's are saved too so any
user code that draws from them resumes where it stopped. Stored as tensors, ints
and tuples only: ``torch.load(weights_only=True)`` reads them back.
"""

from __future__ import annotations

import random

import numpy as np
import torch


def rng_state(device: torch.device) -> dict:
    """Every generator's state as plain data (loadable with weights_only=True)."""
    _, keys, pos, has_gauss, cached = np.random.get_state()
    state = {
        "python": random.getstate(),
        "numpy": {"keys": torch.from_numpy(keys.astype(np.int64)), "pos": int(pos),
                  "has_gauss": int(has_gauss), "cached_gaussian": float(cached)},
        "torch": torch.get_rng_state(),
    }
    if device.type == "cuda":
        state["cuda"] = torch.cuda.get_rng_state(device)
    return state


def set_rng_state(state: dict, device: torch.device) -> None:
    """Restore what ``rng_state`` saved (the CUDA stream only on a CUDA device)."""
    version, internal, gauss = state["python"]
    random.setstate((version, tuple(internal), gauss))
    n = state["numpy"]
    np.random.set_state(("MT19937", n["keys"].numpy().astype(np.uint32), n["pos"],
                         n["has_gauss"], n["cached_gaussian"]))
    torch.set_rng_state(state["torch"])
    if device.type == "cuda" and "cuda" in state:
        torch.cuda.set_rng_state(state["cuda"], device)


def seed_everything(seed: int) -> None:
    """Seed python's, numpy's and torch's generators (CUDA's too, through torch)."""
    random.seed(seed)
    np.random.seed(seed % 2**32)
    torch.manual_seed(seed)
