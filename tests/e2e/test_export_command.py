"""``nmt export`` to CTranslate2 and the ct2 backend, against our PyTorch model.

The exported ``model.bin``, read back byte by byte, holds each checkpoint weight under
its CTranslate2 name, with the same shape and values. Logit equality on random weights
(with every bias and LayerNorm perturbed, so a mis-mapped one shows) checks the
converter box by box for post-norm, pre-norm, tied and untied models. A tiny model
trained for a few hundred steps on the Bible sample then checks decoding: greedy token
for token, beam 4 on >= 95%.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import random
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from nmt_cli.checkpoint import atomic_save, make_checkpoint, model_config
from nmt_cli.config import BOS_ID, EOS_ID, PAD_ID, ModelConfig
from nmt_cli.errors import NmtError
from nmt_cli.model import Transformer
from nmt_cli.data.tokenizer import Tokenizer

ct2 = pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")

from nmt_cli.decode.contract import DecodeOptions  # noqa: E402
from nmt_cli.decode.ct2_backend import Ct2Translator  # noqa: E402
from nmt_cli.decode.search import beam_search, greedy_search  # noqa: E402
from nmt_cli.export.ctranslate2 import export_ctranslate2  # noqa: E402

from conftest import SAMPLE  # noqa: E402


def _lines(name: str) -> list[str]:
    return (SAMPLE / name).read_text(encoding="utf-8").splitlines()


def _save(path: Path, model: Transformer, spm_bytes: bytes) -> Path:
    atomic_save(make_checkpoint(model.cfg, model.state_dict(), spm_bytes), path)
    return path


def _pad(rows: list[list[int]]) -> torch.Tensor:
    width = max(map(len, rows))
    return torch.tensor([r + [PAD_ID] * (width - len(r)) for r in rows])


def read_model_bin(path: Path) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """CTranslate2's model.bin (binary version 6, as ``ModelSpec._serialize`` writes it):
    its variables by name, and its aliases (name -> the variable holding the same array;
    CTranslate2 stores identical arrays once)."""
    data = path.read_bytes()
    at = 0

    def take(fmt: str):
        nonlocal at
        (value,) = struct.unpack_from("<" + fmt, data, at)
        at += struct.calcsize("<" + fmt)
        return value

    def string() -> str:
        nonlocal at
        n = take("H")  # length with the terminating NUL
        text = data[at:at + n - 1].decode("utf-8")
        at += n
        return text

    assert take("I") == 6, "not the model.bin layout this reader knows"
    string(), take("I")  # spec name, spec revision
    dtypes = (np.float32, np.int8, np.int16, np.int32, np.float16)  # CTranslate2's type ids
    variables = {}
    for _ in range(take("I")):
        name = string()
        shape = tuple(take("I") for _ in range(take("B")))
        dtype, nbytes = np.dtype(dtypes[take("B")]), take("I")
        variables[name] = np.frombuffer(data, dtype, nbytes // dtype.itemsize, at).reshape(shape)
        at += nbytes
    aliases = {string(): string() for _ in range(take("I"))}
    assert at == len(data), "bytes left after the aliases"
    return variables, aliases


def exported_weights(out: Path) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """The float arrays of an export's model.bin by name, aliases resolved, without the
    sinusoid tables (which are not checkpoint weights); and the aliases."""
    variables, aliases = read_model_bin(out / "model.bin")
    named = {**variables, **{a: variables[target] for a, target in aliases.items()}}
    return {k: v for k, v in named.items()
            if v.dtype == np.float32 and "position_encodings" not in k}, aliases


def ct2_layout(state: dict[str, torch.Tensor], d: int) -> dict[str, np.ndarray]:
    """Each checkpoint weight under the CTranslate2 name it must have (export.py's table),
    the cross-attention's stacked Q;K;V projection split into Q and the fused K;V."""
    gamma_beta = {"weight": "gamma", "bias": "beta"}
    sublayers = {"encoder": ("self_attention", "ffn"),
                 "decoder": ("self_attention", "attention", "ffn")}
    fixed = {"src_embed.lut.weight": "encoder/embeddings_0/weight",
             "tgt_embed.lut.weight": "decoder/embeddings/weight",
             "generator.proj.weight": "decoder/projection/weight"}
    out = {}
    for key, tensor in state.items():
        x = tensor.detach().float().numpy()
        part = key.split(".")
        if key in fixed:
            out[fixed[key]] = x
        elif part[1] == "norm":  # encoder.norm / decoder.norm: pre-norm's final LayerNorm
            out[f"{part[0]}/layer_norm/{gamma_beta[part[2]]}"] = x
        elif part[3] == "sublayer":  # {stack}.layers.{i}.sublayer.{j}.norm.{weight,bias}
            box = sublayers[part[0]][int(part[4])]
            out[f"{part[0]}/layer_{part[2]}/{box}/layer_norm/{gamma_beta[part[6]]}"] = x
        elif part[3] == "feed_forward":  # w_1, w_2
            out[f"{part[0]}/layer_{part[2]}/ffn/linear_{int(part[4][-1]) - 1}/{part[5]}"] = x
        elif part[3] == "self_attn":
            linear = {"in_proj": 0, "out_proj": 1}[part[4]]
            out[f"{part[0]}/layer_{part[2]}/self_attention/linear_{linear}/{part[5]}"] = x
        elif part[3] == "src_attn":
            scope = f"{part[0]}/layer_{part[2]}/attention"
            if part[4] == "in_proj":
                out[f"{scope}/linear_0/{part[5]}"] = x[:d]  # Q
                out[f"{scope}/linear_1/{part[5]}"] = x[d:]  # K;V fused
            else:
                out[f"{scope}/linear_2/{part[5]}"] = x
        else:
            raise AssertionError(f"no CTranslate2 name for checkpoint weight {key}")
    return out


@pytest.fixture(scope="module")
def bible_spm() -> bytes:
    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(_lines("train.en")[:3000] + _lines("train.es")[:3000]),
        model_writer=buf, vocab_size=500, model_type="bpe", pad_id=PAD_ID, unk_id=1,
        bos_id=BOS_ID, eos_id=EOS_ID, character_coverage=1.0, minloglevel=2)
    return buf.getvalue()


@pytest.fixture(scope="module")
def trained(tmp_path_factory, bible_spm):
    """A 2-layer d=64 post-norm model after 400 Adam steps on short Bible verses (~20 s)."""
    torch.manual_seed(0)
    rng = random.Random(0)
    tok = Tokenizer(bible_spm)
    pairs = [(s, t) for s, t in zip(tok.encode_batch(_lines("train.en")),
                                    tok.encode_batch(_lines("train.es")))
             if len(s) <= 40 and len(t) <= 40]
    cfg = ModelConfig(vocab_size=tok.vocab_size, n_layers=2, d_model=64, d_ff=128,
                      n_heads=4, dropout=0.0)
    model = Transformer(cfg)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3, betas=(0.9, 0.98))
    for _ in range(400):
        batch = rng.sample(pairs, 32)
        hidden = model(_pad([s + [EOS_ID] for s, _ in batch]), _pad([[BOS_ID] + t for _, t in batch]))
        gold = _pad([t + [EOS_ID] for _, t in batch])
        loss = F.nll_loss(model.generator(hidden).flatten(0, 1), gold.flatten(),
                          ignore_index=PAD_ID)
        opt.zero_grad()
        loss.backward()
        opt.step()
    ckpt = _save(tmp_path_factory.mktemp("trained") / "model.pt", model.eval(), bible_spm)
    sources = [tok.encode(x) for x in _lines("valid.en")[:100]]
    return ckpt, model, sources


@pytest.fixture(scope="module")
def ct2_dir(trained, nmt_bin, tmp_path_factory) -> Path:
    """float32 export through the installed command."""
    out = tmp_path_factory.mktemp("export") / "model_ct2"
    run = subprocess.run([nmt_bin, "export", "--ckpt", str(trained[0]), "--format",
                          "ctranslate2", "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return out


@pytest.mark.parametrize("pre_norm,shared", [(False, True), (True, True), (False, False),
                                             (True, False)])
def test_logits_match_pytorch_at_every_position(tmp_path, bible_spm, pre_norm, shared):
    torch.manual_seed(1)
    tok = Tokenizer(bible_spm)
    cfg = ModelConfig(vocab_size=tok.vocab_size, n_layers=2, d_model=32, d_ff=64, n_heads=4,
                      dropout=0.0, pre_norm=pre_norm, share_embeddings=shared)
    model = Transformer(cfg).eval()
    with torch.no_grad():  # zero biases and unit LayerNorms would hide a mis-mapped one
        for p in model.parameters():
            if p.dim() == 1:
                p.add_(torch.randn_like(p) * 0.2)
    out = export_ctranslate2(_save(tmp_path / "m.pt", model, bible_spm), tmp_path / "ct2")
    translator = ct2.Translator(str(out), device="cpu", intra_threads=1)
    sources = [tok.encode(x)[:n] for x, n in zip(_lines("valid.en"), (3, 17, 30, 9))]
    results = translator.translate_batch(
        [[tok.sp.id_to_piece(i) for i in s] for s in sources], beam_size=1,
        max_decoding_length=12, min_decoding_length=0, return_logits_vocab=True)
    for src, res in zip(sources, results):
        hyp = [tok.sp.piece_to_id(p) for p in res.hypotheses[0]]
        with torch.no_grad():
            ours = model.generator.logits(model(torch.tensor([src + [EOS_ID]]),
                                                torch.tensor([[BOS_ID] + hyp])))[0]
        theirs = np.stack([np.asarray(x) for x in res.logits[0]])  # [steps, V]
        assert len(theirs) in (len(hyp), len(hyp) + 1)  # + the step that produced EOS
        np.testing.assert_allclose(theirs, ours[:len(theirs)].numpy(), atol=1e-4, rtol=1e-4)


def test_greedy_equals_pytorch_token_for_token_on_50_sentences(trained, ct2_dir):
    _, model, sources = trained
    ours = greedy_search(model, _pad([s + [EOS_ID] for s in sources[:50]]))
    theirs = Ct2Translator(ct2_dir, device="cpu").translate_batch(sources[:50],
                                                                  DecodeOptions(beam=1))
    assert [h[0].tokens for h in theirs] == ours
    assert len({len(x) for x in ours}) > 5  # outputs of many lengths, ended by EOS


@pytest.mark.parametrize("style", ["plain", "gnmt"])
def test_beam4_agrees_with_pytorch_on_95_percent(trained, ct2_dir, style):
    _, model, sources = trained
    options = DecodeOptions(beam=4, lenpen=0.6, lenpen_style=style)
    ours = beam_search(model, _pad([s + [EOS_ID] for s in sources]), options)
    theirs = Ct2Translator(ct2_dir, device="cpu").translate_batch(sources, options)
    assert all(len(h) == 1 for h in theirs)
    same = [a[0].tokens == b[0].tokens for a, b in zip(ours, theirs)]
    differ = [(i, round(a[0].score, 4), round(b[0].score, 4))
              for i, (a, b, s) in enumerate(zip(ours, theirs, same)) if not s]
    # Where the outputs agree, so do the length-normalised scores (fp32 sums of
    # ~30 terms in two libraries; a wrong penalty formula would be off by > 0.1).
    gaps = [abs(a[0].score - b[0].score) for a, b, s in zip(ours, theirs, same) if s]
    print(f"{style}: {sum(same)}/{len(same)} agree, score gap <= {max(gaps, default=0):.1e}; "
          f"(line, ours, ct2 score) differ: {differ}")
    assert sum(same) >= 0.95 * len(same), differ
    assert max(gaps) < 5e-3, max(gaps)


def test_int8_export_is_smaller_and_translates(trained, ct2_dir, nmt_bin, tmp_path):
    out = tmp_path / "int8"
    run = subprocess.run([nmt_bin, "export", "--ckpt", str(trained[0]), "--out", str(out),
                          "--quantization", "int8"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert (out / "model.bin").stat().st_size < 0.7 * (ct2_dir / "model.bin").stat().st_size
    assert ct2.Translator(str(out)).compute_type.startswith("int8")
    sources = trained[2][:50]
    fp32, int8 = Ct2Translator(ct2_dir, device="cpu"), Ct2Translator(out, device="cpu")
    hyps = [h[0].tokens for h in fp32.translate_batch(sources, DecodeOptions(beam=1))]
    assert all(h[0].tokens for h in int8.translate_batch(sources, DecodeOptions(beam=1)))
    # A weak model's greedy path flips on small noise, so compare the models
    # themselves: log-probs of the same outputs, teacher-forced. How close int8
    # gets depends on the CPU's int8 kernels: mean |diff| / mean |log-prob| was
    # under 0.07 with AVX-512 VNNI and 0.15-0.16 on an AVX2-only EPYC; weights
    # exported wrongly (a transposed or misplaced matrix) leave no correlation.
    pieces = [[fp32.tokenizer.sp.id_to_piece(i) for i in x] for x in sources + hyps]
    src, tgt = pieces[:len(sources)], pieces[len(sources):]
    a = np.concatenate([r.log_probs for r in fp32.translator.score_batch(src, tgt)])
    b = np.concatenate([r.log_probs for r in int8.translator.score_batch(src, tgt)])
    rel = np.abs(a - b).mean() / np.abs(a).mean()
    corr = np.corrcoef(a, b)[0, 1]
    assert np.abs(a).mean() > 0.1 and rel < 0.25 and corr > 0.85, (rel, corr)


def test_export_refuses_to_overwrite(trained, ct2_dir, nmt_bin, tmp_path):
    again = subprocess.run([nmt_bin, "export", "--ckpt", str(trained[0]), "--out", str(ct2_dir)],
                           capture_output=True, text=True)
    assert again.returncode == 1 and "--force" in again.stderr
    foreign = tmp_path / "notes"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("mine")
    with pytest.raises(NmtError, match="not an nmt export"):
        export_ctranslate2(trained[0], foreign, force=True)
    assert (foreign / "keep.txt").read_text() == "mine"


def test_without_ctranslate2_export_says_how_to_install(trained, tmp_path):
    code = ("import sys; sys.modules['ctranslate2'] = None; from nmt_cli.commands.cli import main; "
            f"sys.argv = ['nmt', 'export', '--ckpt', {str(trained[0])!r}, '--out', "
            f"{str(tmp_path / 'x')!r}]; main()")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 1
    assert "pip install 'nmt-cli[ct2]'" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and not (tmp_path / "x").exists()


def test_translate_routes_a_model_directory_to_ctranslate2(trained, ct2_dir, nmt_bin):
    text = "\n".join(_lines("valid.en")[:20] + ["", "In the beginning."]) + "\n"

    def translate(ckpt: Path, *options: str) -> list[str]:
        run = subprocess.run([nmt_bin, "translate", "--ckpt", str(ckpt), *options],
                             input=text, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        return run.stdout.splitlines()

    ours, theirs = translate(trained[0], "--greedy", "--engine", "torch"), translate(ct2_dir, "--greedy")
    assert len(theirs) == 22 and theirs[20] == ""  # one line out per line in, blank kept
    assert theirs == ours


@pytest.mark.parametrize("pre_norm,shared", [(False, True), (True, False)])
def test_model_bin_holds_every_checkpoint_weight_by_name(tmp_path, bible_spm, pre_norm, shared):
    """model.bin read back: each checkpoint weight under its CTranslate2 name with the same
    shape and values, and nothing else but the sinusoid tables."""
    torch.manual_seed(2)
    cfg = ModelConfig(vocab_size=Tokenizer(bible_spm).vocab_size, n_layers=2, d_model=32,
                      d_ff=64, n_heads=4, dropout=0.0, pre_norm=pre_norm, share_embeddings=shared)
    model = Transformer(cfg).eval()
    with torch.no_grad():  # distinct values everywhere: no two weights alias in model.bin
        for p in model.parameters():
            p.add_(torch.randn_like(p) * 0.2)
    ckpt = _save(tmp_path / "m.pt", model, bible_spm)
    out = export_ctranslate2(ckpt, tmp_path / "ct2", max_positions=40)
    weights, aliases = exported_weights(out)
    expected = ct2_layout(torch.load(ckpt, weights_only=False)["model"], cfg.d_model)
    assert sorted(weights) == sorted(expected)
    for name, x in expected.items():
        assert weights[name].shape == x.shape, name
        np.testing.assert_array_equal(weights[name], x, err_msg=name)
    variables, _ = read_model_bin(out / "model.bin")
    assert variables["decoder/position_encodings/encodings"].shape == (40, 32)
    # tied embeddings are one array in model.bin as in the model; untied ones are three
    embeddings = ("encoder/embeddings_0/weight", "decoder/embeddings/weight",
                  "decoder/projection/weight")
    assert len({aliases.get(n, n) for n in embeddings}) == (1 if shared else 3)


def test_info_describes_an_export_as_its_checkpoint(trained, ct2_dir, nmt_bin):
    def info(path: Path) -> str:
        run = subprocess.run([nmt_bin, "info", str(path)], capture_output=True, text=True,
                             env={**os.environ, "COLUMNS": "200"})
        assert run.returncode == 0, run.stderr
        return run.stdout

    export, ckpt = info(ct2_dir), info(trained[0])
    assert "CTranslate2 export (float32)" in export and str(trained[0]) in export
    total = [line for line in ckpt.splitlines() if "total" in line]
    assert total and total[0] in export  # the same parameter count
    # ... which is the number of values model.bin holds (tied embeddings counted once)
    weights, aliases = exported_weights(ct2_dir)
    embeddings = {"encoder/embeddings_0/weight", "decoder/embeddings/weight",
                  "decoder/projection/weight"}
    in_model_bin = (sum(x.size for name, x in weights.items() if name not in embeddings)
                    + sum(weights[t].size for t in {aliases.get(n, n) for n in embeddings}))
    assert f"{in_model_bin:,} (" in total[0], (in_model_bin, total[0])
    assert in_model_bin == trained[1].num_parameters()


def test_nbest_is_sorted_and_scored_like_ours(trained, ct2_dir):
    _, model, sources = trained
    theirs = Ct2Translator(ct2_dir, device="cpu").translate_batch(
        sources[:10], DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=3))
    ours = beam_search(model, _pad([s + [EOS_ID] for s in sources[:10]]),
                       DecodeOptions(beam=4, nbest=3))
    for hs, refs in zip(theirs, ours):
        assert len(hs) == 3 and [h.score for h in hs] == sorted((h.score for h in hs), reverse=True)
        for h in hs:  # any hypothesis both found carries the same GNMT-normalised score
            match = [r.score for r in refs if r.tokens == h.tokens]
            assert not match or abs(match[0] - h.score) < 5e-3


@pytest.mark.parametrize("nbest", [2, 1])
def test_beam_limits_are_per_sentence_and_scores_are_those_of_the_tokens(trained, ct2_dir,
                                                                         nbest):
    """Tight limits (0.5 |x| + 1) that differ within a batch and cut many hypotheses.
    An n-best list is searched again with each sentence's own limit, so a batch gives what
    each sentence alone gives; the single best takes the cut hypotheses instead (the
    stated difference), but limits and scores hold alike."""
    _, model, sources = trained
    sources = sources[:24]
    translator = Ct2Translator(ct2_dir, device="cpu")
    options = DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=nbest,
                            max_len_a=0.5, max_len_b=1)
    batched = translator.translate_batch(sources, options)
    if nbest > 1:
        alone = [translator.translate_batch([s], options)[0] for s in sources]
        assert [[h.tokens for h in hs] for hs in batched] == [[h.tokens for h in hs]
                                                              for hs in alone]
    limits = [int(0.5 * len(s) + 1) for s in sources]
    at_limit = 0
    for src, hs, limit in zip(sources, batched, limits):
        for h in hs:
            assert len(h.tokens) <= limit
            at_limit += len(h.tokens) == limit
            # the score is that of these tokens + EOS under our model, cut or not
            with torch.no_grad():
                lp = model.generator(model(torch.tensor([src + [EOS_ID]]),
                                           torch.tensor([[BOS_ID] + h.tokens])))[0]
            logprob = float(lp.gather(1, torch.tensor(h.tokens + [EOS_ID])[:, None]).sum())
            expected = logprob / ((5 + len(h.tokens) + 1) / 6) ** 0.6
            assert abs(h.score - expected) < 5e-3, (h.tokens, h.score, expected)
    assert at_limit > len(sources) // 2, "few hypotheses reach their limit: weak test"
    assert len(set(limits)) > 3


def test_sources_beyond_the_exported_positions_are_cut_with_one_warning(trained, tmp_path,
                                                                        capsys):
    short = export_ctranslate2(trained[0], tmp_path / "short", max_positions=17)
    translator = Ct2Translator(short, device="cpu")
    long_ = [s for s in trained[2] if len(s) > 20][:3]
    assert len(long_) == 3
    for _ in range(2):
        hyps = translator.translate_batch(long_, DecodeOptions(beam=2, max_len_a=1.0,
                                                               max_len_b=5))
        assert all(len(h[0].tokens) <= 16 for h in hyps)
    err = capsys.readouterr().err
    assert err.count("warning") == 1 and "16" in err, err


# --------------------------------------------------------------------------- the default engine

def _run(nmt_bin: str, ckpt: Path, text: str, *options: str, env=None):
    return subprocess.run([nmt_bin, "translate", "--ckpt", str(ckpt), *options], input=text,
                          capture_output=True, text=True, env=env, timeout=300)


def _sha256(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def _cache_env(cache_home: Path) -> dict:
    """The environment of a run whose CTranslate2 conversions go under ``cache_home``."""
    return {**os.environ, "XDG_CACHE_HOME": str(cache_home)}


def _conversion(cache_home: Path, ckpt: Path) -> Path:
    """Where the conversion of ``ckpt`` is cached: $XDG_CACHE_HOME/nmt-cli/ct2/<sha256>."""
    return cache_home / "nmt-cli" / "ct2" / _sha256(ckpt)


def test_default_engine_is_a_cached_conversion_that_translates_as_the_reference(
        trained, nmt_bin, tmp_path):
    """On the CPU `nmt translate` decodes through CTranslate2, converting once into the
    user's cache. On the sample's test set its greedy output is the reference's, line for
    line; at beam 4 the two searches stop differently and may differ on a few lines (the
    bound docs state: <= 5%)."""
    ckpt = tmp_path / "models" / "model.pt"
    ckpt.parent.mkdir()
    shutil.copyfile(trained[0], ckpt)
    env = _cache_env(tmp_path / "xdg")
    test = _lines("test.en")
    text = "".join(f"{x}\n\n" if i % 25 == 0 else f"{x}\n" for i, x in enumerate(test))
    n_in = text.count("\n")
    out = {}
    for engine in ("auto", "torch"):
        for mode in ("--greedy", "--beam=4"):
            run = _run(nmt_bin, ckpt, text, mode, "--engine", engine, env=env)
            assert run.returncode == 0 and run.stderr == "", run.stderr
            out[engine, mode] = run.stdout.split("\n")[:-1]
            assert len(out[engine, mode]) == n_in
    cache = _conversion(tmp_path / "xdg", ckpt)
    meta = json.loads((cache / "nmt_config.json").read_text())
    assert meta["source_sha256"] == _sha256(ckpt) and meta["quantization"] == "float32"
    assert sorted(p.name for p in cache.parent.iterdir()) == [cache.name]
    assert sorted(p.name for p in ckpt.parent.iterdir()) == ["model.pt"]  # nothing beside it
    assert out["auto", "--greedy"] == out["torch", "--greedy"]
    blank = [i for i, x in enumerate(text.split("\n")[:-1]) if x == ""]
    assert blank and all(out["auto", "--beam=4"][i] == "" for i in blank)
    same = sum(a == b for a, b in zip(out["auto", "--beam=4"], out["torch", "--beam=4"]))
    assert same >= 0.95 * n_in, (same, n_in)
    assert len(set(out["torch", "--beam=4"])) > 50  # real, varied translations
    # --alignment: CTranslate2 searches, the PyTorch model reads the links of what it found
    aligned = {e: _run(nmt_bin, ckpt, text, "--greedy", "--alignment", "--engine", e, env=env)
               for e in ("auto", "torch")}
    assert aligned["auto"].returncode == 0, aligned["auto"].stderr
    assert aligned["auto"].stdout == aligned["torch"].stdout
    assert [x.split(" ||| ")[0] for x in aligned["auto"].stdout.split("\n")[:-1]] == \
        out["auto", "--greedy"]
    # the next run finds the conversion and does not make it again
    made = (cache / "model.bin").stat().st_mtime_ns
    again = _run(nmt_bin, ckpt, text, "--greedy", env=env)
    assert again.stdout.split("\n")[:-1] == out["auto", "--greedy"]
    assert (cache / "model.bin").stat().st_mtime_ns == made


def test_the_default_engine_writes_nothing_beside_the_checkpoint(tiny_checkpoint, nmt_bin,
                                                                 tmp_path):
    """The checkpoint's folder may be a git checkout, a shared store or read-only: after
    `nmt translate --ckpt X` with the default engine, X's folder holds no new entry, and
    the conversion is in $XDG_CACHE_HOME/nmt-cli/ct2/<sha256 of X>."""
    folder = tmp_path / "models"
    folder.mkdir()
    ckpt = folder / "best.pt"
    shutil.copyfile(tiny_checkpoint, ckpt)
    (folder / "notes.txt").write_text("mine\n")
    before = sorted(p.name for p in folder.iterdir())
    env = _cache_env(tmp_path / "xdg")
    run = _run(nmt_bin, ckpt, "the cat sleeps\n\na dog\n", "--max-len-b", "6", env=env)
    assert run.returncode == 0 and run.stdout.count("\n") == 3, run.stderr
    assert sorted(p.name for p in folder.iterdir()) == before
    assert (folder / "notes.txt").read_text() == "mine\n"
    cache = _conversion(tmp_path / "xdg", ckpt)
    assert (cache / "model.bin").is_file()
    assert json.loads((cache / "nmt_config.json").read_text())["source_sha256"] == _sha256(ckpt)
    reference = _run(nmt_bin, ckpt, "the cat sleeps\n\na dog\n", "--max-len-b", "6",
                     "--engine", "torch", env=env)
    assert reference.returncode == 0 and reference.stdout.count("\n") == 3, reference.stderr
    assert sorted(p.name for p in folder.iterdir()) == before


def test_a_changed_checkpoint_is_converted_again(trained, bible_spm, nmt_bin, tmp_path):
    ckpt = tmp_path / "model.pt"
    shutil.copyfile(trained[0], ckpt)
    env = _cache_env(tmp_path / "xdg")
    text = "".join(x + "\n" for x in _lines("test.en")[:30])
    first = _run(nmt_bin, ckpt, text, "--greedy", env=env)
    assert first.returncode == 0, first.stderr
    old = _conversion(tmp_path / "xdg", ckpt)
    assert json.loads((old / "nmt_config.json").read_text())["source_sha256"] == _sha256(ckpt)
    torch.manual_seed(7)  # another model in the same file: what a retrained best.pt is
    other = Transformer(model_config({"model_config": json.loads(json.dumps(
        torch.load(ckpt, weights_only=True)["model_config"]))})).eval()
    _save(ckpt, other, bible_spm)
    second = _run(nmt_bin, ckpt, text, "--greedy", env=env)
    reference = _run(nmt_bin, ckpt, text, "--greedy", "--engine", "torch", env=env)
    assert second.returncode == 0 and reference.returncode == 0, second.stderr
    assert second.stdout == reference.stdout != first.stdout
    new = _conversion(tmp_path / "xdg", ckpt)
    assert new != old
    meta = json.loads((new / "nmt_config.json").read_text())
    assert meta["source_sha256"] == _sha256(ckpt)
    assert not any(p.name.startswith("model.pt.") for p in tmp_path.iterdir())


def test_where_the_cache_cannot_be_written_auto_uses_pytorch_and_ct2_fails_in_one_line(
        trained, nmt_bin, tmp_path):
    """The cache place cannot be written, two ways: $XDG_CACHE_HOME lies under a plain file
    (no directory can be made), or the place of this checkpoint's conversion holds
    somebody else's file (never replaced). Either way --engine auto still translates,
    through PyTorch (the output of --engine torch), and --engine ct2 fails in one line."""
    ckpt = tmp_path / "model.pt"
    shutil.copyfile(trained[0], ckpt)
    (tmp_path / "plain-file").write_text("")
    under_a_file = _cache_env(tmp_path / "plain-file" / "cache")
    taken = _conversion(tmp_path / "xdg", ckpt)
    taken.parent.mkdir(parents=True)
    taken.write_text("somebody else's file\n")  # in the cache's way
    place_taken = _cache_env(tmp_path / "xdg")
    text = "In the beginning.\n\nAnd the earth was without form.\n"

    def one_line_error(run, *words):
        err = run.stderr.strip()
        assert run.returncode == 1 and len(err.splitlines()) == 1, err
        assert "Traceback" not in err and all(w in err for w in words), err

    reference = _run(nmt_bin, ckpt, text, "--greedy", "--engine", "torch", env=place_taken)
    assert reference.returncode == 0, reference.stderr
    for env in (under_a_file, place_taken):
        one_line_error(_run(nmt_bin, ckpt, text, "--engine", "ct2", env=env),
                       "cannot cache", str(ckpt))
        # auto (the default), asked for no engine in particular, decodes with PyTorch instead
        auto = _run(nmt_bin, ckpt, text, "--greedy", "--engine", "auto", env=env)
        assert auto.returncode == 0 and auto.stdout == reference.stdout, auto.stderr
        assert auto.stdout.split("\n")[1] == "" and len(auto.stdout.split("\n")) == 4
    assert taken.read_text() == "somebody else's file\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.pt", "plain-file", "xdg"]


def test_engine_ct2_fails_in_one_line_where_no_conversion_can_be_made(trained, nmt_bin, tmp_path):
    ckpt = tmp_path / "model.pt"
    shutil.copyfile(trained[0], ckpt)
    env = _cache_env(tmp_path / "xdg")
    text = "In the beginning.\n\nAnd the earth was without form.\n"

    def one_line_error(run, *words):
        err = run.stderr.strip()
        assert run.returncode == 1 and len(err.splitlines()) == 1, err
        assert "Traceback" not in err and all(w in err for w in words), err

    (tmp_path / "given.txt").write_text(text)
    one_line_error(_run(nmt_bin, ckpt, text, "--engine", "ct2", "--force-target",
                        str(tmp_path / "given.txt"), env=env), "--force-target")
    one_line_error(_run(nmt_bin, ckpt, text, "--engine", "fast", env=env), "--engine")
    damaged = tmp_path / "damaged.pt"
    damaged.write_bytes(ckpt.read_bytes()[:5000])
    one_line_error(_run(nmt_bin, damaged, text, "--engine", "ct2", env=env), str(damaged))
    # nothing was converted: no conversion in the cache, nothing beside the checkpoints
    assert not _conversion(tmp_path / "xdg", damaged).exists()
    assert not (tmp_path / "xdg" / "nmt-cli" / "ct2").exists() or \
        not any((tmp_path / "xdg" / "nmt-cli" / "ct2").iterdir())
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "xdg") == \
        ["damaged.pt", "given.txt", "model.pt"]
