"""The restricted output layer (``nmt train --restrict-output``): which pieces it outputs.

A shared vocabulary is learned on both sides, so the target side may use only part of it
(with dev and EOS, the Bible's Spanish 5,280 of 8,000 pieces, software's German 7,279).
Projecting onto the rest costs products at every update for pieces no reference holds.
A new model outputs the pieces its training and dev targets use, and EOS; a model
fine-tuned from a restricted parent (``--init-from``) keeps the parent's pieces and adds
its new data's, so that no reference of the new domain is out of its reach. The
restriction itself is the generator's fixed bias (``model.transformer.Generator.restrict_to``),
in the weights.
"""

from __future__ import annotations

import torch

from ..data.dataset import PreparedData


def restrict_output(generator, data: PreparedData, widen: bool) -> str:
    """Restrict ``generator`` to ``data``'s target pieces (``widen``: and to those it
    already outputs, a parent's); returns the note the run logs."""
    pieces = torch.from_numpy(data.target_pieces())
    if widen:
        pieces = torch.unique(torch.cat([generator.allowed().cpu(), pieces]))
    generator.restrict_to(pieces)
    vocab = generator.proj.bias.numel()
    return (f"output layer restricted to the {pieces.numel():,} of {vocab:,} pieces the "
            f"targets use (--restrict-output)")
