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
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from compat.report import FORMATS
from compat.results import Report
from probes import discard, inside, is_plain_dir, write_text_atomic

RUNS, LATEST, MANIFEST, TMP = "runs", "latest", "MANIFEST.json", ".tmp-"


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
    folder = _prepare(folder)
    runs = folder / RUNS
    now = time.time_ns()  # run ids sort in time order (names are pruned oldest first)
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime(now // 10**9)) + f".{now % 10**9:09d}"
    run_id = f"{stem}-{stamp}-{os.getpid()}-{secrets.token_hex(3)}"
    tmp = runs / f"{TMP}{run_id}"
    tmp.mkdir()
    files = {}
    for name, text in texts.items():
        write_text_atomic(text, tmp / name)
        files[name] = hashlib.sha256(text.encode("utf-8")).hexdigest()
    manifest = {"schema_version": 1, "run": run_id, "files": files}
    write_text_atomic(json.dumps(manifest, indent=2) + "\n", tmp / MANIFEST)
    os.rename(tmp, runs / run_id)
    _switch(folder / latest_name(stem), f"{RUNS}/{run_id}")
    for name in texts:
        _link(folder / name, f"{latest_name(stem)}/{name}")
    _prune(runs, stem=stem, keep=run_id)
    return [folder / name for name in texts]


def _prepare(folder: Path) -> Path:
    """The folder, made if needed, with `runs/`; stale temporaries removed."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        folder = folder.resolve()
        runs = folder / RUNS
        if os.path.lexists(runs) and not is_plain_dir(runs):
            discard(runs)  # a symlink or file where runs/ belongs: never followed
        runs.mkdir(exist_ok=True)
    except (FileExistsError, NotADirectoryError) as exc:
        raise ReportsFolderError(
            f"reports folder {folder} is not a folder ({exc.strerror}); give another --reports"
        ) from None
    clean_stale(runs)
    clean_leftovers(folder)
    return folder


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


def clean_stale(runs: Path, *, now: float | None = None) -> list[Path]:
    """Remove temporaries whose writer is gone (or that are older than STALE_S)."""
    removed = []
    for entry in runs.iterdir():
        if not entry.name.startswith(TMP) or not inside(entry, runs):
            continue
        parts = entry.name[len(TMP) :].split("-")
        pid = int(parts[-2]) if len(parts) > 2 and parts[-2].isdigit() else -1
        age = (now or time.time()) - entry.lstat().st_mtime
        if age > STALE_S or not _alive(pid) or pid == os.getpid():
            discard(entry)
            removed.append(entry)
    return removed


def clean_leftovers(folder: Path, *, now: float | None = None) -> list[Path]:
    """Remove what killed writers left in the folder itself: a half-made link switch
    (`.<stem>.latest.<pid>.<hex>`, writer gone) and `.part` files of the single-file writer."""
    removed = []
    for entry in folder.iterdir():
        name = entry.name
        if not name.startswith(".") or not inside(entry, folder):
            continue
        parts = name.split(".")
        dead_switch = len(parts) >= 4 and parts[-2].isdigit() and not _alive(int(parts[-2]))
        age = (now or time.time()) - entry.lstat().st_mtime
        old_part = name.endswith(".part") and age > STALE_S / 10
        if (dead_switch and os.path.islink(entry)) or old_part:
            discard(entry)
            removed.append(entry)
    return removed


def _switch(link: Path, target: str) -> None:
    """Point `link` at `target` atomically: a new symlink renamed over the old one."""
    tmp = link.with_name(f".{link.name}.{os.getpid()}.{secrets.token_hex(3)}")
    os.symlink(target, tmp)
    try:
        os.replace(tmp, link)
    except IsADirectoryError:  # a real folder where the link belongs (not ours): set aside
        discard(link)
        os.replace(tmp, link)
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)


def _link(path: Path, target: str) -> None:
    """A stable name (`drift.json`) through the set's latest link; a plain file is replaced."""
    if os.path.islink(path) and os.readlink(path) == target:
        return
    if os.path.lexists(path) and is_plain_dir(path):
        raise ReportsFolderError(f"{path} is a folder; remove it or give another --reports")
    _switch(path, target)


def _prune(runs: Path, *, stem: str, keep: str) -> None:
    """Keep the newest KEEP complete runs of the set (the one just written among them)."""
    done = sorted((p for p in runs.iterdir() if p.name.startswith(f"{stem}-")), reverse=True)
    for old in done[KEEP:]:
        if old.name != keep and inside(old, runs):
            discard(old)


def read_set(folder: Path, stem: str = "report") -> dict[str, Any]:
    """The manifest the set's latest link points at, each file checked against it."""
    latest = (Path(folder) / latest_name(stem)).resolve()
    manifest: dict[str, Any] = json.loads((latest / MANIFEST).read_text(encoding="utf-8"))
    for name, digest in manifest["files"].items():
        data = (latest / name).read_bytes()
        if hashlib.sha256(data).hexdigest() != digest:
            raise ReportsFolderError(f"{latest / name} does not match its run's manifest")
    return manifest
