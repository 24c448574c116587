"""Entry points and console scripts, read from a distribution's metadata without running it.

Rule `metadata-entry-points`. vLLM loads a plugin by its entry point (`vllm.general_plugins`,
`vllm.platform_plugins`, `vllm.io_processor_plugins`, `vllm.stat_logger_plugins`, …) and a
user runs a console script: the modules they name are roots of reachability. Where they are
declared depends on the artifact:

* a wheel or an installed distribution: `*.dist-info/entry_points.txt` (an INI file);
* an sdist or a checkout: `pyproject.toml` (`[project.scripts]`, `[project.gui-scripts]`,
  `[project.entry-points.<group>]`, Poetry's `[tool.poetry.scripts]` and
  `[tool.poetry.plugins.<group>]`), `setup.cfg` (`[options.entry_points]`), `setup.py` (the
  `entry_points=` keyword of `setup(…)`, a literal or a module-level name bound to one: read
  with `ast`, never executed), and a built sdist's `*.egg-info/entry_points.txt`.

What cannot be read as a literal declares nothing here (the modules stay roots by the other
rules: a public module nothing imports is a root anyway).
"""

from __future__ import annotations

import ast
import configparser
import re
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath
from typing import Any

_SPEC = re.compile(r"^\s*([A-Za-z_][\w.]*)\s*(?::\s*[A-Za-z_][\w.]*)?\s*(?:\[.*\])?\s*$")
_FUNCTION = re.compile(r"^\s*([A-Za-z_][\w.]*)\s*:\s*([A-Za-z_]\w*)\s*(?:\[.*\])?\s*$")
# the metadata files a source tree or an sdist declares entry points in, by base name
SOURCE_FILES = ("pyproject.toml", "setup.cfg", "setup.py", "entry_points.txt")


def modules_of(files: Mapping[str, str]) -> list[str]:
    """The modules the entry points of these metadata files name (file base name → text)."""
    out: set[str] = set()
    for name, text in files.items():
        base = name.rsplit("/", 1)[-1]
        reader = _READERS.get(base)
        if reader is not None:
            out |= {m for spec in reader(text) if (m := _module(spec))}
    return sorted(out)


def functions_of(files: Mapping[str, str]) -> list[str]:
    """The `module:function` the entry points of these metadata files name: what vLLM (or
    a console script) calls (rule `entry-version-gate` reads a refusal at its top)."""
    out: set[str] = set()
    for name, text in files.items():
        reader = _READERS.get(name.rsplit("/", 1)[-1])
        for spec in reader(text) if reader is not None else ():
            match = _FUNCTION.match(spec)
            if match:
                out.add(f"{match.group(1)}:{match.group(2)}")
    return sorted(out)


def entry_specs(files: Mapping[str, str]) -> list[str]:
    """The modules entry points name, then each `module:function` of them."""
    return [*modules_of(files), *functions_of(files)]


def _module(spec: str) -> str | None:
    """`pkg.mod:func [extra]` → `pkg.mod`."""
    match = _SPEC.match(spec)
    return match.group(1) if match else None


def _ini(text: str, sections: Iterable[str] | None = None) -> list[str]:
    """Values of an INI file's sections (entry_points.txt: every section; setup.cfg: the
    `[options.entry_points]` one, whose values are `name = spec` lines)."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read_string(text)
    except configparser.Error:
        return []
    out: list[str] = []
    for section in sections if sections is not None else parser.sections():
        if not parser.has_section(section):
            continue
        for value in parser[section].values():
            out += [line.split("=", 1)[-1] for line in value.splitlines() if line.strip()]
    return out


def _entry_points_txt(text: str) -> list[str]:
    return _ini(text)


def _setup_cfg(text: str) -> list[str]:
    return _ini(text, ["options.entry_points"])


def _pyproject(text: str) -> list[str]:
    try:
        import tomllib
    except ImportError:  # Python 3.10: setup.cfg, setup.py and entry_points.txt still read
        return []
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError):
        return []
    project = _table(data.get("project"))
    poetry = _table(_table(data.get("tool")).get("poetry"))
    tables = [
        _table(project.get("scripts")),
        _table(project.get("gui-scripts")),
        *(_table(t) for t in _table(project.get("entry-points")).values()),
        _table(poetry.get("scripts")),
        *(_table(t) for t in _table(poetry.get("plugins")).values()),
    ]
    out = []
    for table in tables:
        for value in table.values():
            spec = value.get("reference") if isinstance(value, dict) else value
            if isinstance(spec, str):
                out.append(spec)
    return out


def _table(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _setup_py(text: str) -> list[str]:
    """The `entry_points=` of `setup(…)`: a literal dict (or INI text), or a module-level
    name bound to one."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    bound = {
        t.id: s.value
        for s in tree.body
        if isinstance(s, ast.Assign)
        for t in s.targets
        if isinstance(t, ast.Name)
    }
    out: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for kw in node.keywords:
            if kw.arg != "entry_points":
                continue
            value = bound.get(kw.value.id, kw.value) if isinstance(kw.value, ast.Name) else kw.value
            out += _literal_specs(value)
    return out


def _literal_specs(node: ast.expr) -> list[str]:
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return []
    if isinstance(value, str):
        return _ini(value)
    if not isinstance(value, dict):
        return []
    out: list[str] = []
    for items in value.values():
        for item in [items] if isinstance(items, str) else items:
            if isinstance(item, str):
                out.append(item.split("=", 1)[-1])
    return out


_READERS = {
    "pyproject.toml": _pyproject,
    "setup.cfg": _setup_cfg,
    "setup.py": _setup_py,
    "entry_points.txt": _entry_points_txt,
}


def sdist_metadata(archive: str | Path) -> dict[str, str]:
    """The metadata files of an sdist (its top folder's pyproject.toml, setup.cfg, setup.py,
    `*.egg-info/entry_points.txt`), read from the archive: the extracted source tree holds
    only the package's Python files. Nothing is extracted or run."""
    from probes.safeio import SafeIOError
    from probes.safeio.zips import is_zip, tar_members, zip_members

    def wanted(name: str) -> bool:
        parts = PurePosixPath(name).parts
        if len(parts) == 2:
            return parts[1] in SOURCE_FILES[:3]
        return len(parts) == 3 and parts[1].endswith(".egg-info") and parts[2] == SOURCE_FILES[3]

    out: dict[str, str] = {}
    try:
        if is_zip(archive):
            found = [(i.filename, d) for i, d in zip_members(archive, lambda i: wanted(i.filename))]
        else:
            found = [(m.name, d) for m, d in tar_members(archive, lambda m: wanted(m.name))]
    except SafeIOError:
        return out
    for name, data in found:
        out[name] = data.decode("utf-8", "replace")
    return out
