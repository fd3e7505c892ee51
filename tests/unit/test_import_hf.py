"""``nmt import hf`` in this process (``export.hf_import``, ``data.joint_vocab``): a small
Marian model laid out as OPUS-MT's are (tests/hf_models.py: swish, an output bias, one
sentencepiece model per side over one vocabulary, pad as the decoder start) becomes a
checkpoint whose model computes transformers' logits and whose tokenizer cuts each side
into transformers' ids; both round trips give the weights and files they started from.
The command as a user runs it, with translate, prepare, train and export on the import:
tests/e2e/test_hf_interop.py.
"""

from __future__ import annotations

import json

import pytest
import torch

from nmt_cli.checkpoint import load_checkpoint
from nmt_cli.commands.info import describe_tokenizer
from nmt_cli.config import EOS_ID, ModelConfig
from nmt_cli.data.tokenizer import Tokenizer
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer
from nmt_cli.model.build import build_from_checkpoint

tf = pytest.importorskip("transformers", reason="the optional hf extra is not installed")
pytestmark = pytest.mark.filterwarnings("ignore:Recommended. pip install sacremoses")

from nmt_cli.export.hf import export_hf  # noqa: E402
from nmt_cli.export.hf_import import import_hf  # noqa: E402

from conftest import pad, sample_lines, save_model  # noqa: E402
from hf_models import make_opus_like  # noqa: E402


def marian_weights(model) -> dict:
    """A MarianMTModel's saved weights (the sinusoids are computed, not saved)."""
    return {k: v for k, v in model.state_dict().items() if "embed_positions" not in k}


@pytest.fixture(scope="module")
def opus(tmp_path_factory):
    """An OPUS-MT-like directory, its import, and both sides' models and tokenizers."""
    tmp = tmp_path_factory.mktemp("opus")
    src = make_opus_like(tmp / "opus-mt-en-es")
    ckpt = import_hf(src, tmp / "imported.pt")
    return (src, tmp / "imported.pt", build_from_checkpoint(ckpt).eval(),
            Tokenizer(ckpt["spm_model"]), tf.MarianMTModel.from_pretrained(src).eval(),
            tf.MarianTokenizer.from_pretrained(src))


def test_the_import_takes_opus_mts_settings(opus):
    _, path, ours, tok, _, _ = opus
    cfg = ours.cfg
    assert (cfg.activation, cfg.output_bias, cfg.pre_norm, cfg.share_embeddings) == \
        ("swish", True, False, True)
    # Marian's pad is its decoder start: it becomes our BOS, and a PAD row of our own
    assert cfg.vocab_size == len(tok.pair.vocab) + 1 == tok.vocab_size
    assert tok.pair.order[:4] == [-1, tok.pair.vocab.index("<unk>"),
                                  tok.pair.vocab.index("<pad>"), tok.pair.vocab.index("</s>")]
    assert load_checkpoint(path)["imported_from"]["format"] == "transformers-marian"
    said = describe_tokenizer(load_checkpoint(path)["spm_model"])  # `nmt info`'s line
    assert "a source and a target sentencepiece model" in said
    assert "'<pad>' (transformers id" in said


def test_each_side_is_cut_into_transformers_ids(opus):
    _, _, _, tok, _, theirs = opus
    order = tok.pair.order
    en, es = sample_lines("test.en")[:40], sample_lines("test.es")[:40]
    assert [[order[i] for i in tok.encode(x) + [EOS_ID]] for x in en] == theirs(en).input_ids
    assert [[order[i] for i in tok.encode_target(y) + [EOS_ID]] for y in es] == \
        theirs(text_target=es).input_ids
    # the sides' models differ: the target's pieces cut Spanish, not the source's
    assert [tok.encode(y) for y in es] != [tok.encode_target(y) for y in es]
    ids = [tok.encode_target(y) for y in es]
    assert [tok.decode(i) for i in ids] == theirs.batch_decode(
        [[order[j] for j in i] for i in ids], skip_special_tokens=True)


def test_logits_match_transformers_at_every_position(opus):
    """Teacher-forced, padded on both sides; our vocabulary's order is mapped back."""
    _, _, ours, tok, marian, theirs = opus
    order, start = tok.pair.order, marian.config.decoder_start_token_id
    en, es = sample_lines("test.en")[:6], sample_lines("test.es")[:6]
    src, tgt = theirs(en, padding=True, return_tensors="pt"), theirs(
        text_target=es, padding=True, return_tensors="pt").input_ids
    tgt = torch.cat([torch.full((len(es), 1), start), tgt[:, :-1]], 1)
    ours_of = {m: i for i, m in enumerate(order)}
    back = torch.tensor([ours_of[m] for m in range(len(tok.pair.vocab))])
    with torch.no_grad():
        b = marian(**src, decoder_input_ids=tgt).logits
        a = ours.generator.logits(ours(pad([tok.encode(x) + [EOS_ID] for x in en]),
                                       back[tgt]))[..., back]
    real = tgt != marian.config.pad_token_id
    real[:, 0] = True  # the start token is Marian's pad
    assert not src.attention_mask.all() and not real.all()  # padding on both sides
    torch.testing.assert_close(a[real], b[real], atol=1e-4, rtol=1e-4)


def test_hf_to_nmt_to_hf_gives_the_same_weights_and_files(opus, tmp_path):
    src, path, _, _, marian, _ = opus
    back = export_hf(path, tmp_path / "back")
    again = tf.MarianMTModel.from_pretrained(back)
    a, b = marian_weights(marian), marian_weights(again)
    assert set(a) == set(b) and all(torch.equal(a[k], b[k]) for k in a)
    for name in ("source.spm", "target.spm", "vocab.json"):
        assert (back / name).read_bytes() == (src / name).read_bytes()
    assert "Imported from transformers with `nmt import hf`" in (back / "README.md").read_text()
    theirs, mine = (json.loads((d / "config.json").read_text()) for d in (src, back))
    for key in ("activation_function", "pad_token_id", "eos_token_id",
                "decoder_start_token_id", "vocab_size", "d_model", "encoder_layers"):
        assert mine[key] == theirs[key], key


def test_nmt_to_hf_to_nmt_gives_the_same_checkpoint(tmp_path, bible_spm):
    torch.manual_seed(3)
    model = Transformer(ModelConfig(vocab_size=Tokenizer(bible_spm).vocab_size, n_layers=2,
                                    d_model=32, d_ff=64, n_heads=4)).eval()
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 1:
                p.add_(torch.randn_like(p) * 0.2)
    out = export_hf(save_model(tmp_path / "m.pt", model, bible_spm), tmp_path / "hf")
    ckpt = import_hf(out, tmp_path / "again.pt")
    assert ckpt["spm_model"] == bible_spm  # our own tokenizer, not a pair
    assert ckpt["model_config"] == {**load_checkpoint(tmp_path / "m.pt")["model_config"]}
    state = model.state_dict()
    assert set(ckpt["model"]) == set(state)
    assert all(torch.equal(ckpt["model"][k], state[k]) for k in state)


def test_what_is_not_a_marian_directory_is_refused_in_one_line(opus, tmp_path):
    src = opus[0]
    with pytest.raises(NmtError, match="no config.json"):
        import_hf(tmp_path, tmp_path / "x.pt")
    other = tmp_path / "other"
    other.mkdir()
    for name in ("source.spm", "target.spm", "vocab.json", "tokenizer_config.json"):
        (other / name).write_bytes((src / name).read_bytes())
    config = json.loads((src / "config.json").read_text())
    (other / "config.json").write_text(json.dumps({**config, "model_type": "t5"}))
    with pytest.raises(NmtError, match="not a transformers Marian model") as e:
        import_hf(other, tmp_path / "x.pt")
    assert "\n" not in str(e.value)
    (other / "vocab.json").unlink()
    with pytest.raises(NmtError, match="no vocab.json"):
        import_hf(other, tmp_path / "x.pt")
    with pytest.raises(NmtError, match="already exists"):
        import_hf(src, opus[1])
    assert not (tmp_path / "x.pt").exists()


def test_force_target_cuts_the_given_translation_with_the_target_model(opus):
    """`nmt translate --force-target` on an import: the given Spanish is scored as the
    target side's model cuts it (the source's would turn its accents into <unk>)."""
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.lines import Translator
    from nmt_cli.decode.torch_backend import SearchTranslator

    _, _, ours, tok, _, _ = opus
    en, es = sample_lines("test.en")[:6], sample_lines("test.es")[:6]
    backend = SearchTranslator([ours], "cpu")
    printed = Translator(backend, tok, DecodeOptions()).translate_lines(en, es)
    expected = backend.force_batch([tok.encode(x) for x in en],
                                   [tok.encode_target(y) for y in es], DecodeOptions())
    assert [float(p.split("\t")[1]) for p in printed] == \
        pytest.approx([h.score for h in expected], abs=1e-4)
    assert [p.split("\t")[2] for p in printed] == es


def test_subword_sampling_on_an_imported_pair_is_refused_in_one_line(opus, tmp_path):
    """BPE-dropout samples one model's merges for both sides; an import cuts each side with
    its own model, so `--subword-alpha` is refused rather than cutting Spanish as English."""
    from nmt_cli.data.subword import SampledEpochs
    from nmt_cli.data.dataset import SPM_MODEL

    (tmp_path / SPM_MODEL).write_bytes(load_checkpoint(opus[1])["spm_model"])
    with pytest.raises(NmtError, match="imported model's two"):
        SampledEpochs(tmp_path, {}, 0.1, 1)


# --------------------------------------------------------------------------- several targets

@pytest.fixture(scope="module")
def opus_multi(tmp_path_factory):
    """A multi-target OPUS-MT-like directory (opus-mt-en-ROMANCE's layout: the tags
    ``>>es<<`` and ``>>fr<<`` in vocab.json, in neither sentencepiece model) and its
    import."""
    tmp = tmp_path_factory.mktemp("opus-multi")
    src = make_opus_like(tmp / "opus-mt-en-ROMANCE", tags=(">>es<<", ">>fr<<"))
    return src, import_hf(src, tmp / "imported.pt"), tmp / "imported.pt"


def test_a_multi_target_import_asks_for_a_target_as_marian_tokenizer_does(opus_multi):
    """The tags become the checkpoint's lang_tags; ``--tgt-lang fr`` (``Engine.
    translating_into``) cuts a source into the ids MarianTokenizer gives ">>fr<< text"."""
    import sentencepiece as spm

    from nmt_cli.commands.info import describe_targets
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.engine import open_engine

    src, ckpt, path = opus_multi
    source = spm.SentencePieceProcessor(model_file=str(src / "source.spm"))
    assert source.piece_to_id(">>fr<<") == source.unk_id()  # in vocab.json only
    manifest = ckpt["data_manifest"]
    assert (manifest["lang_tags"], manifest["tgt_lang"]) == (
        {"es": ">>es<<", "fr": ">>fr<<"}, "mul")
    assert describe_targets(manifest).startswith("target languages: es (>>es<<), fr (>>fr<<)")
    engine = open_engine([path], DecodeOptions(engine="torch"))
    theirs = tf.MarianTokenizer.from_pretrained(src)
    order, en = engine.tokenizer.pair.order, sample_lines("test.en")[:20]
    asked = {}
    for lang in ("es", "fr"):
        tok = engine.translating_into(lang).tokenizer
        asked[lang] = [[order[i] for i in tok.encode(x) + [EOS_ID]] for x in en]
        assert asked[lang] == theirs([f">>{lang}<< {x}" for x in en]).input_ids
    assert asked["es"] != asked["fr"]
    with pytest.raises(NmtError, match="several languages"):
        engine.translating_into(None)


def test_a_multilingual_checkpoint_exports_its_tags_for_marian_tokenizer(tmp_path):
    """Our tags are pieces of vocab.json, so MarianTokenizer's ">>es<< text" gives the ids
    `nmt translate --tgt-lang es` decodes; the card says so; the import reads them back."""
    from multilingual_models import TAGS, write_multilingual_checkpoint

    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.engine import open_engine

    path = write_multilingual_checkpoint(tmp_path / "multi.pt")
    out = export_hf(path, tmp_path / "hf")
    theirs = tf.MarianTokenizer.from_pretrained(out)
    engine = open_engine([path], DecodeOptions(engine="torch")).translating_into("es")
    lines = ["the cat sleeps", "a big dog runs under the tree"]
    assert theirs([f">>es<< {x}" for x in lines]).input_ids == \
        [engine.tokenizer.encode(x) + [EOS_ID] for x in lines]
    card = (out / "README.md").read_text()
    assert "`>>de<<` (de), `>>es<<` (es)" in card and '[">>de<< A sentence' in card
    back = import_hf(out, tmp_path / "back.pt")["data_manifest"]
    assert (back["lang_tags"], back["tgt_lang"]) == (TAGS, "mul")
