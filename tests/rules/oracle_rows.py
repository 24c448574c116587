"""Rows checked against CPython itself: the engine's status and what Python does agree.

A row is `(consumer, kind, status, rules)` against `UTILS` (a vLLM with `cdiv`, no `gone`):
`guarded` rows run without error under CPython, `broken` and `refused` ones raise (`refused`:
the consumer's own error, not the ImportError).
"""

from __future__ import annotations

from pathlib import Path

from tests.checktable import build, explain
from tests.rules.trees import python_raises

UTILS = {"vllm/utils.py": "def cdiv(a, b):\n    return a\n"}
RAISES = {
    "guarded": None,
    "broken": ("ImportError", "AttributeError"),
    "refused": ("RuntimeError",),
}


def check_against_python(
    tmp_path: Path, consumer: str, kind: str, status: str, rules: tuple[str, ...]
) -> None:
    """The row's one finding has `kind`, `status` and `rules`; CPython agrees."""
    usage, findings = build(tmp_path, UTILS, consumer)
    assert [(f.kind, f.status, f.rules) for f in findings] == [(kind, status, rules)], explain(
        usage, findings
    )
    raised = python_raises(tmp_path, UTILS, consumer)
    expected = RAISES[status]
    assert raised is None if expected is None else raised in expected, raised
