"""Placeholders and the repair (`text/placeholders.py`): whatever a model writes, the
translation carries exactly the source's spans, unnumbered directives in the source's
order, and no whitespace the repair made untidy."""

from __future__ import annotations

import re
from collections import Counter

from hypothesis import given, settings, strategies as st

from nmt_cli.text.placeholders import (PLACEHOLDERS, mask, mask_pair, repair_raw, restore,
                                       restore_stripped, strip_spans)
from nmt_cli.text.spans import find_spans

SPANS = ["%s", "%d", "%1$s", "%2$d", "%%", "{0}", "{}", "{name}", "<b>", "</b>", "<br/>",
         "&amp;", "\\n", "https://x.org/a", "me@x.de", "%(n)s", "%1"]
WORDS = ["Open", "file", "Datei", "öffnen", "a", "50", "x.", ",", ":", "!", " ", " ", "  ",
         "\n", "100%", "ww", "w."]
CHARS = list("%<>&{}\\@/:.w $()sdb1")  # pieces that can glue onto a span and make another
sources = st.lists(st.sampled_from(SPANS + WORDS), max_size=14).map("".join)
outputs = st.lists(st.one_of(st.sampled_from(SPANS + WORDS + CHARS),
                             st.integers(0, 40).map(lambda i: f"⦅{i}⦆")),
                   max_size=16).map("".join)


def spans_of(text: str, kinds=None) -> Counter:
    return Counter(s.text for s in find_spans(text) if kinds is None or s.kind in kinds)


def positional(text: str) -> dict[str, list[str]]:
    """The unnumbered directives of each kind, in order (C's and Python's brace formats
    number their arguments apart)."""
    found: dict[str, list[str]] = {}
    for s in find_spans(text):
        if s.positional:
            found.setdefault(s.kind, []).append(s.text)
    return found


# ---------------------------------------------------------------------------- properties

@settings(max_examples=400, deadline=None)
@given(sources, outputs)
def test_restore_carries_exactly_the_source_spans(source, output):
    masked = mask(source)
    result = restore(masked, output)
    assert spans_of(result) == spans_of(source)
    assert positional(result) == positional(source)
    assert restore(masked, output) == result  # deterministic


@settings(max_examples=400, deadline=None)
@given(sources, outputs)
def test_repair_raw_carries_exactly_the_source_spans(source, output):
    result = repair_raw(source, output)
    assert spans_of(result) == spans_of(source)
    assert positional(result) == positional(source)


@settings(max_examples=300, deadline=None)
@given(sources, outputs)
def test_stripped_spans_come_back(source, output):
    kinds = {"tag", "entity"}
    stripped = strip_spans(source, kinds)
    assert spans_of(stripped.text, kinds) == Counter()
    assert spans_of(restore_stripped(stripped, output), kinds) == spans_of(source, kinds)


@settings(max_examples=300, deadline=None)
@given(sources, sources)
def test_mask_pair_masks_alike(src, tgt):
    """Each placeholder once per side, numbered in the source's order, standing for the
    same span texts on both sides."""
    s, t, n = mask_pair(src, tgt)
    assert [int(i) for i in re.findall(r"⦅(\d+)⦆", s)] == list(range(n))
    assert sorted(re.findall(r"⦅\d+⦆", t)) == sorted(re.findall(r"⦅\d+⦆", s))
    assert spans_of(src) - spans_of(s) == spans_of(tgt) - spans_of(t)
    assert sum((spans_of(src) - spans_of(s)).values()) == n


@settings(max_examples=200, deadline=None)
@given(sources)
def test_identity_output_restores_the_source(source):
    masked = mask(source)
    assert restore(masked, masked.text) == source
    assert repair_raw(source, source) == source


# ---------------------------------------------------------------------------- examples

def test_mask_numbers_each_occurrence():
    m = mask("Copy %s to %s <b>now</b>")
    assert m.text == "Copy ⦅0⦆ to ⦅1⦆ ⦅2⦆now⦅3⦆"
    assert m.texts == ["%s", "%s", "<b>", "</b>"]


def test_mask_leaves_spans_beyond_the_placeholders_as_text():
    text = " ".join(["%s"] * 34)
    m = mask(text)
    assert m.text.count("⦅") == 32 and m.text.endswith("⦅31⦆ %s %s")
    assert restore(m, m.text) == text


def test_restore_repairs():
    m = mask("Open %s in %d windows")
    assert restore(m, "Öffne ⦅0⦆ in ⦅1⦆ Fenstern") == "Öffne %s in %d Fenstern"
    # swapped unnumbered directives: the arguments would swap, so the order is the source's
    assert restore(m, "In ⦅1⦆ Fenstern ⦅0⦆ öffnen") == "In %s Fenstern %d öffnen"
    # lost: back at the word boundary nearest to their place in the source
    assert restore(m, "Öffne in Fenstern") == "Öffne %s in %d Fenstern"
    # repeated, invented, written out: kept once, dropped, no double space left
    assert restore(m, "⦅7⦆ Öffne ⦅0⦆ ⦅0⦆ in ⦅1⦆ Fenstern %d") == "Öffne %s in %d Fenstern"
    assert restore(m, "") == "%s %d"


def test_numbered_directives_may_move():
    m = mask("Copy %1$s to %2$s")
    assert restore(m, "⦅1⦆ ← ⦅0⦆") == "%2$s ← %1$s"


def test_lost_spans_keep_their_glue():
    m = mask("<b>Warning</b>: disk %s is full")
    assert restore(m, "Warnung: Festplatte ist voll") == "<b>Warnung</b>: Festplatte %s ist voll"
    assert restore(mask("Error: %s"), "Fehler:") == "Fehler: %s"
    assert restore(mask("%d files"), "Dateien") == "%d Dateien"


def test_mask_pair_shares_indices_and_leaves_one_sided_spans():
    assert mask_pair("Open %s and %s <file>", "Öffne %s und %s <Datei>") == (
        "Open ⦅0⦆ and ⦅1⦆ <file>", "Öffne ⦅0⦆ und ⦅1⦆ <Datei>", 2)
    assert mask_pair("%1$s of %2$s", "%2$s von %1$s") == ("⦅0⦆ of ⦅1⦆", "⦅1⦆ von ⦅0⦆", 2)
    assert mask_pair("Search &amp; Replace", "Suchen und Ersetzen") == (
        "Search &amp; Replace", "Suchen und Ersetzen", 0)
    assert mask_pair("In %s", "In %s und %i") == ("In ⦅0⦆", "In ⦅0⦆ und %i", 1)


def test_repair_raw():
    assert repair_raw("Delete %s files", "Löschen %d Dateien") == "Löschen %s Dateien"
    assert repair_raw("Delete %s files", "Löschen 50 % Dateien") == "Löschen 50 %s Dateien"
    assert repair_raw("%s of %d", "%d von %s") == "%s von %d"
    assert repair_raw("See https://x.org", "Siehe https://x.org https://y.org") == \
        "Siehe https://x.org"
    assert repair_raw("50% of %d", "50 % von %d") == "50 % von %d"  # the source's own stray


def test_strip_and_restore_tags():
    stripped = strip_spans("<b>Warning</b>: Tom &amp; Jerry", {"tag", "entity"})
    assert stripped.text == "Warning: Tom Jerry"
    assert restore_stripped(stripped, "Warnung: Tom und Jerry") == \
        "<b>Warnung</b>: Tom und &amp; Jerry"
