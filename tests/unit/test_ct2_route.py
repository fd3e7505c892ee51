"""``decode.ct2_route``: the engines that open without PyTorch are those ``open_engine``
would open for CTranslate2 with a conversion already cached, and nothing else is
(that such a `nmt translate` process imports no torch: tests/e2e/test_export_command.py).
``device_names.surely_cpu``: where ``--device auto`` is known to be the CPU without torch.
"""

from __future__ import annotations

import pytest

from nmt_cli import device_names
from nmt_cli.decode.contract import DecodeOptions

ct2 = pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")

from nmt_cli.decode.ct2_route import cache_place, file_sha256, open_without_torch  # noqa: E402
from nmt_cli.decode.engine import cached_conversion, open_engine  # noqa: E402


def test_surely_cpu_reads_the_flag_the_platform_and_the_gpu_drivers_nodes(tmp_path,
                                                                         monkeypatch):
    node = tmp_path / "nvidiactl"
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)  # the suite hides CUDA (conftest)
    monkeypatch.setattr(device_names, "GPU_NODES", (str(tmp_path / "kfd"), str(node)))
    monkeypatch.setattr(device_names.sys, "platform", "linux")
    assert device_names.surely_cpu("cpu") and device_names.surely_cpu("auto")
    assert not device_names.surely_cpu("cuda") and not device_names.surely_cpu("cuda:1")
    node.write_text("")  # a GPU driver is there: only torch can say whether auto takes it
    assert not device_names.surely_cpu("auto") and device_names.surely_cpu("cpu")
    for hidden in ("", "-1"):  # ... unless CUDA_VISIBLE_DEVICES hides every GPU
        monkeypatch.setenv("CUDA_VISIBLE_DEVICES", hidden)
        assert device_names.surely_cpu("auto") and not device_names.surely_cpu("cuda")
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "0")
    assert not device_names.surely_cpu("auto")
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES")
    monkeypatch.setattr(device_names.sys, "platform", "darwin")  # no CUDA on macOS
    assert device_names.surely_cpu("auto")
    monkeypatch.setattr(device_names.sys, "platform", "win32")  # no nodes to look at
    assert not device_names.surely_cpu("auto")


def test_a_cached_conversion_opens_without_torch_as_open_engine_opens_it(
        tiny_checkpoint, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(device_names, "GPU_NODES", ())  # auto is the CPU, as on CI
    options = DecodeOptions(beam=4, max_len_b=8)
    assert open_without_torch([tiny_checkpoint], options) is None  # nothing converted yet
    place = cached_conversion(tiny_checkpoint)
    assert place == cache_place(file_sha256(tiny_checkpoint))
    alone, full = open_without_torch([tiny_checkpoint], options), open_engine([tiny_checkpoint],
                                                                              options)
    assert (alone.name, alone.conversion, alone.members) == ("ctranslate2", place, [])
    assert (full.name, full.conversion) == ("ctranslate2", place)
    assert (alone.trained_len, alone.batch_limits) == (full.trained_len, full.batch_limits)
    sources = [alone.tokenizer.encode(x) for x in ("the cat sleeps", "a dog runs under it")]
    assert [[h.tokens for h in hyps] for hyps in alone.backend.translate_batch(sources, options)] \
        == [[h.tokens for h in hyps] for hyps in full.backend.translate_batch(sources, options)]
    # What CTranslate2 does not decode alone, or where only torch knows the device:
    for engine in (dict(options=DecodeOptions(engine="torch")),
                   dict(options=DecodeOptions(alignment=True)),
                   dict(options=options, forced=True),
                   dict(options=options, precision="bf16"),
                   dict(options=options, device="cuda")):
        assert open_without_torch([tiny_checkpoint], **engine) is None, engine
    assert open_without_torch([tiny_checkpoint, tiny_checkpoint], options) is None
    monkeypatch.setattr(device_names, "GPU_NODES", (str(tmp_path),))  # a "GPU" is there
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)  # and not hidden (conftest)
    assert open_without_torch([tiny_checkpoint], options) is None


def test_a_file_is_hashed_once_for_the_same_bytes_and_again_once_replaced(tmp_path):
    import hashlib
    import os

    from nmt_cli.decode import ct2_route

    path = tmp_path / "model.pt"
    path.write_bytes(b"a" * 4096)
    before = ct2_route._sha256_of.cache_info().misses
    first = file_sha256(path)
    assert file_sha256(path) == first == hashlib.sha256(b"a" * 4096).hexdigest()
    assert ct2_route._sha256_of.cache_info().misses == before + 1  # read once
    # a retrained best.pt, saved as nmt saves (a new file renamed over the old one)
    (tmp_path / "new.pt").write_bytes(b"b" * 4096)
    os.replace(tmp_path / "new.pt", path)
    assert file_sha256(path) == hashlib.sha256(b"b" * 4096).hexdigest()


def test_the_translator_takes_omp_num_threads_and_leaves_torchs_count(tiny_checkpoint,
                                                                       monkeypatch):
    """CTranslate2 and torch share OpenMP: a translator given 2 threads under
    OMP_NUM_THREADS=1 raised torch's count to 2 in the same process, and two such
    processes on 2 cores spun in each other's barriers (a 28 s fixture took 98 s). Seen
    in a fresh process (pytest's own does not always show it)."""
    import subprocess
    import sys

    from nmt_cli.cpus import decode_threads, usable_cpus

    monkeypatch.setenv("OMP_NUM_THREADS", "3")
    assert decode_threads() == 3
    for unset in ("", "many", "0"):
        monkeypatch.setenv("OMP_NUM_THREADS", unset)
        assert decode_threads() == min(4, usable_cpus())
    monkeypatch.setenv("OMP_NUM_THREADS", "1")
    opened = subprocess.run(
        [sys.executable, "-c", "import sys, torch\n"
         "from nmt_cli.decode.ct2_backend import Ct2Translator\n"
         "Ct2Translator(sys.argv[1], device='cpu')\nprint(torch.get_num_threads())",
         str(cached_conversion(tiny_checkpoint))], capture_output=True, text=True, check=True)
    assert opened.stdout.split() == ["1"], opened.stderr[-2000:]
