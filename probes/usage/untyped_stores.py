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
from collections.abc import Callable, Iterable

_OWN = frozenset({"self", "cls"})


class UntypedStores:
    """Member name → `file:line` of its first `<obj>.name = …` where `<obj>` is another
    object's member or a parameter of the enclosing function (not `self` / `cls`): one pass
    over the files (in the order given, parsed by `tree_of`), on the first question."""

    def __init__(self, rels: Iterable[str], tree_of: Callable[[str], ast.Module | None]):
        self.rels, self.tree_of = list(rels), tree_of
        self._index: dict[str, str] | None = None

    def get(self, name: str) -> str | None:
        if self._index is None:
            self._index = {}
            for rel in self.rels:
                tree = self.tree_of(rel)
                if tree is not None:
                    _Stores(rel, self._index).visit(tree)
        return self._index.get(name)


class _Stores(ast.NodeVisitor):
    def __init__(self, rel: str, out: dict[str, str]):
        self.rel, self.out = rel, out
        self.params: list[set[str]] = []  # of each enclosing function, innermost last

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        args = node.args
        self.params.append({a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)})
        self.generic_visit(node)
        self.params.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.ctx, ast.Store) and self.params and self._untyped(node.value):
            self.out.setdefault(node.attr, f"{self.rel}:{node.lineno}")
        self.generic_visit(node)

    def _untyped(self, owner: ast.expr) -> bool:
        """`a.impl.x = …` (another object's member), or `param.x = …`."""
        if isinstance(owner, ast.Attribute):
            return True
        return isinstance(owner, ast.Name) and owner.id in self.params[-1] - _OWN
