"""`spec-compat patch` on a real installed wheel: checks, idempotence, transactions, crashes.

The site is speculators 0.4.0.1 installed by pip (`--no-deps --target`) from the real wheel
(fetched from the index, sha256 checked). Failures are injected mid-operation; a kill -9 is
simulated by the SPEC_COMPAT_CRASH_AFTER hook in a child process.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from compat.cli import main
from compat.patching import journal as journal_mod
from compat.patching.manifest import PatchError, load_manifest
from compat.patching.transaction import (
    CRASH_ENV,
    apply_patch,
    patch_status,
    revert_patch,
)
from probes import releases

REPO = Path(__file__).resolve().parents[1]
MANIFEST = load_manifest("speculators", "0.4.0.1")
PATHS = [f.path for f in MANIFEST.files]


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> Path:
    wheel = releases.fetch_artifact("speculators", "0.4.0.1", kind="wheel").path
    site = tmp_path_factory.mktemp("pristine") / "site"
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site)]
    subprocess.run([*cmd, str(wheel)], check=True, capture_output=True)
    return site


@pytest.fixture
def site(pristine: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "site"
    shutil.copytree(pristine, copy, symlinks=True)
    return copy


def tree(site: Path) -> dict[str, bytes]:
    """Every file under `site` (bytecode caches aside) -> its bytes."""
    return {
        p.relative_to(site).as_posix(): p.read_bytes()
        for p in sorted(site.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def states(site: Path) -> list[str]:
    return [s.state for s in patch_status(site, MANIFEST)]


def assert_clean(site: Path) -> None:
    """No journal and no staged temp file left behind."""
    assert not (site / journal_mod.JOURNAL_ROOT).exists()
    assert not [p for p in site.rglob(f"*{journal_mod.TEMP_SUFFIX}")]


def test_apply_patches_every_file_then_is_a_no_op_and_revert_restores_bytes(site: Path) -> None:
    before = tree(site)
    assert states(site) == ["original"] * len(PATHS)

    outcome = apply_patch(site, MANIFEST)
    assert outcome.changed == PATHS and outcome.recovered is None
    for file in MANIFEST.files:
        assert sha(site / file.path) == file.sha256_after
    after = tree(site)
    untouched = set(before) - set(PATHS)
    assert {k: after[k] for k in untouched} == {k: before[k] for k in untouched}
    assert states(site) == ["patched"] * len(PATHS)
    assert_clean(site)

    inodes = {p: (site / p).stat().st_ino for p in PATHS}
    again = apply_patch(site, MANIFEST)
    assert again.changed == [] and again.unchanged == PATHS
    assert tree(site) == after
    assert {p: (site / p).stat().st_ino for p in PATHS} == inodes  # not even rewritten

    assert revert_patch(site, MANIFEST).changed == PATHS
    assert tree(site) == before
    for file in MANIFEST.files:
        assert sha(site / file.path) == file.sha256_before
    assert revert_patch(site, MANIFEST).changed == []
    assert_clean(site)


def test_apply_keeps_file_modes_and_drops_stale_bytecode(site: Path) -> None:
    target = site / PATHS[0]
    target.chmod(0o640)
    cached = target.parent / "__pycache__" / f"{target.stem}.cpython-311.pyc"
    cached.parent.mkdir(exist_ok=True)
    cached.write_bytes(b"stale")
    apply_patch(site, MANIFEST)
    assert target.stat().st_mode & 0o777 == 0o640
    assert not cached.exists()


def test_modified_target_is_refused_and_nothing_changes(site: Path, capsys) -> None:
    victim = site / PATHS[2]  # files before it would be patched by a non-checking loop
    victim.write_bytes(victim.read_bytes() + b"# local edit\n")
    before = tree(site)
    with pytest.raises(PatchError) as info:
        apply_patch(site, MANIFEST)
    message = str(info.value)
    assert str(victim) in message and f"was modified (sha256 {sha(victim)})" in message
    assert "reinstall speculators 0.4.0.1 or revert your edits" in message
    assert tree(site) == before
    assert_clean(site)

    assert main(["patch", "apply", "--site", str(site)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("spec-compat: error: ") and str(victim) in err
    assert main(["patch", "status", "--site", str(site)]) == 1
    assert "modified" in capsys.readouterr().out
    assert tree(site) == before


def test_revert_refuses_a_patched_file_edited_afterwards(site: Path) -> None:
    apply_patch(site, MANIFEST)
    victim = site / PATHS[1]
    victim.write_bytes(victim.read_bytes().replace(b"shims.", b"shim.", 1))
    before = tree(site)
    with pytest.raises(PatchError, match="was modified"):
        revert_patch(site, MANIFEST)
    assert tree(site) == before


def _fail_on(monkeypatch, target: Path) -> list[Path]:
    """os.replace raises when it would put a file at `target`; returns the calls seen (the
    layer renames by folder descriptor: the destination is a name in its folder)."""
    real = os.replace
    calls: list[Path] = []

    def replace(src, dst, *args, **kwargs):
        folder = kwargs.get("dst_dir_fd")
        full = Path(os.readlink(f"/proc/self/fd/{folder}")) / dst if folder else Path(dst)
        calls.append(full)
        if full == target:
            raise OSError(28, "No space left on device")
        return real(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    return calls


def test_failure_on_the_second_file_rolls_every_file_back(site: Path, monkeypatch) -> None:
    before = tree(site)
    calls = _fail_on(monkeypatch, site / PATHS[1])
    with pytest.raises(PatchError, match="every file is back as it was") as info:
        apply_patch(site, MANIFEST)
    assert PATHS[1] in str(info.value) and "No space left on device" in str(info.value)
    assert site / PATHS[0] in calls  # the first file really had been replaced
    assert tree(site) == before
    assert states(site) == ["original"] * len(PATHS)
    assert_clean(site)


def test_failure_mid_revert_leaves_every_file_patched(site: Path, monkeypatch) -> None:
    apply_patch(site, MANIFEST)
    patched = tree(site)
    _fail_on(monkeypatch, site / PATHS[-1])
    with pytest.raises(PatchError, match="every file is back as it was"):
        revert_patch(site, MANIFEST)
    assert tree(site) == patched
    assert_clean(site)


def _crash(site: Path, action: str, after: int) -> subprocess.CompletedProcess:
    env = {**os.environ, CRASH_ENV: str(after), "PYTHONPATH": str(REPO)}
    cmd = [sys.executable, "-m", "compat.cli", "patch", action, "--site", str(site)]
    return subprocess.run(cmd, env=env, cwd=REPO, capture_output=True, text=True, check=False)


@pytest.mark.parametrize("next_action", ["apply", "revert"])
def test_kill_9_mid_apply_is_reported_then_recovered(site: Path, next_action: str) -> None:
    before = tree(site)
    proc = _crash(site, "apply", after=1)
    assert proc.returncode == -signal.SIGKILL, proc.stderr

    assert sha(site / PATHS[0]) == MANIFEST.files[0].sha256_after  # killed half-way
    assert all(sha(site / f.path) == f.sha256_before for f in MANIFEST.files[1:])
    assert states(site) == ["interrupted"] * len(PATHS)
    assert main(["patch", "status", "--site", str(site)]) == 1

    outcome = (apply_patch if next_action == "apply" else revert_patch)(site, MANIFEST)
    assert outcome.recovered and "interrupted apply" in outcome.recovered
    expected = "patched" if next_action == "apply" else "original"
    assert states(site) == [expected] * len(PATHS)
    if next_action == "revert":
        assert tree(site) == before
    assert_clean(site)


def test_kill_9_mid_revert_is_rolled_back_to_patched_then_reverted(site: Path) -> None:
    original = tree(site)
    apply_patch(site, MANIFEST)
    proc = _crash(site, "revert", after=2)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert states(site) == ["interrupted"] * len(PATHS)
    outcome = revert_patch(site, MANIFEST)
    assert outcome.recovered and "interrupted revert" in outcome.recovered
    assert tree(site) == original
    assert_clean(site)


def test_a_file_edited_after_a_crash_stops_recovery_and_keeps_the_journal(site: Path) -> None:
    assert _crash(site, "apply", after=1).returncode == -signal.SIGKILL
    victim = site / PATHS[0]
    victim.write_bytes(b"# someone else's file\n")
    with pytest.raises(PatchError, match="changed while the apply was unfinished"):
        apply_patch(site, MANIFEST)
    assert victim.read_bytes() == b"# someone else's file\n"
    assert (site / journal_mod.JOURNAL_ROOT).is_dir()
    assert states(site) == ["interrupted"] * len(PATHS)


def test_leftovers_of_a_committed_journal_are_cleared(site: Path) -> None:
    apply_patch(site, MANIFEST)
    folder = journal_mod.journal_folder(site, "speculators", "0.4.0.1")
    (folder / "backup").mkdir(parents=True)
    (folder / "backup" / "0").write_bytes(b"old")  # crash after journal.json was removed
    assert states(site) == ["patched"] * len(PATHS)
    assert apply_patch(site, MANIFEST).recovered is None
    assert_clean(site)


def test_mixed_state_is_reported_and_apply_completes_it(site: Path, capsys) -> None:
    (fixed,) = [MANIFEST.fixed_path(f) for f in MANIFEST.files if f.path == PATHS[1]]
    shutil.copyfile(fixed, site / PATHS[1])
    assert main(["patch", "status", "--site", str(site)]) == 1
    assert "some files are patched and some not" in capsys.readouterr().out
    assert apply_patch(site, MANIFEST).changed == [p for p in PATHS if p != PATHS[1]]
    assert states(site) == ["patched"] * len(PATHS)


def test_another_operation_on_the_site_is_refused(site: Path) -> None:
    fcntl = pytest.importorskip("fcntl")
    fd = os.open(site, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        with pytest.raises(PatchError, match="another `spec-compat patch` is running"):
            apply_patch(site, MANIFEST)
    finally:
        os.close(fd)
    assert states(site) == ["original"] * len(PATHS)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--consumer", "speculators==0.4.0"], "holds speculators 0.4.0.1, not 0.4.0"),
        (["--consumer", "speculators=="], "is not name or name==version"),
        (["--consumer", "hs-connectors"], "no hs-connectors distribution in"),
    ],
)
def test_bad_target_is_one_line_exit_2(site: Path, argv: list, needle: str, capsys) -> None:
    before = tree(site)
    assert main(["patch", "apply", "--site", str(site), *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and needle in err
    assert tree(site) == before


def test_no_patch_for_the_installed_version_names_those_that_exist(tmp_path: Path, capsys) -> None:
    dist = tmp_path / "speculators-0.9.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: speculators\nVersion: 0.9.0\n")
    assert main(["patch", "status", "--site", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "no patch for speculators 0.9.0; patches exist for: speculators 0.3.0" in err


def test_cli_apply_and_revert_print_what_they_did(site: Path, capsys) -> None:
    assert main(["patch", "apply", "--site", str(site)]) == 0
    out = capsys.readouterr().out
    assert all(f"patched   {p}" in out for p in PATHS)
    assert main(["patch", "apply", "--site", str(site)]) == 0
    assert "every file already patched; nothing to do" in capsys.readouterr().out
    assert main(["patch", "status", "--site", str(site)]) == 0
    capsys.readouterr()
    assert main(["patch", "revert", "--site", str(site)]) == 0
    out = capsys.readouterr().out
    assert all(f"reverted  {p}" in out for p in PATHS)


def test_apply_and_revert_keep_the_bytecode_python_would_recompile(site: Path) -> None:
    import py_compile

    cached = []
    for rel in PATHS:
        target = site / rel
        os.utime(target, (1_000_000_000, 1_000_000_000))  # installed long ago
        cached.append(Path(py_compile.compile(str(target), doraise=True)))
    before = {p: p.read_bytes() for p in cached}
    apply_patch(site, MANIFEST)
    revert_patch(site, MANIFEST)
    # timestamp .pyc files record the old mtime: Python recompiles them, nothing is deleted
    assert {p: p.read_bytes() for p in cached if p.exists()} == before


def test_a_pyc_whose_recorded_mtime_and_size_match_the_new_file_is_removed(site: Path) -> None:
    import py_compile

    from compat.patching.transaction import _drop_stale_bytecode
    from probes import Owned

    owned = Owned(site, create=False)

    target = site / PATHS[0]
    cached = Path(py_compile.compile(str(target), doraise=True))
    os.utime(target, (1_000_000_000, 1_000_000_000))
    _drop_stale_bytecode(owned, target)  # the file changed under it: Python recompiles, kept
    assert cached.exists()
    # just rewritten, yet a header that names its new mtime and size: Python would trust
    # the old bytecode, so it goes
    info = target.stat()
    header = bytearray(cached.read_bytes())
    header[8:12] = (int(info.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
    header[12:16] = (info.st_size & 0xFFFFFFFF).to_bytes(4, "little")
    cached.write_bytes(bytes(header))
    _drop_stale_bytecode(owned, target)
    assert not cached.exists()
