"""Markers with the names vLLM's and speculators' test suites use, checked in conftest.py.

`requires_cuda`, `multi_gpu_test(num_gpus=n)` and `large_gpu_test(min_gb=x)` only *mark*; the
skip (with its reason) happens at setup, so collection never imports torch or touches CUDA.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pytest

F = TypeVar("F", bound=Callable)

requires_cuda = pytest.mark.requires_cuda


def multi_gpu_test(*, num_gpus: int) -> Callable[[F], F]:
    """Needs at least `num_gpus` CUDA devices; skipped (with the count seen) when fewer."""

    def apply(fn: F) -> F:
        return pytest.mark.multi_gpu(num_gpus=num_gpus)(requires_cuda(fn))

    return apply


def large_gpu_test(*, min_gb: float) -> Callable[[F], F]:
    """Needs a GPU with at least `min_gb` GiB of memory (device 0)."""

    def apply(fn: F) -> F:
        return pytest.mark.large_gpu(min_gb=min_gb)(requires_cuda(fn))

    return apply
