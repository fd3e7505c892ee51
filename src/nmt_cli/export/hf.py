"""Export a checkpoint as a `transformers` Marian model directory (``nmt export --format hf``).

The directory is what ``MarianMTModel.from_pretrained(DIR)`` and
``MarianTokenizer.from_pretrained(DIR)`` (or the ``Auto`` classes, or
``pipeline("translation", model=DIR)``) load offline, and what ``huggingface-cli upload``
publishes: ``config.json``, ``model.safetensors`` and ``generation_config.json`` (written
by transformers' own ``save_pretrained`` from the mapped weights, ``marian``'s table),
``source.spm`` / ``target.spm`` (our sentencepiece model, one for each side),
``vocab.json`` (piece -> our id), ``tokenizer_config.json``, and a model card
``README.md`` (``model_card``). A multilingual model's target tags (``>>es<<``) are
pieces of its vocabulary, so of vocab.json: MarianTokenizer takes a tag off the front of
a source and maps it to that piece, which is the id ``nmt translate --tgt-lang`` puts
first; ``nmt import hf`` reads the tags back from vocab.json.

What keeps the two sides equal: the weights map exactly (``marian``); the decoder starts
from our BOS (``decoder_start_token_id``); MarianTokenizer appends ``</s>`` to a source,
as our sources end with EOS; PAD and BOS are never generated (``bad_words_ids``, as our
search masks them), and at the length limit EOS is forced (``forced_eos_token_id``,
our search's limit). transformers' beam search divides a hypothesis's log-probability
by |Y|^alpha, ours by GNMT's ((5+|Y|)/6)^alpha (Section 6.1's length penalty), and its
length limit is one number (``max_new_tokens``), not our a*|x|+b: greedy search gives the
same tokens (``max_new_tokens`` = a*|x|+b+1 per sentence), beam search mostly does
(docs/HUGGING_FACE.md has the measured agreement).
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass
from pathlib import Path

from ..atomic import atomic_dir
from ..checkpoint import load_checkpoint, model_config
from ..data.joint_vocab import Specials
from ..data.tokenizer import Tokenizer
from ..errors import NmtError
from .marian import OUR_SPECIALS, check_convertible, marian_config, to_marian
from .model_card import model_card

INSTALL_HINT = ("transformers is not installed; install it with: pip install 'nmt-cli[hf]' "
                "(transformers and safetensors)")
# A source or an output longer than this many subwords does not fit Marian's position
# table; `nmt translate` cuts inputs at 1024 subwords by default, so the table covers that.
DEFAULT_MAX_POSITIONS = 1024
# transformers' beam search divides by |Y|^alpha, ours by GNMT's ((5+|Y|)/6)^alpha with alpha
# 0.6, which grows like |Y|^(0.6 |Y|/(5+|Y|)) ~ |Y|^0.5 at the usual 20-30 subwords: 0.5
# agreed with `nmt translate --beam 4` on 173 of 175 dev lines, 0.6 on 165, 1.0 on 91
# (the 30-minute recipe's model, docs/HUGGING_FACE.md)
LENGTH_PENALTY = 0.5
BEAM = 4
# our output limit a*|x|+b with nmt translate's defaults, for transformers' one max_new_tokens
MAX_LEN_A, MAX_LEN_B = 1.0, 50
SOURCE_SPM, TARGET_SPM, VOCAB = "source.spm", "target.spm", "vocab.json"


def require_transformers():
    """Import transformers (and check safetensors) or fail with one line saying how."""
    try:
        import safetensors  # noqa: F401  (the hf extra; save_pretrained writes with it)
        import transformers
    except ImportError:
        raise NmtError(INSTALL_HINT) from None
    transformers.logging.set_verbosity_error()  # its advice is for its own users
    transformers.logging.disable_progress_bar()  # one shard of a few MB needs no bar
    return transformers


@dataclass(frozen=True)
class HfVocabulary:
    """What an export writes of a checkpoint's tokenizer: the vocabulary by Marian id,
    the special ids, each side's sentencepiece model, and the Marian id of each of our
    ids (None: the same ids; an imported model's ``joint_vocab`` order otherwise)."""

    pieces: list[str]
    specials: Specials
    source: bytes
    target: bytes
    order: list[int] | None


def hf_vocabulary(ckpt: dict) -> HfVocabulary:
    """A checkpoint's tokenizer as transformers' MarianTokenizer files hold it: our own
    sentencepiece model on both sides, or an imported pair as it was imported."""
    tok, size = Tokenizer(ckpt["spm_model"]), model_config(ckpt).vocab_size
    if tok.pair is not None:
        pair = tok.pair
        if len(pair.order) != size:
            raise NmtError(f"the vocabulary has {len(pair.order)} pieces but the model "
                           f"{size} embeddings")
        return HfVocabulary(pair.vocab, pair.specials, pair.source, pair.target, pair.order)
    pieces = [tok.sp.id_to_piece(i) for i in range(tok.vocab_size)]
    if len(pieces) != size:
        raise NmtError(f"the tokenizer has {len(pieces)} pieces but the model {size} "
                       f"embeddings")
    return HfVocabulary(pieces, OUR_SPECIALS, ckpt["spm_model"], ckpt["spm_model"], None)


def output_limit(ckpt: dict, max_positions: int) -> int:
    """``max_new_tokens`` (EOS counted) for generation_config.json: the longest output our
    search gives a source as long as the longest the model was trained on (a*|x|+b)."""
    trained = ((ckpt.get("data_manifest") or {}).get("args") or {}).get("max_len")
    if not isinstance(trained, int):
        return min(max_positions - 1, 512)
    return min(max_positions - 1, int(MAX_LEN_A * trained + MAX_LEN_B) + 1)


def generation_settings(specials: Specials, max_new_tokens: int) -> dict:
    """``GenerationConfig``'s arguments: beam 4, our stopping rules and special ids (PAD
    and the start token never generated, as our search never generates PAD and BOS)."""
    never = [[specials.pad]] + ([[specials.start]] if specials.start != specials.pad else [])
    return dict(num_beams=BEAM, length_penalty=LENGTH_PENALTY, max_new_tokens=max_new_tokens,
                bad_words_ids=never, decoder_start_token_id=specials.start,
                eos_token_id=specials.eos, forced_eos_token_id=specials.eos,
                pad_token_id=specials.pad)


def _save_tokenizer(tf, out: Path, ckpt: dict, vocab: HfVocabulary, max_positions: int
                    ) -> None:
    """source.spm, target.spm, vocab.json, then transformers' own tokenizer files."""
    pieces, specials = vocab.pieces, vocab.specials
    (out / SOURCE_SPM).write_bytes(vocab.source)
    (out / TARGET_SPM).write_bytes(vocab.target)
    (out / VOCAB).write_text(json.dumps({p: i for i, p in enumerate(pieces)},
                                        ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    manifest = ckpt.get("data_manifest") or {}
    with warnings.catch_warnings():  # "Recommended: pip install sacremoses": not used here
        warnings.simplefilter("ignore")
        tok = tf.MarianTokenizer(
            source_spm=str(out / SOURCE_SPM), target_spm=str(out / TARGET_SPM),
            vocab=str(out / VOCAB), source_lang=manifest.get("src_lang"),
            target_lang=manifest.get("tgt_lang"), unk_token=pieces[specials.unk],
            eos_token=pieces[specials.eos], pad_token=pieces[specials.pad],
            model_max_length=max_positions)
    tok.save_pretrained(str(out))


def _save_model(tf, out: Path, ckpt: dict, vocab: HfVocabulary, max_positions: int) -> None:
    """config.json, model.safetensors and generation_config.json through transformers."""
    cfg, size = model_config(ckpt), len(vocab.pieces)
    weights = to_marian(cfg, ckpt["model"], vocab.order, size)
    model = tf.MarianMTModel(tf.MarianConfig(
        **marian_config(cfg, max_positions, vocab.specials, size)))
    missing, unexpected = model.load_state_dict(weights, strict=False)
    # what transformers ties to the given matrices, and the sinusoids it computes itself
    untied = [k for k in missing if not k.endswith(("embed_positions.weight",
                                                    "embed_tokens.weight", "lm_head.weight"))]
    if unexpected or untied:
        raise NmtError(f"transformers' MarianMTModel does not take these weights: "
                       f"{(unexpected + untied)[:3]} (transformers {tf.__version__})")
    model.generation_config = tf.GenerationConfig(
        **generation_settings(vocab.specials, output_limit(ckpt, max_positions)))
    with warnings.catch_warnings():  # 4.x: "moving forced_eos_token_id to the generation
        warnings.simplefilter("ignore")  # config"; it is in both, on purpose
        model.save_pretrained(str(out))


def check_out(out: Path, force: bool) -> None:
    """Refuse an existing --out, unless --force and it is an earlier export or empty."""
    if out.exists() and not force:
        raise NmtError(f"{out} already exists (use --force to replace it)")
    if out.exists() and (not out.is_dir() or (any(out.iterdir()) and not _is_marian(out))):
        raise NmtError(f"{out} exists and is not a transformers Marian model; "
                       "refusing to replace it")


def _is_marian(path: Path) -> bool:
    try:
        return json.loads((path / "config.json").read_text()).get("model_type") == "marian"
    except (OSError, ValueError, AttributeError):
        return False


def export_hf(ckpt_path: str | Path, out: str | Path, force: bool = False,
              max_positions: int = DEFAULT_MAX_POSITIONS) -> Path:
    """Write a transformers Marian model directory for an nmt-cli checkpoint.

    Args:
        ckpt_path: a checkpoint file (e.g. the output of ``nmt average``).
        out: the directory to create (built beside it and renamed into place).
        force: replace ``out`` if it is an earlier export (or empty).
        max_positions: Marian's position table: the longest source or output it handles.
    Returns:
        the output directory.
    Raises:
        NmtError: transformers missing, a pre-norm model, or ``out`` in the way.
    """
    tf = require_transformers()
    out = Path(out)
    check_out(out, force)
    ckpt = load_checkpoint(ckpt_path)
    check_convertible(model_config(ckpt))
    vocab = hf_vocabulary(ckpt)
    with atomic_dir(out, "hf-export") as tmp:
        _save_tokenizer(tf, tmp, ckpt, vocab, max_positions)
        _save_model(tf, tmp, ckpt, vocab, max_positions)
        card = model_card(ckpt, Path(ckpt_path), generation_settings(
            vocab.specials, output_limit(ckpt, max_positions)))
        (tmp / "README.md").write_text(card, encoding="utf-8")
        mode = (tmp / "README.md").stat().st_mode & 0o777  # as the umask allows: to publish
        for f in tmp.iterdir():
            f.chmod(mode)
    return out
