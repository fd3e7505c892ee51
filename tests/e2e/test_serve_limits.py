"""``nmt serve``'s limits and safety, against the real command on 127.0.0.1: API keys,
CORS, request bounds, a LibreTranslate client nobody here wrote, and a thousand malformed
requests that must each get a 4xx JSON answer without the server growing or breaking.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import NMT, slow, tiny_corpus
pytest.importorskip("fastapi", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
pytest.importorskip("uvicorn", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
libretranslatepy = pytest.importorskip(
    "libretranslatepy", reason="the LibreTranslate client is in the test extra (pip install 'nmt-cli[test]')")

LINES = sorted(set(tiny_corpus(40, seed=7)))[:4]
KEY, FILE_KEY = "k3y-from-the-command-line", "another key, from the file"


class ServeProcess:
    """``nmt serve`` as a user runs it, on a free port of 127.0.0.1."""

    def __init__(self, ckpt: Path, *args: str, host_flag: bool = True):
        host = ["--host", "127.0.0.1"] if host_flag else []
        self.proc = subprocess.Popen([NMT, "serve", "--ckpt", str(ckpt), *host, "--port", "0",
                                      "--device", "cpu", "--max-len-b", "8", *args],
                                     stderr=subprocess.PIPE, text=True)
        first = self.proc.stderr.readline()
        match = re.search(r" at http://(127\.0\.0\.1):(\d+)/", first)
        if not match:
            self.proc.kill()
            raise AssertionError(f"nmt serve did not start: {first}{self.proc.stderr.read()}")
        self.host, self.port = match.group(1), int(match.group(2))
        self.url = f"http://127.0.0.1:{self.port}/"

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict | None = None) -> tuple[int, dict, object]:
        """(status, headers, decoded JSON) of one request on a fresh connection."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=slow(60))
        try:
            conn.request(method, path, body=body, headers=headers or {})
            r = conn.getresponse()
            raw = r.read()
            return r.status, dict(r.getheaders()), json.loads(raw)
        finally:
            conn.close()

    def post_json(self, path: str, data, headers: dict | None = None):
        return self.request("POST", path, json.dumps(data).encode(),
                            {"Content-Type": "application/json", **(headers or {})})

    def rss_kb(self) -> int:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise AssertionError("no VmRSS")

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        assert self.proc.wait(60) == 0


@pytest.fixture(scope="module")
def ckpt(en_de_checkpoint) -> Path:
    return en_de_checkpoint


@pytest.fixture(scope="module")
def expected(ckpt) -> dict[str, str]:
    """``nmt translate``'s own output for LINES, with the servers' options."""
    out = subprocess.run([NMT, "translate", "--ckpt", str(ckpt), "--device", "cpu",
                          "--max-len-b", "8"], input="".join(x + "\n" for x in LINES),
                         capture_output=True, text=True, timeout=slow(120))
    assert out.returncode == 0, out.stderr
    return dict(zip(LINES, out.stdout.split("\n")[:-1]))


@pytest.fixture(scope="module")
def open_server(ckpt):
    s = ServeProcess(ckpt, host_flag=False)  # the default address
    yield s
    s.stop()


@pytest.fixture(scope="module")
def keyed_server(ckpt, tmp_path_factory):
    keys = tmp_path_factory.mktemp("keys") / "keys.txt"
    keys.write_text(f"# one key a line\n{FILE_KEY}\n\n", encoding="utf-8")
    s = ServeProcess(ckpt, "--api-key", KEY, "--api-keys-file", str(keys),
                     "--cors-origin", "http://allowed.example")
    yield s
    s.stop()


# --------------------------------------------------------------------------- defaults

def test_it_listens_on_127_0_0_1_and_sends_no_cors_header_by_default(open_server):
    assert open_server.host == "127.0.0.1"
    status, headers, _ = open_server.request("GET", "/languages",
                                             headers={"Origin": "http://elsewhere.example"})
    assert status == 200
    assert not any(k.lower() == "access-control-allow-origin" for k in headers)


def test_cors_origin_allows_that_origin_only(keyed_server):
    def allowed(origin: str):
        _, headers, _ = keyed_server.request("GET", "/languages", headers={"Origin": origin})
        return {k.lower(): v for k, v in headers.items()}.get("access-control-allow-origin")

    assert allowed("http://allowed.example") == "http://allowed.example"
    assert allowed("http://elsewhere.example") is None


# --------------------------------------------------------------------------- a real client

def test_libretranslatepy_translates_unchanged(open_server, expected):
    client = libretranslatepy.LibreTranslateAPI(open_server.url)
    assert [x["code"] for x in client.languages()] == ["en", "de"]
    for line in LINES:
        assert client.translate(line, "en", "de") == expected[line]


def test_libretranslatepy_with_a_key(keyed_server, expected):
    line = LINES[0]
    for key in (KEY, FILE_KEY):
        client = libretranslatepy.LibreTranslateAPI(keyed_server.url, api_key=key)
        assert client.languages()[0]["targets"] == ["de"]
        assert client.translate(line, "en", "de") == expected[line]
    # the client raises on the server's 4xx answer: missing and wrong keys are refused
    import urllib.error

    for key, status in ((None, 401), ("wrong", 403)):
        with pytest.raises(urllib.error.HTTPError) as e:
            libretranslatepy.LibreTranslateAPI(keyed_server.url, api_key=key).translate(line, "en", "de")
        assert e.value.code == status
        assert "error" in json.loads(e.value.read())


def test_the_native_api_takes_a_bearer_key(keyed_server, expected):
    body = {"text": LINES[1]}
    status, _, answer = keyed_server.post_json("/v1/translate", body,
                                               {"Authorization": f"Bearer {KEY}"})
    assert status == 200 and answer["results"][0]["translation"] == expected[LINES[1]]
    assert keyed_server.post_json("/v1/translate", body)[0] == 401
    assert keyed_server.post_json("/v1/translate", body, {"Authorization": "Bearer nope"})[0] == 403
    assert keyed_server.post_json("/v1/translate", {**body, "api_key": FILE_KEY})[0] == 200
    assert keyed_server.request("GET", "/v1/model")[0] == 401
    assert keyed_server.request("GET", "/v1/model", headers={"Authorization": f"Bearer {KEY}"})[0] == 200


# --------------------------------------------------------------------------- malformed requests

def _malformed_kinds() -> list[tuple[str, str, bytes, dict, int]]:
    """(name, path, body, headers, expected status): each a different way to be wrong."""
    js = {"Content-Type": "application/json"}
    good = {"q": "hello", "source": "en", "target": "de", "api_key": KEY}
    enc = lambda d: json.dumps(d).encode()
    return [
        ("broken JSON", "/translate", b'{"q": "hello", "source": ', js, 400),
        ("JSON not an object", "/translate", b"[1, 2, 3]", js, 400),
        ("q a number", "/translate", enc({**good, "q": 5}), js, 400),
        ("q a list of numbers", "/translate", enc({**good, "q": [1, {}]}), js, 400),
        ("alternatives not a number", "/translate", enc({**good, "alternatives": "many"}), js, 400),
        ("5 MB body", "/translate", enc({**good, "q": "a" * 5_000_000}), js, 413),
        ("100,000 lines", "/translate", enc({**good, "q": "a\n" * 100_000}), js, 400),
        ("too many characters", "/translate", enc({**good, "q": "ab " * 40_000}), js, 400),
        ("invalid UTF-8", "/translate",
         b'{"q": "\xff\xfe\xc3", "source": "en", "target": "de", "api_key": "' + KEY.encode() + b'"}', js, 400),
        ("invalid UTF-8, native", "/v1/translate", b'{"text": "\xc3\x28"}',
         {**js, "Authorization": f"Bearer {KEY}"}, 400),
        ("null byte", "/translate", enc({**good, "q": "hel\u0000lo"}), js, 400),
        ("lone surrogate", "/translate",
         b'{"q": "\\ud800", "source": "en", "target": "de", "api_key": "' + KEY.encode() + b'"}', js, 400),
        ("unknown source", "/translate", enc({**good, "source": "xx"}), js, 400),
        ("unknown target", "/translate", enc({**good, "target": "../../etc/passwd"}), js, 400),
        ("source a list", "/translate", enc({**good, "source": ["en"]}), js, 400),
        ("empty q", "/translate", enc({**good, "q": ""}), js, 400),
        ("missing key", "/translate", enc({k: v for k, v in good.items() if k != "api_key"}), js, 401),
        ("wrong key", "/translate", enc({**good, "api_key": KEY[:-1]}), js, 403),
        ("key a number", "/translate", enc({**good, "api_key": 12345}), js, 403),
        ("malformed HTML", "/translate", enc({**good, "q": "<b>x", "format": "html"}), js, 400),
        ("unknown format", "/translate", enc({**good, "format": "xml"}), js, 400),
        ("negative beam", "/v1/translate", enc({"text": "hello", "beam": -3, "api_key": KEY}), js, 422),
        ("huge beam", "/v1/translate", enc({"text": "hello", "beam": 10**12, "api_key": KEY}), js, 400),
        ("beam a string", "/v1/translate", enc({"text": "hello", "beam": "wide", "api_key": KEY}), js, 422),
        ("huge output limit", "/v1/translate", enc({"text": "hello", "max_len_b": 10**9, "api_key": KEY}), js, 422),
        ("NaN length penalty", "/v1/translate",
         b'{"text": "hello", "lenpen": NaN, "api_key": "' + KEY.encode() + b'"}', js, 422),
        ("unknown native field", "/v1/translate", enc({"text": "hi", "path": "/etc/passwd", "api_key": KEY}), js, 422),
        ("form: file upload", "/translate",
         b'--b\r\nContent-Disposition: form-data; name="q"; filename="x.txt"\r\n\r\nhi\r\n--b--\r\n',
         {"Content-Type": "multipart/form-data; boundary=b"}, 400),
    ]


def test_a_thousand_malformed_requests_get_4xx_json_and_leave_the_server_as_it_was(keyed_server, expected):
    kinds = _malformed_kinds()
    assert len(kinds) >= 10

    def send(kind) -> None:
        name, path, body, headers, status = kind
        got, _, answer = keyed_server.request("POST", path, body, headers)
        assert (got, name) == (status, name), answer
        assert isinstance(answer, dict) and isinstance(answer.get("error"), str), (name, answer)

    def translates() -> None:
        client = libretranslatepy.LibreTranslateAPI(keyed_server.url, api_key=KEY)
        for line in LINES:
            assert client.translate(line, "en", "de") == expected[line]

    # warm-up: every kind and a translation once, so that first-use allocations (parsers,
    # the decoder's buffers, the allocator's arenas) are in the baseline
    for _ in range(3):
        for kind in kinds:
            send(kind)
    translates()
    before = keyed_server.rss_kb()
    start = time.monotonic()
    for i in range(1000):
        send(kinds[i % len(kinds)])
    took = time.monotonic() - start
    translates()
    after = keyed_server.rss_kb()
    print(f"1000 malformed requests in {took:.1f} s; RSS {before} kB -> {after} kB "
          f"({(after - before) / before:+.1%})", file=sys.stderr)
    assert after <= before * 1.10, f"RSS grew from {before} kB to {after} kB"
    assert keyed_server.proc.poll() is None


def test_limits_are_flags_and_named_in_the_errors(ckpt):
    s = ServeProcess(ckpt, "--max-body-bytes", "2000", "--max-chars", "50", "--max-lines", "3")
    try:
        good = {"q": "hello", "source": "en", "target": "de"}
        status, _, answer = s.post_json("/translate", {**good, "q": "a\nb\nc\nd"})
        assert status == 400 and "--max-lines" in answer["error"]
        status, _, answer = s.post_json("/translate", {**good, "q": "a" * 51})
        assert status == 400 and "--max-chars" in answer["error"]
        status, _, answer = s.post_json("/translate", {**good, "q": ["a"] * 1000})
        assert status == 413 and "--max-body-bytes" in answer["error"]
        assert s.post_json("/translate", {**good, "q": "a\nb\nc"})[0] == 200
    finally:
        s.stop()


def test_bad_limit_and_key_flags_are_one_line_errors(ckpt, tmp_path):
    empty = tmp_path / "keys.txt"
    empty.write_text("# nothing\n")
    for args, words in ((["--max-lines", "0"], "must be positive"),
                        (["--api-keys-file", str(empty)], "holds no key"),
                        (["--api-keys-file", str(tmp_path / "absent")], "cannot read"),
                        (["--api-key", ""], "empty --api-key")):
        out = subprocess.run([NMT, "serve", "--ckpt", str(ckpt), "--port", "0", *args],
                             capture_output=True, text=True, timeout=slow(120))
        assert out.returncode == 1 and words in out.stderr and "Traceback" not in out.stderr, out.stderr
