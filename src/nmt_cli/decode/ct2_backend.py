"""Decoding through CTranslate2: the backend of ``nmt translate --ckpt DIR``.

``nmt export`` writes a CTranslate2 model directory (see ``export/ctranslate2.py``); this
module loads one and translates batches of token ids with the same options
as our PyTorch search, returning the same kind of n-best lists
(``Ct2Translator`` keeps the contract of ``contract.BatchTranslator``).

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

from ..config import BOS_ID, EOS_ID, PAD_ID
from ..cpus import decode_threads
from ..data.lang_tags import lang_tags
from ..data.tokenizer import Tokenizer
from ..device_names import parse_device
from ..errors import NmtError
from ..export.ct2_files import DEFAULT_MAX_POSITIONS, NMT_CONFIG, SPM_FILE, require_ctranslate2
from .contract import DecodeOptions, Hypothesis

_NEEDS_MODEL = ("--alignment and --force-target need the model's attention and probabilities: "
                "give a checkpoint (.pt), not a CTranslate2 export")


def is_ct2_model_dir(path: str | Path) -> bool:
    """True for a directory written by ``nmt export`` (or any CTranslate2 model)."""
    path = Path(path)
    return path.is_dir() and (path / "model.bin").is_file()


# nmt_config.json's fields that decoding reads: the types they must have, and their least value
_META_FIELDS = {"max_positions": (int, 2), "trained_max_len": ((int, type(None)), 1),
                "step": ((int, type(None)), 0), "model_config": (dict, None),
                "src_lang": ((str, type(None)), None), "tgt_lang": ((str, type(None)), None),
                "lang_tags": (dict, None)}


def read_export_meta(model_dir: str | Path) -> dict:
    """An export's ``nmt_config.json`` ({} where there is none), refused in one line where
    it is not what ``nmt export`` writes: a directory from elsewhere may hold anything.

    Raises:
        NmtError: not a JSON object, or a field of the wrong type or out of range.
    """
    path = Path(model_dir) / NMT_CONFIG
    if not path.is_file():
        return {}
    try:
        meta = json.loads(path.read_bytes())
    except (ValueError, RecursionError) as e:  # nesting past the parser's depth: RecursionError
        reason = (str(e).splitlines() or [type(e).__name__])[0][:120]
        raise NmtError(f"{path} is not the JSON `nmt export` writes ({reason})") from None
    if not isinstance(meta, dict):
        raise NmtError(f"{path} is not what `nmt export` writes: not a JSON object")
    for key, (kinds, least) in _META_FIELDS.items():
        value = meta.get(key)
        if key in meta and (not isinstance(value, kinds) or isinstance(value, bool) or (
                least is not None and isinstance(value, int) and value < least)):
            raise NmtError(f"{path} is not what `nmt export` writes: its {key!r} is "
                           f"{str(value)[:40]!r}")
    try:
        lang_tags(meta)
    except NmtError as e:
        raise NmtError(f"{path} is not what `nmt export` writes: {e}") from None
    return meta


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


# Our --precision names -> CTranslate2 compute types. fp32 and auto keep what the export
# chose ("default"), so an int8 export decodes in int8 and a float32 one in float32.
# Not CTranslate2's own "auto": it takes int8 wherever the CPU has int8 kernels, a float32
# export too, and int8 decoded 18x slower than float32 at batch 1 on an AVX-512 VNNI EPYC
# (docs/BENCHMARKS.md, "int8 against float32, per machine").
# Where the device has no kernels for the export's type (a float16 export on a CPU),
# CTranslate2 takes the nearest one and logs a warning line saying which.
_COMPUTE_TYPES = {"fp32": "default", "auto": "default", "bf16": "bfloat16", "fp16": "float16"}

# Re-scoring (``_score``) holds a [tokens x vocabulary] array of log-probabilities for all
# the pairs of one ``score_batch``, and a few arrays of its size beside it: 400 hypotheses
# cut at their limit (100 lines, beam 4, a model that never ends) peaked at 1,281 MiB in
# one call, for an 8k vocabulary. Batches of 2**22 logits (16 MiB in float32) against
# 2**24, `nmt translate` on 100 and 10,000 such lines, side by side: greedy 142 -> 156 MiB
# against 204 -> 310, beam 4 164 -> 227 against 247 -> 340, in the same time and with the
# same outputs; 2**21 scored 40% slower (2026-11-29, Xeon model 207).
SCORE_LOGITS = 1 << 22
SCORE_MIN_TOKENS = 256  # a batch holds one long pair whatever the vocabulary


class Ct2Translator:
    """A CTranslate2 model directory with our tokenizer and search options.

    Args:
        model_dir: directory written by ``nmt export``.
        device: auto, cpu, cuda or cuda:N.
        precision: fp32 or auto (keep the exported weight type), bf16 or fp16; any
            CTranslate2 compute type (e.g. int8_float32) is passed through.
        threads: CPU threads per translation (0: ``cpus.decode_threads()``).
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
        try:
            self.tokenizer = Tokenizer((model_dir / SPM_FILE).read_bytes())
        except NmtError as e:
            raise NmtError(f"{model_dir / SPM_FILE}: {e}") from None
        self.meta = read_export_meta(model_dir)
        self.max_positions = self.meta.get("max_positions", DEFAULT_MAX_POSITIONS)
        dev, index = _device(device)
        compute_type = _COMPUTE_TYPES.get(precision, precision)
        try:
            self.translator = ct2.Translator(
                str(model_dir), device=dev, device_index=index, compute_type=compute_type,
                intra_threads=threads or decode_threads())
        except (RuntimeError, ValueError) as e:
            raise NmtError(f"CTranslate2 cannot load {model_dir}: {e}") from None
        # what CTranslate2 took: int8_float32 is its name for the CPU's int8
        self.compute_type = self.translator.compute_type
        sp = self.tokenizer.sp
        self._pieces = [sp.id_to_piece(i) for i in range(sp.get_piece_size())]
        # Our search never generates PAD or BOS. CTranslate2 masks them before
        # its softmax (renormalising, ~1e-5 per step on a trained model), ours after.
        self._never = [[self._pieces[PAD_ID]], [self._pieces[BOS_ID]]]
        self._eos = self._pieces[EOS_ID]
        self.warned_cut = False
        self.seeded = False

    def _to_pieces(self, ids: list[int]) -> list[str]:
        return [self._pieces[i] for i in ids]

    def _to_ids(self, pieces: list[str]) -> list[int]:
        return [self.tokenizer.sp.piece_to_id(p) for p in pieces]

    def decoding(self) -> contextlib.nullcontext:
        """CTranslate2 needs no scope around its batches."""
        return contextlib.nullcontext()

    def translate_batch(self, sources: list[list[int]],
                        options: DecodeOptions) -> list[list[Hypothesis]]:
        """Translate source token ids (no EOS: the model config adds it).

        Args:
            sources: per sentence, token ids as ``Tokenizer.encode`` returns them.
            options: beam (1 for greedy), length penalty and style, n-best, and the
                output limit ``a * len(source) + b`` (EOS not counted), per sentence.
        Returns:
            per sentence, up to ``nbest`` hypotheses (token ids without BOS/EOS), best first.
        """
        options.check()
        if not sources:
            return []
        longest = self.max_positions - 1  # the exported position table's reach
        wanted = [options.output_limit(len(s)) for s in sources]
        limits = [min(n, longest) for n in wanted]
        self._warn_if_cut(max(map(len, sources)), max(wanted))
        pieces = [self._to_pieces(s[:longest]) for s in sources]
        found = self._search(pieces, max(limits), options)
        if options.beam > 1 and options.nbest > 1:
            self._search_again_at_own_limits(found, pieces, limits, options)
        out = [self._hypotheses(result, limit, options) for result, limit in zip(found, limits)]
        self._rescore_cut(out, pieces, options)
        for i, hyps in enumerate(out):
            unique = {}
            for h, _ in sorted(hyps, key=lambda pair: pair[0].score, reverse=True):
                unique.setdefault(tuple(h.tokens), h)  # cutting can make two hypotheses one
            out[i] = list(unique.values())[:options.nbest]
        return out

    def _search_again_at_own_limits(self, found: list, pieces: list[list[str]],
                                    limits: list[int], options: DecodeOptions) -> None:
        """A hypothesis that reached its sentence's own, smaller limit shows the batch's
        limit changed that search: for a complete n-best list, search those sentences again,
        one call per limit (one call per limit for everything was ~6x slower). For the
        single best, the hypotheses cut to the limit and re-scored (``_rescore_cut``) stand
        in for that search: it cost 27% of a batch of 64 on a weak model (1.6x fewer
        sentences/s), for one line of 175 that differs (docs/BENCHMARKS.md)."""
        again: dict[int, list[int]] = {}
        for i, (result, limit) in enumerate(zip(found, limits)):
            if limit < max(limits) and any(
                    len([p for p in h if p != self._eos]) >= limit for h in result.hypotheses):
                again.setdefault(limit, []).append(i)
        for limit, rows in again.items():
            for i, result in zip(rows, self._search([pieces[i] for i in rows], limit, options)):
                found[i] = result

    def _hypotheses(self, result, limit: int,
                    options: DecodeOptions) -> list[tuple[Hypothesis, bool]]:
        """One sentence's CTranslate2 result as (hypothesis, whether it ended with EOS
        within its limit) pairs; one that did not is cut to the limit, to be re-scored."""
        hyps = []
        for hyp_pieces, score in zip(result.hypotheses, result.scores):
            ids = self._to_ids(hyp_pieces)
            ended = bool(ids) and ids[-1] == EOS_ID and len(ids) <= limit + 1
            ids = [t for t in ids if t != EOS_ID][:limit]
            lp = options.penalty(float(len(ids) + 1))
            # gnmt: CTranslate2 searched without a penalty, so its score is the logprob
            gnmt = options.lenpen_style == "gnmt"
            hyps.append((Hypothesis(ids, score / lp if gnmt else score,
                                    score if gnmt else score * lp), ended))
        return hyps

    def _rescore_cut(self, out: list[list[tuple[Hypothesis, bool]]], pieces: list[list[str]],
                     options: DecodeOptions) -> None:
        """Score every hypothesis that did not end with EOS as its tokens + EOS (a
        teacher-forced pass), as our search scores one that reaches its limit."""
        cut = [(i, h) for i, hyps in enumerate(out) for h, ended in hyps if not ended]
        if not cut:
            return
        scored = self._score([pieces[i] for i, _ in cut], [self._to_pieces(h.tokens) for _, h in cut])
        for (_, h), logprob in zip(cut, scored):
            h.score = logprob / options.penalty(float(len(h.tokens) + 1))
            h.logprob = logprob

    def force_batch(self, sources: list[list[int]], targets: list[list[int]],
                    options: DecodeOptions) -> list[Hypothesis]:
        raise NmtError(_NEEDS_MODEL)

    def cross_attention(self, sources: list[list[int]], targets: list[list[int]],
                        layer: int | None = None, source_rows: list[int] | None = None) -> list:
        raise NmtError(_NEEDS_MODEL)

    def _search(self, pieces: list[list[str]], limit: int, options: DecodeOptions) -> list:
        """One CTranslate2 search with one output limit; results with end tokens kept."""
        gnmt = options.lenpen_style == "gnmt"
        self._seed(options)
        # topk 1 is CTranslate2's "no sampling" too, so topp alone needs 0 (every token); a
        # topk past the vocabulary is every token too, as in our search, where CTranslate2
        # would refuse it
        topk = options.sampling_topk
        if (topk == 1 and options.sampling) or topk >= len(self._pieces):
            topk = 0
        try:
            return self.translator.translate_batch(
                pieces,
                beam_size=options.beam,
                num_hypotheses=options.beam if gnmt else options.nbest,
                length_penalty=0.0 if gnmt else options.lenpen,
                max_decoding_length=max(1, limit),  # CTranslate2 needs >= 1; cut later
                min_decoding_length=0,  # an empty output is allowed, as in our search
                max_input_length=0,
                suppress_sequences=self._never,
                return_scores=True,
                return_end_token=True,  # tells a finished hypothesis from one stopped at the limit
                sampling_topk=topk,
                sampling_topp=options.sampling_topp,
                sampling_temperature=options.sampling_temperature,
            )
        except (RuntimeError, ValueError) as e:
            raise NmtError(f"CTranslate2 failed: {e}") from None

    def _seed(self, options: DecodeOptions) -> None:
        """Seed CTranslate2's random stream before its first draw. Its generator is made per
        thread at that thread's first draw, from the seed of that moment, so only the first
        seed of a process counts."""
        if options.sampling and not self.seeded:
            require_ctranslate2().set_random_seed(options.seed)
            self.seeded = True

    def _score(self, sources: list[list[str]], targets: list[list[str]]) -> list[float]:
        """log p(target + EOS | source) per pair, teacher-forced (PAD/BOS not renormalised),
        in batches of at most ``SCORE_LOGITS // vocabulary`` tokens (``SCORE_LOGITS``)."""
        tokens = max(SCORE_MIN_TOKENS, SCORE_LOGITS // len(self._pieces))
        try:
            results = self.translator.score_batch(sources, targets, max_input_length=0,
                                                  max_batch_size=tokens, batch_type="tokens")
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
