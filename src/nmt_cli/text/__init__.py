"""Text as people bring it: the spans a translation must copy, sentences, HTML and gettext
catalogues, turned into segments for the decoder and put back together afterwards.

No torch and nothing from the decoder: every function here takes the translation of a
list of segments as a callable, so ``nmt translate``, ``nmt serve`` and ``nmt prepare``
(which masks training pairs the same way) share it.
"""
