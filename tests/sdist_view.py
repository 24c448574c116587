"""A stand-in for the sdist fallback's view in drift tests: the snapshot's own view under
an sdist label and source, so a test sees which view a result came from without a download."""

from __future__ import annotations

from typing import Any


class SdistView:
    """The snapshot's view under another label and source, as the sdist fallback gives."""

    def __init__(self, view: Any) -> None:
        self._view = view
        self.label = view.label.replace("snapshot", "sdist")
        self.version = view.version
        self.source = {**view.source, "kind": "sdist", "sha256": "another"}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)
