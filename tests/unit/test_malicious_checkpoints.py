"""Every door that loads a checkpoint or a model, in this process: each malicious format
(tests/malicious.py) is refused in one line and runs no code (the same files through the
installed `nmt`: tests/e2e/test_malicious_checkpoint_commands.py).

The commands run through ``commands.cli.main``, the `nmt` entry point itself, so what is
checked is what a user gets: exit 1 and one ``error:`` line. Had any loader unpickled
with ``weights_only=False``, the payload would have made its marker directory: each test
fails on that first (docs/RELIABILITY.md shows the run).
"""

from __future__ import annotations

import ast
import shutil
import sys
from pathlib import Path

import pytest

from conftest import ROOT, write_lines
from malicious import (CHECKPOINT_KINDS, EXPORT_POISONS, payload_bytes, poisoned_export,
                       write_checkpoint)
from nmt_cli.errors import NmtError

# what each kind is refused for, in the one line
REFUSAL = {"plain": "would call posix.mkdir", "hidden": "would call posix.mkdir",
           "legacy": "would call posix.mkdir", "in_state": "would call posix.mkdir",
           "bad_spm": "'spm_model' is not a sentencepiece model"}


def run_main(argv: list, monkeypatch, capfd) -> tuple[int, str]:
    """``nmt ARGV`` through the command's entry point; (exit code, stderr)."""
    from nmt_cli.commands.cli import main

    monkeypatch.setattr(sys, "argv", ["nmt", *map(str, argv)])
    capfd.readouterr()
    with pytest.raises(SystemExit) as exit_:
        main()
    return exit_.value.code, capfd.readouterr().err


def assert_refused(code: int, err: str, marker: Path, *needles: str) -> None:
    assert not marker.exists(), "the payload ran: a loader unpickled code"
    lines = err.strip().splitlines()
    assert code == 1 and len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in lines[0], lines[0]


class Place:
    """The good inputs around a door: a checkpoint, text, prepared data, an output folder."""

    def __init__(self, root: Path, good: Path, data: Path):
        self.root, self.good, self.data = root, good, data
        self.text = root / "in.txt"
        write_lines(self.text, ["the house", "a small cat"])
        self.raw = root / "raw"
        write_lines(root / "raw.en", ["the house is green", "a small cat sleeps"] * 20)
        write_lines(root / "raw.es", ["la casa es verde", "un gato pequeño duerme"] * 20)
        self.out = root / "out"
        self.out.mkdir()


@pytest.fixture
def place(tmp_path, tiny_checkpoint, small_data) -> Place:
    return Place(tmp_path, tiny_checkpoint, small_data)


def _resume(ckpt: Path, p: Place) -> list:
    run = p.out / "run"
    run.mkdir()
    shutil.copy(ckpt, run / "checkpoint_last.pt")
    return ["train", "--data", p.data, "--preset", "tiny", "--out", run, "--max-steps", 1]


# Every command that reads a checkpoint, as a user types it.
DOORS = {
    "translate": lambda c, p: ["translate", "--ckpt", c, "-i", p.text, "-o", p.out / "t.txt"],
    "translate_torch": lambda c, p: ["translate", "--ckpt", c, "-i", p.text, "-o",
                                     p.out / "t.txt", "--engine", "torch"],
    "info": lambda c, p: ["info", c],
    "average": lambda c, p: ["average", p.good, c, "-o", p.out / "avg.pt"],
    "export": lambda c, p: ["export", "--ckpt", c, "--out", p.out / "export"],
    "attention": lambda c, p: ["attention", "the house", "--ckpt", c, "--format", "json",
                               "-o", p.out / "a.json"],
    "train_init_from": lambda c, p: ["train", "--data", p.data, "--init-from", c,
                                     "--out", p.out / "run", "--max-steps", 1],
    "train_resume": _resume,
    "prepare_tokenizer_from": lambda c, p: ["prepare", "x", "--train", p.raw, "--valid", p.raw,
                                            "--src", "en", "--tgt", "es", "--tokenizer-from",
                                            c, "--out", p.out / "data"],
}


@pytest.mark.parametrize("door", list(DOORS))
@pytest.mark.parametrize("kind", CHECKPOINT_KINDS)
def test_every_command_refuses_every_malicious_checkpoint(kind, door, place, monkeypatch,
                                                          capfd):
    marker = place.root / "MARKER"
    evil = write_checkpoint(kind, place.root / "evil.pt", marker, place.good)
    code, err = run_main(DOORS[door](evil, place), monkeypatch, capfd)
    assert_refused(code, err, marker, REFUSAL[kind] if door != "average" or kind != "bad_spm"
                   else "sentencepiece")
    assert not (place.out / "avg.pt").exists() and not (place.out / "export").exists()


@pytest.mark.parametrize("kind", CHECKPOINT_KINDS)
def test_the_api_doors_refuse_them(kind, tmp_path, tiny_checkpoint):
    """``load_models`` (what `nmt serve` and translate call), ``load_for_inference``, the
    server's loading and its description of a checkpoint, ``--tokenizer-from``'s reader."""
    import torch

    from nmt_cli.data.prepare import read_tokenizer_model
    from nmt_cli.decode.engine import load_for_inference, load_models
    from nmt_cli.serve.models import _checkpoint_info
    from nmt_cli.serve.server import build_served

    marker = tmp_path / "MARKER"
    evil = write_checkpoint(kind, tmp_path / "evil.pt", marker, tiny_checkpoint)
    for door in (lambda: load_models([evil], torch.device("cpu")),
                 lambda: load_models([tiny_checkpoint, evil], torch.device("cpu")),
                 lambda: load_for_inference(evil),
                 lambda: build_served([evil]),
                 lambda: _checkpoint_info(evil),
                 lambda: read_tokenizer_model(evil)):
        with pytest.raises(NmtError) as e:
            door()
        assert not marker.exists()
        assert len(str(e.value).splitlines()) == 1 and str(evil) in str(e.value)


@pytest.fixture(scope="module")
def export_dir(tmp_path_factory, tiny_checkpoint) -> Path:
    from nmt_cli.export.ctranslate2 import export_ctranslate2

    out = tmp_path_factory.mktemp("export") / "model"
    export_ctranslate2(tiny_checkpoint, out)
    return out


@pytest.mark.parametrize("poison", list(EXPORT_POISONS))
def test_a_poisoned_ctranslate2_directory_is_refused(poison, export_dir, tmp_path,
                                                     monkeypatch, capfd):
    marker = tmp_path / "MARKER"
    bad = poisoned_export(export_dir, poison, tmp_path / "bad", marker)
    write_lines(tmp_path / "in.txt", ["the house"])
    code, err = run_main(["translate", "--ckpt", bad, "-i", tmp_path / "in.txt"],
                         monkeypatch, capfd)
    assert_refused(code, err, marker, str(bad))

    from nmt_cli.serve.server import build_served

    with pytest.raises(NmtError) as e:
        build_served([bad])
    assert not marker.exists() and len(str(e.value).splitlines()) == 1


@pytest.mark.parametrize("poison", [p for p in EXPORT_POISONS if p.startswith("nmt_config")])
def test_info_refuses_a_poisoned_export_description(poison, export_dir, tmp_path, monkeypatch,
                                                    capfd):
    marker = tmp_path / "MARKER"
    bad = poisoned_export(export_dir, poison, tmp_path / "bad", marker)
    code, err = run_main(["info", bad], monkeypatch, capfd)
    assert_refused(code, err, marker, "nmt_config.json")


@pytest.mark.parametrize("config, message", [
    ({"x": 1}, "lacks model_config, so the model cannot be described (its keys: 'x')"),
    ({}, "lacks model_config, so the model cannot be described (it is empty)"),
    ({"model_config": {"d_model": 128, "n_heads": 0}}, "its model_config describes no model"),
    ({"model_config": {"vocab_size": "many"}}, "its model_config describes no model"),
])
def test_info_says_in_one_line_what_an_export_description_lacks(config, message, tmp_path):
    """`nmt translate` does not read model_config, so such an export translates; `nmt info`
    cannot describe it and says why, in one line."""
    import json

    from nmt_cli.commands.info import describe_checkpoint

    (tmp_path / "nmt_config.json").write_text(json.dumps(config))
    with pytest.raises(NmtError) as e:
        describe_checkpoint(tmp_path)
    assert str(e.value).startswith(f"{tmp_path / 'nmt_config.json'}")
    assert message in str(e.value) and "\n" not in str(e.value), str(e.value)


def test_a_sentencepiece_model_that_is_not_one_is_refused(place, monkeypatch, capfd):
    """``--tokenizer-from`` a .model file, or a prepared directory whose spm.model is a
    pickle: refused before anything is built (a file that is a pickle is read as torch's
    old checkpoint layout, weights only, and refused for what it would call)."""
    marker = place.root / "MARKER"
    fake = place.root / "evil.model"
    fake.write_bytes(payload_bytes(marker))
    directory = place.root / "prepared"
    shutil.copytree(place.data, directory)
    (directory / "spm.model").write_bytes(payload_bytes(marker))
    for source, why in ((fake, "would call posix.mkdir"),
                        (directory, f"--tokenizer-from {directory}: not a sentencepiece model")):
        code, err = run_main(DOORS["prepare_tokenizer_from"](source, place), monkeypatch, capfd)
        assert_refused(code, err, marker, str(source), why)
        assert not (place.out / "data").exists()


def test_the_legacy_layout_is_refused_when_mapped_too(tmp_path, tiny_checkpoint):
    """torch's pre-1.6 files cannot be memory-mapped; the reader falls back to reading them,
    as weights-only as ever. A clean one loads both ways."""
    import torch

    from nmt_cli.checkpoint import load_checkpoint

    clean = tmp_path / "old.pt"
    torch.save(torch.load(tiny_checkpoint, weights_only=True), clean,
               _use_new_zipfile_serialization=False)
    assert load_checkpoint(clean, mmap=True)["step"] == load_checkpoint(clean)["step"] == 0
    marker = tmp_path / "MARKER"
    evil = write_checkpoint("legacy", tmp_path / "evil.pt", marker, tiny_checkpoint)
    with pytest.raises(NmtError, match="would call posix.mkdir"):
        load_checkpoint(evil, mmap=True)
    assert not marker.exists()


@pytest.mark.parametrize("field,value,message", [
    ("version", "2", "its version is '2'"),
    ("model_config", [1, 2], "its 'model_config' is a list"),
    ("spm_model", "text", "its 'spm_model' is a str"),
    ("model", {"w": [1.0]}, "holds more than named tensors"),
])
def test_plain_data_of_the_wrong_type_is_one_line_not_a_crash(field, value, message, tmp_path,
                                                              tiny_checkpoint):
    """Weights-only loading lets any lists, strings and numbers through: a checkpoint from
    elsewhere may put them anywhere."""
    import torch

    from nmt_cli.checkpoint import load_checkpoint

    ck = torch.load(tiny_checkpoint, weights_only=True)
    ck[field] = value
    torch.save(ck, tmp_path / "odd.pt")
    with pytest.raises(NmtError, match=message):
        load_checkpoint(tmp_path / "odd.pt")


def test_torch_load_is_called_in_one_place_and_weights_only():
    """The one door: a new ``torch.load`` elsewhere in the package, or one without
    ``weights_only=True``, fails here before any user meets it."""
    calls = []
    for path in sorted((ROOT / "src" / "nmt_cli").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "load" and getattr(node.func.value, "id", "") == "torch"):
                safe = any(k.arg == "weights_only" and getattr(k.value, "value", None) is True
                           for k in node.keywords)
                calls.append((path.relative_to(ROOT).as_posix(), safe))
    assert calls and {where for where, _ in calls} == {"src/nmt_cli/checkpoint.py"}, calls
    assert all(safe for _, safe in calls), calls
