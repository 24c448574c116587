"""Where a consumer's source comes from: a folder, an installed distribution or a wheel.

Each entry point gathers the consumer's Python files (root-relative POSIX paths), records
provenance in `Usage.source` and reads the `==` pins on other known consumers from the
distribution's metadata into `Usage.requires`, so that, e.g., speculators 0.9.0 inherits
the uses of the hs-connectors release it pins.
"""

from __future__ import annotations

import importlib.metadata as md
import importlib.util
import json
import os
import re
import sys
from collections.abc import Iterable
from email.parser import Parser
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import unquote, urlparse

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from probes.entry_points import entry_specs
from probes.safeio import BadArchive, SafeIOError, TooLarge, dist_text, read_text, sha256_file
from probes.safeio.reads import METADATA_LIMIT, record_files
from probes.safeio.zips import open_zip, read_member
from probes.usage.consumer import extract_files
from probes.usage.errors import UsageError
from probes.usage.reading import (
    Unreadable,
    WalkBudget,
    max_file_bytes,
    python_files,
    read_bounded,
    too_large,
)
from probes.usage_cache import cached_usage, content_digest
from probes.uses import Usage

PYPROJECT_LIMIT = 1024 * 1024  # a real pyproject.toml, setup.cfg or setup.py: a few kB

KNOWN_CONSUMERS = ("speculators", "hs-connectors")
SKIP_TOP = {"tests", "test", "docs", "doc", "examples", "benchmarks"}
SKIP_MODULES = {"setup", "conftest", "noxfile"}


def pinned_requirements(metadata_text: str, known: Iterable[str] = KNOWN_CONSUMERS) -> list[str]:
    """`name==version` for each unconditional `Requires-Dist` pin on a known consumer."""
    wanted = {canonicalize_name(k) for k in known}
    pins = set()
    for line in Parser().parsestr(metadata_text, headersonly=True).get_all("Requires-Dist") or []:
        try:
            req = Requirement(line)
        except InvalidRequirement:
            continue
        name = canonicalize_name(req.name)
        if name not in wanted or (req.marker is not None and "extra" in str(req.marker)):
            continue
        specs = list(req.specifier)
        if len(specs) == 1 and specs[0].operator == "==" and "*" not in specs[0].version:
            pins.add(f"{name}=={specs[0].version}")
    return sorted(pins)


def vllm_requirements(metadata_text: str) -> list[str]:
    """The `Requires-Dist` lines on vLLM, as written (markers such as extras included)."""
    lines = Parser().parsestr(metadata_text, headersonly=True).get_all("Requires-Dist") or []
    out = []
    for line in lines:
        try:
            if canonicalize_name(Requirement(line).name) == "vllm":
                out.append(str(line).strip())
        except InvalidRequirement:
            continue
    return out


def top_packages(paths: Iterable[str]) -> list[str]:
    """Top-level packages (folders with `__init__.py`) and modules among relative paths."""
    pure = [PurePosixPath(p) for p in paths]
    packages = {p.parts[0] for p in pure if len(p.parts) == 2 and p.name == "__init__.py"}
    if not packages:  # namespace packages only
        packages = {p.parts[0] for p in pure if len(p.parts) > 1 and p.suffix == ".py"}
    modules = {p.stem for p in pure if len(p.parts) == 1 and p.suffix == ".py"}
    chosen = (packages | modules) - SKIP_TOP - SKIP_MODULES
    return sorted(n for n in chosen if n.isidentifier() and not n.startswith("__"))


def _select(paths: Iterable[str], packages: list[str]) -> list[str]:
    """The `.py` paths that belong to `packages` (dotted sub-packages allowed)."""
    out = []
    prefixes = [p.replace(".", "/") for p in packages]
    for path in paths:
        if not path.endswith(".py") or "__pycache__" in path:
            continue
        if any(path == f"{pre}.py" or path.startswith(f"{pre}/") for pre in prefixes):
            out.append(path)
    return sorted(out)


_DATA_LIB = re.compile(r"^[^/]+\.data/(?:purelib|platlib)/")


def _install_path(name: str) -> str:
    """Where a wheel member lands in site-packages: `<dist>.data/purelib/x` installs as `x`."""
    return _DATA_LIB.sub("", name, count=1)


def _decode(rel: str, data: bytes) -> str:
    """Source text as Python reads it: UTF-8 unless a PEP 263 coding cookie says otherwise."""
    try:
        return importlib.util.decode_source(data)
    except (SyntaxError, UnicodeDecodeError, LookupError) as exc:
        raise UsageError(
            f"consumer file {rel} cannot be decoded ({exc}); re-encode it or exclude it"
        ) from None


def extract_usage(
    root: Path,
    *,
    consumer: str,
    source: dict[str, Any],
    packages: list[str] | None = None,
    entry: list[str] | None = None,
) -> Usage:
    """Every vLLM use in the `packages` under `root` (default: all top-level packages)."""
    root = Path(root)
    if not root.is_dir():
        raise UsageError(f"consumer folder {root} does not exist; give the folder holding its code")
    chosen = packages if packages is not None else _folder_packages(root)
    if not chosen:
        raise UsageError(f"no Python package found under {root}; give the folder holding it")
    rels: list[str] = []
    errors: list[str] = []
    budget = WalkBudget()
    for pkg in chosen:
        base = root / pkg.replace(".", "/")
        if base.is_dir():
            rels += python_files(base, root, errors, budget)
        elif os.path.lexists(base.with_suffix(".py")):
            rels.append(base.with_suffix(".py").relative_to(root).as_posix())
        else:
            raise UsageError(f"package {pkg} not found under {root}; check the package name")
    return _extract_cached(_read(root, rels, errors), consumer, source, errors, tuple(entry or ()))


def _extract_cached(
    files: dict[str, str],
    consumer: str,
    source: dict[str, Any],
    errors: list[str],
    entry_points: tuple[str, ...] = (),
) -> Usage:
    """`extract_files`, kept by the digest of the texts read (a folder or an installed
    distribution is read again on every run, but extracted once while it is unchanged)."""
    digest = content_digest(files, consumer, source, errors, sorted(entry_points))

    def extract() -> Usage:
        return extract_files(
            files, consumer=consumer, source=source, errors=errors, entry_points=entry_points
        )

    return cached_usage(consumer, digest, extract)


def _visible(path: Path, root: Path) -> bool:
    parts = path.relative_to(root).parts
    return not any(p.startswith(".") or p == "__pycache__" for p in parts)


def _folder_packages(root: Path) -> list[str]:
    """Top-level packages and modules of a folder, looking no deeper than needed."""
    dirs = [d for d in root.iterdir() if d.is_dir() and _visible(d, root)]
    rels = [f"{d.name}/__init__.py" for d in dirs if (d / "__init__.py").is_file()]
    if not rels:
        budget = WalkBudget()
        rels = [f"{d.name}/_.py" for d in dirs if next(python_files(d, root, [], budget), None)]
    rels += [f.name for f in root.glob("*.py")]
    return top_packages(rels)


def _read(root: Path, rels: Iterable[str], errors: list[str]) -> dict[str, str]:
    """The files' texts; one that cannot be read or decoded goes to `errors` instead."""
    files = {}
    limit = max_file_bytes()
    for rel in sorted(set(rels)):
        try:
            files[rel] = _decode(rel, read_bounded(root / rel, rel, limit))
        except (Unreadable, UsageError) as exc:
            errors.append(str(exc))
    return files


def _pyproject(path: Path) -> tuple[str | None, str | None, list[str]]:
    """(name, version, dependencies) from a folder's pyproject.toml, when it has one."""
    file = path / "pyproject.toml"
    if not file.is_file():
        return None, None, []
    try:
        import tomllib
    except ImportError:  # Python 3.10
        return None, None, []
    try:
        project = tomllib.loads(read_text(file, limit=PYPROJECT_LIMIT)).get("project", {})
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(f"{file} is not valid TOML ({exc}); fix it") from None
    except TooLarge:  # tomllib parses ~2 MB/s: a 100 MB string would take a minute
        raise UsageError(
            f"{file} is larger than {PYPROJECT_LIMIT // 1024**2} MB (no real project file is); "
            "check it"
        ) from None
    version = project.get("version")
    return (
        project.get("name"),
        version if isinstance(version, str) else None,
        list(project.get("dependencies", [])),
    )


def _metadata_files(path: Path) -> dict[str, str]:
    """Where a source folder declares entry points: pyproject.toml, setup.cfg, setup.py, and
    the entry_points.txt of an unpacked wheel or a built sdist (`*.dist-info`, `*.egg-info`)."""
    files = [path / n for n in ("pyproject.toml", "setup.cfg", "setup.py")]
    files += [*path.glob("*.dist-info/entry_points.txt"), *path.glob("*.egg-info/entry_points.txt")]
    out = {}
    for file in files:
        if file.is_file():
            try:
                text = read_text(file, limit=PYPROJECT_LIMIT, errors="replace")
                out[file.relative_to(path).as_posix()] = text
            except SafeIOError:  # a FIFO or an oversized file declares nothing we can read
                continue
    return out


def usage_from_folder(
    path: Path, *, consumer: str | None = None, metadata: dict[str, str] | None = None
) -> Usage:
    """Uses of a source folder (a checkout or an unpacked wheel; `src/` layouts too).
    `metadata`: more files declaring entry points (an sdist's, read from its archive)."""
    path = Path(path)
    if not path.is_dir():
        raise UsageError(f"consumer folder {path} does not exist; give the folder holding its code")
    name, version, deps = _pyproject(path)
    root, packages = path, None
    src = path / "src"
    regular = [d for d in path.iterdir() if d != src and (d / "__init__.py").is_file()]
    if (path / "__init__.py").is_file() and path.resolve().name.isidentifier():
        # The package folder itself (`--consumer ./mypkg`): its parent is the root, so
        # `mypkg/__init__.py` and its relative imports read as Python reads them.
        root, packages = path.resolve().parent, [path.resolve().name]
    elif src.is_dir() and not regular and _folder_packages(src):
        root = src
    listed = "".join(f"Requires-Dist: {d}\n" for d in deps)
    if not name or not version:  # an unpacked wheel or sdist: its metadata says who it is
        name, version, listed = _folder_metadata(path) or (name, version, listed)
    source = {"kind": "folder", "path": str(path.resolve())}
    if version:
        source["version"] = version
    label = consumer or release_label(name, version) or path.resolve().name
    entry = entry_specs({**_metadata_files(path), **(metadata or {})})
    usage = extract_usage(root, consumer=label, source=source, packages=packages, entry=entry)
    usage.requires = pinned_requirements(listed)
    usage.vllm_requirements = vllm_requirements(listed)
    return usage


def release_label(name: str | None, version: str | None) -> str | None:
    """`name==version`, the one way a consumer release is named (whether it was given as a
    wheel, an installed distribution, a folder or `name==version`): the patch, the committed
    fixtures and the inherited pins are all found by it. Just the name without a version."""
    if not name:
        return None
    canonical = canonicalize_name(name)
    return f"{canonical}=={version}" if version else str(canonical)


def _folder_metadata(path: Path) -> tuple[str, str, str] | None:
    """(name, version, metadata text) of the one `*.dist-info/METADATA` (an unpacked wheel)
    or `PKG-INFO` (an sdist) in a folder, if it has exactly one."""
    found = [*path.glob("*.dist-info/METADATA"), *path.glob("PKG-INFO")]
    if len(found) != 1 or not found[0].is_file():
        return None
    try:
        text = read_bounded(found[0], found[0].name, max_file_bytes()).decode("utf-8", "replace")
    except Unreadable:
        return None
    headers = Parser().parsestr(text, headersonly=True)
    name, version = headers.get("Name"), headers.get("Version")
    return (str(name), str(version), text) if name and version else None


def usage_from_wheel(wheel: Path, *, consumer: str | None = None) -> Usage:
    """Uses of a wheel file, read straight from the zip (nothing is installed or unpacked)."""
    wheel = Path(wheel)
    if not wheel.is_file():
        raise UsageError(f"wheel {wheel} does not exist; download it first")
    try:
        return _usage_from_wheel(wheel, consumer)
    except SafeIOError as exc:  # a damaged member, one over its cap
        raise UsageError(f"{exc}; give a .whl file") from None


def _usage_from_wheel(wheel: Path, consumer: str | None) -> Usage:
    try:
        zf = open_zip(wheel)
    except BadArchive:
        raise UsageError(f"{wheel} is not a wheel (not a zip file); give a .whl file") from None
    with zf:
        names = zf.namelist()
        meta_name = next((n for n in names if re.fullmatch(r"[^/]+\.dist-info/METADATA", n)), None)
        if meta_name is None:
            raise UsageError(f"{wheel} has no .dist-info/METADATA; it is not a wheel")
        metadata = read_member(zf, meta_name, limit=METADATA_LIMIT).decode("utf-8", "replace")
        entry_name = meta_name.replace("METADATA", "entry_points.txt")
        entry_text = (
            read_member(zf, entry_name, limit=METADATA_LIMIT).decode("utf-8", "replace")
            if entry_name in names
            else ""
        )
        installed = {_install_path(n): n for n in names}
        files: dict[str, str] = {}
        errors: list[str] = []
        limit = max_file_bytes()
        for rel in _select(installed, top_packages(installed)):
            size = zf.getinfo(installed[rel]).file_size
            if size > limit:
                errors.append(too_large(rel, size, limit))
                continue
            try:
                files[rel] = _decode(rel, read_member(zf, installed[rel], limit=limit))
            except UsageError as exc:
                errors.append(str(exc))
    headers = Parser().parsestr(metadata, headersonly=True)
    source = {
        "kind": "wheel",
        "file": wheel.name,
        "path": str(wheel.resolve()),
        "sha256": sha256_file(wheel),
        "version": headers.get("Version"),
    }
    name = consumer or release_label(
        headers.get("Name") or wheel.name.split("-")[0], headers.get("Version")
    )
    entry = entry_specs({"entry_points.txt": entry_text})
    usage = extract_files(
        files, consumer=str(name), source=source, errors=errors, entry_points=entry
    )
    usage.requires = pinned_requirements(metadata)
    usage.vllm_requirements = vllm_requirements(metadata)
    return usage


def usage_from_installed(dist_name: str) -> Usage:
    """Uses of an installed distribution, read from the files its RECORD lists."""
    try:
        dist = md.distribution(dist_name)
    except md.PackageNotFoundError:
        raise UsageError(
            f"distribution {dist_name} is not installed in {sys.prefix}; "
            "install it, or give a .whl file, or its source folder"
        ) from None
    name = str(release_label(dist.metadata["Name"] or dist_name, dist.version))
    metadata = dist_text(dist, "METADATA") or ""
    rels = [rel for rel in record_files(dist) or [] if rel.endswith(".py")]
    source = {"kind": "installed", "version": dist.version}
    if rels:
        root = Path(str(dist.locate_file("")))
        source["path"] = str(root)
        errors: list[str] = []
        files = _read(root, _select(rels, top_packages(rels)), errors)
        entry = entry_specs({"entry_points.txt": dist_text(dist, "entry_points.txt") or ""})
        usage = _extract_cached(files, name, source, errors, tuple(entry))
    else:
        folder = _editable_folder(dist)
        if folder is None:  # no Python code (a meta-distribution): nothing to use vLLM
            usage = Usage(consumer=name, source=source)
        else:
            source["path"] = str(folder)
            usage = usage_from_folder(folder, consumer=name)
            usage.source = source
    usage.requires = pinned_requirements(metadata)
    usage.vllm_requirements = vllm_requirements(metadata)
    return usage


def _editable_folder(dist: md.Distribution) -> Path | None:
    """The source folder of an editable install (PEP 610 `direct_url.json`)."""
    text = dist_text(dist, "direct_url.json")
    if not text:
        return None
    info = json.loads(text)
    if not info.get("dir_info", {}).get("editable"):
        return None
    url = urlparse(info.get("url", ""))
    return Path(unquote(url.path)) if url.scheme == "file" else None
