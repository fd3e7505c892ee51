"""A run's learning curve, drawn from the ``metrics.jsonl`` that ``nmt train`` writes
(``nmt info RUN_DIR --plot curve.png``): validation loss, validation BLEU and chrF, and the
learning rate, against updates (top row) and against minutes (bottom row). Minutes are the
run's wall clock (``elapsed_s``), validation included, as a user waited for them.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..atomic import atomic_write
from ..errors import NmtError

METRICS = "metrics.jsonl"


def metrics_file(path: Path) -> Path:
    """The metrics of the run a path names: a run directory, or a checkpoint in one."""
    run = path if path.is_dir() else path.parent
    found = run / METRICS
    if not found.is_file():
        raise NmtError(f"{found} not found: --plot draws a run of nmt train (its directory, or "
                       "a checkpoint inside it)")
    return found


def read_records(path: Path) -> tuple[list[dict], list[dict]]:
    """(training records, validation records) of ``path``'s run; a line cut short by a
    stopped run is skipped, and so is any other line that is not a record: bytes that are
    not UTF-8 (read as U+FFFD, then not JSON), JSON that is not an object with a step."""
    train, valid, found = [], [], metrics_file(path)
    with open(found, encoding="utf-8", errors="replace") as f:
        for line in f:
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue
            if not (isinstance(rec, dict) and isinstance(rec.get("step"), (int, float))):
                continue
            if rec.get("kind") == "train" and "lr" in rec:
                train.append(rec)
            elif rec.get("kind") == "valid" and "valid_loss" in rec:
                valid.append(rec)
    if not valid and not train:
        raise NmtError(f"{found} holds no training or validation records yet")
    return train, valid


def _series(records: list[dict], key: str) -> list[tuple[int, float, float]]:
    """(update, minutes, value) of the records that have ``key``."""
    return [(r["step"], r.get("elapsed_s", 0.0) / 60, r[key]) for r in records if key in r]


PANELS = (  # (title, y label, which records, keys drawn)
    ("validation loss", "NLL (nats/token)", "valid", ("valid_nll",)),
    ("validation score", "sacreBLEU / chrF2", "valid", ("valid_bleu", "valid_chrf")),
    ("learning rate", "learning rate", "train", ("lr",)),
)


def draw(path: Path, out: Path) -> Path:
    """Draw ``path``'s run to ``out`` (PNG, SVG or PDF by its suffix), written whole.

    Raises:
        NmtError: no metrics, no records, or matplotlib missing (the plot extra).
    """
    train, valid = read_records(path)
    try:
        import matplotlib  # the optional plot extra: imported only when a plot is asked for
    except ImportError:
        raise NmtError("--plot needs matplotlib: pip install 'nmt-cli[plot]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # after choosing the backend, which must come first

    records = {"train": train, "valid": valid}
    fig, axes = plt.subplots(2, len(PANELS), figsize=(14, 7), squeeze=False)
    for col, (title, ylabel, which, keys) in enumerate(PANELS):
        for row, (x, xlabel) in enumerate(((0, "updates"), (1, "minutes (wall clock)"))):
            ax = axes[row][col]
            for key in keys:
                points = _series(records[which], key)
                if key == "valid_nll" and not points:  # runs before valid_nll: the loss
                    points, key = _series(valid, "valid_loss"), "valid_loss"
                if points:
                    ax.plot([p[x] for p in points], [p[2] for p in points],
                            marker="." if which == "valid" else None, label=key)
            ax.set(title=title, xlabel=xlabel, ylabel=ylabel)
            ax.grid(alpha=0.3)
            if ax.get_lines():
                ax.legend()
            else:  # an empty frame would pass for a flat curve
                ax.text(0.5, 0.5, "not recorded" + (" (nmt train --bleu-every N)"
                                                    if "valid_bleu" in keys else ""),
                        ha="center", va="center", transform=ax.transAxes, color="gray")
    fig.suptitle(str(metrics_file(path).parent))
    fig.tight_layout()
    kind = out.suffix.lstrip(".").lower() or "png"
    try:
        atomic_write(out, lambda f: fig.savefig(f, format=kind, dpi=110))
    except ValueError as e:  # a suffix matplotlib does not write
        raise NmtError(f"--plot {out}: {e}") from None
    finally:
        plt.close(fig)
    return out
