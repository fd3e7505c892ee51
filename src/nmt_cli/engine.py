"""Which decoder runs ``nmt translate`` and ``nmt serve``: our PyTorch search or CTranslate2.

``--engine auto`` (the default) decodes a checkpoint through CTranslate2 when all of
these hold, and through ``search`` over the PyTorch model otherwise:

* the device is the CPU and the precision fp32 (on a GPU the PyTorch path batches
  well, and it is the one ``benchmarks/gpu_check.py`` measures);
* ``ctranslate2`` is installed (the ``ct2`` extra);
* one checkpoint, not an ensemble, and a search to run (``--force-target`` scores given
  translations with the PyTorch model and searches nothing).

With ``--alignment``, CTranslate2 searches and the PyTorch model reads the attention of
what it found in one teacher-forced pass (``SearchThenAttend``), as the PyTorch path does
after its own search: the links of a translation do not depend on which engine found it.

Why (docs/BENCHMARKS.md, "Real models"): on the CPU, a step of a small model is a few
hundred tiny operations, and PyTorch's per-operation overhead, not arithmetic, sets the
speed. At batch 1 CTranslate2 translated the 30-minute Bible model's dev set ~7x faster
than our search, and it stays ahead at batch 64; our search's per-step work is already
a fixed handful of tensor operations, so the remaining gap is the framework's.

The conversion is made on first use and cached beside the checkpoint
(``best.pt`` -> ``best.pt.ct2/``, float32, built in a temp directory and swapped in
atomically), keyed by the checkpoint's sha256: a changed checkpoint is converted again.
Where the checkpoint's directory cannot be written, the cache is
``$XDG_CACHE_HOME/nmt-cli/ct2/<sha256>`` (``~/.cache`` by default).

Outputs. CTranslate2 searches with raw log-probabilities and ``ct2.Ct2Translator``
ranks its finished hypotheses with the GNMT penalty, so the decoding is the paper's;
the two searches differ in when they stop, which changes a few sentences
(docs/TRANSLATE_AND_SCORE.md bounds it: BLEU within 0.1 on the dev sets, measured).
``--engine torch`` is the reference; ``--engine ct2`` insists on CTranslate2 and fails
in one line where it cannot be used.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import NmtError

ENGINES = ("auto", "torch", "ct2")
CACHE_SUFFIX = ".ct2"
_TAG = "convert"


class CacheUnwritable(NmtError):
    """Neither place for a conversion can be written."""


@dataclass
class Engine:
    """What decodes, and what the commands around it need to know."""

    backend: Any          # a decoding.BatchTranslator
    tokenizer: Any        # tokenizer.Tokenizer
    trained_len: int | None
    name: str             # "pytorch", "ensemble" or "ctranslate2"
    model: Any = None     # the PyTorch model (or Ensemble) where one was loaded
    device: Any = None    # torch.device of the PyTorch path
    precision: str = "fp32"
    conversion: Path | None = None  # the cached CTranslate2 model a checkpoint decodes through


def load_models(ckpts: list[Path], device):
    """Load one or several checkpoints; returns (model or Ensemble, tokenizer, max trained length)."""
    from .checkpoint import load_for_inference
    from .ensemble import Ensemble

    models, tokenizer, trained_len = [], None, None
    for path in ckpts:
        path = Path(path)
        check_checkpoint_path(path)
        model, tok, raw = load_for_inference(path, device)
        if tokenizer is not None and tok.sha256 != tokenizer.sha256:
            raise NmtError(f"cannot ensemble {ckpts[0]} and {path}: their sentencepiece "
                           "models differ (an ensemble needs one shared vocabulary)")
        tokenizer = tok
        models.append(model)
        args = (raw.get("data_manifest") or {}).get("args") or {}
        if isinstance(args.get("max_len"), int):
            trained_len = max(trained_len or 0, args["max_len"])
    model = models[0] if len(models) == 1 else Ensemble(models).eval()
    return model, tokenizer, trained_len


def check_checkpoint_path(path: Path) -> None:
    """Refuse a directory given for a checkpoint file, saying which file was meant."""
    from .checkpoint import BEST

    if path.is_dir():
        if (path / BEST).exists():
            raise NmtError(f"{path} is a training run directory; give one of its "
                           f"checkpoints, e.g. --ckpt {path / BEST}")
        raise NmtError(f"{path} is a directory but neither a checkpoint file nor an "
                       "`nmt export` model (no model.bin)")


class SearchThenAttend:
    """A ``decoding.BatchTranslator``: CTranslate2 finds the translations, the PyTorch
    model reads their attention (``--alignment``) and scores given ones."""

    def __init__(self, search, model_side):
        self.search, self.model_side = search, model_side

    def decoding(self):
        return self.model_side.decoding()

    def translate_batch(self, sources: list[list[int]], **options) -> list:
        return self.search.translate_batch(sources, **options)

    def force_batch(self, *args, **kwargs) -> list:
        return self.model_side.force_batch(*args, **kwargs)

    def cross_attention(self, *args, **kwargs) -> list:
        return self.model_side.cross_attention(*args, **kwargs)


def open_engine(ckpts: list[Path], engine: str = "auto", device: str = "auto",
                precision: str = "fp32", alignment: bool = False, forced: bool = False,
                with_model: bool = False) -> Engine:
    """Open the decoder for ``ckpts`` (checkpoints, or one ``nmt export`` directory).

    Args:
        engine: auto, torch or ct2 (see the module docstring).
        alignment: translations get word alignments, read from the PyTorch model.
        forced: given translations are scored (--force-target): PyTorch only, no search.
        with_model: also load the PyTorch model when CTranslate2 decodes (the server
            draws attention maps of finished translations with it).
    """
    from .ct2 import Ct2Translator, is_ct2_model_dir

    if engine not in ENGINES:
        raise NmtError(f"unknown --engine {engine!r}; use {', '.join(ENGINES)}")
    ckpts = [Path(p) for p in ckpts]
    if any(is_ct2_model_dir(p) for p in ckpts):  # an `nmt export` directory
        if alignment or forced:
            raise NmtError("--alignment and --force-target need the model's attention: give "
                           "a checkpoint (.pt), not a CTranslate2 export")
        if len(ckpts) > 1:
            raise NmtError("a CTranslate2 model directory cannot be part of an ensemble")
        if engine == "torch":
            raise NmtError(f"--engine torch needs a checkpoint (.pt); {ckpts[0]} is a "
                           "CTranslate2 export")
        # CTranslate2 owns device and precision; no torch autocast around it.
        backend = Ct2Translator(ckpts[0], device=device, precision=precision)
        return Engine(backend, backend.tokenizer, backend.meta.get("trained_max_len"),
                      "ctranslate2", precision=precision)

    from .device import keep_freed_memory, resolve_device, resolve_precision
    from .translator import SearchTranslator

    dev = resolve_device(device)
    precision, _ = resolve_precision(precision, dev)  # refuse a bad one before loading
    why_not = _why_not_ct2(ckpts, dev, precision, forced)
    if engine == "ct2" and why_not:
        raise NmtError(f"--engine ct2: {why_not}")
    directory = None
    if engine != "torch" and not why_not:
        try:
            directory = cached_conversion(ckpts[0])
        except CacheUnwritable:
            if engine == "ct2":
                raise
            # auto: the user asked for no engine in particular; decode without a cache
    if directory is not None:
        search = Ct2Translator(directory, device="cpu", precision="fp32")
        model = load_models(ckpts, dev)[0] if with_model or alignment else None
        backend = (SearchThenAttend(search, SearchTranslator(model, dev, precision))
                   if alignment else search)
        return Engine(backend, search.tokenizer, search.meta.get("trained_max_len"),
                      "ctranslate2", model=model, device=dev, conversion=directory)
    model, tokenizer, trained_len = load_models(ckpts, dev)
    if dev.type == "cpu":
        keep_freed_memory()  # every step's [rows x vocab] arrays, reused not page-faulted
    return Engine(SearchTranslator(model, dev, precision, keep_encoded=alignment),
                  tokenizer, trained_len, "pytorch" if len(ckpts) == 1 else "ensemble",
                  model=model, device=dev, precision=precision)


def _why_not_ct2(ckpts: list[Path], dev, precision: str, forced: bool) -> str | None:
    """Why CTranslate2 cannot decode these checkpoints here, or None when it can."""
    if dev.type != "cpu":
        return f"the CTranslate2 route is the CPU's (device {dev}); the GPU decodes with PyTorch"
    if precision != "fp32":
        return f"the CTranslate2 route decodes in fp32 (got --precision {precision})"
    if len(ckpts) > 1:
        return "an ensemble decodes with PyTorch"
    if forced:
        return "--force-target scores given translations with the PyTorch model; it searches nothing"
    try:
        import ctranslate2  # noqa: F401
    except ImportError:
        return "CTranslate2 is not installed; install it with: pip install 'nmt-cli[ct2]'"
    return None


# --------------------------------------------------------------------------- the cache

def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def cache_places(ckpt: Path, sha256: str) -> list[Path]:
    """Where a checkpoint's conversion may live, in the order they are tried."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return [ckpt.with_name(ckpt.name + CACHE_SUFFIX), base / "nmt-cli" / "ct2" / sha256]


def _converted_from(directory: Path) -> str | None:
    """The sha256 of the checkpoint a cached conversion was made from, or None."""
    from .ct2 import is_ct2_model_dir
    from .export import NMT_CONFIG

    try:
        meta = json.loads((directory / NMT_CONFIG).read_text())
    except (OSError, ValueError):
        return None
    return meta.get("source_sha256") if is_ct2_model_dir(directory) else None


def cached_conversion(ckpt: Path) -> Path:
    """The float32 CTranslate2 conversion of ``ckpt``: the cached one if it was made from
    these very bytes, else a new one (atomically replacing a stale one).

    Raises:
        NmtError: the checkpoint is missing or cannot be converted, in one line.
    """
    from .atomic import atomic_dir, recover_atomic_dir
    from .export import export_ctranslate2

    ckpt = Path(ckpt)
    check_checkpoint_path(ckpt)
    if not ckpt.is_file():
        raise NmtError(f"checkpoint not found: {ckpt}")
    sha = file_sha256(ckpt)
    places = cache_places(ckpt, sha)
    for place in places:
        if _converted_from(place) == sha:
            return place
    for place in places:
        if not _writable(place.parent) or (place.exists() and _converted_from(place) is None):
            continue  # never replace a directory that is not one of our conversions
        recover_atomic_dir(place, _TAG, lambda p: _converted_from(p) is not None)
        with atomic_dir(place, _TAG) as tmp:
            export_ctranslate2(ckpt, tmp, force=True, source_sha256=sha)
        if sys.stderr is not None and sys.stderr.isatty():  # scripts read stderr as errors
            print(f"converted {ckpt} for CTranslate2 (once; cached in {place})",
                  file=sys.stderr, flush=True)
        return place
    raise CacheUnwritable(f"cannot cache the CTranslate2 conversion of {ckpt}: neither "
                   f"{places[0].parent} nor {places[1].parent} can be written "
                   "(or decode with --engine torch)")


def _writable(directory: Path) -> bool:
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(directory, os.W_OK | os.X_OK)
