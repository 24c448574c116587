"""The server contract's static answer against what a real `vllm serve` answered.

The GPU suite records, for a completions request shaped as speculators sends it, the
request fields it sent and the top-level and choice fields of vLLM's JSON answer
(`benchmarks/results/*.json`). The committed static facts of that vLLM release must list
exactly those response fields and accept every request field.

It also records what the server did behind those names (issue 24, tests/gpu/served_agree.py):
the status each route the static reading can judge answered, the `kv_transfer_params` keys
filled, and whether the writer's `<path>.lock` was there. The committed facts of that
release, read afresh, must agree: served routes answer, unserved ones 403/404, the keys are
the configured connector's, the lock is there exactly when the writer takes one.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from probes.server.store import facts_path, release_facts
from tests.gpu.served_agree import disagreements, judged_both_ways, recheck

RESULTS = Path(__file__).resolve().parent.parent / "benchmarks" / "results"


def _recorded() -> list[tuple[str, str, dict]]:
    found = []
    for path in sorted(RESULTS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        version = (data.get("versions") or {}).get("vllm")
        for test in data.get("tests", []):
            for values in _dicts(test):
                if "response_top_level_fields" in values and version:
                    found.append((f"{path.name}:{test.get('id')}", version, values))
    return found


def _dicts(obj):
    if isinstance(obj, dict):
        yield obj
        for value in obj.values():
            yield from _dicts(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _dicts(value)


RECORDED = _recorded()


def _observed() -> list[tuple[str, dict]]:
    found = []
    for path in sorted(RESULTS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for test in data.get("tests", []):
            for values in _dicts(test):
                if "routes_status" in values and "vllm" in values:
                    found.append((f"{path.name}:{test.get('id')}", values))
    return found


OBSERVED = _observed()


@pytest.mark.skipif(not RECORDED, reason="no GPU run recorded a server answer")
@pytest.mark.parametrize(("where", "version", "values"), RECORDED, ids=[r[0] for r in RECORDED])
def test_static_fields_are_the_fields_a_real_server_answered(where, version, values):
    if not facts_path(version).is_file():
        pytest.skip(f"no committed server facts for vLLM {version}")
    models = release_facts(version).models
    assert set(values["response_top_level_fields"]) == set(models["completions.response"]["fields"])
    assert set(values["response_choice_fields"]) == set(models["completions.choice"]["fields"])
    assert set(values["request_fields"]) <= set(models["completions.request"]["fields"])


@pytest.mark.skipif(not OBSERVED, reason="no GPU run recorded a server's behaviour")
@pytest.mark.parametrize(("where", "seen"), OBSERVED, ids=[r[0] for r in OBSERVED])
def test_static_behaviour_is_what_a_real_server_did(where, seen):
    if not facts_path(seen["vllm"]).is_file():
        pytest.skip(f"no committed server facts for vLLM {seen['vllm']}")
    fresh = recheck(seen)
    assert not disagreements(fresh)
    assert judged_both_ways(fresh)


# --- the comparison itself, both ways, on the committed facts of vLLM 0.25.1 ---------------

LAUNCH = ["--speculative_config", "--kv_transfer_config", "--host", "--port", "--enforce-eager"]


def _agreeing() -> dict:
    """An observation that agrees with the 0.25.1 facts by construction (statuses a server
    that serves exactly the statically served routes would answer)."""
    seen = {"vllm": "0.25.1", "launch_flags": LAUNCH, "launch_env": []}
    seen.update(routes_static={}, routes_status={}, kv_connector="ExampleHiddenStatesConnector")
    seen.update(kv_transfer_params_keys=["hidden_states_path"], lock_file_seen=True)
    seen = recheck(seen)
    seen["routes_status"] = {p: 200 if v else 404 for p, v in seen["routes_static"].items()}
    return seen


def test_an_agreeing_server_agrees():
    seen = _agreeing()
    assert judged_both_ways(seen)
    assert disagreements(seen) == {}
    assert seen["routes_static"]["/v1/completions"] is True
    assert seen["routes_static"]["/sleep"] is False  # VLLM_SERVER_DEV_MODE is off


@pytest.mark.parametrize(
    ("change", "kind"),
    [
        (lambda s: s["routes_status"].update({"/sleep": 200}), "routes"),
        (lambda s: s["routes_status"].update({"/v1/completions": 404}), "routes"),
        (lambda s: s["routes_status"].update({"/v1/models": 403}), "routes"),
        (lambda s: s["routes_status"].update({"/v1/models": None}), "unanswered"),
        (lambda s: s["routes_status"].pop("/version"), "not_observed"),
        (lambda s: s.update(kv_transfer_params_keys=[]), "kv_transfer_params"),
        (
            lambda s: s.update(kv_transfer_params_keys=["hidden_states_path", "x"]),
            "kv_transfer_params",
        ),
        (lambda s: s.update(lock_file_seen=False), "writer_lock"),
    ],
)
def test_each_kind_of_difference_is_found(change, kind):
    seen = _agreeing()
    change(seen)
    assert set(disagreements(seen)) == {kind}


def test_a_route_of_another_method_counts_as_served():
    """405 (the path is there, another method) is served, as in the CPU witness's rule."""
    seen = _agreeing()
    seen["routes_status"]["/v1/completions"] = 405
    assert disagreements(seen) == {}


def test_the_env_switch_turns_dev_routes_on():
    seen = recheck({**_agreeing(), "launch_env": ["VLLM_SERVER_DEV_MODE"]})
    assert seen["routes_static"]["/sleep"] is True
