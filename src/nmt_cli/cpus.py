"""How many cores this process may use: the default for worker and thread counts."""

from __future__ import annotations

import os


def usable_cpus() -> int:
    """The cores this process may run on (SLURM's --cpus-per-task, taskset, a container's
    cpuset), not all of the machine's: os.cpu_count() on a 128-core node would start 128
    encoding workers for a job given 4 cores."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        return os.cpu_count() or 1


def decode_threads() -> int:
    """Threads for one CTranslate2 translator: OMP_NUM_THREADS where it is set, as PyTorch
    reads it, else the usable cores up to 4 (past 4, batches gain more from a second
    translator than from more threads). Without this a translator took 2 threads even
    under OMP_NUM_THREADS=1 and, sharing OpenMP with torch, raised torch's count too: two
    such processes on 2 cores spin in each other's barriers (the unit tier, 2 workers on
    a 2-core Xeon: the 200-step training fixture 28 s alone, 98 s beside it)."""
    try:
        wanted = int(os.environ.get("OMP_NUM_THREADS", ""))
    except ValueError:
        wanted = 0
    return wanted if wanted > 0 else min(4, usable_cpus())
