"""The naive baseline: a plain re-implementation of the Annotated Transformer.

Harvard NLP's "The Annotated Transformer" (Rush 2018, revised 2022) is the seed
this project teaches from. This module re-writes its model the way that notebook
does, so the benchmark can put ``nmt`` beside it on the same batches:

- ``clones`` of deep-copied layers, a hand-written ``LayerNorm`` (unbiased std,
  eps added to the std), pre-norm ``SublayerConnection``;
- attention as explicit ``matmul`` / ``masked_fill`` / ``softmax`` / dropout over
  four separate ``nn.Linear`` projections;
- ``PositionalEncoding`` with a fixed 5000-row buffer; ``Generator`` with
  ``log_softmax`` over the whole vocabulary for every position, padding included;
- ``LabelSmoothing``: a dense smoothed target distribution and ``KLDivLoss(sum)``;
- ``greedy_decode`` that re-runs the decoder over the whole prefix at every step.

Embeddings are tied three ways (as the notebook does for its shared-BPE en-de
model), so both have the same matrices; the naive model adds the notebook's
Generator bias and final pre-norm LayerNorms (9,024 parameters at the `small` sizes).
Nothing here is imported by ``nmt_cli``; it exists to be measured against.
"""

from __future__ import annotations

import copy
import math

import torch
from torch import Tensor, nn


def clones(module: nn.Module, n: int) -> nn.ModuleList:
    return nn.ModuleList(copy.deepcopy(module) for _ in range(n))


class LayerNorm(nn.Module):
    def __init__(self, features: int, eps: float = 1e-6):
        super().__init__()
        self.a_2 = nn.Parameter(torch.ones(features))
        self.b_2 = nn.Parameter(torch.zeros(features))
        self.eps = eps

    def forward(self, x: Tensor) -> Tensor:
        mean = x.mean(-1, keepdim=True)
        std = x.std(-1, keepdim=True)
        return self.a_2 * (x - mean) / (std + self.eps) + self.b_2


class SublayerConnection(nn.Module):
    """x + Dropout(Sublayer(LayerNorm(x))): the notebook's pre-norm residual."""

    def __init__(self, size: int, dropout: float):
        super().__init__()
        self.norm = LayerNorm(size)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: Tensor, sublayer) -> Tensor:
        return x + self.dropout(sublayer(self.norm(x)))


def attention(query, key, value, mask=None, dropout=None):
    """Scaled dot-product attention, spelled out: [B, h, T, d_k] each -> [B, h, T, d_k]."""
    d_k = query.size(-1)
    scores = torch.matmul(query, key.transpose(-2, -1)) / math.sqrt(d_k)
    if mask is not None:
        scores = scores.masked_fill(mask == 0, -1e9)
    p_attn = scores.softmax(dim=-1)
    if dropout is not None:
        p_attn = dropout(p_attn)
    return torch.matmul(p_attn, value), p_attn


class MultiHeadedAttention(nn.Module):
    def __init__(self, h: int, d_model: int, dropout: float = 0.1):
        super().__init__()
        self.d_k = d_model // h
        self.h = h
        self.linears = clones(nn.Linear(d_model, d_model), 4)
        self.attn = None
        self.dropout = nn.Dropout(p=dropout)

    def forward(self, query, key, value, mask=None):
        if mask is not None:
            mask = mask.unsqueeze(1)  # same mask for every head
        nbatches = query.size(0)
        query, key, value = [
            lin(x).view(nbatches, -1, self.h, self.d_k).transpose(1, 2)
            for lin, x in zip(self.linears, (query, key, value))
        ]
        x, self.attn = attention(query, key, value, mask=mask, dropout=self.dropout)
        x = x.transpose(1, 2).contiguous().view(nbatches, -1, self.h * self.d_k)
        return self.linears[-1](x)


class PositionwiseFeedForward(nn.Module):
    def __init__(self, d_model: int, d_ff: int, dropout: float = 0.1):
        super().__init__()
        self.w_1 = nn.Linear(d_model, d_ff)
        self.w_2 = nn.Linear(d_ff, d_model)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: Tensor) -> Tensor:
        return self.w_2(self.dropout(self.w_1(x).relu()))


class EncoderLayer(nn.Module):
    def __init__(self, size, self_attn, feed_forward, dropout):
        super().__init__()
        self.self_attn = self_attn
        self.feed_forward = feed_forward
        self.sublayer = clones(SublayerConnection(size, dropout), 2)
        self.size = size

    def forward(self, x, mask):
        x = self.sublayer[0](x, lambda x: self.self_attn(x, x, x, mask))
        return self.sublayer[1](x, self.feed_forward)


class Encoder(nn.Module):
    def __init__(self, layer: EncoderLayer, n: int):
        super().__init__()
        self.layers = clones(layer, n)
        self.norm = LayerNorm(layer.size)

    def forward(self, x, mask):
        for layer in self.layers:
            x = layer(x, mask)
        return self.norm(x)


class DecoderLayer(nn.Module):
    def __init__(self, size, self_attn, src_attn, feed_forward, dropout):
        super().__init__()
        self.size = size
        self.self_attn = self_attn
        self.src_attn = src_attn
        self.feed_forward = feed_forward
        self.sublayer = clones(SublayerConnection(size, dropout), 3)

    def forward(self, x, memory, src_mask, tgt_mask):
        m = memory
        x = self.sublayer[0](x, lambda x: self.self_attn(x, x, x, tgt_mask))
        x = self.sublayer[1](x, lambda x: self.src_attn(x, m, m, src_mask))
        return self.sublayer[2](x, self.feed_forward)


class Decoder(nn.Module):
    def __init__(self, layer: DecoderLayer, n: int):
        super().__init__()
        self.layers = clones(layer, n)
        self.norm = LayerNorm(layer.size)

    def forward(self, x, memory, src_mask, tgt_mask):
        for layer in self.layers:
            x = layer(x, memory, src_mask, tgt_mask)
        return self.norm(x)


class Embeddings(nn.Module):
    def __init__(self, d_model: int, vocab: int):
        super().__init__()
        self.lut = nn.Embedding(vocab, d_model)
        self.d_model = d_model

    def forward(self, x):
        return self.lut(x) * math.sqrt(self.d_model)


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, dropout: float, max_len: int = 5000):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        pe = torch.zeros(max_len, d_model)
        position = torch.arange(0, max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * -(math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe.unsqueeze(0))

    def forward(self, x):
        x = x + self.pe[:, : x.size(1)].requires_grad_(False)
        return self.dropout(x)


class Generator(nn.Module):
    def __init__(self, d_model: int, vocab: int):
        super().__init__()
        self.proj = nn.Linear(d_model, vocab)

    def forward(self, x):
        return self.proj(x).log_softmax(dim=-1)


class EncoderDecoder(nn.Module):
    def __init__(self, encoder, decoder, src_embed, tgt_embed, generator):
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.src_embed = src_embed
        self.tgt_embed = tgt_embed
        self.generator = generator

    def forward(self, src, tgt, src_mask, tgt_mask):
        return self.decode(self.encode(src, src_mask), src_mask, tgt, tgt_mask)

    def encode(self, src, src_mask):
        return self.encoder(self.src_embed(src), src_mask)

    def decode(self, memory, src_mask, tgt, tgt_mask):
        return self.decoder(self.tgt_embed(tgt), memory, src_mask, tgt_mask)


def make_model(src_vocab: int, tgt_vocab: int, n: int = 6, d_model: int = 512,
               d_ff: int = 2048, h: int = 8, dropout: float = 0.1,
               tie: bool = True) -> EncoderDecoder:
    c = copy.deepcopy
    attn = MultiHeadedAttention(h, d_model)
    ff = PositionwiseFeedForward(d_model, d_ff, dropout)
    position = PositionalEncoding(d_model, dropout)
    model = EncoderDecoder(
        Encoder(EncoderLayer(d_model, c(attn), c(ff), dropout), n),
        Decoder(DecoderLayer(d_model, c(attn), c(attn), c(ff), dropout), n),
        nn.Sequential(Embeddings(d_model, src_vocab), c(position)),
        nn.Sequential(Embeddings(d_model, tgt_vocab), c(position)),
        Generator(d_model, tgt_vocab),
    )
    for p in model.parameters():
        if p.dim() > 1:
            nn.init.xavier_uniform_(p)
    if tie:
        model.tgt_embed[0].lut.weight = model.src_embed[0].lut.weight
        model.generator.proj.weight = model.src_embed[0].lut.weight
    return model


def subsequent_mask(size: int) -> Tensor:
    """[1, T, T] True where position i may see position j (j <= i)."""
    return torch.triu(torch.ones(1, size, size), diagonal=1).type(torch.uint8) == 0


def make_masks(src: Tensor, tgt_in: Tensor, pad: int = 0) -> tuple[Tensor, Tensor]:
    """The notebook's ``Batch`` masks: src [B, 1, S]; tgt [B, T, T] (padding & causal)."""
    src_mask = (src != pad).unsqueeze(-2)
    tgt_mask = (tgt_in != pad).unsqueeze(-2)
    tgt_mask = tgt_mask & subsequent_mask(tgt_in.size(-1)).type_as(tgt_mask.data)
    return src_mask, tgt_mask


class LabelSmoothing(nn.Module):
    """KL divergence to a dense smoothed target (the notebook's criterion)."""

    def __init__(self, size: int, padding_idx: int, smoothing: float = 0.0):
        super().__init__()
        self.criterion = nn.KLDivLoss(reduction="sum")
        self.padding_idx = padding_idx
        self.confidence = 1.0 - smoothing
        self.smoothing = smoothing
        self.size = size

    def forward(self, x: Tensor, target: Tensor) -> Tensor:
        """x log-probs [N, V], target [N] -> summed loss."""
        true_dist = x.data.clone()
        true_dist.fill_(self.smoothing / (self.size - 2))
        true_dist.scatter_(1, target.data.unsqueeze(1), self.confidence)
        true_dist[:, self.padding_idx] = 0
        mask = torch.nonzero(target.data == self.padding_idx)
        if mask.dim() > 0:
            true_dist.index_fill_(0, mask.squeeze(), 0.0)
        return self.criterion(x, true_dist.clone().detach())


def loss_compute(model: EncoderDecoder, criterion: LabelSmoothing, src: Tensor,
                 tgt_in: Tensor, tgt_out: Tensor, pad: int = 0) -> tuple[Tensor, int]:
    """The notebook's ``SimpleLossCompute``: loss per real target token, and that count."""
    src_mask, tgt_mask = make_masks(src, tgt_in, pad)
    out = model(src, tgt_in, src_mask, tgt_mask)
    x = model.generator(out)
    ntokens = int((tgt_out != pad).sum())
    loss = criterion(x.contiguous().view(-1, x.size(-1)), tgt_out.contiguous().view(-1))
    return loss / ntokens, ntokens


@torch.no_grad()
def greedy_decode(model: EncoderDecoder, src: Tensor, max_len: int, start_symbol: int,
                  pad: int = 0, banned_until: tuple[int, int] | None = None) -> Tensor:
    """Re-run the decoder over the whole prefix for every new token.

    Args:
        src: [B, S] padded source ids.
        max_len: output length including the start symbol.
        banned_until: (token, step) — a benchmark-only knob that keeps ``token``
            (EOS) from being chosen before ``step`` so a random model emits
            full-length outputs, exactly as the nmt side is forced.
    Returns:
        ys [B, max_len] with ys[:, 0] == start_symbol.
    """
    src_mask = (src != pad).unsqueeze(-2)
    memory = model.encode(src, src_mask)
    ys = torch.full((src.size(0), 1), start_symbol, dtype=src.dtype)
    for i in range(max_len - 1):
        out = model.decode(memory, src_mask, ys, subsequent_mask(ys.size(1)).type_as(src.data))
        prob = model.generator(out[:, -1])
        if banned_until is not None and i < banned_until[1]:
            prob[:, banned_until[0]] = -math.inf
        next_word = prob.argmax(dim=-1, keepdim=True)
        ys = torch.cat([ys, next_word.type_as(src.data)], dim=1)
    return ys
