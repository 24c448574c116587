"""API checks a consumer makes itself before it relies on a vLLM class.

verl reads `inspect.signature(WeightTransferEngine.__init__).parameters` and raises its own
error ("this vLLM does not provide the required API") when the parameters it needs are not
there. On a release without them the consumer refuses to go on: its later uses of that class
are not breaks to discover but a refusal by design (status `refused`, still not compatible).
"""

from __future__ import annotations

import ast

from probes.usage.model import ModuleModel
from probes.usage.scope import callee_name, dotted, is_vllm

INTROSPECTION = frozenset({"signature", "getfullargspec", "getargspec"})


def probed_classes(module: ModuleModel) -> frozenset[str]:
    """vLLM classes whose API a function of this module introspects before raising."""
    found: set[str] = set()
    for fn in ast.walk(module.tree):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if not any(isinstance(n, ast.Raise) for n in ast.walk(fn)):
            continue
        for call in ast.walk(fn):
            if not (isinstance(call, ast.Call) and callee_name(call.func) in INTROSPECTION):
                continue
            if not call.args:
                continue
            path = dotted(call.args[0], module.bindings.get)
            if is_vllm(path):
                found.add(_class_part(path))
    return frozenset(found)


def _class_part(path: str) -> str:
    """`vllm.m.Cls.__init__` → `vllm.m.Cls` (up to the last CamelCase name)."""
    parts = path.split(".")
    last = max((i for i, p in enumerate(parts) if p[:1].isupper()), default=len(parts) - 1)
    return ".".join(parts[: last + 1])
