"""Shared test helpers.

Tests that need a real vLLM call `require_vllm()` (or use the `vllm_module` fixture). Where
vLLM is absent they skip, except under SPEC_COMPAT_REQUIRE_VLLM=1 (set by `nox -s tests`),
where a missing vLLM is a failure: a test environment that silently skips them tests nothing.
"""

from __future__ import annotations

import os
import re
import subprocess
import types
from pathlib import Path

import pytest

REQUIRE_VLLM_ENV = "SPEC_COMPAT_REQUIRE_VLLM"


def require_vllm() -> types.ModuleType:
    """The imported `vllm` module; skip (or fail, when required) if it is not installed.

    Only a ModuleNotFoundError for `vllm` itself means "absent": vLLM that is installed but
    fails to import (a missing dependency, a broken build) is an error, never a skip.
    """
    try:
        import vllm
    except ModuleNotFoundError as exc:
        if exc.name != "vllm":
            raise
        if os.environ.get(REQUIRE_VLLM_ENV) == "1":
            pytest.fail(f"vLLM not installed, but {REQUIRE_VLLM_ENV}=1 requires it")
        pytest.skip("vLLM not installed")
    return vllm


@pytest.fixture(scope="session")
def vllm_module() -> types.ModuleType:
    """The installed `vllm` module (see `require_vllm`)."""
    return require_vllm()


# --- no test writes outside its temporary folder ----------------------------------------------
# The filesystem root and the working tree are listed when the run starts and again when it
# ends; a new entry fails the run (one `-o` test once wrote two folders at `/`). Tool caches
# that pytest, hypothesis and the linters keep in the tree by design are not counted, nor the
# folder SPEC_COMPAT_ARTIFACTS names (screenshots asked for).
TOOL_DIRS = {
    "__pycache__",
    ".hypothesis",
    ".pytest_cache",
    ".ruff_cache",
    ".mypy_cache",
    ".nox",
    ".venv",
}
ROOT = Path(__file__).resolve().parents[1]


def _tree_entries() -> set[str]:
    """Files in the working tree git would show as new, ignored ones included."""
    try:
        done = subprocess.run(
            ["git", "status", "--porcelain", "--ignored", "--untracked-files=all"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return set()
    if done.returncode != 0:  # not a checkout (an sdist): nothing to compare
        return set()
    paths = {line[3:] for line in done.stdout.splitlines() if line[:2] in ("??", "!!")}
    artifacts = os.environ.get("SPEC_COMPAT_ARTIFACTS")
    keep = Path(artifacts).resolve() if artifacts else None
    return {
        p
        for p in paths
        if not TOOL_DIRS & set(Path(p).parts)
        and not (keep is not None and (ROOT / p).resolve().is_relative_to(keep))
        and not _suite_result(ROOT / p)
    }


# The GPU and CPU engine suites' one declared output: a run's results file in the results folder
# (tests/gpu/results.py), named `<date>T<time>Z-<host>.json`; anything else there still counts.
_RESULT_NAME = re.compile(r"\d{4}-\d\d-\d\dT\d{4}Z-[a-z0-9-]+\.json")


def _suite_result(path: Path) -> bool:
    folder = os.environ.get("SPEC_COMPAT_RESULTS_DIR") or ROOT / "benchmarks" / "results"
    where = Path(folder).resolve()
    return path.resolve().parent == where and bool(_RESULT_NAME.fullmatch(path.name))


def _root_entries() -> set[str]:
    try:
        return set(os.listdir("/"))
    except OSError:
        return set()


def pytest_sessionstart(session: pytest.Session) -> None:
    session.config.stash[_BEFORE] = (_root_entries(), _tree_entries())


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    before = session.config.stash.get(_BEFORE, None)
    if before is None:
        return
    gained = {
        "the filesystem root": sorted(_root_entries() - before[0]),
        "the working tree": sorted(_tree_entries() - before[1]),
    }
    gained = {where: new for where, new in gained.items() if new}
    if gained:
        lines = [f"{where} gained {', '.join(new[:10])}" for where, new in gained.items()]
        print("\nERROR: tests wrote outside their temporary folders: " + "; ".join(lines))
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


_BEFORE = pytest.StashKey[tuple[set[str], set[str]]]()
