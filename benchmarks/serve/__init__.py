"""Load and browser checks of `nmt serve` on 127.0.0.1."""
