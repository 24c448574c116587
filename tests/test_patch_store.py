"""The fixed files are stored once per distinct original (patches/fixed/<sha256>/<path>), and
every release's patches are generated from that store: releases that ship the same file share
one fixed copy, and a new release that ships known files needs no hand-made file at all."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from compat.patching.generate import REPO_PATCHES, fixed_store, main, patch_sets
from compat.patching.manifest import FIXED, load_manifest


def test_every_stored_fixed_file_is_used_and_stored_once() -> None:
    used = {
        (f.sha256_before, f.path)
        for project, version, _ in patch_sets(REPO_PATCHES, [])
        for f in load_manifest(project, version).files
    }
    stored = set(fixed_store(REPO_PATCHES))
    assert stored == used, f"stored but unused: {stored - used}; used but absent: {used - stored}"
    contents = [p.read_bytes() for p in fixed_store(REPO_PATCHES).values()]
    assert len(contents) == len(set(contents)), "two stored fixed files are identical"


def test_a_release_folder_is_generated_from_the_store_alone(tmp_path: Path, capsys) -> None:
    """speculators 0.4.0 ships the same four originals as 0.4.0.1: from the store alone, its
    patch set comes out byte for byte as committed."""
    shutil.copytree(REPO_PATCHES / FIXED, tmp_path / FIXED)
    assert main(["speculators==0.4.0", "--root", str(tmp_path)]) == 0
    committed = REPO_PATCHES / "speculators-0.4.0"
    made = tmp_path / "speculators-0.4.0"
    assert sorted(p.name for p in made.iterdir()) == sorted(p.name for p in committed.iterdir())
    for p in committed.iterdir():
        assert (made / p.name).read_bytes() == p.read_bytes(), p.name


def test_a_release_with_no_stored_original_is_bad_input(tmp_path: Path, capsys) -> None:
    (tmp_path / FIXED / ("0" * 64) / "speculators").mkdir(parents=True)
    (tmp_path / FIXED / ("0" * 64) / "speculators" / "config.py").write_text("x = 1\n")
    assert main(["speculators==0.4.0.1", "--root", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "no file of speculators-0.4.0.1" in err and "sha256" in err
    assert not (tmp_path / "speculators-0.4.0.1").exists()


@pytest.mark.parametrize("spec", ["speculators", "==0.4.0", "speculators=="])
def test_a_malformed_release_is_bad_input(spec: str, tmp_path: Path, capsys) -> None:
    (tmp_path / FIXED).mkdir()
    assert main([spec, "--root", str(tmp_path)]) == 2
    assert "is not NAME==VERSION" in capsys.readouterr().err
