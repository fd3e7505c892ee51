"""``nmt train``: its flags, and a call into ``train.launch``."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from ..train.options import Start, check_train_options


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
    encoder_layers: Optional[int] = typer.Option(None, "--encoder-layers", help="The encoder's layers, instead of N (a deep encoder and a shallow decoder decode faster: Kasai et al. 2021).", show_default="N"),
    decoder_layers: Optional[int] = typer.Option(None, "--decoder-layers", help="The decoder's layers, instead of N (e.g. --encoder-layers 12 --decoder-layers 1).", show_default="N"),
    d_model: Optional[int] = typer.Option(None, "--d-model", help="d_model: width of the embeddings and every layer (paper: 512 base, 1024 big).", show_default="the preset's"),
    d_ff: Optional[int] = typer.Option(None, "--d-ff", help="d_ff: inner width of the feed-forward sublayers (paper: 2048 base, 4096 big).", show_default="the preset's"),
    restrict_output: Optional[bool] = typer.Option(None, "--restrict-output/--no-restrict-output", help="A new model's output layer covers only the pieces its training and dev targets use (tied weights kept; stored in the checkpoint, and decoding and exports honour it): fewer products per update where the target side uses part of a shared vocabulary. A run resumed or fine-tuned keeps its model's; fine-tuning widens it to the new targets.", show_default="off"),
    heads: Optional[int] = typer.Option(None, "--heads", help="h: attention heads (paper: 8 base, 16 big); must divide --d-model.", show_default="the preset's"),
    max_steps: Optional[int] = typer.Option(None, "--max-steps", help="Stop after this many updates (0: save the starting weights)."),
    max_epochs: Optional[int] = typer.Option(None, "--max-epochs", help="Stop after this many epochs."),
    max_time: Optional[float] = typer.Option(None, "--max-time", help="Stop after this many minutes (of training, or of wall time: --clock)."),
    clock: Optional[str] = typer.Option(None, "--clock", help="What --max-time and --cooldown count: train (updates only; validation, dev decoding and checkpoint saves are off the clock) or wall (everything, as a job scheduler's limit counts).", show_default="train"),
    patience: Optional[int] = typer.Option(None, "--patience", help="Stop after N validations without improvement of --best-metric."),
    best_metric: Optional[str] = typer.Option(None, "--best-metric", help="What chooses checkpoint_best.pt and what --patience counts: loss (dev perplexity), bleu or chrf (dev sacreBLEU, then decoded at every validation whatever --bleu-every says).", show_default="loss"),
    validate_every: Optional[int] = typer.Option(None, "--validate-every", help="Validate every N updates."),
    bleu_every: Optional[int] = typer.Option(None, "--bleu-every", help="Decode the validation set for BLEU and chrF every N updates (0 = off)."),
    bleu_sample: Optional[int] = typer.Option(None, "--bleu-sample", metavar="N", help="Decode only N evenly spaced dev lines for BLEU and chrF, the same ones every time (0 = all).", show_default="0"),
    save_every: Optional[int] = typer.Option(None, "--save-every", help="Save a checkpoint every N updates."),
    save_every_minutes: Optional[float] = typer.Option(None, "--save-every-minutes", help="...and/or every N minutes."),
    keep_last: Optional[int] = typer.Option(None, "--keep-last", help="Keep the last K step checkpoints."),
    precision: Optional[str] = typer.Option(None, "--precision", help="auto (bf16 where the GPU has it natively or the CPU's bf16 products time faster than fp32's, fp16 with loss scaling on older GPUs, else fp32), fp32, bf16 or fp16."),
    seed: Optional[int] = typer.Option(None, "--seed", help="Random seed."),
    log_every: Optional[int] = typer.Option(None, "--log-every", help="Log every N updates."),
    resume: bool = typer.Option(True, "--resume/--no-resume", help="Continue from the run directory's last checkpoint."),
    init_from: Optional[Path] = typer.Option(None, "--init-from", metavar="CKPT", help="Start from this checkpoint's weights and architecture (fine-tuning): fresh Adam, schedule and step count; the data must be prepared with --tokenizer-from CKPT."),
    init_keep_optimizer: bool = typer.Option(False, "--init-keep-optimizer", help="With --init-from: keep its Adam moments too (the step count and schedule still start afresh)."),
    ema: Optional[float] = typer.Option(None, "--ema", metavar="DECAY", help="Keep an exponential moving average of the weights (decay per update, e.g. 0.999), saved at every save as checkpoint_ema.pt beside the raw weights (0 = off).", show_default="0"),
    subword_alpha: Optional[float] = typer.Option(None, "--subword-alpha", help="Subword regularisation: every epoch, train on a new segmentation of each sentence, each BPE merge dropped with this probability (BPE-dropout; 0 = off, the default; 0.1 is usual)."),
) -> None:
    """Train a Transformer with the paper's recipe (CPU, one or several GPUs, torchrun)."""
    model_overrides = dict(dropout=dropout, pre_norm=pre_norm, n_layers=layers, d_model=d_model,
                           d_ff=d_ff, n_heads=heads, encoder_layers=encoder_layers,
                           decoder_layers=decoder_layers, restrict_output=restrict_output)
    train_overrides = dict(
        max_tokens=max_tokens, tokens_per_update=tokens_per_update, lr_scale=lr_scale,
        cooldown=cooldown, warmup_steps=warmup, label_smoothing=label_smoothing,
        max_steps=max_steps, max_epochs=max_epochs, max_time=max_time, patience=patience,
        validate_every=validate_every, bleu_every=bleu_every, save_every=save_every,
        save_every_minutes=save_every_minutes, keep_last=keep_last, precision=precision,
        seed=seed, log_every=log_every, subword_alpha=subword_alpha, best_metric=best_metric,
        bleu_sample=bleu_sample, clock=clock, ema=ema)
    start = Start(init_from, init_keep_optimizer, lr)
    check_train_options(preset, model_overrides, train_overrides, start)  # before torch loads
    from ..train.launch import run_training  # torch: when the command runs, once checked

    run_training(data, preset, out, gpus, resume, model_overrides, train_overrides, start)
