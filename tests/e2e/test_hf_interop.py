"""``nmt export --format hf`` as a user runs it, and the export decoded by `transformers`
against ``nmt translate`` (the mapping and the files in this process:
tests/unit/test_export_hf.py).

A small model trained on the Bible sample (conftest's ``trained``) is exported by the
installed command; ``generate(num_beams=1)`` with our output limit a*|x|+b per sentence
gives ``nmt translate --greedy --engine torch``'s lines, every one. At beam 4 the two
searches rank hypotheses with different length penalties and stop by different rules,
so the agreement is measured and printed, with a floor well below what it measures.

``nmt import hf`` of an OPUS-MT-like model (tests/hf_models.py): translated greedy by
our search and by CTranslate2 as transformers generates it, then prepared for, trained
two updates and exported back, to load in transformers again.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
import torch

from conftest import nmt, sample_lines, write_lines, write_tiny_checkpoint

tf = pytest.importorskip("transformers", reason="the optional hf extra is not installed")
pytestmark = pytest.mark.filterwarnings("ignore:Recommended. pip install sacremoses")

DEV = 60  # dev sentences decoded by both libraries, greedy
BEAM_DEV = 24  # and at beam 4
IMPORT_DEV = 12  # an imported random-weight model's, greedy


@pytest.fixture(scope="module")
def hf_dir(trained, tmp_path_factory):
    """``trained`` exported through the installed command."""
    out = tmp_path_factory.mktemp("hf") / "model"
    run = nmt("export", "--format", "hf", "--ckpt", trained[0], "--out", out)
    assert "transformers Marian" in run.stderr
    return out


@pytest.fixture(scope="module")
def dev_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("dev") / "dev.en"
    write_lines(path, sample_lines("valid.en")[:DEV])
    return path


def generate(model_dir, lines: list[str], device: str = "cpu", **settings) -> list[str]:
    """transformers' search over each line alone, with ``nmt translate``'s output limit
    a*|x|+b (a=1, b=50; |x| without EOS) plus the EOS it forces there."""
    tokenizer = tf.AutoTokenizer.from_pretrained(model_dir)
    model = tf.AutoModelForSeq2SeqLM.from_pretrained(model_dir).to(device).eval()
    out = []
    for line in lines:
        x = tokenizer(line, return_tensors="pt").to(device)
        limit = x.input_ids.shape[1] - 1 + 50
        with torch.no_grad():
            y = model.generate(**x, max_new_tokens=limit + 1, **settings)
        out.append(tokenizer.decode(y[0], skip_special_tokens=True))
    return out


def translate(ckpt, dev_file, *flags) -> list[str]:
    """Our search's own lines (no sentence splitting or span repair), as generate's."""
    return nmt("translate", "--ckpt", ckpt, "--engine", "torch", "--input", dev_file,
               "--no-split", "--no-protect", *flags).stdout.splitlines()


def test_greedy_generate_gives_nmt_translate_greedy_line_for_line(trained, hf_dir, dev_file):
    ours = translate(trained[0], dev_file, "--greedy")
    theirs = generate(hf_dir, sample_lines("valid.en")[:DEV], num_beams=1)
    assert len(ours) == DEV
    assert [(i, a, b) for i, (a, b) in enumerate(zip(ours, theirs)) if a != b] == []
    assert len({len(x.split()) for x in ours}) > 5  # outputs of many lengths


@pytest.mark.parametrize("flags,settings", [
    ((), {}),  # each library's default: GNMT 0.6 here, |Y|^0.5 in generation_config.json
    (("--lenpen-style", "plain", "--lenpen", "0.5"), {"length_penalty": 0.5}),  # one formula
])
def test_beam4_agreement_is_measured(trained, hf_dir, tmp_path, flags, settings):
    beam_dev = tmp_path / "dev.en"
    write_lines(beam_dev, sample_lines("valid.en")[:BEAM_DEV])
    ours = translate(trained[0], beam_dev, "--beam", "4", *flags)
    assert len(ours) == BEAM_DEV
    theirs = generate(hf_dir, sample_lines("valid.en")[:BEAM_DEV], **settings)  # beam 4: the file's
    same = sum(a == b for a, b in zip(ours, theirs))
    print(f"beam 4, nmt {' '.join(flags) or 'defaults'}: {same} of {BEAM_DEV} lines agree")
    assert same >= 0.8 * BEAM_DEV


def test_a_pre_norm_checkpoint_is_refused_in_one_line(tmp_path, tiny_spm):
    ckpt = write_tiny_checkpoint(tmp_path / "pre.pt", tiny_spm, pre_norm=True)
    run = nmt("export", "--format", "hf", "--ckpt", ckpt, "--out", tmp_path / "hf",
              check=False)
    assert run.returncode == 1
    assert run.stderr.count("\n") == 1 and "pre-norm" in run.stderr
    assert "Traceback" not in run.stderr and not (tmp_path / "hf").exists()


def test_quantization_is_refused_for_hf_in_one_line(tmp_path, tiny_checkpoint):
    run = nmt("export", "--format", "hf", "--ckpt", tiny_checkpoint, "--out", tmp_path / "x",
              "--quantization", "int8", check=False)
    assert run.returncode == 1 and "--quantization is for --format ctranslate2" in run.stderr


def test_transformers_is_imported_by_neither_nmt_help_nor_translate():
    """The hf extra is imported by the export only: start-up stays what it was."""
    code = ("import sys; import nmt_cli.commands.cli, nmt_cli.decode.engine, "
            "nmt_cli.decode.lines; print(sorted({'transformers', 'safetensors'} & "
            "set(sys.modules)))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert run.stdout.strip() == "[]"


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_generate_gives_nmt_translate_greedy_on_the_gpu(trained, hf_dir, dev_file):
    """The export generates on the GPU what `nmt translate` gives there (greedy, fp32)."""
    ours = translate(trained[0], dev_file, "--greedy", "--device", "cuda")
    theirs = generate(hf_dir, sample_lines("valid.en")[:DEV], device="cuda", num_beams=1)
    differ = [(i, a, b) for i, (a, b) in enumerate(zip(ours, theirs)) if a != b]
    print(f"GPU greedy ({torch.cuda.get_device_name()}): {DEV - len(differ)} of {DEV} "
          f"lines identical")
    assert differ == []


# --------------------------------------------------------------------------- nmt import hf

@pytest.fixture(scope="module")
def opus_import(tmp_path_factory):
    """An OPUS-MT-like directory (tests/hf_models.py) and its ``nmt import hf``."""
    from hf_models import make_opus_like

    tmp = tmp_path_factory.mktemp("opus")
    src = make_opus_like(tmp / "opus-mt-en-es")
    run = nmt("import", "hf", src, "-o", tmp / "imported.pt")
    assert "swish" in run.stderr and run.stderr.count("\n") == 1
    return src, tmp / "imported.pt"


def test_an_imported_model_translates_as_transformers_generates(opus_import, tmp_path):
    """Greedy, line for line, through our search and through CTranslate2 (auto). (Random
    weights: outputs repeat a few pieces up to the length limit, the same for both.)"""
    src, ckpt = opus_import
    lines = sample_lines("valid.en")[:IMPORT_DEV]
    dev_file = tmp_path / "dev.en"
    write_lines(dev_file, lines)
    theirs = generate(src, lines, num_beams=1)
    assert translate(ckpt, dev_file, "--greedy") == theirs
    auto = nmt("translate", "--ckpt", ckpt, "--input", dev_file, "--greedy", "--no-split",
               "--no-protect")
    assert auto.stdout.splitlines() == theirs


def test_an_imported_model_fine_tunes_and_exports_back(opus_import, tmp_path):
    """prepare --tokenizer-from, train --init-from (2 updates), export --format hf: the
    export loads in transformers with OPUS-MT's settings and the updated weights."""
    src, ckpt = opus_import
    raw = tmp_path / "raw"
    raw.mkdir()
    for split, n in (("train", 300), ("valid", 20)):
        for lang in ("en", "es"):
            write_lines(raw / f"{split}.{lang}", sample_lines(f"{split}.{lang}")[:n])
    nmt("prepare", "ft", "--train", raw / "train", "--valid", raw / "valid", "--src", "en",
        "--tgt", "es", "--tokenizer-from", ckpt, "--out", tmp_path / "data", "--workers", "1")
    nmt("train", "--data", tmp_path / "data", "--init-from", ckpt, "--max-tokens", "384",
        "--tokens-per-update", "384", "--save-every-minutes", "0", "--gpus", "0",
        "--max-steps", "2", "--lr", "0.01", "--out", tmp_path / "run")
    nmt("export", "--format", "hf", "--ckpt", tmp_path / "run" / "checkpoint_last.pt",
        "--out", tmp_path / "hf")
    before = tf.MarianMTModel.from_pretrained(src)
    after = tf.MarianMTModel.from_pretrained(tmp_path / "hf")
    assert after.config.activation_function == "swish"
    assert after.config.decoder_start_token_id == before.config.decoder_start_token_id
    assert not torch.equal(after.final_logits_bias, before.final_logits_bias)
    assert (tmp_path / "hf" / "target.spm").read_bytes() == (src / "target.spm").read_bytes()
    assert len(generate(tmp_path / "hf", sample_lines("valid.en")[:2], num_beams=1)) == 2


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_an_imported_model_translates_as_transformers_generates(opus_import, tmp_path):
    """An import decodes on the GPU what transformers generates there (greedy, fp32)."""
    src, ckpt = opus_import
    lines = sample_lines("valid.en")[:IMPORT_DEV]
    write_lines(tmp_path / "dev.en", lines)
    ours = translate(ckpt, tmp_path / "dev.en", "--greedy", "--device", "cuda")
    assert ours == generate(src, lines, device="cuda", num_beams=1)
