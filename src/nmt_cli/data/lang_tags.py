"""Target-language tags: how one model translates into several languages.

A multilingual model reads its target language from the first piece of its source, a tag
such as ``>>es<<``: OPUS-MT's spelling (its multi-target models take ``>>spa<<``), the
same idea as fairseq's ``--encoder-langtok tgt`` and OpenNMT's target token. ``nmt
prepare --corpus`` puts the tag on every training source and makes it one piece of the
vocabulary; decoding puts the requested one in front of every source
(``Tokenizer.for_target``), so search, batching and both engines see ordinary ids.

A prepared dataset's manifest, and so a checkpoint's ``data_manifest`` and an export's
``nmt_config.json``, record the tags as ``lang_tags``: {target code: tag piece}. A model
without ``lang_tags`` translates into its one ``tgt_lang``; one with them records
``tgt_lang`` as ``mul`` (ISO 639-2: several languages) where it has several targets.
"""

from __future__ import annotations

import re

from ..errors import NmtError

MULTIPLE = "mul"  # ISO 639-2's code for "multiple languages": a manifest's tgt_lang
TAG_PATTERN = re.compile(r">>([A-Za-z][A-Za-z0-9_-]{0,15})<<")
_CODE = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,15}")


def tag_piece(lang: str) -> str:
    """The tag that asks for ``lang``: ``>>es<<``."""
    if not _CODE.fullmatch(lang or ""):
        raise NmtError(f"{lang!r} is not a language code (letters, digits, _ or -, "
                       "starting with a letter)")
    return f">>{lang}<<"


def lang_tags(manifest: dict | None) -> dict[str, str]:
    """A manifest's {target code: tag piece} ({}: a model of one target language)."""
    tags = (manifest or {}).get("lang_tags") or {}
    if not isinstance(tags, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in tags.items()):
        raise NmtError("the model's lang_tags are not {language: tag} strings")
    return dict(tags)


def target_tag(tags: dict[str, str], lang: str | None, model: str = "the model") -> str | None:
    """The tag a translation into ``lang`` puts in front of each source.

    Returns:
        The tag piece, or None where the model has no tags (``lang`` is then not checked
        here: a bilingual model's target is its ``tgt_lang``, which the caller checks).
    Raises:
        NmtError: the model has tags and ``lang`` is missing or not one of them.
    """
    if not tags:
        return None
    known = ", ".join(sorted(tags))
    if lang is None:
        raise NmtError(f"{model} translates into several languages ({known}); choose one "
                       "with --tgt-lang")
    if lang not in tags:
        raise NmtError(f"{model} does not translate into {lang!r}; it knows {known}")
    return tags[lang]
