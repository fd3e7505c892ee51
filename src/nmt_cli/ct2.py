"""Decoding through CTranslate2: the backend of ``nmt translate --ckpt DIR``.

``nmt export`` writes a CTranslate2 model directory (see ``export.py``); this
module loads one and translates batches of token ids with the same options
as our PyTorch search, returning the same kind of n-best lists
(``Ct2Translator`` keeps the contract of ``decoding.BatchTranslator``).

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

Length limits. CTranslate2 takes one ``max_decoding_length`` per call and stops
a hypothesis that reaches it *without* an EOS (its score then lacks log p(EOS)),
where ``search.py`` forces EOS there. So a batch decodes to its largest limit;
greedy outputs are cut to each sentence's own limit (the same tokens as a
search with that limit), and in beam search the sentences where a hypothesis
reached its own limit are searched again with it, grouped by limit. (Where no
returned hypothesis reached it, CTranslate2 may still have explored beyond it;
that rare case is not re-run.) Every hypothesis that ended at a limit is
re-scored with ``score_batch`` (a teacher-forced pass that includes EOS), so
its score is that of its tokens, as ours would be. The exported position
table bounds sources and outputs (``max_positions - 1`` tokens, 1023 by
default): longer ones are cut, with one warning on stderr.
"""

from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path

from .config import BOS_ID, EOS_ID, PAD_ID
from .cpus import usable_cpus
from .decoding import Hypothesis
from .device import parse_device
from .errors import NmtError
from .export import DEFAULT_MAX_POSITIONS, NMT_CONFIG, SPM_FILE, require_ctranslate2
from .search import length_penalty
from .tokenizer import Tokenizer

LENPEN_STYLES = ("gnmt", "plain")


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
                intra_threads=threads or min(4, usable_cpus()))
        except (RuntimeError, ValueError) as e:
            raise NmtError(f"CTranslate2 cannot load {model_dir}: {e}") from None
        sp = self.tokenizer.sp
        self._pieces = [sp.id_to_piece(i) for i in range(sp.get_piece_size())]
        # Our search never generates PAD or BOS. CTranslate2 masks them before
        # its softmax (renormalising, ~1e-5 per step on a trained model), ours after.
        self._never = [[self._pieces[PAD_ID]], [self._pieces[BOS_ID]]]
        self._eos = self._pieces[EOS_ID]
        self.warned_cut = False

    def _to_pieces(self, ids: list[int]) -> list[str]:
        return [self._pieces[i] for i in ids]

    def _to_ids(self, pieces: list[str]) -> list[int]:
        return [self.tokenizer.sp.piece_to_id(p) for p in pieces]

    def decoding(self) -> contextlib.nullcontext:
        """CTranslate2 needs no scope around its batches."""
        return contextlib.nullcontext()

    def translate_batch(
        self,
        sources: list[list[int]],
        beam: int = 4,
        lenpen: float = 0.6,
        lenpen_style: str = "gnmt",
        nbest: int = 1,
        max_len_a: float = 1.0,
        max_len_b: int = 50,
    ) -> list[list[Hypothesis]]:
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
        if lenpen < 0:
            raise NmtError(f"--lenpen must be 0 or more (got {lenpen})")
        if nbest > beam:
            raise NmtError(f"--nbest {nbest} is larger than the beam ({beam})")
        if not sources:
            return []
        longest = self.max_positions - 1  # the exported position table's reach
        wanted = [max(0, int(max_len_a * len(s) + max_len_b)) for s in sources]
        limits = [min(n, longest) for n in wanted]
        self._warn_if_cut(max(map(len, sources)), max(wanted))
        pieces = [self._to_pieces(s[:longest]) for s in sources]
        found = self._search(pieces, max(limits), beam, lenpen, lenpen_style, nbest)
        if beam > 1 and nbest > 1:
            # A hypothesis that reached its sentence's own, smaller limit shows the
            # batch's limit changed that search: for a complete n-best list, search those
            # sentences again, one call per limit (one call per limit for everything was
            # ~6x slower). For the single best, the hypotheses cut to the limit and
            # re-scored below stand in for that search: it cost 27% of a batch of 64 on a
            # weak model (1.6x fewer sentences/s), for one line of 175 that differs
            # (benchmarks/bench_real.py, docs/BENCHMARKS.md).
            again: dict[int, list[int]] = {}
            for i, (result, limit) in enumerate(zip(found, limits)):
                if limit < max(limits) and any(
                        len([p for p in h if p != self._eos]) >= limit for h in result.hypotheses):
                    again.setdefault(limit, []).append(i)
            for limit, rows in again.items():
                for i, result in zip(rows, self._search([pieces[i] for i in rows], limit, beam,
                                                        lenpen, lenpen_style, nbest)):
                    found[i] = result
        out, cut = [], []  # cut: (sentence, hypothesis) pairs to re-score
        for i, (result, limit) in enumerate(zip(found, limits)):
            hyps = []
            for hyp_pieces, score in zip(result.hypotheses, result.scores):
                ids = self._to_ids(hyp_pieces)
                ended = bool(ids) and ids[-1] == EOS_ID and len(ids) <= limit + 1
                ids = [t for t in ids if t != EOS_ID][:limit]
                lp = length_penalty(float(len(ids) + 1), lenpen, lenpen_style)
                # gnmt: CTranslate2 searched without a penalty, so its score is the logprob
                logprob = score if lenpen_style == "gnmt" else score * lp
                hyps.append(Hypothesis(ids, score / lp if lenpen_style == "gnmt" else score,
                                       logprob))
                if not ended:
                    cut.append((i, len(hyps) - 1))
            out.append(hyps)
        if cut:
            scored = self._score([pieces[i] for i, _ in cut],
                                 [self._to_pieces(out[i][j].tokens) for i, j in cut])
            for (i, j), logprob in zip(cut, scored):
                h = out[i][j]
                h.score = logprob / length_penalty(float(len(h.tokens) + 1), lenpen, lenpen_style)
                h.logprob = logprob
        for i, hyps in enumerate(out):
            unique = {}
            for h in sorted(hyps, key=lambda h: h.score, reverse=True):
                unique.setdefault(tuple(h.tokens), h)  # cutting can make two hypotheses one
            out[i] = list(unique.values())[:nbest]
        return out

    def _search(self, pieces: list[list[str]], limit: int, beam: int, lenpen: float,
                lenpen_style: str, nbest: int) -> list:
        """One CTranslate2 search with one output limit; results with end tokens kept."""
        gnmt = lenpen_style == "gnmt"
        try:
            return self.translator.translate_batch(
                pieces,
                beam_size=beam,
                num_hypotheses=beam if gnmt else nbest,
                length_penalty=0.0 if gnmt else lenpen,
                max_decoding_length=max(1, limit),  # CTranslate2 needs >= 1; cut later
                min_decoding_length=0,  # an empty output is allowed, as in our search
                max_input_length=0,
                suppress_sequences=self._never,
                return_scores=True,
                return_end_token=True,  # tells a finished hypothesis from one stopped at the limit
            )
        except (RuntimeError, ValueError) as e:
            raise NmtError(f"CTranslate2 failed: {e}") from None

    def _score(self, sources: list[list[str]], targets: list[list[str]]) -> list[float]:
        """log p(target + EOS | source) per pair, teacher-forced (PAD/BOS not renormalised)."""
        try:
            results = self.translator.score_batch(sources, targets, max_input_length=0)
        except (RuntimeError, ValueError) as e:
            raise NmtError(f"CTranslate2 failed: {e}") from None
        return [float(sum(r.log_probs)) for r in results]

    def _warn_if_cut(self, longest_source: int, longest_output: int) -> None:
        """Say once that the exported position table cut a source or an output limit."""
        reach = self.max_positions - 1
        if self.warned_cut or max(longest_source, longest_output) <= reach:
            return
        self.warned_cut = True
        what = (f"a source of {longest_source} subwords" if longest_source > reach
                else f"an output limit of {longest_output} subwords")
        print(f"warning: {what} is cut to {reach}, the positions this export covers "
              f"({self.model_dir}); later cuts are not reported", file=sys.stderr, flush=True)
