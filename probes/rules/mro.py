"""Rule `python-semantics`, the method resolution order of a consumer class with several vLLM
bases: `class M(Mxfp4MoEMethod, FusedMoEMethodBase)`.

Python's ABC machinery asks `getattr(M, name)` for each abstract name of M's bases, which
follows the MRO: a concrete method of a base listed earlier is found before the abstract one
of a base listed later, so M implements it (and M can be built). The checker reads each
vLLM base of a consumer class as a separate use, in the order the class lists them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from probes.api import Lookup


def earlier_bases_define(
    bases: Sequence[str], base: str, names: frozenset[str], lookup: Callable[[str], Lookup]
) -> set[str]:
    """The `names` (abstract in `base`) that a vLLM base listed before `base` in `bases`
    defines concretely."""
    earlier = bases[: bases.index(base)] if base in bases else []
    found: set[str] = set()
    for path in earlier:
        other = lookup(path)
        obj = other.obj if other.found else None
        if obj is not None and obj.kind == "class":
            found |= {n for n in names if n in obj.members and n not in obj.abstract_methods}
    return found
