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

from probes.range_package import Ctx, Def, Package, tests_vllm
from probes.range_registry import early_exits, registered
from probes.range_specs import RANGES, pair_spec, span
from probes.range_tables import release_tables
from probes.reachability import Reach
from probes.usage.scope import callee_name

Gates = dict[str, Reach]


def range_reach(files: Mapping[str, str], used: set[str]) -> Gates:
    """`file:first-last` → the gate of each definition in `used` files a range attaches to."""
    pkg = Package(files)
    out: Gates = {}
    out.update(_decorated(pkg, used))
    out.update(registered(pkg, used))
    out.update(early_exits(pkg, used))
    out.update(release_tables(pkg, used))
    return out


# --- range-decorator ---------------------------------------------------------------------


def _decorated(pkg: Package, used: set[str]) -> Iterator[tuple[str, Reach]]:
    for rel in sorted(used & set(pkg.trees)):
        for node, _ in pkg.nodes(rel):
            if not isinstance(node, Def | ast.ClassDef) or not node.decorator_list:
                continue
            owner = pkg.owner.get(id(node), (rel, None))[1]
            for deco in node.decorator_list:
                if not _own_call(pkg, rel, deco):
                    continue
                gate = _decorator_gate(pkg, rel, deco, owner, node.name in pkg.read_names())
                if gate is not None:
                    spec, why = gate
                    yield span(rel, node), Reach("gated", why, spec, "range-decorator")
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
    args = list(deco.args or [k.value for k in deco.keywords])
    if len(args) == 1 and isinstance(args[0], ast.Tuple):
        args = list(args[0].elts)  # `@patch_for(("0.29", "<0.31"))`
    spec = pair_spec(args, Ctx(rel), pkg)
    found = _own_function(pkg, rel, deco.func.id)
    if spec is None or found is None:
        return None
    where, impl = found
    judged = Ctx(where, impl, owner, judged=owner)
    wrappers = [w for d in _inner_defs(impl) for w in _inner_defs(d)]
    at_each_call = any(tests_vllm(pkg, w, judged) for w in wrappers)
    once = tests_vllm(pkg, impl, judged) or _stored_and_tested(pkg, impl, owner)
    if not at_each_call and (named or not once):
        return None
    return spec, f"registered by @{deco.func.id}({spec}) at line {deco.lineno}"


def _own_call(pkg: Package, rel: str, deco: ast.expr) -> bool:
    """A call, with arguments, of a function the package defines (cheap, before reading)."""
    return (
        isinstance(deco, ast.Call)
        and isinstance(deco.func, ast.Name)
        and bool(deco.args or deco.keywords)
        and _own_function(pkg, rel, deco.func.id) is not None
    )


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


def _stored_and_tested(pkg: Package, impl: Def, self_cls: str | None) -> bool:
    """The decorator stores the range on the decorated function (`fn._ranges = …`,
    `fn._ranges.append(…)`, `setattr(fn, "_ranges", …)`) and the package reads that attribute
    back where it tests vLLM's version."""
    inner = {a.arg for n in ast.walk(impl) if isinstance(n, Def) for a in n.args.args}
    stored = set()
    for node in ast.walk(impl):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in inner
            and node.attr.startswith("_")
        ):
            stored.add(node.attr)
        named = node.args[1] if isinstance(node, ast.Call) and len(node.args) > 1 else None
        if (
            isinstance(node, ast.Call)
            and callee_name(node.func) == "setattr"
            and isinstance(named, ast.Constant)
            and isinstance(named.value, str)
        ):
            stored.add(named.value)
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
        if isinstance(expr, ast.Call) and callee_name(expr.func) in RANGES:
            return any(ranged(a) for a in expr.args)  # `SpecifierSet(r)` of a stored `r`
        return _reads(expr, stored) or (isinstance(expr, ast.Name) and expr.id in names)

    for node in ast.walk(func):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "contains"
            and len(node.args) == 1
            and ranged(node.func.value)
            and pkg.is_vllm(node.args[0], ctx)
        ):
            return True
        if (
            isinstance(node, ast.Compare)
            and len(node.ops) == 1
            and isinstance(node.ops[0], ast.In)
            and ranged(node.comparators[0])
            and pkg.is_vllm(node.left, ctx)
        ):
            return True
    return False


def _reads(node: ast.AST, names: set[str]) -> bool:
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
        return node.attr in names
    if isinstance(node, ast.Call) and callee_name(node.func) in ("getattr", "hasattr"):
        arg = node.args[1] if len(node.args) > 1 else None
        return isinstance(arg, ast.Constant) and arg.value in names
    return False
