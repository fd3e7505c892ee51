"""The GPU check's decode step: sentences/s of greedy and beam 4 at batch 64 and 1, and
the identities that hold on any device (cached greedy == uncached greedy, beam 1 ==
greedy, a sentence decoded alone == in its batch), with fp32's rounding ties told apart
from search bugs.

Run as a step of ``benchmarks.gpu.gpu_check`` (``--steps decode``); its helpers
(``padded``, ``float_fork``, ``fp64_ties``) are tested on the CPU by tests/e2e/test_gpu_check.py.
"""

from __future__ import annotations

import copy
import math
import time

import torch

from benchmarks.reference.uncached import greedy_search_uncached
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID
from nmt_cli.data.dataset import ParallelDataset
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.engine import load_for_inference
from nmt_cli.decode.search import beam_search, greedy_search


def padded(sources: list[list[int]], device: torch.device) -> torch.Tensor:
    """ids + EOS, right-padded with PAD, as ``decode.lines.SearchTranslator`` feeds search."""
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


def step_decode(ck, rec: dict) -> None:
    """Sentences/s of greedy and beam 4 at batch 64 and 1 (fp32, `nmt translate`'s
    default), and the identities that hold whatever the device: cached greedy ==
    uncached greedy, beam 1 == greedy, a sentence's beam alone == in a batch."""
    ck.needs_data()
    if ck.base_ckpt is None or not ck.base_ckpt.is_file():
        raise RuntimeError("no model to decode with: train_base did not finish")
    if ck.skip(rec, 20):
        return
    s = ck.sizes
    model, tok, _ = load_for_inference(ck.base_ckpt, ck.device)
    model.eval()
    valid = ParallelDataset(ck.data, "valid")
    n = min(s.decode_sentences, len(valid))
    sources = [valid[i][0].tolist() for i in range(n)]
    # batches of 64 as `nmt translate` makes them: sorted by length, longest first
    by_length = sorted(range(n), key=lambda i: -len(sources[i]))
    batch64 = [by_length[i:i + 64] for i in range(0, n, 64)]
    batch1 = [[i] for i in range(n)]
    sync = torch.cuda.synchronize if ck.cuda else (lambda: None)

    def beam(k: int):
        return lambda m, src: [h[0].tokens for h in beam_search(m, src, DecodeOptions(beam=k))]

    def decode(search, batches, budget: float = math.inf) -> tuple[dict[int, list[int]], float]:
        out, t = {}, time.perf_counter()
        with model.decoding():  # one scope for every batch, as `nmt translate` opens
            for rows in batches:
                if time.perf_counter() - t > budget:  # batch 1 is time-boxed: slow on a GPU
                    break
                for i, hyp in zip(rows, search(model, padded([sources[i] for i in rows],
                                                             ck.device))):
                    out[i] = hyp
        sync()
        return out, time.perf_counter() - t

    budget1 = min(s.batch1_seconds, max(2.0, ck.left() / 8))
    rec.update(sentences=n, precision="fp32", batch1_seconds=budget1, rows=[])
    found = {}
    for algo, search, batch in (("greedy", greedy_search, 64), ("beam4", beam(4), 64),
                                ("greedy", greedy_search, 1), ("beam4", beam(4), 1)):
        out, secs = decode(search, batch64 if batch == 64 else batch1,
                           math.inf if batch == 64 else budget1)
        found[algo, batch] = out
        tokens = sum(len(h) + 1 for h in out.values())  # + EOS
        rec["rows"].append({"algo": algo, "batch": batch, "sentences": len(out),
                            "seconds": round(secs, 2), "sent_per_s": len(out) / secs,
                            "tokens_per_s": tokens / secs,
                            "mean_output_len": tokens / max(len(out), 1) - 1})
    uncached, _ = decode(greedy_search_uncached, batch64)
    beam1, _ = decode(beam(1), batch64)

    def mismatches(a: dict, b: dict) -> int:
        return sum(a[i] != b[i] for i in a if i in b)

    def batch_identity(algo: str, search) -> dict:
        """Batch 1 == batch 64, fp32's ties told apart in float64 (``fp64_ties``)."""
        apart = [i for i in found[algo, 1] if found[algo, 1][i] != found[algo, 64][i]]
        ties = (fp64_ties(copy.deepcopy(model).double(), search, sources, batch64, apart,
                          ck.device) if apart else 0)
        return {f"mismatch_{algo}_batch1_vs_batch64": len(apart) - ties,
                f"{algo}_batch1_vs_batch64_float_ties": ties}

    # Beam 1 ranks log-probabilities plus the running score, greedy the raw logits: two
    # tokens whose logits differ by less than the running score's rounding tie in the
    # first and not in the second (seen once on the H200, 2 sentences of 1,000, with a
    # model that repeats itself to 50 tokens). Such a tie is fp32's, not a search bug;
    # a wrong cache or reorder gives margins of tenths of a nat and more.
    forks = [float_fork(model, sources[i], beam1[i], found["greedy", 64][i], ck.device)
             for i in beam1 if beam1[i] != found["greedy", 64][i]]
    ties = [f for f in forks if f["tie"]]
    rec.update(mismatch_greedy_vs_uncached=mismatches(found["greedy", 64], uncached),
               mismatch_beam1_vs_greedy=len(forks) - len(ties),
               beam1_vs_greedy_float_ties=len(ties), beam1_vs_greedy_forks=forks[:10],
               **batch_identity("beam4", beam(4)),
               **batch_identity("greedy", greedy_search),
               compared_at_batch1={"greedy": len(found["greedy", 1]),
                                   "beam4": len(found["beam4", 1])})
    rec["checks"] = {k: v == 0 for k, v in rec.items() if k.startswith("mismatch_")}
    try:
        import sacrebleu
    except ImportError:
        pass
    else:  # the synthetic task is learnable: BLEU says how far 3 minutes got
        hyps = [tok.decode(found["beam4", 64][i]) for i in range(n)]
        rec["bleu_beam4"] = sacrebleu.corpus_bleu(hyps, [valid.raw_lines("tgt")[:n]]).score
    model = None  # freed before ck.free() (not `del`: the closures above read it)
    ck.free()
