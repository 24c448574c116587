"""The probe registry: named, documented questions about vLLM, answered on any view.

A probe is data with a name, a docstring that says why, the consumer uses it speaks for,
and a function from a view to what it saw. Probes register by decorator (like nox sessions
or griffe extensions) and are listed by `spec-compat probe`; a probe's name is its
function's name in kebab case, so the body never repeats it (it returns an `Observed`, and
the registry makes the named `Answer`). Signature and structure probes answer from any
view; hazard probes read a function's code through the view (`view.source_of`); behaviour
probes need a live vLLM, and some a GPU (`needs`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from probes.api import LookupReason
from probes.views.base import View

ProbeKind = Literal["signature", "structure", "hazard", "behaviour"]
Needs = Literal["static", "live", "gpu"]
AnswerValue = bool | str | int | None


@dataclass(frozen=True)
class Answer:
    """What a probe saw: a JSON-able value, one line saying what it saw, and where.

    `status` is `unknown` when the view could not answer (the value is then None); `code`
    then says why when a lookup could not answer (e.g. `outside-snapshot`), for decisions.
    """

    probe: str
    value: AnswerValue
    seen: str
    evidence: str | None = None
    status: Literal["answered", "unknown", "not-run"] = "answered"
    code: LookupReason | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "probe": self.probe,
            "value": self.value,
            "seen": self.seen,
            "evidence": self.evidence,
            "status": self.status,
        }


class Observed(NamedTuple):
    """What a probe body returns: the value, one line saying what it saw, and where."""

    value: AnswerValue
    seen: str
    evidence: str | None = None


Observe = Callable[[View], Observed]


@dataclass(frozen=True)
class Probe:
    name: str
    question: str
    why: str
    uses: tuple[str, ...]
    kind: ProbeKind
    needs: Needs
    paths: tuple[str, ...]  # vLLM paths it looks up: snapshots must hold them
    observe: Observe = field(compare=False)
    sources: tuple[str, ...] = ()  # vLLM paths whose code it reads (`view.source_of`)

    def run(self, view: View) -> Answer:
        """This probe's answer on `view` (raises what the view raises when it cannot say)."""
        value, seen, evidence = self.observe(view)
        return Answer(self.name, value, seen, evidence)


REGISTRY: dict[str, Probe] = {}


def probe_name(fn: Callable[..., object]) -> str:
    """`executor_has_sample_tokens` -> `executor-has-sample-tokens`."""
    return fn.__name__.strip("_").replace("_", "-")


def probe(
    *,
    question: str,
    uses: tuple[str, ...] = (),
    kind: ProbeKind = "signature",
    needs: Needs = "static",
    paths: tuple[str, ...] = (),
    sources: tuple[str, ...] = (),
) -> Callable[[Observe], Observe]:
    """Register a probe named after the function; its docstring is the "why"."""

    def register(fn: Observe) -> Observe:
        name = probe_name(fn)
        if name in REGISTRY:
            raise ValueError(f"probe {name!r} is registered twice")
        REGISTRY[name] = Probe(
            name=name,
            question=question,
            why=(fn.__doc__ or "").strip(),
            uses=uses,
            kind=kind,
            needs=needs,
            paths=paths,
            observe=fn,
            sources=sources,
        )
        return fn

    return register
