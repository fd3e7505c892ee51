"""Import a transformers Marian model directory as an nmt checkpoint (``nmt import hf``).

The other direction of ``hf``: what ``MarianMTModel.save_pretrained`` and
``MarianTokenizer.save_pretrained`` wrote (an OPUS-MT model from the Hub, or an export of
ours) becomes one checkpoint file that every command takes as it takes a trained one:
``translate``, ``serve``, ``attention``, ``export`` and ``train --init-from``.

The weights map exactly (``marian``'s table, undone). What OPUS-MT's models have and the
paper's Transformer has not becomes an option of ``ModelConfig`` (``activation="swish"``,
``output_bias``) or of the tokenizer (one sentencepiece model per side over one joint
vocabulary, renumbered into our ids: ``data.joint_vocab``). A directory whose tokenizer
is one sentencepiece model in its own ids, as our exports are, imports back to that
model: nmt -> hf -> nmt gives the checkpoint's weights and tokenizer bytes unchanged.

A multi-target OPUS-MT model (opus-mt-en-ROMANCE, opus-mt-en-mul) reads its target from a
tag, ``>>fr<<``, that is a piece of vocab.json and usually of neither sentencepiece model:
MarianTokenizer takes it off the front of the text and maps it to its id. The import
records those pieces as the data manifest's ``lang_tags`` (``tgt_lang`` ``mul``), and
``nmt translate --tgt-lang fr`` puts that id first (``Tokenizer.for_target``: the pair's
rewritten source model holds every piece of the joint vocabulary, so the tag too).
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

from ..checkpoint import atomic_save, make_checkpoint
from ..config import ModelConfig
from ..data.joint_vocab import JointVocab, Specials
from ..data.lang_tags import MULTIPLE, TAG_PATTERN
from ..data.tokenizer import Tokenizer
from ..errors import NmtError
from ..model.build import build_from_checkpoint
from .hf import SOURCE_SPM, TARGET_SPM, VOCAB, require_transformers
from .marian import OUR_SPECIALS, from_marian, our_config


def _read_json(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise NmtError(f"cannot read {path}: {e}") from None


def _vocabulary(path: Path, size: int) -> list[str]:
    """vocab.json as a list by id: every id from 0 to ``size`` - 1 once."""
    ids = _read_json(path / VOCAB)
    pieces = [""] * size
    for piece, i in ids.items():
        if not (isinstance(i, int) and 0 <= i < size) or pieces[i]:
            raise NmtError(f"{path / VOCAB} does not number the model's {size} pieces "
                           f"0 to {size - 1} once each (piece {piece!r} has id {i!r})")
        pieces[i] = piece
    if not all(pieces):
        raise NmtError(f"{path / VOCAB} numbers {len(ids)} pieces; the model has {size}")
    return pieces


def _specials(model, pieces: list[str], tokenizer_config: dict) -> Specials:
    """The pad, unk, eos and decoder-start ids (generation_config.json's, else config's)."""
    gen, cfg = model.generation_config, model.config
    unk = tokenizer_config.get("unk_token", "<unk>")
    unk = unk.get("content") if isinstance(unk, dict) else unk
    if unk not in pieces:
        raise NmtError(f"the unk token {unk!r} is not in vocab.json")
    start = gen.decoder_start_token_id
    start = cfg.decoder_start_token_id if start is None else start
    eos = gen.eos_token_id if gen.eos_token_id is not None else cfg.eos_token_id
    eos = eos[0] if isinstance(eos, list) else eos
    if None in (cfg.pad_token_id, start, eos):
        raise NmtError("the model's config names no pad, eos or decoder start token")
    return Specials(pad=cfg.pad_token_id, unk=pieces.index(unk), eos=eos, start=start)


def _tokenizer_bytes(path: Path, pieces: list[str], specials: Specials
                     ) -> tuple[bytes, list[int] | None]:
    """Our tokenizer's bytes and the Marian id of each of our ids (None: the same): the
    sentencepiece model itself where it is one model in its own ids with ours as its
    special ids (an export of ours), else the pair renumbered (``joint_vocab``)."""
    source, target = (path / SOURCE_SPM).read_bytes(), (path / TARGET_SPM).read_bytes()
    if source == target and specials == OUR_SPECIALS:
        try:
            sp = Tokenizer(source).sp
            if [sp.id_to_piece(i) for i in range(sp.get_piece_size())] == pieces:
                return source, None
        except NmtError:  # other special ids: renumbered below
            pass
    pair = JointVocab.from_marian(pieces, specials, source, target)
    return pair.to_bytes(), pair.order


def _check_directory(path: Path) -> dict:
    """The tokenizer's settings, once the files an import needs are known to be there."""
    if not (path / "config.json").is_file():
        raise NmtError(f"{path} is not a transformers model directory (no config.json)")
    missing = [f for f in (SOURCE_SPM, TARGET_SPM, VOCAB) if not (path / f).is_file()]
    if missing:
        raise NmtError(f"{path} has no {', '.join(missing)}: nmt imports models with "
                       "MarianTokenizer's sentencepiece files")
    tokenizer_config = (_read_json(path / "tokenizer_config.json")
                        if (path / "tokenizer_config.json").is_file() else {})
    if tokenizer_config.get("separate_vocabs"):
        raise NmtError(f"{path}'s tokenizer has separate source and target vocabularies; "
                       "nmt needs one joint vocabulary")
    return tokenizer_config


def _load_marian(tf, path: Path):
    with warnings.catch_warnings():  # sacremoses advice, weights-loading chatter
        warnings.simplefilter("ignore")
        try:
            return tf.MarianMTModel.from_pretrained(str(path)).eval()
        except (OSError, ValueError, RuntimeError) as e:
            first = (str(e).strip().splitlines() or [""])[0][:200]
            raise NmtError(f"transformers cannot load {path}: {first}") from None


def vocab_tags(pieces: list[str]) -> dict[str, str]:
    """A multi-target OPUS-MT model's target tags, {code: piece}: the pieces of its
    vocabulary spelled ``>>xx<<`` (``>>spa<<``, ``>>fr_CA<<``), which MarianTokenizer
    takes off the front of a source and maps to their vocab.json ids, and which our
    tokenizer puts in front of the ids (``Tokenizer.for_target``)."""
    return {m.group(1): p for p in pieces if (m := TAG_PATTERN.fullmatch(p))}


def _manifest(path: Path, config: dict, tokenizer_config: dict, pieces: list[str]) -> dict:
    """What the checkpoint says of its data: the pair (``nmt serve``'s languages), a
    multi-target model's tags (its target is then ``mul``, or its one tag's) and where
    the model came from; it was trained elsewhere."""
    name = config.get("_name_or_path") or path.resolve().name
    manifest = {"corpus": f"{Path(str(name)).name} (transformers import)"}
    for key, ours in (("source_lang", "src_lang"), ("target_lang", "tgt_lang")):
        if isinstance(tokenizer_config.get(key), str) and tokenizer_config[key]:
            manifest[ours] = tokenizer_config[key]
    tags = vocab_tags(pieces)
    if tags:
        manifest.update(lang_tags=tags,
                        tgt_lang=MULTIPLE if len(tags) > 1 else next(iter(tags)))
    return manifest


def imported_checkpoint(path: str | Path) -> dict:
    """The nmt checkpoint (a dict, ``checkpoint.make_checkpoint``'s) of a transformers
    Marian directory, its model checked to load.

    Raises:
        NmtError: transformers missing, files missing, or a layout ours cannot hold.
    """
    tf = require_transformers()
    path = Path(path)
    tokenizer_config = _check_directory(path)
    config = _read_json(path / "config.json")
    our_config(config, 1, False)  # a layout ours cannot hold: refused before loading it
    marian = _load_marian(tf, path)
    pieces = _vocabulary(path, marian.config.vocab_size)
    specials = _specials(marian, pieces, tokenizer_config)
    spm_bytes, order = _tokenizer_bytes(path, pieces, specials)
    theirs = {k: v.detach() for k, v in marian.state_dict().items()}
    bias = theirs.get("final_logits_bias")
    output_bias = bias is not None and bool(bias.abs().max() > 0)
    cfg: ModelConfig = our_config(config, len(order) if order else len(pieces), output_bias)
    ckpt = make_checkpoint(cfg, from_marian(cfg, theirs, order), spm_bytes,
                           data_manifest=_manifest(path, config, tokenizer_config, pieces),
                           imported_from={"format": "transformers-marian",
                                          "path": str(path.resolve()),
                                          "name_or_path": config.get("_name_or_path"),
                                          "transformers_version": tf.__version__})
    build_from_checkpoint(ckpt)  # the weights fit the config, or one line says why
    Tokenizer(spm_bytes)
    return ckpt


def import_hf(path: str | Path, output: str | Path, force: bool = False) -> dict:
    """Write ``imported_checkpoint(path)`` to ``output`` (atomically); returns it."""
    output = Path(output)
    if output.exists() and not force:
        raise NmtError(f"{output} already exists (use --force to replace it)")
    if output.is_dir():
        raise NmtError(f"{output} is a directory; give a file name for the checkpoint")
    ckpt = imported_checkpoint(path)
    atomic_save(ckpt, output)
    return ckpt
