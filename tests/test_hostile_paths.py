# ruff: noqa: F811  (the `site` and `index` fixtures are imported from their own modules)
"""Attacks on what the tool writes or deletes: a hostile journal, hostile cache entries.

Each test is one attack from issue 11: it failed before the fix (a file outside the site
overwritten, a folder outside the cache emptied, a half-deleted tree used as is) and must
now end in a clear refusal or a rebuild, with nothing outside the tool's folders touched.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from compat.cli import main
from compat.patching import journal as journal_mod
from probes import releases, sourcetree
from probes.atomic import inside
from tests.test_patching import MANIFEST, pristine, site, states, tree  # noqa: F401
from tests.test_releases import PKG, PROJECT, SDIST_PY, Index, index, sdist_entry  # noqa: F401


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _plant_journal(site: Path, path: str, backup: str = "backup/0") -> None:
    """A journal that names `path` (relative to the site) with a backup that differs."""
    folder = journal_mod.journal_folder(site, MANIFEST.project, MANIFEST.version)
    (folder / "backup").mkdir(parents=True)
    (folder / "backup" / "0").write_bytes(b"attacker's bytes\n")
    victim = (site / path) if not Path(path).is_absolute() else Path(path)
    current = victim.read_bytes() if victim.exists() else b""
    step = {
        "path": path,
        "sha_from": _sha(b"attacker's bytes\n"),
        "sha_to": _sha(current),
        "backup": backup,
        "state": "replaced",
    }
    data = {"schema_version": 1, "consumer": MANIFEST.consumer, "operation": "apply"}
    (folder / "journal.json").write_text(json.dumps({**data, "steps": [step]}))


@pytest.mark.parametrize("kind", ["dotdot", "absolute", "symlink"])
def test_journal_naming_a_path_outside_the_site_is_refused(
    site: Path, tmp_path: Path, kind: str, capsys
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    victim = elsewhere / "file"
    victim.write_bytes(b"precious\n")
    if kind == "dotdot":
        name = os.path.relpath(victim, site)
    elif kind == "absolute":
        name = str(victim)
    else:
        (site / "link").symlink_to(elsewhere)
        name = "link/file"
    _plant_journal(site, name)
    before = tree(site)
    assert main(["patch", "apply", "--site", str(site)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "outside" in err and name in err
    assert victim.read_bytes() == b"precious\n"
    assert tree(site) == before


def test_journal_backup_outside_its_folder_is_refused(site: Path, tmp_path: Path, capsys) -> None:
    secret = tmp_path / "secret"
    secret.write_bytes(b"attacker's bytes\n")
    target = MANIFEST.files[0].path
    _plant_journal(site, target, backup=os.path.relpath(secret, site / ".spec-compat-journal"))
    before = tree(site)
    assert main(["patch", "revert", "--site", str(site)]) == 2
    assert "outside" in capsys.readouterr().err
    assert tree(site) == before


@pytest.mark.parametrize(
    ("path", "folder", "expected"),
    [
        ("a/b", ".", True),
        ("a/../b", ".", True),
        ("../x", ".", False),
        ("/etc/passwd", ".", False),
        (".", ".", True),
        ("link/x", ".", False),  # link -> outside
        ("inner/x", ".", True),  # inner -> a folder inside
    ],
)
def test_inside_resolves_symlinks(tmp_path: Path, path: str, folder: str, expected: bool) -> None:
    root = tmp_path / "root"
    (root / "real").mkdir(parents=True)
    (root / "link").symlink_to(tmp_path)
    (root / "inner").symlink_to(root / "real")
    assert inside(root / path, root / folder) is expected


# --- the cache --------------------------------------------------------------------------------


def _tree_root() -> Path:
    return releases.cache_dir() / "src" / f"{PROJECT}-1.0.0"


def test_cache_entry_symlinked_elsewhere_is_replaced_not_followed(
    index: Index, tmp_path: Path
) -> None:
    index.publish(PROJECT, [sdist_entry("1.0.0")])
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / PKG).mkdir(parents=True)
    (elsewhere / PKG / "keep.txt").write_text("mine")
    (elsewhere / "other.txt").write_text("mine too")
    _tree_root().parent.mkdir(parents=True)
    _tree_root().symlink_to(elsewhere)
    tree_ = releases.source_tree(PROJECT, "1.0.0")
    assert (elsewhere / PKG / "keep.txt").read_text() == "mine"
    assert sorted(p.name for p in elsewhere.rglob("*")) == [PKG, "keep.txt", "other.txt"]
    assert not tree_.root.is_symlink() and (tree_.root / PKG / "sub" / "mod.py").is_file()


@pytest.mark.parametrize("hostile", ["file", "symlink-to-file", "fifo"])
def test_cache_entry_of_the_wrong_type_is_rebuilt(index: Index, tmp_path: Path, hostile) -> None:
    index.publish(PROJECT, [sdist_entry("1.0.0")])
    root = _tree_root()
    root.parent.mkdir(parents=True)
    if hostile == "file":
        root.write_text("not a folder")
    elif hostile == "fifo":
        os.mkfifo(root)
    else:
        (tmp_path / "victim").write_text("keep")
        root.symlink_to(tmp_path / "victim")
    tree_ = releases.source_tree(PROJECT, "1.0.0")
    assert (tree_.root / PKG / "sub" / "mod.py").is_file()
    if hostile == "symlink-to-file":
        assert (tmp_path / "victim").read_text() == "keep"


def test_cached_download_that_is_a_symlink_is_discarded(index: Index, tmp_path: Path) -> None:
    entry = sdist_entry("1.0.0")
    index.publish(PROJECT, [entry])
    outside = tmp_path / "outside.tar.gz"
    outside.write_bytes(entry["body"])  # even the right bytes: the cache owns only its files
    path = releases.cache_dir() / "files" / PROJECT / entry["filename"]
    path.parent.mkdir(parents=True)
    path.symlink_to(outside)
    art = releases.fetch_artifact(PROJECT, "1.0.0")
    assert not art.path.is_symlink() and art.path.read_bytes() == entry["body"]
    assert outside.read_bytes() == entry["body"]


# --- extracted trees carry a manifest -------------------------------------------------------


def test_half_deleted_tree_is_rebuilt_never_used(index: Index) -> None:
    index.publish(PROJECT, [sdist_entry("1.0.0")])
    root = releases.source_tree(PROJECT, "1.0.0").root
    (root / PKG / "sub" / "mod.py").unlink()
    (root / PKG / "types.pyi").write_bytes(b"")  # truncated
    again = releases.source_tree(PROJECT, "1.0.0").root
    for rel, data in SDIST_PY.items():
        assert (again / rel).read_bytes() == data


@pytest.mark.parametrize("damage", ["edited", "extra-file", "no-manifest", "bad-manifest"])
def test_tree_not_matching_its_manifest_is_rebuilt(index: Index, damage: str) -> None:
    index.publish(PROJECT, [sdist_entry("1.0.0")])
    root = releases.source_tree(PROJECT, "1.0.0").root
    manifest = sourcetree.manifest_path(root, PKG)
    assert manifest.is_file()
    if damage == "edited":
        (root / PKG / "sub" / "mod.py").write_bytes(b"def f(x): ...\n#same size!!!!!!!!!!\n")
    elif damage == "extra-file":
        (root / PKG / "planted.py").write_bytes(b"import os\n")
    elif damage == "no-manifest":
        manifest.unlink()
    else:
        manifest.write_text("[")
    assert sourcetree.cached_tree(root, PKG) is None
    again = releases.source_tree(PROJECT, "1.0.0").root
    assert not (again / PKG / "planted.py").exists()
    assert sourcetree.cached_tree(again, PKG) is not None
    for rel, data in SDIST_PY.items():
        assert (again / rel).read_bytes() == data


def test_site_file_leading_outside_through_a_symlink_is_refused(site: Path, tmp_path: Path) -> None:
    first = site / MANIFEST.files[0].path
    moved = tmp_path / "moved"
    moved.mkdir()
    real = moved / first.name
    real.write_bytes(first.read_bytes())
    first.unlink()
    first.symlink_to(real)
    assert main(["patch", "apply", "--site", str(site)]) == 2
    assert _sha(real.read_bytes()) == MANIFEST.files[0].sha256_before and first.is_symlink()
    assert states(site)[1:] == ["original"] * (len(MANIFEST.files) - 1)


# --- cache entries with hostile contents ----------------------------------------------------

POISON = {
    "deep": "[" * 100_000 + "]" * 100_000,
    "wrong-types": '{"fetched_at": "soon", "url": 1, "data": {"files": "none"}}',
    "truncated": '{"fetched_at": 1e20, "url": "x", "data": {"files": [',
}


@pytest.mark.parametrize("poison", sorted(POISON))
def test_poisoned_index_cache_entry_is_fetched_again(index: Index, poison: str) -> None:
    index.publish(PROJECT, [sdist_entry("1.0.0")])
    assert releases.project_versions(PROJECT) == ["1.0.0"]
    path = releases._index_cache_path(PROJECT)
    path.write_text(POISON[poison])
    assert releases.project_versions(PROJECT) == ["1.0.0"]
    assert json.loads(path.read_text())["data"]["files"]


@pytest.mark.parametrize("poison", sorted(POISON))
def test_poisoned_usage_cache_entry_is_rebuilt(tmp_path: Path, monkeypatch, poison: str) -> None:
    from probes import usage_cache
    from probes.uses import Usage

    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    made = []

    def extract() -> Usage:
        made.append(1)
        return Usage(consumer="demo==1.0", source={})

    assert usage_cache.cached_usage("demo==1.0", "ab" * 32, extract).consumer == "demo==1.0"
    (entry,) = (tmp_path / "cache" / "usages").iterdir()
    entry.write_text(POISON[poison])
    assert usage_cache.cached_usage("demo==1.0", "ab" * 32, extract).consumer == "demo==1.0"
    assert len(made) == 2


def test_index_entries_of_the_wrong_shape_are_skipped(index: Index) -> None:
    from tests.test_releases import Route

    good = sdist_entry("1.0.0")
    index.publish(PROJECT, [good])
    page = json.loads(index.routes[f"/simple/{PROJECT}/"].body)
    page["files"] += [
        "not an object",
        {"filename": 5},
        {"filename": f"{PKG}-2.0.0.tar.gz", "url": ["x"], "hashes": {"sha256": "0" * 64}},
        {"filename": f"{PKG}-3.0.0.tar.gz", "url": "x", "hashes": ["sha256"]},
        {"filename": f"{PKG}-4.0.0.tar.gz", "url": "x", "hashes": {"sha256": 4}, "size": "9"},
    ]
    page["versions"] = ["1.0.0", 2, None, "4.0.0"]
    index.routes[f"/simple/{PROJECT}/"] = Route(json.dumps(page).encode(), releases.ACCEPT)
    assert releases.project_versions(PROJECT) == ["1.0.0", "4.0.0"]
    assert releases.fetch_artifact(PROJECT, "1.0.0").path.read_bytes() == good["body"]
    with pytest.raises(releases.ReleaseError, match="gives no sha256"):
        releases.fetch_artifact(PROJECT, "4.0.0")
