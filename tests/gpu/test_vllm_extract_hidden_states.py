"""vLLM's own hidden-state path against transformers, on the tiny trained Llama.

`extract_hidden_states` + `ExampleHiddenStatesConnector` write, per request, a tensor
[num_tokens, num_layer_ids, hidden]. Layer id i should be the residual stream *entering* layer i:
id 0 the embeddings, id i (1 ≤ i ≤ L) the output of layer i-1 before the final norm (vLLM's
`_maybe_add_hidden_state`). Each slot is also matched against every reference entry and the best
match recorded, so what vLLM really returns is on file whatever the assertions say.
"""

from __future__ import annotations

import pytest

from tests.gpu.reference import (
    COSINE_MIN,
    GREEDY_MARGIN_EPS,
    NOISE_FACTOR,
    WorstTokens,
    best_match,
    beyond_noise,
    cosine_below,
    greedy_check,
    token_errors,
    within_tolerance,
)

MIN_COMPARED_FRACTION = 0.5  # a greedy check that compares too few positions proves nothing


def _slots(vllm_run, i):
    """Request i's hidden states as [num_layer_ids, T, H], cut to the prompt's length."""
    hs = vllm_run["extracted"][i]["hidden_states"]
    return hs.permute(1, 0, 2)


def test_files_and_tokens(vllm_run, prompts, record):
    """One file per request, token ids equal to the prompt, one slot per configured layer id."""
    record("tp", vllm_run["tp"])
    record("seconds", vllm_run["seconds"])
    shapes = [list(e["hidden_states"].shape) for e in vllm_run["extracted"]]
    record("shapes", shapes)
    assert len(vllm_run["extracted"]) == len(prompts)
    for e, ids in zip(vllm_run["extracted"], prompts, strict=True):
        assert e["token_ids"].tolist()[: len(ids)] == ids
        assert e["hidden_states"].shape[0] >= len(ids)
        assert e["hidden_states"].shape[1] == len(vllm_run["layer_ids"])
    assert len({e["path"] for e in vllm_run["extracted"]}) == len(prompts)


def test_layers_match_reference(vllm_run, prompts, reference, record):
    """Id k (1..L) is the reference's residual-stream entry k: the best match of every slot,
    cosine >= 0.999 per token, and max|a-b| within NOISE_FACTOR x transformers' own bf16 error.

    DECISIONS.md's max|a-b| <= 0.02 * RMS(b) is not asserted against transformers bf16, which
    is itself up to 0.045 * RMS off the fp32 model (reference.py); the value is recorded.
    """
    worst, worst_fp32 = WorstTokens(), WorstTokens()
    best: dict[int, set[int]] = {}
    for i, ids in enumerate(prompts):
        slots = _slots(vllm_run, i)[:, : len(ids)]
        stream = reference.stream[i]
        for slot, layer_id in enumerate(vllm_run["layer_ids"]):
            best.setdefault(layer_id, set()).add(best_match(slots[slot], list(stream))[0])
            if layer_id == 0:
                continue
            worst.add(layer_id, slots[slot], stream[layer_id])
            worst_fp32.add(layer_id, slots[slot], reference.stream_fp32[i][layer_id])
    record(
        "tolerance",
        {"cosine_min": COSINE_MIN, "max_abs_over_rms_vs_fp32_factor_of_floor": NOISE_FACTOR},
    )
    record("per_layer_id", worst.by_key)
    record("per_layer_id_vs_fp32", worst_fp32.by_key)
    record("bf16_bound_0.02_met_vs_transformers_bf16", not worst.outside_tolerance())
    record("best_matching_reference_index_per_id", {k: sorted(v) for k, v in best.items()})
    wrong = {k: sorted(v) for k, v in best.items() if k and v != {k}}
    assert not wrong, f"slots that best match another residual-stream entry: {wrong}"
    assert not cosine_below(worst.by_key), f"cosine below {COSINE_MIN}: {worst.by_key}"
    noisy = beyond_noise(worst_fp32.by_key, reference.floor, stream_index=lambda k: k)
    assert not noisy, f"max|a-b| beyond {NOISE_FACTOR}x transformers' bf16 error: {noisy}"


@pytest.mark.xfail(
    strict=True,
    reason="seen on vLLM 0.25.1 (2026-11-29, TP=1 and TP=2): layer id 0 holds the last layer's "
    "output instead of the embeddings; an XPASS means vLLM now returns the embeddings",
)
def test_layer_zero_is_embeddings(vllm_run, prompts, reference, record):
    """Id 0 should be the embeddings; what it really holds is recorded either way."""
    import torch

    last = len(vllm_run["layer_ids"]) - 1
    cos_emb, ratio_emb, same_bits_as_last, best = 1.0, 0.0, True, set()
    for i, ids in enumerate(prompts):
        slots = _slots(vllm_run, i)[:, : len(ids)]
        cos, ratio = token_errors(slots[0], reference.stream[i][0])
        cos_emb, ratio_emb = min(cos_emb, cos), max(ratio_emb, ratio)
        same_bits_as_last &= bool(torch.equal(slots[0], slots[last]))
        best.add(best_match(slots[0], list(reference.stream[i]))[0])
    record("id0_vs_embeddings", {"cosine_min": cos_emb, "max_abs_over_rms": ratio_emb})
    record("id0_bitwise_equal_to_id_L", same_bits_as_last)
    record("id0_best_matching_reference_index", sorted(best))
    assert within_tolerance(cosine_min=cos_emb, max_abs_over_rms=ratio_emb), (
        f"id 0 is not the embeddings: cosine_min {cos_emb:.4f}, best match {sorted(best)}, "
        f"bitwise equal to id L: {same_bits_as_last}"
    )


def test_greedy_matches_reference(vllm_run, prompts, hf_model, record):
    """vLLM's greedy tokens = the reference's argmax where its top-1/top-2 margin > ε."""
    check = greedy_check(hf_model, prompts, vllm_run["greedy"])
    record("epsilon", GREEDY_MARGIN_EPS)
    record("positions", check.positions)
    record("compared", check.compared)
    record("mismatches", check.mismatches)
    record("min_margin_compared", check.min_margin_compared)
    record("mismatch_detail", check.mismatch_detail)
    assert check.compared >= MIN_COMPARED_FRACTION * check.positions, (
        f"only {check.compared}/{check.positions} positions had a margin > {GREEDY_MARGIN_EPS}: "
        "the tiny model is not confident enough for this check to mean anything"
    )
    assert check.mismatches == 0, f"greedy mismatches: {check.mismatch_detail}"
