"""Where the benchmarks find the repository and the data beside it.

Nothing here edits ``sys.path``: the scripts are modules of the ``benchmarks`` package, run
from the repository root as ``python -m benchmarks.<folder>.<script>`` (the GPU ones with
``PYTHONPATH=src`` where nmt-cli is not installed), and they start their helper processes
the same way, with ``cwd=ROOT``.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# ../shared/data beside the checkout: the Bible and software corpora, where a machine has them
SHARED_DATA = ROOT.parent / "shared" / "data"
