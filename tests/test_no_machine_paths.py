"""No committed data file holds a path of the machine it was made on, or a user's name.

Fixtures and GPU results are read on every clone: a cache path such as
`/root/.cache/speculators-compat/...` in them made the byte-for-byte regeneration fail for
anyone whose cache lives elsewhere, and names a developer's machine for no reader's benefit.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("fixtures", "benchmarks/results")
# An absolute path where a machine keeps per-user or scratch files, quoted or after a space,
# `=` or `(`: how a path starts inside JSON text, a command line or a traceback.
MACHINE_PATH = re.compile(
    r"""(?:^|["'\s=(:])(/(?:root|home|Users|tmp|var/folders|work|private/var|mnt|srv)/[^"'\s]*"""
    r"""|[A-Za-z]:\\\\?Users\\)"""
)


def machine_paths(text: str) -> list[str]:
    """The machine paths in `text` (the first few, for the failure message)."""
    return [m.group(1) for m in MACHINE_PATH.finditer(text)][:5]


def _user_names() -> set[str]:
    """This machine's user names worth looking for (too short or generic ones are words)."""
    names = {os.environ.get("USER", ""), os.environ.get("LOGNAME", "")}
    with contextlib.suppress(KeyError, OSError):
        names.add(getpass.getuser())
    home = Path.home().name
    names.add(home)
    return {n for n in names if len(n) >= 4 and n not in {"root", "user", "runner", "home"}}


def _committed_files() -> list[Path]:
    files = [p for top in SCANNED for p in sorted((ROOT / top).rglob("*")) if p.is_file()]
    assert files, f"nothing found under {SCANNED}: the scan would pass on an empty tree"
    return files


@pytest.mark.parametrize(
    "text",
    [
        '"path":"/root/.cache/speculators-compat/files/x.whl"',
        "log at /tmp/pytest-of-root/pytest-0/site0/x.py",
        '"cwd": "/home/alice/src"',
        'File "/work/main/tests/gpu/workers.py", line 3',
        r'"C:\\Users\\bob\\x.whl"',
        "--model=/root/gpu-work/tiny-llama",
    ],
)
def test_the_scan_sees_machine_paths(text):
    assert machine_paths(text)


@pytest.mark.parametrize(
    "text",
    [
        '"name":"/v1/chat/completions"',
        '"location":"speculators/utils/x.py:12"',
        "<home>/.cache/speculators-compat",
        '"file":"vllm/v1/worker/gpu_worker.py"',
    ],
)
def test_the_scan_leaves_relative_paths_and_urls_alone(text):
    assert not machine_paths(text)


def test_no_committed_fixture_or_result_holds_a_machine_path():
    found = {}
    for path in _committed_files():
        hits = machine_paths(path.read_text(encoding="utf-8", errors="replace"))
        if hits:
            found[str(path.relative_to(ROOT))] = hits
    assert not found, f"machine paths in committed files (regenerate them): {found}"


def test_no_committed_fixture_or_result_holds_this_users_name():
    names = _user_names()
    if not names:
        pytest.skip("this user's name is too generic to look for (e.g. root)")
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(names))) + r")\b")
    found = [
        str(p.relative_to(ROOT))
        for p in _committed_files()
        if pattern.search(p.read_text(encoding="utf-8", errors="replace"))
    ]
    assert not found, f"user name {sorted(names)} in committed files: {found}"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("/root/gpu-work/tiny-llama", "~/gpu-work/tiny-llama"),
        ('"--out=/root/out"', '"--out=~/out"'),
        ("/home/alice/x.py", "~/x.py"),
        ("/tmp/pytest-of-root/pytest-0/site0/a.py", "<tmp>/pytest-of-root/pytest-0/site0/a.py"),
        ('File "/work/main/tests/gpu/workers.py"', 'File "<repo>/tests/gpu/workers.py"'),
        ("speculators/utils/x.py:12 and /v1/models", "speculators/utils/x.py:12 and /v1/models"),
    ],
)
def test_gpu_results_are_written_without_machine_paths(text, expected):
    from tests.gpu.results import portable

    clean = portable({"message": text, "command": [text]}, ("/work/main",))
    assert clean == {"message": expected, "command": [expected]}
    assert not machine_paths(clean["message"])


def test_gpu_results_write_the_virtual_environment_as_a_placeholder(monkeypatch):
    """A CPU engine run happens in a venv of its own (`nox -s cpu_engine`): its folder names
    the machine it was made on, so results write `<venv>/` for it."""
    import sys

    from tests.gpu.results import portable_text

    monkeypatch.setattr(sys, "prefix", "/srv/ci/venvs/cpu_engine")
    monkeypatch.setattr(sys, "base_prefix", "/usr")
    text = '"/srv/ci/venvs/cpu_engine/lib/python3.11/site-packages/vllm/config/cache.py"'
    assert portable_text(text) == '"<venv>/lib/python3.11/site-packages/vllm/config/cache.py"'
    assert portable_text('"/srv/ci/venvs/cpu_engine"') == '"<venv>"'
