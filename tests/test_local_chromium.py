"""scripts/local_chromium.py: the page test's browser without touching the host's packages."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import local_chromium


def test_the_named_browser_comes_first(tmp_path, monkeypatch):
    browser = tmp_path / "my-chromium"
    browser.write_text("#!/bin/sh\n")
    monkeypatch.setenv(local_chromium.ENV, str(browser))
    assert local_chromium.browser(tmp_path / "dest") == str(browser)
    assert not (tmp_path / "dest").exists()  # nothing fetched when one is there


def test_without_browser_or_apt_it_says_why_and_installs_nothing(tmp_path, monkeypatch):
    monkeypatch.delenv(local_chromium.ENV, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert local_chromium.system_browser() is None
    with pytest.raises(RuntimeError, match="no system chromium, and no apt-get/dpkg"):
        local_chromium.browser(tmp_path / "dest")
    assert not (tmp_path / "dest").exists()


def test_an_unpacked_browser_is_reused(tmp_path, monkeypatch):
    monkeypatch.delenv(local_chromium.ENV, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    (tmp_path / "dest").mkdir()
    (tmp_path / "dest" / "chromium").write_text("#!/bin/sh\n")
    assert local_chromium.browser(tmp_path / "dest") == str(tmp_path / "dest" / "chromium")


def test_libraries_in_subfolders_are_on_the_loader_path(tmp_path):
    # libpulse0 keeps libpulsecommon in usr/lib/<triplet>/pulseaudio/: a CI run without it
    # on the host failed to start the browser when only fixed folders were searched.
    root = tmp_path / "root"
    for rel in (
        "usr/lib/chromium/libEGL.so",
        "usr/lib/x86_64-linux-gnu/libpulse.so.0.24.2",
        "usr/lib/x86_64-linux-gnu/pulseaudio/libpulsecommon-16.1.so",
        "lib/systemd/system/avahi-daemon.socket",
        "usr/share/doc/libfoo.so-notes/README",
    ):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("")
    (root / "usr/lib/x86_64-linux-gnu/libpulse.so.0").symlink_to("libpulse.so.0.24.2")
    dirs = local_chromium._library_dirs(root)
    assert dirs[0] == root / "usr/lib/chromium"
    assert set(dirs) == {
        root / "usr/lib/chromium",
        root / "usr/lib/x86_64-linux-gnu",
        root / "usr/lib/x86_64-linux-gnu/pulseaudio",
    }


def test_a_browser_that_cannot_start_says_why(tmp_path):
    wrapper = tmp_path / "chromium.trial"
    wrapper.write_text(
        "#!/bin/sh\necho 'error while loading shared libraries: libx.so.1' >&2\nexit 127\n"
    )
    wrapper.chmod(0o755)
    with pytest.raises(RuntimeError, match=r"does not start: .*libx\.so\.1"):
        local_chromium._starts(wrapper)
