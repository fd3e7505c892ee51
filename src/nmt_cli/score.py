"""``nmt score``: sacreBLEU corpus BLEU, chrF and TER, printed as the sacrebleu CLI prints them.

The paper's BLEU (Section 6.1) is tokenized and compound-split (``multi-bleu``
on tokenized text with German compounds split), so its numbers are not
sacreBLEU numbers; docs/TRANSLATE_AND_SCORE.md explains the difference. Here
everything is scored on detokenized text with sacreBLEU's own tokenizers, and
each score carries its signature so it can be reproduced.

Options map onto the sacrebleu command: ``--tokenize`` is BLEU's ``-tok``;
``--lowercase`` is BLEU's ``-lc`` plus chrF's ``--chrf-lowercase`` (TER is
case-insensitive by default in sacreBLEU and stays so). Lines are read the way
the sacrebleu command reads them (split at "\\n" only, so a stray "\\r" inside a
line stays in it; trailing whitespace stripped), so the printed numbers agree
to the last digit.

``--compare A B REF...`` runs sacreBLEU's paired bootstrap resampling (1000
resamples, seed 12345 unless SACREBLEU_SEED says otherwise; Koehn 2004) with
A as the baseline and reports whether B's difference is significant at p < 0.05.
"""

from __future__ import annotations

import itertools
import json
import re
import sys
from argparse import Namespace
from pathlib import Path

from sacrebleu.metrics import BLEU, CHRF, TER
from sacrebleu.significance import PairedTest
from sacrebleu.utils import print_single_results

from .errors import NmtError

KNOWN_METRICS = ("bleu", "chrf", "ter")
WIDTH = 1  # sacrebleu's default number of decimals
N_BOOTSTRAP = 1000
ALPHA = 0.05
# TER's edit distance (sacreBLEU's port of tercom) keeps tables that grow with the square
# of a line's length in words: a line of 2,000 words took 310 MB and 45 s (one core),
# 5,000 words 690 to 900 MB and 5 to 6 minutes, 10,000 1.7 GB, and a line of 3 million
# words 24 GB before the kernel killed the process. BLEU and chrF score that line in 60 MB
# and under a second.
TER_MAX_WORDS = 5000


def read_lines(name: str, stdin_used: list[bool]) -> list[str]:
    """Lines of a file (or stdin for "-"), trailing whitespace stripped as sacrebleu does."""
    if name == "-":
        if stdin_used[0]:
            raise NmtError("'-' (stdin) can be given only once")
        if sys.stdin is None:  # started with stdin closed (`<&-`)
            raise NmtError("stdin is closed: give the lines to score as a file instead of -")
        stdin_used[0] = True
        return _text_lines(sys.stdin.buffer.read(), "stdin")
    path = Path(name)
    if not path.exists():
        raise NmtError(f"file not found: {name}")
    if path.is_dir():
        raise NmtError(f"{name} is a directory, not a text file")
    return _text_lines(path.read_bytes(), name)


NUL = bytes(1)


def _text_lines(data: bytes, name: str) -> list[str]:
    """``data``'s lines as text. A NUL is a binary file (a checkpoint scored against itself
    gave BLEU 100); bytes that are not UTF-8 are read as U+FFFD, with one warning, where
    they were replaced without a word."""
    def line_at(offset: int) -> int:
        return data.count(b"\n", 0, offset) + 1

    if NUL in data:
        raise NmtError(f"{name} holds a NUL byte (line {line_at(data.index(NUL))}"
                       "): a binary file, not text to score")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        print(f"warning: {name} is not UTF-8 text (line {line_at(e.start)}); bytes that are "
              "not are read as U+FFFD", file=sys.stderr)
        text = data.decode("utf-8", errors="replace")
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()  # the newline that ends the last line starts no other
    return [line.rstrip() for line in lines]


def load_inputs(files: list[str], n_systems: int) -> tuple[list[list[str]], list[list[str]]]:
    """Read systems and references; every stream must be non-empty and equally long."""
    if len(files) < n_systems + 1:
        what = "HYP_A HYP_B REF [REF ...]" if n_systems == 2 else "HYP REF [REF ...]"
        raise NmtError(f"expected {what}, got {len(files)} file(s)")
    used = [False]
    streams = [read_lines(f, used) for f in files]
    for name, lines in zip(files, streams):
        if not lines:
            raise NmtError(f"{'stdin' if name == '-' else name} is empty (0 lines)")
    counts = {len(s) for s in streams}
    if len(counts) > 1:
        listing = ", ".join(f"{'stdin' if n == '-' else n}: {len(s)}"
                            for n, s in zip(files, streams))
        raise NmtError(f"line counts differ ({listing})")
    return streams[:n_systems], streams[n_systems:]


def check_ter_lengths(files: list[str], streams: list[list[str]]) -> None:
    """Refuse TER, in one line, where a line of a system or a reference has more than
    ``TER_MAX_WORDS`` words (split at whitespace, as TER splits them)."""
    for name, lines in zip(files, streams):
        for number, line in enumerate(lines, 1):
            # counted without splitting: a line of millions of words is a list of millions
            if len(line) > TER_MAX_WORDS and next(itertools.islice(
                    re.finditer(r"\S+", line), TER_MAX_WORDS, None), None) is not None:
                raise NmtError(f"line {number} of {'stdin' if name == '-' else name} has more "
                               f"than {TER_MAX_WORDS:,} words, and TER's memory grows with the "
                               "square of a line's length: score without TER (-m bleu,chrf)")


def build_metrics(names: list[str], refs: list[list[str]], lowercase: bool, tokenize: str):
    """sacreBLEU metric objects keyed by upper-case name, references cached inside."""

    if tokenize not in BLEU.TOKENIZERS:
        raise NmtError(f"unknown --tokenize {tokenize!r}; one of {', '.join(BLEU.TOKENIZERS)}")
    factories = {
        "bleu": lambda: BLEU(lowercase=lowercase, tokenize=tokenize, references=refs),
        "chrf": lambda: CHRF(lowercase=lowercase, references=refs),
        "ter": lambda: TER(references=refs),
    }
    try:
        return {name.upper(): factories[name]() for name in names}
    except Exception as e:  # e.g. a tokenizer whose optional dependency is missing
        # sacrebleu's message for that is a paragraph with an indented pip line
        raise NmtError(f"cannot build the metric: {' '.join(str(e).split())}") from None


def parse_metrics(metrics: str) -> list[str]:
    names = [m.strip().lower() for m in metrics.split(",") if m.strip()]
    bad = [m for m in names if m not in KNOWN_METRICS]
    if bad or not names:
        raise NmtError(f"unknown metric(s) {', '.join(bad) or metrics!r}; "
                       f"choose from {', '.join(KNOWN_METRICS)}")
    return list(dict.fromkeys(names))


def score_corpus(hyps: list[str], metrics: dict, as_json: bool) -> list[str]:
    """One sacrebleu-formatted result string per metric (JSON strings when ``as_json``)."""
    out = []
    for metric in metrics.values():
        score = metric.corpus_score(hyps, references=None)
        sig = metric.get_signature().format(False)
        out.append(score.format(WIDTH, False, sig, as_json))
    return out


def compare_systems(files: list[str], systems, metrics: dict, as_json: bool) -> None:
    """Paired bootstrap resampling of system B against baseline A."""

    names = [f"Baseline: {files[0]}", files[1]]
    test = PairedTest(list(zip(names, systems)), metrics, references=None,
                      test_type="bs", n_samples=N_BOOTSTRAP)
    sigs, scores = test()
    report = []
    for name in [k for k in scores if k != "System"]:  # score names: BLEU, chrF2, TER
        base, other = scores[name]
        gain = other.score - base.score
        report.append({
            "metric": name, "a": float(base.score), "b": float(other.score),
            "a_mean": float(base.mean), "a_ci": float(base.ci),
            "b_mean": float(other.mean), "b_ci": float(other.ci),
            "delta": float(gain), "p_value": float(other.p_value),
            # TER is an error rate: lower is better.
            "b_better": gain < 0 if name == "TER" else gain > 0,
            "signature": sigs[name].format(False) if name in sigs else "",
        })
    for r in report:
        r["significant"] = bool(r["b_better"] and r["p_value"] < ALPHA)
    if as_json:
        print(json.dumps({"baseline": files[0], "system": files[1], "references": files[2:],
                          "test": "paired bootstrap resampling", "n_samples": N_BOOTSTRAP,
                          "alpha": ALPHA, "results": report}, indent=1))
        return
    print(f"Paired bootstrap resampling, {N_BOOTSTRAP} resamples: A = {files[0]} (baseline), "
          f"B = {files[1]}")
    for r in report:
        verdict = (f"B's gain is significant (p < {ALPHA})" if r["significant"]
                   else f"B's gain is not significant (p >= {ALPHA})" if r["b_better"]
                   else "B is not better than A")
        print(f"{r['metric']:<5} A {r['a']:.{WIDTH}f} (μ = {r['a_mean']:.{WIDTH}f} ± "
              f"{r['a_ci']:.{WIDTH}f})  B {r['b']:.{WIDTH}f} (μ = {r['b_mean']:.{WIDTH}f} ± "
              f"{r['b_ci']:.{WIDTH}f})  delta {r['delta']:+.{WIDTH}f}  p = {r['p_value']:.4f}  "
              f"{verdict}")
    for r in report:
        print(f"{r['metric']}|{r['signature']}")


def run_score(files: list[str], metrics: str, lowercase: bool, tokenize: str,
              as_json: bool, compare: bool) -> None:
    """The ``nmt score`` command."""
    if sys.stdout is None:  # started with stdout closed (`>&-`): print() would drop the scores
        raise NmtError("stdout is closed: nmt score prints the scores there; redirect it to "
                       "a file instead (> FILE)")
    names = parse_metrics(metrics)
    systems, refs = load_inputs(list(files), 2 if compare else 1)
    if "ter" in names:
        check_ter_lengths(list(files), systems + refs)
    try:
        built = build_metrics(names, refs, lowercase, tokenize)
        if compare:
            compare_systems(list(files), systems, built, as_json)
            return
        results = score_corpus(systems[0], built, as_json)
    except MemoryError:
        raise NmtError(f"out of memory while scoring {', '.join(names)}: score fewer or "
                       "shorter lines, or leave TER out (-m bleu,chrf)") from None
    if as_json:
        print(json.dumps([json.loads(r) for r in results], indent=1, ensure_ascii=False))
    else:
        # The sacrebleu command's own printer: same alignment, same digits.
        print_single_results(results, Namespace(format="text"))
