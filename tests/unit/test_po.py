"""``text/po.py``: gettext catalogues filled by a fake translator, then judged by msgfmt.

The translator uppercases text outside printf and Python ``%`` directives, so msgfmt's
``--check-format`` can tell whether the directives came through; what is under test is
the catalogue handling (what is filled, what is kept, plural forms, newlines, errors).
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest
from msgfmt import check_po, po_from_pairs

from nmt_cli.errors import NmtError
from nmt_cli.text.po import FillReport, fill_catalogue

DIRECTIVE = re.compile(r"%(?:\([A-Za-z_]\w*\))?[-+ #0]*\d*(?:\.\d+)?[a-zA-Z%]")

CATALOGUE = r'''# Polish translation of the Bible reader.
# Copyright (C) 2026 The translators
#
msgid ""
msgstr ""
"Project-Id-Version: bible 1.0\n"
"Language: pl\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || "
"n%100>=20) ? 1 : 2);\n"

# Translators: the name of a book follows.
#. The first verse of a book.
#: reader/verses.c:12 reader/verses.c:40
#, c-format
msgid "In the beginning God created %s."
msgstr ""

#: reader/menu.py:3
msgctxt "verb"
msgid "Light"
msgstr ""

#: reader/menu.py:9
msgctxt "noun"
msgid "Light"
msgstr ""

#, python-format
msgid "%(count)d verses in %(book)s"
msgstr ""

#, c-format
msgid "%d chapter"
msgid_plural "%d chapters"
msgstr[0] ""
msgstr[1] ""
msgstr[2] ""

msgid "Genesis"
msgstr "Księga Rodzaju"

#, fuzzy
#| msgid "The Word"
msgid "The Word was God"
msgstr "Słowo"

msgid ""
"And God said,\n"
"Let there be light.\n"
msgstr ""

msgid "\nAnd there was light."
msgstr ""

#~ msgid "Exodus"
#~ msgstr ""
'''

POT = r'''# SOME DESCRIPTIVE TITLE.
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: PACKAGE VERSION\n"
"Language: \n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=CHARSET\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"

#, c-format
msgid "%d verse"
msgid_plural "%d verses"
msgstr[0] ""
msgstr[1] ""

msgid "Amen"
msgstr ""
'''


def shout(texts: list[str]) -> list[str]:
    """Uppercase outside ``%`` directives; newlines at the edges dropped, as a model might."""
    return [_upper_outside(t).strip("\n") for t in texts]


def _upper_outside(text: str) -> str:
    pieces = re.split(f"({DIRECTIVE.pattern})", text)  # text, directive, ..., text
    return "".join(p if i % 2 else p.upper() for i, p in enumerate(pieces))


def fill(tmp_path: Path, text: str, **kw) -> tuple[polib.POFile, FillReport, list]:
    calls = []
    source, target = tmp_path / "in.po", tmp_path / "out.po"
    source.write_text(text, encoding="utf-8")
    report = fill_catalogue(source, target, lambda t: calls.append(t) or shout(t), **kw)
    return polib.pofile(str(target)), report, calls


def keys(catalogue: polib.POFile) -> list[tuple]:
    return [(e.msgctxt, e.msgid, e.obsolete) for e in catalogue]


def test_empty_entries_filled_fuzzy_and_everything_else_kept(tmp_path):
    out, report, calls = fill(tmp_path, CATALOGUE)
    source = polib.pofile(CATALOGUE)
    assert keys(out) == keys(source)
    assert out.header == source.header and out.metadata == source.metadata
    first = out[0]
    assert first.msgstr == "IN THE BEGINNING GOD CREATED %s."
    assert first.flags == ["fuzzy", "c-format"]
    assert (first.tcomment, first.comment) == (source[0].tcomment, source[0].comment)
    assert first.occurrences == [("reader/verses.c", "12"), ("reader/verses.c", "40")]
    assert [e.msgstr for e in out if e.msgid == "Light"] == ["LIGHT", "LIGHT"]
    assert out.find("%(count)d verses in %(book)s").msgstr == "%(count)d VERSES IN %(book)s"
    plural = out.find("%d chapter")
    assert plural.msgstr_plural == {0: "%d CHAPTER", 1: "%d CHAPTERS", 2: "%d CHAPTERS"}
    human = out.find("Genesis")
    assert (human.msgstr, human.flags) == ("Księga Rodzaju", [])
    fuzzy = out.find("The Word was God")
    assert (fuzzy.msgstr, fuzzy.previous_msgid) == ("Słowo", "The Word")
    obsolete = out.obsolete_entries()
    assert [(e.msgid, e.msgstr) for e in obsolete] == [("Exodus", "")]
    assert report == FillReport(entries=9, filled=7, plurals_filled=1, kept_human=1,
                                kept_fuzzy=1, skipped_obsolete=1)
    assert check_po(tmp_path / "out.po") == []


def test_one_call_whole_texts_and_newlines_as_msgfmt_wants(tmp_path):
    out, _, calls = fill(tmp_path, CATALOGUE)
    assert len(calls) == 1
    assert calls[0].count("Light") == 1  # one text, two contexts: translated once
    assert "And God said,\nLet there be light.\n" in calls[0]
    # the translator dropped the edge newlines; msgfmt requires the msgid's
    assert out.find("And God said,\nLet there be light.\n").msgstr == \
        "AND GOD SAID,\nLET THERE BE LIGHT.\n"
    assert out.find("\nAnd there was light.").msgstr == "\nAND THERE WAS LIGHT."


def test_refill_fuzzy_translates_fuzzy_entries_again(tmp_path):
    out, report, _ = fill(tmp_path, CATALOGUE, refill_fuzzy=True)
    fuzzy = out.find("The Word was God")
    assert (fuzzy.msgstr, fuzzy.flags) == ("THE WORD WAS GOD", ["fuzzy"])
    assert fuzzy.previous_msgid == "The Word"
    assert out.find("Genesis").msgstr == "Księga Rodzaju"
    assert (report.filled, report.kept_fuzzy, report.kept_human) == (8, 0, 1)
    assert check_po(tmp_path / "out.po") == []


def test_an_entry_the_model_gives_no_text_stays_empty_and_not_fuzzy(tmp_path):
    """An empty msgstr marked fuzzy would claim a machine translation waiting for review
    and count as filled; the entry stays as it was, and the report says how many."""
    silent = {"Light", "%d chapter"}  # a plural entry with one form unanswered too

    def model(texts):
        return ["" if t in silent else shout([t])[0] for t in texts]
    source, target = tmp_path / "in.po", tmp_path / "out.po"
    source.write_text(CATALOGUE, encoding="utf-8")
    report = fill_catalogue(source, target, model)
    out = polib.pofile(str(target))
    for entry in out:
        if entry.msgid in silent:
            assert entry.msgstr == "" and not any(entry.msgstr_plural.values())
            assert "fuzzy" not in entry.flags
    assert (report.filled, report.unanswered) == (4, 3)  # "Light" has two contexts
    assert check_po(target) == []


def test_a_pot_becomes_a_po(tmp_path):
    source, target = tmp_path / "bible.pot", tmp_path / "pl.po"
    source.write_text(POT, encoding="utf-8")
    report = fill_catalogue(source, target, shout)
    out = polib.pofile(str(target))
    assert out.metadata["Content-Type"] == "text/plain; charset=UTF-8"
    assert out.metadata["Plural-Forms"] == "nplurals=INTEGER; plural=EXPRESSION;"
    assert out.find("%d verse").msgstr_plural == {0: "%d VERSE", 1: "%d VERSES"}
    assert any("nplurals=INTEGER" in note for note in report.notes)
    assert out.find("Amen").msgstr == "AMEN"
    assert check_po(target) == []


@pytest.mark.parametrize("lang, nplurals", [("pl", 3), ("de", 2), ("ja", 1), ("pt_BR", 2)])
def test_a_pot_for_a_known_target_language_gets_its_plural_forms(tmp_path, lang, nplurals):
    """msgfmt -c refuses a .pot's nplurals=INTEGER; the model knows its target language."""
    source, target = tmp_path / "bible.pot", tmp_path / f"{lang}.po"
    source.write_text(POT, encoding="utf-8")
    report = fill_catalogue(source, target, shout, tgt_lang=lang)
    out = polib.pofile(str(target))
    assert out.metadata["Language"] == lang
    assert out.metadata["Plural-Forms"].startswith(f"nplurals={nplurals}; plural=")
    assert len(out.find("%d verse").msgstr_plural) == nplurals
    assert any(f"{lang}'s" in note for note in report.notes)
    assert check_po(target, header=True) == []


def test_a_pot_for_an_unknown_language_keeps_its_placeholders(tmp_path):
    source, target = tmp_path / "bible.pot", tmp_path / "xx.po"
    source.write_text(POT, encoding="utf-8")
    fill_catalogue(source, target, shout, tgt_lang="xx")
    out = polib.pofile(str(target))
    assert out.metadata["Plural-Forms"] == "nplurals=INTEGER; plural=EXPRESSION;"
    assert out.metadata["Language"] == ""


def test_in_place_and_nothing_left_by_a_failed_run(tmp_path):
    path = tmp_path / "bible.po"
    path.write_text(POT, encoding="utf-8")

    def interrupted(texts):
        raise KeyboardInterrupt
    with pytest.raises(KeyboardInterrupt):
        fill_catalogue(path, path, interrupted)
    assert path.read_text(encoding="utf-8") == POT
    fill_catalogue(path, path, shout)
    assert polib.pofile(str(path)).find("Amen").msgstr == "AMEN"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bible.po"]


def test_a_catalogue_with_nothing_to_fill_is_not_sent(tmp_path):
    text = ('msgid ""\nmsgstr ""\n"Language: es\\n"\n'
            '"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Amen"\nmsgstr "Amen"\n')
    out, report, calls = fill(tmp_path, text)
    assert calls == [] and report.kept_human == 1
    assert (tmp_path / "out.po").read_text(encoding="utf-8") == text
    # what polib would rewrite (line ends, a long line's wrapping, a previous msgid of an
    # obsolete entry it does not read) comes back byte for byte when nothing changes
    long = "A " * 60
    raw = (text.replace("Amen", long.strip()) + '\n#~| msgid "Old"\n#~ msgid "Older"\n'
           '#~ msgstr "Viejo"\n').replace("\n", "\r\n").encode("utf-8")
    (tmp_path / "in.po").write_bytes(raw)
    report = fill_catalogue(tmp_path / "in.po", tmp_path / "out.po", shout)
    assert (report.filled, report.kept_human) == (0, 1)
    assert (tmp_path / "out.po").read_bytes() == raw


@pytest.mark.parametrize("content, message", [
    (b'msgid "a"\nmsgstr "b"\nthis is not po\n', "line 3"),
    (b'msgid "a"\nmsgstr "b \\"c" d"\n', "line 2"),
    ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "caf\xe9"\n'
     'msgstr ""\n'.encode("latin-1"), "line 5: bytes that are not UTF-8 text"),
    (b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR', "line 3: a NUL byte"),
])
def test_broken_catalogues_name_the_line(tmp_path, content, message):
    path = tmp_path / "broken.po"
    path.write_bytes(content)
    with pytest.raises(NmtError, match=re.escape(message)) as e:
        fill_catalogue(path, tmp_path / "out.po", shout)
    assert str(path) in str(e.value) and "\n" not in str(e.value)
    assert not (tmp_path / "out.po").exists()


def test_a_missing_catalogue(tmp_path):
    with pytest.raises(NmtError, match="no such file"):
        fill_catalogue(tmp_path / "absent.po", tmp_path / "out.po", shout)


def test_msgfmt_helper_judges_placeholders(tmp_path):
    good = po_from_pairs([("%d days of %s", "%d DÍAS DE %s"),
                          ("%(n)d verses", "%(n)d VERSÍCULOS"), ("Amen", "Amén")],
                         tmp_path / "good.po")
    assert [e.flags for e in polib.pofile(str(good))] == [["c-format"], ["python-format"], []]
    assert check_po(good) == []
    bad = po_from_pairs([("%d days of %s", "%d DÍAS"), ("%d days of %s", "%s DE %d")],
                        tmp_path / "bad.po")
    errors = check_po(bad)
    assert errors and any("format specification" in line for line in errors)
