"""The server contract's static answer against what a real `vllm serve` answered.

The GPU suite records, for a completions request shaped as speculators sends it, the
request fields it sent and the top-level and choice fields of vLLM's JSON answer
(`benchmarks/results/*.json`). The committed static facts of that vLLM release must list
exactly those response fields and accept every request field.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from probes.server.store import facts_path, release_facts

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


@pytest.mark.skipif(not RECORDED, reason="no GPU run recorded a server answer")
@pytest.mark.parametrize(("where", "version", "values"), RECORDED, ids=[r[0] for r in RECORDED])
def test_static_fields_are_the_fields_a_real_server_answered(where, version, values):
    if not facts_path(version).is_file():
        pytest.skip(f"no committed server facts for vLLM {version}")
    models = release_facts(version).models
    assert set(values["response_top_level_fields"]) == set(models["completions.response"]["fields"])
    assert set(values["response_choice_fields"]) == set(models["completions.choice"]["fields"])
    assert set(values["request_fields"]) <= set(models["completions.request"]["fields"])
