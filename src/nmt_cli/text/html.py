"""HTML in, HTML out: LibreTranslate's ``format: html`` (``nmt translate --format html``).

The document is parsed into a small tree whose nodes keep their source text, so that what
is not translated comes out byte for byte. Each block-level element (``p``, ``li``,
``td``, ``h1`` ..., ``BLOCKS``) starts a segment; inline elements (``b``, ``a``, ``span``,
``br`` ...) travel inside their block's segment as written in the source, so the model
sees ``Hello <b>world</b>, see <a href="x">this</a>.`` and can move the tags with the
words. All segments of a document go to ``translate`` in one call.

Copied verbatim, as a whole: ``script``, ``style``, ``pre``, ``code``, ``kbd``, ``samp``,
``var``, ``textarea``, ``svg``, ``math``, elements with ``translate="no"`` or class
``notranslate``, comments, the doctype, processing instructions, and a character reference
that browsers read without its ";" (``&copy 2024``, ``&#169``). Inside a segment such a
thing is one opaque unit, a self-closing marker tag (``<nmt-keep i="3"/>``) that the
span finder treats like any tag and that is replaced by the original afterwards.

Attributes are copied with their tag, byte for byte; ``title`` and ``alt`` stay in the
source language. Translating them would need a segment per attribute value, unescaping
and re-escaping it inside the tag text, and a model's slip there breaks the markup.

Putting a segment back (``_restore``): the tags of the translation are the source's tag
strings (the k-th ``<b>`` of the output is the source's k-th ``<b>``). Elements may
change places with their siblings; when the tags do not nest as in the source (a close
before its open, crossing pairs, a ``<br>`` moved out of its ``<b>``), the source's tags,
in source order, take the positions where the output has tags: the same elements in the
same nesting always come out. A tag the translation lost is appended at the end of its
segment rather than lost, a repeated one stays text.

Whitespace at segment edges and between blocks is the source's. Besides the translated
text, the output differs from the source in two ways only: inside a segment, a run of
whitespace holding a newline becomes one space (HTML renders both alike, and the segment
translator would otherwise cut the sentence at the newline); and a stray ``<``, ``>`` or
``&`` (one that starts no entity) in a segment's text is escaped.

Malformed input (a tag never closed, a close that does not match, a close without an
open, a comment or tag cut off by the end of the input) is an ``NmtError`` naming its line
and column. HTML's optional end tags (``p``, ``li``, ``dt``, ``dd``, ``tr``, ``td``,
``th``, ``option``, ``thead``, ``tbody`` ...) are closed implicitly as a browser would,
and void elements (``br``, ``img`` ...) need no close; the output writes only the markup
the source had.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.entities import html5
from html.parser import HTMLParser
from typing import Callable, Union

from ..errors import NmtError

Translate = Callable[[list[str]], list[str]]

BLOCKS = frozenset("""
    address article aside blockquote body button caption details dd div dl dt fieldset
    figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hr html label legend li
    main nav ol optgroup option p pre section summary table tbody td tfoot th thead title
    tr ul""".split())
VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
UNTRANSLATED = frozenset("script style pre code kbd samp var textarea svg math".split())

_P_CLOSERS = frozenset("""
    address article aside blockquote details div dl dd dt fieldset figcaption figure footer
    form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table ul""".split())
# an element whose end tag may be left out, and the start tags that close it implicitly
OPTIONAL_END = {
    "p": _P_CLOSERS, "li": frozenset({"li"}), "dt": frozenset({"dt", "dd"}),
    "dd": frozenset({"dt", "dd"}), "tr": frozenset({"tr", "thead", "tbody", "tfoot"}),
    "td": frozenset({"td", "th", "tr", "thead", "tbody", "tfoot"}),
    "th": frozenset({"td", "th", "tr", "thead", "tbody", "tfoot"}),
    "option": frozenset({"option", "optgroup"}), "optgroup": frozenset({"optgroup"}),
    "thead": frozenset({"tbody", "tfoot"}), "tbody": frozenset({"tbody", "tfoot"}),
    "tfoot": frozenset({"tbody"}), "head": frozenset({"body"}),
    "body": frozenset(), "html": frozenset(),
}

_NEWLINE_SPACE = re.compile(r"[ \t\r\f]*\n\s*")
_ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")
_STRAY = re.compile(r"[<>]|&")
# browsers read a reference without its ";" ("&copy 2024"; HTML5's legacy names, numbers):
# a marker, since as text the segment translator would take its "&" for an accelerator
_BARE_REF = re.compile("(&(?:#[0-9]+|#[xX][0-9a-fA-F]+|" + "|".join(sorted(
    (n for n in html5 if not n.endswith(";")), key=len, reverse=True)) + ")(?![A-Za-z0-9]*;))")
# what the stdlib parser holds back at the end of its input, unable to finish it: close()
# would hand it on as text, shown, where a browser hides it
_UNFINISHED = {"<!--": "comment", "<![": "CDATA section", "<!": "declaration",
               "<?": "processing instruction"}


@dataclass
class Element:
    """An element as written: ``start`` and ``end`` are its tags' source text (``end`` is
    empty for a void element, ``<x/>``, or an end tag the source left implicit)."""

    tag: str
    attrs: list[tuple[str, str | None]]
    start: str
    end: str = ""
    children: list[Node] = field(default_factory=list)
    line: int = 1
    col: int = 1
    block: bool = False  # a block element, or an inline one holding a block


@dataclass
class Text:
    """Text and entities as written."""

    raw: str


@dataclass
class Markup:
    """A comment, doctype, processing instruction or CDATA section as written."""

    raw: str


Node = Union[Element, Text, Markup]


def translate_html(document: str, translate: Translate) -> str:
    """``document`` with the text of its blocks translated and its markup kept.

    Args:
        document: an HTML document or fragment, or plain text.
        translate: texts to their translations, same length and order; each
            translation keeps every tag string of its text (maybe elsewhere).

    Raises:
        NmtError: the markup is malformed (its line and column named).
    """
    segmenter = _Segmenter(document)
    segmenter.block(parse_html(document))
    segments = [p for p in segmenter.pieces if isinstance(p, _Segment)]
    outputs = translate([s.text for s in segments]) if segments else []
    if len(outputs) != len(segments):
        raise ValueError(f"translate returned {len(outputs)} texts for {len(segments)}")
    done = iter(outputs)
    out = [p if isinstance(p, str) else _restore(p, next(done)) for p in segmenter.pieces]
    return _MARKER_RE.sub(lambda m: segmenter.kept.get(m.group(), m.group()), "".join(out))


def parse_html(document: str) -> Element:
    """The tree of ``document`` under a root element ``#document`` (no tags of its own);
    ``to_html`` of it gives ``document`` back unchanged.

    Raises:
        NmtError: a tag never closed, a close that does not match, a close without open.
    """
    events = _Events()
    try:
        events.feed(document)
        _check_finished(events)
        events.close()
    except AssertionError as e:  # how the stdlib parser rejects a "<![" it cannot read
        line, col = events.getpos()
        raise _malformed((line, col + 1), str(e)) from None
    line_starts = [0] + [m.end() for m in re.finditer("\n", document)]
    offsets = [line_starts[line - 1] + col for line, col, *_ in events.events]
    tree = _TreeBuilder()
    head = document[:offsets[0]] if offsets else document
    if head:  # text before the parser's first event: none seen, kept all the same
        tree.text(head)
    for i, (line, col, kind, tag, attrs, tag_text) in enumerate(events.events):
        end = offsets[i + 1] if i + 1 < len(offsets) else len(document)
        tree.add(kind, tag, attrs, tag_text, document[offsets[i]:end], (line, col + 1))
    return tree.finish()


def to_html(node: Node) -> str:
    """The source text of ``node`` and everything inside it."""
    if isinstance(node, Element):
        return node.start + "".join(to_html(c) for c in node.children) + node.end
    return node.raw


def _check_finished(events: _Events) -> None:
    """Raise where the input ends inside a comment, tag or declaration (not a bare "<")."""
    rest = events.rawdata  # the parser's input not yet read
    if events.cdata_elem is not None or not re.match(r"<(?:[A-Za-z!?]|/[A-Za-z])", rest):
        return  # all read, or a script's text (an unclosed <script> is named later)
    what = next((what for start, what in _UNFINISHED.items() if rest.startswith(start)), None)
    if what is None:
        tag = re.match(r"</?[A-Za-z][^\s/>]*", rest).group()
        what = f"{'end ' if tag[1] == '/' else ''}tag {tag}"
    line, col = events.getpos()
    raise _malformed((line, col + 1), f"{what} never closed")


class _Events(HTMLParser):
    """The parser's events and where each starts; their text is sliced from the document
    afterwards, so that nothing is rebuilt and nothing the parser skips is lost."""

    # RCDATA in HTML: their text holds no tags (script and style are already raw)
    CDATA_CONTENT_ELEMENTS = ("script", "style", "textarea", "title")

    def __init__(self):
        super().__init__(convert_charrefs=False)  # entities stay as written
        self.events: list[tuple] = []  # (line, col, kind, tag, attrs, start tag text)

    def _add(self, kind: str, tag: str = "", attrs=(), text: str = "") -> None:
        line, col = self.getpos()
        self.events.append((line, col, kind, tag, list(attrs), text))

    def handle_starttag(self, tag, attrs):
        self._add("start", tag, attrs, self.get_starttag_text())

    def handle_startendtag(self, tag, attrs):
        self._add("solo", tag, attrs, self.get_starttag_text())

    def handle_endtag(self, tag):
        self._add("end", tag)

    def handle_data(self, data):  # entities too: text as written
        self._add("text")

    def handle_comment(self, data):  # the doctype, "<?...>" and "<![...]>" too
        self._add("markup")

    handle_entityref = handle_charref = handle_data
    handle_decl = handle_pi = unknown_decl = handle_comment


class _TreeBuilder:
    """The open elements as a stack, with HTML's implicit end tags and void elements."""

    def __init__(self):
        self.root = Element("#document", [], "")
        self.stack = [self.root]

    def add(self, kind: str, tag: str, attrs, tag_text: str, raw: str, where) -> None:
        """One parser event; ``raw`` is its source text, ``where`` its (line, column)."""
        if kind in ("start", "solo"):
            self.open(tag, attrs, tag_text, kind == "solo" or tag in VOID, where)
            rest = raw[len(tag_text):]
        elif kind == "end":
            end = re.match(r"</[^>]*>?", raw).group()
            self.close(tag, end, where)
            rest = raw[len(end):]
        elif kind == "text":
            rest = raw
        else:
            self.stack[-1].children.append(Markup(raw))
            rest = ""
        if rest:
            self.text(rest)

    def text(self, raw: str) -> None:
        children = self.stack[-1].children
        if children and isinstance(children[-1], Text):
            children[-1].raw += raw
        else:
            children.append(Text(raw))

    def open(self, tag: str, attrs, tag_text: str, leaf: bool, where) -> None:
        while tag in OPTIONAL_END.get(self.stack[-1].tag, ()):
            self.stack.pop()
        element = Element(tag, attrs, tag_text, line=where[0], col=where[1])
        self.stack[-1].children.append(element)
        if not leaf:
            self.stack.append(element)

    def close(self, tag: str, end: str, where) -> None:
        depth = next((d for d in range(len(self.stack) - 1, 0, -1)
                      if self.stack[d].tag == tag), None)
        if depth is None:
            raise _malformed(where, f"</{tag}> closes no open element")
        for inner in self.stack[depth + 1:]:
            if inner.tag not in OPTIONAL_END:
                raise _malformed(where, f"</{tag}> does not match <{inner.tag}>, opened at "
                                        f"line {inner.line}, column {inner.col}")
        self.stack[depth].end = end
        del self.stack[depth:]

    def finish(self) -> Element:
        for element in self.stack[1:]:
            if element.tag not in OPTIONAL_END:
                raise _malformed((element.line, element.col), f"<{element.tag}> is never closed")
        _mark_blocks(self.root)
        return self.root


def _malformed(where, what: str) -> NmtError:
    return NmtError(f"malformed HTML at line {where[0]}, column {where[1]}: {what}")


def _mark_blocks(element: Element) -> bool:
    """Set ``block`` on ``element`` and below: a block tag, or an inline element that holds
    one (``<a><div>..</div></a>``), whose tags then bound segments instead of riding in one."""
    inner = [_mark_blocks(c) for c in element.children if isinstance(c, Element)]
    element.block = element.tag in BLOCKS or (any(inner) and not _kept(element))
    return element.block


def _kept(element: Element) -> bool:
    """Whether ``element`` is copied as written, untranslated."""
    attrs = {name: value or "" for name, value in element.attrs}
    return (element.tag in UNTRANSLATED or attrs.get("translate", "").lower() == "no"
            or "notranslate" in attrs.get("class", "").split())


_MARKER_RE = re.compile(r'<nmt-keep[a-z]* i="\d+"/>')


@dataclass
class _Segment:
    """A block's running text as sent to ``translate``; ``tags`` are its tag strings in
    source order, each with its kind (``open``, ``close``, ``solo``) and element name."""

    text: str
    tags: list[tuple[str, str, str]]


class _Segmenter:
    """The document as pieces: source text copied as is, and segments to translate."""

    def __init__(self, document: str):
        self.pieces: list[str | _Segment] = []
        self.kept: dict[str, str] = {}  # marker tag -> the source text it stands for
        self.marker = "nmt-keep"
        while f"<{self.marker}" in document.lower():  # a source that holds our marker
            self.marker += "x"

    def block(self, element: Element) -> None:
        """A block: its tags copied, its runs of inline content made segments."""
        self.pieces.append(element.start)
        run: list[Node] = []
        for child in element.children:
            if isinstance(child, Element) and child.block:
                self.run(run)
                run = []
                if _kept(child):
                    self.pieces.append(to_html(child))
                else:
                    self.block(child)
            else:
                run.append(child)
        self.run(run)
        self.pieces.append(element.end)

    def run(self, nodes: list[Node]) -> None:
        """Inline nodes between blocks: one segment, or as written if they hold no text."""
        tokens: list[list[str]] = []  # ["text", source text] or [kind, tag string]
        tags: list[tuple[str, str, str]] = []
        for node in nodes:
            self.inline(node, tokens, tags)
        if not any(kind == "text" and s.strip() for kind, s in tokens):
            self.pieces.append("".join(to_html(n) for n in nodes))
            return
        lead = trail = ""
        if tokens[0][0] == "text":
            stripped = tokens[0][1].lstrip()
            lead, tokens[0][1] = tokens[0][1][:len(tokens[0][1]) - len(stripped)], stripped
        if tokens[-1][0] == "text":
            stripped = tokens[-1][1].rstrip()
            trail, tokens[-1][1] = tokens[-1][1][len(stripped):], stripped
        text = "".join(_escape_stray(_NEWLINE_SPACE.sub(" ", s)) if kind == "text" else s
                       for kind, s in tokens)
        self.pieces += [lead, _Segment(text, tags), trail]

    def inline(self, node: Node, tokens: list, tags: list) -> None:
        if isinstance(node, Text):  # split at bare references: text, reference, text ...
            for i, piece in enumerate(_BARE_REF.split(node.raw)):
                if i % 2:
                    self.keep(piece, tokens, tags)
                else:
                    tokens.append(["text", piece])
            return
        if isinstance(node, Markup) or _kept(node):
            self.keep(to_html(node), tokens, tags)
            return
        tags.append((node.start, "open" if node.end else "solo", node.tag))
        tokens.append(["tag", node.start])
        for child in node.children:
            self.inline(child, tokens, tags)
        if node.end:
            tags.append((node.end, "close", node.tag))
            tokens.append(["tag", node.end])

    def keep(self, raw: str, tokens: list, tags: list) -> None:
        """``raw`` as a marker tag in the segment, put back after translation."""
        marker = f'<{self.marker} i="{len(self.kept)}"/>'
        self.kept[marker] = raw
        tags.append((marker, "solo", self.marker))
        tokens.append(["tag", marker])


def _escape_stray(text: str) -> str:
    """``<``, ``>`` and a ``&`` that starts no entity, escaped; entities kept as written."""
    def escape(m: re.Match) -> str:
        if m.group() == "&":
            return "&" if _ENTITY.match(text, m.start()) else "&amp;"
        return "&lt;" if m.group() == "<" else "&gt;"
    return _STRAY.sub(escape, text)


def _restore(segment: _Segment, translation: str) -> str:
    """The translated segment as HTML: the source's tags in the source's nesting, none lost."""
    translation = translation.strip()
    if not segment.tags:
        return _escape_stray(translation)
    unused: dict[str, list[int]] = {}  # tag string -> its source indices not yet seen
    for i, (tag, _, _) in enumerate(segment.tags):
        unused.setdefault(tag, []).append(i)
    found = re.compile("|".join(re.escape(t) for t in sorted(unused, key=len, reverse=True)))
    texts, slots, pos = [], [], 0
    for m in found.finditer(translation):
        if not unused[m.group()]:
            continue  # one copy too many: it stays text (escaped below)
        texts.append(translation[pos:m.start()])
        slots.append(unused[m.group()].pop(0))  # the k-th copy is the source's k-th
        pos = m.end()
    texts.append(translation[pos:])
    lost = sorted(i for left in unused.values() for i in left)
    slots += lost  # (should not happen) at the end rather than lost
    texts += [""] * len(lost)
    if not _same_nesting(slots, segment.tags):
        slots = list(range(len(segment.tags)))
    out = [_escape_stray(texts[0])]
    for slot, text in zip(slots, texts[1:]):
        out += [segment.tags[slot][0], _escape_stray(text)]
    return "".join(out)


def _same_nesting(order: list[int], tags: list[tuple[str, str, str]]) -> bool:
    """Whether the source's ``tags``, in ``order``, nest as they do in source order: each
    close closes its own open, each tag sits in the same element (siblings may move)."""
    parent, partner, stack = {}, {}, [-1]
    for i, (_, kind, _) in enumerate(tags):  # the source's structure
        if kind == "close":
            partner[i] = stack.pop()
        else:
            parent[i] = stack[-1]
            if kind == "open":
                stack.append(i)
    stack = [-1]
    for i in order:
        if tags[i][1] == "close":
            if stack[-1] != partner[i]:
                return False
            stack.pop()
        elif parent[i] != stack[-1]:
            return False
        elif tags[i][1] == "open":
            stack.append(i)
    return stack == [-1]
