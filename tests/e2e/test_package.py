"""The built wheel, installed in a fresh venv, prepares the shipped corpora with no checkout.

``nmt prepare sample`` and ``nmt prepare bible-en-es`` read package data
(``nmt_cli/data/corpora_data``). An editable install finds those files in the source tree
whether or not the wheel would carry them, so this builds the wheel, installs it in a
new venv and runs that venv's ``nmt`` from a directory outside the repository (the
shipped corpora read in this process: tests/unit/test_shipped_corpora.py).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

from conftest import BIBLE_FILES, ROOT, SAMPLE_FILES, slow
from nmt_cli.data.corpora import SHIPPED


def run(*cmd, cwd: Path) -> subprocess.CompletedProcess:
    r = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True,
                       timeout=slow(300))
    assert r.returncode == 0, f"{cmd}:\n{r.stdout}\n{r.stderr}"
    return r


def build_wheel(tmp: Path) -> Path:
    """The wheel of a copy of the sources: building in place would leave build/ and
    egg-info beside the tests that other people run at the same time."""
    src = tmp / "src-copy"
    shutil.copytree(ROOT / "src", src / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
        "--no-cache-dir", "-q", ".", "-w", tmp / "dist", cwd=src)
    (wheel,) = (tmp / "dist").glob("nmt_cli-*.whl")
    return wheel


def fresh_venv(tmp: Path, wheel: Path) -> Path:
    """A new venv holding nmt_cli only from the wheel. Its dependencies (torch, ...) come
    from this interpreter's site-packages through a .pth line, which puts that directory
    last on sys.path without running its .pth files, so the editable install's finder
    never sees the fresh venv."""
    venv = tmp / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp)
    python = venv / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps",
        "--no-index", "-q", wheel, cwd=tmp)
    purelib = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                       cwd=tmp).stdout.strip())
    (purelib / "zz_main_venv_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return venv


def data_sums(out: Path) -> dict[str, str]:
    """Every prepared file's checksum but the manifest's, which names where its input was."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(out.iterdir()) if p.name != "manifest.json"}


def test_wheel_in_a_fresh_venv_prepares_the_shipped_corpora(tmp_path, nmt_bin):
    wheel = build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    shipped = {n for n in names if n.startswith("nmt_cli/data/corpora_data/")}
    assert shipped == ({f"nmt_cli/data/corpora_data/sample/{f}" for f in SAMPLE_FILES}
                       | {f"nmt_cli/data/corpora_data/bible.en-es/{f}" for f in BIBLE_FILES})
    # the GPL catalogues (software.en-de, debian.en-de) stay outside the package
    assert not [n for n in names if "software" in n or "debian" in n]

    venv = fresh_venv(tmp_path, wheel)
    outside = tmp_path / "elsewhere"  # no repository above it to be found by accident
    outside.mkdir()
    where = run(venv / "bin" / "python", "-c", "import nmt_cli; print(nmt_cli.__file__)",
                cwd=outside).stdout.strip()
    assert Path(where).resolve().is_relative_to(venv.resolve())

    fresh_nmt = venv / "bin" / "nmt"
    run(fresh_nmt, "prepare", "sample", "--out", outside / "sample", "--workers", "1",
        cwd=outside)
    run(nmt_bin, "prepare", "sample", "--out", tmp_path / "editable", "--workers", "1",
        cwd=tmp_path)
    assert data_sums(outside / "sample") == data_sums(tmp_path / "editable")
    wheel_manifest = json.loads((outside / "sample" / "manifest.json").read_text())
    assert str(venv.resolve()) in wheel_manifest["source"]

    # the compressed corpus streams from the installed package too (small BPE: fast)
    run(fresh_nmt, "prepare", "bible-en-es", "--out", outside / "bible", "--vocab-size",
        "500", "--input-sentence-size", "2000", "--workers", "1", cwd=outside)
    splits = json.loads((outside / "bible" / "manifest.json").read_text())["splits"]
    assert (splits["train"]["pairs_raw"], splits["valid"]["pairs_raw"]) == (29_902, 175)


def test_a_damaged_xz_is_one_line(tmp_path, nmt_bin):
    packed = (SHIPPED / "bible.en-es" / "dev.en.xz").read_bytes()
    (tmp_path / "d.en.xz").write_bytes(packed[: len(packed) // 2])
    shutil.copy(SHIPPED / "bible.en-es" / "dev.es.xz", tmp_path / "d.es.xz")
    r = subprocess.run([nmt_bin, "prepare", "d", "--train", "d", "--valid", "d", "--src", "en",
                        "--tgt", "es", "--out", "out"], cwd=tmp_path, capture_output=True,
                       text=True, timeout=slow(120))
    assert r.returncode == 1
    assert r.stderr.strip().splitlines() == [
        "error: cannot decompress d.en.xz or d.es.xz: EOFError: Compressed file ended before "
        "the end-of-stream marker was reached"]
    assert not (tmp_path / "out").exists()
