# ruff: noqa: F811  (the `site` and `pristine` fixtures are imported from tests.test_patching)
"""Patch apply against races and interruptions: a user's edit after the plan, SIGTERM after
the first file, a full or read-only disk, a journal of the wrong shape, planted links.

Before issue 20: the edit was silently overwritten (and the backup held the pre-edit bytes),
SIGTERM left an importable half-patched package, a full disk while the journal was written
exited 3, a journal `[]` exited 3, and a link planted at a temp name, at the journal folder
or at `__pycache__` sent writes and deletes outside the site.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from compat.cli import main
from compat.patching import journal as journal_mod
from compat.patching import transaction
from compat.patching.manifest import PatchError
from compat.patching.transaction import apply_patch
from tests.test_patching import MANIFEST, PATHS, pristine, site, states, tree  # noqa: F401

REPO = Path(__file__).resolve().parents[1]
EDIT = b"\n# the user's edit\n"


def test_a_target_edited_after_the_plan_is_refused_and_the_edit_kept(
    site: Path, monkeypatch
) -> None:
    before = tree(site)
    real = transaction._recheck
    edited = (site / PATHS[1]).read_bytes() + EDIT

    def recheck(site_: Path, change, manifest) -> None:
        if change.path == PATHS[1]:  # the user saves the file just before its turn
            (site / PATHS[1]).write_bytes(edited)
        real(site_, change, manifest)

    monkeypatch.setattr(transaction, "_recheck", recheck)
    with pytest.raises(PatchError, match="changed while the patch ran"):
        apply_patch(site, MANIFEST)
    assert (site / PATHS[1]).read_bytes() == edited  # the user's edit is kept
    after = tree(site)
    assert {k: v for k, v in after.items() if k != PATHS[1]} == {
        k: v for k, v in before.items() if k != PATHS[1]
    }  # every other file back as it was
    assert not (site / journal_mod.JOURNAL_ROOT).exists()


HOOK = """
import os, signal
_real, _n = os.replace, []
def replace(src, dst, *a, **k):
    out = _real(src, dst, *a, **k)
    if os.fspath(dst).endswith(".py"):
        _n.append(dst)
        if len(_n) == 1:
            os.kill(os.getpid(), signal.SIGTERM)
    return out
os.replace = replace
"""


def test_sigterm_after_the_first_file_rolls_every_file_back(site: Path, tmp_path: Path) -> None:
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(HOOK)
    before = tree(site)
    env = {**os.environ, "PYTHONPATH": f"{hook}{os.pathsep}{REPO}"}
    cmd = [sys.executable, "-m", "compat.cli", "patch", "apply", "--site", str(site)]
    done = subprocess.run(cmd, env=env, cwd=REPO, capture_output=True, text=True, check=False)
    assert done.returncode != 0 and done.returncode != -signal.SIGTERM, done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert tree(site) == before
    assert states(site) == ["original"] * len(PATHS)


@pytest.mark.parametrize("text", ["[]", '"abc"', "null", '{"schema_version": 1}', "{"])
def test_a_journal_of_the_wrong_shape_is_bad_input(site: Path, capsys, text: str) -> None:
    folder = journal_mod.journal_folder(site, MANIFEST.project, MANIFEST.version)
    folder.mkdir(parents=True)
    (folder / "journal.json").write_text(text)
    before = tree(site)
    assert main(["patch", "apply", "--site", str(site)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "journal" in err
    assert tree(site) == before


def test_a_journal_that_is_a_folder_is_bad_input(site: Path, capsys) -> None:
    folder = journal_mod.journal_folder(site, MANIFEST.project, MANIFEST.version)
    (folder / "journal.json").mkdir(parents=True)
    code = main(["patch", "apply", "--site", str(site)])
    assert code in (0, 2)  # rolled back as a committed journal's leftovers, or refused
    assert capsys.readouterr().err.count("Traceback") == 0


@pytest.mark.parametrize("plant", ["temp-name", "journal-root", "journal-sub", "pycache"])
def test_links_planted_in_the_site_are_never_followed(
    site: Path, tmp_path: Path, plant: str
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "precious").write_text("mine\n")
    for path in PATHS:
        (outside / f"{Path(path).stem}.cpython-311.pyc").write_text("mine\n")
    if plant == "temp-name":
        for path in PATHS:
            target = site / path
            (target.parent / f".{target.name}.spec-compat-tmp").symlink_to(outside / "precious")
    elif plant == "journal-root":
        (site / journal_mod.JOURNAL_ROOT).symlink_to(outside)
    elif plant == "journal-sub":
        (site / journal_mod.JOURNAL_ROOT).mkdir()
        journal_mod.journal_folder(site, MANIFEST.project, MANIFEST.version).symlink_to(outside)
    else:
        for path in PATHS:
            cache = (site / path).parent / "__pycache__"
            subprocess.run(["rm", "-rf", str(cache)], check=True)
            cache.symlink_to(outside)
    before = {p.name: p.read_bytes() for p in outside.iterdir()}
    code = main(["patch", "apply", "--site", str(site)])
    assert code in (0, 2)
    assert {p.name: p.read_bytes() for p in outside.iterdir()} == before


def _tmpfs(where: Path, size: str) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    cmd = ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)]
    return os.geteuid() == 0 and subprocess.run(cmd, capture_output=True).returncode == 0


@pytest.mark.parametrize("disk", ["full", "read-only"])
def test_a_full_or_read_only_site_is_exit_2_with_every_file_as_it_was(
    pristine: Path, tmp_path: Path, capsys, disk: str
) -> None:
    where = tmp_path / "site"
    if not _tmpfs(where, "64m"):
        pytest.skip("cannot mount a tmpfs here (needs root)")
    try:
        subprocess.run(["cp", "-a", f"{pristine}/.", str(where)], check=True)
        if disk == "read-only":
            subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True)
        else:
            free = os.statvfs(where)
            fill = where / "fill"
            fill.write_bytes(b"\0" * (free.f_bavail * free.f_frsize - 4096))
        before = {p: b for p, b in tree(where).items() if p != "fill"}
        assert main(["patch", "apply", "--site", str(where)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and ("No space" in err or "read-only" in err), err
        assert {p: b for p, b in tree(where).items() if p != "fill"} == before
        assert not (where / journal_mod.JOURNAL_ROOT).exists()
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def test_the_journal_records_only_plain_relative_names(site: Path) -> None:
    folder = journal_mod.journal_folder(site, MANIFEST.project, MANIFEST.version)
    for bad in ("a/../../x.py", "/etc/passwd", "a\\b.py"):
        journal = journal_mod.Journal(MANIFEST.consumer, "apply")
        journal.steps.append(journal_mod.Step(bad, "0" * 64, "1" * 64, "backup/0"))
        with pytest.raises(PatchError, match="outside"):
            journal_mod.check_journal_paths(site, folder, journal)
    assert json  # (json is used by the shape tests' texts)
