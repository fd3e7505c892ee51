"""``nmt serve``: LibreTranslate's API shapes, the native API, errors, dynamic batching and
stopping, against a real server on 127.0.0.1 over a tiny random checkpoint. (The decoding
loop alone, with fake backends: tests/unit/test_serve_batching.py; start-up errors:
tests/unit/test_serve_startup.py.)

The expected translations come from the real ``nmt translate`` over the same checkpoint
and lines, so the server is held to the command's output, not to itself.
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from conftest import NMT, ROOT, serve_in_thread, slow, tiny_corpus, write_tiny_checkpoint
pytest.importorskip("fastapi", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
pytest.importorskip("uvicorn", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")
pytest.importorskip("multipart", reason="nmt serve needs the serve extra (pip install 'nmt-cli[serve]')")

from nmt_cli.decode.contract import DecodeOptions  # noqa: E402
from nmt_cli.decode.engine import load_models  # noqa: E402
from nmt_cli.serve.app import create_app  # noqa: E402
from nmt_cli.serve.server import INSTALL_HINT, ServeOptions, build_served  # noqa: E402

LINES = sorted(set(tiny_corpus(40, seed=7)))[:12]


# --------------------------------------------------------------------------- helpers

def call(base: str, path: str, *, json_body=None, form=None, query=None, raw=None,
         content_type=None, method="POST") -> tuple[int, object]:
    """One HTTP request to 127.0.0.1; (status, decoded JSON body)."""
    url = base + path + ("?" + urllib.parse.urlencode(query, doseq=True) if query else "")
    data, headers = None, {}
    if json_body is not None:
        data, headers = json.dumps(json_body).encode(), {"Content-Type": "application/json"}
    elif form is not None:
        data = urllib.parse.urlencode(form, doseq=True).encode()
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
    elif raw is not None:
        data, headers = raw, {"Content-Type": content_type}
    if method == "POST" and data is None:
        data = b""
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=slow(60)) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def nmt_translate(ckpts: list[Path], lines: list[str], *args: str) -> list[str]:
    """The real command's output lines for ``lines``."""
    flags = [x for c in ckpts for x in ("--ckpt", str(c))]
    out = subprocess.run([NMT, "translate", *flags, *args], input="".join(x + "\n" for x in lines),
                         capture_output=True, text=True, timeout=slow(120))
    assert out.returncode == 0, out.stderr
    return out.stdout.split("\n")[:-1]


def library_translate(ckpts: list[Path], lines: list[str], beam: int = 4) -> list[str]:
    """What ``nmt translate`` runs, in this process: its loader, SearchTranslator, Translator."""
    import torch

    from nmt_cli.decode.lines import Translator
    from nmt_cli.decode.torch_backend import SearchTranslator

    models, tok, *_ = load_models(ckpts, torch.device("cpu"))
    translator = Translator(SearchTranslator(models, torch.device("cpu")), tok,
                            DecodeOptions(beam=beam, lenpen=0.6, lenpen_style="gnmt", nbest=1,
                                          max_len_a=1.0, max_len_b=50),
                            batch_tokens=4096, batch_size=128)
    return translator.translate_lines(lines)


class InProcessServer:
    """The app under uvicorn in a thread, on a free port of 127.0.0.1."""

    def __init__(self, served):
        import uvicorn

        self.served = served
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.base = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        config = uvicorn.Config(create_app(served), log_level="warning", lifespan="off")
        self.server = uvicorn.Server(config)
        self.thread = serve_in_thread(self.server, self.sock)

    def stop(self):
        self.server.should_exit = True
        self.thread.join(30)
        self.served.close()
        self.sock.close()


@pytest.fixture(scope="module")
def ckpt(en_de_checkpoint) -> Path:
    return en_de_checkpoint


@pytest.fixture(scope="module")
def server(ckpt):
    # a long wait, so that requests fired together in the concurrency test meet in one batch
    s = InProcessServer(build_served([ckpt], DecodeOptions(max_input_len=64),
                                     ServeOptions(device="cpu", max_beam=8, max_wait_ms=300)))
    yield s
    s.stop()


@pytest.fixture(scope="module")
def expected(ckpt) -> dict[str, str]:
    return dict(zip(LINES, nmt_translate([ckpt], LINES)))


@pytest.fixture(scope="module")
def expected_nbest(ckpt) -> dict[str, list[tuple[float, str]]]:
    out = nmt_translate([ckpt], LINES, "--nbest", "3")
    found: dict[str, list[tuple[float, str]]] = {}
    for row in out:
        i, score, text = row.split("\t")
        found.setdefault(LINES[int(i)], []).append((float(score), text))
    return found


# --------------------------------------------------------------------------- LibreTranslate

def test_languages_lists_the_pair_from_the_checkpoint(server):
    status, body = call(server.base, "/languages", method="GET")
    assert status == 200
    assert body == [{"code": "en", "name": "English", "targets": ["de"]},
                    {"code": "de", "name": "German", "targets": []}]
    # CORS is off unless --cors-origin names an origin: no page of another site may read it
    request = urllib.request.Request(server.base + "/languages",
                                     headers={"Origin": "http://example.org"})
    with urllib.request.urlopen(request) as r:
        assert "Access-Control-Allow-Origin" not in r.headers


@pytest.mark.parametrize("way", ["json", "form", "query", "multipart"])
def test_translate_takes_parameters_every_way_and_equals_nmt_translate(server, expected, way):
    line = LINES[0]
    params = {"q": line, "source": "en", "target": "de"}
    if way == "json":
        status, body = call(server.base, "/translate", json_body=params)
    elif way == "form":
        status, body = call(server.base, "/translate", form=params)
    elif way == "query":
        status, body = call(server.base, "/translate", query=params)
    else:
        boundary = "nmtboundary"
        raw = "".join(f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'
                      for k, v in params.items()) + f"--{boundary}--\r\n"
        status, body = call(server.base, "/translate", raw=raw.encode(),
                            content_type=f"multipart/form-data; boundary={boundary}")
    assert status == 200, body
    assert body == {"translatedText": expected[line]}


def test_a_list_of_texts_gives_a_list_in_order(server, expected):
    status, body = call(server.base, "/translate",
                        json_body={"q": LINES[:5], "source": "en", "target": "de"})
    assert status == 200, body
    assert body["translatedText"] == [expected[x] for x in LINES[:5]]
    # the same list as a repeated form field
    status, body = call(server.base, "/translate",
                        form={"q": LINES[:3], "source": "en", "target": "de"})
    assert status == 200 and body["translatedText"] == [expected[x] for x in LINES[:3]]


def test_multi_line_text_keeps_its_lines_and_empty_lines(server, expected):
    text = f"{LINES[1]}\n\n{LINES[2]}\r\n{LINES[3]}\n"
    status, body = call(server.base, "/translate", json_body={"q": text, "source": "en",
                                                               "target": "de"})
    assert status == 200, body
    assert body["translatedText"] == f"{expected[LINES[1]]}\n\n{expected[LINES[2]]}\n{expected[LINES[3]]}\n"


def test_html_and_spans_come_back_as_nmt_translate_gives_them(server, ckpt, tmp_path):
    """format: html, posted as a form as wagtail-localize posts it: the document nmt
    translate --format html writes; and a text with placeholders through libretranslatepy
    (a LibreTranslate client nobody here wrote): nmt translate's line, spans intact."""
    from libretranslatepy import LibreTranslateAPI

    doc = ('<div><p>The <b>green</b> house sleeps. A <a href="https://x.org/?a=1&amp;b=2">'
           'small dog</a> runs.</p><ul><li>The old <code>tree()</code> walks.</li></ul></div>')
    (tmp_path / "doc.html").write_text(doc + "\n", encoding="utf-8")
    want = nmt_translate([ckpt], [], "--format", "html", "--input", str(tmp_path / "doc.html"))
    status, body = call(server.base, "/translate", form={"q": doc, "source": "en",
                                                         "target": "de", "format": "html"})
    assert status == 200, body
    assert body["translatedText"] == "\n".join(want) and 'href="https://x.org/?a=1&amp;b=2"' \
        in body["translatedText"] and "<code>tree()</code>" in body["translatedText"]
    line = "the %s house sees {0} birds. the dog runs under <b>%d</b> trees!"
    got = LibreTranslateAPI(server.base + "/").translate(line, "en", "de")
    assert got == nmt_translate([ckpt], [line])[0]
    for span in ("%s", "{0}", "<b>", "%d", "</b>"):
        assert got.count(span) == 1, (span, got)
    assert got.index("%s") < got.index("%d")  # unnumbered directives keep their order


def test_alternatives_are_the_nbest_of_nmt_translate(server, expected_nbest):
    line = LINES[4]
    status, body = call(server.base, "/translate", json_body={
        "q": line, "source": "auto", "target": "de", "alternatives": 2})
    assert status == 200, body
    texts = [t for _, t in expected_nbest[line]]
    assert body["translatedText"] == texts[0]
    assert body["alternatives"] == [t for k, t in enumerate(texts) if t != texts[0] and t not in texts[:k]]
    # detected among the server's languages (en, de), with lingua's confidence
    assert body["detectedLanguage"]["language"] == "en"
    assert 50 < body["detectedLanguage"]["confidence"] <= 100
    status, body = call(server.base, "/translate", json_body={
        "q": [line, line], "source": "en", "target": "de", "alternatives": 2})
    assert status == 200 and len(body["alternatives"]) == 2 and "detectedLanguage" not in body


@pytest.mark.parametrize("params, status, words", [
    ({"q": "a", "source": "en", "target": "de", "format": "xml"}, 400, "xml"),
    ({"q": "<p>a <b>b</p>", "source": "en", "target": "de", "format": "html"}, 400, "column 10"),
    ({"q": "<p>a</p>", "source": "en", "target": "de", "format": "html", "alternatives": 1},
     400, "format text"),
    ({"q": "a", "source": "fr", "target": "de"}, 400, "en -> de"),
    ({"q": "a", "source": "en", "target": "fr"}, 400, "en -> de"),
    ({"q": "", "source": "en", "target": "de"}, 400, "missing q"),
    ({"source": "en", "target": "de"}, 400, "missing q"),
    ({"q": [], "source": "en", "target": "de"}, 400, "missing q"),
    ({"q": ["a", 3], "source": "en", "target": "de"}, 400, "list of strings"),
    ({"q": "a", "target": "de"}, 400, "missing source"),
    ({"q": "a", "source": "en"}, 400, "missing target"),
    ({"q": "a", "source": "en", "target": "de", "alternatives": "two"}, 400, "not a number"),
    ({"q": "a", "source": "en", "target": "de", "alternatives": 8}, 400, "max-beam"),
    ({"q": "the " * 100, "source": "en", "target": "de"}, 413, "max-input-len"),
])
def test_bad_requests_get_a_json_error(server, params, status, words):
    got, body = call(server.base, "/translate", json_body=params)
    assert got == status and words in body["error"], body


def test_malformed_bodies_get_a_json_error(server):
    for raw in (b'{"q": "a", "source":', b'["a", "b"]', b"\xff\xfe"):
        status, body = call(server.base, "/translate", raw=raw, content_type="application/json")
        assert status == 400 and "Invalid JSON" in body["error"], body
    status, body = call(server.base, "/v1/translate", raw=b"{nope", content_type="application/json")
    assert status == 400 and "Invalid JSON" in body["error"], body
    status, body = call(server.base, "/nowhere", method="GET")
    assert status == 404 and "error" in body


# --------------------------------------------------------------------------- native API

def test_native_nbest_scores_equal_nmt_translate(server, expected_nbest):
    status, body = call(server.base, "/v1/translate", json_body={
        "text": LINES[5:8], "nbest": 3, "beam": 4})
    assert status == 200, body
    for line, result in zip(LINES[5:8], body["results"]):
        (sentence,) = result["sentences"]
        got = [(h["score"], h["text"]) for h in sentence["hypotheses"]]
        want = expected_nbest[line]
        assert [t for _, t in got] == [t for _, t in want]
        assert [s for s, _ in got] == pytest.approx([s for s, _ in want], abs=2e-6)
        assert result["translation"] == want[0][1]


def test_native_greedy_has_no_scores_and_beam_is_per_request(server, ckpt):
    status, body = call(server.base, "/v1/translate", json_body={"text": LINES[0], "beam": 1})
    assert status == 200, body
    (h,) = body["results"][0]["sentences"][0]["hypotheses"]
    assert h["score"] is None and h["text"] == library_translate([ckpt], [LINES[0]], beam=1)[0]


@pytest.mark.parametrize("request_body, status, words", [
    ({"text": "a", "beam": 9}, 400, "--max-beam 8"),
    ({"text": "a", "beam": 2, "nbest": 3}, 400, "larger than the beam"),
    ({"text": "a", "beam": 0}, 422, "beam"),
    ({"text": "a", "lenpen_style": "odd"}, 422, "lenpen_style"),
    ({"text": "a", "colour": "blue"}, 422, "colour"),
    ({"beam": 2}, 422, "text"),
    ({"text": ""}, 400, "missing text"),
])
def test_native_bad_requests(server, request_body, status, words):
    got, body = call(server.base, "/v1/translate", json_body=request_body)
    assert got == status and words in body["error"], body


def test_native_attention_and_alignment(server, ckpt):
    status, body = call(server.base, "/v1/translate", json_body={
        "text": f"{LINES[0]}\n\n{LINES[1]}", "attention": True})
    if server.served.attention is not None:
        assert status == 400 and "not available" in body["error"]
        pytest.skip(f"attention is not available in this build: {server.served.attention}")
    assert status == 200, body
    first, empty, second = body["results"][0]["sentences"]
    assert empty["source"] == "" and empty["attention"] is None
    for s in (first, second):
        att = s["attention"]
        T, S = len(att["target_tokens"]), len(att["source_tokens"])
        assert att["source_tokens"][:-1] == s["source_tokens"]
        assert att["target_tokens"][:-1] == s["hypotheses"][0]["tokens"]
        assert len(att["matrix"]) == T and all(len(row) == S for row in att["matrix"])
        assert all(abs(sum(row) - 1) < 1e-3 for row in att["matrix"])  # softmax rows
        words_src = len(s["source"].split())
        words_tgt = len(s["hypotheses"][0]["text"].split())
        assert len(att["alignment"]) == words_tgt
        assert all(0 <= i < words_src and 0 <= j < words_tgt for i, j in att["alignment"])


def test_model_health_and_docs(server, ckpt):
    from nmt_cli.checkpoint import load_checkpoint
    from nmt_cli.model.build import build_from_checkpoint

    status, info = call(server.base, "/v1/model", method="GET")
    assert status == 200
    ck = load_checkpoint(ckpt)
    assert info["config"] == ck["model_config"] and info["step"] == ck["step"]
    assert info["parameters"] == build_from_checkpoint(ck).num_parameters()
    # not chosen by BLEU (--best-metric): no validation BLEU is recorded to show
    assert "best_metric" not in ck and info["valid_bleu"] is None
    assert info["languages"] == {"source": "en", "target": "de"}
    # one request of its own, so that the count holds when this test runs alone
    assert call(server.base, "/translate", json_body={"q": "the cat", "source": "en",
                                                      "target": "de"})[0] == 200
    status, health = call(server.base, "/health", method="GET")
    assert status == 200 and health["status"] == "ok" and health["batches"] >= 1
    status, spec = call(server.base, "/openapi.json", method="GET")
    assert {"/translate", "/v1/translate", "/languages", "/health", "/v1/model"} <= set(spec["paths"])
    with urllib.request.urlopen(server.base + "/docs") as r:
        page = r.read().decode()
    assert "/docs-assets/swagger-ui-bundle.js" in page and "cdn" not in page.lower()
    with urllib.request.urlopen(server.base + "/docs-assets/swagger-ui-bundle.js") as r:
        assert r.status == 200


def test_the_web_page_is_served_and_needs_nothing_from_outside(server):
    with urllib.request.urlopen(server.base + "/") as r:
        page = r.read().decode()
    assert "<textarea" in page and "/static/app.js" in page
    for name in ("app.js", "style.css"):
        with urllib.request.urlopen(f"{server.base}/static/{name}") as r:
            assert r.status == 200
    web = ROOT / "src" / "nmt_cli" / "serve" / "web"
    for f in web.iterdir():
        assert not re.search(r"(src|href)=\"(https?:)?//", f.read_text()), f.name
        assert "import(" not in f.read_text() and "https://" not in f.read_text(), f.name


# --------------------------------------------------------------------------- batching

def test_requests_fired_together_are_decoded_together_and_get_their_own_answers(server, expected):
    n = 8
    before = call(server.base, "/health", method="GET")[1]
    barrier, answers = threading.Barrier(n), [None] * n

    def client(i):
        barrier.wait()
        answers[i] = call(server.base, "/translate",
                          json_body={"q": LINES[i], "source": "en", "target": "de"})

    threads = [threading.Thread(target=client, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for i, (status, body) in enumerate(answers):
        assert status == 200 and body["translatedText"] == expected[LINES[i]], i
    after = call(server.base, "/health", method="GET")[1]
    assert after["requests"] - before["requests"] == n
    assert after["batches"] - before["batches"] < n  # some of them shared a batch


# --------------------------------------------------------------------------- models and the command

def test_an_ensemble_serves_what_nmt_translate_ensembles(ckpt, tmp_path, tiny_spm):
    other = write_tiny_checkpoint(tmp_path / "other.pt", tiny_spm, seed=3)
    s = InProcessServer(build_served([ckpt, other], serve=ServeOptions(device="cpu")))
    try:
        status, body = call(s.base, "/translate", json_body={"q": LINES[:3], "source": "en",
                                                              "target": "de"})
        assert status == 200, body
        assert body["translatedText"] == library_translate([ckpt, other], LINES[:3])
        assert call(s.base, "/v1/model", method="GET")[1]["backend"] == "ensemble"
        status, body = call(s.base, "/v1/translate", json_body={"text": "a", "attention": True})
        assert status == 400 and "not available" in body["error"]
    finally:
        s.stop()


def test_a_ctranslate2_export_is_served(ckpt, tmp_path):
    pytest.importorskip("ctranslate2", reason="serving an export needs ctranslate2")
    out = tmp_path / "ct2"
    r = subprocess.run([NMT, "export", "--ckpt", str(ckpt), "--out", str(out)],
                       capture_output=True, text=True, timeout=slow(120))
    assert r.returncode == 0, r.stderr
    s = InProcessServer(build_served([out], serve=ServeOptions(device="cpu", src_lang="en",
                                                               tgt_lang="de")))
    try:
        status, body = call(s.base, "/translate", json_body={"q": LINES[:3], "source": "en",
                                                              "target": "de"})
        assert status == 200, body
        assert body["translatedText"] == nmt_translate([out], LINES[:3])
        assert call(s.base, "/v1/model", method="GET")[1]["backend"] == "ctranslate2"
    finally:
        s.stop()


def test_without_the_extra_serve_says_how_to_install_it(tmp_path, ckpt):
    """(``require_serve_extra`` in this process: tests/unit/test_serve_startup.py.)"""
    blocked = tmp_path / "blocked" / "fastapi"
    blocked.mkdir(parents=True)
    (blocked / "__init__.py").write_text("raise ImportError('not installed here')\n")
    env = {**os.environ, "PYTHONPATH": str(blocked.parent)}
    r = subprocess.run([NMT, "serve", "--ckpt", str(ckpt), "--port", "0"], capture_output=True,
                       text=True, timeout=slow(60), env=env)
    assert r.returncode == 1
    assert r.stderr.strip() == f"error: {INSTALL_HINT}"


def test_sigterm_answers_the_requests_in_flight_and_exits_0(ckpt):
    # the request waits 1.5 s in the queue for company: SIGTERM arrives while it is in flight
    proc = subprocess.Popen([NMT, "serve", "--ckpt", str(ckpt), "--port", "0", "--device", "cpu",
                             "--max-wait-ms", "1500"], stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stderr.readline()
        match = re.search(r"at (http://127\.0\.0\.1:\d+)/", first)
        assert match, first
        base = match.group(1)
        result = {}
        in_flight = {"text": LINES[:6], "beam": 8}

        def client():
            result["answer"] = call(base, "/v1/translate", json_body=in_flight)

        thread = threading.Thread(target=client)
        thread.start()
        deadline = time.monotonic() + slow(30)
        while call(base, "/health", method="GET")[1]["in_flight"] == 0:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        proc.send_signal(signal.SIGTERM)
        thread.join(120)
        assert proc.wait(60) == 0
        status, body = result["answer"]
        assert status == 200 and len(body["results"]) == 6
        assert "stopping" in proc.stderr.read()
        with pytest.raises(OSError):
            call(base, "/health", method="GET")
    finally:
        proc.kill()
        proc.wait()


def test_a_bug_answers_json_with_a_request_id_and_only_the_log_has_the_details(server, monkeypatch):
    import logging

    logged: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = logged.append
    log = logging.getLogger("uvicorn.error")  # the server's error log
    log.addHandler(handler)
    monkeypatch.setattr(server.served.batcher, "snapshot", lambda: 1 / 0)
    try:
        request = urllib.request.Request(server.base + "/health")
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(request, timeout=slow(60))
    finally:
        log.removeHandler(handler)
    status, body, rid = e.value.code, json.loads(e.value.read()), e.value.headers["X-Request-ID"]
    # the client learns that it failed and under which id, not how
    assert status == 500 and body == {"error": f"internal error (request id {rid}; the server's "
                                               "log has the details)"}
    (record,) = [r for r in logged if rid in r.getMessage()]
    assert record.exc_info[0] is ZeroDivisionError
    assert "ZeroDivisionError: division by zero" in logging.Formatter().format(record)
