"""Driving the executor: the two-phase step and what `collective_rpc` hands back.

Both are semantic drifts: the signatures a consumer binds to did not change, the behaviour
did. They are read from structure and code, never from a version number.
"""

from __future__ import annotations

import ast

from probes.catalogue.reading import Code, Unknown, find, read_code, required
from probes.catalogue.registry import Observed, probe
from probes.views.base import View

EXECUTOR = "vllm.v1.executor.multiproc_executor.MultiprocExecutor"
EXECUTE_MODEL = f"{EXECUTOR}.execute_model"
SAMPLE_TOKENS = f"{EXECUTOR}.sample_tokens"
COLLECTIVE_RPC = f"{EXECUTOR}.collective_rpc"


@probe(
    question="Does the executor have `sample_tokens` (so `execute_model` no longer samples)?",
    uses=(EXECUTE_MODEL, SAMPLE_TOKENS),
    kind="hazard",
    paths=(EXECUTOR, SAMPLE_TOKENS),
)
def executor_has_sample_tokens(view: View) -> Observed:
    """From 0.11.1 a step has two phases: `execute_model` runs the forward, parks its state
    and returns None; `sample_tokens(grammar_output)` samples. A consumer that calls only
    `execute_model` gets no sampled tokens, and its next `execute_model` raises "State
    error: sample_tokens() must be called after execute_model() returns None"."""
    cls = required(view, EXECUTOR)
    method = find(view, SAMPLE_TOKENS)
    if method is not None:
        sig = method.signature.render() if method.signature is not None else "(?)"
        seen = f"MultiprocExecutor.sample_tokens{sig}: execute_model no longer samples"
        return Observed(True, seen, method.evidence)
    seen = "MultiprocExecutor has no sample_tokens: execute_model samples"
    return Observed(False, seen, cls.evidence)


@probe(
    question="What does `collective_rpc(..., unique_reply_rank=r)` return: the bare reply "
    "or a list of one?",
    uses=(COLLECTIVE_RPC,),
    kind="hazard",
    paths=(COLLECTIVE_RPC,),
    sources=(COLLECTIVE_RPC,),
)
def collective_rpc_unique_reply(view: View) -> Observed:
    """Up to 0.11.0 `collective_rpc` returns `[reply]` when `unique_reply_rank` is set; from
    0.11.1 it returns `responses[0] if output_rank is not None else responses`, the bare
    reply. A consumer that indexes `[0]` then takes the first element of the reply itself
    (speculators 0.3.0: the first layer's tensor instead of the list of layers)."""
    method = required(view, COLLECTIVE_RPC)
    if method.signature is None:
        raise Unknown("the signature of MultiprocExecutor.collective_rpc is not readable")
    if method.signature.get("unique_reply_rank") is None:
        seen = f"collective_rpc{method.signature.render()} has no unique_reply_rank"
        return Observed("no-parameter", seen, method.evidence)
    code = read_code(view, COLLECTIVE_RPC, method)
    single = _single_reply_return(code)
    if single is not None and single.value is not None:
        seen = f"returns `{ast.unparse(single.value)}`"
        return Observed("bare", seen, code.where(single))
    returns = method.returns or ""
    if returns.replace(" ", "").lower().startswith(("list[", "list")):
        lists = [n for n in _own_returns(code.definition) if isinstance(n.value, ast.Name)]
        where = code.where(max(lists, key=code.line)) if lists else method.evidence
        seen = f"-> {returns}; no return picks one reply out of the responses"
        return Observed("list", seen, where)
    raise Unknown(f"collective_rpc -> {returns or '?'}: no return picks one reply, none a list")


def _single_reply_return(code: Code) -> ast.Return | None:
    """A `return` (nested helpers included) that gives one element: `x[0]`, `a if c else x[0]`."""
    for node in code.walk():
        if isinstance(node, ast.Return) and node.value is not None and _picks_one(node.value):
            return node
    return None


def _picks_one(expr: ast.expr) -> bool:
    if isinstance(expr, ast.IfExp):
        return _picks_one(expr.body) or _picks_one(expr.orelse)
    return (
        isinstance(expr, ast.Subscript)
        and isinstance(expr.slice, ast.Constant)
        and isinstance(expr.slice.value, int)
    )


def _own_returns(func: ast.AST) -> list[ast.Return]:
    """The function's own `return`s, not those of functions nested in it."""
    found: list[ast.Return] = []
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue
        if isinstance(node, ast.Return):
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found
