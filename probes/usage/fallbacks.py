"""What an `except ImportError:` handler is a fallback for, and where it is none.

Two questions the guard walk asks of a `try` that imports vLLM (`GuardedWalk.visit_Try`,
`ModuleWalker.emit`), both read from the module's `ast` alone:

* rule `fallback-import`: a handler runs only where the `try` body raised. When the body's one
  import is one vLLM name (`try: from vllm.config import CompilationMode; X = …`), the handler
  runs only where that name is missing, whatever the handler imports or uses
  (`except ImportError: from vllm.config import CompilationLevel`): its uses carry
  `Not(Present(name))`, and the checker drops them on a release that has it
  (`feature-test-else`). Where both names are missing the handler's own import breaks.
* rule `none-is-no-fallback`: a handler that binds the imported name to a constant
  (`except ImportError: Fp8LinearOp = None`) is a fallback only for code that tests the name
  first. Where the module never tests it (nor a flag set beside it or derived from it), a
  call of it (or a read of one of its attributes, or a class deriving from it) that no
  `try` for TypeError wraps raises TypeError (AttributeError) on a release where the import
  failed, so the import is no guarded one there. A module that tests the name somewhere may
  reach such a call only through that test (a helper called under it): still guarded.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field

from probes.usage.scope import absolute_module, is_vllm

ONLY_IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError"})
IMPORT_ERRORS = ONLY_IMPORT_ERRORS | {"Exception", "BaseException"}
# what a call of None (or a read of its attribute) raises, as a handler may name it
CALL_ERRORS = frozenset({"TypeError", "AttributeError", "Exception", "BaseException"})
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def handler_caught(handler: ast.ExceptHandler) -> set[str]:
    """The exception names a handler catches (`BaseException` for a bare `except:`)."""
    if handler.type is None:
        return {"BaseException"}
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return {k.id if isinstance(k, ast.Name) else getattr(k, "attr", "") for k in kinds}


def imported_paths(body: list[ast.stmt], package: str) -> list[str]:
    """What each import of a block (nested blocks included, not definitions) asks Python to
    find: `import a.b` the module `a.b`, `from a import b, c` `a.b` and `a.c`."""
    paths: list[str] = []
    for node in _block_nodes(body):
        if isinstance(node, ast.Import):
            paths += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = absolute_module(node, package) or "."
            paths += [f"{base}.{alias.name}" if alias.name != "*" else base for alias in node.names]
    return paths


def handler_lacks(
    node: ast.Try | ast.TryStar, handler: ast.ExceptHandler, package: str
) -> str | None:
    """Rule `fallback-import`: the vLLM name whose absence is the only way into `handler`.

    That is the one name the `try` body imports, where it is vLLM's and the handler catches
    import errors only (or the body does nothing but import it); else None."""
    caught = handler_caught(handler)
    if not caught & IMPORT_ERRORS:
        return None
    paths = imported_paths(node.body, package)
    if len(paths) != 1 or not is_vllm(paths[0]):
        return None
    only_import = all(isinstance(s, ast.Import | ast.ImportFrom) for s in node.body)
    return paths[0] if caught <= ONLY_IMPORT_ERRORS or only_import else None


@dataclass
class BareFallbacks:
    """Rule `none-is-no-fallback`, for one module: the vLLM paths imported in a module-level
    `try` whose handler binds the name to a constant and that some unguarded use calls
    (`imports`), and where those uses are (`uses`: (line, column) of each)."""

    imports: set[tuple[str, int]] = field(default_factory=set)  # (path, line of the import)
    uses: set[tuple[int, int]] = field(default_factory=set)


def bare_fallbacks(tree: ast.Module, package: str) -> BareFallbacks:
    """Rule `none-is-no-fallback` (see the module docstring) over one module."""
    found: dict[str, tuple[tuple[str, int], ast.Try]] = {}  # name -> ((path, line), its try)
    for stmt in tree.body:
        if isinstance(stmt, ast.Try):
            for name, imported in _constant_fallbacks(stmt, package).items():
                found[name] = (imported, stmt)
    bound = _bindings_elsewhere(tree, {t for _, t in found.values()})
    found = {n: v for n, v in found.items() if n not in bound}
    if not found:
        return BareFallbacks()
    tries = {id(t) for _, t in found.values()}
    related = _related_names(tree, set(found), [t for _, t in found.values()])
    scan = _UseScan(set(found), related, tries)
    scan.block(tree.body, frozenset(), frozenset())
    out = BareFallbacks()
    if _tested_anywhere(tree, related):  # it may guard the callers (`if X: helper()`)
        return out
    for name, at in scan.hits:
        out.imports.add(found[name][0])
        out.uses.add(at)
    return out


def _tested_anywhere(tree: ast.Module, related: set[str]) -> bool:
    """A test anywhere in the module asks about the fallback (an `if`, `while`, conditional
    expression, `assert`, a comprehension's `if`, an operand of `and`/`or` before another):
    then a call the scan finds unguarded may sit in a helper only such a test reaches, and
    the handler's constant stays a fallback (`guarded`, unknown which path runs)."""
    tests: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.While | ast.IfExp | ast.Assert):
            tests.append(node.test)
        elif isinstance(node, ast.comprehension):
            tests += node.ifs
        elif isinstance(node, ast.BoolOp):
            tests += node.values[:-1]
    return any(_mentions(t) & related for t in tests)


def _constant_fallbacks(node: ast.Try, package: str) -> dict[str, tuple[str, int]]:
    """Names the body imports from vLLM (with the path and the import's line) that every
    import-error handler rebinds only to a constant (`X = None`), handlers that do not
    raise."""
    names: dict[str, tuple[str, int]] = {}
    for stmt in node.body:
        base = absolute_module(stmt, package) if isinstance(stmt, ast.ImportFrom) else None
        if isinstance(stmt, ast.ImportFrom) and is_vllm(base):
            for a in stmt.names:
                if a.name != "*":
                    names[a.asname or a.name] = (f"{base}.{a.name}", stmt.lineno)
    handlers = [h for h in node.handlers if handler_caught(h) & IMPORT_ERRORS]
    if not handlers or any(isinstance(h.body[-1], ast.Raise) for h in handlers):
        return {}
    return {
        name: path
        for name, path in names.items()
        if all(_binds_only_constant(h.body, name) for h in handlers)
    }


def _binds_only_constant(body: list[ast.stmt], name: str) -> bool:
    """The handler binds `name`, and only by `name = <constant>`."""
    nodes = list(_block_nodes(body))
    binds = [n for n in nodes if name in _bound_by(n)]
    constant = [
        n
        for n in nodes
        if isinstance(n, ast.Assign)
        and isinstance(n.value, ast.Constant)
        and [t.id for t in n.targets if isinstance(t, ast.Name)] == [name]
        and len(n.targets) == 1
    ]
    return bool(binds) and len(binds) == len(constant)


def _bound_by(node: ast.AST) -> set[str]:
    """Names one node binds in its scope (assignment targets, imports, definitions)."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
        return {node.id}
    if isinstance(node, ast.Import | ast.ImportFrom):
        return {(a.asname or a.name).split(".")[0] for a in node.names}
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    if isinstance(node, ast.Global | ast.Nonlocal):
        return set(node.names)
    return set()


def _bindings_elsewhere(tree: ast.Module, tries: set[ast.Try]) -> set[str]:
    """Module names bound anywhere but in those `try` statements (or declared `global`)."""
    inside = {id(n) for t in tries for n in ast.walk(t)}
    out: set[str] = set()
    for node in _block_nodes(tree.body):
        if id(node) not in inside:
            out |= _bound_by(node)
    for node in ast.walk(tree):
        if isinstance(node, ast.Global):
            out |= set(node.names)
    return out


def _related_names(tree: ast.Module, names: set[str], tries: list[ast.Try]) -> set[str]:
    """Names (and attribute names) a test may use to ask about the fallback's names: the
    names themselves, what their `try` statements bind (a flag set beside them), and,
    closed under assignment, what is assigned from an expression that mentions one
    (`HAS_FP8 = Fp8LinearOp is not None`, `self.ok = …`), or a function returning one."""
    related = set(names)
    for statement in tries:
        for sub in ast.walk(statement):
            related |= _bound_by(sub) if not isinstance(sub, ast.Import | ast.ImportFrom) else set()
    for _ in range(3):
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign | ast.AnnAssign | ast.NamedExpr) and node.value:
                if _asks_about(node.value) & related:
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    related |= {m for t in targets for m in _mentions(t)}
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                returns = [r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value]
                if any(_asks_about(r) & related for r in returns):
                    related.add(node.name)
    return related


def _asks_about(node: ast.AST) -> set[str]:
    """The names (and attribute names) an expression reads as values (`X is not None`,
    `callable(X)`), not those it only calls or reads a member of (`X(…)`, `X.y`: that is
    a result of `X`, no test of it)."""
    used = {
        id(sub.func) if isinstance(sub, ast.Call) else id(sub.value)
        for sub in ast.walk(node)
        if isinstance(sub, ast.Call | ast.Attribute)
    }
    out: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and id(sub) not in used:
            out.add(sub.id)
        elif isinstance(sub, ast.Attribute) and id(sub) not in used:
            out.add(sub.attr)
    return out


def _mentions(node: ast.AST) -> set[str]:
    """The names and attribute names an expression reads."""
    out: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            out.add(sub.id)
        elif isinstance(sub, ast.Attribute):
            out.add(sub.attr)
    return out


Names = frozenset[str]


class _UseScan:
    """Walks a module for uses of the fallback names that no test of them guards: `tested`
    holds what the tests around the code read (everything, under a handler of TypeError),
    `shadowed` the names a function binds itself."""

    def __init__(self, names: set[str], related: set[str], tries: set[int]) -> None:
        self.names, self.related, self.tries = names, related, tries
        self.hits: list[tuple[str, tuple[int, int]]] = []

    def block(self, body: list[ast.stmt], tested: Names, shadowed: Names) -> None:
        for stmt in body:
            self.node(stmt, tested, shadowed)
            if (isinstance(stmt, ast.If) and _exits(stmt)) or isinstance(stmt, ast.Assert):
                tested = tested | (_mentions(stmt.test) & self.related)

    def node(self, node: ast.AST, tested: Names, shadowed: Names) -> None:
        if id(node) in self.tries:
            return  # the `try` itself: its body runs where the import worked
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            for default in [*node.args.defaults, *node.args.kw_defaults]:
                if default is not None:
                    self.node(default, tested, shadowed)
            local = _function_locals(node)
            body: list[ast.stmt] = (
                node.body if isinstance(node.body, list) else [ast.Return(node.body)]
            )
            self.block(body, tested, shadowed | local)
            return
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                self._hit(base, tested, shadowed, base)
            self.block(node.body, tested, shadowed)
            return
        if isinstance(node, ast.If | ast.While | ast.IfExp):
            self.node(node.test, tested, shadowed)
            inner = tested | (_mentions(node.test) & self.related)
            parts = [node.body, node.orelse]
            for sub in [p for part in parts for p in (part if isinstance(part, list) else [part])]:
                self.node(sub, inner, shadowed)
            return
        if isinstance(node, ast.BoolOp):
            inner = tested
            for value in node.values:
                self.node(value, inner, shadowed)
                inner = inner | (_mentions(value) & self.related)
            return
        if isinstance(node, ast.Try | ast.TryStar):
            catches = any(handler_caught(h) & CALL_ERRORS for h in node.handlers)
            self.block(node.body, frozenset(self.related) if catches else tested, shadowed)
            rest: list[ast.AST] = [*node.handlers, *node.orelse, *node.finalbody]
            for part in rest:
                self.node(part, tested, shadowed)
            return
        if isinstance(node, ast.Call):
            self._hit(node.func, tested, shadowed, node)
        elif isinstance(node, ast.Attribute):
            self._hit(node.value, tested, shadowed, node)
        for _, value in ast.iter_fields(node):  # a loop's or a `with`'s body: a block
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.block(value, tested, shadowed)
            elif isinstance(value, list):
                for child in value:
                    if isinstance(child, ast.AST):
                        self.node(child, tested, shadowed)
            elif isinstance(value, ast.AST):
                self.node(value, tested, shadowed)

    def _hit(self, target: ast.AST, tested: Names, shadowed: Names, at: ast.AST) -> None:
        if not isinstance(target, ast.Name) or target.id not in self.names:
            return
        if target.id in shadowed or tested & self.related:
            return
        self.hits.append((target.id, (getattr(at, "lineno", 0), getattr(at, "col_offset", 0))))


def _exits(stmt: ast.stmt) -> bool:
    """`if …: return|raise|continue|break` with no else: the rest runs only otherwise."""
    return (
        isinstance(stmt, ast.If)
        and not stmt.orelse
        and bool(stmt.body)
        and isinstance(stmt.body[-1], ast.Return | ast.Raise | ast.Continue | ast.Break)
    )


def _function_locals(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> Names:
    """The names a function binds itself (its parameters and its body's bindings)."""
    args = node.args
    params = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    local = {a.arg for a in params if a is not None}
    body = node.body if isinstance(node.body, list) else []
    for sub in _block_nodes(body):
        if not isinstance(sub, ast.Global | ast.Nonlocal):
            local |= _bound_by(sub)
    return frozenset(local)


def _block_nodes(body: list[ast.stmt]) -> Iterator[ast.AST]:
    """Every node of a block, not descending into nested definitions (their names, yes)."""
    stack: list[ast.AST] = list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _SCOPES):
            stack.extend(reversed(list(ast.iter_child_nodes(node))))
