"""The layering rules of the design card, and the deliberate public surface of `probes`."""

from __future__ import annotations

import ast
import subprocess
import sys
import typing
from pathlib import Path

import probes
from tests.layering import LAYERS, circles, imports, layer, modules

ROOT = Path(__file__).resolve().parent.parent


def _imported_top_levels(package: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in (ROOT / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.setdefault(node.module.split(".")[0], set()).add(str(path))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    found.setdefault(alias.name.split(".")[0], set()).add(str(path))
    return found


def test_probes_never_imports_compat():
    assert "compat" not in _imported_top_levels("probes")


def test_probes_public_surface_is_exactly_all():
    assert dir(probes) == sorted(probes.__all__)
    for name in probes.__all__:
        obj = getattr(probes, name)
        if typing.get_origin(obj) is typing.Literal:
            continue  # a type alias (FindingStatus, Verdict): its values say what it is
        assert obj.__doc__, f"probes.{name} has no docstring"


def test_importing_the_registry_loads_no_views_or_griffe():
    code = (
        "import sys, probes.catalogue.registry; "
        "print(any(m.startswith(('griffe', 'probes.views.static')) for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.strip() == "False", out.stderr


def test_modules_stay_small():
    big = {
        str(p.relative_to(ROOT)): n
        for package in ("probes", "compat")
        for p in (ROOT / package).rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 480
    }
    assert not big, f"split these modules: {big}"


def test_compat_imports_probes_only_through_its_public_surface():
    """Like griffe's test_api: what compat uses of probes is what probes declares public."""
    public = set(probes.__all__)
    stray: list[str] = []
    for path in sorted((ROOT / "compat").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            rel = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names if a.name.startswith("probes")]
                stray += [f"{rel} import {name}" for name in names]
            if not (isinstance(node, ast.ImportFrom) and node.level == 0 and node.module):
                continue
            if node.module.startswith("probes."):
                stray.append(f"{rel} from {node.module} import …")
            elif node.module == "probes":
                stray += [
                    f"{rel} probes.{a.name}"
                    for a in node.names
                    if a.name not in public and not (ROOT / "probes" / f"{a.name}.py").is_file()
                ]
    assert not stray, "compat reaches past probes.__all__:\n" + "\n".join(stray)


def _type_checking_imports(tree: ast.Module) -> dict[str, set[str]]:
    """module -> names imported under the module's top-level `if TYPE_CHECKING:`."""
    found: dict[str, set[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for stmt in node.body:
                if isinstance(stmt, ast.ImportFrom) and stmt.module:
                    found.setdefault(stmt.module, set()).update(a.name for a in stmt.names)
    return found


def test_type_checkers_see_exactly_the_public_surface():
    """`probes/__init__.py` loads names lazily; its TYPE_CHECKING imports are what mypy checks
    compat against, so they must name exactly `_EXPORTS`, from the same modules."""
    init = ast.parse((ROOT / "probes" / "__init__.py").read_text(encoding="utf-8"))
    declared = {module: set(names) for module, names in probes._EXPORTS.items()}
    assert _type_checking_imports(init) == declared


def test_every_module_has_a_layer():
    unplaced = sorted(m for m in modules() if layer(m) < 0)
    assert not unplaced, f"place these in LAYERS (tests/layering.py): {unplaced}"


def test_no_import_circle():
    found = circles(imports(modules()))
    assert not found, "import circles:\n" + "\n".join(map(" <-> ".join, found))


def test_no_arrow_runs_back_up():
    up = [
        f"{a} ({LAYERS[layer(a)][0]}) -> {b} ({LAYERS[layer(b)][0]})"
        for a, targets in sorted(imports(modules()).items())
        for b in sorted(targets)
        if layer(b) > layer(a)
    ]
    assert not up, "imports that run back up the layers:\n" + "\n".join(up)


def test_the_graph_sees_circles_and_upward_arrows():
    """The checks above can fail: a made-up graph with a circle and an upward arrow."""
    graph = {"probes.api": {"probes.check"}, "probes.check": {"probes.api"}, "compat.cli": set()}
    assert circles(graph) == [["probes.api", "probes.check"]]
    assert layer("probes.check") > layer("probes.api")
    assert layer("probes.views.static") == layer("probes.usage.walker")
    assert layer("compat.report_cmd") < layer("compat.commands")
    assert layer("probes.not_placed_yet") == layer("compat.not_placed_yet") == -1


def test_lazy_relative_and_type_checking_imports_are_arrows(tmp_path):
    (tmp_path / "probes" / "views").mkdir(parents=True)
    (tmp_path / "probes" / "__init__.py").write_text("")
    (tmp_path / "probes" / "views" / "__init__.py").write_text("")
    (tmp_path / "probes" / "views" / "open.py").write_text(
        "def f():\n    from probes import snapshot\n"
    )
    (tmp_path / "probes" / "snapshot.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .views.open import f\n"
    )
    graph = imports(modules(tmp_path))
    assert graph["probes.views.open"] == {"probes.snapshot"}
    assert graph["probes.snapshot"] == {"probes.views.open"}
    assert circles(graph) == [["probes.snapshot", "probes.views.open"]]


def test_renderers_build_rows_from_the_shared_builders_not_from_each_other():
    """Each format lays out rows that `compat.report.common` builds; none reaches into another."""
    graph = imports(modules())
    shared = {"compat.report", "compat.report.common", "compat.report.page_assets"}
    renderers = {m for m in graph if m.startswith("compat.report.") and m not in shared}
    assert {"compat.report.html", "compat.report.markdown", "compat.report.terminal"} <= renderers
    assert {m: graph[m] & renderers for m in renderers if graph[m] & renderers} == {}


def test_the_structure_drawing_is_current():
    """docs/structure.md is drawn from the same graph (`python scripts/structure.py`)."""
    script = ROOT / "scripts" / "structure.py"
    out = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr
