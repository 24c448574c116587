"""Rule `module-function-replacement` (docs/rules.md#module-function-replacement).

A rule learnt from the held-out consumer areal 1.0.4 (`api_server.build_app = mine`, which
vLLM's run_server stopped calling when it moved): a vLLM function replaced by assignment on a
module that only re-exports it, where no vLLM code reads the name through that module, never
runs (`semantic`). Table-driven (tests/checktable.py), with Python as the
oracle: each row's tiny provider is imported in a fresh interpreter, the consumer's patch is
applied, and vLLM's own entry point says whether the replacement ran.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.checktable import build, explain, with_packages, write_tree

APP = "def build_app(args):\n    return 'vllm'\n"
ENTRY = "from vllm.app import build_app\n\ndef run_server(args):\n    return build_app(args)\n"
PROVIDER = {
    "vllm/app.py": APP,
    "vllm/entry.py": ENTRY,
    # only re-exports build_app; vLLM's entry point binds it from vllm.app
    "vllm/server.py": "from vllm.app import build_app\nfrom vllm.entry import run_server\n",
    # defines and calls it itself (the layout before the move)
    "vllm/old_server.py": APP + "\ndef run_server(args):\n    return build_app(args)\n",
    # re-exports it and calls it through its own globals
    "vllm/mid_server.py": "from vllm.app import build_app\n\ndef run_server(args):\n"
    "    return build_app(args)\n",
    # re-exported; another vLLM module reads it through this module at call time
    "vllm/via_server.py": "from vllm.app import build_app\n",
    "vllm/via_entry.py": "from vllm import via_server\n\ndef run_server(args):\n"
    "    return via_server.build_app(args)\n",
    # re-exported; another module imports it from here lazily, at call time
    "vllm/rel_server.py": "from .app import build_app\n",
    "vllm/rel_entry.py": "def run_server(args):\n    from .rel_server import build_app\n\n"
    "    return build_app(args)\n",
    # a re-exported class: replacing a class is another rule's (no finding here)
    "vllm/cls_app.py": "class App:\n    def run(self):\n        return 'vllm'\n",
    "vllm/cls_server.py": "from vllm.cls_app import App\n",
    "vllm/cls_entry.py": "from vllm.cls_app import App\n\ndef run_server(args):\n"
    "    return App().run()\n",
}


def _patch(module: str, name: str = "build_app") -> str:
    return (
        f"import {module} as target\n\n\ndef mine(args):\n    return 'consumer'\n\n\n"
        f"target.{name} = mine\n"
    )


ROWS = [
    pytest.param("vllm.server", "vllm.server", True, id="re-export-no-vllm-reader-is-dead"),
    pytest.param("vllm.old_server", "vllm.old_server", False, id="defined-in-the-module-runs"),
    pytest.param("vllm.mid_server", "vllm.mid_server", False, id="module-own-global-lookup-runs"),
    pytest.param("vllm.via_server", "vllm.via_entry", False, id="attribute-reader-elsewhere-runs"),
    pytest.param("vllm.rel_server", "vllm.rel_entry", False, id="relative-lazy-import-runs"),
]


def _oracle(prov: Path, module: str, entry: str, patch: str) -> str:
    """What vLLM's entry point returns after the consumer's patch, run by Python itself."""
    code = (
        f"import sys; sys.path.insert(0, {str(prov)!r})\n{patch}\n"
        f"import importlib\nprint(importlib.import_module({entry!r}).run_server(1))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    return done.stdout.strip()


@pytest.mark.parametrize(("module", "entry", "dead"), ROWS)
def test_rule_against_python(tmp_path: Path, module: str, entry: str, dead: bool) -> None:
    patch = _patch(module)
    usage, findings = build(tmp_path, PROVIDER, patch)
    semantic = [f for f in findings if f.kind == "semantic"]
    assert [f.status for f in semantic] == (["broken"] if dead else []), explain(usage, findings)
    assert all(f.reason == "hook-gone" and f.evidence == "vllm/app.py:1" for f in semantic)
    ran = _oracle(tmp_path / "prov", module, entry, patch)
    assert ran == ("vllm" if dead else "consumer")
    assert [f for f in findings if f.status == "broken" and f.kind != "semantic"] == []


def test_a_replaced_class_is_not_this_rule(tmp_path: Path) -> None:
    """Python says the re-exported class's replacement does not reach vllm.cls_entry either,
    but replacing a class is judged elsewhere: this rule says nothing."""
    patch = _patch("vllm.cls_server", "App")
    usage, findings = build(tmp_path, PROVIDER, patch)
    assert [f for f in findings if f.kind == "semantic"] == [], explain(usage, findings)


def test_a_snapshot_without_sources_says_nothing(tmp_path: Path) -> None:
    """Readers cannot be scanned without the release's sources: no finding, not a guess."""
    from probes.check import check_usage
    from probes.module_patches import readers

    write_tree(tmp_path / "prov", with_packages(PROVIDER))
    assert readers(tmp_path / "prov", "vllm.server:build_app") == []
    assert readers(tmp_path / "prov", "vllm.via_server:build_app") == ["vllm/via_entry.py:4"]
    usage, _ = build(tmp_path / "b", PROVIDER, _patch("vllm.server"))

    class NoTree:  # a view with lookups but no source tree (like a committed snapshot)
        def __init__(self, inner: object) -> None:
            self.inner = inner

        def __getattr__(self, name: str) -> object:
            if name == "modules":
                raise AttributeError(name)
            return getattr(self.inner, name)

    from probes.views.static import static_view_from_tree

    view = static_view_from_tree(tmp_path / "b" / "prov", version="0.0.test", source={})
    assert [f for f in check_usage(usage, NoTree(view)) if f.kind == "semantic"] == []  # type: ignore[arg-type]


# Live witness on the vLLM installed here (CPU 0.32.0): areal's own patch. Python says the
# replacement is not what vLLM's run_server module calls; the engine, reading the installed
# tree, reports it `semantic` with the definition's file:line.
@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    vllm = pytest.importorskip("vllm")
    code = (
        "import vllm.entrypoints.openai.api_server as m\n"
        "import vllm.entrypoints.launchers.api_server.entry as entry\n"
        "m.build_app = lambda *a, **k: None\n"
        "import json; print(json.dumps([entry.build_app is m.build_app, "
        "m.run_server.__module__]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    same, where = json.loads(done.stdout.strip().splitlines()[-1])
    assert not same and where == "vllm.entrypoints.launchers.api_server.entry"

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(_patch("vllm.entrypoints.openai.api_server"))
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    (finding,) = [f for f in check_usage(usage, static) if f.status == "broken"]
    assert finding.kind == "semantic"
    assert finding.evidence and finding.evidence.startswith("vllm/entrypoints/launchers/app.py:")
