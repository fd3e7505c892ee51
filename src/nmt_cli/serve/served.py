"""What the API serves, and the one way a request's lines reach a model's decoding loop.

``Served`` holds the models (``registry.Models``), the decoding defaults, the limits, the
queue's admission, the text options, the language detector and the translated files
waiting for download. ``decode`` tokenises a request's lines, checks them against the
limits and waits for the model's decoding loop; ``using`` holds a model loaded for the
time a request decodes with it. Nothing here touches a model's weights.
"""

from __future__ import annotations

import asyncio
import logging
import math
import uuid
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, AsyncIterator

from ..decode.contract import DecodeOptions
from ..text.options import TextOptions
from .dynamic_batching import JobResult, QueueFull
from .files import FileStore
from .limits import Admission, ApiError, Limits
from .models import Loaded
from .registry import Models, Slot

LOG = logging.getLogger("uvicorn.error")  # the server's error log: uvicorn prints it


@dataclass
class Served:
    """What the API serves.

    Attributes:
        models: the models, their routes and their loading.
        defaults: the server's decoding options (``nmt serve --beam ...``); its
            ``max_input_len`` is the most subwords a line may have.
        max_beam: the widest beam a request may ask for.
        limits: keys, body, character and line bounds, CORS origins.
        admission: the queue's bound in seconds (503 beyond).
        detector: the language identifier of ``/detect`` and ``source: auto``
            (``detect.Detector``), or why there is none (a string).
        files: ``/translate_file``'s translations until they are downloaded.
    """

    models: Models
    defaults: DecodeOptions
    max_beam: int
    limits: Limits = Limits()
    admission: Admission = field(default_factory=Admission)
    text: TextOptions = TextOptions()
    detector: Any = "no language detector"
    files: FileStore = field(default_factory=FileStore)

    @property
    def only(self) -> Slot | None:
        """The one model of a server of one model (``--ckpt``), else None."""
        return self.models.slots[0] if len(self.models.slots) == 1 else None

    @property
    def batcher(self):
        """The decoding loop of a server of one model (always loaded)."""
        return self.only.loaded.batcher

    @property
    def attention(self) -> str | None:
        """Why a server of one model has no attention maps (None: it has them)."""
        return self.only.loaded.attention

    def close(self) -> None:
        self.models.close()


@asynccontextmanager
async def using(served: Served, slot: Slot) -> AsyncIterator[Loaded]:
    """``slot``'s model, loaded (or loading) and not unloaded while the request decodes."""
    try:
        loaded = await served.models.acquire(slot)
    except Exception as e:  # a model that checked out at start but does not load now
        raise internal_error(500, f"loading {slot.name} failed", e) from None
    try:
        yield loaded
    finally:
        await served.models.release(slot)


async def decode(served: Served, model: Loaded, tokenizer, lines: list[str],
                 options: DecodeOptions, attention: bool = False) -> JobResult:
    """Tokenise with ``tokenizer`` (the model's, tagged for its target), check the limits,
    and wait for ``model``'s decoding loop's answer."""
    if len(lines) > model.batcher.max_queue:
        raise ApiError(413, f"{len(lines)} lines in one request; this server takes "
                            f"{model.batcher.max_queue} at most")
    if options.beam > tokenizer.vocab_size:
        raise ApiError(400, f"beam {options.beam} is larger than the model's vocabulary "
                            f"({tokenizer.vocab_size} pieces)")
    # a blank line of a multilingual model encodes as its tag alone: still a blank line
    ids = [x if len(x) > len(tokenizer.prefix) else [] for x in tokenizer.encode_batch(lines)]
    for i, x in enumerate(ids):
        if len(x) > served.defaults.max_input_len:
            raise ApiError(413, f"line {i + 1} has {len(x)} subwords; this server takes "
                                f"{served.defaults.max_input_len} per line (--max-input-len)")
    served.admission.enter(len(lines))  # 503 at once when it would wait too long
    answered = False
    try:
        future = model.batcher.submit(ids, options, attention)
        result = await asyncio.wrap_future(future)
        answered = True
        return result
    except QueueFull as e:
        retry = max(1, math.ceil(served.admission.wait()))
        raise ApiError(503, f"the server is busy ({e}); retry in {retry} s",
                       {"Retry-After": str(retry)}) from None
    except Exception as e:  # the search failed on this request alone
        raise internal_error(500, "translation failed", e) from None
    finally:
        served.admission.leave(len(lines), answered)


def split_lines(text: str) -> list[str]:
    """Lines as ``nmt translate`` reads them: split on \\n, a trailing \\r dropped."""
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def internal_error(status: int, what: str, e: BaseException) -> ApiError:
    """An error that is the server's, not the request's: its text and traceback go to
    the log under a request id, and the client gets that id and nothing else."""
    rid = uuid.uuid4().hex[:16]
    LOG.error("request %s: %s", rid, what, exc_info=(type(e), e, e.__traceback__))
    return ApiError(status, f"{what} (request id {rid}; the server's log has the details)",
                    {"X-Request-ID": rid})
