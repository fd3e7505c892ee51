"""Files built to attack nmt's loaders: each would create a marker directory if anything
unpickled it (issue 41; docs/RELIABILITY.md, "Checkpoint loading").

The payload is a ``__reduce__`` that calls ``os.mkdir(marker)``: harmless, and visible
afterwards, so a test asserts both that the loader refused the file in one line and that
no code ran. The formats are those nmt reads:

- ``plain``: a ``torch.save`` of the payload itself;
- ``hidden``: a complete nmt checkpoint (every key, real weights) with the payload as the
  value of ``data_manifest``, which every command reads or carries;
- ``legacy``: ``hidden`` in torch's pre-1.6 layout (no zip: no CRC-32 to check, and the
  one layout that cannot be memory-mapped);
- ``in_state``: the payload as one more entry of the model's state dict;
- ``bad_spm``: a complete checkpoint whose sentencepiece model is the payload's pickle;
- CTranslate2 directories (``poisoned_export``) with one file replaced: CTranslate2's
  ``config.json`` or ``shared_vocabulary.json``, our ``nmt_config.json`` or ``spm.model``.

Imported by tests/unit/test_malicious_checkpoints.py (every door, in this process) and
tests/e2e/test_malicious_checkpoint_commands.py (every command, as a user runs it).
"""

from __future__ import annotations

import os
import pickle
import shutil
from pathlib import Path


class Payload:
    """Unpickling it runs ``os.mkdir(marker)``."""

    def __init__(self, marker: Path):
        self.marker = str(marker)

    def __reduce__(self):
        return (os.mkdir, (self.marker,))


def payload_bytes(marker: Path) -> bytes:
    """The payload as a bare pickle (what a "sentencepiece model" or a JSON file holds)."""
    return pickle.dumps(Payload(marker), protocol=2)


def _good(good_checkpoint: Path) -> dict:
    import torch

    return torch.load(good_checkpoint, weights_only=True)


def write_checkpoint(kind: str, path: Path, marker: Path, good_checkpoint: Path) -> Path:
    """A malicious checkpoint of ``kind`` (one of ``CHECKPOINT_KINDS``) at ``path``."""
    import torch

    if kind == "plain":
        torch.save(Payload(marker), path)
        return path
    ck = _good(good_checkpoint)
    if kind in ("hidden", "legacy"):
        ck["data_manifest"] = Payload(marker)
    elif kind == "in_state":
        ck["model"]["encoder.extra"] = Payload(marker)
    elif kind == "bad_spm":
        ck["spm_model"] = payload_bytes(marker)
    else:
        raise ValueError(kind)
    torch.save(ck, path, _use_new_zipfile_serialization=kind != "legacy")
    return path


CHECKPOINT_KINDS = ("plain", "hidden", "legacy", "in_state", "bad_spm")

# CTranslate2 export files and what replaces them: the payload's pickle, or JSON that
# parses into something hostile (nested past Python's recursion limit; a number that is
# infinite as a float).
EXPORT_POISONS = {
    "config_pickle": ("config.json", None),
    "vocabulary_pickle": ("shared_vocabulary.json", None),
    "vocabulary_wrong": ("shared_vocabulary.json", b'["<pad>", 1, {"a": 2}]'),
    "nmt_config_pickle": ("nmt_config.json", None),
    "nmt_config_deep": ("nmt_config.json", b"[" * 100_000 + b"]" * 100_000),
    "nmt_config_infinite": ("nmt_config.json", b'{"max_positions": 1e999}'),
    "nmt_config_types": ("nmt_config.json", b'{"max_positions": "many", "model_config": 3}'),
    "spm_pickle": ("spm.model", None),
}


def poisoned_export(export_dir: Path, poison: str, out: Path, marker: Path) -> Path:
    """A copy of the ``nmt export`` directory ``export_dir`` with one file replaced
    (``EXPORT_POISONS[poison]``)."""
    name, data = EXPORT_POISONS[poison]
    shutil.copytree(export_dir, out)
    (out / name).write_bytes(payload_bytes(marker) if data is None else data)
    return out
