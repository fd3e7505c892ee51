"""The shared sentencepiece BPE model, carried as bytes inside data dirs and checkpoints.

Ids are fixed (pad 0, unk 1, bos 2, eos 3; see ``config``) so a model never needs
the tokenizer to know where padding and sentence ends are. The same bytes may instead
hold a pair of models over one joint vocabulary (an imported OPUS-MT model's,
``joint_vocab``): sources are then cut with the source model, targets with the target
model (``encode_target``, ``decode``).
"""

from __future__ import annotations

import copy
import hashlib
from pathlib import Path

import sentencepiece as spm

from ..config import BOS_ID, EOS_ID, PAD_ID, UNK_ID
from ..errors import NmtError
from ..text.placeholders import PLACEHOLDERS
from .joint_vocab import JointVocab, is_pair


class Tokenizer:
    """Text <-> token ids. ``encode`` adds no BOS/EOS; batching and search do.

    ``prefix``: ids every encoded source starts with: a multilingual model's target tag
    (``lang_tags``; ``for_target`` makes such a tokenizer), else none.
    """

    def __init__(self, model_bytes: bytes):
        self.model_bytes = model_bytes
        self.prefix: list[int] = []
        # a pair (joint_vocab): ``sp`` cuts sources, ``target_sp`` targets, in the same ids
        self.pair = JointVocab.from_bytes(model_bytes) if is_pair(model_bytes) else None
        self.sp = spm.SentencePieceProcessor()
        try:
            self.sp.LoadFromSerializedProto(model_bytes)
        except Exception:  # RuntimeError/OSError variants, whose text is a C++ source line
            raise NmtError("not a sentencepiece model (its bytes do not parse as one)") from None
        ids = (self.sp.pad_id(), self.sp.unk_id(), self.sp.bos_id(), self.sp.eos_id())
        if ids != (PAD_ID, UNK_ID, BOS_ID, EOS_ID):
            raise NmtError(f"sentencepiece model has special ids {ids}, expected "
                           f"pad/unk/bos/eos = {(PAD_ID, UNK_ID, BOS_ID, EOS_ID)}")
        self.target_sp = self.sp
        if self.pair is not None:
            self.target_sp = spm.SentencePieceProcessor()
            self.target_sp.LoadFromSerializedProto(self.pair.target_model)

    @classmethod
    def from_file(cls, path: str | Path) -> "Tokenizer":
        return cls(Path(path).read_bytes())

    @property
    def vocab_size(self) -> int:
        return self.sp.get_piece_size()

    @property
    def has_placeholders(self) -> bool:
        """Whether the vocabulary holds the placeholders as pieces (``nmt prepare
        --protect``'s data): then the model learned to copy them."""
        return all(sp.piece_to_id(PLACEHOLDERS[0]) != sp.unk_id()
                   for sp in (self.sp, self.target_sp))

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.model_bytes).hexdigest()

    def for_target(self, tag: str | None) -> "Tokenizer":
        """This tokenizer with ``tag`` (a piece, e.g. ``>>de<<``) in front of every source;
        itself where ``tag`` is None."""
        if tag is None:
            return self
        i = self.sp.piece_to_id(tag)
        if i == self.sp.unk_id():
            raise NmtError(f"the vocabulary has no piece {tag!r} (not a multilingual model's "
                           "tag)")
        tagged = copy.copy(self)
        tagged.prefix = [i]
        return tagged

    def encode(self, text: str) -> list[int]:
        return self.prefix + self.sp.encode(text, out_type=int)

    def encode_batch(self, texts: list[str]) -> list[list[int]]:
        if self.prefix:
            return [self.prefix + ids for ids in self.sp.encode(texts, out_type=int)]
        return self.sp.encode(texts, out_type=int)

    def encode_target(self, text: str) -> list[int]:
        return self.target_sp.encode(text, out_type=int)

    def encode_target_batch(self, texts: list[str]) -> list[list[int]]:
        return self.target_sp.encode(texts, out_type=int)

    def decode(self, ids: list[int]) -> str:
        """Target ids to text (with a pair, through the target model)."""
        return self.target_sp.decode(ids)
