"""Shared test helpers.

Tests that need a real vLLM call `require_vllm()` (or use the `vllm_module` fixture). Where
vLLM is absent they skip, except under SPEC_COMPAT_REQUIRE_VLLM=1 (set by `nox -s tests`),
where a missing vLLM is a failure: a test environment that silently skips them tests nothing.
"""

from __future__ import annotations

import os
import types

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
