"""The algebra of version conditions: specifier sets written as text (`>=0.28.0`).

The recogniser that reads a consumer's version test as such a set is
`probes.usage.version_specs.spec_of`; what a set means on one release, its complement and
its conjunction with another are written here once, for every reader (the guarded rule,
reachability, the condition model's negation).
"""

from __future__ import annotations

import re

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

_NEGATE = {">=": "<", ">": "<=", "<=": ">", "<": ">=", "==": "!=", "!=": "=="}


def negate(spec: str | None) -> str | None:
    """The complement of a single specifier; None for sets (their complement is a union)."""
    if spec is None or "," in spec:
        return None
    match = re.match(r"^(>=|<=|==|!=|>|<)(.+)$", spec)
    return f"{_NEGATE[match.group(1)]}{match.group(2)}" if match else None


def both(outer: str | None, inner: str | None) -> str | None:
    """Releases where both hold (an `if` inside an `if`)."""
    if outer and inner:
        return f"{outer},{inner}"
    return outer or inner


def holds(spec: str, version: str) -> bool | None:
    """Whether `version` is in the set; None when either cannot be read. `a||b` is a union
    of sets (code registered for several ranges: probes/range_data.py)."""
    if "||" in spec:
        each = [holds(part, version) for part in spec.split("||")]
        return True if True in each else None if None in each else False
    try:
        return Version(version) in SpecifierSet(spec, prereleases=True)
    except (InvalidSpecifier, InvalidVersion):
        return None
