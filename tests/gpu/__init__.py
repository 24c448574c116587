"""GPU-gated integration suite: real vLLM (and speculators) on a tiny model built on the spot."""
