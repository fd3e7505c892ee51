"""Where this process sits in a (possibly) distributed run, and how runs are launched.

Rank, world size and local rank come from the environment that torchrun (or
SLURM + torchrun) sets: RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR, MASTER_PORT.
``nmt train --gpus N`` on one machine sets the same variables itself and spawns
N processes, so one code path serves every launcher. NCCL on CUDA, gloo on CPU.

A rank that fails stops the others within a bounded time, with one line naming it
(``rank_failure``): every collective times out after ``NMT_COLLECTIVE_TIMEOUT`` seconds,
and ``spawn`` names the rank that failed first.
"""

from __future__ import annotations

import inspect
import multiprocessing.connection
import os
import signal
import socket
import sys
import time
from dataclasses import dataclass

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn

from ..cpus import usable_cpus
from ..errors import NmtError
from .rank_failure import Peers, RankLost, collective_timeout, failed_collective, root_cause

# `NMT_SHARED_GPU_RANKS=1`: the ranks of `--gpus N` share this machine's GPU(s) over gloo.
# NCCL refuses two ranks on one card, and the GPU machines at hand have one: this runs DDP's
# CUDA code (placement, `device_ids`, all-reduces of CUDA tensors, the rank-0 checkpoint
# read back on every rank) on one card. A check of the code, not a way to train: N ranks
# on one card are slower than one.
SHARED_GPU_ENV = "NMT_SHARED_GPU_RANKS"


def shared_gpu_ranks(env=os.environ) -> bool:
    """Whether ``NMT_SHARED_GPU_RANKS`` asks the ranks to share the GPUs over gloo."""
    return env.get(SHARED_GPU_ENV, "0") not in ("", "0")


@dataclass
class DistContext:
    rank: int = 0
    world: int = 1
    local_rank: int = 0
    device: torch.device = torch.device("cpu")
    peers: Peers | None = None  # every rank's host and pid, for naming one that fails
    timeout_s: float = 0.0  # of every collective (``rank_failure.collective_timeout``)

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
    if gpus > visible and visible and shared_gpu_ranks():
        return gpus  # several ranks per card, over gloo
    if gpus > visible:
        raise NmtError(f"--gpus {gpus} requested but {visible} GPU(s) are visible"
                       + (" (CUDA is not available)" if visible == 0 else ""))
    return gpus


def process_group(use_cuda: bool, env=os.environ) -> tuple[int, int, int, str, torch.device]:
    """Where this process sits, from the launcher's environment: rank, world size, local
    rank, the backend (NCCL between GPUs, gloo between CPU processes, and between GPUs
    under ``NMT_SHARED_GPU_RANKS``) and its device (the GPU of its local rank; under the
    switch local ranks take the visible GPUs in turn). Decided without touching a GPU, so
    tests run it anywhere.

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
    if use_cuda and shared_gpu_ranks(env):
        cards = max(1, int(env.get("NMT_VISIBLE_GPUS", "1")))
        return rank, world, local_rank, "gloo", torch.device("cuda", local_rank % cards)
    if use_cuda:
        return rank, world, local_rank, "nccl", torch.device("cuda", local_rank)
    return rank, world, local_rank, "gloo", torch.device("cpu")


def init(use_cuda: bool) -> DistContext:
    """Join the process group described by the environment (or stay alone), with every
    collective's timeout set (``NMT_COLLECTIVE_TIMEOUT``), and learn where the other
    ranks run (``rank_failure.Peers``)."""
    timeout = collective_timeout()  # a bad value fails before any process waits
    if use_cuda and shared_gpu_ranks() and "NMT_VISIBLE_GPUS" not in os.environ:
        os.environ["NMT_VISIBLE_GPUS"] = str(max(1, visible_gpus()))
    rank, world, local_rank, backend, device = process_group(use_cuda)
    if use_cuda:
        torch.cuda.set_device(device)
    if world == 1:
        return DistContext(device=device)
    if not dist.is_initialized():
        dist.init_process_group(backend, rank=rank, world_size=world, timeout=timeout,
                                device_id=device if backend == "nccl" else None)
    table = [None] * world
    dist.all_gather_object(table, Peers.me())
    peers = Peers(rank, world, [h for h, _ in table], [p for _, p in table],
                  store=_default_store(),
                  agent_store=os.environ.get("TORCHELASTIC_USE_AGENT_STORE") == "True")
    return DistContext(rank, world, local_rank, device, peers, timeout.total_seconds())


def _default_store():
    """The process group's store (torch keeps no public handle on it), or None."""
    try:
        return dist.distributed_c10d._get_default_store()
    except (AttributeError, RuntimeError, ValueError):
        return None


def failed(ctx: DistContext, error: BaseException) -> BaseException:
    """What a rank whose run raised ``error`` raises in its place.

    A collective that failed because another rank left: a ``RankLost`` naming that rank
    (``Peers.explain``). Any other failure is this rank's own: its line is left for the
    others (``Peers.record``), and ``error`` goes on up.
    """
    if not ctx.enabled or ctx.peers is None or isinstance(error, RankLost):
        return error
    if failed_collective(error) is not None:
        return ctx.peers.explain(error, ctx.timeout_s)
    if isinstance(error, Exception) and getattr(error, "exit_code", 1) <= 128:  # not a signal
        text = str(error) if isinstance(error, NmtError) else f"{type(error).__name__}: {error}"
        ctx.peers.record(text)
    return error


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
        errors.put((local_rank, str(e), e.exit_code, isinstance(e, RankLost)))
        sys.exit(e.exit_code)
    except Exception as e:
        # torch.multiprocessing keeps the traceback; the parent names the rank and the error
        last = str(e).strip().splitlines()[-1] if str(e).strip() else ""
        errors.put((local_rank, f"{type(e).__name__}: {last}".rstrip(": "), 1, False))
        raise


def _reports(errors) -> list[tuple]:
    reported = []
    while not errors.empty():
        reported.append(errors.get())
    return reported


# After the first rank fails, the others notice within a second (gloo sees the closed
# connection; a hung one, within NMT_COLLECTIVE_TIMEOUT) and exit; those still running
# after this many seconds are sent SIGTERM, and SIGKILL as many seconds later.
STOP_GRACE_S = 10.0


def _wait_for_first_failure(processes) -> dict[int, int]:
    """Wait until every process exited 0 (returns {}) or one did not: then the exit codes
    of those that have exited, in the order seen (rank -> code, negative: a signal)."""
    sentinels = {p.sentinel: i for i, p in enumerate(processes)}
    exits: dict[int, int] = {}
    while sentinels:
        for sentinel in multiprocessing.connection.wait(list(sentinels)):
            rank = sentinels.pop(sentinel)
            processes[rank].join()
            exits[rank] = processes[rank].exitcode
        if any(code != 0 for code in exits.values()):
            return exits
    return {}


def _stop_the_rest(processes, exits: dict[int, int]) -> set[int]:
    """Give the ranks still running ``STOP_GRACE_S`` to exit on their own, then SIGTERM,
    then SIGKILL; returns the ranks that had to be stopped."""
    stopped: set[int] = set()
    for sig in (None, signal.SIGTERM, signal.SIGKILL):
        deadline = time.monotonic() + STOP_GRACE_S
        for rank, p in enumerate(processes):
            if sig is not None and p.is_alive():
                stopped.add(rank)
                os.kill(p.pid, signal.SIGCONT)  # a stopped process takes no signal but this
                os.kill(p.pid, sig)
        for rank, p in enumerate(processes):
            p.join(max(0.0, deadline - time.monotonic()))
            if p.exitcode is not None and rank not in exits:
                exits[rank] = p.exitcode
        if all(p.exitcode is not None for p in processes):
            break
    return stopped


def spawn(nprocs: int, fn, *args) -> None:
    """Run ``fn(*args)`` in ``nprocs`` local processes that form one process group.

    If any process fails, the others are stopped (``_stop_the_rest``) and one ``NmtError``
    is raised, naming the rank that failed first and why (``rank_failure.root_cause``):
    its own error, or the signal that killed it (workers print nothing).
    """

    port = _free_port()
    errors = mp.get_context("spawn").SimpleQueue()
    context = mp.start_processes(_worker, args=(nprocs, port, errors, fn, args), nprocs=nprocs,
                                 join=False, start_method="spawn")
    processes = context.processes

    def forward(signum, frame):
        # The workers checkpoint and stop together; the parent waits for them. Ctrl-C
        # already reaches every process of the terminal's group, so only SIGTERM is passed on.
        if signum != signal.SIGTERM:
            return
        for p in processes:
            if p.is_alive() and p.pid:
                os.kill(p.pid, signum)

    old = {sig: signal.signal(sig, forward) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        exits = _wait_for_first_failure(processes)
        if exits:
            stopped = _stop_the_rest(processes, exits)
            raise root_cause(nprocs, exits, _reports(errors), stopped) from None
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
