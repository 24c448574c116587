"""Writing a report as a set: every format of one run is published together, or none is.

Layout of the reports folder (the only folder this module writes or deletes in):

    runs/<stem>-<run id>/<stem>.<ext> …  MANIFEST.json   one complete run per folder
    <stem>.latest -> runs/<stem>-<run id>                  switched atomically (os.replace)
    <stem>.<ext> -> <stem>.latest/<stem>.<ext>             stable paths, always one run's set

(`<stem>` is `report` or `drift`: both sets can share a folder.) A run is written into
`runs/.tmp-<stem>-<run id>/`, its manifest (run id, each file's sha256) last, then renamed into
place, then `<stem>.latest` is switched: a reader that resolves it once sees one run's whole
set, whatever was killed when. Temporaries a killed run left behind (its `runs/.tmp-*`
folder, a half-made `.<stem>.latest.<pid>.<hex>` link, `.part` files) are removed by the next
run; older runs of a set beyond `KEEP` are pruned.

Writers of one folder take turns (an advisory lock, `.reports.lock`): a second writer waits
for the first to publish, then publishes its own set, so neither crashes on the other's
clean-up nor prunes a run the other just switched to. Every write, rename and delete goes
through `probes.safeio.Owned(folder)`: nothing below the folder is followed through a link.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import stat
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from compat.report import FORMATS
from compat.results import Report
from probes import Owned, UnsafePath, make_folder

RUNS, LATEST, MANIFEST, TMP = "runs", "latest", "MANIFEST.json", ".tmp-"
LOCK = ".reports.lock"
READ_LIMIT = 256 * 1024 * 1024


def latest_name(stem: str) -> str:
    return f"{stem}.{LATEST}"


KEEP = 3
STALE_S = 600  # a temporary older than this whose writer is gone is stale


class ReportsFolderError(OSError):
    """The reports folder cannot hold a report set (bad input or environment: exit 2)."""


def write_report_set(
    report: Report, folder: Path, *, stem: str = "report", formats: Iterable[str] | None = None
) -> list[Path]:
    """Render every format of `report`, publish them as one set; the stable paths written."""
    texts = {
        f"{stem}.{FORMATS[name].ext}": FORMATS[name].render(report, 80, False)
        for name in formats or FORMATS
    }
    return publish(texts, Path(folder), stem=stem)


def publish(texts: dict[str, str], folder: Path, *, stem: str = "report") -> list[Path]:
    """Write `texts` (file name → text) as one run of set `stem`; switch its latest link."""
    folder = _made(folder)
    owned = Owned(folder, repair=True)
    try:
        with owned.lock(folder / LOCK):
            _prepare(owned, folder)
            _publish(owned, folder, texts, stem)
    except UnsafePath as exc:
        raise ReportsFolderError(f"{exc}; give another --reports") from None
    return [folder / name for name in texts]


def _publish(owned: Owned, folder: Path, texts: dict[str, str], stem: str) -> None:
    runs = folder / RUNS
    now = time.time_ns()  # run ids sort in time order (names are pruned oldest first)
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime(now // 10**9)) + f".{now % 10**9:09d}"
    run_id = f"{stem}-{stamp}-{os.getpid()}-{secrets.token_hex(3)}"
    tmp = runs / f"{TMP}{run_id}"
    owned.mkdir_new(tmp)
    files = {}
    for name, text in texts.items():
        owned.write_text(tmp / name, text)
        files[name] = hashlib.sha256(text.encode("utf-8")).hexdigest()
    manifest = {"schema_version": 1, "run": run_id, "files": files}
    owned.write_text(tmp / MANIFEST, json.dumps(manifest, indent=2) + "\n")
    owned.rename(tmp, runs / run_id, replace=False)
    owned.symlink(f"{RUNS}/{run_id}", folder / latest_name(stem))
    for name in texts:
        _link(owned, folder / name, f"{latest_name(stem)}/{name}")
    _prune(owned, runs, stem=stem, keep=run_id)


def _made(folder: Path) -> Path:
    """The reports folder, made if needed, as an absolute path (the user's own symlinks to
    it are theirs: resolved once here, nothing below it is followed)."""
    try:
        make_folder(folder)
        return Path(folder).resolve()
    except (FileExistsError, NotADirectoryError) as exc:
        raise ReportsFolderError(
            f"reports folder {folder} is not a folder ({exc.strerror}); give another --reports"
        ) from None
    except OSError as exc:
        raise ReportsFolderError(
            f"reports folder {folder} cannot be made ({exc.strerror}); give another --reports"
        ) from None


def _prepare(owned: Owned, folder: Path) -> None:
    """`runs/` as a real folder (a link or file there is removed, never followed); stale
    temporaries removed."""
    owned.mkdir(folder / RUNS)
    clean_stale(folder / RUNS, owned=owned)
    clean_leftovers(folder, owned=owned)


def _alive(pid: int) -> bool:
    if pid <= 0:  # not a pid a writer could have had (os.kill(-1) would mean "any")
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError, ValueError):  # gone, or no such pid at all
        return False
    except PermissionError:
        return True
    return True


def clean_stale(runs: Path, *, now: float | None = None, owned: Owned | None = None) -> list[Path]:
    """Remove temporaries whose writer is gone (or that are older than STALE_S)."""
    owned = owned or Owned(runs.parent, repair=True)
    removed = []
    for name in owned.listdir(runs):
        if not name.startswith(TMP):
            continue
        parts = name[len(TMP) :].split("-")
        pid = int(parts[-2]) if len(parts) > 2 and parts[-2].isdigit() else -1
        info = owned.lstat(runs / name)
        if info is None:  # another writer removed it first
            continue
        age = (now or time.time()) - info.st_mtime
        if age > STALE_S or not _alive(pid) or pid == os.getpid():
            owned.rmtree(runs / name)
            removed.append(runs / name)
    return removed


def clean_leftovers(
    folder: Path, *, now: float | None = None, owned: Owned | None = None
) -> list[Path]:
    """Remove what killed writers left in the folder itself: a half-made link switch
    (`.<stem>.latest.<pid>.<hex>`, writer gone) and `.part` files of the single-file writer."""
    owned = owned or Owned(folder, repair=True)
    removed = []
    for name in owned.listdir(folder):
        info = owned.lstat(folder / name)
        if not name.startswith(".") or name == LOCK or info is None:
            continue
        parts = name.split(".")
        dead_switch = len(parts) >= 4 and parts[-2].isdigit() and not _alive(int(parts[-2]))
        age = (now or time.time()) - info.st_mtime
        old_part = name.endswith(".part") and (age > STALE_S / 10 or _dead_part(parts))
        if (dead_switch and stat.S_ISLNK(info.st_mode)) or old_part:
            owned.rmtree(folder / name)
            removed.append(folder / name)
    return removed


def _dead_part(parts: list[str]) -> bool:
    """A layer temporary (`.<name>.<pid>.<hex>.part`) whose writer is gone."""
    return len(parts) >= 5 and parts[-3].isdigit() and not _alive(int(parts[-3]))


def _link(owned: Owned, path: Path, target: str) -> None:
    """A stable name (`drift.json`) through the set's latest link; a plain file is replaced."""
    if owned.readlink(path) == target:
        return
    info = owned.lstat(path)
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise ReportsFolderError(f"{path} is a folder; remove it or give another --reports")
    owned.symlink(target, path)


def _prune(owned: Owned, runs: Path, *, stem: str, keep: str) -> None:
    """Keep the newest KEEP complete runs of the set (the one just written among them)."""
    done = sorted((n for n in owned.listdir(runs) if n.startswith(f"{stem}-")), reverse=True)
    for old in done[KEEP:]:
        if old != keep:
            owned.rmtree(runs / old)


def read_set(folder: Path, stem: str = "report") -> dict[str, Any]:
    """The manifest the set's latest link points at, each file checked against it."""
    from probes import read_bytes

    latest = (Path(folder) / latest_name(stem)).resolve()
    manifest: dict[str, Any] = json.loads(read_bytes(latest / MANIFEST, limit=READ_LIMIT))
    for name, digest in manifest["files"].items():
        data = read_bytes(latest / name, limit=READ_LIMIT)
        if hashlib.sha256(data).hexdigest() != digest:
            raise ReportsFolderError(f"{latest / name} does not match its run's manifest")
    return manifest
