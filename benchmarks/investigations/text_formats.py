"""Text as people bring it, measured (docs/TEXT_FORMATS.md): placeholders, paragraphs, HTML
and gettext catalogues through `nmt translate` and `nmt serve`, with trained models.

- software: the dev messages through a model prepared with placeholders (the default) and
  through one prepared with ``--no-protect`` translated as before (no protection, no
  splitting): BLEU and chrF, msgfmt --check-format's errors on the translations
  (``tests/msgfmt.py`` builds the .po), tags and entities of the source missing.
- paragraphs: consecutive dev sentences (those ending in . ! or ?) joined two or three to a
  line, translated whole (``--no-split``), split (the default) and one sentence a line
  then joined; chrF and BLEU against the joined references.
- html: documents built from Bible dev verses with inline and block markup, through
  ``--format html`` and through the server's ``format: html`` (form-encoded, as
  wagtail-localize sends it); well-formed, the same element tree, hrefs unchanged; the
  text's chrF against the same paragraphs sent as plain text.
- catalogues: .po files (msgunfmt of a Debian package's .mo, flags as xgettext sets them)
  with every translation blanked, filled by ``--format po``; msgfmt --check-format
  --use-fuzzy, and every entry kept, in order, and filled.

Every translation is `nmt translate --engine torch --lenpen 1.4` (the 30-minute recipe's
decoding), or the server with the same settings.

Usage: python -m benchmarks.investigations.text_formats --software CKPT --software-base CKPT
       --bible CKPT [--shared ../shared/data] [--catalogues DIR] --out DIR
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import polib
import sacrebleu

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from msgfmt import check_po, format_flags, po_from_pairs  # noqa: E402

from nmt_cli.text.html import Element, Text, parse_html  # noqa: E402
from nmt_cli.text.spans import find_spans  # noqa: E402

NMT = str(Path(sys.executable).parent / "nmt")
DECODE = ["--engine", "torch", "--lenpen", "1.4", "--device", "cpu"]
SENTENCE_END = re.compile(r"[.!?]$")


def translate(ckpt: Path, lines: list[str], work: Path, name: str, *args: str) -> list[str]:
    """`nmt translate` of ``lines``, one output line per line."""
    src, out = work / f"{name}.src", work / f"{name}.out"
    src.write_text("".join(x + "\n" for x in lines), encoding="utf-8")
    subprocess.run([NMT, "translate", "--ckpt", str(ckpt), *DECODE, *args, "--input", str(src),
                    "--output", str(out)], check=True)
    return out.read_text(encoding="utf-8").split("\n")[:len(lines)]


def scores(hyp: list[str], ref: list[str]) -> dict:
    return {"bleu": round(sacrebleu.corpus_bleu(hyp, [ref]).score, 2),
            "chrf": round(sacrebleu.corpus_chrf(hyp, [ref]).score, 2)}


def span_report(src: list[str], hyp: list[str], work: Path, name: str) -> dict:
    """msgfmt's errors on (source, translation) as a catalogue; the lines whose spans
    differ; the tags and entities of the source missing from the output."""
    po = po_from_pairs(zip(src, hyp), work / f"{name}.po")
    errors = [x for x in check_po(po, use_fuzzy=True) if "fatal" not in x]
    differ = missing = 0
    for s, h in zip(src, hyp):
        want = sorted(x.text for x in find_spans(s))
        got = sorted(x.text for x in find_spans(h))
        differ += want != got
        have = list(got)
        for x in find_spans(s):
            if x.kind in ("tag", "entity"):
                if x.text in have:
                    have.remove(x.text)
                else:
                    missing += 1
    return {"msgfmt_errors": len(errors), "msgfmt_first": errors[:3],
            "lines_with_spans": sum(bool(find_spans(s)) for s in src),
            "lines_spans_differ": differ, "tags_entities_missing": missing}


def software(args, work: Path) -> dict:
    d = args.shared / "software.en-de"
    src = (d / "dev.en").read_text(encoding="utf-8").splitlines()
    ref = (d / "dev.de").read_text(encoding="utf-8").splitlines()
    runs = {
        "placeholders (default)": (args.software, []),
        "placeholders, --no-split": (args.software, ["--no-split"]),
        "no protection, as before": (args.software_base, ["--no-protect", "--no-split"]),
        "no-protect model, repaired": (args.software_base, []),
    }
    out = {}
    for label, (ckpt, extra) in runs.items():
        hyp = translate(ckpt, src, work, "sw-" + re.sub(r"\W+", "-", label), *extra)
        out[label] = {**scores(hyp, ref), **span_report(src, hyp, work, re.sub(r"\W+", "-", label))}
    return out


def paragraphs(ckpt: Path, src: list[str], ref: list[str], work: Path, name: str) -> dict:
    """Consecutive sentences, two or three to a line."""
    keep = [i for i, (s, r) in enumerate(zip(src, ref)) if SENTENCE_END.search(s.strip())
            and SENTENCE_END.search(r.strip())]
    groups, i, size = [], 0, 2
    while i + size <= len(keep):
        groups.append(keep[i:i + size])
        i, size = i + size, 5 - size  # 2, 3, 2, 3 ...
    para_src = [" ".join(src[j].strip() for j in g) for g in groups]
    para_ref = [" ".join(ref[j].strip() for j in g) for g in groups]
    flat = [src[j].strip() for g in groups for j in g]
    whole = translate(ckpt, para_src, work, f"{name}-whole", "--no-split")
    split = translate(ckpt, para_src, work, f"{name}-split")
    one = iter(translate(ckpt, flat, work, f"{name}-one", "--no-split"))
    joined = [" ".join(next(one) for _ in g) for g in groups]
    dev = {}
    if name.endswith("bible"):  # the dev lines as they are (software's are in its own rows)
        dev = {"dev lines, split (default)": scores(translate(ckpt, src, work, f"{name}-dev"), ref),
               "dev lines, --no-split": scores(translate(ckpt, src, work, f"{name}-dev-whole",
                                                         "--no-split"), ref)}
    return {**dev, "lines": len(groups), "sentences": len(flat),
            "whole line (--no-split)": scores(whole, para_ref),
            "split (default)": scores(split, para_ref),
            "one sentence a line, joined": scores(joined, para_ref)}


MARKUP = [("<em>", "</em>"), ("<b>", "</b>"), ('<a href="https://example.org/v?id={i}&amp;x=1">', "</a>"),
          ('<span class="v">', "</span>"), ("<code>", "</code>")]


def html_documents(verses: list[str], refs: list[str], n_docs: int) -> tuple[list[str], list[str], list[str]]:
    """Documents of paragraphs and list items of two or three verses, with inline markup
    around words and a <br> between verses; (documents, each paragraph's plain text, its
    reference)."""
    docs, plain, para_ref = [], [], []
    at = 0
    for d in range(n_docs):
        blocks = []
        for b in range(4):
            size = 2 + (b % 2)
            group, gref = verses[at:at + size], refs[at:at + size]
            at += size
            if len(group) < size:
                break
            plain.append(" ".join(group))
            para_ref.append(" ".join(gref))
            words = " ".join(group).split(" ")
            k = (d + b) % len(MARKUP)
            open_, close = MARKUP[k]
            open_ = open_.replace("{i}", str(at))
            if len(words) > 6:
                w = 2 + (at % 3)
                words[w] = open_ + words[w]
                words[w + 1] = words[w + 1] + close
            body = " ".join(words)
            if size == 3:
                body = body.replace(". ", ".<br> ", 1)
            blocks.append(f"<li>{body}</li>" if b == 3 else f"<p>{body}</p>")
        if blocks:
            items = [x for x in blocks if x.startswith("<li>")]
            paras = [x for x in blocks if x.startswith("<p>")]
            docs.append(f"<div class=\"chapter\">\n<h2>Chapter {d + 1}</h2>\n" + "\n".join(paras)
                        + ("\n<ul>" + "".join(items) + "</ul>" if items else "") + "\n</div>")
    return docs, plain, para_ref


def shape(node) -> list:
    """The element tree: tags, attributes and nesting, no text."""
    if isinstance(node, Element):
        return [node.tag, node.attrs, [shape(c) for c in node.children if isinstance(c, Element)]]
    return []


def texts(node) -> list[str]:
    """The text of each p and li, tags taken out (entities as they are)."""
    out = []

    def inner(n) -> str:
        if isinstance(n, Text):
            return n.raw
        if isinstance(n, Element):
            return "".join(inner(c) for c in n.children)
        return ""

    def walk(n):
        if isinstance(n, Element):
            if n.tag in ("p", "li"):
                out.append(re.sub(r"\s+", " ", inner(n)).strip())
            else:
                for c in n.children:
                    walk(c)
    walk(node)
    return out


def html(args, work: Path) -> dict:
    d = args.shared / "bible.en-es"
    verses = (d / "dev.en").read_text(encoding="utf-8").splitlines()
    refs = (d / "dev.es").read_text(encoding="utf-8").splitlines()
    docs, plain, para_ref = html_documents(verses, refs, args.html_docs)
    whole = "\n".join(docs) + "\n"
    (work / "bible.html").write_text(whole, encoding="utf-8")
    subprocess.run([NMT, "translate", "--ckpt", str(args.bible), *DECODE, "--format", "html",
                    "--input", str(work / "bible.html"), "--output", str(work / "bible.es.html")],
                   check=True)
    cli = (work / "bible.es.html").read_text(encoding="utf-8")
    served = serve_html(args.bible, docs)
    plain_hyp = translate(args.bible, plain, work, "bible-plain")
    out = {"documents": len(docs), "paragraphs": len(plain),
           "plain text": scores(plain_hyp, para_ref)}
    for label, translated in (("--format html", [cli]), ("server format: html", served)):
        got_tree = [parse_html(t) for t in translated]
        want_tree = [parse_html(whole)] if len(translated) == 1 else [parse_html(x) for x in docs]
        hyp = [x for t in got_tree for x in texts(t)]
        out[label] = {"same element tree": all(shape(a) == shape(b)
                                               for a, b in zip(got_tree, want_tree)),
                      "hrefs unchanged": re.findall(r'href="[^"]*"', "".join(translated))
                      == re.findall(r'href="[^"]*"', whole),
                      **scores([_unescape(x) for x in hyp], para_ref)}
    return out


def _unescape(text: str) -> str:
    import html as stdlib_html
    return stdlib_html.unescape(text)


def serve_html(ckpt: Path, docs: list[str]) -> list[str]:
    """Each document through `nmt serve`'s LibreTranslate /translate, format html."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([NMT, "serve", "--ckpt", str(ckpt), "--port", str(port),
                             "--engine", "torch", "--lenpen", "1.4", "--device", "cpu"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/"
        for _ in range(300):
            try:
                urllib.request.urlopen(url + "health", timeout=2)
                break
            except OSError:
                time.sleep(0.5)
        out = []
        for doc in docs:
            body = urllib.parse.urlencode({"q": doc, "source": "en", "target": "es",
                                           "format": "html"}).encode()
            with urllib.request.urlopen(url + "translate", data=body, timeout=600) as r:
                out.append(json.loads(r.read())["translatedText"])
        return out
    finally:
        proc.terminate()
        proc.wait(timeout=60)


def catalogues(args, work: Path) -> dict:
    out = {}
    for mo in sorted(args.catalogues.glob("*.mo")):
        po = work / f"{mo.stem}.po"
        subprocess.run(["msgunfmt", str(mo), "-o", str(po)], check=True)
        cat = polib.pofile(str(po))
        for e in cat:
            e.flags = format_flags(e.msgid)  # what xgettext sets; a .mo keeps no flags
            e.msgstr = ""
            e.msgstr_plural = {k: "" for k in e.msgstr_plural}
        blank = work / f"{mo.stem}.blank.po"
        cat.save(str(blank))
        filled = work / f"{mo.stem}.filled.po"
        run = subprocess.run([NMT, "translate", "--ckpt", str(args.software), *DECODE,
                              "--format", "po", "--input", str(blank), "--output", str(filled)],
                             capture_output=True, text=True, check=True)
        before, after = polib.pofile(str(blank)), polib.pofile(str(filled))
        out[mo.stem] = {
            "entries": len(before), "report": run.stderr.strip(),
            "kept in order": [(e.msgctxt, e.msgid) for e in before]
            == [(e.msgctxt, e.msgid) for e in after],
            "all filled": all((e.msgstr or all(e.msgstr_plural.values())) and "fuzzy" in e.flags
                              for e in after),
            "msgfmt --check-format --use-fuzzy": check_po(filled, use_fuzzy=True) or "passes",
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--software", type=Path, required=True)
    ap.add_argument("--software-base", type=Path, required=True)
    ap.add_argument("--bible", type=Path, required=True)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data")
    ap.add_argument("--catalogues", type=Path)
    ap.add_argument("--html-docs", type=int, default=40)
    ap.add_argument("--only", default="software,paragraphs,html,catalogues")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    work = args.out / "work"
    work.mkdir(parents=True, exist_ok=True)
    only = set(args.only.split(","))
    results = json.loads((args.out / "results.json").read_text()) if (args.out / "results.json").exists() else {}
    if "software" in only:
        results["software"] = software(args, work)
    if "paragraphs" in only:
        results["paragraphs"] = {}
        for name, ckpt, sub, tgt in (("software", args.software, "software.en-de", "de"),
                                     ("bible", args.bible, "bible.en-es", "es")):
            d = args.shared / sub
            results["paragraphs"][name] = paragraphs(
                ckpt, (d / "dev.en").read_text(encoding="utf-8").splitlines(),
                (d / f"dev.{tgt}").read_text(encoding="utf-8").splitlines(), work, f"para-{name}")
    if "html" in only:
        results["html"] = html(args, work)
    if "catalogues" in only and args.catalogues:
        results["catalogues"] = catalogues(args, work)
    results["machine"] = os.uname().nodename and _cpu()
    (args.out / "results.json").write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
    print(json.dumps(results, indent=2, ensure_ascii=False))


def _cpu() -> str:
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return "unknown"


if __name__ == "__main__":
    main()
