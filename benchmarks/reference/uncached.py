"""Greedy decoding without the key/value cache: the yardstick of ``nmt_cli.decode.search``.

Re-running the decoder over the whole prefix is what the Annotated Transformer does; the
tests require ``search.greedy_search`` to give the same tokens, and the benchmarks measure
how much faster the cache is.
"""

from __future__ import annotations

import math

import torch
from torch import Tensor

from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.search import GREEDY, max_lengths


@torch.inference_mode()
def greedy_search_uncached(model, src: Tensor,
                           options: DecodeOptions = GREEDY) -> list[list[int]]:
    """Reference / naive baseline: greedy decoding without the key/value cache.

    Re-runs the decoder over the whole prefix at every step (the Annotated
    Transformer's ``greedy_decode``): O(T^2) decoder positions per sentence, and
    finished sentences stay in the batch. Same masking and length rules as
    ``greedy_search``, so the outputs must be identical; tests and the
    benchmarks use it as the yardstick.
    """
    b = src.size(0)
    limit = max_lengths(src, options.max_len_a, options.max_len_b).to(src.device)
    memory, src_mask = model.encode(src)
    ys = torch.full((b, 1), BOS_ID, dtype=torch.long, device=src.device)
    finished = torch.zeros(b, dtype=torch.bool, device=src.device)
    lengths = limit.clone()
    for t in range(int(limit.max()) + 1):
        # logits, as greedy_search ranks them (the same argmax as log-probabilities)
        lp = model.generator.logits(model.decode(ys, memory, src_mask)[:, -1]).float()
        lp[:, PAD_ID] = -math.inf
        lp[:, BOS_ID] = -math.inf
        forced = limit <= t
        lp[forced, :EOS_ID] = -math.inf
        lp[forced, EOS_ID + 1:] = -math.inf
        nxt = lp.argmax(-1).masked_fill(finished, PAD_ID)
        newly = (nxt == EOS_ID) & ~finished
        lengths[newly] = t
        finished |= newly
        ys = torch.cat([ys, nxt[:, None]], dim=1)
        if bool(finished.all()):
            break
    rows = ys[:, 1:].tolist()
    return [row[:n] for row, n in zip(rows, lengths.tolist())]
