"""Same-run A/B of the CPU's decoding speed between two source trees (issue 42: the GPU's
fixed-shape step must leave the CPU's decoding as fast as it was).

    git worktree add /tmp/before <commit>
    python -m benchmarks.investigations.ab_decode_cpu --before /tmp/before/src --rounds 3

Round by round, each case runs once with nmt_cli from each tree (``PYTHONPATH``), in
turn, in its own process, so both see the same machine; and each is timed in CPU seconds
of its one thread (``time.process_time``), not wall seconds: on shared cores the wall
clock measures the neighbours too (a load average of 5 on 2 cores moved wall-clock ratios
by +-50% from round to round).

* ``search``: ``nmt_cli.decode.search`` over a `small` random model, 30 forced tokens
  (the harness's decode rows, ``benchmarks.harness.workers``): greedy and beam 4 at batch
  64 and batch 1;
* ``translate``: `nmt translate --engine torch`'s own stage (``lines.Translator`` over
  ``SearchTranslator``) on 128 lines of the sample's dev set, beam 4, a `tiny` random model.

Prints each case's best sentences per CPU second per tree, the median of the rounds'
ratios (after / before), and whether both trees gave the same outputs (digests).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.paths import ROOT

SAMPLE = ROOT / "src" / "nmt_cli" / "data" / "corpora_data" / "sample"
CASES = [("greedy", 64, 64), ("beam4", 64, 64), ("greedy", 1, 8), ("beam4", 1, 8)]


def spawn(tree: str, kind: str, args: dict) -> dict:
    """One worker with nmt_cli from ``tree``; its JSON result or an error record."""
    env = {**os.environ, "PYTHONPATH": tree, "OMP_NUM_THREADS": "1"}
    proc = subprocess.run([sys.executable, "-m", "benchmarks.investigations.ab_decode_cpu",
                           kind, json.dumps(args)], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False)
    lines = [x for x in proc.stdout.splitlines() if x.startswith("{")]
    if proc.returncode or not lines:
        return {"error": (proc.stderr.strip().splitlines() or ["no output"])[-1]}
    return json.loads(lines[-1])


def _best_cpu_seconds(run, passes: int = 2):
    """(the first pass's outputs, the fewest CPU seconds of ``passes`` passes)."""
    outputs, best = None, float("inf")
    for _ in range(passes):
        t = time.process_time()
        out = run()
        best = min(best, time.process_time() - t)
        outputs = outputs if outputs is not None else out
    return outputs, best


def w_search(algo: str, batch: int, n_sents: int) -> dict:
    """Sentences per CPU second of ``search`` (the harness's decode row, forced 30 tokens)."""
    import torch

    from benchmarks.harness import bench_batches, workers

    torch.set_num_threads(1)
    cfg = workers.model_cfg("small")
    chunks = list(bench_batches.decode_sources(n_sents, 30, cfg.vocab_size).split(batch))
    model, run = workers._decoder("nmt", algo, cfg, 30)
    with torch.inference_mode(), workers._translate_scope(model):
        run(chunks[0][:2])  # warm-up
        outputs, secs = _best_cpu_seconds(lambda: [list(o) for c in chunks for o in run(c)])
    return {"sent_s": n_sents / secs, "digest": workers._digest(outputs)}


def w_translate(n_lines: int = 128) -> dict:
    """Lines/s of ``lines.Translator`` over ``SearchTranslator`` on the CPU, beam 4."""
    import io

    import sentencepiece as spm
    import torch

    import nmt_cli
    from nmt_cli.config import PRESETS, override
    from nmt_cli.data.tokenizer import Tokenizer
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.lines import Translator
    from nmt_cli.decode.torch_backend import SearchTranslator
    from nmt_cli.model import Transformer

    torch.set_num_threads(1)
    text = (SAMPLE / "train.en").read_text(encoding="utf-8").splitlines()[:3000]
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(text), model_writer=buf,
                                   vocab_size=1000, model_type="bpe", pad_id=0, unk_id=1,
                                   bos_id=2, eos_id=3, minloglevel=2)
    tok = Tokenizer(buf.getvalue())
    torch.manual_seed(0)
    model = Transformer(override(PRESETS["tiny"].model, vocab_size=tok.vocab_size)).eval()
    lines = (SAMPLE / "valid.en").read_text(encoding="utf-8").splitlines()[:n_lines]
    translator = Translator(SearchTranslator([model], torch.device("cpu")), tok,
                            DecodeOptions(beam=4, max_len_b=20))
    with torch.inference_mode():
        translator.translate_lines(lines[:4])  # warm-up
        out, best = _best_cpu_seconds(lambda: translator.translate_lines(lines))
    return {"sent_s": n_lines / best, "source": str(Path(nmt_cli.__file__).parent),
            "digest": hashlib.sha256("\n".join(out).encode()).hexdigest()[:16]}


def main(argv=None) -> int:
    if argv is None and len(sys.argv) > 1 and sys.argv[1] in ("search", "translate"):
        worker = w_search if sys.argv[1] == "search" else w_translate  # a worker process
        print(json.dumps(worker(**json.loads(sys.argv[2]))))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", required=True, help="the other tree's src/ directory")
    ap.add_argument("--after", default=str(ROOT / "src"))
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args(argv)
    trees = {"before": a.before, "after": a.after}
    runs: dict = {}
    cases = [("search", {"algo": algo, "batch": b, "n_sents": n}, f"search {algo} b{b}")
             for algo, b, n in CASES] + [("translate", {}, "translate beam4")]
    for r in range(a.rounds):
        for kind, args, name in cases:
            for tag in (("before", "after") if r % 2 == 0 else ("after", "before")):
                runs.setdefault((name, tag), []).append(spawn(trees[tag], kind, args))
    print("| case | before sent/CPU s | after sent/CPU s | after / before (rounds' median) "
          "| same outputs |")
    print("|---|---:|---:|---:|---|")
    for _, _, name in cases:
        best = {t: max((x.get("sent_s", 0.0) for x in runs[name, t]), default=0.0)
                for t in trees}
        digests = {t: {x.get("digest") for x in runs[name, t]} for t in trees}
        ratios = [y["sent_s"] / x["sent_s"] for x, y in zip(runs[name, "before"],
                                                            runs[name, "after"])
                  if "sent_s" in x and "sent_s" in y] or [math.nan]
        print(f"| {name} | {best['before']:.2f} | {best['after']:.2f} | "
              f"{statistics.median(ratios):.3f} | {digests['before'] == digests['after']} |")
    errors = [x["error"] for v in runs.values() for x in v if "error" in x]
    for e in errors[:5]:
        print("error:", e)
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
