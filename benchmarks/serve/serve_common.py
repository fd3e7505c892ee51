"""What the `nmt serve` checks share: a model to serve and a real server on 127.0.0.1.

``serve_load.py`` (``make load-test``) and ``serve_browser.py`` (``make browser-test``) run
the installed ``nmt serve`` as a user does, on a free port of 127.0.0.1 only, and stop it
with SIGTERM. Without ``--ckpt`` they serve a random-weight model of the ``tiny`` preset with
a BPE vocabulary learned from the shipped sample: it has the real shapes, but it writes
nonsense up to the output limit, so it decodes longer than a trained model would.
"""

from __future__ import annotations

import io
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import threading
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


# the options `nmt serve` shares with `nmt translate`: its answers are that command's
SHARED_OPTIONS = ("--beam", "--lenpen", "--lenpen-style", "--max-len-a", "--max-len-b",
                  "--max-input-len", "--engine", "--precision")


def translate_options(serve_args: list[str]) -> list[str]:
    """The ``nmt translate`` options among ``serve_args`` (each a flag and its value)."""
    return [x for i, flag in enumerate(serve_args[:-1]) if flag in SHARED_OPTIONS
            for x in (flag, serve_args[i + 1])]


def test_lines() -> list[str]:
    return [x for x in (SAMPLE / "test.en").read_text().splitlines() if x.strip()]


def expected_outputs(ckpt: Path, lines: list[str], *options: str) -> list[str]:
    """The real ``nmt translate`` command's output for ``lines`` (with more ``options``):
    what every answer must be."""
    out = subprocess.run([nmt_command(), "translate", "--ckpt", str(ckpt), "--device", "cpu",
                          *options],
                         input="".join(x + "\n" for x in lines), capture_output=True,
                         text=True, check=True)
    return out.stdout.split("\n")[:-1]


def machine() -> str:
    cpu = platform.processor()
    if os.path.exists("/proc/cpuinfo"):
        cpu = next((x.split(":", 1)[1].strip() for x in Path("/proc/cpuinfo").read_text().splitlines()
                    if x.startswith("model name")), cpu)
    return f"{cpu}, {os.cpu_count()} cores"


class Server:
    """``nmt serve`` in a subprocess on 127.0.0.1 and a free port; ``url`` once it listens.

    Its log (stderr after the banner) is read as it comes, into ``log``: a server whose
    log nobody reads would block once the pipe is full.
    """

    def __init__(self, ckpt: Path, *args: str, env: dict | None = None):
        self.proc = subprocess.Popen([nmt_command(), "serve", "--ckpt", str(ckpt), "--host",
                                      "127.0.0.1", "--port", "0", *args],
                                     stderr=subprocess.PIPE, text=True, env=env)
        first = self.proc.stderr.readline()
        match = re.search(r" at (http://127\.0\.0\.1:\d+/)", first)
        if not match:
            rest = self.proc.stderr.read() if self.proc.poll() is not None else ""
            self.proc.kill()
            raise SystemExit(f"nmt serve did not start: {first}{rest}")
        self.url = match.group(1)
        self.banner = first.strip()
        self.log: list[str] = []
        self._reader = threading.Thread(target=lambda: self.log.extend(self.proc.stderr),
                                        daemon=True)
        self._reader.start()

    def rss_kb(self, field: str = "VmRSS") -> int:
        """The server's resident memory (``VmHWM``: its peak so far), from /proc."""
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        raise RuntimeError(f"no {field} in /proc/{self.proc.pid}/status")

    def stop(self) -> int:
        self.proc.send_signal(signal.SIGTERM)
        code = self.proc.wait(60)
        self._reader.join(10)
        return code
