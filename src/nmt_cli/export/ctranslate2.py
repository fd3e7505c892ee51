"""Export a checkpoint to CTranslate2 for fast CPU/GPU inference.

CTranslate2 runs the same Figure 1 Transformer as ``model.py`` from its own
weight layout. The converter fills ``ctranslate2.specs.TransformerSpec``
through the public specs API and lets ``Converter.convert`` validate,
quantize and save it. The mapping, box by box:

    ours                                         CTranslate2 spec
    src_embed / tgt_embed (x sqrt(d), 3.4)       {encoder,decoder}.embeddings, scale_embeddings
    PositionalEncoding (3.5)                     {encoder,decoder}.position_encodings.encodings
    self_attn.in_proj [3d, d] (Q;K;V)            self_attention.linear[0] (fused QKV, same order)
    src_attn.in_proj[:d] / [d:]                  attention.linear[0] (Q) / linear[1] (fused KV)
    *.out_proj (W^O)                             *.linear[-1]
    sublayer[i].norm                             the LayerNorm of that sublayer's spec
    feed_forward.w_1 / w_2 (ReLU or swish)       ffn.linear_0 / linear_1
    encoder.norm / decoder.norm (pre-norm only)  encoder.layer_norm / decoder.layer_norm
    generator.proj (tied; an import's bias)      decoder.projection

Both norm placements map: the spec's ``pre_norm`` flag applies each sublayer's
LayerNorm to the input (pre-norm) or after the residual sum (post-norm, the
paper's Section 5.4), exactly as ``SublayerConnection`` does.

Two details that would silently break equality if left to CTranslate2's defaults:
our sinusoid table interleaves sin/cos (even/odd dimensions) while
CTranslate2's built-in one concatenates them, so the table is exported
explicitly; and ``torch.nn.LayerNorm`` uses eps 1e-5, which is written into
the model config.

The output directory holds ``model.bin``, ``config.json`` and
``shared_vocabulary.json`` (CTranslate2's files), plus ``spm.model`` (our
sentencepiece model) and ``nmt_config.json`` (our ``ModelConfig`` and the
export settings), so ``nmt translate --ckpt DIR`` needs nothing else.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import torch

from ..checkpoint import load_checkpoint, model_config
from ..config import UNK_ID, ModelConfig, to_dict
from ..data.lang_tags import lang_tags
from ..data.tokenizer import Tokenizer
from ..errors import NmtError
from ..model import PositionalEncoding
from .ct2_files import (DEFAULT_MAX_POSITIONS, EXPORT_VERSION, NMT_CONFIG, SPM_FILE,
                        require_ctranslate2)

QUANTIZATIONS = ("float32", "int8", "int8_float32", "int8_float16", "int8_bfloat16",
                 "int16", "float16", "bfloat16")


def _np(t: torch.Tensor) -> np.ndarray:
    return t.detach().to(torch.float32).cpu().contiguous().numpy()


def _set_linear(spec, weight: torch.Tensor, bias: torch.Tensor | None = None) -> None:
    spec.weight = _np(weight)
    if bias is not None:
        spec.bias = _np(bias)


def _set_norm(spec, state: dict, scope: str) -> None:
    spec.gamma = _np(state[f"{scope}.weight"])
    spec.beta = _np(state[f"{scope}.bias"])


def _set_self_attention(spec, state: dict, scope: str) -> None:
    """Our in_proj stacks Q, K, V in that order, which is CTranslate2's fused layout."""
    _set_linear(spec.linear[0], state[f"{scope}.in_proj.weight"], state[f"{scope}.in_proj.bias"])
    _set_linear(spec.linear[1], state[f"{scope}.out_proj.weight"], state[f"{scope}.out_proj.bias"])


def _set_cross_attention(spec, state: dict, scope: str, d: int) -> None:
    """Encoder-decoder attention: queries from rows [:d], fused keys/values from rows [d:]."""
    w, b = state[f"{scope}.in_proj.weight"], state[f"{scope}.in_proj.bias"]
    _set_linear(spec.linear[0], w[:d], b[:d])
    _set_linear(spec.linear[1], w[d:], b[d:])
    _set_linear(spec.linear[2], state[f"{scope}.out_proj.weight"], state[f"{scope}.out_proj.bias"])


def _set_ffn(spec, state: dict, scope: str) -> None:
    _set_linear(spec.linear_0, state[f"{scope}.w_1.weight"], state[f"{scope}.w_1.bias"])
    _set_linear(spec.linear_1, state[f"{scope}.w_2.weight"], state[f"{scope}.w_2.bias"])


def _set_embeddings(spec, cfg: ModelConfig, state: dict, max_positions: int) -> None:
    """Embeddings (scaled by sqrt(d_model), Section 3.4), the sinusoid table written out
    (ours interleaves sin/cos, CTranslate2's built-in one concatenates them) and the
    tied output projection."""
    positions = _np(PositionalEncoding(cfg.d_model, 0.0, initial_len=max_positions).pe)
    enc, dec = spec.encoder, spec.decoder
    enc.embeddings[0].weight = _np(state["src_embed.lut.weight"])
    dec.embeddings.weight = _np(state["tgt_embed.lut.weight"])
    enc.scale_embeddings = dec.scale_embeddings = True  # x sqrt(d_model), Section 3.4
    enc.position_encodings.encodings = positions
    dec.position_encodings.encodings = positions
    dec.projection.weight = _np(state["generator.proj.weight"])
    # an imported Marian model's final_logits_bias, or a restricted output layer's
    if cfg.output_bias or cfg.restrict_output:
        dec.projection.bias = _np(state["generator.proj.bias"])


def _set_encoder_layer(layer, state: dict, scope: str) -> None:
    _set_self_attention(layer.self_attention, state, f"{scope}.self_attn")
    _set_norm(layer.self_attention.layer_norm, state, f"{scope}.sublayer.0.norm")
    _set_ffn(layer.ffn, state, f"{scope}.feed_forward")
    _set_norm(layer.ffn.layer_norm, state, f"{scope}.sublayer.1.norm")


def _set_decoder_layer(layer, state: dict, scope: str, d: int) -> None:
    _set_self_attention(layer.self_attention, state, f"{scope}.self_attn")
    _set_norm(layer.self_attention.layer_norm, state, f"{scope}.sublayer.0.norm")
    _set_cross_attention(layer.attention, state, f"{scope}.src_attn", d)
    _set_norm(layer.attention.layer_norm, state, f"{scope}.sublayer.1.norm")
    _set_ffn(layer.ffn, state, f"{scope}.feed_forward")
    _set_norm(layer.ffn.layer_norm, state, f"{scope}.sublayer.2.norm")


def build_spec(cfg: ModelConfig, state: dict, pieces: list[str],
               max_positions: int = DEFAULT_MAX_POSITIONS):
    """Fill a CTranslate2 ``TransformerSpec`` from our config and state dict.

    Args:
        cfg: the checkpoint's model config.
        state: its state dict (tied weights appear under each of their names).
        pieces: the sentencepiece pieces in id order; ids 1, 2, 3 are unk, bos, eos.
        max_positions: rows of the exported sinusoid table, the longest
            source or target CTranslate2 can then handle.
    Returns:
        a ``ctranslate2.specs.TransformerSpec``, not yet validated or quantized.
    """
    require_ctranslate2()
    from ctranslate2.specs import common_spec, transformer_spec  # the ct2 extra, checked above

    if len(pieces) != cfg.vocab_size:
        raise NmtError(f"the tokenizer has {len(pieces)} pieces but the model "
                       f"{cfg.vocab_size} embeddings")
    d = cfg.d_model
    spec = transformer_spec.TransformerSpec.from_config(
        (cfg.encoder_depth, cfg.decoder_depth), cfg.n_heads, pre_norm=cfg.pre_norm,
        activation={"relu": common_spec.Activation.RELU,
                    "swish": common_spec.Activation.SWISH}[cfg.activation])
    _set_embeddings(spec, cfg, state, max_positions)
    for i, layer in enumerate(spec.encoder.layer):
        _set_encoder_layer(layer, state, f"encoder.layers.{i}")
    for i, layer in enumerate(spec.decoder.layer):
        _set_decoder_layer(layer, state, f"decoder.layers.{i}", d)
    if cfg.pre_norm:
        _set_norm(spec.encoder.layer_norm, state, "encoder.norm")
        _set_norm(spec.decoder.layer_norm, state, "decoder.norm")

    spec.register_source_vocabulary(pieces)
    spec.register_target_vocabulary(pieces)
    config = spec.config
    config.unk_token = pieces[UNK_ID]
    config.bos_token = pieces[cfg.bos_id]
    config.eos_token = pieces[cfg.eos_id]
    config.decoder_start_token = pieces[cfg.bos_id]  # our search starts from BOS
    config.add_source_bos = False
    config.add_source_eos = True  # our sources end with EOS; callers pass bare pieces
    config.layer_norm_epsilon = 1e-5  # torch.nn.LayerNorm's default
    return spec


def _write_spec(ckpt: dict, out: Path, quantization: str | None, max_positions: int) -> None:
    """What ctranslate2's ``Converter.convert`` does with a spec: validate it, quantize it,
    save it into a fresh ``out``. Called here rather than through a ``Converter`` subclass:
    ``ctranslate2.converters`` imports every converter it has, and its transformers one
    imports ``transformers`` where the hf extra is installed, 2.4 s of each first
    `nmt translate` of a checkpoint (2-core EPYC, 2026-11-28)."""
    tokenizer = Tokenizer(ckpt["spm_model"])
    pieces = [tokenizer.sp.id_to_piece(i) for i in range(tokenizer.vocab_size)]
    spec = build_spec(model_config(ckpt), ckpt["model"], pieces, max_positions)
    spec.validate()
    spec.optimize(quantization=quantization)
    if out.exists():
        shutil.rmtree(out)  # only an earlier export or an empty folder: checked by the caller
    out.mkdir(parents=True)
    spec.save(str(out))


def _languages(manifest: dict | None) -> dict:
    """What nmt_config.json records of the model's languages (``data.lang_tags``)."""
    manifest = manifest or {}
    text = {k: manifest.get(k) if isinstance(manifest.get(k), str) else None
            for k in ("src_lang", "tgt_lang")}
    return {**text, "lang_tags": lang_tags(manifest)}


def export_ctranslate2(
    ckpt_path: str | Path,
    out: str | Path,
    quantization: str | None = None,
    force: bool = False,
    max_positions: int = DEFAULT_MAX_POSITIONS,
    source_sha256: str | None = None,
) -> Path:
    """Write a CTranslate2 model directory for an nmt-cli checkpoint.

    Args:
        ckpt_path: a checkpoint file (e.g. the output of ``nmt average``).
        out: the directory to create.
        quantization: weight type, one of ``QUANTIZATIONS`` (None keeps float32).
        force: replace ``out`` if it exists.
        max_positions: longest sequence the exported position table covers.
        source_sha256: the checkpoint file's checksum, recorded for ``engine``'s cache.
    Returns:
        the output directory.
    """
    require_ctranslate2()
    out = Path(out)
    if quantization is not None and quantization not in QUANTIZATIONS:
        raise NmtError(f"unknown quantization {quantization!r}; choose from "
                       f"{', '.join(QUANTIZATIONS)}")
    if out.exists() and not force:
        raise NmtError(f"{out} already exists (use --force to replace it)")
    # --force deletes the directory: only ever an earlier export or an empty one.
    if out.exists() and (not out.is_dir() or (any(out.iterdir())
                                               and not (out / NMT_CONFIG).is_file())):
        raise NmtError(f"{out} exists and is not an nmt export; refusing to replace it")
    ckpt = load_checkpoint(ckpt_path)
    cfg = model_config(ckpt)
    try:
        _write_spec(ckpt, out, quantization, max_positions)
    except (KeyError, ValueError) as e:
        raise NmtError(f"cannot convert {ckpt_path}: {type(e).__name__}: {e}") from None
    (out / SPM_FILE).write_bytes(ckpt["spm_model"])
    meta = {
        "format": "nmt-cli-ctranslate2",
        "version": EXPORT_VERSION,
        "model_config": to_dict(cfg),
        "quantization": quantization or "float32",
        "max_positions": max_positions,
        "source_checkpoint": str(ckpt_path),
        "source_sha256": source_sha256,
        "step": ckpt.get("step", 0),
        # `nmt translate` warns about inputs longer than the training data had.
        "trained_max_len": ((ckpt.get("data_manifest") or {}).get("args") or {}).get("max_len"),
        # the sentence splitter's language (`nmt translate` splits paragraphs); the target
        # (``mul`` for several) and a multilingual model's tags (`--tgt-lang`, the server)
        **_languages(ckpt.get("data_manifest")),
        "ctranslate2_version": require_ctranslate2().__version__,
    }
    (out / NMT_CONFIG).write_text(json.dumps(meta, indent=2) + "\n")
    return out
