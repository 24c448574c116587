"""Install the project into a reused nox venv only when the project changed.

The digest covers what an install copies (pyproject.toml and every file under probes/,
compat/, fixtures/, patches/: path, size and mtime, which is fast and changes on any edit or
checkout); it is kept in the venv after a successful install. `nox -s drift` on an unchanged
checkout then skips pip entirely.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

TRACKED = ("probes", "compat", "fixtures", "patches")
STAMP = ".speculators-compat-install"


def project_digest(root: Path) -> str:
    digest = hashlib.sha256()
    files = [root / "pyproject.toml"]
    for folder in TRACKED:
        files += sorted(p for p in (root / folder).rglob("*") if p.is_file())
    for path in files:
        if "__pycache__" in path.parts or not path.exists():
            continue
        stat = path.stat()
        digest.update(f"{path.relative_to(root)}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def needs_install(venv: Path, root: Path) -> bool:
    stamp = Path(venv) / STAMP
    return not stamp.is_file() or stamp.read_text().strip() != project_digest(root)


def mark_installed(venv: Path, root: Path) -> None:
    (Path(venv) / STAMP).write_text(project_digest(root) + "\n")


def stamp_matches(venv: Path, name: str, content: str) -> bool:
    """True when `venv/name` holds exactly `content`: what a reused venv already installed
    (e.g. the CPU engine suite's pinned requirement list), so nox can skip pip."""
    stamp = Path(venv) / name
    return stamp.is_file() and stamp.read_text() == content


def write_stamp(venv: Path, name: str, content: str) -> None:
    """Written last, after every install step succeeded."""
    (Path(venv) / name).write_text(content)
