"""The serialized sentencepiece model, made to depend only on what it was learned from.

sentencepiece copies its whole TrainerSpec into the model. Some of its fields describe the
run, not the model: the input files and model prefix live in ``nmt prepare``'s randomly named
temp dir, and the thread count is --workers (the usable cores by default). Kept, they would
change the bytes, hence manifest.json's spm_sha256, on every run, and ``nmt train`` would
refuse to resume and ``nmt translate`` to ensemble models trained on identically prepared
data. Tokenization never reads them.

The protobuf wire format is edited directly: sentencepiece's generated ``*_pb2`` modules
need the protobuf package, which nmt does not depend on.
"""

from __future__ import annotations

from typing import Iterator

from ..errors import NmtError

# Field numbers are sentencepiece_model.proto's.
_MODEL_TRAINER_SPEC = 2
_RUN_SPECIFIC_TRAINER_FIELDS = frozenset({1, 2, 16})  # input, model_prefix, num_threads


def without_run_specific_fields(model: bytes) -> bytes:
    """The serialized ModelProto without the TrainerSpec fields that describe the run."""
    out = bytearray()
    for field, raw, payload in _proto_fields(model):
        if field == _MODEL_TRAINER_SPEC:
            spec = b"".join(r for f, r, _ in _proto_fields(payload)
                            if f not in _RUN_SPECIFIC_TRAINER_FIELDS)
            raw = _varint_bytes(_MODEL_TRAINER_SPEC << 3 | 2) + _varint_bytes(len(spec)) + spec
        out += raw
    return bytes(out)


def _proto_fields(buf: bytes) -> Iterator[tuple[int, bytes, bytes]]:
    """Yield (field number, the field's raw bytes, its payload) of a serialized message."""
    i = 0
    while i < len(buf):
        start = i
        key, i = _read_varint(buf, i)
        wire_type, payload = key & 7, b""
        if wire_type == 0:
            _, i = _read_varint(buf, i)
        elif wire_type == 1:
            i += 8
        elif wire_type == 2:
            n, i = _read_varint(buf, i)
            payload = buf[i:i + n]
            i += n
        elif wire_type == 5:
            i += 4
        else:  # groups (3, 4) are not used by sentencepiece_model.proto
            raise NmtError(f"unexpected protobuf wire type {wire_type} in the sentencepiece model")
        if i > len(buf):
            raise NmtError("truncated sentencepiece model")
        yield key >> 3, buf[start:i], payload


def _read_varint(buf: bytes, i: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if i >= len(buf):
            raise NmtError("truncated sentencepiece model")
        b = buf[i]
        i += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return value, i


def _varint_bytes(value: int) -> bytes:
    out = bytearray()
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


# TrainerSpec fields that say how a model segments (sentencepiece_model.proto)
_TRAINER_MODEL_TYPE = 3  # UNIGRAM = 1 (the default), BPE = 2, WORD = 3, CHAR = 4
_TRAINER_BYTE_FALLBACK = 35
MODEL_TYPES = {1: "unigram", 2: "bpe", 3: "word", 4: "char"}


def segmentation(model: bytes) -> tuple[str, bool]:
    """(model type, byte fallback) of a serialized sentencepiece model."""
    values = {}
    for field, _, payload in _proto_fields(model):
        if field == _MODEL_TRAINER_SPEC:
            for inner, raw, _ in _proto_fields(payload):
                if inner in (_TRAINER_MODEL_TYPE, _TRAINER_BYTE_FALLBACK):
                    key_len = len(_varint_bytes(inner << 3))
                    values[inner] = _read_varint(raw, key_len)[0]
    return (MODEL_TYPES.get(values.get(_TRAINER_MODEL_TYPE, 1), "unknown"),
            bool(values.get(_TRAINER_BYTE_FALLBACK, 0)))
