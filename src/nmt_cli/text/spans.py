"""The spans a translation must carry unchanged: format directives, markup, escapes, links.

``find_spans`` reads a message as gettext's ``msgfmt --check-format`` and a renderer
would: printf directives (C and Qt, and strftime's), Python's ``%(name)s`` and ``{}``
formats, template variables (``{{name}}``, ``%{name}``, ``${name}``, ``$HOME``), inline
XML/HTML tags and character entities, backslash escapes written as two characters, URLs
and e-mail addresses. One regular expression, tried left to right, so spans never
overlap; where two kinds could start at one character the more specific comes first.
A span never depends on the text around it (bar a tag's closing tag, below): the
sentences of a message and the pieces of a model's output hold the spans of the whole.
A tag-shaped span counts only as markup (a closing or self-closing tag, one with an
attribute value, an HTML/Pango element, or one closed later in the text): "<file>" and
"<Not set>" in usage messages are words that translators translate ("<Datei>").

Accelerator markers (``_File``, ``&File``, ``~File``) are not spans: the letter they mark
is translated, so the marker is taken off before translation and put back afterwards
(``strip_accelerator``, ``add_accelerator``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# C / gettext c-format: %[argnum$][flags][width][.precision][length]conversion. The space
# flag is left out on purpose: "50% of" would read as the directive "% o", and prose
# has far more "% " than messages have "% d".
_PRINTF = (r"%(?:[1-9]\d*\$)?[-+#0']*(?:\d+|\*(?:[1-9]\d*\$)?)?"
           r"(?:\.(?:\d+|\*(?:[1-9]\d*\$)?))?(?:hh|h|ll|l|L|q|j|z|t|I64|I32)?"
           r"[diouxXeEfFgGaAcspnm%]")
# strftime's directives (glibc's flags "-_0^#" too), tried after C's, so "%d" and "%lu" are
# C's and "%Y", "%H", "%-I" strftime's. Read in every text, as C's are: "%" before a letter
# is rare in prose ("% " is what prose has), and a rule that looked at the whole message
# ("two or more of them") would lose them in a sentence of it or a piece of an output.
_STRFTIME = r"%[-_0^#]?[aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ]"
_QT = r"%L?[1-9]\d?(?!\d)"  # Qt's %1 .. %99, %L1: numbered, tried after C's
_PYTHON = r"%\([^()\s]*\)[-+ #0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?[hlL]?[diouxXeEfFgGcrsa%]"
# Mustache, Jinja and angular-gettext's {{ name }} (a dotted name, maybe with filters)
# before Python's escaped braces "{{", "}}"; vue-gettext's and Ruby's %{name}, shell's and
# JavaScript's ${...}, Windows' %NAME% and shell's $HOME (capitals only: "$5" is a price,
# a number a translator may localise).
_TEMPLATE = (r"\{\{\s*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\s*\|\s*[A-Za-z_]\w*)*\s*\}\}"
             r"|%\{\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\s*\}|\$\{[^{}\n]+\}"
             r"|%[A-Z_][A-Z0-9_]+%|\$[A-Z_][A-Z0-9_]+(?!\w)")
_BRACE = (r"\{\{|\}\}|\{(?:(?:[A-Za-z_]\w*|\d+)(?:\.[A-Za-z_]\w*|\[[^\]{}]*\])*)?"
          r"(?:![rsa])?(?::[^{}]*)?\}")
_TAG = (r"</?[A-Za-z][\w:.-]*(?:\s+[\w:.-]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s\"'<>=`]+))?)*"
        r"\s*/?>")
_ENTITY = r"&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});"
_ESCAPE = r"\\[\\ntr\"]"
# a link ends before trailing punctuation, as a reader would end it ("see https://x.org."),
# and before a placeholder (``placeholders``)
_URL = r"(?:(?:https?|ftp)://|www\.)[^\s<>\"'`⦅⦆]*[^\s<>\"'`⦅⦆.,;:!?)\]}]"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"

_KINDS = (("url", _URL), ("email", _EMAIL), ("tag", _TAG), ("entity", _ENTITY),
          ("template", _TEMPLATE), ("python", _PYTHON), ("printf", f"{_PRINTF}|{_STRFTIME}"),
          ("qt", _QT), ("brace", _BRACE), ("escape", _ESCAPE))
_SPAN = re.compile("|".join(f"(?P<{kind}>{rx})" for kind, rx in _KINDS))
KINDS = tuple(kind for kind, _ in _KINDS)
_MAYBE = re.compile(r"[%{}<&\\@$]|://|www\.")  # what every span holds one of


@dataclass(frozen=True)
class Span:
    """One span of a text: ``text == source[start:end]``.

    Attributes:
        kind: "printf" (C's ``%s``, ``%1$s``, ``%%``; strftime's ``%Y``), "qt" (``%1``),
            "python" (``%(name)s``), "brace" (``{0}``, ``{name}``, ``{}``, ``{{``),
            "template" (``{{name}}``, ``%{name}``, ``${name}``, ``$HOME``, ``%HOME%``),
            "tag", "entity", "escape" (``\\n`` as two characters), "url" or "email".
    """

    start: int
    end: int
    text: str
    kind: str

    @property
    def positional(self) -> bool:
        """A directive that takes the next argument (``%s``, ``%d``, ``%*d``, ``{}``):
        its place in the sequence of such directives is its argument, so translations
        must keep their order (strftime's too: read as C's). Numbered or named ones
        (``%1$s``, ``%1``, ``%(x)s``, ``{0}``, ``{name}``, ``{{name}}``, ``$HOME``) may
        move; ``%%``, ``{{`` and non-directives take none."""
        return is_positional(self.text, self.kind)


def is_positional(text: str, kind: str) -> bool:
    """``Span.positional`` for a span's text and kind."""
    if kind == "printf":
        return text != "%%" and "$" not in text
    if kind == "brace":
        return text.startswith("{") and text != "{{" and (text[1] in "}!:")
    return False


# Inline markup of GTK's Pango, Qt's rich text and HTML messages: an opening tag of one of
# these names is markup even without its closing tag (Qt writes "<p>" alone).
_MARKUP = frozenset(
    "a abbr b big blockquote body br center cite code dd del div dl dt em font h1 h2 h3 h4 "
    "h5 h6 head hr html i img input ins kbd li mark nobr ol p pre q qt s small span strike "
    "strong sub sup table td th title tr tt u ul var wbr".split())
_TAG_NAME = re.compile(r"</?([A-Za-z][\w:.-]*)")


def find_spans(text: str) -> list[Span]:
    """Every span of ``text``, left to right, none overlapping."""
    if _MAYBE.search(text) is None:  # most sentences: one quick scan instead of the search
        return []
    spans, pos = [], 0
    while (m := _SPAN.search(text, pos)) is not None:
        if m.lastgroup == "tag" and not _is_markup(m.group(), text, m.end()):
            pos = m.start() + 1  # not markup: what it holds may still be spans
            continue
        spans.append(Span(m.start(), m.end(), m.group(), m.lastgroup))
        pos = m.end()
    return spans


def _is_markup(tag: str, text: str, end: int) -> bool:
    """Whether a tag-shaped span is markup rather than a usage placeholder that
    translators translate ("<file>", "<pattern>", "<Not set>"): a closing or
    self-closing tag, one with an attribute value, a known inline element, or one whose
    closing tag follows."""
    name = _TAG_NAME.match(tag).group(1)
    if tag.startswith("</") or tag.endswith("/>") or "=" in tag or name.lower() in _MARKUP:
        return True
    return f"</{name.lower()}>" in text[end:].lower()


# ---------------------------------------------------------------------------- accelerators

MARKERS = "_&~"  # GTK, Qt/KDE, LibreOffice


def _marker_positions(text: str, markers: str = MARKERS) -> list[int]:
    """Where a marker char starts a word and stands directly before a letter, outside
    every span (so not ``&amp;``, ``snake_case``, ``__init__``, ``~/path``)."""
    inside = set()
    for s in find_spans(text):
        inside.update(range(s.start, s.end))
    return [i for i, ch in enumerate(text[:-1])
            if ch in markers and i not in inside and text[i + 1].isalpha()
            and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_&~"))]


def find_accelerator(text: str) -> tuple[str, int] | None:
    """(marker char, its index) of the one accelerator of ``text``, or None: none, more
    than one candidate (then none of them can be told apart from prose), or one whose
    removal would make a span ("\\~n" is no accelerator before "\\n")."""
    found = _marker_positions(text)
    if len(found) != 1:
        return None
    i = found[0]
    spans = [s.text for s in find_spans(text)]
    return (text[i], i) if [s.text for s in find_spans(text[:i] + text[i + 1:])] == spans else None


def strip_accelerator(text: str) -> str:
    """``text`` without its accelerator marker (``text`` itself when it has none)."""
    found = find_accelerator(text)
    return text if found is None else text[:found[1]] + text[found[1] + 1:]


def add_accelerator(text: str, marker: str, preferred_letter: str) -> str:
    """``text`` with exactly one ``marker``: before the first word that starts with
    ``preferred_letter`` (case-insensitive), else before the first letter outside spans,
    else at the start; never where it would make a span ("&" before "amp;"). Markers the
    text already has as accelerators are removed first."""
    for i in reversed(_marker_positions(text, marker)):
        text = text[:i] + text[i + 1:]
    inside = set()
    for s in find_spans(text):
        inside.update(range(s.start, s.end))
    letters = [i for i, ch in enumerate(text) if ch.isalpha() and i not in inside]
    starts = [i for i in letters if i == 0 or not text[i - 1].isalnum()]
    preferred = [i for i in starts if text[i].casefold() == preferred_letter.casefold()]
    spans = [s.text for s in find_spans(text)]
    for at in preferred[:1] + letters + [0]:
        marked = text[:at] + marker + text[at:]
        if [s.text for s in find_spans(marked)] == spans:
            return marked
    return marker + " " + text
