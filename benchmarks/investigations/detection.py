"""Language identification for `nmt serve` (``serve/detect.py``), measured on the shared
dev sets: the Bible's English and Spanish, the software messages' English and German.

Each text is detected among ``--languages`` (by default the server's en, es, de) three
ways: as it is, without its spans (``text.spans``: directives, markup, URLs), and without
its spans and accelerator markers (what ``Detector`` does). Accuracy per set and pooled
(a text found ``Undetectable`` counts as wrong, and is counted apart), and the speed of
the third way, one text at a time as the server calls it. Prints a markdown table.

Usage: python -m benchmarks.investigations.detection [--shared ../shared/data]
       [--languages en,es,de] [--show-errors N]
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from benchmarks.paths import SHARED_DATA
from nmt_cli.serve.detect import Detector, Undetectable, language_text

SETS = [("bible.en-es/dev.en", "en"), ("bible.en-es/dev.es", "es"),
        ("software.en-de/dev.en", "en"), ("software.en-de/dev.de", "de")]
MARKUP = '<p class="message"><a href="https://example.org/help/index.html">{}</a></p>'
WAYS = {"as is": lambda t: t,
        "spans out": lambda t: language_text(t, markers=False),
        "spans, markers out": language_text}


def guesses(detector: Detector, texts: list[str], prepare) -> list[str | None]:
    """The best language of each text (None: undetectable)."""
    out = []
    for text in texts:
        try:
            out.append(detector.detect(prepare(text))[0][0])
        except Undetectable:
            out.append(None)
    return out


def speed(languages: list[str], texts: list[str]) -> float:
    """Texts per second through ``Detector.detect`` (its own stripping included)."""
    detector = Detector(languages)
    start = time.perf_counter()
    for text in texts:
        try:
            detector.detect(text)
        except Undetectable:
            pass
    return len(texts) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path,
                        default=Path(os.environ.get("SHARED", SHARED_DATA)),
                        help="the shared data folder (env SHARED; default ../shared/data)")
    parser.add_argument("--languages", default="en,es,de",
                        help="the codes detection chooses among (default: en,es,de)")
    parser.add_argument("--show-errors", type=int, default=0, metavar="N",
                        help="print the first N texts each set gets wrong (with stripping)")
    args = parser.parse_args()
    languages = args.languages.split(",")
    data = {name: (lang, (args.shared / name).read_text(encoding="utf-8").splitlines())
            for name, lang in SETS}
    data.update({f"{name} in markup": (lang, [MARKUP.format(t) for t in texts])
                 for name, (lang, texts) in list(data.items())})
    start = time.perf_counter()
    bare = Detector(languages, strip=False)  # each way prepares the text itself
    print(f"detector over {', '.join(languages)} made in {time.perf_counter() - start:.2f} s")
    if bare.unknown:
        print(f"left out (lingua does not know them): {', '.join(bare.unknown)}")
    rows = {name: {} for name in data}
    for way, prepare in WAYS.items():
        for name, (lang, texts) in data.items():
            found = guesses(bare, texts, prepare)
            rows[name][way] = (sum(f == lang for f in found), found.count(None), len(texts))
            if way == "spans, markers out" and args.show_errors and "markup" not in name:
                wrong = [(t, f) for t, f in zip(texts, found) if f != lang]
                for text, f in wrong[:args.show_errors]:
                    print(f"  {name}: {f} <- {text!r}")
    print()
    print("| set | texts | " + " | ".join(WAYS) + " |")
    print("|---|---:|" + "---:|" * len(WAYS))
    for name, ways in rows.items():
        n = next(iter(ways.values()))[2]
        print(f"| {name} | {n} | " + " | ".join(_cell(*ways[w]) for w in WAYS) + " |")
    for label, names in (("pooled", [n for n in rows if "markup" not in n]),
                         ("pooled in markup", [n for n in rows if "markup" in n])):
        pooled = {w: [sum(rows[n][w][i] for n in names) for i in range(3)] for w in WAYS}
        total = pooled["as is"][2]
        print(f"| {label} | {total} | " + " | ".join(_cell(*pooled[w]) for w in WAYS) + " |")
    every = [t for name, (_, texts) in data.items() if "markup" not in name for t in texts]
    print(f"\nspeed (spans, markers out, one text a call): "
          f"{speed(languages, every):,.0f} texts/s over the {len(every)} texts")


def _cell(right: int, undetectable: int, n: int) -> str:
    text = f"{100 * right / n:.1f}%"
    return text + (f" ({undetectable} undet.)" if undetectable else "")


if __name__ == "__main__":
    main()
