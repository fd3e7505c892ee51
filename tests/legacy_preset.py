"""The preset that tests/fixtures/legacy/ was trained with: small enough to ship its
checkpoint (with Adam's state) in ~100 KB, with dropout on so that resume must restore
the random streams."""

from __future__ import annotations

LEGACY = "legacy-fixture"


def install_preset() -> None:
    """Add the fixture's preset to nmt's table (in this process only)."""
    from nmt_cli.config import PRESETS, ModelConfig, Preset, TrainConfig

    PRESETS[LEGACY] = Preset(
        ModelConfig(vocab_size=120, n_layers=1, d_model=16, d_ff=32, n_heads=2, dropout=0.1),
        TrainConfig(tokens_per_update=512, max_tokens=256, warmup_steps=4, lr_scale=2.0,
                    max_steps=8, validate_every=2, save_every=2, save_every_minutes=0.0,
                    keep_last=2, precision="fp32", log_every=1),
        "test fixture",
    )
