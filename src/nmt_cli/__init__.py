"""nmt-cli: the Transformer of "Attention Is All You Need" from the command line."""

__version__ = "0.1.0"
