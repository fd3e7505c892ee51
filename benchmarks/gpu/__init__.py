"""The commands prepared for a lent GPU: the GPU check and its two profilers."""
