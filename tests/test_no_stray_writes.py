"""The guard in tests/conftest.py: a run whose tests leave a file in the working tree fails."""

from __future__ import annotations

import subprocess
import sys
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_file_left_in_the_working_tree_fails_the_run(tmp_path):
    leak = ROOT / f"leak-{uuid.uuid4().hex[:8]}.txt"
    test = tmp_path / "test_leak.py"
    test.write_text(f"def test_leaks():\n    open({str(leak)!r}, 'w').write('x')\n")
    try:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "-p",
                "tests.conftest",
                "--rootdir",
                str(tmp_path),
                str(test),
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=300,
        )
    finally:
        leak.unlink(missing_ok=True)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"the working tree gained {leak.name}" in done.stdout


def test_a_clean_run_passes(tmp_path):
    test = tmp_path / "test_clean.py"
    test.write_text("def test_clean(tmp_path):\n    (tmp_path / 'x').write_text('x')\n")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "tests.conftest",
            "--rootdir",
            str(tmp_path),
            str(test),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
