"""``text/html.py``: LibreTranslate's ``format: html``, with fake translators.

The translators here are plain functions (uppercase the text, reverse words and tags,
swap a close before its open, lose or repeat a tag): what is under test is the markup
handling, not a model. Every output is parsed again and its element tree compared with
the source's: same elements, same nesting, same attributes.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nmt_cli.errors import NmtError
from nmt_cli.text.html import Element, parse_html, to_html, translate_html
from nmt_cli.text.segments import SegmentTranslator

TAG = re.compile(r"<[^<>]*>|&[#\w]+;")  # tags, markers and entities: what a translator keeps

VERSES = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Genesis 1</title>
<style>p { color: red }</style></head>
<body>
<h1 id="top">The <em>First</em> Book</h1>
<p class="verse">In the <em>beginning</em> God created the heaven and the <b>earth</b>.</p>
<p>Without form, and <a href="https://e.org/void?a=1&amp;b=2" title="Void">void</a>;<br>
and darkness was upon the face of the <span class="deep"><i>deep</i></span>.</p>
<ul>
  <li>And God said, Let there be <strong>light</strong>: and there was light.
  <li>And God saw the light, that it was <code>good()</code> &amp; fine.
</ul>
<p translate="no">Do not translate this verse.</p>
<pre>In the beginning <b>was</b> the Word</pre>
<p>And the Word was made <img src="flesh.png" alt="Flesh"> flesh<!-- John 1:14 -->.</p>
<script>if (a < b && c) { document.write("<p>x</p>") }</script>
</body>
</html>
"""


def upper(texts: list[str]) -> list[str]:
    """Uppercase the text outside tags and entities."""
    return [_upper_outside(t) for t in texts]


def _upper_outside(text: str) -> str:
    pieces = re.split(f"({TAG.pattern})", text)  # text, tag, text, tag, ..., text
    return "".join(p if i % 2 else p.upper() for i, p in enumerate(pieces))


def reverse(texts: list[str]) -> list[str]:
    """The words and tags of each text in reverse order (closes come before opens)."""
    return [" ".join(_upper_outside(w) for w in re.findall(r"<[^<>]*>|[^\s<]+", t)[::-1])
            for t in texts]


def shape(node: Element, ordered: bool = True) -> tuple:
    """What the output must keep: elements, nesting and attributes (text aside); with
    ``ordered=False``, siblings may change places (a translation may move them)."""
    children = [shape(c, ordered) for c in node.children if isinstance(c, Element)]
    return (node.tag, tuple(node.attrs), tuple(children if ordered else sorted(children)))


def test_markup_comes_back_as_written():
    assert to_html(parse_html(VERSES)) == VERSES


def test_verses_are_translated_and_their_markup_kept():
    out = translate_html(VERSES, upper)
    assert shape(parse_html(out)) == shape(parse_html(VERSES))
    assert "IN THE <em>BEGINNING</em> GOD CREATED THE HEAVEN AND THE <b>EARTH</b>." in out
    assert '<a href="https://e.org/void?a=1&amp;b=2" title="Void">VOID</a>;<br>' in out
    assert '<img src="flesh.png" alt="Flesh"> FLESH<!-- John 1:14 -->.' in out
    assert "<title>GENESIS 1</title>" in out
    assert "<li>AND GOD SAW THE LIGHT, THAT IT WAS <code>good()</code> &amp; FINE.\n" in out
    for untouched in ('<p translate="no">Do not translate this verse.</p>',
                      "<pre>In the beginning <b>was</b> the Word</pre>",
                      "<style>p { color: red }</style>",
                      '<script>if (a < b && c) { document.write("<p>x</p>") }</script>'):
        assert untouched in out


def test_one_call_for_the_document_and_no_empty_segments():
    calls = []

    def spy(texts):
        calls.append(texts)
        return texts
    translate_html(VERSES, spy)
    assert len(calls) == 1
    assert all(t.strip() and t == t.strip() for t in calls[0])
    assert "Genesis 1" in calls[0]
    # an untranslated inline element travels as one opaque marker
    assert any(re.search(r'that it was <nmt-keep i="\d+"/> &amp; fine\.$', t) for t in calls[0])
    # a paragraph's line break is a space inside the segment, not a sentence break
    assert any(";<br> and darkness" in t for t in calls[0])
    assert translate_html("<p> </p>\n<!-- nothing -->", spy) == "<p> </p>\n<!-- nothing -->"
    assert len(calls) == 1


def test_identity_keeps_the_document():
    doc = '<div>\n  <p>Hello <b>world</b>, see <a href="x">this</a>.</p>\n</div>\n'
    assert translate_html(doc, lambda texts: texts) == doc


def test_fragments_and_plain_text():
    assert translate_html("<p>Hello <b>world</b></p>", upper) == "<p>HELLO <b>WORLD</b></p>"
    assert translate_html("Hello world", upper) == "HELLO WORLD"
    assert translate_html("  Fish &amp; chips\n", upper) == "  FISH &amp; CHIPS\n"
    assert translate_html("", upper) == ""


def test_a_reordering_that_nests_is_kept():
    def swap(texts):
        return ["<b>WORLD</b> HELLO" if t == "Hello <b>world</b>" else t for t in texts]
    assert translate_html("<p>Hello <b>world</b></p>", swap) == "<p><b>WORLD</b> HELLO</p>"


def test_tags_out_of_order_take_the_source_order():
    doc = '<p>Let there be <a href="#l"><b>light</b></a> and <i>day</i>.</p>'
    out = translate_html(doc, reverse)
    assert shape(parse_html(out)) == shape(parse_html(doc))
    assert out == '<p>. <a href="#l"> DAY <b> AND </b> </a> LIGHT <i> </i> BE THERE LET</p>'


def test_a_close_before_its_open_is_repaired():
    def close_first(texts):
        return [t.replace("<em>", "\0").replace("</em>", "<em>").replace("\0", "</em>")
                for t in texts]
    out = translate_html("<p>In the <em>beginning</em> was the Word</p>", close_first)
    assert out == "<p>In the <em>beginning</em> was the Word</p>"


def test_lost_and_repeated_tags():
    def lose(texts):
        return [t.replace("</b>", "") for t in texts]
    assert translate_html("<p>a <b>b</b> c</p>", lose) == "<p>a <b>b c</b></p>"

    def lose_open(texts):
        return [t.replace("<b>", "") for t in texts]
    out = translate_html("<p>a <b>b</b> c</p>", lose_open)
    assert out == "<p>a b<b> c</b></p>"

    def repeat(texts):
        return [t + " <b>" for t in texts]
    out = translate_html("<p>a <b>b</b> c</p>", repeat)
    assert out == "<p>a <b>b</b> c &lt;b&gt;</p>"


def test_stray_characters_in_translations_are_escaped():
    out = translate_html("<p>x</p>", lambda texts: ["a < b & c > d &amp; e"])
    assert out == "<p>a &lt; b &amp; c &gt; d &amp; e</p>"


def test_references_without_semicolon_are_copied_as_written():
    """Browsers show "&copy 2024" as "(c) 2024" (HTML5's legacy names; numbers too): the
    "&" is neither escaped nor taken for an accelerator marker, the name not translated."""
    doc = "<p>Copyright &copy 2024 by us, fish &amp chips, &#169 &copy; &notin; &notit</p>"
    want = "<p>COPYRIGHT &copy 2024 BY US, FISH &amp CHIPS, &#169 &copy; &notin; &notIT</p>"
    assert translate_html(doc, upper) == want
    for mode in ("mask", "raw"):
        segments = SegmentTranslator(lambda lines: [x.upper() for x in lines], mode=mode)
        out = translate_html("<p>Copyright &copy 2024 by the authors.</p>", segments)
        assert out == "<p>COPYRIGHT &copy 2024 BY THE AUTHORS.</p>"
    # no reference: an "&" of the text is escaped, as a translation's is
    assert translate_html("<p>AT&T, R&D &copyx;</p>", upper) == "<p>AT&amp;T, R&amp;D &copyx;</p>"


def test_a_stray_lt_at_the_end_is_text():
    """A "<" or "</" that starts no markup is text, as a browser reads it."""
    assert translate_html("<p>1 < 2</p> x <", upper) == "<p>1 &lt; 2</p> X &lt;"
    assert translate_html("a </", upper) == "A &lt;/"


def test_optional_end_tags_and_void_elements():
    doc = ("<table><tr><td>one<td>two<tr><td>three</table>\n"
           "<dl><dt>term<dd>definition</dl><p>first<p>second<hr>")
    out = translate_html(doc, upper)
    assert out == doc.upper().replace("<TABLE>", "<table>").replace("</TABLE>", "</table>") \
        .replace("<TR>", "<tr>").replace("<TD>", "<td>").replace("<DL>", "<dl>") \
        .replace("<DT>", "<dt>").replace("<DD>", "<dd>").replace("</DL>", "</dl>") \
        .replace("<P>", "<p>").replace("<HR>", "<hr>")
    assert shape(parse_html(out)) == shape(parse_html(doc))


def test_an_inline_element_holding_a_block_bounds_segments():
    calls = []
    doc = '<p>See <a href="x"><div>this</div></a> now</p>'
    out = translate_html(doc, lambda texts: calls.append(texts) or upper(texts))
    assert calls == [["See", "this", "now"]]
    assert out == '<p>SEE <a href="x"><div>THIS</div></a> NOW</p>'


def test_a_source_holding_our_marker_name():
    doc = '<p>a <nmt-keep i="0"/> b <code>c</code> d</p>'
    assert translate_html(doc, upper) == '<p>A <nmt-keep i="0"/> B <code>c</code> D</p>'


@pytest.mark.parametrize("doc, where, what", [
    ("<p>Hello <b>world</p>", "line 1, column 18", "</p> does not match <b>"),
    ("<p>In the <em>beginning", "line 1, column 11", "<em> is never closed"),
    ("And God said</b>", "line 1, column 13", "</b> closes no open element"),
    ("<p>\n  <b><i>light</b></i></p>", "line 2, column 14", "</b> does not match <i>"),
    ("<ul>\n<li>one\n<li>two <span>x</ul>", "line 3, column 16", "does not match <span>"),
    # cut off by the end of the input, which the stdlib parser would hand on as text
    ("<p>Hello</p>\n<!-- a note", "line 2, column 1", "comment never closed"),
    ("<p>Save the <b", "line 1, column 13", "tag <b never closed"),
    ('<p>Save <a href="x', "line 1, column 9", "tag <a never closed"),
    ("<p>Save</p></p", "line 1, column 12", "end tag </p never closed"),
    ("<p>x</p>\n<!DOCTYPE html", "line 2, column 1", "declaration never closed"),
    ("<p>x</p><?xml version", "line 1, column 9", "processing instruction never closed"),
    # the parser would read on to the next ">" and report the </p> after it
    ("<p>Open.</p>\n<!-- a note\n<p>Save.</p>\n", "line 2, column 1", "comment never closed"),
])
def test_malformed_markup_names_line_and_column(doc, where, what):
    with pytest.raises(NmtError, match=re.escape(where)) as e:
        translate_html(doc, upper)
    assert what in str(e.value) and "\n" not in str(e.value)


WORDS = st.sampled_from(["In", "the", "beginning", "God", "&amp;", "light", "&#169;", "day"])
OPENERS = st.sampled_from(['<b>', '<i>', '<em>', '<a href="v{n}">', '<span class="c{n}">'])


@st.composite
def inline(draw, depth: int = 0) -> str:
    """Random well-nested inline markup: words, entities, br, code and nested elements."""
    parts = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["word", "word", "br", "code", "element"]))
        if kind == "word":
            parts.append(draw(WORDS))
        elif kind == "br":
            parts.append("<br>")
        elif kind == "code":
            parts.append("<code>x()</code>")
        elif depth < 3:
            opener = draw(OPENERS).format(n=draw(st.integers(0, 9)))
            name = re.match(r"<(\w+)", opener).group(1)
            parts.append(f"{opener}{draw(inline(depth + 1))}</{name}>")
    return " ".join(parts) or "word"


@settings(max_examples=150, deadline=None)
@given(st.lists(inline(), min_size=1, max_size=3), st.randoms(use_true_random=False))
def test_random_markup_survives_a_translator_that_shuffles_tags(paragraphs, rng: random.Random):
    doc = "\n".join(f"<p>{p}</p>" for p in paragraphs)

    def shuffle(texts):
        out = []
        for text in texts:
            tags = re.findall(r"<[^<>]*>", text)
            rng.shuffle(tags)
            words = _upper_outside(re.sub(r"<[^<>]*>", "\0", text)).split("\0")
            out.append("".join(w + t for w, t in zip(words, tags + [""])))
        return out
    out = translate_html(doc, shuffle)
    assert shape(parse_html(out), ordered=False) == shape(parse_html(doc), ordered=False)
    assert sorted(re.findall(r'href="[^"]*"', out)) == sorted(re.findall(r'href="[^"]*"', doc))
    assert out.count("<code>x()</code>") == doc.count("<code>x()</code>")


def test_an_element_moved_out_of_its_parent_is_put_back():
    def move_br(texts):
        return ["<b>IN THE</b><br> BEGINNING" for _ in texts]
    out = translate_html("<p><b>In <br>the</b> beginning</p>", move_br)
    assert out == "<p><b>IN THE<br></b> BEGINNING</p>"
