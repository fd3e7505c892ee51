"""A checkpoint in other toolkits' formats: ``ctranslate2`` (``nmt export``, and the
conversion that ``--engine auto`` decodes through on the CPU)."""
