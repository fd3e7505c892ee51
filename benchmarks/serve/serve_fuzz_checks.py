"""The fuzzer's own checks, beside schemathesis' built-in ones (``serve_fuzz.py``).

Loaded by schemathesis as its hooks module (``SCHEMATHESIS_HOOKS``), they hold every
answer of ``nmt serve`` to what docs/RELIABILITY.md promises:

* ``errors_are_json_4xx``: an error is a 4xx (never a 5xx) whose body is JSON,
  ``{"error": "<one line>"}``;
* ``nothing_leaks``: no answer carries a traceback, an exception's name or text, or a path
  of the server's (``NMT_FUZZ_PATHS``: the folders it runs from, ``os.pathsep`` apart),
  once what the request itself sent is taken out of it (an unknown language is named back).
  A translation is the model's output and is not read for leaks.

``NMT_FUZZ_LOG``, where set, gets one line per answer: status, method, path.
"""

from __future__ import annotations

import json
import os
import re

import schemathesis

LEAK = re.compile(r"Traceback \(most recent call last\)|File \"[^\"]*\", line \d+"
                  r"|\b[A-Z][A-Za-z]*(?:Error|Exception)\b|site-packages|\w\.py\b")
TRANSLATIONS = {"/translate", "/v1/translate"}


def _strings(value) -> list[str]:
    """Every string in a request's parts (dicts, lists, bytes), keys and values."""
    if isinstance(value, bytes):
        return [value.decode("utf-8", "replace")]
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _strings(k) + _strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return [str(value)] if value is not None else []


def _server_paths() -> list[str]:
    return [p for p in os.environ.get("NMT_FUZZ_PATHS", "").split(os.pathsep) if len(p) > 3]


@schemathesis.check
def errors_are_json_4xx(ctx, response, case):
    status = response.status_code
    if status < 400:
        return None
    if status >= 500:
        raise AssertionError(f"{status}: the server failed where the request should: "
                             f"{response.content[:300]!r}")
    kind = (response.headers.get("content-type") or [""])[0]
    if not kind.startswith("application/json"):
        raise AssertionError(f"a {status} answered as {kind or 'no content type'}, not JSON")
    try:
        body = json.loads(response.content)
    except ValueError:
        raise AssertionError(f"a {status} whose body is not JSON: {response.content[:300]!r}") from None
    if not (isinstance(body, dict) and isinstance(body.get("error"), str) and body["error"]
            and "\n" not in body["error"]):
        raise AssertionError(f'a {status} without a one-line {{"error": ...}}: {body!r}'[:400])
    return None


@schemathesis.check
def nothing_leaks(ctx, response, case):
    if 200 <= response.status_code < 300 and case.operation.path in TRANSLATIONS:
        return None
    text = response.content.decode("utf-8", "replace")
    sent = _strings([case.body, case.query, case.path_parameters, case.headers, case.cookies])
    for s in sorted({x for x in sent if len(x) >= 3}, key=len, reverse=True):
        text = text.replace(s, "").replace(json.dumps(s)[1:-1], "")
    for path in _server_paths():
        if path in text:
            raise AssertionError(f"the answer names the server's path {path}: {text[:300]}")
    found = LEAK.search(text)
    if found:
        raise AssertionError(f"the answer carries {found.group(0)!r}: {text[:300]}")
    return None


@schemathesis.hook
def after_call(ctx, case, response):
    log = os.environ.get("NMT_FUZZ_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as f:
            f.write(f"{response.status_code} {case.method} {case.operation.path}\n")
