"""What an ``nmt export`` directory holds besides CTranslate2's own files, by name, and
the optional import of CTranslate2: all that reading an export needs, without torch
(writing one is ``export.ctranslate2``'s)."""

from __future__ import annotations

from ..errors import NmtError

INSTALL_HINT = "CTranslate2 is not installed; install it with: pip install 'nmt-cli[ct2]'"
# CTranslate2 truncates inputs at 1024 tokens by default; a table as long covers that.
DEFAULT_MAX_POSITIONS = 1024
NMT_CONFIG = "nmt_config.json"  # our ModelConfig and the export's settings
# nmt_config.json's version: 2 records lang_tags and tgt_lang (a multilingual model's
# targets). A cached conversion of another version is made again (``ct2_route``); an
# `nmt export` directory of version 1 still decodes, as a model of one target.
EXPORT_VERSION = 2
SPM_FILE = "spm.model"  # our sentencepiece model


def require_ctranslate2():
    """Import ctranslate2 or fail with one line saying how to install it."""
    try:
        import ctranslate2  # the ct2 extra is optional
    except ImportError:
        raise NmtError(INSTALL_HINT) from None
    return ctranslate2
