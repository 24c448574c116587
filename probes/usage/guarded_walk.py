"""The guard half of the module walk: which guard each emitted use sits under.

`try`/`except ImportError` imports and their fallbacks (two bindings of one name), version
checks read as specifier sets (nested, and the rest of a block after an early `return` or
`raise`), `hasattr` tests, and classes whose vLLM base is only one binding of its name.
`ModuleWalker` mixes this in; it owns `rules`, `versions`, `env` and `emit`.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeGuard

from probes.conditions import (
    Condition,
    Not,
    OwnSwitch,
    Present,
    Tried,
    Truthy,
    Version,
    boolean,
    branches,
)
from probes.conditions.versions import both, negate
from probes.usage.branch_facts import BranchFacts
from probes.usage.fallbacks import handler_lacks
from probes.usage.guards import (
    IMPORT_ERRORS,
    OTHER_ERRORS,
    GuardRule,
    absence_atom,
    absent_rules,
    caught,
    ends_with_raise,
    if_rules,
    true_hasattr_rules,
    try_rules,
)
from probes.usage.narrowing import assertion, narrowings
from probes.usage.scope import (
    defined_fallbacks,
    import_bindings,
    is_vllm,
    try_import_alternatives,
)
from probes.usage.suppress import as_try, suppress_index

if TYPE_CHECKING:
    from probes.usage.env import Env
    from probes.usage.guards import VersionTests
    from probes.usage.model import ConsumerFacts, ModuleModel


class GuardedWalk(BranchFacts, ast.NodeVisitor):
    """Guard bookkeeping for `ModuleWalker` (see the module docstring)."""

    env: Env
    module: ModuleModel
    facts: ConsumerFacts
    versions: VersionTests
    rules: list[GuardRule]
    handler_imports: dict[str, str]
    out: list[Any]
    # The walk's stacks, each turned into facts of the model on every use emitted
    # (`ModuleWalker.emit` -> `Use.conditions`): `rules` the guards, and
    test_reads: list[tuple[str, ...]]  # reads of the tests the current code runs under (Reads)
    truthy: list[tuple[str, ...]]  # attributes those tests need truthy (Truthy)
    switched_off: list[OwnSwitch]  # the consumer's own switches it never turns on
    unset: list[str]  # parameters that are None where the code runs (IsNone)
    _defs: list[ast.FunctionDef | ast.AsyncFunctionDef]  # enclosing functions
    exit_reads: dict[int, tuple[str, ...]]  # an early-exit `if` -> what its test read

    def _conditional_class(self, kind: str, extra: dict[str, Any]) -> bool:
        """A use that exists only because a class derives from a vLLM base that is one of two
        bindings of its name (`except ImportError:` defines a stand-in): guarded."""
        if kind not in ("subclass", "override", "base-member") and extra.get("via") not in (
            "self",
            "super",
        ):
            return False
        frame = self.env.method_frame()
        cls = frame.cls if frame is not None else self.env.frames[-1].cls
        info = (
            self.facts.consumer_class(extra["consumer_class"])
            if extra.get("consumer_class")
            else cls
        )
        return info is not None and info.conditional

    def _other_bindings(
        self, node: ast.AST, symbol: str
    ) -> tuple[Condition | None, tuple[str, ...]]:
        """A use through a name bound twice (`try:` import / `except ImportError:` import).

        The other vLLM bindings become `also_from` alternatives (the use breaks only if none
        of them exists); a non-vLLM one is the consumer's fallback, so the use is guarded.
        """
        root = node
        while isinstance(root, ast.Attribute | ast.Call | ast.Subscript):
            root = root.func if isinstance(root, ast.Call) else root.value
        if not isinstance(root, ast.Name):
            return None, ()
        others = self.env.alternatives(root.id)
        primary = self.env.lookup(root.id)
        if not others or primary is None or not symbol.startswith(primary):
            return None, ()
        rest = symbol[len(primary) :]
        vllm = tuple(o + rest for o in others if is_vllm(o))
        guard = Condition(Tried("two-bindings")) if len(vllm) < len(others) else None
        return guard, vllm

    def _guards(self, kind: str, symbol: str, own: Condition | None) -> tuple[Condition, ...]:
        """The guards a use sits under, outermost first: every rule that applies, then its
        own, the innermost last (a `try`/`except ImportError` around a version test, a `try`
        inside a version branch: both count, as a conjunction)."""
        chain = [rule.guard for rule in self.rules if rule.applies(kind, symbol)]
        if own is not None:
            chain.append(own)
        return (*_dedup(chain[:-1]), chain[-1]) if chain else ()

    def _guarded(self, rules: list[GuardRule], nodes: Sequence[ast.AST]) -> None:
        self.rules += rules
        try:
            for node in nodes:
                self.visit(node)
        finally:
            del self.rules[len(self.rules) - len(rules) :]

    # -- imports (role "module" where the statement itself names a module) ------------

    def _fallback_of(self, symbol: str) -> dict[str, Any]:
        """An `except ImportError:` import runs only when the `try` body's import failed."""
        primary = self.handler_imports.get(symbol)
        if primary is None:
            return {}
        if is_vllm(primary):
            return {"also_from": (primary,)}
        return {"guard": Condition(Tried("handler"))}

    # -- definitions ------------------------------------------------------------------

    def visit_Module(self, node: ast.Module) -> None:
        self._visit_block(node.body)

    def _visit_block(self, body: list[ast.stmt]) -> None:
        """Statements in order; after `if <vLLM version test>: return|raise`, the rest of the
        block runs only on the other releases (or, after a raise, is refused on them)."""
        pushed = 0
        reads = len(self.test_reads)
        handler_imports = self.handler_imports
        self.env.narrowed.append({})  # narrowing for the rest of this block
        try:
            for at, stmt in enumerate(body):
                start = len(self.out)
                self.visit(stmt)
                tried = as_try(stmt, self.env.lookup) or stmt  # `with suppress(E):` is a try
                fallbacks = self._after_returning_try(tried, body[at + 1 :])
                if fallbacks:
                    self.handler_imports = {**self.handler_imports, **fallbacks}
                after_try = self._after_try(tried, start)
                self.rules += after_try
                pushed += len(after_try)
                if _exits_early(stmt):  # the rest runs only where its test said so
                    self.test_reads.append(self.exit_reads.pop(id(stmt), ()))
                gate = self._early_exit(stmt)
                if gate is not None:
                    self.rules.append(gate)
                    pushed += 1
                self.env.narrowed[-1].update(self._block_narrowing(stmt))
        finally:
            del self.rules[len(self.rules) - pushed :]
            del self.test_reads[reads:]
            self.handler_imports = handler_imports
            self.env.narrowed.pop()

    def _after_try(self, stmt: ast.stmt, start: int) -> list[GuardRule]:
        """`try: from vllm.x import f` / `except ImportError: return`: the rest of the block
        runs only where the import worked, so its uses of `f` share the import's guard."""
        if not isinstance(stmt, ast.Try | ast.TryStar) or not stmt.body:
            return []
        handlers = [h for h in stmt.handlers if caught(h) & IMPORT_ERRORS]
        if not handlers or not all(_leaves(h.body) for h in handlers):
            return []
        first, last = stmt.body[0].lineno, stmt.body[-1].end_lineno or stmt.body[-1].lineno
        imported = {
            e.use.symbol
            for e in self.out[start:]
            if e.use.kind == "import" and first <= e.key[0] <= last
        }
        guard = Condition(Tried("after-try"))
        return [GuardRule(guard, "other", symbol) for symbol in sorted(imported)]

    def _after_returning_try(self, stmt: ast.stmt, rest: list[ast.stmt]) -> dict[str, str]:
        """`try: from a import X; return X` / `except ImportError: pass`: the rest of the block
        runs only when that import failed, so a later import binding `X` elsewhere is its
        fallback (fallback path -> the `try` body's path, as for an `except` handler's)."""
        if not isinstance(stmt, ast.Try | ast.TryStar) or not stmt.body:
            return {}
        if not isinstance(stmt.body[-1], ast.Return) or not stmt.handlers:
            return {}
        for handler in stmt.handlers:  # each handler the rest can follow must catch ImportError
            falls_through = not (_leaves(handler.body) or ends_with_raise(handler.body))
            if falls_through and not caught(handler) & IMPORT_ERRORS:
                return {}
        package = self.module.package
        primaries: dict[str, str] = {}
        for node in stmt.body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                primaries.update(import_bindings(node, package))
        found: dict[str, str] = {}
        for node in _imports_in(rest):
            for name, path in import_bindings(node, package).items():
                if name in primaries and path != primaries[name]:
                    found[path] = primaries[name]
        return found

    def _block_narrowing(self, stmt: ast.stmt) -> dict[str, Any]:
        """`assert isinstance(x, C)` or `if not isinstance(x, C): return`: the rest of the
        block sees `x` as a `C`."""
        if isinstance(stmt, ast.Assert):
            return assertion(stmt, self.env)
        return narrowings(stmt.test, self.env)[1] if _exits_early(stmt) else {}

    def _early_exit(self, stmt: ast.stmt) -> GuardRule | None:
        if not (isinstance(stmt, ast.If) and not stmt.orelse and stmt.body):
            return None
        if not isinstance(stmt.body[-1], ast.Return | ast.Raise) or not self.versions(stmt.test):
            return None
        spec = negate(self.versions.spec(stmt.test))
        if spec is None:
            return None
        condition = both(self._outer_condition(), spec)
        return GuardRule(Condition(Version(condition), not ends_with_raise(stmt.body)))

    def _outer_condition(self) -> str | None:
        for rule in reversed(self.rules):
            if isinstance(rule.guard.atom, Version) and rule.symbol is None:
                return rule.guard.spec
        return None

    def visit_If(self, node: ast.If | ast.IfExp) -> None:
        start = len(self.out)
        self.visit(node.test)
        reads = self._reads_since(start)
        self.test_reads.append(reads)
        if _exits_early(node):  # the rest of its block runs under this test too
            self.exit_reads[id(node)] = reads
        # an `IfExp`'s branches are expressions: if_rules reads them as one-statement blocks
        body: list[ast.AST] = list(node.body) if isinstance(node.body, list) else [node.body]
        orelse: list[ast.AST] = (
            list(node.orelse) if isinstance(node.orelse, list) else [node.orelse]
        )
        rules = if_rules(
            node.test, body, orelse, self.versions, self._member_symbol, self._outer_condition()
        )
        true, false = narrowings(node.test, self.env)
        (truthy_body, off_body), (truthy_else, off_else) = self._flag_facts(node.test, start)
        unset_in_body, unset_in_else = self._none_branches(node.test)
        try:
            self._in_branch(truthy_body, off_body, unset_in_body, true, rules.body, body)
            self._in_branch(truthy_else, off_else, unset_in_else, false, rules.orelse, orelse)
        finally:
            self.test_reads.pop()

    def _in_branch(
        self,
        truthy: tuple[str, ...],
        off: list[OwnSwitch],
        unset: list[str],
        narrowed: dict[str, Any],
        rules: list[GuardRule],
        nodes: Sequence[ast.AST],
    ) -> None:
        """Visit one branch of an `if` with what holds there pushed on the walk's stacks."""
        self.truthy.append(truthy)
        self.switched_off += off
        self.unset += unset
        try:
            self._narrowed(narrowed, lambda: self._guarded(rules, nodes))
        finally:
            self.truthy.pop()
            del self.switched_off[len(self.switched_off) - len(off) :]
            del self.unset[len(self.unset) - len(unset) :]

    def _reads_since(self, start: int) -> tuple[str, ...]:
        """vLLM symbols the uses emitted since `start` read (a condition's reads)."""
        return tuple(e.use.symbol for e in self.out[start:] if e.use.kind != "import")

    visit_IfExp = visit_If

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        """`hasattr(x, "y") and x.y`: each operand runs only where the ones before held."""
        if not isinstance(node.op, ast.And):
            self._visit_or(node)
            return
        pushed = 0
        self.env.narrowed.append({})
        try:
            for value in node.values:
                self.visit(value)
                rules = true_hasattr_rules(value, self._member_symbol)
                self.rules += rules
                pushed += len(rules)
                self.env.narrowed[-1].update(narrowings(value, self.env)[0])
        finally:
            del self.rules[len(self.rules) - pushed :]
            self.env.narrowed.pop()

    def _visit_or(self, node: ast.BoolOp) -> None:
        """Rule `or-fallback`: `getattr(m, "New", None) or m.Old` reads each operand only
        where the ones before were false: after a `hasattr` test, where vLLM lacks the
        member (`Not(Present)`); after a member read, where it is falsy or missing
        (`Not(Truthy)`). No fallback: where the last operand fails, nothing else runs."""
        pushed = 0
        try:
            for value in node.values:
                start = len(self.out)
                self.visit(value)
                absent = branches(boolean(value, absence_atom(self._member_symbol, self.versions)))
                rules = absent_rules(absent[1])
                falsy = self._falsy_reads(value, start)
                rules += [GuardRule(Condition(Not(Truthy(s)), fallback=False)) for s in falsy]
                self.rules += rules
                pushed += len(rules)
        finally:
            del self.rules[len(self.rules) - pushed :]

    def _narrowed(self, layer: dict[str, Any], visit: Callable[[], object]) -> None:
        self.env.narrowed.append(layer)
        try:
            visit()
        finally:
            self.env.narrowed.pop()

    def visit_Try(self, node: ast.Try | ast.TryStar) -> None:
        start = len(self.out)
        self._guarded(try_rules(node), node.body)
        tried = {e.use.symbol for e in self.out[start:] if e.use.kind != "import"}
        fallbacks = try_import_alternatives(node, self.module.package)
        saved = self.handler_imports
        self.handler_imports = {
            **defined_fallbacks(node.body, _import_handlers(node), self.module.package),
            **{path: primary for primary, others in fallbacks.values() for path in others},
        }
        try:
            for handler in node.handlers:
                rules = _retries(handler, tried) + _runs_without(node, handler, self.module.package)
                self._guarded(rules, [handler])
        finally:
            self.handler_imports = saved
        for part in (node.orelse, node.finalbody):
            for stmt in part:
                self.visit(stmt)

    visit_TryStar = visit_Try

    def visit_With(self, node: ast.With | ast.AsyncWith) -> None:
        """Rule `suppress-guard`: the items up to a `suppress(E1, …)` run as written, the
        rest and the body as the body of `try: … except (E1, …): pass` (usage/suppress.py)."""
        trial = as_try(node, self.env.lookup)
        at = suppress_index(node, self.env.lookup)
        if trial is None or at is None:
            self.generic_visit(node)
            return
        for item in node.items[: at + 1]:
            self.visit(item)
        self._guarded(try_rules(trial), trial.body)

    visit_AsyncWith = visit_With

    def _member_symbol(self, obj: ast.expr, name: str) -> str | None:
        probe = ast.Attribute(value=obj, attr=name, ctx=ast.Load())
        ref = self.env.describe(probe)
        return ref.symbol if ref is not None else None

    # -- expressions ------------------------------------------------------------------


def _dedup(guards: list[Condition]) -> list[Condition]:
    """The guards in order, each once (a block's rule can be pushed again by a nested one)."""
    out: list[Condition] = []
    for guard in guards:
        if guard not in out:
            out.append(guard)
    return out


def _import_handlers(node: ast.Try | ast.TryStar) -> list[ast.ExceptHandler]:
    return [h for h in node.handlers if caught(h) & IMPORT_ERRORS]


def _retries(handler: ast.ExceptHandler, tried: set[str]) -> list[GuardRule]:
    """`try: get_rope(new=…)` / `except TypeError: get_rope(old=…)`: the handler's use of
    what the body already used runs only when the body's failed — the older API, kept as a
    fallback."""
    if not caught(handler) & OTHER_ERRORS:
        return []
    return [GuardRule(Condition(Tried("retry")), "other", symbol) for symbol in sorted(tried)]


def _runs_without(
    node: ast.Try | ast.TryStar, handler: ast.ExceptHandler, package: str
) -> list[GuardRule]:
    """Rule `fallback-import`: a handler entered only where the body's one vLLM import
    failed runs only where vLLM lacks that name: every use in it says so (`Not(Present)`,
    no fallback), and the checker drops them on a release that has it."""
    lacks = handler_lacks(node, handler, package)
    return [GuardRule(Condition(Not(Present(lacks)), fallback=False))] if lacks else []


def _imports_in(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """The import statements of a block, nested blocks included, not nested definitions."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.AST] = list(body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            todo.extend(ast.iter_child_nodes(node))
    return found


def _leaves(body: list[ast.stmt]) -> bool:
    """A handler that returns or leaves its loop: nothing after the `try` runs from it (one
    that raises is no fallback: the import's own break stands)."""
    return bool(body) and isinstance(body[-1], ast.Return | ast.Continue | ast.Break)


def _exits_early(stmt: ast.AST) -> TypeGuard[ast.If]:
    """`if …: return|raise|continue` with no else: what follows runs only otherwise."""
    return (
        isinstance(stmt, ast.If)
        and not stmt.orelse
        and bool(stmt.body)
        and isinstance(stmt.body[-1], ast.Return | ast.Raise | ast.Continue)
    )
