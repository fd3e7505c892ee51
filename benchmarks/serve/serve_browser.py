"""`make browser-test`: a real headless Chromium drives the page of `nmt serve`.

It loads /, types two sentences, asks for 3-best, clicks Translate and waits for each
sentence's translation, its n-best list and its attention heatmap (an SVG with one cell per target x source position). Any request
the page makes to a host other than 127.0.0.1 is blocked and fails the check (the page must
work offline), and so does any error in the browser's console.

Playwright (pip) drives Debian's Chromium (``--chromium``, default /usr/bin/chromium):
Playwright's own browser downloads are not needed.

Usage, from the repository root:
    python -m benchmarks.serve.serve_browser [--ckpt CKPT] [--screenshot docs/img/serve-page.png]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from urllib.parse import urlparse

from benchmarks.serve.serve_common import Server, nmt_command, random_checkpoint

SENTENCES = ["In the beginning God created the heaven and the earth.",
             "And the earth was without form, and void."]


def expected(url: str, ckpt: Path) -> tuple[list[str], list[tuple[int, int]]]:
    """What the page must show: `nmt translate`'s translations of SENTENCES (the server's
    default options), and each heatmap's rows x columns (target x source tokens) as the
    native endpoint gives them."""
    import json
    import subprocess
    import urllib.request

    out = subprocess.run([nmt_command(), "translate", "--ckpt", str(ckpt), "--device", "cpu"],
                         input="".join(s + "\n" for s in SENTENCES), capture_output=True,
                         text=True, check=True).stdout.splitlines()
    body = json.dumps({"text": SENTENCES, "attention": True}).encode()
    request = urllib.request.Request(url.rstrip("/") + "/v1/translate", data=body,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as r:
        answer = json.load(r)
    shapes = [(len(s["attention"]["target_tokens"]), len(s["attention"]["source_tokens"]))
              for result in answer["results"] for s in result["sentences"]]
    return out, shapes


def check(url: str, chromium: str, screenshot: Path | None, ckpt: Path) -> str:
    from playwright.sync_api import sync_playwright

    translations, shapes = expected(url, ckpt)

    outside, problems = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True,
                                    args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1000, "height": 900})
        page.on("console", lambda m: m.type == "error" and problems.append(m.text))
        page.on("pageerror", lambda e: problems.append(str(e)))

        def only_local(route):
            if urlparse(route.request.url).hostname != "127.0.0.1":
                outside.append(route.request.url)
                return route.abort()
            return route.continue_()

        page.route("**/*", only_local)
        page.goto(url)
        page.wait_for_function("!document.getElementById('model').textContent.startsWith('loading')")
        page.fill("#text", "\n".join(SENTENCES))
        page.fill("#nbest", "3")
        page.click("#translate")
        page.wait_for_selector(".sentence svg.heatmap", timeout=60_000)
        boxes = page.locator(".sentence")
        assert boxes.count() == len(SENTENCES), f"{boxes.count()} sentences shown"
        for k in range(len(SENTENCES)):
            box = boxes.nth(k)
            assert box.locator(".source").inner_text() == SENTENCES[k]
            assert box.locator(".translation").inner_text().strip() == translations[k], \
                "the page's translation is not nmt translate's"
            rows, columns = shapes[k]
            cells = box.locator("svg.heatmap rect").count()
            labels = box.locator("svg.heatmap text").count()
            assert cells == rows * columns > 0, f"{cells} heatmap cells, not {rows} x {columns}"
            assert labels == rows + columns, "a token label is missing"
            assert box.locator(".nbest li").count() == 3, "the n-best list is not shown"
        first = boxes.nth(0).locator(".translation").inner_text()
        if screenshot:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(screenshot), full_page=True)
        browser.close()
    assert not outside, f"the page asked for outside URLs: {outside}"
    assert not problems, f"browser console errors: {problems}"
    return first


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ckpt", type=Path, help="model to serve (default: random-weight tiny)")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--screenshot", type=Path)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        ckpt = args.ckpt or random_checkpoint(Path(tmp))
        server = Server(ckpt, "--device", "cpu")
        try:
            print(server.banner, flush=True)
            first = check(server.url, args.chromium, args.screenshot, ckpt)
        finally:
            code = server.stop()
    print(f"browser check passed: 2 sentences translated as nmt translate does, each with its "
          f"3-best and a target x source heatmap "
          f"(first: {first[:60]!r}); nmt serve exit {code}")
    if code != 0:
        raise SystemExit(f"nmt serve exited {code}")


if __name__ == "__main__":
    main()
