"""The ``nmt`` command: parses options, calls into the library, turns errors into one line.

Heavy modules (torch, datasets) are imported inside each command so that
``nmt --help`` and ``nmt score`` start quickly.
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path
from typing import List, Optional

import typer
from rich.console import Console
from rich.markup import escape

from . import __version__
from .cpus import usable_cpus
from .errors import NmtError

app = typer.Typer(
    name="nmt",
    help="The Transformer of 'Attention Is All You Need': prepare data, train, translate, score.",
    rich_markup_mode="rich",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
err = Console(stderr=True)


def _version(value: bool) -> None:
    if value:
        print(f"nmt-cli {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Print the version and exit."),
) -> None:
    """The Transformer of 'Attention Is All You Need': prepare data, train, translate, score."""


# --------------------------------------------------------------------------- prepare

@app.command()
def prepare(
    name: str = typer.Argument(..., help="wmt14-en-de, wmt14-en-fr, sample, bible-en-es, a Hugging Face dataset id, "
                                         "a save_to_disk directory, or a name for local files given with --train"),
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
) -> None:
    """Fetch or read a parallel corpus, learn a shared BPE vocabulary, write binarized data."""
    from .prepare import prepare_dataset

    prepare_dataset(
        name=name, out=out, train=train, valid=valid, test=test, src=src, tgt=tgt,
        hf_config=hf_config, vocab_size=vocab_size, max_len=max_len, max_ratio=max_ratio,
        dedup=dedup, input_sentence_size=input_sentence_size, workers=workers, force=force,
        tokenizer_from=tokenizer_from,
    )


# --------------------------------------------------------------------------- train

@app.command(context_settings={"allow_extra_args": False})
def train(
    data: Path = typer.Option(Path("data/wmt14-en-de"), "--data", help="Directory written by `nmt prepare`."),
    preset: Optional[str] = typer.Option(None, "--preset", help="base, big, small or tiny.", show_default="base; a resumed run's or --init-from's own"),
    out: Optional[Path] = typer.Option(None, "--out", help="Run directory.", show_default="runs/<data>-<preset>"),
    gpus: Optional[int] = typer.Option(None, "--gpus", help="GPUs on this machine (0 = CPU).", show_default="all visible"),
    max_tokens: Optional[int] = typer.Option(None, "--max-tokens", help="Tokens per device per forward/backward (padded, longer side).", show_default="the preset's (4096; tiny 2048); on a GPU, a new run's is sized to its memory"),
    tokens_per_update: Optional[int] = typer.Option(None, "--tokens-per-update", help="Tokens per optimizer step: sentences x the longer side, padded (paper: ~25000 source + ~25000 target)."),
    lr_scale: Optional[float] = typer.Option(None, "--lr-scale", help="Factor on the inverse-square-root schedule."),
    lr: Optional[float] = typer.Option(None, "--lr", help="Peak learning rate, reached at the end of warmup (sets --lr-scale).", show_default="the preset's; with --init-from the parent's last"),
    cooldown: Optional[float] = typer.Option(None, "--cooldown", metavar="FRACTION", help="Decay the learning rate linearly to 0 over the last FRACTION of the run (of --max-time, else of --max-steps); 0 = off, the paper's schedule.", show_default="0"),
    warmup: Optional[int] = typer.Option(None, "--warmup", help="Warmup steps (paper: 4000).", show_default="the preset's; with --init-from a tenth of the parent's"),
    label_smoothing: Optional[float] = typer.Option(None, "--label-smoothing", help="Label smoothing epsilon (paper: 0.1)."),
    dropout: Optional[float] = typer.Option(None, "--dropout", help="Residual/embedding dropout."),
    pre_norm: Optional[bool] = typer.Option(None, "--pre-norm/--post-norm", help="Layer norm placement (paper: post)."),
    layers: Optional[int] = typer.Option(None, "--layers", help="N: encoder and decoder layers (paper: 6), instead of the preset's.", show_default="the preset's"),
    d_model: Optional[int] = typer.Option(None, "--d-model", help="d_model: width of the embeddings and every layer (paper: 512 base, 1024 big).", show_default="the preset's"),
    d_ff: Optional[int] = typer.Option(None, "--d-ff", help="d_ff: inner width of the feed-forward sublayers (paper: 2048 base, 4096 big).", show_default="the preset's"),
    heads: Optional[int] = typer.Option(None, "--heads", help="h: attention heads (paper: 8 base, 16 big); must divide --d-model.", show_default="the preset's"),
    max_steps: Optional[int] = typer.Option(None, "--max-steps", help="Stop after this many updates (0: save the starting weights)."),
    max_epochs: Optional[int] = typer.Option(None, "--max-epochs", help="Stop after this many epochs."),
    max_time: Optional[float] = typer.Option(None, "--max-time", help="Stop after this many minutes."),
    patience: Optional[int] = typer.Option(None, "--patience", help="Stop after N validations without improvement."),
    validate_every: Optional[int] = typer.Option(None, "--validate-every", help="Validate every N updates."),
    bleu_every: Optional[int] = typer.Option(None, "--bleu-every", help="Decode the validation set every N updates (0 = off)."),
    save_every: Optional[int] = typer.Option(None, "--save-every", help="Save a checkpoint every N updates."),
    save_every_minutes: Optional[float] = typer.Option(None, "--save-every-minutes", help="...and/or every N minutes."),
    keep_last: Optional[int] = typer.Option(None, "--keep-last", help="Keep the last K step checkpoints."),
    precision: Optional[str] = typer.Option(None, "--precision", help="auto (bf16 where the GPU or CPU has it natively, fp16 with loss scaling on older GPUs, else fp32), fp32, bf16 or fp16."),
    seed: Optional[int] = typer.Option(None, "--seed", help="Random seed."),
    log_every: Optional[int] = typer.Option(None, "--log-every", help="Log every N updates."),
    resume: bool = typer.Option(True, "--resume/--no-resume", help="Continue from the run directory's last checkpoint."),
    init_from: Optional[Path] = typer.Option(None, "--init-from", metavar="CKPT", help="Start from this checkpoint's weights and architecture (fine-tuning): fresh Adam, schedule and step count; the data must be prepared with --tokenizer-from CKPT."),
    init_keep_optimizer: bool = typer.Option(False, "--init-keep-optimizer", help="With --init-from: keep its Adam moments too (the step count and schedule still start afresh)."),
    subword_alpha: Optional[float] = typer.Option(None, "--subword-alpha", help="Subword regularisation: every epoch, train on a new segmentation of each sentence, each BPE merge dropped with this probability (BPE-dropout; 0 = off, the default; 0.1 is usual)."),
) -> None:
    """Train a Transformer with the paper's recipe (CPU, one or several GPUs, torchrun)."""
    from .train import run_training

    run_training(
        data=data, preset_name=preset, out=out, gpus=gpus, resume=resume,
        init_from=init_from, init_keep_optimizer=init_keep_optimizer, peak_lr=lr,
        model_overrides=dict(dropout=dropout, pre_norm=pre_norm, n_layers=layers, d_model=d_model,
                             d_ff=d_ff, n_heads=heads),
        train_overrides=dict(
            max_tokens=max_tokens, tokens_per_update=tokens_per_update, lr_scale=lr_scale,
            cooldown=cooldown,
            warmup_steps=warmup, label_smoothing=label_smoothing, max_steps=max_steps,
            max_epochs=max_epochs, max_time=max_time, patience=patience,
            validate_every=validate_every, bleu_every=bleu_every, save_every=save_every,
            save_every_minutes=save_every_minutes, keep_last=keep_last, precision=precision,
            seed=seed, log_every=log_every, subword_alpha=subword_alpha,
        ),
    )


# --------------------------------------------------------------------------- translate

@app.command()
def translate(
    ckpt: List[Path] = typer.Option(..., "--ckpt", help="Checkpoint (repeat for an ensemble)."),
    input: Optional[Path] = typer.Option(None, "--input", "-i", help="Input file.", show_default="stdin"),
    output: Optional[Path] = typer.Option(None, "--output", "-o", help="Output file.", show_default="stdout"),
    beam: int = typer.Option(4, "--beam", help="Beam size (paper: 4)."),
    lenpen: float = typer.Option(0.6, "--lenpen", help="Length penalty alpha (paper: 0.6)."),
    lenpen_style: str = typer.Option("gnmt", "--lenpen-style",
                                     help="gnmt: ((5+|Y|)/6)^alpha (the paper's); plain: |Y|^alpha (fairseq, Marian, CTranslate2)."),
    greedy: bool = typer.Option(False, "--greedy", help="Greedy decoding (beam 1)."),
    nbest: int = typer.Option(1, "--nbest", help="Print N hypotheses per line with scores, tab-separated."),
    max_len_a: float = typer.Option(1.0, "--max-len-a", help="Max output length = a * source length + b."),
    max_len_b: int = typer.Option(50, "--max-len-b", help="Max output length = a * source length + b."),
    max_input_len: int = typer.Option(1024, "--max-input-len",
                                      help="Inputs longer than this many subwords are cut to it, with a warning."),
    batch_tokens: int = typer.Option(4096, "--batch-tokens", help="Source tokens per decoding batch."),
    batch_size: int = typer.Option(128, "--batch-size", help="Sentences per decoding batch at most."),
    device: str = typer.Option("auto", "--device", help="auto, cpu, cuda, cuda:N."),
    precision: str = typer.Option("fp32", "--precision", help="fp32, bf16 or fp16."),
    alignment: bool = typer.Option(False, "--alignment",
                                   help="Append word alignments from the attention: 'translation ||| 0-0 1-2 ...' (source-target word pairs, 0-based)."),
    alignment_layer: Optional[int] = typer.Option(None, "--alignment-layer",
                                                  help="Decoder layer whose heads --alignment averages (negative: from the top).",
                                                  show_default="-1, the last"),
    force_target: Optional[Path] = typer.Option(None, "--force-target", metavar="FILE",
                                                help="Score line i of FILE as the translation of input line i instead of searching: 'i<TAB>score<TAB>translation'."),
    engine: str = typer.Option("auto", "--engine",
                               help="auto: CTranslate2 on the CPU when installed (the checkpoint is converted once and cached beside it), else PyTorch; torch: our search (the reference); ct2: CTranslate2 or fail."),
) -> None:
    """Translate lines from stdin (or --input) to stdout, in order, one output line per input line."""
    from .translate import run_translate

    try:
        run_translate(
            ckpts=ckpt, input=input, output=output, beam=1 if greedy else beam, lenpen=lenpen,
            lenpen_style=lenpen_style, nbest=nbest, max_len_a=max_len_a, max_len_b=max_len_b,
            max_input_len=max_input_len, batch_tokens=batch_tokens, batch_size=batch_size,
            device=device, precision=precision, alignment=alignment,
            alignment_layer=alignment_layer, force_target=force_target, engine=engine,
        )
    except BrokenPipeError:
        # `nmt translate ... | head`: the reader went away, which is not an error. Caught
        # here because click turns it into exit 1 before main() would see it.
        _silence_stdout()
        raise typer.Exit(0) from None


# --------------------------------------------------------------------------- score

@app.command()
def score(
    files: List[str] = typer.Argument(..., help="HYP REF [REF ...] (use - for stdin); with --compare: HYP_A HYP_B REF [REF ...]."),
    metrics: str = typer.Option("bleu,chrf,ter", "--metrics", "-m", help="Comma-separated: bleu, chrf, ter."),
    lowercase: bool = typer.Option(False, "--lowercase", "-lc", help="Case-insensitive BLEU."),
    tokenize: str = typer.Option("13a", "--tokenize", "-tok", help="sacreBLEU tokenizer: 13a, intl, zh, ja-mecab, char, none, ..."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
    compare: bool = typer.Option(False, "--compare", help="Paired bootstrap resampling of system B against system A."),
) -> None:
    """sacreBLEU scores (BLEU, chrF, TER) of detokenized hypotheses, with signatures."""
    from .score import run_score

    run_score(files=files, metrics=metrics, lowercase=lowercase, tokenize=tokenize,
              as_json=as_json, compare=compare)


# --------------------------------------------------------------------------- average

@app.command()
def average(
    inputs: List[Path] = typer.Argument(..., help="A run directory, or checkpoint files."),
    last: int = typer.Option(5, "--last", help="Average the last N step checkpoints of a run directory (paper: 5 base, 20 big)."),
    output: Path = typer.Option(..., "--output", "-o", help="Averaged checkpoint to write."),
) -> None:
    """Average the weights of several checkpoints (the paper's last 5 / last 20)."""
    from .checkpoint import average_checkpoints, checkpoints_to_average

    paths = checkpoints_to_average(inputs, last)
    average_checkpoints(paths, output)
    err.print(f"averaged {len(paths)} checkpoints -> {escape(str(output))}", highlight=False,
              soft_wrap=True)


# --------------------------------------------------------------------------- info

@app.command()
def info(
    ckpt: Optional[Path] = typer.Argument(None, help="A checkpoint to describe."),
    preset: Optional[str] = typer.Option(None, "--preset", help="Describe a preset instead: base, big, small, tiny."),
    vocab_size: Optional[int] = typer.Option(None, "--vocab-size", help="Vocabulary size for --preset."),
) -> None:
    """Architecture and parameter count of a preset or of a checkpoint."""
    from .info import describe_checkpoint, describe_preset

    if (ckpt is None) == (preset is None):
        raise NmtError("give either a checkpoint or --preset NAME")
    if ckpt is not None:
        describe_checkpoint(ckpt)
    else:
        describe_preset(preset, vocab_size)


# --------------------------------------------------------------------------- attention

@app.command()
def attention(
    sentence: Optional[str] = typer.Argument(None, help="A sentence to translate and look inside."),
    ckpt: Path = typer.Option(..., "--ckpt", help="Checkpoint."),
    input: Optional[Path] = typer.Option(None, "--input", "-i", help="One figure per line of this file, into the directory -o."),
    output: Path = typer.Option(..., "--output", "-o", help="File to write (a directory with --input)."),
    format: str = typer.Option("png", "--format", help="png: heatmaps of every layer and head (needs matplotlib); json: the raw matrices."),
    beam: int = typer.Option(4, "--beam", help="Beam size of the translation."),
    target: Optional[str] = typer.Option(None, "--target", help="The sentence's translation to look at, instead of searching one."),
    device: str = typer.Option("auto", "--device", help="auto, cpu, cuda, cuda:N."),
) -> None:
    """Attention of every layer and head for a sentence and its translation, as heatmaps or JSON."""
    from .heatmaps import run_attention

    run_attention(ckpt, sentence, input, output, format, beam, device, target)


# --------------------------------------------------------------------------- export

@app.command()
def export(
    ckpt: Path = typer.Option(..., "--ckpt", help="Checkpoint to export (e.g. the output of `nmt average`)."),
    out: Path = typer.Option(..., "--out", help="Model directory to write."),
    format: str = typer.Option("ctranslate2", "--format", help="Export format: ctranslate2."),
    quantization: Optional[str] = typer.Option(None, "--quantization",
                                               help="Weight type: int8, int16, float16, bfloat16, int8_float16, ... (default float32)."),
    force: bool = typer.Option(False, "--force", help="Replace --out if it exists."),
) -> None:
    """Export a checkpoint for deployment (CTranslate2: fast CPU/GPU inference, int8)."""
    from .export import export_checkpoint

    export_checkpoint(ckpt, out, format=format, quantization=quantization, force=force)
    err.print(f"exported {ckpt} -> {out} (ctranslate2, {quantization or 'float32'}); "
              f"translate with: nmt translate --ckpt {out}", highlight=False, soft_wrap=True)


# --------------------------------------------------------------------------- serve

@app.command()
def serve(
    ckpt: List[Path] = typer.Option(..., "--ckpt", help="Checkpoint, `nmt export` directory, or several checkpoints (an ensemble)."),
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on (0.0.0.0: every interface)."),
    port: int = typer.Option(8000, "--port", help="Port to listen on (0: a free one)."),
    beam: int = typer.Option(4, "--beam", help="Default beam size (paper: 4)."),
    lenpen: float = typer.Option(0.6, "--lenpen", help="Default length penalty alpha (paper: 0.6)."),
    lenpen_style: str = typer.Option("gnmt", "--lenpen-style", help="gnmt or plain, as in `nmt translate`."),
    max_len_a: float = typer.Option(1.0, "--max-len-a", help="Max output length = a * source length + b."),
    max_len_b: int = typer.Option(50, "--max-len-b", help="Max output length = a * source length + b."),
    max_input_len: int = typer.Option(1024, "--max-input-len", help="Longest line in subwords; longer ones are refused."),
    device: str = typer.Option("auto", "--device", help="auto, cpu, cuda, cuda:N."),
    precision: str = typer.Option("fp32", "--precision", help="fp32, bf16 or fp16."),
    max_beam: int = typer.Option(16, "--max-beam", help="Widest beam (and n-best) a request may ask for."),
    max_batch_tokens: int = typer.Option(4096, "--max-batch-tokens", help="Source tokens decoded together at most."),
    max_wait_ms: float = typer.Option(50.0, "--max-wait-ms", help="How long a request waits for others to batch with (under load: for the clients just answered)."),
    max_queue: int = typer.Option(10_000, "--max-queue", help="Lines waiting at most; beyond, requests get 503."),
    src: Optional[str] = typer.Option(None, "--src", metavar="LANG", help="Source language code, for a model that does not record it."),
    tgt: Optional[str] = typer.Option(None, "--tgt", metavar="LANG", help="Target language code, for a model that does not record it."),
    api_key: Optional[List[str]] = typer.Option(None, "--api-key", metavar="KEY", help="Require this key (api_key parameter, or Authorization: Bearer); repeatable."),
    api_keys_file: Optional[Path] = typer.Option(None, "--api-keys-file", metavar="FILE", help="Require one of the keys in FILE (one per line)."),
    max_body_bytes: int = typer.Option(1 << 20, "--max-body-bytes", help="Largest request body; larger ones get 413."),
    max_chars: int = typer.Option(100_000, "--max-chars", help="Characters of text per request at most."),
    max_lines: int = typer.Option(1_000, "--max-lines", help="Lines of text per request at most."),
    cors_origin: Optional[List[str]] = typer.Option(None, "--cors-origin", metavar="ORIGIN", help="Let web pages of ORIGIN (or *) call the API; repeatable. Off by default."),
    engine: str = typer.Option("auto", "--engine", help="auto, torch or ct2, as in `nmt translate` (attention maps still come from the checkpoint)."),
) -> None:
    """Serve translations over HTTP: LibreTranslate's API, a native API, a web page."""
    from .limits import Limits, load_api_keys
    from .serve import run_serve

    limits = Limits(api_keys=load_api_keys(api_key, api_keys_file), max_body_bytes=max_body_bytes,
                    max_chars=max_chars, max_lines=max_lines, cors_origins=tuple(cors_origin or ()))

    run_serve(ckpts=ckpt, engine=engine, host=host, port=port, beam=beam,
              lenpen=lenpen, lenpen_style=lenpen_style, max_len_a=max_len_a,
              max_len_b=max_len_b, max_input_len=max_input_len, device=device,
              precision=precision, max_beam=max_beam, max_batch_tokens=max_batch_tokens,
              max_wait_ms=max_wait_ms, max_queue=max_queue, src_lang=src, tgt_lang=tgt,
              limits=limits)


def main() -> None:
    """Entry point: one line on stderr and exit 1 for any error, no traceback."""
    try:
        app()
    except NmtError as e:
        # escape: messages may hold brackets (pip install 'nmt-cli[ct2]') that rich would eat
        err.print(f"[bold red]error:[/] {escape(str(e))}", highlight=False, soft_wrap=True)
        sys.exit(e.exit_code)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)
    except BrokenPipeError:
        # `nmt ... | head`: the reader went away; that is not an error.
        _silence_stdout()
        sys.exit(0)
    except OSError as e:
        if e.errno not in (errno.ENOSPC, errno.EDQUOT):
            _internal_error(e)
        _silence_stdout()  # what is still buffered cannot be written either
        where = f" {e.filename}" if e.filename else ""
        err.print(f"[bold red]error:[/] cannot write{escape(where)}: {e.strerror}",
                  highlight=False, soft_wrap=True)
        sys.exit(1)
    except Exception as e:
        _internal_error(e)


def _internal_error(e: Exception) -> None:
    """A bug: say so in one line, keep the traceback for NMT_DEBUG."""
    if os.environ.get("NMT_DEBUG"):
        raise e
    err.print(f"[bold red]internal error:[/] {type(e).__name__}: {e} "
              "(rerun with NMT_DEBUG=1 for the traceback)", highlight=False, soft_wrap=True)
    sys.exit(2)


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that the interpreter's final flush of what is still
    buffered for a closed pipe or a full disk does not print a second error."""
    try:
        sys.stdout = open(os.devnull, "w")
    except OSError:
        pass
