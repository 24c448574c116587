"""vLLM's own hidden-state path on a real CPU engine against transformers.

The GPU suite's checks (tests/gpu/test_vllm_extract_hidden_states.py), collected here with
this suite's fixtures: the same bounds (DECISIONS.md "Numbers"), on vLLM 0.32.0's CPU build.
The engine (`vllm_run`, conftest.py) runs in a fresh process with vLLM's example connector
replaced by its CPU subclass (compat/cpu_platform.py), the one change CPU needs. Greedy
decoding runs in float32 on CPU (conftest.GREEDY_DTYPE says why) and is checked against
transformers in float32, with the GPU suite's margin rule.
"""

from __future__ import annotations

from tests.cpu_engine.conftest import GREEDY_DTYPE
from tests.gpu.reference import GREEDY_MARGIN_EPS, greedy_check, load_hf
from tests.gpu.test_vllm_extract_hidden_states import (  # noqa: F401 (collected here)
    MIN_COMPARED_FRACTION,
    test_files_and_tokens,
    test_layers_match_reference,
)


def test_greedy_matches_reference(vllm_run, prompts, tiny_model, record):
    """vLLM's greedy tokens = transformers' argmax where its top-1/top-2 margin > ε."""
    check = greedy_check(
        load_hf(tiny_model, device="cpu", dtype=GREEDY_DTYPE), prompts, vllm_run["greedy"]
    )
    record("dtype", GREEDY_DTYPE)
    record("epsilon", GREEDY_MARGIN_EPS)
    record("positions", check.positions)
    record("compared", check.compared)
    record("mismatches", check.mismatches)
    record("min_margin_compared", check.min_margin_compared)
    record("mismatch_detail", check.mismatch_detail)
    assert check.compared >= MIN_COMPARED_FRACTION * check.positions, check
    assert check.mismatches == 0, f"greedy mismatches: {check.mismatch_detail}"
