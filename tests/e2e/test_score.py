"""`nmt score` against the sacrebleu command on the same files, and its error messages (the
refusals that need no process of their own run in this one)."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import slow, tiny_corpus
from nmt_cli import score
from nmt_cli.errors import NmtError

SACREBLEU = str(Path(sys.executable).parent / "sacrebleu")


def noisy(lines: list[str], rate: float, seed: int) -> list[str]:
    """Drop, swap and re-case words so scores land somewhere in the middle."""
    rng = random.Random(seed)
    out = []
    for line in lines:
        words = [w.capitalize() if rng.random() < rate / 2 else w for w in line.split()
                 if rng.random() > rate / 2]
        if len(words) > 2 and rng.random() < rate:
            i = rng.randrange(len(words) - 1)
            words[i], words[i + 1] = words[i + 1], words[i]
        out.append(" ".join(words) + ("." if rng.random() < 0.5 else ""))
    return out


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("score")
    ref = tiny_corpus(150, seed=4)
    hyp = noisy(ref, 0.4, 2)
    # hyp with every 15th line (10 of 150) from another draw of the same noise: a small change
    redrawn = noisy(ref, 0.4, 5)
    near = [redrawn[i] if i % 15 == 0 else line for i, line in enumerate(hyp)]
    texts = {"ref.txt": ref, "ref2.txt": noisy(ref, 0.2, 1), "hyp.txt": hyp,
             "close.txt": noisy(ref, 0.1, 3), "far.txt": noisy(ref, 0.9, 4), "near.txt": near}
    for name, lines in texts.items():
        (d / name).write_text("".join(x + "\n" for x in lines))
    return d


def run(cmd, cwd, stdin: bytes | None = None):
    return subprocess.run(cmd, cwd=cwd, input=stdin, capture_output=True, timeout=slow(120))


@pytest.mark.parametrize("nmt_args,sacre_args", [
    ([], []),
    (["-lc", "--tokenize", "intl"], ["-lc", "--chrf-lowercase", "-tok", "intl"]),
    (["--tokenize", "char"], ["-tok", "char"]),
])
def test_agrees_with_sacrebleu_command_to_every_digit(nmt_bin, files, nmt_args, sacre_args):
    for refs in (["ref.txt"], ["ref.txt", "ref2.txt"]):
        ours = run([nmt_bin, "score", "hyp.txt", *refs, *nmt_args], files)
        theirs = run([SACREBLEU, *refs, "-i", "hyp.txt", "-m", "bleu", "chrf", "ter",
                      "-f", "text", *sacre_args], files)
        assert ours.returncode == 0 and theirs.returncode == 0, ours.stderr + theirs.stderr
        assert ours.stdout.decode() == theirs.stdout.decode()
        assert ours.stdout.count(b"\n") == 3


def test_lines_split_where_sacrebleu_splits_them(nmt_bin, tmp_path):
    # sacrebleu splits at "\n" only: a lone "\r" stays inside its line, a CRLF ending goes.
    (tmp_path / "ref.txt").write_bytes(b"the cat sat on the mat\na dog\rbarked loudly\r\n"
                                       b"hello there\n")
    (tmp_path / "hyp.txt").write_bytes(b"the cat sat on a mat\na dog barked\nhello there\n")
    ours = run([nmt_bin, "score", "hyp.txt", "ref.txt"], tmp_path)
    stdin = run([nmt_bin, "score", "-", "ref.txt"], tmp_path,
                stdin=(tmp_path / "hyp.txt").read_bytes())
    theirs = run([SACREBLEU, "ref.txt", "-i", "hyp.txt", "-m", "bleu", "chrf", "ter",
                  "-f", "text"], tmp_path)
    assert ours.returncode == 0 and theirs.returncode == 0, ours.stderr + theirs.stderr
    assert ours.stdout.decode() == theirs.stdout.decode() == stdin.stdout.decode()


def test_stdin_and_json_match_the_text_scores(nmt_bin, files):
    hyp = (files / "hyp.txt").read_bytes()
    text = run([nmt_bin, "score", "-", "ref.txt", "-m", "bleu,ter"], files, stdin=hyp)
    js = run([nmt_bin, "score", "hyp.txt", "ref.txt", "-m", "bleu,ter", "--json"], files)
    theirs = run([SACREBLEU, "ref.txt", "-i", "hyp.txt", "-m", "bleu", "ter", "-f", "json"], files)
    assert text.returncode == js.returncode == 0, text.stderr + js.stderr
    ours, sacre = json.loads(js.stdout), json.loads(theirs.stdout)
    assert [(r["name"], r["score"], r["signature"]) for r in ours] == \
        [(r["name"], r["score"], r["signature"]) for r in sacre]
    for line, r in zip(text.stdout.decode().splitlines(), ours):
        assert f"= {r['score']:.1f}" in line


def test_paired_bootstrap_flags_a_real_gain_and_not_a_loss(nmt_bin, files):
    better = run([nmt_bin, "score", "--compare", "far.txt", "close.txt", "ref.txt", "--json"], files)
    assert better.returncode == 0, better.stderr
    report = json.loads(better.stdout)
    assert {r["metric"] for r in report["results"]} == {"BLEU", "chrF2", "TER"}
    assert all(r["significant"] for r in report["results"])
    worse = run([nmt_bin, "score", "--compare", "close.txt", "far.txt", "ref.txt"], files)
    assert worse.returncode == 0
    assert "significant" not in worse.stdout.decode().split("\n")[1]
    assert worse.stdout.decode().count("B is not better than A") == 3
    # The scores are the plain corpus scores of each system.
    plain = json.loads(run([nmt_bin, "score", "close.txt", "ref.txt", "-m", "bleu", "--json"],
                           files).stdout)
    bleu = next(r for r in report["results"] if r["metric"] == "BLEU")
    assert round(bleu["b"], 1) == plain[0]["score"]


def test_paired_bootstrap_calls_a_small_difference_not_significant_with_sacrebleus_p(
        nmt_bin, files):
    """hyp.txt against itself with 10 of 150 lines redrawn: B is ahead on BLEU and TER but
    not significantly, and each p-value is the one the sacrebleu command computes with
    the same resamples (1000, seed 12345)."""
    js = run([nmt_bin, "score", "--compare", "hyp.txt", "near.txt", "ref.txt", "--json"], files)
    text = run([nmt_bin, "score", "--compare", "hyp.txt", "near.txt", "ref.txt"], files)
    theirs = run([SACREBLEU, "ref.txt", "-i", "hyp.txt", "near.txt", "-m", "bleu", "chrf", "ter",
                  "--paired-bs", "--paired-bs-n", "1000", "-f", "text", "--no-color"], files)
    assert js.returncode == text.returncode == theirs.returncode == 0, \
        js.stderr + text.stderr + theirs.stderr
    report = json.loads(js.stdout)
    assert report["n_samples"] == 1000
    results = {r["metric"]: r for r in report["results"]}
    assert list(results) == ["BLEU", "chrF2", "TER"]
    assert results["BLEU"]["b_better"] and results["TER"]["b_better"]  # ahead, a little
    assert 0 < abs(results["BLEU"]["delta"]) < 1.5
    assert not any(r["significant"] for r in results.values())
    assert all(r["p_value"] > 0.05 for r in results.values())
    lines = text.stdout.decode().splitlines()
    assert sum("B's gain is not significant (p >= 0.05)" in line for line in lines) == 2
    # sacrebleu's table prints B's p-value under each metric, in the order asked for
    sacre = theirs.stdout.decode()
    assert "bs:1000|seed:12345" in sacre
    their_p = [float(p) for p in re.findall(r"\(p = ([0-9.]+)\)", sacre)]
    assert len(their_p) == 3
    for (name, r), p, line in zip(results.items(), their_p, lines[1:4]):
        assert round(r["p_value"], 4) == p, (name, r["p_value"], p)
        assert line.startswith(name) and f"p = {p:.4f}" in line, line
        assert "bs:1000|seed:12345" in r["signature"]


def test_errors_name_files_and_counts_in_one_line(nmt_bin, files, tmp_path):
    short = tmp_path / "short.txt"
    short.write_text("one line\n")
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    cases = [
        (["hyp.txt", str(short)], ["hyp.txt: 150", f"{short}: 1"]),
        ([str(empty), "ref.txt"], [str(empty), "empty"]),
        (["hyp.txt", "missing.txt"], ["missing.txt", "not found"]),
        (["hyp.txt"], ["HYP REF"]),
        (["hyp.txt", "ref.txt", "-m", "bleu,meteor"], ["meteor"]),
    ]
    try:  # sacrebleu's missing-extra message is a paragraph; ours must stay one line
        import MeCab  # noqa: F401
    except ImportError:
        cases.append((["hyp.txt", "ref.txt", "--tokenize", "ja-mecab"], ["pip install sacrebleu[ja]"]))
    for args, needles in cases:
        res = run([nmt_bin, "score", *args], files)
        err = res.stderr.decode().strip()
        assert res.returncode == 1 and len(err.splitlines()) == 1, err
        assert "Traceback" not in err and all(n in err for n in needles), err


def test_closed_stdin_and_stdout_fail_in_one_line(nmt_bin, files):
    """`<&-` and `>&-`: the process starts with sys.stdin or sys.stdout None."""
    for redirect, args, expected in (("<&-", ["-", "ref.txt"], "stdin is closed"),
                                     (">&-", ["hyp.txt", "ref.txt"], "stdout is closed")):
        res = subprocess.run(["bash", "-c", f'"$0" score "$@" {redirect}', nmt_bin, *args],
                             cwd=files, capture_output=True, timeout=slow(120))
        err = res.stderr.decode().strip()
        assert res.returncode == 1 and len(err.splitlines()) == 1, (redirect, err)
        assert err.startswith(f"error: {expected}"), (redirect, err)


def score_here(*files, metrics: str = "bleu,chrf,ter") -> None:
    """``nmt score FILES -m METRICS`` in this process."""
    score.run_score(files=[str(f) for f in files], metrics=metrics, lowercase=False,
                    tokenize="13a", as_json=False, compare=False)


def test_closed_streams_are_refused_before_anything_is_read(files, monkeypatch):
    monkeypatch.setattr(sys, "stdin", None)
    with pytest.raises(NmtError, match=r"^stdin is closed: give the lines to score as a file"):
        score_here("-", files / "ref.txt")
    monkeypatch.setattr(sys, "stdout", None)
    with pytest.raises(NmtError, match=r"^stdout is closed: nmt score prints the scores there"):
        score_here(files / "hyp.txt", files / "ref.txt")


def test_ter_refuses_a_line_too_long_for_its_memory_in_one_line(tmp_path, capsys):
    limit = score.TER_MAX_WORDS
    ref = tmp_path / "ref.txt"
    ref.write_text("a short line\nanother one\nthe last\n")
    hyp = tmp_path / "hyp.txt"
    # one reference word against many: cheap for TER, so that without the check it would
    # score the line instead of refusing it
    hyp.write_text("a short line\n" + "word " * (limit + 1) + "\nthe last\n")
    with pytest.raises(NmtError) as e:
        score_here(hyp, ref)
    message = str(e.value)
    assert message.startswith(f"line 2 of {hyp} has more than {limit:,} words"), message
    assert "(-m bleu,chrf)" in message and "\n" not in message
    with pytest.raises(NmtError, match=r"^line 2 of ref.txt has more than"):  # references too
        score.check_ter_lengths(["hyp.txt", "ref.txt"],
                                [["a", "b"], ["a", " x" * (limit + 1)]])
    score.check_ter_lengths(["hyp.txt"], [["x " * limit]])  # the limit itself is scored
    capsys.readouterr()
    score_here(hyp, ref, metrics="bleu,chrf")  # the advice works: no TER, no refusal
    assert capsys.readouterr().out.count("\n") == 2


def test_running_out_of_memory_while_scoring_is_one_line(files, monkeypatch):
    def exhausted(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(score, "score_corpus", exhausted)
    with pytest.raises(NmtError, match=r"^out of memory while scoring bleu, ter: .*-m bleu,chrf"):
        score_here(files / "hyp.txt", files / "ref.txt", metrics="bleu,ter")


def test_binary_and_non_utf8_files_are_named(tmp_path, capsys):
    """A binary file scored against itself gave BLEU 100; bytes that are not UTF-8 were
    replaced without a word. In process: what is under test is the reading."""
    binary, latin1 = tmp_path / "model.pt", tmp_path / "latin1.txt"
    binary.write_bytes(b"PK\x03\x04\x00\x00 weights\n")
    latin1.write_bytes("a line\ncaf\xe9 au lait\n".encode("latin-1"))
    with pytest.raises(NmtError, match=r"model.pt holds a NUL byte \(line 1\)"):
        score.read_lines(str(binary), [False])
    assert score.read_lines(str(latin1), [False]) == ["a line", "caf\ufffd au lait"]
    err = capsys.readouterr().err
    assert "latin1.txt is not UTF-8 text (line 2)" in err and len(err.splitlines()) == 1
