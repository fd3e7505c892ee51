"""`nmt translate --format text|html|po` as a user runs it: every output carries exactly its
source's spans, HTML keeps its markup, a catalogue is filled and passes msgfmt, and bad
input fails in one line with nothing written.

Two models: ``trained`` (a small model of the Bible sample whose vocabulary has no
placeholders, as every checkpoint from before them: the text goes to it as it is and the
output is repaired) and a random-weight one whose sentencepiece model holds the
placeholders (``nmt prepare``'s default where training pairs have spans: every span is a
``⦅i⦆``). Neither knows a word of software: what is promised holds whatever the model
writes. The measured figures with real models are in docs/TEXT_FORMATS.md
(benchmarks/investigations/text_formats.py).
"""

from __future__ import annotations

import io
import re
from collections import Counter
from pathlib import Path

import polib
import pytest

from conftest import nmt, tiny_corpus, write_tiny_checkpoint
from msgfmt import MSGFMT, WHY, check_po, needs_msgfmt, po_from_pairs
from nmt_cli.text.html import Element, parse_html
from nmt_cli.text.spans import find_accelerator, find_spans

LINES = [
    "Cannot open %s: %s",
    "%(percent)s complete",
    "Copied {count} files to {0}.",
    "no matching `%cend %s'",
    "%1$s of %2$s done, %3$d left.",
    "Click <b>here</b> &amp; read <a href=\"https://example.org/a?b=1\">the manual</a>.",
    "Visit https://example.org/path?a=1 or write to help@example.org today.",
    "Line one\\nLine two %d",
    "Save _As…",
    "%s",
    "",
    "The house is green. The dog sleeps under the old tree! Does the bird sing?",
    "Status: %d of %d files, %s free, %s used, %d%% done, %ld bytes, %c, %x, %o, %u",
    "Only 50% of it.",  # a stray % in text is text ("50% off"): translated, not refused
]


def spans(text: str) -> Counter:
    return Counter(s.text for s in find_spans(text))


def positional(text: str) -> list[str]:
    return [s.text for s in find_spans(text) if s.positional and s.kind == "printf"]


@pytest.fixture(scope="module")
def placeholder_model(tmp_path_factory) -> Path:
    """Random weights over a vocabulary that holds ⦅0⦆..⦅31⦆ as pieces."""
    import sentencepiece as spm

    from nmt_cli.text.placeholders import PLACEHOLDERS

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(tiny_corpus()), model_writer=buf, vocab_size=160,
        model_type="bpe", pad_id=0, unk_id=1, bos_id=2, eos_id=3, character_coverage=1.0,
        user_defined_symbols=PLACEHOLDERS, minloglevel=2)
    return write_tiny_checkpoint(tmp_path_factory.mktemp("ph") / "ph.pt", buf.getvalue())


@pytest.fixture(scope="module", params=["repaired", "placeholders"])
def model(request, trained, placeholder_model) -> tuple[str, Path]:
    return request.param, (trained[0] if request.param == "repaired" else placeholder_model)


def translate(ckpt: Path, tmp_path: Path, text: str, *args, check=True):
    src = tmp_path / "in.txt"
    src.write_text(text, encoding="utf-8")
    return nmt("translate", "--ckpt", ckpt, "--device", "cpu", "--max-len-b", 20,
               "--input", src, *args, check=check)


def test_every_line_carries_its_sources_spans_and_gettext_accepts_it(model, tmp_path):
    """Each line's spans exactly, unnumbered directives in order, one accelerator; and GNU
    msgfmt --check-format, the validator a localiser's catalogue must pass, accepts
    every translation."""
    name, ckpt = model
    out = translate(ckpt, tmp_path, "".join(x + "\n" for x in LINES)).stdout.split("\n")
    assert len(out) == len(LINES) + 1 and out[-1] == ""
    for src, got in zip(LINES, out):
        assert spans(got) == spans(src), (name, src, got)
        assert positional(got) == positional(src), (name, src, got)  # arguments in order
        if find_accelerator(src):
            assert find_accelerator(got) is not None, (src, got)
    assert out[LINES.index("%s")] == "%s" and out[LINES.index("")] == ""
    if MSGFMT is None:
        pytest.skip(WHY)
    pairs = [(s.replace("\\n", "\n"), t.replace("\\n", "\n"))
             for s, t in zip(LINES, out) if s and "50%" not in s]
    assert check_po(po_from_pairs(pairs, tmp_path / "check.po"), use_fuzzy=False) == []


def test_without_protection_the_text_goes_as_it_is(trained, tmp_path):
    """--no-protect --no-split: the model's own line for each line, what nmt translate
    printed before placeholders (decode.lines.Translator, computed here)."""
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.engine import open_engine
    from nmt_cli.decode.lines import Translator

    ckpt = trained[0]
    text = "".join(x + "\n" for x in LINES)
    got = translate(ckpt, tmp_path, text, "--no-protect", "--no-split", "--engine", "torch")
    options = DecodeOptions(engine="torch", max_len_b=20)
    opened = open_engine([ckpt], options, device="cpu")
    assert got.stdout.splitlines() == Translator(opened.backend, opened.tokenizer,
                                                 options).translate_lines(LINES)


def test_html_comes_back_with_its_markup(trained, tmp_path):
    ckpt = trained[0]
    doc = ('<div class="c">\n<h2>The <em>house</em></h2>\n<p>The cat <b>sees</b> the '
           '<a href="https://example.org/?a=1&amp;b=2">old tree</a>. The dog sleeps.<br>'
           'The bird <span class="x">sings</span> &amp; walks.</p>\n<ul><li>Green '
           '<code>river()</code> road.</li><li>A <i>small</i> city.</li></ul>\n</div>\n')
    # in place: the document is read whole, then written atomically
    translate(ckpt, tmp_path, doc, "--format", "html", "--output", tmp_path / "in.txt")
    out = (tmp_path / "in.txt").read_text(encoding="utf-8")

    def shape(node):
        kids = [shape(c) for c in node.children if isinstance(c, Element)]
        return [node.tag, node.attrs, kids]

    assert shape(parse_html(out)) == shape(parse_html(doc))
    assert "<code>river()</code>" in out and 'href="https://example.org/?a=1&amp;b=2"' in out
    assert out != doc  # the text was translated


@pytest.mark.parametrize("fmt, text, words", [
    ("html", "<p>An <b>unclosed tag.</p>\n", "line 1, column 23"),
    ("html", "<p>fine</p>\n<p>bytes \x00 here</p>\n", "line 2"),
])
def test_malformed_input_fails_in_one_line_and_writes_nothing(trained, tmp_path, fmt, text,
                                                              words):
    out = tmp_path / "out.html"
    proc = translate(trained[0], tmp_path, text, "--format", fmt, "--output", out, check=False)
    assert proc.returncode == 1 and words in proc.stderr and proc.stderr.count("\n") == 1
    assert "Traceback" not in proc.stderr and not out.exists()


CATALOGUE = r'''# German translations for a test.
msgid ""
msgstr ""
"Project-Id-Version: test 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#. TRANSLATORS: the file name
#: src/main.c:10
#, c-format
msgid "Cannot open %s: %s"
msgstr ""

msgctxt "menu"
msgid "_Open"
msgstr ""

#, c-format
msgid "%d file"
msgid_plural "%d files"
msgstr[0] ""
msgstr[1] ""

msgid "The house is green."
msgstr "Das Haus ist grün."

#, python-format
msgid ""
"%(name)s is done.\n"
"Next.\n"
msgstr ""

#~ msgid "Old"
#~ msgstr "Alt"
'''


@needs_msgfmt
def test_a_catalogue_is_filled_and_passes_msgfmt(trained, tmp_path):
    # in place, as docs/TEXT_FORMATS.md shows it: the catalogue is read whole first
    out = tmp_path / "de.po"
    out.write_text(CATALOGUE, encoding="utf-8")
    proc = nmt("translate", "--ckpt", trained[0], "--device", "cpu", "--max-len-b", 20,
               "--format", "po", "--input", out, "--output", out)
    assert "4 of 5 entries filled" in proc.stderr, proc.stderr
    before, after = polib.pofile(CATALOGUE), polib.pofile(str(out))
    assert [(e.msgctxt, e.msgid) for e in before] == [(e.msgctxt, e.msgid) for e in after]
    human = after.find("The house is green.")
    assert human.msgstr == "Das Haus ist grün." and "fuzzy" not in human.flags
    for entry in after:
        if entry.msgid != "The house is green." and not entry.obsolete:
            assert "fuzzy" in entry.flags and (entry.msgstr or all(entry.msgstr_plural.values()))
    assert len(after.find("%d file").msgstr_plural) == 2
    assert [e.msgid for e in after.obsolete_entries()] == ["Old"]
    assert after.find("%(name)s is done.\nNext.\n").msgstr.endswith("\n")
    assert check_po(out, use_fuzzy=True) == []


def test_a_broken_catalogue_names_its_line(trained, tmp_path):
    src, out = tmp_path / "bad.po", tmp_path / "out.po"
    src.write_text(CATALOGUE.replace('msgctxt "menu"', 'msgctxt "menu"\nnot a keyword'),
                   encoding="utf-8")
    proc = nmt("translate", "--ckpt", trained[0], "--device", "cpu", "--format", "po",
               "--input", src, "--output", out, check=False)
    assert proc.returncode == 1 and "line 15" in proc.stderr, proc.stderr
    assert proc.stderr.count("\n") == 1 and not out.exists()
    proc = nmt("translate", "--ckpt", trained[0], "--format", "po", "--input", src,
               check=False)
    assert proc.returncode == 1 and "--output" in proc.stderr
