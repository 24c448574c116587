"""Snapshots: regenerated from the real release, byte for byte; read back as a view."""

from __future__ import annotations

import json

import pytest

from probes import releases
from probes.consumers import default_usages, extract_release_usage, fixture_json
from probes.fixtures import consumer_usage_path, vllm_snapshot_path
from probes.snapshot import build_snapshot, dumps
from probes.views.snapshot import SnapshotError, load_snapshot, snapshot_view


@pytest.mark.network
def test_vllm_snapshot_regenerates_byte_for_byte_from_its_sdist():
    version = "0.11.0"
    tree = releases.source_tree("vllm", version)
    snap = build_snapshot(
        tree.root,
        version=version,
        source=tree.provenance,
        usages=default_usages(),
    )
    committed = vllm_snapshot_path(version).read_text(encoding="utf-8")
    assert dumps(snap) == committed


@pytest.mark.network
def test_consumer_usage_regenerates_byte_for_byte_from_its_wheel(tmp_path, monkeypatch):
    # A cache nobody has used, somewhere else: the fixture must not depend on where it is.
    monkeypatch.delenv("SPEC_COMPAT_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "elsewhere"))
    assert releases.cache_dir().is_relative_to(tmp_path)
    usage = extract_release_usage("hs-connectors", "0.9.0")
    assert str(tmp_path) in str(usage.source["path"])  # read from the fresh cache
    committed = consumer_usage_path("hs-connectors", "0.9.0").read_text(encoding="utf-8")
    assert dumps(fixture_json(usage)) == committed


def test_snapshot_records_provenance_of_the_real_sdist():
    snap = load_snapshot(vllm_snapshot_path("0.25.1"))
    assert snap["source"]["file"] == "vllm-0.25.1.tar.gz"
    assert len(snap["source"]["sha256"]) == 64
    assert snap["vllm"] == "0.25.1"


def test_wheel_only_releases_record_how_they_were_read():
    snap = load_snapshot(vllm_snapshot_path("0.15.1"))
    assert snap["source"]["kind"] in ("wheel-range", "wheel")
    assert snap["source"]["file"].endswith(".whl")


def test_snapshot_view_answers_unknown_outside_what_it_holds():
    view = snapshot_view(load_snapshot(vllm_snapshot_path("0.25.1")))
    assert view.lookup("vllm.v1.request.Request").status == "found"
    outside = view.lookup("vllm.model_executor.layers.linear.LinearBase")
    assert outside.status == "unknown"
    assert "not in this snapshot" in outside.reason


def test_snapshot_view_keeps_negative_answers_it_recorded():
    view = snapshot_view(load_snapshot(vllm_snapshot_path("0.11.0")))
    assert view.lookup("vllm.utils.hashing.get_hash_fn_by_name").status == "missing-module"


@pytest.mark.parametrize(
    "text", ["", "{not json", json.dumps({"schema_version": 99, "format": "x"})]
)
def test_corrupt_snapshot_is_a_clear_error(tmp_path, text):
    path = tmp_path / "vllm-1.0.0.json"
    path.write_text(text)
    with pytest.raises(SnapshotError, match="regenerate"):
        load_snapshot(path)
