"""Our Transformer's weights under the names and layout of `transformers`' ``MarianMTModel``.

OPUS-MT's Marian models are Figure 1's Transformer (post-norm, sinusoidal positions,
embeddings scaled by sqrt(d_model) and tied with the output projection, Sections 3.4-3.5),
so the mapping is a renaming plus one fixed permutation. The table, box by box:

    ours                                         MarianMTModel (``model.`` omitted)
    src_embed / tgt_embed (x sqrt(d), 3.4)       shared / {encoder,decoder}.embed_tokens
    generator.proj (tied, no bias)               lm_head (tied); final_logits_bias = 0
    PositionalEncoding (3.5)                     {encoder,decoder}.embed_positions (computed)
    self_attn.in_proj [3d, d] (Q;K;V)            self_attn.{q,k,v}_proj
    src_attn.in_proj (Q;K;V)                     encoder_attn.{q,k,v}_proj
    *.out_proj (W^O)                             *.out_proj
    feed_forward.w_1 / w_2                       fc1 / fc2
    encoder sublayer.0 / .1 norm                 self_attn_layer_norm / final_layer_norm
    decoder sublayer.0 / .1 / .2 norm            self_attn_layer_norm / encoder_attn_layer_norm
                                                 / final_layer_norm

The permutation: our sinusoid table interleaves sines and cosines (dimension 2i holds
sin(pos / 10000^(2i/d)), 2i+1 the cosine), Marian's puts all sines in the first half
and the cosines in the second. Reordering the model dimension with ``halves(d)``
(0, 2, 4, ..., 1, 3, 5, ...) turns one table into the other, and because every
operation on the residual stream is either position-wise and permutation-equivariant
(the sum, LayerNorm) or a linear map, the same reordering applied to every tensor
that touches the stream gives the same function: the columns of the embeddings and of
every projection that reads the stream (Q, K, V, fc1), the rows and biases of every
projection that writes it (W^O, fc2), and the LayerNorm gains and biases. The heads'
own dimensions are not touched. What is left is rounding: the two tables are computed
by different code (float32 torch here, float64 numpy there), within 3e-6 over the first
60 positions.

Marian has no pre-norm layout (each sublayer's LayerNorm follows the residual sum, and
there is no final LayerNorm), so a ``--pre-norm`` checkpoint is refused.
"""

from __future__ import annotations

import torch
from torch import Tensor

from ..config import ModelConfig
from ..errors import NmtError

# How a tensor meets the residual stream, and so how the permutation applies to it.
READS = "reads"    # a projection's weight [out, d]: its columns
WRITES = "writes"  # a projection's weight [d, in] or bias [d], a LayerNorm's: its rows
HEADS = "heads"    # a Q/K/V bias: lives in the heads' dimensions, not the stream's
ACTIVATIONS = {"relu": "relu", "swish": "swish"}  # ours -> transformers' ACT2FN name


def halves(d: int) -> Tensor:
    """Marian's dimension i holds our dimension ``halves(d)[i]``: evens first, then odds."""
    return torch.cat([torch.arange(0, d, 2), torch.arange(1, d, 2)])


def _attention(ours: str, theirs: str) -> list[tuple[str, list[str], str]]:
    qkv = [f"{theirs}.{p}_proj" for p in "qkv"]
    return [(f"{ours}.in_proj.weight", [f"{n}.weight" for n in qkv], READS),
            (f"{ours}.in_proj.bias", [f"{n}.bias" for n in qkv], HEADS),
            (f"{ours}.out_proj.weight", [f"{theirs}.out_proj.weight"], WRITES),
            (f"{ours}.out_proj.bias", [f"{theirs}.out_proj.bias"], WRITES)]


def _sublayer_norm(ours: str, theirs: str) -> list[tuple[str, list[str], str]]:
    return [(f"{ours}.norm.{p}", [f"{theirs}.{p}"], WRITES) for p in ("weight", "bias")]


def _feed_forward(ours: str, theirs: str) -> list[tuple[str, list[str], str]]:
    return [(f"{ours}.w_1.weight", [f"{theirs}.fc1.weight"], READS),
            (f"{ours}.w_1.bias", [f"{theirs}.fc1.bias"], HEADS),  # d_ff wide, not the stream
            (f"{ours}.w_2.weight", [f"{theirs}.fc2.weight"], WRITES),
            (f"{ours}.w_2.bias", [f"{theirs}.fc2.bias"], WRITES)]


def layer_table(n_layers: int) -> list[tuple[str, list[str], str]]:
    """(our name, Marian's name or names (Q, K, V split), how the permutation applies) for
    every weight of the encoder and decoder stacks; the embeddings are ``embedding_table``'s."""
    table = []
    for i in range(n_layers):
        ours, theirs = f"encoder.layers.{i}", f"model.encoder.layers.{i}"
        table += _attention(f"{ours}.self_attn", f"{theirs}.self_attn")
        table += _sublayer_norm(f"{ours}.sublayer.0", f"{theirs}.self_attn_layer_norm")
        table += _feed_forward(f"{ours}.feed_forward", theirs)
        table += _sublayer_norm(f"{ours}.sublayer.1", f"{theirs}.final_layer_norm")
    for i in range(n_layers):
        ours, theirs = f"decoder.layers.{i}", f"model.decoder.layers.{i}"
        table += _attention(f"{ours}.self_attn", f"{theirs}.self_attn")
        table += _sublayer_norm(f"{ours}.sublayer.0", f"{theirs}.self_attn_layer_norm")
        table += _attention(f"{ours}.src_attn", f"{theirs}.encoder_attn")
        table += _sublayer_norm(f"{ours}.sublayer.1", f"{theirs}.encoder_attn_layer_norm")
        table += _feed_forward(f"{ours}.feed_forward", theirs)
        table += _sublayer_norm(f"{ours}.sublayer.2", f"{theirs}.final_layer_norm")
    return table


def embedding_table(shared: bool) -> list[tuple[str, str]]:
    """(our name, Marian's name) of the vocabulary-sized matrices; tied ones appear once."""
    if shared:
        return [("src_embed.lut.weight", "model.shared.weight")]
    return [("src_embed.lut.weight", "model.encoder.embed_tokens.weight"),
            ("tgt_embed.lut.weight", "model.decoder.embed_tokens.weight"),
            ("generator.proj.weight", "lm_head.weight")]


def _permute(t: Tensor, how: str, order: Tensor) -> Tensor:
    if how == READS:
        return t[:, order]
    if how == WRITES:
        return t[order]
    return t


def check_convertible(cfg: ModelConfig) -> None:
    """Refuse, in one line, a model that Marian's layout cannot hold exactly."""
    if cfg.pre_norm:
        raise NmtError("a pre-norm model (--pre-norm) has no transformers Marian layout: "
                       "MarianMTModel normalises after each residual sum and has no final "
                       "LayerNorm; export it with --format ctranslate2")
    if cfg.d_model % 2:
        raise NmtError(f"d_model {cfg.d_model} is odd: the sinusoid layouts differ in more "
                       "than an order")
    activation = getattr(cfg, "activation", "relu")
    if activation not in ACTIVATIONS:
        raise NmtError(f"activation {activation!r} has no transformers counterpart")


def to_marian(cfg: ModelConfig, state: dict[str, Tensor]) -> dict[str, Tensor]:
    """Our state dict -> ``MarianMTModel``'s (float32, contiguous), without the sinusoid
    tables, which transformers computes and never saves.

    Args:
        cfg: the checkpoint's model config (``check_convertible`` passes it).
        state: its state dict; tied weights appear under each of their names.
    Returns:
        every other weight of ``MarianMTModel(marian_config(cfg))`` by its name, tied
        ones once (under ``embedding_table``'s names), and ``final_logits_bias`` (zeros).
    """
    check_convertible(cfg)
    order = halves(cfg.d_model)
    out: dict[str, Tensor] = {}
    for ours, theirs in embedding_table(cfg.share_embeddings):
        out[theirs] = _permute(state[ours].float(), READS, order)
    for ours, names, how in layer_table(cfg.n_layers):
        parts = _permute(state[ours].float(), how, order).chunk(len(names), dim=0)
        out.update(zip(names, parts))
    out["final_logits_bias"] = torch.zeros(1, cfg.vocab_size)
    return {k: v.contiguous() for k, v in out.items()}


def marian_config(cfg: ModelConfig, max_positions: int) -> dict:
    """``MarianConfig``'s arguments for our config: shape, dropout, post-norm, ReLU, the
    scaled and tied embeddings, and our special ids (the decoder starts from BOS)."""
    check_convertible(cfg)
    return dict(
        vocab_size=cfg.vocab_size, decoder_vocab_size=cfg.vocab_size, d_model=cfg.d_model,
        encoder_layers=cfg.n_layers, decoder_layers=cfg.n_layers,
        encoder_attention_heads=cfg.n_heads, decoder_attention_heads=cfg.n_heads,
        encoder_ffn_dim=cfg.d_ff, decoder_ffn_dim=cfg.d_ff,
        activation_function=ACTIVATIONS[getattr(cfg, "activation", "relu")],
        dropout=cfg.dropout, attention_dropout=cfg.attention_dropout,
        activation_dropout=cfg.relu_dropout,
        max_position_embeddings=max_positions, scale_embedding=True,  # x sqrt(d), 3.4
        share_encoder_decoder_embeddings=cfg.share_embeddings,
        tie_word_embeddings=cfg.share_embeddings,
        pad_token_id=cfg.pad_id, eos_token_id=cfg.eos_id, bos_token_id=cfg.bos_id,
        decoder_start_token_id=cfg.bos_id, forced_eos_token_id=cfg.eos_id)
