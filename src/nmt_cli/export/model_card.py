"""The model card (``README.md``) of a Hugging Face export: what the model is, where it
came from, what it was trained on and how well it did, all read from the checkpoint."""

from __future__ import annotations

import hashlib
import math
from pathlib import Path

from ..checkpoint import best_validation_score, model_config
from ..data.lang_tags import lang_tags


def _front_matter(manifest: dict) -> list[str]:
    """The Hub's metadata block: languages (a multilingual model's targets each), library,
    task."""
    targets = sorted(lang_tags(manifest)) or [manifest.get("tgt_lang")]
    langs = [x for x in (manifest.get("src_lang"), *targets) if x]
    lines = ["---"]
    if langs:
        lines += ["language:"] + [f"- {x}" for x in dict.fromkeys(langs)]
    lines += ["library_name: transformers", "pipeline_tag: translation",
              "tags:", "- translation", "- marian", "- nmt-cli", "---", ""]
    return lines


def _lineage(ckpt: dict, path: Path) -> list[str]:
    """The checkpoint, the checkpoints it averages, and the ones it was fine-tuned from."""
    sha256 = hashlib.sha256(path.read_bytes()).hexdigest()  # the export holds it all anyway
    lines = [f"- exported by `nmt export --format hf` from `{path.name}` (sha256 `{sha256}`), "
             f"step {ckpt.get('step', 0)}, epoch {ckpt.get('epoch', 0)}"]
    if ckpt.get("averaged_from"):
        lines.append(f"- the average of {', '.join(f'`{p}`' for p in ckpt['averaged_from'])}")
    for depth, parent in enumerate(ckpt.get("parents") or []):
        what = "fine-tuned from" if depth == 0 else "which was fine-tuned from"
        lines.append(f"- {what} `{Path(str(parent.get('path'))).name}` (step "
                     f"{parent.get('step')}, sha256 `{parent.get('sha256')}`)")
    return lines


def _data(manifest: dict) -> list[str]:
    """The prepared data the checkpoint names: corpus, pair, splits, vocabulary."""
    if not manifest:
        return ["The checkpoint names no training data."]
    lines = [f"- corpus: {manifest.get('corpus', '?')} "
             f"({manifest.get('src_lang', '?')} -> {manifest.get('tgt_lang', '?')})"]
    kind = (manifest.get("args") or {}).get("kind")
    if manifest.get("source") and kind == "hub":  # a dataset id; local paths stay private
        lines.append(f"- from the Hugging Face dataset {manifest['source']}")
    elif kind is not None:
        lines.append(f"- from {'local files' if kind == 'local' else 'a saved dataset'}")
    for split, counts in (manifest.get("splits") or {}).items():
        lines.append(f"- {split}: {counts.get('pairs', '?')} sentence pairs, "
                     f"{counts.get('src_tokens', '?')} source and "
                     f"{counts.get('tgt_tokens', '?')} target subwords")
    if manifest.get("tokenizer_from"):
        lines.append(f"- tokenized with the sentencepiece model of "
                     f"{manifest['tokenizer_from'].get('source', '?')}")
    return lines


def _scores(ckpt: dict) -> list[str]:
    """What the checkpoint records of its validation: BLEU, loss."""
    lines = []
    for metric, name in (("bleu", "BLEU"), ("chrf", "chrF")):
        score = best_validation_score(ckpt, metric)
        if score is not None:
            lines.append(f"- best validation {name} (sacreBLEU), which chose this checkpoint: "
                         f"{score:.2f}")
    loss = ckpt.get("best_valid_loss")
    if isinstance(loss, float) and math.isfinite(loss):
        lines.append(f"- best validation loss: {loss:.4f} nats per target subword "
                     f"(perplexity {math.exp(loss):.2f})")
    return lines or ["The checkpoint records no scores (an averaged or exported checkpoint "
                     "keeps the weights only); score it with `nmt score`."]


def _architecture(ckpt: dict) -> list[str]:
    cfg = model_config(ckpt)
    deep_shallow = (" (a deeper encoder than decoder: Kasai et al. 2021, \"Deep Encoder, "
                    "Shallow Decoder\", for faster decoding)"
                    if cfg.encoder_depth > cfg.decoder_depth else "")
    bias = ckpt["model"].get("generator.proj.bias")
    restricted = (f", restricted to the {int((bias == 0).sum())} pieces its training "
                  "targets used (a bias of -10,000 on the others' logits)"
                  if cfg.restrict_output and bias is not None else "")
    return [f"The Transformer of \"Attention Is All You Need\" (Vaswani et al. 2017): "
            f"{cfg.encoder_depth} encoder and {cfg.decoder_depth} decoder layers{deep_shallow}, "
            f"d_model {cfg.d_model}, d_ff {cfg.d_ff}, {cfg.n_heads} heads, a vocabulary of "
            f"{cfg.vocab_size} sentencepiece pieces, post-norm, {cfg.activation}, sinusoidal "
            f"positions, {'tied' if cfg.share_embeddings else 'separate'} embeddings and output "
            f"projection{' (with a bias)' if cfg.output_bias else ''}"
            f"{restricted}. "
            + ("Imported from transformers with `nmt import hf`, then converted back"
               if ckpt.get("imported_from") else "Trained with nmt-cli and converted")
            + " exactly to transformers' `MarianMTModel`."]


def _targets(manifest: dict) -> tuple[str, list[str]]:
    """A multilingual model's: the example's first words (a tag), and a paragraph saying
    how a source chooses its target; for a model of one target, nothing."""
    tags = lang_tags(manifest)
    if not tags:
        return "", []
    listed = ", ".join(f"`{tags[lang]}` ({lang})" for lang in sorted(tags))
    return f"{tags[min(tags)]} ", [
        "", f"A multilingual model: each source starts with its target's tag, {listed}, "
        "which MarianTokenizer maps to its one vocabulary piece (`nmt translate "
        "--tgt-lang` puts it there)."]


def model_card(ckpt: dict, path: Path, generation: dict) -> str:
    """The README.md of an export of ``ckpt`` (read from ``path``), with ``generation``
    the settings written to generation_config.json."""
    manifest = ckpt.get("data_manifest") or {}
    tag, targets = _targets(manifest)
    lines = _front_matter(manifest)
    lines += [f"# {manifest.get('corpus', 'nmt-cli')} "
              f"{manifest.get('src_lang', '?')}-{manifest.get('tgt_lang', '?')} Transformer",
              ""] + _architecture(ckpt)
    lines += ["", "## Lineage", ""] + _lineage(ckpt, path)
    lines += ["", "## Training data", ""] + _data(manifest)
    lines += ["", "## Scores", ""] + _scores(ckpt)
    lines += ["", "## Use", "", "```python",
              "from transformers import AutoModelForSeq2SeqLM, AutoTokenizer", "",
              'tokenizer = AutoTokenizer.from_pretrained("PATH_OR_HUB_ID")',
              'model = AutoModelForSeq2SeqLM.from_pretrained("PATH_OR_HUB_ID")',
              f'batch = tokenizer(["{tag}A sentence to translate."], return_tensors="pt", '
              'padding=True)',
              "print(tokenizer.batch_decode(model.generate(**batch), skip_special_tokens=True))",
              "```", "", "(transformers 4.x also has `pipeline(\"translation\", "
              "model=\"PATH_OR_HUB_ID\")`; version 5 removed that pipeline.)", "",
              f"generation_config.json: beam {generation['num_beams']}, length penalty "
              f"{generation['length_penalty']} (|Y|^alpha; nmt-cli divides by GNMT's "
              f"((5+|Y|)/6)^alpha), at most {generation['max_new_tokens'] - 1} output tokens. "
              f"`nmt translate` allows |x|+50 for a source of |x| subwords: pass "
              f"`max_new_tokens` per sentence to match it. Greedy search "
              f"(`num_beams=1`) gives nmt-cli's output token for token."] + targets
    return "\n".join(lines) + "\n"
