"""Rule `factory-built-class` (docs/rules.md#factory-built-class): a consumer subclass vLLM's
factory builds from a value typed `type[Base]` must take that call in its `__init__`.

Rows both ways (tests/checktable.py), CPython as the oracle (generated `__init__` signatures
and factory calls, bound with `inspect.signature(...).bind`), and a live witness on the
installed vLLM (0.32.0): its own `SecondaryTierFactory.create_secondary_tier` building a
registered tier class.
"""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.checktable import build, explain, observed

B, G, U = "broken", "guarded", "unknown"
TIERS = (
    "class Tier:\n    def __init__(self, spec, detector=None):\n        self.spec = spec\n\n"
    "class Registry:\n    _r = {}\n\n    @classmethod\n"
    "    def tier_class(cls, name) -> type[Tier]:\n"
    "        return cls._r[name]\n\n    @classmethod\n    def create(cls, name, spec, **config):\n"
    "        tier_cls = cls.tier_class(name)\n"
    "        return tier_cls(spec=spec, detector=None, **config)\n"
)
PROVIDER = {
    "vllm/__init__.py": "__version__ = '0.2.0'\n",
    "vllm/tiers.py": TIERS,
    # annotated local, a parameter, and `cast(type[...], ...)`
    "vllm/conn.py": "from typing import cast\n\nclass Conn:\n"
    "    def __init__(self, config, role):\n"
    "        self.role = role\n\ndef make(config, role, path):\n"
    "    conn_cls = cast(type[Conn], load(path))\n    return conn_cls(config, role)\n\n"
    "def load(path):\n    return path\n",
    # vLLM tests the class before the call that passes the new argument: it adapts
    "vllm/adapt.py": "import inspect\n\nclass Spec:\n"
    "    def __init__(self, a):\n        self.a = a\n\n"
    "def build(spec_cls: type[Spec], a, b):\n"
    "    if 'b' in inspect.signature(spec_cls).parameters:\n        return spec_cls(a, b=b)\n"
    "    return spec_cls(a)\n",
    # a class no factory builds: its constructor is the consumer's own
    "vllm/plain.py": "class Plain:\n    def __init__(self, a, b):\n        self.a = a\n",
}
MISMATCH = ("override-signature-mismatch", "Tier.__init__", B)
CONN = ("override-signature-mismatch", "Conn.__init__", B)
NARROW = "    def __init__(self, spec):\n        super().__init__(spec)\n"
WIDE = (
    "    def __init__(self, spec, detector=None, **kw):\n        super().__init__(spec, detector)\n"
)

ROWS = [
    pytest.param(
        "from vllm.tiers import Tier\n\nclass Mine(Tier):\n" + WIDE,
        set(),
        id="init-taking-the-factory-call",
    ),
    pytest.param(
        "from vllm.tiers import Tier\n\nclass Mine(Tier):\n" + NARROW,
        {MISMATCH},
        id="init-missing-a-keyword-the-factory-passes",
    ),
    pytest.param(
        "from vllm.tiers import Tier\n\nclass Mine(Tier):\n    def run(self):\n        return 1\n",
        set(),
        id="inherited-init-is-vllms-own",
    ),
    pytest.param(
        "from vllm.tiers import Tier\n\nclass Mid(Tier):\n    pass\n\nclass Mine(Mid):\n" + NARROW,
        {MISMATCH},
        id="through-a-consumer-parent",
    ),
    pytest.param(
        "try:\n    from vllm.tiers import Tier as _Base\nexcept ImportError:\n"
        "    class _Base:\n        def __init__(self, spec):\n            pass\n\n"
        "class Mine(_Base):\n" + NARROW,
        {MISMATCH},
        id="a-try-around-the-base-import-does-not-guard-it",
    ),
    pytest.param(
        "import vllm\nfrom packaging.version import Version\nfrom vllm.tiers import Tier\n\n"
        "if Version(vllm.__version__) < Version('0.2'):\n    class Mine(Tier):\n"
        "    " + NARROW.replace("\n    ", "\n        "),
        set(),
        id="class-defined-only-on-older-releases",
    ),
    pytest.param(
        "from vllm.conn import Conn\n\nclass Mine(Conn):\n    def __init__(self, config):\n"
        "        super().__init__(config, None)\n",
        {CONN},
        id="cast-to-type-then-called",
    ),
    pytest.param(
        "from vllm.conn import Conn\n\nclass Mine(Conn):\n    def __init__(self, config, role):\n"
        "        super().__init__(config, role)\n",
        set(),
        id="cast-to-type-matching",
    ),
    pytest.param(
        "from vllm.adapt import Spec\n\nclass Mine(Spec):\n    def __init__(self, a):\n"
        "        super().__init__(a)\n",
        set(),
        id="vllm-testing-the-class-before-the-call-adapts",
    ),
    pytest.param(
        "from vllm.plain import Plain\n\nclass Mine(Plain):\n    def __init__(self):\n"
        "        super().__init__(1, 2)\n",
        set(),
        id="no-factory-builds-the-base",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer, version="0.2.0")
    got = {f for f in findings if f.kind == "override-signature-mismatch"}
    assert observed(got, expected) == expected, explain(usage, findings)
    lines = consumer.splitlines()
    for f in got:  # at the class's `__init__`, not at its `super().__init__` line
        assert lines[int(f.location.rsplit(":", 1)[1]) - 1].strip().startswith("def __init__")
        assert "factory-built-class" in f.rules


def test_the_scan_reads_each_typing(tmp_path: Path) -> None:
    """The three ways a local is typed as a class, and the call vLLM tests before it left out."""
    from probes.factory_builds import scan
    from tests.checktable import with_packages, write_tree

    write_tree(tmp_path, with_packages(PROVIDER))
    found = {base: [w for w, _ in scan(tmp_path, base)] for base in ("Tier", "Conn", "Spec")}
    assert found == {"Tier": ["vllm/tiers.py:15"], "Conn": ["vllm/conn.py:9"], "Spec": []}


# -- CPython as the oracle ---------------------------------------------------------------
NAMES = ("a", "b", "c")


@st.composite
def _init(draw: st.DrawFn) -> str:
    n_pos = draw(st.integers(0, 3))
    n_default = draw(st.integers(0, n_pos))
    pos = [NAMES[i] + ("=None" if i >= n_pos - n_default else "") for i in range(n_pos)]
    kw = ["**kw"] if draw(st.integers(0, 3)) == 0 else []
    return ", ".join(["self", *pos, *kw])


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(params=_init(), positional=st.integers(0, 3), keywords=st.lists(st.sampled_from(NAMES)))
def test_rule_agrees_with_python_binding(tmp_path_factory, params, positional, keywords) -> None:
    keywords = [k for k in dict.fromkeys(keywords) if k not in NAMES[:positional]]
    args = [str(i) for i in range(positional)] + [f"{k}={i}" for i, k in enumerate(keywords)]
    provider = {
        "vllm/f.py": "class Base:\n    def __init__(self, *a, **k):\n        pass\n\n"
        f"def build(cls: type[Base]):\n    return cls({', '.join(args)})\n"
    }
    consumer = f"from vllm.f import Base\n\nclass Mine(Base):\n    def __init__({params}):\n"
    consumer += "        pass\n"
    scope: dict[str, object] = {}
    exec(f"class Mine:\n    def __init__({params}):\n        pass\n", scope)  # the oracle
    try:
        inspect.signature(scope["Mine"]).bind(*range(positional), **dict.fromkeys(keywords))  # type: ignore[arg-type]
        rejects = False
    except TypeError:
        rejects = True
    usage, findings = build(tmp_path_factory.mktemp("row"), provider, consumer)
    kinds = {(f.kind, f.status) for f in findings}
    want = {("override-signature-mismatch", B)} if rejects else set()
    assert kinds == want, explain(usage, findings)


# -- live witness on the installed vLLM ----------------------------------------------------
TIER_ABSTRACT = ("drain_jobs", "get_finished_jobs", "lookup", "on_new_request", "submit_load")
TIER_ABSTRACT += ("submit_store",)
CONSUMER_032 = (
    "from vllm.v1.kv_offload.tiering.base import SecondaryTierManager\n\n"
    "class MyTier(SecondaryTierManager):\n"
    "    def __init__(self, offloading_spec, primary_kv_view, tier_type):\n"
    "        super().__init__(offloading_spec, primary_kv_view, tier_type)\n"
    + "".join(
        f"\n    def {m}(self, *args, **kwargs):\n        return None\n" for m in TIER_ABSTRACT
    )
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's own `SecondaryTierFactory.create_secondary_tier` builds the registered
    class with `backpressure_detector=`: Python, running that real factory, rejects a
    three-parameter `__init__`; the engine reading the installed tree reports that call."""
    vllm = pytest.importorskip("vllm")
    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(CONSUMER_032)
    code = (
        "import sys\nsys.path.insert(0, sys.argv[1])\n"
        "from vllm.v1.kv_offload.tiering.factory import SecondaryTierFactory\n"
        "SecondaryTierFactory.register_tier('mine', 'mypkg.mod', 'MyTier')\ntry:\n"
        "    SecondaryTierFactory.create_secondary_tier({'type': 'mine'}, memoryview(b''), None)\n"
        "except TypeError as e:\n    print('rejected', e)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=300
    )
    assert "rejected" in done.stdout and "backpressure_detector" in done.stdout, done.stderr[-2000:]

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    (finding,) = [f for f in check_usage(usage, static) if f.status == "broken"]
    assert finding.kind == "override-signature-mismatch"
    assert finding.location == "mypkg/mod.py:4"
    assert (finding.evidence or "").startswith("vllm/v1/kv_offload/tiering/factory.py:")
    line = int((finding.evidence or ":0").rsplit(":", 1)[1])
    source = (root / "vllm/v1/kv_offload/tiering/factory.py").read_text().splitlines()
    assert "tier_cls(" in source[line - 1]
