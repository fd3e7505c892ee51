"""`nmt translate` end to end through the installed command (its streaming and batching
pieces in this process: tests/unit/test_translate_streaming.py)."""

from __future__ import annotations

import os
import random
import select
import subprocess
import time

import pytest
import torch

from conftest import slow, tiny_corpus, train_tiny_spm, write_tiny_checkpoint
from nmt_cli.config import BOS_ID, EOS_ID
from nmt_cli.data.tokenizer import Tokenizer
from nmt_cli.decode.contract import DecodeOptions, length_penalty


def run_nmt(nmt_bin, args, stdin: bytes = b"", timeout: int = 120):
    return subprocess.run([nmt_bin, "translate", *args], input=stdin, capture_output=True,
                          timeout=timeout, env={**os.environ, "OMP_NUM_THREADS": "1"})


def mixed_lines(n: int = 40, seed: int = 0) -> list[str]:
    """Shuffled short, long and empty lines."""
    rng = random.Random(seed)
    short = tiny_corpus(n // 2, seed=seed + 1)
    long_ = [" ".join(tiny_corpus(4, seed=seed + 10 + i)) for i in range(n // 4)]
    lines = [s.split()[0] for s in short[: n // 4]] + short[n // 4:] + long_ + [""] * (n // 8)
    rng.shuffle(lines)
    return lines


def test_order_and_count_with_mixed_lengths_match_one_line_at_a_time(nmt_bin, tiny_checkpoint):
    lines = mixed_lines()
    data = "".join(x + "\n" for x in lines).encode()
    for extra in (["--greedy"], ["--beam", "3"]):
        mixed = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "--batch-tokens", "60",
                                  "--max-len-b", "10", *extra], data)
        alone = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "--batch-size", "1",
                                  "--max-len-b", "10", *extra], data)
        assert mixed.returncode == 0, mixed.stderr.decode()
        assert alone.returncode == 0, alone.stderr.decode()
        out = mixed.stdout.decode().split("\n")
        assert out[-1] == "" and len(out) - 1 == len(lines)
        assert mixed.stdout == alone.stdout
        for src, hyp in zip(lines, out):
            assert (src == "") == (hyp == "")
        assert len(set(out)) > len(lines) // 2  # different inputs, different outputs


def test_interactive_streaming_answers_each_line_before_the_next(nmt_bin, tiny_checkpoint):
    proc = subprocess.Popen([nmt_bin, "translate", "--ckpt", str(tiny_checkpoint), "--greedy",
                             "--max-len-b", "5"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env={**os.environ, "OMP_NUM_THREADS": "1"})
    try:
        answers = []
        for line in ("the cat sleeps", "", "a big dog runs under the green tree"):
            proc.stdin.write(line.encode() + b"\n")
            proc.stdin.flush()
            deadline = time.monotonic() + slow(60)
            buf = b""
            while not buf.endswith(b"\n"):
                ready, _, _ = select.select([proc.stdout], [], [], max(0.0, deadline - time.monotonic()))
                assert ready, f"no translation of {line!r} within 60 s while stdin stays open"
                chunk = os.read(proc.stdout.fileno(), 65536)
                assert chunk, proc.stderr.read().decode()
                buf += chunk
            assert buf.count(b"\n") == 1
            answers.append(buf.decode().rstrip("\n"))
        assert answers[1] == "" and answers[0] and answers[2]
    finally:
        proc.stdin.close()
        proc.wait(timeout=slow(30))
    assert proc.returncode == 0


def test_invalid_utf8_and_crlf_keep_line_alignment(nmt_bin, tiny_checkpoint):
    data = b"the cat\n\xff\xfe broken \xc3\n\nsees a bird\r\nthe cat"  # no final newline
    res = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "--greedy", "--max-len-b", "6"], data)
    assert res.returncode == 0, res.stderr.decode()
    out = res.stdout.decode().split("\n")
    assert len(out) == 6 and out[-1] == ""
    assert out[0] == out[4] and out[2] == "" and out[1] and out[3]


def test_nbest_lines_scores_match_full_forward_pass(nmt_bin, tiny_checkpoint):
    lines = ["the cat sleeps", "", "a dog"]
    res = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "--beam", "4", "--nbest", "3",
                            "--max-len-b", "6", "--lenpen", "0.6"],
                  "".join(x + "\n" for x in lines).encode())
    assert res.returncode == 0, res.stderr.decode()
    rows = [r.split("\t") for r in res.stdout.decode().rstrip("\n").split("\n")]
    assert [int(r[0]) for r in rows] == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    from nmt_cli.decode.engine import load_for_inference
    from nmt_cli.decode.search import beam_search

    # Printed text can be re-segmented differently by the tokenizer, so follow the
    # exact tokens: the same search in-process must print the same lines, and its
    # token-level scores must equal a full forward pass under the length penalty.
    model, tok, _ = load_for_inference(tiny_checkpoint)
    for i, line in enumerate(lines):
        if not line:
            assert [(float(r[1]), r[2]) for r in rows[3 * i:3 * i + 3]] == [(0.0, "")] * 3
            continue
        src = torch.tensor([tok.encode(line) + [EOS_ID]])
        hyps = beam_search(model, src, DecodeOptions(beam=4, nbest=3, lenpen=0.6,
                                                     max_len_b=6))[0]
        for h, (_, score, text) in zip(hyps, rows[3 * i:3 * i + 3]):
            assert tok.decode(h.tokens) == text
            with torch.inference_mode():
                lp = model.generator(model(src, torch.tensor([[BOS_ID] + h.tokens])))[0]
            logprob = float(lp.gather(1, torch.tensor(h.tokens + [EOS_ID])[:, None]).sum())
            assert float(score) == pytest.approx(
                logprob / length_penalty(len(h.tokens) + 1, 0.6), abs=2e-6 + 1e-6 * abs(logprob))
    for a in range(0, 9, 3):
        scores = [float(r[1]) for r in rows[a:a + 3]]
        assert scores == sorted(scores, reverse=True)


def test_ensemble_of_two_checkpoints_prints_what_the_ensemble_decodes_in_python(
        nmt_bin, tiny_checkpoint, tiny_spm, tmp_path):
    """Two --ckpt of different weights: the n-best lines and scores of beam search over
    ``Ensemble([a, b])``, which neither member alone prints; a checkpoint with another
    vocabulary is refused in one line."""
    from nmt_cli.decode.engine import load_for_inference
    from nmt_cli.decode.ensemble import Ensemble
    from nmt_cli.decode.search import beam_search

    lines = tiny_corpus(8, seed=5)
    data = "".join(x + "\n" for x in lines).encode()
    a, b = tiny_checkpoint, write_tiny_checkpoint(tmp_path / "b.pt", tiny_spm, seed=1)
    opts = ["--nbest", "2", "--max-len-b", "6"]
    both = run_nmt(nmt_bin, ["--ckpt", str(a), "--ckpt", str(b), *opts], data)
    alone = [run_nmt(nmt_bin, ["--ckpt", str(c), *opts], data) for c in (a, b)]
    assert both.returncode == 0 and all(r.returncode == 0 for r in alone), both.stderr
    rows = [line.split("\t") for line in both.stdout.decode().splitlines()]
    assert len(rows) == 2 * len(lines)
    (model_a, tok, _), (model_b, _, _) = load_for_inference(a), load_for_inference(b)
    ensemble = Ensemble([model_a, model_b]).eval()
    for i, line in enumerate(lines):
        src = torch.tensor([tok.encode(line) + [EOS_ID]])
        hyps = beam_search(ensemble, src, DecodeOptions(beam=4, nbest=2, lenpen=0.6,
                                                        max_len_b=6))[0]
        for h, (number, score, text) in zip(hyps, rows[2 * i:2 * i + 2], strict=True):
            assert int(number) == i and text == tok.decode(h.tokens)
            # the command decodes the lines as one padded batch: float32 sums in another order
            assert float(score) == pytest.approx(h.score, rel=1e-6, abs=2e-6)

    def best_texts(stdout: bytes) -> list[str]:
        return [row.split("\t")[2] for row in stdout.decode().splitlines()[::2]]

    for member in alone:  # the second --ckpt counts: the best outputs are neither member's
        assert best_texts(member.stdout) != best_texts(both.stdout)
    other_spm = train_tiny_spm(tiny_corpus(300, seed=9), 100)
    assert Tokenizer(other_spm).vocab_size == 100  # a different vocabulary
    other = write_tiny_checkpoint(tmp_path / "other.pt", other_spm, seed=1)
    bad = run_nmt(nmt_bin, ["--ckpt", str(a), "--ckpt", str(other)], data)
    assert bad.returncode == 1 and b"sentencepiece" in bad.stderr and b"Traceback" not in bad.stderr


def test_bad_checkpoints_give_one_line_errors(nmt_bin, tiny_checkpoint, tmp_path):
    truncated = tmp_path / "truncated.pt"
    truncated.write_bytes(tiny_checkpoint.read_bytes()[:1000])
    text = tmp_path / "notes.txt"
    text.write_text("not a checkpoint\n")
    for path in (tmp_path / "missing.pt", truncated, text, tmp_path):
        res = run_nmt(nmt_bin, ["--ckpt", str(path)], b"hello\n")
        err = res.stderr.decode().strip()
        assert res.returncode == 1, err
        assert len(err.splitlines()) == 1 and "Traceback" not in err and str(path) in err
        assert res.stdout == b""


def test_negative_lenpen_is_refused_in_one_line(nmt_bin, tiny_checkpoint):
    res = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "--lenpen", "-0.5"], b"the cat\n")
    err = res.stderr.decode().strip()
    assert res.returncode == 1 and len(err.splitlines()) == 1 and "--lenpen" in err, err
    assert res.stdout == b""


def test_long_input_warns_once_and_files_in_and_out(nmt_bin, tiny_checkpoint, tmp_path):
    long_line = " ".join(tiny_corpus(20, seed=3))  # far beyond the fixture's max_len 64
    src = tmp_path / "in.txt"
    src.write_text(f"{long_line}\nthe cat\n{long_line}\n")
    dst = tmp_path / "out.txt"
    res = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "--greedy", "--max-len-b", "4",
                            "--max-len-a", "0", "--input", str(src), "--output", str(dst)])
    assert res.returncode == 0, res.stderr.decode()
    assert res.stderr.decode().count("warning") == 1
    out = dst.read_text().split("\n")
    assert len(out) == 4 and out[0] == out[2]


def test_a_huge_line_is_cut_and_every_line_still_answered(nmt_bin, tiny_checkpoint):
    # Uncut, a line this long asked the search for memory in proportion to its length
    # and took its whole chunk of lines down with it.
    huge = " ".join(tiny_corpus(300, seed=4))
    data = f"the cat\n{huge}\na dog\n{huge}\n".encode()
    res = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "--greedy", "--max-len-b", "5",
                            "--max-input-len", "20"], data)
    assert res.returncode == 0, res.stderr.decode()
    out = res.stdout.decode().split("\n")
    assert len(out) == 5 and out[-1] == "" and out[1] == out[3]
    err = res.stderr.decode()
    assert err.count("--max-input-len 20") == 1 and "line 2 " in err, err


def test_bad_paths_and_lengths_are_refused_before_any_work(nmt_bin, tiny_checkpoint, tmp_path):
    src = tmp_path / "in.txt"
    src.write_text("the cat\n")
    ckpt = ["--ckpt", str(tiny_checkpoint)]
    cases = {
        "is a directory": ["-i", str(src), "-o", str(tmp_path)],
        "does not exist": ["-i", str(src), "-o", str(tmp_path / "no" / "out.txt")],
        "same file": ["-i", str(src), "-o", str(src)],
        "--force-target and --output are the same file": [
            "-i", str(src), "--force-target", str(src), "-o", str(src)],
        "--max-len-a": ["--max-len-b", "-5"],
        "without --beam 5": ["--greedy", "--beam", "5"],
        "without --sampling-*": ["--greedy", "--sampling-topk", "5"],
        "--max-input-len": ["--max-input-len", "0"],
    }
    for expected, args in cases.items():
        res = run_nmt(nmt_bin, [*ckpt, *args], b"the cat\n")
        err = res.stderr.decode().strip()
        assert res.returncode == 1 and len(err.splitlines()) == 1, (args, err)
        assert expected in err and "Traceback" not in err, (args, err)
    assert src.read_text() == "the cat\n"  # -i X -o X left the input alone


def test_a_run_that_fails_half_way_leaves_the_old_output(nmt_bin, tiny_checkpoint, tmp_path):
    """-o is written beside and renamed at the end: a failure found while decoding (here
    the given translations run out) leaves what the file held, and no temp file."""
    src, given, out = tmp_path / "in.txt", tmp_path / "given.txt", tmp_path / "out.txt"
    src.write_text("the cat\na dog\n")
    given.write_text("the cat\n")
    out.write_text("PRECIOUS\n")
    res = run_nmt(nmt_bin, ["--ckpt", str(tiny_checkpoint), "-i", str(src), "--force-target",
                            str(given), "-o", str(out)], b"")
    err = res.stderr.decode().strip()
    assert res.returncode == 1 and "fewer than the input" in err, err
    assert out.read_text() == "PRECIOUS\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["given.txt", "in.txt", "out.txt"]


def test_output_onto_the_checkpoint_and_a_beam_wider_than_the_vocab_are_refused(
        nmt_bin, tiny_checkpoint, tmp_path):
    ckpt = tmp_path / "model.pt"
    ckpt.write_bytes(tiny_checkpoint.read_bytes())
    res = run_nmt(nmt_bin, ["--ckpt", str(ckpt), "-o", str(ckpt)], b"the cat\n")
    assert res.returncode == 1 and "would overwrite the model" in res.stderr.decode()
    assert ckpt.read_bytes() == tiny_checkpoint.read_bytes()
    vocab = Tokenizer(torch.load(ckpt, weights_only=True)["spm_model"]).vocab_size
    res = run_nmt(nmt_bin, ["--ckpt", str(ckpt), "--beam", str(vocab + 1)], b"the cat\n")
    err = res.stderr.decode().strip()
    assert res.returncode == 1 and len(err.splitlines()) == 1 and "vocabulary" in err, err
    # a beam as wide as the vocabulary is allowed; its batches shrink, its output does not change
    wide = ["--ckpt", str(ckpt), "--beam", "40", "--max-len-b", "3", "--max-len-a", "0"]
    lines = b"".join(x.encode() + b"\n" for x in tiny_corpus(6, seed=3))
    batched = run_nmt(nmt_bin, wide, lines)
    alone = run_nmt(nmt_bin, [*wide, "--batch-size", "1"], lines)  # a batch per sentence
    assert batched.returncode == 0 and alone.returncode == 0 and batched.stdout == alone.stdout
    assert len(batched.stdout.splitlines()) == 6


def test_closed_pipes_and_a_full_disk_are_not_internal_errors(nmt_bin, tiny_checkpoint):
    args = [nmt_bin, "translate", "--ckpt", str(tiny_checkpoint), "--greedy",
            "--max-len-a", "0", "--max-len-b", "2"]
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    # `| head -1` under `set -o pipefail`: the reader leaving early is not a failure
    lines = b"".join(f"the cat {i}\n".encode() for i in range(6000))  # several chunks
    proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    proc.stdin.write(lines)
    proc.stdin.close()
    proc.stdout.readline()
    proc.stdout.close()
    assert proc.wait(timeout=slow(120)) == 0, proc.stderr.read().decode()
    # closed stdin, and an output device that is full
    for redirect, expected in (("<&-", "stdin is closed"),
                               ("> /dev/full", "No space left on device")):
        res = subprocess.run(["bash", "-c", f'"$0" "$@" {redirect}', *args], input=b"the cat\n",
                             capture_output=True, timeout=slow(120), env=env)
        err = res.stderr.decode().strip()
        assert res.returncode == 1 and expected in err and "internal" not in err, (redirect, err)
        assert len(err.splitlines()) == 1, err


def test_a_run_directory_as_checkpoint_points_at_its_best_checkpoint(nmt_bin, tiny_checkpoint,
                                                                     tmp_path):
    (tmp_path / "checkpoint_best.pt").write_bytes(tiny_checkpoint.read_bytes())
    res = run_nmt(nmt_bin, ["--ckpt", str(tmp_path)], b"the cat\n")
    err = res.stderr.decode().strip()
    assert res.returncode == 1 and len(err.splitlines()) == 1, err
    assert "run directory" in err and str(tmp_path / "checkpoint_best.pt") in err


def test_input_may_be_a_pipe(nmt_bin, tiny_checkpoint):
    args = ["--ckpt", str(tiny_checkpoint), "--greedy", "--max-len-b", "5"]
    piped = run_nmt(nmt_bin, [*args, "-i", "/dev/stdin"], b"the cat\na dog\n")
    plain = run_nmt(nmt_bin, args, b"the cat\na dog\n")
    assert piped.returncode == 0, piped.stderr.decode()
    assert piped.stdout == plain.stdout and piped.stdout.count(b"\n") == 2
