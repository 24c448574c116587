"""Rule `vllm-call-sites` (docs/rules.md#vllm-call-sites): An override is judged against the calls
vLLM really makes of the hook (the arguments it passes), not the base's declared signature.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.rules.trees import CALLED_AS_BASE, DATASETS, HOOKS, OWN_SAMPLE, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _apply_main(self, items, hf_processor_mm_kwargs):\n        return items\n",
        "0.1.0",
        {("override-signature-mismatch", "Processor._apply_main", B)},
        id="override-cannot-take-the-keywords-vllm-passes",
    ),
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _apply_main(self, items, hf_kwargs):\n        return items\n"
        "    def _call(self, items):\n        return items\n",
        "0.1.0",
        set(),
        id="hook-whose-only-caller-the-consumer-overrides",
    ),
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _gone_hook(self, x):\n        return super()._gone_hook(x)\n",
        "0.1.0",
        {("semantic", "Processor._gone_hook", B)},
        id="dead-override-of-a-hook-vllm-dropped",
    ),
    pytest.param(
        DATASETS,
        OWN_SAMPLE,
        "0.1.0",
        {("unknown", "Dataset.sample", U)},
        id="abstract-hook-vllm-calls-only-on-objects-it-builds",
    ),
    pytest.param(
        CALLED_AS_BASE,
        OWN_SAMPLE,
        "0.1.0",
        {("override-signature-mismatch", "Dataset.sample", B)},
        id="abstract-hook-vllm-calls-on-an-object-typed-as-the-base",
    ),
    pytest.param(
        CALLED_AS_BASE,
        OWN_SAMPLE.replace("*, prefix='', options", "prefix='', options=None"),
        "0.1.0",
        set(),
        id="abstract-hook-override-takes-vllms-call",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


# --- a hook the base never calls itself, called on a receiver typed as the base -------------
# `current_platform` is declared `current_platform: Platform` (under TYPE_CHECKING) where it
# is imported from; vLLM calls the platform hook on it from outside the class.
PLATFORMS = {
    "vllm/platforms/interface.py": "class Platform:\n    @classmethod\n"
    "    def pick(cls, backend, config, num_heads=None):\n        return ''\n",
    "vllm/platforms/__init__.py": "from typing import TYPE_CHECKING\n"
    "if TYPE_CHECKING:\n    from vllm.platforms.interface import Platform\n"
    "    current_platform: Platform\n",
    "vllm/selector.py": "def select(backend, config, num_heads):\n"
    "    from vllm.platforms import current_platform\n"
    "    return current_platform.pick(backend, config=config, num_heads=num_heads)\n",
}
OLD_PICK = (
    "from vllm.platforms.interface import Platform\n\nclass Mine(Platform):\n"
    "    @classmethod\n    def pick(cls, backend, config=None, head_size=None):\n"
    "        return 'mine'\n"
)
PICK = ("override-signature-mismatch", "Platform.pick", B)


@pytest.mark.parametrize(
    ("provider", "consumer", "expected"),
    [
        # vLLM passes `num_heads=` on `current_platform`: the old override cannot take it
        pytest.param(PLATFORMS, OLD_PICK, {PICK}, id="typed-receiver-keyword-the-override-lacks"),
        pytest.param(
            PLATFORMS,
            OLD_PICK.replace("head_size=None", "num_heads=None"),
            set(),
            id="typed-receiver-override-takes-it",
        ),
        pytest.param(
            PLATFORMS,
            OLD_PICK.replace("head_size=None", "**kwargs"),
            set(),
            id="typed-receiver-override-takes-any-keyword",
        ),
        # a `try` around the base's import (a fallback class for tests) does not guard
        # vLLM's later call
        pytest.param(
            PLATFORMS,
            OLD_PICK.replace(
                "from vllm.platforms.interface import Platform\n",
                "try:\n    from vllm.platforms.interface import Platform\n"
                "except ImportError:\n    class Platform:\n        pass\n",
            ),
            {PICK},
            id="typed-receiver-base-imported-under-try",
        ),
        # a parameter typed as the base may hold vLLM's own class or another subclass: only
        # a module-level name the release declares is the one object of that kind
        pytest.param(
            {
                **PLATFORMS,
                "vllm/selector.py": "from vllm.platforms.interface import Platform\n"
                "def select(p: Platform, backend, config, num_heads):\n"
                "    return p.pick(backend, config=config, num_heads=num_heads)\n",
            },
            OLD_PICK,
            set(),
            id="parameter-typed-as-the-base-says-nothing-here",
        ),
        # the name is not declared where it comes from: the receiver is untyped, and the
        # call some vLLM caller may make (the declared one without its default) binds
        pytest.param(
            {**PLATFORMS, "vllm/platforms/__init__.py": "current_platform = None\n"},
            OLD_PICK,
            set(),
            id="untyped-receiver-says-nothing",
        ),
    ],
)
def test_rule_typed_outer_calls(tmp_path: Path, provider, consumer, expected) -> None:
    check_tree_row(tmp_path, provider, consumer, "0.1.0", expected)


LIVE_PLATFORM = (
    "from vllm.platforms.interface import Platform\n\nclass Mine(Platform):\n"
    "    @classmethod\n"
    "    def get_attn_backend_cls(cls, selected_backend, attn_selector_config=None,\n"
    "                             head_size=None, dtype=None, use_mla=None):\n"
    "        return 'x'\n"
)
LIVE_CALL = """
import vllm.platforms
from vllm.v1.attention import selector
from mypkg.mod import Mine
vllm.platforms._current_platform = Mine()
try:
    selector._cached_get_attn_backend(backend=None, attn_selector_config=None, num_heads=8)
except TypeError as e:
    print("rejected", e)
except Exception as e:
    print("took it", type(e).__name__)
"""


@pytest.mark.vllm
def test_typed_outer_call_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0 selects an attention backend with `current_platform.get_attn_backend_cls(
    backend, attn_selector_config=…, num_heads=…)` (v1/attention/selector.py): CPython, with
    the consumer's platform as the current one, raises TypeError there; the engine reading
    the installed tree reports that call site."""
    vllm = pytest.importorskip("vllm")
    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(LIVE_PLATFORM)
    done = subprocess.run(
        [sys.executable, "-c", LIVE_CALL],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert "rejected" in done.stdout and "num_heads" in done.stdout, done.stderr[-2000:]

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    found = [f for f in check_usage(usage, static) if f.status == "broken"]
    assert [f.kind for f in found] == ["override-signature-mismatch"], [f.detail for f in found]
    assert (found[0].evidence or "").startswith("vllm/v1/attention/selector.py:")
