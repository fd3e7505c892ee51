"""Where a GPU's decoding time goes: one prepared call for a lent GPU, after gpu_check.

From the repository root, as the GPU check (nmt_cli from src/, this package from here):

    PYTHONPATH=src python3 -m benchmarks.gpu.gpu_decode_profile --out $OUT          # GPU, ~45 s
    PYTHONPATH=src python3 -m benchmarks.gpu.gpu_decode_profile --out DIR --quick   # CPU, tiny

To time the code before a change in the same run, point PYTHONPATH at the other
checkout's src/ and tag the rows (the report's ``source`` says which nmt_cli ran):

    PYTHONPATH=/tmp/before/src python3 -m benchmarks.gpu.gpu_decode_profile --out $OUT --tag before

Before the fixed-shape step, gpu_check's decode step measured `base` fp32 on an H200 at
282 greedy / 167 beam-4 sentences/s at batch 64 and 14.6 / 6.3 at batch 1 (3.6 ms a greedy
step for one sentence): hardly faster than two CPU cores. This asks why, with a `base` model of random weights
(speed does not depend on what the weights say; every search runs the same number of steps
because EOS is kept out of reach in the logits (-1e4) and --steps is the length limit).
What it found, and the fix it led to (``model.kernels.attention_backends``): docs/BENCHMARKS.md,
"On a GPU again".

1. ``speed``: greedy and beam 4, batch 1 and 64, fp32 and bf16 autocast, eager
   (``search``) and graph (``fixed_search``: the fixed-shape step, captured once per
   bucket and replayed as a CUDA graph; on the CPU run eagerly): ms per step.
2. ``profile``: torch.profiler over greedy at batch 1 and 64, eager and graph: kernels
   launched per step, GPU busy time per step against wall time per step, the top
   operators by CPU self time.
3. ``python``: cProfile over greedy at batch 1 (eager): the top Python functions by own time.

``--steps-kind eager`` times the eager search alone (older code, through ``--tag``).

Writes OUT/decode_profile[-TAG].json and prints a summary as each part ends.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import sys
import time
from pathlib import Path

import torch

from nmt_cli.config import EOS_ID, PRESETS, override
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.search import beam_search, greedy_search
from nmt_cli.device import autocast
from nmt_cli.model import Transformer


def say(text: str) -> None:
    print(f"[decode_profile {time.strftime('%H:%M:%S')}] {text}", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--steps", type=int, default=30, help="output length forced on every search")
    ap.add_argument("--src-len", type=int, default=30)
    ap.add_argument("--parts", default="speed,profile,python")
    ap.add_argument("--tag", default="", help="a name for this run's rows (old/new code)")
    ap.add_argument("--steps-kind", default="eager,graph",
                    help="eager (search), graph (fixed_search), or both")
    a = ap.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    cuda = torch.cuda.is_available() and not a.quick
    dev = torch.device("cuda" if cuda else "cpu")
    name, vocab = ("tiny", 400) if a.quick else ("base", 37000)
    torch.manual_seed(1)
    model = Transformer(override(PRESETS[name].model, vocab_size=vocab)).to(dev).eval()
    plain_logits = model.generator.logits

    def never_eos(x):  # one extra kernel a step, so that every search runs --steps steps
        y = plain_logits(x)
        y[..., EOS_ID] = -1e4  # not -inf: beam search forces EOS at the limit
        return y

    model.generator.logits = never_eos
    parts = set(a.parts.split(","))
    report: dict = {"tag": a.tag, "source": str(Path(sys.modules["nmt_cli"].__file__).parent),
                    "device": torch.cuda.get_device_name(dev) if cuda else "cpu",
                    "torch": torch.__version__, "preset": name, "steps": a.steps,
                    "src_len": a.src_len, "speed": [], "profile": {}}
    sync = torch.cuda.synchronize if cuda else (lambda: None)

    def source(batch: int) -> torch.Tensor:
        g = torch.Generator().manual_seed(batch)
        src = torch.randint(4, vocab, (batch, a.src_len), generator=g)
        src[:, -1] = EOS_ID
        return src.to(dev)

    kinds = a.steps_kind.split(",")
    searches = _searches(a.steps, kinds)

    def search(algo: str, src: torch.Tensor, kind: str = "eager"):
        return searches[algo, kind](model, src)

    def timed(algo, batch, precision, reps, kind) -> tuple[float, int]:
        src = source(batch)
        with model.decoding(), autocast(dev, precision):
            search(algo, src, kind)  # warm-up (and the graph's capture)
            sync()
            t = time.perf_counter()
            for _ in range(reps):
                hyps = search(algo, src, kind)
            sync()
        secs = (time.perf_counter() - t) / reps
        first = hyps[0] if algo == "greedy" else hyps[0][0].tokens
        return secs, len(first)

    say(f"{report['device']}, torch {torch.__version__}, {name}, nmt_cli from {report['source']}")
    reps = 2 if a.quick else 5
    for precision in ("fp32", "bf16") if "speed" in parts else ():
        for algo, kind in ((x, k) for x in ("greedy", "beam4") for k in kinds):
            for batch in (1, 64):
                key = {"precision": precision, "algo": algo, "step": kind, "batch": batch}
                try:
                    secs, n = timed(algo, batch, precision, reps, kind)
                except Exception as e:  # bf16 on an old CPU, say: record and go on
                    report["speed"].append({**key, "error": repr(e)[:300]})
                    continue
                row = {**key, "output_len": n, "ms_per_search": secs * 1e3,
                       "ms_per_step": secs * 1e3 / max(n, 1), "sent_per_s": batch / secs}
                report["speed"].append(row)
                say(f"speed {precision} {algo} {kind} b{batch}: {row['ms_per_step']:.2f} "
                    f"ms/step, {row['sent_per_s']:.1f} sent/s (output {n})")
    (out / f"decode_profile{a.tag and '-' + a.tag}.json").write_text(json.dumps(report, indent=1))

    from torch.profiler import ProfilerActivity, profile
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    for batch, kind in ((b, k) for b in (1, 64) for k in kinds) if "profile" in parts else ():
        src = source(batch)
        with model.decoding():
            search("greedy", src, kind)
            sync()
            with profile(activities=acts) as prof:
                t = time.perf_counter()
                search("greedy", src, kind)
                sync()
                wall = time.perf_counter() - t
        events = prof.key_averages()
        kernels = [e for e in prof.events() if e.device_type.name == "CUDA"]
        gpu_us = sum(e.device_time for e in kernels) if kernels else 0.0
        table = events.table(sort_by="self_cpu_time_total", row_limit=20, max_name_column_width=60)
        rec = {"wall_ms_per_step": wall * 1e3 / a.steps, "kernels_per_step": len(kernels) / a.steps,
               "gpu_busy_ms_per_step": gpu_us / 1e3 / a.steps, "top_cpu": table}
        report["profile"][f"greedy_b{batch}" + ("" if kind == "eager" else f"_{kind}")] = rec
        say(f"profile greedy {kind} b{batch}: {rec['wall_ms_per_step']:.2f} ms/step wall, "
            f"{rec['kernels_per_step']:.0f} kernels/step, "
            f"GPU busy {rec['gpu_busy_ms_per_step']:.3f} ms/step")
        print(table, flush=True)
        (out / f"decode_profile{a.tag and '-' + a.tag}.json").write_text(json.dumps(report, indent=1))

    if "python" not in parts:
        say("done")
        return 0
    src = source(1)
    with model.decoding():
        search("greedy", src)
        pr = cProfile.Profile()
        pr.enable()
        for _ in range(5):
            search("greedy", src)
        sync()
        pr.disable()
    buf = io.StringIO()
    pstats.Stats(pr, stream=buf).sort_stats("tottime").print_stats(30)
    report["python_greedy_b1"] = buf.getvalue()
    print(buf.getvalue()[:6000], flush=True)
    (out / f"decode_profile{a.tag and '-' + a.tag}.json").write_text(json.dumps(report, indent=1))
    say("done")
    return 0


def _searches(steps: int, kinds: list[str]) -> dict:
    """(algo, kind) -> ``f(model, src)``, every search held at ``steps`` tokens (max_len_a
    0: the limit is max_len_b whatever the source, and EOS is out of reach)."""
    greedy, beam4 = (DecodeOptions(beam=b, max_len_a=0.0, max_len_b=steps) for b in (1, 4))
    found = {("greedy", "eager"): lambda m, src: greedy_search(m, src, greedy),
             ("beam4", "eager"): lambda m, src: beam_search(m, src, beam4)}
    if "graph" in kinds:  # imported only when asked: older code (--tag before) has none
        from nmt_cli.decode import fixed_search, graphs

        cache = graphs.StepCache()  # the buckets kept from search to search, as a translator's
        found["greedy", "graph"] = lambda m, src: fixed_search.greedy_search(m, src, greedy,
                                                                           cache=cache)
        found["beam4", "graph"] = lambda m, src: fixed_search.beam_search(m, src, beam4,
                                                                         cache=cache)
    return found


if __name__ == "__main__":
    raise SystemExit(main())
