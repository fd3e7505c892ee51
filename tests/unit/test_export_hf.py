"""The transformers Marian export (``export.marian``, ``export.hf``) against our PyTorch
model, in this process (``nmt export --format hf`` and decoding through both libraries as
commands: tests/e2e/test_hf_interop.py).

Logit equality on random weights, with every bias and LayerNorm perturbed so that a
mis-mapped or mis-permuted one shows, checks the table box by box for tied and untied
models; the tokenizer transformers loads gives our ids and our text; the settings that
make its search ours (start token, forbidden tokens, forced EOS) are in the files.
"""

from __future__ import annotations

import json

import pytest
import torch

from nmt_cli.checkpoint import atomic_save, load_checkpoint
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID, ModelConfig
from nmt_cli.data.tokenizer import Tokenizer
from nmt_cli.errors import NmtError
from nmt_cli.model import PositionalEncoding, Transformer

tf = pytest.importorskip("transformers", reason="the optional hf extra is not installed")
pytestmark = pytest.mark.filterwarnings("ignore:Recommended. pip install sacremoses")

from nmt_cli.export.hf import export_hf  # noqa: E402
from nmt_cli.export.marian import embedding_table, halves, layer_table, to_marian  # noqa: E402

from conftest import pad, sample_lines, save_model  # noqa: E402


def perturbed_model(vocab: int, seed: int = 1, **overrides) -> Transformer:
    """A random tiny model whose biases and LayerNorms are not their zero/one init: a
    bias or gain mapped to the wrong place, or left unpermuted, changes the logits."""
    torch.manual_seed(seed)
    cfg = ModelConfig(**{**dict(vocab_size=vocab, n_layers=2, d_model=32, d_ff=64, n_heads=4,
                                dropout=0.0), **overrides})
    model = Transformer(cfg).eval()
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 1:
                p.add_(torch.randn_like(p) * 0.2)
    return model


@pytest.fixture(scope="module")
def exported(tmp_path_factory, bible_spm):
    """A perturbed tied model, its export, and both libraries' models and tokenizers."""
    tmp = tmp_path_factory.mktemp("hf")
    model = perturbed_model(Tokenizer(bible_spm).vocab_size)
    out = export_hf(save_model(tmp / "m.pt", model, bible_spm), tmp / "hf")
    return model, out, tf.MarianMTModel.from_pretrained(out).eval(), \
        tf.MarianTokenizer.from_pretrained(out)


def logits_of_both(ours: Transformer, theirs, sources: list[list[int]], seed: int = 0):
    """Teacher-forced logits of both models for the sources (+ EOS) and random targets
    (BOS + 12 ids), right-padded: ([B, T, V], [B, T, V], the real positions)."""
    g = torch.Generator().manual_seed(seed)
    src = pad([s + [EOS_ID] for s in sources])
    tgt = torch.cat([torch.full((len(sources), 1), BOS_ID),
                     torch.randint(4, ours.cfg.vocab_size, (len(sources), 12), generator=g)], 1)
    with torch.no_grad():
        a = ours.generator.logits(ours(src, tgt))
        b = theirs(input_ids=src, attention_mask=src != PAD_ID, decoder_input_ids=tgt).logits
    return a, b


def test_the_table_maps_every_weight_once_and_transformers_takes_them_all(bible_spm):
    for shared in (True, False):
        model = perturbed_model(Tokenizer(bible_spm).vocab_size, share_embeddings=shared)
        state = model.state_dict()
        tied = {"tgt_embed.lut.weight", "generator.proj.weight"} if shared else set()
        named = {ours for ours, _ in embedding_table(shared)} | {
            ours for ours, _, _ in layer_table(model.cfg.n_layers)}
        assert named == set(state) - tied
        theirs = tf.MarianMTModel(tf.MarianConfig(
            vocab_size=model.cfg.vocab_size, d_model=32, encoder_layers=2, decoder_layers=2,
            encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=64,
            decoder_ffn_dim=64, share_encoder_decoder_embeddings=shared,
            tie_word_embeddings=shared, pad_token_id=PAD_ID))
        mapped = to_marian(model.cfg, state)
        missing, unexpected = theirs.load_state_dict(mapped, strict=False)
        assert unexpected == []
        assert all(k.endswith(("embed_positions.weight", "embed_tokens.weight", "lm_head.weight"))
                   for k in missing)
        assert all(mapped[k].shape == theirs.state_dict()[k].shape for k in mapped)


def test_halves_turns_our_sinusoids_into_marians():
    d = 64
    ours = PositionalEncoding(d, 0.0, initial_len=1024).pe
    theirs = tf.MarianMTModel(tf.MarianConfig(d_model=d, encoder_attention_heads=4,
                                              decoder_attention_heads=4, encoder_layers=1,
                                              decoder_layers=1, vocab_size=16, pad_token_id=0)
                              ).model.encoder.embed_positions.weight
    # the same numbers, computed in float32 torch here and float64 numpy there
    assert (ours[:, halves(d)] - theirs).abs()[:64].max() < 5e-6
    assert (ours[:, halves(d)] - theirs).abs().max() < 1e-4
    assert (ours - theirs).abs().max() > 0.5  # unpermuted, they are other tables


def test_logits_match_transformers_at_every_position(exported, bible_spm):
    model, _, theirs, _ = exported
    tok = Tokenizer(bible_spm)
    sources = [tok.encode(x) for x in sample_lines("test.en")[:8]]
    a, b = logits_of_both(model, theirs, sources)
    assert len({len(s) for s in sources}) > 3  # padding in the batch, on both sides
    torch.testing.assert_close(b, a, atol=1e-4, rtol=1e-4)


def test_untied_embeddings_map_too(tmp_path, bible_spm):
    model = perturbed_model(Tokenizer(bible_spm).vocab_size, seed=2, share_embeddings=False)
    out = export_hf(save_model(tmp_path / "m.pt", model, bible_spm), tmp_path / "hf")
    theirs = tf.MarianMTModel.from_pretrained(out).eval()
    assert json.loads((out / "config.json").read_text())["tie_word_embeddings"] is False
    tok = Tokenizer(bible_spm)
    a, b = logits_of_both(model, theirs, [tok.encode(x) for x in sample_lines("test.en")[:4]])
    torch.testing.assert_close(b, a, atol=1e-4, rtol=1e-4)


def test_a_restricted_output_layer_is_final_logits_bias(tmp_path, bible_spm):
    """``--restrict-output``'s bias travels as Marian's final_logits_bias: the logits agree,
    and the pieces left out stay out of transformers' reach too."""
    tok = Tokenizer(bible_spm)
    model = perturbed_model(tok.vocab_size, seed=3, restrict_output=True)
    model.generator.restrict_to(torch.arange(3, tok.vocab_size, 2))  # EOS and every other
    out = export_hf(save_model(tmp_path / "m.pt", model, bible_spm), tmp_path / "hf")
    theirs = tf.MarianMTModel.from_pretrained(out).eval()
    a, b = logits_of_both(model, theirs, [tok.encode(x) for x in sample_lines("test.en")[:4]])
    torch.testing.assert_close(b, a, atol=1e-3, rtol=1e-4)  # logits near -10,000: 1e-3
    assert (b[..., 4::2] < -9000).all() and (b[..., 3::2].abs() < 100).all()


def test_the_tokenizer_gives_our_ids_and_our_text(exported, bible_spm):
    _, out, _, theirs = exported
    ours = Tokenizer(bible_spm)
    lines = sample_lines("test.en")[:40] + sample_lines("test.es")[:40]
    assert theirs(lines).input_ids == [ours.encode(x) + [EOS_ID] for x in lines]
    ids = [ours.encode(x) for x in lines]
    assert theirs.batch_decode(ids, skip_special_tokens=True) == [ours.decode(i) for i in ids]
    auto = tf.AutoTokenizer.from_pretrained(out)
    assert auto(lines[:5]).input_ids == theirs(lines[:5]).input_ids


def test_the_files_make_transformers_search_as_ours(exported):
    _, out, theirs, _ = exported
    config = json.loads((out / "config.json").read_text())
    assert (config["model_type"], config["activation_function"], config["scale_embedding"],
            config["decoder_start_token_id"], config["pad_token_id"], config["eos_token_id"]) \
        == ("marian", "relu", True, BOS_ID, PAD_ID, EOS_ID)
    generation = json.loads((out / "generation_config.json").read_text())
    assert generation["num_beams"] == 4
    assert sorted(generation["bad_words_ids"]) == [[PAD_ID], [BOS_ID]]  # never generated
    assert generation["forced_eos_token_id"] == EOS_ID  # the limit ends with EOS
    assert generation["decoder_start_token_id"] == BOS_ID
    assert generation["max_new_tokens"] == 512  # no training data recorded: no max_len
    assert theirs.final_logits_bias.abs().max() == 0
    assert type(tf.AutoModelForSeq2SeqLM.from_pretrained(out)).__name__ == "MarianMTModel"
    assert {p.name for p in out.iterdir()} >= {
        "config.json", "model.safetensors", "generation_config.json", "source.spm",
        "target.spm", "vocab.json", "tokenizer_config.json", "README.md"}


def test_a_pre_norm_model_is_refused_in_one_line_and_nothing_is_written(tmp_path, bible_spm):
    model = perturbed_model(Tokenizer(bible_spm).vocab_size, pre_norm=True)
    with pytest.raises(NmtError, match="pre-norm") as e:
        export_hf(save_model(tmp_path / "m.pt", model, bible_spm), tmp_path / "hf")
    assert "\n" not in str(e.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.pt"]


def test_force_replaces_an_export_but_not_somebody_elses_directory(exported, tmp_path):
    _, out, _, _ = exported
    ckpt = out.parent / "m.pt"
    with pytest.raises(NmtError, match="already exists"):
        export_hf(ckpt, out)
    foreign = tmp_path / "notes"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("mine")
    with pytest.raises(NmtError, match="not a transformers Marian model"):
        export_hf(ckpt, foreign, force=True)
    assert [p.name for p in foreign.iterdir()] == ["keep.txt"]
    again = export_hf(ckpt, tmp_path / "again")
    (again / "stale.txt").write_text("from an earlier export")
    export_hf(ckpt, again, force=True)
    assert not (again / "stale.txt").exists() and (again / "model.safetensors").is_file()


def test_the_model_card_names_the_lineage_the_data_and_the_scores(exported, tmp_path):
    _, out, _, _ = exported
    ck = load_checkpoint(out.parent / "m.pt")
    ck.update(step=1234, best_valid_loss=2.0, averaged_from=["checkpoint_9.pt"],
              parents=[{"path": "/models/opus-mt.pt", "sha256": "ab" * 32, "step": 7}],
              data_manifest={"corpus": "medical", "src_lang": "en", "tgt_lang": "de",
                             "args": {"kind": "local", "max_len": 100},
                             "source": "local files train=/home/me/secret/train",
                             "splits": {"train": {"pairs": 5000, "src_tokens": 1,
                                                  "tgt_tokens": 2}}})
    atomic_save(ck, tmp_path / "ft.pt")
    out = export_hf(tmp_path / "ft.pt", tmp_path / "hf")
    card = (out / "README.md").read_text()
    # the longest output a*|x|+b (+ EOS) for the longest source it was trained on
    assert json.loads((out / "generation_config.json").read_text())["max_new_tokens"] == 151
    assert "language:\n- en\n- de" in card and "pipeline_tag: translation" in card
    assert "step 1234" in card and "`checkpoint_9.pt`" in card
    assert "fine-tuned from `opus-mt.pt` (step 7" in card
    assert "medical (en -> de)" in card and "train: 5000 sentence pairs" in card
    assert "/home/me" not in card  # local paths are not published
    assert "perplexity 7.39" in card  # exp(2.0)
    assert "validation BLEU" not in card  # chosen by the loss: no BLEU is recorded
    # a run that chose its best checkpoint by BLEU (--best-metric bleu) records that BLEU
    ck.update(best_metric="bleu", best_metric_value=31.25)
    atomic_save(ck, tmp_path / "ft.pt")
    card = (export_hf(tmp_path / "ft.pt", tmp_path / "hf", force=True) / "README.md").read_text()
    assert "best validation BLEU (sacreBLEU), which chose this checkpoint: 31.25" in card
