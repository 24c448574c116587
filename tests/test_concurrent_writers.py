"""Several writers of one reports folder, or of one cache tree, at the same time.

Before issue 20 two writers of a reports folder crashed in `clean_stale` / `_prune` (one
removed a temporary or an old run the other was listing: exit 3, that run's report lost).
Now writers take turns under a lock: every writer finishes, and the folder ends as one
complete set. Cache trees were already serialised by a lock; the test keeps them so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from compat.reports_io import RUNS, TMP, read_set
from probes import sourcetree

REPO = Path(__file__).resolve().parents[1]
WRITER = """
import sys
from pathlib import Path
from compat.reports_io import publish
folder, me = Path(sys.argv[1]), sys.argv[2]
for n in range(int(sys.argv[3])):
    publish({name: f"{me} {n} " + name * 500 for name in ("drift.json", "drift.md")}, folder,
            stem="drift")
print("done")
"""


def _children(code: str, args: list[list[str]]) -> list[subprocess.CompletedProcess]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, *a], env=env, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True,
        )
        for a in args
    ]  # fmt: skip
    out = []
    for proc in procs:
        stdout, stderr = proc.communicate(timeout=300)
        out.append(subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr))
    return out


def test_concurrent_report_writers_all_finish_with_one_complete_set(tmp_path: Path) -> None:
    folder = tmp_path / "reports"
    done = _children(WRITER, [[str(folder), f"w{n}", "12"] for n in range(4)])
    for proc in done:
        assert proc.returncode == 0 and proc.stdout.strip() == "done", proc.stderr[-2000:]
    assert set(read_set(folder, "drift")["files"]) == {"drift.json", "drift.md"}  # sha-checked
    owners = {" ".join((folder / n).read_text().split(" ")[:2]) for n in ("drift.json", "drift.md")}
    assert len(owners) == 1  # both stable names resolve into one run
    assert not [p for p in (folder / RUNS).iterdir() if p.name.startswith(TMP)]


CACHE = """
import json, sys
from pathlib import Path
from probes import sourcetree
root = Path(sys.argv[1])
members = [(f"pkg/m{n}.py", f"x = {n}\\n".encode()) for n in range(200)]
tree = sourcetree.install_tree(root, "pkg", members, {"file": "pkg-1.0.tar.gz"}, None)
print(json.dumps(str(tree.root)))
"""


def test_concurrent_cache_writers_of_one_tree(tmp_path: Path) -> None:
    root = tmp_path / "cache" / "src" / "pkg-1.0"
    done = _children(CACHE, [[str(root)] for _ in range(4)])
    for proc in done:
        assert proc.returncode == 0, proc.stderr[-2000:]
        assert json.loads(proc.stdout.strip().splitlines()[-1]) == str(root)
    assert sourcetree.cached_tree(root, "pkg") is not None
    leftovers = [p.name for p in root.parent.iterdir() if p.name != root.name]
    assert leftovers == []
