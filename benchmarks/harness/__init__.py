"""The `make bench` harness: run.py measures in worker processes, report.py renders."""
