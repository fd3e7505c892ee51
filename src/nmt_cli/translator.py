"""Lines in, translations out: the decoding stage that ``nmt translate`` and validation share.

``Translator`` owns what is the same whatever decodes:

* Batching. Sentences are sorted by length and grouped so that ``batch_size * longest
  source <= batch_tokens`` (and at most ``batch_size`` sentences); outputs are put back
  in input order (outputs do not depend on the batching).
* Empty lines give an empty line without running the model; inputs longer than
  ``max_input_len`` subwords are cut, with one warning.
* ``--nbest N`` prints exactly N lines per input, ``i<TAB>score<TAB>hypothesis``
  with i the 0-based input line number and score = logprob / lp(|Y|) (|Y|
  counts EOS), best first; when fewer than N hypotheses exist (an empty input,
  a tiny search space) the last one is repeated so line i*N+k always belongs
  to input i.
* ``--alignment`` appends word alignments to each hypothesis, Marian's way:
  ``translation ||| 0-0 1-2 ...`` (Pharaoh pairs source word - target word, 0-based,
  from ``attention``); " ||| " is the separator Moses and Marian print, and no
  detokenised text contains it around spaces as a field. An empty line gives " ||| ".
* Forced decoding (``targets``): each line's given translation is scored instead of
  searched (``forced``), printed as ``--nbest`` lines are: ``i<TAB>score<TAB>translation``.

What decodes is a ``decoding.BatchTranslator``: ``SearchTranslator`` (our search over a
model or an ensemble) or ``ct2.Ct2Translator`` (CTranslate2's own search).
"""

from __future__ import annotations

import math
import sys

from .attention import align_pieces, pharaoh, pieces
from .decoding import BatchTranslator, Hypothesis, StepDecoder
from .device import autocast
from .errors import NmtError


def check_search_options(beam: int = 4, lenpen: float = 0.6, lenpen_style: str = "gnmt",
                         max_len_a: float = 1.0, max_len_b: int = 50,
                         max_input_len: int = 1024) -> None:
    """Refuse, in one line each, decoding options that no search can run with (the flags
    of ``nmt translate`` and ``nmt serve``).

    Raises:
        NmtError: the first option out of range.
    """
    if beam < 1:
        raise NmtError("--beam must be at least 1")
    if lenpen_style not in ("gnmt", "plain"):
        raise NmtError(f"unknown --lenpen-style {lenpen_style!r} (gnmt or plain)")
    if lenpen < 0:
        raise NmtError(f"--lenpen must be 0 or more (got {lenpen}); a negative alpha "
                       "rewards short outputs")
    if max_len_a < 0 or max_len_b < 0:
        raise NmtError("--max-len-a and --max-len-b must be 0 or more")
    if max_input_len < 1:
        raise NmtError("--max-input-len must be positive")


def decode_batches(lengths: list[int], batch_tokens: int, batch_size: int) -> list[list[int]]:
    """Group indices of length-sorted sentences; padded size stays within ``batch_tokens``.

    A sentence longer than ``batch_tokens`` gets a batch of its own.
    """
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    batches, current, longest = [], [], 0
    for i in order:
        longest_if = max(longest, lengths[i])
        if current and (len(current) >= batch_size or (len(current) + 1) * longest_if > batch_tokens):
            batches.append(current)
            current, longest_if = [], lengths[i]
        current.append(i)
        longest = longest_if
    if current:
        batches.append(current)
    return batches


class Translator:
    """Turns lists of lines into output lines through a ``decoding.BatchTranslator``:
    tokenisation, batching by length, input order, ``--nbest`` lines."""

    def __init__(self, backend: BatchTranslator, tokenizer, *, beam: int, lenpen: float,
                 lenpen_style: str, nbest: int, max_len_a: float, max_len_b: int,
                 batch_tokens: int, batch_size: int, trained_len: int | None = None,
                 max_input_len: int = 1024, alignment: bool = False,
                 alignment_layer: int | None = None):
        """``alignment``: append word alignments from decoder layer ``alignment_layer``
        (None: ``attention.DEFAULT_LAYER``); the backend must then be a ``SearchTranslator``,
        as for forced decoding."""
        self.backend, self.tok = backend, tokenizer
        self.alignment, self.alignment_layer = alignment, alignment_layer
        self.nbest = nbest
        self.options = dict(beam=beam, lenpen=lenpen, lenpen_style=lenpen_style, nbest=nbest,
                            max_len_a=max_len_a, max_len_b=max_len_b)
        self.batch_tokens, self.batch_size = batch_tokens, batch_size
        self.trained_len = trained_len
        self.max_input_len = max_input_len
        self.warned_long = self.warned_cut = False
        self.line_no = 0  # 0-based number of the next input line, for --nbest output

    def translate_lines(self, lines: list[str], targets: list[str] | None = None) -> list[str]:
        """One output string per input line (N newline-joined lines with --nbest N);
        with ``targets`` (one per line), their scores instead of a search."""
        ids = self._cut(self.tok.encode_batch(lines))
        self._warn_if_long(ids)
        forced = None if targets is None else self.tok.encode_batch(targets)
        results = [[Hypothesis([], 0.0, 0.0)] for _ in lines]  # an empty line stays empty
        links: list[list[list[tuple[int, int]]]] = [[[]] for _ in lines]
        # a forced target is scored even after an empty source: it has a probability too
        todo = [i for i, x in enumerate(ids) if x or forced is not None]
        lengths = [len(ids[i]) + 1 for i in todo]
        # One scope (packed weights, say) for all of these lines' batches, not one per batch.
        with self.backend.decoding():
            for batch in decode_batches(lengths, self.batch_tokens, self.batch_size):
                rows = [todo[j] for j in batch]
                sources = [ids[i] for i in rows]
                if forced is None:
                    found = self.backend.translate_batch(sources, **self.options)
                else:
                    found = [[h] for h in self.backend.force_batch(
                        sources, [forced[i] for i in rows], self.options["lenpen"],
                        self.options["lenpen_style"])]
                aligned = self._align(sources, found) if self.alignment else None
                for k, (i, hyps) in enumerate(zip(rows, found)):
                    results[i] = hyps
                    if aligned is not None:
                        links[i] = aligned[k]
        out = []
        for i, hyps in enumerate(results):
            texts = [self.tok.decode(h.tokens) for h in hyps]
            if self.alignment:
                texts = [f"{t} ||| {pharaoh(a)}" for t, a in zip(texts, links[i])]
            if self.nbest == 1 and forced is None:
                out.append(texts[0])
            else:
                n = max(self.nbest, 1) if forced is None else 1
                pad = n - len(hyps)
                hyps, texts = hyps + [hyps[-1]] * pad, texts + [texts[-1]] * pad
                out.append("\n".join(f"{self.line_no + i}\t{h.score:.6f}\t{t}"
                                     for h, t in zip(hyps, texts)))
        self.line_no += len(lines)
        return out

    def _align(self, sources: list[list[int]],
               found: list[list[Hypothesis]]) -> list[list[list[tuple[int, int]]]]:
        """Word alignments of every hypothesis of a batch, from one teacher-forced pass."""
        rows = [r for r, hyps in enumerate(found) for _ in hyps]
        tgt = [h.tokens for hyps in found for h in hyps]
        weights = iter(self.backend.cross_attention(sources, tgt, self.alignment_layer, rows))
        return [[align_pieces(next(weights), pieces(self.tok, s), pieces(self.tok, h.tokens))
                 for h in hyps] for s, hyps in zip(sources, found)]

    def _cut(self, ids: list[list[int]]) -> list[list[int]]:
        """Inputs cut to ``max_input_len`` subwords. One stray huge line (a log dump, a
        file without newlines) would otherwise ask the search for a cache and output
        limit proportional to its length, run out of memory and take its whole chunk
        of lines down with it; cut, it still gets its output line."""
        cut = [i for i, x in enumerate(ids) if len(x) > self.max_input_len]
        if cut and not self.warned_cut:
            self.warned_cut = True
            print(f"warning: input line {self.line_no + cut[0] + 1} has {len(ids[cut[0]])} "
                  f"subwords; inputs over --max-input-len {self.max_input_len} are cut to it",
                  file=sys.stderr, flush=True)
        for i in cut:
            ids[i] = ids[i][:self.max_input_len]
        return ids

    def _warn_if_long(self, ids: list[list[int]]) -> None:
        if self.warned_long or not self.trained_len:
            return
        longest = max((len(x) for x in ids), default=0)
        if longest > self.trained_len:
            self.warned_long = True
            print(f"warning: an input has {longest} subwords, more than the {self.trained_len} "
                  "the model was trained on; translating anyway (quality may suffer)",
                  file=sys.stderr, flush=True)


class _Remembering:
    """A ``decoding.StepDecoder`` that keeps what its last ``encode`` returned, so that the
    alignment pass after a search does not run the encoder again (a third of its time)."""

    def __init__(self, model: StepDecoder):
        self.model, self.encoded = model, None

    def encode(self, src):
        self.encoded = self.model.encode(src)
        return self.encoded

    def __getattr__(self, name):  # the rest of the contract is the model's own
        return getattr(self.model, name)


class SearchTranslator:
    """``decoding.BatchTranslator`` over a ``decoding.StepDecoder`` (a Transformer or an
    ensemble of them) through ``search``: greedy for beam 1, else beam search."""

    def __init__(self, model: StepDecoder, device, precision: str = "fp32",
                 keep_encoded: bool = False):
        """``keep_encoded``: remember each batch's encoder output for ``cross_attention``
        (``--alignment``); off, the search runs on the model itself."""
        self.model, self.device = model, device
        self.autocast = autocast(device, precision)
        self.remembering = _Remembering(model) if keep_encoded else None
        self.encoded_sources: list[list[int]] | None = None

    def decoding(self):
        return self.model.decoding()

    def _source_batch(self, sources: list[list[int]]):
        """[B, S] ids + EOS, right-padded, on the device."""
        import torch

        from .config import EOS_ID, PAD_ID

        src = torch.full((len(sources), max(map(len, sources)) + 1), PAD_ID, dtype=torch.long)
        for r, ids in enumerate(sources):
            src[r, :len(ids) + 1] = torch.tensor(ids + [EOS_ID])
        return src.to(self.device)

    def force_batch(self, sources: list[list[int]], targets: list[list[int]],
                    lenpen: float = 0.6, lenpen_style: str = "gnmt") -> list[Hypothesis]:
        """Each source's given target, scored as search scores it (``forced``)."""
        from .forced import score_targets

        model = self.model
        if self.remembering is not None:
            model, self.encoded_sources = self.remembering, sources
        with self.autocast:
            return score_targets(model, self._source_batch(sources), targets, lenpen,
                                 lenpen_style)

    def cross_attention(self, sources: list[list[int]], targets: list[list[int]],
                        layer: int | None = None, source_rows: list[int] | None = None) -> list:
        """Per target, decoder layer ``layer``'s decoder-source attention with its heads
        averaged, [T, S] (``attention.cross_attention_batch``; ``source_rows``: the source
        of each target, None: one each); an ensemble's members' averaged. The encoder
        output of the last search is reused when it was of these sources."""
        from .attention import cross_attention_batch
        from .ensemble import Ensemble

        members = list(self.model.models) if isinstance(self.model, Ensemble) else [self.model]
        encoded = [None] * len(members)
        if self.remembering is not None and self.encoded_sources == sources:
            kept = self.remembering.encoded
            encoded = kept if isinstance(self.model, Ensemble) else [kept]
        with self.autocast:
            per_member = [[w.mean(0) for w in cross_attention_batch(
                m, sources, targets, layer, encoded=e, source_rows=source_rows)]
                for m, e in zip(members, encoded)]
        return [sum(ws) / len(ws) for ws in zip(*per_member)]

    def translate_batch(self, sources: list[list[int]], beam: int = 4, lenpen: float = 0.6,
                        lenpen_style: str = "gnmt", nbest: int = 1, max_len_a: float = 1.0,
                        max_len_b: int = 50) -> list[list[Hypothesis]]:
        from .search import beam_search, greedy_search

        src = self._source_batch(sources)
        model = self.model
        if self.remembering is not None:
            model, self.encoded_sources = self.remembering, sources
        with self.autocast:
            if beam == 1 and nbest == 1:
                # greedy search ranks logits and sums no log-probabilities
                return [[Hypothesis(h, 0.0, math.nan)]
                        for h in greedy_search(model, src, max_len_a, max_len_b)]
            return beam_search(model, src, beam=beam, lenpen=lenpen,
                               lenpen_style=lenpen_style, max_len_a=max_len_a,
                               max_len_b=max_len_b, nbest=nbest)
