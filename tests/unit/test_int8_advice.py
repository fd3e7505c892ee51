"""int8 only where it pays: ``nmt export --quantization int8`` says when int8 decodes slower
than float32 on this machine (``export.int8_advice``: the timing is the boundary these
tests replace; the decision and the printing are the real ones), an export decodes in the
type it was exported with, and bench_real.py records the machine its int8 rows ran on."""

from __future__ import annotations

import importlib
import math
import sys
import time

import pytest

from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.export import int8_advice
from nmt_cli.export.int8_advice import Timing, advice, check_export, cpu_facts

ct2 = pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")

from nmt_cli.decode.ct2_backend import Ct2Translator  # noqa: E402
from nmt_cli.decode.ct2_route import open_without_torch  # noqa: E402
from nmt_cli.decode.engine import open_engine  # noqa: E402
from nmt_cli.export.ctranslate2 import export_ctranslate2  # noqa: E402

CPU_TYPES = ct2.get_supported_compute_types("cpu")
needs_int8 = pytest.mark.skipif("int8" not in CPU_TYPES, reason="no int8 kernels on this CPU")


def nmt_export(monkeypatch, capsys, *args) -> str:
    """`nmt export ARGS` through the command's entry point, in this process: its stderr."""
    from nmt_cli.commands.cli import main

    monkeypatch.setattr(sys, "argv", ["nmt", "export", *args])
    with pytest.raises(SystemExit) as done:
        main()
    out = capsys.readouterr()
    assert done.value.code == 0, out.err
    return out.err


@pytest.mark.parametrize("int8_s, says", [(2.0, True), (0.6, False)])
def test_an_int8_export_says_so_when_int8_is_slower_here(
        tiny_checkpoint, tmp_path, monkeypatch, capsys, int8_s, says):
    timed = []

    def timing(export_dir):
        timed.append(export_dir)
        return Timing(int8_s=int8_s, float32_s=1.0, sentences=8)

    monkeypatch.setattr(int8_advice, "time_compute_types", timing)
    err = nmt_export(monkeypatch, capsys, "--ckpt", str(tiny_checkpoint), "--out",
                     str(tmp_path / "m"), "--quantization", "int8")
    assert timed == [tmp_path / "m"]  # timed on the export just written
    assert "exported" in err and (tmp_path / "m" / "model.bin").is_file()
    note = [line for line in err.splitlines() if "slower than float32" in line]
    if says:
        assert len(note) == 1 and "8 sentences 2.0x slower than float32" in note[0]
        assert "export without --quantization" in note[0]
    else:
        assert note == []


def test_a_float32_export_is_not_timed_and_a_failed_check_says_nothing(
        tiny_checkpoint, tmp_path, monkeypatch, capsys):
    calls = []

    def broken(export_dir):
        calls.append(export_dir)
        raise RuntimeError("the timing broke")

    monkeypatch.setattr(int8_advice, "time_compute_types", broken)
    err = nmt_export(monkeypatch, capsys, "--ckpt", str(tiny_checkpoint), "--out",
                     str(tmp_path / "f32"))
    assert calls == [] and err.count("\n") == 1 and "(ctranslate2, float32)" in err
    err = nmt_export(monkeypatch, capsys, "--ckpt", str(tiny_checkpoint), "--out",
                     str(tmp_path / "i8"), "--quantization", "int8")
    assert calls == [tmp_path / "i8"]
    assert err.count("\n") == 1 and "(ctranslate2, int8)" in err  # the export stands
    assert (tmp_path / "i8" / "model.bin").is_file()


def test_the_decision_reads_plain_timings_with_a_margin_for_noise():
    cpu = {"model_name": "AMD EPYC 9R14", "vendor_id": "AuthenticAMD", "flags": ["avx2"]}
    assert advice(Timing(1.0, 1.0, 8), cpu) is None
    assert advice(Timing(int8_advice.SLOWER * 0.99, 1.0, 8), cpu) is None  # within the noise
    line = advice(Timing(18.0, 1.0, 8), cpu)
    assert line.startswith("note: on AMD EPYC 9R14 int8 decoded 8 sentences 18.0x slower")
    assert "this CPU" in advice(Timing(3.0, 1.0, 2), {})
    assert advice(Timing(1.0, 0.0, 0), cpu) is None  # nothing measured: nothing said
    for quantization in (None, "float32", "int16", "int8_float16"):
        assert check_export("/nonexistent", quantization) is None


def test_cpu_facts_read_the_first_processor(tmp_path):
    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 9R14\n"
                    "flags\t\t: fpu avx2 avx512f avx512_vnni avx512_bf16\n\n"
                    "processor\t: 1\nvendor_id\t: Other\n")
    assert cpu_facts(str(info)) == {"vendor_id": "AuthenticAMD", "model_name": "AMD EPYC 9R14",
                                    "flags": ["avx2", "avx512f", "avx512_vnni", "avx512_bf16"]}
    assert cpu_facts(str(tmp_path / "none")) == {}


@needs_int8
def test_the_timing_itself_runs_both_types_on_the_export(tiny_checkpoint, tmp_path):
    out = export_ctranslate2(tiny_checkpoint, tmp_path / "m", quantization="int8")
    timing = int8_advice.time_compute_types(out)
    assert timing.sentences >= 2 and timing.int8_s > 0 and timing.float32_s > 0


@needs_int8
def test_a_burst_on_one_call_does_not_decide(tiny_checkpoint, tmp_path, monkeypatch):
    """One int8 call held up by 0.5 s (another process taking the core) is outvoted by the
    other passes: in one pass it made int8 several times slower than float32. The
    translations are real; the burst is added at the CTranslate2 call."""
    out = export_ctranslate2(tiny_checkpoint, tmp_path / "m", quantization="int8")
    real, calls = int8_advice._translate, []

    def translate(translator, source):
        calls.append(1)
        if len(calls) == 3:  # the first timed call: int8's (each type warms up first)
            time.sleep(0.5)
        real(translator, source)

    # Every pass runs, so both timings sum the same sentences' fastest passes: on a machine
    # slow enough to spend the budget within one pass (an emulated CPU, ~20x slower), the
    # burst had no other pass to be outvoted by, and the sums covered 5 and 6 sentences.
    monkeypatch.setattr(int8_advice, "BUDGET_S", math.inf)
    quiet = int8_advice.time_compute_types(out)
    monkeypatch.setattr(int8_advice, "_translate", translate)
    held_up = int8_advice.time_compute_types(out)
    assert len(calls) == 2 + 2 * int8_advice.PASSES * len(int8_advice.PROBE)
    assert held_up.sentences == quiet.sentences == len(int8_advice.PROBE)
    assert held_up.int8_s < quiet.int8_s + 0.25  # the held-up call's 0.5 s is not in the sum


@needs_int8
def test_an_export_decodes_in_its_own_type_under_fp32_and_auto(tiny_checkpoint, tmp_path):
    """--precision fp32 (the default) and auto keep the export's type: CTranslate2's own
    "auto" would take int8 for a float32 export on any CPU with int8 kernels."""
    dirs = {q: export_ctranslate2(tiny_checkpoint, tmp_path / q, quantization=q)
            for q in ("float32", "int8")}
    options = DecodeOptions(beam=4, max_len_b=8)
    for precision in ("fp32", "auto"):
        for q, weights in (("float32", "float32"), ("int8", "int8")):
            for opened in (open_engine([dirs[q]], options, device="cpu", precision=precision),
                           open_without_torch([dirs[q]], options, "cpu", precision)):
                # int8_float32 is CTranslate2's name for the CPU's int8
                assert opened.backend.compute_type.split("_")[0] == weights, (q, precision)
    # asked for by name, another type is taken as asked
    assert Ct2Translator(dirs["int8"], device="cpu", precision="float32").compute_type == "float32"


@pytest.mark.skipif("float16" in CPU_TYPES, reason="this CPU decodes float16 as it is")
def test_an_export_the_cpu_cannot_decode_as_it_is_is_said_in_one_line(
        tiny_checkpoint, tmp_path, capfd):
    out = export_ctranslate2(tiny_checkpoint, tmp_path / "f16", quantization="float16")
    capfd.readouterr()
    assert Ct2Translator(out, device="cpu").compute_type == "float32"
    said = [line for line in capfd.readouterr().err.splitlines() if "float16" in line]
    assert len(said) == 1 and "converted to use the float32 compute type" in said[0]


# --------------------------------------------------------------------------- bench_real.py

LOG = """\
[2026-11-28 12:43:19.192] [ctranslate2] [thread 5220] [info] CPU: GenuineIntel (SSE4.1=true, AVX=true, AVX2=true, AVX512=true)
[2026-11-28 12:43:19.197] [ctranslate2] [thread 5220] [info]  - Selected ISA: AVX2
[2026-11-28 12:43:19.197] [ctranslate2] [thread 5220] [info]  - Use Intel MKL: true
[2026-11-28 12:43:19.197] [ctranslate2] [thread 5220] [info]  - SGEMM backend: MKL (packed: true)
[2026-11-28 12:43:19.198] [ctranslate2] [thread 5220] [info]  - GEMM_S8 backend: MKL (packed: true, u8s8 preferred: true)
[2026-11-28 12:43:19.211] [ctranslate2] [thread 5220] [info] Loaded model /tmp/m on device cpu:0
[2026-11-28 12:43:19.211] [ctranslate2] [thread 5220] [info]  - Selected compute type: int8_float32
"""


def test_bench_real_reads_ct2s_log_and_renders_int8_per_machine():
    bench = importlib.import_module("benchmarks.harness.bench_real")
    log = bench.parse_ct2_log(LOG)
    assert log == {"CPU": "GenuineIntel (SSE4.1=true, AVX=true, AVX2=true, AVX512=true)",
                   "Selected ISA": "AVX2", "Use Intel MKL": "true",
                   "SGEMM backend": "MKL (packed: true)",
                   "GEMM_S8 backend": "MKL (packed: true, u8s8 preferred: true)",
                   "Selected compute type": "int8_float32"}
    cell = {"sents_per_s": 10.0, "bleu": 20.0}
    res = {"date": "d", "commit": "abc", "threads": 2, "rounds": 2, "n_lines": 175,
           "src": "dev.en",
           "int8_machine": {"cpu": {"model_name": "Xeon", "vendor_id": "GenuineIntel",
                                    "flags": ["avx2", "avx512f"]},
                            "ctranslate2": "4.8.5", "compute_types": ["float32", "int8"],
                            "log": log},
           "models": {"tiny": {"cells": {
               "CTranslate2 float32|beam4|1": cell, "CTranslate2 int8|beam4|1": {
                   "sents_per_s": 5.0, "bleu": 19.9},
               "CTranslate2 float32|beam4|64": cell, "CTranslate2 int8|beam4|64": cell},
               "compute_types": {"CTranslate2 float32": "float32",
                                 "CTranslate2 int8": "int8_float32"}}}}
    block = bench.render_int8(res)
    assert block.startswith(bench.INT8_BEGIN) and block.endswith(bench.INT8_END)
    assert ("CPU: Xeon (GenuineIntel; has avx2, avx512f; lacks avx512_vnni, avx512_bf16, "
            "amx_int8, amx_bf16). CTranslate2 4.8.5: compute types float32, int8; logs "
            "(CT2_VERBOSE=1): Selected ISA AVX2;") in block
    assert "| tiny | beam4 | 1 | 10.0 | 5.0 | 0.50x | 19.9 / 20.0 | int8_float32 / float32 |" \
        in block
    assert "| tiny | beam4 | 64 | 10.0 | 10.0 | 1.00x |" in block
