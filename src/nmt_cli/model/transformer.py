"""The Transformer of "Attention Is All You Need" (Vaswani et al. 2017), Figure 1.

Read top-down, in the Annotated Transformer's order and with its names:
``Embeddings`` and ``PositionalEncoding`` (Sections 3.4, 3.5), ``MultiHeadedAttention``
(3.2), ``PositionwiseFeedForward`` (3.3), ``SublayerConnection`` (the residual and
layer norm around each sublayer), ``EncoderLayer`` / ``Encoder`` and ``DecoderLayer`` /
``Decoder`` (3.1), the ``Generator`` (linear + softmax) and the ``Transformer`` that
holds them.

Two kinds of code live elsewhere. The CPU's speed tricks are calls into ``kernels``
(each labelled where it is made: dropout, the packed ``Linear``, the attention product,
padding removal), so this file shows what is computed, not how fast. Decoding one
position at a time with a key/value cache is ``incremental`` (``Transformer`` inherits
its methods); docs/ARCHITECTURE.md is the map.

Shapes: B batch, S source length, T target length, d d_model, h heads, d_k = d/h, V vocab.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from ..config import ModelConfig
from . import kernels
from .incremental import IncrementalDecoding, KeyValueCache


class Embeddings(nn.Module):
    """Token embeddings multiplied by sqrt(d_model) (Section 3.4).

    The scale matters with tied weights: the shared matrix is initialised with
    std d_model^-0.5 (as in tensor2tensor, the paper's code), so scaled embeddings
    have unit variance, comparable with the positional encodings added to them.
    """

    def __init__(self, vocab_size: int, d_model: int, pad_id: int):
        super().__init__()
        self.lut = nn.Embedding(vocab_size, d_model, padding_idx=pad_id)
        self.scale = math.sqrt(d_model)

    def forward(self, tokens: Tensor) -> Tensor:
        """tokens [B, T] -> [B, T, d]"""
        return self.lut(tokens) * self.scale


class PositionalEncoding(nn.Module):
    """Sinusoidal positions (Section 3.5) added to the embeddings, then dropout.

    The table is computed for whatever length arrives and grown on demand, so a
    long input never hits a fixed cap.
    """

    def __init__(self, d_model: int, dropout: float, initial_len: int = 1024):
        super().__init__()
        self.d_model = d_model
        self.dropout = kernels.Dropout(dropout)
        self.register_buffer("pe", self._table(initial_len), persistent=False)

    def _table(self, length: int) -> Tensor:
        position = torch.arange(length, dtype=torch.float32).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, self.d_model, 2, dtype=torch.float32)
                             * (-math.log(10000.0) / self.d_model))
        pe = torch.zeros(length, self.d_model)
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        return pe

    def forward(self, x: Tensor, start: int = 0) -> Tensor:
        """x [B, T, d] holding positions start..start+T-1 -> [B, T, d]"""
        end = start + x.size(1)
        if end > self.pe.size(0):
            self.pe = self._table(max(end, 2 * self.pe.size(0))).to(self.pe.device)
        return self.dropout(x + self.pe[start:end].to(x.dtype))


class MultiHeadedAttention(nn.Module):
    """Scaled dot-product attention over h heads (Section 3.2.2).

    W^Q, W^K and W^V are stored stacked in one ``in_proj`` matrix so that
    self-attention is one matrix product; encoder-decoder attention uses its query
    part on the decoder side and its key/value part on the memory, once per sentence
    (``memory_key_value``). The two are separate entry points: ``self_attention`` and
    ``cross_attention``.
    """

    def __init__(self, n_heads: int, d_model: int, dropout: float = 0.0):
        super().__init__()
        self.h, self.d_k, self.d_model = n_heads, d_model // n_heads, d_model
        self.in_proj = kernels.Linear(d_model, 3 * d_model)  # packs W while decoding on the CPU
        self.out_proj = kernels.Linear(d_model, d_model)  # W^O
        self.dropout = dropout

    def self_attention(self, x: Tensor, mask: Tensor | None = None, is_causal: bool = False,
                       cache: KeyValueCache | None = None,
                       padding: kernels.Padding | None = None) -> Tensor:
        """Every position of x attends to the positions of x (or of its history).

        Args:
            x: [B, T, d], or with ``padding`` the real tokens only, [n, d].
            mask: bool [B, 1, 1|T, T], True where a key may be attended to.
            is_causal: each position sees only itself and earlier ones.
            cache: decoding one position at a time: this call's keys/values are
                appended to it and each row attends to its own history (with beams,
                its ancestors': the cache's lineage mask, which replaces ``mask``).
            padding: x holds the real tokens of this padded batch.
        Returns:
            [B, T, d], or [n, d] with ``padding``.
        """
        qkv = self.in_proj(x)
        if padding is not None:  # projected on real tokens, attended in [B, S] layout
            qkv = padding.restore(qkv)
        q, k, v = qkv.chunk(3, dim=-1)
        q, k, v = self._split_heads(q), self._split_heads(k), self._split_heads(v)
        if cache is not None:
            k, v, lineage = cache.append(k, v)
            if lineage is not None:
                if mask is not None:
                    raise ValueError("a mask and a cache shared by beams do not combine")
                mask = lineage
        out = self._attend(q, k, v, mask, is_causal)
        return self.out_proj(out if padding is None else padding.remove(out))

    def cross_attention(self, x: Tensor, memory_kv: tuple[Tensor, Tensor],
                        mask: Tensor) -> Tensor:
        """Decoder positions x [B, T, d] attend to the encoder's output.

        Args:
            memory_kv: the memory's keys and values [B', h, S, d_k] (``memory_key_value``).
                When x has g times as many rows (B = g * B'), each run of g consecutive
                rows attends to one memory row: a sentence's beams share its keys/values.
            mask: bool [B', 1, 1, S], True at real source tokens.
        Returns:
            [B, T, d]
        """
        q = self._split_heads(self.in_proj(x, rows=slice(None, self.d_model)))  # W^Q only
        k, v = memory_kv
        return self.out_proj(self._attend(q, k, v, mask, False))

    def memory_key_value(self, memory: Tensor) -> tuple[Tensor, Tensor]:
        """Project encoder output once: memory [B, S, d] -> keys, values [B, h, S, d_k]."""
        d = self.d_model
        kv = F.linear(memory, self.in_proj.weight[d:], self.in_proj.bias[d:])  # once per batch
        k, v = kv.chunk(2, dim=-1)
        # Contiguous once here, or every decoding step's matmul copies the strided views.
        return self._split_heads(k).contiguous(), self._split_heads(v).contiguous()

    def _split_heads(self, x: Tensor) -> Tensor:
        """[B, T, d] -> [B, h, T, d_k]"""
        b, t, _ = x.shape
        return x.view(b, t, self.h, self.d_k).transpose(1, 2)

    def _attend(self, q: Tensor, k: Tensor, v: Tensor, mask: Tensor | None,
                is_causal: bool) -> Tensor:
        """softmax(Q K^T / sqrt(d_k)) V for q [B, h, T, d_k] against k, v [B', h, S, d_k]
        (B = g * B'), heads concatenated: [B, T, d]."""
        b, _, t, _ = q.shape
        group = b // k.size(0)
        # [g * B', h, t, d_k] -> [B', h, g * t, d_k]: g rows, one memory row (or, in
        # self-attention with beams, one sentence's cache of g slots)
        if group > 1:
            q = q.view(k.size(0), group, self.h, t, self.d_k).transpose(1, 2).reshape(
                k.size(0), self.h, group * t, self.d_k)
        p_drop = self.dropout if self.training else 0.0
        # Two plain matrix products: measured faster on the CPU, and the one path whose
        # weights exist to be recorded (nmt_cli.attention opens the recording scope).
        if kernels.cpu_kernels(q) or kernels.attention_recorded():
            out = kernels.attention(q, k, v, mask, is_causal, p_drop, source=self)
        else:
            out = kernels.fused_attention(q, k, v, mask, is_causal, p_drop)
        # [B', h, g * t, d_k] -> [B', g, t, h, d_k] = [B, t, d]
        out = out.view(k.size(0), self.h, group, t, self.d_k).permute(0, 2, 3, 1, 4)
        return out.reshape(b, t, self.d_model)


class PositionwiseFeedForward(nn.Module):
    """FFN(x) = max(0, x W_1 + b_1) W_2 + b_2 (Section 3.3); with ``activation="swish"``,
    x W_1 + b_1 times its sigmoid in place of the max (OPUS-MT's Marian models)."""

    def __init__(self, d_model: int, d_ff: int, dropout: float = 0.0,
                 activation: str = "relu"):
        super().__init__()
        self.w_1 = kernels.Linear(d_model, d_ff)
        self.w_2 = kernels.Linear(d_ff, d_model)
        self.dropout = kernels.Dropout(dropout)
        self.activation = F.relu if activation == "relu" else F.silu

    def forward(self, x: Tensor) -> Tensor:
        # In place only without autograd: F.linear's 3-D output is a view, and autograd
        # turns an in-place op on it into full [tokens x d_ff] copies (~10% of an fp32
        # training step); when decoding, in place saves a pass over [tokens x d_ff].
        hidden = self.activation(self.w_1(x), inplace=not torch.is_grad_enabled())
        return self.w_2(self.dropout(hidden))


class SublayerConnection(nn.Module):
    """Residual connection around a sublayer, with layer normalisation.

    Post-norm (the paper, Section 5.4): LayerNorm(x + Dropout(Sublayer(x))).
    Pre-norm (the Annotated Transformer; trains deep or big models more stably
    without careful warmup): x + Dropout(Sublayer(LayerNorm(x))).
    """

    def __init__(self, d_model: int, dropout: float, pre_norm: bool):
        super().__init__()
        self.norm = nn.LayerNorm(d_model)
        self.dropout = kernels.Dropout(dropout)
        self.pre_norm = pre_norm

    def forward(self, x: Tensor, sublayer) -> Tensor:
        if self.pre_norm:
            return x + self.dropout(sublayer(self.norm(x)))
        return self.norm(x + self.dropout(sublayer(x)))


class EncoderLayer(nn.Module):
    """Self-attention, then feed-forward, each in a ``SublayerConnection``."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = MultiHeadedAttention(cfg.n_heads, cfg.d_model, cfg.attention_dropout)
        self.feed_forward = PositionwiseFeedForward(cfg.d_model, cfg.d_ff, cfg.relu_dropout,
                                                    cfg.activation)
        self.sublayer = nn.ModuleList(
            SublayerConnection(cfg.d_model, cfg.dropout, cfg.pre_norm) for _ in range(2))

    def forward(self, x: Tensor, src_mask: Tensor,
                padding: kernels.Padding | None = None) -> Tensor:
        """x [B, S, d], or with ``padding`` the real tokens only, [n, d]."""
        x = self.sublayer[0](x, lambda y: self.self_attn.self_attention(y, src_mask,
                                                                        padding=padding))
        return self.sublayer[1](x, self.feed_forward)


class Encoder(nn.Module):
    """A stack of N ``EncoderLayer`` (``cfg.encoder_depth``; plus a final LayerNorm when
    pre-norm)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.layers = nn.ModuleList(EncoderLayer(cfg) for _ in range(cfg.encoder_depth))
        self.norm = nn.LayerNorm(cfg.d_model) if cfg.pre_norm else nn.Identity()

    def forward(self, x: Tensor, src_mask: Tensor) -> Tensor:
        """x [B, S, d], src_mask [B, 1, 1, S] -> [B, S, d] (zeros at padding)."""
        # Everything but the attention treats each position on its own: the layers
        # run on the real tokens only, [n, d], when the batch has padding.
        keep = src_mask[:, 0, 0, :]
        padding = None if bool(keep.all()) else kernels.Padding(keep)
        if padding is not None:
            x = padding.remove(x)
        for layer in self.layers:
            x = layer(x, src_mask, padding)
        x = self.norm(x)
        return x if padding is None else padding.restore(x)


class DecoderLayer(nn.Module):
    """Masked self-attention, encoder-decoder attention, then feed-forward."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = MultiHeadedAttention(cfg.n_heads, cfg.d_model, cfg.attention_dropout)
        self.src_attn = MultiHeadedAttention(cfg.n_heads, cfg.d_model, cfg.attention_dropout)
        self.feed_forward = PositionwiseFeedForward(cfg.d_model, cfg.d_ff, cfg.relu_dropout,
                                                    cfg.activation)
        self.sublayer = nn.ModuleList(
            SublayerConnection(cfg.d_model, cfg.dropout, cfg.pre_norm) for _ in range(3))

    def forward(self, x: Tensor, memory_kv: tuple[Tensor, Tensor], src_mask: Tensor,
                cache: KeyValueCache | None = None) -> Tensor:
        """x [B, T, d]; with ``cache``, x holds only the newest position(s)."""
        # Training needs the causal mask; an incremental step's query is the
        # newest position and may see every cached one of its history.
        causal = cache is None
        x = self.sublayer[0](x, lambda y: self.self_attn.self_attention(
            y, is_causal=causal, cache=cache))
        x = self.sublayer[1](x, lambda y: self.src_attn.cross_attention(y, memory_kv, src_mask))
        return self.sublayer[2](x, self.feed_forward)


class Decoder(nn.Module):
    """A stack of N ``DecoderLayer`` (``cfg.decoder_depth``, which may differ from the
    encoder's; plus a final LayerNorm when pre-norm), fed the encoder's output through each
    layer's keys and values of it (``memory_key_values``)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(cfg) for _ in range(cfg.decoder_depth))
        self.norm = nn.LayerNorm(cfg.d_model) if cfg.pre_norm else nn.Identity()

    def memory_key_values(self, memory: Tensor) -> list[tuple[Tensor, Tensor]]:
        """Each layer's encoder-decoder keys and values, [B, h, S, d_k] each."""
        return [layer.src_attn.memory_key_value(memory) for layer in self.layers]

    def forward(self, x: Tensor, memory_kvs: list[tuple[Tensor, Tensor]], src_mask: Tensor,
                caches: list[KeyValueCache] | None = None) -> Tensor:
        """x [B, T, d] -> [B, T, d]; ``caches``: one per layer when decoding step by step."""
        for i, layer in enumerate(self.layers):
            x = layer(x, memory_kvs[i], src_mask, None if caches is None else caches[i])
        return self.norm(x)


# The logit bias of a piece a restricted output layer leaves out: exp() of it is 0 in
# fp32, it fits fp16, and averaging or EMA of it stays it (-inf would give NaN there).
LEFT_OUT = -1e4


class Generator(nn.Module):
    """The final linear layer and softmax (Figure 1, top). No bias, as tied weights imply,
    unless ``bias`` (an imported Marian model's ``final_logits_bias``) or ``restricted``:
    an output layer restricted to some pieces, as a fixed bias that is 0 on them and
    ``LEFT_OUT`` elsewhere (``restrict_to``), so that every search and export honours it.
    """

    def __init__(self, d_model: int, vocab_size: int, bias: bool = False,
                 restricted: bool = False):
        super().__init__()
        self.proj = kernels.Linear(d_model, vocab_size, bias=bias or restricted)
        self.restricted = restricted
        if restricted:
            self.proj.bias.requires_grad_(False)

    def restrict_to(self, pieces: Tensor) -> None:
        """Output ``pieces`` (ids) alone."""
        with torch.no_grad():
            self.proj.bias.fill_(LEFT_OUT).index_fill_(0, pieces.to(self.proj.bias.device), 0.0)

    def allowed(self) -> Tensor | None:
        """The ids a restricted layer outputs, ascending (None: every id)."""
        return (self.proj.bias == 0).nonzero().squeeze(1) if self.restricted else None

    def logits(self, x: Tensor) -> Tensor:
        """x [..., d] -> [..., V]"""
        return self.proj(x)

    def forward(self, x: Tensor) -> Tensor:
        """x [..., d] -> log-probabilities [..., V], computed in fp32."""
        return F.log_softmax(self.logits(x).float(), dim=-1)


class Transformer(IncrementalDecoding, nn.Module):
    """Encoder-decoder with shared embeddings (Figure 1).

    With ``share_embeddings`` the source embedding, the target embedding and the
    pre-softmax projection are one matrix (Section 3.4, three-way tying). Decoding
    step by step (the methods of ``incremental.IncrementalDecoding``) follows the
    contract of ``decoding.StepDecoder``.
    """

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.src_embed = Embeddings(cfg.vocab_size, cfg.d_model, cfg.pad_id)
        self.tgt_embed = (self.src_embed if cfg.share_embeddings
                          else Embeddings(cfg.vocab_size, cfg.d_model, cfg.pad_id))
        self.src_pos = PositionalEncoding(cfg.d_model, cfg.dropout)
        self.tgt_pos = PositionalEncoding(cfg.d_model, cfg.dropout)
        self.encoder = Encoder(cfg)
        self.decoder = Decoder(cfg)
        self.generator = Generator(cfg.d_model, cfg.vocab_size, cfg.output_bias,
                                   cfg.restrict_output)
        self._reset_parameters()
        if cfg.share_embeddings:
            self.generator.proj.weight = self.src_embed.lut.weight

    def _reset_parameters(self) -> None:
        """Xavier-uniform for every projection, zero biases; embeddings N(0, d^-0.5)."""
        for name, p in self.named_parameters():
            if name.endswith("lut.weight"):
                nn.init.normal_(p, mean=0.0, std=self.cfg.d_model ** -0.5)
                with torch.no_grad():
                    p[self.cfg.pad_id].zero_()
            elif p.dim() > 1:
                nn.init.xavier_uniform_(p)
            elif name.endswith("bias"):
                nn.init.zeros_(p)

    def num_parameters(self) -> int:
        """Distinct parameters (tied matrices counted once)."""
        return sum(p.numel() for p in self.parameters())

    def src_mask(self, src: Tensor) -> Tensor:
        """src [B, S] -> bool [B, 1, 1, S], True at real tokens."""
        return (src != self.cfg.pad_id)[:, None, None, :]

    def encode(self, src: Tensor) -> tuple[Tensor, Tensor]:
        """src [B, S] -> memory [B, S, d], src_mask [B, 1, 1, S]"""
        mask = self.src_mask(src)
        return self.encoder(self.src_pos(self.src_embed(src)), mask), mask

    def decode(self, tgt: Tensor, memory: Tensor, src_mask: Tensor) -> Tensor:
        """Teacher-forced decoder over all positions: tgt [B, T] -> [B, T, d].

        Targets are padded on the right only, so the causal mask alone keeps every
        real position away from padding.
        """
        x = self.tgt_pos(self.tgt_embed(tgt))
        return self.decoder(x, self.decoder.memory_key_values(memory), src_mask)

    def forward(self, src: Tensor, tgt: Tensor) -> Tensor:
        """src [B, S], decoder input tgt [B, T] -> decoder output [B, T, d].

        Apply ``self.generator`` for log-probabilities (the loss applies it to the
        positions whose target is not padding only).
        """
        memory, src_mask = self.encode(src)
        return self.decode(tgt, memory, src_mask)
