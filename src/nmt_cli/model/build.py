"""Building the Transformer from a loaded checkpoint (a configuration's parameters are
counted from its shapes: ``config.parameter_breakdown``)."""

from __future__ import annotations

import torch

from ..checkpoint import model_config
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
