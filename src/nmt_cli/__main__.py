"""``python -m nmt_cli`` (what ``torchrun -m nmt_cli train ...`` runs)."""

from .cli import main

main()
