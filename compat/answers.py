"""Probe answers for one view of vLLM, each run on first use and kept for the whole run.

The hazards (semantic findings) and the shim coverage ask the same probes of the same view for
every consumer; one `ViewAnswers` per view answers each probe once. Like `run_all`, only
static probes run; the others answer `not-run`.
"""

from __future__ import annotations

from typing import Any

from probes import REGISTRY, Answer, View, run_probe


class ViewAnswers(dict[str, Any]):
    """A dict of probe name → Answer that fills itself on lookup (`[]` and `get`)."""

    def __init__(self, view: View) -> None:
        super().__init__()
        self.view = view

    def __missing__(self, name: str) -> Answer:
        found = REGISTRY.get(name)
        if found is None:
            raise KeyError(name)
        if found.needs == "static":
            answer = run_probe(name, self.view)
        else:
            answer = Answer(name, None, f"needs {found.needs}", None, status="not-run")
        self[name] = answer
        return answer

    def get(self, name: str, default: Any = None, /) -> Any:  # dict.get's signature
        try:
            return self[name]
        except KeyError:
            return default
