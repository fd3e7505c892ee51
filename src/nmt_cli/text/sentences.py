"""Sentences of a text, as the decoder should see them: one at a time, without the
whitespace around them, which goes back unchanged around the translations.

The splitting is Wikimedia's ``sentencex`` (rules and abbreviation lists for ~300
languages; it answers a code it has no rules for, "xx" or "tlh", with English rules).
Newlines are always boundaries, whatever the language. The parts always join back into
the text, character for character: sentencex keeps the whitespace, and when it does not
(a future version), each sentence is located in the text instead.
"""

from __future__ import annotations

import re

import sentencex

# A split after each newline, which stays with its line; with ``escapes``, also after the
# two characters "\n" of a C or Python string (a software message's line break).
_LINES = re.compile(r"(?<=\n)")
_ESCAPED_LINES = re.compile(r"(?<=\n)|(?<=(?<!\\)\\n)")
# What a part's edges may hold besides whitespace, with ``escapes``: the escapes of a line
# break and a tab (msgfmt requires a translation to begin and end with "\n" exactly where
# its msgid does).
_EDGE = r"(?:\s|(?<!\\)\\[ntr])*"
_LEAD, _TRAIL = re.compile("^" + _EDGE), re.compile(_EDGE + "$")


def split_sentences(text: str, lang: str = "en", escapes: bool = False) -> list[str]:
    """``text`` cut into sentences and lines, such that ``"".join(parts) == text``.

    Args:
        lang: the text's language code ("en", "de", "pt-BR"...).
        escapes: a written "\\n" ends a line too.
    """
    parts = []
    for line in (_ESCAPED_LINES if escapes else _LINES).split(text):
        if line:
            parts += _sentences(line, lang)
    assert "".join(parts) == text, "the parts of a text must join back into it"
    return parts


def split_lines(text: str, escapes: bool = False) -> list[str]:
    """``text`` cut after each newline (``split_sentences`` without the sentences)."""
    return [line for line in (_ESCAPED_LINES if escapes else _LINES).split(text) if line]


def edges(part: str, escapes: bool = False) -> tuple[str, str, str]:
    """(leading whitespace, core, trailing whitespace) of ``part``: the model sees the
    core only, and its translation goes back between the same whitespace. With
    ``escapes``, the escapes "\\n", "\\t" and "\\r" at an edge count as whitespace."""
    if not escapes:
        core = part.strip()
        lead = part[:len(part) - len(part.lstrip())]
        return (part, "", "") if not core else (lead, core, part[len(lead) + len(core):])
    lead = _LEAD.match(part).group()
    if len(lead) == len(part):
        return part, "", ""
    trail = _TRAIL.search(part, len(lead)).group()
    return lead, part[len(lead):len(part) - len(trail)], trail


def _sentences(line: str, lang: str) -> list[str]:
    """One line's sentences, joining back into it."""
    try:
        found = [s for s in sentencex.segment(lang or "en", line) if s]
    except Exception:  # sentencex raises nothing documented; English rules then
        found = [s for s in sentencex.segment("en", line) if s]
    if "".join(found) == line:
        return found
    return _located(line, found)


def _located(line: str, found: list[str]) -> list[str]:
    """``line`` cut where each of ``found`` (sentences, whitespace maybe lost) starts."""
    cuts, pos = [0], 0
    for sentence in found:
        at = line.find(sentence.strip(), pos)
        if at < 0:
            continue
        if at > cuts[-1]:
            cuts.append(at)
        pos = at + len(sentence.strip())
    cuts.append(len(line))
    return [line[a:b] for a, b in zip(cuts, cuts[1:]) if b > a]
