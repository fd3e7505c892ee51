"""Decoding through CTranslate2: the backend of ``nmt translate --ckpt DIR`` (issue 7).

``nmt export`` writes a CTranslate2 model directory (see ``export.py``); this
module loads one and translates batches of token ids with the same options
as our PyTorch search, returning the same kind of n-best lists.

Length penalty. Our beam search (Wu et al. 2016, as the paper's Section 6.1
uses) divides a finished hypothesis' log-probability by
``((5 + |Y|) / 6) ** alpha`` ("gnmt"); CTranslate2 4.x only offers
``|Y| ** alpha`` ("plain"). The two are not related by any rescaling, so:

- ``lenpen_style="plain"`` maps exactly onto CTranslate2's ``length_penalty``.
- ``lenpen_style="gnmt"`` asks CTranslate2 for the ``beam`` finished hypotheses
  without any penalty (their raw log-probabilities) and re-ranks them with the
  GNMT penalty. Beams compete on raw log-probability during the search in both
  implementations, so the candidates are the same kind; the difference is in
  when the search stops (CTranslate2 stops once ``beam`` hypotheses are
  finished), so a few sentences can differ from the PyTorch search.

|Y| counts the output tokens plus the end-of-sentence token, as CTranslate2
and ``search.py`` both do; the output limit ``a * |x| + b`` counts neither the
source's nor the output's EOS, as in ``search.py``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from .config import BOS_ID, EOS_ID, PAD_ID
from .device import parse_device
from .errors import NmtError
from .export import DEFAULT_MAX_POSITIONS, NMT_CONFIG, SPM_FILE, require_ctranslate2
from .search import length_penalty
from .tokenizer import Tokenizer

LENPEN_STYLES = ("gnmt", "plain")


@dataclass
class Ct2Hypothesis:
    """One output: token ids without BOS/EOS, and its (length-normalised) score."""

    tokens: list[int]
    score: float


def is_ct2_model_dir(path: str | Path) -> bool:
    """True for a directory written by ``nmt export`` (or any CTranslate2 model)."""
    path = Path(path)
    return path.is_dir() and (path / "model.bin").is_file()


def _device(device: str) -> tuple[str, int]:
    """Our --device strings (auto, cpu, cuda, cuda:N) -> CTranslate2's (device, index)."""
    ct2 = require_ctranslate2()
    kind, index = parse_device(device)
    if kind == "auto":
        return ("cuda" if ct2.get_cuda_device_count() > 0 else "cpu"), 0
    if kind == "cuda" and ct2.get_cuda_device_count() <= index:
        raise NmtError(f"--device {device}: CTranslate2 sees "
                       f"{ct2.get_cuda_device_count()} CUDA device(s)")
    return kind, index


# Our --precision names -> CTranslate2 compute types. fp32 keeps what the export
# chose ("default"), so an int8 export decodes in int8 without extra flags.
_COMPUTE_TYPES = {"fp32": "default", "bf16": "bfloat16", "fp16": "float16"}


class Ct2Translator:
    """A CTranslate2 model directory with our tokenizer and search options.

    Args:
        model_dir: directory written by ``nmt export``.
        device: auto, cpu, cuda or cuda:N.
        precision: fp32 (keep the exported weight type), bf16 or fp16; any
            CTranslate2 compute type (e.g. int8_float32) is passed through.
        threads: CPU threads per translation (0: CTranslate2's default).
    """

    def __init__(self, model_dir: str | Path, device: str = "auto", precision: str = "fp32",
                 threads: int = 0):
        ct2 = require_ctranslate2()
        model_dir = Path(model_dir)
        if not is_ct2_model_dir(model_dir):
            raise NmtError(f"{model_dir} is not a CTranslate2 model directory (no model.bin)")
        if not (model_dir / SPM_FILE).is_file():
            raise NmtError(f"{model_dir} has no {SPM_FILE}; export it with `nmt export`")
        self.model_dir = model_dir
        self.tokenizer = Tokenizer((model_dir / SPM_FILE).read_bytes())
        meta_path = model_dir / NMT_CONFIG
        self.meta = json.loads(meta_path.read_text()) if meta_path.is_file() else {}
        self.max_positions = int(self.meta.get("max_positions", DEFAULT_MAX_POSITIONS))
        dev, index = _device(device)
        compute_type = _COMPUTE_TYPES.get(precision, precision)
        try:
            self.translator = ct2.Translator(
                str(model_dir), device=dev, device_index=index, compute_type=compute_type,
                intra_threads=threads or min(4, os.cpu_count() or 1))
        except (RuntimeError, ValueError) as e:
            raise NmtError(f"CTranslate2 cannot load {model_dir}: {e}") from None
        sp = self.tokenizer.sp
        self._pieces = [sp.id_to_piece(i) for i in range(sp.get_piece_size())]
        # Our search never generates PAD or BOS. CTranslate2 masks them before
        # its softmax (renormalising, ~1e-5 per step on a trained model), ours after.
        self._never = [[self._pieces[PAD_ID]], [self._pieces[BOS_ID]]]

    def _to_pieces(self, ids: list[int]) -> list[str]:
        return [self._pieces[i] for i in ids]

    def _to_ids(self, pieces: list[str]) -> list[int]:
        return [self.tokenizer.sp.piece_to_id(p) for p in pieces]

    def translate_batch(
        self,
        sources: list[list[int]],
        beam: int = 4,
        lenpen: float = 0.6,
        lenpen_style: str = "gnmt",
        nbest: int = 1,
        max_len_a: float = 1.0,
        max_len_b: int = 50,
    ) -> list[list[Ct2Hypothesis]]:
        """Translate source token ids (no EOS: the model config adds it).

        Args:
            sources: per sentence, token ids as ``Tokenizer.encode`` returns them.
            beam: beam size, 1 for greedy.
            lenpen: length penalty alpha.
            lenpen_style: "gnmt" ((5+|Y|)/6)^alpha or "plain" |Y|^alpha.
            nbest: hypotheses returned per sentence, best first.
            max_len_a, max_len_b: at most ``a * len(source) + b`` output tokens
                (EOS not counted), per sentence.
        Returns:
            per sentence, ``nbest`` hypotheses (token ids without BOS/EOS, score).
        """
        if lenpen_style not in LENPEN_STYLES:
            raise NmtError(f"unknown --lenpen-style {lenpen_style!r}; use gnmt or plain")
        if nbest > beam:
            raise NmtError(f"--nbest {nbest} is larger than the beam ({beam})")
        if not sources:
            return []
        limits = [max(1, int(max_len_a * len(s) + max_len_b)) for s in sources]
        # One limit per call in CTranslate2: decode to the batch's largest and
        # cut each sentence at its own, which is exact for greedy search.
        max_decoding = min(max(limits), self.max_positions - 1)
        gnmt = lenpen_style == "gnmt"
        # Sources longer than the exported position table are cut (with their EOS).
        max_input = self.max_positions - 1
        try:
            results = self.translator.translate_batch(
                [self._to_pieces(s[:max_input]) for s in sources],
                beam_size=beam,
                num_hypotheses=beam if gnmt else nbest,
                length_penalty=0.0 if gnmt else lenpen,
                max_decoding_length=max_decoding,
                min_decoding_length=0,  # an empty output is allowed, as in our search
                max_input_length=0,
                suppress_sequences=self._never,
                return_scores=True,
            )
        except (RuntimeError, ValueError) as e:
            raise NmtError(f"CTranslate2 failed: {e}") from None

        out = []
        for result, limit in zip(results, limits):
            hyps = []
            for pieces, score in zip(result.hypotheses, result.scores):
                ids = self._to_ids(pieces)
                if len(ids) > limit:
                    ids = ids[:limit]
                if gnmt:
                    score = score / length_penalty(float(len(ids) + 1), lenpen, "gnmt")
                hyps.append(Ct2Hypothesis(tokens=[t for t in ids if t != EOS_ID], score=score))
            if gnmt:
                hyps.sort(key=lambda h: h.score, reverse=True)
            out.append(hyps[:nbest])
        return out
