"""``nmt prepare``: its flags, and a call into ``data.prepare``."""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

import typer

from ..cpus import usable_cpus


def prepare(
    name: str = typer.Argument(..., help="wmt14-en-de, wmt14-en-fr, sample, bible-en-es, a Hugging Face dataset id, "
                                         "a save_to_disk directory, or a name for local files given with --train or --corpus"),
    out: Optional[Path] = typer.Option(None, "--out", help="Output directory.", show_default="data/<name>"),
    train: Optional[str] = typer.Option(None, "--train", metavar="PREFIX", help="Local training files PREFIX (PREFIX.<src>, PREFIX.<tgt>)."),
    valid: Optional[str] = typer.Option(None, "--valid", metavar="PREFIX", help="Local validation files PREFIX."),
    test: Optional[str] = typer.Option(None, "--test", metavar="PREFIX", help="Local test files PREFIX."),
    src: Optional[str] = typer.Option(None, "--src", metavar="LANG", help="Source language code."),
    tgt: Optional[str] = typer.Option(None, "--tgt", metavar="LANG", help="Target language code."),
    hf_config: Optional[str] = typer.Option(None, "--hf-config", help="Config name of a Hugging Face dataset (e.g. de-en)."),
    vocab_size: Optional[int] = typer.Option(None, "--vocab-size", help="Shared BPE vocabulary size (default: 37000, the paper's, for WMT14; 8000 for sample and bible-en-es)."),
    max_len: int = typer.Option(250, "--max-len", help="Drop training pairs longer than this many subwords per side."),
    max_ratio: float = typer.Option(1.5, "--max-ratio", help="Drop training pairs whose length ratio exceeds this."),
    dedup: bool = typer.Option(False, "--dedup/--no-dedup", help="Drop exact duplicate training pairs."),
    input_sentence_size: int = typer.Option(2_000_000, "--input-sentence-size",
                                            help="Sentences sampled for BPE training (bounds RAM)."),
    workers: int = typer.Option(usable_cpus(), "--workers", help="Encoding processes.", show_default="the cores this process may use"),
    force: bool = typer.Option(False, "--force", help="Rebuild even if an identical dataset exists; replace one of another language pair or direction."),
    tokenizer_from: Optional[Path] = typer.Option(None, "--tokenizer-from", metavar="CKPT_OR_MODEL",
                                                  help="Encode with this sentencepiece model instead of learning one: a checkpoint's (to fine-tune it with `nmt train --init-from`), a .model file, or a prepared directory's. Not with --vocab-size."),
    protect: bool = typer.Option(True, "--protect/--no-protect",
                                 help="Mask placeholders, tags, URLs... in the training pairs with ⦅N⦆ symbols so the model learns to copy them; --no-protect trains on the text as is."),
    corpus: Optional[List[str]] = typer.Option(None, "--corpus", metavar="SRC-TGT=TRAIN,VALID[,TEST]",
                                               help="One corpus of a multilingual dataset: its direction and local file prefixes (PREFIX.<src>, PREFIX.<tgt>). Repeatable; the splits are the corpora's in the order given. Not with --train."),
    corpora_file: Optional[Path] = typer.Option(None, "--corpora", metavar="FILE",
                                                help="A corpus list: one --corpus spec a line, # comments allowed, prefixes relative to FILE's directory."),
    tgt_lang_tag: Optional[bool] = typer.Option(None, "--tgt-lang-tag/--no-tgt-lang-tag",
                                                help="Start every source with its target's tag (>>es<<), one vocabulary piece, so one model translates into several languages.",
                                                show_default="on where the corpora have several target languages"),
) -> None:
    """Fetch or read a parallel corpus, learn a shared BPE vocabulary, write binarized data."""
    # when the command runs: `nmt --help` stays fast
    from ..data.prepare import PrepareOptions, prepare_dataset

    options = PrepareOptions(train=train, valid=valid, test=test, src=src, tgt=tgt,
                             hf_config=hf_config, vocab_size=vocab_size, max_len=max_len,
                             max_ratio=max_ratio, dedup=dedup,
                             input_sentence_size=input_sentence_size, workers=workers,
                             tokenizer_from=tokenizer_from, protect=protect,
                             corpus=tuple(corpus or ()), corpora_file=corpora_file,
                             tgt_lang_tag=tgt_lang_tag)
    prepare_dataset(name, out, options, force=force)
