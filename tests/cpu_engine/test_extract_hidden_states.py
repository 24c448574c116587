"""vLLM's own hidden-state path on a real CPU engine against transformers.

The GPU suite's checks (tests/gpu/test_vllm_extract_hidden_states.py), collected here with
this suite's fixtures: the same bounds (DECISIONS.md "Numbers"), on vLLM 0.32.0's CPU build.
The engine (`vllm_run`, conftest.py) runs in a fresh process with vLLM's example connector
replaced by its CPU subclass (compat/cpu_platform.py), the one change CPU needs.
"""

from __future__ import annotations

from tests.gpu.test_vllm_extract_hidden_states import (  # noqa: F401 (collected here)
    test_files_and_tokens,
    test_greedy_matches_reference,
    test_layers_match_reference,
)
