"""What `nmt translate --alignment` costs, and how far its links agree with a statistical
aligner's (docs/ATTENTION.md has the tables).

From the repository root:

    python -m benchmarks.investigations.bench_alignment speed --ckpt avg.pt --input dev.en
    python -m benchmarks.investigations.bench_alignment hook --ckpt avg.pt --input dev.en \\
        --baseline-src OLD/src
    python -m benchmarks.investigations.bench_alignment agreement --ckpt avg.pt \\
        --corpus ../shared/data/bible.en-es --eflomal /path/to/eflomal-align --work /tmp/align

speed: plain beam 4 and beam 4 with --alignment, side by side in one process, alternating
runs over the same lines (the Translator that `nmt translate` builds), best and median of
--repeat runs each, and the alignment pass alone over the same hypotheses. One thread by
default, with wall and CPU time: on a 2-core machine shared with other jobs the CPU time
of a one-thread run is the steadier clock.

hook: plain beam 4 with this tree's code and with another's (the commit before the
recording hook, say, from `git archive`), alternating, one process per run (each tree put
first on its PYTHONPATH): the hook must cost nothing while no recording scope is open.

agreement: there are no gold alignments for the Bible corpus, so the reference is eflomal
(an IBM1+HMM+fertility aligner, Östling and Tiedemann 2016) trained on the training and dev
verses together (lowercased whitespace words), both directions, symmetrised with
grow-diag-final-and. Ours: forced decoding of the dev set's REFERENCE translation, one
link per Spanish word, for every decoder layer (heads averaged), the mean of all layers,
and both choices of the query row (``attention_maps.SHIFT``). The command's own output
(`nmt translate --force-target --alignment`, default layer) is scored as well, so the
table's default row is what users get.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import torch

from benchmarks.paths import ROOT
from nmt_cli.decode.attention_maps import (DEFAULT_LAYER, SHIFT, align_pieces,
                                           attention_maps_batch, pieces)
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.engine import load_for_inference
from nmt_cli.decode.lines import Translator, decode_batches
from nmt_cli.decode.torch_backend import SearchTranslator


def clocks() -> tuple[float, float]:
    """Wall time and this process's CPU time. On a machine shared with other jobs the CPU
    time of a one-thread run moves far less than the wall time."""
    return time.perf_counter(), time.process_time()


def summary(runs: list[tuple[float, float]]) -> dict:
    wall, cpu = [w for w, _ in runs], [c for _, c in runs]
    return {"best_wall_s": min(wall), "median_wall_s": statistics.median(wall),
            "best_cpu_s": min(cpu), "median_cpu_s": statistics.median(cpu), "runs": runs}


def speed(args) -> dict:
    from nmt_cli.decode.engine import open_engine

    torch.set_grad_enabled(False)
    torch.set_num_threads(args.threads)
    model, tok, _ = load_for_inference(args.ckpt)
    backend = SearchTranslator([model], torch.device("cpu"))
    lines = Path(args.input).read_text(encoding="utf-8").splitlines()

    def options(engine: str, alignment: bool) -> DecodeOptions:
        """`nmt translate`'s defaults (beam 4, GNMT 0.6, a = 1, b = 50), this engine."""
        return DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=1, max_len_a=1.0,
                             max_len_b=50, engine=engine, alignment=alignment)

    # as `nmt translate` opens them, for each engine: plain, and with --alignment
    opened = {(engine, alignment): open_engine([Path(args.ckpt)], options(engine, alignment),
                                               device="cpu")
              for engine in ("auto", "torch") for alignment in (False, True)}

    def translator(engine: str, alignment: bool) -> Translator:
        return Translator(opened[engine, alignment].backend, tok, options(engine, alignment),
                          batch_tokens=4096, batch_size=128)

    names = {(e, al): f"{e}: beam 4" + (" --alignment" if al else "") for e, al in opened}
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in names.values()}
    outputs = {}
    for key in opened:
        translator(*key).translate_lines(lines[:8])  # warm-up: first calls allocate
    for _ in range(args.repeat):
        for key, name in names.items():
            w0, c0 = clocks()
            outputs[name] = translator(*key).translate_lines(lines)
            w1, c1 = clocks()
            times[name].append((w1 - w0, c1 - c0))
    # The alignment pass alone, over the hypotheses found, batched as Translator batches
    # them, encoder included (after a search, --alignment reuses the search's): on a busy
    # machine the end-to-end difference drowns in noise, this does not.
    ids = tok.encode_batch(lines)
    hyps = [tok.encode(x) for x in outputs["torch: beam 4"]]
    todo = [i for i, x in enumerate(ids) if x]
    batches = decode_batches([len(ids[i]) + 1 for i in todo], 4096, 128)
    passes = []
    with backend.decoding():
        for _ in range(args.repeat):
            w0, c0 = clocks()
            for batch in batches:
                rows = [todo[j] for j in batch]
                weights = backend.cross_attention([ids[i] for i in rows], [hyps[i] for i in rows])
                for i, w in zip(rows, weights):
                    align_pieces(w, pieces(tok, ids[i]), pieces(tok, hyps[i]))
            w1, c1 = clocks()
            passes.append((w1 - w0, c1 - c0))
    same = [a == b.partition(" ||| ")[0] for e in ("auto", "torch")
            for a, b in zip(outputs[f"{e}: beam 4"], outputs[f"{e}: beam 4 --alignment"])]
    result = {name: summary(t) for name, t in times.items()}
    result["alignment pass alone"] = summary(passes)
    for e in ("auto", "torch"):
        for clock in ("wall", "cpu"):
            plain, aligned = result[f"{e}: beam 4"], result[f"{e}: beam 4 --alignment"]
            result[f"{e}: ratio_best_{clock}"] = aligned[f"best_{clock}_s"] / plain[f"best_{clock}_s"]
            result[f"{e}: ratio_median_{clock}"] = (aligned[f"median_{clock}_s"]
                                                    / plain[f"median_{clock}_s"])
            result[f"{e}: pass_over_beam_best_{clock}"] = (
                result["alignment pass alone"][f"best_{clock}_s"] / plain[f"best_{clock}_s"])
    result["engines"] = {e: opened[e, False].name for e in ("auto", "torch")}
    result["lines"] = len(lines)
    result["same_translations"] = all(same)
    result["threads"] = torch.get_num_threads()
    result["load_average"] = os.getloadavg()
    return result


# Plain beam 4 in a process of its own; the tree it times comes first on its PYTHONPATH.
# Trees from before the decoding API was regrouped (d283eff) are timed through their API.
PLAIN_RUN = """
import hashlib, sys, time
import torch
torch.set_num_threads(int(sys.argv[3]))
import nmt_cli
torch.set_grad_enabled(False)
defaults = dict(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=1, max_len_a=1.0, max_len_b=50)
try:
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.engine import load_for_inference
    from nmt_cli.decode.lines import Translator
    try:
        from nmt_cli.decode.torch_backend import SearchTranslator
    except ImportError:  # SearchTranslator beside Translator, d283eff up to the torch-free lines
        from nmt_cli.decode.lines import SearchTranslator
except ImportError:  # the layout before d283eff
    from nmt_cli.checkpoint import load_for_inference
    from nmt_cli.translator import SearchTranslator, Translator
    model, tok, _ = load_for_inference(sys.argv[1])
    t = Translator(SearchTranslator(model, torch.device("cpu")), tok, **defaults,
                   batch_tokens=4096, batch_size=128)
else:
    model, tok, _ = load_for_inference(sys.argv[1])
    t = Translator(SearchTranslator([model], torch.device("cpu")), tok,
                   DecodeOptions(**defaults), batch_tokens=4096, batch_size=128)
lines = open(sys.argv[2], encoding="utf-8").read().splitlines()
t.translate_lines(lines[:8])
w0, c0 = time.perf_counter(), time.process_time()
out = t.translate_lines(lines)
w1, c1 = time.perf_counter(), time.process_time()
print(w1 - w0, c1 - c0, nmt_cli.__file__, hashlib.sha256("\\n".join(out).encode()).hexdigest())
"""


def hook(args) -> dict:
    trees = {"before": str(Path(args.baseline_src).resolve()), "after": str(ROOT / "src")}
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
    outputs = {}
    for _ in range(args.repeat):
        for name, src in trees.items():
            env = {**os.environ, "PYTHONPATH": src}
            line = subprocess.run([sys.executable, "-c", PLAIN_RUN, args.ckpt, args.input,
                                   str(args.threads)], env=env,
                                  capture_output=True, text=True, check=True).stdout.split()
            assert line[2].startswith(src), f"{name} imported {line[2]}, not {src}"
            times[name].append((float(line[0]), float(line[1])))
            outputs[name] = line[3]
    result = {name: summary(t) for name, t in times.items()}
    for clock in ("wall", "cpu"):
        result[f"ratio_best_{clock}"] = (result["after"][f"best_{clock}_s"]
                                         / result["before"][f"best_{clock}_s"])
        result[f"ratio_median_{clock}"] = (result["after"][f"median_{clock}_s"]
                                           / result["before"][f"median_{clock}_s"])
    result["same_translations"] = outputs["before"] == outputs["after"]
    result["threads"] = args.threads
    result["load_average"] = os.getloadavg()
    return result


# --------------------------------------------------------------------------- agreement

def grow_diag_final_and(fwd: set, rev: set) -> set:
    """Koehn et al. (2003)'s symmetrisation of two directional alignments ((i, j) links)."""
    links = fwd & rev
    union = fwd | rev
    neighbours = [(-1, 0), (0, -1), (1, 0), (0, 1), (-1, -1), (-1, 1), (1, -1), (1, 1)]
    added = True
    while added:
        added = False
        for i, j in sorted(links):
            for di, dj in neighbours:
                a, b = i + di, j + dj
                if (a, b) in union and (a, b) not in links and (
                        all(x != a for x, _ in links) or all(y != b for _, y in links)):
                    links.add((a, b))
                    added = True
    for direction in (fwd, rev):  # final-and: unaligned on both sides
        for a, b in sorted(direction):
            if all(x != a for x, _ in links) and all(y != b for _, y in links):
                links.add((a, b))
    return links


def read_links(line: str) -> set:
    return {tuple(map(int, x.split("-"))) for x in line.split()}


def eflomal(args, src_lines, tgt_lines) -> tuple[list[set], list[set]]:
    """Forward and reverse links of every pair (eflomal, cached in --work)."""
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    fwd_path, rev_path = work / "fwd.links", work / "rev.links"
    if not fwd_path.exists():
        (work / "src.txt").write_text("".join(x.lower() + "\n" for x in src_lines), "utf-8")
        (work / "tgt.txt").write_text("".join(x.lower() + "\n" for x in tgt_lines), "utf-8")
        t0 = time.perf_counter()
        subprocess.run([args.eflomal, "-s", work / "src.txt", "-t", work / "tgt.txt",
                        "-f", fwd_path, "-r", rev_path, "--overwrite"], check=True)
        print(f"eflomal: {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    fwd = [read_links(x) for x in fwd_path.read_text().splitlines()]
    rev = [read_links(x) for x in rev_path.read_text().splitlines()]
    return fwd, rev


def prf(ours: list[set], gold: list[set]) -> dict:
    hit = sum(len(a & g) for a, g in zip(ours, gold))
    p = hit / max(1, sum(map(len, ours)))
    r = hit / max(1, sum(map(len, gold)))
    return {"P": p, "R": r, "F1": 2 * p * r / max(p + r, 1e-12)}


def agreement(args) -> dict:
    corpus = Path(args.corpus)
    train_en = (corpus / "train.en").read_text(encoding="utf-8").splitlines()
    train_es = (corpus / "train.es").read_text(encoding="utf-8").splitlines()
    dev_en = (corpus / "dev.en").read_text(encoding="utf-8").splitlines()
    dev_es = (corpus / "dev.es").read_text(encoding="utf-8").splitlines()
    fwd, rev = eflomal(args, train_en + dev_en, train_es + dev_es)
    fwd, rev = fwd[len(train_en):], rev[len(train_en):]
    gdfa = [grow_diag_final_and(f, r) for f, r in zip(fwd, rev)]

    torch.set_grad_enabled(False)
    model, tok, _ = load_for_inference(args.ckpt)
    n_layers = len(model.decoder.layers)
    variants: dict[str, list[set]] = {}
    kept = []  # pairs whose detokenised words are the corpus's words (indices comparable)
    for start in range(0, len(dev_en), 16):
        src = [tok.encode(x) for x in dev_en[start:start + 16]]
        tgt = [tok.encode(x) for x in dev_es[start:start + 16]]
        for k, maps in enumerate(attention_maps_batch(model, src, tgt)):
            line = start + k
            if (len(tok.decode(src[k]).split()) != len(dev_en[line].split())
                    or len(tok.decode(tgt[k]).split()) != len(dev_es[line].split())):
                continue
            kept.append(line)
            sp, tp = pieces(tok, src[k]), pieces(tok, tgt[k])
            for shift in (False, True):
                tag = "shift" if shift else "predict"
                for layer in range(n_layers):
                    variants.setdefault(f"layer {layer} ({layer - n_layers}), {tag}", []).append(
                        set(align_pieces(maps.cross[layer], sp, tp, shift)))
                variants.setdefault(f"all layers, {tag}", []).append(
                    set(align_pieces(maps.cross.mean(0), sp, tp, shift)))
    # the yardstick's yardstick: every target word linked to the source word at the same
    # relative position, what any aligner must beat
    variants["diagonal (no model)"] = [
        {(min(n_s - 1, int((j + 0.5) * n_s / n_t)), j) for j in range(n_t)}
        for n_s, n_t in ((len(dev_en[i].split()), len(dev_es[i].split())) for i in kept)]
    gold_gdfa = [gdfa[i] for i in kept]
    gold_fwd = [fwd[i] for i in kept]
    table = {name: {"vs gdfa": prf(links, gold_gdfa), "vs forward": prf(links, gold_fwd)}
             for name, links in variants.items()}
    # the command itself, default layer: what a user of --alignment gets
    cmd = [str(Path(sys.executable).parent / "nmt"), "translate", "--ckpt", str(args.ckpt),
           "--force-target", str(corpus / "dev.es"), "--alignment", "-i", str(corpus / "dev.en")]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()
    cli = [read_links(x.split("\t")[2].partition(" ||| ")[2]) for x in out]
    table["nmt translate --force-target --alignment (default)"] = {
        "vs gdfa": prf([cli[i] for i in kept], gold_gdfa),
        "vs forward": prf([cli[i] for i in kept], gold_fwd)}
    if args.figure:
        line = args.figure_line
        figure(model, tok, dev_en[line], dev_es[line], gdfa[line], args.figure)
    return {"pairs": len(dev_en), "compared": len(kept), "default_layer": DEFAULT_LAYER,
            "shift": SHIFT, "gold_links_gdfa": sum(map(len, gold_gdfa)), "table": table}


def figure(model, tok, en: str, es: str, gold: set, path: str) -> None:
    """One dev verse: the default layer's decoder-source attention (heads averaged) summed
    into words, with our links (circles) and eflomal's grow-diag-final-and links (crosses)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from nmt_cli.decode.attention_maps import attention_maps, layer_index, word_ids

    src, tgt = tok.encode(en), tok.encode(es)
    layer = layer_index(None, len(model.decoder.layers))
    maps = attention_maps(model, src, tgt)
    sp, tp = pieces(tok, src), pieces(tok, tgt)
    probs = maps.cross[layer].mean(0)[:len(tp), :len(sp)]  # the rows SHIFT = False reads
    sw, tw = torch.tensor(word_ids(sp)), torch.tensor(word_ids(tp))
    by_src = probs.new_zeros(len(tp), int(sw.max()) + 1).index_add_(1, sw, probs)
    words = by_src.new_zeros(int(tw.max()) + 1, by_src.size(1)).index_add_(0, tw, by_src)
    words /= torch.bincount(tw)[:, None]
    ours = align_pieces(maps.cross[layer], sp, tp)
    fig = Figure(figsize=(0.32 * words.size(1) + 2.5, 0.3 * words.size(0) + 2.2), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    ax.imshow(words.numpy(), cmap="Greys", vmin=0, aspect="auto")
    ax.scatter([i for i, _ in ours], [j for _, j in ours], s=60, facecolors="none",
               edgecolors="tab:red", linewidths=1.5, label="nmt translate --alignment")
    ax.scatter([i for i, _ in gold], [j for _, j in gold], s=30, marker="x",
               color="tab:blue", label="eflomal (grow-diag-final-and)")
    ax.set_xticks(range(words.size(1)), tok.decode(src).split(), rotation=90, fontsize=8)
    ax.set_yticks(range(words.size(0)), tok.decode(tgt).split(), fontsize=8)
    ax.set_title(f"decoder-source attention, layer {layer + 1} of "
                 f"{len(model.decoder.layers)}, heads averaged, by word", fontsize=9)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.28), fontsize=8, ncol=2)
    fig.tight_layout()
    fig.savefig(path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="mode", required=True)
    s = sub.add_parser("speed")
    s.add_argument("--ckpt", required=True)
    s.add_argument("--input", required=True)
    s.add_argument("--repeat", type=int, default=5)
    s.add_argument("--threads", type=int, default=1)
    k = sub.add_parser("hook")
    k.add_argument("--ckpt", required=True)
    k.add_argument("--input", required=True)
    k.add_argument("--baseline-src", required=True, help="the src/ of the code to compare with")
    k.add_argument("--repeat", type=int, default=5)
    k.add_argument("--threads", type=int, default=1)
    a = sub.add_parser("agreement")
    a.add_argument("--ckpt", required=True)
    a.add_argument("--corpus", required=True)
    a.add_argument("--eflomal", required=True, help="the eflomal-align command")
    a.add_argument("--work", required=True, help="directory for eflomal's files (cached)")
    a.add_argument("--figure", help="PNG of one dev verse's attention with both aligners' links")
    a.add_argument("--figure-line", type=int, default=0, help="0-based dev line of --figure")
    args = ap.parse_args()
    result = {"speed": speed, "hook": hook, "agreement": agreement}[args.mode](args)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
