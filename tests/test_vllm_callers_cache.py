"""vLLM's outer calls of a method are scanned from the whole release once, then read back
from the module cache (per tree and code version), equal to a fresh scan."""

from __future__ import annotations

import os
import time
from pathlib import Path

from probes import vllm_callers
from probes.views import module_cache

SOURCE = """
class Runner:
    def go(self, dataset: "BenchmarkDataset", other):
        dataset.sample(1, k=2)
        other.sample(*rest, **more)
        super().sample()
"""


def _tree(tmp_path: Path) -> Path:
    tree = tmp_path / "tree"
    (tree / "vllm").mkdir(parents=True)
    (tree / "vllm" / "runner.py").write_text(SOURCE)
    old = time.time() - 60  # older than the cache's race window: storable
    os.utime(tree / "vllm" / "runner.py", (old, old))
    return tree


def test_outer_calls_round_trip_through_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(module_cache.ENV, str(tmp_path / "modules"))
    tree = _tree(tmp_path)
    fresh = vllm_callers._scan(tree, "sample")
    assert len(fresh) == 3 and {c.call.keywords for c in fresh} >= {("k",)}
    first = vllm_callers._cached_scan(tree, "sample")
    scans = []
    monkeypatch.setattr(vllm_callers, "_scan", lambda *a: scans.append(a) or [])
    second = vllm_callers._cached_scan(tree, "sample")
    assert first == second == fresh
    assert scans == [], "the second scan of an unchanged tree was not read from the cache"


def test_a_changed_tree_is_scanned_again(tmp_path, monkeypatch):
    monkeypatch.setenv(module_cache.ENV, str(tmp_path / "modules"))
    tree = _tree(tmp_path)
    assert len(vllm_callers._cached_scan(tree, "sample")) == 3
    path = tree / "vllm" / "runner.py"
    path.write_text(SOURCE + "\ndef f(d):\n    d.sample()\n")
    old = time.time() - 30
    os.utime(path, (old, old))
    assert len(vllm_callers._cached_scan(tree, "sample")) == 4
