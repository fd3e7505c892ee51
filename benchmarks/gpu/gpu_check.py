"""The GPU check: one prepared command that turns a lent GPU's minutes into measurements.

From the repository root (a copy of the working tree):

    PYTHONPATH=src python3 -m benchmarks.gpu.gpu_check --out $OUT          # one H100/H200, <= 8 min
    PYTHONPATH=src python3 -m benchmarks.gpu.gpu_check --out DIR --quick   # the CPU, tiny sizes
    ... --steps data,train_base,decode                                      # some steps only

A lent GPU comes for minutes, without network, with torch but without nmt-cli installed
and without ``datasets``: this script needs only what such a machine has, nmt_cli from
src/ (``PYTHONPATH=src``) and the ``benchmarks`` package from the current directory
(``-m``). Its steps, each timed and guarded (an exception is recorded with its
traceback's last lines, and the next step runs):

1. ``matmul``: the device's matmul peak in this run: bf16, fp32 with TF32 off and on
   (--quick: fp32 on the CPU), the yardstick of the model FLOPs utilisation below.
2. ``data``: a WMT14-shaped synthetic corpus (``synthetic_corpus``), prepared by
   ``data.prepare.prepare_dataset`` with a 37,000-piece BPE.
3. ``train_base``, ``train_big``: ``train.launch.run_training`` in this process, bf16, ~25k tokens
   per update, a few minutes each: target tokens/s, updates/s, MFU (``train_flops``),
   peak GPU memory, first and last logged loss (--quick: presets tiny and small, fp32).
4. ``fp16``: GradScaler for a few dozen updates: finite losses and weights, and updates
   skipped for overflow are not counted as steps (on the CPU under ``NMT_GPU_PATHS``).
5. ``resume``: N + N updates with a restart against 2N straight, every weight compared;
   on a GPU beside the noise floor of two identical straight runs.
6. ``cli``: ``python -m nmt_cli train --gpus 1`` (--quick: --gpus 0) exits 0 with a checkpoint.
7. ``decode``: greedy and beam 4 at batch 64 and batch 1 with train_base's model:
   sentences/s; greedy == the uncached reference, beam 4 batch 1 == batch 64, beam 1 == greedy.
   A difference that is fp32's rounding is counted beside, not as a failure: a tie between
   two tokens at the fork (``float_fork``), or one that decoding again in float64 does
   not repeat (``fp64_ties``).

OUT/gpu_check.json (every number) and OUT/gpu_check.md (tables for docs/BENCHMARKS.md)
are written again after every step, so a run stopped by its time limit keeps what it
measured. The library's own output (training logs, prepare's tables) goes to
OUT/logs/<step>.log; data, runs and checkpoints to a work directory outside OUT.
The exit code is 0 when every step ran and every check held.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import gc
import json
import math
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import torch

import nmt_cli.device as nmt_device
from benchmarks.gpu import check_decode
from benchmarks.paths import ROOT
from nmt_cli.checkpoint import LAST, load_checkpoint
from nmt_cli.config import ModelConfig
from nmt_cli.cpus import usable_cpus
from nmt_cli.data.dataset import ParallelDataset, load_manifest

STDOUT = sys.stdout  # step lines go here while the library's output goes to a log file


@dataclass
class Sizes:
    """What a run does: the full GPU check, or --quick on the CPU."""

    train_pairs: int
    valid_pairs: int
    word_types: int  # per synthetic language
    mean_words: float  # per source sentence
    vocab_size: int
    matmul_n: int
    base: str  # the preset that train_base trains and decode decodes with
    big: str
    precision: str
    tokens_per_update: int | None  # None: the preset's (also max_tokens, unless --max-tokens)
    base_steps: int  # 0: train for --minutes-base instead
    big_steps: int
    warmup: int
    log_every: int
    fp16_preset: str
    fp16_steps: int
    fp16_tokens: int | None  # tokens per update; None: as the other runs
    resume_preset: str
    resume_n: int
    decode_sentences: int
    batch1_seconds: float  # batch-1 decoding is time-boxed: a sentence at a time is slow


FULL = Sizes(train_pairs=200_000, valid_pairs=3_000, word_types=30_000, mean_words=25,
             vocab_size=37_000, matmul_n=8192, base="base", big="big", precision="bf16",
             tokens_per_update=None, base_steps=0,
             big_steps=0, warmup=1000, log_every=20, fp16_preset="base", fp16_steps=40, fp16_tokens=None,
             resume_preset="small", resume_n=20, decode_sentences=1000, batch1_seconds=15.0)
# Short sentences over few words: a 400-piece BPE keeps them at ~12 subwords, so that a
# few 1,024-token updates and decoding 16 sentences take seconds on 2 cores (fp16, which
# the CPU emulates, ~1 s per 256 tokens).
QUICK = Sizes(train_pairs=2_000, valid_pairs=100, word_types=300, mean_words=10,
              vocab_size=400, matmul_n=1024, base="tiny", big="small", precision="fp32",
              tokens_per_update=1024, base_steps=12, big_steps=4, warmup=12, log_every=2,
              fp16_preset="tiny", fp16_steps=3, fp16_tokens=256, resume_preset="tiny", resume_n=2,
              decode_sentences=16, batch1_seconds=1.5)


class Terminated(BaseException):
    """SIGTERM (a time limit): stop after writing what was measured."""


# --------------------------------------------------------------------------- the report

class Report:
    """Every number of the run; rewritten to OUT after each step."""

    def __init__(self, out: Path, machine: dict, options: dict):
        self.out = out
        self.data = {"machine": machine, "options": options,
                     "started": _now(), "finished": None, "steps": {}}

    def step(self, name: str) -> dict:
        return self.data["steps"].setdefault(name, {})

    def write(self) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        try:
            md = markdown(self.data)
        except Exception as e:  # noqa: BLE001 - the JSON must be written whatever happens
            md = f"(the markdown could not be made: {type(e).__name__}: {e}; see gpu_check.json)\n"
        for name, text in (("gpu_check.json", json.dumps(self.data, indent=2) + "\n"),
                           ("gpu_check.md", md)):
            tmp = self.out / f".{name}.tmp"
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, self.out / name)  # a kill mid-write leaves the previous file


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def say(text: str, stamp: bool = True) -> None:
    try:
        print(f"[gpu_check {time.strftime('%H:%M:%S')}] {text}" if stamp else text,
              file=STDOUT, flush=True)
    except OSError:  # the reader went away (`| head`): the files still get every number
        pass


# Dense bf16 tensor-core peaks from the vendors' data sheets (TFLOP/s, without sparsity):
# MFU is quoted against these as well as against the matmul peak this run measures.
SPEC_BF16_TFLOPS = (("H200", 989.0), ("H100 PCIe", 756.0), ("H100", 989.0), ("A100", 312.0))


def spec_bf16_tflops(gpu_name: str | None) -> float | None:
    """The card's dense bf16 spec peak by its name (first match wins), None if unknown."""
    for key, tflops in SPEC_BF16_TFLOPS:
        if gpu_name and key.lower() in gpu_name.lower():
            return tflops
    return None


def machine_info(device: torch.device) -> dict:
    info = {"python": platform.python_version(), "torch": torch.__version__,
            "numpy": np.__version__, "cpu": _cpu_name(), "cpus": usable_cpus(),
            "device": device.type}
    if device.type == "cuda":
        props = torch.cuda.get_device_properties(device)
        info.update(gpu=props.name, gpu_memory_gib=round(props.total_memory / 2**30, 1),
                    compute_capability=f"{props.major}.{props.minor}",
                    cuda=torch.version.cuda, cudnn=torch.backends.cudnn.version())
        try:
            smi = subprocess.run(["nvidia-smi", "--query-gpu=driver_version,power.limit,"
                                  "clocks.max.sm", "--format=csv,noheader"],
                                 capture_output=True, text=True, timeout=20)
            info["nvidia_smi"] = smi.stdout.strip()
        except (OSError, subprocess.SubprocessError):
            pass
    return info


def _cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.partition(":")[2].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


# --------------------------------------------------------------------------- the run

class Check:
    """The state steps share: options, device, the prepared data, the base model."""

    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.quick = args.quick
        self.sizes = QUICK if args.quick else FULL
        self.device = torch.device("cpu") if args.quick else torch.device("cuda", 0)
        self.cuda = self.device.type == "cuda"
        self.out = Path(args.out)
        self.work = Path(args.work) if args.work else Path(tempfile.mkdtemp(prefix="gpu_check-"))
        self.work.mkdir(parents=True, exist_ok=True)
        self.deadline = time.time() + args.budget_minutes * 60 if args.budget_minutes else math.inf
        self.report = Report(self.out, machine_info(self.device), {
            **vars(args), "sizes": asdict(self.sizes), "work": str(self.work)})
        self.peak_tflops: dict[str, float] = {}
        # (gpu_profile builds a Check from its own options, which have no --spec-tflops)
        self.spec_tflops = getattr(args, "spec_tflops", None) or spec_bf16_tflops(
            self.report.data["machine"].get("gpu"))
        self.data: Path | None = None
        self.base_ckpt: Path | None = None

    def left(self) -> float:
        """Seconds left of --budget-minutes."""
        return self.deadline - time.time()

    def needs_data(self) -> None:
        if self.data is None:
            raise RuntimeError("no prepared data: the data step did not finish")

    def skip(self, rec: dict, seconds: float) -> bool:
        """Whether the budget is too short for a step of about ``seconds``."""
        if self.left() >= seconds:
            return False
        rec["skipped"] = f"{max(self.left(), 0):.0f} s of the budget left, ~{seconds:.0f} s needed"
        return True

    def run(self, steps) -> int:
        self.report.write()
        failed = False
        try:
            for name, fn in steps:
                failed |= not self._step(name, fn)
        except Terminated:
            self.report.data["terminated"] = "SIGTERM: the remaining steps did not run"
            failed = True
        finally:
            self.report.data["finished"] = _now()
            self.report.write()
        say(f"wrote {self.out / 'gpu_check.json'} and {self.out / 'gpu_check.md'}")
        say(markdown(self.report.data), stamp=False)
        return 1 if failed else 0

    def _step(self, name: str, fn) -> bool:
        """Run one step, guarded; whether it ran and its checks held."""
        rec = self.report.step(name)
        say(f"{name}: start ({self.left():.0f} s of the budget left)"
            if self.left() < math.inf else f"{name}: start")
        t0 = time.time()
        log = self.out / "logs" / f"{name}.log"
        log.parent.mkdir(parents=True, exist_ok=True)
        try:
            with open(log, "w", encoding="utf-8") as f, contextlib.redirect_stderr(f), \
                    contextlib.redirect_stdout(f):
                fn(self, rec)
            checks = rec.get("checks", {})
            rec["status"] = "ok" if all(checks.values()) else "check failed"
            if rec.get("skipped"):
                rec["status"] = "skipped"
        except Terminated:
            rec.update(status="terminated", seconds=round(time.time() - t0, 1))
            raise
        except Exception as e:  # noqa: BLE001 - the next step must run whatever this one raised
            if getattr(e, "exit_code", 0) > 128:  # the trainer caught the SIGTERM first
                rec.update(status="terminated", seconds=round(time.time() - t0, 1))
                raise Terminated() from e
            rec.update(status="error", error={
                "type": type(e).__name__, "message": str(e)[:1000],
                "traceback": traceback.format_exc().strip().splitlines()[-12:]})
        finally:
            rec.setdefault("seconds", round(time.time() - t0, 1))
            self.report.write()
            with contextlib.suppress(Exception):  # a failed step's memory (an OOM's) too
                self.free()
        say(f"{name}: {rec['status']} in {rec['seconds']} s: {summary(name, rec)}")
        return rec["status"] in ("ok", "skipped")

    def free(self) -> None:
        gc.collect()
        if self.cuda:
            torch.cuda.empty_cache()
            torch.cuda.reset_peak_memory_stats(self.device)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="where gpu_check.json, .md and logs/ go")
    ap.add_argument("--quick", action="store_true", help="every step on the CPU at tiny sizes")
    ap.add_argument("--spec-tflops", type=float, default=None,
                    help="the dense bf16 spec peak to quote MFU against [by the card's name: H100 SXM and H200 989]")
    ap.add_argument("--minutes-base", type=float, default=3.0)
    ap.add_argument("--minutes-big", type=float, default=1.0)
    ap.add_argument("--max-tokens", type=int, default=None,
                    help="micro-batch tokens for train_base/train_big [the preset's]")
    ap.add_argument("--budget-minutes", type=float, default=8.0,
                    help="wall-clock budget: training shrinks and later steps are skipped "
                         "to stay within it (0: none)")
    ap.add_argument("--steps", default=",".join(name for name, _ in STEPS),
                    help="comma-separated steps to run, in their order [all]")
    ap.add_argument("--work", default=None, help="data and runs [a new temp directory]")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    args = ap.parse_args(argv)
    chosen = set(args.steps.split(","))
    if chosen - {name for name, _ in STEPS}:
        ap.error(f"unknown steps: {', '.join(sorted(chosen - {n for n, _ in STEPS}))}")
    if not args.quick and not torch.cuda.is_available():
        print("gpu_check: no CUDA device; --quick runs every step on the CPU", file=sys.stderr)
        return 2

    def on_sigterm(signum, frame):
        raise Terminated()

    signal.signal(signal.SIGTERM, on_sigterm)
    check = Check(args)
    say(f"device {check.report.data['machine'].get('gpu', check.device)}, torch "
        f"{torch.__version__}, work directory {check.work}")
    try:
        return check.run([(name, step) for name, step in STEPS if name in chosen])
    finally:
        if not args.keep and not args.work:
            shutil.rmtree(check.work, ignore_errors=True)


# --------------------------------------------------------------------------- 1. matmul

def matmul_tflops(n: int, dtype: torch.dtype, device: torch.device, seconds: float,
                  trials: int = 3) -> float:
    """The best of ``trials`` timed runs of n x n x n products, ``seconds`` each."""
    a = torch.randn(n, n, device=device).to(dtype)
    b = torch.randn(n, n, device=device).to(dtype)
    c = torch.empty(n, n, device=device, dtype=dtype)
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    for _ in range(3):  # cuBLAS handles and workspaces, clocks up
        torch.matmul(a, b, out=c)
    sync()
    t = time.perf_counter()
    torch.matmul(a, b, out=c)
    sync()
    reps = max(3, int(seconds / max(time.perf_counter() - t, 1e-6)))
    best = 0.0
    for _ in range(trials):
        sync()
        t = time.perf_counter()
        for _ in range(reps):
            torch.matmul(a, b, out=c)
        sync()
        best = max(best, 2 * n ** 3 * reps / (time.perf_counter() - t) / 1e12)
    return best


def step_matmul(ck: Check, rec: dict) -> None:
    n, dev = ck.sizes.matmul_n, ck.device
    seconds = 0.2 if ck.quick else 0.5
    rec["n"] = n
    if ck.cuda:
        rec["bf16_tflops"] = ck.peak_tflops["bf16"] = matmul_tflops(n, torch.bfloat16, dev, seconds)
        before = torch.get_float32_matmul_precision()
        try:
            torch.set_float32_matmul_precision("highest")  # TF32 off
            rec["fp32_tflops"] = matmul_tflops(n, torch.float32, dev, seconds)
            torch.set_float32_matmul_precision("high")  # TF32 on
            rec["tf32_tflops"] = matmul_tflops(n, torch.float32, dev, seconds)
        finally:
            torch.set_float32_matmul_precision(before)  # the runs below train as nmt does
    else:  # more tries: a CPU shared with other work gives a low figure now and then
        rec["fp32_tflops"] = matmul_tflops(n, torch.float32, dev, seconds, trials=6)
    ck.peak_tflops["fp32"] = rec["fp32_tflops"]
    ck.free()


# --------------------------------------------------------------------------- 2. data

def _words(rng: np.random.Generator, n: int, consonants: str, vowels: str) -> list[str]:
    """n distinct words of a made-up language, strings of its syllables, longer the
    rarer (the later in the list), as in text; BPE finds syllables, then words."""
    syllables = sorted({c + v + e for c in consonants for v in vowels for e in ("", *consonants[:6])})
    syllables = [str(x) for x in rng.choice(syllables, size=min(400, len(syllables)), replace=False)]
    words: list[str] = []
    seen: set[str] = set()
    while len(words) < n:
        k = 1 + min(4, int(rng.poisson(0.4 + 0.25 * math.log1p(len(words)))))
        w = "".join(syllables[i] for i in rng.integers(0, len(syllables), k))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


def synthetic_corpus(prefix: Path, pairs: int, word_types: int, seed: int,
                     mean_words: float = 25) -> dict:
    """Write PREFIX.en / PREFIX.de: a learnable translation task of WMT14's shape.

    Source sentences draw the words of a made-up language from a Zipf-Mandelbrot law
    (rank r has probability ~ (r + 2.7)^-1.07, as words in text); their lengths are
    log-normal (sigma 0.5) with a mean of ``mean_words`` (WMT14 en-de: ~25), capped at
    100. The target is the source word by word through a fixed dictionary (source word
    i is target word i, both random strings) with local reordering (an "adjective", a
    fixed fifth of the words, swaps with a following non-adjective) and a particle after
    one word in eleven, so that targets run ~10% longer, as German does. The languages
    come from ``seed`` and the pairs from ``seed + 1 + pairs``: train and valid share
    the languages, not the sentences.

    Returns:
        pairs, source and target words.
    """
    lang = np.random.default_rng(seed)
    src_words = _words(lang, word_types, "bcdfghjklmnprstvwz", "aeiou")
    tgt_words = _words(lang, word_types, "bdfghklmnprstwzß", "aeiouäöü")
    particles = [w + "e" for w in _words(lang, 20, "dmsz", "aei")]

    rng = np.random.default_rng(seed + 1 + pairs)
    p = 1.0 / (np.arange(word_types) + 2.7) ** 1.07
    sigma = 0.5
    lengths = np.clip(np.rint(rng.lognormal(math.log(mean_words) - sigma ** 2 / 2, sigma,
                                            pairs)), 1, 100).astype(np.int64)
    ends = np.cumsum(lengths)
    starts = ends - lengths
    ids = rng.choice(word_types, size=int(ends[-1]), p=p / p.sum())
    # Adjacent (adjective, non-adjective) pairs cannot overlap (the second word of one
    # is no adjective, so it starts none): one vectorised swap reorders the corpus.
    adjective = ids % 5 == 1
    last = np.zeros(len(ids), dtype=bool)
    last[ends - 1] = True
    j = np.flatnonzero(adjective & ~last & ~np.roll(adjective, -1))
    order = ids.copy()
    order[j], order[j + 1] = ids[j + 1], ids[j]
    with_particle = order % 11 == 4
    counts = 1 + with_particle.astype(np.int64)
    tgt = np.repeat(order, counts)
    tgt[(np.cumsum(counts) - 1)[with_particle]] = word_types + (order[with_particle] // 11) % 20
    tgt_ends = np.cumsum(np.add.reduceat(counts, starts))

    src_tok = np.array(src_words, dtype=object)[ids].tolist()
    tgt_tok = np.array(tgt_words + particles, dtype=object)[tgt].tolist()
    for path, tokens, stops in ((prefix.with_suffix(".en"), src_tok, ends),
                                (prefix.with_suffix(".de"), tgt_tok, tgt_ends)):
        lines, a = [], 0
        for b in stops.tolist():
            lines.append(" ".join(tokens[a:b]))
            a = b
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return {"pairs": pairs, "src_words": int(ends[-1]), "tgt_words": int(tgt_ends[-1])}


def step_data(ck: Check, rec: dict) -> None:
    from nmt_cli.data.prepare import PrepareOptions, prepare_dataset

    s = ck.sizes
    corpus = ck.work / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    t = time.time()
    rec["raw"] = {
        "train": synthetic_corpus(corpus / "train", s.train_pairs, s.word_types, 1, s.mean_words),
        "valid": synthetic_corpus(corpus / "valid", s.valid_pairs, s.word_types, 1, s.mean_words)}
    rec["generated_s"] = round(time.time() - t, 1)
    t = time.time()
    ck.data = prepare_dataset("synthetic", out=ck.work / "data", force=True,
                              options=PrepareOptions(train=str(corpus / "train"),
                                                     valid=str(corpus / "valid"), src="en",
                                                     tgt="de", vocab_size=s.vocab_size,
                                                     workers=usable_cpus()))
    rec["prepare_s"] = round(time.time() - t, 1)
    man = load_manifest(ck.data)
    rec.update(vocab_size=man["vocab_size"], splits=man["splits"])
    ds = ParallelDataset(ck.data, "train")
    src, tgt = ds.src_lengths + 1, ds.tgt_lengths + 1  # + EOS, as batches feed them
    # train_flops's inputs: source tokens per target token, and the mean length of what a
    # token attends to, weighted by tokens (a long sentence has more tokens asking)
    rec.update(src_per_tgt=float(src.sum() / tgt.sum()),
               src_len_weighted=float((src ** 2).sum() / src.sum()),
               tgt_len_weighted=float((tgt ** 2).sum() / tgt.sum()))


# --------------------------------------------------------------------------- 3. training

def train_flops(cfg: ModelConfig, src_per_tgt: float, src_len: float, tgt_len: float) -> float:
    """Training FLOPs per target token: 3 x forward (the backward is two products per one).

    Forward, per target token (E encoder and D decoder layers, d = d_model, V =
    vocabulary, r = source tokens per target token, S and T the token-weighted mean source
    and target lengths, EOS included; a token times a rows x cols weight matrix is
    2 x rows x cols FLOPs):

        r * E * (2 * (4 d^2 + 2 d d_ff) + 4 S d)     encoder: Q, K, V, O, FFN; attention
      + r * D * 2 * 2 d^2                             decoder: keys and values of the memory
      + D * (2 * (6 d^2 + 2 d d_ff) + 4 T d + 4 S d)  decoder: self Q, K, V, O, cross Q, O,
                                                      FFN; self- and cross-attention
      + 2 d V                                         output projection

    Attention is 4 x length x d per token (Q K^T, then the weighted sum of V); the causal
    mask is not halved out (as PaLM's MFU counts it). Embeddings, layer norms, softmax
    and the loss are left out. MFU = target tokens/s x this / the measured matmul peak.
    """
    d, ff, v = cfg.d_model, cfg.d_ff, cfg.vocab_size
    e, n = cfg.encoder_depth, cfg.decoder_depth
    encoder = e * (2 * (4 * d * d + 2 * d * ff) + 4 * src_len * d)
    memory_kv = n * 2 * 2 * d * d
    decoder = n * (2 * (6 * d * d + 2 * d * ff) + 4 * tgt_len * d + 4 * src_len * d)
    return 3 * (src_per_tgt * (encoder + memory_kv) + decoder + 2 * d * v)


def throughput(records: list[dict], skip: int) -> dict:
    """Target tokens/s and updates/s over the train records after the first ``skip``
    updates (CUDA's first kernels, the allocator growing); a record covers the updates
    since the one before it (``progress.TrainLogger.train``)."""
    train = [r for r in records if r["kind"] == "train"]
    first = next((i for i, r in enumerate(train) if r["step"] >= skip), None)
    if first is None or first >= len(train) - 1:
        first = 0  # a short run: everything after the first record
    window = train[first:]
    if len(window) < 2:
        return {}
    tokens = sum(r["tokens_per_update"] * (r["step"] - prev["step"])
                 for prev, r in zip(window, window[1:]))
    seconds = window[-1]["elapsed_s"] - window[0]["elapsed_s"]
    steps = window[-1]["step"] - window[0]["step"]
    return {"measured_from_step": window[0]["step"], "measured_steps": steps,
            "measured_s": round(seconds, 2), "tgt_tokens_per_s": tokens / seconds,
            "updates_per_s": steps / seconds, "tokens_per_update": tokens / steps}


def read_records(run_dir: Path) -> list[dict]:
    path = run_dir / "metrics.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def train_run(ck: Check, run_dir: Path, preset_name: str, *, resume: bool = False,
              **train_overrides) -> None:
    """``nmt train`` through its library entry point, in this process (gpus=1 trains here
    too, so ``torch.cuda.max_memory_allocated`` is the run's)."""
    from nmt_cli.train.launch import run_training

    if not resume:
        shutil.rmtree(run_dir, ignore_errors=True)
    n = ck.sizes.tokens_per_update
    given = {k: v for k, v in train_overrides.items() if v is not None}
    run_training(data=ck.data, preset_name=preset_name, out=run_dir, gpus=1 if ck.cuda else 0,
                 resume=resume, model_overrides={},
                 train_overrides={"tokens_per_update": n, "max_tokens": n, **given})


# Seconds a step after training takes on an H100 (train_big: 40 + its minutes).
LATER_SECONDS = {"fp16": 25, "resume": 25, "cli": 20, "decode": 50}


def step_train(ck: Check, rec: dict, which: str) -> None:
    ck.needs_data()
    s, a = ck.sizes, ck.args
    name = s.base if which == "base" else s.big
    steps = s.base_steps if which == "base" else s.big_steps
    minutes = a.minutes_base if which == "base" else a.minutes_big
    if not steps:
        # What the budget leaves, less this run's building, last validation and save
        # (~30 s; big's 2.5 GB checkpoint ~40 s), and the steps still to run
        # (``LATER_SECONDS``: estimates for an H100), of those --steps chose.
        own = 30 if which == "base" else 40
        later_steps = [n for n, _ in STEPS if n in a.steps.split(",")]
        later_steps = later_steps[later_steps.index(f"train_{which}") + 1:]
        later = sum(40 + 60 * a.minutes_big if n == "train_big" else LATER_SECONDS.get(n, 0)
                    for n in later_steps)
        if ck.skip(rec, own + later + 15):
            return
        minutes = min(minutes, (ck.left() - own - later) / 60)
    run_dir = ck.work / "runs" / which
    rec.update(preset=name, minutes=0 if steps else round(minutes, 2), max_steps=steps or None)
    ck.free()
    t = time.time()
    train_run(ck, run_dir, name, precision=s.precision, max_steps=steps or 10 ** 6,
              max_time=0 if steps else minutes, warmup_steps=s.warmup, max_tokens=a.max_tokens,
              validate_every=0, save_every=0, save_every_minutes=0, log_every=s.log_every)
    rec["wall_s"] = round(time.time() - t, 1)
    if ck.cuda:
        rec["peak_gpu_memory_gib"] = torch.cuda.max_memory_allocated(ck.device) / 2**30
        rec["peak_gpu_reserved_gib"] = torch.cuda.max_memory_reserved(ck.device) / 2**30
    else:
        import resource
        rec["peak_rss_gib_so_far"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20
    if which == "base":
        ck.base_ckpt = run_dir / LAST
    config = json.loads((run_dir / "config.json").read_text())
    rec.update(precision=config["precision"], parameters=config["parameters"],
               accumulation=config["accumulation"],
               micro_batch_tokens=config["micro_batch_tokens"],
               budget_tokens_per_update=config["budget_tokens_per_update"])
    records = read_records(run_dir)
    train = [r for r in records if r["kind"] == "train"]
    valid = [r for r in records if r["kind"] == "valid"]
    rec["steps"] = train[-1]["step"] if train else 0
    rec.update(throughput(records, skip=max(3, rec["steps"] // 10)))
    if train:
        rec.update(loss_first=train[0]["loss"], loss_last=train[-1]["loss"],
                   loss_first_step=train[0]["step"], loss_last_step=train[-1]["step"])
    if valid:
        rec.update(valid_loss=valid[-1]["valid_loss"], valid_ppl=valid[-1]["valid_ppl"])
    data = ck.report.step("data")
    cfg = ModelConfig(**{k: v for k, v in config["model"].items()
                         if k in ModelConfig.__dataclass_fields__})
    rec["train_flops_per_tgt_token"] = train_flops(cfg, data["src_per_tgt"],
                                                   data["src_len_weighted"],
                                                   data["tgt_len_weighted"])
    peak = "bf16" if rec["precision"] == "bf16" else "fp32"
    if "tgt_tokens_per_s" in rec:
        rec["model_tflops"] = rec["tgt_tokens_per_s"] * rec["train_flops_per_tgt_token"] / 1e12
    # the spec's MFU needs no matmul step: a run of --steps without it still quotes one
    if "model_tflops" in rec and ck.spec_tflops:
        rec["mfu_spec"] = rec["model_tflops"] / ck.spec_tflops
        rec["mfu_spec_against"] = f"dense bf16 spec peak {ck.spec_tflops:.0f} TFLOP/s"
    if "model_tflops" in rec and peak in ck.peak_tflops:
        rec["mfu"] = rec["model_tflops"] / ck.peak_tflops[peak]
        rec["mfu_against"] = f"{peak} matmul peak {ck.peak_tflops[peak]:.1f} TFLOP/s"
        if which == "big" and ck.cuda:
            rec.update(goal="big bf16 >= 40% MFU (reported, not checked)",
                       goal_met=rec["mfu"] >= 0.40)
    rec["checks"] = {"loss_fell": bool(train) and train[-1]["loss"] < train[0]["loss"],
                     "throughput_measured": rec.get("tgt_tokens_per_s", 0) > 0}
    if which == "big":  # ~2.5 GB of checkpoint that nothing later reads
        shutil.rmtree(run_dir, ignore_errors=True)
    ck.free()


# --------------------------------------------------------------------------- 4. fp16

def step_fp16(ck: Check, rec: dict) -> None:
    """fp16 with GradScaler: finite losses and weights, and the step count the CPU path
    keeps: an update whose gradients overflowed is skipped and not counted
    (``train.step.StepResult.overflow``), so steps = updates tried - overflows - non-finite."""
    from nmt_cli.train import trainer as train_mod  # the Trainer calls its train_step

    ck.needs_data()
    if ck.skip(rec, 45):
        return
    s = ck.sizes
    tried = {"updates_tried": 0, "overflowed": 0, "nonfinite": 0}
    plain = train_mod.train_step

    def counting(*args, **kwargs):
        # The run counts and logs only the updates it makes; the check needs the tries too.
        res = plain(*args, **kwargs)
        tried["updates_tried"] += 1
        tried["overflowed"] += bool(getattr(res, "overflow", False))
        tried["nonfinite"] += not res.finite
        return res

    run_dir = ck.work / "runs" / "fp16"
    switch = nmt_device.GPU_PATHS
    rec.update(preset=s.fp16_preset, max_steps=s.fp16_steps, gpu_paths_on_cpu=not ck.cuda)
    train_mod.train_step = counting
    nmt_device.GPU_PATHS = switch or not ck.cuda  # the CPU runs fp16 on the GPU's branches only
    ck.free()
    try:
        train_run(ck, run_dir, s.fp16_preset, precision="fp16", max_steps=s.fp16_steps,
                  tokens_per_update=s.fp16_tokens, max_tokens=s.fp16_tokens,
                  warmup_steps=s.warmup, validate_every=0, save_every=0, save_every_minutes=0,
                  log_every=1)
    finally:
        train_mod.train_step = plain
        nmt_device.GPU_PATHS = switch
        rec.update(tried)
    if ck.cuda:
        rec["peak_gpu_memory_gib"] = torch.cuda.max_memory_allocated(ck.device) / 2**30
    ckpt = load_checkpoint(run_dir / LAST)
    train = [r for r in read_records(run_dir) if r["kind"] == "train"]
    losses = [r["loss"] for r in train]
    rec.update(step=ckpt["step"], loss_first=losses[0] if losses else None,
               loss_last=losses[-1] if losses else None,
               loss_scale=(ckpt.get("scaler") or {}).get("scale"))
    made = tried["updates_tried"] - tried["overflowed"] - tried["nonfinite"]
    rec["checks"] = {
        "losses_finite": bool(losses) and all(math.isfinite(x) for x in losses),
        "weights_finite": all(bool(torch.isfinite(t).all()) for t in ckpt["model"].values()
                              if t.is_floating_point()),
        "steps_are_updates_made": ckpt["step"] == made == s.fp16_steps,
        "every_step_logged_once": [r["step"] for r in train] == list(range(1, s.fp16_steps + 1)),
    }
    shutil.rmtree(run_dir, ignore_errors=True)
    ck.free()


# --------------------------------------------------------------------------- 5. resume

def max_weight_diff(a: Path, b: Path) -> float:
    """The largest absolute difference between two checkpoints' weights."""
    wa, wb = load_checkpoint(a)["model"], load_checkpoint(b)["model"]
    if wa.keys() != wb.keys():
        raise RuntimeError(f"{a} and {b} hold different tensors")
    return max((float((wa[k].double() - wb[k].double()).abs().max()) for k in wa
                if wa[k].numel()), default=0.0)


def step_resume(ck: Check, rec: dict) -> None:
    ck.needs_data()
    if ck.skip(rec, 40):
        return
    s = ck.sizes
    n, root = s.resume_n, ck.work / "runs" / "resume"
    opts = dict(precision=s.precision, warmup_steps=s.warmup, validate_every=0, save_every=0,
                save_every_minutes=0, log_every=1)
    rec.update(preset=s.resume_preset, precision=s.precision, n=n)
    for name in ("straight", "again"):
        train_run(ck, root / name, s.resume_preset, max_steps=2 * n, **opts)
    train_run(ck, root / "split", s.resume_preset, max_steps=n, **opts)
    train_run(ck, root / "split", s.resume_preset, resume=True, max_steps=2 * n, **opts)
    steps = [load_checkpoint(root / d / LAST)["step"] for d in ("straight", "again", "split")]
    noise = max_weight_diff(root / "straight" / LAST, root / "again" / LAST)
    diff = max_weight_diff(root / "straight" / LAST, root / "split" / LAST)
    if ck.cuda:
        tol = max(10 * noise, 1e-6)
        why = ("some CUDA kernels (atomic adds in the embedding's and SDPA's backward) are "
               "not deterministic, so two identical straight runs differ by a noise floor; "
               "a resumed run must stay within 10x it (at least 1e-6): an RNG stream or "
               "an optimizer state restored wrongly moves weights by far more")
    else:
        tol = 0.0
        why = "the CPU is deterministic: a resumed run must give the same bits"
    rec.update(steps=steps, max_abs_diff_resumed=diff, noise_floor_two_straight_runs=noise,
               tolerance=tol, tolerance_why=why)
    rec["checks"] = {"resume_within_tolerance": diff <= tol, "steps": steps == [2 * n] * 3}
    if not ck.cuda:
        rec["checks"]["straight_runs_identical"] = noise == 0.0
    shutil.rmtree(root, ignore_errors=True)
    ck.free()


# --------------------------------------------------------------------------- 6. cli

def step_cli(ck: Check, rec: dict) -> None:
    ck.needs_data()
    if ck.skip(rec, 25):
        return
    run_dir = ck.work / "runs" / "cli"
    cmd = [sys.executable, "-m", "nmt_cli", "train", "--data", str(ck.data), "--preset", "tiny",
           "--gpus", "1" if ck.cuda else "0", "--max-steps", "3", "--warmup", "10",
           "--validate-every", "0", "--save-every", "0", "--save-every-minutes", "0",
           "--log-every", "1", "--out", str(run_dir), "--no-resume"]
    path = [str(ROOT / "src"), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
    rec["command"] = " ".join(["python -m nmt_cli", *cmd[3:]])
    t = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=min(240.0, max(30.0, ck.left())))
    print(proc.stdout, proc.stderr, sep="\n")  # into this step's log
    rec.update(exit_code=proc.returncode, wall_s=round(time.time() - t, 1),
               stderr_tail=proc.stderr.strip().splitlines()[-5:])
    written = (run_dir / LAST).is_file()
    rec["checkpoint_step"] = load_checkpoint(run_dir / LAST)["step"] if written else None
    rec["checks"] = {"exit_code_0": proc.returncode == 0, "checkpoint_written": written,
                     "checkpoint_at_step_3": rec["checkpoint_step"] == 3}
    shutil.rmtree(run_dir, ignore_errors=True)


STEPS = [
    ("matmul", step_matmul),
    ("data", step_data),
    ("train_base", lambda ck, rec: step_train(ck, rec, "base")),
    ("train_big", lambda ck, rec: step_train(ck, rec, "big")),
    ("fp16", step_fp16),
    ("resume", step_resume),
    ("cli", step_cli),
    ("decode", check_decode.step_decode),
]


# --------------------------------------------------------------------------- markdown

def _f(x, fmt: str = ",.0f") -> str:
    return "-" if x is None else format(x, fmt)


def _tflops(x: float) -> str:
    return f"{x:,.0f}" if x >= 100 else f"{x:.3g}"


def summary(name: str, r: dict) -> str:
    """One cell: what the step found."""
    if r.get("status") == "error":
        return f"{r['error']['type']}: {r['error']['message'][:200]}".replace("|", "/")
    if r.get("skipped"):
        return f"skipped: {r['skipped']}"
    try:
        return _summary(name, r)
    except (KeyError, TypeError):  # a step stopped halfway (terminated)
        return "partial: see gpu_check.json"


def _summary(name: str, r: dict) -> str:
    if name == "matmul":
        return ", ".join(f"{k[:-7]} {_tflops(r[k])} TFLOP/s" for k in ("bf16_tflops", "fp32_tflops",
                                                                      "tf32_tflops") if k in r)
    if name == "data":
        t = r["splits"]["train"]
        return (f"{t['pairs']:,} train pairs ({t['src_tokens']:,} / {t['tgt_tokens']:,} "
                f"subwords), vocab {r['vocab_size']:,}; generated in {r['generated_s']} s, "
                f"prepared in {r['prepare_s']} s")
    if name.startswith("train_"):
        mem = (f"{r['peak_gpu_memory_gib']:.1f} GiB" if "peak_gpu_memory_gib" in r
               else f"RSS {r.get('peak_rss_gib_so_far', 0):.1f} GiB")
        return (f"{r['preset']} {r['precision']}: {_f(r.get('tgt_tokens_per_s'))} tgt tok/s, "
                f"{_f(r.get('updates_per_s'), '.2f')} upd/s, MFU {_f(r.get('mfu', None), '.1%')} "
                f"(spec {_f(r.get('mfu_spec', None), '.1%')}), "
                f"{mem}, loss {_f(r.get('loss_first'), '.2f')} -> {_f(r.get('loss_last'), '.2f')} "
                f"in {r['steps']} steps")
    if name == "fp16":
        return (f"{r['preset']}: {r['step']} steps of {r['updates_tried']} updates tried "
                f"({r['overflowed']} overflowed), loss {_f(r['loss_first'], '.2f')} -> "
                f"{_f(r['loss_last'], '.2f')}, scale {_f(r['loss_scale'], 'g')}")
    if name == "resume":
        return (f"{r['preset']} {r['precision']}, {r['n']}+{r['n']} vs {2 * r['n']}: max abs diff "
                f"{r['max_abs_diff_resumed']:.3g} (noise floor {r['noise_floor_two_straight_runs']:.3g},"
                f" tolerance {r['tolerance']:.3g})")
    if name == "cli":
        return f"exit {r['exit_code']}, checkpoint at step {r['checkpoint_step']}, {r['wall_s']} s"
    if name == "decode":
        cells = [f"{x['algo']} b{x['batch']} {x['sent_per_s']:,.1f}" for x in r["rows"]]
        bad = sum(v for k, v in r.items() if k.startswith("mismatch_"))
        ties = sum(v for k, v in r.items() if k.endswith("_float_ties"))
        return (f"sent/s: {', '.join(cells)}; mismatches {bad}"
                + (f" ({ties} fp32 ties beside)" if ties else ""))
    return ""


def markdown(data: dict) -> str:
    m, steps = data["machine"], data["steps"]
    device = (f"{m['gpu']} ({m['gpu_memory_gib']} GiB, CUDA {m['cuda']})" if "gpu" in m
              else f"CPU {m['cpu']}, {m['cpus']} cores")
    quick = " (--quick)" if data["options"].get("quick") else ""
    lines = [f"### GPU check{quick}: {device}, torch {m['torch']}, {data['started'][:10]}", "",
             f"Started {data['started']}, finished {data['finished'] or '(still running)'}."
             + (f" {data['terminated']}." if data.get("terminated") else ""), "",
             "| step | status | s | result |", "|---|---|---:|---|"]
    for name, r in steps.items():
        failed = [k for k, ok in r.get("checks", {}).items() if not ok]
        status = r.get("status", "running") + (f" ({', '.join(failed)})" if failed else "")
        lines.append(f"| {name} | {status} | {r.get('seconds', '')} | {summary(name, r)} |")
    trained = [(k, r) for k, r in steps.items()
               if k.startswith("train_") and "train_flops_per_tgt_token" in r]
    if trained:
        lines += ["", "| run | preset | precision | tokens/update | accum x micro-batch | "
                  "updates/s | tgt tokens/s | GFLOP/token | MFU | MFU (spec) | peak memory GiB | loss |",
                  "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
        for k, r in trained:
            mem = r.get("peak_gpu_memory_gib", r.get("peak_rss_gib_so_far"))
            lines.append(
                f"| {k} | {r['preset']} | {r['precision']} | {_f(r.get('tokens_per_update'))} | "
                f"{r['accumulation']} x {r['micro_batch_tokens']} | "
                f"{_f(r.get('updates_per_s'), '.2f')} | {_f(r.get('tgt_tokens_per_s'))} | "
                f"{r['train_flops_per_tgt_token'] / 1e9:.3g} | {_f(r.get('mfu'), '.1%')} | "
                f"{_f(r.get('mfu_spec'), '.1%')} | "
                f"{_f(mem, '.1f')} | {_f(r.get('loss_first'), '.2f')} -> "
                f"{_f(r.get('loss_last'), '.2f')} ({r['steps']} steps) |")
        lines += ["", "GFLOP/token: training FLOPs per target token (`gpu_check.train_flops`: "
                  "3 x forward, weights and attention); MFU: target tokens/s x that / the "
                  "matmul peak of this run (bf16 runs: bf16's, fp32 runs: fp32's); MFU (spec): the "
                  "same against the card's dense bf16 spec peak (`--spec-tflops`; 989 for an "
                  "H100 SXM or H200), '-' where it is unknown (the CPU)."]
        goal = steps.get("train_big", {})
        if "goal_met" in goal:
            lines.append(f"Goal big bf16 >= 40% MFU: {'met' if goal['goal_met'] else 'not met'} "
                         f"({goal['mfu']:.1%}).")
    dec = steps.get("decode", {})
    if dec.get("rows"):
        lines += ["", "| decoding (fp32) | batch | sentences | sentences/s | tokens/s | "
                  "mean length |", "|---|---:|---:|---:|---:|---:|"]
        for x in dec["rows"]:
            lines.append(f"| {x['algo']} | {x['batch']} | {x['sentences']} | "
                         f"{x['sent_per_s']:,.1f} | {x['tokens_per_s']:,.0f} | "
                         f"{x['mean_output_len']:.1f} |")
    resume = steps.get("resume", {})
    if "tolerance_why" in resume:
        lines += ["", f"Resume tolerance {resume['tolerance']:.3g}: {resume['tolerance_why']}."]
    errors = [(k, r["error"]) for k, r in steps.items() if "error" in r]
    for name, e in errors:
        lines += ["", f"{name} failed: `{e['type']}: {e['message'][:300]}`", "", "```",
                  *e["traceback"], "```"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
