"""``python -m nmt_cli`` (what ``torchrun -m nmt_cli train ...`` runs)."""

from .commands.cli import main

main()
