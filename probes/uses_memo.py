"""Facts read off a consumer's uses alone, derived once per list of uses and run.

Why: a run over many releases checks the same usage against each; what the checker and the
hazards derive from the uses without a view (tables of the consumer's classes, the uses a
hazard judges) was built again for every release. A `UsesMemo` keeps the last few lists'
facts, each under the list's identity and checked against the uses it was built from (the
same objects, in the same order), so a list changed since is derived again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from probes.uses import Use

T = TypeVar("T")


class UsesMemo(Generic[T]):
    """`build(uses)` for the last `size` lists of uses (the consumers of one run)."""

    def __init__(self, build: Callable[[list[Use]], T], size: int = 8) -> None:
        self._build = build
        self._size = size
        self._held: dict[int, tuple[list[Use], tuple[Use, ...], T]] = {}

    def __call__(self, uses: list[Use]) -> T:
        held = self._held.get(id(uses))
        if held is not None and held[0] is uses and _same(held[1], uses):
            return held[2]
        value = self._build(uses)
        self._held.pop(id(uses), None)
        if len(self._held) >= self._size:
            self._held.pop(next(iter(self._held)))
        self._held[id(uses)] = (uses, tuple(uses), value)
        return value


def _same(kept: tuple[Use, ...], uses: list[Use]) -> bool:
    return len(kept) == len(uses) and all(a is b for a, b in zip(kept, uses, strict=True))
