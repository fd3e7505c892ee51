"""One-off measurements behind decisions recorded in docs/BENCHMARKS.md and the journal."""
