"""A tiny multilingual checkpoint made here, for the target-tag tests
(tests/unit/test_lang_tags.py, tests/e2e/test_multilingual_commands.py): what `nmt prepare
--corpus en-de=... --corpus en-es=...` and `nmt train` would give, without either.

The sentencepiece model holds the tags as user-defined symbols, as ``nmt prepare``'s BPE
does (``data.pipeline``), and the manifest records ``lang_tags`` and ``tgt_lang: mul``
(``data.lang_tags``). The weights are random: a tag changes the source the model reads,
and so its scores, but no claim is made that it translates into that language.
"""

from __future__ import annotations

import io
from pathlib import Path

from conftest import tiny_corpus

TAGS = {"de": ">>de<<", "es": ">>es<<"}


def multilingual_spm(tags: dict[str, str] = TAGS) -> bytes:
    """A BPE model with our special ids and the tags as single pieces."""
    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(tiny_corpus()), model_writer=buf, vocab_size=120,
        model_type="bpe", pad_id=0, unk_id=1, bos_id=2, eos_id=3, character_coverage=1.0,
        user_defined_symbols=list(tags.values()), minloglevel=2)
    return buf.getvalue()


def write_multilingual_checkpoint(path: Path, seed: int = 0,
                                  tags: dict[str, str] = TAGS) -> Path:
    """A random-weight checkpoint (2 layers, d=32) whose data manifest is a multilingual
    dataset's: en -> mul, with ``tags``."""
    from conftest import save_tiny_checkpoint
    from nmt_cli.checkpoint import atomic_save

    ck = save_tiny_checkpoint(path, multilingual_spm(tags), seed)
    ck["data_manifest"].update(src_lang="en", tgt_lang="mul", lang_tags=dict(tags),
                               corpus="tiny (en-de, en-es)")
    atomic_save(ck, path)
    return Path(path)
