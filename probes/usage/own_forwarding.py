"""Keywords a consumer's own function forwards to vLLM through its `**kwargs`.

`def start(*, timeout, **kw): Manager(**kw)` called as `start(timeout=1, sock=s, n=2)` gives
vLLM's `Manager` exactly `sock=` and `n=`: the keywords the function's named parameters do
not take. Followed for a module-level function whose `**kw` is only spread into the vLLM
call (never read, changed or passed on otherwise), called by name in the same module, with
no spread of its own at any call site; else the call keeps its `**kw` (bound as "anything").
"""

from __future__ import annotations

import ast
from dataclasses import replace

from probes.uses import CallShape


def forwarded_shapes(
    call: ast.Call,
    shape: CallShape,
    fn: ast.FunctionDef | ast.AsyncFunctionDef | None,
    tree: ast.Module,
) -> list[CallShape]:
    """One shape per consumer call site of `fn` when `call` spreads `fn`'s `**kwargs`;
    `[shape]` when it cannot be followed."""
    spreads = [k.value for k in call.keywords if k.arg is None]
    if fn is None or fn.args.kwarg is None or shape.star_args or len(spreads) != 1:
        return [shape]
    name = fn.args.kwarg.arg
    if not (isinstance(spreads[0], ast.Name) and spreads[0].id == name):
        return [shape]
    reads = [n for n in ast.walk(fn) if isinstance(n, ast.Name) and n.id == name]
    if len(reads) != 1 or fn not in tree.body:
        return [shape]  # the dict is read or changed elsewhere, or fn is not module-level
    sites = [
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == fn.name
    ]
    if not sites or any(k.arg is None for s in sites for k in s.keywords):
        return [shape]
    args = fn.args
    named = {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]}
    return [
        replace(
            shape,
            keywords=shape.keywords
            + tuple(k.arg for k in s.keywords if k.arg is not None and k.arg not in named),
            star_kwargs=False,
        )
        for s in sites
    ]
