"""Rule `abstract-owner` (docs/rules.md#abstract-owner): A member missing from an abstract class a
consumer only annotates may be added by the subclass the object really is: `unknown` (declared
signatures still hold).

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        {
            "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n"
            "    @abc.abstractmethod\n    def abort(self, rid):\n        ...\n"
        },
        "from vllm.client import Client\n\ndef stop(c: Client):\n"
        "    c.abort('r', timeout=1)\n    c.pause()\n",
        "0.1.0",
        {("unexpected-keyword", "Client.abort", B), ("unknown", "Client.pause", U)},
        id="abstract-annotation-adds-members-but-keeps-declared-signatures",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef f(e: Engine):\n    e.step(1, deadline=2)\n",
        "0.1.0",
        {("unexpected-keyword", B)},
        id="annotation-naming-a-concrete-class-is-believed",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


PROTOCOL = {
    "vllm/layer.py": "from typing import Protocol\n\nclass Layer(Protocol):\n"
    "    scale: float\n\n    def forward(self, x): ...\n\n"
    "class Attention:\n    def __init__(self):\n        self.scale = 1.0\n"
    "        self.layer_name = 'a'\n\n    def forward(self, x):\n        return x\n"
}


@pytest.mark.parametrize(
    ("consumer", "expected"),
    [
        # a Protocol is structural: the object vLLM passes may have more than it declares
        (
            "from vllm.layer import Attention, Layer\n\ndef run(layer: Layer):\n"
            "    return layer.layer_name\n\ndef main():\n    return run(Attention())\n",
            {("unknown", "unknown")},
        ),
        # … its declared members keep their signatures
        (
            "from vllm.layer import Attention, Layer\n\ndef run(layer: Layer):\n"
            "    return layer.forward(1, 2)\n\ndef main():\n    return run(Attention())\n",
            {("too-many-positional", "broken")},
        ),
        # … and a concrete class is believed
        (
            "from vllm.layer import Attention\n\ndef run(layer: Attention):\n"
            "    return layer.gone\n\ndef main():\n    return run(Attention())\n",
            {("missing-attribute", "broken")},
        ),
    ],
)
def test_protocol_annotations_agree_with_python(tmp_path: Path, consumer: str, expected: set):
    """CPython runs the first (the object has the member), and raises in the others."""
    from tests.checktable import build, explain
    from tests.rules.trees import python_raises

    usage, findings = build(tmp_path, PROTOCOL, consumer)
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    raised = python_raises(tmp_path, PROTOCOL, consumer)
    assert (raised is not None) == any(s == "broken" for _, s in expected), raised


@pytest.mark.vllm
def test_a_protocol_annotation_on_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's AttentionLayer is a typing.Protocol without `layer_name`; its Attention
    layer sets one. The engine says `unknown`, on the static and the live view."""
    from tests.rules.trees import on_installed_vllm

    pytest.importorskip("vllm")
    from vllm.v1.attention.backend import AttentionLayer

    assert getattr(AttentionLayer, "_is_protocol", False)
    consumer = (
        "from vllm.v1.attention.backend import AttentionLayer\n\n"
        "def name_of(layer: AttentionLayer):\n    return layer.layer_name\n"
    )
    for findings in on_installed_vllm(tmp_path, consumer):
        assert [(f.status, f.reason) for f in findings] == [("unknown", "abstract-owner")], findings
