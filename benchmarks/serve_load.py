"""`make load-test`: concurrent clients against `nmt serve` on 127.0.0.1, for a bounded time.

Two phases over the same server: one client (each request alone; what batching cannot
help) and ``--clients`` clients at once (requests meet in the decoding loop's batches).
Each client sends one sentence of the sample's test set per LibreTranslate ``/translate``
request, waits for the answer and sends the next. Reported per phase: requests/s,
p50/p95 latency, errors, and from ``/health`` the batches the server decoded and their
sizes (requests per batch).

Usage: python benchmarks/serve_load.py [--ckpt CKPT] [--clients 8] [--seconds 20]
       [--json out.json] [-- extra nmt serve options]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from serve_common import Server, random_checkpoint, test_lines


def get(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=60) as r:
        return json.loads(r.read())


def translate(url: str, text: str, pair: tuple[str, str]) -> tuple[int, float]:
    body = json.dumps({"q": text, "source": pair[0], "target": pair[1]}).encode()
    request = urllib.request.Request(url + "translate", data=body,
                                     headers={"Content-Type": "application/json"})
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=120) as r:
            r.read()
            status = r.status
    except urllib.error.HTTPError as e:
        status = e.code
    return status, time.perf_counter() - start


def phase(url: str, clients: int, seconds: float, lines: list[str], pair) -> dict:
    """``clients`` closed-loop clients for ``seconds``; latencies of the requests that ended."""
    before = get(url + "health")
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds

    def client(k: int) -> None:
        i = k
        while time.perf_counter() < stop_at:
            status, took = translate(url, lines[i % len(lines)], pair)
            i += clients
            with lock:
                if status == 200:
                    latencies.append(took)
                else:
                    errors[0] += 1

    start = time.perf_counter()
    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    after = get(url + "health")
    sizes = {k: v - before["batch_sizes"].get(k, 0) for k, v in after["batch_sizes"].items()}
    sizes = {k: v for k, v in sorted(sizes.items(), key=lambda kv: int(kv[0])) if v}
    batches = after["batches"] - before["batches"]
    done = len(latencies)
    q = statistics.quantiles(latencies, n=20) if done >= 2 else [float("nan")] * 19
    return {"clients": clients, "seconds": round(elapsed, 1), "requests": done,
            "errors": errors[0], "requests_per_s": round(done / elapsed, 2),
            "p50_ms": round(statistics.median(latencies) * 1000, 1) if latencies else None,
            "p95_ms": round(q[18] * 1000, 1), "batches": batches,
            "requests_per_batch": round((after["requests"] - before["requests"]) / max(batches, 1), 2),
            "batch_sizes": sizes}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ckpt", type=Path, help="model to serve (default: random-weight tiny)")
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--seconds", type=float, default=20.0, help="per phase")
    ap.add_argument("--json", type=Path, help="write the results here too")
    ap.add_argument("serve_args", nargs="*", help="more nmt serve options (after --)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        ckpt = args.ckpt or random_checkpoint(Path(tmp))
        server = Server(ckpt, "--device", "cpu", *args.serve_args)
        try:
            print(server.banner, flush=True)
            languages = get(server.url + "languages")
            pair = (languages[0]["code"], languages[0]["targets"][0])
            lines = test_lines()
            translate(server.url, lines[0], pair)  # warm-up: first-call allocations
            results = [phase(server.url, n, args.seconds, lines, pair)
                       for n in sorted({1, args.clients})]
        finally:
            code = server.stop()
    cpu = next((x.split(":", 1)[1].strip() for x in Path("/proc/cpuinfo").read_text().splitlines()
                if x.startswith("model name")), platform.processor()) if os.path.exists("/proc/cpuinfo") else platform.processor()
    # the machine may be shared: its load says how much of it the run had
    report = {"machine": f"{cpu}, {os.cpu_count()} cores",
              "load_average_1min": round(os.getloadavg()[0], 2),
              "model": str(args.ckpt or "random tiny"),
              "serve_args": args.serve_args, "server_exit": code, "phases": results}
    print(f"machine: {report['machine']} (load average {report['load_average_1min']} at the end); "
          f"model: {report['model']}; nmt serve exit {code}")
    print(f"{'clients':>7} {'req/s':>7} {'p50 ms':>7} {'p95 ms':>7} {'errors':>6} "
          f"{'batches':>7} {'req/batch':>9}  batch sizes (requests: batches)")
    for r in results:
        print(f"{r['clients']:>7} {r['requests_per_s']:>7} {r['p50_ms']:>7} {r['p95_ms']:>7} "
              f"{r['errors']:>6} {r['batches']:>7} {r['requests_per_batch']:>9}  {r['batch_sizes']}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    if code != 0 or any(r["errors"] for r in results):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
