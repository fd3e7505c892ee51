"""The GPU's code paths, run on the CPU (``NMT_GPU_PATHS=1``, ``device.GPU_PATHS``).

No CI machine has a GPU, so every branch that a CUDA tensor takes (PyTorch's fused
dropout, SDPA attention, plain products instead of packed ones, torch's top-k, the
GPU's loss chunks, fp16 with a GradScaler, NCCL's process-group settings) is taken
here under the switch and compared with the CPU's own path, in this process (the switch
read from the environment, and `nmt train` in fp16 under it:
tests/e2e/test_gpu_paths_commands.py).
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from nmt_cli import device
from nmt_cli.config import BOS_ID, EOS_ID, ModelConfig
from nmt_cli.data.batches import Batch
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.search import beam_search, greedy_search
from nmt_cli.device import autocast, resolve_precision
from nmt_cli.model import Transformer, kernels
from nmt_cli.train import distributed, loss
from nmt_cli.train.step import UpdateSettings, make_optimizer, train_step

CFG = ModelConfig(vocab_size=300, n_layers=2, d_model=32, d_ff=64, n_heads=4, dropout=0.0)


@pytest.fixture
def gpu_paths(monkeypatch):
    monkeypatch.setattr(device, "GPU_PATHS", True)


def batch(seed: int = 0, b: int = 6, s: int = 9, t: int = 7) -> Batch:
    g = torch.Generator().manual_seed(seed)
    src = torch.randint(4, CFG.vocab_size, (b, s), generator=g)
    src[:, -1] = EOS_ID
    src[0, 5:] = 0  # padding: the encoder's padding removal and the masks are in play
    src[0, 4] = EOS_ID
    tgt = torch.randint(4, CFG.vocab_size, (b, t), generator=g)
    tgt_in = torch.cat([torch.full((b, 1), BOS_ID), tgt], 1)
    tgt_out = torch.cat([tgt, torch.full((b, 1), EOS_ID)], 1)
    return Batch(src, tgt_in, tgt_out, tgt_out.numel())


def train_losses(precision: str = "fp32", steps: int = 4, scaler=None) -> list[float]:
    torch.manual_seed(0)
    model = Transformer(CFG)
    opt = make_optimizer(model, (0.9, 0.98), 1e-9)
    return [train_step(model, opt, [batch(i)], lr=1e-3, scaler=scaler,
                       settings=UpdateSettings(label_smoothing=0.1,
                                               precision=precision)).loss_sum for i in range(steps)]


def calls_of(monkeypatch, module, name: str) -> list:
    """Record the calls of ``module.name`` (still calling it)."""
    seen, real = [], getattr(module, name)

    def spy(*args, **kwargs):
        seen.append(1)
        return real(*args, **kwargs)
    monkeypatch.setattr(module, name, spy)
    return seen


def test_training_takes_sdpa_and_the_gpu_loss_chunks_and_learns_alike(monkeypatch):
    cpu = train_losses()
    sdpa = calls_of(monkeypatch, F, "scaled_dot_product_attention")
    cpu_attention = calls_of(monkeypatch, kernels, "attention")
    monkeypatch.setattr(device, "GPU_PATHS", True)
    assert loss._chunk_rows(torch.device("cpu")) == loss.CHUNK_ROWS_GPU
    gpu = train_losses()
    assert sdpa and not cpu_attention
    # The same arithmetic in another order: sums over a few hundred tokens agree to ~1e-6.
    assert gpu == pytest.approx(cpu, rel=1e-5)
    assert gpu[-1] < gpu[0]


def test_dropout_is_pytorchs_own_under_the_switch(gpu_paths):
    drop = kernels.Dropout(0.3).train()
    x = torch.randn(64, 50)
    torch.manual_seed(5)
    ours = drop(x)
    torch.manual_seed(5)
    assert torch.equal(ours, F.dropout(x, 0.3))
    device.GPU_PATHS = False
    torch.manual_seed(5)
    cpu = drop(x)
    torch.manual_seed(5)
    assert torch.equal(cpu, kernels.dropout(x, 0.3))  # the CPU's own mask
    assert not torch.equal(cpu, ours)


def test_greedy_and_beam_decode_identically_under_the_switch(monkeypatch):
    torch.manual_seed(3)
    model = Transformer(CFG).eval()
    with torch.no_grad():
        model.src_embed.lut.weight.mul_(4.0)  # peaked distributions: lengths vary
    src = batch(7).src
    two_best = DecodeOptions(nbest=2)
    plain_greedy, plain_beam = greedy_search(model, src), beam_search(model, src, two_best)
    topk = calls_of(monkeypatch, torch.Tensor, "topk")
    packed = calls_of(monkeypatch, kernels, "onednn_linear")
    monkeypatch.setattr(device, "GPU_PATHS", True)
    assert greedy_search(model, src) == plain_greedy
    beams = beam_search(model, src, two_best)
    assert [[h.tokens for h in hs] for hs in beams] == [[h.tokens for h in hs] for hs in plain_beam]
    for hs, refs in zip(beams, plain_beam):
        assert [h.score for h in hs] == pytest.approx([h.score for h in refs], abs=1e-5)
    assert topk and not packed  # torch's top-k over whole rows, no packed weights


def test_fp16_with_loss_scaling_trains_on_the_cpu_under_the_switch(gpu_paths):
    cpu = torch.device("cpu")
    assert resolve_precision("fp16", cpu) == ("fp16", "--precision")
    with autocast(cpu, "fp16"):
        assert (torch.ones(2, 2) @ torch.ones(2, 2)).dtype == torch.float16
    scaler = torch.amp.GradScaler("cpu", init_scale=2.0 ** 10)
    losses = train_losses("fp16", steps=6, scaler=scaler)
    assert all(torch.isfinite(torch.tensor(losses)))
    assert losses[-1] < losses[0]
    assert scaler.get_scale() > 0


def test_fp16_on_the_cpu_is_refused_without_the_switch():
    from nmt_cli.errors import NmtError

    with pytest.raises(NmtError, match="fp16 needs a CUDA device"):
        resolve_precision("fp16", torch.device("cpu"))


def test_process_group_settings_for_gpus_and_cpus():
    env = {"RANK": "5", "WORLD_SIZE": "8", "LOCAL_RANK": "1"}
    assert distributed.process_group(True, env) == (5, 8, 1, "nccl", torch.device("cuda", 1))
    assert distributed.process_group(False, env) == (5, 8, 1, "gloo", torch.device("cpu"))
    assert distributed.process_group(True, {}) == (0, 1, 0, "", torch.device("cuda", 0))
    assert distributed.process_group(False, {"RANK": "0", "WORLD_SIZE": "1"})[:4] == (0, 1, 0, "")


def test_fused_attention_chooses_its_own_backends_and_equals_the_spelled_out_one():
    """The GPU's attention sets SDPA's backends itself (cuDNN's builds a graph per shape,
    kernels._SDPA_BACKENDS): here, inside a scope that allows cuDNN's alone, which the
    CPU lacks, it still runs, and computes what ``kernels.attention`` computes."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    torch.manual_seed(0)
    q, k, v = (torch.randn(2, 4, n, 16) for n in (5, 7, 7))
    mask = torch.ones(2, 1, 1, 7, dtype=torch.bool)
    mask[1, ..., 5:] = False
    with sdpa_kernel([SDPBackend.CUDNN_ATTENTION]):
        with pytest.raises(RuntimeError):
            F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        got = kernels.fused_attention(q, k, v, mask, False, 0.0)
        causal = kernels.fused_attention(q, k[:, :, :5], v[:, :, :5], None, True, 0.0)
    assert torch.allclose(got, kernels.attention(q, k, v, mask), atol=1e-5)
    assert torch.allclose(causal, kernels.attention(q, k[:, :, :5], v[:, :, :5], None, True), atol=1e-5)
    with kernels.attention_backends():  # the scope opened once: no scope of its own per call
        assert torch.equal(kernels.fused_attention(q, k, v, mask, False, 0.0), got)


def test_a_search_chooses_sdpa_backends_once_for_all_its_steps():
    """``model.decoding()`` keeps SDPA off cuDNN for every step (``attention_backends``),
    re-entrant, and gives the flags back when the outermost scope closes."""
    torch.manual_seed(0)
    model = Transformer(CFG).eval()
    assert torch.backends.cuda.cudnn_sdp_enabled()
    with model.decoding():
        assert not torch.backends.cuda.cudnn_sdp_enabled()
        with model.decoding():
            assert not torch.backends.cuda.cudnn_sdp_enabled()
        assert not torch.backends.cuda.cudnn_sdp_enabled()
    assert torch.backends.cuda.cudnn_sdp_enabled()
