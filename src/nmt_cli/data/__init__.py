"""The data stage (``nmt prepare``, and what training reads): corpus -> cleaned text ->
shared BPE -> token-id arrays on disk -> batches.

``corpora`` finds raw pairs (WMT14 through ``datasets``, local files, the shipped corpora in
``corpora_data/``); ``prepare`` is the pipeline; ``tokenizer`` and ``spm_model`` hold the
sentencepiece model; ``binarize`` encodes text in worker processes; ``dataset`` is the
prepared directory read back; ``batches`` cuts token-bucketed batches for training;
``subword`` samples a new segmentation per epoch (``--subword-alpha``).
"""
