"""A multilingual model through the installed `nmt`: ``translate --tgt-lang`` in both
engines, every format, alignments, ``attention``, ``info``, ``export``, and ``import hf``
of a multi-target OPUS-MT-like model (the engine's own doors, in this process:
tests/unit/test_lang_tags.py).

The model (tests/multilingual_models.py) has random weights: it reads the tag, so its
scores change with the target asked, but what it writes is no language. So the
translations are checked against a search run here on ids built by hand (the tag's id,
then the line's), not against any idea of Spanish; and the imported model against what
transformers generates from MarianTokenizer's ">>fr<< line", a client that is not ours.
"""

from __future__ import annotations

import json

import pytest

from conftest import nmt, sample_lines, write_lines
from multilingual_models import write_multilingual_checkpoint

LINES = ["the cat sleeps under the tree", "a big dog runs", "", "birds sing near the river"]
SEARCH = ("--beam", "2", "--nbest", "2", "--max-len-b", "6")  # scores printed: they show the tag


@pytest.fixture(scope="module")
def multi(tmp_path_factory):
    """The checkpoint and a file of ``LINES``."""
    folder = tmp_path_factory.mktemp("multi")
    write_lines(folder / "in.en", LINES)
    return write_multilingual_checkpoint(folder / "multi.pt"), folder / "in.en"


def _nbest(text: str) -> list[tuple[int, float, str]]:
    return [(int(i), float(s), t) for i, s, t in (x.split("\t") for x in text.splitlines())]


def _by_hand(ckpt, engine: str, tag: str | None) -> list[tuple[int, float, str]]:
    """``SEARCH``'s n-best lines, searched here from ids built by hand: ``tag``'s id (None:
    no tag), then the line's pieces."""
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.engine import open_engine

    options = DecodeOptions(beam=2, nbest=2, max_len_b=6, engine=engine)
    opened = open_engine([ckpt], options)
    sp = opened.tokenizer.sp
    first = [sp.piece_to_id(tag)] if tag else []
    rows = [(i, first + sp.encode(x)) for i, x in enumerate(LINES) if x]
    found = opened.backend.translate_batch([ids for _, ids in rows], options)
    return [(i, h.score, opened.tokenizer.decode(h.tokens))
            for (i, _), hyps in zip(rows, found) for h in hyps]


def _same(printed: list, expected: list) -> bool:
    """The same n-best lines; an empty line's are empty, as without a tag."""
    if any(t != "" or s != 0.0 for i, s, t in printed if not LINES[i]):
        return False
    printed = [p for p in printed if LINES[p[0]]]
    return len(printed) == len(expected) and all(
        (a[0], a[2]) == (b[0], b[2]) and abs(a[1] - b[1]) < 1e-4
        for a, b in zip(printed, expected))


@pytest.mark.parametrize("engine", ["torch", "ct2"])
def test_tgt_lang_puts_its_tag_first_in_both_engines(multi, engine):
    ckpt, lines = multi
    printed = {lang: _nbest(nmt("translate", "--ckpt", ckpt, "--input", lines, "--engine",
                                engine, "--tgt-lang", lang, *SEARCH).stdout)
               for lang in ("es", "de")}
    assert printed["es"] != printed["de"]
    assert _same(printed["es"], _by_hand(ckpt, engine, ">>es<<"))
    assert _same(printed["de"], _by_hand(ckpt, engine, ">>de<<"))
    assert not _same(printed["es"], _by_hand(ckpt, engine, None))  # the check can fail


def test_a_missing_or_unknown_target_is_one_line(multi, en_de_checkpoint, tmp_path):
    ckpt, lines = multi
    for flags, said in (((), "translates into several languages (de, es); choose one with "
                             "--tgt-lang"),
                        (("--tgt-lang", "fr"), "does not translate into 'fr'; it knows de, es"),
                        (("--tgt-lang", ">>es<<"), "--tgt-lang: '>>es<<' is not a language code")):
        run = nmt("translate", "--ckpt", ckpt, "--input", lines, "--format", "html",
                  "--output", tmp_path / "out.html", *flags, check=False)
        assert run.returncode != 0 and run.stdout == "", run.stderr
        assert run.stderr.count("\n") == 1 and said in run.stderr, run.stderr
        assert not (tmp_path / "out.html").exists()
    run = nmt("translate", "--ckpt", en_de_checkpoint, "--input", lines, "--tgt-lang", "es",
              check=False)
    assert run.returncode != 0 and run.stderr == "error: --tgt-lang es: the model " \
                                                 "translates into de only\n", run.stderr


def test_html_po_and_split_text_ask_for_the_target_too(multi, tmp_path):
    """Every format goes through the tagged tokenizer: a document's and a catalogue's
    segments translate as the same sentences do as text lines."""
    ckpt, _ = multi
    sentences = ["the cat sleeps under the tree.", "A big dog runs."]
    text = nmt("translate", "--ckpt", ckpt, "--tgt-lang", "es", "--greedy",
               input=" ".join(sentences) + "\n" + "\n".join(sentences) + "\n").stdout
    joined, first, second = text.splitlines()
    assert joined == f"{first} {second}"  # --split: a sentence at a time
    html = nmt("translate", "--ckpt", ckpt, "--tgt-lang", "es", "--greedy", "--format",
               "html", input=f"<p>{sentences[0]}</p>\n").stdout
    assert html == f"<p>{first}</p>\n"
    (tmp_path / "in.po").write_text(f'msgid ""\nmsgstr ""\n"Content-Type: text/plain; '
                                    f'charset=UTF-8\\n"\n\nmsgid "{sentences[1]}"\nmsgstr ""\n')
    nmt("translate", "--ckpt", ckpt, "--tgt-lang", "es", "--greedy", "--format", "po",
        "--input", tmp_path / "in.po", "--output", tmp_path / "out.po")
    import polib

    assert polib.pofile(str(tmp_path / "out.po")).find(sentences[1]).msgstr == second


def test_alignments_and_attention_count_words_from_the_line_not_the_tag(multi, tmp_path):
    ckpt, lines = multi
    run = nmt("translate", "--ckpt", ckpt, "--input", lines, "--tgt-lang", "es", "--greedy",
              "--alignment", "--max-len-b", "6")
    rows = run.stdout.splitlines()
    assert len(rows) == len(LINES)
    assert rows[LINES.index("")] == " ||| "  # an empty line stays empty, tag or not
    for line, row in zip(LINES, rows):
        translation, links = row.split(" ||| ")
        pairs = [tuple(map(int, p.split("-"))) for p in links.split()]
        assert [j for _, j in pairs] == list(range(len(translation.split())))
        assert all(0 <= i < len(line.split()) for i, _ in pairs)
    nmt("attention", "the cat sleeps", "--ckpt", ckpt, "--tgt-lang", "es", "--format",
        "json", "-o", tmp_path / "a.json")
    data = json.loads((tmp_path / "a.json").read_text())
    assert data["source_pieces"][0] == ">>es<<"  # the model reads it: the maps show it
    assert all(int(p.split("-")[0]) < 3 for p in data["alignment"].split())


def test_info_and_an_export_keep_the_targets(multi, tmp_path):
    ckpt, lines = multi
    said = "target languages: de (>>de<<), es (>>es<<); choose one with nmt translate --tgt-lang"
    assert said in nmt("info", ckpt).stdout
    run = nmt("export", "--ckpt", ckpt, "--out", tmp_path / "ct2")
    assert "--tgt-lang LANG (one of de, es)" in run.stderr  # the line's hint
    assert said in nmt("info", tmp_path / "ct2").stdout
    printed = nmt("translate", "--ckpt", tmp_path / "ct2", "--input", lines, "--tgt-lang",
                  "es", *SEARCH).stdout
    assert _same(_nbest(printed), _by_hand(ckpt, "ct2", ">>es<<"))


def test_an_imported_multi_target_model_translates_as_transformers_generates(tmp_path):
    """opus-mt-en-ROMANCE's layout (tests/hf_models.py): ``--tgt-lang fr`` through our
    search and ``es`` through CTranslate2, greedy, give line for line what transformers
    generates from ">>fr<< line" and ">>es<< line" (its tokenizer finds the tag's id in
    vocab.json). Random weights repeat a piece or two, maybe the same for both targets:
    that the tags' ids differ is test_import_hf.py's."""
    tf = pytest.importorskip("transformers", reason="the optional hf extra is not installed")
    import torch

    from hf_models import make_opus_like

    src = make_opus_like(tmp_path / "opus-mt-en-ROMANCE", tags=(">>es<<", ">>fr<<"))
    run = nmt("import", "hf", src, "-o", tmp_path / "imported.pt")
    assert "--tgt-lang LANG (one of es, fr)" in run.stderr
    en = sample_lines("valid.en")[:3]
    write_lines(tmp_path / "dev.en", en)
    tokenizer, model = tf.MarianTokenizer.from_pretrained(src), \
        tf.MarianMTModel.from_pretrained(src).eval()
    theirs = {}
    for lang in ("fr", "es"):
        theirs[lang] = []
        for line in en:
            x = tokenizer(f">>{lang}<< {line}", return_tensors="pt")
            with torch.no_grad():  # nmt translate's limit, |x|+8 (the tag counted), and EOS
                y = model.generate(**x, num_beams=1, max_new_tokens=x.input_ids.shape[1] + 8)
            theirs[lang].append(tokenizer.decode(y[0], skip_special_tokens=True))
    for lang, engine in (("fr", "torch"), ("es", "auto")):
        ours = nmt("translate", "--ckpt", tmp_path / "imported.pt", "--input",
                   tmp_path / "dev.en", "--tgt-lang", lang, "--greedy", "--engine", engine,
                   "--max-len-b", "8", "--no-split", "--no-protect").stdout.splitlines()
        assert ours == theirs[lang], (lang, engine)
