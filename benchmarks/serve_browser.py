"""`make browser-test`: a real headless Chromium drives the page of `nmt serve`.

It loads /, types two sentences, asks for 3-best, clicks Translate and waits for each
sentence's translation, its n-best list and its attention heatmap (an SVG with one cell per target x source position). Any request
the page makes to a host other than 127.0.0.1 is blocked and fails the check (the page must
work offline), and so does any error in the browser's console.

Playwright (pip) drives Debian's Chromium (``--chromium``, default /usr/bin/chromium):
Playwright's own browser downloads are not needed.

Usage: python benchmarks/serve_browser.py [--ckpt CKPT] [--screenshot docs/img/serve-page.png]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from urllib.parse import urlparse

from serve_common import Server, random_checkpoint

SENTENCES = ["In the beginning God created the heaven and the earth.",
             "And the earth was without form, and void."]


def check(url: str, chromium: str, screenshot: Path | None) -> str:
    from playwright.sync_api import sync_playwright

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
            assert box.locator(".translation").inner_text().strip(), "an empty translation"
            cells = box.locator("svg.heatmap rect").count()
            labels = box.locator("svg.heatmap text").count()
            assert cells > 0 and labels > 0, "no heatmap cells"
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
        server = Server(args.ckpt or random_checkpoint(Path(tmp)), "--device", "cpu")
        try:
            print(server.banner, flush=True)
            first = check(server.url, args.chromium, args.screenshot)
        finally:
            code = server.stop()
    print(f"browser check passed: 2 sentences translated, each with its 3-best and a heatmap "
          f"(first: {first[:60]!r}); nmt serve exit {code}")
    if code != 0:
        raise SystemExit(f"nmt serve exited {code}")


if __name__ == "__main__":
    main()
