"""The CTranslate2 route without PyTorch: the cache of checkpoints' conversions, read, and
the engines that decode with CTranslate2 alone, opened without importing torch.

``engine.open_engine`` decides what decodes (its docstring gives the rules) and imports
torch to do it (~3 s of a CPU's start-up, most of a one-line `nmt translate`). Two
cases need no PyTorch at all, and ``open_without_torch`` opens them before it is
imported: an ``nmt export`` directory, and a checkpoint whose float32 conversion is
already in the cache where ``--engine auto`` would take it (the CPU, fp32, one
checkpoint, a search to run). A first conversion, a GPU, an ensemble, ``--alignment``
and ``--force-target`` go through ``open_engine``; so does ``--device auto`` wherever a
GPU could be visible (``device_names.surely_cpu``), since only torch can tell.

The cache: ``$XDG_CACHE_HOME/nmt-cli/ct2/<sha256 of the checkpoint>`` (``~/.cache`` by
default), written by ``engine.cached_conversion``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from pathlib import Path

from ..device_names import surely_cpu
from ..errors import NmtError
from ..export.ct2_files import EXPORT_VERSION, NMT_CONFIG, require_ctranslate2
from .contract import DecodeOptions, Engine, recorded_languages
from .ct2_backend import Ct2Translator, is_ct2_model_dir


def file_sha256(path: Path) -> str:
    """The file's sha256, read once a process for the same bytes: a first conversion asks
    here (missing the cache) and then in ``engine.cached_conversion`` (0.43 s a 500 MB on a
    2-core EPYC; a `big` checkpoint_last.pt with its Adam state is ~2.6 GB)."""
    st = os.stat(path)
    return _sha256_of(os.path.realpath(path), st.st_size, st.st_mtime_ns, st.st_ino)


@functools.lru_cache(maxsize=8)
def _sha256_of(path: str, size: int, mtime_ns: int, inode: int) -> str:
    # size, mtime and inode in the key: a file rewritten or replaced is read again
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def cache_place(sha256: str) -> Path:
    """Where the conversion of a checkpoint with this sha256 lives."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "nmt-cli" / "ct2" / sha256


def _conversion_meta(directory: Path) -> dict | None:
    """A cached conversion's nmt_config.json, or None where the directory is not one."""
    try:
        meta = json.loads((directory / NMT_CONFIG).read_text())
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) and is_ct2_model_dir(directory) else None


def converted_from(directory: Path) -> str | None:
    """The sha256 of the checkpoint a cached conversion was made from (of any version), or
    None where the directory is not one of ours."""
    return (_conversion_meta(directory) or {}).get("source_sha256")


def is_conversion_of(directory: Path, sha256: str) -> bool:
    """Whether ``directory`` is a conversion of the checkpoint whose sha256 this is, made
    by this version's converter (``EXPORT_VERSION``). One made before a multilingual
    model's ``lang_tags`` were written lacks them: it would decode without the tag the
    user asked for, so it is made again rather than read."""
    meta = _conversion_meta(directory) or {}
    return meta.get("source_sha256") == sha256 and meta.get("version") == EXPORT_VERSION


def open_export(ckpts: list[Path], options: DecodeOptions, device: str, precision: str,
                forced: bool) -> Engine:
    """An ``nmt export`` directory: CTranslate2 alone, which owns device and precision
    (no torch autocast around it)."""
    if options.alignment or forced:
        raise NmtError("--alignment and --force-target need the model's attention: give "
                       "a checkpoint (.pt), not a CTranslate2 export")
    if len(ckpts) > 1:
        raise NmtError("a CTranslate2 model directory cannot be part of an ensemble")
    if options.engine == "torch":
        raise NmtError(f"--engine torch needs a checkpoint (.pt); {ckpts[0]} is a "
                       "CTranslate2 export")
    backend = Ct2Translator(ckpts[0], device=device, precision=precision)
    return Engine(backend, backend.tokenizer, backend.meta.get("trained_max_len"),
                  "ctranslate2", precision=precision, **recorded_languages(backend.meta))


def open_without_torch(ckpts: list[Path], options: DecodeOptions, device: str = "auto",
                       precision: str = "fp32", forced: bool = False) -> Engine | None:
    """The engine ``engine.open_engine`` would open, where it decodes with CTranslate2
    alone and needs no conversion made (the module docstring); None where only
    ``open_engine`` can open it."""
    options.check()
    ckpts = [Path(p) for p in ckpts]
    if any(is_ct2_model_dir(p) for p in ckpts):
        return open_export(ckpts, options, device, precision, forced)
    if (options.engine == "torch" or options.alignment or forced or len(ckpts) != 1
            or precision != "fp32" or not surely_cpu(device) or not ckpts[0].is_file()):
        return None
    try:
        require_ctranslate2()
    except NmtError:  # auto then decodes with PyTorch, ct2 fails: open_engine's to say
        return None
    sha = file_sha256(ckpts[0])
    place = cache_place(sha)
    if not is_conversion_of(place, sha):
        return None
    search = open_conversion(place)
    return Engine(search, search.tokenizer, search.meta.get("trained_max_len"), "ctranslate2",
                  conversion=place, **recorded_languages(search.meta))


def open_conversion(place: Path) -> Ct2Translator:
    """A cached conversion opened for decoding; one that cannot be (a file cut short, a
    disk error) named with its fix: the user never made that directory."""
    try:
        return Ct2Translator(place, device="cpu", precision="fp32")
    except NmtError as e:
        raise NmtError(f"{e}; it is a cached conversion: delete {place} and the next run "
                       "makes it again") from None
