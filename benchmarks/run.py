"""Speed, measured side by side in one run (`nox -s bench`). Figures, not pass/fail.

(a) Building the view the default consumers need from a vLLM sdist already on disk —
    extracting its Python files and reading lazily only the modules the checks touch —
    against griffe loading the whole `vllm` package from the same extracted files (the
    extraction is not counted for griffe, which favours it). Target: ours ≤ 1/5 of griffe.
(b) A warm check of every default consumer against every committed snapshot (snapshots
    loaded from disk, usage fixtures loaded, all pairs checked). Target: < 2 s here.
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from probes import releases  # noqa: E402
from probes.check import check_usage  # noqa: E402
from probes.consumers import DEFAULT_CONSUMERS, release_usage, split_spec  # noqa: E402
from probes.fixtures import committed_vllm_versions, vllm_snapshot_path  # noqa: E402
from probes.snapshot import load_snapshot, snapshot_view  # noqa: E402
from probes.views.static import static_view_from_tree  # noqa: E402


def _usages() -> list:
    return [release_usage(*split_spec(spec)) for spec in DEFAULT_CONSUMERS]


def _extract_python(sdist: Path, dest: Path) -> Path:
    """The sdist's vllm/**.py files under dest (what `source_tree` does, uncached)."""
    with tarfile.open(sdist) as tar:
        for member in tar:
            parts = member.name.split("/")
            if member.isfile() and len(parts) > 2 and parts[1] == "vllm" and member.name.endswith(
                ".py"
            ):
                target = dest.joinpath(*parts[1:])
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(tar.extractfile(member).read())
    return dest


def bench_view(version: str, repeats: int) -> dict:
    sdist = releases.fetch_artifact("vllm", version).path
    usages = _usages()
    ours: list[float] = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            root = _extract_python(sdist, Path(tmp))
            view = static_view_from_tree(root, version=version, source={"kind": "sdist"})
            for usage in usages:
                check_usage(usage, view)
            ours.append(time.perf_counter() - start)
            modules = len(view.modules.loaded)
    tree = releases.source_tree("vllm", version).root
    import griffe

    logging.getLogger("griffe").disabled = True
    start = time.perf_counter()
    package = griffe.load("vllm", search_paths=[str(tree)], resolve_aliases=False)
    full = time.perf_counter() - start
    count = sum(1 for _ in tree.rglob("*.py"))
    del package
    return {
        "ours_s": statistics.median(ours),
        "griffe_s": full,
        "modules_ours": modules,
        "modules_griffe": count,
    }


def bench_warm_check(repeats: int) -> dict:
    times = []
    pairs = 0
    for _ in range(repeats):
        start = time.perf_counter()
        usages = _usages()
        pairs = 0
        for version in committed_vllm_versions():
            view = snapshot_view(load_snapshot(vllm_snapshot_path(version)))
            for usage in usages:
                check_usage(usage, view)
                pairs += 1
        times.append(time.perf_counter() - start)
    return {"median_s": statistics.median(times), "min_s": min(times), "pairs": pairs}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vllm", default="0.25.1", help="release for (a)")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)

    a = bench_view(args.vllm, args.repeats)
    ratio = a["ours_s"] / a["griffe_s"]
    print(f"(a) view for the default consumers from the vLLM {args.vllm} sdist")
    print(
        f"    ours (extract .py + lazy read of {a['modules_ours']} modules + check): "
        f"{a['ours_s']:.2f} s (median of {args.repeats})"
    )
    print(
        f"    griffe.load('vllm') of all {a['modules_griffe']} files (extraction not counted): "
        f"{a['griffe_s']:.2f} s"
    )
    print(f"    ratio ours/griffe = {ratio:.3f}  (target <= 0.200)")

    b = bench_warm_check(args.repeats)
    print(f"(b) warm check: {b['pairs']} consumer x vLLM pairs from committed snapshots")
    print(
        f"    {b['median_s']:.2f} s median, {b['min_s']:.2f} s best of {args.repeats} "
        "(target < 2 s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
