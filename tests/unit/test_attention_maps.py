"""Looking inside a translation: recorded attention against a hand-written forward pass,
word alignments (`nmt translate --alignment`), forced decoding (`--force-target`) and
`nmt attention`'s PNG and JSON, with and without matplotlib."""

from __future__ import annotations

import json
import math
import os
import subprocess
from pathlib import Path

import pytest
import torch

from conftest import tiny_corpus
from nmt_cli import device
from nmt_cli.config import EOS_ID
from nmt_cli.decode.attention_maps import (align_pieces, attention_maps, attention_maps_batch,
                                           cross_attention_batch, pharaoh, pieces,
                                           word_alignment, word_ids)
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.engine import load_for_inference
from nmt_cli.decode.lines import SearchTranslator
from nmt_cli.decode.search import beam_search
from nmt_cli.model import kernels

ENV = {**os.environ, "OMP_NUM_THREADS": "1"}


@pytest.fixture(scope="module")
def loaded(tiny_checkpoint):
    model, tok, _ = load_for_inference(tiny_checkpoint)
    return model.eval(), tok


def reference_attention(model, src: list[int], tgt: list[int]) -> dict[str, list[torch.Tensor]]:
    """Figure 1 by hand from the layers' weights (post-norm, no dropout): every
    softmax(Q K^T / sqrt(d_k)) of one pair, [h, rows, columns] per layer."""
    cfg = model.cfg
    assert not cfg.pre_norm
    d, h = cfg.d_model, cfg.n_heads
    d_k = d // h

    def split(x):  # [L, d] -> [h, L, d_k]
        return x.view(x.size(0), h, d_k).transpose(0, 1)

    def mha(att, xq, xkv, causal):
        w, b = att.in_proj.weight, att.in_proj.bias
        q, k, v = (split(x @ w[i * d:(i + 1) * d].T + b[i * d:(i + 1) * d])
                   for i, x in ((0, xq), (1, xkv), (2, xkv)))
        scores = q @ k.transpose(1, 2) / math.sqrt(d_k)
        if causal:
            n = scores.size(-1)
            scores = scores.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), -math.inf)
        p = scores.softmax(-1)
        out = (p @ v).transpose(0, 1).reshape(-1, d) @ att.out_proj.weight.T + att.out_proj.bias
        return out, p

    src_t, tgt_t = torch.tensor(src + [EOS_ID]), torch.tensor([2] + tgt)  # BOS = 2
    found = {"encoder": [], "decoder": [], "cross": []}
    with torch.no_grad():
        x = model.src_embed.lut.weight[src_t] * math.sqrt(d) + model.src_pos.pe[:len(src_t)]
        for layer in model.encoder.layers:
            a, p = mha(layer.self_attn, x, x, False)
            found["encoder"].append(p)
            x = layer.sublayer[0].norm(x + a)
            x = layer.sublayer[1].norm(x + layer.feed_forward(x))
        memory = x
        y = model.tgt_embed.lut.weight[tgt_t] * math.sqrt(d) + model.tgt_pos.pe[:len(tgt_t)]
        for layer in model.decoder.layers:
            a, p = mha(layer.self_attn, y, y, True)
            found["decoder"].append(p)
            y = layer.sublayer[0].norm(y + a)
            a, p = mha(layer.src_attn, y, memory, False)
            found["cross"].append(p)
            y = layer.sublayer[1].norm(y + a)
            y = layer.sublayer[2].norm(y + layer.feed_forward(y))
    return found


def best_hypothesis(model, src: list[int], beam: int = 4, max_len_b: int = 50) -> list[int]:
    return beam_search(model, torch.tensor([src + [EOS_ID]]),
                       DecodeOptions(beam=beam, max_len_b=max_len_b))[0][0].tokens


@pytest.mark.parametrize("gpu_paths", [False, True])
def test_recorded_attention_is_the_full_forward_pass_of_the_best_hypothesis(
        loaded, monkeypatch, gpu_paths):
    """Also where the model would take PyTorch's fused SDPA (the GPU's branch): recording
    takes the explicit softmax there too."""
    monkeypatch.setattr(device, "GPU_PATHS", gpu_paths)
    model, tok = loaded
    src = tok.encode("the big dog runs under the green tree")
    tgt = best_hypothesis(model, src)
    assert tgt, "the search found an empty hypothesis: nothing to compare"
    maps = attention_maps(model, src, tgt)
    n, h = model.cfg.n_layers, model.cfg.n_heads
    s, t = len(src) + 1, len(tgt) + 1
    assert maps.encoder.shape == (n, h, s, s)
    assert maps.decoder.shape == (n, h, t, t)
    assert maps.cross.shape == (n, h, t, s)
    ref = reference_attention(model, src, tgt)
    for kind in ("encoder", "decoder", "cross"):
        got = getattr(maps, kind)
        assert got.dtype == torch.float32
        assert torch.allclose(got.sum(-1), torch.ones(n, h, got.size(2)), atol=1e-5)
        for layer in range(n):
            assert (got[layer] - ref[kind][layer]).abs().max() < 1e-5, (kind, layer)
    assert bool((maps.decoder.triu(1) == 0).all())  # no position sees its future
    assert not kernels.attention_recorded()


def test_a_padded_batch_gives_each_pair_its_own_maps(loaded):
    model, tok = loaded
    sources = [tok.encode(x) for x in ("the cat", "a small bird sings near the old road", "dog")]
    targets = [tok.encode(x) for x in ("a red tree walks far", "", "the city sees the river")]
    batch = attention_maps_batch(model, sources, targets)
    for src, tgt, maps in zip(sources, targets, batch):
        alone = attention_maps(model, src, tgt)
        for kind in ("encoder", "decoder", "cross"):
            assert getattr(maps, kind).shape == getattr(alone, kind).shape
            assert (getattr(maps, kind) - getattr(alone, kind)).abs().max() < 1e-5
        one_layer = cross_attention_batch(model, [src], [tgt], layer=-1)[0]
        assert torch.allclose(one_layer, alone.cross[-1], atol=1e-6)


def test_alignment_after_a_search_reuses_its_encoder_output(loaded, monkeypatch):
    """With keep_encoded the alignment pass takes the search's encoder output: the weights
    are those of a pass that encodes again, for every hypothesis of the n-best lists."""
    model, tok = loaded
    sources = [tok.encode(x) for x in ("the cat sleeps", "a big dog runs under the tree")]
    keeping = SearchTranslator([model], torch.device("cpu"), keep_encoded=True)
    with keeping.decoding():
        found = keeping.translate_batch(sources, DecodeOptions(beam=4, nbest=2, max_len_b=8))
    rows = [r for r, hyps in enumerate(found) for _ in hyps]
    targets = [h.tokens for hyps in found for h in hyps]
    assert keeping.encoded_sources == sources and keeping.remembering.encoded is not None
    calls = []
    monkeypatch.setattr(model, "encode", lambda src: calls.append(src) or type(model).encode(
        model, src))
    reused = keeping.cross_attention(sources, targets, None, rows)
    assert calls == []  # the search's encoder output, not a second encoder pass
    monkeypatch.undo()
    fresh = SearchTranslator([model], torch.device("cpu")).cross_attention(
        [sources[r] for r in rows], targets)
    for a, b, r, tgt in zip(reused, fresh, rows, targets):
        assert a.shape == b.shape == (len(tgt) + 1, len(sources[r]) + 1)
        assert (a - b).abs().max() < 1e-5


def test_recording_leaves_decoding_as_it_was(loaded):
    """The scope closes even when the pass inside it fails, and search after recording
    finds what it found before."""
    model, tok = loaded
    src = torch.tensor([tok.encode("the old cat eats slowly") + [EOS_ID]])
    before = beam_search(model, src, DecodeOptions(beam=4, nbest=2, max_len_b=8))
    calls = []
    with pytest.raises(RuntimeError):
        with kernels.recording_attention(lambda source, w: calls.append(source)):
            raise RuntimeError("a failing pass")
    assert not kernels.attention_recorded()
    attention_maps(model, src[0, :-1].tolist(), before[0][0].tokens)
    after = beam_search(model, src, DecodeOptions(beam=4, nbest=2, max_len_b=8))
    assert [(h.tokens, h.score) for h in after[0]] == [(h.tokens, h.score) for h in before[0]]


def test_word_ids_count_the_words_of_the_detokenised_text(loaded):
    _, tok = loaded
    lines = tiny_corpus(60, seed=3) + ["the cat ☃sleeps", "☃ the  dog", "bird, sings! ok",
                                       "x ☃☃ y", "cat☃dog", "  the   tree  "]
    for line in lines:
        ids = tok.encode(line)
        words = word_ids(pieces(tok, ids))
        assert len(words) == len(ids)
        assert words == sorted(words)
        assert (words[-1] + 1 if words else 0) == len(tok.decode(ids).split()), line


def test_subword_weights_are_merged_into_words_and_eos_is_no_word():
    src = ["▁Hel", "lo", "▁world"]  # words: Hello world
    tgt = ["▁Hola", "▁mun", "do"]  # words: Hola mundo
    w = torch.zeros(4, 4)  # [T = 3 + EOS, S = 3 + EOS]
    w[0] = torch.tensor([0.1, 0.15, 0.2, 0.55])  # Hel + lo = 0.25 beat world's 0.2; EOS ignored
    w[1] = torch.tensor([0.3, 0.0, 0.2, 0.5])
    w[2] = torch.tensor([0.0, 0.0, 0.6, 0.4])  # "mundo": mean of its pieces' rows -> world
    assert align_pieces(w, src, tgt) == [(0, 0), (1, 1)]
    assert pharaoh(align_pieces(w, src, tgt)) == "0-0 1-1"
    heads = torch.stack([w, w])  # [h, T, S]: heads are averaged
    assert align_pieces(heads, src, tgt) == [(0, 0), (1, 1)]
    assert align_pieces(w, src, tgt, shift=True)[0] == (0, 0)  # row 1 for the first word
    assert align_pieces(w[:1, :1], [], []) == [] and pharaoh([]) == ""


def run_nmt(nmt_bin, *args, stdin: str = "", env=ENV, timeout: int = 180):
    return subprocess.run([nmt_bin, *map(str, args)], input=stdin.encode(), capture_output=True,
                          timeout=timeout, env=env)


def parse_links(field: str) -> list[tuple[int, int]]:
    return [tuple(map(int, pair.split("-"))) for pair in field.split()]


def check_alignment_line(source: str, line: str) -> None:
    text, sep, links = line.partition(" ||| ")
    assert sep, f"no ' ||| ' in {line!r}"
    pairs = parse_links(links)
    n_src, n_tgt = len(source.split()), len(text.split())
    # one link per target word, to a source word; none without source words
    assert [j for _, j in pairs] == (list(range(n_tgt)) if n_src else []), line
    assert all(0 <= i < n_src for i, _ in pairs), line


@pytest.mark.parametrize("options",
                         [["--greedy"], ["--beam", "4"], ["--beam", "4", "--nbest", "3"]])
def test_alignment_gives_one_list_per_output_line(nmt_bin, tiny_checkpoint, options):
    lines = ["the cat sleeps", "", "a big dog runs under the green tree", "bird", "", "old city"]
    res = run_nmt(nmt_bin, "translate", "--ckpt", tiny_checkpoint, "--max-len-b", "8",
                  "--alignment", *options, stdin="".join(x + "\n" for x in lines))
    assert res.returncode == 0, res.stderr.decode()
    out = res.stdout.decode().split("\n")
    nbest = int(options[-1]) if "--nbest" in options else 1
    assert out[-1] == "" and len(out) - 1 == nbest * len(lines)
    plain = run_nmt(nmt_bin, "translate", "--ckpt", tiny_checkpoint, "--max-len-b", "8",
                    *options, stdin="".join(x + "\n" for x in lines)).stdout.decode().split("\n")
    for k, line in enumerate(out[:-1]):
        source = lines[k // nbest]
        if nbest > 1:
            i, score, line = line.split("\t")
            assert int(i) == k // nbest
            assert plain[k] == f"{i}\t{score}\t{line.partition(' ||| ')[0]}"
        else:
            assert plain[k] == line.partition(" ||| ")[0]  # the translation is unchanged
        check_alignment_line(source, line)
        if not source:
            assert line == " ||| "  # an empty line: empty translation, empty alignment


def test_alignments_keep_input_order_whatever_the_batching(nmt_bin, tiny_checkpoint):
    """Sentences are sorted by length into batches; each line's alignment must still come
    back on its own line, the same as when every line is a batch of its own."""
    lines = tiny_corpus(24, seed=7) + ["", "dog"]
    data = "".join(x + "\n" for x in reversed(lines))
    outs = [run_nmt(nmt_bin, "translate", "--ckpt", tiny_checkpoint, "--max-len-b", "8",
                    "--alignment", *extra, stdin=data) for extra in
            (["--batch-tokens", "60"], ["--batch-size", "1"])]
    assert all(o.returncode == 0 for o in outs), outs[0].stderr.decode()
    assert outs[0].stdout == outs[1].stdout
    for source, line in zip(reversed(lines), outs[0].stdout.decode().split("\n")):
        check_alignment_line(source, line)


def test_alignment_layer_of_a_model_without_it_is_one_line(nmt_bin, tiny_checkpoint):
    for args in (["--alignment", "--alignment-layer", "2"], ["--alignment-layer", "0"]):
        res = run_nmt(nmt_bin, "translate", "--ckpt", tiny_checkpoint, *args, stdin="the cat\n")
        err = res.stderr.decode()
        assert res.returncode == 1 and err.count("\n") == 1 and "Traceback" not in err, err
        assert "--alignment" in err


def test_an_ensemble_aligns_and_an_export_is_refused_in_one_line(nmt_bin, tiny_checkpoint,
                                                                  tiny_spm, tmp_path):
    from conftest import write_tiny_checkpoint

    other = write_tiny_checkpoint(tmp_path / "other.pt", tiny_spm, seed=5)
    lines = ["the cat sleeps", "", "a dog runs"]
    res = run_nmt(nmt_bin, "translate", "--ckpt", tiny_checkpoint, "--ckpt", other,
                  "--max-len-b", "8", "--alignment", stdin="".join(x + "\n" for x in lines))
    assert res.returncode == 0, res.stderr.decode()
    out = res.stdout.decode().split("\n")
    assert len(out) == len(lines) + 1
    for source, line in zip(lines, out):
        check_alignment_line(source, line)
    export = tmp_path / "ct2"  # what translate takes for an `nmt export` directory
    export.mkdir()
    (export / "model.bin").write_bytes(b"")
    for flag in (["--alignment"], ["--force-target", tmp_path / "other.pt"]):
        res = run_nmt(nmt_bin, "translate", "--ckpt", export, *flag, stdin="the cat\n")
        err = res.stderr.decode()
        assert res.returncode == 1 and err.count("\n") == 1 and "Traceback" not in err, err
        assert "CTranslate2" in err


def test_forced_decoding_returns_beam_search_scores(loaded):
    """The n-best of beam search, handed back as targets, get their beam scores back."""
    model, tok = loaded
    search = SearchTranslator([model], torch.device("cpu"))
    sources = [tok.encode(x) for x in ("the cat sleeps", "a big dog runs under the tree", "red")]
    with search.decoding():
        for style in ("gnmt", "plain"):
            options = DecodeOptions(beam=4, nbest=3, lenpen=0.6, lenpen_style=style,
                                    max_len_b=8)
            found = search.translate_batch(sources, options)
            for k in range(3):
                targets = [hyps[k].tokens for hyps in found]
                forced = search.force_batch(sources, targets, options)
                for hyps, f in zip(found, forced):
                    assert f.tokens == hyps[k].tokens
                    assert f.score == pytest.approx(hyps[k].score, abs=1e-5)
                    assert f.logprob == pytest.approx(hyps[k].logprob, abs=1e-5)


def test_force_target_prints_score_translation_and_alignment(nmt_bin, tiny_checkpoint, loaded,
                                                              tmp_path):
    model, tok = loaded
    sources = ["the cat sleeps", "", "a big dog runs under the green tree"]
    targets = ["a red bird sings", "the river", "dog dog"]
    (tmp_path / "t.txt").write_text("".join(x + "\n" for x in targets), encoding="utf-8")
    res = run_nmt(nmt_bin, "translate", "--ckpt", tiny_checkpoint, "--force-target",
                  tmp_path / "t.txt", "--alignment", stdin="".join(x + "\n" for x in sources))
    assert res.returncode == 0, res.stderr.decode()
    rows = [r.split("\t") for r in res.stdout.decode().rstrip("\n").split("\n")]
    assert [int(r[0]) for r in rows] == [0, 1, 2]
    search = SearchTranslator([model], torch.device("cpu"))
    for (_, score, line), src, tgt in zip(rows, sources, targets):
        check_alignment_line(src, line)
        assert line.partition(" ||| ")[0] == tgt
        want = search.force_batch([tok.encode(src)], [tok.encode(tgt)], DecodeOptions())[0]
        assert float(score) == pytest.approx(want.score, abs=1e-5)  # batched: other rounding
        maps = attention_maps(model, tok.encode(src), tok.encode(tgt))
        links = word_alignment(maps, pieces(tok, tok.encode(src)), pieces(tok, tok.encode(tgt)))
        assert line.partition(" ||| ")[2] == pharaoh(links)
    # one target short, or one too many: one line, exit 1
    for bad in (targets[:2], targets + ["x"]):
        (tmp_path / "bad.txt").write_text("".join(x + "\n" for x in bad), encoding="utf-8")
        res = run_nmt(nmt_bin, "translate", "--ckpt", tiny_checkpoint, "--force-target",
                      tmp_path / "bad.txt", stdin="".join(x + "\n" for x in sources))
        err = res.stderr.decode()
        assert res.returncode == 1 and err.count("\n") == 1 and "Traceback" not in err, err


def attention_json(nmt_bin, ckpt, sentence: str, path: Path, env=ENV) -> dict:
    res = run_nmt(nmt_bin, "attention", "--ckpt", ckpt, sentence, "--format", "json", "-o",
                  path, env=env)
    assert res.returncode == 0, res.stderr.decode()
    return json.loads(path.read_text(encoding="utf-8"))


def test_attention_json_has_the_shapes_of_the_pair(nmt_bin, tiny_checkpoint, loaded, tmp_path):
    model, tok = loaded
    sentence = "the big dog runs under the green tree"
    data = attention_json(nmt_bin, tiny_checkpoint, sentence, tmp_path / "a.json")
    n, h = model.cfg.n_layers, model.cfg.n_heads
    src = tok.encode(sentence)
    tgt = best_hypothesis(model, src)  # what the command's beam 4 found too
    s, t = len(src) + 1, len(tgt) + 1
    assert data["source_pieces"] == pieces(tok, src) + ["</s>"]
    assert data["decoder_outputs"] == pieces(tok, tgt) + ["</s>"]
    assert data["decoder_inputs"] == ["<s>"] + pieces(tok, tgt)
    for kind, shape in (("encoder", (n, h, s, s)), ("decoder", (n, h, t, t)),
                        ("cross", (n, h, t, s))):
        got = torch.tensor(data[kind])
        assert tuple(got.shape) == shape
        assert torch.allclose(got.sum(-1), torch.ones(shape[:3], dtype=got.dtype), atol=1e-4)
    check_alignment_line(sentence, f"{data['translation']} ||| {data['alignment']}")


def test_attention_of_a_given_translation(nmt_bin, tiny_checkpoint, loaded, tmp_path):
    model, tok = loaded
    res = run_nmt(nmt_bin, "attention", "--ckpt", tiny_checkpoint, "the cat sleeps",
                  "--target", "a dog runs far", "--format", "json", "-o", tmp_path / "a.json")
    assert res.returncode == 0, res.stderr.decode()
    data = json.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    tgt = tok.encode("a dog runs far")
    assert data["translation"] == "a dog runs far"
    assert data["decoder_outputs"] == pieces(tok, tgt) + ["</s>"]
    maps = attention_maps(model, tok.encode("the cat sleeps"), tgt)
    assert torch.allclose(torch.tensor(data["cross"]).float(), maps.cross, atol=1e-5)


def test_attention_png_has_the_layout_size(nmt_bin, tiny_checkpoint, loaded, tmp_path):
    pytest.importorskip("matplotlib", reason="the PNG needs the plot extra: pip install "
                                             "'nmt-cli[plot]'")
    from PIL import Image

    from nmt_cli.decode.heatmaps import DPI, layout

    model, _ = loaded
    sentence = "the cat sleeps under the tree"
    res = run_nmt(nmt_bin, "attention", "--ckpt", tiny_checkpoint, sentence, "-o",
                  tmp_path / "a.png")
    assert res.returncode == 0, res.stderr.decode()
    data = attention_json(nmt_bin, tiny_checkpoint, sentence, tmp_path / "a.json")
    geo = layout(model.cfg.n_layers, model.cfg.n_heads,
                 max(len(data["source_pieces"]), len(data["decoder_outputs"])))
    with Image.open(tmp_path / "a.png") as img:
        img.load()  # decodes every pixel: a truncated file fails here
        assert img.format == "PNG"
        assert img.size == (round(geo["width"] * DPI), round(geo["height"] * DPI))


def test_attention_input_file_writes_one_figure_per_non_empty_line(nmt_bin, tiny_checkpoint,
                                                                   tmp_path):
    (tmp_path / "in.txt").write_text("the cat\n\na dog runs\n", encoding="utf-8")
    res = run_nmt(nmt_bin, "attention", "--ckpt", tiny_checkpoint, "--input",
                  tmp_path / "in.txt", "--format", "json", "-o", tmp_path / "out")
    assert res.returncode == 0, res.stderr.decode()
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["0001.json", "0003.json"]
    assert json.loads((tmp_path / "out" / "0003.json").read_text())["source"] == "a dog runs"


def without_matplotlib(tmp_path: Path) -> dict:
    """An environment in which ``import matplotlib`` fails as it does where it is absent."""
    stub = tmp_path / "no-matplotlib" / "matplotlib"
    stub.mkdir(parents=True)
    (stub / "__init__.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'matplotlib'\")\n")
    path = os.pathsep.join(filter(None, [str(stub.parent), os.environ.get("PYTHONPATH")]))
    return {**ENV, "PYTHONPATH": path}


def test_without_matplotlib_the_png_is_one_line_and_json_still_works(nmt_bin, tiny_checkpoint,
                                                                      tmp_path):
    env = without_matplotlib(tmp_path)
    res = run_nmt(nmt_bin, "attention", "--ckpt", tiny_checkpoint, "the cat", "-o",
                  tmp_path / "a.png", env=env)
    err = res.stderr.decode()
    assert res.returncode == 1 and err.count("\n") == 1 and "Traceback" not in err, err
    assert "pip install 'nmt-cli[plot]'" in err
    assert not (tmp_path / "a.png").exists()
    data = attention_json(nmt_bin, tiny_checkpoint, "the cat", tmp_path / "a.json", env=env)
    assert data["cross"]


def test_attention_bad_input_is_one_line(nmt_bin, tiny_checkpoint, tmp_path):
    for args in (["--format", "svg", "the cat"], [], ["the cat", "--input", tmp_path / "x"],
                 [" "], ["the cat", "--beam", "0"],
                 ["--input", tmp_path / "x", "--target", "un gato"]):
        res = run_nmt(nmt_bin, "attention", "--ckpt", tiny_checkpoint, "-o",
                      tmp_path / "a.json", *args)
        err = res.stderr.decode()
        assert res.returncode == 1 and err.count("\n") == 1 and "Traceback" not in err, (args, err)
