"""The layering rules of the design card, and the deliberate public surface of `probes`."""

from __future__ import annotations

import ast
from pathlib import Path

import probes

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
    public = {n for n in vars(probes) if not n.startswith("_")}
    modules = {n for n in public if type(getattr(probes, n)).__name__ == "module"}
    assert public - modules == set(probes.__all__)
    for name in probes.__all__:
        assert getattr(probes, name).__doc__, f"probes.{name} has no docstring"


def test_modules_stay_small():
    big = {
        str(p.relative_to(ROOT)): n
        for package in ("probes", "compat")
        for p in (ROOT / package).rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 480
    }
    assert not big, f"split these modules: {big}"
