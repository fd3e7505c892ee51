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


@pytest.mark.parametrize("native,expected", [(True, "bf16"), (False, "fp32")])
def test_auto_on_the_cpu_follows_native_bf16(monkeypatch, native, expected):
    monkeypatch.setattr(nmt_device, "cpu_has_bf16", lambda: native)
    assert resolve_precision("auto", torch.device("cpu"))[0] == expected


def test_fp16_on_the_cpu_and_unknown_names_are_refused():
    with pytest.raises(NmtError, match="fp16 needs a CUDA device"):
        resolve_precision("fp16", torch.device("cpu"))
    with pytest.raises(NmtError, match="unknown --precision 'half'"):
        resolve_precision("half", torch.device("cpu"))
