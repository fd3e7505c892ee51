"""Each stack's own depth (``ModelConfig.encoder_layers`` / ``decoder_layers``, `nmt train
--encoder-layers N --decoder-layers M`): a deep encoder with a shallow decoder (Kasai et
al. 2021) is built, trained, saved, decoded by every search and exported with its depths;
a checkpoint from before the fields loads with equal depths and decodes as it did; the
checks on resume and averaging compare depths stack by stack. The flags as a user gives
them, and the refusal on resume: tests/e2e/test_train_command.py.
"""

from __future__ import annotations

import dataclasses
import importlib
import json

import pytest
import torch

from benchmarks.reference.uncached import greedy_search_uncached
from nmt_cli import device
from nmt_cli.checkpoint import atomic_save, average_checkpoints, load_checkpoint
from nmt_cli.commands.info import describe_checkpoint
from nmt_cli.config import (BOS_ID, EOS_ID, ModelConfig, architecture_diff, depths,
                            layers_phrase, parameter_breakdown, preset, to_dict)
from nmt_cli.data.batches import Batch
from nmt_cli.data.tokenizer import Tokenizer
from nmt_cli.decode import fixed_search, search
from nmt_cli.decode.attention_maps import attention_maps
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.heatmaps import DPI, draw, layout
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer
from nmt_cli.model.build import build_from_checkpoint
from nmt_cli.train.options import check_option_ranges
from nmt_cli.train.step import UpdateSettings, make_optimizer, train_step

from conftest import sample_lines, save_model, save_tiny_checkpoint, write_tiny_checkpoint
from test_search import random_batch, random_model

VOCAB = 40
DEEP_SHALLOW = dict(encoder_layers=3, decoder_layers=1)  # on top of n_layers=2


def layers_of(state: dict, stack: str) -> set[int]:
    return {int(k.split(".")[2]) for k in state if k.startswith(f"{stack}.layers.")}


def pairs(vocab: int, b: int = 6, s: int = 9, t: int = 7) -> Batch:
    """A training batch of random pairs, one source padded."""
    src = random_batch(vocab, [s - 1] * (b - 1) + [4])
    g = torch.Generator().manual_seed(2)
    tgt = torch.randint(4, vocab, (b, t), generator=g)
    tgt_in = torch.cat([torch.full((b, 1), BOS_ID), tgt], 1)
    tgt_out = torch.cat([tgt, torch.full((b, 1), EOS_ID)], 1)
    return Batch(src, tgt_in, tgt_out, tgt_out.numel())


def perturbed(vocab: int, seed: int = 1) -> Transformer:
    """A 3-1 model whose biases and LayerNorms are off their init (a mis-mapped one shows)
    and whose distributions are peaked (outputs of several lengths)."""
    torch.manual_seed(seed)
    model = Transformer(ModelConfig(vocab_size=vocab, n_layers=2, d_model=32, d_ff=64,
                                    n_heads=4, dropout=0.0, **DEEP_SHALLOW)).eval()
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 1:
                p.add_(torch.randn_like(p) * 0.2)
        model.src_embed.lut.weight.mul_(4.0)
    return model


# --------------------------------------------------------------------------- the config

def test_each_stack_has_its_depth_and_equal_depths_are_n_layers_alone():
    cfg = ModelConfig(n_layers=2, **DEEP_SHALLOW)
    assert (cfg.n_layers, cfg.encoder_depth, cfg.decoder_depth) == (2, 3, 1)
    assert depths(to_dict(cfg)) == (3, 1) and layers_phrase(to_dict(cfg)) == \
        "3 encoder and 1 decoder layers"
    # one shape, one config, however it was asked for (what resume and averaging compare)
    assert ModelConfig(n_layers=2, encoder_layers=4, decoder_layers=4) == ModelConfig(n_layers=4)
    assert ModelConfig(n_layers=2, encoder_layers=2, decoder_layers=1) == \
        ModelConfig(n_layers=2, decoder_layers=1)
    assert ModelConfig(n_layers=2, decoder_layers=1).encoder_layers is None
    assert (ModelConfig(n_layers=5).encoder_depth, ModelConfig(n_layers=5).decoder_depth) == (5, 5)


def test_depth_flags_below_one_are_refused_in_one_line():
    for field, flag in (("encoder_layers", "--encoder-layers"),
                        ("decoder_layers", "--decoder-layers")):
        with pytest.raises(NmtError) as e:
            check_option_ranges({field: 0})
        assert str(e.value) == f"{flag} must be at least 1, got 0"


def test_resume_compares_the_depths_stack_by_stack():
    saved = to_dict(dataclasses.replace(preset("tiny").model, **DEEP_SHALLOW))
    # the run's own flags, or none, fit; the preset alone asks for 2 and 2 layers
    assert architecture_diff("tiny", DEEP_SHALLOW, saved) == {}
    assert architecture_diff(None, {}, saved) == {}
    assert architecture_diff("tiny", {}, saved) == {"encoder_layers": (3, 2),
                                                    "decoder_layers": (1, 2)}
    assert architecture_diff(None, {"decoder_layers": 2}, saved) == {"decoder_layers": (1, 2)}
    # an old run of n_layers alone: the same shape asked stack by stack fits, another not
    old = {k: v for k, v in to_dict(preset("tiny").model).items() if k not in DEEP_SHALLOW}
    assert architecture_diff("tiny", {"encoder_layers": 2, "decoder_layers": 2}, old) == {}
    assert architecture_diff("tiny", {"decoder_layers": 1}, old) == {"decoder_layers": (2, 1)}
    # --layers against an old run reads as it did before the stacks had their own
    assert architecture_diff("tiny", {"n_layers": 4}, old) == {"n_layers": (2, 4)}


# --------------------------------------------------------------------------- model, training

def test_a_3_1_model_builds_trains_saves_and_loads_with_its_depths(tmp_path, tiny_spm):
    vocab = Tokenizer(tiny_spm).vocab_size
    torch.manual_seed(0)
    model = Transformer(ModelConfig(vocab_size=vocab, n_layers=2, d_model=32, d_ff=64,
                                    n_heads=4, dropout=0.0, **DEEP_SHALLOW))
    state = model.state_dict()
    assert layers_of(state, "encoder") == {0, 1, 2} and layers_of(state, "decoder") == {0}
    before = {k: v.clone() for k, v in state.items()}
    opt = make_optimizer(model, (0.9, 0.98), 1e-9)
    result = train_step(model, opt, [pairs(vocab)], lr=1e-3, scaler=None,
                        settings=UpdateSettings(label_smoothing=0.1, precision="fp32"))
    assert torch.isfinite(torch.tensor(result.loss_sum))
    after = model.state_dict()
    for key in ("encoder.layers.2.feed_forward.w_1.weight",
                "decoder.layers.0.src_attn.in_proj.weight"):
        assert not torch.equal(before[key], after[key]), f"{key} did not train"
    path = save_model(tmp_path / "deep.pt", model.eval(), tiny_spm)
    ckpt = load_checkpoint(path)
    assert depths(ckpt["model_config"]) == (3, 1)
    loaded = build_from_checkpoint(ckpt)
    assert (len(loaded.encoder.layers), len(loaded.decoder.layers)) == (3, 1)
    assert all(torch.equal(loaded.state_dict()[k], v) for k, v in after.items())


def test_nmt_info_shows_both_depths_where_they_differ(tmp_path, tiny_spm, capsys):
    describe_checkpoint(write_tiny_checkpoint(tmp_path / "deep.pt", tiny_spm, **DEEP_SHALLOW))
    rows = {tuple(line.replace("\u2502", " ").split()[:2])
            for line in capsys.readouterr().out.splitlines()}
    assert {("encoder_layers", "3"), ("decoder_layers", "1")} <= rows
    assert not any(row[:1] == ("n_layers",) for row in rows)  # it stands for neither stack
    describe_checkpoint(write_tiny_checkpoint(tmp_path / "even.pt", tiny_spm))
    rows = {tuple(line.replace("\u2502", " ").split()[:2])
            for line in capsys.readouterr().out.splitlines()}
    assert ("n_layers", "2") in rows  # as before the stacks had their own depths
    assert not any(row[0] in DEEP_SHALLOW for row in rows if row)


def test_every_search_decodes_a_3_1_model_alike(monkeypatch):
    """The decoder's caches hold one entry per decoder layer: the cached greedy search
    equals the uncached one, and the GPU's fixed-shape step (``NMT_GPU_PATHS`` taken on
    the CPU, as tests/unit/test_fixed_step.py does) finds what the eager search finds."""
    torch.set_num_threads(1)
    model = random_model(VOCAB, 0, **DEEP_SHALLOW)
    assert (len(model.encoder.layers), len(model.decoder.layers)) == (3, 1)
    src = random_batch(VOCAB, [3, 9, 1, 6, 12, 4])
    greedy, beam = DecodeOptions(beam=1, max_len_b=12), DecodeOptions(beam=4, nbest=2,
                                                                      max_len_b=12)
    eager_greedy = search.greedy_search(model, src, greedy)
    eager_beam = search.beam_search(model, src, beam)
    assert eager_greedy == greedy_search_uncached(model, src, greedy)
    assert len({len(t) for t in eager_greedy}) > 2, "one length only: weak test"
    monkeypatch.setattr(device, "GPU_PATHS", True)
    assert fixed_search.greedy_search(model, src, greedy) == eager_greedy
    found = fixed_search.beam_search(model, src, beam)
    assert [[h.tokens for h in hs] for hs in found] == [[h.tokens for h in hs]
                                                        for hs in eager_beam]
    for hs, refs in zip(found, eager_beam):
        assert [h.score for h in hs] == pytest.approx([r.score for r in refs], abs=1e-5)


def test_attention_maps_have_each_stacks_layers():
    model = random_model(VOCAB, 0, **DEEP_SHALLOW)
    maps = attention_maps(model, [5, 6, 7], [8, 9])
    assert maps.encoder.shape[:2] == (3, 4)
    assert maps.decoder.shape[:2] == maps.cross.shape[:2] == (1, 4)


def test_the_heatmap_has_a_row_per_encoder_layer_and_two_per_decoder_layer(tmp_path):
    pytest.importorskip("matplotlib", reason="the PNG needs the plot extra: pip install "
                                             "'nmt-cli[plot]'")
    from PIL import Image  # matplotlib's own dependency, there when it is

    model = random_model(VOCAB, 0, **DEEP_SHALLOW)
    maps = attention_maps(model, [5, 6], [8])
    labels = {"source": ["a", "b", "</s>"], "inputs": ["<s>", "c"], "outputs": ["c", "</s>"]}
    draw(maps, labels, "a b\nc", tmp_path / "a.png")
    geo = layout(3, 4, 3, decoder_layers=1)
    assert geo == layout(5, 4, 3, decoder_layers=0)  # 3 + 2 x 1 rows, as 5 + 2 x 0
    assert geo != layout(3, 4, 3)  # not 3 x 3 rows
    with Image.open(tmp_path / "a.png") as img:
        assert img.size == (round(geo["width"] * DPI), round(geo["height"] * DPI))


def test_memory_and_flop_estimates_count_each_stack():
    """The estimates are held to the model's own weights: the parameters, and gpu_check's
    FLOPs (2 per weight of every matrix, attention left out)."""
    gpu_check = importlib.import_module("benchmarks.gpu.gpu_check")
    for cfg in (ModelConfig(vocab_size=300, n_layers=2, d_model=64, d_ff=256, n_heads=4,
                            **DEEP_SHALLOW),
                ModelConfig(vocab_size=300, n_layers=6, d_model=64, d_ff=256, n_heads=4,
                            encoder_layers=1, decoder_layers=4)):
        model = Transformer(cfg)
        matrices = sum(p.numel() for p in model.parameters() if p.dim() == 2)
        assert gpu_check.train_flops(cfg, 1.0, 0.0, 0.0) == 3 * 2 * matrices
        assert parameter_breakdown(cfg)["total"] == model.num_parameters()


# --------------------------------------------------------------------------- old checkpoints

def test_a_checkpoint_without_the_fields_loads_with_equal_depths_and_decodes_alike(
        tmp_path, tiny_spm):
    path = tmp_path / "old.pt"
    written = save_tiny_checkpoint(path, tiny_spm, seed=4)
    before = search.greedy_search(build_from_checkpoint(written),
                                  random_batch(Tokenizer(tiny_spm).vocab_size, [4, 7, 2]))
    ck = torch.load(path, weights_only=True)
    for field in DEEP_SHALLOW:
        del ck["model_config"][field]  # as every checkpoint written before them
    atomic_save(ck, path)
    old = load_checkpoint(path)
    assert "decoder_layers" not in old["model_config"]
    model = build_from_checkpoint(old)
    assert (model.cfg.encoder_depth, model.cfg.decoder_depth) == (2, 2)
    assert (len(model.encoder.layers), len(model.decoder.layers)) == (2, 2)
    assert search.greedy_search(model, random_batch(Tokenizer(tiny_spm).vocab_size,
                                                    [4, 7, 2])) == before


def test_average_refuses_different_depths(tmp_path, tiny_spm):
    a = tmp_path / "a.pt"
    b = tmp_path / "b.pt"
    save_tiny_checkpoint(a, tiny_spm, seed=0, **DEEP_SHALLOW)
    save_tiny_checkpoint(b, tiny_spm, seed=1, encoder_layers=3, decoder_layers=2)
    # the depths as built, not the config's spelling of them (None for "n_layers")
    with pytest.raises(NmtError, match=r"different architectures.* in decoder_depth \(1 vs 2\)$"):
        average_checkpoints([a, b], tmp_path / "avg.pt")
    save_tiny_checkpoint(b, tiny_spm, seed=1, **DEEP_SHALLOW)  # the same depths average
    averaged = average_checkpoints([a, b], tmp_path / "avg.pt")
    assert depths(averaged["model_config"]) == (3, 1)


# --------------------------------------------------------------------------- exports

def test_the_ctranslate2_export_of_a_3_1_model_translates_as_the_torch_engine(
        tmp_path, bible_spm):
    pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")
    from nmt_cli.decode.engine import open_engine  # after the skip: it needs ctranslate2
    from nmt_cli.decode.lines import Translator
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    path = save_model(tmp_path / "deep.pt", perturbed(Tokenizer(bible_spm).vocab_size),
                      bible_spm)
    out = export_ctranslate2(path, tmp_path / "ct2")
    assert depths(json.loads((out / "nmt_config.json").read_text())["model_config"]) == (3, 1)
    lines = sample_lines("valid.en")[:24]
    outputs = {}
    for name, where in (("torch", path), ("ct2", out)):
        options = DecodeOptions(beam=1, engine="torch" if name == "torch" else "auto")
        engine = open_engine([where], options, device="cpu")
        assert engine.name == ("pytorch" if name == "torch" else "ctranslate2")
        outputs[name] = Translator(engine.backend, engine.tokenizer, options).translate_lines(
            lines)
    assert outputs["ct2"] == outputs["torch"]
    assert len(set(outputs["torch"])) > 5  # the outputs depend on the source


def test_the_marian_export_and_import_keep_the_depths(tmp_path, bible_spm):
    tf = pytest.importorskip("transformers",
                             reason="the optional hf extra is not installed")
    from nmt_cli.export.hf import export_hf  # after the skip: it needs transformers
    from nmt_cli.export.hf_import import import_hf

    model = perturbed(Tokenizer(bible_spm).vocab_size)
    out = export_hf(save_model(tmp_path / "deep.pt", model, bible_spm), tmp_path / "hf")
    config = json.loads((out / "config.json").read_text())
    assert (config["encoder_layers"], config["decoder_layers"]) == (3, 1)
    theirs = tf.MarianMTModel.from_pretrained(out).eval()
    src = torch.tensor([[5, 9, 14, 3], [7, 3, 0, 0]])
    tgt = torch.tensor([[2, 11, 12], [2, 13, 0]])
    with torch.no_grad():
        ours = model.generator.logits(model(src, tgt))
        marian = theirs(input_ids=src, attention_mask=src != 0, decoder_input_ids=tgt).logits
    torch.testing.assert_close(marian, ours, atol=1e-4, rtol=1e-4)
    ckpt = import_hf(out, tmp_path / "again.pt")
    assert depths(ckpt["model_config"]) == (3, 1)
    state = model.state_dict()
    assert set(ckpt["model"]) == set(state)
    assert all(torch.equal(ckpt["model"][k], state[k]) for k in state)
