"""A multilingual model's target tags (``data.lang_tags``) through every door that opens a
model, in this process: ``Engine.lang_tags`` and ``tgt_lang`` from a checkpoint's data
manifest (our search, an ensemble), from a cached CTranslate2 conversion and from an `nmt
export` directory (``nmt_config.json``); ``Engine.translating_into`` puts the asked
target's tag first in every source, refuses in one line what the model cannot do; a
conversion cached before tags were recorded is made again, not read. The commands
(``nmt translate --tgt-lang`` in both engines, ``nmt info``): tests/e2e/
test_multilingual_commands.py; an imported OPUS-MT multi-target model: test_import_hf.py.
"""

from __future__ import annotations

import json
import shutil

import pytest
import torch

from nmt_cli.checkpoint import atomic_save
from nmt_cli.decode.contract import DecodeOptions, recorded_languages
from nmt_cli.decode.engine import open_engine
from nmt_cli.errors import NmtError

from multilingual_models import TAGS, write_multilingual_checkpoint

TEXTS = ["the cat sleeps under the tree", "a big dog runs", "birds sing"]


@pytest.fixture(scope="module")
def multi(tmp_path_factory):
    return write_multilingual_checkpoint(tmp_path_factory.mktemp("multi") / "multi.pt")


def _one_line(e: pytest.ExceptionInfo) -> str:
    assert "\n" not in str(e.value)
    return str(e.value)


def test_an_engine_reads_the_tags_and_puts_the_asked_ones_first(multi):
    engine = open_engine([multi], DecodeOptions(engine="torch"))
    assert (engine.src_lang, engine.tgt_lang, engine.lang_tags) == ("en", "mul", TAGS)
    sp = engine.tokenizer.sp
    es, de = engine.translating_into("es"), engine.translating_into("de")
    plain = engine.tokenizer.encode_batch(TEXTS)
    assert all(p and sp.piece_to_id(">>es<<") not in p for p in plain)
    assert es.tokenizer.encode_batch(TEXTS) == [[sp.piece_to_id(">>es<<")] + p for p in plain]
    assert [de.tokenizer.encode(x) for x in TEXTS] == [[sp.piece_to_id(">>de<<")] + p
                                                       for p in plain]
    assert engine.tokenizer.prefix == [] and es.backend is engine.backend  # a copy, same model
    # the tag reaches the model: the same translation scores differently per target
    target = [engine.tokenizer.encode_target("the dog")]
    scores = {lang: e.backend.force_batch(e.tokenizer.encode_batch(TEXTS[:1]), target,
                                          DecodeOptions())[0].score
              for lang, e in (("es", es), ("de", de))}
    assert scores["es"] != scores["de"]
    with pytest.raises(NmtError) as e:
        engine.translating_into(None)
    assert "several languages (de, es)" in _one_line(e) and "--tgt-lang" in str(e.value)
    with pytest.raises(NmtError) as e:
        engine.translating_into("fr")
    assert "'fr'" in _one_line(e) and "de, es" in str(e.value)


def test_a_model_of_one_target_takes_its_own_or_none(en_de_checkpoint, tiny_checkpoint):
    engine = open_engine([en_de_checkpoint], DecodeOptions(engine="torch"))
    assert (engine.tgt_lang, engine.lang_tags) == ("de", {})
    assert engine.translating_into("de") is engine and engine.translating_into(None) is engine
    with pytest.raises(NmtError) as e:
        engine.translating_into("es")
    assert "translates into de only" in _one_line(e)
    unrecorded = open_engine([tiny_checkpoint], DecodeOptions(engine="torch"))
    assert unrecorded.translating_into(None) is unrecorded
    with pytest.raises(NmtError) as e:
        unrecorded.translating_into("de")
    assert "does not record its target language" in _one_line(e)


def test_an_ensembles_members_must_agree_on_their_tags(multi, tmp_path):
    other = write_multilingual_checkpoint(tmp_path / "other.pt", seed=1)
    both = open_engine([multi, other], DecodeOptions(engine="torch"))
    assert (both.name, both.lang_tags, both.tgt_lang) == ("ensemble", TAGS, "mul")
    ck = torch.load(other, weights_only=True)
    ck["data_manifest"]["lang_tags"] = {"de": ">>de<<"}  # the same vocabulary, fewer targets
    atomic_save(ck, other)
    with pytest.raises(NmtError) as e:
        open_engine([multi, other], DecodeOptions(engine="torch"))
    assert "target tags differ" in _one_line(e)


def test_recorded_languages_refuses_tags_that_are_not_strings():
    assert recorded_languages({"src_lang": "en", "tgt_lang": 3}) == {
        "src_lang": "en", "tgt_lang": None, "lang_tags": {}}
    with pytest.raises(NmtError):
        recorded_languages({"lang_tags": {"de": 3}})


# --------------------------------------------------------------------------- CTranslate2

def _ct2():
    pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")


def test_a_conversion_and_an_export_keep_the_tags(multi, tmp_path, monkeypatch):
    """The cached conversion (opened with and without torch) and an `nmt export`
    directory record the tags; CTranslate2 searches the tagged source (its hypothesis
    scores, re-scored by our model on the same tagged source, agree)."""
    _ct2()
    from nmt_cli import device_names
    from nmt_cli.decode.ct2_route import open_without_torch
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(device_names, "GPU_NODES", ())  # auto is the CPU, as on CI
    options = DecodeOptions(beam=1, max_len_b=8)
    torch_side = open_engine([multi], DecodeOptions(engine="torch")).translating_into("es")
    exported = export_ctranslate2(multi, tmp_path / "export")
    for engine in (open_engine([multi], DecodeOptions(engine="ct2")),
                   open_without_torch([multi], options),
                   open_engine([exported], options)):
        assert engine.name == "ctranslate2"
        assert (engine.src_lang, engine.tgt_lang, engine.lang_tags) == ("en", "mul", TAGS)
        es = engine.translating_into("es")
        sources = es.tokenizer.encode_batch(TEXTS)
        assert sources == torch_side.tokenizer.encode_batch(TEXTS)
        found = [hyps[0] for hyps in es.backend.translate_batch(sources, options)]
        scored = torch_side.backend.force_batch(sources, [h.tokens for h in found], options)
        for h, s in zip(found, scored):
            assert h.logprob == pytest.approx(s.logprob, abs=1e-3)
    meta = json.loads((exported / "nmt_config.json").read_text())
    assert (meta["version"], meta["tgt_lang"], meta["lang_tags"]) == (2, "mul", TAGS)


def test_a_conversion_cached_before_tags_were_recorded_is_made_again(multi, tmp_path,
                                                                     monkeypatch):
    _ct2()
    from nmt_cli import device_names
    from nmt_cli.decode.ct2_route import open_without_torch
    from nmt_cli.decode.engine import cached_conversion

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(device_names, "GPU_NODES", ())
    place = cached_conversion(multi)
    meta_file = place / "nmt_config.json"
    meta = json.loads(meta_file.read_text())
    old = {k: v for k, v in meta.items() if k not in ("lang_tags", "tgt_lang")}
    meta_file.write_text(json.dumps({**old, "version": 1}))  # what the converter wrote before
    assert open_without_torch([multi], DecodeOptions()) is None  # not read as it is
    engine = open_engine([multi], DecodeOptions(engine="ct2"))
    assert engine.conversion == place and engine.lang_tags == TAGS
    assert json.loads(meta_file.read_text())["version"] == 2
    assert open_without_torch([multi], DecodeOptions()).lang_tags == TAGS


def test_an_export_whose_tags_are_not_strings_is_refused_in_one_line(multi, tmp_path):
    _ct2()
    from nmt_cli.decode.ct2_backend import read_export_meta
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    out = export_ctranslate2(multi, tmp_path / "export")
    bad = tmp_path / "bad"
    shutil.copytree(out, bad)
    meta = json.loads((bad / "nmt_config.json").read_text())
    for tags in ({"de": 3}, ["de"]):
        (bad / "nmt_config.json").write_text(json.dumps({**meta, "lang_tags": tags}))
        with pytest.raises(NmtError) as e:
            read_export_meta(bad)
        assert "is not what `nmt export` writes" in _one_line(e)


def test_a_tag_is_attended_but_no_word_of_the_alignment():
    """Word 0 is the line's first word, not the tag before it: the tag's column of the
    attention is read by the model and left out of the links."""
    from nmt_cli.decode.attention_maps import align_pieces

    src = [">>es<<", "▁the", "▁cat", "▁sleeps"]
    tgt = ["▁el", "▁gato", "▁duerme"]
    weights = torch.zeros(len(tgt) + 1, len(src) + 1)  # [T, S], EOS last on both
    weights[:, 0] = 0.5  # the tag draws most of every row
    for j, i in enumerate((1, 2, 3)):  # row j stands for target piece j (not SHIFT)
        weights[j, i] = 0.3
    assert align_pieces(weights, src, tgt, shift=False, prefix=1) == [(0, 0), (1, 1), (2, 2)]
    # counted as a word, the tag would take every link and shift the line's words by one
    assert align_pieces(weights, src, tgt, shift=False) == [(0, 0), (0, 1), (0, 2)]


def test_a_model_of_a_single_tag_takes_it_without_being_asked(multi):
    """An import can hold one tag (a one-target OPUS-MT model trained with it): there is no
    choice to make, so no --tgt-lang to require."""
    import dataclasses

    engine = open_engine([multi], DecodeOptions(engine="torch"))
    single = dataclasses.replace(engine, lang_tags={"de": ">>de<<"}, tgt_lang="de")
    assert single.translating_into(None).tokenizer.prefix == \
        [engine.tokenizer.sp.piece_to_id(">>de<<")]
    with pytest.raises(NmtError, match="it knows de"):
        single.translating_into("es")
