"""What the `nmt serve` checks share: a model to serve and a real server on 127.0.0.1.

``serve_load.py`` (``make load-test``) and ``serve_browser.py`` (``make browser-test``) run
the installed ``nmt serve`` as a user does, on a free port of 127.0.0.1 only, and stop it
with SIGTERM. Without ``--ckpt`` they serve a random-weight model of the ``tiny`` preset with
a BPE vocabulary learned from the shipped sample: it has the real shapes, but it writes
nonsense up to the output limit, so it decodes longer than a trained model would.
"""

from __future__ import annotations

import io
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from nmt_cli.data.corpora import SHIPPED

SAMPLE = SHIPPED / "sample"


def nmt_command() -> str:
    """The ``nmt`` of this interpreter's environment, else the one on PATH."""
    exe = Path(sys.executable).parent / "nmt"
    return str(exe) if exe.exists() else (shutil.which("nmt") or "nmt")


def random_checkpoint(out: Path, vocab_size: int = 2000) -> Path:
    """A random-weight ``tiny`` preset checkpoint with a sample-trained BPE, en -> es."""
    import sentencepiece as spm
    import torch

    from nmt_cli.checkpoint import atomic_save, make_checkpoint
    from nmt_cli.config import preset
    from nmt_cli.model import Transformer

    lines = (SAMPLE / "train.en").read_text().splitlines() + (SAMPLE / "train.es").read_text().splitlines()
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(lines), model_writer=buf,
                                   vocab_size=vocab_size, model_type="bpe", pad_id=0, unk_id=1,
                                   bos_id=2, eos_id=3, character_coverage=1.0, minloglevel=2)
    cfg = preset("tiny").model
    cfg.vocab_size = vocab_size
    torch.manual_seed(0)
    model = Transformer(cfg)
    path = Path(out) / "random-tiny.pt"
    atomic_save(make_checkpoint(cfg, model.state_dict(), buf.getvalue(), data_manifest={
        "format": "nmt-cli-data", "version": 1, "corpus": "random", "src_lang": "en",
        "tgt_lang": "es"}), path)
    return path


def test_lines() -> list[str]:
    return [x for x in (SAMPLE / "test.en").read_text().splitlines() if x.strip()]


class Server:
    """``nmt serve`` in a subprocess on 127.0.0.1 and a free port; ``url`` once it listens."""

    def __init__(self, ckpt: Path, *args: str):
        self.proc = subprocess.Popen([nmt_command(), "serve", "--ckpt", str(ckpt), "--host",
                                      "127.0.0.1", "--port", "0", *args],
                                     stderr=subprocess.PIPE, text=True)
        first = self.proc.stderr.readline()
        match = re.search(r" at (http://127\.0\.0\.1:\d+/)", first)
        if not match:
            rest = self.proc.stderr.read() if self.proc.poll() is not None else ""
            self.proc.kill()
            raise SystemExit(f"nmt serve did not start: {first}{rest}")
        self.url = match.group(1)
        self.banner = first.strip()

    def stop(self) -> int:
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(60)
