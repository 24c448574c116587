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
