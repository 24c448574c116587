"""The user's family on the GPU: a tiny DeepSeek-V3 (MLA, routed + shared experts, first layer
dense) as a plain model and behind a Kimi-K2.5 wrapper (`language_model`), through vLLM's
own hidden-state extraction and through speculators 0.3.0 / 0.4.0.1's patched in-process
extractors (drift point 6 of docs/drift-points.md: the wrapper's decoder stack is reached
through `get_language_model().model`, not `model.model`).

References as for the Llama (reference.py): transformers' DeepseekV3ForCausalLM on the same
weights (an independent implementation: catches the wrong layer, token or request), and
vLLM's own extraction on the same engine kind (what an extractor must return, held to
DECISIONS.md's full bf16 bound). Against transformers a routed MoE adds one effect a dense
model has not: where two experts' router scores nearly tie, bf16 rounding may pick the other
expert for that token. So the cosine bound is asserted on all but `ROUTING_TIE_FRACTION` of
the tokens per layer, and the worst token is recorded, not hidden.
"""

from __future__ import annotations

import pytest

from tests.gpu.moe_fixtures import *  # noqa: F403  (its fixtures, used by name)
from tests.gpu.moe_fixtures import VARIANTS, attention_backends, model_dir
from tests.gpu.reference import (
    COSINE_MIN,
    GREEDY_MARGIN_EPS,
    WorstTokens,
    best_match,
    greedy_check,
)
from tests.gpu.subproc import run_worker

ROUTING_TIE_FRACTION = 0.01  # tokens per layer allowed below the cosine bound vs transformers
MIN_COMPARED_FRACTION = 0.5
LEGACY_LAYER_IDS = [0, 2, 3]  # first (dense), a middle MoE and the last decoder layer
PATCHED = ["0.3.0", "0.4.0.1"]


def _slots(run: dict, i: int, length: int):
    return run["extracted"][i]["hidden_states"].permute(1, 0, 2)[:, :length]


def _token_cosines(a, b):
    import torch

    return torch.nn.functional.cosine_similarity(a.float(), b.float(), dim=-1)


@pytest.mark.parametrize("variant", VARIANTS)
def test_moe_extraction_matches_transformers(variant, moe_runs, moe_prompts, moe_reference, record):
    """Every layer id k (1..L) of vLLM's extraction is the reference's residual-stream entry k
    (best match of every slot), cosine >= 0.999 on all but ROUTING_TIE_FRACTION of tokens."""
    run = moe_runs(variant)
    record("variant", variant)
    record("attention_backends", run["backends"])
    record("seconds", run["seconds"])
    record("shapes", [list(e["hidden_states"].shape) for e in run["extracted"]])
    worst, best, below, total = WorstTokens(), {}, {}, {}
    for i, ids in enumerate(moe_prompts):
        assert run["extracted"][i]["token_ids"].tolist()[: len(ids)] == ids
        slots, stream = _slots(run, i, len(ids)), moe_reference.stream[i]
        for slot, layer_id in enumerate(run["layer_ids"]):
            best.setdefault(layer_id, set()).add(best_match(slots[slot], list(stream))[0])
            if layer_id == 0:
                continue
            worst.add(layer_id, slots[slot], stream[layer_id])
            cos = _token_cosines(slots[slot], stream[layer_id])
            below[layer_id] = below.get(layer_id, 0) + int((cos < COSINE_MIN).sum())
            total[layer_id] = total.get(layer_id, 0) + len(ids)
    fractions = {k: below[k] / total[k] for k in below}
    record("per_layer_id", worst.by_key)
    record("tokens_below_cosine_fraction", fractions)
    record("best_matching_reference_index_per_id", {k: sorted(v) for k, v in best.items()})
    record("id0_best_matching_reference_index", sorted(best.get(0, set())))
    wrong = {k: sorted(v) for k, v in best.items() if k and v != {k}}
    assert not wrong, f"slots that best match another residual-stream entry: {wrong}"
    over = {k: f for k, f in fractions.items() if f > ROUTING_TIE_FRACTION}
    assert not over, f"more than {ROUTING_TIE_FRACTION:.0%} of tokens below cosine: {over}"


@pytest.mark.parametrize("variant", VARIANTS)
def test_moe_greedy_matches_transformers(variant, moe_runs, moe_prompts, moe_hf, record):
    """vLLM's greedy tokens = the reference's argmax where its top-1/top-2 margin > ε."""
    run = moe_runs(variant)
    check = greedy_check(moe_hf, moe_prompts, run["greedy"])
    record("variant", variant)
    record("epsilon", GREEDY_MARGIN_EPS)
    record("positions", check.positions)
    record("compared", check.compared)
    record("mismatches", check.mismatches)
    record("mismatch_detail", check.mismatch_detail)
    assert check.compared >= MIN_COMPARED_FRACTION * check.positions, check
    assert check.mismatches == 0, f"greedy mismatches: {check.mismatch_detail}"


def test_wrapper_extracts_the_language_model(moe_runs, moe_prompts, record):
    """The wrapper's hidden states are its language model's: vLLM's extraction through
    KimiK25ForConditionalGeneration equals the plain DeepseekV3ForCausalLM's (same weights,
    same kernels), bitwise where batching allows, and its greedy tokens are the same."""
    import torch

    plain, wrapped = moe_runs("deepseek_v3"), moe_runs("kimi_k25")
    worst, equal = WorstTokens(), 0
    for i, ids in enumerate(moe_prompts):
        a, b = _slots(wrapped, i, len(ids)), _slots(plain, i, len(ids))
        equal += int(torch.equal(a, b))
        for slot, layer_id in enumerate(plain["layer_ids"]):
            worst.add(layer_id, a[slot], b[slot])
    same_greedy = sum(x == y for x, y in zip(plain["greedy"], wrapped["greedy"], strict=True))
    record(
        "attention_backends", {"deepseek_v3": plain["backends"], "kimi_k25": wrapped["backends"]}
    )
    record("bitwise_equal_request_layers", f"{equal}/{len(moe_prompts)}")
    record("per_layer_id", worst.by_key)
    record("prompts_identical_greedy", [same_greedy, len(moe_prompts)])
    bad = worst.outside_tolerance()
    assert not bad, f"wrapper's layers differ from the plain model's: {bad}"
    assert same_greedy == len(moe_prompts)


# --- speculators 0.3.0 / 0.4.0.1, patched, on the wrapper -----------------------------------


@pytest.fixture(scope="module", params=PATCHED, ids=lambda v: f"v{v}")
def legacy_site(request, tmp_path_factory) -> dict:
    """A fresh site with the release installed and this project's patch applied by the CLI."""
    from tests.gpu.test_speculators_extractor import _cli, _install, _wheel

    version = request.param
    site = tmp_path_factory.mktemp(f"moe-site-patched-{version}")
    _install(_wheel(version), site)
    done = _cli("patch", "apply", "--site", str(site))
    if done.returncode != 0:
        pytest.fail(f"patch apply exited {done.returncode}:\n{done.stderr[-2000:]}")
    return {"version": version, "site": site, "apply": done.stdout.strip()[-1500:]}


@pytest.fixture(scope="module")
def legacy_run(legacy_site, moe_root, moe_prompts) -> dict:
    """The patched extractor on the wrapper, as its data-generation script calls it (batches
    of 8), with default settings: its own ModelConfig, so vLLM builds the vision tower too."""
    from tests.gpu.test_speculators_extractor import DEFAULT_SETTINGS

    version = legacy_site["version"]
    job = {
        "model": str(model_dir(moe_root, "kimi_k25")),
        "site": str(legacy_site["site"]),
        "tp": 1,
        "layer_ids": LEGACY_LAYER_IDS,
        "prompts": moe_prompts,
    }
    result = run_worker(
        "speculators", job, name=f"moe-speculators-{version}", gpus=1, unset=DEFAULT_SETTINGS
    )
    return {"version": version, **result}


def test_patched_extractor_on_wrapper(legacy_run, legacy_site, moe_runs, moe_prompts, record):
    """speculators' patched in-process extractor on KimiK25ForConditionalGeneration: it finds
    the decoder stack under `language_model`, and each request's layers equal vLLM's own
    extraction (id i+1) within DECISIONS.md's full bf16 bound, in request order."""
    import torch

    version = legacy_run["version"]
    record.version("speculators", "0.3.0 and 0.4.0.1 (patched by this project)")
    record("speculators_version", version)
    record("consumers", [f"speculators=={version}"])
    record("variant", "kimi_k25")
    record("tp", 1)
    record("ok", legacy_run["ok"])
    record("error", legacy_run.get("error"))
    record("attention_backends", attention_backends(legacy_run["log"]))
    if not legacy_run["ok"]:
        record("failure_traceback_tail", (legacy_run.get("traceback") or "")[-2500:])
        pytest.fail(
            f"patched {version} extractor failed on the wrapper: {legacy_run['error']}\n"
            f"{legacy_run['traceback'][-3000:]}\nlog tail:\n{legacy_run['log_tail'][-2000:]}"
        )
    record("seconds", legacy_run["seconds"])
    record("model_runner", legacy_run["model_runner"])
    record("speculators_file", legacy_run["speculators_file"])
    ref_run = moe_runs("kimi_k25")
    got = [r["input_ids"] for r in legacy_run["results"]]
    order = [moe_prompts.index(ids) if ids in moe_prompts else None for ids in got]
    record("returned_order", order)
    worst, equal, total = WorstTokens(), 0, 0
    for r, i in zip(legacy_run["results"], order, strict=True):
        assert i is not None, "a result whose input ids are no prompt"
        slots = _slots(ref_run, i, len(moe_prompts[i]))
        for k, layer in enumerate(LEGACY_LAYER_IDS):
            hs, ref = r["hidden_states"][k], slots[ref_run["layer_ids"].index(layer + 1)]
            assert hs.shape[0] == len(moe_prompts[i])
            worst.add(layer, hs, ref)
            equal += int(torch.equal(hs.to(ref.dtype), ref))
            total += 1
    record("reference", "vLLM extract_hidden_states on the wrapper, same prompts, TP=1")
    record("per_layer", worst.by_key)
    record("bitwise_equal_request_layers", f"{equal}/{total}")
    assert order == list(range(len(moe_prompts))), f"results in order {order}"
    bad = worst.outside_tolerance()
    assert not bad, f"layers outside tolerance: {bad}"


@pytest.mark.xfail(
    strict=True,
    reason="seen on vLLM 0.25.1 (2026-12-01, H200, TP=1): layer id 0 makes DeepseekV2Model's "
    "forward add `hidden_states + residual` with residual None before layer 0 (TypeError at "
    "engine start); an XPASS means vLLM now extracts the embeddings of DeepSeek models",
)
def test_layer_zero_on_deepseek(moe_runs, record):
    """vLLM's `extract_hidden_states` with layer id 0 (the embeddings) on DeepSeek-V3 starts
    and returns one slot per id; what happened is recorded either way."""
    try:
        run = moe_runs("deepseek_v3", [0, 1])
    except pytest.fail.Exception as exc:
        record("error", str(exc).splitlines()[0][:300])
        record("root_cause", str(exc)[:1500])
        raise AssertionError(str(exc)[:1500]) from None
    record("shapes", [list(e["hidden_states"].shape) for e in run["extracted"]])
    assert all(e["hidden_states"].shape[1] == 2 for e in run["extracted"])
