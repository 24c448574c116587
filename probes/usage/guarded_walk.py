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
    IsNone,
    Not,
    OwnSwitch,
    Term,
    Tried,
    Version,
    boolean,
    branches,
    positive,
)
from probes.conditions.versions import both, negate
from probes.usage.guards import (
    IMPORT_ERRORS,
    OTHER_ERRORS,
    GuardRule,
    caught,
    ends_with_raise,
    if_rules,
    true_hasattr_rules,
    try_rules,
)
from probes.usage.narrowing import assertion, narrowings
from probes.usage.scope import import_bindings, is_vllm, try_import_alternatives

if TYPE_CHECKING:
    from probes.usage.env import Env
    from probes.usage.guards import VersionTests
    from probes.usage.model import ConsumerFacts, ModuleModel


class GuardedWalk(ast.NodeVisitor):
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
                fallbacks = self._after_returning_try(stmt, body[at + 1 :])
                if fallbacks:
                    self.handler_imports = {**self.handler_imports, **fallbacks}
                after_try = self._after_try(stmt, start)
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
        off = self._switched_off(node.test)
        unset_in_body, unset_in_else = self._none_branches(node.test)
        try:
            self.truthy.append(self._truthy_reads(node.test, start))
            self.switched_off += off
            self.unset += unset_in_body
            try:
                self._narrowed(true, lambda: self._guarded(rules.body, body))
            finally:
                self.truthy.pop()
                del self.switched_off[len(self.switched_off) - len(off) :]
                del self.unset[len(self.unset) - len(unset_in_body) :]
            self.unset += unset_in_else
            try:
                self._narrowed(false, lambda: self._guarded(rules.orelse, orelse))
            finally:
                del self.unset[len(self.unset) - len(unset_in_else) :]
        finally:
            self.test_reads.pop()

    def _none_branches(self, test: ast.expr) -> tuple[list[str], list[str]]:
        """Parameters (default None) of the enclosing function that the model says are None
        in each branch: `if p is None:` the body, `if p is not None:` / `if p:` the else
        (`p` true is taken as `p` given)."""
        fn = self._defs[-1] if self._defs else None
        if fn is None:
            return [], []
        params = _none_defaults(fn)

        def atom(node: ast.expr) -> Term | None:
            if isinstance(node, ast.Name) and node.id in params:
                return Not(IsNone(node.id))
            if isinstance(node, ast.Compare) and len(node.ops) == 1:
                right, op = node.comparators[0], node.ops[0]
                is_none = isinstance(right, ast.Constant) and right.value is None
                left = node.left
                named = isinstance(left, ast.Name) and left.id in params
                if named and is_none and isinstance(op, ast.Is | ast.IsNot):
                    assert isinstance(left, ast.Name)
                    fact = IsNone(left.id)
                    return fact if isinstance(op, ast.Is) else Not(fact)
            return None

        in_body, in_else = branches(boolean(test, atom))
        body_none = [f.parameter for f in positive(in_body, IsNone)]
        return body_none, [f.parameter for f in positive(in_else, IsNone)]

    def _truthy_reads(self, test: ast.expr, start: int) -> tuple[str, ...]:
        """The vLLM attributes read as plain operands of `if a and b:` (each must be truthy
        for the body to run); comparisons, calls and `not` say nothing so simple."""
        conjuncts = (
            test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
        )
        reads = [c if isinstance(c, ast.Attribute) else _presence_read(c) for c in conjuncts]
        spans = {
            (c.lineno, c.col_offset, c.end_lineno, c.end_col_offset) for c in reads if c is not None
        }
        return tuple(
            e.use.symbol
            for e in self.out[start:]
            if e.use.kind in ("attribute", "base-member") and tuple(e.key[:4]) in spans
        )

    def _switched_off(self, test: ast.expr) -> list[OwnSwitch]:
        """`if self.flag [and …]:` where `flag` is the consumer's own attribute and it only
        ever sets it to a falsy constant: why the body runs on no release (see switches)."""
        conjuncts = (
            test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
        )
        frame = self.env.method_frame()
        for part in conjuncts:
            if not (
                frame is not None
                and isinstance(part, ast.Attribute)
                and isinstance(part.value, ast.Name)
                and part.value.id == frame.self_name
                and self.env.describe(part) is None  # the consumer's, not a vLLM member
            ):
                continue
            where = self.facts.falsy_switch(part.attr)
            if where is not None:
                return [OwnSwitch(part.attr, where)]
        return []

    def _reads_since(self, start: int) -> tuple[str, ...]:
        """vLLM symbols the uses emitted since `start` read (a condition's reads)."""
        return tuple(e.use.symbol for e in self.out[start:] if e.use.kind != "import")

    visit_IfExp = visit_If

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        """`hasattr(x, "y") and x.y`: each operand runs only where the ones before held."""
        if not isinstance(node.op, ast.And):
            self.generic_visit(node)
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
            path: primary for primary, others in fallbacks.values() for path in others
        }
        try:
            for handler in node.handlers:
                self._guarded(_retries(handler, tried), [handler])
        finally:
            self.handler_imports = saved
        for part in (node.orelse, node.finalbody):
            for stmt in part:
                self.visit(stmt)

    visit_TryStar = visit_Try

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


def _retries(handler: ast.ExceptHandler, tried: set[str]) -> list[GuardRule]:
    """`try: get_rope(new=…)` / `except TypeError: get_rope(old=…)`: the handler's use of
    what the body already used runs only when the body's failed — the older API, kept as a
    fallback."""
    if not caught(handler) & OTHER_ERRORS:
        return []
    return [GuardRule(Condition(Tried("retry")), "other", symbol) for symbol in sorted(tried)]


def _none_defaults(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The parameters of `fn` whose default is None."""
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    pairs = list(
        zip(positional[len(positional) - len(args.defaults) :], args.defaults, strict=True)
    )
    pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d]
    return {a.arg for a, d in pairs if isinstance(d, ast.Constant) and d.value is None}


def _presence_read(test: ast.expr) -> ast.Call | None:
    """`getattr(x, "y", None)` (or `… is not None`): true only where `x` has `y`."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.IsNot):
        test = test.left
    if (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Name)
        and test.func.id == "getattr"
        and len(test.args) == 3
        and isinstance(test.args[2], ast.Constant)
        and not test.args[2].value
    ):
        return test
    return None


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
