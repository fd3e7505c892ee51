"""gettext catalogues: ``nmt translate --format po`` fills a .po's (or a .pot's) empty entries.

polib reads and writes the catalogue: it is the de-facto .po library, pure Python, and
keeps what a translation team relies on: the header, translator and extracted comments,
references, ``msgctxt``, flags, previous msgids (``#|``) and obsolete (``#~``) entries.

What is filled: entries with no translation; with ``refill_fuzzy`` also fuzzy ones (earlier
machine translations, or a msgmerge guess). A human's translation (not empty, not fuzzy)
is never touched, the header (msgid ``""``) is never translated, obsolete entries are kept
and not filled. Each filled entry is marked ``fuzzy``, first among its flags as gettext's
tools write it: a machine translation waits for a person's review, and msgfmt leaves it
out of the .mo unless ``--use-fuzzy``.

Plural entries: ``msgstr[0]`` from msgid, ``msgstr[1..n-1]`` from msgid_plural, n from the
header's ``Plural-Forms``; a language of one form (``nplurals=1``) gets msgid_plural's
translation, the form that speaks of any number. A .pot says ``nplurals=INTEGER``: where
the model's target language is known and in ``PLURAL_FORMS`` (the rules msginit writes),
the header gets that language's ``Language`` and ``Plural-Forms``, so the .po compiles;
otherwise 2 forms, the header left as it is, and the report says so.

msgfmt requires a msgstr to begin (end) with a newline exactly when its msgid does; a
translation that does not is mended here. The one header change: a .pot's
``charset=CHARSET`` becomes ``UTF-8``, the encoding the file is written in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import polib

from ..atomic import atomic_write
from ..errors import NmtError

Translate = Callable[[list[str]], list[str]]

# Plural-Forms by language, as GNU gettext's msginit writes them (its manual's table): what
# a .pot's placeholder header becomes for the model's target language.
_ONE = "nplurals=1; plural=0;"
_TWO = "nplurals=2; plural=(n != 1);"
_EAST_SLAVIC = ("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
                "(n%100<10 || n%100>=20) ? 1 : 2);")
PLURAL_FORMS = {
    **dict.fromkeys(("ja", "ko", "zh", "vi", "th", "id", "ms"), _ONE),
    **dict.fromkeys(("en", "de", "nl", "sv", "da", "no", "nb", "nn", "fi", "et", "it", "es",
                     "pt", "el", "hu", "bg", "ca", "eo", "tr", "he"), _TWO),
    **dict.fromkeys(("fr", "pt_BR"), "nplurals=2; plural=(n > 1);"),
    **dict.fromkeys(("ru", "uk", "be", "sr", "hr", "bs"), _EAST_SLAVIC),
    "pl": ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) "
           "? 1 : 2);"),
    **dict.fromkeys(("cs", "sk"), "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"),
    "ro": "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);",
}


@dataclass
class FillReport:
    """What ``fill_catalogue`` did, entry by entry (the header is not an entry)."""

    entries: int = 0           # messages, obsolete ones aside
    filled: int = 0            # translated now (plural entries included)
    plurals_filled: int = 0    # of ``filled``, entries with plural forms
    kept_human: int = 0        # a translation not fuzzy: never touched
    kept_fuzzy: int = 0        # fuzzy and not empty, left as it was (no ``refill_fuzzy``)
    skipped_obsolete: int = 0  # ``#~`` entries: kept, not filled
    unanswered: int = 0        # the model gave no text: left as they were, not marked
    notes: list[str] = field(default_factory=list)  # what the user should know or set


def fill_catalogue(source: Path, target: Path, translate: Translate, *,
                   refill_fuzzy: bool = False, tgt_lang: str | None = None) -> FillReport:
    """Write ``target``: ``source`` with its untranslated entries machine-translated, fuzzy.

    Args:
        source: a .po or .pot file.
        target: where the .po goes (written atomically; it may be ``source``).
        translate: texts to their translations, same length and order; all the
            catalogue's texts go in one call.
        refill_fuzzy: translate fuzzy entries again too.
        tgt_lang: the language translated into (None: not known), for a .pot's header.

    Raises:
        NmtError: ``source`` is missing, not text in its charset, or not a catalogue
            (naming the line); a translation cannot be written in the file's charset.
    """
    catalogue = read_catalogue(Path(source))
    header = dict(catalogue.metadata)
    report = FillReport()
    todo = _entries_to_fill(catalogue, refill_fuzzy, report)
    _declare_language(catalogue, tgt_lang, report)
    nplurals = _nplurals(catalogue, report) if any(e.msgid_plural for e in todo) else 2
    texts = list(dict.fromkeys(text for entry in todo for text in _sources(entry)))
    outputs = translate(texts) if texts else []
    if len(outputs) != len(texts):
        raise ValueError(f"translate returned {len(outputs)} texts for {len(texts)}")
    translated = dict(zip(texts, outputs))
    for entry in todo:
        if not all(translated[t].strip() or not t.strip() for t in _sources(entry)):
            report.unanswered += 1  # an empty msgstr marked fuzzy would claim a review
            continue
        _fill(entry, translated, nplurals)
        report.filled += 1
        report.plurals_filled += bool(entry.msgid_plural)
    _declare_charset(catalogue, report)
    if report.filled == 0 and dict(catalogue.metadata) == header:
        # nothing changed: the file as it was, not as polib would wrap and order it
        data = Path(source).read_bytes()
        atomic_write(Path(target), lambda f: f.write(data))
    else:
        write_catalogue(catalogue, Path(target))
    return report


def read_catalogue(path: Path) -> polib.POFile:
    """``path`` parsed by polib, every failure an ``NmtError`` naming the line."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise NmtError(f"{path}: no such file") from None
    except OSError as e:
        raise NmtError(f"cannot read {path}: {e.strerror or e}") from None
    encoding = polib.detect_encoding(str(path))  # the header's charset; UTF-8 if none
    if (nul := data.find(b"\0")) >= 0:
        raise NmtError(f"{path}, line {_line_at(data, nul)}: a NUL byte; a binary file, "
                       f"not a gettext catalogue?")
    try:
        data.decode(encoding)
    except UnicodeDecodeError as e:
        raise NmtError(f"{path}, line {_line_at(data, e.start)}: "
                       f"bytes that are not {encoding} text") from None
    try:
        # 79: gettext's width (polib's wrapping still differs in places; the text is kept)
        return polib.pofile(str(path), encoding=encoding, wrapwidth=79)
    except OSError as e:  # polib's syntax errors: "Syntax error in po file X(line N): why"
        m = re.search(r"\(line (\d+)\):?\s*(.*)", str(e))
        if m is None:
            raise NmtError(f"cannot read {path}: {e}") from None
        why = f": {m.group(2)}" if m.group(2) else ""
        raise NmtError(f"{path}, line {m.group(1)}: not a gettext catalogue{why}") from None
    except (ValueError, IndexError, KeyError) as e:  # what else a malformed line may raise
        raise NmtError(f"{path}: not a gettext catalogue ({e})") from None


def _line_at(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def write_catalogue(catalogue: polib.POFile, path: Path) -> None:
    """``catalogue`` to ``path`` in its charset, atomically: an interrupted run leaves the
    old file or the new one, never half of one."""
    text = str(catalogue)
    if not catalogue.header and text.startswith("#\n"):
        text = text[2:]  # polib writes a missing header comment as an empty one, "#"
    text += "" if text.endswith("\n") else "\n"
    try:
        data = text.encode(catalogue.encoding)
    except UnicodeEncodeError as e:
        raise NmtError(f"cannot write {path} in its charset {catalogue.encoding}: a translation "
                       f"holds {e.object[e.start:e.end]!r}; convert the catalogue to UTF-8 "
                       f"first (msgconv --to-code=UTF-8)") from None
    atomic_write(path, lambda f: f.write(data))


def _entries_to_fill(catalogue: polib.POFile, refill_fuzzy: bool,
                     report: FillReport) -> list[polib.POEntry]:
    """The entries to translate, in file order; the others counted in ``report``."""
    todo = []
    for entry in catalogue:
        if entry.obsolete:
            report.skipped_obsolete += 1
            continue
        if not entry.msgid:  # a header (polib keeps the plain one apart): never translated
            continue
        report.entries += 1
        if not (entry.msgstr or any(entry.msgstr_plural.values())):
            todo.append(entry)
        elif not entry.fuzzy:
            report.kept_human += 1
        elif refill_fuzzy:
            todo.append(entry)
        else:
            report.kept_fuzzy += 1
    return todo


def _nplurals(catalogue: polib.POFile, report: FillReport) -> int:
    """The number of plural forms the header declares; 2 (and a note) when it declares none."""
    m = re.search(r"nplurals\s*=\s*(\d+)", catalogue.metadata.get("Plural-Forms", ""))
    if m and int(m.group(1)) >= 1:
        return int(m.group(1))
    report.notes.append("the header's Plural-Forms gives no number of forms (a .pot's "
                        "nplurals=INTEGER?): plural entries got 2; set Plural-Forms for "
                        "the target language")
    return 2


def _declare_language(catalogue: polib.POFile, lang: str | None, report: FillReport) -> None:
    """A .pot's placeholder ``Plural-Forms`` (and an empty ``Language``) set for ``lang``
    where ``PLURAL_FORMS`` knows it: msgfmt rejects ``nplurals=INTEGER``."""
    forms = PLURAL_FORMS.get(lang or "") or PLURAL_FORMS.get((lang or "").split("_")[0])
    if forms is None or "nplurals=INTEGER" not in catalogue.metadata.get("Plural-Forms", ""):
        return
    catalogue.metadata["Plural-Forms"] = forms
    if not catalogue.metadata.get("Language"):
        catalogue.metadata["Language"] = lang
    report.notes.append(f"the .pot's Plural-Forms is now {lang}'s ({forms})")


def _sources(entry: polib.POEntry) -> list[str]:
    return [entry.msgid, entry.msgid_plural] if entry.msgid_plural else [entry.msgid]


def _fill(entry: polib.POEntry, translated: dict[str, str], nplurals: int) -> None:
    """Set ``entry``'s translation from ``translated`` and mark it fuzzy; the previous
    msgid (``#|``) fields are left as they are."""
    if entry.msgid_plural:
        one = _keep_newlines(entry.msgid, translated[entry.msgid])
        other = _keep_newlines(entry.msgid_plural, translated[entry.msgid_plural])
        entry.msgstr_plural = {i: one if i == 0 and nplurals > 1 else other
                               for i in range(nplurals)}
    else:
        entry.msgstr = _keep_newlines(entry.msgid, translated[entry.msgid])
    if "fuzzy" not in entry.flags:
        entry.flags.insert(0, "fuzzy")


def _keep_newlines(msgid: str, text: str) -> str:
    """``text`` beginning and ending with a newline exactly where ``msgid`` does: msgfmt
    rejects a catalogue where they differ."""
    if msgid.startswith("\n") != text.startswith("\n"):
        text = re.match(r"\n*", msgid).group() + text.lstrip("\n")
    if msgid.endswith("\n") != text.endswith("\n"):
        text = text.rstrip("\n") + re.search(r"\n*\Z", msgid).group()
    return text


def _declare_charset(catalogue: polib.POFile, report: FillReport) -> None:
    """A .pot's ``charset=CHARSET`` made ``UTF-8``, the charset the file is written in."""
    content_type = catalogue.metadata.get("Content-Type", "")
    if re.search(r"charset=CHARSET\b", content_type):
        catalogue.metadata["Content-Type"] = content_type.replace("charset=CHARSET",
                                                                  "charset=UTF-8")
        catalogue.encoding = "utf-8"
        report.notes.append("the header's charset=CHARSET is now charset=UTF-8")
    elif "charset=" not in content_type:
        report.notes.append("the header declares no charset: msgfmt needs one (Content-Type: "
                            "text/plain; charset=UTF-8) for text beyond ASCII")
