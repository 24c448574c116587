"""Rule `set-on-untyped`: a member the consumer sets on an object it does not type.

    def install_compact_decoder(attention):              # called from the impl's own hook
        attention.impl.query_absorb_weight = attention.W_UK_T

    class Impl(TritonMLAImpl):
        def forward(self, q):
            return q @ self.query_absorb_weight               # not TritonMLAImpl's member

`attention.impl` may well be an `Impl`: a read of `self.query_absorb_weight` in a consumer
class whose vLLM base lacks it cannot be called a break when the package itself sets a
member of that name on an object it reaches through a parameter or another object; it is
`unknown`, with the assignment's file:line (never compatible: the engine cannot tell which
object it was). Assignments on `self`, `cls`, module-level names and vLLM objects do not
count: what they set is known.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable

_OWN = frozenset({"self", "cls"})


def untyped_store(files: Iterable[tuple[str, str, ast.Module | None]], attr: str) -> str | None:
    """`file:line` of the first `<obj>.attr = …` where `<obj>` is an attribute of another
    object or a parameter of the enclosing function (not `self` / `cls`); None if none.
    `files`: (path, text, parsed tree), the files whose text names `attr`."""
    for rel, _, tree in files:
        if tree is None:
            continue
        for func in ast.walk(tree):
            if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            params = {a.arg for a in (*func.args.posonlyargs, *func.args.args)} - _OWN
            params |= {a.arg for a in func.args.kwonlyargs}
            for node in ast.walk(func):
                if _stores(node, attr, params):
                    return f"{rel}:{getattr(node, 'lineno', 0)}"
    return None


def _stores(node: ast.AST, attr: str, params: set[str]) -> bool:
    if not (isinstance(node, ast.Attribute) and node.attr == attr):
        return False
    if not isinstance(node.ctx, ast.Store):
        return False
    owner = node.value  # `a.impl.x = …` (another object's member), or `param.x = …`
    return isinstance(owner, ast.Attribute) or (isinstance(owner, ast.Name) and owner.id in params)
