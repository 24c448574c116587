"""A chromium for the HTML page's browser test, without changing the host's system packages.

`nox -s tests` used to `apt-get install chromium` on the host (130 packages, as root, unasked).
Now, in order: the browser named by SPEC_COMPAT_CHROMIUM; one on PATH (chromium,
chromium-browser, google-chrome); else Debian's chromium package and the packages apt would
install with it here (`apt-get -s`, a simulation), fetched with `apt-get download` (no root)
and unpacked with `dpkg -x` into a folder of the nox venv, run through a wrapper that points
the loader at them. If none of that works the browser test skips and says why
(tests/test_report_page.py). Measured on Debian here: 2 packages (the host had the libraries),
40 s, 457 MB unpacked; the unpacked Chromium 156 runs headless.

`python scripts/local_chromium.py DEST` prints the browser's path (or the reason, exit 1).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ENV = "SPEC_COMPAT_CHROMIUM"
NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
PACKAGE = "chromium"
SHARED = re.compile(r"\.so(\.\d+)*$")
DEPENDS = [
    "apt-cache",
    "depends",
    "--recurse",
    "--no-recommends",
    "--no-suggests",
    "--no-conflicts",
    "--no-breaks",
    "--no-replaces",
    "--no-enhances",
    PACKAGE,
]


def system_browser() -> str | None:
    """The browser SPEC_COMPAT_CHROMIUM names, else the first one on PATH."""
    named = os.environ.get(ENV)
    if named and Path(named).is_file():
        return named
    return next((found for name in NAMES if (found := shutil.which(name))), None)


def _needed() -> list[str]:
    """chromium and the packages apt would install with it here (`apt-get -s`: a simulation,
    which needs no root and changes nothing), so the host's own libraries are used."""
    done = subprocess.run(
        ["apt-get", "-s", "-o", "Debug::NoLocking=1", "install", PACKAGE],
        capture_output=True,
        text=True,
        check=True,
    )
    names = {line.split()[1] for line in done.stdout.splitlines() if line.startswith("Inst ")}
    return sorted({PACKAGE, "chromium-common", *names})


def _library_dirs(root: Path) -> list[Path]:
    """Every unpacked folder that holds a shared library, chromium's own first: packages put
    private libraries in subfolders (libpulse0's `libpulsecommon` sits in
    `usr/lib/<triplet>/pulseaudio/`), which a fixed list of folders misses."""
    libs = (lib for lib in root.rglob("*.so*") if SHARED.search(lib.name) and not lib.is_dir())
    found = {lib.parent for lib in libs}
    own = root / "usr" / "lib" / "chromium"
    return sorted(found, key=lambda d: (d != own, str(d)))


def _starts(wrapper: Path) -> None:
    """RuntimeError naming the loader's complaint when the unpacked browser cannot start."""
    try:
        done = subprocess.run(
            [str(wrapper), "--headless", "--no-sandbox", "--version"],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise RuntimeError(f"the unpacked chromium does not start: {exc}") from None
    if done.returncode != 0:
        why = (done.stderr or done.stdout).strip().splitlines()
        last = why[-1] if why else f"exit {done.returncode}"
        raise RuntimeError(f"the unpacked chromium does not start: {last}")


def unpacked_browser(dest: Path) -> str:
    """Debian's chromium unpacked under `dest` (once); the wrapper's path. RuntimeError: why not."""
    wrapper = dest / "chromium"
    if wrapper.is_file():
        return str(wrapper)
    if shutil.which("apt-get") is None or shutil.which("dpkg") is None:
        raise RuntimeError("no system chromium, and no apt-get/dpkg to unpack Debian's")
    debs, root = dest / "debs", dest / "root"
    debs.mkdir(parents=True, exist_ok=True)
    try:
        needed = _needed()
        subprocess.run(
            ["apt-get", "download", *needed], cwd=debs, check=True, capture_output=True, text=True
        )
        for deb in sorted(debs.glob("*.deb")):
            subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        raise RuntimeError(
            f"Debian's chromium could not be fetched: {detail.strip()[:300]}"
        ) from None
    binary = root / "usr" / "lib" / "chromium" / "chromium"
    if not binary.is_file():
        raise RuntimeError(f"the unpacked chromium package has no {binary.relative_to(root)}")
    paths = ":".join(str(d) for d in _library_dirs(root))
    trial = dest / "chromium.trial"
    trial.write_text(
        f'#!/bin/sh\nLD_LIBRARY_PATH="{paths}${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}}" '
        f'exec "{binary}" "$@"\n'
    )
    trial.chmod(0o755)
    _starts(trial)
    trial.replace(wrapper)
    return str(wrapper)


def browser(dest: Path) -> str:
    """The system browser if there is one, else the unpacked Debian one (RuntimeError: why not)."""
    return system_browser() or unpacked_browser(dest)


if __name__ == "__main__":
    try:
        print(browser(Path(sys.argv[1])))
    except RuntimeError as exc:
        print(f"no chromium for the page test: {exc}", file=sys.stderr)
        sys.exit(1)
