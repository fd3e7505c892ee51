"""`nmt prepare` of several corpora into one dataset, each source tagged with its target
(``data/mixed.py``, ``--tgt-lang-tag``), in this process (the command itself:
tests/e2e/test_prepare_command.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from conftest import SAMPLE, lines, write_lines
from nmt_cli.data.dataset import ParallelDataset, load_manifest, load_tokenizer, training_text
from nmt_cli.data.prepare import PrepareOptions, prepare_dataset
from nmt_cli.errors import NmtError

N_TRAIN, N_VALID = 200, 12
# pairs that hold a span on both sides, so --protect learns its placeholders too
SPANS = [(f"Open %s file {i} now", f"Abre el archivo %s {i} ya") for i in range(20)]


def _corpus(root: Path, name: str, tgt: str, start: int) -> str:
    """A tiny en-<tgt> corpus at ROOT/NAME/{train,dev}.{en,tgt}, cut from the sample at
    ``start`` (the 'German' is Spanish text: only the codes matter here)."""
    d = root / name
    d.mkdir(parents=True, exist_ok=True)
    en, other = lines(SAMPLE / "train.en"), lines(SAMPLE / "train.es")
    for split, lo, n in (("train", start, N_TRAIN), ("dev", start + N_TRAIN, N_VALID)):
        extra = SPANS if split == "train" else []
        write_lines(d / f"{split}.en", en[lo:lo + n] + [s for s, _ in extra])
        write_lines(d / f"{split}.{tgt}", other[lo:lo + n] + [t for _, t in extra])
    return str(d)


@pytest.fixture
def two(tmp_path) -> tuple[str, str]:
    """`--corpus` specs of an en-es and an en-de corpus."""
    es, de = _corpus(tmp_path, "c-es", "es", 0), _corpus(tmp_path, "c-de", "de", 1000)
    return f"en-es={es}/train,{es}/dev", f"en-de={de}/train,{de}/dev"


def _prepare(out: Path, **kw) -> Path:
    return prepare_dataset("mix", out=out, options=PrepareOptions(vocab_size=300, workers=1, **kw))


def _first_ids(out: Path, split: str) -> np.ndarray:
    src, idx, _, _ = ParallelDataset(out, split).token_arrays()
    assert (np.diff(idx) > 0).all()
    return np.asarray(src[idx[:-1]])


def test_two_corpora_tag_every_source_and_keep_the_text_untagged(two, tmp_path, capsys):
    out = _prepare(tmp_path / "out", corpus=two)
    man, tok = load_manifest(out), load_tokenizer(out)
    assert (man["src_lang"], man["tgt_lang"]) == ("en", "mul")
    assert man["lang_tags"] == {"de": ">>de<<", "es": ">>es<<"}
    tag = {t: tok.sp.piece_to_id(p) for t, p in man["lang_tags"].items()}
    # each tag is one piece, and the placeholders kept their ids (4..) before the tags
    assert all(tok.sp.id_to_piece(i) == man["lang_tags"][t] for t, i in tag.items())
    assert man["protect"] and man["masked_pairs"] > 0 and tok.sp.piece_to_id("⦅0⦆") == 4
    es, de = man["corpora"]
    assert (es["tgt"], de["tgt"]) == ("es", "de")
    assert es["pairs_raw"] == de["pairs_raw"] == {"train": N_TRAIN + len(SPANS), "valid": N_VALID}
    for split in ("train", "valid"):  # the corpora in order, each source starting with its tag
        n_es, n_de = es["pairs"][split], de["pairs"][split]
        assert n_es + n_de == man["splits"][split]["pairs"]
        assert _first_ids(out, split).tolist() == [tag["es"]] * n_es + [tag["de"]] * n_de
    # the tag is one token more than the text (the length rules judged the text alone)
    train = ParallelDataset(out, "train")
    text = (out / "train.text.src").read_text(encoding="utf-8").splitlines()
    for i in (0, len(train) - 1):
        assert train[i][0].tolist() == [train[i][0][0]] + tok.encode(text[i])
    # the dev text as given, untagged; each line's target beside it
    with pytest.raises(NmtError, match="train it without --subword-alpha"):
        training_text(out, man)  # re-segmented text would lose its tags
    given = [tmp_path / "c-es" / "dev.en", tmp_path / "c-de" / "dev.en"]
    assert (out / "valid.raw.src").read_text() == "".join(p.read_text() for p in given)
    assert "<<" not in (out / "valid.raw.src").read_text()
    assert lines(out / "valid.raw.lang") == ["es"] * N_VALID + ["de"] * N_VALID
    assert ParallelDataset(out, "valid").raw_targets() == lines(out / "valid.raw.lang")

    capsys.readouterr()
    mtime = (out / "manifest.json").stat().st_mtime_ns
    _prepare(tmp_path / "out", corpus=two)
    assert "already prepared" in capsys.readouterr().err
    assert (out / "manifest.json").stat().st_mtime_ns == mtime
    # the corpus list is part of what was prepared: another order is another dataset
    _prepare(tmp_path / "out", corpus=two[::-1])
    assert [c["tgt"] for c in load_manifest(out)["corpora"]] == ["de", "es"]
    assert lines(out / "valid.raw.lang") == ["de"] * N_VALID + ["es"] * N_VALID


def test_a_corpus_list_file_reads_as_the_flags(two, tmp_path):
    """Comments, blank lines, and prefixes relative to the list's directory."""
    listed = tmp_path / "corpora.txt"
    listed.write_text("# en->es and en->de\n\nen-es=c-es/train, c-es/dev   # the Bible\n"
                      "en-de=c-de/train,c-de/dev\n", encoding="utf-8")
    a = load_manifest(_prepare(tmp_path / "a", corpus=two))
    b = load_manifest(_prepare(tmp_path / "b", corpora_file=listed))
    assert a["args"]["corpora"] == b["args"]["corpora"]
    assert a["spm_sha256"] == b["spm_sha256"] and a["splits"] == b["splits"]


def test_one_corpus_is_tagged_only_when_asked(tmp_path):
    es = _corpus(tmp_path, "c-es", "es", 0)
    options = dict(train=f"{es}/train", valid=f"{es}/dev", src="en", tgt="es")
    plain = _prepare(tmp_path / "plain", **options)
    man = load_manifest(plain)
    assert "lang_tags" not in man and "corpora" not in man and man["tgt_lang"] == "es"
    assert not (plain / "valid.raw.lang").exists()
    assert load_tokenizer(plain).sp.piece_to_id(">>es<<") == load_tokenizer(plain).sp.unk_id()

    tagged = _prepare(tmp_path / "tagged", tgt_lang_tag=True, **options)
    man, tok = load_manifest(tagged), load_tokenizer(tagged)
    assert (man["tgt_lang"], man["lang_tags"]) == ("es", {"es": ">>es<<"})
    assert set(_first_ids(tagged, "train").tolist()) == {tok.sp.piece_to_id(">>es<<")}
    assert lines(tagged / "valid.raw.lang") == ["es"] * N_VALID
    # a model learned on tagged data has its tag: --tokenizer-from it tags again; the
    # untagged one's model cannot
    again = prepare_dataset("mix", out=tmp_path / "again", options=PrepareOptions(
        workers=1, tgt_lang_tag=True, tokenizer_from=tagged, **options))
    assert load_manifest(again)["lang_tags"] == {"es": ">>es<<"}
    with pytest.raises(NmtError, match=r"--tokenizer-from's model has no piece >>es<<"):
        prepare_dataset("mix", out=tmp_path / "no", options=PrepareOptions(
            workers=1, tgt_lang_tag=True, tokenizer_from=plain, **options))


@pytest.mark.parametrize("spec, match", [
    ("en-es", r"expected SRC-TGT=TRAIN_PREFIX,VALID_PREFIX\[,TEST_PREFIX\]"),
    ("en_es=a,b", "expected SRC-TGT="),
    ("en-es-x=a,b", "expected SRC-TGT="),
    ("en-e s=a,b", "'e s' is not a language code"),
    ("en-en=a,b", "source and target are both 'en'"),
    ("en-es=a", "no validation prefix"),
    ("en-es=a,,b", "an empty one"),
    ("en-es=a,b,c,d", "got 4 prefixes"),
    ("en-es=nowhere/train,nowhere/dev", r"nowhere/train\.en does not exist"),
])
def test_a_bad_spec_is_one_line_naming_it(spec, match, tmp_path):
    with pytest.raises(NmtError, match=match) as e:
        _prepare(tmp_path / "out", corpus=(spec,))
    assert str(e.value).startswith(f"--corpus {spec!r}: ") and "\n" not in str(e.value)
    assert not (tmp_path / "out").exists()


def test_what_a_mix_refuses(two, tmp_path):
    es = two[0].split("=")[1].split(",")[0]
    with pytest.raises(NmtError, match="--corpus/--corpora cannot be given with --train, --valid"):
        _prepare(tmp_path / "out", corpus=two, train=es, valid=es)
    with pytest.raises(NmtError, match=r"the same training files as --corpus 'en-es="):
        _prepare(tmp_path / "out", corpus=(two[0], two[0].replace("dev", "train")))
    with pytest.raises(NmtError, match=r"--no-tgt-lang-tag: the corpora have several targets "
                                       r"\(de, es\)"):
        _prepare(tmp_path / "out", corpus=two, tgt_lang_tag=False)
    listed = tmp_path / "empty.txt"
    listed.write_text("# nothing yet\n")
    with pytest.raises(NmtError, match="lists no corpus"):
        _prepare(tmp_path / "out", corpora_file=listed)
    with pytest.raises(NmtError, match=rf"{tmp_path / 'bad.txt'}:2: expected SRC-TGT="):
        (tmp_path / "bad.txt").write_text("# a list\nen es=a,b\n")
        _prepare(tmp_path / "out", corpora_file=tmp_path / "bad.txt")


def test_one_pair_from_two_places_is_one_untagged_dataset(two, tmp_path):
    """Two domains of en->es (other files): allowed, and untagged, as one target needs."""
    for split in ("train", "dev"):
        (tmp_path / "c-de" / f"{split}.es").write_bytes(
            (tmp_path / "c-de" / f"{split}.de").read_bytes())
    out = _prepare(tmp_path / "out", corpus=(two[0], two[1].replace("en-de=", "en-es=")))
    man = load_manifest(out)
    assert (man["src_lang"], man["tgt_lang"]) == ("en", "es") and "lang_tags" not in man
    assert [c["pairs"]["valid"] for c in man["corpora"]] == [N_VALID, N_VALID]
    assert not (out / "valid.raw.lang").exists()
    assert ParallelDataset(out, "valid").raw_targets() is None


def test_another_set_of_targets_is_another_dataset(two, tmp_path):
    out = _prepare(tmp_path / "out", corpus=two)
    fr = two[1].replace("en-de=", "en-fr=")
    for split in ("train", "dev"):  # the en-de files as en-fr
        (tmp_path / "c-de" / f"{split}.fr").write_bytes(
            (tmp_path / "c-de" / f"{split}.de").read_bytes())
    with pytest.raises(NmtError, match=r"holds the en->mul \(de, es\) dataset; this is "
                                       r"en->mul \(es, fr\)\. Give it its own --out"):
        _prepare(out, corpus=(two[0], fr))
    assert load_manifest(out)["lang_tags"] == {"de": ">>de<<", "es": ">>es<<"}
    prepare_dataset("mix", out=out, force=True,
                    options=PrepareOptions(vocab_size=300, workers=1, corpus=(two[0], fr)))
    assert load_manifest(out)["lang_tags"] == {"es": ">>es<<", "fr": ">>fr<<"}


def test_validation_bleu_translates_each_dev_line_into_its_own_target(two, tmp_path, monkeypatch):
    import torch

    from nmt_cli.config import ModelConfig
    from nmt_cli.decode.torch_backend import SearchTranslator
    from nmt_cli.model import Transformer
    from nmt_cli.train.validation import validation_bleu

    out = _prepare(tmp_path / "out", corpus=two)
    man, tok = load_manifest(out), load_tokenizer(out)
    torch.manual_seed(0)
    model = Transformer(ModelConfig(vocab_size=tok.vocab_size, d_model=16, d_ff=32, n_heads=2,
                                    n_layers=1))
    seen = []  # the first id of every source the search is given (a spy; it still searches)
    search = SearchTranslator.translate_batch

    def spy(self, sources, options):
        seen.extend(s[0] for s in sources)
        return search(self, sources, options)

    monkeypatch.setattr(SearchTranslator, "translate_batch", spy)
    score = validation_bleu(model, tok, ParallelDataset(out, "valid"), None)
    assert 0 <= score["valid_bleu"] <= 100
    tags = {tok.sp.piece_to_id(p) for p in man["lang_tags"].values()}
    langs = ParallelDataset(out, "valid").raw_targets()
    assert len(seen) == len(langs) == 2 * N_VALID and set(seen) == tags
    assert sorted(seen) == sorted(tok.sp.piece_to_id(man["lang_tags"][x]) for x in langs)
