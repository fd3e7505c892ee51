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
    """Parameters per part of Figure 1 (tied embeddings counted once), from the shapes.

    Counted, not built: on the meta device torch runs its Python reference of the
    initialisers and of ``arange``, whose first call imports torch._dynamo, 2.4 s of every
    ``nmt info`` and server start (2-core Xeon). tests/unit/test_model.py holds this
    count to the built model's, part by part, over the shapes a config can take."""
    d, vocab = cfg.d_model, cfg.vocab_size
    attention = 4 * d * d + 4 * d  # W^Q, W^K, W^V packed, and W^O, with their biases
    feed_forward = 2 * d * cfg.d_ff + cfg.d_ff + d
    norm = 2 * d  # LayerNorm's gain and bias
    final_norm = norm if cfg.pre_norm else 0
    embeddings = vocab * d
    parts = {
        "embeddings (shared)" if cfg.share_embeddings else "source embeddings": embeddings,
        "encoder": cfg.encoder_depth * (attention + feed_forward + 2 * norm) + final_norm,
        "decoder": cfg.decoder_depth * (2 * attention + feed_forward + 3 * norm) + final_norm,
    }
    if not cfg.share_embeddings:
        parts["target embeddings"] = embeddings
        parts["generator"] = embeddings
    parts["total"] = sum(parts.values()) + (vocab if cfg.output_bias else 0)
    return parts
