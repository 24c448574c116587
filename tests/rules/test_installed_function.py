"""Rule `installed-function` (docs/rules.md#installed-function): a function the consumer
installs on a vLLM class or module must take the calls vLLM makes of that name.

Rows both ways (tests/checktable.py), CPython as the oracle (generated signatures and call
shapes, bound with `inspect.signature(...).bind`), and a live witness on the installed vLLM
(0.32.0): its own `LogitsProcessor._get_logits` calling a replaced `_apply_head`.
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

B = "broken"
PROC = (
    "class Processor:\n    def apply(self, x, y=None):\n        return x\n\n"
    "    def run(self):\n        return self.apply(1, y=2)\n"
)
HELPERS = "def helper(a, b, c=None):\n    return a\n\ndef run():\n    return helper(1, 2, c=3)\n"
PROVIDER = {
    "vllm/__init__.py": "__version__ = '0.2.0'\n",
    "vllm/proc.py": PROC,
    "vllm/registry.py": "class Registry:\n    @classmethod\n    def get(cls, name):\n"
    "        return name\n\ndef lookup():\n    return Registry.get('x')\n",
    "vllm/helpers.py": HELPERS,
    # binds `helper` at import time, before any patch: vLLM's own runs there
    "vllm/early.py": "from vllm.helpers import helper\n\ndef go():\n    return helper(1)\n",
    # a torch module vLLM builds and calls (`Module.__call__` runs `forward`), and an object
    # of a class that never calls its own method, built and called by another vLLM class
    "vllm/sampler.py": "import torch\n\nclass Sampler(torch.nn.Module):\n"
    "    def forward(self, meta, probs, logits):\n        return logits\n\n"
    "    def scale(self, x, y):\n        return x\n",
    "vllm/runner.py": "from vllm.sampler import Sampler\n\nclass Runner:\n"
    "    def __init__(self):\n        self.sampler = Sampler()\n\n    def step(self):\n"
    "        out = self.sampler(1, 2, 3)\n        return self.sampler.scale(out, y=1)\n",
    # reads it through the module at call time: the replacement runs there
    "vllm/late.py": "import vllm.helpers\n\ndef go():\n    return vllm.helpers.helper(1, 2, 3)\n",
}
MISMATCH = ("override-signature-mismatch", "Processor.apply", B)
FN_MISMATCH = ("override-signature-mismatch", "helpers.helper", B)
NARROW = "def apply(self, x):\n    return x\n\n"
WIDE = "def apply(self, x, y=None):\n    return x\n\n"

ROWS = [
    pytest.param(
        "from vllm.sampler import Sampler\n\ndef forward(self, logits):\n    return logits\n\n"
        "Sampler.forward = forward\n",
        {("override-signature-mismatch", "Sampler.forward", B)},
        id="forward-of-a-module-vllm-builds-and-calls",
    ),
    pytest.param(
        "from vllm.sampler import Sampler\n\ndef forward(self, meta, probs, logits):\n"
        "    return logits\n\nSampler.forward = forward\n",
        set(),
        id="forward-of-a-module-vllm-builds-matching",
    ),
    pytest.param(
        "from vllm.sampler import Sampler\n\ndef scale(self, x):\n    return x\n\n"
        "Sampler.scale = scale\n",
        {("override-signature-mismatch", "Sampler.scale", B)},
        id="method-called-on-an-object-vllm-builds",
    ),
    pytest.param(
        "def patch():\n    try:\n        from vllm.sampler import Sampler\n"
        "    except ImportError:\n        return\n\n    def scale(self, x):\n        return x\n\n"
        "    Sampler.scale = scale\n",
        {("override-signature-mismatch", "Sampler.scale", B)},
        id="a-try-around-the-import-does-not-guard-vllms-later-call",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\n" + WIDE + "Processor.apply = apply\n",
        set(),
        id="matching-signature-no-finding",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\n" + NARROW + "Processor.apply = apply\n",
        {MISMATCH},
        id="missing-parameter-vllm-passes-is-broken",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\ndef apply(self, *args, **kwargs):\n    return 1\n\n"
        "Processor.apply = apply\n",
        set(),
        id="args-kwargs-accepts-anything",
    ),
    pytest.param(
        "import vllm\nfrom packaging.version import Version\nfrom vllm.proc import Processor\n\n"
        + NARROW
        + "if Version(vllm.__version__) < Version('0.2'):\n    Processor.apply = apply\n",
        set(),
        id="installed-under-a-version-test-excluding-the-release",
    ),
    pytest.param(
        "import vllm\nfrom packaging.version import Version\nfrom vllm.proc import Processor\n\n"
        + NARROW
        + "if Version(vllm.__version__) >= Version('0.2'):\n    Processor.apply = apply\n",
        {MISMATCH},
        id="installed-under-a-version-test-admitting-the-release",
    ),
    pytest.param(
        "import types\nfrom vllm.proc import Processor\n\n" + NARROW + "def patch():\n"
        "    p = Processor()\n    p.apply = types.MethodType(apply, p)\n    return p\n",
        {MISMATCH},
        id="method-type-on-a-vllm-object",
    ),
    pytest.param(
        "import types\nfrom vllm.proc import Processor\n\n" + WIDE + "def patch():\n"
        "    p = Processor()\n    p.apply = types.MethodType(apply, p)\n    return p\n",
        set(),
        id="method-type-matching",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\n" + NARROW + "setattr(Processor, 'apply', apply)\n",
        {MISMATCH},
        id="setattr-with-a-literal-name",
    ),
    pytest.param(
        "import importlib\n\n" + NARROW + "def patch():\n"
        "    mod = importlib.import_module('vllm.proc')\n    mod.Processor.apply = apply\n",
        {MISMATCH},
        id="class-reached-through-import-module",
    ),
    pytest.param(
        "import sys\n\n" + NARROW + "sys.modules['vllm.proc'].Processor.apply = apply\n",
        {MISMATCH},
        id="class-reached-through-sys-modules",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\ndef apply(x, y=None):\n    return x\n\n"
        "Processor.apply = staticmethod(apply)\n",
        set(),
        id="staticmethod-is-not-bound",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\ndef deco(f):\n    return f\n\n@deco\n"
        + NARROW
        + "Processor.apply = apply\n",
        set(),
        id="unknown-decorator-is-not-judged",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\ndef apply(self, x, y=None):\n    return self.gone\n\n"
        "Processor.apply = apply\n",
        {("missing-attribute", "Processor.gone", B)},
        id="self-in-an-installed-method-is-the-class",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\ndef apply(self, x, y=None):\n"
        "    self.mine = 1\n    return self.run\n\nProcessor.apply = apply\n",
        set(),
        id="self-members-that-exist-or-it-sets",
    ),
    pytest.param(
        "from vllm.registry import Registry\n\norig = Registry.get\n\n"
        "def get(name):\n    return orig(name).gone\n\nRegistry.get = get\n",
        set(),
        id="plain-function-over-a-classmethod-is-not-judged",
    ),
    pytest.param(
        "import vllm.helpers as h\n\ndef mine(a, b):\n    return a\n\nh.helper = mine\n",
        {FN_MISMATCH},
        id="module-function-replacement-missing-keyword",
    ),
    pytest.param(
        "import vllm.helpers as h\n\ndef mine(a, b, c=None):\n    return a\n\nh.helper = mine\n",
        set(),
        id="module-function-replacement-matching",
    ),
    pytest.param(
        "import importlib\n\ndef mine(a, b, c=None):\n    return a\n\n"
        "setattr(importlib.import_module('vllm.helpers'), 'helper', mine)\n",
        set(),
        id="module-reached-through-import-module-matching",
    ),
    pytest.param(
        "import importlib\n\ndef mine(a, b, *, c=None):\n    return a\n\n"
        "setattr(importlib.import_module('vllm.helpers'), 'helper', mine)\n",
        {FN_MISMATCH},
        id="module-reached-through-import-module-positional-call-rejected",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer, version="0.2.0")
    assert observed(findings, expected) == expected, explain(usage, findings)


def test_a_top_level_import_before_the_patch_is_not_judged(tmp_path: Path) -> None:
    """`vllm.early` bound vLLM's own `helper` at import time and calls it with one argument:
    the replacement never receives that call, so only `vllm.late`'s and the module's own
    calls are judged (both pass three)."""
    from probes.install_checks import calls

    build(tmp_path, PROVIDER, "x = 1\n")
    found = {w for w, _ in calls(tmp_path / "prov", "vllm.helpers:helper")}
    assert found == {"vllm/helpers.py:5", "vllm/late.py:4"}


# -- CPython as the oracle ---------------------------------------------------------------
NAMES = ("a", "b", "c", "d")


@st.composite
def _signature(draw: st.DrawFn) -> str:
    """A def's parameter list after `self`: positional ones (some defaulted), maybe
    `*args`, keyword-only ones, maybe `**kwargs`."""
    n_pos = draw(st.integers(0, 3))
    n_default = draw(st.integers(0, n_pos))
    pos = [f"{NAMES[i]}" + ("=None" if i >= n_pos - n_default else "") for i in range(n_pos)]
    star = ["*args"] if draw(st.booleans()) else []
    kwonly = [f"{n}=None" for n in draw(st.lists(st.sampled_from(NAMES[n_pos:]), unique=True))]
    if kwonly and not star:
        star = ["*"]
    kw = ["**kwargs"] if draw(st.integers(0, 4)) == 0 else []
    return ", ".join(["self", *pos, *star, *kwonly, *kw])


@st.composite
def _call(draw: st.DrawFn) -> tuple[int, tuple[str, ...]]:
    return draw(st.integers(0, 3)), tuple(draw(st.lists(st.sampled_from(NAMES), unique=True)))


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(params=_signature(), call=_call())
def test_rule_agrees_with_python_binding(tmp_path_factory, params: str, call) -> None:
    positional, keywords = call
    args = [str(i) for i in range(positional)] + [f"{k}={i}" for i, k in enumerate(keywords)]
    provider = {
        "vllm/proc.py": "class Processor:\n    def apply(self, *a, **k):\n        return a\n\n"
        f"    def run(self):\n        return self.apply({', '.join(args)})\n"
    }
    consumer = f"from vllm.proc import Processor\n\ndef apply({params}):\n    return 1\n\n"
    consumer += "Processor.apply = apply\n"
    scope: dict[str, object] = {}
    exec(f"def apply({params}):\n    return 1\n", scope)  # the oracle: Python's own def
    fn = scope["apply"]
    assert callable(fn)
    try:
        inspect.signature(fn).bind(object(), *range(positional), **dict.fromkeys(keywords))
        rejects = False
    except TypeError:
        rejects = True
    usage, findings = build(tmp_path_factory.mktemp("row"), provider, consumer)
    kinds = {(f.kind, f.status) for f in findings}
    want = {("override-signature-mismatch", B)} if rejects else set()
    assert kinds == want, explain(usage, findings)


# -- live witness on the installed vLLM ----------------------------------------------------
CONSUMER_032 = (
    "from vllm.model_executor.layers.logits_processor import LogitsProcessor\n\n"
    "def _apply_head(self, lm_head, hidden_states):\n    return hidden_states\n\n"
    "LogitsProcessor._apply_head = _apply_head\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's own `_get_logits` calls `self._apply_head(lm_head, hidden_states,
    embedding_bias)`: Python, running that real method, rejects a two-argument
    replacement; the engine reading the installed tree reports that call site."""
    vllm = pytest.importorskip("vllm")
    code = (
        CONSUMER_032 + "lp = object.__new__(LogitsProcessor)\ntry:\n"
        "    lp._get_logits(0, None, None)\nexcept TypeError as e:\n    print('rejected', e)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert "rejected" in done.stdout, done.stderr[-2000:]

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(CONSUMER_032)
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    (finding,) = [f for f in check_usage(usage, static) if f.status == "broken"]
    assert finding.kind == "override-signature-mismatch"
    line = int((finding.evidence or ":0").rsplit(":", 1)[1])
    source = (root / "vllm/model_executor/layers/logits_processor.py").read_text().splitlines()
    assert finding.evidence.startswith("vllm/model_executor/layers/logits_processor.py:")
    assert "self._apply_head(" in source[line - 1]


FORWARD_032 = (
    "from vllm.v1.sample.rejection_sampler import RejectionSampler\n\n"
    "def forward(self, logits, sampling_metadata):\n    return logits\n\n"
    "RejectionSampler.forward = forward\n"
)


@pytest.mark.vllm
def test_forward_on_a_module_vllm_builds_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's GPUModelRunner builds `self.rejection_sampler = RejectionSampler(…)` and
    calls the module with four arguments, which `Module.__call__` hands to `forward`: Python
    rejects a two-argument replacement there; the engine reports that call site."""
    vllm = pytest.importorskip("vllm")
    code = (
        FORWARD_032 + "import torch\nrs = object.__new__(RejectionSampler)\n"
        "torch.nn.Module.__init__(rs)\ntry:\n    rs(1, 2, 3, 4)\n"
        "except TypeError as e:\n    print('rejected', e)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert "rejected" in done.stdout, done.stderr[-2000:]

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(FORWARD_032)
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    (finding,) = [f for f in check_usage(usage, static) if f.status == "broken"]
    assert finding.kind == "override-signature-mismatch"
    rel, _, line = (finding.evidence or "::").rpartition(":")
    source = (root / rel).read_text().splitlines()
    assert "self.rejection_sampler(" in source[int(line) - 1], finding.evidence
