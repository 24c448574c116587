"""(d) A consumer at the size of real plugins against vLLM releases, side by side in one run.

The plugin is vllm-ascend 0.23.0.post1 from PyPI (443 files, ~130,000 lines; published as an
sdist only, so the project reads it as a folder, as `spec-compat drift --consumer
vllm-ascend==0.23.0.post1` does), fetched by the project's own code (`probes.releases`),
as the corpus consumers are. Printed together (issue 23's table):

- the parse floor: `ast.parse` + one `ast.walk` of every file of the plugin, in process;
- the drift job's path (`load_consumers` + `run_drift`, no report) against the newest release
  and against the newest K releases, each in a fresh process, warm (the user's caches,
  filled by an untimed first run over the K releases): wall time, phases, peak RSS
  (`ru_maxrss` of that process);
- a quarter of the plugin (its first quarter of files by path, by lines) against one release,
  for the full/quarter time ratio beside the line ratio;
- `--cold`: the K releases again with an empty module cache of its own;
- the ratios the issue names: one release / floor, K releases / floor, K / 1, per added
  release, full / quarter.

The machine is shared: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from probes import releases  # noqa: E402
from probes.views.module_cache import ENV  # noqa: E402
from probes.views.open import supported_versions  # noqa: E402

PLUGIN = ("vllm-ascend", "0.23.0.post1")
SPEC = f"{PLUGIN[0]}=={PLUGIN[1]}"


def prepare(k: int) -> tuple[Path, list[str]]:
    """The plugin's extracted tree and the newest `k` supported releases, each on disk."""
    tree = releases.source_tree(*PLUGIN).root
    versions = supported_versions()[-k:]
    for version in versions:
        releases.source_tree("vllm", version)
    return Path(tree), versions


def plugin_files(tree: Path) -> list[Path]:
    return sorted(p for p in tree.rglob("*.py") if ".provenance" not in p.parts)


def parse_floor(files: list[Path]) -> tuple[float, int]:
    """Seconds to read, `ast.parse` and walk every file once; and their lines."""
    start = time.perf_counter()
    lines = 0
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        lines += text.count("\n")
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for _ in ast.walk(tree):
            pass
    return time.perf_counter() - start, lines


def quarter_folder(tree: Path, files: list[Path], dest: Path) -> int:
    """The plugin's first quarter of files (by path) under `dest`, packages kept; its lines."""
    lines = 0
    for path in files[: len(files) // 4]:
        rel = path.relative_to(tree)
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest / rel)
        lines += path.read_text(encoding="utf-8", errors="replace").count("\n")
    for folder in [d for d in dest.rglob("*") if d.is_dir()]:  # every folder a package
        (folder / "__init__.py").touch(exist_ok=True)
    for name in ("pyproject.toml", "setup.py", "setup.cfg"):
        if (tree / name).is_file():
            shutil.copyfile(tree / name, dest / name)
    return lines


def run_child(consumer: str, versions: list[str]) -> dict:
    """The drift job's path for one consumer against `versions`, timed by phase."""
    start = time.perf_counter()
    from compat.coverage import Coverage
    from compat.drift import load_consumers, run_drift
    from compat.view_choice import InTurn

    imported = time.perf_counter()
    consumers = load_consumers([consumer], offline=True)
    used = time.perf_counter()
    views = InTurn.releases(versions, offline=True)  # each opened when reached, as drift does
    run = run_drift(consumers, views, offline=True, cover=Coverage())
    done = time.perf_counter()
    return {
        "import_s": imported - start,
        "usage_s": used - imported,
        "check_s": done - used,
        "pairs": len(run.results),
        "findings": sum(len(r.findings) for r in run.results),
        "rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def timed(consumer: str, versions: list[str], env: dict[str, str] | None = None) -> dict:
    """`run_child` in a fresh process; `wall_s` is the whole process."""
    command = [sys.executable, __file__, "--child", consumer, "--versions", ",".join(versions)]
    start = time.perf_counter()
    done = subprocess.run(
        command, cwd=ROOT, env={**os.environ, **(env or {})}, capture_output=True, text=True
    )
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"exit {done.returncode}: {done.stderr.strip()[-800:]}")
    return {**json.loads(done.stdout.strip().splitlines()[-1]), "wall_s": wall}


def _line(label: str, r: dict) -> str:
    return (
        f"    {label:<28} {r['wall_s']:7.2f} s  peak RSS {r['rss_mib']:5.0f} MiB  "
        f"(usage {r['usage_s']:.2f} s, views and checks {r['check_s']:.2f} s; "
        f"{r['pairs']} pairs, {r['findings']} findings)"
    )


def _or_failed(label: str, run: Callable[[], dict]) -> dict | None:
    """The run's figures, printed; None (and the failure printed) when the drift path failed."""
    try:
        result = run()
    except RuntimeError as exc:
        last = str(exc).strip().splitlines()[-1]
        print(f"    {label:<28} FAILED: {last}")
        return None
    print(_line(label, result))
    return result


def bench(k: int, *, cold: bool, quarter: bool) -> None:
    tree, versions = prepare(k)
    files = plugin_files(tree)
    floor, lines = parse_floor(files)
    print(
        f"(d) plugin {SPEC}: {len(files)} files, {lines:,} lines; releases "
        f"{versions[0]} .. {versions[-1]} ({len(versions)}); load average "
        + " ".join(f"{x:.2f}" for x in os.getloadavg())
        + f" on {os.cpu_count()} cores"
    )
    print(f"    parse floor (ast.parse + one ast.walk of every file): {floor:.2f} s")
    try:  # fill the caches for what this code caches, every release; untimed
        timed(SPEC, versions)
    except RuntimeError:  # printed below, where the K releases are timed
        timed(SPEC, versions[-1:])
    one = timed(SPEC, versions[-1:])
    print(_line(f"x 1 release ({versions[-1]}), warm", one))
    many = _or_failed(f"x {k} releases, warm", lambda: timed(SPEC, versions)) if k > 1 else one
    if cold:
        with tempfile.TemporaryDirectory(prefix="spec-compat-modules-") as tmp:
            _or_failed(f"x {k} releases, cold", lambda: timed(SPEC, versions, {ENV: tmp}))
    if many is None:
        k, many = 1, one
    ratios = [
        f"1 release / floor = {one['wall_s'] / floor:.1f}",
        f"{k} releases / floor = {many['wall_s'] / floor:.1f} (target <= 15 at 35)",
    ]
    if k > 1:
        per = (many["wall_s"] - one["wall_s"]) / (k - 1)
        ratios += [
            f"{k} / 1 = {many['wall_s'] / one['wall_s']:.2f} (target <= 3.5 at 35)",
            f"per added release {per:.2f} s (target <= 0.2)",
        ]
    if quarter:
        # A fixed place: the folder is warm as the full plugin is (its usage kept by content).
        part = Path(tempfile.gettempdir()) / "spec-compat-bench" / "vllm-ascend-quarter"
        shutil.rmtree(part, ignore_errors=True)
        q_lines = quarter_folder(tree, files, part)
        timed(str(part), versions[-1:])  # warm-up, untimed
        q = timed(str(part), versions[-1:])
        print(_line(f"quarter ({q_lines:,} lines) x 1", q))
        ratios.append(
            f"full / quarter = {one['wall_s'] / q['wall_s']:.2f}x the time for "
            f"{lines / q_lines:.2f}x the lines (target: time ratio <= line ratio)"
        )
    print("    " + "; ".join(ratios))
    print(f"    load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--releases", type=int, default=35, help="the newest K releases")
    parser.add_argument("--cold", action="store_true", help="also K releases, empty cache")
    parser.add_argument("--no-quarter", action="store_true", help="skip the quarter plugin")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--versions", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(run_child(args.child, args.versions.split(","))))
        return 0
    if args.releases < 1:
        parser.error("--releases must be at least 1")
    bench(args.releases, cold=args.cold, quarter=not args.no_quarter)
    return 0


if __name__ == "__main__":
    sys.exit(main())
