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

An imported model's vocabulary is renumbered into ours (``data.joint_vocab``: its rows
move, nothing else changes), and its output bias, where it has one, is Marian's
``final_logits_bias`` (zeros for a model of ours without one).

Marian has no pre-norm layout (each sublayer's LayerNorm follows the residual sum, and
there is no final LayerNorm), so a ``--pre-norm`` checkpoint is refused.
"""

from __future__ import annotations

import torch
from torch import Tensor

from ..config import BOS_ID, EOS_ID, PAD_ID, UNK_ID, ModelConfig
from ..data.joint_vocab import Specials
from ..errors import NmtError

# How a tensor meets the residual stream, and so how the permutation applies to it.
READS = "reads"    # a projection's weight [out, d]: its columns
WRITES = "writes"  # a projection's weight [d, in] or bias [d], a LayerNorm's: its rows
HEADS = "heads"    # a Q/K/V bias: lives in the heads' dimensions, not the stream's
ACTIVATIONS = {"relu": "relu", "swish": "swish"}  # ours -> transformers' ACT2FN name
FROM_HF_ACTIVATIONS = {"relu": "relu", "swish": "swish", "silu": "swish"}
# our ids, which a checkpoint without a joint vocabulary shares with its export
OUR_SPECIALS = Specials(pad=PAD_ID, unk=UNK_ID, eos=EOS_ID, start=BOS_ID)


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


def layer_table(encoder_layers: int,
                decoder_layers: int | None = None) -> list[tuple[str, list[str], str]]:
    """(our name, Marian's name or names (Q, K, V split), how the permutation applies) for
    every weight of the encoder and decoder stacks (``decoder_layers`` None: as many as the
    encoder's); the embeddings are ``embedding_table``'s."""
    table = []
    for i in range(encoder_layers):
        ours, theirs = f"encoder.layers.{i}", f"model.encoder.layers.{i}"
        table += _attention(f"{ours}.self_attn", f"{theirs}.self_attn")
        table += _sublayer_norm(f"{ours}.sublayer.0", f"{theirs}.self_attn_layer_norm")
        table += _feed_forward(f"{ours}.feed_forward", theirs)
        table += _sublayer_norm(f"{ours}.sublayer.1", f"{theirs}.final_layer_norm")
    for i in range(encoder_layers if decoder_layers is None else decoder_layers):
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


def _rows_of_theirs(order: list[int] | None, size: int) -> Tensor:
    """For each Marian id, our id of the same token (``order``: the Marian id of each of
    ours, -1 for a row of ours alone; None: the same ids)."""
    if order is None:
        return torch.arange(size)
    rows = torch.full((size,), -1, dtype=torch.long)
    for ours, theirs in enumerate(order):
        if theirs >= 0:
            rows[theirs] = ours
    return rows


def to_marian(cfg: ModelConfig, state: dict[str, Tensor], order: list[int] | None = None,
              size: int | None = None) -> dict[str, Tensor]:
    """Our state dict -> ``MarianMTModel``'s (float32, contiguous), without the sinusoid
    tables, which transformers computes and never saves.

    Args:
        cfg: the checkpoint's model config (``check_convertible`` passes it).
        state: its state dict; tied weights appear under each of their names.
        order, size: an imported vocabulary (``joint_vocab.JointVocab.order``) and its
            Marian size; None: Marian's ids are ours.
    Returns:
        every other weight of ``MarianMTModel(marian_config(cfg))`` by its name, tied
        ones once (under ``embedding_table``'s names), and ``final_logits_bias``.
    """
    check_convertible(cfg)
    dims, rows = halves(cfg.d_model), _rows_of_theirs(order, size or cfg.vocab_size)
    if bool((rows < 0).any()):
        raise NmtError("the vocabulary's renumbering leaves a Marian id without a row")
    out: dict[str, Tensor] = {}
    for ours, theirs in embedding_table(cfg.share_embeddings):
        out[theirs] = _permute(state[ours].float(), READS, dims)[rows]
    for ours, names, how in layer_table(cfg.encoder_depth, cfg.decoder_depth):
        parts = _permute(state[ours].float(), how, dims).chunk(len(names), dim=0)
        out.update(zip(names, parts))
    bias = state.get("generator.proj.bias")
    out["final_logits_bias"] = (torch.zeros(1, len(rows)) if bias is None
                                else bias.float()[rows].unsqueeze(0))
    return {k: v.contiguous() for k, v in out.items()}


def from_marian(cfg: ModelConfig, theirs: dict[str, Tensor],
                order: list[int] | None = None) -> dict[str, Tensor]:
    """``MarianMTModel``'s state dict -> ours for ``cfg`` (``to_marian`` undone): rows of
    ours without a Marian counterpart (``order`` -1) are zeros; tied weights are one
    tensor under each of our names."""
    dims = torch.argsort(halves(cfg.d_model))  # the inverse permutation
    take = torch.tensor(order if order is not None else range(cfg.vocab_size))

    def vocabulary(t: Tensor) -> Tensor:
        out = t.float()[take.clamp(min=0)]
        out[take < 0] = 0.0
        return out

    state: dict[str, Tensor] = {}
    for ours, name in embedding_table(cfg.share_embeddings):
        state[ours] = _permute(vocabulary(theirs[name]), READS, dims).contiguous()
    if cfg.share_embeddings:
        shared = state["src_embed.lut.weight"]
        state["tgt_embed.lut.weight"] = state["generator.proj.weight"] = shared
    for ours, names, how in layer_table(cfg.encoder_depth, cfg.decoder_depth):
        joined = torch.cat([theirs[n].float() for n in names], dim=0)
        state[ours] = _permute(joined, how, dims).contiguous()
    if cfg.output_bias:
        state["generator.proj.bias"] = vocabulary(theirs["final_logits_bias"][0])
    return state


def marian_config(cfg: ModelConfig, max_positions: int, specials: Specials = OUR_SPECIALS,
                  size: int | None = None) -> dict:
    """``MarianConfig``'s arguments for our config: shape, dropout, post-norm, the
    activation, the scaled and tied embeddings, and the special ids (ours, or those of an
    imported vocabulary of Marian ``size``)."""
    check_convertible(cfg)
    size = size or cfg.vocab_size
    return dict(
        vocab_size=size, decoder_vocab_size=size, d_model=cfg.d_model,
        encoder_layers=cfg.encoder_depth, decoder_layers=cfg.decoder_depth,
        encoder_attention_heads=cfg.n_heads, decoder_attention_heads=cfg.n_heads,
        encoder_ffn_dim=cfg.d_ff, decoder_ffn_dim=cfg.d_ff,
        activation_function=ACTIVATIONS[cfg.activation],
        dropout=cfg.dropout, attention_dropout=cfg.attention_dropout,
        activation_dropout=cfg.relu_dropout,
        max_position_embeddings=max_positions, scale_embedding=True,  # x sqrt(d), 3.4
        share_encoder_decoder_embeddings=cfg.share_embeddings,
        tie_word_embeddings=cfg.share_embeddings,
        pad_token_id=specials.pad, eos_token_id=specials.eos,
        bos_token_id=specials.start if specials.start != specials.pad else None,
        decoder_start_token_id=specials.start, forced_eos_token_id=specials.eos)


def _refuse(what: str) -> None:
    raise NmtError(f"this transformers Marian model {what}; nmt's Transformer has no "
                   "such layout")


def our_config(theirs: dict, vocab_size: int, output_bias: bool) -> ModelConfig:
    """Our ``ModelConfig`` for a Marian ``config.json`` (post-norm, sinusoids, scaled
    embeddings: what Marian always is), or a one-line refusal of what ours cannot be."""
    if theirs.get("model_type") != "marian":
        raise NmtError(f"not a transformers Marian model (model_type "
                       f"{theirs.get('model_type')!r}); nmt imports MarianMTModel only")
    # each stack may have its depth (a deep encoder, a shallow decoder), not its own widths
    for a, b in (("encoder_ffn_dim", "decoder_ffn_dim"),
                 ("encoder_attention_heads", "decoder_attention_heads")):
        if theirs.get(a) != theirs.get(b):
            _refuse(f"has {a} {theirs.get(a)} but {b} {theirs.get(b)}")
    if not theirs.get("scale_embedding", False):
        _refuse("does not scale its embeddings by sqrt(d_model)")
    if theirs.get("decoder_vocab_size") not in (None, theirs.get("vocab_size")):
        _refuse("has a decoder vocabulary of its own")
    activation = FROM_HF_ACTIVATIONS.get(theirs.get("activation_function"))
    if activation is None:
        _refuse(f"uses the activation {theirs.get('activation_function')!r}")
    shared = theirs.get("share_encoder_decoder_embeddings", True)
    if shared != theirs.get("tie_word_embeddings", True):
        _refuse("ties its embeddings but not its output projection (or the reverse)")
    return ModelConfig(
        vocab_size=vocab_size, n_layers=theirs["encoder_layers"],
        decoder_layers=theirs["decoder_layers"], d_model=theirs["d_model"],
        d_ff=theirs["encoder_ffn_dim"], n_heads=theirs["encoder_attention_heads"],
        dropout=theirs.get("dropout", 0.1), attention_dropout=theirs.get("attention_dropout", 0.0),
        relu_dropout=theirs.get("activation_dropout", 0.0), pre_norm=False,
        share_embeddings=shared, activation=activation, output_bias=output_bias)
