"""What holds in each branch of an `if` beyond its guards: the facts the demotions read.

`ModuleWalker` (through `GuardedWalk`) mixes this in. Each method reads one operand of a test
as a fact of the model (probes/conditions/): a parameter left out (`IsNone`), a vLLM
attribute that must be truthy (`Truthy`), the consumer's own switch it never turns on
(`OwnSwitch`); `branches` then says what holds in the body and what in the `else`.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from probes.conditions import (
    All,
    IsNone,
    Not,
    OwnSwitch,
    Term,
    Truthy,
    boolean,
    branches,
    negative,
    positive,
)

if TYPE_CHECKING:
    from probes.usage.env import Env
    from probes.usage.model import ConsumerFacts, Emitted

BranchFlags = tuple[tuple[str, ...], list[OwnSwitch]]  # (Truthy symbols, OwnSwitch) of a branch


class BranchFacts:
    """The branch facts of `GuardedWalk` (see the module docstring)."""

    env: Env
    facts: ConsumerFacts
    out: list[Emitted]
    _defs: list[ast.FunctionDef | ast.AsyncFunctionDef]  # enclosing functions

    def _none_branches(self, test: ast.expr) -> tuple[list[str], list[str]]:
        """Parameters (default None) of the enclosing function that the model says are None
        in each branch: `if p is None:` the body, `if p is not None:` / `if p:` the else
        (`p` true is taken as `p` given)."""
        fn = self._defs[-1] if self._defs else None
        if fn is None:
            return [], []
        params = _none_defaults(fn)

        def atom(node: ast.expr) -> Term | None:
            if isinstance(node, ast.Name) and node.id in params:
                return Not(IsNone(node.id))
            if isinstance(node, ast.Compare) and len(node.ops) == 1:
                right, op = node.comparators[0], node.ops[0]
                is_none = isinstance(right, ast.Constant) and right.value is None
                left = node.left
                named = isinstance(left, ast.Name) and left.id in params
                if named and is_none and isinstance(op, ast.Is | ast.IsNot):
                    assert isinstance(left, ast.Name)
                    fact = IsNone(left.id)
                    return fact if isinstance(op, ast.Is) else Not(fact)
            return None

        in_body, in_else = branches(boolean(test, atom))
        body_none = [f.parameter for f in positive(in_body, IsNone)]
        return body_none, [f.parameter for f in positive(in_else, IsNone)]

    def _flag_facts(
        self, test: ast.expr, start: int
    ) -> tuple[tuple[tuple[str, ...], list[OwnSwitch]], tuple[tuple[str, ...], list[OwnSwitch]]]:
        """For the body and the else of an `if`: the vLLM attributes that must be truthy
        there (`Truthy`: an operand `x.attr`, or `getattr(x, "attr", None)`, read by a use
        emitted since `start`), and the consumer's own switch it never turns on (`OwnSwitch`:
        `self.flag`, set only to falsy constants; the first one). What holds in each branch
        is the model's (`branches`: `not`, `and`, `or`)."""
        body, orelse = (
            (tuple(f.symbol for f in positive(found, Truthy)), positive(found, OwnSwitch)[:1])
            for found in branches(boolean(test, self._flag_atom(start)))
        )
        return body, orelse

    def _falsy_reads(self, operand: ast.expr, start: int) -> tuple[str, ...]:
        """Rule `or-fallback`: the vLLM attributes that are falsy or missing wherever
        `operand` of an `or` is false (`getattr(m, "New", None)`, `m.New`, read by a use
        emitted since `start`): what runs after it runs only there."""
        found = branches(boolean(operand, self._flag_atom(start)))[1]
        return tuple(f.symbol for f in negative(found, Truthy))

    def _flag_atom(self, start: int) -> Callable[[ast.expr], Term | None]:
        """The reader of one operand of a test as the consumer's own switch or as vLLM
        attributes it needs truthy (the uses emitted since `start` at the operand's span)."""
        spans: dict[tuple[int, int, int | None, int | None], list[str]] = {}
        for e in self.out[start:]:
            if e.use.kind in ("attribute", "base-member"):
                line, col, end, end_col = e.key[:4]
                spans.setdefault((line, col, end, end_col), []).append(e.use.symbol)

        def atom(node: ast.expr) -> Term | None:
            switch = self._own_switch(node)
            if switch is not None:
                return switch
            read = node if isinstance(node, ast.Attribute) else _presence_read(node)
            if read is None:
                return None
            span = (read.lineno, read.col_offset, read.end_lineno, read.end_col_offset)
            symbols = spans.get(span, [])
            return All(tuple(Truthy(s) for s in symbols)) if symbols else None

        return atom

    def _own_switch(self, part: ast.expr) -> OwnSwitch | None:
        """`self.flag` where `flag` is the consumer's own attribute and it only ever sets it
        to a falsy constant: where it must be true, the code runs on no release (switches)."""
        frame = self.env.method_frame()
        if not (
            frame is not None
            and isinstance(part, ast.Attribute)
            and isinstance(part.value, ast.Name)
            and part.value.id == frame.self_name
            and self.env.describe(part) is None  # the consumer's, not a vLLM member
        ):
            return None
        where = self.facts.falsy_switch(part.attr)
        return OwnSwitch(part.attr, where) if where is not None else None


def _none_defaults(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The parameters of `fn` whose default is None."""
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    pairs = list(
        zip(positional[len(positional) - len(args.defaults) :], args.defaults, strict=True)
    )
    pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d]
    return {a.arg for a, d in pairs if isinstance(d, ast.Constant) and d.value is None}


def _presence_read(test: ast.expr) -> ast.Call | None:
    """`getattr(x, "y", None)` (or `… is not None`): true only where `x` has `y`."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.IsNot):
        test = test.left
    if (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Name)
        and test.func.id == "getattr"
        and len(test.args) == 3
        and isinstance(test.args[2], ast.Constant)
        and not test.args[2].value
    ):
        return test
    return None
