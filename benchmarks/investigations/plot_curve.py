"""Learning curves of several training runs in one figure: validation loss and BLEU against
wall-clock time (one run's curve, with the learning rate and against updates too: ``nmt info
RUN_DIR --plot curve.png``).

    python -m benchmarks.investigations.plot_curve RUN_DIR [RUN_DIR ...] -o curve.png

(from the repository root)

Reads each run's ``metrics.jsonl`` (written by ``nmt train``); needs matplotlib
(``pip install 'nmt-cli[plot]'``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nmt_cli.errors import NmtError
from nmt_cli.train.curve import read_records


def read_valid(run_dir: Path) -> list[dict]:
    """The run's validation records that carry their minute (``nmt info --plot``'s reader)."""
    try:
        return [r for r in read_records(run_dir)[1] if "elapsed_s" in r]
    except NmtError as e:
        sys.exit(f"error: {e}")


def plot(run_dirs: list[Path], out: Path) -> None:
    try:
        import matplotlib
    except ImportError:
        sys.exit("error: plotting needs matplotlib: pip install 'nmt-cli[plot]'")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    runs = {run: read_valid(run) for run in run_dirs}
    # an empty figure would pass for a curve: a recipe that made none must fail
    if not any(runs.values()):
        sys.exit(f"error: no validation in {', '.join(str(r / 'metrics.jsonl') for r in runs)}")
    fig, (ax_loss, ax_bleu) = plt.subplots(1, 2, figsize=(11, 4))
    for run, rows in runs.items():
        if not rows:
            continue
        minutes = [r["elapsed_s"] / 60 for r in rows]
        ax_loss.plot(minutes, [r.get("valid_nll", r["valid_loss"]) for r in rows], marker=".", label=run.name)
        with_bleu = [(m, r["valid_bleu"]) for m, r in zip(minutes, rows) if "valid_bleu" in r]
        if with_bleu:
            ax_bleu.plot(*zip(*with_bleu), marker=".", label=run.name)
    ax_loss.set(xlabel="minutes", ylabel="validation NLL (nats/token)",
                title="validation loss")
    ax_bleu.set(xlabel="minutes", ylabel="sacreBLEU", title="validation BLEU (beam 4)")
    for ax in (ax_loss, ax_bleu):
        ax.grid(alpha=0.3)
        if ax.get_lines():  # a run too short for a BLEU point leaves that side empty
            ax.legend()
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("-o", "--output", type=Path, default=Path("curve.png"))
    args = parser.parse_args()
    plot(args.runs, args.output)
    print(f"wrote {args.output}")
