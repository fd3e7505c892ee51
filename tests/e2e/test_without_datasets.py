"""`nmt` runs where Hugging Face `datasets` is not installed (a GPU machine with torch,
sentencepiece, sacrebleu, typer, rich, tqdm and numpy only): every command but a hub
download works from local files."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from conftest import NMT, SAMPLE, head_lines, slow
def blocked_env(tmp_path: Path) -> dict:
    """An environment in which ``import datasets`` fails as it does where it is absent."""
    stub = tmp_path / "no-datasets" / "datasets"
    stub.mkdir(parents=True)
    (stub / "__init__.py").write_text("raise ModuleNotFoundError(\"No module named 'datasets'\")\n")
    path = os.pathsep.join(filter(None, [str(stub.parent), os.environ.get("PYTHONPATH")]))
    return {**os.environ, "PYTHONPATH": path, "OMP_NUM_THREADS": "1"}


def run(env, *args, stdin=None):
    proc = subprocess.run([NMT, *map(str, args)], input=stdin, capture_output=True, text=True,
                          env=env, timeout=slow(300))
    assert proc.returncode == 0, f"nmt {' '.join(map(str, args))}:\n{proc.stderr[-2000:]}"
    return proc


def test_prepare_train_translate_score_without_datasets(tmp_path):
    env = blocked_env(tmp_path)
    check = subprocess.run([os.path.join(os.path.dirname(NMT), "python"), "-c", "import datasets"],
                           env=env, capture_output=True, text=True)
    assert check.returncode != 0 and "No module named 'datasets'" in check.stderr
    raw = tmp_path / "raw"
    raw.mkdir()
    for split, n in (("train", 400), ("valid", 20)):
        for lang in ("en", "es"):
            head_lines(SAMPLE / f"{split}.{lang}", raw / f"{split}.{lang}", n)
    data = tmp_path / "data"
    run(env, "prepare", "local", "--train", raw / "train", "--valid", raw / "valid",
        "--src", "en", "--tgt", "es", "--vocab-size", "200", "--workers", "1", "--out", data)
    run(env, "train", "--data", data, "--preset", "tiny", "--max-tokens", "256",
        "--tokens-per-update", "256", "--max-steps", "2", "--validate-every", "2",
        "--save-every-minutes", "0", "--out", tmp_path / "run")
    lines = (raw / "valid.en").read_text(encoding="utf-8").splitlines()[:3]
    out = run(env, "translate", "--ckpt", tmp_path / "run" / "checkpoint_last.pt",
              stdin="".join(x + "\n" for x in lines)).stdout
    assert len(out.splitlines()) == 3
    (tmp_path / "hyp.txt").write_text(out, encoding="utf-8")
    refs = (raw / "valid.es").read_text(encoding="utf-8").splitlines()[:3]
    (tmp_path / "ref.txt").write_text("".join(x + "\n" for x in refs), encoding="utf-8")
    score = run(env, "score", tmp_path / "hyp.txt", tmp_path / "ref.txt").stdout
    assert "BLEU" in score


def test_a_hub_dataset_without_datasets_is_one_line_naming_the_fix(tmp_path):
    proc = subprocess.run([NMT, "prepare", "wmt14-en-de", "--out", str(tmp_path / "d")],
                          capture_output=True, text=True, env=blocked_env(tmp_path),
                          timeout=slow(120))
    assert proc.returncode == 1
    assert proc.stderr.strip().count("\n") == 0
    assert "pip install datasets" in proc.stderr and "Traceback" not in proc.stderr
