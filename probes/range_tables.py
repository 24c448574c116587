"""Rule `release-module-table`: a module the consumer loads by release runs only there.

    def _select(version_tuple):                        # pkg/adapter.py
        release = version_tuple[:3]
        if has_budget and release == (0, 28, 0):
            return ".vendored_v028", "schedule_v028"
        raise RuntimeError("unsupported vLLM")

    name, fn = _select(vllm.__version_tuple__)
    module = import_module(name, package=__package__)  # pkg.vendored_v028 only on 0.28.0

and `import_module(TABLE[key])` with `TABLE = {"0.28": "pkg.v028", …}` and a key computed
from vLLM's version (`"0.28"` is `==0.28.*`: a key made of the version's first parts). A
module is gated only when every `return` of the selector is a literal module name (one that
is not cannot be told apart), every one naming it is under a version test read as a set
(`and` with other tests narrows it, so those are left out: still sound), and nothing else in
the package imports or names it. The version tested is vLLM's by probes/range_package.py
(`version_tuple` is the parameter every call passes `vllm.__version_tuple__` for).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from probes.conditions.versions import negate
from probes.range_package import Ctx, Def, Package, module_of
from probes.reachability import Reach
from probes.usage.scope import callee_name
from probes.usage.version_specs import spec_of

_OPS = {ast.GtE: ">=", ast.Gt: ">", ast.LtE: "<=", ast.Lt: "<", ast.Eq: "==", ast.NotEq: "!="}


def release_tables(pkg: Package, used: set[str]) -> dict[str, Reach]:
    """Module file → its gate, for each module loaded only through a release table."""
    chosen: dict[str, list[str | None]] = {}  # absolute module → the specs it is chosen under
    where: dict[str, str] = {}
    tables: set[int] = set()  # the string constants the tables name modules with
    for rel in pkg.mentioning("import_module"):
        for node, func in pkg.nodes(rel):
            if isinstance(node, ast.Call) and callee_name(node.func) == "import_module":
                for module, spec, text in _table(pkg, rel, node, func):
                    chosen.setdefault(module, []).append(spec)
                    where.setdefault(module, f"{rel}:{node.lineno}")
                    tables.add(id(text))
    out = {}
    for module, specs in sorted(chosen.items()):
        target = pkg.rel_of.get(module)
        if target is None or target not in used or None in specs:
            continue
        if _named(pkg, module, tables):
            continue
        spec = "||".join(sorted({str(s) for s in specs}))
        why = f"loaded only by import_module ({where[module]}) where vLLM is {spec}"
        out[target] = Reach("gated", why, spec, "release-module-table")
    return out


def _table(
    pkg: Package, rel: str, call: ast.Call, func: Def | None
) -> Iterator[tuple[str, str | None, ast.Constant]]:
    """(module, the releases it is loaded on, the string naming it) for each module an
    `import_module` call can load from a release table; nothing when the call is not one."""
    if func is None or not call.args:
        return
    package = _package_of(rel, call)
    arg = call.args[0]
    ctx = Ctx(rel, func, pkg.owner.get(id(func), (rel, None))[1])
    if isinstance(arg, ast.Subscript):
        yield from _dict_table(pkg, rel, arg, ctx, package)
        return
    if not isinstance(arg, ast.Name):
        return
    source = _assigned(func, arg.id)
    if source is None:
        return
    value, index = source
    if not isinstance(value, ast.Call) or not isinstance(value.func, ast.Name):
        return
    selector = [f for where, f, cls in pkg.functions.get(value.func.id, []) if where == rel]
    if len(selector) != 1:
        return
    returns = _returns(pkg, selector[0], Ctx(rel, selector[0]), [])
    out = []
    for returned, spec in returns or ():
        if isinstance(returned, ast.Tuple) and index is not None and index < len(returned.elts):
            returned = returned.elts[index]
        elif index is not None:
            return
        if not (isinstance(returned, ast.Constant) and isinstance(returned.value, str)):
            return  # one return the reading cannot tell: any module may be loaded
        out.append((_absolute(returned.value, package), spec, returned))
    yield from out


def _package_of(rel: str, call: ast.Call) -> str | None:
    """The package a relative name is resolved in: `package=__package__` (this module's)."""
    for kw in call.keywords:
        if kw.arg == "package" and isinstance(kw.value, ast.Name) and kw.value.id == "__package__":
            module = module_of(rel)
            return module if rel.endswith("__init__.py") else module.rpartition(".")[0]
    return None


def _absolute(name: str, package: str | None) -> str:
    if not name.startswith(".") or package is None:
        return name
    dots = len(name) - len(name.lstrip("."))
    parts = package.split(".")
    base = parts[: len(parts) - (dots - 1)] if dots > 1 else parts
    return ".".join([*base, name[dots:]])


def _assigned(func: Def, name: str) -> tuple[ast.expr, int | None] | None:
    """The one value `name` is bound from in `func` (and its place in a tuple unpack)."""
    found: list[tuple[ast.expr, int | None]] = []
    for node in ast.walk(func):
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target = node.targets[0]
        if isinstance(target, ast.Name) and target.id == name:
            found.append((node.value, None))
        elif isinstance(target, ast.Tuple):
            for i, elt in enumerate(target.elts):
                if isinstance(elt, ast.Name) and elt.id == name:
                    found.append((node.value, i))
    return found[0] if len(found) == 1 else None


def _returns(
    pkg: Package, func: Def, ctx: Ctx, conditions: list[str]
) -> list[tuple[ast.expr, str | None]] | None:
    """Every `return` value of `func` with the version condition it is under (None: under no
    readable version test); None when a `return` has no value or a loop hides it."""
    out: list[tuple[ast.expr, str | None]] = []

    def walk(body: list[ast.stmt], held: list[str]) -> bool:
        for stmt in body:
            if isinstance(stmt, ast.Return):
                if stmt.value is None:
                    return False
                out.append((stmt.value, ",".join(held) if held else None))
            elif isinstance(stmt, ast.If):
                spec = _test_spec(pkg, stmt.test, ctx)
                other = negate(spec) if spec and "," not in spec else None
                if not walk(stmt.body, [*held, spec] if spec else held):
                    return False
                if not walk(stmt.orelse, [*held, other] if other else held):
                    return False
            elif isinstance(stmt, Def | ast.ClassDef):
                continue
            elif any(isinstance(n, ast.Return) for n in ast.walk(stmt)):
                return False  # a return inside a loop, `with` or `try`: not read
        return True

    return out if walk(func.body, conditions) else None


def _test_spec(pkg: Package, test: ast.expr, ctx: Ctx) -> str | None:
    """The releases where `test` can be true, from its version parts (`and`: the others only
    narrow it); None when it has none, or an `or` / `not` the reading cannot bound."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    read = [s for p in parts if (s := _part_spec(pkg, p, ctx)) is not None]
    return ",".join(read) if read else None


def _part_spec(pkg: Package, part: ast.expr, ctx: Ctx) -> str | None:
    if isinstance(part, ast.Compare) and len(part.ops) == 1:
        op = _OPS.get(type(part.ops[0]))
        left, right = part.left, part.comparators[0]
        release = _release(right)
        if op and release and pkg.is_vllm(left, ctx):
            return f"{op}{release}"
    return spec_of(part, lambda n: pkg.is_vllm(n, ctx), {})


def _release(node: ast.expr) -> str | None:
    """`(0, 28, 0)` → `0.28.0`."""
    if not isinstance(node, ast.Tuple) or not node.elts:
        return None
    values = [e.value for e in node.elts if isinstance(e, ast.Constant)]
    if len(values) != len(node.elts) or not all(type(v) is int for v in values):
        return None
    return ".".join(str(v) for v in values)


def _dict_table(
    pkg: Package, rel: str, arg: ast.Subscript, ctx: Ctx, package: str | None
) -> Iterator[tuple[str, str | None, ast.Constant]]:
    """`import_module(TABLE[key])`, a module dict of literal keys and module names, `key`
    vLLM's version or its first parts: each module on the releases its key starts."""
    if not isinstance(arg.value, ast.Name) or not pkg.is_vllm(arg.slice, ctx):
        return
    table = next(
        (
            s.value
            for s in pkg.trees[rel].body
            if isinstance(s, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == arg.value.id for t in s.targets)
        ),
        None,
    )
    if not isinstance(table, ast.Dict):
        return
    out = []
    for key, value in zip(table.keys, table.values, strict=True):
        text = key.value if isinstance(key, ast.Constant) else _release(key) if key else None
        if not isinstance(text, str) or not isinstance(value, ast.Constant):
            return
        if not isinstance(value.value, str) or _specifier_text(text) is None:
            return
        out.append((_absolute(value.value, package), f"=={text}.*", value))
    yield from out


def _specifier_text(text: str) -> str | None:
    """A key that is a release's first parts (`0.28`, `0.28.1`), else None."""
    parts = text.split(".")
    return text if parts and all(p.isdigit() for p in parts) else None


def _named(pkg: Package, module: str, tables: set[int]) -> bool:
    """Whether anything but a release table names `module`: an import, or a string holding
    its name (dotted or relative) other than the tables' own."""
    last = module.rpartition(".")[2]
    for rel, tree in pkg.trees.items():
        here = module_of(rel)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if id(node) not in tables and (text == module or text.endswith(f".{last}")):
                    return True
            if isinstance(node, ast.Import) and any(a.name == module for a in node.names):
                return True
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = here.split(".")
                    keep = parts if rel.endswith("__init__.py") else parts[:-1]
                    keep = keep[: len(keep) - (node.level - 1)] if node.level > 1 else keep
                    base = ".".join([*keep, *([base] if base else [])])
                if base == module or any(f"{base}.{a.name}" == module for a in node.names):
                    return True
    return False
