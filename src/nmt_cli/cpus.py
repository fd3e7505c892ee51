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
