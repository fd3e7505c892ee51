"""Which decoder runs ``nmt translate`` and ``nmt serve``: our PyTorch search or CTranslate2.

``--engine auto`` (the default) decodes a checkpoint through CTranslate2 when all of
these hold, and through our search over the PyTorch model otherwise:

* the device is the CPU and the precision fp32. On a GPU, auto takes the PyTorch
  search, its fixed-shape step replayed as a CUDA graph (``fixed_search``): exact
  (the paper's search, the same outputs as ``--engine torch`` on the CPU), and the one
  ``benchmarks/gpu/gpu_check.py`` measures. CTranslate2's CUDA build has not been
  measured against it on the same card: until it is, and is faster, auto does not
  take it (docs/TRANSLATE_AND_SCORE.md);
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

The conversion is made on first use and cached under the user's cache,
``$XDG_CACHE_HOME/nmt-cli/ct2/<sha256>`` (``~/.cache`` by default; float32, built in a
temp directory and swapped in atomically), keyed by the checkpoint's sha256: a changed
checkpoint is converted again. Not beside the checkpoint: its folder may be a git
checkout (``git add -A`` would commit the conversion), a shared model store or a
read-only volume. Where the cache cannot be written, ``--engine auto`` decodes with
PyTorch and ``--engine ct2`` fails in one line. Once a conversion is cached,
``ct2_route.open_without_torch`` opens it (as this module would) before torch is
imported: `nmt translate` calls it first.

Outputs. CTranslate2 searches with raw log-probabilities and ``ct2_backend.Ct2Translator``
ranks its finished hypotheses with the GNMT penalty, so the decoding is the paper's;
the two searches differ in when they stop, which changes a few sentences
(docs/TRANSLATE_AND_SCORE.md bounds it: BLEU within 0.1 on the dev sets, measured).
``--engine torch`` is the reference; ``--engine ct2`` insists on CTranslate2 and fails
in one line where it cannot be used.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import torch

from ..atomic import atomic_dir, recover_atomic_dir
from ..checkpoint import BEST, load_checkpoint
from ..config import parameter_breakdown
from ..data.tokenizer import Tokenizer
from ..device import keep_freed_memory, resolve_device, resolve_precision
from ..errors import NmtError
from ..export.ctranslate2 import export_ctranslate2
from ..model import Transformer
from ..model.build import build_from_checkpoint
from .contract import DecodeOptions, Engine, Hypothesis, recorded_languages
from .ct2_backend import Ct2Translator, is_ct2_model_dir
from .ct2_route import (cache_place, converted_from, file_sha256, is_conversion_of,
                        open_conversion, open_export)
from .graphs import sentences_that_fit
from .torch_backend import SearchTranslator


def load_for_inference(path: str | Path, device: str | torch.device = "cpu"
                       ) -> tuple[Transformer, Tokenizer, dict]:
    """What decoding needs from a checkpoint: the model in eval mode, its tokenizer, and
    the loaded dict."""
    ckpt = load_checkpoint(path)
    return build_from_checkpoint(ckpt, device), Tokenizer(ckpt["spm_model"]), ckpt


def load_models(ckpts: list[Path], device
                ) -> tuple[list[Transformer], Tokenizer, int | None, dict]:
    """Load one or several checkpoints that share a tokenizer; returns (the models, the
    tokenizer, the longest source any was trained on, the languages the first records:
    ``contract.recorded_languages``'s fields of ``Engine``).

    Raises:
        NmtError: members with different tokenizers or target tags (an ensemble's members
            must read one vocabulary and the same tags).
    """
    models, tokenizer, trained_len, languages = [], None, None, None
    for path in ckpts:
        path = Path(path)
        check_checkpoint_path(path)
        model, tok, raw = load_for_inference(path, device)
        if tokenizer is not None and tok.sha256 != tokenizer.sha256:
            raise NmtError(f"cannot ensemble {ckpts[0]} and {path}: their sentencepiece "
                           "models differ (an ensemble needs one shared vocabulary)")
        tokenizer = tok
        models.append(model)
        manifest = raw.get("data_manifest") or {}
        args = manifest.get("args") or {}
        if isinstance(args.get("max_len"), int):
            trained_len = max(trained_len or 0, args["max_len"])
        recorded = recorded_languages(manifest)
        if languages is None:
            languages = recorded
        elif recorded["lang_tags"] != languages["lang_tags"]:
            raise NmtError(f"cannot ensemble {ckpts[0]} and {path}: their target tags "
                           "differ (lang_tags: an ensemble's members must agree)")
        for key in ("src_lang", "tgt_lang"):  # the first member that records it
            languages[key] = languages[key] or recorded[key]
    return models, tokenizer, trained_len, languages


def check_checkpoint_path(path: Path) -> None:
    """Refuse a directory given for a checkpoint file, saying which file was meant."""
    if path.is_dir():
        if (path / BEST).exists():
            raise NmtError(f"{path} is a training run directory; give one of its "
                           f"checkpoints, e.g. --ckpt {path / BEST}")
        raise NmtError(f"{path} is a directory but neither a checkpoint file nor an "
                       "`nmt export` model (no model.bin)")


class SearchThenAttend:
    """A ``contract.BatchTranslator``: CTranslate2 finds the translations, the PyTorch
    model reads their attention (``--alignment``) and scores given ones."""

    def __init__(self, search: Ct2Translator, model_side: SearchTranslator):
        self.search, self.model_side = search, model_side

    def decoding(self):
        return self.model_side.decoding()

    def translate_batch(self, sources: list[list[int]],
                        options: DecodeOptions) -> list[list[Hypothesis]]:
        return self.search.translate_batch(sources, options)

    def force_batch(self, sources: list[list[int]], targets: list[list[int]],
                    options: DecodeOptions) -> list[Hypothesis]:
        return self.model_side.force_batch(sources, targets, options)

    def cross_attention(self, sources: list[list[int]], targets: list[list[int]],
                        layer: int | None = None, source_rows: list[int] | None = None) -> list:
        return self.model_side.cross_attention(sources, targets, layer, source_rows)


def open_engine(ckpts: list[Path], options: DecodeOptions = DecodeOptions(),
                device: str = "auto", precision: str = "fp32", forced: bool = False,
                with_model: bool = False) -> Engine:
    """Open the decoder for ``ckpts`` (checkpoints, or one ``nmt export`` directory).

    Args:
        options: its ``engine`` (auto, torch or ct2, see the module docstring) and
            ``alignment`` (translations get word alignments, read from the PyTorch model).
        forced: given translations are scored (--force-target): PyTorch only, no search.
        with_model: also load the PyTorch model when CTranslate2 decodes (the server
            draws attention maps of finished translations with it).
    """
    options.check()
    ckpts = [Path(p) for p in ckpts]
    if any(is_ct2_model_dir(p) for p in ckpts):  # an `nmt export` directory
        return open_export(ckpts, options, device, precision, forced)
    dev = resolve_device(device)
    precision, _ = resolve_precision(precision, dev)  # refuse a bad one before loading
    why_not = _why_not_ct2(ckpts, dev, precision, forced)
    if options.engine == "ct2" and why_not:
        raise NmtError(f"--engine ct2: {why_not}")
    directory = None
    if options.engine != "torch" and not why_not:
        try:
            directory = cached_conversion(ckpts[0])
        except CacheUnwritable:
            if options.engine == "ct2":
                raise
            # auto: the user asked for no engine in particular; decode without a cache
    if directory is not None:
        search = open_conversion(directory)
        members = load_models(ckpts, dev)[0] if with_model or options.alignment else []
        backend = (SearchThenAttend(search, SearchTranslator(members, dev, precision))
                   if options.alignment else search)
        return Engine(backend, search.tokenizer, search.meta.get("trained_max_len"),
                      "ctranslate2", members, dev, conversion=directory,
                      **recorded_languages(search.meta))
    members, tokenizer, trained_len, languages = load_models(ckpts, dev)
    if dev.type == "cpu":
        keep_freed_memory()  # every step's [rows x vocab] arrays, reused not page-faulted
    limits = None
    if dev.type == "cuda":
        limits = gpu_batch_limits([m.cfg for m in members], options, precision,
                                  torch.cuda.get_device_properties(dev).total_memory)
    return Engine(SearchTranslator(members, dev, precision, keep_encoded=options.alignment),
                  tokenizer, trained_len, "pytorch" if len(ckpts) == 1 else "ensemble",
                  members, dev, precision, batch_limits=limits, **languages)


# What a decoding batch may take of a GPU's memory: the rest is the weights, the graphs'
# intermediates, the allocator's slack and other processes (``device.GPU_MEMORY_SHARE``
# sizes training's micro-batches alike).
DECODE_MEMORY_SHARE = 0.4
MAX_BATCH_SENTENCES = 768  # a bucket (graphs.bucket); more rows than this buy nothing more


def gpu_batch_limits(configs: list, options: DecodeOptions, precision: str,
                     total_memory: int) -> tuple[int, int]:
    """(source tokens, sentences) a decoding batch holds at most on a GPU of
    ``total_memory`` bytes, as ``nmt train`` sizes its micro-batches to the card.

    A sentence of s source tokens in a beam of k holds, per model and layer: its k rows'
    self-attention keys and values for its longest output a * s + b + 1, up to 1.5 times
    that in a bucket (``graphs.bucket``); the encoder's keys and values for its s
    tokens; and ~4 [k, V] fp32 arrays of scores (log-probabilities, candidates, top-k).
    That is alpha * s + beta bytes; the sentences of a batch are at most the largest
    bucket whose beta fits half the share, and its tokens whatever leaves the rest.
    """
    per_value = 4 if precision == "fp32" else 2
    alpha = beta = 0.0
    for cfg in configs:
        position = 2 * cfg.decoder_depth * cfg.d_model * per_value  # the decoder's caches
        alpha += 1.5 * options.beam * position * options.max_len_a + position
        beta += options.beam * (1.5 * position * (options.max_len_b + 1) + 16 * cfg.vocab_size)
    weights = sum(4 * parameter_breakdown(cfg)["total"] for cfg in configs)
    room = DECODE_MEMORY_SHARE * total_memory - weights
    sentences = sentences_that_fit(max(1, min(MAX_BATCH_SENTENCES, int(room / 2 / beta))))
    return max(64, int((room - beta * sentences) / max(alpha, 1.0))), sentences


def _why_not_ct2(ckpts: list[Path], dev, precision: str, forced: bool) -> str | None:
    """Why CTranslate2 cannot decode these checkpoints here, or None when it can."""
    if dev.type != "cpu":
        return (f"the CTranslate2 route is the CPU's (device {dev}); the GPU decodes with "
                "PyTorch, its step replayed as a CUDA graph")
    if precision != "fp32":
        return f"the CTranslate2 route decodes in fp32 (got --precision {precision})"
    if len(ckpts) > 1:
        return "an ensemble decodes with PyTorch"
    if forced:
        return "--force-target scores given translations with the PyTorch model; it searches nothing"
    try:
        import ctranslate2  # noqa: F401  (the ct2 extra is optional: asked, not required)
    except ImportError:
        return "CTranslate2 is not installed; install it with: pip install 'nmt-cli[ct2]'"
    return None


# --------------------------------------------------------------------------- the cache

_TAG = "convert"


class CacheUnwritable(NmtError):
    """The cache for a conversion cannot be written."""


def cached_conversion(ckpt: Path) -> Path:
    """The float32 CTranslate2 conversion of ``ckpt``: the cached one if it was made from
    these very bytes, else a new one (atomically replacing a stale one).

    Raises:
        NmtError: the checkpoint is missing or cannot be converted, in one line.
    """
    ckpt = Path(ckpt)
    check_checkpoint_path(ckpt)
    if not ckpt.is_file():
        raise NmtError(f"checkpoint not found: {ckpt}")
    sha = file_sha256(ckpt)
    place = cache_place(sha)
    if is_conversion_of(place, sha):
        return place
    if not _writable(place.parent) or (place.exists() and converted_from(place) is None):
        # never replace a directory that is not one of our conversions
        raise CacheUnwritable(f"cannot cache the CTranslate2 conversion of {ckpt}: {place} "
                              "cannot be written (set XDG_CACHE_HOME, or decode with "
                              "--engine torch)")
    recover_atomic_dir(place, _TAG, lambda p: converted_from(p) is not None)
    with atomic_dir(place, _TAG) as tmp:
        export_ctranslate2(ckpt, tmp, force=True, source_sha256=sha)
    if sys.stderr is not None and sys.stderr.isatty():  # scripts read stderr as errors
        print(f"converted {ckpt} for CTranslate2 (once; cached in {place})",
              file=sys.stderr, flush=True)
    return place


def _writable(directory: Path) -> bool:
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(directory, os.W_OK | os.X_OK)
