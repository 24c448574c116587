"""Version gates a consumer writes across its own modules: `if not compatible(): raise`.

Rule `entry-version-gate`. A plugin's entry function commonly refuses (raises, or returns)
unless the installed vLLM is the one its patches are written for, then imports the patches:

    def plugin():                                  # pkg/plugin.py, the entry point
        if not SKIP_CHECK and not version_ok():    # version_ok() in pkg/utils.py
            raise RuntimeError("needs vllm==0.26.0")
        from .patches import apply                 # runs only where version_ok()

The test is read as Python evaluates it, across the consumer's files (one reading, no
execution):

* a call of the consumer's own function that takes no argument is its `return` expression,
  read in that function's module with its local assignments and imports (`import vllm` inside
  the function, `want = pinned()`; `return vllm.__version__ == want`);
* a name bound once, at module level, to a string literal (`VLLM_PATCH_VERSION = "0.26.0"`,
  also imported from another module), and a function returning one, are that string;
* a user override beside the version test (`not SKIP_CHECK`, where the flag is an environment
  variable the package itself never sets: read with `os.getenv`/`os.environ.get`, or through a
  vLLM-style `envs` module whose `environment_variables` dict maps the name to a lambda) is
  taken at its default: the gate holds unless the user deliberately sets it ("at your own
  risk"), and the reason says so. Without a version part nothing is read as a default: an
  `if not ENABLED: return` is the user's switch, never dead code.

`Gates.spec` gives the releases where the test is true (None when it cannot be read, and then
nothing is gated: a false gate would hide a real break).
"""

from __future__ import annotations

import ast
import copy
import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from probes.gate_overrides import env_names_set, falsy_default, getenv_name
from probes.gate_truth import true_returns
from probes.usage.env import Env
from probes.usage.guards import VersionTests
from probes.usage.model import ModuleModel
from probes.usage.version_helpers import scoped
from probes.usage.version_specs import spec_of

_DEPTH = 4
Resolve = Callable[[ast.AST], str | None]
IsVersion = Callable[[ast.expr], bool]


@dataclass
class Reading:
    """A folded test: the expression, the specs its markers stand for, the overrides used."""

    named: dict[str, str] = field(default_factory=dict)
    overrides: list[str] = field(default_factory=list)


class Gates:
    """The consumer's modules as the gate reader needs them (parsed once each)."""

    def __init__(self, files: Mapping[str, str], rel_of: Mapping[str, str]):
        self.files, self.rel_of = files, rel_of
        self._trees: dict[str, ast.Module | None] = {}
        self._ids = itertools.count()
        self.set_by_package = env_names_set(self.tree, files)
        self._methods: dict[str, list[ast.FunctionDef]] | None = None

    def tree(self, rel: str) -> ast.Module | None:
        """The module's tree, parsed once for every reader of the graph (None: it does not
        parse). Shared: readers that rewrite a node rewrite a copy."""
        if rel not in self._trees:
            try:
                self._trees[rel] = ast.parse(self.files[rel], filename=rel)
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                self._trees[rel] = None
        return self._trees[rel]

    def spec(
        self,
        test: ast.expr,
        resolve: Resolve,
        is_version: IsVersion,
        local: Mapping[str, ast.expr] | None = None,
    ) -> tuple[str, str]:
        """(releases where `test` is true, what was read to say so) or ("", "") when it
        cannot be read or holds no consumer-level reading (plain tests stay with the
        module's own version reader). `local`: names the enclosing block bound once, to
        what (`ok` of `ok, why = check()` is `check()[0]`)."""
        reading = Reading()
        folded = self._fold(test, resolve, dict(local or {}), reading, _DEPTH)
        parts = folded.values if isinstance(folded, ast.BoolOp) and _is_and(folded) else [folded]
        kept: list[ast.expr] = []
        for part in parts:
            if spec_of(part, is_version, reading.named) is not None:
                kept.append(part)
            elif (flag := self._override(part, resolve)) is not None:
                reading.overrides.append(flag)
            else:
                return "", ""
        if not kept or not (reading.named or reading.overrides):
            return "", ""
        test_of = kept[0] if len(kept) == 1 else ast.BoolOp(op=ast.And(), values=kept)
        spec = spec_of(test_of, is_version, reading.named)
        if spec is None:
            return "", ""
        unless = f", unless the user sets {' or '.join(reading.overrides)}"
        return spec, unless if reading.overrides else ""

    # --- folding ---------------------------------------------------------------------------

    def _fold(
        self, node: ast.expr, resolve: Resolve, local: dict[str, ast.expr], r: Reading, depth: int
    ) -> ast.expr:
        if isinstance(node, ast.Name) and node.id in local:
            bound = local[node.id]
            if isinstance(bound, ast.Subscript | ast.Call):  # a call's result, unread yet
                return self._fold(bound, resolve, {}, r, depth)
            return bound
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Call) and depth:
            index = node.slice.value if isinstance(node.slice, ast.Constant) else None
            call = node.value
            if isinstance(index, int) and not call.args and not call.keywords:
                inlined = self._call(call, resolve, r, depth - 1, index)
                return node if inlined is None else inlined
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self._fold(node.operand, resolve, local, r, depth)
            if isinstance(inner, ast.Constant):
                return ast.Constant(not inner.value)
            return ast.UnaryOp(op=ast.Not(), operand=inner)
        if isinstance(node, ast.BoolOp):
            return _bool_op(node.op, [self._fold(v, resolve, local, r, depth) for v in node.values])
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left = self._fold(node.left, resolve, local, r, depth)
            right = self._fold(node.comparators[0], resolve, local, r, depth)
            return _compare(node.ops[0], left, right)
        if isinstance(node, ast.Call) and not node.args and not node.keywords and depth:
            inlined = self._call(node, resolve, r, depth - 1)
            if inlined is not None:
                return inlined
        if isinstance(node, ast.Name | ast.Attribute):
            value = self._constant(resolve(node), depth)
            if value is not None:
                return ast.Constant(value)
        return node

    def _call(
        self, call: ast.Call, resolve: Resolve, r: Reading, depth: int, index: int | None = None
    ) -> ast.expr | None:
        """A call of the consumer's own argument-less function: its return (element `index`
        of a returned tuple), read in its module (a version test becomes a marker name whose
        spec `r.named` holds)."""
        found = self._function(resolve(call.func))
        if found is None:
            return None
        module, func = found
        body = [s for s in func.body if not _docstring(s)]
        if index is not None or len([n for n in ast.walk(func) if isinstance(n, ast.Return)]) > 1:
            return self._true_where(module, func, r, depth, index)
        if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
            return None
        local: dict[str, ast.expr] = {}
        aliases: dict[str, str] = {}
        for stmt in body[:-1]:
            if not self._local(stmt, local, aliases, module, r):
                return None
        inner = scoped(module.resolve, aliases)
        value = self._fold(body[-1].value, inner, local, r, depth)
        if isinstance(value, ast.Constant):
            return value
        spec = spec_of(value, module.is_version(inner), r.named)
        if spec is None:
            return None
        marker = f"__gate{next(self._ids)}__"
        r.named[marker] = spec
        return ast.Name(id=marker, ctx=ast.Load())

    def _true_where(
        self, module: _Module, func: ast.FunctionDef, r: Reading, depth: int, index: int | None
    ) -> ast.expr | None:
        """A check returning from several places (probes/gate_truth.py): a marker for the
        releases where it can return true, when every true return sits under one readable
        version test."""
        found = true_returns(func, index)
        if found is None:
            return None
        inner = scoped(module.resolve, found.aliases)
        is_version = module.is_version(inner)
        specs = set()
        for tests in found.tests:
            folded = [self._fold(self._literals(t, inner), inner, {}, r, depth) for t in tests]
            parts = [p for t in folded if (p := spec_of(t, is_version, r.named)) is not None]
            if not parts:
                return None
            specs.add(",".join(parts))
        if len(specs) != 1:
            return None
        marker = f"__gate{next(self._ids)}__"
        r.named[marker] = specs.pop()
        return ast.Name(id=marker, ctx=ast.Load())

    def _literals(self, node: ast.expr, resolve: Resolve) -> ast.expr:
        """`node` with each name of a module-level string constant replaced by the string
        (`SpecifierSet(RANGE)` is `SpecifierSet(">=0.25,<=0.28")`)."""
        gates = self

        class _Literals(ast.NodeTransformer):
            def visit_Name(self, name: ast.Name) -> ast.AST:
                value = gates._constant(resolve(name), 1)
                return name if value is None else ast.Constant(value)

        out = _Literals().visit(copy.deepcopy(node))  # the tree is shared: rewrite a copy
        return out if isinstance(out, ast.expr) else node

    def _local(
        self,
        stmt: ast.stmt,
        local: dict[str, ast.expr],
        aliases: dict[str, str],
        module: _Module,
        r: Reading,
    ) -> bool:
        """A statement of a predicate's body before its return: an import (kept as an alias)
        or a single-name assignment (substituted); anything else: not a plain predicate."""
        if isinstance(stmt, ast.Import):
            for a in stmt.names:
                head = a.name.split(".")[0]
                aliases[a.asname or head] = a.name if a.asname else head
            return True
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            if isinstance(target, ast.Name):
                inner = scoped(module.resolve, aliases)
                local[target.id] = self._fold(stmt.value, inner, local, r, 1)
                return True
        return False

    def _constant(self, path: str | None, depth: int) -> str | None:
        """The string a consumer module binds `path` to, once, at module level (or that an
        argument-less function of it returns)."""
        module, _, name = (path or "").rpartition(".")
        rel = self.rel_of.get(module)
        tree = self.tree(rel) if rel else None
        if tree is None:
            return None
        values = [
            s.value
            for s in tree.body
            if isinstance(s, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == name for t in s.targets)
        ]
        if len(values) == 1 and isinstance(values[0], ast.Constant):
            value = values[0].value
            return value if isinstance(value, str) else None
        return None

    def _function(self, path: str | None) -> tuple[_Module, ast.FunctionDef] | None:
        module, _, name = (path or "").rpartition(".")
        rel = self.rel_of.get(module)
        tree = self.tree(rel) if rel else None
        if tree is None:
            return None
        defs = [s for s in tree.body if isinstance(s, ast.FunctionDef) and s.name == name]
        if len(defs) != 1 or defs[0].args.args or defs[0].decorator_list:
            return None
        return _Module.of(module, rel or "", tree), defs[0]

    # --- computed module names ----------------------------------------------------------

    def returned_names(self, node: ast.expr) -> list[str] | None:
        """`import_module(self.absolute_name())`: the constant starts of what every consumer
        method of that name returns (`return f"pkg.ops.{self.name}"`), abstract ones aside;
        None when one cannot be read (then any module may be imported)."""
        if not (isinstance(node, ast.Call) and not node.args and not node.keywords):
            return None
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if self._methods is None:
            self._methods = _functions_by_name(self.tree, self.files)
        out: list[str] = []
        for definition in self._methods.get(name, []):
            body = [s for s in definition.body if not _docstring(s)]
            if all(_abstract(s) for s in body):
                continue
            returns = [n for n in ast.walk(definition) if isinstance(n, ast.Return)]
            prefixes = [_prefix(r.value) for r in returns]
            if not returns or any(p is None for p in prefixes):
                return None
            out += [p for p in prefixes if p is not None]
        return out or None

    # --- user overrides --------------------------------------------------------------------

    def _override(self, part: ast.expr, resolve: Resolve) -> str | None:
        """`not FLAG` where FLAG is an environment variable, unset by default and never set by
        the package: its name, else None."""
        if not (isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Not)):
            return None
        flag = part.operand
        name = getenv_name(flag, resolve) or self._envs_module_name(resolve(flag))
        if name is None or name in self.set_by_package:
            return None
        return name

    def _envs_module_name(self, path: str | None) -> str | None:
        """`envs.X` of a vLLM-style envs module: `environment_variables = {"X": lambda:
        os.getenv("X", "0") == "1", …}` read through the module's `__getattr__`; the default
        must be false."""
        module, _, name = (path or "").rpartition(".")
        rel = self.rel_of.get(module)
        tree = self.tree(rel) if rel else None
        if tree is None or not any(
            isinstance(s, ast.FunctionDef) and s.name == "__getattr__" for s in tree.body
        ):
            return None
        for stmt in tree.body:
            value = stmt.value if isinstance(stmt, ast.Assign | ast.AnnAssign) else None
            if not isinstance(value, ast.Dict):
                continue
            for key, item in zip(value.keys, value.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == name:
                    return name if falsy_default(item, name) else None
        return None


@dataclass
class _Module:
    """A consumer module as a predicate is read in it: its dotted paths and version reader."""

    name: str
    tree: ast.Module
    env: Env

    @classmethod
    def of(cls, name: str, rel: str, tree: ast.Module) -> _Module:
        return cls(name, tree, Env(ModuleModel(name, rel, tree, rel.endswith("__init__.py"))))

    def resolve(self, node: ast.AST) -> str | None:
        """The dotted path a name spells here; a name the module defines itself is its own."""
        path = self.env.dotted_path(node)
        if path is None and isinstance(node, ast.Name):
            return f"{self.name}.{node.id}"
        return path

    def is_version(self, resolve: Resolve) -> IsVersion:
        """This module's reader of vLLM version tests, with `resolve`'s local names."""
        return VersionTests(self.tree, resolve)


def _is_and(node: ast.expr) -> bool:
    return isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And)


def _bool_op(op: ast.boolop, values: list[ast.expr]) -> ast.expr:
    """`a and b` with constant parts folded (Python's truth of a literal)."""
    stop = isinstance(op, ast.Or)  # the value that decides: True for `or`, False for `and`
    kept = []
    for v in values:
        if isinstance(v, ast.Constant):
            if bool(v.value) is stop:
                return ast.Constant(stop)
            continue
        kept.append(v)
    if not kept:
        return ast.Constant(not stop)
    return kept[0] if len(kept) == 1 else ast.BoolOp(op=op, values=kept)


def _compare(op: ast.cmpop, left: ast.expr, right: ast.expr) -> ast.expr:
    if isinstance(left, ast.Constant) and isinstance(right, ast.Constant):
        a, b = left.value, right.value
        table = {ast.Is: a is b, ast.IsNot: a is not b, ast.Eq: a == b, ast.NotEq: a != b}
        if type(op) in table:
            return ast.Constant(table[type(op)])
    return ast.Compare(left=left, ops=[op], comparators=[right])


def _docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)


def _functions_by_name(
    tree: Callable[[str], ast.Module | None], files: Mapping[str, str]
) -> dict[str, list[ast.FunctionDef]]:
    out: dict[str, list[ast.FunctionDef]] = {}
    for rel in files:
        parsed = tree(rel)
        for node in ast.walk(parsed) if parsed else ():
            if isinstance(node, ast.FunctionDef):
                out.setdefault(node.name, []).append(node)
    return out


def _abstract(stmt: ast.stmt) -> bool:
    """`pass`, `...`, `raise NotImplementedError`: a method a subclass provides."""
    if isinstance(stmt, ast.Pass) or _docstring(stmt):
        return True
    return isinstance(stmt, ast.Raise) and "NotImplementedError" in ast.unparse(stmt)


def _prefix(node: ast.expr | None) -> str | None:
    """The module name a return gives (a literal), or its constant start ending in a dot."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value if first.value.endswith(".") else None
    return None
