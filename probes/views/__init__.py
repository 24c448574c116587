"""Views of vLLM: static (griffe over sources or snapshots) and live (inspect)."""
