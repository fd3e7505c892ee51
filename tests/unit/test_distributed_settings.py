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


def test_usable_cpus_are_the_affinity_mask_not_the_machine(monkeypatch):
    from nmt_cli.cpus import usable_cpus

    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {4, 5, 6}, raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 128)
    assert usable_cpus() == 3  # a SLURM job given 3 of a node's 128 cores
    monkeypatch.delattr(os, "sched_getaffinity")  # as on macOS
    assert usable_cpus() == 128

