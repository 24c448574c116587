"""scripts/new_drift_point.py: the scaffold writes stubs the registries pick up, and no more.

It runs on a copy of the package tree (probes/, compat/ and the table rows), never on
the checkout; the scaffolded tree is imported in a child process to see what registered.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "new_drift_point.py"
TABLES = ("tests/__init__.py", "tests/drift_points.py")


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    ignore = shutil.ignore_patterns("__pycache__")
    for package in ("probes", "compat"):
        shutil.copytree(REPO / package, tmp_path / package, ignore=ignore)
    for rel in TABLES:
        (tmp_path / rel).parent.mkdir(exist_ok=True)
        shutil.copy(REPO / rel, tmp_path / rel)
    return tmp_path


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*.py"))
        if "__pycache__" not in p.parts
    }


def scaffold(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, str(SCRIPT), "--root", str(root), *args]
    return subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=60)


def registered(root: Path) -> dict[str, object]:
    """What the scaffolded tree's registries hold, read in a fresh interpreter."""
    code = textwrap.dedent(
        """
        import json
        import compat.shims as shims
        from compat.shims import registry
        from probes.catalogue import REGISTRY
        registry.load_all()
        print(json.dumps({
            "probes": {n: p.observe.__module__ for n, p in REGISTRY.items()},
            "variants": {s: [v.name for v in vs] for s, vs in registry.VARIANTS.items()},
            "modules": registry.shim_modules(),
            "stable": sorted(shims._STUBS),
        }))
        """
    )
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _rows(root: Path) -> tuple[set[str], set[tuple[str, ...]]]:
    """The probes of PROBE_ANSWERS and the rows of SELECTIONS in the tree's table module."""
    module = ast.parse((root / "tests" / "drift_points.py").read_text())
    tables = {
        n.targets[0].id: n.value
        for n in module.body
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name)
    }
    answers, selections = tables["PROBE_ANSWERS"], tables["SELECTIONS"]
    assert isinstance(answers, ast.Dict) and isinstance(selections, ast.List)
    probes = {k.value for k in answers.keys if isinstance(k, ast.Constant)}
    rows = {tuple(ast.literal_eval(row)) for row in selections.elts}
    return probes, rows


def test_a_new_subject_gets_probe_variant_stable_call_and_rows(tree):
    args = ("--subject", "sampling", "--probe", "sampler-takes-foo")
    proc = scaffold(tree, *args, "--shim", "make_sampler", "--variant", "drop-foo")
    assert proc.returncode == 0, proc.stderr
    listed = [line.strip() for line in proc.stdout.splitlines() if line.startswith("  ")]
    assert listed == [
        "probes/catalogue/sampling.py",
        "compat/shims/sampling.py",
        "compat/shims/__init__.py",
        "tests/drift_points.py",
    ]
    found = registered(tree)
    assert found["probes"]["sampler-takes-foo"] == "probes.catalogue.sampling"
    assert found["variants"]["make_sampler"] == ["drop-foo"]
    assert "sampling" in found["modules"] and "make_sampler" in found["stable"]
    probes, shims = _rows(tree)
    assert "sampler-takes-foo" in probes and ("0.0.0", "make_sampler", "drop-foo") in shims
    ruff = shutil.which("ruff")
    if ruff is not None:  # the stubs are lint-clean (E, F, W) as written
        written = [str(tree / rel) for rel in listed]
        cmd = [ruff, "check", "--isolated", "--line-length", "100", "--select", "E,F,W", *written]
        lint = subprocess.run(cmd, capture_output=True, text=True, check=False)
        assert lint.returncode == 0, lint.stdout


def test_an_existing_subject_and_stable_call_touch_three_files(tree):
    args = ("--subject", "kv_cache", "--probe", "planning-takes-foo")
    proc = scaffold(tree, *args, "--shim", "kv_cache_planning", "--variant", "pass-foo")
    assert proc.returncode == 0, proc.stderr
    assert "wrote 3 files" in proc.stdout and "compat/shims/__init__.py" not in proc.stdout
    found = registered(tree)
    assert found["probes"]["planning-takes-foo"] == "probes.catalogue.kv_cache"
    assert "pass-foo" in found["variants"]["kv_cache_planning"]
    assert "resolve-layout" in found["variants"]["kv_cache_planning"]  # the old ones stay


def test_the_stubs_fail_until_finished(tree):
    scaffold(
        tree,
        "--subject",
        "kv_cache",
        "--probe",
        "planning-takes-foo",
        "--shim",
        "kv_cache_planning",
        "--variant",
        "pass-foo",
    )
    code = "from probes.catalogue import REGISTRY\nREGISTRY['planning-takes-foo'].run(None)\n"
    env = {**os.environ, "PYTHONPATH": str(tree)}
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=tree, env=env, capture_output=True, text=True
    )
    assert proc.returncode != 0 and "NotImplementedError" in proc.stderr
    marked = [p for p in (tree / "probes").rglob("*.py") if "scaffolded by" in p.read_text()]
    assert marked, "the marker that tests/test_registries.py looks for is missing"


def test_it_refuses_to_overwrite_and_writes_nothing(tree):
    first = ("--subject", "kv_cache", "--probe", "planning-takes-foo")
    assert scaffold(tree, *first, "--shim", "kv_cache_planning", "--variant", "a").returncode == 0
    before = _files(tree)
    for args in (
        (*first, "--shim", "kv_cache_planning", "--variant", "b"),  # the probe exists
        (
            "--subject",
            "kv_cache",
            "--probe",
            "other",
            "--shim",
            "kv_cache_planning",
            "--variant",
            "native",
        ),  # the variant exists
        (
            "--subject",
            "requests",
            "--probe",
            "request-takes-eos-token-id",
            "--shim",
            "make_request",
            "--variant",
            "x",
        ),  # a probe of the real catalogue
    ):
        proc = scaffold(tree, *args)
        assert proc.returncode == 2, proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1 and "nothing written" in proc.stderr
    assert _files(tree) == before


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("--subject", "Kv-Cache"),
        ("--probe", "Bad_Name"),
        ("--shim", "make__x"),
        ("--variant", "x y"),
    ],
)
def test_bad_names_are_bad_input(tree, flag, value):
    args = {"--subject": "s", "--probe": "p", "--shim": "make_s", "--variant": "v", flag: value}
    proc = scaffold(tree, *[x for kv in args.items() for x in kv])
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_dry_run_lists_and_writes_nothing(tree):
    before = _files(tree)
    proc = scaffold(
        tree,
        "--subject",
        "execution",
        "--probe",
        "step-takes-foo",
        "--shim",
        "execute_and_sample",
        "--variant",
        "foo",
        "--dry-run",
    )
    assert proc.returncode == 0, proc.stderr
    assert "would write 3 files" in proc.stdout
    assert _files(tree) == before


def test_a_root_without_the_packages_is_bad_input(tmp_path):
    proc = scaffold(tmp_path, "--subject", "s", "--probe", "p", "--shim", "m", "--variant", "v")
    assert proc.returncode == 2 and "no probes/catalogue/ folder" in proc.stderr
