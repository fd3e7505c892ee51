"""Looking inside a translation through the installed command: word alignments
(`nmt translate --alignment`), forced decoding (`--force-target`) and `nmt attention`'s PNG
and JSON, with and without matplotlib (the maps and alignments in this process:
tests/unit/test_attention_maps.py)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
import torch

from conftest import best_hypothesis, tiny_corpus, write_tiny_checkpoint
from nmt_cli.decode.attention_maps import attention_maps, pharaoh, pieces, word_alignment
from nmt_cli.decode.contract import DecodeOptions
from nmt_cli.decode.torch_backend import SearchTranslator

ENV = {**os.environ, "OMP_NUM_THREADS": "1"}


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


def attention_json(nmt_bin, ckpt, sentence: str, path: Path, *options, env=ENV) -> dict:
    res = run_nmt(nmt_bin, "attention", "--ckpt", ckpt, sentence, "--format", "json", "-o",
                  path, *options, env=env)
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
    # a given translation: the random model's own runs to its length limit, and matplotlib
    # takes seconds per thousand tick labels
    given = ("--target", "a dog sees the big bird")
    res = run_nmt(nmt_bin, "attention", "--ckpt", tiny_checkpoint, sentence, "-o",
                  tmp_path / "a.png", *given)
    assert res.returncode == 0, res.stderr.decode()
    data = attention_json(nmt_bin, tiny_checkpoint, sentence, tmp_path / "a.json", *given)
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
    # translate's limits, before any search: the vocabulary bounds the beam, and
    # --max-input-len (1024) the sentence; "--input ." is a directory, not a missing file
    for args, words in ((["the cat", "--beam", "9000", "--format", "json"], "vocabulary"),
                        ([" ".join(["the cat"] * 800), "--format", "json"], "at most 1024"),
                        (["--input", ".", "--format", "json"], "a directory")):
        res = run_nmt(nmt_bin, "attention", "--ckpt", tiny_checkpoint, "-o",
                      tmp_path / "b.json", *args)
        err = res.stderr.decode()
        assert res.returncode == 1 and err.count("\n") == 1 and words in err, (args, err)

