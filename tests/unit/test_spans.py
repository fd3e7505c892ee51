"""The spans a translation must copy (`text/spans.py`): each kind, the prose that must not
read as one, which directives keep their order, and accelerator markers."""

from __future__ import annotations

import pytest

from nmt_cli.text.spans import (add_accelerator, find_accelerator, find_spans,
                                strip_accelerator)


def texts(text: str) -> list[tuple[str, str]]:
    return [(s.text, s.kind) for s in find_spans(text)]


@pytest.mark.parametrize("directive", [
    "%s", "%d", "%1$s", "%-5.2f", "%lu", "%zu", "%%", "%c", "%ld", "%'d", "%#x", "%*d",
    "%.*s", "%hhd", "%lld", "%I64d", "%m", "%2$-10.3Lf"])
def test_printf_directives_are_whole_spans(directive):
    assert texts(f"a {directive} b") == [(directive, "printf")]


@pytest.mark.parametrize("prose", [
    "50% of the files", "100% sure", "5% or more", "100%", "up 3 % in a day", "a < b",
    "x > y and y < z", "Tom & Jerry", "R&D", "C:/new", "{ not closed", "user @ host"])
def test_prose_holds_no_spans(prose):
    assert texts(prose) == []


def test_the_other_kinds():
    assert texts("%(name)s %(n)-5d {0} {name} {name!r:>10} {} {{ }} {a.b[0]}") == [
        ("%(name)s", "python"), ("%(n)-5d", "python"), ("{0}", "brace"), ("{name}", "brace"),
        ("{name!r:>10}", "brace"), ("{}", "brace"), ("{{", "brace"), ("}}", "brace"),
        ("{a.b[0]}", "brace")]
    assert texts('<b>x</b><br/><a href="x">y</a> &amp; &#169; &#x1F600;') == [
        ("<b>", "tag"), ("</b>", "tag"), ("<br/>", "tag"), ('<a href="x">', "tag"),
        ("</a>", "tag"), ("&amp;", "entity"), ("&#169;", "entity"), ("&#x1F600;", "entity")]
    assert texts(r'a\nb\t \\ \"q') == [("\\n", "escape"), ("\\t", "escape"),
                                        ("\\\\", "escape"), ('\\"', "escape")]
    assert texts("see https://x.org/a?b=1. and www.gnu.org, mail me@x.de.") == [
        ("https://x.org/a?b=1", "url"), ("www.gnu.org", "url"), ("me@x.de", "email")]
    assert texts("Qt says %1 and %L2") == [("%1", "qt"), ("%L2", "qt")]


def test_usage_placeholders_are_not_markup():
    """"<file>" is translated ("<Datei>"): only markup is a tag span."""
    assert texts("git archive [<options>] <tree-ish> <Not set>") == []
    assert texts("<p>Qt writes p alone") == [("<p>", "tag")]
    assert texts("<guilabel>Open</guilabel>") == [("<guilabel>", "tag"), ("</guilabel>", "tag")]
    assert texts("<item name=x>") == [("<item name=x>", "tag")]


def test_spans_do_not_overlap_and_keep_their_text():
    text = "<a href='https://x.org/%s'>%s</a> %(n)d {0}"
    spans = find_spans(text)
    assert all(a.end <= b.start for a, b in zip(spans, spans[1:]))
    assert all(text[s.start:s.end] == s.text for s in spans)
    assert [s.text for s in spans][:2] == ["<a href='https://x.org/%s'>", "%s"]


def test_positional_directives():
    positional = {s.text: s.positional for s in find_spans(
        "%s %d %*d %1$s %% %(x)s {0} {name} {} {:>3} {{ %1 <b>")}
    assert positional == {"%s": True, "%d": True, "%*d": True, "%1$s": False, "%%": False,
                          "%(x)s": False, "{0}": False, "{name}": False, "{}": True,
                          "{:>3}": True, "{{": False, "%1": False, "<b>": False}


@pytest.mark.parametrize("text,found", [
    ("_File", ("_", 0)), ("&Open", ("&", 0)), ("Save as ~Template", ("~", 8)),
    ("Re_do", None), ("snake_case", None), ("__init__", None), ("~/path", None),
    ("Tom &amp; Jerry", None), ("_Open _Recent", None), ("Save & Exit", None), ("", None)])
def test_find_accelerator(text, found):
    assert find_accelerator(text) == found


def test_strip_and_add_accelerator():
    assert strip_accelerator("_Open %s") == "Open %s"
    assert strip_accelerator("snake_case") == "snake_case"
    assert add_accelerator("Datei öffnen", "_", "d") == "_Datei öffnen"
    assert add_accelerator("Datei öffnen", "_", "Ö") == "Datei _öffnen"
    assert add_accelerator("Neue Datei", "&", "f") == "&Neue Datei"  # no f: the first letter
    assert add_accelerator("<b>Datei</b>", "_", "x") == "<b>_Datei</b>"  # not inside a tag
    assert add_accelerator("_Datei _öffnen", "_", "ö") == "Datei _öffnen"  # one marker
    assert add_accelerator("123", "~", "a") == "~123"


@pytest.mark.parametrize("text", ["_Open", "&Edit %s", "Save as ~Template", "Zoom _In"])
def test_accelerator_round_trip(text):
    marker, i = find_accelerator(text)
    stripped = strip_accelerator(text)
    again = add_accelerator(stripped, marker, stripped[i])
    assert again == text and find_accelerator(again) == (marker, i)
