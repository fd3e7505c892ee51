"""Two sentencepiece models over one joint vocabulary: OPUS-MT's tokenizer, in our ids.

A transformers Marian model (``nmt import hf``) cuts the source with one sentencepiece
model and the target with another, and maps both sides' pieces to ids through one
vocabulary (``vocab.json``) whose order is neither model's. Our ids are fixed instead
(pad 0, unk 1, BOS 2, EOS 3; ``config``), and every part of nmt (batches, the search,
CTranslate2) starts the decoder from BOS and never generates PAD or BOS. So the import
renumbers the vocabulary:

    ours    Marian's
    0 PAD   its pad, or a new row of zeros when its pad is also its decoder start
    1 unk   its unk
    2 BOS   its decoder start (OPUS-MT: its pad, which it never generates either)
    3 EOS   its eos
    4 ...   the rest, in its order

and rewrites each side's sentencepiece model into that numbering: the same pieces,
scores and normalisation, so the same segmentation, but ids that are ours, with the
other side's pieces present as UNUSED (never produced, still decoded). The result is
two ordinary sentencepiece models that ``Tokenizer`` loads like any other.

All of it travels where a checkpoint (``spm_model``) or a prepared directory
(``spm.model``) holds a sentencepiece model, and is one: the rewritten source model, with
one more field in front (``PAIR_FIELD``, in the range ``ModelProto`` leaves to extensions,
which sentencepiece skips) that holds a JSON header, the rewritten target model and the
two original models (what an export writes back). Whatever reads a sentencepiece model
from those bytes reads the source side's; ``Tokenizer`` reads the pair.
"""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass

from ..config import BOS_ID, EOS_ID, PAD_ID, UNK_ID
from ..errors import NmtError
from .spm_model import _proto_fields, _read_varint, _varint_bytes

# A field number in ModelProto's extension range (200 and up): sentencepiece skips it.
PAIR_FIELD = 1000
_NEW_ROW = -1  # an id of ours with no Marian counterpart (a PAD of our own)

# sentencepiece_model.proto: ModelProto and SentencePiece fields, piece types
_PIECES, _TRAINER, _SELF_TEST = 1, 2, 4
NORMAL, UNKNOWN, CONTROL, UNUSED = 1, 2, 3, 5
# TrainerSpec: unk/bos/eos/pad ids (40-43) and pieces (45-48), what the special ids follow
_SPECIAL_IDS = {"unk": 40, "bos": 41, "eos": 42, "pad": 43}
_SPECIAL_PIECES = {"unk": 45, "bos": 46, "eos": 47, "pad": 48}


def is_pair(blob: bytes) -> bool:
    """Whether a sentencepiece model's bytes carry a pair (its first field is ours)."""
    return blob.startswith(_varint_bytes(PAIR_FIELD << 3 | 2))


@dataclass(frozen=True)
class Specials:
    """The ids of a Marian vocabulary's special tokens (``start``: the decoder's)."""

    pad: int
    unk: int
    eos: int
    start: int


def our_order(size: int, specials: Specials) -> list[int]:
    """The Marian id of each of our ids (``_NEW_ROW`` where ours has none), per the table
    above: a Marian vocabulary of ``size`` gives ours of ``size`` or ``size + 1``."""
    pad = _NEW_ROW if specials.pad == specials.start else specials.pad
    head = [pad, specials.unk, specials.start, specials.eos]
    taken = set(head)
    return head + [i for i in range(size) if i not in taken]


def _pieces(model: bytes) -> dict[str, tuple[float, int]]:
    """A serialized sentencepiece model's pieces: piece -> (score, type)."""
    out = {}
    for field, _, payload in _proto_fields(model):
        if field == _PIECES:
            piece, score, kind = "", 0.0, NORMAL
            for inner, raw, value in _proto_fields(payload):
                key = len(_varint_bytes(inner << 3))
                if inner == 1:
                    piece = value.decode("utf-8")
                elif inner == 2:
                    score = struct.unpack("<f", raw[key:key + 4])[0]
                elif inner == 3:
                    kind = _read_varint(raw, key)[0]
            out[piece] = (score, kind)
    return out


def _message(field: int, payload: bytes) -> bytes:
    return _varint_bytes(field << 3 | 2) + _varint_bytes(len(payload)) + payload


def _piece(piece: str, score: float, kind: int) -> bytes:
    return _message(_PIECES, _message(1, piece.encode("utf-8")) + b"\x15"
                    + struct.pack("<f", score) + b"\x18" + _varint_bytes(kind))


def _trainer_spec(payload: bytes, names: list[str]) -> bytes:
    """A TrainerSpec whose special ids and pieces are ours, the rest as it was."""
    ours = set(_SPECIAL_IDS.values()) | set(_SPECIAL_PIECES.values())
    spec = b"".join(raw for f, raw, _ in _proto_fields(payload) if f not in ours)
    for role, i in (("pad", PAD_ID), ("unk", UNK_ID), ("bos", BOS_ID), ("eos", EOS_ID)):
        spec += _varint_bytes(_SPECIAL_IDS[role] << 3) + _varint_bytes(i)
        spec += _message(_SPECIAL_PIECES[role], names[i].encode("utf-8"))
    return _message(_TRAINER, spec)


def renumbered(model: bytes, names: list[str]) -> bytes:
    """``model`` with our vocabulary ``names`` (piece i has our id i): its own pieces keep
    their scores and types, the others are UNUSED, the special ids are ours.

    Raises:
        NmtError: a piece of ``model`` that the joint vocabulary lacks (MarianTokenizer
            would give it unk; a sentencepiece model cannot).
    """
    own = _pieces(model)
    if not own:
        raise NmtError("the sentencepiece model holds no pieces")
    normal = [s for s, k in own.values() if k == NORMAL]
    lowest = min(normal) if normal else 0.0
    known = set(names)
    missing = [p for p, (_, k) in own.items() if k not in (CONTROL, UNKNOWN, UNUSED)
               and p not in known]
    if missing:
        raise NmtError(f"{len(missing)} pieces of a sentencepiece model are not in vocab.json "
                       f"(e.g. {missing[0]!r}); nmt needs one vocabulary that holds both sides'")
    body, spec = bytearray(), b""
    for i, name in enumerate(names):
        if i in (PAD_ID, BOS_ID, EOS_ID):
            body += _piece(name, 0.0, CONTROL)
        elif i == UNK_ID:
            body += _piece(name, 0.0, UNKNOWN)
        else:  # the other side's pieces: decoded, never produced
            body += _piece(name, *own.get(name, (lowest, UNUSED)))
    for field, raw, payload in _proto_fields(model):
        if field == _TRAINER:
            spec = payload
        elif field not in (_PIECES, _SELF_TEST):  # the normaliser and denormaliser
            body += raw
    return bytes(body + _trainer_spec(spec, names))


def _unique(name: str, taken: set[str]) -> str:
    while name in taken:
        name = f"<nmt{name}"
    return name


@dataclass(frozen=True)
class JointVocab:
    """A Marian tokenizer (``vocab`` by Marian id, each side's sentencepiece model) and
    its renumbering into our ids (``order``, ``names``, the two rewritten models)."""

    vocab: list[str]
    specials: Specials
    source: bytes
    target: bytes
    order: list[int]
    names: list[str]
    source_model: bytes
    target_model: bytes

    @classmethod
    def from_marian(cls, vocab: list[str], specials: Specials, source: bytes,
                    target: bytes) -> "JointVocab":
        """Renumber a Marian vocabulary and rewrite its two models into our ids."""
        order = our_order(len(vocab), specials)
        names = [vocab[m] if m != _NEW_ROW else "" for m in order]
        others = set(names[4:])
        names[PAD_ID] = names[PAD_ID] or _unique("<pad>", others | {names[UNK_ID]})
        if specials.pad == specials.start:  # its pad is our BOS: named as a BOS is
            names[BOS_ID] = _unique("<s>", others | {names[PAD_ID], names[UNK_ID]})
        return cls(vocab, specials, source, target, order, names,
                   renumbered(source, names), renumbered(target, names))

    def to_bytes(self) -> bytes:
        """The rewritten source model, the rest in one field in front of it."""
        blobs = (self.target_model, self.source, self.target)
        header = json.dumps({"version": 1, "vocab": self.vocab,
                             "specials": vars(self.specials), "order": self.order,
                             "names": self.names, "lengths": [len(b) for b in blobs]},
                            ensure_ascii=False).encode("utf-8")
        payload = struct.pack("<Q", len(header)) + header + b"".join(blobs)
        return _message(PAIR_FIELD, payload) + self.source_model

    @classmethod
    def from_bytes(cls, blob: bytes) -> "JointVocab":
        try:
            field, raw, payload = next(_proto_fields(blob))
            if field != PAIR_FIELD:
                raise ValueError("no pair")
            (n,) = struct.unpack_from("<Q", payload, 0)
            header = json.loads(payload[8:8 + n].decode("utf-8"))
            at, blobs = 8 + n, []
            for length in header["lengths"]:
                blobs.append(payload[at:at + length])
                at += length
            if at != len(payload) or len(blobs) != 3:
                raise ValueError("lengths")
            return cls(header["vocab"], Specials(**header["specials"]), blobs[1], blobs[2],
                       header["order"], header["names"], blob[len(raw):], blobs[0])
        except (ValueError, KeyError, TypeError, struct.error, StopIteration, NmtError):
            raise NmtError("a damaged sentencepiece pair (its header or lengths do not "
                           "parse)") from None
