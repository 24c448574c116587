"""Findings before and after a change that must not alter them (issue 23: speed only).

`write DIR` stores, under DIR, the drift JSON of the default consumers against every
committed release (`spec-compat drift --vllm all --offline --format json`, run from this
checkout), the corpus consumers' results (`compat.corpus.corpus_results`, offline) and,
with `--plugin`, vllm-ascend 0.23.0.post1 against the newest K releases. `compare A B`
says, file by file, whether two such folders hold byte-identical documents (exit 1 if not).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PLUGIN = "vllm-ascend==0.23.0.post1"


def _drift(args: list[str]) -> bytes:
    """The JSON document of one offline drift run of this checkout (no report files)."""
    command = [sys.executable, "-m", "compat.cli", "drift", "--offline", "--format", "json"]
    done = subprocess.run([*command, "--no-write", *args], cwd=ROOT, capture_output=True)
    if done.returncode not in (0, 1):
        raise SystemExit(f"drift {' '.join(args)}: exit {done.returncode}: {done.stderr[-800:]!r}")
    return done.stdout


def write(folder: Path, plugin_releases: int) -> None:
    from compat.corpus import CORPUS, corpus_results
    from probes import supported_versions

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "default.json").write_bytes(_drift(["--vllm", "all"]))
    corpus = {entry.spec: corpus_results(entry, offline=True) for entry in CORPUS}
    (folder / "corpus.json").write_text(json.dumps(corpus, sort_keys=True, indent=1))
    if plugin_releases:
        versions = supported_versions(offline=True)[-plugin_releases:]
        args = ["--consumer", PLUGIN, *(x for v in versions for x in ("--vllm", v))]
        (folder / "plugin.json").write_bytes(_drift(args))


def compare(a: Path, b: Path) -> int:
    names = sorted({p.name for p in a.glob("*.json")} | {p.name for p in b.glob("*.json")})
    bad = 0
    for name in names:
        left, right = a / name, b / name
        if not (left.is_file() and right.is_file()):
            print(f"{name}: only in {a if left.is_file() else b}")
            bad += 1
            continue
        same = left.read_bytes() == right.read_bytes()
        verdict = "byte-identical" if same else "DIFFERENT"
        print(f"{name}: {verdict} ({left.stat().st_size:,} bytes)")
        bad += not same
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    w = sub.add_parser("write")
    w.add_argument("folder", type=Path)
    w.add_argument("--plugin", type=int, default=0, help="vllm-ascend x the newest K releases")
    c = sub.add_parser("compare")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    args = parser.parse_args(argv)
    if args.command == "write":
        write(args.folder, args.plugin)
        return 0
    return compare(args.a, args.b)


if __name__ == "__main__":
    sys.exit(main())
