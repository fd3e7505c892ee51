"""``nmt serve`` with many languages: several models, a multilingual one, pivoting, the
bound on loaded models, LibreTranslate's /languages, /detect, /frontend/settings and
/translate_file, through LibreTranslate's own Python client where it has the call.

The models are tiny random checkpoints; what each pair must answer comes from the real
``nmt translate`` over the same checkpoint, so the server is held to the command.
"""

from __future__ import annotations

import io
import json
import urllib.request
from pathlib import Path

import pytest

from conftest import nmt, save_tiny_checkpoint, slow, tiny_corpus, train_tiny_spm
from test_serve import InProcessServer, call

from nmt_cli.decode.contract import DecodeOptions  # noqa: E402
from nmt_cli.serve.limits import ModelSpec  # noqa: E402
from nmt_cli.serve.server import ServeOptions, build_served  # noqa: E402

libretranslatepy = pytest.importorskip(
    "libretranslatepy", reason="the LibreTranslate client is in the test extra (pip install 'nmt-cli[test]')")

LINES = sorted(set(tiny_corpus(30, seed=11)))[:6]
PLAIN = ("--no-split", "--no-protect")  # tiny random models: the text stage left out of the comparison


def _checkpoint(path: Path, spm: bytes, seed: int, src: str, tgt: str, tags=None) -> Path:
    import torch

    from nmt_cli.checkpoint import atomic_save

    save_tiny_checkpoint(path, spm, seed)
    ck = torch.load(path, weights_only=True)
    ck["data_manifest"].update(src_lang=src, tgt_lang=tgt, corpus=f"tiny-{src}{tgt}",
                               **({"lang_tags": tags} if tags else {}))
    atomic_save(ck, path)
    return path


@pytest.fixture(scope="module")
def models(tmp_path_factory) -> dict[str, Path]:
    """en->es, en->de, es->en, and en->{es,de} (multilingual, tagged) tiny checkpoints."""
    import io as _io

    import sentencepiece as spm

    d = tmp_path_factory.mktemp("languages")
    plain = train_tiny_spm(tiny_corpus())
    buf = _io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(tiny_corpus()), model_writer=buf, vocab_size=120,
        model_type="bpe", pad_id=0, unk_id=1, bos_id=2, eos_id=3, character_coverage=1.0,
        minloglevel=2, user_defined_symbols=[">>es<<", ">>de<<"])
    return {"en-es": _checkpoint(d / "en-es.pt", plain, 1, "en", "es"),
            "en-de": _checkpoint(d / "en-de.pt", plain, 2, "en", "de"),
            "es-en": _checkpoint(d / "es-en.pt", plain, 3, "es", "en"),
            "multi": _checkpoint(d / "multi.pt", buf.getvalue(), 4, "en", "mul",
                                 {"es": ">>es<<", "de": ">>de<<"})}


_DONE: dict = {}  # (checkpoint, lines, flags) -> the command's output: each run once a module


def _translate(ckpt: Path, lines: list[str], *args: str) -> list[str]:
    """``nmt translate``'s lines (``LINES`` whole, then cut: one sentence does not depend
    on the others it is batched with, ``--no-split``)."""
    whole = LINES if all(x in LINES for x in lines) else lines
    key = (str(ckpt), tuple(whole), args)
    if key not in _DONE:
        out = nmt("translate", "--ckpt", ckpt, *PLAIN, *args,
                  input="".join(x + "\n" for x in whole))
        _DONE[key] = dict(zip(whole, out.stdout.split("\n")[:-1]))
    return [_DONE[key][x] for x in lines]


def _server(specs: list[ModelSpec], **options) -> InProcessServer:
    return InProcessServer(build_served(
        None, DecodeOptions(max_input_len=64),
        ServeOptions(device="cpu", split=False, protect=False, **options), models=specs))


@pytest.fixture(scope="module")
def server(models):
    s = _server([ModelSpec((models["en-es"],)), ModelSpec((models["en-de"],)),
                 ModelSpec((models["es-en"],))])
    yield s
    s.stop()


def test_a_libretranslate_client_lists_every_pair_and_gets_each_models_translation(server, models):
    api = libretranslatepy.LibreTranslateAPI(server.base + "/")
    listed = {x["code"]: x["targets"] for x in api.languages()}
    # es reaches de only through en: a pivot counts as a target, as in LibreTranslate
    assert listed == {"en": ["de", "es"], "es": ["de", "en"], "de": []}
    for target in ("es", "de"):
        want = _translate(models[f"en-{target}"], LINES)
        assert [api.translate(x, "en", target) for x in LINES] == want, target


def test_a_pair_no_model_translates_goes_through_the_pivot_and_says_so(server, models):
    via = _translate(models["es-en"], LINES)
    want = _translate(models["en-de"], via)
    status, body = call(server.base, "/translate", json_body={"q": LINES, "source": "es",
                                                              "target": "de"})
    assert status == 200, body
    assert body["translatedText"] == want and body["pivot"] == ["en"] * len(LINES)
    status, body = call(server.base, "/translate", json_body={"q": LINES[0], "source": "en",
                                                              "target": "de"})
    assert "pivot" not in body


@pytest.mark.parametrize("params, words", [
    ({"source": "fr", "target": "de"}, "fr is not supported"),
    ({"source": "en", "target": "xx"}, "xx is not supported"),
    ({"source": "de", "target": "en"}, "de -> en is not supported"),
    ({"source": "en", "target": "en", "q": ""}, "missing q"),
])
def test_an_unknown_pair_or_language_is_a_400_naming_it(server, params, words):
    status, body = call(server.base, "/translate", json_body={"q": "a b", **params})
    assert status == 400 and words in body["error"], body


ES = "El perro come la comida en la casa grande todos los días."
DE = "Der Hund frisst jeden Tag das Futter im großen Haus."


def test_detect_answers_libretranslates_shape_and_source_auto_routes_by_it(server):
    pytest.importorskip("lingua", reason="language detection needs lingua (the serve extra)")
    api = libretranslatepy.LibreTranslateAPI(server.base + "/")
    found = api.detect("This is an English sentence for detection")
    assert found[0]["language"] == "en" and 50 < found[0]["confidence"] <= 100
    assert api.detect(DE)[0]["language"] == "de"  # a target-only language is known too
    explicit = call(server.base, "/translate", json_body={"q": ES, "source": "es", "target": "de"})[1]
    status, auto = call(server.base, "/translate", json_body={"q": ES, "source": "auto",
                                                              "target": "de"})
    assert status == 200 and auto["detectedLanguage"]["language"] == "es", auto
    assert auto["translatedText"] == explicit["translatedText"] and auto["pivot"] == "en"
    status, body = call(server.base, "/translate", json_body={"q": DE, "source": "auto",
                                                              "target": "es"})
    assert status == 400 and "detected as de" in body["error"], body
    for empty in ("%s %d", "12345"):
        status, body = call(server.base, "/detect", json_body={"q": empty})
        assert status == 400 and "error" in body, body


def test_the_native_api_picks_the_model_by_its_pair_and_refuses_a_pivot(server, models):
    status, body = call(server.base, "/v1/translate", json_body={"text": LINES[0],
                                                                 "source": "en", "target": "es"})
    assert status == 200 and body["results"][0]["translation"] == _translate(models["en-es"],
                                                                             LINES[:1])[0]
    status, body = call(server.base, "/v1/translate", json_body={"text": "a"})
    assert status == 400 and "give source and target" in body["error"]
    status, info = call(server.base, "/v1/model", method="GET")
    assert [m["model"] for m in info["models"]] == ["en-es.pt", "en-de.pt", "es-en.pt"]
    assert info["limits"]["max_beam"] >= 4 and info["languages"]["source"] == ["en", "es"]
    status, body = call(server.base, "/v1/translate", json_body={"text": "a", "source": "es",
                                                                 "target": "de"})
    assert status == 400 and "through en" in body["error"]


def test_a_multilingual_model_translates_into_the_target_asked(models):
    s = _server([ModelSpec((models["multi"],))])
    try:
        api = libretranslatepy.LibreTranslateAPI(s.base + "/")
        assert {x["code"]: x["targets"] for x in api.languages()}["en"] == ["de", "es"]
        got = {t: [api.translate(x, "en", t) for x in LINES] for t in ("es", "de")}
        # the tag reaches the model: the first source piece (a random model may write the
        # same for both)
        first = {t: call(s.base, "/v1/translate", json_body={"text": LINES[0], "target": t}
                         )[1]["results"][0]["sentences"][0]["source_tokens"][0] for t in ("es", "de")}
        status, body = call(s.base, "/v1/translate", json_body={"text": LINES[0]})
        # a blank line is no sentence, though it encodes as the tag alone
        blank = call(s.base, "/translate", json_body={"q": f"{LINES[0]}\n\n{LINES[1]}",
                                                      "source": "en", "target": "es"})[1]
    finally:
        s.stop()
    for target in ("es", "de"):
        assert got[target] == _translate(models["multi"], LINES, "--tgt-lang", target)
    assert first == {"es": ">>es<<", "de": ">>de<<"}
    assert blank["translatedText"].split("\n") == [got["es"][0], "", got["es"][1]]
    assert status == 400 and "give source and target" in body["error"]


def test_under_a_bound_of_one_model_alternating_pairs_all_succeed(models):
    s = _server([ModelSpec((models["en-es"],)), ModelSpec((models["en-de"],))],
                max_models_loaded=1)
    try:
        want = {t: _translate(models[f"en-{t}"], LINES[:2]) for t in ("es", "de")}
        for target in ["de", "es", "de", "es"]:
            status, body = call(s.base, "/translate", json_body={"q": LINES[:2], "source": "en",
                                                                 "target": target})
            assert status == 200 and body["translatedText"] == want[target], body
            status, health = call(s.base, "/health", method="GET")
            loaded = [m["model"] for m in health["models"] if m["loaded"]]
            assert loaded == [f"en-{target}.pt"], health["models"]
        loads = {m["model"]: m["loads"] for m in health["models"]}
        assert loads == {"en-es.pt": 3, "en-de.pt": 2}  # en-es preloaded, then swapped in twice
        assert all(m["last_load_seconds"] > 0 for m in health["models"])
    finally:
        s.stop()


def test_frontend_settings_and_a_translated_file_as_libretranslates_web_page_reads_them(server, models):
    status, settings = call(server.base, "/frontend/settings", method="GET")
    assert status == 200 and settings["filesTranslation"] is True
    assert ".txt" in settings["supportedFilesFormat"] and ".po" in settings["supportedFilesFormat"]
    assert settings["keyRequired"] is False and settings["charLimit"] > 0
    body, boundary = _multipart({"source": "en", "target": "es"},
                                ("notes.txt", "".join(x + "\n" for x in LINES).encode()))
    request = urllib.request.Request(server.base + "/translate_file", data=body, headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}"})
    with urllib.request.urlopen(request, timeout=slow(60)) as r:
        url = json.loads(r.read())["translatedFileUrl"]
    assert url.endswith(".notes.txt")
    with urllib.request.urlopen(url, timeout=slow(60)) as r:
        assert r.read().decode().split("\n")[:-1] == _translate(models["en-es"], LINES)
    po = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
          f'msgid "{LINES[0]}"\nmsgstr ""\n\nmsgid "{LINES[1]}"\nmsgstr "kept"\n')
    body, boundary = _multipart({"source": "en", "target": "es"}, ("app.po", po.encode()))
    request = urllib.request.Request(server.base + "/translate_file", data=body, headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}"})
    with urllib.request.urlopen(request, timeout=slow(60)) as r:
        url = json.loads(r.read())["translatedFileUrl"]
    with urllib.request.urlopen(url, timeout=slow(60)) as r:
        filled = r.read().decode()
    # the empty entry filled with the model's translation, marked fuzzy; the other kept
    import polib

    entries = {e.msgid: e for e in polib.pofile(filled)}
    assert entries[LINES[0]].msgstr == _translate(models["en-es"], LINES[:1])[0]
    assert entries[LINES[0]].fuzzy and not entries[LINES[1]].fuzzy
    assert entries[LINES[1]].msgstr == "kept"
    status, body = call(server.base, "/download_file/" + "0" * 32 + ".notes.txt", method="GET")
    assert status == 404 and "error" in body
    bad, boundary = _multipart({"source": "en", "target": "es"}, ("x.exe", b"MZ"))
    status, body = call(server.base, "/translate_file", raw=bad,
                        content_type=f"multipart/form-data; boundary={boundary}")
    assert status == 400 and "file format not supported" in body["error"]


def _multipart(fields: dict[str, str], upload: tuple[str, bytes]) -> tuple[bytes, str]:
    boundary = "nmt-test-boundary"
    out = io.BytesIO()
    for k, v in fields.items():
        out.write(f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode())
    name, data = upload
    out.write(f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
              f"Content-Type: application/octet-stream\r\n\r\n".encode() + data + b"\r\n")
    out.write(f"--{boundary}--\r\n".encode())
    return out.getvalue(), boundary


def test_serve_model_flags_from_the_command_line(models):
    bad = nmt("serve", "--model", "en-fr=" + str(models["multi"]), check=False)
    assert bad.returncode != 0 and "does not translate into fr" in bad.stderr
    assert "Traceback" not in bad.stderr
    none = nmt("serve", check=False)
    assert none.returncode != 0 and "nothing to serve" in none.stderr
