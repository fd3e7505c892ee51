"""The GPU check's decode step: how fast `nmt translate`'s searches run on the card, eagerly
and over the fixed-shape step replayed as a CUDA graph (``nmt_cli.decode.fixed_search``),
and the identities that hold on any device, with fp32's rounding ties told apart from
search bugs.

Run as a step of ``benchmarks.gpu.gpu_check`` (``--steps decode``) with train_base's model:

* ``rows``: the check's sentences (1,000 on a GPU) decoded greedy and beam 4, at batch 64
  and batch 1 (time-boxed), eager (``search``) and graph (``fixed_search``), fp32 and bf16
  autocast, and beam 4 in token-sized batches (``engine.gpu_batch_limits``, cut at the
  buckets as `nmt translate` cuts them): sentences/s and target tokens/s.
* forced-length rows (``per_step``): every search held at 30 output tokens, EOS kept out
  of reach, at batch 1 and 64, greedy and beam 4, fp32 and bf16, eager and graph: ms per
  step (the goal on one H100/H200: greedy at batch 1 <= 0.6 ms).
* checks: cached greedy == uncached greedy, beam 1 == greedy, a sentence alone == in its
  batch of 64, and graph == eager (greedy and beam 4, fp32); a difference that is fp32's
  rounding is counted beside (``float_fork``, ``fp64_ties``, ``fp64_agree``).

With ``--quick`` (the CPU) the step runs under ``NMT_GPU_PATHS`` as CI runs the GPU's code,
fp32 only; "graph" is then the fixed-shape step run eagerly. Its helpers are tested on the
CPU by tests/e2e/test_gpu_check.py.
"""

from __future__ import annotations

import copy
import math
import time
from functools import partial

import torch

import nmt_cli.device as nmt_device
from benchmarks.reference.uncached import greedy_search_uncached
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID
from nmt_cli.data.dataset import ParallelDataset
from nmt_cli.decode import fixed_search, graphs
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.engine import gpu_batch_limits, load_for_inference
from nmt_cli.decode.lines import decode_batches
from nmt_cli.decode.search import beam_search, greedy_search
from nmt_cli.device import autocast

FORCED_STEPS = 30


def padded(sources: list[list[int]], device: torch.device) -> torch.Tensor:
    """ids + EOS, right-padded with PAD, as ``decode.torch_backend.SearchTranslator`` feeds search."""
    src = torch.full((len(sources), max(map(len, sources)) + 1), PAD_ID, dtype=torch.long)
    for r, ids in enumerate(sources):
        src[r, :len(ids) + 1] = torch.tensor(ids + [EOS_ID])
    return src.to(device)


def float_fork(model, source: list[int], a: list[int], b: list[int],
               device: torch.device) -> dict:
    """Where two outputs of one source part, and whether that was a rounding tie.

    Feeds the common prefix without the cache (``model.decode``) and compares the two
    tokens chosen next: ``margin`` is their log-probability difference, ``score`` the
    prefix's log-probability. A tie is a margin within 16 fp32 ulps of the score plus
    the token's log-probability (the sum beam search ranks), or 1e-4, whichever is
    larger: the size of the uncached and cached paths' own fp32 disagreement."""
    common = min(len(a), len(b))
    t = next((j for j in range(common) if a[j] != b[j]), common)
    ta = a[t] if t < len(a) else EOS_ID
    tb = b[t] if t < len(b) else EOS_ID
    src = padded([source], device)
    ys = torch.tensor([[BOS_ID] + a[:t]], device=device)
    with torch.inference_mode():
        memory, src_mask = model.encode(src)
        logits = model.generator.logits(model.decode(ys, memory, src_mask)).float()[0]
        lp = torch.log_softmax(logits, dim=-1)
    steps = lp[torch.arange(t), ys[0, 1:]] if t else lp.new_zeros(0)
    score = float(steps.sum())
    la, lb = float(lp[t, ta]), float(lp[t, tb])
    tol = max(1e-4, 16 * torch.finfo(torch.float32).eps * (abs(score) + abs(la)))
    return {"step": t, "tokens": [ta, tb], "margin": la - lb, "score": score,
            "tolerance": tol, "tie": abs(la - lb) <= tol}


def fp64_ties(model64, search, sources: list[list[int]], batches: list[list[int]],
              apart: list[int], device: torch.device) -> int:
    """How many of the sentences ``apart`` (whose output alone differed from theirs in a
    batch) decode alike alone and in their batch with the model in float64.

    A sentence alone runs GEMMs of other shapes, whose fp32 sums round otherwise: where
    two hypotheses come within that rounding, the other may win (seen once, beam 4 on
    the H200, 1 sentence of 98). Equal in float64, the difference was fp32's; a search
    that mixes the sentences of a batch differs in any precision."""
    ties = 0
    for i in apart:
        rows = next(rows for rows in batches if i in rows)
        with torch.inference_mode(), model64.decoding():
            alone = search(model64, padded([sources[i]], device))[0]
            together = search(model64, padded([sources[r] for r in rows], device))
        ties += alone == together[rows.index(i)]
    return ties


def fp64_agree(model64, first, second, sources: list[list[int]], batches: list[list[int]],
               apart: list[int], device: torch.device) -> int:
    """How many of the sentences ``apart`` (which two searches, the graph and the eager
    one, decoded differently in their batch) the two decode alike with the model in
    float64: those differences were fp32's rounding (the fixed-shape step sums over
    padded keys and whole buckets of rows, in another order), not a search's bug."""
    agree = 0
    for rows in batches:
        here = [i for i in apart if i in rows]
        if here:
            src = padded([sources[r] for r in rows], device)
            with torch.inference_mode(), model64.decoding():
                a, b = first(model64, src), second(model64, src)
            agree += sum(a[rows.index(i)] == b[rows.index(i)] for i in here)
    return agree


def searches(cache: graphs.StepCache) -> dict:
    """(search, step) -> ``f(model, src)``: token lists of the best hypotheses."""
    def best(found):
        return [h[0].tokens for h in found]

    beam4 = DecodeOptions(beam=4)
    return {
        ("greedy", "eager"): greedy_search,
        ("beam4", "eager"): lambda m, src: best(beam_search(m, src, beam4)),
        ("beam1", "eager"): lambda m, src: best(beam_search(m, src, DecodeOptions(beam=1))),
        ("greedy", "graph"): partial(fixed_search.greedy_search, cache=cache),
        ("beam4", "graph"): lambda m, src: best(fixed_search.beam_search(m, src, beam4,
                                                                        cache=cache)),
    }


class Decoding:
    """The check's sentences decoded by one search, in given batches, timed."""

    def __init__(self, ck, model, sources: list[list[int]]):
        self.ck, self.model, self.sources = ck, model, sources
        self.cache = graphs.StepCache()  # the graph searches' buckets, kept as a translator's
        self.sync = torch.cuda.synchronize if ck.cuda else (lambda: None)

    def run(self, search, batches: list[list[int]], precision: str = "fp32",
            budget: float = math.inf) -> tuple[dict[int, list[int]], float]:
        """{sentence: tokens}, seconds; batch 1 is time-boxed (``budget``): slow."""
        out, t = {}, time.perf_counter()
        # one scope for every batch, as `nmt translate` opens
        with self.model.decoding(), autocast(self.ck.device, precision):
            for rows in batches:
                if time.perf_counter() - t > budget:
                    break
                src = padded([self.sources[i] for i in rows], self.ck.device)
                for i, hyp in zip(rows, search(self.model, src)):
                    out[i] = hyp
        self.sync()
        return out, time.perf_counter() - t

    def row(self, rec: dict, name: tuple, batch, precision: str, batches: list[list[int]],
            budget: float = math.inf) -> dict[int, list[int]]:
        """Decode and add a row to ``rec["rows"]``; returns the outputs."""
        search, step = name
        out, secs = self.run(searches(self.cache)[name], batches, precision, budget)
        tokens = sum(len(h) + 1 for h in out.values())  # + EOS
        rec["rows"].append({"algo": f"{search} {step} {precision}", "search": search,
                            "step": step, "precision": precision, "batch": batch,
                            "sentences": len(out), "seconds": round(secs, 2),
                            "sent_per_s": len(out) / secs, "tokens_per_s": tokens / secs,
                            "mean_output_len": tokens / max(len(out), 1) - 1})
        return out


def step_decode(ck, rec: dict) -> None:
    """The rows, the forced-length rows and the checks of the module docstring."""
    ck.needs_data()
    if ck.base_ckpt is None or not ck.base_ckpt.is_file():
        raise RuntimeError("no model to decode with: train_base did not finish")
    if ck.skip(rec, 20):
        return
    switch = nmt_device.GPU_PATHS
    nmt_device.GPU_PATHS = switch or not ck.cuda  # the CPU runs the GPU's branches (--quick)
    try:
        _decode(ck, rec)
    finally:
        nmt_device.GPU_PATHS = switch
    ck.free()


def _decode(ck, rec: dict) -> None:
    model, tok, _ = load_for_inference(ck.base_ckpt, ck.device)
    model.eval()
    valid = ParallelDataset(ck.data, "valid")
    n = min(ck.sizes.decode_sentences, len(valid))
    sources = [valid[i][0].tolist() for i in range(n)]
    # batches of 64 as `nmt translate` makes them: sorted by length, longest first
    by_length = sorted(range(n), key=lambda i: -len(sources[i]))
    batch64 = [by_length[i:i + 64] for i in range(0, n, 64)]
    batch1 = [[i] for i in range(n)]
    runs = Decoding(ck, model, sources)
    budget1 = min(ck.sizes.batch1_seconds, max(2.0, ck.left() / 10))
    precisions = ("fp32", "bf16") if ck.cuda else ("fp32",)  # bf16 is emulated on most CPUs
    rec.update(sentences=n, precisions=list(precisions), batch1_seconds=budget1, rows=[],
               graphs_captured_on=ck.device.type == "cuda")
    found = {}
    for search in ("greedy", "beam4"):
        for step in ("eager", "graph"):
            found[search, step, 64] = runs.row(rec, (search, step), 64, "fp32", batch64)
            # the CPU's "graph" is the fixed-shape step run eagerly: slower, and not measured
            box = budget1 if ck.cuda or step == "eager" else budget1 / 2
            found[search, step, 1] = runs.row(rec, (search, step), 1, "fp32", batch1, box)
    for precision in precisions[1:]:
        for search in ("greedy", "beam4"):
            runs.row(rec, (search, "graph"), 64, precision, batch64)
        runs.row(rec, ("beam4", "eager"), 64, precision, batch64)
        runs.row(rec, ("beam4", "graph"), 1, precision, batch1, budget1 / 2)
    for precision in precisions:
        runs.row(rec, ("beam4", "graph"), "tokens", precision,
                 token_batches(ck, model, sources, precision))
    _checks(ck, rec, runs, found, batch64)
    rec["per_step"] = forced_length_rows(ck, model)
    rec["capture_failures"] = list(graphs.capture_failures)
    rec["checks"] = {k: v == 0 for k, v in rec.items() if k.startswith("mismatch_")}
    rec["checks"]["graphs_captured"] = not (ck.cuda and graphs.capture_failures)
    _bleu(rec, tok, valid, found, n)


def token_batches(ck, model, sources: list[list[int]], precision: str) -> list[list[int]]:
    """Beam 4's batches as `nmt translate` cuts them on this card (``gpu_batch_limits``,
    at the buckets; on the CPU, 600 tokens and 32 sentences)."""
    tokens, size = (gpu_batch_limits([model.cfg], DecodeOptions(beam=4), precision,
                                     torch.cuda.get_device_properties(ck.device).total_memory)
                    if ck.cuda else (600, 32))
    return decode_batches([len(s) + 1 for s in sources], tokens, size,
                          graphs.sentences_that_fit)


def _checks(ck, rec: dict, runs: Decoding, found: dict, batch64: list[list[int]]) -> None:
    model, sources, dev = runs.model, runs.sources, ck.device
    chosen = searches(runs.cache)
    uncached, _ = runs.run(greedy_search_uncached, batch64)
    beam1, _ = runs.run(chosen["beam1", "eager"], batch64)
    model64 = copy.deepcopy(model).double()

    def batch_identity(search: str, step: str) -> dict:
        """Batch 1 == batch 64, fp32's ties told apart in float64 (``fp64_ties``)."""
        alone, together = found[search, step, 1], found[search, step, 64]
        apart = [i for i in alone if alone[i] != together[i]]
        ties = fp64_ties(model64, chosen[search, step], sources, batch64, apart, dev) if apart else 0
        name = search if step == "eager" else f"{search}_graph"
        return {f"mismatch_{name}_batch1_vs_batch64": len(apart) - ties,
                f"{name}_batch1_vs_batch64_float_ties": ties}

    def graph_identity(search: str) -> dict:
        """Graph == eager at batch 64, fp32's ties told apart in float64 (``fp64_agree``)."""
        graph, eager = found[search, "graph", 64], found[search, "eager", 64]
        apart = [i for i in eager if graph[i] != eager[i]]
        ties = (fp64_agree(model64, chosen[search, "graph"], chosen[search, "eager"], sources,
                           batch64, apart, dev) if apart else 0)
        return {f"mismatch_{search}_graph_vs_eager": len(apart) - ties,
                f"{search}_graph_vs_eager_float_ties": ties}

    # Beam 1 ranks log-probabilities plus the running score, greedy the raw logits: two
    # tokens whose logits differ by less than the running score's rounding tie in the
    # first and not in the second (seen once on the H200, 2 sentences of 1,000, with a
    # model that repeats itself to 50 tokens). Such a tie is fp32's, not a search bug;
    # a wrong cache or reorder gives margins of tenths of a nat and more.
    greedy64 = found["greedy", "eager", 64]
    forks = [float_fork(model, sources[i], beam1[i], greedy64[i], dev)
             for i in beam1 if beam1[i] != greedy64[i]]
    ties = [f for f in forks if f["tie"]]
    # The uncached reference recomputes every prefix, so its sums run in another order:
    # fp32's ties told apart in float64, as for the graph (1 of 1,000 on an H200, untold)
    apart = [i for i in greedy64 if i in uncached and greedy64[i] != uncached[i]]
    cache_ties = (fp64_agree(model64, greedy_search_uncached, chosen["greedy", "eager"],
                             sources, batch64, apart, dev) if apart else 0)
    rec.update(mismatch_greedy_vs_uncached=len(apart) - cache_ties,
               greedy_vs_uncached_float_ties=cache_ties,
               mismatch_beam1_vs_greedy=len(forks) - len(ties),
               beam1_vs_greedy_float_ties=len(ties), beam1_vs_greedy_forks=forks[:10],
               **batch_identity("beam4", "eager"), **batch_identity("greedy", "eager"),
               **batch_identity("beam4", "graph"),
               **graph_identity("greedy"), **graph_identity("beam4"),
               compared_at_batch1={f"{s} {step}": len(found[s, step, 1])
                                   for s in ("greedy", "beam4") for step in ("eager", "graph")})


def forced_length_rows(ck, model) -> list[dict]:
    """ms per step with every search held at ``FORCED_STEPS`` output tokens (EOS kept out
    of reach in the logits, -1e4, not -inf: beam search forces EOS at the limit), from 30
    random source tokens: greedy and beam 4, batch 1 and 64, eager and graph, fp32 and bf16."""
    vocab, rows = model.cfg.vocab_size, []
    plain = model.generator.logits

    def never_eos(x):  # one more kernel a step, in both searches alike
        y = plain(x)
        y[..., EOS_ID] = -1e4
        return y

    model.generator.logits = never_eos
    cache, sync = graphs.StepCache(), torch.cuda.synchronize if ck.cuda else (lambda: None)
    held = dict(max_len_a=0.0, max_len_b=FORCED_STEPS)
    runs = {("greedy", "eager"): partial(greedy_search, options=DecodeOptions(beam=1, **held)),
            ("greedy", "graph"): partial(fixed_search.greedy_search,
                                         options=DecodeOptions(beam=1, **held), cache=cache),
            ("beam4", "eager"): partial(beam_search, options=DecodeOptions(beam=4, **held)),
            ("beam4", "graph"): partial(fixed_search.beam_search,
                                        options=DecodeOptions(beam=4, **held), cache=cache)}
    reps, batches = (3, (1, 64)) if ck.cuda else (1, (1, 8))  # --quick: that it runs
    try:
        for precision in ("fp32", "bf16") if ck.cuda else ("fp32",):
            for (search, step), run in runs.items():
                for batch in batches:
                    src = torch.randint(4, vocab, (batch, 30), generator=torch.Generator()
                                        .manual_seed(batch)).to(ck.device)
                    src[:, -1] = EOS_ID
                    with model.decoding(), autocast(ck.device, precision):
                        run(model, src)  # warm-up (and the graph's capture)
                        sync()
                        t = time.perf_counter()
                        for _ in range(reps):
                            run(model, src)
                        sync()
                    secs = (time.perf_counter() - t) / reps
                    rows.append({"search": search, "step": step, "precision": precision,
                                 "batch": batch, "steps": FORCED_STEPS + 1,
                                 "ms_per_step": secs * 1e3 / (FORCED_STEPS + 1),
                                 "sent_per_s": batch / secs,
                                 "tokens_per_s": batch * (FORCED_STEPS + 1) / secs})
    finally:
        del model.generator.logits
    return rows


def _bleu(rec: dict, tok, valid, found: dict, n: int) -> None:
    try:
        import sacrebleu
    except ImportError:
        return
    # the synthetic task is learnable: BLEU says how far the training got
    hyps = [tok.decode(found["beam4", "eager", 64][i]) for i in range(n)]
    rec["bleu_beam4"] = sacrebleu.corpus_bleu(hyps, [valid.raw_lines("tgt")[:n]]).score


def markdown_lines(rec: dict) -> list[str]:
    """The forced-length table (ms per step) for gpu_check.md."""
    lines = ["", (f"| forced to {FORCED_STEPS} tokens | step | precision | batch | ms/step | "
                  "sentences/s | tokens/s |"), "|---|---|---|---:|---:|---:|---:|"]
    for x in rec.get("per_step", []):
        lines.append(f"| {x['search']} | {x['step']} | {x['precision']} | {x['batch']} | "
                     f"{x['ms_per_step']:.3f} | {x['sent_per_s']:,.1f} | {x['tokens_per_s']:,.0f} |")
    return lines if rec.get("per_step") else []
