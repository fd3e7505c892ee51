"""benchmarks/gpu/gpu_check.py, the command prepared for a lent GPU, run here with --quick: every
step on the CPU at tiny sizes, as on the GPU through the same code (fp16 under
NMT_GPU_PATHS). A lent GPU's minutes must go to measuring, not to fixing this script; and
its FLOP count and synthetic corpus are held to the model and to WMT14's shape."""

from __future__ import annotations

import importlib
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import slow
ROOT = Path(__file__).resolve().parents[2]
STEPS = ["matmul", "data", "train_base", "train_big", "fp16", "resume", "cli", "decode"]
SPEC = 1.0  # TFLOP/s: a stand-in data-sheet peak for the CPU run
# gpu_check's --quick run and the profilers run on the CPU in `make test-gpu-scripts`, the
# target run before a GPU is used; `make test` keeps the in-process checks of their parts
GPU_SCRIPTS = os.environ.get("NMT_GPU_SCRIPTS") == "all"
PROFILERS = ("the profilers prepared for a lent GPU, ~50 s on 2 cores: NMT_GPU_SCRIPTS=all "
             "(make test-gpu-scripts, before a GPU is used)")
QUICK_RUN = ("gpu_check --quick, every step on the CPU (~40 s on 2 cores): NMT_GPU_SCRIPTS=all "
             "(make test-gpu-scripts, before a GPU is used)")


def _gpu_check():
    return importlib.import_module("benchmarks.gpu.gpu_check")


def _check_decode():
    return importlib.import_module("benchmarks.gpu.check_decode")


def _as_on_a_lent_gpu() -> dict:
    """The environment of the prepared command, ``PYTHONPATH=src python3 -m
    benchmarks.gpu...`` from the repository root (nmt-cli is not installed there)."""
    path = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    # One thread: with two on the 2 shared cores, OpenMP's barriers wait on other jobs.
    return {**os.environ, "PYTHONPATH": path, "OMP_NUM_THREADS": "1", "NMT_GPU_PATHS": "0"}


@pytest.fixture(scope="module")
def quick_run(tmp_path_factory) -> tuple[subprocess.CompletedProcess, dict, str]:
    if not GPU_SCRIPTS:
        pytest.skip(QUICK_RUN)
    out = tmp_path_factory.mktemp("gpu_check")
    # --spec-tflops: the CPU has no data-sheet peak, so one is given to see MFU quoted twice
    proc = subprocess.run([sys.executable, "-m", "benchmarks.gpu.gpu_check", "--quick",
                           "--out", str(out), "--spec-tflops", str(SPEC)],
                          capture_output=True, text=True, cwd=ROOT, env=_as_on_a_lent_gpu(),
                          timeout=slow(300))
    assert (out / "gpu_check.json").is_file() and (out / "gpu_check.md").is_file(), proc.stderr
    return proc, json.loads((out / "gpu_check.json").read_text()), (out / "gpu_check.md").read_text()


def test_every_step_runs_and_every_check_holds(quick_run):
    proc, res, md = quick_run
    steps = res["steps"]
    assert list(steps) == STEPS
    failed = {k: r.get("error", r.get("checks")) for k, r in steps.items() if r["status"] != "ok"}
    assert not failed, failed
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert all(r["seconds"] > 0 for r in steps.values())
    assert res["machine"]["device"] == "cpu" and res["finished"] and "terminated" not in res
    # a start and an end line per step, on stdout as they happen
    for name in STEPS:
        assert f"] {name}: start" in proc.stdout and f"] {name}: ok in " in proc.stdout


def test_training_learns_and_its_throughput_and_mfu_are_measured(quick_run):
    _, res, md = quick_run
    assert "| MFU | MFU (spec) |" in md  # the table shows both
    for name, preset in (("train_base", "tiny"), ("train_big", "small")):
        r = res["steps"][name]
        assert r["preset"] == preset and r["precision"] == "fp32"
        assert r["steps"] == r["max_steps"] and r["loss_last"] < r["loss_first"]
        assert r["tgt_tokens_per_s"] > 0 and r["updates_per_s"] > 0
        assert 0 < r["mfu"] and r["model_tflops"] > 0 and r["peak_rss_gib_so_far"] > 0
        # both MFU figures: against the measured matmul peak and against the spec peak
        assert r["mfu_spec"] == pytest.approx(r["model_tflops"] / SPEC)
        assert r["mfu_spec_against"] == f"dense bf16 spec peak {SPEC:.0f} TFLOP/s"
        assert f"| {r['mfu']:.1%} | {r['mfu_spec']:.1%} |" in md
        assert math.isfinite(r["valid_loss"])
    assert res["steps"]["matmul"]["fp32_tflops"] > 0
    data = res["steps"]["data"]
    assert data["vocab_size"] == 400 and data["splits"]["train"]["pairs"] > 1500
    assert data["src_per_tgt"] < 1  # the synthetic target is the longer side, as German


def test_without_the_matmul_step_mfu_is_still_quoted_against_the_spec_peak(tmp_path):
    """A lent GPU's short call skips the matmul step; the spec peak needs none (2026-11-28 on
    an H200: train_base said 'MFU - (spec -)' after --steps data,train_base,decode)."""
    if not GPU_SCRIPTS:
        pytest.skip(QUICK_RUN)
    subprocess.run([sys.executable, "-m", "benchmarks.gpu.gpu_check", "--quick", "--out",
                    str(tmp_path), "--spec-tflops", str(SPEC), "--steps", "data,train_base"],
                   capture_output=True, text=True, cwd=ROOT, env=_as_on_a_lent_gpu(),
                   timeout=slow(300), check=True)
    r = json.loads((tmp_path / "gpu_check.json").read_text())["steps"]["train_base"]
    assert "mfu" not in r  # no matmul peak was measured
    assert r["mfu_spec"] == pytest.approx(r["model_tflops"] / SPEC) and r["mfu_spec"] > 0


def test_fp16_trains_finitely_and_counts_only_updates_made(quick_run):
    _, res, _ = quick_run
    r = res["steps"]["fp16"]
    assert r["gpu_paths_on_cpu"] is True and r["step"] == r["max_steps"]
    assert r["updates_tried"] == r["step"] + r["overflowed"] + r["nonfinite"]
    assert math.isfinite(r["loss_first"]) and math.isfinite(r["loss_last"])
    assert all(r["checks"].values()), r["checks"]


def test_resume_is_exact_on_the_cpu(quick_run):
    _, res, _ = quick_run
    r = res["steps"]["resume"]
    assert r["steps"] == [2 * r["n"]] * 3
    assert r["max_abs_diff_resumed"] == 0.0 and r["noise_floor_two_straight_runs"] == 0.0
    assert r["tolerance"] == 0.0


def test_cli_and_decoding(quick_run):
    _, res, md = quick_run
    cli = res["steps"]["cli"]
    assert cli["exit_code"] == 0 and cli["checkpoint_step"] == 3 and "--gpus 0" in cli["command"]
    dec = res["steps"]["decode"]
    # eager (``search``) and the fixed-shape step (``fixed_search``; a CUDA graph on a GPU,
    # run eagerly here), at batch 64 and 1, and beam 4 in token-sized batches; fp32 only
    assert {(x["search"], x["step"], x["batch"]) for x in dec["rows"]} == {
        (a, s, b) for a in ("greedy", "beam4") for s in ("eager", "graph") for b in (64, 1)} | {
        ("beam4", "graph", "tokens")}
    assert {x["precision"] for x in dec["rows"]} == {"fp32"} and not dec["graphs_captured_on"]
    assert all(x["sent_per_s"] > 0 and x["sentences"] > 0 for x in dec["rows"])
    mismatches = {k: v for k, v in dec.items() if k.startswith("mismatch_")}
    assert len(mismatches) == 7 and not any(mismatches.values()), mismatches
    assert {"mismatch_greedy_graph_vs_eager", "mismatch_beam4_graph_vs_eager",
            "mismatch_beam4_graph_batch1_vs_batch64"} <= mismatches.keys()
    # fp32's ties, counted beside the mismatches (none expected at these sizes on the CPU)
    assert {"beam1_vs_greedy_float_ties", "beam4_batch1_vs_batch64_float_ties",
            "greedy_batch1_vs_batch64_float_ties", "beam4_graph_vs_eager_float_ties"} <= dec.keys()
    # ms per step at the forced length: each search, eager and over the fixed-shape step
    assert {(x["search"], x["step"]) for x in dec["per_step"]} == {
        (a, s) for a in ("greedy", "beam4") for s in ("eager", "graph")}
    assert all(x["ms_per_step"] > 0 and x["steps"] == 31 for x in dec["per_step"])
    assert dec["capture_failures"] == [] and dec["checks"]["graphs_captured"]
    # the markdown is the tables docs/BENCHMARKS.md takes, with the device and the date
    assert md.startswith("### GPU check (--quick): CPU ")
    assert "| train_base | ok |" in md and "| decode | ok |" in md
    assert "| beam4 graph fp32 | 1 |" in md and "| beam4 graph fp32 | tokens |" in md
    assert "| greedy | graph | fp32 | 8 |" in "\n".join(_check_decode().markdown_lines(dec))


def test_train_flops_counts_every_weight_matrix_of_the_model():
    """Without attention (lengths 0) and one source token per target token, the forward
    is 2 FLOPs per weight of every matrix the model multiplies by, the tied output
    projection included once: held to the model's own parameters, not to a formula."""
    from nmt_cli.config import ModelConfig
    from nmt_cli.model import Transformer

    g = _gpu_check()
    for cfg in (ModelConfig(vocab_size=300, n_layers=2, d_model=64, d_ff=256, n_heads=4),
                ModelConfig(vocab_size=37000)):  # base
        matrices = sum(p.numel() for p in Transformer(cfg).parameters() if p.dim() == 2)
        assert g.train_flops(cfg, 1.0, 0.0, 0.0) == 3 * 2 * matrices
    base = ModelConfig(vocab_size=37000)
    # attention: 4 x length x d per token and layer; source length in 2 places per layer
    # (encoder and cross-attention), each target length in 1
    extra = g.train_flops(base, 1.0, 30.0, 20.0) - g.train_flops(base, 1.0, 0.0, 0.0)
    assert extra == 3 * 6 * 4 * 512 * (30 * 2 + 20)


def test_synthetic_corpus_is_seeded_and_shaped_like_wmt14(tmp_path):
    g = _gpu_check()
    a = g.synthetic_corpus(tmp_path / "a", 3000, 2000, seed=7)
    b = g.synthetic_corpus(tmp_path / "b", 3000, 2000, seed=7)
    for lang in ("en", "de"):
        assert (tmp_path / f"a.{lang}").read_bytes() == (tmp_path / f"b.{lang}").read_bytes()
    assert a == b
    en = (tmp_path / "a.en").read_text(encoding="utf-8").splitlines()
    de = (tmp_path / "a.de").read_text(encoding="utf-8").splitlines()
    assert len(en) == len(de) == 3000
    assert 23 < a["src_words"] / 3000 < 27  # WMT14 en-de: ~25 words a sentence
    assert 1.05 < a["tgt_words"] / a["src_words"] < 1.15
    # The target is the source through a fixed dictionary: in one-word sentences (short
    # ones asked for) a source word always has the same translation, and no two share one.
    g.synthetic_corpus(tmp_path / "d", 2000, 50, seed=7, mean_words=1.5)
    translation = {}
    for s, t in zip((tmp_path / "d.en").read_text(encoding="utf-8").splitlines(),
                    (tmp_path / "d.de").read_text(encoding="utf-8").splitlines()):
        if len(s.split()) == 1:
            assert translation.setdefault(s, t) == t
    assert len(translation) > 20 and len(set(translation.values())) == len(translation)
    other = g.synthetic_corpus(tmp_path / "c", 300, 2000, seed=7)  # valid: other sentences
    assert other["pairs"] == 300
    assert (tmp_path / "c.en").read_text(encoding="utf-8").splitlines() != en[:300]


def test_throughput_skips_the_warm_up_and_weights_each_record_by_its_updates():
    g = _gpu_check()
    records = [{"kind": "train", "step": 1, "tokens_per_update": 10, "elapsed_s": 5.0},
               {"kind": "train", "step": 10, "tokens_per_update": 100, "elapsed_s": 6.0},
               {"kind": "valid", "step": 10, "elapsed_s": 7.0},
               {"kind": "train", "step": 20, "tokens_per_update": 100, "elapsed_s": 8.0},
               {"kind": "train", "step": 40, "tokens_per_update": 200, "elapsed_s": 10.0}]
    t = g.throughput(records, skip=5)
    assert t["measured_from_step"] == 10 and t["measured_steps"] == 30
    assert t["tgt_tokens_per_s"] == (10 * 100 + 20 * 200) / 4.0
    assert t["updates_per_s"] == 30 / 4.0


@pytest.mark.skipif(not GPU_SCRIPTS, reason=PROFILERS)
def test_the_gpu_profile_runs_every_part_on_the_cpu(tmp_path):
    """benchmarks/gpu/gpu_profile.py, the profiling command prepared for a lent GPU, with
    --quick: each part runs and writes its numbers and its profiles."""
    proc = subprocess.run([sys.executable, "-m", "benchmarks.gpu.gpu_profile", "--quick",
                           "--out", str(tmp_path), "--big"], capture_output=True, text=True,
                          cwd=ROOT, env=_as_on_a_lent_gpu(), timeout=slow(300))
    assert proc.returncode == 0, proc.stderr[-2000:]
    report = json.loads((tmp_path / "gpu_profile.json").read_text())
    parts = report["parts"]
    assert {k: v["status"] for k, v in parts.items()} == {
        "data": "ok", "trainer": "ok", "steps": "ok", "torch_profile": "ok"}  # expandable: GPU only
    variants = parts["steps"]["variants"]
    assert [v["preset"] for v in variants] == ["tiny"] * 5 + ["small"] * 3
    assert all(v["ms_per_update"] > 0 and v["tgt_tokens_per_s"] > 0 for v in variants)
    assert [v["accumulation"] for v in variants[3:5]] == [2, 1]
    assert parts["trainer"]["steps"] == 4 and "train_step" in (tmp_path / "trainer_cprofile.txt").read_text()
    assert "aten::" in (tmp_path / "torch_profile.txt").read_text()
    assert "| 1 micro-batch | tiny | 1 x 1024 |" in (tmp_path / "gpu_profile.md").read_text()


def _random_model(vocab: int = 40):
    import torch

    from nmt_cli.config import ModelConfig
    from nmt_cli.model import Transformer

    torch.manual_seed(0)
    model = Transformer(ModelConfig(vocab_size=vocab, n_layers=2, d_model=32, d_ff=64,
                                    n_heads=4, dropout=0.0)).eval()
    with torch.no_grad():  # peaked distributions: outputs that differ by source
        model.src_embed.lut.weight.mul_(4.0)
    return model


def test_a_fork_is_a_float_tie_only_within_the_rounding_of_its_score():
    """The beam-1-vs-greedy check forgives fp32's ties (2 of 1,000 on an H200), nothing more."""
    import torch

    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.search import greedy_search

    gc = _check_decode()
    model, dev = _random_model(), torch.device("cpu")
    source = [5, 9, 13, 21, 8, 30]
    out = greedy_search(model, gc.padded([source], dev), DecodeOptions(beam=1, max_len_b=8))[0]
    assert len(out) >= 4, out
    other = list(out)
    other[2] = next(t for t in range(4, 40) if t != out[2])  # a token greedy did not pick
    fork = gc.float_fork(model, source, other, out, dev)
    assert fork["step"] == 2 and fork["tokens"] == [other[2], out[2]]
    assert fork["margin"] < -fork["tolerance"] and not fork["tie"]
    assert fork["score"] < 0 and 1e-4 <= fork["tolerance"] < 1e-3
    # Stopping early is a fork too: EOS against the next token.
    stop = gc.float_fork(model, source, out[:3], out, dev)
    assert stop["step"] == 3 and stop["tokens"] == [gc.EOS_ID, out[3]]
    assert not stop["tie"]


def test_float64_tells_a_rounding_tie_from_a_search_that_mixes_its_batch():
    import copy

    import torch

    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.search import greedy_search

    gc = _check_decode()
    model64, dev = copy.deepcopy(_random_model()).double(), torch.device("cpu")
    sources = [[5 + (3 * i + j) % 30 for j in range(4 + i % 5)] for i in range(8)]
    batches = [list(range(8))]
    upto8 = DecodeOptions(beam=1, max_len_b=8)

    def mixing(model, src):  # every row decodes the batch's first source
        return greedy_search(model, src[:1].expand(src.size(0), -1).contiguous(), upto8)

    alone = [greedy_search(model64, gc.padded([s], dev), upto8)[0] for s in sources]
    assert len({tuple(x) for x in alone}) > 3, "outputs hardly differ: weak test"
    differ = [i for i in range(1, 8) if alone[i] != alone[0]]
    search = lambda model, src: greedy_search(model, src, upto8)  # noqa: E731
    assert gc.fp64_ties(model64, search, sources, batches, [1, 4, 6], dev) == 3
    assert gc.fp64_ties(model64, mixing, sources, batches, differ, dev) == 0


def test_float64_tells_the_graphs_rounding_from_a_search_that_goes_wrong():
    """graph == eager forgives what float64 decodes alike (``fp64_agree``), nothing more."""
    import copy

    import torch

    from nmt_cli.decode import fixed_search
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.search import greedy_search

    gc = _check_decode()
    model64, dev = copy.deepcopy(_random_model()).double(), torch.device("cpu")
    sources = [[5 + (3 * i + j) % 30 for j in range(4 + i % 5)] for i in range(8)]
    upto8 = DecodeOptions(beam=1, max_len_b=8)

    def eager(model, src):
        return greedy_search(model, src, upto8)

    def graph(model, src):
        return fixed_search.greedy_search(model, src, upto8)

    def mixing(model, src):  # every row decodes the batch's first source
        return greedy_search(model, src[:1].expand(src.size(0), -1).contiguous(), upto8)

    alone = [eager(model64, gc.padded([s], dev))[0] for s in sources]
    differ = [i for i in range(1, 8) if alone[i] != alone[0]]
    assert len(differ) > 3, "outputs hardly differ: weak test"
    assert gc.fp64_agree(model64, graph, eager, sources, [list(range(8))], [1, 4, 6], dev) == 3
    assert gc.fp64_agree(model64, mixing, eager, sources, [list(range(8))], differ, dev) == 0


def test_the_spec_peak_is_the_cards_dense_bf16_one_by_its_name():
    """(No quick_run here: under xdist a second test of it on another worker builds it twice.)"""
    from benchmarks.gpu.gpu_check import spec_bf16_tflops

    assert spec_bf16_tflops("NVIDIA H100 80GB HBM3") == spec_bf16_tflops("NVIDIA H200") == 989.0
    assert spec_bf16_tflops("NVIDIA H100 PCIe") == 756.0
    assert spec_bf16_tflops(None) is None and spec_bf16_tflops("AMD EPYC 7B13") is None
