"""A rank that fails does not hang the others: they stop within a bounded time and say which
rank it was.

A rank leaves a distributed run in one of three ways, and the others learn of it so:

- it raises (out of memory, a bad file, a bug): before it leaves, it records one line under
  its rank in the process group's store (``Peers.record``);
- it is killed (SIGKILL, the kernel's OOM killer, a segfault): its sockets close, and gloo
  fails the collective the others wait in at once; NCCL's watchdog does after the timeout;
- it hangs, or its machine drops off the network: nothing closes. Every collective has a
  timeout, ``NMT_COLLECTIVE_TIMEOUT`` seconds (``collective_timeout``), after which the
  others fail. PyTorch's default is 30 minutes for gloo and 10 for NCCL.

A rank whose collective failed asks what happened (``Peers.explain``): a line another rank
recorded, else the state of the other ranks' processes on this machine (their host names
and pids are gathered when the group forms), else the collective's own error. It raises
``RankLost`` with that line. ``--gpus N``'s launcher (``distributed.spawn``) knows which
process exited first and how, and names the root cause itself (``root_cause``).
"""

from __future__ import annotations

import datetime
import os
import signal
import socket
import time
from dataclasses import dataclass, field

from ..errors import NmtError

TIMEOUT_ENV = "NMT_COLLECTIVE_TIMEOUT"
# Seconds a rank waits in one collective before it gives up on the others. Longer than
# anything one rank does alone while the others wait at the next collective: rank 0
# writing a `big` checkpoint with its Adam state (2.5 GB, ~25 s at 100 MB/s), a rank's
# share of dev-set decoding; far shorter than PyTorch's 30 minutes of a hung job.
DEFAULT_TIMEOUT_S = 300.0
_KEY = "nmt/failed/{}"
# how long a rank whose collective failed waits for the failing rank's own line
EXPLAIN_WAIT_S = 2.0


def collective_timeout(env=os.environ) -> datetime.timedelta:
    """``NMT_COLLECTIVE_TIMEOUT`` (seconds, default ``DEFAULT_TIMEOUT_S``) as a timedelta.

    Raises:
        NmtError: not a positive number.
    """
    raw = env.get(TIMEOUT_ENV, "")
    try:
        seconds = float(raw) if raw.strip() else DEFAULT_TIMEOUT_S
    except ValueError:
        seconds = -1.0
    if not seconds > 0:
        raise NmtError(f"{TIMEOUT_ENV}={raw!r}: give the seconds a rank waits for the others "
                       f"in one collective, a positive number (default {DEFAULT_TIMEOUT_S:g})")
    return datetime.timedelta(seconds=seconds)


class RankLost(NmtError):
    """This rank stopped because another rank left the run, not for a fault of its own."""


def failed_collective(error: BaseException) -> str | None:
    """Whether ``error`` is a collective that failed because another rank is gone ("closed")
    or silent ("timeout"); None for any other error."""
    text = str(error)
    if not isinstance(error, RuntimeError):
        return None
    if "Timed out" in text or "timed out" in text or "Timeout" in text:
        return "timeout"
    closed = ("Connection closed by peer", "Connection reset by peer", "Broken pipe",
              "remote worker crashing", "NCCL communicator was aborted",
              "Connection was likely closed")
    if any(s in text for s in closed):
        return "closed"
    return None


def process_state(pid: int) -> str:
    """"running", "stopped" (SIGSTOP, a debugger) or "gone" (exited, killed, a zombie) for a
    process of this machine, read from /proc; "running" where there is no /proc to read."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            state = f.read().rpartition(")")[2].split()[0]
    except FileNotFoundError:
        return "gone"
    except (OSError, IndexError):
        return "running"
    return {"Z": "gone", "X": "gone", "T": "stopped", "t": "stopped"}.get(state, "running")


@dataclass
class Peers:
    """The ranks of one run: where each runs (host name, pid), and the store they share.

    Attributes:
        rank, world: this process's rank and the number of ranks.
        hosts, pids: every rank's, in rank order.
        store: the process group's key-value store, or None (a world of one).
        agent_store: the store lives in torchrun's agent, which outlives every rank;
            otherwise rank 0 holds it, and it is gone with rank 0.
    """

    rank: int
    world: int
    hosts: list[str] = field(default_factory=list)
    pids: list[int] = field(default_factory=list)
    store: object = None
    agent_store: bool = False

    @staticmethod
    def me() -> tuple[str, int]:
        """What this rank contributes to the table: its host name and pid."""
        return socket.gethostname(), os.getpid()

    def local_state(self, rank: int) -> str | None:
        """``process_state`` of ``rank``'s process if it runs on this machine, else None."""
        if not self.pids or self.hosts[rank] != socket.gethostname():
            return None
        return process_state(self.pids[rank])

    def _store(self):
        """The store with a short timeout, where reaching it cannot hang or spill a client's
        warnings: torchrun's agent holds it, or this rank does, or rank 0's process runs here."""
        if self.store is None:
            return None
        if not (self.agent_store or self.rank == 0 or self.local_state(0) == "running"):
            return None
        try:
            self.store.set_timeout(datetime.timedelta(seconds=EXPLAIN_WAIT_S))
        except (RuntimeError, AttributeError):
            return None
        return self.store

    def record(self, message: str) -> None:
        """Leave this rank's one-line reason for the others before it leaves the run."""
        store = self._store()
        if store is None:
            return
        try:
            store.set(_KEY.format(self.rank), message.splitlines()[0][:500])
        except RuntimeError:  # the store is gone too: the others explain it otherwise
            pass

    def recorded(self) -> dict[int, str]:
        """The lines other ranks recorded (``record``), by rank."""
        store, found = self._store(), {}
        if store is None:
            return found
        for r in range(self.world):
            try:
                if r != self.rank and store.check([_KEY.format(r)]):
                    found[r] = store.get(_KEY.format(r)).decode("utf-8", "replace")
            except RuntimeError:
                break
        return found

    def explain(self, error: BaseException, timeout_s: float) -> RankLost:
        """Why the collective this rank waited in failed, as the one line it exits with."""
        deadline, why = time.monotonic() + EXPLAIN_WAIT_S, None
        while why is None:
            lines = self.recorded()
            if lines:
                r = min(lines)
                why = f"rank {r} failed: {lines[r]}"
            elif time.monotonic() >= deadline:
                why = self._without_a_record(error, timeout_s)
            else:
                time.sleep(0.2)
        return RankLost(f"rank {self.rank} of {self.world} stopped: {why}. Run the same command "
                        "again to resume from the run directory's last checkpoint")

    def _without_a_record(self, error: BaseException, timeout_s: float) -> str:
        others = [r for r in range(self.world) if r != self.rank]
        for state, words in (("gone", "is gone (killed, or crashed without a word)"),
                             ("stopped", "is stopped (SIGSTOP or a debugger) and does not answer")):
            ranks = [r for r in others if self.local_state(r) == state]
            if ranks:
                return "; ".join(f"rank {r} (pid {self.pids[r]}) {words}" for r in ranks)
        if failed_collective(error) == "timeout":
            return (f"no answer from another rank within {timeout_s:g} s ({TIMEOUT_ENV}): it "
                    "hangs, or its machine is unreachable")
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return f"another rank closed its connection ({first[:200]})"


def root_cause(world: int, exits: dict[int, int], reports: list[tuple], stopped: set[int]
               ) -> NmtError:
    """The one error ``--gpus N``'s launcher raises when its ranks failed.

    Args:
        world: the number of ranks.
        exits: rank -> exit code (negative: killed by that signal), in the order the
            launcher saw them exit.
        reports: (rank, message, exit code, lost) each rank put on its way out; ``lost``:
            a ``RankLost``, an effect of another rank's failure.
        stopped: ranks the launcher stopped itself (they were still running).
    """
    own = [r for r in reports if not r[3]]
    interrupted = [r for r in own if r[2] > 128]  # SIGINT/SIGTERM: every rank saved and stopped
    if interrupted:
        return NmtError(interrupted[0][1], exit_code=interrupted[0][2])
    if own and len({r[1] for r in own}) == 1 and len(own) == world:
        return NmtError(own[0][1], exit_code=own[0][2])  # every rank failed alike: bad input
    if own:
        rank, message, code, _ = own[0]
        return NmtError(f"rank {rank} of {world} failed: {message}", exit_code=code)
    killed = [(r, c) for r, c in exits.items() if c < 0 and r not in stopped]
    if killed:
        rank, code = killed[0]
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return NmtError(f"rank {rank} of {world} was killed by {name}; the other rank(s) "
                        "stopped. Run the same command again to resume from the run "
                        "directory's last checkpoint")
    if reports:
        return NmtError(reports[0][1], exit_code=reports[0][2])
    rank, code = next(((r, c) for r, c in exits.items() if c != 0), (0, 1))
    return NmtError(f"rank {rank} of {world} exited with code {code}")
