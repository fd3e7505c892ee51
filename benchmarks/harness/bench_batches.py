"""Fixed, realistic benchmark batches, identical for every implementation measured.

Lengths come from real sentences: the word counts of the Bible en-es training verses
(``../shared/data/bible.en-es``, or the same verses shipped in the package), times 1.3
subwords per word (about what an 8k BPE gives on this text), plus EOS. Pairs are sorted
by length and cut into token-bucketed batches (rows x the longer side's padded length <=
max_tokens, as fairseq's --max-tokens and ``nmt train`` batch); a seeded sample of those
batches is the benchmark set.
Token ids are uniform over the non-special vocabulary: the ids do not change the cost.
"""

from __future__ import annotations

import numpy as np
import torch

from benchmarks.paths import bible_lines  # stdlib only: the fairseq environment imports this too

PAD, BOS, EOS = 0, 2, 3
SUBWORDS_PER_WORD = 1.3


def sentence_lengths(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """n (source, target) subword lengths without EOS, drawn from real verse pairs."""
    rng = np.random.default_rng(seed)
    src = np.array([len(line.split()) for line in bible_lines("train", "en")])
    tgt = np.array([len(line.split()) for line in bible_lines("train", "es")])
    pick = rng.choice(len(src), size=n, replace=n > len(src))
    src = np.ceil(src[pick] * SUBWORDS_PER_WORD).astype(int)
    tgt = np.ceil(tgt[pick] * SUBWORDS_PER_WORD).astype(int)
    return np.clip(src, 1, 200), np.clip(tgt, 1, 200)


def make_batches(n_batches: int, max_tokens: int = 4096, vocab: int = 8000,
                 seed: int = 0) -> list[dict[str, torch.Tensor]]:
    """Token-bucketed batches: src [B, S], tgt_in [B, T] (BOS + y), tgt_out [B, T] (y + EOS)."""
    src_len, tgt_len = sentence_lengths(20000, seed)
    order = np.lexsort((src_len, tgt_len))
    buckets, cur = [], []
    for i in order:
        width = max([tgt_len[j] + 1 for j in cur + [i]] + [src_len[j] + 1 for j in cur + [i]])
        if cur and width * (len(cur) + 1) > max_tokens:
            buckets.append(cur)
            cur = []
        cur.append(i)
    if cur:
        buckets.append(cur)
    rng = np.random.default_rng(seed + 1)
    chosen = rng.choice(len(buckets), size=min(n_batches, len(buckets)), replace=False)
    gen = torch.Generator().manual_seed(seed)
    batches = []
    for b in chosen:
        rows = buckets[b]
        s_max = max(src_len[j] for j in rows) + 1
        t_max = max(tgt_len[j] for j in rows) + 1
        src = torch.zeros(len(rows), s_max, dtype=torch.long)
        tgt_in = torch.zeros(len(rows), t_max, dtype=torch.long)
        tgt_out = torch.zeros(len(rows), t_max, dtype=torch.long)
        for r, j in enumerate(rows):
            s = torch.randint(4, vocab, (int(src_len[j]),), generator=gen)
            t = torch.randint(4, vocab, (int(tgt_len[j]),), generator=gen)
            src[r, : len(s) + 1] = torch.cat([s, torch.tensor([EOS])])
            tgt_in[r, : len(t) + 1] = torch.cat([torch.tensor([BOS]), t])
            tgt_out[r, : len(t) + 1] = torch.cat([t, torch.tensor([EOS])])
        batches.append({"src": src, "tgt_in": tgt_in, "tgt_out": tgt_out})
    return batches


def decode_sources(n: int, length: int, vocab: int) -> torch.Tensor:
    """The decoding benchmark's n sources: ``length`` random ids + EOS each, [n, length + 1]."""
    g = torch.Generator().manual_seed(5)
    src = torch.randint(4, vocab, (n, length + 1), generator=g)
    src[:, -1] = EOS
    return src
