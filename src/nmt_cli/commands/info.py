"""``nmt info``: what a preset or a checkpoint is, and how many parameters it has."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..config import ModelConfig, from_dict, parameter_breakdown, to_dict
from ..config import preset as get_preset
from ..data.lang_tags import lang_tags
from ..errors import NmtError

console = Console()


def info(
    ckpt: Optional[Path] = typer.Argument(None, help="A checkpoint to describe, or a run directory (its last checkpoint)."),
    preset: Optional[str] = typer.Option(None, "--preset", help="Describe a preset instead: base, big, small, tiny."),
    vocab_size: Optional[int] = typer.Option(None, "--vocab-size", help="Vocabulary size for --preset."),
    plot: Optional[Path] = typer.Option(None, "--plot", metavar="FILE",
                                        help="Draw the run's learning curve to FILE (.png, .svg, .pdf): validation loss, BLEU/chrF and the learning rate against updates and minutes (needs the plot extra)."),
) -> None:
    """Architecture and parameter count of a preset or of a checkpoint; a run's learning curve."""
    if sys.stdout is None:  # started with stdout closed (`>&-`): rich would print to nothing
        raise NmtError("stdout is closed: nmt info prints there; redirect it to a file (> FILE)")
    if (ckpt is None) == (preset is None):
        raise NmtError("give either a checkpoint or --preset NAME")
    if ckpt is None:
        if plot is not None:
            raise NmtError("--plot draws a run: give its directory or a checkpoint in it")
        describe_preset(preset, vocab_size)
        return
    if plot is not None:
        from ..train.curve import draw  # matplotlib: only when a plot is asked for

        console.print(f"learning curve: {escape(str(draw(ckpt, plot)))}")
    last = ckpt / "checkpoint_last.pt"
    if ckpt.is_dir() and last.is_file():  # a run directory: its last checkpoint
        describe_checkpoint(last)
    elif not (ckpt.is_dir() and plot is not None):  # a run still without one: the plot alone
        describe_checkpoint(ckpt)


def _config_table(title: str, cfg: dict) -> Table:
    table = Table(title=title, show_header=False, title_justify="left")
    for key, value in cfg.items():
        table.add_row(key, str(value))
    return table


def model_rows(cfg: ModelConfig) -> dict:
    """The config as the model table shows it: one depth where the stacks are alike (as
    before they could differ), else each stack's instead of n_layers."""
    rows = {k: v for k, v in to_dict(cfg).items() if k not in ("encoder_layers", "decoder_layers")}
    if cfg.encoder_depth == cfg.decoder_depth:
        return rows
    del rows["n_layers"]
    return {"encoder_layers": cfg.encoder_depth, "decoder_layers": cfg.decoder_depth, **rows}


def _params_table(cfg: ModelConfig) -> Table:
    table = Table(title="parameters", title_justify="left")
    table.add_column("part")
    table.add_column("parameters", justify="right")
    for part, n in parameter_breakdown(cfg).items():
        table.add_row(part, f"{n:,} ({n / 1e6:.1f}M)")
    return table


def describe_lineage(ckpt: dict) -> list[str]:
    """Where a fine-tuned checkpoint's run started (``finetune``), nearest parent first."""
    lines = []
    for depth, p in enumerate(ckpt.get("parents") or []):
        what = "fine-tuned from" if depth == 0 else "  which was fine-tuned from"
        lines.append(f"{what} {p.get('path')} (step {p.get('step')}, sha256 {p.get('sha256')})")
    return lines


def describe_tokenizer(spm_model: bytes) -> str:
    """One sentencepiece model for both sides, or an imported model's pair of them over
    one joint vocabulary, and where its decoder starts (``data.joint_vocab``)."""
    from ..data.tokenizer import Tokenizer  # sentencepiece: not at `nmt --help`

    tok = Tokenizer(spm_model)
    if tok.pair is None:
        return f"tokenizer: one sentencepiece model for both sides, {tok.vocab_size} pieces"
    sp, vocab = tok.pair.specials, tok.pair.vocab
    return (f"tokenizer: a source and a target sentencepiece model over one joint vocabulary "
            f"of {tok.vocab_size} pieces, renumbered from transformers' (pad {sp.pad}, unk "
            f"{sp.unk}, eos {sp.eos}); decoder start: {vocab[sp.start]!r} (transformers id "
            f"{sp.start}), our BOS")


def describe_targets(record: dict | None) -> str | None:
    """A multilingual model's target languages, as its data manifest (or an export's
    nmt_config.json) records their tags (``data.lang_tags``); None for one target."""
    tags = lang_tags(record)
    if not tags:
        return None
    listed = ", ".join(f"{lang} ({tags[lang]})" for lang in sorted(tags))
    return f"target languages: {listed}; choose one with nmt translate --tgt-lang LANG"


def target_hint(record: dict | None) -> str:
    """What a multilingual model's `nmt translate` needs more: `` --tgt-lang LANG (one of
    de, es)``; "" for a model of one target."""
    tags = lang_tags(record)
    return f" --tgt-lang LANG (one of {', '.join(sorted(tags))})" if len(tags) > 1 else ""


def describe_preset(name: str, vocab_size: int | None) -> None:
    try:
        p = get_preset(name)
    except KeyError as e:
        raise NmtError(e.args[0]) from None
    cfg = p.model
    if vocab_size is not None:
        if vocab_size < 8:
            raise NmtError(f"--vocab-size {vocab_size} is too small")
        cfg.vocab_size = vocab_size
    console.print(f"[bold]{name}[/]: {p.description}")
    console.print(_config_table("model", model_rows(cfg)))
    console.print(_params_table(cfg))


def describe_checkpoint(path: Path) -> None:
    # imported when the command runs, so that `nmt --help` starts without torch
    from ..checkpoint import load_checkpoint
    from ..decode.ct2_backend import read_export_meta
    from ..export.ct2_files import NMT_CONFIG

    if (Path(path) / NMT_CONFIG).is_file():  # `nmt export` output, which translate takes too
        # the checked reader: an export from elsewhere may describe itself with anything
        _describe_export(Path(path), read_export_meta(path))
        return
    ckpt = load_checkpoint(path)
    cfg = from_dict(ModelConfig, ckpt["model_config"])
    # escape: a path may hold brackets (runs/[exp1]/...) that rich would read as markup
    console.print(f"[bold]{escape(str(path))}[/]: step {ckpt.get('step', 0)}, "
                  f"epoch {ckpt.get('epoch', 0)}")
    for line in describe_lineage(ckpt):  # the parent and its own, nearest first
        console.print(line, highlight=False, markup=False, soft_wrap=True)
    if ckpt.get("imported_from"):  # `nmt import`
        console.print(f"imported from {ckpt['imported_from'].get('path')}", highlight=False,
                      markup=False, soft_wrap=True)
    console.print(_config_table("model", model_rows(cfg)))
    bias = ckpt["model"].get("generator.proj.bias")
    if cfg.restrict_output and bias is not None:
        console.print(f"output layer restricted to {int((bias == 0).sum()):,} of "
                      f"{cfg.vocab_size:,} pieces (--restrict-output)", highlight=False)
    console.print(describe_tokenizer(ckpt["spm_model"]), highlight=False, markup=False,
                  soft_wrap=True)
    targets = describe_targets(ckpt.get("data_manifest"))
    if targets:
        console.print(targets, highlight=False, markup=False, soft_wrap=True)
    if ckpt.get("train_config"):
        console.print(_config_table("training", ckpt["train_config"]))
    manifest = ckpt.get("data_manifest")
    if manifest:
        console.print("[bold]data manifest[/]")
        console.print_json(json.dumps(manifest, default=str))
    console.print(_params_table(cfg))


def _export_model(path: Path, meta: dict) -> ModelConfig:
    """The model an export's nmt_config.json describes. `nmt translate` does not read
    model_config (CTranslate2's own files hold the model), so an export without one still
    translates; here it is what the tables show.

    Raises:
        NmtError: one line: no ``model_config``, or one that describes no model.
    """
    from ..export.ct2_files import NMT_CONFIG  # as describe_checkpoint: when the command runs

    where = path / NMT_CONFIG
    if "model_config" not in meta:
        keys = ", ".join(map(repr, sorted(meta)))  # repr: a key may hold a line break
        raise NmtError(f"{where} lacks model_config, so the model cannot be described ("
                       + (f"its keys: {keys[:80]}" if keys else "it is empty") + ")")
    try:
        cfg = from_dict(ModelConfig, meta["model_config"])
        parameter_breakdown(cfg)  # the table printed last: fail before the first line
    except (TypeError, ValueError, ArithmeticError) as e:
        reason = " ".join(str(e).split())  # one line, whatever the values held
        raise NmtError(f"{where}: its model_config describes no model ({reason})") from None
    return cfg


def _describe_export(path: Path, meta: dict) -> None:
    cfg = _export_model(path, meta)
    console.print(f"[bold]{escape(str(path))}[/]: CTranslate2 export "
                  f"({meta.get('quantization', 'float32')}) of "
                  f"{escape(str(meta.get('source_checkpoint', '?')))}, step {meta.get('step', 0)}")
    console.print(_config_table("model", model_rows(cfg)))
    targets = describe_targets(meta)
    if targets:
        console.print(targets, highlight=False, markup=False, soft_wrap=True)
    console.print(_params_table(cfg))
