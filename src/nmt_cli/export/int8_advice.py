"""Whether int8 decodes slower than float32 here: the line ``nmt export --quantization int8``
prints when it does.

int8 is not the fast CPU option everywhere. CTranslate2 4.8.5 decoding small trained
Bible models, beam 4, 2 threads (docs/BENCHMARKS.md, "int8 against float32, per machine"):
on a 2-core AMD EPYC with AVX-512 VNNI, int8 ran at 1/18 of float32's speed at batch 1 and
half of it at batch 64 (CTranslate2 takes oneDNN and its AVX2 kernels there, not MKL, on
any non-Intel CPU); on an AVX2 EPYC it ran 1.5x faster, and on a Skylake Xeon (MKL)
2.1x. Vendor and ISA flags do not tell the two EPYCs apart, so the check measures: the
export just written is loaded twice, as int8 and as float32, and the same few sentences
are translated one at a time by each in turn, every one forced to the same number of
steps so both do the same work, in up to three passes (the fastest of each sentence's
counts). One pass took 1.2-1.9 s on a `tiny` model on a Skylake Xeon under load, ~0.2 s on a
quiet model-207 Xeon, where single passes were too noisy to decide.

``time_compute_types`` is the measurement (the boundary a test replaces); ``advice`` is
the decision, from plain timings; ``check_export`` joins them and never raises: the
check is advice, and an export that was written stays written.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass
from pathlib import Path

from ..cpus import decode_threads
from ..data.tokenizer import Tokenizer
from .ct2_files import SPM_FILE, require_ctranslate2

# The CPU's int8 weight types: what int8_float16 / int8_bfloat16 are exported for is a GPU.
CPU_INT8 = ("int8", "int8_float32")
# Short and plain: any sentencepiece model splits them into some pieces; what is timed is
# the forced number of steps, the same for both compute types.
PROBE = ("The book is on the table.", "Where are you going tomorrow?",
         "He said that the water was cold.", "They found the house empty.",
         "I will give you bread and wine.", "The children went to the city.",
         "Why do you ask me this?", "And the light shone in the darkness.")
STEPS = 16  # output tokens per sentence, EOS held off until then
BEAM = 4  # what `nmt translate` searches with
BUDGET_S = 3.0  # a large model stops after this many seconds, once 2 sentences are timed
# One pass of the eight took ~0.1 s a type on a 2-core Xeon (family 6, model 207), and three
# one-pass checks of one export gave int8 / float32 0.88, 1.35 and 0.24 there.
PASSES = 3
# int8 must take this much longer than float32 to be called slower: five checks of one
# export on a 2-core Xeon under a load of 5 gave int8 / float32 from 0.49 to 0.55.
SLOWER = 1.25
ISA_FLAGS = ("avx2", "avx512f", "avx512_vnni", "avx512_bf16", "amx_int8", "amx_bf16")


@dataclass(frozen=True)
class Timing:
    """Seconds int8 and float32 took to translate ``sentences`` sentences, one at a time."""
    int8_s: float
    float32_s: float
    sentences: int


def cpu_facts(cpuinfo: str = "/proc/cpuinfo") -> dict:
    """The first processor's model name, vendor and the ISA flags int8 speed hangs on
    (``ISA_FLAGS`` present), from /proc/cpuinfo; {} where it cannot be read."""
    facts: dict = {}
    try:
        with open(cpuinfo, encoding="ascii", errors="replace") as f:
            for line in f:
                key, _, value = (part.strip() for part in line.partition(":"))
                if key == "" and facts:
                    break  # the end of the first processor's block
                if key in ("model name", "vendor_id"):
                    facts[key.replace(" ", "_")] = value
                elif key == "flags":
                    have = set(value.split())
                    facts["flags"] = [flag for flag in ISA_FLAGS if flag in have]
    except OSError:
        return {}
    return facts


def time_compute_types(export_dir: str | Path) -> Timing:
    """Translate ``PROBE`` through ``export_dir`` as int8 and as float32, a sentence at a
    time, the two taking turns (so a burst of load hits both), after one warm-up each, in
    up to ``PASSES`` passes; each sentence counts with its fastest pass, so a burst that
    hits one call does not decide."""
    ct2 = require_ctranslate2()
    export_dir = Path(export_dir)
    sp = Tokenizer((export_dir / SPM_FILE).read_bytes()).sp
    sources = [sp.encode(line, out_type=str) for line in PROBE]
    threads = decode_threads()  # what `nmt translate` gives CTranslate2
    translators = {ct: ct2.Translator(str(export_dir), device="cpu", compute_type=ct,
                                      intra_threads=threads) for ct in ("int8", "float32")}
    for translator in translators.values():  # the first call allocates: not timed
        _translate(translator, sources[0])
    fastest = {ct: [math.inf] * len(sources) for ct in translators}  # per sentence
    start = time.perf_counter()
    for _, (i, source) in itertools.product(range(PASSES), enumerate(sources)):
        for ct, translator in translators.items():
            t0 = time.perf_counter()
            _translate(translator, source)
            fastest[ct][i] = min(fastest[ct][i], time.perf_counter() - t0)
        if i >= 1 and time.perf_counter() - start > BUDGET_S:
            break  # over budget: the sentences timed so far
    timed = [i for i, t in enumerate(fastest["int8"]) if t < math.inf]
    return Timing(sum(fastest["int8"][i] for i in timed),
                  sum(fastest["float32"][i] for i in timed), len(timed))


def _translate(translator, source: list[str]) -> None:
    translator.translate_batch([source], beam_size=BEAM, min_decoding_length=STEPS,
                               max_decoding_length=STEPS)


def advice(timing: Timing, cpu: dict) -> str | None:
    """The line to print when int8 is slower than float32 by more than ``SLOWER``, else None.

    Args:
        timing: what ``time_compute_types`` measured.
        cpu: ``cpu_facts()`` (named in the line where known).
    """
    if timing.float32_s <= 0 or timing.int8_s <= SLOWER * timing.float32_s:
        return None
    where = cpu.get("model_name") or "this CPU"
    return (f"note: on {where} int8 decoded {timing.sentences} sentences "
            f"{timing.int8_s / timing.float32_s:.1f}x slower than float32 (beam {BEAM}, "
            "batch 1); for speed on this machine export without --quantization (int8 "
            "still makes the model ~3.5x smaller): docs/TRANSLATE_AND_SCORE.md, "
            "\"When to pick int8\"")


def check_export(export_dir: str | Path, quantization: str | None) -> str | None:
    """The advice line for an export just written with ``quantization``, or None: not a
    CPU int8 type, int8 not slower here, or the check itself failed (it never raises)."""
    if quantization not in CPU_INT8:
        return None
    try:
        return advice(time_compute_types(export_dir), cpu_facts())
    except Exception:  # advice only: whatever goes wrong, the export stands and says nothing
        return None
