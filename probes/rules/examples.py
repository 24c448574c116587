"""The tiny vLLM trees and the example builder the rule registry's entries share."""

from __future__ import annotations

from probes.rules.registry import Example

B, G, U, R = "broken", "guarded", "unknown", "refused"
UTILS = {"vllm/utils.py": "def cdiv(a, b):\n    return a\n"}
ENGINE = {"vllm/engine.py": "class Engine:\n    def step(self, n):\n        return n\n"}
ABSTRACT = {
    "vllm/base.py": "import abc\n\nclass Base(abc.ABC):\n    @abc.abstractmethod\n"
    "    def run(self):\n        ...\n"
}
ARGS = ("unexpected-keyword", "missing-required-argument", "too-many-positional")
MEMBERS = ("missing-attribute", "missing-method", "missing-symbol")
VERSION_GATE = (
    "import vllm\nfrom packaging.version import Version\n"
    "if Version(vllm.__version__) >= Version('0.2'):\n    from vllm.utils import gone\n"
)


def ex(
    consumer: str,
    expected: set[tuple[str, str]],
    vllm: dict[str, str] | None = None,
    version: str = "0.1.0",
) -> Example:
    """An example pair checked as vLLM `version` (on `UTILS` unless `vllm` is given)."""
    return Example(consumer, frozenset(expected), UTILS if vllm is None else vllm, version)
