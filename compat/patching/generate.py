"""Generate the patches and manifests from the real wheels and the hand-made fixed files.

    python -m compat.patching.generate            # (re)write every patch set in patches/
    python -m compat.patching.generate --check    # compare, write nothing; exit 1 if stale
    python -m compat.patching.generate speculators==0.4.0.1

For each patch set `patches/<project>-<version>/` (a folder with a manifest, or one named on
the command line), the release's wheel is fetched from the index (sha256 checked, cached);
every file of it whose sha256 has a fixed version in `patches/fixed/<sha256>/<path>` (stored
once, shared by every release that ships that file) is diffed to it, the diff becoming
`<stem>.patch`; `manifest.json` records the wheel, both sha256 of each file, and the findings
the patch covers (see compat.patching.covers). Run it again after changing a fixed file, the
shims' COVERS, usage extraction, the checker or the snapshots.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from compat.patching.manifest import (
    FIXED,
    MANIFEST,
    Manifest,
    PatchedFile,
    PatchError,
    folder_name,
    sha256_of,
)
from compat.patching.unified import apply_diff, make_diff
from probes import (
    make_folder,
    open_zip,
    parse_spec,
    py_files,
    read_bytes,
    read_member,
    releases,
    unlink,
    write_bytes_atomic,
)

REPO_PATCHES = Path(__file__).resolve().parents[2] / "patches"


def generate(project: str, version: str, folder: Path, *, offline: bool = False) -> dict[str, Any]:
    """{file name in `folder`: bytes} for every generated file of one patch set."""
    artifact = releases.fetch_artifact(project, version, kind="wheel", offline=offline)
    wheel = _wheel_sources(artifact.path)
    fixed = _fixed_for(folder.parent, wheel, artifact.filename)
    out: dict[str, bytes] = {}
    files = []
    for rel, new in sorted(fixed.items()):
        old = wheel[rel]
        name = Path(rel).stem + ".patch"
        if name in out:
            raise PatchError(f"two fixed files would both write {name}; rename one of them")
        diff = make_diff(old, new, rel)
        if not diff or apply_diff(old, diff) != new:
            raise PatchError(f"{rel}: the fixed file equals the wheel's or does not round-trip")
        out[name] = diff.encode("utf-8")
        files.append(PatchedFile(rel, _sha(old), _sha(new), name))
    from compat.patching.covers import covers_and_residue

    patched = {**wheel, **fixed}
    covers, residue = covers_and_residue(wheel, patched, f"{project}=={version}")
    manifest = Manifest(
        project, version, artifact.filename, artifact.sha256, tuple(files), tuple(covers), folder
    )
    out[MANIFEST] = (json.dumps(manifest.to_json(), indent=2) + "\n").encode("utf-8")
    _summary(manifest, residue)
    return out


def _sha(text: str) -> str:
    return sha256_of(text.encode("utf-8"))


def fixed_store(root: Path) -> dict[tuple[str, str], Path]:
    """{(sha256 of the original, path in the wheel): stored fixed file}."""
    store = {}
    for sha_dir in sorted((root / FIXED).glob("*")):
        for p in py_files(sha_dir, suffix=""):  # every file, whatever its name
            rel = p.relative_to(sha_dir).as_posix()
            if p.is_file() and "__pycache__" not in rel:
                store[(sha_dir.name, rel)] = p
    return store


def _fixed_for(root: Path, wheel: dict[str, str], wheel_name: str) -> dict[str, str]:
    """{path: fixed text} for the wheel's files that have a stored fixed version."""
    store = fixed_store(root)
    found = {
        rel: read_bytes(store[(_sha(text), rel)]).decode("utf-8")
        for rel, text in wheel.items()
        if (_sha(text), rel) in store
    }
    if not found:
        raise PatchError(
            f"no file of {wheel_name} has a fixed version in {root / FIXED}/<sha256>/<path>; "
            "store the fixed files there, under the sha256 of the wheel's original"
        )
    return found


def _wheel_sources(path: Path) -> dict[str, str]:
    """The wheel's Python files (path inside the wheel = path under site-packages)."""
    with open_zip(path) as zf:
        return {
            name: read_member(zf, name).decode("utf-8")
            for name in zf.namelist()
            if name.endswith(".py") and ".dist-info/" not in name
        }


def _summary(manifest: Manifest, residue: list[Any]) -> None:
    shims: dict[str, int] = {}
    for cover in manifest.covers:
        shims[cover.shim or "(patch only)"] = shims.get(cover.shim or "(patch only)", 0) + 1
    routed = ", ".join(f"{name} ×{n}" for name, n in sorted(shims.items())) or "nothing"
    print(f"{manifest.label}: {len(manifest.files)} files; covers {routed}", file=sys.stderr)
    for item in residue:
        print(f"  still met: {item.kind} {item.symbol} (vLLM {item.vllm})", file=sys.stderr)


def patch_sets(root: Path, wanted: Sequence[str]) -> list[tuple[str, str, Path]]:
    """(project, version, folder) of the chosen patch sets: every set with a manifest, or the
    releases named (a new one gets its folder here, filled from the fixed-file store)."""
    if not wanted:
        sets = []
        for manifest in sorted(root.glob(f"*/{MANIFEST}")):
            project, _, version = manifest.parent.name.rpartition("-")
            sets.append((project, version, manifest.parent))
        return sets
    chosen = []
    for spec in wanted:
        name, release = parse_spec(spec) or ("", None)
        if not name or release is None:
            raise PatchError(f"{spec!r} is not NAME==VERSION, e.g. speculators==0.4.0.1")
        chosen.append((name, release, root / folder_name(name, release)))
    return chosen


def write_or_check(folder: Path, files: dict[str, bytes], *, check: bool) -> list[str]:
    """Write the generated files (atomically); with `check`, list the ones that differ."""
    stale = sorted(p.name for p in folder.glob("*.patch") if p.name not in files)
    differ = [n for n, data in sorted(files.items()) if _read(folder / n) != data] + stale
    if check:
        return differ
    for name in stale:
        unlink(folder / name)
    for name in differ:
        if name in files:
            write_bytes_atomic(files[name], folder / name)
    return differ


def _read(path: Path) -> bytes | None:
    return read_bytes(path) if path.is_file() else None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m compat.patching.generate")
    parser.add_argument("consumers", nargs="*", metavar="NAME==VERSION")
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if stale")
    parser.add_argument("--offline", action="store_true", help="use cached wheels only")
    parser.add_argument("--root", type=Path, default=REPO_PATCHES, help="the patches folder")
    args = parser.parse_args(argv)
    if not args.root.is_dir():
        print(f"generate: error: {args.root} does not exist; run it in a checkout", file=sys.stderr)
        return 2
    try:
        changed = []
        for project, version, folder in patch_sets(args.root, args.consumers):
            files = generate(project, version, folder, offline=args.offline)
            if not args.check:
                make_folder(folder)
            differ = write_or_check(folder, files, check=args.check)
            changed += [f"{folder.name}/{name}" for name in differ]
    except (PatchError, releases.ReleaseError) as exc:
        print(f"generate: error: {exc}", file=sys.stderr)
        return 2
    verb = "stale" if args.check else "written"
    for name in changed:
        print(f"{verb}: {name}")
    if args.check and changed:
        print("run `python -m compat.patching.generate` to regenerate", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
