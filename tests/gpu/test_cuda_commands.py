"""The GPU tier: `nmt` itself on a CUDA device, run by ``make test-gpu`` (NMT_TEST_GPU=1,
the card visible); the CPU tiers skip it (conftest hides CUDA from them).

What only a card can show: training through CUDA's kernels in bf16, a checkpoint written on
the GPU that the CPU reads, and decoding through the fixed-shape step replayed as CUDA
graphs giving the CPU's exact search's translations. The same code paths run on the CPU
in every `make test` through ``NMT_GPU_PATHS`` (tests/e2e/test_gpu_paths_commands.py,
tests/e2e/test_fixed_step_commands.py); this tier runs them on the device they are for.
"""

from __future__ import annotations

import json

import pytest
import torch

from conftest import nmt, sample_lines, slow, write_lines
pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")]

DEV = 60


@pytest.fixture(scope="module")
def gpu_run(sample_slice, tmp_path_factory):
    """`tiny` trained for 60 updates on one GPU in bf16: (run directory, its log)."""
    out = tmp_path_factory.mktemp("gpu") / "run"
    proc = nmt("train", "--data", sample_slice, "--preset", "tiny", "--gpus", 1,
               "--precision", "bf16", "--max-steps", 60, "--log-every", 10,
               "--validate-every", 30, "--save-every", 30, "--out", out, timeout=slow(600))
    return out, proc.stderr


def test_a_run_on_the_gpu_learns_and_its_checkpoint_translates_on_the_cpu(gpu_run, tmp_path):
    out, log = gpu_run
    records = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines()]
    losses = [r["loss"] for r in records if r["kind"] == "train"]
    assert len(losses) >= 5 and losses[-1] < losses[0], losses
    assert "cuda" in log.lower(), log[-2000:]
    write_lines(tmp_path / "dev.en", sample_lines("valid.en")[:5])
    got = nmt("translate", "--ckpt", out / "checkpoint_last.pt", "--device", "cpu",
              "--input", tmp_path / "dev.en", "--max-len-b", 20)
    assert len(got.stdout.splitlines()) == 5


@pytest.mark.parametrize("search", [["--greedy"], ["--beam", "4"]])
def test_the_graph_replayed_search_translates_as_the_cpus_exact_search(gpu_run, tmp_path,
                                                                       search):
    """fp32 on both; the texts must agree line for line. Where two hypotheses tie to float32
    rounding the devices may pick either: such a line is reported with its scores."""
    out, _ = gpu_run
    write_lines(tmp_path / "dev.en", sample_lines("valid.en")[:DEV])
    common = ["--ckpt", out / "checkpoint_last.pt", "--engine", "torch", "--input",
              tmp_path / "dev.en", "--max-len-b", 30, *search]
    gpu = nmt("translate", *common, "--device", "cuda").stdout.splitlines()
    cpu = nmt("translate", *common, "--device", "cpu").stdout.splitlines()
    differ = [(i, a, b) for i, (a, b) in enumerate(zip(gpu, cpu, strict=True)) if a != b]
    print(f"{torch.cuda.get_device_name()}: {DEV - len(differ)} of {DEV} lines identical")
    assert len(differ) <= DEV // 20, differ[:5]  # ties only: a few lines at most
