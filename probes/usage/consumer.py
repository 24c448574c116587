"""A whole consumer: its parsed modules, the facts that cross modules, and stable ids.

Some facts need every module: a worker extension is named by a string in one module
(`worker_extension_cls="pkg.mod.Cls"`) and defined in another; a class may derive from a
vLLM class through a consumer class of another module. Ids are built from content only
(module, enclosing definition, kind, symbol, ordinal in source order), never from lines.
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import replace
from functools import cached_property
from typing import Any

from probes.usage.classes import build_class
from probes.usage.env import Env
from probes.usage.errors import UsageError
from probes.usage.instantiation import named_in_string, static_methods, static_receivers
from probes.usage.model import ClassInfo, ConsumerFacts, Emitted, ModuleModel
from probes.usage.reading import over_node_budget
from probes.usage.scope import VLLM, dotted
from probes.usage.submodels import (
    ARCHITECTURES,
    architecture_classes,
    built_architectures,
    registrations,
)
from probes.usage.switches import falsy_switch
from probes.usage.version_helpers import VersionHelpers
from probes.usage.walker import ModuleWalker
from probes.uses import Usage, Use

EXTENSION_KEYWORD = "worker_extension_cls"
_WORD = re.compile(r"[A-Za-z_]\w*")
_METHOD_DEF = re.compile(
    r"^[ \t]+(?:async[ \t]+)?def[ \t]+(\w+)[ \t]*\([ \t\n]*self\b", re.MULTILINE
)
DEEP = 10_000


def module_name(rel: str) -> tuple[str, bool]:
    """(dotted module name, is a package `__init__`) of a root-relative `.py` path."""
    parts = rel[: -len(".py")].split("/")
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def parse_module(rel: str, text: str) -> ModuleModel:
    """Parse one consumer file; a file that does not parse is a `UsageError`."""
    try:
        tree = ast.parse(text, filename=rel)
    except SyntaxError as exc:
        raise UsageError(
            f"consumer file {rel}:{exc.lineno or 0} does not parse ({exc.msg}); "
            "fix it or exclude it"
        ) from None
    except ValueError as exc:
        raise UsageError(f"consumer file {rel} cannot be read as Python ({exc})") from None
    except (RecursionError, MemoryError):
        raise UsageError(
            f"consumer file {rel} is nested too deeply to parse; fix or exclude it"
        ) from None
    if (too_big := over_node_budget(tree, rel, len(text))) is not None:
        raise UsageError(too_big)
    name, is_package = module_name(rel)
    return ModuleModel(name, rel, tree, is_package)


class ConsumerIndex:
    """A consumer's files, parsed on demand, with cross-module class lookup and extensions.

    Files are parsed only when they can matter (they mention vLLM, name a worker extension,
    or mention a consumer class that derives from vLLM), so that a large folder with a few
    vLLM users is read quickly.
    """

    def __init__(self, files: Mapping[str, str]):
        self.files = files
        self.errors: list[str] = []  # files that could not be parsed, with the reason
        self.names = {module_name(rel)[0]: rel for rel in files}
        self._parsed: dict[str, ModuleModel] = {}
        self._classes: dict[str, ClassInfo | None] = {}
        self._building: set[str] = set()
        self.extensions = frozenset(
            real for s in self._extension_strings() if (real := self._locate(s)) is not None
        )

    def module(self, name: str) -> ModuleModel | None:
        rel = self.names.get(name)
        if rel is None:
            return None
        if name not in self._parsed:
            try:
                self._parsed[name] = parse_module(rel, self.files[rel])
            except UsageError as exc:  # reported (an `unknown` per release), not fatal
                self.errors.append(str(exc))
                empty = ast.Module(body=[], type_ignores=[])
                self._parsed[name] = ModuleModel(name, rel, empty, module_name(rel)[1])
        return self._parsed[name]

    def candidates(self) -> list[ModuleModel]:
        """Modules that may use vLLM, in file order (see the class docstring)."""
        return self._candidates

    @cached_property
    def _candidates(self) -> list[ModuleModel]:
        chosen = {rel for rel, text in self.files.items() if VLLM in text}
        chosen |= {self.names[p.rpartition(".")[0]] for p in self.extensions}
        derived: set[str] = set()
        while True:
            for rel in sorted(chosen):
                module = self._module_of(rel)
                for name in module.classes:
                    info = self.consumer_class(module.path(name))
                    if info is not None and info.vllm_bases:
                        derived.add(name)
            more = {
                rel
                for rel, text in self.files.items()
                if rel not in chosen and any(name in text for name in derived)
            }
            if not more:
                return [self._module_of(rel) for rel in sorted(chosen)]
            chosen |= more

    def _module_of(self, rel: str) -> ModuleModel:
        module = self.module(module_name(rel)[0])
        assert module is not None
        return module

    def _extension_strings(self) -> list[str]:
        found = []
        for rel, text in sorted(self.files.items()):
            if EXTENSION_KEYWORD not in text:
                continue
            for node in ast.walk(self._module_of(rel).tree):
                if isinstance(node, ast.keyword) and node.arg == EXTENSION_KEYWORD:
                    found.append(node.value)
                elif isinstance(node, ast.Assign):  # engine_args["worker_extension_cls"] = "…"
                    found += [
                        node.value
                        for t in node.targets
                        if isinstance(t, ast.Subscript)
                        and isinstance(t.slice, ast.Constant)
                        and t.slice.value == EXTENSION_KEYWORD
                    ]
                elif isinstance(node, ast.Dict):
                    found += [
                        v
                        for k, v in zip(node.keys, node.values, strict=True)
                        if isinstance(k, ast.Constant) and k.value == EXTENSION_KEYWORD
                    ]
        return [v.value for v in found if isinstance(v, ast.Constant) and isinstance(v.value, str)]

    def _locate(self, path: str, depth: int = 0) -> str | None:
        """The defining `module.Class` of a consumer class path, following re-exports."""
        mod, _, name = path.rpartition(".")
        module = self.module(mod)
        if module is None or depth > 5:
            return None
        if name in module.classes:
            return path
        target = module.bindings.get(name)
        if target is None or target == path:
            return None
        return self._locate(target, depth + 1)

    def consumer_class(self, path: str) -> ClassInfo | None:
        """The consumer class at `path` (any module of this consumer), built once."""
        real = self._locate(path)
        if real is None or real in self._building:
            return None
        if real not in self._classes:
            self._building.add(real)
            try:
                mod, _, name = real.rpartition(".")
                module = self.module(mod)
                assert module is not None
                self._classes[real] = build_class(
                    Env(module),
                    module.classes[name],
                    name,
                    self.consumer_class,
                    set(self.extensions),
                )
            finally:
                self._building.discard(real)
        return self._classes[real]

    def relevant(self, module: ModuleModel) -> bool:
        """Only modules that import vLLM or define a vLLM subclass or extension can use it."""
        if module.imports_vllm:
            return True
        for node in ast.walk(module.tree):
            if not isinstance(node, ast.ClassDef):
                continue
            if module.path(node.name) in self.extensions:
                return True
            for base in node.bases:
                expr = base.value if isinstance(base, ast.Subscript) else base
                path = dotted(expr, module.bindings.get)
                info = self.consumer_class(path) if path else None
                if info is not None and info.vllm_bases:
                    return True
        return False

    def facts(self) -> ConsumerFacts:
        local: dict[str, str] = {}
        for path in sorted(self.extensions):
            info = self.consumer_class(path)
            if info is not None:
                for name in info.methods:
                    local.setdefault(name, f"{info.path}.{name}")
        return ConsumerFacts(
            self.consumer_class,
            self.extensions,
            local,
            self._method_files(),
            self.named_elsewhere,
            self.subclass_stores,
            self.used_as_value,
            self.calls_method,
            self.submodel_part,
            self.falsy_switch,
            VersionHelpers(self.files).reader,
        )

    def falsy_switch(self, name: str) -> str | None:
        """Where the consumer sets attribute `name`, when it only ever sets it falsy."""
        rels = sorted(self._word_files.get(name, ()))
        return falsy_switch(((r, self.files[r], self._tree_of(r)) for r in rels), name)

    def calls_method(self, name: str) -> bool:
        """Whether the consumer itself reaches `<obj>.name` other than through `super()` —
        a call, or a reference such as `Thread(target=self.name)` — or names it in a string
        (`collective_rpc("name")`, `getattr(obj, "name")`)."""
        word = re.escape(name)
        pattern = re.compile(rf"(?<!super\(\))\.{word}\b|[\"']{word}[\"']")
        return any(pattern.search(self.files[rel]) for rel in self._word_files.get(name, ()))

    def subclass_stores(self, path: str) -> frozenset[str]:
        """Attributes the consumer subclasses of class `path` set on their instances: a
        mixin reads them through `self` although a subclass, not the mixin, sets them."""
        return self._stores_below.get(path, frozenset())

    @cached_property
    def _stores_below(self) -> dict[str, frozenset[str]]:
        below: dict[str, set[str]] = {}
        for module in self.candidates():
            for name in module.classes:
                info = self.consumer_class(module.path(name))
                if info is None:
                    continue
                todo, seen = list(info.consumer_parents), set()
                while todo:
                    parent = todo.pop()
                    if parent in seen:
                        continue
                    seen.add(parent)
                    below.setdefault(parent, set()).update(info.own_names)
                    ancestor = self.consumer_class(parent)
                    todo += ancestor.consumer_parents if ancestor is not None else []
        return {k: frozenset(v) for k, v in below.items()}

    def used_as_value(self, name: str) -> bool:
        """Whether a consumer class named `name` is ever used as a value — called, passed,
        stored, returned, or named in a string — rather than only subclassed, annotated or
        tested with isinstance: only then can anyone instantiate it."""
        files = sorted(self._word_files.get(name, ()))
        statics: set[str] = set()
        for rel in files:
            statics |= static_methods(self._module_of(rel).tree, name)
        for rel in files:
            text, tree = self.files[rel], self._module_of(rel).tree
            quoted = re.search(rf"[\"'][\w.]*\b{re.escape(name)}[\"']", text)
            if quoted and named_in_string(tree, name):
                return True
            if _value_uses(tree, name, static_receivers(tree, name, statics)):
                return True
        return False

    def submodel_part(self, name: str) -> str | None:
        """The model classes a consumer class `name` is registered on, when that is its only
        route into vLLM and each of them is built by the consumer as a sub-model
        (see probes/usage/submodels.py); else None."""
        hosts: set[str] = set()
        for rel in sorted(self._word_files.get(name, ())):
            if re.search(rf"[\"'][\w.]*\b{re.escape(name)}[\"']", self.files[rel]):
                return None  # named in a string: it may be loaded by name
            tree = self._tree_of(rel)
            if tree is None:
                return None  # a file that does not parse may name it in any way
            found, elsewhere = registrations(tree, name)
            if elsewhere:
                return None
            hosts.update(found)
        inner = self._submodels
        if not hosts or not hosts <= set(inner):
            return None
        return "; ".join(f"`{h}` (built as {inner[h]})" for h in sorted(hosts))

    @cached_property
    def _submodels(self) -> dict[str, str]:
        """Consumer model classes built as sub-models → `architecture` at file:line."""
        trees = [(rel, self._tree_of(rel)) for rel, t in self.files.items() if ARCHITECTURES in t]
        built = built_architectures((rel, t) for rel, t in sorted(trees) if t is not None)
        if not built:
            return {}
        tables = [
            (rel, tree)
            for rel, text in sorted(self.files.items())
            if any(arch in text for arch in built) and (tree := self._tree_of(rel)) is not None
        ]
        classes = architecture_classes(tables, set(built))
        return {
            cls: ", ".join(f"`{a}` at {built[a]}" for a in sorted(archs))
            for cls, archs in classes.items()
        }

    def _tree_of(self, rel: str) -> ast.Module | None:
        module = self.module(module_name(rel)[0])
        return module.tree if module is not None else None

    def named_elsewhere(self, name: str, file: str) -> bool:
        """Whether any other file of the consumer spells `name` (it may call or export it)."""
        others = self._word_files.get(name, set()) - {file}
        own = re.compile(rf"^\s*(?:async\s+)?def\s+{re.escape(name)}\s*\(", re.MULTILINE)
        return any(not own.search(self.files[rel]) for rel in others)  # not its own namesake

    @cached_property
    def _word_files(self) -> dict[str, set[str]]:
        """Each identifier-like word → the files that contain it (built once)."""
        index: dict[str, set[str]] = {}
        for rel, text in self.files.items():
            for word in set(_WORD.findall(text)):
                index.setdefault(word, set()).add(rel)
        return index

    def _method_files(self) -> dict[str, str]:
        """Every method name the consumer defines (`def name(self`) → the first file defining it.

        An RPC target vLLM's Worker lacks may be a method of a worker extension the consumer
        hands vLLM in a way the extractor cannot follow (a variable, a config file).
        """
        found: dict[str, str] = {}
        for rel, text in sorted(self.files.items()):
            for name in _METHOD_DEF.findall(text):
                found.setdefault(name, rel)
        return found


def assign_ids(emitted: list[Emitted]) -> list[Use]:
    """Sort one module's uses into source order and give each its content-built id."""
    seen: Counter[tuple[str, str, str, str]] = Counter()
    uses = []
    for item in sorted(emitted, key=lambda e: e.key):
        u = item.use
        key = (u.module, u.context, u.kind, u.symbol)
        uses.append(replace(u, id=f"{u.module}:{u.context}:{u.kind}:{u.symbol}#{seen[key]}"))
        seen[key] += 1
    return uses


def extract_files(
    files: Mapping[str, str],
    *,
    consumer: str,
    source: dict[str, Any],
    errors: list[str] | None = None,
    entry_points: Iterable[str] = (),
) -> Usage:
    """Every vLLM use in `files` (root-relative POSIX path -> text), in file order.

    A file that cannot be parsed (or, per `errors`, read or decoded) is listed in
    `Usage.errors` and reported as `unknown`: its uses cannot be known, so none is judged.
    `entry_points`: modules the metadata's entry points name (roots of reachability).
    """
    index = ConsumerIndex(files)
    facts = index.facts()
    usage = Usage(consumer=consumer, source=source, errors=list(errors or ()))
    for module in index.candidates():
        if not index.relevant(module):
            continue
        try:
            usage.uses += assign_ids(_walk(module, facts))
        except RecursionError:
            usage.errors.append(
                f"consumer file {module.file} is nested too deeply to walk; its uses are unknown"
            )
    usage.errors += index.errors
    # imported here: reachability reads modules with this package's readers (a cycle at import)
    from probes.reachability import module_reach

    used = {u.location.file for u in usage.uses}  # findings sit only where a use is
    reach = module_reach(files, entry_points) if used else {}
    usage.reach = {rel: r.to_json() for rel, r in reach.items() if rel in used}
    from probes.range_data import range_reach

    for key, gate in range_reach(files, used).items() if used else ():
        usage.reach.setdefault(key, gate.to_json())
    return usage


def _walk(module: ModuleModel, facts: ConsumerFacts) -> list[Emitted]:
    """Walk with room for deeply nested expressions (generated code, long operator chains)."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEEP))
    try:
        return ModuleWalker(module, facts).run()
    finally:
        sys.setrecursionlimit(limit)


def _value_uses(tree: ast.Module, name: str, static: AbstractSet[int] = frozenset()) -> bool:
    """A `Name`/`Attribute` spelling `name` that is read as a value (see `used_as_value`).

    `static`: the receivers of `Cls.<static method>` (probes/usage/instantiation.py), none.
    `Cls.method(self, …)` inside a method is not one: it runs a method of `Cls` on an
    instance that already exists (the enclosing method's own), so it builds nothing.
    """
    skip: set[int] = set(_explicit_self_receivers(tree)) | static
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            skip.update(id(n) for b in node.bases for n in ast.walk(b))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("isinstance", "issubclass") and len(node.args) == 2:
                skip.update(id(n) for n in ast.walk(node.args[1]))
        elif isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
            skip.update(id(n) for n in ast.walk(node.annotation))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            skip.update(id(n) for n in ast.walk(node.returns))
        elif isinstance(node, ast.ExceptHandler) and node.type is not None:
            skip.update(id(n) for n in ast.walk(node.type))
    for node in ast.walk(tree):
        spelled = (isinstance(node, ast.Name) and node.id == name) or (
            isinstance(node, ast.Attribute) and node.attr == name
        )
        if spelled and isinstance(getattr(node, "ctx", None), ast.Load) and id(node) not in skip:
            return True
    return False


def _explicit_self_receivers(tree: ast.Module) -> list[int]:
    """The `Cls` of each `Cls.method(self, …)` call, where `self` is the first parameter of
    the enclosing instance method (an explicit-self call on an existing instance; in a plain
    function `Cls.from_config(config)` may well build one)."""
    out = []
    methods = [
        fn
        for cls in ast.walk(tree)
        if isinstance(cls, ast.ClassDef)
        for fn in cls.body
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
        and fn.args.args
        and not {_decorator_name(d) for d in fn.decorator_list} & {"classmethod", "staticmethod"}
    ]
    for fn in methods:
        first = fn.args.args[0].arg
        for node in ast.walk(fn):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.args
                and isinstance(node.args[0], ast.Name)
                and node.args[0].id == first
            ):
                out += [id(n) for n in ast.walk(node.func.value)]
    return out


def _decorator_name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else getattr(node, "attr", "")
