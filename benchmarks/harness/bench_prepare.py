"""Benchmark of `nmt prepare`: BPE training time, encoding throughput, peak memory.

Runs the library pipeline on a shared corpus (default: bible.en-es train, 29,902 pairs,
from ../shared/data or as the package ships it) with 2 encoding workers and times each
step by wrapping the step functions. Not a test: run it by hand or from a harness::

    python -m benchmarks.harness.bench_prepare [--software] [--workers 2] [--vocab-size 8000]

``run(...)`` returns a dict of results; ``__main__`` prints it as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.paths import SHARED_DATA as SHARED
from benchmarks.paths import bible_dir

CORPORA = {
    "bible.en-es": ("train", "dev", "en", "es"),
    "software.en-de": ("train", "dev", "en", "de"),
}


def _peak_rss_mib() -> dict[str, float]:
    # ru_maxrss is in KiB on Linux; children = the largest encoding worker (and sentencepiece
    # runs in-process, so its peak is in "self").
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"peak_rss_main_mib": round(own, 1), "peak_rss_worker_mib": round(children, 1)}


def run(corpus: str = "bible.en-es", workers: int = 2, vocab_size: int = 8000,
        shared: Path = SHARED) -> dict:
    """Prepare ``corpus`` from ``shared`` into a temp dir and report timings.

    Returns:
        dict with wall times (s) of BPE training and of encoding train, encoding
        throughput in sentence pairs per second, pair counts and peak RSS (MiB).
    """
    from nmt_cli.data import pipeline
    from nmt_cli.data.prepare import PrepareOptions, prepare_dataset

    train, valid, src, tgt = CORPORA[corpus]
    root = shared / corpus
    if corpus == "bible.en-es" and not (root / "train.en").is_file():
        root = bible_dir()  # the shipped copy, xz: the pipeline reads it as it is
    timings: dict[str, float] = {}
    encoded: dict[str, int] = {}

    # the two steps timed, as the pipeline (``data.pipeline._Build``) calls them
    real_train_bpe, real_encode = pipeline._train_bpe, pipeline.encode_split

    def timed_train_bpe(*a, **kw):
        t = time.perf_counter()
        try:
            return real_train_bpe(*a, **kw)
        finally:
            timings["bpe_train_s"] = time.perf_counter() - t

    def timed_encode(spm_bytes, job, *a, **kw):  # job: a binarize.SplitJob
        t = time.perf_counter()
        stats = real_encode(spm_bytes, job, *a, **kw)
        split = job.files["src"].name.split(".")[0]
        timings[f"encode_{split}_s"] = time.perf_counter() - t
        with open(job.paths[0], encoding="utf-8") as f:
            encoded[split] = sum(1 for _ in f)
        return stats

    pipeline._train_bpe, pipeline.encode_split = timed_train_bpe, timed_encode
    try:
        with tempfile.TemporaryDirectory() as tmp:
            t0 = time.perf_counter()
            out = prepare_dataset(corpus, out=Path(tmp) / "out",
                                  options=PrepareOptions(train=str(root / train),
                                                         valid=str(root / valid), src=src, tgt=tgt,
                                                         vocab_size=vocab_size, workers=workers))
            total = time.perf_counter() - t0
            man = json.loads((out / "manifest.json").read_text())
    finally:
        pipeline._train_bpe, pipeline.encode_split = real_train_bpe, real_encode

    return {
        "corpus": corpus, "workers": workers, "vocab_size": vocab_size,
        "train_pairs_in": encoded["train"], "train_pairs_kept": man["splits"]["train"]["pairs"],
        "train_tokens": man["splits"]["train"]["src_tokens"] + man["splits"]["train"]["tgt_tokens"],
        "bpe_train_s": round(timings["bpe_train_s"], 2),
        "encode_train_s": round(timings["encode_train_s"], 2),
        "encode_sentences_per_s": round(encoded["train"] / timings["encode_train_s"]),
        "total_s": round(total, 2),
        **_peak_rss_mib(),
        # Other work on the machine slows every number above; record how busy it was.
        "load_avg_1min_after": round(os.getloadavg()[0], 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--software", action="store_true", help="also run software.en-de (200k pairs)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--vocab-size", type=int, default=8000)
    ap.add_argument("--shared", type=Path, default=SHARED)
    a = ap.parse_args()
    results = [run("bible.en-es", a.workers, a.vocab_size, a.shared)]
    if a.software and (a.shared / "software.en-de" / "train.en").is_file():
        results.append(run("software.en-de", a.workers, a.vocab_size, a.shared))
    elif a.software:  # GPL data that does not ship: only a machine with ../shared has it
        print(f"software.en-de skipped: not in {a.shared}", file=sys.stderr)
    # a list with --software (whether or not that corpus was here), as run.py reads it
    print(json.dumps(results if a.software else results[0], indent=2))


if __name__ == "__main__":
    main()
