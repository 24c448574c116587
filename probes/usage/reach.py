"""Which module-level functions can run on which vLLM releases.

A function is only as reachable as the code that refers to it. verl's
`process_weights_after_loading_for_vllm14` is named only after
`if vllm_version >= version.parse("0.20.0"): return [...]`, so it runs on releases before
0.20.0 and never on later ones; a private helper nothing names at all never runs. The
walker gives such a function's body the version condition of its references, so its uses
are judged only on the releases where it can run.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping

from probes.conditions.versions import both, negate
from probes.usage.guards import VersionTests, ends_with_raise

NEVER = "<0"  # a condition no release meets: the function is never called
_TERMINAL = (ast.Return, ast.Raise)


def gated_functions(
    tree: ast.Module, versions: VersionTests, named_elsewhere: Callable[[str], bool]
) -> dict[str, str]:
    """Module-level function name → the only version condition under which it is named.

    Functions named from other files, or anywhere without a readable condition, are left
    out (reachable everywhere). Private functions named nowhere get `NEVER`.
    """
    functions = {
        n.name: n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    refs: dict[str, list[str | None]] = {name: [] for name in functions}
    _scan(tree.body, None, versions, refs, functions)
    gated = {}
    for name, conditions in refs.items():
        if named_elsewhere(name):
            continue
        if not conditions:
            if name.startswith("_") and not name.startswith("__"):
                gated[name] = NEVER
        elif (first := conditions[0]) is not None and all(c == first for c in conditions):
            gated[name] = first
    return gated


def _scan(
    body: list[ast.stmt],
    condition: str | None,
    versions: VersionTests,
    refs: dict[str, list[str | None]],
    functions: Mapping[str, ast.AST],
) -> None:
    for stmt in body:
        if isinstance(stmt, ast.If) and versions(stmt.test):
            spec = versions.spec(stmt.test)
            _names(stmt.test, condition, refs, functions)
            _scan(stmt.body, both(condition, spec), versions, refs, functions)
            _scan(stmt.orelse, both(condition, negate(spec)), versions, refs, functions)
            if not stmt.orelse and stmt.body and isinstance(stmt.body[-1], _TERMINAL):
                if spec is None or ends_with_raise(stmt.body):
                    condition = None if spec is None else condition
                else:
                    condition = both(condition, negate(spec))  # the rest runs only otherwise
            continue
        inner = _blocks(stmt)
        if inner is None:
            _names(stmt, condition, refs, functions, skip=stmt)
            continue
        own, blocks = inner
        for node in own:
            _names(node, condition, refs, functions)
        for block in blocks:
            _scan(block, condition, versions, refs, functions)


def _blocks(stmt: ast.stmt) -> tuple[list[ast.AST], list[list[ast.stmt]]] | None:
    """A compound statement's own expressions and its nested statement lists."""
    if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
        own = [*stmt.decorator_list, *stmt.args.defaults, *stmt.args.kw_defaults]
        return [n for n in own if n is not None], [stmt.body]
    if isinstance(stmt, ast.ClassDef):
        return [*stmt.decorator_list, *stmt.bases], [stmt.body]
    if isinstance(stmt, ast.If | ast.While):
        return [stmt.test], [stmt.body, stmt.orelse]
    if isinstance(stmt, ast.For | ast.AsyncFor):
        return [stmt.target, stmt.iter], [stmt.body, stmt.orelse]
    if isinstance(stmt, ast.With | ast.AsyncWith):
        return [i.context_expr for i in stmt.items], [stmt.body]
    if isinstance(stmt, ast.Try):
        handlers = [h.body for h in stmt.handlers]
        return [], [stmt.body, *handlers, stmt.orelse, stmt.finalbody]
    return None


def _names(
    node: ast.AST,
    condition: str | None,
    refs: dict[str, list[str | None]],
    functions: Mapping[str, ast.AST],
    skip: ast.AST | None = None,
) -> None:
    for sub in ast.walk(node):
        if (
            isinstance(sub, ast.Name)
            and sub.id in refs
            and not isinstance(sub.ctx, ast.Store)
            and functions.get(sub.id) is not skip
        ):
            refs[sub.id].append(condition)
