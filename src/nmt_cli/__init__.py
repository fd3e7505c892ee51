"""nmt-cli: the Transformer of "Attention Is All You Need" from the command line.

docs/ARCHITECTURE.md is the map: the data flow (corpus -> text -> tokenizer -> token
arrays -> batches -> model -> hypotheses -> score), one line per module, where the speed
tricks live, the decoding contract and the checkpoint format. The model itself is
``nmt_cli.model``.
"""

__version__ = "0.1.0"
