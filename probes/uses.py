"""What a consumer uses of vLLM: the data usage extraction produces and the checker reads.

Every use names the fully qualified vLLM path it needs and carries a stable id built from
content (consumer module, enclosing definition, kind, symbol, ordinal), so that a finding
keeps its id when unrelated lines move.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any, Literal

from probes.api import Signature

USAGE_SCHEMA_VERSION = 1

UseKind = Literal[
    "import",  # `import vllm.x` / `from vllm.x import y` (also inside functions)
    "call",  # a call of a vLLM callable: function, class constructor, or method on a vLLM object
    "attribute",  # an attribute read on a vLLM module, class or inferred instance
    "subclass",  # a consumer class deriving from a vLLM class (or mixed into vLLM's Worker)
    "override",  # a method of such a class that overrides a vLLM method (vLLM calls it)
    "base-member",  # a member of the vLLM base used through `self` / `super()`
    "string-target",  # a vLLM name given as a string: collective_rpc method, dotted class path
    "config-field",  # a keyword given to a vLLM config class
    "define",  # a member the consumer sets on a vLLM class or object (it exists afterwards)
]

GuardKind = Literal[
    "type-checking",
    "try-except",
    "version-check",
    "hasattr",
    "refusal",  # the consumer checks vLLM itself and raises its own error when it lacks this
    "signature-has",  # under `"p" in inspect.signature(f).parameters`: f has parameter p
    "signature-lacks",  # where that test is false: f has no parameter p
    "module-exists",  # under `find_spec("vllm.x")` (parameter: the module): vllm.x exists
]


@dataclass(frozen=True)
class CallShape:
    """How a call site passes its arguments (values are never needed, only the shape)."""

    positional: int = 0
    keywords: tuple[str, ...] = ()
    star_args: bool = False
    star_kwargs: bool = False

    def render(self) -> str:
        parts = ["_"] * self.positional + [f"{k}=_" for k in self.keywords]
        if self.star_args:
            parts.append("*args")
        if self.star_kwargs:
            parts.append("**kwargs")
        return "(" + ", ".join(parts) + ")"


@dataclass(frozen=True)
class Guard:
    """Why a use may not run: TYPE_CHECKING only, or a try/except, version or hasattr check.

    `fallback` is True when the guard gives the consumer another path if the use fails
    (an `except ImportError:` that does something else, an `else:` branch). `condition`, for
    a version check the extractor could read, is the specifier set of vLLM releases on which
    the use runs (`>=0.28.0`): elsewhere it does not run at all, or, without a fallback, the
    consumer refuses the release itself. `parameter`, for a signature test, is the parameter
    the callable has (`signature-has`) or lacks (`signature-lacks`) where the use runs.
    `outer` holds the guards around this one, outermost first: nested conditions are kept
    as a conjunction (the use runs only where all hold; the nearest that handles a failure
    decides), never cut to the innermost.
    """

    kind: GuardKind
    fallback: bool = True
    condition: str | None = None
    parameter: str | None = None
    outer: tuple[Guard, ...] = ()

    @property
    def chain(self) -> tuple[Guard, ...]:
        """Every guard the use sits under, outermost first, this one last."""
        return (*self.outer, replace(self, outer=()))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Guard:
        outer = tuple(cls.from_json(g) for g in data.get("outer", ()))
        return cls(**{**data, "outer": outer})


def _guard_json(guard: Guard) -> dict[str, Any]:
    """A guard as JSON; `parameter` only where a signature test set it, `outer` only where
    the use sits under more than one guard."""
    data = asdict(guard)
    if data["parameter"] is None:
        del data["parameter"]
    del data["outer"]
    if guard.outer:
        data["outer"] = [_guard_json(g) for g in guard.outer]
    return data


@dataclass(frozen=True)
class Location:
    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Use:
    """One use of vLLM by a consumer.

    `symbol` is the vLLM path as the consumer spells it after resolving its own imports
    (the view follows vLLM's re-exports). For members of vLLM objects it is
    `<class path>.<member>`. `via` says how the owning type was inferred (constructor,
    annotation, return annotation, attribute annotation, self, super). `also_from` lists the
    other places the member may come from: further vLLM bases of the consumer's class (their
    `<base>.<member>` paths) and non-vLLM bases (their dotted names), so a member absent from
    the first base is not a break when another base may provide it. `defines` (subclass
    uses) lists what the consumer class gets from consumer classes, mixins included.
    `requires` lists the vLLM symbols read by the conditions the use runs under (`if
    self.x:` around it, or `if not self.x: return` before it): if one is gone, the
    condition's meaning went with it and this use is its consequence, not a break of its own.
    `runs_if` lists the vLLM attributes that must be truthy for the use to run (plain
    operands of the `if a and b:` it sits in): where a release only ever sets one to a falsy
    constant, the use never runs there. `dead` says why it runs on no release: it sits
    under `if self.flag:` and the consumer only ever sets `flag` to a falsy constant.
    `unset` names parameters of the enclosing function (default None) that are None where
    the use runs (`else` of `if p is not None:`): it runs only for callers that leave them out.
    """

    id: str
    kind: UseKind
    symbol: str
    location: Location
    module: str
    context: str = ""
    call: CallShape | None = None
    guard: Guard | None = None
    via: str | None = None
    consumer_class: str | None = None
    override: Signature | None = None
    target_kind: str | None = None
    also_from: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    runs_if: tuple[str, ...] = ()
    dead: str = ""
    unset: tuple[str, ...] = ()

    @property
    def owner(self) -> str:
        """The vLLM path that holds the used member (the symbol's parent)."""
        return self.symbol.rsplit(".", 1)[0]

    @property
    def member(self) -> str:
        return self.symbol.rsplit(".", 1)[-1]

    def to_json(self) -> dict[str, Any]:
        """A dict that `Use.from_json` turns back into an equal Use (empty parts left out)."""
        data = asdict(self)
        data["location"] = str(self.location)
        data["call"] = asdict(self.call) if self.call else None
        data["guard"] = _guard_json(self.guard) if self.guard else None
        data["override"] = self.override.to_json() if self.override is not None else None
        if self.call is not None:
            data["call"]["keywords"] = list(self.call.keywords)
        data["also_from"] = list(self.also_from)
        data["defines"] = list(self.defines)
        data["requires"] = list(self.requires)
        data["runs_if"] = list(self.runs_if)
        data["unset"] = list(self.unset)
        return {k: v for k, v in data.items() if v not in (None, "", [], False)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Use:
        file, _, line = data["location"].rpartition(":")
        call = data.get("call")
        guard = data.get("guard")
        override = data.get("override")
        return cls(
            id=data["id"],
            kind=data["kind"],
            symbol=data["symbol"],
            location=Location(file, int(line)),
            module=data["module"],
            context=data.get("context", ""),
            call=CallShape(**{**call, "keywords": tuple(call["keywords"])}) if call else None,
            guard=Guard.from_json(guard) if guard else None,
            via=data.get("via"),
            consumer_class=data.get("consumer_class"),
            override=Signature.from_json(override) if override is not None else None,
            target_kind=data.get("target_kind"),
            also_from=tuple(data.get("also_from", ())),
            defines=tuple(data.get("defines", ())),
            requires=tuple(data.get("requires", ())),
            runs_if=tuple(data.get("runs_if", ())),
            dead=data.get("dead", ""),
            unset=tuple(data.get("unset", ())),
        )


@dataclass
class Usage:
    """Every use of vLLM by one consumer (a release, an installed package or a folder).

    `requires` lists the pinned consumer releases (`hs-connectors==0.9.0`) whose findings
    this consumer inherits; `errors` holds files that could not be read. `vllm_requirements`
    holds its metadata's `Requires-Dist` lines on vLLM, as written (None: not recorded).
    `reach` maps the files that do not run on every release to how they run (JSON of
    `probes.reachability.Reach`: unreached, gated by a version condition, or a test);
    empty in usages written before it existed (every file then counts as reached).
    """

    consumer: str
    source: dict[str, Any]
    uses: list[Use] = field(default_factory=list)
    requires: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    vllm_requirements: list[str] | None = None
    reach: dict[str, dict[str, str]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": USAGE_SCHEMA_VERSION,
            "consumer": self.consumer,
            "source": self.source,
            "requires": self.requires,
            "vllm_requirements": self.vllm_requirements,
            "errors": self.errors,
            "uses": [use.to_json() for use in self.uses],
            **({"reach": self.reach} if self.reach else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Usage:
        if data.get("schema_version") != USAGE_SCHEMA_VERSION:
            raise ValueError(
                f"usage schema_version {data.get('schema_version')!r} is not "
                f"{USAGE_SCHEMA_VERSION}: regenerate it with `spec-compat snapshot --consumer`"
            )
        return cls(
            consumer=data["consumer"],
            source=data["source"],
            uses=[Use.from_json(u) for u in data["uses"]],
            requires=list(data.get("requires", [])),
            errors=list(data.get("errors", [])),
            vllm_requirements=data.get("vllm_requirements"),
            reach={k: dict(v) for k, v in (data.get("reach") or {}).items()},
        )
