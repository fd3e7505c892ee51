"""One measurement per process: ``python -m benchmarks.harness.workers KIND JSON_ARGS``.

``run.py`` starts each measurement in a fresh interpreter so that its peak RSS
(``ru_maxrss``) belongs to that measurement alone, and prints one JSON line.
Every worker pins ``torch.set_num_threads`` to the harness's thread count.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import resource
import sys
import tempfile
import time
from pathlib import Path

import torch

from benchmarks.harness import bench_batches
from benchmarks.paths import bible_lines
from benchmarks.reference import naive_annotated as naive
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID, preset
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.model import Transformer


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def model_cfg(name: str):
    return preset(name).model


# ---------------------------------------------------------------- FLOPs

def batch_flops(cfg, src: torch.Tensor, tgt_out: torch.Tensor) -> float:
    """Matrix-product FLOPs of one training step (forward x 3) on the padded batch.

    The output projection is counted on real target positions only: that is the
    useful work, whichever implementation also projects padding.
    """
    b, s = src.shape
    t = tgt_out.size(1)
    d, ff, v = cfg.d_model, cfg.d_ff, cfg.vocab_size
    enc = 2 * b * s * (4 * d * d + 2 * d * ff) + 4 * b * s * s * d
    dec = (2 * b * t * (4 * d * d + 2 * d * d + 2 * d * ff) + 2 * b * s * 2 * d * d
           + 4 * b * t * t * d + 4 * b * t * s * d)
    gen = 2 * int((tgt_out != PAD_ID).sum()) * d * v
    # each stack at its own depth (a 12-1 model's decoder is 1 layer, not 12)
    return 3.0 * (cfg.encoder_depth * enc + cfg.decoder_depth * dec + gen)


# ---------------------------------------------------------------- workers

def w_matmul(dtype: str, size: int = 2048, seconds: float = 2.0) -> dict:
    """Peak GFLOP/s of a square matrix product in this dtype."""
    dt = {"fp32": torch.float32, "bf16": torch.bfloat16}[dtype]
    a, b = torch.randn(size, size, dtype=dt), torch.randn(size, size, dtype=dt)
    for _ in range(3):
        a @ b
    best, start = 0.0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        t0 = time.perf_counter()
        a @ b
        best = max(best, 2 * size**3 / (time.perf_counter() - t0) / 1e9)
    return {"gflops": best}


def _naive_setup(cfg, precision: str):
    model = naive.make_model(cfg.vocab_size, cfg.vocab_size, cfg.n_layers, cfg.d_model,
                             cfg.d_ff, cfg.n_heads, cfg.dropout)
    crit = naive.LabelSmoothing(cfg.vocab_size, PAD_ID, 0.1)
    opt = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9)
    ctx = (torch.autocast("cpu", dtype=torch.bfloat16) if precision == "bf16"
           else contextlib.nullcontext())

    def step(b, lr: float | None = None) -> float:
        if lr is not None:
            for g in opt.param_groups:
                g["lr"] = lr
        with ctx:
            loss, _ = naive.loss_compute(model, crit, b["src"], b["tgt_in"], b["tgt_out"])
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        return float(loss)

    return model, step


def _nmt_setup(cfg, precision: str, lr: float = 1e-4, compile: bool = False,
               naive_dropout: bool = False):
    """nmt's step; ``naive_dropout``: also dropout on the attention weights and the
    feed-forward hidden layer, as the naive model (the Annotated Transformer hard-wires
    both; the paper, fairseq's defaults and nmt's presets have neither)."""
    from dataclasses import replace

    from nmt_cli.data.batches import Batch
    from nmt_cli.device import keep_freed_memory
    from nmt_cli.train.step import UpdateSettings, make_optimizer, train_step

    if naive_dropout:
        cfg = replace(cfg, attention_dropout=cfg.dropout, relu_dropout=cfg.dropout)
    model = Transformer(cfg)
    opt = make_optimizer(model, (0.9, 0.98), 1e-9)  # nmt train's own: fused Adam
    keep_freed_memory()  # as `nmt train` does on the CPU
    if compile:
        # dynamic: every batch has its own (B, S, T); one graph serves them all
        model = torch.compile(model, dynamic=True)

    def step(b, step_lr: float | None = None) -> float:
        batch = Batch(b["src"], b["tgt_in"], b["tgt_out"], int((b["tgt_out"] != PAD_ID).sum()))
        r = train_step(model, opt, [batch], lr=lr if step_lr is None else step_lr,
                       settings=UpdateSettings(label_smoothing=0.1, precision=precision))
        return r.loss_sum / r.ntokens

    return model, step


def setup_training(impl: str, preset_name: str, precision: str, seed: int = 1, lr: float = 1e-4,
                   fused_loss: bool = False, compile: bool = False, naive_dropout: bool = False,
                   shape: dict | None = None):
    """``shape``: ModelConfig fields on top of the preset's (``nmt train --layers`` etc.)."""
    from dataclasses import replace

    torch.manual_seed(seed)
    if fused_loss:  # the proposal ab_step.py measures (benchmarks/investigations)
        from benchmarks.investigations import fused_loss as fl
        fl.install()
    cfg = replace(model_cfg(preset_name), **(shape or {}))
    if impl == "naive":
        return _naive_setup(cfg, precision)
    return _nmt_setup(cfg, precision, lr, compile, naive_dropout)


def w_train(impl: str, preset_name: str, precision: str, n_batches: int, warmup: int = 2,
            max_tokens: int = 4096, fused_loss: bool = False, compile: bool = False,
            naive_dropout: bool = False) -> dict:
    """Target tokens/s of full training steps (forward, backward, Adam) on fixed batches.

    ``warmup_s`` is the time of the warm-up steps (with ``compile``, mostly compiling).
    """
    cfg = model_cfg(preset_name)
    batches = bench_batches.make_batches(n_batches, max_tokens, cfg.vocab_size)
    model, step = setup_training(impl, preset_name, precision, fused_loss=fused_loss,
                                 compile=compile, naive_dropout=naive_dropout)
    model.train()
    t0 = time.perf_counter()
    for b in batches[:warmup]:
        step(b)
    warmup_s = time.perf_counter() - t0
    tokens = flops = 0.0
    t0 = time.perf_counter()
    for b in batches:
        step(b)
        tokens += int((b["tgt_out"] != PAD_ID).sum())
        flops += batch_flops(cfg, b["src"], b["tgt_out"])
    dt = time.perf_counter() - t0
    return {"tok_s": tokens / dt, "step_s": dt / len(batches), "gflops": flops / dt / 1e9,
            "tokens_per_batch": tokens / len(batches), "warmup_s": warmup_s}


def _train_server(conn, impl: str, preset_name: str, precision: str, n_batches: int,
                  max_tokens: int, threads: int, keep_memory: bool,
                  naive_dropout: bool = False) -> None:
    """One implementation's training step in its own process, run on request.

    Receives a batch index, runs that step, answers its seconds; None ends it.
    """
    torch.set_num_threads(threads)
    if keep_memory:
        from nmt_cli.device import keep_freed_memory
        keep_freed_memory()
    cfg = model_cfg(preset_name)
    batches = bench_batches.make_batches(n_batches, max_tokens, cfg.vocab_size)
    model, step = setup_training(impl, preset_name, precision, naive_dropout=naive_dropout)
    model.train()
    step(batches[0])  # warm-up
    conn.send(sum(int((b["tgt_out"] != PAD_ID).sum()) for b in batches))
    while (i := conn.recv()) is not None:
        t0 = time.perf_counter()
        step(batches[i])
        conn.send(time.perf_counter() - t0)


def w_train_paired(preset_name: str, precisions: list[str], rounds: int, n_batches: int = 5,
                   max_tokens: int = 4096, dropout_row: bool = True) -> dict:
    """The naive fp32 step and nmt's steps in lockstep, batch by batch in turn.

    As ``w_decode_paired`` does for decoding: the per-process rows each run in their
    own window of time, and the naive baseline's figure moved by 7-9% between runs
    of one commit, which moves every ratio with it. Here each implementation lives in its
    own process (so each keeps its own allocator settings, as when run alone), and the
    processes take turns, one step at a time, on the same batches (the order
    rotating); each ratio is the median over rounds of (naive seconds / its seconds).
    ``naive fp32 +malloc`` is the naive step with nmt's glibc settings
    (``nmt_cli.device.keep_freed_memory``), which shows how much of the difference
    those settings alone make. ``dropout_row``: also nmt fp32 with the naive dropout, which
    shows what nmt's own dropout is worth (--quick leaves it out: a process fewer).
    """
    import multiprocessing as mp

    threads = torch.get_num_threads()
    ctx = mp.get_context("spawn")
    specs = {"naive fp32": ("naive", "fp32", False, False),
             "naive fp32+malloc": ("naive", "fp32", True, False)}
    specs.update({f"nmt {p}": ("nmt", p, True, False) for p in precisions})  # as `nmt train` runs
    if dropout_row:
        specs["nmt fp32+naive-dropout"] = ("nmt", "fp32", True, True)
    conns, procs = {}, []
    try:
        for name, (impl, prec, keep, naive_dropout) in specs.items():
            here, there = ctx.Pipe()
            proc = ctx.Process(target=_train_server, args=(
                there, impl, preset_name, prec, n_batches, max_tokens, threads, keep,
                naive_dropout))
            proc.start()
            conns[name], procs = here, procs + [proc]
            # set up and warmed up before the next one starts; every one has the same batches
            tokens = here.recv()
        names = list(specs)
        seconds = {n: [0.0] * rounds for n in names}
        for r in range(rounds):
            for i in range(n_batches):
                turn = (r * n_batches + i) % len(names)
                for n in names[turn:] + names[:turn]:
                    conns[n].send(i)
                    seconds[n][r] += conns[n].recv()
    finally:
        for c in conns.values():
            c.send(None)
        for proc in procs:
            proc.join(timeout=60)
    return {"paired": _paired_summary(seconds, "naive fp32", tokens, "tok_s_median"),
            "rounds": rounds, "batches": n_batches, "tokens_per_round": tokens,
            "preset": preset_name}


def _paired_summary(seconds: dict[str, list[float]], base: str, amount: float,
                    rate_key: str) -> dict:
    """Per setting: ``amount`` / its median round's seconds, and the median (min, max) over
    rounds of base's seconds / its seconds."""
    out = {}
    for name, secs in seconds.items():
        ratios = sorted(a / b for a, b in zip(seconds[base], secs))
        mid = len(secs) // 2
        out[name] = {rate_key: amount / sorted(secs)[mid], "vs_naive_median": ratios[mid],
                     "vs_naive_min": ratios[0], "vs_naive_max": ratios[-1]}
    return out


def w_curve(impl: str, precision: str, steps: int, preset_name: str = "small",
            fused_loss: bool = False, max_tokens: int = 4096, compile: bool = False,
            lr: float = 1e-3, warmup_steps: int = 0, dropout_seed: int | None = None) -> dict:
    """Training loss per step on a fixed cycle of batches (for fp32-vs-fast agreement).

    The learning rate rises linearly to ``lr`` over ``warmup_steps`` and then decays
    as the inverse square root of the step (the paper's schedule shape), so that the
    loss actually falls within a few hundred steps and the comparison means something.
    ``dropout_seed`` reseeds the generator after the (same) initialisation: the run
    then differs from the default one only in its dropout masks, which shows how far
    two equally valid runs drift apart (the yardstick for fp32 vs the fast setting).
    """
    cfg = model_cfg(preset_name)
    batches = bench_batches.make_batches(16, max_tokens, cfg.vocab_size, seed=7)
    # A learnable signal: the target copies the source (shifted ids), so loss must fall.
    for b in batches:
        n = min(b["src"].size(1), b["tgt_out"].size(1))
        real = b["tgt_out"][:, :n] > EOS_ID
        b["tgt_out"][:, :n] = torch.where(real, b["src"][:, :n].clamp(min=4), b["tgt_out"][:, :n])
        b["tgt_in"][:, 1:] = torch.where(b["tgt_out"][:, :-1] != PAD_ID, b["tgt_out"][:, :-1],
                                         b["tgt_in"][:, 1:])
    _, step = setup_training(impl, preset_name, precision, seed=3, lr=lr, fused_loss=fused_loss,
                             compile=compile)
    if dropout_seed is not None:
        torch.manual_seed(dropout_seed)

    def lr_at(i: int) -> float:
        if warmup_steps <= 0:
            return lr
        return lr * min((i + 1) / warmup_steps, (warmup_steps / (i + 1)) ** 0.5)

    t0 = time.perf_counter()
    losses = [step(batches[i % len(batches)], lr_at(i)) for i in range(steps)]
    return {"loss": losses, "seconds": time.perf_counter() - t0}


class ForcedLength(torch.nn.Module):
    """Benchmark-only wrapper: EOS is banned before ``length`` tokens, so a random
    model emits exactly ``length`` tokens, through the decoding contract
    (``nmt_cli.decode.contract.StepDecoder``) and the uncached reference decoder
    (``decode`` + ``generator.logits``) alike."""

    def __init__(self, model: Transformer, length: int):
        super().__init__()
        self.model, self.length, self.cfg = model, length, model.cfg
        self._t = 0
        outer = self

        class Gen(torch.nn.Module):
            def logits(self, x):
                return outer._ban(model.generator.logits(x), outer._t)
        self.generator = Gen()

    def _ban(self, scores, t: int):
        """scores of output token t (0-based)."""
        if t < self.length:
            scores[..., EOS_ID] = -math.inf
        return scores

    def encode(self, src):
        return self.model.encode(src)

    def start(self, encoded, max_length=None):
        return self.model.start(encoded, max_length)

    def advance(self, state, tokens):
        self.model.advance(state, tokens)

    def score(self, state, rows=slice(None), normalize=True):
        # state.step positions have been fed (BOS first): these are output token step - 1's
        return self._ban(self.model.score(state, rows, normalize), state.step - 1)

    def reorder(self, state, rows, sentences=None):
        self.model.reorder(state, rows, sentences)

    def decoding(self):
        return self.model.decoding()

    def decode(self, tgt, memory, src_mask):
        self._t = tgt.size(1) - 1
        return self.model.decode(tgt, memory, src_mask)


def _digest(outputs: list[list[int]]) -> str:
    return hashlib.sha256(json.dumps(outputs).encode()).hexdigest()[:16]


def _fastest_pass(run_all, passes: int) -> tuple[list, float]:
    """Time ``passes`` passes of ``run_all()``; its first outputs and the fastest pass's seconds.

    The shared machines' speed drifts by +-20% within seconds to minutes; the
    fastest of a few back-to-back passes is what the code can do, for every
    implementation alike.
    """
    outputs, best = None, math.inf
    for _ in range(max(1, passes)):
        t0 = time.perf_counter()
        out = run_all()
        best = min(best, time.perf_counter() - t0)
        outputs = out if outputs is None else outputs
    return outputs, best


def _translate_scope(model):
    """What ``nmt translate`` opens around the batches of its input: one decoding scope
    (one packing of the decoder-side weights) for all of them; the naive model has none."""
    return model.decoding() if isinstance(model, ForcedLength) else contextlib.nullcontext()


def _decoder(impl: str, algo: str, cfg, out_len: int, model=None):
    """(model, run): ``run(src_chunk)`` decodes one batch to lists of ids, outputs held at
    ``out_len`` tokens. ``impl`` is "naive" (no cache, greedy) or "nmt" (``model``: an
    nmt model to share, else a new one)."""
    torch.manual_seed(11)
    if impl == "naive":
        model = naive.make_model(cfg.vocab_size, cfg.vocab_size, cfg.n_layers, cfg.d_model,
                                 cfg.d_ff, cfg.n_heads, cfg.dropout).eval()

        def run(s):
            ys = naive.greedy_decode(model, s, out_len + 1, BOS_ID, banned_until=(EOS_ID, out_len))
            return ys[:, 1:].tolist()
        return model, run
    from nmt_cli.decode import search
    from nmt_cli.device import keep_freed_memory

    keep_freed_memory()  # as `nmt translate` does on the CPU
    model = model or ForcedLength(Transformer(cfg).eval(), out_len)
    # a=0, b=out_len: the limit is out_len tokens + EOS, whatever the source length.
    if algo == "greedy":
        def run(s):
            return search.greedy_search(model, s, forced_options(out_len, beam=1))
    else:
        def run(s):
            return [h[0].tokens for h in search.beam_search(model, s, forced_options(out_len))]
    return model, run


def forced_options(out_len: int, beam: int = 4) -> DecodeOptions:
    """The decoding options of the forced-length rows: the output limit is ``out_len``
    tokens + EOS whatever the source's length (a = 0, b = ``out_len``); beam 4 otherwise
    as ``nmt translate`` (GNMT length penalty 0.6, one hypothesis)."""
    return DecodeOptions(beam=beam, max_len_a=0.0, max_len_b=out_len)


def w_decode(impl: str, algo: str, batch: int, n_sents: int, out_len: int = 30,
             src_len: int = 30, preset_name: str = "small", precision: str = "fp32",
             check: bool = False, passes: int = 1) -> dict:
    """Sentences/s and target tokens/s of decoding forced ``out_len``-token outputs
    (the fastest of ``passes`` passes over the ``n_sents`` sentences)."""
    cfg = model_cfg(preset_name)
    src = bench_batches.decode_sources(n_sents, src_len, cfg.vocab_size)
    chunks = list(src.split(batch))
    result: dict = {}
    model, run = _decoder(impl, algo, cfg, out_len)
    ctx = (torch.autocast("cpu", dtype=torch.bfloat16) if precision == "bf16"
           else contextlib.nullcontext())
    with torch.inference_mode(), ctx, _translate_scope(model):
        run(chunks[0][:2])  # warm-up
        outputs, dt = _fastest_pass(lambda: [list(o) for s in chunks for o in run(s)], passes)
    tokens = sum(len(o) + 1 for o in outputs)  # + EOS, as the naive loop also spends a step on it
    result.update(sent_s=n_sents / dt, tok_s=tokens / dt, mean_len=tokens / n_sents - 1,
                  digest=_digest(outputs))
    if check and impl == "nmt":
        # Reference path: fp32, no cache, the whole prefix re-run each step.
        from benchmarks.reference.uncached import greedy_search_uncached
        from nmt_cli.decode import search
        with torch.inference_mode():
            ref = greedy_search_uncached(model, chunks[0], forced_options(out_len, beam=1))
            if algo == "greedy":
                result["identical_to_reference"] = ref == outputs[:len(ref)]
            else:
                # Beam 4 batched must equal beam 4 one sentence at a time.
                one = [search.beam_search(model, chunks[0][i:i + 1],
                                          forced_options(out_len))[0][0].tokens
                       for i in range(min(2, len(chunks[0])))]
                result["identical_to_reference"] = one == outputs[:len(one)]
    return result


def w_decode_paired(batch: int, n_sents: int, rounds: int, out_len: int = 30,
                    src_len: int = 30, preset_name: str = "small") -> dict:
    """The naive and nmt decoders in one process, batch by batch in turn.

    The per-process rows measure each implementation in its own window of time; on
    a machine whose speed drifts by +-20% within seconds, their ratios move with
    the drift. Here each batch is decoded by every implementation back to back
    (the order rotating from batch to batch), so all see the same machine, and
    each ratio is the median over rounds of (naive seconds / its seconds).
    CTranslate2 stays in its own processes: beside it in one process the PyTorch
    decoders measured 15-25% slower (its thread pool runs beside ours).
    """
    cfg = model_cfg(preset_name)
    src = bench_batches.decode_sources(n_sents, src_len, cfg.vocab_size)
    chunks = list(src.split(batch))
    naive_greedy = _decoder("naive", "greedy", cfg, out_len)[1]
    nmt_model, nmt_greedy = _decoder("nmt", "greedy", cfg, out_len)
    nmt_beam = _decoder("nmt", "beam4", cfg, out_len, model=nmt_model)[1]
    runs = {"naive greedy": naive_greedy, "nmt greedy": nmt_greedy, "nmt beam4": nmt_beam}
    names = list(runs)
    seconds = {n: [0.0] * rounds for n in names}
    with torch.inference_mode(), _translate_scope(nmt_model):
        for n in names:
            runs[n](chunks[0][:2])  # warm-up
        for r in range(rounds):
            for i, chunk in enumerate(chunks):
                turn = (r * len(chunks) + i) % len(names)
                for n in names[turn:] + names[:turn]:
                    t0 = time.perf_counter()
                    runs[n](chunk)
                    seconds[n][r] += time.perf_counter() - t0
    return {"paired": _paired_summary(seconds, "naive greedy", n_sents, "sent_s_median"),
            "rounds": rounds, "sentences_per_round": n_sents, "batch": batch}


def _bible_spm(vocab_size: int) -> bytes:
    """A BPE model of ``vocab_size`` pieces trained on the Bible corpus's training verses."""
    import io

    import sentencepiece as spm

    lines = bible_lines("train", "en") + bible_lines("train", "es")
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(lines), model_writer=buf,
                                   vocab_size=vocab_size, model_type="bpe", pad_id=0, unk_id=1,
                                   bos_id=2, eos_id=3, minloglevel=2)
    return buf.getvalue()


def _ct2_decoder(algo: str, batch: int, quantization: str, out_len: int, cfg, threads: int,
                 stack: contextlib.ExitStack):
    """``run(src_chunk)`` decoding with CTranslate2 on ``w_decode``'s nmt weights, or None
    without ctranslate2. Outputs are ids (piece ids of the BPE model)."""
    try:
        import ctranslate2
    except ImportError:
        return None
    import sentencepiece as spm

    from nmt_cli.checkpoint import atomic_save, make_checkpoint
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    torch.manual_seed(11)  # as w_decode: the same weights
    model = Transformer(cfg).eval()
    spm_bytes = _bible_spm(cfg.vocab_size)
    sp = spm.SentencePieceProcessor(model_proto=spm_bytes)
    tmp = Path(stack.enter_context(tempfile.TemporaryDirectory()))
    ckpt = tmp / "model.pt"
    atomic_save(make_checkpoint(cfg, model.state_dict(), spm_bytes), ckpt)
    out_dir = export_ctranslate2(ckpt, tmp / "ct2",
                                 quantization=None if quantization == "float32" else quantization)
    tr = ctranslate2.Translator(str(out_dir), device="cpu", intra_threads=threads,
                                inter_threads=1)
    # as nmt's search (and `nmt translate --ckpt DIR`): PAD and BOS are never generated
    never = [[sp.id_to_piece(PAD_ID)], [sp.id_to_piece(BOS_ID)]]
    kw = dict(beam_size=1 if algo == "greedy" else 4, max_batch_size=batch,
              min_decoding_length=out_len, max_decoding_length=out_len,
              suppress_sequences=never)

    def run(src):
        pieces = [[sp.id_to_piece(i) for i in row[:-1].tolist()] for row in src]  # CT2 adds EOS
        return [[sp.piece_to_id(p) for p in r.hypotheses[0]]
                for r in tr.translate_batch(pieces, **kw)]
    run.model = model
    return run


def w_decode_ct2(algo: str, batch: int, n_sents: int, quantization: str = "float32",
                 out_len: int = 30, src_len: int = 30, preset_name: str = "small",
                 check: bool = False, threads: int = 2, passes: int = 1) -> dict:
    """CTranslate2 decoding the same random model as ``w_decode``'s nmt rows.

    The model (same seed, same weights) goes through ``nmt export``'s converter;
    sources are the same ids, given to CTranslate2 as their BPE pieces. Outputs
    are held at ``out_len`` tokens by ``min_decoding_length`` = ``max_decoding_length``
    (CTranslate2 then stops without scoring EOS, as nmt's greedy search does; nmt's
    beam search scores the forced EOS). With ``check``, greedy float32 outputs are
    compared with nmt's greedy search on the first batch.
    """
    cfg = model_cfg(preset_name)
    src = bench_batches.decode_sources(n_sents, src_len, cfg.vocab_size)
    chunks = list(src.split(batch))
    with contextlib.ExitStack() as stack:
        run = _ct2_decoder(algo, batch, quantization, out_len, cfg, threads, stack)
        if run is None:
            return {"error": "needs ctranslate2 (pip install -e .[ct2]) and Bible text for a "
                             "BPE vocabulary"}
        run(chunks[0][:2])  # warm-up
        outputs, dt = _fastest_pass(lambda: [o for s in chunks for o in run(s)], passes)
    tokens = sum(len(o) for o in outputs)
    result = {"sent_s": n_sents / dt, "tok_s": tokens / dt, "mean_len": tokens / n_sents}
    if check and algo == "greedy" and quantization == "float32":
        from nmt_cli.decode import search
        with torch.inference_mode():
            ours = search.greedy_search(ForcedLength(run.model, out_len), chunks[0],
                                        forced_options(out_len, beam=1))
        result["identical_to_reference"] = ours == outputs[:batch]
    return result


def main() -> None:
    kind, args = sys.argv[1], json.loads(sys.argv[2])
    torch.set_num_threads(int(args.pop("threads", 2)))
    threads = torch.get_num_threads()
    fn = {"matmul": w_matmul, "train": w_train, "curve": w_curve, "decode": w_decode,
          "decode_ct2": lambda **a: w_decode_ct2(threads=threads, **a),
          "decode_paired": w_decode_paired, "train_paired": w_train_paired}[kind]
    out = fn(**args)
    out["peak_rss_mib"] = peak_rss_mib()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
