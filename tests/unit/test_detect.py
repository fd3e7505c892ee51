"""Language identification for ``/detect`` and ``source: auto`` (``serve.detect``), with
lingua's real models: clear sentences found, only the languages given ever answered, what
is no language taken out first, texts without words refused with ``Undetectable``, codes
lingua does not know left out and listed, and one detector shared by threads.
The accuracy on the dev sets: benchmarks/investigations/detection.py, docs/SERVE.md."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("lingua", reason="the serve extra's language identifier "
                                     "(lingua-language-detector) is not installed")

from nmt_cli.errors import NmtError  # noqa: E402
from nmt_cli.serve.detect import Detector, Undetectable, language_text  # noqa: E402

SENTENCES = {
    "en": "The weather was cold, so we stayed at home and read books all afternoon.",
    "es": "El tiempo estaba frío, así que nos quedamos en casa y leímos libros toda la tarde.",
    "de": "Das Wetter war kalt, also blieben wir zu Hause und lasen den ganzen Nachmittag.",
}


@pytest.fixture(scope="module")
def detector():
    return Detector(["en", "es", "de"])


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_a_clear_sentence_is_found_with_a_high_confidence(detector, lang):
    found = detector.detect(SENTENCES[lang])
    assert found[0][0] == lang and found[0][1] > 90.0
    confidences = [c for _, c in found]
    assert confidences == sorted(confidences, reverse=True)
    assert {code for code, _ in found} <= {"en", "es", "de"}
    assert 99.0 <= sum(confidences) <= 100.01 and all(c > 0 for c in confidences)


def test_only_the_languages_given_are_ever_answered():
    found = Detector(["en", "de"]).detect(SENTENCES["es"])
    assert found and {code for code, _ in found} <= {"en", "de"}


def test_spans_and_accelerators_are_taken_out_before_detection(detector):
    assert language_text("<b>Open the file</b> %s").split() == ["Open", "the", "file"]
    assert language_text("Lo_wer border, &Save, ~Datei") == "Lower border, Save, Datei"
    assert detector.detect("<b>Open the file</b> %s")[0][0] == "en"
    # English markup around Spanish words: read as it is, lingua answers English
    html = '<span class="highlight-selected" title="Selected item">Ventana</span>'
    assert Detector(["en", "es", "de"], strip=False).detect(html)[0][0] == "en"
    assert detector.detect(html)[0][0] == "es"


@pytest.mark.parametrize("text", ["", "   ", "%s %d", "123", "12/12/2000", "<b></b> {0}",
                                  "https://example.org/help"])
def test_a_text_without_words_is_undetectable(detector, text):
    with pytest.raises(Undetectable, match="cannot tell the language") as caught:
        detector.detect(text)
    assert isinstance(caught.value, NmtError)  # the server's 400, one line


def test_a_text_in_none_of_the_languages_is_undetectable(detector):
    with pytest.raises(Undetectable, match=r"none of this server's languages \(de, en, es\)"):
        detector.detect("Привет, как дела?")


def test_codes_lingua_does_not_know_are_left_out_and_listed():
    d = Detector(["en", "xx", "es", "mul", "EN", "en"])
    assert d.languages == ["en", "es"]
    assert d.unknown == ["xx", "mul"]
    assert d.detect(SENTENCES["es"])[0][0] == "es"


def test_one_known_language_answers_it_and_none_answers_nothing():
    one = Detector(["de", "xx"])
    assert one.detect(SENTENCES["en"]) == [("de", 100.0)]  # auto can mean only de
    with pytest.raises(Undetectable):
        one.detect("%s")
    none = Detector(["xx", "yy"])
    assert none.languages == [] and none.unknown == ["xx", "yy"]
    with pytest.raises(Undetectable, match="knows none of xx, yy"):
        none.detect(SENTENCES["en"])


def test_one_detector_answers_threads_as_it_answers_one_caller(detector):
    texts = [SENTENCES[lang] for lang in sorted(SENTENCES)] * 20 + ["Select filename", "Tib"]
    alone = [detector.detect(t) for t in texts]
    with ThreadPoolExecutor(4) as pool:
        assert list(pool.map(detector.detect, texts)) == alone
