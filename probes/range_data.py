"""Version ranges attached to code as data (issue 19): code registered for a range of vLLM
releases runs only on those releases, so a break in it elsewhere is `unreached`, never
`broken`. Three shapes, each a rule with an id (probes/rules/late.py), read across the
consumer's files (probes/range_package.py asks "is this vLLM's version?"):

* `range-decorator`: `@version_range(">=0.8.4,<0.9")`, `@requires_vllm("0.29", "<0.31")`,
  `@version_range(PATCH_RANGE)` with the range a module constant, on a function or class.
  Only a decorator of the consumer's own whose implementation compares the range with vLLM's
  version counts: in the decorator (an `if`/`return` on `R.contains(vllm.__version__)` …), or
  by storing the range on the function (`func._ranges = …`) where the package reads that
  attribute back in a test against vLLM's version. A decorator from elsewhere, or one that
  does not compare, gates nothing.
* `range-registry`: entries pairing a class with a range, `[(PatchA(), ">=0.9,<0.10"), …]`
  given to a registry method, `registry.register(Patch, VersionRange("0.29", "0.31"))`, a
  module table of such pairs or a dict range → class, where the registry (or every loop over
  the table) tests against vLLM's version. A class runs only where one of its registrations,
  or one of a subclass's, holds; and only if nothing else in the package names it (a base
  list, `isinstance` aside). An early exit, `if not VersionRange(R).contains(v): return`,
  gates the rest of its function the same way.
* `release-module-table` (probes/range_tables.py): a module chosen by release.

Each gate is a `Reach("gated", why, spec, rule)` on the definition's lines (`file:first-last`);
the reach pass applies it (rule `import-gated` names the reading rule). A union of ranges is
written `a||b` (probes/conditions/versions.py `holds`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from probes.range_package import Ctx, Def, Package, _with_defs
from probes.reachability import Reach
from probes.usage.scope import callee_name

_RANGES = frozenset({"SpecifierSet", "VersionRange", "Range", "VersionSpec", "Specifier"})
_OPS = (">=", "<=", "==", "!=", "~=", ">", "<")
Gates = dict[str, Reach]


def range_reach(files: Mapping[str, str], used: set[str]) -> Gates:
    """`file:first-last` → the gate of each definition in `used` files a range attaches to."""
    from probes.range_tables import release_tables

    pkg = Package(files)
    out: Gates = {}
    out.update(_decorated(pkg, used))
    out.update(_registered(pkg, used))
    out.update(_early_exits(pkg, used))
    out.update(release_tables(pkg, used))
    return out


def range_spec(node: ast.expr, ctx: Ctx, pkg: Package) -> str | None:
    """The releases a range expression names: `">=0.8,<0.9"` (or a module constant holding
    it), `SpecifierSet("…")`, `VersionRange("0.29", "0.31")` (a bare upper bound is taken
    inclusive: never narrower than the consumer's)."""
    if isinstance(node, ast.Call) and callee_name(node.func) in _RANGES and not node.keywords:
        return pair_spec(node.args, ctx, pkg)
    text = pkg.string(node, ctx)
    return _specifier(text) if text is not None else None


def pair_spec(args: list[ast.expr], ctx: Ctx, pkg: Package) -> str | None:
    """One range (`">=0.29,<0.31"`) or a (low, high) pair of bounds (`"0.29", "<0.31"`)."""
    texts = [pkg.string(a, ctx) for a in args]
    if not texts or None in texts or len(texts) > 2:
        return None
    if len(texts) == 1:
        return _specifier(str(texts[0]))
    low, high = (str(t).strip() for t in texts)
    if not _bare(low):
        return None
    return _specifier(f">={low},{high}" if high.startswith(_OPS) else f">={low},<={high}")


def _specifier(text: str) -> str | None:
    parts = [p.strip() for p in text.split(",")]
    if not all(p.startswith(_OPS) for p in parts):
        return None  # a bare version is no range
    try:
        return str(SpecifierSet(",".join(parts)))
    except InvalidSpecifier:
        return None


def _bare(text: str) -> bool:
    try:
        Version(text)
    except InvalidVersion:
        return False
    return True


def _span(rel: str, node: ast.AST, first: int | None = None) -> str:
    start = first if first is not None else node.lineno  # type: ignore[attr-defined]
    return f"{rel}:{start}-{node.end_lineno or start}"  # type: ignore[attr-defined]


# --- range-decorator ---------------------------------------------------------------------


def _decorated(pkg: Package, used: set[str]) -> Iterator[tuple[str, Reach]]:
    for rel in sorted(used & set(pkg.trees)):
        for node, _ in pkg.nodes(rel):
            if not isinstance(node, Def | ast.ClassDef):
                continue
            owner = pkg.owner.get(id(node), (rel, None))[1]
            for deco in node.decorator_list:
                gate = _decorator_gate(pkg, rel, deco, owner, node.name in pkg.read_names())
                if gate is not None:
                    spec, why = gate
                    yield _span(rel, node), Reach("gated", why, spec, "range-decorator")
                    break


def _decorator_gate(
    pkg: Package, rel: str, deco: ast.expr, owner: str | None, named: bool
) -> tuple[str, str] | None:
    """(spec, why) where the decorator gates what it decorates. A decorator that tests the
    range when it decorates (registering the function, storing the range on it) gates only
    a definition the package never names (a direct call would skip the test); one whose
    wrapper tests it at each call gates all the same."""
    if not isinstance(deco, ast.Call) or not isinstance(deco.func, ast.Name):
        return None
    args = deco.args or [k.value for k in deco.keywords]
    spec = pair_spec(list(args), Ctx(rel), pkg)
    found = _own_function(pkg, rel, deco.func.id)
    if spec is None or found is None:
        return None
    where, impl = found
    judged = Ctx(where, impl, owner, judged=owner)
    wrappers = [w for d in _inner_defs(impl) for w in _inner_defs(d)]
    if not any(_tests_vllm(pkg, w, judged) for w in wrappers):
        if named or not (_tests_vllm(pkg, impl, judged) or _stored_and_tested(pkg, impl, owner)):
            return None
    return spec, f"registered by @{deco.func.id}({spec}) at line {deco.lineno}"


def _inner_defs(func: Def) -> list[Def]:
    return [n for n in ast.walk(func) if isinstance(n, Def) and n is not func]


def _own_function(pkg: Package, rel: str, name: str) -> tuple[str, Def] | None:
    """The package's module-level function a name in `rel` stands for."""
    source = pkg.imports.get(rel, {}).get(name)
    target = pkg.rel_of.get(source[0]) if source else rel
    real = source[1] if source else name
    for where, func, cls in pkg.functions.get(real, []):
        if where == target and cls is None:
            return where, func
    return None


def _tests_vllm(pkg: Package, root: ast.AST, ctx: Ctx) -> bool:
    """Whether code below `root` decides on vLLM's version: an `if`/`while`/`assert` test, a
    conditional expression or a `return` that compares a range or bound with it (`ctx`: where
    `root` is; its function is `root` itself when it is one)."""
    top = root if isinstance(root, Def) else ctx.func
    for node, func in [(root, top), *_with_defs(root, top)]:
        test = None
        if isinstance(node, ast.If | ast.IfExp | ast.While | ast.Assert):
            test = node.test
        elif isinstance(node, ast.Return):
            test = node.value
        here = Ctx(ctx.rel, func, ctx.self_cls, ctx.binds, ctx.judged)
        if test is not None and pkg.compares_vllm(test, here):
            return True
    return False


def _stored_and_tested(pkg: Package, impl: Def, self_cls: str | None) -> bool:
    """The decorator stores the range on the decorated function (`fn._ranges = …`,
    `fn._ranges.append(…)`, `setattr(fn, "_ranges", …)`) and the package reads that attribute
    back where it tests vLLM's version."""
    inner = {a.arg for n in ast.walk(impl) if isinstance(n, Def) for a in n.args.args}
    stored = set()
    for node in ast.walk(impl):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id in inner and node.attr.startswith("_"):
                stored.add(node.attr)
        if isinstance(node, ast.Call) and callee_name(node.func) == "setattr" and len(node.args) > 1:
            if isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str):
                stored.add(node.args[1].value)
    if not stored:
        return False
    for rel in pkg.trees:
        for node, func in pkg.nodes(rel):
            if func is None or func is impl or not _reads(node, stored):
                continue
            cls = pkg.owner.get(id(func), (rel, None))[1]
            ctx = Ctx(rel, func, judged=self_cls).at(pkg, rel, func, cls)
            if _range_read_tested(pkg, func, stored, ctx):
                return True
    return False


def _range_read_tested(pkg: Package, func: Def, stored: set[str], ctx: Ctx) -> bool:
    """In `func`, a range read back from the stored attribute (itself, or a name a `for` or
    an assignment binds from it) is tested against vLLM's version: `r.contains(v)`, `v in r`."""
    names: set[str] = set()
    for node in ast.walk(func):
        if isinstance(node, ast.For) and any(_reads(n, stored) for n in ast.walk(node.iter)):
            names |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
        if isinstance(node, ast.Assign) and any(_reads(n, stored) for n in ast.walk(node.value)):
            names |= {n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)}

    def ranged(expr: ast.expr) -> bool:
        if isinstance(expr, ast.Call) and callee_name(expr.func) in _RANGES:
            return any(ranged(a) for a in expr.args)  # `SpecifierSet(r)` of a stored `r`
        return _reads(expr, stored) or (isinstance(expr, ast.Name) and expr.id in names)

    for node in ast.walk(func):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "contains" and len(node.args) == 1 and ranged(node.func.value):
                if pkg.is_vllm(node.args[0], ctx):
                    return True
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.In):
            if ranged(node.comparators[0]) and pkg.is_vllm(node.left, ctx):
                return True
    return False


def _reads(node: ast.AST, names: set[str]) -> bool:
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
        return node.attr in names
    if isinstance(node, ast.Call) and callee_name(node.func) in ("getattr", "hasattr"):
        arg = node.args[1] if len(node.args) > 1 else None
        return isinstance(arg, ast.Constant) and arg.value in names
    return False


# --- range-registry ----------------------------------------------------------------------


def _registered(pkg: Package, used: set[str]) -> Iterator[tuple[str, Reach]]:
    specs: dict[str, list[str | None]] = {}
    where: dict[str, str] = {}
    allowed: set[int] = set()  # the Name nodes the registrations themselves are
    for rel, tree in pkg.trees.items():
        for node, func in pkg.nodes(rel):
            entries = _entries(pkg, rel, node, func)
            for code, rng, site in entries:
                name = code.func.id if isinstance(code, ast.Call) else code.id  # type: ignore[attr-defined]
                allowed.add(id(code.func if isinstance(code, ast.Call) else code))
                specs.setdefault(name, []).append(range_spec(rng, Ctx(rel, func), pkg))
                where.setdefault(name, site)
    if not specs:
        return
    named = _named_elsewhere(pkg, allowed)
    for name in sorted(specs):
        family = pkg.subclasses(name)
        if family & named or len(pkg.classes.get(name, [])) != 1:
            continue
        found = [s for member in sorted(family) for s in specs.get(member, [])]
        if not found or None in found:
            continue
        rel, cls = pkg.classes[name][0]
        if rel not in used:
            continue
        spec = "||".join(sorted({str(s) for s in found}))
        why = f"{name} is registered only for vLLM {spec} ({where[name]})"
        yield _span(rel, cls), Reach("gated", why, spec, "range-registry")


def _entries(
    pkg: Package, rel: str, node: ast.AST, func: Def | None
) -> list[tuple[ast.expr, ast.expr, str]]:
    """(class or its construction, range, where) of a registration the package proves
    selective: a registry method's call, or a module table every loop over which tests."""
    site = f"{rel}:{getattr(node, 'lineno', 0)}"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        pairs = _pairs(pkg, node.args)
        if pairs and _selective_receiver(pkg, rel, node.func, func):
            return [(c, r, site) for c, r in pairs]
    if func is None and isinstance(node, ast.Assign) and len(node.targets) == 1:
        target = node.targets[0]
        if isinstance(target, ast.Name) and node in pkg.trees[rel].body:
            pairs = _pairs(pkg, [node.value])
            if pairs and _selective_table(pkg, rel, target.id):
                return [(c, r, site) for c, r in pairs]
    return []


def _pairs(pkg: Package, args: list[ast.expr]) -> list[tuple[ast.expr, ast.expr]]:
    def code(node: ast.expr) -> bool:
        head = node.func if isinstance(node, ast.Call) else node
        return isinstance(head, ast.Name) and head.id in pkg.classes

    if len(args) == 2 and code(args[0]):
        return [(args[0], args[1])]
    if len(args) != 1:
        return []
    table = args[0]
    if isinstance(table, ast.Dict) and table.values and all(k is not None for k in table.keys):
        items = [(v, k) for k, v in zip(table.keys, table.values, strict=True) if k is not None]
    elif isinstance(table, ast.List | ast.Tuple) and table.elts:
        if not all(isinstance(e, ast.Tuple) and len(e.elts) == 2 for e in table.elts):
            return []
        items = [(e.elts[0], e.elts[1]) for e in table.elts]  # type: ignore[attr-defined]
    else:
        return []
    return items if all(code(c) for c, _ in items) else []


def _selective_receiver(pkg: Package, rel: str, method: ast.Attribute, func: Def | None) -> bool:
    """`manager.register…(…)` where `manager = Registry("vllm")` in the same function (or
    module) and the
    registry class (its bases included) tests against vLLM's version, with the constructor's
    arguments bound (`self.library_name = library_name`)."""
    if not isinstance(method.value, ast.Name):
        return False
    scope: list[ast.stmt] = func.body if func is not None else pkg.trees[rel].body
    built = [
        n.value
        for stmt in scope
        for n in ast.walk(stmt)
        if isinstance(n, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == method.value.id for t in n.targets)
    ]
    if len(built) != 1 or not isinstance(built[0], ast.Call):
        return False
    call, registry = built[0], callee_name(built[0].func)
    chain = list(pkg.mro(registry))
    if not chain or not any(
        isinstance(i, Def) and i.name == method.attr for _, c in chain for i in c.body
    ):
        return False
    binds = _constructor_binds(pkg, rel, chain, call)
    return any(_tests_vllm(pkg, c, Ctx(r, None, registry, binds, registry)) for r, c in chain)


def _constructor_binds(
    pkg: Package, rel: str, chain: list[tuple[str, ast.ClassDef]], call: ast.Call
) -> dict[str, str]:
    init = next((i for _, c in chain for i in c.body if isinstance(i, Def) and i.name == "__init__"), None)
    if init is None:
        return {}
    params = [a.arg for a in init.args.args[1:]]
    given = dict(zip(params, call.args, strict=False))
    given.update({k.arg: k.value for k in call.keywords if k.arg})
    out = {}
    for node in ast.walk(init):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name):
            for target in node.targets:
                if isinstance(target, ast.Attribute) and node.value.id in given:
                    value = pkg.string(given[node.value.id], Ctx(rel))
                    if value is not None:
                        out[target.attr] = value
    return out


def _selective_table(pkg: Package, rel: str, name: str) -> bool:
    """Every read of a module table is a loop over it (`for cls, rng in T`, `T.items()`)
    whose body tests against vLLM's version; at least one such loop."""
    loops, others = 0, 0
    for where, tree in pkg.trees.items():
        local = name if where == rel else _imported_as(pkg, where, rel, name)
        if local is None:
            continue
        for node, func in pkg.nodes(where):
            if isinstance(node, ast.For) and _iterates(node.iter, local):
                cls = pkg.owner.get(id(func), (where, None))[1] if func else None
                if not _tests_vllm(pkg, node, Ctx(where, func, cls, judged=cls)):
                    return False
                loops += 1
            elif isinstance(node, ast.Name) and node.id == local and isinstance(node.ctx, ast.Load):
                others += 1
    return loops > 0 and others == loops  # each loop's own read of the name, nothing else


def _iterates(node: ast.expr, name: str) -> bool:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        node = node.func.value if node.func.attr in ("items", "keys", "values") else node
    return isinstance(node, ast.Name) and node.id == name


def _imported_as(pkg: Package, where: str, rel: str, name: str) -> str | None:
    for local, (module, real) in pkg.imports.get(where, {}).items():
        if pkg.rel_of.get(module) == rel and real == name:
            return local
    return None


def _named_elsewhere(pkg: Package, allowed: set[int]) -> set[str]:
    """Class names read anywhere but a base list, `isinstance`/`issubclass`, `super(C, …)`
    or a registration: such a class (and its bases' gate) may run off the registry."""
    out = set()
    for tree in pkg.trees.values():
        skip = set(allowed)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                skip |= {id(b) for b in node.bases}
            elif isinstance(node, ast.Call) and callee_name(node.func) in (
                "isinstance",
                "issubclass",
                "super",
            ):
                skip |= {id(a) for a in node.args}
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and id(node) not in skip:
                if node.id in pkg.classes:
                    out.add(node.id)
    return out


# --- early exits -------------------------------------------------------------------------


def _early_exits(pkg: Package, used: set[str]) -> Iterator[tuple[str, Reach]]:
    """`if not VersionRange(R).contains(v): return` (or `… or not …`, `v not in R`) at the
    top level of a function: the statements after it run only where vLLM is in R."""
    for rel in sorted(used & set(pkg.trees)):
        for node, _ in pkg.nodes(rel):
            if not isinstance(node, Def):
                continue
            owner = pkg.owner.get(id(node), (rel, None))[1]
            for at, stmt in enumerate(node.body[:-1]):
                if not (isinstance(stmt, ast.If) and not stmt.orelse and stmt.body):
                    continue
                if not isinstance(stmt.body[-1], ast.Return | ast.Raise):
                    continue
                spec = _exit_spec(pkg, stmt.test, Ctx(rel, node, owner))
                if spec is not None:
                    first = node.body[at + 1].lineno
                    why = f"after the early exit at line {stmt.lineno}: runs only where vLLM is {spec}"
                    yield _span(rel, node, first), Reach("gated", why, spec, "range-registry")
                    break


def _exit_spec(pkg: Package, test: ast.expr, ctx: Ctx) -> str | None:
    """The releases the code after `if test: return` needs, from the range tests in it."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) else [test]
    needed = [s for p in parts if (s := _out_of_range(pkg, p, ctx)) is not None]
    return ",".join(needed) if needed else None


def _out_of_range(pkg: Package, node: ast.expr, ctx: Ctx) -> str | None:
    """`not R.contains(v)` and `v not in R` are true outside R: R's releases."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = node.operand
        if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute):
            if inner.func.attr == "contains" and len(inner.args) == 1:
                if pkg.is_vllm(inner.args[0], ctx):
                    return range_spec(inner.func.value, ctx, pkg)
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.NotIn):
        if pkg.is_vllm(node.left, ctx):
            return range_spec(node.comparators[0], ctx, pkg)
    return None
