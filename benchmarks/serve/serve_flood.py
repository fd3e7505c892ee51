"""`make flood`: 10 times what `nmt serve` can answer, for 60 s, and what it does with it.

The installed ``nmt serve`` runs on 127.0.0.1 (``serve_common.Server``). First its
capacity is measured: 16 closed-loop clients for ``--capacity-seconds``, one sentence of
the sample's test set per LibreTranslate ``/translate`` request (``serve_load.phase``).
Then ``--clients`` clients send ``--factor`` times that many requests a second for
``--seconds``, open-loop: each request leaves on its schedule whether or not the earlier
ones are answered (each on a connection of its client's pool, ``raw_http``: httpx could
not send that fast), and waits at most ``--timeout`` seconds for its whole answer.

Every request must be answered: 200 with ``nmt translate``'s output for its sentence
(computed beforehand, with the server's decoding options), or 503/429 within ``--quick``
seconds. CTranslate2 (the CPU's default engine) may answer a sentence that reaches its
output limit differently in another batch (``decode/ct2_backend.py``): an answer may be
the command's output with all the sentences in its batches or with ``--batch-size 1``,
and the sentences where those two differ are counted. Nothing may time out; the server's
RSS (``/proc/PID/status``) must be back within 10% of what it was when the flood began,
once it is over (read after a request that fills the largest batch the server decodes:
the allocator keeps that much for reuse), and the server must then answer as before and
exit 0 on SIGTERM.

Usage, from the repository root:
    python -m benchmarks.serve.serve_flood [--ckpt CKPT] [--clients 64] [--seconds 60]
        [--factor 10] [--json out.json] [-- nmt serve options]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import statistics
import tempfile
import time
from datetime import date
from pathlib import Path
from urllib.parse import urlsplit

import httpx

from benchmarks.paths import ROOT
from benchmarks.serve.raw_http import Pool
from benchmarks.serve.serve_common import (Server, expected_outputs, machine, random_checkpoint,
                                           test_lines, translate_options)
from benchmarks.serve.serve_load import phase

TRAINED = ROOT / "runs" / "sample-tiny" / "checkpoint_best.pt"  # `make demo`'s model


def quantiles(xs: list[float]) -> dict:
    """p50, p95, p99 of ``xs`` (seconds) in milliseconds."""
    if len(xs) < 2:
        return {"p50_ms": None, "p95_ms": None, "p99_ms": None}
    q = statistics.quantiles(xs, n=100)
    return {"p50_ms": round(q[49] * 1000, 1), "p95_ms": round(q[94] * 1000, 1),
            "p99_ms": round(q[98] * 1000, 1)}


async def flood(server: Server, lines: list[str], pair, expected: dict[str, set[str]], args,
                rate: float) -> dict:
    """``rate`` requests a second from ``args.clients`` clients for ``args.seconds``."""
    answers: list[tuple[str, float]] = []  # (outcome, seconds)
    examples: dict[str, str] = {}
    rss_peak = [server.rss_kb()]
    start = time.perf_counter() + 0.5
    total = int(rate * args.seconds)
    late = []

    host, port = urlsplit(server.url).hostname, urlsplit(server.url).port
    encoded = {x: Pool(host, port).request("/translate", {"q": x, "source": pair[0],
                                                          "target": pair[1]}) for x in lines}

    async def one(pool: Pool, text: str) -> None:
        sent = time.perf_counter()
        try:
            r = await asyncio.wait_for(pool.send(encoded[text]), args.timeout)
        except asyncio.TimeoutError:
            outcome = "timeout"
        except (OSError, asyncio.IncompleteReadError, ValueError) as e:
            outcome = f"failed: {type(e).__name__}"
        else:
            outcome = str(r.status)
            if r.status == 200 and r.json()["translatedText"] not in expected[text]:
                outcome = "200 wrong"
            elif r.status in (429, 503) and "retry-after" not in r.headers:
                outcome = f"{r.status} without Retry-After"
            examples.setdefault(outcome, r.body[:200].decode(errors="replace"))
        answers.append((outcome, time.perf_counter() - sent))

    async def client(k: int) -> None:
        pool = Pool(host, port)  # the raw_http client: httpx could not send this fast
        tasks = []
        for i in range(k, total, args.clients):  # request i leaves at start + i / rate
            delay = start + i / rate - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            else:
                late.append(-delay)
            tasks.append(asyncio.create_task(one(pool, lines[i % len(lines)])))
        await asyncio.gather(*tasks)
        pool.close()

    async def watch() -> None:
        while len(answers) < total:
            rss_peak.append(server.rss_kb())
            await asyncio.sleep(1)

    began = time.perf_counter()
    await asyncio.gather(watch(), *(client(k) for k in range(args.clients)))
    took = time.perf_counter() - began
    by = collections.defaultdict(list)
    for outcome, seconds in answers:
        by[outcome].append(seconds)
    return {"offered_per_s": round(rate, 1), "requests": total,
            "sent_per_s": round(total / max(took - 0.5, 1e-9), 1),
            "sent_late_over_100ms": sum(x > 0.1 for x in late), "seconds": round(took, 1),
            "answered_200_per_s": round(len(by["200"]) / args.seconds, 1),
            "by_outcome": {k: len(v) for k, v in sorted(by.items())},
            "latency_by_outcome": {k: quantiles(v) for k, v in sorted(by.items())},
            "latency_all": quantiles([s for _, s in answers]),
            "rss_peak_kb": max(rss_peak), "examples": examples}


def after(server: Server, lines: list[str], pair, expected: dict[str, set[str]]) -> dict:
    """The server once the flood is over: its answers and how fast they come."""
    wrong, took = [], []
    for text in lines[:8]:
        start = time.perf_counter()
        r = httpx.post(server.url + "translate", json={"q": text, "source": pair[0],
                                                        "target": pair[1]}, timeout=60)
        took.append(time.perf_counter() - start)
        if r.status_code != 200 or r.json()["translatedText"] not in expected[text]:
            wrong.append(f"{text!r}: {r.status_code} {r.text[:200]}")
    return {"wrong": wrong, "slowest_ms": round(max(took) * 1000, 1)}


def run(args) -> dict:
    lines = test_lines()
    with tempfile.TemporaryDirectory() as tmp:
        ckpt = args.ckpt or (TRAINED if TRAINED.exists() else random_checkpoint(Path(tmp)))
        options = translate_options(args.serve_args)
        together = expected_outputs(ckpt, lines, *options)
        alone = expected_outputs(ckpt, lines, *options, "--batch-size", "1")
        expected = {x: {a, b} for x, a, b in zip(lines, together, alone)}
        server = Server(ckpt, "--device", "cpu", *args.serve_args)
        try:
            languages = httpx.get(server.url + "languages").json()
            pair = (languages[0]["code"], languages[0]["targets"][0])
            # warm-up: every first-use allocation, and the largest batch the server decodes
            # (128 sentences at most), before the baseline
            for q in [lines[:128]] + lines[:16]:
                httpx.post(server.url + "translate", json={"q": q, "source": pair[0],
                                                           "target": pair[1]}, timeout=300)
            rss_warm = server.rss_kb()
            capacity = asyncio.run(phase(server.url, 16, args.capacity_seconds, lines, pair, None))
            rate = args.factor * capacity["sentences_per_s"]
            rss_start = server.rss_kb()
            result = asyncio.run(flood(server, lines, pair, expected, args, rate))
            time.sleep(args.settle)
            rss_after = server.rss_kb()
            later = after(server, lines, pair, expected)
            health = httpx.get(server.url + "health").json()
        finally:
            code = server.stop()
    return {"date": date.today().isoformat(), "machine": machine(),
            "load_average_1min": round(os.getloadavg()[0], 2), "model": str(ckpt),
            "serve_args": args.serve_args, "clients": args.clients, "factor": args.factor,
            "client_timeout_s": args.timeout,
            "capacity": {k: capacity[k] for k in ("clients", "sentences_per_s", "p50_ms",
                                                  "p95_ms", "p99_ms", "errors")},
            "sentences_batch_dependent": sum(len(v) > 1 for v in expected.values()),
            "flood": result, "rss_kb": {"warm": rss_warm, "start": rss_start,
                                        "peak": result["rss_peak_kb"], "after": rss_after},
            "after": later, "server_refused_busy": health.get("refused_busy"),
            "server_exit": code}


def verdict(r: dict, quick: float) -> list[str]:
    """What the run broke of the promises above; empty when it kept them all."""
    f = r["flood"]
    broken = [f"{n} requests ended {k}" for k, n in f["by_outcome"].items()
              if k not in ("200", "503", "429")]
    for k in ("503", "429"):
        p99 = f["latency_by_outcome"].get(k, {}).get("p99_ms")
        if p99 is not None and p99 > quick * 1000:
            broken.append(f"{k} answers took {p99} ms at p99, more than {quick} s")
    if r["rss_kb"]["after"] > 1.10 * r["rss_kb"]["start"]:
        broken.append(f"RSS {r['rss_kb']['start']} kB at the start, {r['rss_kb']['after']} kB after")
    broken += [f"after the flood: {w}" for w in r["after"]["wrong"]]
    if r["server_exit"] != 0:
        broken.append(f"nmt serve exited {r['server_exit']} on SIGTERM")
    return broken


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ckpt", type=Path,
                    help="model to serve (default: runs/sample-tiny/checkpoint_best.pt, else random-weight tiny)")
    ap.add_argument("--clients", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=60.0, help="how long the flood lasts")
    ap.add_argument("--factor", type=float, default=10.0, help="times the measured capacity")
    ap.add_argument("--capacity-seconds", type=float, default=20.0)
    ap.add_argument("--timeout", type=float, default=30.0, help="each request's, in seconds")
    ap.add_argument("--quick", type=float, default=1.0, help="seconds a 503/429 may take at p99")
    ap.add_argument("--settle", type=float, default=5.0, help="seconds before RSS is read after")
    ap.add_argument("--json", type=Path, help="write the results here too")
    ap.add_argument("serve_args", nargs="*", help="more nmt serve options (after --)")
    args = ap.parse_args()
    r = run(args)
    r["broken"] = verdict(r, args.quick)
    print(json.dumps(r, indent=2))
    if args.json:
        args.json.write_text(json.dumps(r, indent=2) + "\n")
    if r["broken"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
