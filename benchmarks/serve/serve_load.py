"""`make load-test` and `make bench-serve`: concurrent clients against `nmt serve` on 127.0.0.1.

An asyncio harness over httpx (one ``AsyncClient``, so one keep-alive connection, per
simulated user). Phases over the same server, side by side in one run:

* offline: ``nmt translate``'s decoding (its code, in a process of its own, timed from the
  first sentence to the last) over the same sentences with the same decoding options and
  batch limits (``--batch-tokens`` = the server's ``--max-batch-tokens``), and again at ``--batch-size`` = the number of
  clients (the largest batch they can fill); each before and after the server's phases;
* one client: each request alone, the next sent when the answer is in (what batching
  cannot help);
* ``--clients`` clients at once, each a closed loop: requests meet in the decoding loop's
  batches.

Each client sends one sentence of the sample's test set per LibreTranslate ``/translate``
request, its own slice of them (client k: sentences k, k + clients, ...), and with
``--check`` compares every answer with ``nmt translate``'s output for that sentence,
computed beforehand: a wrong or misrouted answer is an error, as a non-200 is. Reported per
phase: sentences/s, p50/p95/p99 latency, errors, and from ``/health`` the batches the server
decoded and their sizes (requests per batch).

Usage, from the repository root:
    python -m benchmarks.serve.serve_load [--ckpt CKPT] [--clients 16] [--seconds 60]
        [--single-seconds 20] [--check] [--offline] [--json out.json] [-- nmt serve options]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

import httpx

from benchmarks.paths import ROOT
from benchmarks.serve.serve_common import (Server, expected_outputs, machine, random_checkpoint,
                                           test_lines)


def offline(ckpt: Path, lines: list[str], batch_tokens: int, batch_size: int = 128) -> float:
    """Sentences/s of ``nmt translate``'s decoding (``offline_worker``) in a fresh process."""
    out = subprocess.run([sys.executable, "-m", "benchmarks.serve.serve_load", "--offline-worker",
                          str(ckpt), str(batch_tokens), str(batch_size)], cwd=ROOT,
                         input="\n".join(lines), capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def offline_worker(ckpt: str, batch_tokens: str, batch_size: str) -> None:
    """What ``nmt translate`` runs (its loader, SearchTranslator, Translator, defaults),
    timed from the first line to the last. Timing the command itself measured its
    start-up: importing torch varied by seconds on the shared machine, more than the
    decoding of all the sentences took."""
    import torch

    from nmt_cli.decode.contract import DecodeOptions
    from nmt_cli.decode.engine import load_models
    from nmt_cli.decode.lines import Translator
    from nmt_cli.decode.torch_backend import SearchTranslator
    from nmt_cli.device import keep_freed_memory

    lines = sys.stdin.read().split("\n")
    cpu = torch.device("cpu")
    models, tokenizer, trained_len, _ = load_models([Path(ckpt)], cpu)
    keep_freed_memory()
    torch.set_grad_enabled(False)
    # `nmt translate`'s defaults: beam 4, GNMT length penalty 0.6, a = 1, b = 50
    options = DecodeOptions(beam=4, lenpen=0.6, lenpen_style="gnmt", nbest=1, max_len_a=1.0,
                            max_len_b=50)
    translator = Translator(SearchTranslator(models, cpu, "fp32"), tokenizer, options,
                            batch_tokens=int(batch_tokens), batch_size=int(batch_size),
                            trained_len=trained_len)
    translator.translate_lines(lines[:1])  # warm-up, as the server's
    start = time.perf_counter()
    translator.translate_lines(lines)
    print(len(lines) / (time.perf_counter() - start))


async def phase(url: str, clients: int, seconds: float, lines: list[str], pair,
                expected: dict[str, str] | None) -> dict:
    """``clients`` closed-loop clients for ``seconds``; latencies of the requests that ended."""
    async with httpx.AsyncClient() as probe:
        before = (await probe.get(url + "health")).json()
    latencies: list[float] = []
    errors: list[str] = []
    stop_at = time.perf_counter() + seconds

    async def client(k: int) -> None:
        mine = lines[k::clients] or lines
        i = 0
        async with httpx.AsyncClient(base_url=url, timeout=120) as http:
            while time.perf_counter() < stop_at:
                text = mine[i % len(mine)]
                i += 1
                start = time.perf_counter()
                try:
                    r = await http.post("translate", json={"q": text, "source": pair[0],
                                                           "target": pair[1]})
                except httpx.HTTPError as e:
                    errors.append(f"client {k}: {type(e).__name__}: {e}")
                    continue
                took = time.perf_counter() - start
                if r.status_code != 200:
                    errors.append(f"client {k}: HTTP {r.status_code}: {r.text[:200]}")
                elif expected is not None and r.json()["translatedText"] != expected[text]:
                    errors.append(f"client {k}: {text!r} -> {r.json()['translatedText']!r}, "
                                  f"nmt translate: {expected[text]!r}")
                else:
                    latencies.append(took)

    start = time.perf_counter()
    await asyncio.gather(*(client(k) for k in range(clients)))
    elapsed = time.perf_counter() - start
    async with httpx.AsyncClient() as probe:
        after = (await probe.get(url + "health")).json()
    sizes = {k: v - before["batch_sizes"].get(k, 0) for k, v in after["batch_sizes"].items()}
    sizes = {k: v for k, v in sorted(sizes.items(), key=lambda kv: int(kv[0])) if v}
    batches = after["batches"] - before["batches"]
    done = len(latencies)
    q = statistics.quantiles(latencies, n=100) if done >= 2 else [float("nan")] * 99
    ms = lambda x: round(x * 1000, 1)
    return {"clients": clients, "seconds": round(elapsed, 1), "sentences": done,
            "errors": len(errors), "error_examples": errors[:5],
            "sentences_per_s": round(done / elapsed, 2),
            "p50_ms": ms(q[49]), "p95_ms": ms(q[94]), "p99_ms": ms(q[98]), "batches": batches,
            "requests_per_batch": round((after["requests"] - before["requests"]) / max(batches, 1), 2),
            "batch_sizes": sizes}


def main() -> None:
    if sys.argv[1:2] == ["--offline-worker"]:
        return offline_worker(*sys.argv[2:5])
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ckpt", type=Path, help="model to serve (default: random-weight tiny)")
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--seconds", type=float, default=20.0, help="the concurrent phase")
    ap.add_argument("--single-seconds", type=float, help="the one-client phase (default: --seconds)")
    ap.add_argument("--check", action="store_true",
                    help="compare every answer with nmt translate's output for its sentence")
    ap.add_argument("--offline", action="store_true", help="time nmt translate beside the server")
    ap.add_argument("--max-batch-tokens", type=int, default=4096, help="the server's, and offline's")
    ap.add_argument("--json", type=Path, help="write the results here too")
    ap.add_argument("serve_args", nargs="*", help="more nmt serve options (after --)")
    args = ap.parse_args()
    load_at_start = os.getloadavg()[0]
    offline_runs, offline_small_runs = [], []
    lines = test_lines()
    with tempfile.TemporaryDirectory() as tmp:
        ckpt = args.ckpt or random_checkpoint(Path(tmp))
        expected, offline_rate, offline_small = None, None, None
        if args.check:
            expected = dict(zip(lines, expected_outputs(ckpt, lines)))
        if args.offline:
            offline_rate = offline(ckpt, lines, args.max_batch_tokens)
        if args.offline and args.clients > 1:
            # the batches that many clients can fill at most: one sentence each
            offline_small = offline(ckpt, lines, args.max_batch_tokens, args.clients)
        server = Server(ckpt, "--device", "cpu", "--max-batch-tokens", str(args.max_batch_tokens),
                        *args.serve_args)
        try:
            print(server.banner, flush=True)
            languages = httpx.get(server.url + "languages").json()
            pair = (languages[0]["code"], languages[0]["targets"][0])
            httpx.post(server.url + "translate", json={"q": lines[0], "source": pair[0],
                                                       "target": pair[1]})  # warm-up
            results = [asyncio.run(phase(server.url, 1, args.single_seconds or args.seconds,
                                         lines, pair, expected))]
            if args.clients > 1:
                results.append(asyncio.run(phase(server.url, args.clients, args.seconds, lines,
                                                 pair, expected)))
        finally:
            code = server.stop()
        if args.offline:
            # again after the server's phases, and the mean of both: on a shared machine the
            # load moves within a run, and one offline figure may land in a quiet or busy spell
            again = offline(ckpt, lines, args.max_batch_tokens)
            offline_runs = [offline_rate, again]
            offline_rate = statistics.mean(offline_runs)
            if offline_small:
                again = offline(ckpt, lines, args.max_batch_tokens, args.clients)
                offline_small_runs = [offline_small, again]
                offline_small = statistics.mean(offline_small_runs)
    # the machine may be shared: its load says how much of it the run had
    report = {"date": date.today().isoformat(), "machine": machine(),
              "load_average_1min": [round(load_at_start, 2), round(os.getloadavg()[0], 2)],
              "model": str(args.ckpt or "random tiny"), "serve_args": args.serve_args,
              "server_exit": code, "offline_sentences_per_s": offline_rate and round(offline_rate, 2),
              "offline_batch_of_clients_sentences_per_s": offline_small and round(offline_small, 2),
              "offline_runs": [round(x, 2) for x in offline_runs],
              "offline_batch_of_clients_runs": [round(x, 2) for x in offline_small_runs],
              "phases": results}
    print(f"{report['date']}; machine: {report['machine']} (load average "
          f"{load_at_start:.2f} at the start, {os.getloadavg()[0]:.2f} at the end); model: {report['model']}; "
          f"nmt serve exit {code}; answers checked against nmt translate: {bool(args.check)}")
    print(f"| {'':<22} | sent/s | p50 ms | p95 ms | p99 ms | errors | requests/batch |")
    print("|---|---|---|---|---|---|---|")
    if offline_rate:
        print(f"| offline, --batch-size 128 | {offline_rate:.1f} (before, after: "
              f"{offline_runs[0]:.1f}, {offline_runs[1]:.1f}) | | | | | |")
    if offline_small:
        print(f"| offline, --batch-size {args.clients} | {offline_small:.1f} (before, after: "
              f"{offline_small_runs[0]:.1f}, {offline_small_runs[1]:.1f}) | | | | | |")
    for r in results:
        name = "1 client" if r["clients"] == 1 else f"{r['clients']} clients"
        print(f"| {name:<22} | {r['sentences_per_s']} | {r['p50_ms']} | {r['p95_ms']} | "
              f"{r['p99_ms']} | {r['errors']} | {r['requests_per_batch']} |")
    if len(results) == 2:
        print(f"{results[1]['clients']} clients / 1 client: "
              f"{results[1]['sentences_per_s'] / max(results[0]['sentences_per_s'], 1e-9):.2f}x"
              + (f"; {results[1]['clients']} clients / offline: "
                 f"{results[1]['sentences_per_s'] / offline_rate:.2f}x" if offline_rate else "")
              + (f" (at --batch-size {args.clients}: "
                 f"{results[1]['sentences_per_s'] / offline_small:.2f}x)" if offline_small else ""))
    for r in results:
        for e in r["error_examples"]:
            print("error:", e)
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    if code != 0 or any(r["errors"] for r in results):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
