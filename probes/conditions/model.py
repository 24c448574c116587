"""The condition model: what holds where a consumer's use of vLLM runs.

A use runs under conditions: the `if` tests around it, the `try` it sits in, the version gate
before it, the way vLLM reaches it. Each is a *fact* that holds on the branch where the use
runs (`Version(">=0.28.0")`, `Present("vllm.x.Y.z")`, `Parameter(f, "p")`, `Exists("vllm.x")`
…); the tests that say it are Python's `not`/`and`/`or` over such facts, and this module
writes their logic once: `Not`, `All`, `Any`, `normal` (negation pushed down to the facts,
conjunctions flattened) and `literals` (what certainly holds where a test is true).
`Use.conditions` is a conjunction of `Condition`s, outermost first: nested conditions are
kept, never cut to the innermost.

Which facts decide a status, and how, is the guarded rule's business
(probes/rules/status.py); the recognisers that read a test as facts live with the walker
(probes/usage/guards.py, narrowing.py, signature_tests.py, version_specs.py) and return this
model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import ClassVar, Literal, TypeAlias, TypeVar

from probes.conditions.versions import negate


@dataclass(frozen=True)
class TypeChecking:
    """`if TYPE_CHECKING:`: true only for a type checker, never when the code runs."""

    name: ClassVar[str] = "type-checking"


TriedHow = Literal[
    "try-body", "handler", "after-try", "retry", "two-bindings", "conditional-base", "caller-try"
]


@dataclass(frozen=True)
class Tried:
    """The code runs where a failed vLLM import or call is caught: in a `try` body whose
    handler catches it, in the handler that runs when the body's import failed, after a
    `try`/`except ImportError: return`, in the retry of an `except TypeError:`, through a
    name bound twice, in a class whose vLLM base is one of two bindings, in a local function
    every call of which is caught (`how`)."""

    how: TriedHow = "try-body"
    name: ClassVar[str] = "tried"


@dataclass(frozen=True)
class Refuses:
    """The consumer checks vLLM itself and raises its own error where this use would fail:
    an `except ImportError:` that raises a message, or a feature check of the class
    (`inspect.signature(Cls.__init__)` before a `raise`)."""

    how: Literal["handler", "api-check"] = "handler"
    name: ClassVar[str] = "refuses"


@dataclass(frozen=True)
class Version:
    """vLLM's version is in `spec` (a specifier set as text); None: a test of vLLM's version
    that could not be read."""

    spec: str | None = None
    name: ClassVar[str] = "version"


@dataclass(frozen=True)
class Present:
    """`hasattr(obj, "y")` (or `getattr(obj, "y", None)` tested for truth): vLLM's `symbol`
    exists (None: a presence test whose symbol was not recorded)."""

    symbol: str | None = None
    name: ClassVar[str] = "present"


@dataclass(frozen=True)
class Parameter:
    """`"p" in inspect.signature(f).parameters`: the vLLM callable `symbol` has `parameter`."""

    symbol: str
    parameter: str
    name: ClassVar[str] = "parameter"


@dataclass(frozen=True)
class Exists:
    """`importlib.util.find_spec("vllm.x")` tested for truth (or `is not None`, or a module
    flag assigned from one): vLLM's module `module` exists (rule `find-spec-flag`)."""

    module: str
    name: ClassVar[str] = "module-exists"


@dataclass(frozen=True)
class IsInstance:
    """`isinstance(var, C)`: the consumer's name `var` holds a `cls` (a vLLM class path;
    None where `C` is not vLLM's or names several classes)."""

    var: str
    cls: str | None = None
    name: ClassVar[str] = "isinstance"


@dataclass(frozen=True)
class Truthy:
    """vLLM's attribute `symbol` is truthy (a plain operand of `if a and b:`)."""

    symbol: str
    name: ClassVar[str] = "truthy"


@dataclass(frozen=True)
class Reads:
    """A test that reads these vLLM symbols holds: if one is gone, the test's meaning went
    with it (a use under it is that symbol's consequence, not a break of its own)."""

    symbols: tuple[str, ...]
    name: ClassVar[str] = "reads"


@dataclass(frozen=True)
class OwnSwitch:
    """The consumer's own attribute `attr` is true, and the consumer only ever sets it to a
    falsy constant (`where`: one such assignment): the code runs on no release."""

    attr: str
    where: str
    name: ClassVar[str] = "own-switch"

    @property
    def why(self) -> str:
        return (
            f"it runs only if the consumer's own `{self.attr}` is true, and the "
            f"consumer only ever sets it to a falsy constant ({self.where})"
        )


@dataclass(frozen=True)
class IsNone:
    """The enclosing function's `parameter` (default None) is None: its caller left it out."""

    parameter: str
    name: ClassVar[str] = "is-none"


ReachHow = Literal["never-instantiated", "uncalled", "submodel-part", "only-installed"]


@dataclass(frozen=True)
class Reached:
    """How vLLM reaches the code, where not plainly: a subclass nothing in the consumer
    instantiates (vLLM may, by name), a private override the consumer never calls, a class
    registered only on models the consumer builds as sub-models (`hosts`), a function the
    consumer only installs on vLLM module attributes (only vLLM can call it)."""

    how: ReachHow
    hosts: str = ""
    name: ClassVar[str] = "reached"


@dataclass(frozen=True)
class Opaque:
    """A test the model cannot read (its source text): it holds on one branch, not the other."""

    text: str
    name: ClassVar[str] = "opaque"


Fact: TypeAlias = (
    TypeChecking
    | Tried
    | Refuses
    | Version
    | Present
    | Parameter
    | Exists
    | IsInstance
    | Truthy
    | Reads
    | OwnSwitch
    | IsNone
    | Reached
    | Opaque
)
FACTS: tuple[type[Fact], ...] = (
    TypeChecking,
    Tried,
    Refuses,
    Version,
    Present,
    Parameter,
    Exists,
    IsInstance,
    Truthy,
    Reads,
    OwnSwitch,
    IsNone,
    Reached,
    Opaque,
)


@dataclass(frozen=True)
class Not:
    term: Term


@dataclass(frozen=True)
class All:
    terms: tuple[Term, ...]


@dataclass(frozen=True)
class Any:
    terms: tuple[Term, ...]


Term: TypeAlias = Fact | Not | All | Any
Literal_: TypeAlias = Fact | Not  # a fact or its negation (`normal` leaves `Not` on facts only)
F = TypeVar("F", bound=Fact)


def negated(term: Term) -> Term:
    """`not term`, pushed down: `Not(Not(x))` is `x`, De Morgan for `All`/`Any`, and a
    single version specifier becomes its complement."""
    if isinstance(term, Not):
        return normal(term.term)
    if isinstance(term, All):
        return normal(Any(tuple(Not(t) for t in term.terms)))
    if isinstance(term, Any):
        return normal(All(tuple(Not(t) for t in term.terms)))
    if isinstance(term, Version):
        if term.spec is None:  # a version test not read: its else is one too
            return term
        other = negate(term.spec)
        return Version(other) if other is not None else Not(term)
    return Not(term)


def normal(term: Term) -> Term:
    """Negation normal form, conjunctions and disjunctions flattened, each part once."""
    if isinstance(term, Not):
        return negated(term.term)
    if isinstance(term, All | Any):
        kind = type(term)
        parts: list[Term] = []
        for part in (normal(t) for t in term.terms):
            for piece in part.terms if isinstance(part, kind) else (part,):
                if piece not in parts:
                    parts.append(piece)
        return parts[0] if len(parts) == 1 else kind(tuple(parts))
    return term


def literals(term: Term) -> tuple[Literal_, ...]:
    """What certainly holds where `term` is true: the facts (and negated facts) of its
    top-level conjunction in normal form; a disjunction says nothing certain."""
    form = normal(term)
    parts = form.terms if isinstance(form, All) else (form,)
    return tuple(p for p in parts if not isinstance(p, All | Any))


def branches(test: Term) -> tuple[tuple[Literal_, ...], tuple[Literal_, ...]]:
    """(what holds in an `if`'s body, what holds in its `else`)."""
    return literals(test), literals(Not(test))


def evaluate(term: Term, truth: Callable[[Fact], bool | None]) -> bool | None:
    """Kleene's three-valued value of `term` where each fact has `truth(fact)` (None: not
    known)."""
    if isinstance(term, Not):
        inner = evaluate(term.term, truth)
        return None if inner is None else not inner
    if isinstance(term, All | Any):
        values = [evaluate(t, truth) for t in term.terms]
        decisive = isinstance(term, Any)  # True decides an Any, False an All
        if decisive in values:
            return decisive
        return None if None in values else not decisive
    return truth(term)


def positive(found: Iterable[Literal_], kind: type[F]) -> list[F]:
    """The facts of `kind` among `found` that hold (not negated)."""
    return [f for f in found if isinstance(f, kind)]


def negative(found: Iterable[Literal_], kind: type[F]) -> list[F]:
    """The facts of `kind` among `found` whose negation holds."""
    return [f.term for f in found if isinstance(f, Not) and isinstance(f.term, kind)]
