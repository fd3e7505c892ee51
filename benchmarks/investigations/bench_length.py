"""Why are the 30-minute models' outputs shorter than the references? (issue 28)

For one checkpoint and a dev set, through the installed ``nmt`` (PyTorch search, the
reference decoder), measures what each suspect does to the length ratio (hypothesis words /
reference words, sacreBLEU's), the brevity penalty and BLEU:

- the length penalty: alpha 0, 0.6 (the paper's), 1.0, 1.5, 2.0 (GNMT), and greedy;
- averaging: the averaged checkpoint against the run's best single one (``--single``);
- search or model: the reference translation scored by the model (forced decoding,
  ``--force-target``) against the hypothesis the search found. Where the reference scores
  higher, the search missed it (a search error); where it scores lower, the model itself
  prefers the shorter output (a model error), and no search fixes that;
- the output limit: how many hypotheses stopped at ``a * |x| + b`` subwords.
- the end of sentence: the mean log-probability the model gives EOS where the reference ends.

Usage: python -m benchmarks.investigations.bench_length --ckpt avg.pt --src dev.en --ref dev.es
           [--single runs/x/checkpoint_best.pt] [--out length.json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

import sacrebleu

NMT = shutil.which("nmt") or str(Path(sys.executable).parent / "nmt")
ALPHAS = (0.0, 0.6, 1.0, 1.5, 2.0)


def nmt(*args: str, stdin: Path) -> list[str]:
    with open(stdin, "rb") as f:
        out = subprocess.run([NMT, "translate", "--engine", "torch", *args], stdin=f,
                             capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def scored(lines: list[str]) -> tuple[list[float], list[str]]:
    parts = [x.split("\t", 2) for x in lines]
    return [float(p[1]) for p in parts], [p[2] if len(p) > 2 else "" for p in parts]


def row(name: str, hyps: list[str], refs: list[str]) -> dict:
    b = sacrebleu.corpus_bleu(hyps, [refs])
    return {"setting": name, "bleu": round(b.score, 2), "bp": round(b.bp, 3),
            "ratio": round(b.sys_len / b.ref_len, 3)}


def eos_logprob(ckpt: Path, src: list[str], ref: list[str]) -> float:
    """Mean log p(EOS | source, whole reference), teacher-forced."""
    import torch

    from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID
    from nmt_cli.decode.engine import load_for_inference

    torch.set_grad_enabled(False)
    model, tok, _ = load_for_inference(ckpt)
    total = 0.0
    for s, t in zip(src, ref):
        x = torch.tensor([tok.encode(s) + [EOS_ID]])
        y = tok.encode(t)
        hidden = model(x, torch.tensor([[BOS_ID] + y]))
        logp = model.generator(hidden)[0, -1]  # the position after the last reference piece
        assert PAD_ID != EOS_ID
        total += float(logp[EOS_ID])
    return total / len(src)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ckpt", type=Path, required=True)
    ap.add_argument("--src", type=Path, required=True)
    ap.add_argument("--ref", type=Path, required=True)
    ap.add_argument("--single", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args()
    refs = a.ref.read_text(encoding="utf-8").splitlines()
    srcs = a.src.read_text(encoding="utf-8").splitlines()
    ck = str(a.ckpt)
    rows = [row("greedy", nmt("--ckpt", ck, "--greedy", stdin=a.src), refs)]
    for alpha in ALPHAS:
        rows.append(row(f"beam 4, lenpen {alpha}",
                        nmt("--ckpt", ck, "--lenpen", str(alpha), stdin=a.src), refs))
    if a.single:
        rows.append(row("beam 4, lenpen 0.6, best single checkpoint",
                        nmt("--ckpt", str(a.single), stdin=a.src), refs))
    # search or model: the reference's score against the hypothesis' (both GNMT 0.6)
    hyp_scores, hyps = scored(nmt("--ckpt", ck, "--nbest", "2", stdin=a.src)[::2])
    ref_scores, _ = scored(nmt("--ckpt", ck, "--force-target", str(a.ref), stdin=a.src))
    longer = [len(r.split()) > len(h.split()) for h, r in zip(hyps, refs)]
    search_errors = sum(r > h for h, r, lg in zip(hyp_scores, ref_scores, longer) if lg)
    from nmt_cli.decode.engine import load_for_inference

    tok = load_for_inference(a.ckpt)[1]
    at_limit = sum(len(tok.encode(h)) >= len(tok.encode(s)) + 50 for s, h in zip(srcs, hyps))
    res = {"checkpoint": ck, "rows": rows,
           "shorter_than_reference": sum(longer),
           "of_which_reference_scores_higher": search_errors,
           "at_output_limit": at_limit,
           "mean_eos_logprob_at_reference_end": round(eos_logprob(a.ckpt, srcs, refs), 3)}
    print("| setting | BLEU | BP | length ratio |\n|---|---|---|---|")
    for r in rows:
        print(f"| {r['setting']} | {r['bleu']:.1f} | {r['bp']:.3f} | {r['ratio']:.3f} |")
    print(json.dumps({k: v for k, v in res.items() if k != "rows"}, indent=1))
    if a.out:
        a.out.write_text(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
