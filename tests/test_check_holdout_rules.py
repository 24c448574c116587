"""Rules learnt from the held-out consumer (lmcache 0.5.6), table-driven like
tests/test_check_corpus_rules.py: a tiny provider, one consumer module, the exact findings.

Each rule has rows both ways: the false break it removes, and the real break it must keep.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain, observed

B, G, U = "broken", "guarded", "unknown"

PROVIDER = {
    "vllm/base.py": """
        import enum

        class Role(enum.Enum):
            SCHEDULER = 0
            WORKER = 1

        class Base:
            def __init__(self, config, role, cache_config):
                self.config = config

        class Request:
            def __init__(self):
                self.features = []

        class Impl:
            def __init__(self):
                self.scale = 1.0
    """,
    "vllm/layers/attention.py": """
        class Attention:
            def __init__(self):
                self.impl = None
    """,
    "vllm/utils.py": "def other():\n    return 1\n",
}
TWO_BINDINGS = (
    "try:\n    from vllm.attention import Attention\nexcept ImportError:\n"
    "    from vllm.layers.attention import Attention\n\n"
)
ATTENTION_USE = "class B:\n    def __init__(self, a: Attention):\n        self.x = a.{member}\n"
FLAG = (
    "from vllm.base import Impl\n\nclass B:\n    def __init__(self, impl: Impl):\n"
    "        self.impl: Impl = impl\n        self.aot = False\n\n"
    "    def go(self):\n        if self.aot:\n            return self.impl.num_heads\n"
    "        return None\n"
)
CTOR = (
    "from vllm.base import Base\n\nclass C(Base):\n"
    "    def __init__(self, config, role, cache_config{default}):\n"
    "        if cache_config is not None:\n"
    "            super().__init__(config, role, cache_config=cache_config)\n"
    "        else:\n            super().__init__(config=config, role=role)\n"
)
REQUEST = "from vllm.base import Request\n\ndef f(r: Request):\n"

ROWS = [
    # 1. an instance of a class bound twice (try import / except ImportError import)
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
    # 2. getattr(x, "y", <falsy>) tested for truth is hasattr
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', None):\n        return r.gone.copy()\n",
        {("missing-attribute", "Request.gone", G)},
        id="body-of-a-defaulted-getattr-test-is-guarded",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', None) is not None:\n        return r.gone\n",
        {("missing-attribute", "Request.gone", G)},
        id="defaulted-getattr-is-not-none-is-guarded",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', True):\n        return r.gone\n",
        {("missing-attribute", "Request.gone", G), ("missing-attribute", "Request.gone", B)},
        id="truthy-default-asks-nothing",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', None):\n        if r:\n            return r.old\n",
        {("missing-attribute", "Request.gone", G)},
        id="sibling-member-under-an-absent-presence-test-never-runs",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'features', None):\n        return r.old\n",
        {("missing-attribute", "Request.old", B)},
        id="sibling-member-under-a-present-presence-test-breaks",
    ),
    pytest.param(
        REQUEST + "    if not getattr(r, 'gone', None):\n        return r.old\n",
        {("missing-attribute", "Request.gone", G), ("missing-attribute", "Request.old", B)},
        id="negated-presence-test-runs-where-the-member-is-absent",
    ),
    pytest.param(
        REQUEST
        + "    if getattr(r, 'gone', None):\n        pass\n    else:\n        return r.old\n",
        {("missing-attribute", "Request.gone", G), ("missing-attribute", "Request.old", B)},
        id="else-of-a-presence-test-runs-where-the-member-is-absent",
    ),
    # 3. a try import whose handler leaves: the rest of the block has the name
    pytest.param(
        "def f():\n    try:\n        from vllm.utils import gone\n    except Exception:\n"
        "        return None\n    return gone()\n",
        {("missing-symbol", "vllm.utils.gone", G)},
        id="use-after-a-try-import-whose-handler-returns-is-guarded",
    ),
    pytest.param(
        "def f():\n    try:\n        from vllm.utils import gone\n    except ImportError:\n"
        "        pass\n    return gone()\n",
        {("missing-symbol", "vllm.utils.gone", G), ("missing-symbol", "vllm.utils.gone", B)},
        id="use-after-a-try-import-whose-handler-falls-through-breaks",
    ),
    pytest.param(
        "def f():\n    try:\n        from vllm.utils import gone\n    except ImportError:\n"
        "        return None\n    return gone(), other()\n\n"
        "def other():\n    from vllm.utils import old\n    return old()\n",
        {("missing-symbol", "vllm.utils.gone", G), ("missing-symbol", "vllm.utils.old", B)},
        id="only-the-try-imported-name-is-guarded",
    ),
    # 4. members of an Enum member
    pytest.param(
        "from vllm.base import Role\n\ndef f(role: Role):\n"
        "    return role.name.lower(), role.value\n",
        set(),
        id="enum-member-typed-by-annotation-has-name-and-value",
    ),
    pytest.param(
        "from vllm.base import Role\n\ndef f():\n    return Role.name\n",
        {("missing-attribute", "Role.name", B)},
        id="enum-class-itself-has-no-name",
    ),
    pytest.param(
        "from vllm.base import Impl\n\ndef f(impl: Impl):\n    return impl.name\n",
        {("missing-attribute", "Impl.name", B)},
        id="non-enum-instance-has-no-name",
    ),
    # 5. the consumer's own switch, only ever set to a falsy constant
    pytest.param(FLAG, {("unknown", "Impl.num_heads", U)}, id="switched-off-body-never-runs"),
    pytest.param(
        FLAG + "\ndef on(b):\n    b.aot = True\n",
        {("missing-attribute", "Impl.num_heads", B)},
        id="switch-set-true-anywhere-runs",
    ),
    pytest.param(
        FLAG + "\nCONFIG = {'aot': 1}\n",
        {("missing-attribute", "Impl.num_heads", B)},
        id="switch-named-in-a-string-may-be-set",
    ),
    pytest.param(
        FLAG + "\ndef make(cls):\n    return cls(aot=True)\n",
        {("missing-attribute", "Impl.num_heads", B)},
        id="switch-given-as-a-keyword-may-be-set",
    ),
    # 6. a call lacking an argument only where the consumer's caller left it out
    pytest.param(
        CTOR.format(default="=None"),
        {("unknown", "Base.__init__", U)},
        id="base-call-in-the-branch-for-a-left-out-parameter-is-caller-dependent",
    ),
    pytest.param(
        "from vllm.base import Base\n\nclass C(Base):\n"
        "    def __init__(self, config, role, cache_config=None):\n"
        "        if cache_config is None:\n            super().__init__(config, role)\n"
        "        else:\n            super().__init__(config, role, cache_config)\n",
        {("unknown", "Base.__init__", U)},
        id="is-none-branch-is-the-left-out-one",
    ),
    pytest.param(
        CTOR.format(default="=0"),
        {("missing-required-argument", "Base.__init__", B)},
        id="parameter-without-a-none-default-is-always-given",
    ),
    pytest.param(
        "from vllm.base import Base\n\nclass C(Base):\n    def __init__(self, config, role):\n"
        "        super().__init__(config=config, role=role)\n",
        {("missing-required-argument", "Base.__init__", B)},
        id="unconditional-base-call-lacking-an-argument-breaks",
    ),
    pytest.param(
        "from vllm.base import Base\n\nclass C(Base):\n"
        "    def __init__(self, config, role, extra=None):\n"
        "        if extra is not None:\n            super().__init__(config, role, 1)\n"
        "        else:\n            super().__init__(config=config, role=role)\n",
        {("missing-required-argument", "Base.__init__", B)},
        id="branch-on-another-parameter-says-nothing",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)


@pytest.mark.parametrize(
    ("row", "reason"),
    [
        ("switched-off-body-never-runs", "never-runs"),
        (
            "base-call-in-the-branch-for-a-left-out-parameter-is-caller-dependent",
            "caller-dependent",
        ),
    ],
)
def test_unknowns_say_why(tmp_path: Path, row: str, reason: str) -> None:
    consumer = next(p.values[0] for p in ROWS if p.id == row)
    _, findings = build(tmp_path, PROVIDER, consumer)
    (finding,) = [f for f in findings if f.status == U]
    assert finding.reason == reason
    assert finding.detail and "consumer" in finding.detail


# Live witnesses: the same rules on the real vLLM installed here (CPU 0.32.0), where Python
# itself says what runs; the engine reads that vLLM's source tree (no snapshot).
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
