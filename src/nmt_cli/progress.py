"""What a run shows and records: rich progress bars, or log lines without a terminal.

``nmt prepare``: a bar per step (a line per finished step in a log) and summary tables.
``nmt train``: progress, log lines, metrics.jsonl and TensorBoard; only rank 0 logs or
writes, other ranks get a logger that does nothing.
"""

from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path
from typing import Optional

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn,
                           TimeElapsedColumn, TimeRemainingColumn)
from rich.table import Table

from .atomic import atomic_write


def fmt_time(seconds: float) -> str:
    """``seconds`` as h:mm:ss."""
    seconds = int(max(seconds, 0))
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}"


def _drop_records_after(path: Path, step: int) -> None:
    """Keep only the records of steps up to ``step``, the one a resumed run continues from.

    A run killed after its last checkpoint had logged steps that the resumed run trains
    again; kept, they would be in the file twice, and a learning curve would double back.
    A line the kill cut short is dropped too. Bytes that are not UTF-8 (damage: the records
    are ASCII JSON) are read as U+FFFD, so their line is dropped as that one is, unless the
    damage is inside a string and the record still parses. Rewritten with
    ``atomic_write``: a kill during the rewrite loses no record.
    """
    if not path.exists():
        return
    kept = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            if json.loads(line)["step"] <= step:
                kept.append(line + "\n")
        except (ValueError, KeyError, TypeError):
            continue
    text = "".join(kept).encode("utf-8")
    atomic_write(path, lambda f: f.write(text))


class TrainLogger:
    """Aggregates updates between log lines; appends every record to ``metrics.jsonl``.

    ``elapsed0``: seconds the run took before this process (a resumed run), so that the
    log, its ETA and the records' ``elapsed_s`` count the whole run, and a learning curve
    does not jump back to 0 at a resume. ``clock`` (``train.stopping.TrainingClock``: its
    ``now()`` gives the run's wall and training seconds) replaces it: the records then
    carry ``train_s`` too, the ETA counts down the clock ``--max-time`` reads
    (``tcfg.clock``), and tokens/s leave out the time spent validating and saving.
    """

    def __init__(self, run_dir: Path, active: bool, tcfg, start_step: int,
                 elapsed0: float = 0.0, clock=None):
        self.active = active
        self.tcfg = tcfg
        self.console = Console(stderr=True)
        self.console.on_broken_pipe = self._reader_gone  # rich's own exits the process
        self.start = time.time() - elapsed0
        self.clock = clock
        self.start_step = start_step
        self._reset_window()
        self.progress = None
        self.tb = None
        if not active:
            return
        run_dir.mkdir(parents=True, exist_ok=True)
        # from step 0 too: a run killed before its first checkpoint had logged records
        # that this run, starting over, logs again
        _drop_records_after(run_dir / "metrics.jsonl", start_step)
        self.metrics = open(run_dir / "metrics.jsonl", "a", encoding="utf-8")
        if self.console.is_terminal:
            self.progress = Progress(
                TextColumn("[bold]step {task.completed}/{task.total}"), BarColumn(),
                TextColumn("{task.description}"), TimeElapsedColumn(), TimeRemainingColumn(),
                console=self.console, transient=True)
            self.task = self.progress.add_task("", total=tcfg.max_steps, completed=start_step)
            self.progress.start()
        try:
            from torch.utils.tensorboard import SummaryWriter  # optional: tensorboard
            self.tb = SummaryWriter(str(run_dir / "tensorboard"))
        except Exception:  # tensorboard not installed: metrics.jsonl is the record
            self.tb = None

    def _now(self) -> tuple[float, float | None]:
        """(the run's seconds, its training seconds or None without a clock)."""
        return self.clock.now() if self.clock is not None else (time.time() - self.start, None)

    def begin(self) -> None:
        """The updates start now: the first window's time counts from here, not from
        when the run directory was opened."""
        self._reset_window()

    def _reset_window(self) -> None:
        self.w_loss = self.w_nll = self.w_tokens = 0.0
        self.w_steps = 0
        wall, trained = self._now()
        self.window_start = wall if trained is None else trained

    def _print(self, text: str) -> None:
        if self.console.quiet:  # the reader went away
            return
        try:
            (self.progress.console if self.progress else self.console).print(
                text, highlight=False, soft_wrap=True)
        except OSError:
            self._reader_gone()

    def _reader_gone(self) -> None:
        """`nmt train ... 2>&1 | head`, a closed terminal: the log's reader went away.
        The run goes on (metrics.jsonl still gets every record) instead of dying
        between checkpoints."""
        self.console.quiet = True
        try:  # later writes, and the flush at exit (else exit code 120), go nowhere
            devnull = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(devnull, self.console.file.fileno())
            finally:
                os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass

    def _record(self, record: dict) -> None:
        self.metrics.write(json.dumps(record) + "\n")
        self.metrics.flush()
        if self.tb is not None:
            for k, v in record.items():
                if k not in ("step", "kind") and isinstance(v, (int, float)):
                    self.tb.add_scalar(f"{record['kind']}/{k}", v, record["step"])

    def info(self, text: str) -> None:
        if self.active:
            self._print(text)

    def due(self, step: int) -> bool:
        """Whether ``train(step, ...)`` writes a log line (every ``--log-every`` and step 1)."""
        return step == 1 or step % max(self.tcfg.log_every, 1) == 0

    def train(self, step: int, res, lr: float) -> None:
        """Add an update (``step.StepResult``) to the window; log the window when ``due``.

        The sums may be 0-d tensors still on the device (``NMT_TRAIN_SPEED=lazy_loss``):
        they are added there, and read (the host waiting for the device) only for a log line.
        """
        if not self.active:
            return
        self.w_loss += res.loss_sum
        self.w_nll += res.nll_sum
        self.w_tokens += res.ntokens
        self.w_steps += 1
        if self.progress:
            lazy = not isinstance(res.loss_sum, (int, float))
            self.progress.update(self.task, completed=step, **({} if lazy else {
                "description": f"loss {res.loss_sum / max(res.ntokens, 1):.3f}"}))
        if not self.due(step):
            return
        tokens = max(self.w_tokens, 1.0)
        w_loss, w_nll = float(self.w_loss), float(self.w_nll)
        wall, trained = self._now()
        dt = max((wall if trained is None else trained) - self.window_start, 1e-9)
        rate = self.w_steps / dt
        rec = {"kind": "train", "step": step, "loss": w_loss / tokens,
               "ppl": math.exp(min(w_nll / tokens, 50.0)), "lr": lr,
               "tokens_per_update": self.w_tokens / self.w_steps,
               "tokens_per_s": self.w_tokens / dt, "elapsed_s": wall,
               **({} if trained is None else {"train_s": trained})}
        if self.progress:
            self.progress.update(self.task, description=f"loss {rec['loss']:.3f}")
        eta = (self.tcfg.max_steps - step) / rate if rate > 0 else 0.0
        if self.tcfg.max_time:
            on_clock = trained if trained is not None and self.tcfg.clock == "train" else wall
            eta = min(eta, self.tcfg.max_time * 60 - on_clock)
        self._print(f"step {step:>7} | loss {rec['loss']:.3f} | ppl {rec['ppl']:8.2f} | "
                    f"lr {lr:.2e} | {rec['tokens_per_update']:.0f} tok/upd | "
                    f"{rec['tokens_per_s']:,.0f} tok/s | {fmt_time(rec['elapsed_s'])} | "
                    f"ETA {fmt_time(eta)}")
        self._record(rec)
        self._reset_window()

    def valid(self, step: int, metrics: dict, best: bool) -> None:
        if not self.active:
            return
        wall, trained = self._now()
        rec = {"kind": "valid", "step": step, "elapsed_s": wall,
               **({} if trained is None else {"train_s": trained}), **metrics}
        bleu = ""
        if "valid_bleu" in metrics:
            bleu = f" | BLEU {metrics['valid_bleu']:.2f}"
            if "valid_chrf" in metrics:
                bleu += (f" | chrF {metrics['valid_chrf']:.2f} "
                         f"({metrics.get('valid_bleu_lines', '?')} lines)")
        self._print(f"[bold]valid[/] step {step:>7} | loss {metrics['valid_loss']:.3f} | "
                    f"ppl {metrics['valid_ppl']:.2f}{bleu}{' | best' if best else ''}")
        self._record(rec)

    def close(self) -> None:
        if not self.active:
            return
        if self.progress:
            self.progress.stop()
        if self.tb is not None:
            self.tb.close()
        self.metrics.close()


# ---------------------------------------------------------------------------- nmt prepare

def step_progress(console: Console) -> "Progress | StepLines":
    """A progress bar per step of ``nmt prepare``; without a terminal, a line per step."""
    if not console.is_terminal:
        return StepLines(console)
    return Progress(SpinnerColumn(), TextColumn("{task.description:<16}"), BarColumn(),
                    MofNCompleteColumn(), TimeElapsedColumn(), console=console, transient=True)


class StepLines:
    """What ``Progress`` would show, as a line per finished step, for logs.

    Without a terminal rich draws no bars, and WMT14 prepares for minutes; a batch
    job's log should still say how far it got and how long each step took.
    Steps run one after another, so a step is done when the next one starts.
    """

    def __init__(self, console: Console):
        self._console = console
        self._step: Optional[str] = None
        self._start = 0.0
        self._pairs: Optional[int] = None  # None: a step that counts no pairs (BPE)

    def __enter__(self) -> "StepLines":
        return self

    def __exit__(self, exc_type, *exc) -> None:
        if exc_type is None:
            self._finish()

    def add_task(self, description: str, total: Optional[int] = None) -> int:
        self._finish()
        self._step, self._start = description, time.monotonic()
        self._pairs = None if total is None else 0
        return 0

    def advance(self, task: int, advance: int) -> None:
        self._pairs = (self._pairs or 0) + advance

    def update(self, task: int, total: Optional[int] = None,
               completed: Optional[int] = None) -> None:
        if completed is not None and self._pairs is not None:
            self._pairs = completed

    def _finish(self) -> None:
        if self._step is not None:
            pairs = "" if self._pairs is None else f": {self._pairs:,} pairs"
            self._console.print(f"{self._step}{pairs} ({time.monotonic() - self._start:.1f} s)",
                                soft_wrap=True, highlight=False)
            self._step = None


def print_prepare_summary(console: Console, manifest: dict, out: Path) -> None:
    """Pairs and tokens per split, the corpora of a mix, then the training pairs each
    cleaning rule removed."""
    tags = manifest.get("lang_tags") or {}
    tagged = f", sources tagged {' '.join(tags.values())}" if tags else ""
    table = Table(title=f"{manifest['corpus']} {manifest['src_lang']}->{manifest['tgt_lang']}"
                        f" -> {out}  (vocab {manifest['vocab_size']}, {manifest['dtype']}"
                        f"{tagged})")
    for col in ("split", "pairs in", "pairs kept", "src tokens", "tgt tokens"):
        table.add_column(col, justify="left" if col == "split" else "right")
    for split, s in manifest["splits"].items():
        table.add_row(split, f"{s['pairs_raw']:,}", f"{s['pairs']:,}",
                      f"{s['src_tokens']:,}", f"{s['tgt_tokens']:,}")
    console.print(table)
    if manifest.get("corpora"):
        console.print(_corpora_table(manifest["corpora"], list(manifest["splits"])))
    c = manifest["cleaning"]
    rules = Table(title="train cleaning")
    rules.add_column("rule")
    rules.add_column("pairs removed", justify="right")
    labels = {"empty": "empty side (after strip)", "duplicate": "exact duplicate"
              + ("" if c["dedup"] else " (off)"),
              "too_long": f"over {c['max_len']} subwords", "ratio": f"length ratio > {c['max_ratio']}"}
    for rule, n in c["removed"].items():  # in the order prepare applies them
        rules.add_row(labels[rule], f"{n:,}")
    console.print(rules)


def _corpora_table(corpora: list[dict], splits: list[str]) -> Table:
    """The pairs kept of each corpus of a mix (``--corpus``), per split, in their order."""
    table = Table(title="corpora, in order")
    for col in ("pair", "train files", *splits):
        table.add_column(col, justify="right" if col in splits else "left")
    for c in corpora:
        table.add_row(f"{c['src']}->{c['tgt']}", c["train"],
                      *(f"{c['pairs'][s]:,}" if c.get(s) else "-" for s in splits))
    return table
