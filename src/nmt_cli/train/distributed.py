"""Where this process sits in a (possibly) distributed run, and how runs are launched.

Rank, world size and local rank come from the environment that torchrun (or
SLURM + torchrun) sets: RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR, MASTER_PORT.
``nmt train --gpus N`` on one machine sets the same variables itself and spawns
N processes, so one code path serves every launcher. NCCL on CUDA, gloo on CPU.
"""

from __future__ import annotations

import inspect
import os
import signal
import socket
import sys
from dataclasses import dataclass

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn

from ..cpus import usable_cpus
from ..errors import NmtError


@dataclass
class DistContext:
    rank: int = 0
    world: int = 1
    local_rank: int = 0
    device: torch.device = torch.device("cpu")

    @property
    def is_main(self) -> bool:
        return self.rank == 0

    @property
    def enabled(self) -> bool:
        return self.world > 1


def all_reduce(values: list[float], ctx: DistContext | None, op=None) -> list[float]:
    """Sum (or ``op``) a few numbers over all ranks; every rank must call it, in the same order."""
    if ctx is None or not ctx.enabled:
        return values
    t = torch.tensor(values, dtype=torch.float64, device=ctx.device)
    dist.all_reduce(t, op=op or dist.ReduceOp.SUM)
    return t.tolist()


def barrier(ctx: DistContext | None) -> None:
    """Wait until every rank gets here (a one-number all-reduce: the same on NCCL and gloo)."""
    all_reduce([0.0], ctx)


def wrap(model: nn.Module, ctx: DistContext) -> nn.Module:
    """``model`` in DistributedDataParallel for this run; unchanged in a single process.

    Buffers are not synchronised at every forward: the only one, the positional-encoding
    table, is the same constant on every rank, and broadcasting it each step only costs
    time. torch 2.13 renamed that switch (``broadcast_buffers`` -> ``forward_sync_buffers``)
    and warns once per rank on the old name; older releases know only the old one.
    """
    if not ctx.enabled:
        return model
    ddp = nn.parallel.DistributedDataParallel
    renamed = "forward_sync_buffers" in inspect.signature(ddp.__init__).parameters
    return ddp(model, device_ids=[ctx.device] if ctx.device.type == "cuda" else None,
               **{"forward_sync_buffers" if renamed else "broadcast_buffers": False})


def launched_by_torchrun() -> bool:
    return "WORLD_SIZE" in os.environ and "RANK" in os.environ


def visible_gpus() -> int:
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


def resolve_gpus(gpus: int | None) -> int:
    """How many local processes ``--gpus`` asks for (0 = one CPU process).

    Raises:
        NmtError: more GPUs requested than are visible.
    """
    visible = visible_gpus()
    if gpus is None:
        return visible
    if gpus < 0:
        raise NmtError(f"--gpus must be >= 0, got {gpus}")
    if gpus > visible:
        raise NmtError(f"--gpus {gpus} requested but {visible} GPU(s) are visible"
                       + (" (CUDA is not available)" if visible == 0 else ""))
    return gpus


def process_group(use_cuda: bool, env=os.environ) -> tuple[int, int, int, str, torch.device]:
    """Where this process sits, from the launcher's environment: rank, world size, local
    rank, the backend (NCCL between GPUs, gloo between CPU processes) and its device
    (the GPU of its local rank). Decided without touching a GPU, so tests run it anywhere.

    Raises:
        NmtError: RANK/WORLD_SIZE without LOCAL_RANK on GPUs.
    """
    if "RANK" not in env or int(env.get("WORLD_SIZE", 1)) == 1:
        return 0, 1, 0, "", torch.device("cuda", 0) if use_cuda else torch.device("cpu")
    rank, world = int(env["RANK"]), int(env["WORLD_SIZE"])
    if use_cuda and "LOCAL_RANK" not in env:
        # Some launchers set RANK and WORLD_SIZE per node: every process would take cuda:0.
        raise NmtError("RANK and WORLD_SIZE are set but LOCAL_RANK is not, so this process "
                       "cannot tell which GPU is its own; launch with torchrun (it sets all three)")
    local_rank = int(env.get("LOCAL_RANK", 0))
    if use_cuda:
        return rank, world, local_rank, "nccl", torch.device("cuda", local_rank)
    return rank, world, local_rank, "gloo", torch.device("cpu")


def init(use_cuda: bool) -> DistContext:
    """Join the process group described by the environment (or stay alone)."""
    rank, world, local_rank, backend, device = process_group(use_cuda)
    if use_cuda:
        torch.cuda.set_device(device)
    if world == 1:
        return DistContext(device=device)
    if not dist.is_initialized():
        dist.init_process_group(backend, rank=rank, world_size=world,
                                device_id=device if use_cuda else None)
    return DistContext(rank, world, local_rank, device)


def shutdown(finished: bool = False) -> None:
    """Leave the process group; ``finished``: every rank got here, so meet them first.

    Without the meeting, one rank can tear gloo down while another's last collective is
    still in flight: once, in a full test run, a rank of the two-rank test aborted on exit
    with "terminate called without an active exception" (a C++ thread left behind; 11
    runs after it passed). After an error the other ranks may never arrive, so then there
    is no meeting: ``spawn`` ends them."""
    if dist.is_initialized():
        if finished:
            dist.barrier()
        dist.destroy_process_group()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _worker(local_rank: int, world: int, port: int, errors, fn, args: tuple) -> None:
    os.environ.update(RANK=str(local_rank), LOCAL_RANK=str(local_rank), WORLD_SIZE=str(world),
                      LOCAL_WORLD_SIZE=str(world), MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    if "OMP_NUM_THREADS" not in os.environ:
        # N ranks each taking every core for their CPU-side ops oversubscribe the machine;
        # torchrun avoids it with OMP_NUM_THREADS=1, here each rank gets its share.
        torch.set_num_threads(max(1, usable_cpus() // world))
    try:
        fn(*args)
    except NmtError as e:
        # The parent prints it: N ranks failing alike (bad data, interrupted) give one line.
        errors.put((str(e), e.exit_code))
        sys.exit(e.exit_code)


def _first_error(errors) -> NmtError | None:
    reported = []
    while not errors.empty():
        reported.append(errors.get())
    return NmtError(*reported[0]) if reported else None


def spawn(nprocs: int, fn, *args) -> None:
    """Run ``fn(*args)`` in ``nprocs`` local processes that form one process group.

    If any process fails, the others are terminated and one ``NmtError`` is raised,
    carrying the first ``NmtError`` message a worker reported (workers print nothing).
    """

    port = _free_port()
    errors = mp.get_context("spawn").SimpleQueue()
    context = mp.start_processes(_worker, args=(nprocs, port, errors, fn, args), nprocs=nprocs,
                                 join=False, start_method="spawn")

    def forward(signum, frame):
        # The workers checkpoint and stop together; the parent waits for them. Ctrl-C
        # already reaches every process of the terminal's group, so only SIGTERM is passed on.
        if signum != signal.SIGTERM:
            return
        for p in context.processes:
            if p.is_alive() and p.pid:
                os.kill(p.pid, signum)

    old = {sig: signal.signal(sig, forward) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        while not context.join():
            pass
    except mp.ProcessExitedException as e:
        raise _first_error(errors) or NmtError(f"training process {e.error_index} exited "
                                               f"with code {e.exit_code}") from None
    except mp.ProcessRaisedException as e:
        last = str(e).strip().splitlines()[-1] if str(e).strip() else "unknown error"
        raise _first_error(errors) or NmtError(f"a training process failed: {last}") from None
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
