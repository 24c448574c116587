"""Rule `factory-built-class`: a consumer subclass vLLM builds itself must take vLLM's call.

A constructor override is otherwise the consumer's own (its calls are checked where it makes
them). But a plugin class registered with one of vLLM's factories by name or module path
(`SecondaryTierFactory.register_tier("x", "pkg.mod", "Tier")`, `kv_connector_module_path`)
is built by vLLM: `tier_cls(offloading_spec=…, backpressure_detector=…, **config)` on a value
typed `type[SecondaryTierManager]` (probes/factory_builds.py). Each such call of a vLLM
ancestor of the consumer's class must bind the consumer's `__init__`; the finding is at that
`__init__` (the class), with the factory call as its evidence. A subclass of such a base is a
plugin of that factory by construction (the base is the factory's interface); a guard of the
base's own import does not protect it (the factory runs only where vLLM does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from probes.binding import bind_problems
from probes.factory_builds import factory_builds
from probes.overrides import ViewFindings, raised_by_vllm

if TYPE_CHECKING:
    from probes.api import ApiObject, Lookup
    from probes.findings import Finding
    from probes.uses import Use

RULE = "factory-built-class"


class FactoryChecks(ViewFindings):
    """`_factory_built` for the checker (probes.check._Checker), which provides the rest."""

    if TYPE_CHECKING:  # provided by the checker (probes.check._Checker)

        def lookup(self, path: str) -> Lookup: ...
        def _ancestor_names(self, owner: str) -> frozenset[str]: ...
        def _defined(self, name: str, kind: str) -> ApiObject | None: ...

    def _factory_built(self, use: Use) -> list[Finding]:
        """The consumer's `__init__` against every vLLM call that builds a class typed as one
        of its vLLM ancestors; [] where each binds or the sources cannot be read."""
        if use.override is None:
            return []
        for base in sorted(self._ancestor_names(use.owner)):
            if self._defined(base, "class") is None:
                continue  # `type[nn.Module]`, a TypeVar: not a vLLM class a plugin derives from
            for where, call in factory_builds(self.view, base) or ():
                problems = bind_problems(use.override, call)
                if not problems:
                    continue
                detail = (
                    f"vLLM builds a `type[{base}]` it looked up as `cls{call.render()}` at "
                    f"{where}; `{use.consumer_class}.__init__{use.override.render()}` cannot "
                    f"take it ({problems[0].detail})"
                )
                hint = f"make `{use.consumer_class}.__init__` accept `{call.render()}`"
                found = self._finding(
                    raised_by_vllm(use),
                    "override-signature-mismatch",
                    "override-rejects-call",
                    detail,
                    hint,
                    evidence=where,
                    parameter="__init__",
                )
                return [found.decided(RULE)]
        return []
