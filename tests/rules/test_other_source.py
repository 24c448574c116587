"""Rule `other-source` (docs/rules.md#other-source): A member absent from the first base may come
from another base or binding (a non-vLLM base, the other import of a name bound twice):
`unknown`, or nothing where it is there.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import explain
from tests.rules.trees import (
    ATTENTION_USE,
    MIXIN,
    TWO_BINDINGS,
    B,
    G,
    U,
    check_base_row,
    check_tree_row,
)

TREE_ROWS = [
    pytest.param(
        MIXIN,
        "import torch\nfrom vllm.iface import SupportsMM, SupportsPP\n\n"
        "class M(torch.nn.Module, SupportsMM, SupportsPP):\n    def f(self):\n"
        "        return self.parameters(), self.make_empty_intermediate_tensors(1)\n",
        "0.1.0",
        {("unknown", U)},
        id="members-from-another-base",
    ),
]

BASE_ROWS = [
    pytest.param(
        TWO_BINDINGS + ATTENTION_USE.format(member="impl"),
        {("missing-module", "vllm.attention.Attention", G)},
        id="annotated-instance-of-a-twice-bound-class-has-the-fallbacks-member",
    ),
    pytest.param(
        TWO_BINDINGS + ATTENTION_USE.format(member="gone"),
        {("missing-module", "vllm.attention.Attention", G), ("missing-symbol", "gone", B)},
        id="member-neither-binding-has-is-still-a-break",
    ),
    pytest.param(
        TWO_BINDINGS.replace("vllm.attention import", "vllm.base import Impl as")
        + ATTENTION_USE.format(member="impl"),
        {("missing-attribute", "Impl.impl", B)},
        id="where-the-first-import-works-its-class-is-the-one-judged",
    ),
    pytest.param(
        "try:\n    from vllm.base import Impl\nexcept ImportError:\n"
        "    class Impl:\n        impl = None\n\n"
        "def f(a: Impl):\n    return a.impl\n",
        {("missing-attribute", "Impl.impl", B)},
        id="a-consumer-stand-in-fallback-does-not-hide-the-vllm-class",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.parametrize(("consumer", "expected"), BASE_ROWS)
def test_rule_on_base(tmp_path: Path, consumer: str, expected: set) -> None:
    check_base_row(tmp_path, consumer, expected)


# Live witnesses: the lmcache-taught rules on the real vLLM installed here (CPU 0.32.0), where
# Python itself says what runs; the engine reads that vLLM's source tree (no snapshot). Besides
# this rule (the twice-bound Attention), it witnesses guard-shapes (the defaulted getattr),
# python-semantics (an Enum member's `name`) and fallback-import (the try import that returns).
LIVE_CONSUMER = """
import enum

try:
    from vllm.attention import Attention
except ImportError:
    from vllm.model_executor.layers.attention.attention import Attention
from vllm.distributed.kv_transfer.kv_connector.v1.base import KVConnectorRole
from vllm.v1.request import Request


def role_name(role: KVConnectorRole):
    return role.name.lower()


def attention_impl(layer: Attention):
    return layer.impl


def hashes(request: Request):
    if getattr(request, "mm_hashes", None):
        return request.mm_hashes.copy(), request.mm_positions
    return request.mm_features


def layout():
    try:
        from vllm.v1.attention.backends.utils import get_kv_cache_layout
    except Exception:
        return None
    return get_kv_cache_layout()
"""


@pytest.mark.vllm
def test_rules_agree_with_the_installed_vllm(tmp_path: Path) -> None:
    vllm = pytest.importorskip("vllm")
    from vllm.distributed.kv_transfer.kv_connector.v1.base import KVConnectorRole
    from vllm.model_executor.layers.attention.attention import Attention
    from vllm.v1.request import Request

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.open import live_view
    from probes.views.static import static_view_from_tree

    # What Python says: the first import fails, members of an Enum member exist, the
    # fallback class sets `impl`, Request has neither mm_hashes nor get_kv_cache_layout's module
    # function, so the guarded bodies do not run.
    with pytest.raises(ImportError):
        __import__("vllm.attention")
    assert not hasattr(KVConnectorRole, "name") and KVConnectorRole.WORKER.name == "WORKER"
    assert "self.impl" in Path(Attention.__init__.__code__.co_filename).read_text()
    assert (
        not hasattr(Request, "mm_hashes") and "mm_hashes" not in Request.__init__.__code__.co_names
    )
    import vllm.v1.attention.backends.utils as backend_utils

    assert not hasattr(backend_utils, "get_kv_cache_layout")

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(LIVE_CONSUMER)
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    for view in (static, live_view()):
        broken = [f for f in check_usage(usage, view) if f.status == "broken"]
        assert broken == [], explain(usage, broken)
