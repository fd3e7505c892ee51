"""Reference implementations the benchmarks and tests measure nmt against; not part of
the package (a user never decodes with them)."""
