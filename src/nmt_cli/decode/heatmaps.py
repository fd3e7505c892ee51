"""The Annotated Transformer's pictures of attention, for one translation (``nmt attention``).

A sentence is translated (beam search, as ``nmt translate`` does; or ``--target`` gives
the translation to look at, as ``nmt translate --force-target`` does), then one teacher-forced
pass records every attention weight (``attention_maps.attention_maps``). The figure is one
tall PNG, read top to bottom as the model runs: encoder self-attention, decoder
self-attention, decoder-source attention; one row of panels per layer, one panel per
head. In every panel a row is a query and a column a key, each labelled with its
subword piece (rows on the first panel of a row of panels, which its heads share):
source pieces and ``</s>`` on the encoder's side; on the decoder's side a row is
labelled with the piece its position predicts (the translation and ``</s>``) and a
column of decoder self-attention with the piece its position reads (``<s>`` and the
translation). Colours run from 0 to the panel's largest weight, so that a head's
pattern shows even where its weights are spread thin.

``--format json`` writes the matrices instead (no matplotlib needed): the labels, the
weights as nested lists [N, h, rows, columns] (N the encoder's layers, or the decoder's),
and the word alignment of ``nmt translate --alignment``. A deep encoder's figure has more
rows of encoder panels than of decoder ones. matplotlib comes with the ``plot`` extra
(``pip install 'nmt-cli[plot]'``); without it the PNG path stops with one line.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from ..errors import NmtError

DPI = 100
KIND_TITLES = {"encoder": "encoder self-attention", "decoder": "decoder self-attention",
               "cross": "decoder-source attention"}
# inches: the smallest panel, per label beyond what it holds, the space between panels
# (tick labels: pieces of up to ~12 characters at 6 points), and the margins
PANEL, PER_LABEL, GAP, LEFT, TOP, BOTTOM, RIGHT = 2.2, 0.1, 0.9, 1.4, 0.6, 0.3, 0.2


def layout(n_layers: int, n_heads: int, n_labels: int,
           decoder_layers: int | None = None) -> dict[str, float]:
    """The figure's geometry in inches: panel side, width and height (a row of h panels
    per encoder layer, then two per decoder layer, ``decoder_layers`` None: as many as the
    encoder's); the PNG is width x height times ``DPI`` pixels."""
    panel = max(PANEL, PER_LABEL * n_labels)
    rows = n_layers + 2 * (n_layers if decoder_layers is None else decoder_layers)
    return {"panel": panel,
            "width": LEFT + n_heads * panel + (n_heads - 1) * GAP + RIGHT,
            "height": TOP + rows * panel + (rows - 1) * GAP + BOTTOM + GAP}


def require_matplotlib() -> None:
    """One line and exit 1 where matplotlib is missing, before any model is loaded."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise NmtError("nmt attention draws with matplotlib, which is not installed: "
                       "pip install 'nmt-cli[plot]' (or use --format json for the raw "
                       "matrices)") from None


def draw(maps, labels: dict[str, list[str]], title: str, path: Path) -> None:
    """Write the figure of ``maps`` (``attention.AttentionMaps``) to ``path`` (PNG).

    ``labels``: "source" (S), "inputs" (T, decoder inputs), "outputs" (T, predicted).
    """
    # matplotlib, the plot extra (``require_matplotlib``), and slow to import
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    n_heads = maps.encoder.size(1)
    # a deep encoder's rows, then its shallow decoder's, one kind after the other
    depth = {kind: getattr(maps, kind).size(0) for kind in KIND_TITLES}
    geo = layout(depth["encoder"], n_heads, max(len(labels["source"]), len(labels["outputs"])),
                 depth["decoder"])
    w, h, panel = geo["width"], geo["height"], geo["panel"]
    fig = Figure(figsize=(w, h), dpi=DPI)
    FigureCanvasAgg(fig)  # Figure alone, no pyplot: no global state, no display needed
    # two lines at most (source, translation), each cut to the figure's width
    chars = int((w - LEFT - RIGHT) * 12)  # ~12 characters of 10-point text per inch
    title = "\n".join(textwrap.shorten(x, chars, placeholder=" …") for x in title.split("\n"))
    fig.suptitle(title, x=LEFT / w, y=1 - 0.1 / h, ha="left", va="top", fontsize=10)
    axes = {"encoder": ("source", "source"), "decoder": ("outputs", "inputs"),
            "cross": ("outputs", "source")}
    first_row = 0
    for kind, (row_labels, col_labels) in axes.items():
        weights = getattr(maps, kind)
        for layer in range(depth[kind]):
            r = first_row + layer
            for head in range(n_heads):
                x0 = LEFT + head * (panel + GAP)
                y0 = h - TOP - (r + 1) * panel - r * GAP
                ax = fig.add_axes((x0 / w, y0 / h, panel / w, panel / h))
                data = weights[layer, head].numpy()
                ax.imshow(data, cmap="viridis", vmin=0.0, vmax=max(float(data.max()), 1e-9),
                          aspect="auto", interpolation="nearest")
                ax.set_xticks(range(len(labels[col_labels])), labels[col_labels],
                              rotation=90, fontsize=6)
                ax.set_title(f"layer {layer + 1}, head {head + 1}", fontsize=8)
                if head == 0:
                    # a row's panels share their rows' pieces, so only its first names them,
                    # as the Annotated Transformer's figures do: matplotlib builds each tick
                    # and label, a third of the drawing time
                    ax.set_yticks(range(len(labels[row_labels])), labels[row_labels],
                                  fontsize=6)
                    ax.set_ylabel(KIND_TITLES[kind], fontsize=9)
                else:
                    ax.set_yticks([])
        first_row += depth[kind]
    fig.savefig(path, dpi=DPI)


def as_json(maps, labels: dict[str, list[str]], source: str, translation: str,
            alignment: str, layer: int) -> dict:
    """The matrices and their labels as plain data (rounded to 6 decimals)."""
    def rounded(x):
        return x.double().round(decimals=6).tolist()

    return {"source": source, "translation": translation,
            "source_pieces": labels["source"], "decoder_inputs": labels["inputs"],
            "decoder_outputs": labels["outputs"],
            "encoder": rounded(maps.encoder), "decoder": rounded(maps.decoder),
            "cross": rounded(maps.cross), "alignment": alignment, "alignment_layer": layer}
