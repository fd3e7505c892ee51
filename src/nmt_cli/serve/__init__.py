"""``nmt serve``: a translation server. ``server`` loads the model and runs uvicorn, ``app``
is the HTTP API (LibreTranslate's, a native one, the page in ``web/``),
``dynamic_batching`` is the decoding loop that requests share, ``limits`` what a request
may not do."""
