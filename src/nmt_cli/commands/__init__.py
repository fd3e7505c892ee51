"""The ``nmt`` command: ``cli`` wires one thin module per command; each parses its flags
and calls into the stages below it."""
