"""The models of one ``nmt serve``: which one translates a pair, and which are loaded.

Routing. Every model contributes its pairs (a multilingual model one per target tag).
A request for a pair that no model translates goes through a pivot language where one
connects them, ``--pivot`` first (English by default), then any other in alphabetical
order: es->de through es->en and en->de, as Argos Translate and LibreTranslate do. Each
hop translates whole texts, so HTML markup and protected spans survive both.

Loading. At most ``max_loaded`` models are in memory: the rest load on first use, and
the one used least recently (and not decoding a request) is unloaded to make room. A
request that needs a model that is not loaded waits for its load, which it shares with
every request for that model. Loading takes seconds, so one model loads at a time and
requests for loaded models go on meanwhile. ``snapshot`` says, per model, whether it is
loaded, how often it was, and how long its last load took (``/health``).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from dataclasses import dataclass, field
from typing import Callable

from ..device import return_freed_memory
from .limits import ApiError
from .models import Languages, Loaded, ModelSpec

LOG = logging.getLogger("uvicorn.error")  # the server's log: uvicorn prints it


@dataclass(eq=False)
class Slot:
    """One model: what it translates, and its loaded form while it is in memory."""

    spec: ModelSpec
    languages: Languages
    loaded: Loaded | None = None
    users: int = 0  # requests decoding with it now: it is not unloaded under them
    last_used: float = 0.0
    loads: int = 0
    load_seconds: float | None = None
    placeholders: bool | None = None  # its vocabulary's, once it has been loaded

    @property
    def name(self) -> str:
        return self.spec.name

    def pairs(self) -> list[tuple[str, str]]:
        return [(self.languages.source, t) for t in self.languages.targets]


@dataclass(frozen=True)
class Hop:
    """One translation of a route: ``slot``'s model from ``source`` into ``target``,
    asking for it with ``tag`` (a multilingual model's; None for a bilingual one)."""

    slot: Slot
    source: str
    target: str

    @property
    def tag(self) -> str | None:
        return self.slot.languages.targets[self.target]


@dataclass
class Models:
    """The server's models, their routes and their loading (see the module doc).

    Attributes:
        slots: the models, in the order given; the first serves a pair two give.
        load: loads a slot's model (``models.load`` with the server's options); run in a
            worker thread.
        max_loaded: models in memory at most (None: all).
        pivot: the pivot language tried first.
    """

    slots: list[Slot]
    load: Callable[[Slot], Loaded]
    max_loaded: int | None = None
    pivot: str = "en"
    _direct: dict[tuple[str, str], Slot] = field(default_factory=dict)
    _cond: asyncio.Condition | None = None
    _loading: bool = False

    def __post_init__(self) -> None:
        for slot in self.slots:
            for pair in slot.pairs():
                self._direct.setdefault(pair, slot)

    # ------------------------------------------------------------------ routes

    def languages(self) -> list[str]:
        """Every language a model reads or writes."""
        return sorted({lang for pair in self._direct for lang in pair})

    def sources(self) -> list[str]:
        return sorted({s for s, _ in self._direct})

    def ordered(self) -> list[str]:
        """The languages, those a model reads first (as /languages lists them)."""
        return self.sources() + [x for x in self.languages() if x not in self.sources()]

    def describe(self) -> str:
        """The pairs the models translate: "en -> de, en -> es"."""
        return ", ".join(f"{s} -> {t}" for s, t in sorted(self._direct))

    def route(self, source: str, target: str) -> list[Hop] | None:
        """The hops from ``source`` to ``target``: one model, or two through a pivot;
        None where no model or pair of models connects them."""
        if (source, target) in self._direct:
            return [Hop(self._direct[source, target], source, target)]
        pivots = [self.pivot] + [p for p in self.languages() if p != self.pivot]
        for p in pivots:
            if p not in (source, target) and (source, p) in self._direct \
                    and (p, target) in self._direct:
                return [Hop(self._direct[source, p], source, p),
                        Hop(self._direct[p, target], p, target)]
        return None

    def targets(self, source: str) -> list[str]:
        """The languages ``source`` reaches, directly or through a pivot."""
        return [t for t in self.languages() if t != source and self.route(source, t)]

    def check_pair(self, source: str, target: str) -> list[Hop]:
        """The route for a request, or its 400 naming what this server translates."""
        known = self.languages()
        for lang in (source, target):
            if lang not in known:
                raise ApiError(400, f"{lang} is not supported: this server translates "
                                    f"{self.describe()}")
        hops = self.route(source, target)
        if hops is None:
            reach = ", ".join(self.targets(source)) or "nothing"
            raise ApiError(400, f"{source} -> {target} is not supported: no model or pivot "
                                f"connects them ({source} translates into {reach})")
        return hops

    # ------------------------------------------------------------------ loading

    def preload(self) -> None:
        """Load the first models at start, up to the bound: their errors show at once."""
        for slot in self.slots[:self.max_loaded or len(self.slots)]:
            self._install(slot, self.load(slot), quiet=True)  # the banner names them

    async def acquire(self, slot: Slot) -> Loaded:
        """``slot``'s loaded model, loading it first where needed; ``release`` it after."""
        cond = self._condition()
        doomed: list[Loaded] = []  # the model unloaded to make room: held here alone
        async with cond:
            while slot.loaded is None:
                if self._loading:
                    await cond.wait()
                    continue
                victim = self._victim()
                if victim is False:  # full, and every loaded model is decoding
                    await cond.wait()
                    continue
                self._loading = True
                if victim is not None:  # out of reach of the next request before it goes
                    doomed.append(victim.loaded)
                    victim.loaded = victim = None
                break
            else:
                slot.users += 1
                slot.last_used = time.monotonic()
                return slot.loaded
        loaded = None
        try:
            if doomed:
                await asyncio.to_thread(self._unload, doomed)
            loaded = await asyncio.to_thread(self.load, slot)
        finally:
            async with cond:
                self._loading = False
                if loaded is not None:
                    self._install(slot, loaded)
                    slot.users += 1
                cond.notify_all()
        return loaded

    async def release(self, slot: Slot) -> None:
        cond = self._condition()
        async with cond:
            slot.users -= 1
            cond.notify_all()

    def close(self) -> None:
        for slot in self.slots:
            if slot.loaded is not None:
                slot.loaded.close()

    def snapshot(self) -> list[dict]:
        """Per model, for /health: its pairs, whether it is loaded, its loads and their time."""
        return [{"model": s.name, "source": s.languages.source,
                 "targets": sorted(s.languages.targets), "loaded": s.loaded is not None,
                 "loads": s.loads, "last_load_seconds": s.load_seconds,
                 "decoding": s.loaded.batcher.snapshot() if s.loaded is not None else None}
                for s in self.slots]

    def _condition(self) -> asyncio.Condition:
        if self._cond is None:  # made on the event loop that serves the requests
            self._cond = asyncio.Condition()
        return self._cond

    def _victim(self) -> "Slot | None | bool":
        """The model to unload before the next load: None when there is room; False when
        there is none and every loaded model is decoding."""
        loaded = [s for s in self.slots if s.loaded is not None]
        if self.max_loaded is None or len(loaded) < self.max_loaded:
            return None
        idle = [s for s in loaded if s.users == 0]
        return min(idle, key=lambda s: s.last_used) if idle else False

    def _install(self, slot: Slot, loaded: Loaded, quiet: bool = False) -> None:
        slot.loaded, slot.loads, slot.load_seconds = loaded, slot.loads + 1, loaded.seconds
        slot.last_used = time.monotonic()
        if not quiet:
            LOG.warning("loaded %s (%s -> %s) in %.1f s", slot.name, slot.languages.source,
                        ", ".join(sorted(slot.languages.targets)), loaded.seconds)

    def _unload(self, doomed: list[Loaded]) -> None:
        """Stop the model in ``doomed`` and give its memory back. It is handed over in a
        list, emptied here, so that no frame still holds it when the collector runs: its
        tensors are in reference cycles, which only a collection frees."""
        loaded = doomed.pop()
        loaded.close()
        LOG.warning("unloaded %s (the least recently used; --max-models-loaded %d)",
                    loaded.description, self.max_loaded)
        del loaded
        gc.collect()
        return_freed_memory()
