"""Coverage: which findings a selected shim, reached through the project's patch, takes care of.

A finding of a consumer release is `shimmed` when (1) the project's patch for that release
routes the use through a shim (the patch manifest's `covers`, derived from the real wheel),
and (2) that shim selects a variant for the vLLM at hand (its probes' answers on this view).
If the shim has no variant here, the finding stays `broken` and says why. Consumers without
a patch get no coverage: a shim they do not call cannot help them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from compat.answers import ViewAnswers
from compat.patching.manifest import Manifest, available, load_manifest
from compat.shims.registry import VARIANTS, ShimError, load_all, select
from probes import Finding, View


class Coverage:
    """Covers findings for one drift run; probe answers are computed once per view."""

    def __init__(self) -> None:
        self._manifests: dict[str, Manifest] = {
            f"{p}=={v}": load_manifest(p, v) for p, v in available()
        }
        self._answers: dict[tuple[Any, ...], dict[str, Any]] = {}
        load_all()

    def __call__(self, finding: Finding, view: View, consumer: str) -> Finding:
        manifest = self._manifests.get(finding.inherited_from or consumer)
        if manifest is None or finding.status not in ("broken",):
            return finding
        entry = next((c for c in manifest.covers if c.finding == finding.id), None)
        if entry is None or entry.shim is None:
            return finding
        chosen, error = self._select(entry.shim, view)
        if error is not None:
            return replace(finding, detail=f"{finding.detail}; {error}")
        return finding.covered(f"{entry.shim} ({chosen})")

    def answers(self, view: View, shared: dict[str, Any] | None = None) -> dict[str, Any]:
        """This view's probe answers, run on first use (`shared`: answers to use for it)."""
        key = (view.label, view.version, view.source.get("sha256"))
        if shared is not None:
            self._answers[key] = shared
        if key not in self._answers:
            self._answers[key] = ViewAnswers(view)
        return self._answers[key]

    def forget(self, view: View) -> None:
        """Drop a view's probe answers (and with them the view) once its release is done; a
        later `answers` for it (a baseline checked again) runs the probes again."""
        self._answers.pop((view.label, view.version, view.source.get("sha256")), None)

    def _select(self, module: str, view: View) -> tuple[str, str | None]:
        """`shim=variant, …` for every shim of a module, or the first ShimError's message."""
        answers = self.answers(view)
        chosen = []
        for shim, variants in sorted(VARIANTS.items()):
            if variants and variants[0].module == module:
                try:
                    chosen.append(f"{shim}={select(shim, answers).name}")
                except ShimError as exc:
                    return "", str(exc)
        return ", ".join(chosen), None
