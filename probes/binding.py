"""Does a call of a given shape bind to a signature? The static answer to CPython's binding.

The rules mirror `inspect.Signature.bind` (and so CPython's call): positional arguments
fill positional slots in order, keywords fill named slots or `**kwargs`, every required
parameter must be filled once. A spread (`*args`, `**kwargs` at the call site) may fill
what is left, so a problem is reported only when no spread content could avoid it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from probes.api import ParamKind, Signature
from probes.findings import Reason
from probes.uses import CallShape

BindKind = Literal["unexpected-keyword", "missing-required-argument", "too-many-positional"]


@dataclass(frozen=True)
class BindProblem:
    """Why a call does not bind: a finding kind, the parameter concerned (for too many
    positional arguments: their count), a fix hint, and the reason code."""

    kind: BindKind
    name: str
    detail: str
    hint: str
    reason: Reason

    @property
    def parameter(self) -> str | None:
        """The parameter the problem is about (none for a count of positional arguments)."""
        return None if self.kind == "too-many-positional" else self.name


def bind_problems(sig: Signature, call: CallShape) -> list[BindProblem]:
    """Every reason the call cannot bind, in parameter order; [] when it binds."""
    problems: list[BindProblem] = []
    slots = sig.positional
    filled: set[str] = {p.name for p in slots[: call.positional]}
    if call.positional > len(slots) and sig.var_positional is None:
        problems.append(
            BindProblem(
                "too-many-positional",
                str(call.positional),
                f"{call.positional} positional arguments given, {len(slots)} accepted",
                f"pass at most {len(slots)} positionally; name the rest",
                "too-many-positional",
            )
        )
    problems += _keyword_problems(sig, call, filled)
    problems += _missing_problems(sig, call, filled)
    return problems


def _keyword_problems(sig: Signature, call: CallShape, filled: set[str]) -> list[BindProblem]:
    problems = []
    for kw in call.keywords:
        param = sig.get(kw)
        named = param is not None and param.kind is not ParamKind.POSITIONAL_ONLY
        if named and kw in filled:
            problems.append(
                BindProblem(
                    "unexpected-keyword",
                    kw,
                    f"`{kw}` given both positionally and by keyword",
                    f"drop keyword `{kw}`: its position is taken by a positional argument",
                    "given-twice",
                )
            )
        elif named:
            filled.add(kw)
        elif sig.var_keyword is None:
            why = "positional-only" if param is not None else "removed or renamed"
            problems.append(
                BindProblem(
                    "unexpected-keyword",
                    kw,
                    f"no parameter `{kw}` accepts a keyword ({why})",
                    f"drop keyword `{kw}`: {why}",
                    "positional-only" if param is not None else "no-such-parameter",
                )
            )
    return problems


def _spread_reach(sig: Signature, call: CallShape) -> set[str]:
    """Positional slots a `*args` spread can fill: those after the explicit positional
    arguments and before the first slot named by a keyword (filling that one too would give
    it two values)."""
    if not call.star_args:
        return set()
    reach: set[str] = set()
    for param in sig.positional[call.positional :]:
        if param.kind is ParamKind.POSITIONAL_OR_KEYWORD and param.name in call.keywords:
            break
        reach.add(param.name)
    return reach


def _missing_problems(sig: Signature, call: CallShape, filled: set[str]) -> list[BindProblem]:
    problems = []
    reach = _spread_reach(sig, call)
    for param in sig.params:
        if not param.required or param.name in filled or param.name in reach:
            continue
        if param.kind is ParamKind.POSITIONAL_OR_KEYWORD and call.star_kwargs:
            continue
        if param.kind is ParamKind.KEYWORD_ONLY and call.star_kwargs:
            continue
        problems.append(
            BindProblem(
                "missing-required-argument",
                param.name,
                f"required parameter `{param.name}` is not given",
                f"pass `{param.name}`: now required",
                "missing-parameter",
            )
        )
    return problems
