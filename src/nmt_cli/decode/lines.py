"""Lines in, translations out: the decoding stage that ``nmt translate`` and validation share.

``Translator`` owns what is the same whatever decodes:

* Batching. Sentences are sorted by length and grouped so that ``batch_size * longest
  source <= batch_tokens`` (and at most ``batch_size`` sentences); outputs are put back
  in input order (outputs do not depend on the batching), and written as soon as they and
  every line before them are done (``translate_pieces``). Where the backend decodes some
  batch sizes without idle rows (the GPU's fixed-shape step, ``fixed_search``), a batch
  the budget cuts is cut at the largest such size, and the rest goes to the next batch.
* Empty lines give an empty line without running the model; inputs longer than
  ``DecodeOptions.max_input_len`` subwords are cut, with one warning.
* ``--nbest N`` prints exactly N lines per input, ``i<TAB>score<TAB>hypothesis``
  with i the 0-based input line number and score = logprob / lp(|Y|) (|Y|
  counts EOS), best first; when fewer than N hypotheses exist (an empty input,
  a tiny search space) the last one is repeated so line i*N+k always belongs
  to input i.
* ``--alignment`` appends word alignments to each hypothesis, Marian's way:
  ``translation ||| 0-0 1-2 ...`` (Pharaoh pairs source word - target word, 0-based,
  from ``attention_maps``); " ||| " is the separator Moses and Marian print, and no
  detokenised text contains it around spaces as a field. An empty line gives " ||| ".
* Forced decoding (``targets``): each line's given translation is scored instead of
  searched (``forced``), printed as ``--nbest`` lines are: ``i<TAB>score<TAB>translation``.

What decodes is a ``contract.BatchTranslator``: ``torch_backend.SearchTranslator`` (our
search over a model or an ensemble: ``search``'s on the CPU, ``fixed_search``'s on a GPU)
or ``ct2_backend.Ct2Translator`` (CTranslate2's own search). This module imports no torch,
so that a translation through a cached CTranslate2 conversion starts without it
(``ct2_route.open_without_torch``); only ``--alignment``, which reads the PyTorch model's
attention, brings in ``attention_maps``.
"""

from __future__ import annotations

import sys
from typing import Callable, Iterator

from .contract import BatchTranslator, DecodeOptions, Hypothesis, batch_fit


def decode_batches(lengths: list[int], batch_tokens: int, batch_size: int,
                   fit: Callable[[int], int] | None = None) -> list[list[int]]:
    """Group indices of length-sorted sentences; padded size stays within ``batch_tokens``.

    A sentence longer than ``batch_tokens`` gets a batch of its own. ``fit(n)``: the most
    sentences, at most n, that a backend decodes without idle rows (``batch_fit``); a
    batch the limits cut is cut there instead, and its last sentences start the next.
    """
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    batches, current, longest = [], [], 0
    for i in order:
        longest_if = max(longest, lengths[i])
        if current and (len(current) >= batch_size or (len(current) + 1) * longest_if > batch_tokens):
            cut = len(current) if fit is None else fit(len(current))
            batches.append(current[:cut])
            current = current[cut:]
            longest_if = max(lengths[j] for j in current + [i])
        current.append(i)
        longest = longest_if
    if current:
        batches.append(current)
    return batches


class Translator:
    """Turns lists of lines into output lines through a ``decoding.BatchTranslator``:
    tokenisation, batching by length, input order, ``--nbest`` lines."""

    def __init__(self, backend: BatchTranslator, tokenizer, options: DecodeOptions, *,
                 batch_tokens: int = 4096, batch_size: int = 128, trained_len: int | None = None):
        """Args:
            backend: what decodes; with ``options.alignment`` it must read attention (a
                ``torch_backend.SearchTranslator``, or ``engine.SearchThenAttend``), as for
                forced decoding.
            options: checked (``DecodeOptions.check``).
            batch_tokens, batch_size: a batch's padded source tokens and sentences at most.
            trained_len: the longest source the model was trained on, to warn beyond it.
        """
        self.backend, self.tok, self.options = backend, tokenizer, options
        self.batch_tokens, self.batch_size = batch_tokens, batch_size
        self.fit = batch_fit(backend)
        self.trained_len = trained_len
        self.warned_long = self.warned_cut = False
        self.line_no = 0  # 0-based number of the next input line, for --nbest output

    def translate_lines(self, lines: list[str], targets: list[str] | None = None) -> list[str]:
        """One output string per input line (N newline-joined lines with --nbest N);
        with ``targets`` (one per line), their scores instead of a search."""
        return [text for piece in self.translate_pieces(lines, targets) for text in piece]

    def translate_pieces(self, lines: list[str], targets: list[str] | None = None
                         ) -> Iterator[list[str]]:
        """``translate_lines``'s outputs in input order, a piece at a time: after each
        batch, those of the lines that are done, with every line before them."""
        ids = self._cut(self.tok.encode_batch(lines))
        self._warn_if_long(ids)
        forced = None if targets is None else self.tok.encode_target_batch(targets)
        results = [[Hypothesis([], 0.0, 0.0)] for _ in lines]  # an empty line stays empty
        links: list[list[list[tuple[int, int]]]] = [[[]] for _ in lines]
        # a forced target is scored even after an empty source: it has a probability too;
        # a line that is only a multilingual model's target tag is an empty one
        empty = self._tag_length()
        todo = [i for i, x in enumerate(ids) if len(x) > empty or forced is not None]
        done = [True] * len(lines)
        for i in todo:
            done[i] = False
        lengths, written = [len(ids[i]) + 1 for i in todo], 0
        # One scope (packed weights, say) for all of these lines' batches, not one per batch.
        with self.backend.decoding():
            for batch in decode_batches(lengths, self.batch_tokens, self.batch_size, self.fit):
                rows = [todo[j] for j in batch]
                self._decode(rows, ids, forced, results, links)
                for i in rows:
                    done[i] = True
                ready = written
                while ready < len(lines) and done[ready]:
                    ready += 1
                if ready > written:
                    yield [self._output(i, results[i], links[i], forced is not None)
                           for i in range(written, ready)]
                    written = ready
        if written < len(lines):  # empty lines after the last decoded one
            yield [self._output(i, results[i], links[i], forced is not None)
                   for i in range(written, len(lines))]
        self.line_no += len(lines)

    def _decode(self, rows: list[int], ids: list[list[int]], forced: list[list[int]] | None,
                results: list, links: list) -> None:
        """Decode (or, with ``forced``, score) the lines ``rows`` into results and links."""
        sources = [ids[i] for i in rows]
        if forced is None:
            found = self.backend.translate_batch(sources, self.options)
        else:
            found = [[h] for h in self.backend.force_batch(
                sources, [forced[i] for i in rows], self.options)]
        aligned = self._align(sources, found) if self.options.alignment else None
        for k, (i, hyps) in enumerate(zip(rows, found)):
            results[i] = hyps
            if aligned is not None:
                links[i] = aligned[k]

    def _output(self, i: int, hyps: list[Hypothesis], links: list, forced: bool) -> str:
        """Line i's output: its translation, or its n-best (or forced) lines with scores."""
        texts = [self.tok.decode(h.tokens) for h in hyps]
        if self.options.alignment:
            from .attention_maps import pharaoh  # torch: only --alignment needs it (docstring)

            texts = [f"{t} ||| {pharaoh(a)}" for t, a in zip(texts, links)]
        if self.options.nbest == 1 and not forced:
            return texts[0]
        n = 1 if forced else self.options.nbest
        pad = n - len(hyps)
        hyps, texts = hyps + [hyps[-1]] * pad, texts + [texts[-1]] * pad
        return "\n".join(f"{self.line_no + i}\t{h.score:.6f}\t{t}" for h, t in zip(hyps, texts))

    def _align(self, sources: list[list[int]],
               found: list[list[Hypothesis]]) -> list[list[list[tuple[int, int]]]]:
        """Word alignments of every hypothesis of a batch, from one teacher-forced pass."""
        from .attention_maps import align_pieces, pieces  # torch: only --alignment (docstring)

        rows = [r for r, hyps in enumerate(found) for _ in hyps]
        tgt = [h.tokens for hyps in found for h in hyps]
        weights = iter(self.backend.cross_attention(sources, tgt, self.options.alignment_layer, rows))
        tag = self._tag_length()  # a target tag: read by the model, no word of the line
        return [[align_pieces(next(weights), pieces(self.tok, s), pieces(self.tok, h.tokens),
                              prefix=tag) for h in hyps] for s, hyps in zip(sources, found)]

    def _tag_length(self) -> int:
        """The ids in front of every source (``Tokenizer.prefix``: a multilingual model's
        target tag); a tokenizer without a prefix has none."""
        return len(getattr(self.tok, "prefix", ()))

    def _cut(self, ids: list[list[int]]) -> list[list[int]]:
        """Inputs cut to ``max_input_len`` subwords. One stray huge line (a log dump, a
        file without newlines) would otherwise ask the search for a cache and output
        limit proportional to its length, run out of memory and take its whole chunk
        of lines down with it; cut, it still gets its output line."""
        limit = self.options.max_input_len
        cut = [i for i, x in enumerate(ids) if len(x) > limit]
        if cut and not self.warned_cut:
            self.warned_cut = True
            print(f"warning: input line {self.line_no + cut[0] + 1} has {len(ids[cut[0]])} "
                  f"subwords; inputs over --max-input-len {limit} are cut to it",
                  file=sys.stderr, flush=True)
        for i in cut:
            ids[i] = ids[i][:limit]
        return ids

    def name_long_line(self, lines: list[str], first_line_no: int) -> None:
        """For lines that go through the text stage (``documents``), which hands this
        class sentences, not input lines: warn once of the first input line longer than
        ``max_input_len`` subwords, by its own number (0-based ``first_line_no`` is the
        first of ``lines``); the cut itself then stays silent."""
        if self.warned_cut:
            return
        limit = self.options.max_input_len
        # a subword holds a UTF-8 byte at least (a byte-fallback piece; the first may be the
        # word mark alone), so only lines of more than limit - 1 bytes can be over it: the
        # rest of the chunk, nearly always all of it, is not encoded a second time
        long = [i for i, line in enumerate(lines) if len(line.encode("utf-8")) + 1 > limit]
        for i, ids in zip(long, self.tok.encode_batch([lines[i] for i in long])):
            if len(ids) > limit:
                self.warned_cut = True
                print(f"warning: input line {first_line_no + i + 1} has {len(ids)} subwords; "
                      f"a sentence over --max-input-len {limit} is cut to it",
                      file=sys.stderr, flush=True)
                return

    def _warn_if_long(self, ids: list[list[int]]) -> None:
        if self.warned_long or not self.trained_len:
            return
        longest = max((len(x) for x in ids), default=0)
        if longest > self.trained_len:
            self.warned_long = True
            print(f"warning: an input has {longest} subwords, more than the {self.trained_len} "
                  "the model was trained on; translating anyway (quality may suffer)",
                  file=sys.stderr, flush=True)
