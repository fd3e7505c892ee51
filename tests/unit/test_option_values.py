"""Non-finite option values, refused in one line before any work: ``nan`` passes a
``x < 1`` test and ``inf`` an ``x > 0`` one, and each then trained or filtered nonsense."""

from __future__ import annotations

import math

import pytest

from nmt_cli.data.prepare import PrepareOptions
from nmt_cli.errors import NmtError
from nmt_cli.train.options import check_option_ranges


@pytest.mark.parametrize("name, flag, value", [
    ("lr", "--lr", math.inf), ("lr", "--lr", math.nan), ("lr_scale", "--lr-scale", math.inf),
    ("max_time", "--max-time", math.inf)])
def test_training_refuses_infinite_and_nan_values(name, flag, value):
    with pytest.raises(NmtError, match=f"^{flag} must be "):
        check_option_ranges({name: value})
    check_option_ranges({name: 1.0})  # a finite value passes


def test_prepare_refuses_a_nan_length_ratio():
    """--max-ratio nan turned the length-ratio filter off: no pair is "> nan"."""
    with pytest.raises(NmtError, match="--max-ratio must be at least 1, got nan"):
        PrepareOptions(max_ratio=math.nan).check(8000)
    PrepareOptions(max_ratio=1.0).check(8000)
