"""Rule `range-registry` (probes/range_data.py says what it is): classes registered with a
vLLM version range, and the rest of a function after an early exit on one."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from probes.range_package import Ctx, Def, Package, tests_vllm
from probes.range_specs import range_spec, span
from probes.reachability import Reach
from probes.usage.scope import callee_name

# --- range-registry ----------------------------------------------------------------------


def registered(pkg: Package, used: set[str]) -> Iterator[tuple[str, Reach]]:
    specs: dict[str, list[str | None]] = {}
    where: dict[str, str] = {}
    allowed: set[int] = set()  # the Name nodes the registrations themselves are
    for rel in pkg.trees:
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
        yield span(rel, cls), Reach("gated", why, spec, "range-registry")


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
    return any(tests_vllm(pkg, c, Ctx(r, None, registry, binds, registry)) for r, c in chain)


def _constructor_binds(
    pkg: Package, rel: str, chain: list[tuple[str, ast.ClassDef]], call: ast.Call
) -> dict[str, str]:
    init = next(
        (i for _, c in chain for i in c.body if isinstance(i, Def) and i.name == "__init__"), None
    )
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
    for where in pkg.trees:
        local = name if where == rel else _imported_as(pkg, where, rel, name)
        if local is None:
            continue
        for node, func in pkg.nodes(where):
            if isinstance(node, ast.For) and _iterates(node.iter, local):
                cls = pkg.owner.get(id(func), (where, None))[1] if func else None
                if not tests_vllm(pkg, node, Ctx(where, func, cls, judged=cls)):
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
    for rel in pkg.trees:
        skip = set(allowed)
        nodes = [node for node, _ in pkg.nodes(rel)]
        for node in nodes:
            if isinstance(node, ast.ClassDef):
                skip |= {id(b) for b in node.bases}
            elif isinstance(node, ast.Call) and callee_name(node.func) in (
                "isinstance",
                "issubclass",
                "super",
            ):
                skip |= {id(a) for a in node.args}
        for node in nodes:
            if (
                isinstance(node, ast.Name)
                and isinstance(node.ctx, ast.Load)
                and id(node) not in skip
                and node.id in pkg.classes
            ):
                out.add(node.id)
    return out


# --- early exits -------------------------------------------------------------------------


def early_exits(pkg: Package, used: set[str]) -> Iterator[tuple[str, Reach]]:
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
                    why = f"after the early exit at line {stmt.lineno}: only where vLLM is {spec}"
                    yield span(rel, node, first), Reach("gated", why, spec, "range-registry")
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
        if (
            isinstance(inner, ast.Call)
            and isinstance(inner.func, ast.Attribute)
            and inner.func.attr == "contains"
            and len(inner.args) == 1
            and (spec := range_spec(inner.func.value, ctx, pkg)) is not None
            and pkg.is_vllm(inner.args[0], ctx)
        ):
            return spec
    if (
        isinstance(node, ast.Compare)
        and len(node.ops) == 1
        and isinstance(node.ops[0], ast.NotIn)
        and (spec := range_spec(node.comparators[0], ctx, pkg)) is not None
        and pkg.is_vllm(node.left, ctx)
    ):
        return spec
    return None
