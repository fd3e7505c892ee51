"""The spans a translation must copy (`text/spans.py`): each kind, the prose that must not
read as one, which directives keep their order, and accelerator markers."""

from __future__ import annotations

import pytest

from nmt_cli.text.placeholders import mask, repair_raw
from nmt_cli.text.segments import SegmentTranslator
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
    "x > y and y < z", "Tom & Jerry", "R&D", "C:/new", "{ not closed", "user @ host",
    "It costs $5, or $19.99", "US$ 3 and $x, $1 or $", "5% More", "50 % Hz", "a $Dollar"])
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


@pytest.mark.parametrize("variable", [
    "{{name}}", "{{ user.name }}", "{{ count | number }}", "{{$ctrl.n}}", "%{count}",
    "%{ sender }", "${amount}", "${user.name}", "${HOME:-/tmp}", "$HOME", "$XDG_CACHE_HOME",
    "%USERPROFILE%"])
def test_template_variables_are_whole_spans(variable):
    """Mustache/Jinja/angular-gettext, vue-gettext/Ruby, shell/JavaScript and Windows
    variables: the name is not translated, and the sigil goes with it."""
    assert texts(f"a {variable} b") == [(variable, "template")]
    assert not find_spans(f"a {variable} b")[0].positional


def test_double_braces_around_no_name_stay_escaped_braces():
    """Python's "{{" and "}}" where no template variable stands between them."""
    assert texts("{{ not a name }} {{}} {{0}}") == [("{{", "brace"), ("}}", "brace")] * 3
    assert texts("{{{name}}}") == [("{{", "brace"), ("{name}", "brace"), ("}}", "brace")]
    assert texts("$HOMEdir and $HOME_") == [("$HOME_", "template")]


@pytest.mark.parametrize("text, directives", [
    ("Last modified: %Y-%m-%d %H:%M:%S", ["%Y", "%m", "%d", "%H", "%M", "%S"]),
    ("Updated %a %m/%d/%Y at %I:%M %p.", ["%a", "%m", "%d", "%Y", "%I", "%M", "%p"]),
    ("%-d %B %Y, %_H:%M %Z", ["%-d", "%B", "%Y", "%_H", "%M", "%Z"]),
    ("Year: %Y.", ["%Y"]),  # one alone, as in a sentence cut from a longer message
    ("%lu bytes, %I64d, %hd", ["%lu", "%I64d", "%hd"])])  # C's before strftime's
def test_strftime_directives_read_as_printf(text, directives):
    """Kept in source order, as C's unnumbered directives are (docs/TEXT_FORMATS.md)."""
    spans = find_spans(text)
    assert [(s.text, s.kind) for s in spans] == [(d, "printf") for d in directives]
    assert all(s.positional for s in spans)


def test_the_model_sees_no_template_name_or_strftime_letter():
    text = "Hello {{name}}, {{ count }} in %{box} and ${dir} under $HOME at %H:%M."
    assert mask(text).text == "Hello ⦅0⦆, ⦅1⦆ in ⦅2⦆ and ⦅3⦆ under ⦅4⦆ at ⦅5⦆:⦅6⦆."


@pytest.mark.parametrize("source, output, spans, gone", [
    ("Hello {{name}}, you have {{count}}.", "Hallo {{Name}}, Sie haben {{Anzahl}}.",
     ["{{name}}", "{{count}}"], "Anzahl"),
    ("Delete %{n} files?", "{n} Dateien löschen?", ["%{n}"], None),
    ("Total: ${amount}.", "Gesamt: {amount}.", ["${amount}"], None),
    ("Your shell is $SHELL.", "Ihre Shell ist $SHE.", ["$SHELL"], "$SHE."),
    ("Updated at %H:%M", "Aktualisiert um %H", ["%H", "%M"], None)])
def test_repair_puts_back_what_a_raw_model_broke(source, output, spans, gone):
    """A model that saw them as text: names translated, sigils or directives lost."""
    out = repair_raw(source, output)
    assert sorted(s.text for s in find_spans(out)) == sorted(spans)
    assert gone is None or gone not in out


@pytest.mark.parametrize("mode", ["mask", "raw"])
def test_a_message_cut_into_sentences_keeps_its_spans(mode):
    """Spans are read in each sentence as in the whole message: "%Y" alone is one too."""
    seen = []

    def model(lines):
        seen.extend(lines)
        return [line.upper() for line in lines]
    out = SegmentTranslator(model, mode=mode)(["Hello {{name}}. Saved at %H:%M. Date: %Y."])
    assert out == ["HELLO {{name}}. SAVED AT %H:%M. DATE: %Y."]
    if mode == "mask":
        assert seen == ["Hello ⦅0⦆.", "Saved at ⦅0⦆:⦅1⦆.", "Date: ⦅0⦆."]


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
