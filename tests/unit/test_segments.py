"""`SegmentTranslator` and the sentences it cuts (`text/segments.py`, `text/sentences.py`).

The model here is a plain Python function on lines (uppercase, reverse the words, lose or
repeat or invent placeholders): what is under test is the cutting, the one call, and
the repair, not a model."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from nmt_cli.errors import NmtError
from nmt_cli.text.segments import COLUMN_GAPS, SegmentTranslator
from nmt_cli.text.sentences import edges, split_sentences
from nmt_cli.text.spans import find_spans


class Model:
    """A "model": ``rule`` applied to each line; every call recorded."""

    def __init__(self, rule=str.upper):
        self.rule, self.calls = rule, []

    def __call__(self, lines: list[str]) -> list[str]:
        self.calls.append(list(lines))
        return [self.rule(line) for line in lines]


def reverse_words(line: str) -> str:
    return " ".join(reversed(line.split(" ")))


def spans_of(text: str) -> Counter:
    return Counter(s.text for s in find_spans(text))


# ---------------------------------------------------------------------------- sentences

@pytest.mark.parametrize("text", [
    "Hello world.  This is Mr. Smith!  Ok? yes\n\nNext line. ", "  leading. Trailing  ",
    "Line one\nLine two. Three\r\nfour", "", "\n", "no end", "Ein Satz. Noch einer."])
@pytest.mark.parametrize("lang", ["en", "de", "ja", "xx", ""])
def test_sentences_join_back_into_the_text(text, lang):
    parts = split_sentences(text, lang)
    assert "".join(parts) == text
    assert all("\n" not in p.rstrip("\n") for p in parts)  # newlines are boundaries


def test_sentences_are_split_and_unknown_languages_get_english_rules():
    assert split_sentences("Hello world. This is Mr. Smith. Bye.", "en") == [
        "Hello world. ", "This is Mr. Smith. ", "Bye."]
    assert split_sentences("Das ist z.B. ein Test. Gut.", "de") == [
        "Das ist z.B. ein Test. ", "Gut."]
    assert split_sentences("One. Two.", "tlh") == ["One. ", "Two."]


def test_edges():
    assert edges("  core text \n") == ("  ", "core text", " \n")
    assert edges("core") == ("", "core", "")
    assert edges("   ") == ("   ", "", "")


# ---------------------------------------------------------------------------- the translator

def test_one_call_for_every_segment_of_every_text():
    model = Model()
    out = SegmentTranslator(model)(["First one. Second one.", "Third\nfourth", "First one."])
    assert out == ["FIRST ONE. SECOND ONE.", "THIRD\nFOURTH", "FIRST ONE."]
    assert model.calls == [["First one.", "Second one.", "Third", "fourth"]]  # once each


def test_whitespace_stays_the_sources():
    model = Model()
    out = SegmentTranslator(model)(["  Hello there.   How are you?\n\n  Fine. "])
    assert out == ["  HELLO THERE.   HOW ARE YOU?\n\n  FINE. "]
    assert model.calls == [["Hello there.", "How are you?", "Fine."]]


def test_empty_and_single_span_texts_never_reach_the_model():
    model = Model()
    texts = ["", "   ", "\n", "%s", "<br/>", " %d ", "%s: %d", "{0}"]
    assert SegmentTranslator(model)(texts) == texts
    assert model.calls == []


def test_split_false_still_cuts_lines():
    model = Model()
    assert SegmentTranslator(model, split=False)(["One. Two.\nThree."]) == ["ONE. TWO.\nTHREE."]
    assert model.calls == [["One. Two.", "Three."]]


def test_protect_false_sends_the_text_as_it_is():
    model = Model()
    out = SegmentTranslator(model, protect=False)(["_Open %s <b>now</b>."])
    assert model.calls == [["_Open %s <b>now</b>."]]
    assert out == ["_OPEN %S <B>NOW</B>."]


@pytest.mark.parametrize("mode", ["mask", "raw"])
def test_spans_and_accelerator_survive_a_model_that_rewrites_everything(mode):
    model = Model(lambda line: reverse_words(line.upper()))
    text = "_Open %s in %d windows. Then <b>close</b> https://x.org now!"
    [out] = SegmentTranslator(model, mode=mode)([text])
    assert spans_of(out) == spans_of(text)
    assert [s.text for s in find_spans(out) if s.positional] == ["%s", "%d"]
    assert out.count("_") == 1 and out[out.index("_") + 1] == "O"  # before the same letter
    assert len(model.calls) == 1 and len(model.calls[0]) == 2


def test_mask_mode_sends_placeholders_numbered_per_segment():
    model = Model()
    SegmentTranslator(model)(["Open %s. Copy %s to %s."])
    assert model.calls == [["Open ⦅0⦆.", "Copy ⦅0⦆ to ⦅1⦆."]]


def test_raw_mode_sends_spans_as_text_without_tags():
    model = Model()
    out = SegmentTranslator(model, mode="raw")(["<b>Open</b> %s &amp; close."])
    assert model.calls == [["Open %s close."]]
    assert spans_of(out[0]) == spans_of("<b>Open</b> %s &amp; close.")


@pytest.mark.parametrize("rule", [
    lambda line: "",                                       # loses everything
    lambda line: line.replace("⦅0⦆", "⦅0⦆ ⦅0⦆"),           # repeats
    lambda line: line + " ⦅7⦆ %d <i>",                      # invents
    lambda line: line.replace("⦅0⦆", "").replace("⦅1⦆", "⦅0⦆"),  # renumbers
])
def test_mask_mode_repairs_what_the_model_does_to_placeholders(rule):
    text = "Copy %s to %s with <b>care</b>. Done: %d%%"
    [out] = SegmentTranslator(Model(rule))([text])
    assert spans_of(out) == spans_of(text)
    assert [s.text for s in find_spans(out) if s.positional] == ["%s", "%s", "%d"]


@pytest.mark.parametrize("mode", ["mask", "raw"])
@pytest.mark.parametrize("keep", [True, False])
def test_a_sentence_the_model_answers_with_nothing(mode, keep):
    """A weak model's empty answer: in a document or a catalogue (``keep_unanswered``) the
    words stay, in either mode (the raw one gave an empty heading, an empty link and "%s"
    alone until 2026-11-29); in plain text the output is the model's, with the spans."""
    texts = ["Salt", "Open %s now.", "Click <b>Save</b>.", "First. Second."]
    out = SegmentTranslator(Model(lambda line: "" if "Second" not in line else "ZWEI."),
                            mode=mode, keep_unanswered=keep)(texts)
    if keep:
        assert out == ["Salt", "Open %s now.", "Click <b>Save</b>.", "First. ZWEI."]
    else:
        assert [spans_of(o) for o in out] == [spans_of(t) for t in texts]
        assert not any(ch.isalpha() for o in out[:3] for ch in o.replace("<b>", "")
                       .replace("</b>", "").replace("%s", ""))
        assert out[3].endswith("ZWEI.") and "First" not in out[3]


def squeeze(line: str) -> str:
    """Upper case, whitespace runs made one space: what sentencepiece does to a line."""
    return " ".join(line.upper().split())


@pytest.mark.parametrize("fmt, text, expected", [
    ("text", "Column\tValue\tUnit", "COLUMN\tVALUE\tUNIT"),
    ("text", "Two  spaces in prose.", "TWO SPACES IN PROSE."),
    ("po", "  --dns-timeout=SECS      set the timeout\n",
     "  --DNS-TIMEOUT=SECS      SET THE TIMEOUT\n"),
    ("po", "Name:\t%s\n", "NAME:\t%s\n"),
    ("html", "Column\tValue", "COLUMN VALUE"),
])
def test_column_gaps_are_kept_where_the_format_has_columns(fmt, text, expected):
    [out] = SegmentTranslator(Model(squeeze), gaps=COLUMN_GAPS.get(fmt))([text])
    assert out == expected


def test_a_column_gap_inside_a_span_does_not_cut_it():
    model = Model(squeeze)
    text = '<a title="x  y">Open</a>  the  file'
    [out] = SegmentTranslator(model, gaps=COLUMN_GAPS["po"])([text])
    assert out == '<a title="x  y">OPEN</a>  THE  FILE'
    assert model.calls == [["⦅0⦆Open⦅1⦆", "the", "file"]]


def test_a_sentence_is_never_cut_inside_a_span():
    model = Model()
    SegmentTranslator(model)(['Click <a title="Hi. There">here</a>. Next one.'])
    assert model.calls == [["Click ⦅0⦆here⦅1⦆.", "Next one."]]


def test_a_model_that_answers_too_few_lines_is_an_error():
    with pytest.raises(NmtError, match="answered 0 lines for 1"):
        SegmentTranslator(lambda lines: [])(["Hello."])


words = st.sampled_from(["Open", "file", "%s", "%d", "{0}", "<b>", "</b>", "&amp;", "_Save",
                         ". ", "! ", " ", "\n", "  ", "https://x.org", "a.", "%1$s", "%",
                         "&", "amp;", "<", ">", "~", "{}", "\\", "n", "\t"])
RULES = [lambda line: reverse_words(line.lower()), lambda line: "",
         lambda line: line.replace("⦅", "(").replace("⦆", ")"),
         lambda line: line + " ⦅0⦆ ⦅1⦆ ⦅9⦆ %s <i>",
         lambda line: "amp; % " + line.upper() + " &"]


@settings(max_examples=200, deadline=None)
@given(st.lists(words, max_size=12).map("".join), st.sampled_from(["mask", "raw"]),
       st.sampled_from(RULES), st.sampled_from([None, *COLUMN_GAPS.values()]))
def test_any_text_keeps_its_spans(text, mode, rule, gaps):
    [out] = SegmentTranslator(Model(rule), mode=mode, gaps=gaps)([text])
    assert spans_of(out) == spans_of(text)
    if not text.strip():
        assert out == text
