"""The default consumers are every final release of speculators from 0.1.0 and of
hs-connectors (DECISIONS.md), each with a usage fixture generated from its wheel."""

from __future__ import annotations

import json

import pytest
from packaging.version import Version

from probes import releases
from probes.consumers import DEFAULT_CONSUMERS, split_spec
from probes.fixtures import consumer_usage_path


def test_every_default_consumer_has_a_generated_fixture() -> None:
    for spec in DEFAULT_CONSUMERS:
        name, version = split_spec(spec)
        data = json.loads(consumer_usage_path(name, version).read_text(encoding="utf-8"))
        assert data["consumer"] == spec
        assert data["source"]["kind"] == "wheel" and len(data["source"]["sha256"]) == 64
        assert isinstance(data["vllm_requirements"], list)  # recorded, for the pin audit


@pytest.mark.network
def test_default_consumers_are_every_final_release_on_the_index() -> None:
    expected = []
    for name, floor in (("speculators", "0.1.0"), ("hs-connectors", "0")):
        versions = releases.project_versions(name)
        expected += [f"{name}=={v}" for v in versions if Version(v) >= Version(floor)]
    assert sorted(DEFAULT_CONSUMERS) == sorted(expected)
