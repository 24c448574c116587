"""Version tests a consumer writes about vLLM, read as specifier sets (`>=0.28.0`).

`if Version(vllm.__version__) >= Version("0.20"):`, `if is_vllm_available(min_version="0.28.0"):`,
a module flag assigned from such a test, `not`, `and`: each becomes the set of vLLM releases
on which the branch runs, so the checker can judge a release by the branch that really runs
there — the other branch's uses do not run at all, and uses after a gate that raises are
refused by the consumer itself. A test this module cannot read gives None (the use is then
only "guarded", as before).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Mapping

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from probes.conditions.versions import negate
from probes.usage.scope import callee_name

_OPS = {ast.GtE: ">=", ast.Gt: ">", ast.LtE: "<=", ast.Lt: "<", ast.Eq: "==", ast.NotEq: "!="}
_FLIP = {">=": "<=", ">": "<", "<=": ">=", "<": ">", "==": "==", "!=": "!="}
_VERSION = re.compile(r"^\d+(\.\d+)*$")
_PARSERS = ("Version", "parse", "parse_version", "LooseVersion")

IsVersion = Callable[[ast.expr], bool]


def spec_of(
    test: ast.expr,
    is_version: IsVersion,
    named: dict[str, str],
    literals: Mapping[str, str] | None = None,
) -> str | None:
    """The specifier set (as text) of releases on which `test` is true, or None.
    `literals`: the module's constants bound to a version (`V12 = Version("0.12.0")`)."""
    consts = literals or {}
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return negate(spec_of(test.operand, is_version, named, consts))
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        parts = [spec_of(v, is_version, named, consts) for v in test.values]
        read = [p for p in parts if p]
        return ",".join(read) if read and len(read) == len(parts) else None
    if isinstance(test, ast.Name):
        return named.get(test.id)
    if isinstance(test, ast.Compare) and len(test.ops) > 1:
        return _chained(test, is_version, consts)
    if isinstance(test, ast.Compare):
        return _comparison(test, is_version, consts) or _membership(test, is_version)
    if isinstance(test, ast.Call):
        return _contains(test, is_version) or _predicate(test)
    return None


_RANGES = ("SpecifierSet", "VersionRange", "Range", "VersionSpec")


def _range_literal(node: ast.expr) -> str | None:
    """`SpecifierSet(">=0.8,<0.9")`; `VersionRange("0.8", "0.9")` as `>=0.8,<=0.9` (the upper
    bound taken inclusive: the set is never narrower than the consumer's)."""
    if not isinstance(node, ast.Call) or callee_name(node.func) not in _RANGES:
        return None
    texts = [a.value for a in node.args if isinstance(a, ast.Constant)]
    if len(texts) != len(node.args) or node.keywords or not all(isinstance(t, str) for t in texts):
        return None
    if len(texts) == 1:
        try:
            return str(SpecifierSet(str(texts[0])))
        except InvalidSpecifier:
            return None
    if len(texts) == 2:
        low, high = (_normal(str(t)) for t in texts)
        return f">={low},<={high}" if low and high else None
    return None


def _membership(test: ast.Compare, is_version: IsVersion) -> str | None:
    """`Version(vllm.__version__) in SpecifierSet(">=0.8,<0.9")` (and `not in`)."""
    op, left, right = test.ops[0], test.left, test.comparators[0]
    spec = _range_literal(right)
    if spec is None or not _is_vllm_version(left, is_version):
        return None
    if isinstance(op, ast.In):
        return spec
    return negate(spec) if isinstance(op, ast.NotIn) else None


def _contains(call: ast.Call, is_version: IsVersion) -> str | None:
    """`SpecifierSet(">=0.8").contains(vllm.__version__)`, `VersionRange(a, b).contains(v)`."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in ("contains", "__contains__")):
        return None
    if len(call.args) != 1 or not _is_vllm_version(call.args[0], is_version):
        return None
    return _range_literal(func.value)


def _chained(test: ast.Compare, is_version: IsVersion, consts: Mapping[str, str]) -> str | None:
    """`V12 < vllm_version < V17` is `V12 < vllm_version and vllm_version < V17` (CPython's
    reading): every link must be a readable comparison with vLLM's version."""
    operands = [test.left, *test.comparators]
    links = [
        ast.Compare(left=operands[i], ops=[op], comparators=[operands[i + 1]])
        for i, op in enumerate(test.ops)
    ]
    parts = [_comparison(link, is_version, consts) for link in links]
    return ",".join(p for p in parts if p) if all(parts) else None


def _comparison(
    test: ast.Compare, is_version: IsVersion, consts: Mapping[str, str] | None = None
) -> str | None:
    op = _OPS.get(type(test.ops[0]))
    left, right = test.left, test.comparators[0]
    if op is None:
        return None
    literal = _literal(right, consts)
    if literal is not None and _is_vllm_version(left, is_version):
        return f"{op}{literal}"
    literal = _literal(left, consts)
    if literal is not None and _is_vllm_version(right, is_version):
        return f"{_FLIP[op]}{literal}"
    return None


def _is_vllm_version(node: ast.expr, is_version: IsVersion) -> bool:
    if isinstance(node, ast.Call) and callee_name(node.func) in _PARSERS and len(node.args) == 1:
        node = node.args[0]
    return is_version(node) and not isinstance(node, ast.Constant)


def _literal(node: ast.expr, consts: Mapping[str, str] | None = None) -> str | None:
    """`"0.20.0"`, `Version("0.20.0")`, `parse("0.20")`, a module constant bound to one
    (`consts`): the version written, normalised."""
    if isinstance(node, ast.Name) and consts and node.id in consts:
        return consts[node.id]
    if isinstance(node, ast.Call) and callee_name(node.func) in _PARSERS and len(node.args) == 1:
        node = node.args[0]
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _normal(node.value)
    return None


def _normal(text: str) -> str | None:
    try:
        return str(Version(text)) if _VERSION.match(text.strip()) else None
    except InvalidVersion:
        return None


def _predicate(call: ast.Call) -> str | None:
    """`is_vllm_available(min_version="0.28.0")` and `vllm_version_at_least("0.20")`."""
    name = callee_name(call.func).lower()
    if "vllm" not in name:
        return None
    for kw in call.keywords:
        if kw.arg in ("min_version", "minimum_version", "version") and isinstance(
            kw.value, ast.Constant
        ):
            version = _normal(str(kw.value.value))
            return f">={version}" if version else None
    if name.endswith(("at_least", "_ge", "_gte", "_geq")) and call.args:
        version = _literal(call.args[0])
        return f">={version}" if version else None
    return None


def version_constants(tree: ast.Module) -> dict[str, str]:
    """Module constants bound once, at module level, to a version literal
    (`VLLM_VERSION_0120 = parse_version("0.12.0")`): each stands for that version wherever
    the module compares vLLM's version with it. A name bound anywhere else too is no
    constant."""
    bound: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            bound[node.id] = bound.get(node.id, 0) + 1
    out: dict[str, str] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target, value = stmt.targets[0], stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            target, value = stmt.target, stmt.value
        else:
            continue
        if isinstance(target, ast.Name) and bound.get(target.id) == 1:
            literal = _literal(value)
            if literal is not None:
                out[target.id] = literal
    return out
