"""The one interface both view backends implement."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar, runtime_checkable

from probes.api import Lookup

# What Python gives every class and every instance (`type`'s and `object`'s members): both
# views answer `found` for them, whatever the class's own body says.
OBJECT_MEMBERS = frozenset(dir(object)) | frozenset(dir(type))
# What an Enum class has from its metaclass, `enum.EnumType` (rule `python-semantics`).
ENUM_CLASS_ATTRIBUTES = frozenset(
    {"__members__", "__contains__", "__getitem__", "__iter__", "__len__", "__reversed__"}
)


# How a class member binds (ApiObject.method_kind): both views read it the same way.
MethodKind = Literal["instance", "class", "static", "property"]
T = TypeVar("T")
# One scan's answers per view, per key; a view that goes away takes its answers with it.
TreeScans = weakref.WeakKeyDictionary[Any, dict[str, T]]


@runtime_checkable
class View(Protocol):
    """A release of vLLM as something that answers questions about its objects.

    `label` names it for humans ("vllm 0.25.1 (snapshot)"); `version` is the release or
    None for a source tree of unknown version; `source` is provenance (version, file,
    sha256, kind) for reports.
    """

    # Read-only for callers: a live view derives them, a static one stores them.
    @property
    def label(self) -> str: ...
    @property
    def version(self) -> str | None: ...
    @property
    def source(self) -> dict[str, Any]: ...

    def lookup(self, path: str) -> Lookup:
        """Resolve a dotted path (following re-exports, lazy exports and inheritance)."""
        ...

    def locate(self, name: str) -> list[str]:
        """Other modules of this release that define a top-level `name` ([] if none known)."""
        ...

    def source_of(self, path: str) -> str | None:
        """Source text of a function, method or class by dotted path (None: absent/unknown)."""
        ...


def scan_tree_once(
    cache: TreeScans[T], view: View, key: str, scan: Callable[[Path, str], T]
) -> T | None:
    """`scan(root, key)` over the source tree a view reads, once per view and key; None when
    the view has no tree (a snapshot, the installed vLLM): its sources cannot be scanned."""
    root = getattr(getattr(view, "modules", None), "root", None)
    if root is None:
        return None
    per_view = cache.setdefault(view, {})
    if key not in per_view:
        per_view[key] = scan(Path(root), key)
    return per_view[key]
