"""The figures of docs/SERVE.md's "Many languages": one `nmt serve` over several models.

    python -m benchmarks.investigations.serve_languages --model en-es=ES.pt \\
        --model en-de=DE.pt --model es-en=ESEN.pt --dev en-es=DIR --dev en-de=DIR

Starts the installed ``nmt serve`` as a user would (port 0), then measures:

* agreement: each direct pair's /translate (through LibreTranslate's own client,
  ``libretranslatepy``) against ``nmt translate`` with that model, line for line, on the
  first ``--lines`` dev sentences;
* pivot: a request for a pair no model translates (the first source that reaches a target
  only through another language), whether the answer says it pivoted;
* memory: the server's resident memory (VmRSS, and its peak VmHWM) with every model
  loaded, and with ``--max-models-loaded 1`` under requests that alternate between pairs,
  against one model alone: the bound holds when the peak stays under one model's RSS plus
  one model;
* the first request after a load, against the same request once loaded;
* detection: /detect's accuracy on each dev side (every language the server knows).

Prints a markdown table per measurement; nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

NMT = str(Path(sys.executable).with_name("nmt"))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", action="append", required=True, help="SRC-TGT=PATH")
    p.add_argument("--dev", action="append", default=[],
                   help="SRC-TGT=DIR holding dev.SRC and dev.TGT (detection and agreement)")
    p.add_argument("--lines", type=int, default=100, help="dev lines for agreement")
    p.add_argument("--rounds", type=int, default=6, help="alternating requests under the bound")
    p.add_argument("--synthetic", metavar="PRESET",
                   help="measure memory only, on three random-weight models of this preset "
                        "(small, base: where a model's weights, not the runtime, dominate), "
                        "with the first --model's tokenizer")
    a = p.parse_args()
    if a.synthetic:
        return synthetic(a)
    pairs = {m.split("=", 1)[0]: m.split("=", 1)[1] for m in a.model}
    devs = {d.split("=", 1)[0]: Path(d.split("=", 1)[1]) for d in a.dev}
    print(f"machine: {_cpu()}; models: {', '.join(f'{k}={Path(v).name}' for k, v in pairs.items())}\n")
    with Server(a.model) as server:
        agreement(server, pairs, devs, a.lines)
        pivot(server, pairs, devs)
        detection(server, devs)
        full = server.rss()
    memory(a.model, pairs, devs, a.rounds, full)


# ---------------------------------------------------------------------------- a server


class Server:
    """``nmt serve --port 0`` with these models, until the block ends."""

    def __init__(self, models: list[str], *flags: str):
        self.args = [NMT, "serve", "--port", "0", "--device", "cpu"]
        self.args += [x for m in models for x in ("--model", m)] + list(flags)

    def __enter__(self) -> "Server":
        self.proc = subprocess.Popen(self.args, stderr=subprocess.PIPE, text=True,
                                     env={**os.environ, "PYTHONUNBUFFERED": "1"})
        banner = ""
        while "web page" not in banner:
            line = self.proc.stderr.readline()
            if not line:
                raise SystemExit(f"nmt serve did not start:\n{banner}")
            banner += line
        self.base = re.search(r"at (http://\S+?)/?\s", banner).group(1)
        from libretranslatepy import LibreTranslateAPI

        self.api = LibreTranslateAPI(self.base + "/")
        return self

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        self.proc.wait(60)

    def rss(self) -> tuple[int, int]:
        """(VmRSS, VmHWM) of the server process, in MiB."""
        status = Path(f"/proc/{self.proc.pid}/status").read_text()
        get = lambda key: int(re.search(rf"{key}:\s+(\d+) kB", status).group(1)) // 1024
        return get("VmRSS"), get("VmHWM")


def _lines(path: Path, n: int | None = None) -> list[str]:
    out = [x.rstrip("\n") for x in path.read_text(encoding="utf-8").splitlines()]
    return out[:n] if n else out


def _cpu() -> str:
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return f"{line.split(':', 1)[1].strip()}, {os.cpu_count()} cores"
    return "unknown CPU"


# ---------------------------------------------------------------------------- measurements


def agreement(server: Server, pairs: dict, devs: dict, n: int) -> None:
    print("| pair | lines | same as `nmt translate` |\n|---|---|---|")
    for pair, path in pairs.items():
        src, tgt = pair.split("-")
        dev = next((d for k, d in devs.items() if k.startswith(src + "-")), None)
        if dev is None:
            continue
        lines = _lines(dev / f"dev.{src}", n)
        want = subprocess.run([NMT, "translate", "--ckpt", path], input="\n".join(lines) + "\n",
                              capture_output=True, text=True, check=True).stdout.split("\n")[:-1]
        got = [server.api.translate(x, src, tgt) for x in lines]
        print(f"| {pair} | {len(lines)} | {sum(g == w for g, w in zip(got, want))} |")
    print()


def pivot(server: Server, pairs: dict, devs: dict) -> None:
    import json
    import urllib.request

    langs = server.api.languages()
    for entry in langs:
        for tgt in entry["targets"]:
            if f"{entry['code']}-{tgt}" not in pairs:
                dev = next((d for k, d in devs.items() if entry["code"] in k.split("-")), None)
                text = _lines(dev / f"dev.{entry['code']}", 1)[0] if dev else "hola"
                body = json.dumps({"q": text, "source": entry["code"], "target": tgt}).encode()
                req = urllib.request.Request(server.base + "/translate", data=body,
                                             headers={"Content-Type": "application/json"})
                answer = json.loads(urllib.request.urlopen(req, timeout=120).read())
                print(f"pivot {entry['code']}->{tgt}: {text!r} -> "
                      f"{answer['translatedText']!r} (pivot: {answer.get('pivot')})\n")
                return


def detection(server: Server, devs: dict) -> None:
    print("| dev side | lines | /detect right | share |\n|---|---|---|---|")
    right_all = total = 0
    for pair, d in devs.items():
        for lang in pair.split("-"):
            lines = [x for x in _lines(d / f"dev.{lang}") if x.strip()]
            right = 0
            for x in lines:
                try:
                    right += server.api.detect(x)[0]["language"] == lang
                except Exception:  # an undetectable line (digits, a lone placeholder): wrong
                    pass
            right_all, total = right_all + right, total + len(lines)
            print(f"| {pair} {lang} | {len(lines)} | {right} | {100 * right / len(lines):.1f}% |")
    print(f"| all | {total} | {right_all} | {100 * right_all / max(total, 1):.1f}% |\n")


def memory(models: list[str], pairs: dict, devs: dict, rounds: int, full: tuple) -> None:
    """Every model loaded, against --max-models-loaded 1 under alternating pairs: the bound
    holds where the peak stays under one loaded model's resident memory plus one model
    (what each further model adds with every one loaded)."""
    directs = list(pairs)[:2]
    text = {p: (_lines(next(d for k, d in devs.items() if k.startswith(p.split("-")[0] + "-"))
                       / f"dev.{p.split('-')[0]}", 8)) for p in directs}
    with Server(models, "--max-models-loaded", "1") as bound:
        bound.api.translate(text[directs[0]][0], *directs[0].split("-"))
        start = bound.rss()
        timings = []
        for r in range(rounds):
            pair = directs[r % 2]
            started = time.perf_counter()
            bound.api.translate("\n".join(text[pair]), *pair.split("-"))
            first = time.perf_counter() - started
            started = time.perf_counter()
            bound.api.translate("\n".join(text[pair]), *pair.split("-"))
            timings.append((pair, first, time.perf_counter() - started))
        bounded = bound.rss()
    per_model = (full[0] - start[0]) / (len(models) - 1)
    print("| server | RSS MiB | peak MiB |\n|---|---|---|")
    print(f"| {len(models)} models, --max-models-loaded 1, one loaded and used | "
          f"{start[0]} | {start[1]} |")
    print(f"| the same after {rounds} alternations between {' and '.join(directs)} | "
          f"{bounded[0]} | {bounded[1]} |")
    print(f"| all {len(models)} models loaded | {full[0]} | {full[1]} |\n")
    print(f"a model adds {per_model:.0f} MiB loaded; the bound + one model is "
          f"{start[0] + per_model:.0f} MiB; the peak under the bound: {bounded[1]} MiB "
          f"({'within' if bounded[1] <= start[0] + per_model else 'over'})\n")
    print("| request | after a load (s) | loaded (s) |\n|---|---|---|")
    for pair, first, again in timings:
        print(f"| {pair}, 8 lines | {first:.2f} | {again:.2f} |")


def synthetic(a) -> None:
    """``memory`` over three random-weight models of ``a.synthetic``'s shape."""
    import tempfile

    import torch

    from nmt_cli.checkpoint import atomic_save, load_checkpoint, make_checkpoint
    from nmt_cli.config import preset
    from nmt_cli.model import Transformer

    source = load_checkpoint(a.model[0].split("=", 1)[-1])
    cfg = preset(a.synthetic).model
    cfg.vocab_size = source["model_config"]["vocab_size"]
    with tempfile.TemporaryDirectory() as tmp:
        models, pairs = [], {}
        for seed, pair in enumerate(("en-es", "en-de", "es-en")):
            torch.manual_seed(seed)
            path = Path(tmp) / f"{pair}.pt"
            atomic_save(make_checkpoint(cfg, Transformer(cfg).state_dict(), source["spm_model"],
                                        data_manifest={"src_lang": pair[:2], "tgt_lang": pair[3:]}),
                        path)
            models.append(f"{pair}={path}")
            pairs[pair] = str(path)
        devs = {d.split("=", 1)[0]: Path(d.split("=", 1)[1]) for d in a.dev}
        params = sum(p.numel() for p in Transformer(cfg).parameters())
        print(f"machine: {_cpu()}; three random {a.synthetic} models, {params / 1e6:.1f}M parameters\n")
        with Server(models) as server:
            for pair in ("en-es", "en-de", "es-en"):
                server.api.translate("Hello.", *pair.split("-"))
            full = server.rss()
        memory(models, pairs, devs, a.rounds, full)


if __name__ == "__main__":
    main()
