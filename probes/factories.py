"""Objects a consumer gets from a vLLM class's alternative constructor (`Cls.from_config(…)`).

The consumer's reading types `engine = AsyncLLM.from_vllm_config(…)` as an `AsyncLLM` by the
convention that `from_*` / `create*` classmethods build their class (`via` names the method).
Whether they do is the release's to say: the method's return annotation must name the class
(or `Self`). Where it does not, or the method is not there, the object's findings are
`unknown`: what it is cannot be told.
"""

from __future__ import annotations

from collections.abc import Callable

from probes.api import Lookup
from probes.usage.env import FACTORY
from probes.vllm_callers import annotation_name


def unconfirmed_factory(via: str | None, lookup: Callable[[str], Lookup]) -> str | None:
    """Why the object a `factory:` use reads may not be of the class it was typed as; None
    when the release's return annotation confirms it (or the use is not typed that way)."""
    if not via or not via.startswith(FACTORY):
        return None
    method = via.removeprefix(FACTORY)
    owner = method.rsplit(".", 2)[-2]
    found = lookup(method)
    if not found.found or found.obj is None:
        return f"`{method}` is not there on this release to say what it returns"
    if annotation_name(found.obj.returns) in {owner, "Self", _real_name(method, lookup)}:
        return None
    return f"`{method}` is not annotated to return `{owner}` on this release"


def _real_name(method: str, lookup: Callable[[str], Lookup]) -> str | None:
    """The name the class is defined under: `AsyncLLMEngine = AsyncLLM` is one class."""
    cls = lookup(method.rpartition(".")[0])
    return cls.obj.path.rpartition(".")[2] if cls.found and cls.obj is not None else None
