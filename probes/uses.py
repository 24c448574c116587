"""What a consumer uses of vLLM: the data usage extraction produces and the checker reads.

Every use names the fully qualified vLLM path it needs and carries a stable id built from
content (consumer module, enclosing definition, kind, symbol, ordinal), so that a finding
keeps its id when unrelated lines move.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Literal

from probes.api import Signature
from probes.conditions import condition
from probes.conditions.condition import Condition, Conditions
from probes.conditions.model import Reached, ReachHow

USAGE_SCHEMA_VERSION = 2  # 2: `conditions` and `role` (issue 18)

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

# What a use's target is, where the kind alone does not say (no condition: those are in
# `Use.conditions`): an import naming a module, a `super().m()` inside the consumer's own hook
# `m` that only vLLM calls, a string target (a dotted class path, a `collective_rpc` method
# of vLLM's or of the consumer's own), a call whose result is indexed by position, a function
# the consumer installs on a vLLM class or module (an `override` use: probes/usage/installs.py),
# a call the consumer awaits (`await obj.m(…)`: probes/await_checks.py).
UseRole = Literal[
    "module",
    "own-hook",
    "dotted-path",
    "rpc-method",
    "rpc-method-local",
    "result-indexed",
    "installed",
    "awaited",
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
    `conditions` is everything the use runs under, a conjunction in the condition model
    (probes/conditions/): its guards, outermost first, and the facts the demotions read
    (`requires`, `runs_if`, `dead`, `unset`, `reached` below). `role` says what the target
    is where the kind does not (`UseRole`).
    """

    id: str
    kind: UseKind
    symbol: str
    location: Location
    module: str
    context: str = ""
    call: CallShape | None = None
    conditions: Conditions = ()
    via: str | None = None
    consumer_class: str | None = None
    override: Signature | None = None
    role: UseRole | None = None
    also_from: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()

    @property
    def owner(self) -> str:
        """The vLLM path that holds the used member (the symbol's parent)."""
        return self.symbol.rsplit(".", 1)[0]

    @property
    def member(self) -> str:
        return self.symbol.rsplit(".", 1)[-1]

    @property
    def guards(self) -> Conditions:
        """The conditions the guarded rule judges, outermost first."""
        return condition.guards(self.conditions)

    @property
    def requires(self) -> tuple[str, ...]:
        """The vLLM symbols read by the tests the use runs under (`if self.x:` around it, `if
        not self.x: return` before it): if one is gone, the test's meaning went with it and
        this use is its consequence, not a break of its own."""
        return condition.reads(self.conditions)

    @property
    def runs_if(self) -> tuple[str, ...]:
        """The vLLM attributes that must be truthy for the use to run (plain operands of
        the `if a and b:` it sits in): where a release only ever sets one to a falsy
        constant, the use never runs there."""
        return condition.truthy(self.conditions)

    @property
    def dead(self) -> str:
        """Why it runs on no release: under `if self.flag:`, a flag the consumer only ever
        sets to a falsy constant ("" if not so)."""
        return condition.dead(self.conditions)

    @property
    def unset(self) -> tuple[str, ...]:
        """Parameters of the enclosing function (default None) that are None where the use
        runs (`else` of `if p is not None:`): it runs only for callers that leave them out."""
        return condition.unset(self.conditions)

    def reached(self, how: ReachHow) -> Reached | None:
        """The use's `Reached` fact of this kind (how vLLM reaches it), if any."""
        return condition.reached(self.conditions, how)

    def to_json(self) -> dict[str, Any]:
        """A dict that `Use.from_json` turns back into an equal Use (empty parts left out)."""
        data = asdict(self)
        data["location"] = str(self.location)
        data["call"] = asdict(self.call) if self.call else None
        data["conditions"] = [c.to_json() for c in self.conditions]
        data["override"] = self.override.to_json() if self.override is not None else None
        if self.call is not None:
            data["call"]["keywords"] = list(self.call.keywords)
        data["also_from"] = list(self.also_from)
        data["defines"] = list(self.defines)
        # Left out: what equals its field's default (what `from_json` fills in), not whatever
        # looks empty: an override of no parameters is `[]`, and dropping it made a cached use
        # lose its signature, so the override check skipped it on every warm run.
        defaults = {f.name: f.default for f in fields(self)}
        return {k: v for k, v in data.items() if getattr(self, k) != defaults[k]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Use:
        file, _, line = data["location"].rpartition(":")
        call = data.get("call")
        override = data.get("override")
        return cls(
            id=data["id"],
            kind=data["kind"],
            symbol=data["symbol"],
            location=Location(file, int(line)),
            module=data["module"],
            context=data.get("context", ""),
            call=CallShape(**{**call, "keywords": tuple(call["keywords"])}) if call else None,
            conditions=tuple(Condition.from_json(c) for c in data.get("conditions", ())),
            via=data.get("via"),
            consumer_class=data.get("consumer_class"),
            override=Signature.from_json(override) if override is not None else None,
            role=data.get("role"),
            also_from=tuple(data.get("also_from", ())),
            defines=tuple(data.get("defines", ())),
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
