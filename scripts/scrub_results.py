"""Rewrite committed GPU results without this machine's paths (tests.gpu.results.portable).

New results are written portable by the GPU suite itself; this brings older files in line:
`python scripts/scrub_results.py --repo-root /work/main benchmarks/results/*.json`
(`--repo-root`: where the checkout lived on the machines that wrote them).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.gpu.results import portable


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--repo-root", action="append", default=[], metavar="PATH")
    args = parser.parse_args(argv)
    for path in args.files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        clean = portable(doc, tuple(args.repo_root))
        if clean != doc:
            path.write_text(json.dumps(clean, indent=2) + "\n", encoding="utf-8")
            print(f"rewrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
