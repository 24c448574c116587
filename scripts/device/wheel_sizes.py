"""wheel_sizes.py LIST [LIST ...] [--cap MIB] — here (not on the device): how many MiB the wheels
of one or more `name==version` lists (wheel_list.py's output, ../shared/device/wheels-*.txt)
weigh for the device's Python (CPython 3.12, x86_64, the manylinux tags fetch-wheels.sh takes),
read from PyPI's index (the JSON simple API: file names and sizes only, nothing downloaded),
and how many staging calls they take at a chunk cap of MIB (stage_wheels.sh's cap: 62 MiB
minus what travels with every call minus its margin).

For each pin the file picked is the one pip would take on the device: the wheel with the
best-ranked compatible tag (packaging.tags for cp312 on manylinux_2_5 - 2_35, x86_64), else the
sdist (flagged: pip would have to build it there). Prints one line per pin, then the totals;
`--json` writes them as JSON too.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import urllib.request
from pathlib import Path

from packaging.tags import Tag, compatible_tags, cpython_tags
from packaging.utils import InvalidWheelFilename, canonicalize_name, parse_wheel_filename
from packaging.version import InvalidVersion, Version

INDEX = "https://pypi.org/simple/{}/"
ACCEPT = "application/vnd.pypi.simple.v1+json"
# The platforms ../shared/device/fetch-wheels.sh downloads for (wheels of these ran there).
PLATFORMS = [f"manylinux_2_{n}_x86_64" for n in range(35, 4, -1)]
PLATFORMS += ["manylinux2014_x86_64", "manylinux2010_x86_64", "manylinux1_x86_64", "linux_x86_64"]
MIB = 1024 * 1024


def device_tags() -> list[Tag]:
    """Tags pip accepts on the device, best first."""
    tags = list(cpython_tags(python_version=(3, 12), platforms=PLATFORMS))
    return tags + list(compatible_tags(python_version=(3, 12), platforms=PLATFORMS))


def index_files(name: str) -> list[dict]:
    url = INDEX.format(canonicalize_name(name))
    request = urllib.request.Request(url, headers={"Accept": ACCEPT})
    with urllib.request.urlopen(request, timeout=60) as response:
        return list(json.load(response)["files"])


def pick(name: str, version: str, files: list[dict], rank: dict[Tag, int]) -> dict | None:
    """The file pip would install on the device for name==version (a wheel, else the sdist)."""
    want, best, sdist = Version(version), None, None
    for entry in files:
        filename = entry["filename"]
        if entry.get("yanked") and entry["yanked"] is not False:
            continue
        if filename.endswith(".whl"):
            try:
                _, got, _, tags = parse_wheel_filename(filename)
            except (InvalidWheelFilename, InvalidVersion):  # old releases' odd names
                continue
            if got != want:
                continue
            score = min((rank[t] for t in tags if t in rank), default=None)
            if score is not None and (best is None or score < best[0]):
                best = (score, entry)
        elif filename.endswith((".tar.gz", ".zip")) and f"-{version}." in filename:
            sdist = entry
    if best is not None:
        return {"file": best[1]["filename"], "size": int(best[1]["size"]), "sdist": False}
    if sdist is not None:
        return {"file": sdist["filename"], "size": int(sdist["size"]), "sdist": True}
    return None


def pins(paths: list[Path]) -> list[tuple[str, str]]:
    out: dict[str, tuple[str, str]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.split("#", 1)[0].strip()
            if "==" in line:
                name, version = (part.strip() for part in line.split("==", 1))
                out.setdefault(canonicalize_name(name), (name, version))
    return list(out.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lists", nargs="+", type=Path, help="name==version lists")
    parser.add_argument("--cap", type=float, default=40.0, help="staging chunk cap in MiB")
    parser.add_argument("--json", type=Path, help="write the figures here as JSON too")
    args = parser.parse_args(argv)
    rank = {tag: i for i, tag in enumerate(device_tags())}
    rows, missing = [], []
    for name, version in pins(args.lists):
        found = pick(name, version, index_files(name), rank)
        if found is None:
            missing.append(f"{name}=={version}")
            continue
        rows.append({"pin": f"{name}=={version}", **found})
        flag = "  (sdist: built there)" if found["sdist"] else ""
        print(f"{found['size'] / MIB:9.1f} MiB  {found['file']}{flag}")
    total = sum(row["size"] for row in rows)
    largest = max(rows, key=lambda row: row["size"]) if rows else None
    calls = math.ceil(total / (args.cap * MIB)) if total else 0
    summary = {
        "wheels": len(rows),
        "total_mib": round(total / MIB, 1),
        "largest": largest and {"file": largest["file"], "mib": round(largest["size"] / MIB, 1)},
        "cap_mib": args.cap,
        "staging_calls_at_least": calls,
        "not_on_index": missing,
        "sdists": [row["pin"] for row in rows if row["sdist"]],
    }
    print(json.dumps(summary, indent=2))
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "files": rows}, indent=2) + "\n")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
