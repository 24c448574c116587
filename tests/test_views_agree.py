"""The static view (griffe over the installed vLLM's files) and the live view (inspect on the
same vLLM, imported) must agree on every symbol the default consumers use: existence, kind,
the signature a caller binds to, dataclass/config fields and abstract methods.

This runs against the real vLLM installed in the test environment (`nox -s tests`: 0.32.0,
CPU build). What the live view cannot import here is `unknown` and counted, never compared.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from probes.api import Lookup
from probes.consumers import default_usages
from probes.views.open import folder_view


def _used_paths() -> list[str]:
    paths: set[str] = set()
    for usage in default_usages():
        for use in usage.uses:
            if use.symbol.startswith("vllm"):
                paths.update((use.symbol, use.owner))
    return sorted(p for p in paths if p.startswith("vllm"))


def _difference(static: Lookup, live: Lookup) -> str | None:
    if "unknown" in (static.status, live.status):
        return None
    if static.status != live.status:
        return (
            f"status: static {static.status} ({static.reason}), live {live.status} ({live.reason})"
        )
    if not static.found:
        return None
    a, b = static.obj, live.obj
    assert a is not None and b is not None
    if a.kind != b.kind:
        return f"kind: static {a.kind}, live {b.kind}"
    render = [s.signature.render() if s.signature else None for s in (a, b)]
    if render[0] != render[1]:
        return f"signature: static {render[0]}, live {render[1]}"
    if a.kind == "class":
        if a.abstract_methods != b.abstract_methods:
            return f"abstract methods differ: {sorted(a.abstract_methods ^ b.abstract_methods)}"
        fields = [None if f is None else set(f) for f in (a.fields, b.fields)]
        if fields[0] != fields[1]:
            extra = (fields[0] or set()) ^ (fields[1] or set())
            sides = f"static {a.fields is not None}, live {b.fields is not None}"
            return f"fields differ: {sorted(extra)[:8]} ({sides})"
    return None


@pytest.fixture(scope="module")
def views(vllm_module):
    from probes.views.live import LiveView

    site = Path(vllm_module.__file__).parent.parent
    return folder_view(site), LiveView()


def test_static_and_live_views_agree_on_every_used_symbol(views):
    static, live = views
    paths = _used_paths()
    assert len(paths) > 100  # the default consumers use well over a hundred vLLM paths
    differences = {}
    unknown = []
    for path in paths:
        s, lv = static.lookup(path), live.lookup(path)
        if "unknown" in (s.status, lv.status):
            unknown.append(path)
        diff = _difference(s, lv)
        if diff:
            differences[path] = diff
    assert not differences, "\n".join(f"{p}: {d}" for p, d in differences.items())
    assert len(unknown) < len(paths) // 10, f"too much is unknown here: {unknown}"
