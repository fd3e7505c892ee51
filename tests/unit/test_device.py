"""``--precision auto``: what each device gets, decided without running on it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from nmt_cli import device as nmt_device
from nmt_cli.device import resolve_precision
from nmt_cli.errors import NmtError


@pytest.mark.parametrize("major,hip,expected", [
    (7, None, "fp16"),   # V100 / T4: bf16 tensors exist there, but only emulated
    (8, None, "bf16"),   # A100 on
    (9, None, "bf16"),
    (7, "6.2", "bf16"),  # ROCm
])
def test_auto_on_a_gpu_takes_bf16_only_where_it_is_native(monkeypatch, major, hip, expected):
    asked = []

    def properties(dev):
        asked.append(dev)
        return SimpleNamespace(major=major)

    monkeypatch.setattr(torch.cuda, "get_device_properties", properties)
    monkeypatch.setattr(torch.version, "hip", hip)
    # torch's own check says yes to all of them; it must not be what decides
    monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda *a, **k: True)
    gpu = torch.device("cuda", 1)
    precision, why = resolve_precision("auto", gpu)
    assert precision == expected and why.startswith("auto")
    assert asked in ([gpu], [])  # the device given, not the current one (ROCm asks nothing)
    assert resolve_precision("fp32", gpu) == ("fp32", "--precision")


@pytest.mark.parametrize("native,speedup,expected", [
    (False, None, "fp32"),  # emulated: never timed
    (True, 2.2, "bf16"),    # the Zen 4 EPYC's products
    (True, 0.5, "fp32"),    # the avx512_bf16 Xeon without AMX
    (True, 1.1, "fp32"),    # a gain the casts would take back
])
def test_auto_on_the_cpu_takes_bf16_where_its_products_are_faster(monkeypatch, native,
                                                                   speedup, expected):
    """The timing is stubbed at its boundary (``cpu_bf16_speedup``); the decision is real."""
    timed = []

    def measured():
        timed.append(1)
        return speedup

    monkeypatch.setattr(nmt_device, "cpu_has_bf16", lambda: native)
    monkeypatch.setattr(nmt_device, "cpu_bf16_speedup", measured)
    precision, why = resolve_precision("auto", torch.device("cpu"))
    assert precision == expected
    assert len(timed) == (1 if native else 0)
    if native:
        assert f"{speedup:.2f}x" in why  # the log line says what was measured


def test_fp16_on_the_cpu_and_unknown_names_are_refused():
    with pytest.raises(NmtError, match="fp16 needs a CUDA device"):
        resolve_precision("fp16", torch.device("cpu"))
    with pytest.raises(NmtError, match="unknown --precision 'half'"):
        resolve_precision("half", torch.device("cpu"))


# The flags lines of /proc/cpuinfo on four kinds of machine (shortened to the SIMD part
# and what surrounds it, as the kernel prints them).
CPU_FLAGS = {
    "AVX2 EPYC (Zen 3, Milan)": (
        "fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush mmx "
        "fxsr sse sse2 ht syscall nx mmxext fxsr_opt pdpe1gb rdtscp lm constant_tsc rep_good "
        "nopl xtopology nonstop_tsc cpuid extd_apicid tsc_known_freq pni pclmulqdq ssse3 fma "
        "cx16 pcid sse4_1 sse4_2 x2apic movbe popcnt aes xsave avx f16c rdrand hypervisor "
        "lahf_lm cmp_legacy abm sse4a misalignsse 3dnowprefetch osvw topoext bmi1 avx2 smep "
        "bmi2 invpcid rdseed adx smap clflushopt clwb sha_ni xsaveopt xsavec xgetbv1 xsaves "
        "clzero xsaveerptr wbnoinvd arat umip pku ospke vaes vpclmulqdq rdpid", False),
    "AVX-512 Skylake-SP (Xeon Gold 6148)": (
        "fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts "
        "acpi mmx fxsr sse sse2 ss ht tm pbe syscall nx pdpe1gb rdtscp lm constant_tsc "
        "arch_perfmon pebs bts rep_good nopl xtopology nonstop_tsc cpuid aperfmperf pni "
        "pclmulqdq dtes64 monitor ds_cpl vmx smx est tm2 ssse3 sdbg fma cx16 xtpr pdcm pcid "
        "dca sse4_1 sse4_2 x2apic movbe popcnt tsc_deadline_timer aes xsave avx f16c rdrand "
        "lahf_lm abm 3dnowprefetch cpuid_fault epb cat_l3 cdp_l3 invpcid_single pti ssbd mba "
        "ibrs ibpb stibp tpr_shadow vnmi flexpriority ept vpid fsgsbase tsc_adjust bmi1 hle "
        "avx2 smep bmi2 erms invpcid rtm cqm mpx rdt_a avx512f avx512dq rdseed adx smap "
        "clflushopt clwb intel_pt avx512cd avx512bw avx512vl xsaveopt xsavec xgetbv1 xsaves "
        "cqm_llc cqm_occup_llc cqm_mbm_total cqm_mbm_local dtherm ida arat pln pts pku ospke "
        "md_clear flush_l1d", False),
    "AVX-512 EPYC with bf16 (Zen 4, Genoa)": (
        "fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush mmx "
        "fxsr sse sse2 ht syscall nx mmxext fxsr_opt pdpe1gb rdtscp lm constant_tsc rep_good "
        "nopl xtopology nonstop_tsc cpuid extd_apicid tsc_known_freq pni pclmulqdq ssse3 fma "
        "cx16 pcid sse4_1 sse4_2 x2apic movbe popcnt aes xsave avx f16c rdrand hypervisor "
        "lahf_lm cmp_legacy cr8_legacy abm sse4a misalignsse 3dnowprefetch osvw topoext "
        "perfctr_core invpcid_single ssbd ibrs ibpb stibp vmmcall fsgsbase tsc_adjust bmi1 "
        "avx2 smep bmi2 erms invpcid avx512f avx512dq rdseed adx smap avx512ifma clflushopt "
        "clwb avx512cd sha_ni avx512bw avx512vl xsaveopt xsavec xgetbv1 xsaves avx512_bf16 "
        "clzero xsaveerptr wbnoinvd arat avx512vbmi umip pku ospke avx512_vbmi2 gfni vaes "
        "vpclmulqdq avx512_vnni avx512_bitalg avx512_vpopcntdq rdpid fsrm", True),
    "Sapphire Rapids (Xeon 8480, AMX)": (
        "fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts "
        "acpi mmx fxsr sse sse2 ss ht tm pbe syscall nx pdpe1gb rdtscp lm constant_tsc "
        "arch_perfmon pebs bts rep_good nopl xtopology nonstop_tsc cpuid aperfmperf pni "
        "pclmulqdq ssse3 fma cx16 pdcm pcid sse4_1 sse4_2 x2apic movbe popcnt aes xsave avx "
        "f16c rdrand lahf_lm abm 3dnowprefetch fsgsbase bmi1 hle avx2 smep bmi2 erms invpcid "
        "rtm avx512f avx512dq rdseed adx smap avx512ifma clflushopt clwb avx512cd sha_ni "
        "avx512bw avx512vl xsaveopt xsavec xgetbv1 xsaves avx_vnni avx512_bf16 wbnoinvd arat "
        "avx512vbmi umip pku ospke waitpkg avx512_vbmi2 gfni vaes vpclmulqdq avx512_vnni "
        "avx512_bitalg tme avx512_vpopcntdq la57 rdpid cldemote movdiri movdir64b md_clear "
        "serialize tsxldtrk amx_bf16 avx512_fp16 amx_tile amx_int8 flush_l1d arch_capabilities",
        True),
}


@pytest.mark.parametrize("machine", sorted(CPU_FLAGS))
def test_native_bf16_is_read_from_the_cpus_flags(tmp_path, machine):
    """An AVX-512 CPU without bf16 dot products must say no: torch's
    _is_mkldnn_bf16_supported() says yes to any avx512_core CPU, where bf16 is emulated."""
    flags, native = CPU_FLAGS[machine]
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(f"processor\t: 0\nvendor_id\t: x\nflags\t\t: {flags}\nbogomips\t: 1\n"
                       f"\nprocessor\t: 1\nflags\t\t: {flags}\n")
    read = nmt_device.cpu_flags(str(cpuinfo))
    assert read == set(flags.split())
    assert nmt_device.native_bf16(read) is native


def test_auto_on_this_cpu_picks_what_its_flags_and_its_timing_say(monkeypatch):
    flags = nmt_device.cpu_flags()
    if flags is None:
        pytest.skip("no /proc/cpuinfo on this machine")
    if {"avx512_bf16", "amx_bf16"} & flags:
        speedup = nmt_device.cpu_bf16_speedup()  # measured once per process, then kept
        assert speedup > 0
        expected = "bf16" if speedup >= nmt_device.BF16_MIN_SPEEDUP else "fp32"
    else:
        expected = "fp32"
    assert resolve_precision("auto", torch.device("cpu"))[0] == expected
    # and without the flags file, torch's own query for the same instructions decides
    monkeypatch.setattr(nmt_device, "cpu_flags", lambda: None)
    assert nmt_device.cpu_has_bf16() == bool(torch.cpu._is_avx512_bf16_supported()
                                             or torch.cpu._is_amx_tile_supported())


# --------------------------------------------------------------------------- GPU micro-batches

def _preset_model(name: str):
    from nmt_cli.config import preset
    return preset(name).model


def test_gpu_micro_batches_fit_the_measured_peaks_and_fill_a_large_card():
    from nmt_cli.config import parameter_breakdown
    from nmt_cli.device import gpu_max_tokens

    gib = 2**30
    base, big = _preset_model("base"), _preset_model("big")
    assert parameter_breakdown(base)["total"] == 63_082_496  # the model's own count
    # H200 (benchmarks/gpu_profile.py): one 25,000-token micro-batch peaked at 9.8 GiB
    # (base) and 18.1 GiB (big) in bf16; the estimate must not be below what was measured
    for cfg, peak in ((base, 9.79), (big, 18.08)):
        est = 16 * parameter_breakdown(cfg)["total"] + 25_000 * nmt_device.ACTIVATION_BYTES * 2 \
            * cfg.n_layers * cfg.d_model
        assert peak * gib <= est < 1.25 * peak * gib
        # so the card that the rule fills with one micro-batch holds at least twice the peak
        assert gpu_max_tokens(cfg, 25_000, None, "bf16", total_memory=80 * gib) == 25_000
    # a 16 GB V100 splits the update, big more than base; fp32 keeps twice the activations
    v100 = 16 * gib
    t_base, t_big = (gpu_max_tokens(c, 25_000, None, "fp16", total_memory=v100) for c in (base, big))
    assert 4096 < t_big < t_base < 25_000 and t_base % 64 == 0 and t_big % 64 == 0
    t32 = gpu_max_tokens(base, 25_000, None, "fp32", total_memory=v100)
    assert t32 < t_base and abs(t32 - t_base / 2) < 200
    # the paper's 8 GPUs: 3,125 tokens each, as the 4,096-token default also cut them
    from nmt_cli.data.batches import update_plan
    eight = gpu_max_tokens(big, 3125, None, "bf16", total_memory=80 * gib)
    assert update_plan(25_000, eight, 8) == update_plan(25_000, 4096, 8) == (1, 3125)
    # a card too small for any sensible batch still gets a floor, not zero
    assert gpu_max_tokens(big, 25_000, None, "fp32", total_memory=4 * gib) == nmt_device.MIN_AUTO_TOKENS


def test_a_new_gpu_run_without_max_tokens_is_given_the_cards_and_says_so(monkeypatch):
    from nmt_cli.config import preset
    from nmt_cli.train import launch
    from nmt_cli.train.distributed import DistContext

    monkeypatch.setattr(torch.cuda, "get_device_properties",
                        lambda dev: SimpleNamespace(major=9, total_memory=80 * 2**30))
    monkeypatch.setattr(torch.version, "hip", None)
    p = preset("base")
    one = DistContext(device=torch.device("cuda", 0))
    tcfg, note = launch._gpu_micro_batches(p.model, p.train, one)
    assert tcfg.max_tokens == 25_000 and "--max-tokens 25000" in note and "80 GiB" in note
    eight = DistContext(rank=0, world=8, device=torch.device("cuda", 0))
    assert launch._gpu_micro_batches(p.model, p.train, eight)[0].max_tokens == 3125
