"""A checkpoint in other toolkits' formats: ``ctranslate2`` (``nmt export``, and the
conversion that ``--engine auto`` decodes through on the CPU) and ``hf``, a transformers
Marian model (``marian`` maps the weights, ``model_card`` writes its README)."""
