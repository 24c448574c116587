"""Signature tests: a consumer asking vLLM whether a callable takes a parameter.

`if "block_size" in inspect.signature(get_attn_backend).parameters:` is true exactly where
`get_attn_backend` has a parameter of that name, so a call passing `block_size=` in its body
cannot fail for want of it, and a call in its `else` that leaves it out cannot be missing it.
Consumers often wrap the test in a helper of their own (`def _has_param(func): return "x" in
inspect.signature(func).parameters`, called as `if _has_param(vllm_fn):`): the helper is read
from the module, its parameter replaced by the argument. Only this exact question counts: a
test of a parameter's kind, default or annotation says nothing here.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator

from probes.conditions import All, Any, Not, Parameter, Term, boolean
from probes.usage.scope import callee_name, is_vllm

# A module-level function `name(p0, p1, …)` that returns `"kw" in signature(p_i).parameters`.
Predicates = dict[str, tuple[int, str]]
VllmPath = Callable[[ast.AST], str | None]


def predicates(tree: ast.Module) -> Predicates:
    """The module's own signature-test helpers: name → (index of the tested argument, kw)."""
    found: Predicates = {}
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        body = [s for s in fn.body if not _is_docstring(s)]
        if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
            continue
        sigs = dict(_signature_names(body[:-1]))
        test = _membership(body[-1].value, sigs)
        params = [a.arg for a in fn.args.args]
        only = len(body) - 1 == len(sigs)  # nothing but `sig = signature(p)` before the return
        if only and test is not None and isinstance(test[0], ast.Name) and test[0].id in params:
            found[fn.name] = (params.index(test[0].id), test[1])
    return found


def signature_test(
    node: ast.expr,
    vllm_path: VllmPath,
    helpers: Predicates,
    flags: dict[str, Term] | None = None,
) -> Term | None:
    """The fact one operand of a test states: `Parameter(f, kw)` where the vLLM callable `f`
    has the parameter, its negation for `"kw" not in …`; None when it is no signature test
    of vLLM's. `not`, `and` and `or` around it are the model's (`probes.conditions`). A
    module constant that holds such a test (`flags`, from `signature_flags`) states its term."""
    if isinstance(node, ast.Name) and flags and node.id in flags:
        return flags[node.id]
    found = _one_test(node, helpers)
    if found is None:
        return None
    target, kw, inverted = found
    symbol = vllm_path(target)
    if not is_vllm(symbol):
        return None
    fact = Parameter(symbol, kw)
    return Not(fact) if inverted else fact


def signature_flags(tree: ast.Module, vllm_path: VllmPath, helpers: Predicates) -> dict[str, Term]:
    """Rule `signature-test`, through a module constant: `_ACCEPTS = "p" in
    inspect.signature(f).parameters` (`not`/`and`/`or` of such tests, or of the module's
    helpers), assigned once at module level and never again, holds that test's value for the
    whole run, so `if _ACCEPTS:` asks what the test asks."""
    stores: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            stores[node.id] = stores.get(node.id, 0) + 1
        elif isinstance(node, ast.Global):
            for name in node.names:
                stores[name] = stores.get(name, 0) + 2
    flags: dict[str, Term] = {}
    for stmt in tree.body:
        target = (
            stmt.targets[0] if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 else None
        )
        if not isinstance(target, ast.Name) or stores.get(target.id) != 1:
            continue
        assert isinstance(stmt, ast.Assign)
        term = boolean(stmt.value, lambda n: signature_test(n, vllm_path, helpers))
        if _readable(term):
            flags[target.id] = term
    return flags


def _readable(term: Term) -> bool:
    """A term with no `Opaque` part: every operand was a signature test."""
    if isinstance(term, Not):
        return _readable(term.term)
    if isinstance(term, All | Any):
        return all(_readable(t) for t in term.terms)
    return isinstance(term, Parameter)


def _one_test(node: ast.expr, helpers: Predicates) -> tuple[ast.expr, str, bool] | None:
    """(callable expression, parameter, inverted) of `"kw" [not] in signature(f).parameters`
    or of a call of a helper that makes that test."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        helper = helpers.get(node.func.id)
        if helper is not None and len(node.args) > helper[0]:
            return node.args[helper[0]], helper[1], False
        return None
    membership = _membership(node, {})
    if membership is None:
        return None
    target, kw = membership
    return target, kw, isinstance(node, ast.Compare) and isinstance(node.ops[0], ast.NotIn)


def _membership(node: ast.expr, sigs: dict[str, ast.expr]) -> tuple[ast.expr, str] | None:
    """(f, kw) of `"kw" in signature(f).parameters` (or `in sig.parameters`, `sig` a name
    bound to `signature(f)` in `sigs`)."""
    if not (
        isinstance(node, ast.Compare)
        and len(node.ops) == 1
        and isinstance(node.ops[0], ast.In | ast.NotIn)
        and isinstance(node.left, ast.Constant)
        and isinstance(node.left.value, str)
    ):
        return None
    params = node.comparators[0]
    if not (isinstance(params, ast.Attribute) and params.attr == "parameters"):
        return None
    source = params.value
    if isinstance(source, ast.Name) and source.id in sigs:
        return sigs[source.id], node.left.value
    target = _signature_of(source)
    return (target, node.left.value) if target is not None else None


def _signature_names(stmts: list[ast.stmt]) -> Iterator[tuple[str, ast.expr]]:
    """`sig = inspect.signature(f)` statements: (sig, f)."""
    for stmt in stmts:
        if (
            isinstance(stmt, ast.Assign)
            and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)
        ):
            target = _signature_of(stmt.value)
            if target is not None:
                yield stmt.targets[0].id, target


def _signature_of(node: ast.expr) -> ast.expr | None:
    """f of `inspect.signature(f)` / `signature(f)`."""
    if (
        isinstance(node, ast.Call)
        and callee_name(node.func) == "signature"
        and len(node.args) == 1
        and not node.keywords
    ):
        return node.args[0]
    return None


def _is_docstring(stmt: ast.stmt) -> bool:
    return (
        isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Constant)
        and isinstance(stmt.value.value, str)
    )
