"""One condition a use runs under, and the helpers every reader of `Use.conditions` uses.

`Use.conditions` is a conjunction, outermost first: the guards (the facts the guarded rule
judges, in nesting order, the innermost last), then the other facts the walk recorded (the
reads of the tests, the vLLM attributes they need truthy, the consumer's own dead switch,
the parameters left out, how vLLM reaches the code). Readers never look at the tuple's
shape: they ask the helpers below.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any as AnyValue

from probes.conditions.model import (
    FACTS,
    Exists,
    Fact,
    IsNone,
    Literal_,
    Not,
    OwnSwitch,
    Parameter,
    Present,
    Reached,
    ReachHow,
    Reads,
    Refuses,
    Tried,
    Truthy,
    TypeChecking,
    Version,
)

# The facts the guarded rule judges (probes/rules/status.py): the rest only inform demotions.
GUARD_FACTS: tuple[type[Fact], ...] = (
    TypeChecking,
    Tried,
    Refuses,
    Version,
    Present,
    Parameter,
    Exists,
)


@dataclass(frozen=True)
class Condition:
    """`fact` (a fact or a negated one) holds where the use runs. `fallback`: where it does
    not hold, or the use fails under it, the consumer has another path (an `else`, a
    handler that does not raise); False where that path raises or ends the process."""

    fact: Literal_
    fallback: bool = True

    @property
    def atom(self) -> Fact:
        """The fact, negated or not."""
        return self.fact.term if isinstance(self.fact, Not) else self.fact  # type: ignore[return-value]

    @property
    def negated(self) -> bool:
        return isinstance(self.fact, Not)

    @property
    def is_guard(self) -> bool:
        """A fact the guarded rule judges. A negated presence or module test (the branch
        where vLLM lacks the feature) is none: the view decides whether that branch runs at
        all (rule `feature-test-else`, probes/rules/feature_facts.py)."""
        return isinstance(self.atom, GUARD_FACTS) and not self.absent

    @property
    def absent(self) -> bool:
        """`Not(Present(…))` or `Not(Exists(…))`: the use runs only where vLLM lacks it."""
        return self.negated and isinstance(self.atom, Present | Exists)

    @property
    def spec(self) -> str | None:
        """The version condition (releases where the use runs), for a version fact."""
        atom = self.atom
        return atom.spec if isinstance(atom, Version) and not self.negated else None

    def to_json(self) -> dict[str, AnyValue]:
        atom = self.atom
        data: dict[str, AnyValue] = {"fact": atom.name}
        for f in fields(atom):
            value = getattr(atom, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        if self.negated:
            data["not"] = True
        if not self.fallback:
            data["fallback"] = False
        return data

    @classmethod
    def from_json(cls, data: dict[str, AnyValue]) -> Condition:
        kinds = {k.name: k for k in FACTS}
        kind = kinds[data["fact"]]
        values: dict[str, AnyValue] = {
            f.name: tuple(data[f.name]) if isinstance(data.get(f.name), list) else data[f.name]
            for f in fields(kind)
            if f.name in data
        }
        atom = kind(**values)
        return cls(Not(atom) if data.get("not") else atom, bool(data.get("fallback", True)))


Conditions = tuple[Condition, ...]


def guard(fact: Literal_, fallback: bool = True) -> Condition:
    return Condition(fact, fallback)


def guards(conditions: Iterable[Condition]) -> Conditions:
    """The conditions the guarded rule judges, outermost first."""
    return tuple(c for c in conditions if c.is_guard)


def innermost(conditions: Iterable[Condition]) -> Condition | None:
    """The nearest guard around the use (the one its own failure meets first)."""
    found = guards(conditions)
    return found[-1] if found else None


def _unique(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(values))


def reads(conditions: Iterable[Condition]) -> tuple[str, ...]:
    """The vLLM symbols the tests around the use read (once each, outermost first)."""
    return _unique(s for c in conditions if isinstance(c.atom, Reads) for s in c.atom.symbols)


def truthy(conditions: Iterable[Condition]) -> tuple[str, ...]:
    """The vLLM attributes that must be truthy for the use to run (not those that must be
    falsy: `Not(Truthy)`, rule `or-fallback`)."""
    return _unique(
        c.atom.symbol for c in conditions if isinstance(c.atom, Truthy) and not c.negated
    )


def dead(conditions: Iterable[Condition]) -> str:
    """Why the use runs on no release (the consumer's own switch it never turns on), or ""."""
    found = [c.atom for c in conditions if isinstance(c.atom, OwnSwitch)]
    return found[-1].why if found else ""


def unset(conditions: Iterable[Condition]) -> tuple[str, ...]:
    """Parameters of the enclosing function that are None where the use runs."""
    return _unique(c.atom.parameter for c in conditions if isinstance(c.atom, IsNone))


def reached(conditions: Sequence[Condition], how: ReachHow) -> Reached | None:
    """The `Reached` fact of this kind, if the use has it."""
    return next(
        (c.atom for c in conditions if isinstance(c.atom, Reached) and c.atom.how == how), None
    )


def present_tested(conditions: Iterable[Condition]) -> bool:
    """The nearest guard is a presence test (`hasattr`, `getattr(…, None)`)."""
    nearest = innermost(conditions)
    return nearest is not None and isinstance(nearest.atom, Present)
