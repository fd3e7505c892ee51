"""The model core: the Transformer of Figure 1, under the Annotated Transformer's names.

``transformer`` is the figure, top-down; ``kernels`` holds the labelled speed tricks it
calls; ``incremental`` is decoding one position at a time with a key/value cache;
``build`` makes a model from a checkpoint (``config.parameter_breakdown`` counts a
configuration's parameters without building it).
Importing ``nmt_cli.model`` gives the figure's classes by name.
"""

from .transformer import (Decoder, DecoderLayer, Embeddings, Encoder, EncoderLayer, Generator,
                          MultiHeadedAttention, PositionalEncoding, PositionwiseFeedForward,
                          SublayerConnection, Transformer)

__all__ = ["Embeddings", "PositionalEncoding", "MultiHeadedAttention", "PositionwiseFeedForward",
           "SublayerConnection", "EncoderLayer", "Encoder", "DecoderLayer", "Decoder",
           "Generator", "Transformer"]
