"""Guards: the conditions under which a consumer's use of vLLM may not run.

A use under `if TYPE_CHECKING:`, inside `try: ... except ImportError:`, behind a check of
vLLM's version, or behind `hasattr(vllm_obj, "x")` is not a plain break when vLLM lacks
it: the checker reports it as guarded when the consumer has another path (`fallback`).
`sys.version_info` checks are about Python, not vLLM, and do not count.
"""

from __future__ import annotations

import ast
import copy
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from probes.conditions import (
    Condition,
    Exists,
    Literal_,
    Not,
    Parameter,
    Present,
    Refuses,
    Term,
    Tried,
    TypeChecking,
    Version,
    boolean,
    branches,
    literals,
    negative,
    positive,
)
from probes.conditions.versions import both, negate
from probes.usage.scope import callee_name
from probes.usage.signature_tests import predicates, signature_flags, signature_test
from probes.usage.version_specs import spec_of, version_constants

IMPORT_ERRORS = {"ImportError", "ModuleNotFoundError", "Exception", "BaseException"}
OTHER_ERRORS = {"AttributeError", "TypeError", "Exception", "BaseException"}

Scope = Literal["all", "import", "other"]


@dataclass(frozen=True)
class GuardRule:
    """A guard (a condition of the model) and the uses it covers: all, imports only,
    non-imports, or one symbol."""

    guard: Condition
    scope: Scope = "all"
    symbol: str | None = None

    def applies(self, kind: str, symbol: str) -> bool:
        if self.symbol is not None and not (
            symbol == self.symbol or symbol.startswith(self.symbol + ".")
        ):
            return False
        if self.scope == "import":
            return kind == "import"
        if self.scope == "other":
            return kind != "import"
        return True


def ends_with_raise(body: Sequence[ast.AST]) -> bool:
    """A branch that ends by raising, or by ending the process (`sys.exit(…)`,
    `os._exit(…)`, `exit()`, `quit()`), offers the consumer no other path."""
    return bool(body) and (isinstance(body[-1], ast.Raise) or _exits(body[-1]))


_EXITS = frozenset({"sys.exit", "os._exit", "exit", "quit", "os.abort"})


def _exits(stmt: ast.AST) -> bool:
    """Rule `exit-is-no-fallback`: a statement that ends the process."""
    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
        return False
    func = stmt.value.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}" in _EXITS
    return isinstance(func, ast.Name) and func.id in _EXITS


def try_rules(node: ast.Try | ast.TryStar) -> list[GuardRule]:
    """Rules for a `try` body: imports if it catches ImportError, others if AttributeError…"""
    rules = []
    scopes: tuple[tuple[Scope, set[str]], ...] = (
        ("import", IMPORT_ERRORS),
        ("other", OTHER_ERRORS),
    )
    for scope, errors in scopes:
        handlers = [h for h in node.handlers if caught(h) & errors]
        if handlers:
            fallback = any(not ends_with_raise(h.body) for h in handlers)
            refuses = not fallback and all(_raises_own_error(h) for h in handlers)
            fact = Refuses("handler") if refuses else Tried("try-body")
            rules.append(GuardRule(Condition(fact, fallback), scope))
    return rules


def _raises_own_error(handler: ast.ExceptHandler) -> bool:
    """`except ImportError: raise RuntimeError("needs vLLM with …")`: the consumer's own,
    deliberate refusal, not the failure propagating (`raise`, `raise exc`)."""
    last = handler.body[-1]
    if _exits(last):  # `sys.exit("needs vLLM with …")`: a refusal with a message
        args = getattr(getattr(last, "value", None), "args", None) or [None]
        first = args[0]
        text = isinstance(first, ast.Constant) and isinstance(first.value, str)
        return text or isinstance(first, ast.JoinedStr)
    return isinstance(last, ast.Raise) and isinstance(last.exc, ast.Call)


def caught(handler: ast.ExceptHandler) -> set[str]:
    if handler.type is None:
        return {"BaseException"}
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    names = set()
    for kind in kinds:
        if isinstance(kind, ast.Name):
            names.add(kind.id)
        elif isinstance(kind, ast.Attribute):
            names.add(kind.attr)
    return names


def is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


MemberSymbol = Callable[[ast.expr, str], str | None]
# Rule `version-helper` (probes/usage/version_helpers.py): a call or name read as a spec.
Reader = Callable[[ast.expr], str | None]


@dataclass
class BranchRules:
    """Rules pushed while visiting the `if` body and while visiting its `else`."""

    body: list[GuardRule]
    orelse: list[GuardRule]


def if_rules(
    test: ast.expr,
    body: Sequence[ast.AST],
    orelse: Sequence[ast.AST],
    is_version: VersionTests,
    member_symbol: MemberSymbol,
    outer: str | None = None,
) -> BranchRules:
    """Which guards an `if` (or conditional expression) puts on each of its branches.

    `outer` is the version condition already in force around the `if` (nested checks). The
    presence and signature facts of each branch are what the model says holds there
    (`branches`: `not`, `and`, `or` read once).
    """
    rules = BranchRules([], [])
    if is_type_checking(test):
        rules.body.append(GuardRule(Condition(TypeChecking())))
        return rules
    body_fallback = not ends_with_raise(orelse)
    else_fallback = not ends_with_raise(body)
    if is_version(test):
        spec = is_version.spec(test)
        then, other = both(outer, spec), both(outer, negate(spec))
        rules.body.append(GuardRule(Condition(Version(then), body_fallback)))
        rules.orelse.append(GuardRule(Condition(Version(other), else_fallback)))
    in_body, in_else = branches(boolean(test, feature_atom(member_symbol, is_version)))
    sides = ((in_body, body_fallback, rules.body), (in_else, else_fallback, rules.orelse))
    for found, fallback, into in sides:
        into += [
            GuardRule(Condition(f, fallback), symbol=f.symbol) for f in positive(found, Present)
        ]
        into += [GuardRule(Condition(f), symbol=f.module) for f in positive(found, Exists)]
    strict = branches(boolean(test, absence_atom(member_symbol, is_version)))
    rules.body += absent_rules(strict[0])
    rules.orelse += absent_rules(strict[1])
    for found, _, into in sides:  # a signature test has its fallback: the other branch
        for literal in found:
            atom = literal.term if isinstance(literal, Not) else literal
            if isinstance(atom, Parameter):
                into.append(GuardRule(Condition(literal), "other", atom.symbol))
    return rules


def absent_rules(found: Sequence[Literal_]) -> list[GuardRule]:
    """Rule `feature-test-else`: a branch where a presence or module test is false (the
    `else` of `if hasattr(m, "new")` / `if find_spec("vllm.new")`, the body of `if not …`)
    runs only where vLLM lacks that feature: every use in it carries the negated fact
    (the checker drops the branch on a release that has the feature). No fallback: where
    the branch's own code fails, nothing else runs instead."""
    present = [f for f in negative(found, Present) if f.symbol is not None]
    rules = [GuardRule(Condition(Not(f), fallback=False)) for f in present]
    return rules + [GuardRule(Condition(Not(f), fallback=False)) for f in negative(found, Exists)]


def absence_atom(
    member_symbol: MemberSymbol, is_version: VersionTests
) -> Callable[[ast.expr], Term | None]:
    """The operands whose falsity means vLLM lacks something (`feature-test-else`): only
    `hasattr(obj, "y")` and a `find_spec` test. A defaulted `getattr(obj, "y", None)` is
    false for a member that is there but falsy (an empty list), so its `else` may run on any
    release: it is no absence test."""

    def atom(node: ast.expr) -> Term | None:
        func = node.func if isinstance(node, ast.Call) else None
        if isinstance(func, ast.Name) and func.id == "hasattr":
            symbol = hasattr_symbol(node, member_symbol)
            return Present(symbol) if symbol is not None else None
        module = find_spec_module(node, is_version.spec_flags)
        if module is not None:
            return Not(Exists(module[0])) if module[1] else Exists(module[0])
        return None

    return atom


def feature_atom(
    member_symbol: MemberSymbol, is_version: VersionTests
) -> Callable[[ast.expr], Term | None]:
    """What one operand of a test says of vLLM's features: a presence test (`Present`), a
    module test (`Exists`, negated for `find_spec(…) is None`) or a signature test
    (`Parameter`, negated for `not in`)."""

    def atom(node: ast.expr) -> Term | None:
        symbol = hasattr_symbol(node, member_symbol)
        if symbol is not None:
            return Present(symbol)
        module = find_spec_module(node, is_version.spec_flags)
        if module is not None:
            return Not(Exists(module[0])) if module[1] else Exists(module[0])
        return signature_test(node, is_version.resolve, is_version.helpers, is_version.param_flags)

    return atom


def true_hasattr_rules(test: ast.expr, member_symbol: MemberSymbol) -> list[GuardRule]:
    """Rules for what runs only where `test` is true (`hasattr(x, "y") and x.y`)."""

    def atom(node: ast.expr) -> Term | None:
        symbol = hasattr_symbol(node, member_symbol)
        return Present(symbol) if symbol is not None else None

    found = literals(boolean(test, atom))
    return [GuardRule(Condition(fact), symbol=fact.symbol) for fact in positive(found, Present)]


def find_spec_module(node: ast.expr, flags: dict[str, tuple[str, bool]]) -> tuple[str, bool] | None:
    """Rule `find-spec-flag`: (vLLM module, negated) of one `importlib.util.find_spec("vllm.x")`
    test (for truth, `is not None`, `is None`), or of a module flag assigned from one
    (`HAS_X = find_spec("vllm.x") is not None`): the branch where it holds runs only where
    the module exists (`Exists`, probes/rules/status.py)."""
    if isinstance(node, ast.Name):
        return flags.get(node.id)
    negated = False
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and _is_none(node.comparators[0]):
        if not isinstance(node.ops[0], ast.Is | ast.IsNot):
            return None
        negated, node = isinstance(node.ops[0], ast.Is), node.left
    if not (isinstance(node, ast.Call) and node.args and callee_name(node.func) == "find_spec"):
        return None
    first = node.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        name = first.value
        return (name, negated) if name.split(".")[0] == "vllm" and name != "vllm" else None
    return None


def tried_spec_flag(node: ast.Try) -> dict[str, tuple[str, bool]]:
    """Rule `find-spec-flag`: `try: HAS = find_spec("vllm.x") is not None` with handlers
    that only set `HAS` to a falsy constant (`except ModuleNotFoundError: HAS = False`:
    find_spec raises where a package above vllm.x is missing) is the same flag: true exactly
    where vllm.x exists."""
    if not (len(node.body) == 1 and isinstance(node.body[0], ast.Assign)) or node.orelse:
        return {}
    assign = node.body[0]
    target = assign.targets[0] if len(assign.targets) == 1 else None
    found = find_spec_module(assign.value, {})
    if not isinstance(target, ast.Name) or found is None or found[1]:
        return {}
    for handler in node.handlers:
        sets = handler.body[0] if len(handler.body) == 1 else None
        if not (
            caught(handler) & IMPORT_ERRORS
            and isinstance(sets, ast.Assign)
            and [t.id for t in sets.targets if isinstance(t, ast.Name)] == [target.id]
            and _falsy(sets.value)
        ):
            return {}
    return {target.id: found}


def hasattr_symbol(node: ast.expr, member_symbol: MemberSymbol) -> str | None:
    """The vLLM member `hasattr(obj, "x")` asks about, or None if it is not about vLLM.

    `getattr(obj, "x", None)` tested for truth (or `is not None`) asks the same: with a falsy
    default it is true only where `obj` has `x`. A truthy default says nothing."""
    if isinstance(node, ast.Compare) and _is_not_none(node):
        node = node.left
        if not (isinstance(node, ast.Call) and len(node.args) == 3 and _is_none(node.args[2])):
            return None
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and (
            (node.func.id == "hasattr" and len(node.args) == 2)
            or (node.func.id == "getattr" and len(node.args) == 3 and _falsy(node.args[2]))
        )
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
    ):
        return None
    return member_symbol(node.args[0], node.args[1].value)


def _is_not_none(node: ast.Compare) -> bool:
    return (
        len(node.ops) == 1 and isinstance(node.ops[0], ast.IsNot) and _is_none(node.comparators[0])
    )


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _falsy(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and not node.value


class VersionTests:
    """Recognises tests of vLLM's version in one module (`Version(vllm.__version__)` …)
    and, where it can, reads them as specifier sets (`spec`)."""

    def __init__(
        self,
        tree: ast.Module,
        resolve: Callable[[ast.AST], str | None],
        reader: Reader | None = None,
    ):
        self.resolve = resolve
        self.reader = reader  # rule `version-helper`: the consumer's own helpers and flags
        self.helpers = predicates(tree)  # the module's own signature-test functions
        self.param_flags = signature_flags(tree, resolve, self.helpers)  # `X = "p" in sig…`
        self.literals = version_constants(tree)  # `V12 = Version("0.12.0")`: a version, no test
        self.names: set[str] = set()
        self.named: dict[str, str] = {}  # flag assigned from a readable test -> its spec
        self.spec_flags: dict[str, tuple[str, bool]] = {}  # `HAS_X = find_spec("vllm.x")…`
        assigns = [n for n in ast.walk(tree) if isinstance(n, ast.Assign | ast.AnnAssign)]
        for _ in range(2):
            for node in assigns:
                if node.value is not None and self(node.value):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    self.names |= {t.id for t in targets if isinstance(t, ast.Name)}
        for stmt in tree.body:  # module flags only: a flag is one value for the whole run
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
                target = stmt.targets[0]
                spec = self.spec(stmt.value) if isinstance(target, ast.Name) else None
                if isinstance(target, ast.Name) and spec is not None:
                    self.named[target.id] = spec
                found = find_spec_module(stmt.value, {})
                if isinstance(target, ast.Name) and found is not None:
                    self.spec_flags[target.id] = found
            elif isinstance(stmt, ast.Try):
                self.spec_flags.update(tried_spec_flag(stmt))

    def spec(self, test: ast.expr) -> str | None:
        """The releases on which `test` is true, when it can be read (else None)."""
        if self.reader is not None:
            folded, named = _Fold(self.reader).read(test)
            if named:
                named = {**self.named, **named}
                return spec_of(folded, self._is_version_value, named, self.literals)
        return spec_of(test, self._is_version_value, self.named, self.literals)

    def _is_version_value(self, node: ast.expr) -> bool:
        return any(self._is_version(n) for n in ast.walk(node))

    def __call__(self, test: ast.expr) -> bool:
        if any(self._is_version(node) for node in ast.walk(test)):
            return True
        if self.reader is None:
            return False
        read = self.reader  # as `_Fold` would mark, without copying the tree
        return any(
            read(n) is not None
            for n in ast.walk(test)
            if isinstance(n, ast.Call)
            or (isinstance(n, ast.Name | ast.Attribute) and isinstance(n.ctx, ast.Load))
        )

    def _is_version(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Name | ast.Attribute):
            path = self.resolve(node) or ""
            if path == "vllm.__version__" or path.startswith(("vllm.version", "vllm._version")):
                return True
            if isinstance(node, ast.Attribute) and node.attr == "__version__":
                return path.startswith("vllm")
            ident = node.id if isinstance(node, ast.Name) else node.attr
            if isinstance(node, ast.Name) and ident in self.literals:
                return False  # a version the module wrote, not the running vLLM's
            return ident in self.names or _mentions(ident)
        if isinstance(node, ast.Call):
            return _asks_vllm_version(node)
        return False


class _Fold(ast.NodeTransformer):
    """Rule `version-helper`: a test with each call or name the reader reads (a helper of
    the consumer's, a flag it imports) replaced by a marker name standing for its spec."""

    def __init__(self, reader: Reader):
        self.reader = reader
        self.named: dict[str, str] = {}

    def read(self, test: ast.expr) -> tuple[ast.expr, dict[str, str]]:
        folded = self.visit(copy.deepcopy(test))
        return (folded if isinstance(folded, ast.expr) else test), self.named

    def _marker(self, node: ast.expr) -> ast.expr | None:
        spec = self.reader(node)
        if spec is None:
            return None
        marker = f"__version_helper{len(self.named)}__"
        self.named[marker] = spec
        return ast.Name(id=marker, ctx=ast.Load())

    def visit_Call(self, node: ast.Call) -> ast.AST:
        return self._marker(node) or self.generic_visit(node)

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return (self._marker(node) if isinstance(node.ctx, ast.Load) else None) or node

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        found = self._marker(node) if isinstance(node.ctx, ast.Load) else None
        return found or self.generic_visit(node)


_VERSION_TEXT = re.compile(r"^\d+(\.\d+)+")


def _asks_vllm_version(node: ast.Call) -> bool:
    """`version("vllm")`, `get_distribution("vllm")`, or a vLLM predicate given a version
    (`is_vllm_available(min_version="0.28.0")`, `vllm_version_at_least("0.20")`)."""
    name = callee_name(node.func)
    first = node.args[0] if node.args else None
    if (
        isinstance(first, ast.Constant)
        and first.value == "vllm"
        and name.endswith(("version", "get_distribution"))
    ):
        return True
    if "vllm" not in name.lower():
        return False
    if any(k.arg is not None and "version" in k.arg for k in node.keywords):
        return True
    values = [*node.args, *(k.value for k in node.keywords)]
    return any(
        isinstance(v, ast.Constant) and isinstance(v.value, str) and _VERSION_TEXT.match(v.value)
        for v in values
    )


def _mentions(ident: str) -> bool:
    low = ident.lower()
    return "vllm" in low and "version" in low
