"""The reporting half of `make bench`: a results.json rendered as docs/BENCHMARKS.md's results.

``run.py`` measures and writes ``bench-out/results.json``; this module reads such a file
and renders its markdown: the machine, the targets (each measure against its threshold,
per process and paired), then training, loss curves, decoding, `nmt translate` peak RSS
and preparation. It replaces only the block between ``<!-- results -->`` and
``<!-- /results -->`` in the docs file, and draws ``loss_curves.png`` beside the
results.json when matplotlib is installed (the ``plot`` extra).

Usage, from the repository root:
    python -m benchmarks.harness.report bench-out/results.json [--docs docs/BENCHMARKS.md]
(--docs defaults to docs/BENCHMARKS.md, except for the results of a --quick run)

The text it writes into the docs names the scripts by file name (`workers.py`), as
docs/BENCHMARKS.md does: where they live is benchmarks/harness/README.md's business.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from benchmarks.paths import ROOT


def _f(x, nd=0) -> str:
    if x is None:
        return "-"
    return f"{x:,.{nd}f}"


def _paired_section(part: dict, intro: str, columns: str, rate_key: str, nd: int) -> list[str]:
    """A pairing's table: "impl setting" -> rate, median (min-max) ratio to the naive row."""
    if "paired" not in part:  # the worker failed: show what it said
        return ["", f"{intro.split(' (')[0]}: `{json.dumps(part)[:300]}`"]
    rows = ["", intro, "", f"| implementation | {columns} |", "|---|---|---|---|"]
    for name, r in part["paired"].items():
        impl, setting = name.split()
        rows.append(f"| {impl} | {setting.replace('+', ' + ')} | {_f(r[rate_key], nd)} | "
                    f"{_f(r['vs_naive_median'], 2)} ({_f(r['vs_naive_min'], 2)}-"
                    f"{_f(r['vs_naive_max'], 2)}) |")
    return rows


# The targets docs/BENCHMARKS.md holds each run to: (what, row key, threshold)
TRAIN_TARGETS = (("training fp32 >= 2x the naive fp32 step", ("nmt", "fp32"), 2.0),
                 ("training, best setting, >= 4x the naive fp32 step", ("nmt best", None), 4.0))
DECODE_TARGETS = (("greedy >= 6x naive greedy (batch 64)", "greedy", 6.0),
                  ("beam 4 >= 2.3x naive greedy (batch 64)", "beam4", 2.3))


def _met(*ratios) -> str:
    """'yes' / 'no' per measure, for ratios given as (value, threshold)."""
    return " / ".join("-" if v is None else ("yes" if v >= t else "no") for v, t in ratios)


def real_targets(res: dict) -> list[tuple[str, str, str]]:
    """(target, measured, met) per model of bench_real.py's results (issue 29's targets)."""
    out = []
    for name, model in res.get("models", {}).items():
        c = model["cells"]
        for mode, batch, goal in (("beam4", 1, 0.8), ("beam4", 64, 1.0), ("greedy", 64, 1.0)):
            r = (c[f"nmt|{mode}|{batch}"]["sents_per_s"]
                 / c[f"CTranslate2 float32|{mode}|{batch}"]["sents_per_s"])
            out.append((f"real model `{name}`, {mode}, batch {batch}: `nmt` / CTranslate2 "
                        f"float32 >= {goal:.1f}", f"{r:.2f}x", "yes" if r >= goal else "no"))
        d = c["nmt|beam4|64"]["bleu"] - c["nmt --engine torch|beam4|64"]["bleu"]
        out.append((f"real model `{name}`, beam 4: BLEU of `nmt` within 0.1 of the PyTorch "
                    "reference's", f"{d:+.2f}", "yes" if abs(d) <= 0.1 else "no"))
    return out


def subword_target(res: dict) -> tuple[str, str, str]:
    """(target, measured, met) of bench_subword.py's results: issue 28's 10% bound."""
    r = res["tokens_per_s_ratio"]
    return ("training tokens/s with `--subword-alpha 0.1` / without >= 0.9", f"{r:.2f}x",
            "yes" if r >= 0.9 else "no")


def targets(res: dict) -> list[str]:
    """The targets against this run: per process, and the pairing where there is one."""
    out = ["### Targets", "", "| target | per process | paired | met (per process / paired) |",
           "|---|---|---|---|"]
    preset = "tiny" if res["quick"] else "small"
    rows = {(r["impl"], r["precision"]): r for r in res["training"] if r["preset"] == preset}
    paired = res.get("training_paired", {}).get("paired", {})
    for what, (impl, precision), want in TRAIN_TARGETS:
        r = next((r for (i, p), r in rows.items() if i == impl and precision in (None, p)), {})
        v = r.get("vs_naive_fp32")
        pv = paired.get(f"nmt {r.get('precision')}", {}).get("vs_naive_median")
        label = what + (f" (best here: {r['precision']})" if precision is None and r else "")
        out.append(f"| {label} | {_f(v, 2)}x | {_f(pv, 2) + 'x' if pv else '-'} | "
                   f"{_met((v, want), (pv, want))} |")
        if precision is None and v and r.get("mfu"):
            # Matrix products alone, at the peak this run measured: no step code beats this.
            ceiling = v / r["mfu"]
            reach = f"{want:g}x {'within' if ceiling >= want else 'out of'} reach"
            out.append(f"| (ceiling: the best setting's matrix products alone at this run's "
                       f"peak) | {ceiling:.2f}x | - | {reach} |")
    dec = {(r["impl"], r["algo"]): r for r in res["decoding"] if r.get("batch") == 64}
    dpaired = res.get("decoding_paired", {}).get("paired", {})
    for what, algo, want in DECODE_TARGETS:
        v = dec.get(("nmt", algo), {}).get("vs_naive_greedy")
        pv = dpaired.get(f"nmt {algo}", {}).get("vs_naive_median")
        out.append(f"| {what} | {_f(v, 2)}x | {_f(pv, 2) + 'x' if pv else '-'} | "
                   f"{_met((v, want), (pv, want))} |")
    ident = [r.get("identical_to_reference") for r in res["decoding"]
             if r["impl"] == "nmt" and "identical_to_reference" in r]
    if ident:
        out.append(f"| nmt's decoding identical to the fp32 reference | {sum(ident)} of "
                   f"{len(ident)} rows | - | {'yes' if all(ident) else 'no'} |")
    for label, value, met in real_targets(res.get("real_models") or {}):
        out.append(f"| {label} | {value} | - | {met} |")
    if "tokens_per_s_ratio" in res.get("subword", {}):
        label, value, met = subword_target(res["subword"])
        out.append(f"| {label} | {value} | - | {met} |")
    rss = res.get("translate_rss", {})
    for search in ("greedy", "beam4"):
        v = rss.get(search, {}).get("ratio")
        if v is not None:
            out.append(f"| `nmt translate` peak RSS, {search}, {rss['lines_big']:,} lines / "
                       f"{rss.get('lines_small', 100):,} <= 1.2 | {v:.2f} | - | {'yes' if v <= 1.2 else 'no'} |")
    return out + [""]


def render(res: dict) -> str:
    """The markdown of the results block (under its heading) for one results.json."""
    m = res["machine"]
    out = [f"Machine: {m['cpu']}, {m['cores']} cores ({', '.join(m['isa'])}), torch {m['torch']}, "
           f"{res['threads']} threads, commit {m['commit']}, {m['date']}"
           + (" (--quick)" if res["quick"] else ""), ""]
    out += targets(res)
    pk = res["matmul_peak_gflops"]
    out += [f"Matmul peak: fp32 {_f(pk.get('fp32'))} GFLOP/s, bf16 "
            + (f"{_f(pk['bf16'])} GFLOP/s" if pk.get("bf16") else "not measured (no native bf16)"),
            ""]
    out += ["### Training (target tokens/s; forward + backward + Adam, dropout 0.1, label smoothing 0.1)",
            "", "| preset | implementation | precision | tokens/s | x naive fp32 | MFU | peak RSS MiB |",
            "|---|---|---|---|---|---|---|"]
    for r in res["training"]:
        out.append(f"| {r['preset']} | {r['impl']} | {r['precision']} | {_f(r.get('tok_s'))} | "
                   f"{_f(r.get('vs_naive_fp32'), 2)} | "
                   f"{_f(100 * r['mfu'], 1) + '%' if r.get('mfu') else '-'} | "
                   f"{_f(r.get('peak_rss_mib'))} |")
    tp = res.get("training_paired", {})
    if tp:
        intro = ("Lockstep pairing (`w_train_paired` in `workers.py`): each implementation "
                 "in its own process, the processes taking turns step by step on the same "
                 f"{tp.get('batches')} batches, {tp.get('rounds')} rounds, `{tp.get('preset')}`; "
                 "x naive fp32 = median (min-max) over rounds of the per-round time ratio; "
                 "`+malloc`: the naive step with nmt's glibc settings:")
        out += _paired_section(tp, intro, "precision | tokens/s (median round) | x naive fp32",
                               "tok_s_median", 0)
    c = res["loss_curves"]
    if "max_abs_diff" in c:
        a, b = c["fp32"], c["fast"]
        at = [i for i in (0, 49, 99, 149, len(a) - 1) if i < len(a)]
        out += ["", f"Loss curves ({c['steps']} steps, {c['preset']}, lr {c['lr']:g} after "
                f"{c['warmup_steps']} warmup steps): fp32 vs {c['fast_setting']}: step "
                + ", ".join(f"{i + 1}: {a[i]:.3f} / {b[i]:.3f}" for i in at)
                + f"; mean of last 10% {c['last10pct_mean']['fp32']:.3f} / "
                f"{c['last10pct_mean']['fast']:.3f}; max |diff| {c['max_abs_diff']:.3f}. "
                f"Yardstick, fp32 with other dropout masks: mean of last 10% "
                f"{c['last10pct_mean']['fp32_reseeded']:.3f}, max |diff| from fp32 "
                f"{c['max_abs_diff_reseeded']:.3f}"]
    elif c.get("skipped"):
        out += ["", f"Loss curves: {c['skipped']}."]
    out += ["", "### Decoding (30-token outputs from 30-token sources, forced length; fp32)", "",
            "| implementation | search | batch | sentences/s | tokens/s | x naive greedy | "
            "identical to fp32 reference | peak RSS MiB |", "|---|---|---|---|---|---|---|---|"]
    for r in res["decoding"]:
        ident = r.get("identical_to_reference")
        out.append(f"| {r['impl']} | {r['algo']} | {r['batch']} | {_f(r.get('sent_s'), 1)} | "
                   f"{_f(r.get('tok_s'))} | {_f(r.get('vs_naive_greedy'), 2)} | "
                   f"{'-' if ident is None else ('yes' if ident else 'NO')} | "
                   f"{_f(r.get('peak_rss_mib'))} |")
    pr = res.get("decoding_paired", {})
    if pr:
        intro = ("Same-process pairing (`w_decode_paired` in `workers.py`): each batch of 64 "
                 f"decoded by naive and nmt back to back, {pr.get('rounds')} rounds of "
                 f"{pr.get('sentences_per_round')} sentences; x naive = median (min-max) over "
                 "rounds of the per-round time ratio:")
        out += _paired_section(pr, intro, "search | sentences/s (median round) | x naive greedy",
                               "sent_s_median", 1)
    rss = res["translate_rss"]
    out += [""]
    rows = [(k, rss[k]) for k in ("greedy", "beam4") if "ratio" in rss.get(k, {})]
    for search, r in rows:
        out.append(f"`nmt translate` peak RSS, {search}, outputs as long as their sources: "
                   f"{rss['lines_big']:,} lines {r['big']['child_rss_mib']:.0f} MiB vs {rss.get('lines_small', 100):,} lines "
                   f"{r['small']['child_rss_mib']:.0f} MiB: ratio {r['ratio']:.2f} "
                   "(target <= 1.2)")
    if not rows:
        out.append(f"`nmt translate` peak RSS: {rss}")
    out += ["", "### Preparation (`bench_prepare.py`: sentencepiece BPE + encoding)", ""]
    runs = res["prepare"].get("runs")
    if runs:
        out += ["| corpus | workers | vocab | train pairs in / kept | BPE training s | encoding s "
                "| pairs/s encoded | peak RSS MiB main / worker |", "|---|---|---|---|---|---|---|---|"]
        out += [f"| {r['corpus']} | {r['workers']} | {r['vocab_size']} | {r['train_pairs_in']:,} / "
                f"{r['train_pairs_kept']:,} | {r['bpe_train_s']:.2f} | {r['encode_train_s']:.2f} | "
                f"{r['encode_sentences_per_s']:,.0f} | {r['peak_rss_main_mib']:.0f} / "
                f"{r['peak_rss_worker_mib']:.0f} |" for r in runs]
    else:
        out.append(f"`{json.dumps(res['prepare'])[:500]}`")
    return "\n".join(out)


RESULTS, RESULTS_END = "<!-- results -->", "<!-- /results -->"


def write_docs(path: Path, table: str) -> None:
    """Replace the results block of ``path`` (between the two markers), keeping the rest."""
    text = path.read_text(encoding="utf-8") if path.exists() else (
        "# Benchmarks\n\nRegenerate with `make bench` (`python -m benchmarks.harness.run`).\n\n")
    head, _, rest = text.partition(RESULTS)
    tail = rest.partition(RESULTS_END)[2] if RESULTS_END in rest else "\n"
    path.write_text(f"{head}{RESULTS}\n## Latest results\n\n{table}\n{RESULTS_END}{tail}",
                    encoding="utf-8")


def replace_block(path: Path, begin: str, end: str, block: str, heading: str) -> None:
    """Put ``block`` (which starts with ``begin`` and ends with ``end``) where the old one
    was in ``path``, or at the end under ``heading`` the first time."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks\n"
    if begin in text:
        head, rest = text.split(begin, 1)
        text = head + block + rest.split(end, 1)[1]
    else:
        text = text.rstrip("\n") + f"\n\n## {heading}\n\n" + block + "\n"
    path.write_text(text, encoding="utf-8")


def publish_block(res: dict, json_path: Path, block: str, docs: Path | None, begin: str,
                  end: str, heading: str) -> None:
    """A side benchmark's ending: its results as JSON, its block printed and, with ``docs``,
    put in place there."""
    json_path.parent.mkdir(parents=True, exist_ok=True)
    json_path.write_text(json.dumps(res, indent=1))
    print(block)
    if docs:
        replace_block(docs, begin, end, block, heading)


def plot(res: dict, out: Path) -> None:
    """``out``/loss_curves.png: fp32 against the fast setting (and the reseeded fp32)."""
    c = res.get("loss_curves", {})
    if not isinstance(c.get("fp32"), list):
        return
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(c["fp32"], label="fp32")
    ax.plot(c["fast"], label=f"{c['fast_setting']} (fast setting)", alpha=0.8)
    if isinstance(c.get("fp32_reseeded"), list):
        ax.plot(c["fp32_reseeded"], label="fp32, other dropout masks", alpha=0.6, lw=0.8)
    ax.set_xlabel("step")
    ax.set_ylabel("training loss (label-smoothed, per token)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "loss_curves.png", dpi=120)


def publish(results: Path, docs: Path | None = None) -> str:
    """Render ``results`` (a results.json), print it, draw its loss curves beside it and
    rewrite the results block of ``docs`` (default: docs/BENCHMARKS.md unless the run was
    --quick). Returns the rendered markdown."""
    res = json.loads(Path(results).read_text())
    table = render(res)
    print(table)
    plot(res, Path(results).parent)
    docs = docs or (None if res["quick"] else ROOT / "docs" / "BENCHMARKS.md")
    if docs is not None:
        write_docs(docs, table)
    return table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", type=Path, help="a results.json written by run.py")
    ap.add_argument("--docs", type=Path, default=None,
                    help="rewrite the results part of this markdown file "
                         "(default: docs/BENCHMARKS.md unless the run was --quick)")
    a = ap.parse_args()
    publish(a.results, a.docs)


if __name__ == "__main__":
    main()
