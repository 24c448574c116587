"""`shimmed` only where the patch is applied: the report asks `patch status` of the install.

The install is speculators 0.4.0.1 put by pip into a folder from the real wheel; the report is
pointed at that folder as the place the consumer is installed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from compat import patch_state
from compat.cli import main
from compat.patching.manifest import load_manifest
from compat.patching.transaction import apply_patch, revert_patch
from probes import releases

SPEC = "speculators==0.4.0.1"


@pytest.fixture
def site(tmp_path: Path, monkeypatch) -> Path:
    wheel = releases.fetch_artifact("speculators", "0.4.0.1", kind="wheel").path
    site = tmp_path / "site"
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site)]
    subprocess.run([*cmd, str(wheel)], check=True, capture_output=True)
    monkeypatch.setattr(patch_state, "installed_site", lambda project: site)
    return site


def verdict(capsys) -> tuple[int, str]:
    argv = ["report", "--offline", "--consumer", SPEC, "--vllm", "0.17.0", "--format", "json"]
    code = main(argv)
    return code, json.loads(capsys.readouterr().out)["results"][0]["verdict"]


def test_shimmed_only_while_the_patch_is_applied_where_it_is_installed(site: Path, capsys):
    manifest = load_manifest("speculators", "0.4.0.1")
    assert not patch_state.patch_applied(SPEC)
    assert verdict(capsys) == (1, "fixable")
    apply_patch(site, manifest)
    assert patch_state.patch_applied(SPEC)
    assert verdict(capsys) == (0, "shimmed")
    revert_patch(site, manifest)
    assert verdict(capsys) == (1, "fixable")


def test_another_version_installed_is_not_patched(site: Path) -> None:
    apply_patch(site, load_manifest("speculators", "0.4.0.1"))
    assert not patch_state.patch_applied("speculators==0.4.0")
    assert not patch_state.patch_applied("./some/folder")
