"""The decoding stage: token ids in, hypotheses out, and lines in, lines out.

``contract`` writes the decoding contract down once (``DecodeOptions``, ``Hypothesis``,
``StepDecoder``, ``BatchTranslator``, the length penalty and the output limit); ``search``
runs greedy and beam search over any ``StepDecoder``; ``ensemble`` and ``forced`` are two
more ways to drive one; ``lines`` turns text into batches and hypotheses back into output
lines; ``engine`` picks what decodes (our search or CTranslate2, ``ct2_backend``);
``attention_maps`` and ``heatmaps`` look inside a translation; ``streaming`` reads stdin.
"""
