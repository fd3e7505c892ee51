"""Building the Transformer: from a loaded checkpoint, or on the meta device to count the
parameters of a configuration without allocating them."""

from __future__ import annotations

import torch

from ..checkpoint import model_config
from ..config import ModelConfig
from ..errors import NmtError
from .transformer import Transformer


def build_from_checkpoint(ckpt: dict, device: str | torch.device = "cpu") -> Transformer:
    """Rebuild the model in eval mode from a loaded checkpoint (``checkpoint.load_checkpoint``).

    Raises:
        NmtError: the weights do not fit the checkpoint's own config.
    """
    model = Transformer(model_config(ckpt))
    try:
        model.load_state_dict(ckpt["model"])
    except RuntimeError as e:
        raise NmtError(f"checkpoint weights do not fit its config: {str(e).splitlines()[0]}") from None
    return model.to(device).eval()


def parameter_breakdown(cfg: ModelConfig) -> dict[str, int]:
    """Parameters per part of Figure 1 (tied embeddings counted once)."""
    with torch.device("meta"):  # shapes only: the big preset costs no memory
        model = Transformer(cfg)
    parts = {
        "embeddings (shared)" if cfg.share_embeddings else "source embeddings":
            model.src_embed.lut.weight.numel(),
        "encoder": sum(p.numel() for p in model.encoder.parameters()),
        "decoder": sum(p.numel() for p in model.decoder.parameters()),
    }
    if not cfg.share_embeddings:
        parts["target embeddings"] = model.tgt_embed.lut.weight.numel()
        parts["generator"] = model.generator.proj.weight.numel()
    parts["total"] = model.num_parameters()
    return parts
