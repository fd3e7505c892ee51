"""Distributed settings, in this process: GPU count checks, the rank and world read from
the environment, the usable cores (spawned ranks: tests/e2e/test_distributed_spawn.py)."""

from __future__ import annotations

import os

import pytest

from nmt_cli.errors import NmtError
from nmt_cli.train import distributed


def test_gpus_beyond_visible_is_refused():
    visible = distributed.visible_gpus()
    with pytest.raises(NmtError, match=f"--gpus {visible + 2} requested but {visible} GPU"):
        distributed.resolve_gpus(visible + 2)
    assert distributed.resolve_gpus(0) == 0
    assert distributed.resolve_gpus(None) == visible
    with pytest.raises(NmtError):
        distributed.resolve_gpus(-1)


def test_rank_and_world_come_from_the_environment(monkeypatch):
    for key in ("RANK", "WORLD_SIZE", "LOCAL_RANK"):
        monkeypatch.delenv(key, raising=False)
    assert not distributed.launched_by_torchrun()
    ctx = distributed.init(use_cuda=False)
    assert (ctx.rank, ctx.world, ctx.is_main, ctx.enabled) == (0, 1, True, False)
    monkeypatch.setenv("RANK", "0")
    monkeypatch.setenv("WORLD_SIZE", "1")
    assert distributed.launched_by_torchrun()
    assert distributed.init(use_cuda=False).world == 1  # a world of one needs no process group
    # A launcher that sets RANK and WORLD_SIZE per node but no LOCAL_RANK: refused before
    # any GPU is touched, or every process of a node would take cuda:0.
    monkeypatch.setenv("RANK", "1")
    monkeypatch.setenv("WORLD_SIZE", "2")
    monkeypatch.delenv("LOCAL_RANK", raising=False)
    with pytest.raises(NmtError, match="LOCAL_RANK is not"):
        distributed.init(use_cuda=True)


def test_shared_gpu_ranks_take_gloo_and_the_visible_cards_in_turn(monkeypatch):
    """``NMT_SHARED_GPU_RANKS=1`` (the one-GPU check of DDP's CUDA code): gloo, not NCCL,
    and local ranks placed on the visible cards in turn; without it, NCCL on the rank's own."""
    env = {"RANK": "3", "WORLD_SIZE": "4", "LOCAL_RANK": "3", "NMT_VISIBLE_GPUS": "2"}
    assert distributed.process_group(True, env)[3:] == ("nccl", distributed.torch.device("cuda", 3))
    shared = {**env, distributed.SHARED_GPU_ENV: "1"}
    assert distributed.process_group(True, shared)[3:] == ("gloo",
                                                           distributed.torch.device("cuda", 1))
    assert distributed.process_group(False, shared)[3:] == ("gloo",
                                                            distributed.torch.device("cpu"))
    assert not distributed.shared_gpu_ranks({distributed.SHARED_GPU_ENV: "0"})
    # more ranks than cards, allowed under the switch only where a card is visible
    monkeypatch.setattr(distributed, "visible_gpus", lambda: 1)
    with pytest.raises(NmtError, match="--gpus 2 requested but 1 GPU"):
        distributed.resolve_gpus(2)
    monkeypatch.setenv(distributed.SHARED_GPU_ENV, "1")
    assert distributed.resolve_gpus(2) == 2
    monkeypatch.setattr(distributed, "visible_gpus", lambda: 0)
    with pytest.raises(NmtError, match="CUDA is not available"):
        distributed.resolve_gpus(2)


def test_the_collective_timeout_is_a_setting_and_the_root_cause_names_one_rank():
    from nmt_cli.train import rank_failure as rf

    assert rf.collective_timeout({}).total_seconds() == rf.DEFAULT_TIMEOUT_S
    assert rf.collective_timeout({rf.TIMEOUT_ENV: "7.5"}).total_seconds() == 7.5
    for bad in ("0", "-3", "soon"):
        with pytest.raises(NmtError, match=f"{rf.TIMEOUT_ENV}='{bad}'"):
            rf.collective_timeout({rf.TIMEOUT_ENV: bad})
    assert rf.failed_collective(RuntimeError("[gloo] Connection closed by peer [::1]")) == "closed"
    assert rf.failed_collective(RuntimeError("Timed out waiting 5000ms")) == "timeout"
    assert rf.failed_collective(ValueError("Timed out")) is None
    # rank 1 killed; rank 0 saw its collective fail (a RankLost): the kill is the cause
    err = rf.root_cause(2, {1: -9, 0: 1}, [(0, "rank 0 of 2 stopped: ...", 1, True)], set())
    assert str(err).startswith("rank 1 of 2 was killed by SIGKILL") and err.exit_code == 1
    # a rank's own error wins over the kill the launcher made afterwards
    err = rf.root_cause(3, {2: 1, 0: -15}, [(2, "out of GPU memory at step 3", 1, False)], {0})
    assert str(err) == "rank 2 of 3 failed: out of GPU memory at step 3"
    # every rank failing alike (bad input) is said once, without a rank
    alike = [(r, "no training pair fits", 1, False) for r in range(2)]
    assert str(rf.root_cause(2, {0: 1, 1: 1}, alike, set())) == "no training pair fits"


def test_usable_cpus_are_the_affinity_mask_not_the_machine(monkeypatch):
    from nmt_cli.cpus import usable_cpus

    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {4, 5, 6}, raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 128)
    assert usable_cpus() == 3  # a SLURM job given 3 of a node's 128 cores
    monkeypatch.delattr(os, "sched_getaffinity")  # as on macOS
    assert usable_cpus() == 128

