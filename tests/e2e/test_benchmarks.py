"""The benchmark harness: ``python -m benchmarks.harness.run --quick`` runs end to end and
writes results.json with every section and positive numbers, the loss curves come with their
yardstick; benchmarks/harness/report.py renders a results.json, judges each target against
its threshold and rewrites only the results block of the docs.

`make test` runs report.py's judging and rendering in this process; the harness's rows
(decoding: a worker process a row, results.json, the report rendered alone into the docs'
block; training, matmul, loss curves and `nmt translate` RSS), ~100 s of processes that
each import torch, run with ``NMT_BENCH_SCRIPTS=all`` (``make test-bench-scripts``, before
``make bench``)."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from conftest import NMT, slow
from nmt_cli.device import cpu_has_bf16, resolve_precision

ROOT = Path(__file__).resolve().parents[2]
ALL = os.environ.get("NMT_BENCH_SCRIPTS") == "all"
# The harness's fastest setting: `--precision auto`'s choice on this CPU (bf16 only where
# its products time faster than fp32's, not wherever the flags have bf16).
FAST = resolve_precision("auto", torch.device("cpu"))[0] if ALL else None
every_row = pytest.mark.skipif(not ALL, reason="the harness's rows, ~100 s of worker "
                               "processes: NMT_BENCH_SCRIPTS=all (make test-bench-scripts)")


def _bench_module(name: str):
    """A script of benchmarks/ (``harness.report``), imported as the package module it is
    (pytest's ``pythonpath`` holds the repository root)."""
    return importlib.import_module(f"benchmarks.{name}")


def run_quick(out: Path, only: str) -> tuple[subprocess.CompletedProcess, dict]:
    """The harness with --quick on some sections: the finished process and its results.json."""
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks.harness.run", "--quick", "--out", str(out),
         "--only", only],
        capture_output=True, text=True, cwd=ROOT, timeout=slow(300))
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc, json.loads((out / "results.json").read_text())


def test_without_shared_data_the_benchmarks_read_the_shipped_bible(monkeypatch):
    """The batches' lengths, the BPE of the CTranslate2 rows, the RSS rows' tokenizer and the
    prepare rows read the Bible; a clone that is not beside ../shared reads the package's
    copy of the same verses, not made-up lengths or the sample."""
    paths = _bench_module("paths")
    beside = paths.bible_lines("train", "es")  # ../shared's copy where this clone has one
    monkeypatch.setattr(paths, "SHARED_DATA", Path("/nonexistent/shared/data"))
    assert paths.bible_dir() == paths.SHIPPED_BIBLE
    shipped_en, shipped_es = paths.bible_lines("train", "en"), paths.bible_lines("train", "es")
    assert len(shipped_en) == len(shipped_es) == 29902 and shipped_es == beside
    assert shipped_en[0] == "In the beginning, God created the heavens and the earth."


@every_row
def test_quick_decoding_rows_and_report_py_renders_them_alone(tmp_path):
    proc, res = run_quick(tmp_path, "decode")
    for key in ("machine", "matmul_peak_gflops", "training", "decoding", "loss_curves",
                "translate_rss", "prepare"):
        assert key in res
    assert {(r["impl"], r["algo"]) for r in res["decoding"]} >= {
        ("naive", "greedy"), ("nmt", "greedy"), ("nmt", "beam4"), ("ct2 float32", "greedy")}
    for row in res["decoding"]:
        assert "error" not in row, row
        assert row["sent_s"] > 0 and row["tok_s"] > 0 and row["mean_len"] > 0
        assert row["peak_rss_mib"] > 0
        if row["impl"] in ("nmt", "ct2 float32"):
            # the cached search must reproduce the fp32 no-cache reference exactly, and
            # CTranslate2 float32 greedy on the exported weights nmt's greedy search
            assert row["identical_to_reference"] is True
    paired = res["decoding_paired"]["paired"]  # naive and nmt batch by batch in one process
    assert set(paired) == {"naive greedy", "nmt greedy", "nmt beam4"}
    assert paired["naive greedy"]["vs_naive_median"] == 1.0
    assert all(r["sent_s_median"] > 0 and r["vs_naive_median"] > 0 for r in paired.values())
    # the table went to stdout
    assert "Decoding" in proc.stdout and "Same-process pairing" in proc.stdout
    # report.py on its own renders the same table from the results.json alone, into the
    # results block of the docs file it is given
    doc = tmp_path / "B.md"
    doc.write_text("# B\n\n<!-- results -->\nold\n<!-- /results -->\n\nkept\n")
    alone = subprocess.run([sys.executable, "-m", "benchmarks.harness.report",
                            str(tmp_path / "results.json"), "--docs", str(doc)],
                           capture_output=True, text=True, cwd=ROOT, timeout=slow(120))
    assert alone.returncode == 0, alone.stderr[-2000:]
    assert alone.stdout.startswith("Machine: ") and proc.stdout.endswith(alone.stdout)
    assert doc.read_text() == ("# B\n\n<!-- results -->\n## Latest results\n\n" + alone.stdout
                               + "<!-- /results -->\n\nkept\n")


@every_row
def test_quick_training_rows_are_positive_and_judged(tmp_path):
    proc, res = run_quick(tmp_path, "matmul,train")
    native_bf16 = cpu_has_bf16()
    assert res["matmul_peak_gflops"]["fp32"] > 0
    # bf16 is measured only where the CPU runs it natively (emulated: ~100x slower)
    assert (res["matmul_peak_gflops"].get("bf16", 0) > 0) == native_bf16
    impls = {r["impl"] for r in res["training"]}
    assert {"naive", "nmt", "nmt best"} <= impls
    best = next(r for r in res["training"] if r["impl"] == "nmt best")
    assert best["precision"] == FAST
    for row in res["training"]:
        assert "error" not in row, row
        if row["precision"].startswith("bf16 (skipped"):
            assert not native_bf16 and "tok_s" not in row
            continue
        assert row["tok_s"] > 0 and row["peak_rss_mib"] > 0 and row["vs_naive_fp32"] > 0
    trained = res["training_paired"]["paired"]  # each in its own process, step by step in turn
    assert {"naive fp32", "naive fp32+malloc", "nmt fp32"} <= set(trained)
    assert trained["naive fp32"]["vs_naive_median"] == 1.0
    assert all(r["tok_s_median"] > 0 and r["vs_naive_median"] > 0 for r in trained.values())
    assert "Training" in proc.stdout and "Lockstep pairing" in proc.stdout
    assert "training fp32 >= 2x the naive fp32 step" in proc.stdout  # the targets judged


@every_row
@pytest.mark.skipif(FAST == "bf16", reason="bf16 is this CPU's fast setting, so the curves "
                    "are measured (the next test)")
def test_loss_curves_say_why_they_are_skipped_where_fp32_is_fastest(tmp_path):
    proc, res = run_quick(tmp_path, "curve")
    c = res["loss_curves"]
    assert c["fast_setting"] == "fp32" and "plain fp32" in c["skipped"] and "fp32" not in c
    assert f"Loss curves: {c['skipped']}." in proc.stdout


@every_row
def test_loss_curves_carry_a_reseeded_fp32_yardstick(tmp_path):
    """fp32 vs the fast setting, and fp32 vs fp32 with other dropout masks (same init)."""
    if FAST == "fp32":
        pytest.skip("fp32 is this CPU's fast setting (no native bf16, or bf16 products slower "
                    "than fp32's), so there are no two curves to compare")
    proc, res = run_quick(tmp_path, "curve")
    c = res["loss_curves"]
    a, b, r = c["fp32"], c["fast"], c["fp32_reseeded"]
    assert len(a) == len(b) == len(r) == c["steps"]
    assert r != a  # the masks did change: the yardstick is a different run
    assert c["max_abs_diff_reseeded"] == max(abs(x - y) for x, y in zip(a, r)) > 0
    assert c["max_abs_diff"] == max(abs(x - y) for x, y in zip(a, b))
    assert "Yardstick, fp32 with other dropout masks" in proc.stdout


@every_row
def test_translate_rss_rows_decode_every_line_with_varied_lengths(tmp_path):
    """Greedy and beam 4, few lines against more, outputs held to their sources' lengths."""
    proc, res = run_quick(tmp_path, "rss")
    rss = res["translate_rss"]
    for search in ("greedy", "beam4"):
        row = rss[search]
        assert rss["lines_small"] < rss["lines_big"]
        assert (row["small"]["lines_out"], row["big"]["lines_out"]) == \
            (rss["lines_small"], rss["lines_big"])
        assert row["small"]["child_rss_mib"] > 0 and row["big"]["child_rss_mib"] > 0
        assert row["ratio"] == row["big"]["child_rss_mib"] / row["small"]["child_rss_mib"]
        assert f"peak RSS, {search}" in proc.stdout


def test_wmt_shaped_corpus_has_the_hub_schema_and_prepares(tmp_path):
    """benchmarks/investigations/wmt_shaped.py: WMT14's schema and split sizes, unique seeded pairs that
    `nmt prepare` reads as it reads the hub's download."""
    import datasets

    wmt_shaped = _bench_module("investigations.wmt_shaped")
    shared = tmp_path / "software.en-de"
    shared.mkdir()
    for split, n in (("train", 300), ("dev", 40)):
        (shared / f"{split}.en").write_text("".join(f"{split} message {i}\n" for i in range(n)))
        (shared / f"{split}.de").write_text("".join(f"{split} Meldung {i}\n" for i in range(n)))
    for name in ("a", "b"):
        wmt_shaped.write(tmp_path / name, pairs=500, shared=shared)
    ds = datasets.load_from_disk(str(tmp_path / "a"))
    assert {s: len(ds[s]) for s in ds} == {"train": 500, "validation": 3000, "test": 3003}
    assert ds["train"].features["translation"].languages == ["de", "en"]
    rows = ds["train"]["translation"]
    assert rows == datasets.load_from_disk(str(tmp_path / "b"))["train"]["translation"]
    assert len({r["en"] for r in rows}) > 490  # four random messages a pair: nearly all unique
    first = rows[0]
    assert first["en"].count("train message") == first["de"].count("train Meldung") == 4
    # the German side is the same four messages, in the same order
    assert [w for w in first["en"].split() if w.isdigit()] == \
        [w for w in first["de"].split() if w.isdigit()]

    r = subprocess.run([NMT, "prepare", str(tmp_path / "a"), "--src", "en", "--tgt", "de",
                        "--vocab-size", "200", "--out", str(tmp_path / "prep")],
                       capture_output=True, text=True, cwd=tmp_path, timeout=slow(300))
    assert r.returncode == 0, r.stderr[-2000:]
    man = json.loads((tmp_path / "prep" / "manifest.json").read_text())
    assert man["splits"]["train"]["pairs_raw"] == 500
    assert (man["src_lang"], man["tgt_lang"]) == ("en", "de")


def test_targets_table_judges_each_measure_against_its_threshold():
    report = _bench_module("harness.report")
    train = [{"preset": "small", "impl": i, "precision": "fp32", "vs_naive_fp32": v, "mfu": m}
             for i, v, m in (("naive", 1.0, 0.4), ("nmt", 1.9, 0.76), ("nmt best", 1.9, 0.76))]
    dec = [{"impl": "nmt", "algo": a, "batch": 64, "vs_naive_greedy": v,
            "identical_to_reference": True} for a, v in (("greedy", 6.4), ("beam4", 2.2))]
    res = {"quick": False, "training": train, "decoding": dec,
           "training_paired": {"paired": {"nmt fp32": {"vs_naive_median": 2.5}}},
           "decoding_paired": {"paired": {"nmt greedy": {"vs_naive_median": 5.9},
                                          "nmt beam4": {"vs_naive_median": 2.31}}},
           "translate_rss": {"lines_big": 10000, "greedy": {"ratio": 1.13},
                             "beam4": {"ratio": 1.25}},
           "subword": {"tokens_per_s_ratio": 0.89}}
    rows = {line.split(" | ")[0].lstrip("| "): line.rstrip(" |").split(" | ")[-1]
            for line in report.targets(res) if line.startswith("| ") and "---" not in line}
    assert rows["training fp32 >= 2x the naive fp32 step"] == "no / yes"
    assert rows["training, best setting, >= 4x the naive fp32 step (best here: fp32)"] == "no / no"
    ceiling = next(k for k in rows if k.startswith("(ceiling"))
    assert rows[ceiling] == "4x out of reach"  # 1.9 / 0.76 = 2.5x at 100% of the peak
    assert rows["greedy >= 6x naive greedy (batch 64)"] == "yes / no"
    assert rows["beam 4 >= 2.3x naive greedy (batch 64)"] == "no / yes"
    assert rows["nmt's decoding identical to the fp32 reference"] == "yes"
    assert rows["`nmt translate` peak RSS, greedy, 10,000 lines / 100 <= 1.2"] == "yes"
    assert rows["`nmt translate` peak RSS, beam4, 10,000 lines / 100 <= 1.2"] == "no"
    assert rows["training tokens/s with `--subword-alpha 0.1` / without >= 0.9"] == "no"


def test_loss_curves_line_reads_the_curves_and_their_yardstick():
    """The report's loss-curve sentence from curves as a bf16 machine records them (so this
    runs on any CPU): the losses at five steps, the means and the yardstick."""
    report = _bench_module("harness.report")
    a = [4.0 - 0.01 * i for i in range(200)]
    curves = {"preset": "small", "steps": 200, "lr": 1e-3, "warmup_steps": 50,
              "fast_setting": "bf16", "fp32": a, "fast": [x + 0.02 for x in a],
              "fp32_reseeded": [x - 0.07 for x in a],
              "last10pct_mean": {"fp32": 1.5, "fast": 1.52, "fp32_reseeded": 1.55},
              "max_abs_diff": 0.04, "max_abs_diff_reseeded": 0.07}
    res = {"machine": {"cpu": "c", "cores": 2, "isa": ["avx2"], "torch": "t", "commit": "x",
                       "date": "d"}, "threads": 2, "quick": False,
           "matmul_peak_gflops": {"fp32": 100.0, "bf16": 400.0}, "training": [],
           "decoding": [], "loss_curves": curves, "translate_rss": {"skipped": "--only"},
           "prepare": {"skipped": "--only"}}
    lines = report.render(res).splitlines()
    assert "Matmul peak: fp32 100 GFLOP/s, bf16 400 GFLOP/s" in lines
    line = next(x for x in lines if x.startswith("Loss curves"))
    assert line == (
        "Loss curves (200 steps, small, lr 0.001 after 50 warmup steps): fp32 vs bf16: "
        "step 1: 4.000 / 4.020, 50: 3.510 / 3.530, 100: 3.010 / 3.030, 150: 2.510 / 2.530, "
        "200: 2.010 / 2.030; mean of last 10% 1.500 / 1.520; "
        "max |diff| 0.040. Yardstick, fp32 with other dropout masks: mean of last 10% 1.550, "
        "max |diff| from fp32 0.070")


def test_write_docs_replaces_only_the_results_block(tmp_path):
    report = _bench_module("harness.report")
    doc = tmp_path / "B.md"
    doc.write_text("# B\n\nintro\n\n<!-- results -->\n## Latest results\n\nold\n"
                   "<!-- /results -->\n\n## Method\n\nkept\n")
    report.write_docs(doc, "new table")
    text = doc.read_text()
    assert text == ("# B\n\nintro\n\n<!-- results -->\n## Latest results\n\nnew table\n"
                    "<!-- /results -->\n\n## Method\n\nkept\n")
    report.write_docs(doc, "newer")
    assert doc.read_text() == text.replace("new table", "newer")


def test_replace_block_swaps_one_marked_block_and_appends_it_the_first_time(tmp_path):
    """bench_real.py and bench_subword.py keep their tables in blocks of their own."""
    report = _bench_module("harness.report")
    doc = tmp_path / "B.md"
    doc.write_text("# B\n\n<!-- results -->\nr\n<!-- /results -->\n")
    report.replace_block(doc, "<!-- x -->", "<!-- /x -->", "<!-- x -->\none\n<!-- /x -->", "X")
    first = doc.read_text()
    assert first == ("# B\n\n<!-- results -->\nr\n<!-- /results -->\n\n## X\n\n"
                     "<!-- x -->\none\n<!-- /x -->\n")
    report.replace_block(doc, "<!-- x -->", "<!-- /x -->", "<!-- x -->\ntwo\n<!-- /x -->", "X")
    assert doc.read_text() == first.replace("one", "two")
