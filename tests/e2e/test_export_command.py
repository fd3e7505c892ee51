"""``nmt export`` to CTranslate2 and the default engine of ``nmt translate``, through the
installed command (the converter and the ct2 backend in this process:
tests/unit/test_export_ctranslate2.py).

The export command writes float32 and int8 models that translate, refuses to overwrite,
says how to install CTranslate2 where it is missing; ``nmt translate`` routes an export
directory to CTranslate2 and ``nmt info`` describes it as its checkpoint. On the CPU the
default engine decodes a checkpoint through a conversion cached in
``$XDG_CACHE_HOME/nmt-cli/ct2/<sha256>`` (nothing beside the checkpoint), made again when
the checkpoint changes; where that cache cannot be written ``--engine auto`` decodes with
PyTorch and ``--engine ct2`` fails in one line.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from nmt_cli.checkpoint import model_config
from nmt_cli.device_names import surely_cpu
from nmt_cli.model import Transformer

ct2 = pytest.importorskip("ctranslate2", reason="the optional ct2 extra is not installed")

from nmt_cli.decode.contract import DecodeOptions  # noqa: E402
from nmt_cli.decode.ct2_backend import Ct2Translator  # noqa: E402

from conftest import exported_weights, sample_lines, save_model, slow  # noqa: E402


@pytest.fixture(scope="module")
def ct2_dir(trained, nmt_bin, tmp_path_factory) -> Path:
    """float32 export through the installed command."""
    out = tmp_path_factory.mktemp("export") / "model_ct2"
    run = subprocess.run([nmt_bin, "export", "--ckpt", str(trained[0]), "--format",
                          "ctranslate2", "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return out


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


def test_export_refuses_to_overwrite(trained, ct2_dir, nmt_bin):
    """(A directory that is no export, even with --force: tests/unit/test_export_ctranslate2.py.)"""
    again = subprocess.run([nmt_bin, "export", "--ckpt", str(trained[0]), "--out", str(ct2_dir)],
                           capture_output=True, text=True)
    assert again.returncode == 1 and "--force" in again.stderr


def test_without_ctranslate2_export_says_how_to_install(trained, tmp_path):
    code = ("import sys; sys.modules['ctranslate2'] = None; from nmt_cli.commands.cli import main; "
            f"sys.argv = ['nmt', 'export', '--ckpt', {str(trained[0])!r}, '--out', "
            f"{str(tmp_path / 'x')!r}]; main()")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 1
    assert "pip install 'nmt-cli[ct2]'" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and not (tmp_path / "x").exists()


def test_translate_routes_a_model_directory_to_ctranslate2(trained, ct2_dir, nmt_bin):
    text = "\n".join(sample_lines("valid.en")[:20] + ["", "In the beginning."]) + "\n"

    def translate(ckpt: Path, *options: str) -> list[str]:
        run = subprocess.run([nmt_bin, "translate", "--ckpt", str(ckpt), *options],
                             input=text, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        return run.stdout.splitlines()

    ours, theirs = translate(trained[0], "--greedy", "--engine", "torch"), translate(ct2_dir, "--greedy")
    assert len(theirs) == 22 and theirs[20] == ""  # one line out per line in, blank kept
    assert theirs == ours


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


# --------------------------------------------------------------------------- the default engine

def _run(nmt_bin: str, ckpt: Path, text: str, *options: str, env=None):
    return subprocess.run([nmt_bin, "translate", "--ckpt", str(ckpt), *options], input=text,
                          capture_output=True, text=True, env=env, timeout=slow(300))


def _sha256(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def _cache_env(cache_home: Path) -> dict:
    """The environment of a run whose CTranslate2 conversions go under ``cache_home``."""
    return {**os.environ, "XDG_CACHE_HOME": str(cache_home)}


def meta_of(ckpt: Path) -> dict:
    """The checkpoint's model_config, as plain JSON data."""
    return json.loads(json.dumps(torch.load(ckpt, weights_only=True)["model_config"]))


def _conversion(cache_home: Path, ckpt: Path) -> Path:
    """Where the conversion of ``ckpt`` is cached: $XDG_CACHE_HOME/nmt-cli/ct2/<sha256>."""
    return cache_home / "nmt-cli" / "ct2" / _sha256(ckpt)


def test_default_engine_is_a_cached_conversion_that_translates_as_the_reference(
        trained, bible_spm, nmt_bin, tmp_path):
    """On the CPU `nmt translate` decodes through CTranslate2, converting once into the
    user's cache. On the sample's test set its greedy output is the reference's, line for
    line; at beam 4 the two searches stop differently and may differ on a few lines (the
    bound docs state: <= 5%). A changed checkpoint is converted again."""
    ckpt = tmp_path / "models" / "model.pt"
    ckpt.parent.mkdir()
    shutil.copyfile(trained[0], ckpt)
    env = _cache_env(tmp_path / "xdg")
    test = sample_lines("test.en")
    text = "".join(f"{x}\n\n" if i % 25 == 0 else f"{x}\n" for i, x in enumerate(test))
    n_in = text.count("\n")
    out = {}
    # PyTorch's greedy lines come from its --alignment run below (the text before " ||| ",
    # which --alignment leaves as it is: tests/e2e/test_alignment_and_attention_commands.py)
    for engine, mode in (("auto", "--greedy"), ("auto", "--beam=4"), ("torch", "--beam=4")):
        # the model's own lines (--no-split --no-protect), as --alignment prints them
        run = _run(nmt_bin, ckpt, text, mode, "--engine", engine, "--no-split",
                   "--no-protect", env=env)
        assert run.returncode == 0 and run.stderr == "", run.stderr
        out[engine, mode] = run.stdout.split("\n")[:-1]
        assert len(out[engine, mode]) == n_in
    cache = _conversion(tmp_path / "xdg", ckpt)
    meta = json.loads((cache / "nmt_config.json").read_text())
    assert meta["source_sha256"] == _sha256(ckpt) and meta["quantization"] == "float32"
    assert sorted(p.name for p in cache.parent.iterdir()) == [cache.name]
    assert sorted(p.name for p in ckpt.parent.iterdir()) == ["model.pt"]  # nothing beside it
    blank = [i for i, x in enumerate(text.split("\n")[:-1]) if x == ""]
    assert blank and all(out["auto", "--beam=4"][i] == "" for i in blank)
    same = sum(a == b for a, b in zip(out["auto", "--beam=4"], out["torch", "--beam=4"]))
    assert same >= 0.95 * n_in, (same, n_in)
    assert len(set(out["torch", "--beam=4"])) > 50  # real, varied translations
    # --alignment: CTranslate2 searches, the PyTorch model reads the links of what it found;
    # and this next run of the default engine finds the conversion and does not make it again
    made = (cache / "model.bin").stat().st_mtime_ns
    aligned = {e: _run(nmt_bin, ckpt, text, "--greedy", "--alignment", "--engine", e, env=env)
               for e in ("auto", "torch")}
    assert aligned["auto"].returncode == 0, aligned["auto"].stderr
    assert aligned["torch"].returncode == 0, aligned["torch"].stderr
    # the default engine's greedy lines are PyTorch's, line for line
    assert [x.split(" ||| ")[0] for x in aligned["torch"].stdout.split("\n")[:-1]] == \
        out["auto", "--greedy"]
    assert aligned["auto"].stdout == aligned["torch"].stdout
    assert (cache / "model.bin").stat().st_mtime_ns == made
    # Another model in the same file (what a retrained best.pt is): converted again, and
    # the new conversion translates as the new weights do.
    torch.manual_seed(7)
    other = Transformer(model_config({"model_config": meta_of(ckpt)})).eval()
    save_model(ckpt, other, bible_spm)
    head = "".join(text.splitlines(keepends=True)[:30])
    second = _run(nmt_bin, ckpt, head, "--greedy", env=env)
    reference = _run(nmt_bin, ckpt, head, "--greedy", "--engine", "torch", env=env)
    assert second.returncode == 0 and reference.returncode == 0, second.stderr
    assert second.stdout == reference.stdout
    assert second.stdout.split("\n")[:-1] != out["auto", "--greedy"][:30]
    new = _conversion(tmp_path / "xdg", ckpt)
    assert new != cache and json.loads((new / "nmt_config.json").read_text())[
        "source_sha256"] == _sha256(ckpt)
    assert sorted(p.name for p in ckpt.parent.iterdir()) == ["model.pt"]


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
    # A conversion cut short (a full disk, a copy gone wrong) says how to mend it: the
    # user never made that directory
    good = (cache / "model.bin").read_bytes()
    (cache / "model.bin").write_bytes(good[:len(good) // 2])
    broken = _run(nmt_bin, ckpt, "the cat sleeps\n", env=env)
    err = broken.stderr.strip()
    assert broken.returncode == 1 and len(err.splitlines()) == 1, err
    assert f"delete {cache} and the next run makes it again" in err
    (cache / "model.bin").write_bytes(good)
    # Converted once, the checkpoint decodes through the cache with no PyTorch in the
    # process at all (Python lists every module it imports), and prints what it did before.
    if not surely_cpu("auto"):
        pytest.skip("a GPU driver's device nodes are here: auto asks torch for the device")
    again = _run(nmt_bin, ckpt, "the cat sleeps\n\na dog\n", "--max-len-b", "6",
                 env={**env, "PYTHONPROFILEIMPORTTIME": "1"})
    imported = [line.split("|")[-1].strip() for line in again.stderr.splitlines()
                if line.startswith("import time:")]
    assert again.returncode == 0 and "ctranslate2" in imported, again.stderr[-2000:]
    assert not [m for m in imported if m.split(".")[0] == "torch"]
    assert again.stdout == run.stdout


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
