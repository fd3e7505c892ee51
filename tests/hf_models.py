"""Small transformers Marian models made here, laid out as OPUS-MT's are, for the import
tests (tests/unit/test_import_hf.py, tests/e2e/test_hf_interop.py): no hub, no network.

OPUS-MT's settings: a swish activation; one sentencepiece model per side (unigram, with
sentencepiece's own special ids: unk 0, <s> 1, </s> 2), both mapped through one
vocabulary (``vocab.json``: ``</s>`` 0, ``<unk>`` 1, the pieces, ``<pad>`` last); the
decoder starts from ``<pad>``, whose embedding is zero; an output bias
(``final_logits_bias``, Marian's ``decoder_ff_logit_out_b``); scaled and tied embeddings.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from conftest import sample_lines


def train_side_spm(lines: list[str], vocab_size: int) -> bytes:
    """A unigram model with sentencepiece's default special ids, as Marian's are."""
    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(lines), model_writer=buf,
                                   vocab_size=vocab_size, character_coverage=1.0,
                                   minloglevel=2)
    return buf.getvalue()


def marian_vocab(source: bytes, target: bytes, tags: tuple[str, ...] = ()) -> list[str]:
    """OPUS-MT's vocab.json order: ``</s>``, ``<unk>``, a multi-target model's tags
    (``>>es<<``: in the vocabulary, in neither sentencepiece model), both sides' pieces,
    ``<pad>``."""
    import sentencepiece as spm

    pieces: dict[str, None] = {}
    for model in (source, target):
        sp = spm.SentencePieceProcessor()
        sp.LoadFromSerializedProto(model)
        for i in range(sp.get_piece_size()):
            if not (sp.is_control(i) or sp.is_unknown(i)):
                pieces.setdefault(sp.id_to_piece(i))
    return ["</s>", "<unk>", *tags, *pieces, "<pad>"]


def make_opus_like(out: Path, seed: int = 0, d_model: int = 32, layers: int = 2,
                   src_lang: str = "en", tgt_lang: str = "es",
                   tags: tuple[str, ...] = ()) -> Path:
    """A random-weight MarianMTModel with OPUS-MT's layout, saved with ``save_pretrained``
    (model, generation settings and tokenizer) to ``out``; ``tags``: a multi-target
    model's (``>>fr<<``, as opus-mt-en-ROMANCE's), in vocab.json only."""
    import torch
    import transformers as tf

    source = train_side_spm(sample_lines(f"train.{src_lang}")[:1500], 300)
    target = train_side_spm(sample_lines(f"train.{tgt_lang}")[:1500], 280)
    vocab = marian_vocab(source, target, tags)
    out.mkdir(parents=True)
    (out / "source.spm").write_bytes(source)
    (out / "target.spm").write_bytes(target)
    (out / "vocab.json").write_text(json.dumps({p: i for i, p in enumerate(vocab)},
                                               ensure_ascii=False))
    pad = len(vocab) - 1
    config = tf.MarianConfig(
        vocab_size=len(vocab), decoder_vocab_size=len(vocab), d_model=d_model,
        encoder_layers=layers, decoder_layers=layers, encoder_attention_heads=4,
        decoder_attention_heads=4, encoder_ffn_dim=2 * d_model, decoder_ffn_dim=2 * d_model,
        activation_function="swish", scale_embedding=True, max_position_embeddings=512,
        pad_token_id=pad, eos_token_id=0, decoder_start_token_id=pad, forced_eos_token_id=0,
        bos_token_id=None, dropout=0.1, share_encoder_decoder_embeddings=True)
    torch.manual_seed(seed)
    model = tf.MarianMTModel(config).eval()
    with torch.no_grad():  # what a trained model has: biases and gains off their init
        for name, p in model.named_parameters():
            if p.dim() == 1:
                p.add_(torch.randn_like(p) * 0.2)
        # embeddings far from their init, so that outputs depend on the source
        model.model.shared.weight.normal_(0.0, 0.5)
        model.model.shared.weight[pad].zero_()  # Marian's pad row: zeros
        model.final_logits_bias.normal_(0.0, 0.1)
    model.generation_config = tf.GenerationConfig(
        num_beams=4, max_length=512, bad_words_ids=[[pad]], decoder_start_token_id=pad,
        eos_token_id=0, forced_eos_token_id=0, pad_token_id=pad)
    model.save_pretrained(out)
    tok = tf.MarianTokenizer(source_spm=str(out / "source.spm"),
                             target_spm=str(out / "target.spm"), vocab=str(out / "vocab.json"),
                             source_lang=src_lang, target_lang=tgt_lang)
    tok.save_pretrained(out)
    return out
