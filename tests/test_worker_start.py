"""compat.worker_start: the patched extractors spawn vLLM's workers unless the user chose.

The failure it prevents (a forked worker re-initialising CUDA) only shows on a GPU; the GPU suite
runs the patched extractor with default settings and records whether torch's fork poisoning by
`torch.cuda.is_available()` is visible to `torch.cuda.is_initialized()` (tests/gpu).
"""

from __future__ import annotations

import ast

import pytest

from compat.patching.generate import REPO_PATCHES, patch_sets
from compat.patching.manifest import fixed_of
from compat.worker_start import ENV, spawn_workers_unless_set

GEN = "speculators/data_generation/vllm_hidden_states_generator.py"


def test_unset_becomes_spawn() -> None:
    env: dict[str, str] = {}
    assert spawn_workers_unless_set(env) == "spawn"
    assert env == {ENV: "spawn"}


@pytest.mark.parametrize("chosen", ["fork", "spawn", "forkserver"])
def test_an_explicit_choice_is_kept(chosen: str) -> None:
    env = {ENV: chosen}
    assert spawn_workers_unless_set(env) == chosen
    assert env == {ENV: chosen}


def test_empty_value_counts_as_unset() -> None:
    env = {ENV: ""}
    assert spawn_workers_unless_set(env) == "spawn"
    assert env[ENV] == "spawn"


def _call_lines(tree: ast.AST, name: str) -> list[int]:
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and (getattr(node.func, "id", None) == name or getattr(node.func, "attr", None) == name)
    ]


@pytest.mark.parametrize("folder", [f for *_, f in patch_sets(REPO_PATCHES, [])], ids=str)
def test_patched_generator_asks_for_spawn_before_the_executor(folder) -> None:
    tree = ast.parse(fixed_of(folder, GEN).read_text())
    spawn, executor = (
        _call_lines(tree, "spawn_workers_unless_set"),
        _call_lines(tree, "MultiprocExecutor"),
    )
    assert spawn and executor, f"{folder.name}: spawn {spawn}, executor {executor}"
    assert max(spawn) < min(executor), f"{folder.name}: spawn must be set before the executor"
