"""`nmt translate` on the GPU's decoding path, run on the CPU: ``NMT_GPU_PATHS=1`` makes the
command search with the fixed-shape step (``decode.fixed_search``; on a GPU it is replayed
as a CUDA graph) and cut token-sized batches at its buckets. Its outputs must be today's:
the legacy fixture's recorded translations, and, on a model trained on the shipped
sample, what the CPU's own search (``--engine torch``, computed here in this process)
prints, for greedy, beam 4, n-best 3, a two-model ensemble, ``--alignment`` and
``--force-target``; and 2,000 lines streamed through stdin keep their order, their count
and their empty lines.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import threading
import time

import pytest
import torch

from conftest import FIXTURES, NMT_ENV, save_model, slow, tiny_corpus
LEGACY = FIXTURES / "legacy"
EXPECTED = json.loads((LEGACY / "expected.json").read_text())
GPU_PATHS = {**os.environ, **NMT_ENV, "NMT_GPU_PATHS": "1"}


def translate(nmt_bin: str, args: list, text: str, env: dict = GPU_PATHS) -> str:
    """`nmt translate --engine torch --device cpu` with ``args``, ``text`` on stdin: the
    model's own lines (no splitting or span repair), as the in-process reference's."""
    proc = subprocess.run([nmt_bin, "translate", "--engine", "torch", "--device", "cpu",
                           "--no-split", "--no-protect", *map(str, args)], input=text,
                          capture_output=True, text=True,
                          env=env, timeout=slow(300))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def same_lines(got: str, want: str) -> None:
    """Equal outputs; n-best lines' scores to float32 rounding (the sixth decimal may
    differ: the fixed-shape step sums the same log-probabilities in another order, and the
    legacy fixture's were computed on another CPU: tests/e2e/test_legacy.py's
    SCORE_TOLERANCE, 1e-4, is the promise across machines)."""
    for mine, theirs in zip(got.split("\n"), want.split("\n"), strict=True):
        if mine.count("\t") != 2:
            assert mine == theirs
            continue
        (i, score, text), (j, want_score, want_text) = mine.split("\t"), theirs.split("\t")
        assert (i, text) == (j, want_text)
        assert abs(float(score) - float(want_score)) <= 1e-4, (mine, theirs)


def test_the_legacy_checkpoint_translates_as_the_code_that_wrote_it(nmt_bin, tmp_path):
    """One run, --nbest 3: its lists, and their first lines are beam 4's translations
    (greedy search is checked on the trained model below)."""
    src = "".join(x + "\n" for x in EXPECTED["inputs"])
    got = translate(nmt_bin, ["--ckpt", LEGACY / "run" / "checkpoint_last.pt", "--nbest", "3"],
                    src)
    same_lines(got, EXPECTED["translations"]["nbest3"])
    firsts = [x.split("\t")[2] for x in got.split("\n")[0::3] if x]
    assert firsts == EXPECTED["translations"]["beam4"].split("\n")[:-1]


def reference(ckpts: list, lines: list[str], targets: list[str] | None = None, **options) -> str:
    """What the CPU's own search prints (`nmt translate --engine torch` without the switch),
    computed in this process."""
    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.engine import open_engine
    from nmt_cli.decode.lines import Translator

    opts = DecodeOptions(engine="torch", **{"max_len_b": 12, **options})
    opened = open_engine(ckpts, opts, device="cpu", forced=targets is not None)
    assert opened.backend.buckets is None  # the eager search: the switch is off here
    translator = Translator(opened.backend, opened.tokenizer, opts)
    with torch.inference_mode():
        return "".join(x + "\n" for x in translator.translate_lines(lines, targets))


@pytest.fixture(scope="module")
def trained_pair(trained, bible_spm, tmp_path_factory):
    """The model trained on the sample, and a second member for an ensemble (its weights
    moved a little), with the first 16 dev sources as text and an empty line."""
    from nmt_cli.data.tokenizer import Tokenizer

    ckpt, model, sources = trained
    other = type(model)(model.cfg)
    other.load_state_dict(model.state_dict())
    torch.manual_seed(1)
    with torch.no_grad():
        for p in other.parameters():
            p.add_(0.05 * torch.randn_like(p))
    second = save_model(tmp_path_factory.mktemp("member") / "other.pt", other.eval(), bible_spm)
    tok = Tokenizer(bible_spm)
    lines = [tok.decode(s) for s in sources[:16]]
    lines[5:5] = [""]
    return ckpt, second, lines


# outputs of at most |x| + 12 pieces: the model, 20 s into its training, repeats itself
LIMIT = ["--max-len-b", "12"]
MODES = {"greedy": (["--greedy"], dict(beam=1)),
         "beam 4, n-best 3, alignment": (["--nbest", "3", "--alignment"],
                                         dict(nbest=3, alignment=True))}


@pytest.mark.parametrize("mode", MODES)
def test_a_model_trained_on_the_sample_translates_as_the_cpus_search(nmt_bin, trained_pair, mode):
    ckpt, _, lines = trained_pair
    args, options = MODES[mode]
    text = "".join(x + "\n" for x in lines)
    got = translate(nmt_bin, ["--ckpt", ckpt, *LIMIT, *args], text)
    same_lines(got, reference([ckpt], lines, **options))
    assert len(set(got.split("\n"))) > len(lines) // 2, "outputs hardly differ: weak test"


def test_an_ensemble_and_forced_targets_too(nmt_bin, trained_pair, tmp_path):
    ckpt, second, lines = trained_pair
    text = "".join(x + "\n" for x in lines)
    got = translate(nmt_bin, ["--ckpt", ckpt, "--ckpt", second, "--nbest", "2", *LIMIT], text)
    same_lines(got, reference([ckpt, second], lines, nbest=2))
    targets = tmp_path / "targets.txt"
    given = [x.split("\t")[2] for x in got.split("\n")[::2] if x]
    targets.write_text("".join(x + "\n" for x in given), encoding="utf-8")
    forced = translate(nmt_bin, ["--ckpt", ckpt, "--force-target", targets, *LIMIT], text)
    same_lines(forced, reference([ckpt], lines, given))


def streamed_lines(n: int = 2000, seed: int = 0) -> list[str]:
    """Short, long and empty lines, shuffled."""
    rng = random.Random(seed)
    words = tiny_corpus(n, seed=seed)
    lines = [" ".join(words[i].split()[:rng.choice((1, 2, 3, 12))]) if i % 3 else words[i]
             + " " + words[(i * 7) % n] for i in range(n)]
    for i in rng.sample(range(n), n // 10):
        lines[i] = ""
    return lines


def test_two_thousand_lines_streamed_keep_their_order_count_and_empty_lines(
        nmt_bin, tiny_checkpoint, tmp_path):
    """Written to stdin in bursts (several chunks), cut into token-sized batches at the
    fixed-shape step's buckets: the output is the CPU's, line for line."""
    lines = streamed_lines()
    args = ["--ckpt", tiny_checkpoint, "--greedy", "--max-len-b", "6", "--batch-tokens", "700"]
    with open(tmp_path / "stderr", "wb") as err:
        proc = subprocess.Popen([nmt_bin, "translate", "--engine", "torch", "--device", "cpu",
                                 *map(str, args)], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=err, env=GPU_PATHS)

        def write():
            for start in range(0, len(lines), 300):
                proc.stdin.write("".join(x + "\n" for x in lines[start:start + 300]).encode())
                proc.stdin.flush()
                time.sleep(0.2)
            proc.stdin.close()

        writer = threading.Thread(target=write)
        writer.start()
        out = proc.stdout.read()
        writer.join()
        proc.wait(timeout=slow(60))
    assert proc.returncode == 0, (tmp_path / "stderr").read_text()[-3000:]
    got = out.decode().split("\n")
    assert got[-1] == "" and len(got) - 1 == len(lines)
    assert [x == "" for x in got[:-1]] == [x == "" for x in lines]
    assert got[:-1] == reference([tiny_checkpoint], lines, beam=1, max_len_b=6).split("\n")[:-1]
    assert len(set(got)) > 100, "outputs hardly differ: weak test"
