"""One model of ``nmt serve``: the languages it translates, and the model loaded with its
own decoding loop.

A model is what ``--ckpt`` names (a checkpoint, an ensemble, an ``nmt export``
directory) or one ``--model [SRC-TGT=]PATH``. ``read_languages`` reads what it translates
without loading its weights (a checkpoint's data manifest through a memory map, an
export's ``nmt_config.json``), so a server of many models checks every one at start and
loads them on demand (``registry``); ``load`` opens one as ``nmt translate`` does and
starts its decoding loop (``dynamic_batching.Batcher``), which ``Loaded.close`` stops.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import torch

from ..checkpoint import best_validation_score, load_checkpoint
from ..config import EOS_ID, ModelConfig, from_dict, layers_phrase, parameter_breakdown
from ..data.lang_tags import MULTIPLE
from ..decode.attention_maps import attention_maps_batch, layer_index, pieces, word_alignment
from ..decode.contract import DecodeOptions, recorded_languages
from ..decode.ct2_backend import is_ct2_model_dir, read_export_meta
from ..decode.engine import open_engine
from ..errors import NmtError
from .dynamic_batching import Batcher
from .limits import ModelSpec, ServeOptions


@dataclass(frozen=True)
class Languages:
    """What a model translates: its source, and each target with the tag that asks for
    it (None: a bilingual model, whose one target needs no tag)."""

    source: str
    targets: dict[str, str | None]


@dataclass
class Loaded:
    """A model loaded and decoding: its loop, tokenizer, what /v1/model says of it.

    Attributes:
        attention: why attention maps are not available (None: they are).
        info: ``GET /v1/model``'s description (file names, not paths).
        description: the model as the console names it, paths and all.
        seconds: how long loading it took.
    """

    batcher: Batcher
    tokenizer: object
    attention: str | None
    info: dict
    description: str
    seconds: float = 0.0
    _tagged: dict = field(default_factory=dict)

    def tokenizer_for(self, tag: str | None):
        """The tokenizer that asks for the target of ``tag`` (``Tokenizer.for_target``)."""
        if tag not in self._tagged:
            self._tagged[tag] = self.tokenizer.for_target(tag)
        return self._tagged[tag]

    def close(self) -> None:
        """Decode what is queued, then stop the decoding loop (the model goes with it)."""
        self.batcher.close()


def read_languages(spec: ModelSpec) -> Languages:
    """What ``spec`` translates, read without loading its weights.

    Raises:
        NmtError: a file that is not a model, members of an ensemble trained on other
            pairs, a pair neither recorded nor given, a target the model does not know.
    """
    if any(is_ct2_model_dir(p) for p in spec.paths):
        recorded = [recorded_languages(read_export_meta(spec.paths[0]))]
    else:
        for path in spec.paths:
            if not path.is_file():
                raise NmtError(f"checkpoint not found: {path}")
        recorded = [recorded_languages(_checkpoint_info(p)["data"]) for p in spec.paths]
    return _languages(recorded, spec)


def _open(ckpts: list[Path], decode: DecodeOptions, device: str, precision: str,
          attention: bool):
    """(backend, tokenizer, description for /v1/model, the PyTorch model or None)."""
    opened = open_engine(ckpts, decode, device=device, precision=precision,
                         with_model=attention)
    if not opened.members:  # an `nmt export` directory
        meta = opened.backend.meta
        info = {"backend": "ctranslate2", "models": [str(ckpts[0])],
                "config": meta.get("model_config"), "step": meta.get("step"),
                "quantization": meta.get("quantization"),
                "parameters": _parameters(meta.get("model_config")),
                "description": f"{ckpts[0]} (CTranslate2, {meta.get('quantization', '?')})"}
        return opened.backend, opened.tokenizer, info, None
    members = [_checkpoint_info(p) for p in ckpts]
    first = members[0]
    info = {"backend": opened.name, "models": [str(p) for p in ckpts],
            "device": str(opened.device), "precision": opened.precision,
            "config": first["config"], "step": first["step"],
            "parameters": sum(m["parameters"] for m in members),
            "valid_bleu": first["valid_bleu"], "best_valid_loss": first["best_valid_loss"],
            "data": first["data"]}
    if opened.conversion is not None:
        info["conversion"] = str(opened.conversion)
    if len(ckpts) > 1:
        info["members"] = members
    cfg = first["config"] or {}
    engine_note = ", CTranslate2" if opened.name == "ctranslate2" else ""
    info["description"] = (f"{ckpts[0]}" + (f" + {len(ckpts) - 1} more" if len(ckpts) > 1 else "")
                           + f" (step {first['step']}, {layers_phrase(cfg)}, "
                           f"d_model {cfg.get('d_model', '?')}, "
                           f"{_count(info['parameters'])} parameters, {opened.device}"
                           f"{engine_note})")
    model = opened.members[0] if len(opened.members) == 1 else None
    return opened.backend, opened.tokenizer, info, model


def _checkpoint_info(path: Path) -> dict:
    """A loaded checkpoint's plain data, read again with its tensors memory-mapped (not read)."""
    ck = load_checkpoint(path, mmap=True)  # the one door: safe, and checked as translate's
    manifest = ck.get("data_manifest") or {}
    best = ck.get("best_valid_loss")
    return {"path": str(path), "config": ck.get("model_config"), "step": ck.get("step", 0),
            "parameters": _parameters(ck.get("model_config")),
            "valid_bleu": best_validation_score(ck, "bleu"),
            "best_valid_loss": best if isinstance(best, float) and best != float("inf") else None,
            "data": {k: manifest.get(k) for k in ("corpus", "src_lang", "tgt_lang",
                                                  "vocab_size", "lang_tags") if k in manifest}}


def _public(info: dict) -> dict:
    """``/v1/model``'s description: the model's files by name, not by their place on the
    server's disk (the conversion cache is under the user's home)."""
    name = lambda p: Path(p).name
    out = {**info, "models": [name(p) for p in info["models"]]}
    out["description"] = out["description"].replace(str(info["models"][0]), out["models"][0], 1)
    if "conversion" in out:
        out["conversion"] = "cached"
    if "members" in out:
        out["members"] = [{**m, "path": name(m["path"])} for m in out["members"]]
    return out


def _count(n: int) -> str:
    return f"{n / 1e6:.1f}M" if n >= 1e6 else f"{n / 1e3:.1f}k"


def _parameters(config: dict | None) -> int | None:
    if not config:
        return None
    return parameter_breakdown(from_dict(ModelConfig, config))["total"]


def _attention_unavailable(info: dict, model, asked: bool) -> str | None:
    """Why the server cannot show attention maps, or None when it can."""
    if info["backend"] == "ensemble":
        return "an ensemble has no single attention; serve one checkpoint"
    if model is None and "conversion" in info and not asked:  # a checkpoint through CT2
        return ("a model added with --model decodes through CTranslate2 alone (half the "
                "memory); serve it with --ckpt for attention maps")
    if model is None:
        return "a CTranslate2 export keeps no attention weights to read; serve the checkpoint"
    return None


def _attend(model, tokenizer, tags: dict[str, str | None]) -> Callable:
    """The decoding loop's attention step: per (source, best hypothesis), the decoder layer
    that word alignment reads (``attention.DEFAULT_LAYER``), its heads averaged, [T, S],
    the pieces that label it and the word alignment (a multilingual model's target tag,
    the source's first piece, is no word: the links count the text's words)."""
    eos = tokenizer.sp.id_to_piece(EOS_ID)
    tag_ids = {tokenizer.for_target(t).prefix[0] for t in tags.values() if t is not None}

    def attend(sources: list[list[int]], targets: list[list[int]]) -> list[dict]:
        out = []
        for src, tgt, maps in zip(sources, targets, attention_maps_batch(model, sources, targets)):
            layer = layer_index(None, maps.cross.size(0))
            src_pieces, tgt_pieces = pieces(tokenizer, src), pieces(tokenizer, tgt)
            matrix = maps.cross[layer].mean(0)
            out.append({"layer": layer, "heads": int(maps.cross.size(1)),
                        "source_tokens": src_pieces + [eos], "target_tokens": tgt_pieces + [eos],
                        "matrix": [[round(x, 4) for x in row] for row in matrix.tolist()],
                        "alignment": [list(link) for link in word_alignment(
                            maps, src_pieces, tgt_pieces, prefix=int(src[:1] != [] and
                                                                     src[0] in tag_ids))]})
        return out

    return attend


def _decoding_thread_setup() -> None:
    torch.set_grad_enabled(False)  # per thread: the decoding loop's own


def load(spec: ModelSpec, languages: Languages, decode: DecodeOptions,
         serve: ServeOptions) -> Loaded:
    """Open ``spec`` as ``nmt translate`` would and start its decoding loop.

    Args:
        decode: the server's decoding defaults (their engine picks what decodes; with
            CTranslate2 the checkpoint is loaded too, for attention maps).
        serve: device, precision, the decoding loop's batching, the widest beam.
    """
    began = time.perf_counter()
    backend, tokenizer, info, model = _open(list(spec.paths), decode, serve.device,
                                            serve.precision, spec.attention)
    if decode.beam > tokenizer.vocab_size:
        raise NmtError(f"--beam {decode.beam} is larger than the model's vocabulary "
                       f"({tokenizer.vocab_size} pieces)")
    for tag in languages.targets.values():
        tokenizer.for_target(tag)  # a tag the vocabulary lacks: refused now, not per request
    unavailable = _attention_unavailable(info, model, spec.attention)
    attend = _attend(model, tokenizer, languages.targets) if unavailable is None else None
    targets = sorted(languages.targets)
    info.update(languages={"source": languages.source,
                           "target": targets[0] if len(targets) == 1 else targets},
                decoding=decode.search_settings(), attention=unavailable or "available")
    batcher = Batcher(backend, max_batch_tokens=serve.max_batch_tokens,
                      max_wait=serve.max_wait_ms / 1000, max_queue=serve.max_queue,
                      attend=attend, setup=_decoding_thread_setup)
    return Loaded(batcher, tokenizer, unavailable, _public(info), info["description"],
                  time.perf_counter() - began)


def _languages(recorded: list[dict], spec: ModelSpec) -> Languages:
    """The pair(s) of a model from what its files record (an ensemble's members must
    agree) and what the command line gives, which wins."""
    seen = {(r["src_lang"], r["tgt_lang"], tuple(sorted(r["lang_tags"].items())))
            for r in recorded}
    seen = {s for s in seen if s[0] and s[1]}  # a member that does not say cannot disagree
    name = spec.paths[0]
    if len(seen) > 1 and not (spec.src and spec.tgt):
        raise NmtError(f"the ensemble's checkpoints were trained on different language "
                       f"pairs ({', '.join(sorted(f'{s}->{t}' for s, t, _ in seen))})")
    src, tgt, tags = seen.pop() if len(seen) == 1 else (None, None, ())
    tags = dict(tags)
    source = spec.src or src
    if tags:  # multilingual: every tagged target, or the one the command line names
        if spec.tgt is not None and spec.tgt not in tags:
            raise NmtError(f"{name} does not translate into {spec.tgt}; it knows "
                           f"{', '.join(sorted(tags))}")
        targets = {spec.tgt: tags[spec.tgt]} if spec.tgt else tags
    else:
        targets = {spec.tgt or tgt: None}
    if not source or source == MULTIPLE or None in targets:
        raise NmtError(f"{name} does not record its language pair (no src_lang/tgt_lang in "
                       "its data manifest); give it as --model SRC-TGT=PATH (or --src LANG "
                       "--tgt LANG with --ckpt)")
    return Languages(source, targets)
