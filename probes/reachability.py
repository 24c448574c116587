"""Which consumer modules can run on which vLLM release: the import graph from the roots.

Python runs a module only when something imports it. The roots are what a user or vLLM
imports: every top-level package's `__init__` (and top-level modules), modules run as
scripts or defining a vLLM subclass (vLLM loads it by path: probes/reach_roots.py; the
package's other modules run only when reached code imports them; in a package that declares
no entry point, a library, its public modules too: its users import them), the modules its
entry points and console scripts name (`vllm.general_plugins`, `vllm.platform_plugins`, …),
and modules named in strings of reached code (`importlib.import_module("pkg.mod")`,
`kv_connector_module_path="pkg.conn"`, `"pkg.mod.Class"`, a lazy `__init__`'s
`{"sub.mod": [...]}`). From a reached module, each `import` of a consumer module (also inside
functions: the function may be called) is an edge, carrying the version condition of the
`if` it sits under (`if vllm_version < "0.13": from .patch_v12 import …` gates the whole
imported module); importing `a.b.c` runs `a` and `a.b` first; `if TYPE_CHECKING:` never runs.

Conservative where the graph cannot be read: a computed import (`import_module(name)`,
`__import__(x)`, `pkgutil.walk_packages`) reaches every module it could name, read from where
the name comes from (probes/reach_dynamic.py: a prefix the package builds it over, else all;
a config's attribute names none beyond the package's strings); a namespace package makes
each module a root; a module reached under different conditions is reached everywhere. A
false `unreached` hides a real break; a false `reached` only keeps today's verdict.

The consumer's own tests (`tests/`, `test_*.py`, `*_test.py`, `conftest.py`) are no roots and
their imports are no edges: they are marked apart (`tests`).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from probes.conditions.versions import both as _both
from probes.conditions.versions import negate
from probes.gate_truth import refusing_exit, stores, unpacked
from probes.reach_dynamic import CallIndex, prefixes
from probes.reach_gates import Gates
from probes.reach_names import assigned_strings, resolve_from, runtime_nodes, type_checking
from probes.reach_roots import vllm_loaded
from probes.usage.env import Env
from probes.usage.guards import VersionTests
from probes.usage.model import ModuleModel
from probes.usage.version_helpers import VersionHelpers

ALL = "*"  # an import whose target cannot be read: any module may be it
_TEST_DIRS = frozenset({"tests", "test", "testing_tests"})
_DYNAMIC = frozenset({"import_module", "__import__", "import_string", "locate"})
_WALKERS = frozenset({"walk_packages", "iter_modules"})
_MAIN = re.compile(r"""^if\s+__name__\s*==\s*['"]__main__['"]""", re.MULTILINE)
_ENTRY = re.compile(r"([A-Za-z_][\w.]*)\s*:\s*[A-Za-z_][\w.]*")


@dataclass(frozen=True)
class Reach:
    """How a module can run: `unreached` (with `why`), under a `condition`, or a test."""

    status: str  # "unreached" | "gated" | "test"
    why: str
    condition: str | None = None
    rule: str | None = None  # the reading rule that found the condition, beside the status's
    refuses: bool = False  # imported only past a plugin entry function's own refusal

    def to_json(self) -> dict[str, str]:
        data = {"status": self.status, "why": self.why}
        if self.condition is not None:
            data["condition"] = self.condition
        if self.rule is not None:
            data["rule"] = self.rule
        if self.refuses:
            data["refuses"] = "entry"
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, str]) -> Reach:
        condition, rule = data.get("condition"), data.get("rule")
        return cls(data["status"], data["why"], condition, rule, bool(data.get("refuses")))


def is_test_file(rel: str) -> bool:
    """The consumer's own tests: under a `tests/` folder, `test_*.py`, `*_test.py`, conftest."""
    parts = rel.split("/")
    name = parts[-1]
    return (
        any(p in _TEST_DIRS for p in parts[:-1])
        or name == "conftest.py"
        or (name.startswith("test_") and name.endswith(".py"))
        or name.endswith("_test.py")
    )


def entry_modules(texts: Iterable[str]) -> list[str]:
    """Module names in entry-point specs (`name = pkg.mod:func`), from any metadata text:
    entry_points.txt, a pyproject table, setup.cfg or a setup.py (read as text)."""
    return sorted({m.group(1) for text in texts for m in _ENTRY.finditer(text)})


def module_reach(files: Mapping[str, str], entry_points: Iterable[str] = ()) -> dict[str, Reach]:
    """Root-relative path → how it runs, for every file that is not plainly reached (absent:
    reached on every release). A file that does not parse is reached, and reaches anything.
    `entry_points`: the modules they name, or `module:function` (the function vLLM calls)."""
    entry_points = tuple(entry_points)
    graph = _Graph(files)
    graph.entry_functions = {e for e in entry_points if ":" in e}
    graph.declared = bool(entry_points)
    roots = [*graph.roots(), *(e.partition(":")[0] for e in entry_points)]
    reached = graph.walk(roots)
    late = [n for n in graph.vllm_loaded() if n not in reached]  # named only by dead code
    if late:
        reached = graph.walk([*roots, *late])
    out: dict[str, Reach] = {}
    for rel in files:
        name = graph.module_of[rel]
        if is_test_file(rel):
            out[rel] = Reach("test", "in the consumer's tests")
        elif name not in reached:
            why = (
                "nothing the package runs imports it (no import from reached code, entry "
                "point or string naming it): only a user's own import of it would run it"
            )
            out[rel] = Reach("unreached", why)
        elif (condition := reached[name]) is not None:
            why = f"imported only where vLLM is {condition} ({graph.where.get(name, '?')})"
            refuses = name in graph.refused_by_gate
            rule = "entry-version-gate" if name in graph.read_by_gate or refuses else None
            out[rel] = Reach("gated", why, condition, rule, refuses)
    return out


class _Graph:
    """The consumer's modules and the edges between them."""

    def __init__(self, files: Mapping[str, str]):
        self.files = files
        self.module_of = {rel: _name(rel)[0] for rel in files}
        self.rel_of = {name: rel for rel, name in self.module_of.items()}
        self.packages = {_name(rel)[0] for rel in files if _name(rel)[1]}
        self.where: dict[str, str] = {}  # gated module → the import that gates it
        self.gates = Gates(files, self.rel_of)
        self.helpers = VersionHelpers(files)
        self.read_edges: set[str] = set()  # imports under a gate read across modules
        self.read_by_gate: set[str] = set()  # modules whose condition comes from one
        self.entry_functions: set[str] = set()  # `module:function` an entry point names
        self.declared = False  # whether the package declares any entry point
        self.refusal_edges: set[str] = set()  # imports past an entry function's refusal
        self.refused_by_gate: set[str] = set()  # modules imported only past one
        self.calls = CallIndex(files, is_test_file, self.gates.tree)
        self.loaded = vllm_loaded(files, self.gates.tree)  # files defining a vLLM subclass
        self._edge_memo: dict[str, list[tuple[str, str | None, str]]] = {}

    def roots(self) -> list[str]:
        """Top-level packages and modules; every module of a namespace package; modules run
        as scripts (`if __name__ == "__main__":`, `python -m pkg.mod`); and modules defining
        a vLLM subclass, directly or through the package's own bases, that the package never
        imports nor names (vLLM loads such classes by the dotted path a user's config gives:
        connectors, workers, platforms, models). Any other module runs only when reached code
        imports or names it: one nothing does (`pkg/sub/legacy.py`, public or not) is
        `unreached` in a package that declares its entry points (it says how it runs), and
        a public one is a root in a package that declares none (a library, or a folder:
        its users import it); one the package imports runs when its imports say."""
        named = self._named_by_package()
        return [
            n
            for n, rel in self.rel_of.items()
            if not is_test_file(rel)
            and (self._root(n) or (n not in named and (rel in self.loaded or self._library(n))))
        ]

    def _library(self, name: str) -> bool:
        """A package that declares no entry point says nothing of how it runs: its users
        import it (`from pkg.util import f`), so a public module it never names is a root."""
        return not self.declared and not any(
            p.startswith("_") and not p.startswith("__") for p in name.split(".")
        )

    def vllm_loaded(self) -> list[str]:
        """Modules defining a vLLM subclass: a root too where the walk finds that only code
        that never runs names it (vLLM itself may name it: `tpu_platform_plugin`)."""
        return [n for n, rel in self.rel_of.items() if rel in self.loaded and not is_test_file(rel)]

    def _root(self, name: str) -> bool:
        text = self.files[self.rel_of[name]]
        top = "." not in name or name.split(".")[0] not in self.packages
        return top or bool(_MAIN.search(text))

    def _named_by_package(self) -> set[str]:
        """Modules some non-test file of the package imports at run time or names in a
        string (read without conditions: only which modules, not when)."""
        named: set[str] = set()
        for rel in self.files:
            if is_test_file(rel):
                continue
            tree = self.gates.tree(rel)
            if tree is None:
                continue
            package = _name(rel)[0] if _name(rel)[1] else _name(rel)[0].rpartition(".")[0]
            own = self.module_of[rel]  # a module naming itself (a logger's tag) imports nothing
            for node in runtime_nodes(tree):
                named |= self._targets(node, package) - {own}
        return named

    def _targets(self, node: ast.AST, package: str) -> set[str]:
        if isinstance(node, ast.Import):
            return {p for a in node.names for p in _parents(a.name)}
        if isinstance(node, ast.ImportFrom):
            base = resolve_from(node, package)
            names = {base, *(f"{base}.{a.name}" for a in node.names)} if base else set()
            return {p for n in names for p in _parents(n)}
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value.strip().split(":")[0]
            rel = f"{package}.{text.lstrip('.')}" if package else text
            return {t for t in (text, text.rpartition(".")[0], rel) if t in self.rel_of}
        return set()

    def walk(self, roots: Iterable[str]) -> dict[str, str | None]:
        """Reached module → its condition (None: every release), to a fixpoint."""
        seen: dict[str, set[str | None]] = {}
        todo: list[tuple[str, str | None, str, bool, bool]]
        todo = [(r, None, "a root", False, False) for r in roots]
        while todo:
            name, condition, where, read, refusal = todo.pop()
            for target in self._expand(name):
                conds = seen.setdefault(target, set())
                if condition in conds or None in conds:
                    continue
                conds.add(condition)
                if condition is not None:
                    self.where.setdefault(target, where)
                    if read or where in self.read_edges:
                        self.read_by_gate.add(target)
                    if refusal or where in self.refusal_edges:
                        self.refused_by_gate.add(target)
                effective = _one(conds)
                read = target in self.read_by_gate and effective is not None
                refusal = target in self.refused_by_gate and effective is not None
                edges = self._edges(target)
                todo += [(t, both(effective, c), w, read, refusal) for t, c, w in edges]
        return {name: _one(conds) for name, conds in seen.items()}

    def _expand(self, name: str) -> list[str]:
        """A module name (or ALL, or a prefix ending in '.') as the modules it runs: the
        module and its parent packages (`a.b.c` runs `a`, `a.b`)."""
        if name == ALL:
            names = list(self.rel_of)
        elif name.endswith("."):
            names = [n for n in self.rel_of if n.startswith(name) or n == name[:-1]]
        else:
            names = [name] if name in self.rel_of else []
        out = []
        for n in names:
            parts = n.split(".")
            out += [p for i in range(1, len(parts)) if (p := ".".join(parts[:i])) in self.rel_of]
            out.append(n)
        return [n for n in dict.fromkeys(out) if not is_test_file(self.rel_of[n])]

    def _edges(self, name: str) -> list[tuple[str, str | None, str]]:
        if name not in self._edge_memo:
            self._edge_memo[name] = self._read_edges(name)
        return self._edge_memo[name]

    def _read_edges(self, name: str) -> list[tuple[str, str | None, str]]:
        rel = self.rel_of[name]
        tree = self.gates.tree(rel)
        if tree is None:
            return [(ALL, None, f"{rel} (does not parse: it may import anything)")]
        model = ModuleModel(name, rel, tree, rel.endswith("__init__.py"))
        env = Env(model)
        read = self.helpers.reader(env.dotted_path)  # rule `version-helper`
        scan = _Scan(self, model, env, VersionTests(tree, env.dotted_path, read))
        scan.body(tree.body, None)
        return scan.edges


def _parents(name: str) -> list[str]:
    """`a.b.c` and the packages importing it runs first: `a`, `a.b`."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def _name(rel: str) -> tuple[str, bool]:
    parts = rel[: -len(".py")].split("/")
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def both(outer: str | None, inner: str | None) -> str | None:
    """Releases where both hold, each specifier written once (a module imported under the
    same gate along two paths is gated once, not reached "under two conditions")."""
    joined = _both(outer, inner)
    return ",".join(dict.fromkeys(joined.split(","))) if joined else joined


def _one(conds: set[str | None]) -> str | None:
    """One condition for a module reached under these: the same everywhere, else None."""
    return next(iter(conds)) if len(conds) == 1 else None


class _Scan:
    """One module's edges, each with the version condition of the code it sits in."""

    def __init__(self, graph: _Graph, model: ModuleModel, env: Env, versions: VersionTests):
        self.graph, self.model, self.env, self.versions = graph, model, env, versions
        self.edges: list[tuple[str, str | None, str]] = []
        self.unless = ""  # the user override a gate of this module was read past
        self.read: set[str] = set()  # specifiers of gates read across modules
        self.refusing: set[str] = set()  # specifiers past an entry function's own refusal
        self.local: dict[str, ast.expr] = {}  # names the scanned function binds once
        self.entries = {
            id(s.body)
            for s in model.tree.body
            if isinstance(s, ast.FunctionDef | ast.AsyncFunctionDef)
            and f"{model.name}:{s.name}" in graph.entry_functions
        }

    def _gate(self, test: ast.expr) -> tuple[str, str]:
        """Rule `entry-version-gate`: the test read across the consumer's modules."""
        return self.graph.gates.spec(test, self.resolve, self.versions, self.local)

    def resolve(self, node: ast.AST) -> str | None:
        return self.env.dotted_path(node)

    def body(self, stmts: list[ast.stmt], condition: str | None) -> None:
        once = {n for n, count in stores(stmts).items() if count == 1}
        outer = dict(self.local)
        try:
            self._block(stmts, condition, once)
        finally:
            self.local = outer

    def _block(self, stmts: list[ast.stmt], condition: str | None, once: set[str]) -> None:
        for stmt in stmts:
            self.local.update({k: v for k, v in unpacked(stmt).items() if k in once})
            if isinstance(stmt, ast.If) and type_checking(stmt.test):
                self.body(stmt.orelse, condition)  # the body never runs
                continue
            passed = self._passed(stmt, id(stmts) in self.entries)
            if passed is not None:  # `if not ok: return`: the rest runs where `ok` holds
                self.read |= set(passed.split(","))
                self.stmt(stmt, condition)
                condition = both(condition, passed)
                continue
            gate, unless = self._gate(stmt.test) if isinstance(stmt, ast.If) else ("", "")
            if isinstance(stmt, ast.If) and (gate or self.versions(stmt.test)):
                spec = gate or self.versions.spec(stmt.test)
                self.unless = unless or self.unless
                if gate:
                    self.read |= {gate, negate(gate) or gate}
                self.expr(stmt.test, condition)
                self.body(stmt.body, both(condition, spec) if spec else condition)
                other = negate(spec) if spec else None
                self.body(stmt.orelse, both(condition, other) if other else condition)
                if spec and not stmt.orelse and stmt.body and _terminal(stmt.body[-1]):
                    rest = negate(spec)
                    condition = both(condition, rest) if rest else condition
                    if rest and id(stmts) in self.entries and refusing_exit(stmt.body[-1]):
                        self.refusing.add(rest)
                continue
            self.stmt(stmt, condition)

    def _passed(self, stmt: ast.stmt, entry: bool) -> str | None:
        """`if not <check>: …; return|raise` where the check is read across modules but its
        negation cannot be written (a range's complement is a union): the releases the
        rest of the block runs on. In an entry function, a `raise` or a bare `return` is
        the plugin refusing the release (vLLM activates nothing of it)."""
        if not (isinstance(stmt, ast.If) and not stmt.orelse and stmt.body):
            return None
        test = stmt.test
        if not (isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)):
            return None
        if not _terminal(stmt.body[-1]) or self._gate(test)[0]:
            return None  # a negation that reads is the plain path's
        passed, _ = self._gate(test.operand)
        if passed and entry and refusing_exit(stmt.body[-1]):
            self.refusing |= set(passed.split(","))
        return passed or None

    def stmt(self, stmt: ast.stmt, condition: str | None) -> None:
        if isinstance(stmt, ast.Import):
            for alias in stmt.names:
                self._add(alias.name, condition, stmt)
            return
        if isinstance(stmt, ast.ImportFrom):
            base = self._absolute(stmt)
            if base is not None:
                self._add(base, condition, stmt)
                for alias in stmt.names:
                    if alias.name == "*":
                        self._add(base + ".", condition, stmt)  # `__all__` may name any
                    else:
                        self._add(f"{base}.{alias.name}", condition, stmt)
            return
        for _field, value in ast.iter_fields(stmt):
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.body(value, condition)
            elif isinstance(value, list):
                for item in value:
                    self._node(item, condition)
            else:
                self._node(value, condition)

    def _node(self, value: object, condition: str | None) -> None:
        if isinstance(value, ast.ExceptHandler | ast.match_case):
            self.body(value.body, condition)
            for child in ast.iter_child_nodes(value):
                if not isinstance(child, ast.stmt):
                    self.expr(child, condition)
        elif isinstance(value, ast.AST):
            self.expr(value, condition)

    def expr(self, node: ast.AST, condition: str | None) -> None:
        """Strings naming a module, and imports whose target is computed."""
        for sub in ast.walk(node):
            if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                self._string(sub.value, condition, sub)
            elif isinstance(sub, ast.Call):
                self._call(sub, condition)

    def _string(self, text: str, condition: str | None, at: ast.AST) -> None:
        text = text.strip().split(":")[0]
        if not re.fullmatch(r"\.?[A-Za-z_][\w.]*", text) or len(text) > 300:
            return
        names = self.graph.rel_of
        candidates = [text, text.rpartition(".")[0]]
        package = self.model.package
        if package:  # a lazy __init__ names its submodules relative to itself
            candidates += [f"{package}.{text.lstrip('.')}"]
        for name in candidates:
            if name in names:
                self._add(name, condition, at)

    def _call(self, call: ast.Call, condition: str | None) -> None:
        func = call.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in _WALKERS:
            self._add(f"{self.model.package}.", condition, call)
            return
        if name not in _DYNAMIC or not call.args:
            return
        first = call.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            if first.value.startswith(".") and self.model.package:  # (".x", __package__)
                self._add(f"{self.model.package}{first.value}", condition, call)
            return  # an absolute constant: `_string` already read it
        named = assigned_strings(self.model.tree, first)  # `__import__(package_name)`
        if named is not None:
            for text in named:
                self._string(text, condition, call)
            return
        returned = self.graph.gates.returned_names(first)  # `import_module(self.path())`
        tree = self.model.tree
        found = returned if returned is not None else prefixes(first, tree, self.graph.calls)
        for prefix in found:
            if prefix.startswith("."):
                prefix = self.model.package + prefix
            self._add(prefix if prefix.endswith(".") else ALL, condition, call)

    def _absolute(self, stmt: ast.ImportFrom) -> str | None:
        return resolve_from(stmt, self.model.package)

    def _add(self, target: str, condition: str | None, at: ast.AST) -> None:
        where = f"{self.model.file}:{getattr(at, 'lineno', 0)}"
        if condition is not None and self.unless:
            where += self.unless
        if condition is not None and self.read & set(condition.split(",")):
            self.graph.read_edges.add(where)
        if condition is not None and self.refusing & set(condition.split(",")):
            self.graph.refusal_edges.add(where)
        self.edges.append((target, condition, where))


def _terminal(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Return | ast.Raise)
