"""Run the attacks of issues 11 and 20 against a checkout of this project; print the table.

    python scripts/attacks.py [--tree DIR] [--only NAME …] [--klass N …] [--json FILE]

Each attack builds its hostile input in a fresh folder, runs `spec-compat` from the checkout
at DIR (default: this one) in a child process under a deadline and a memory limit, and
records the exit code, the stderr lines, the wall time, and whether anything outside the
tool's own folders changed (scripts/attack_kit.py: a real comparison for every row). Issue
20's attacks, one or more per class, are in scripts/attacks_io.py. Run it on an older
checkout (`git archive <commit> | tar -x -C DIR`) for the "before" column. Some attacks
need the wheel of speculators 0.4.0.1 and vLLM sdists in the user cache; some need root (a
small tmpfs for a full or read-only disk): without them the row says "not run".
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from attack_kit import (  # noqa: E402
    REGISTRY,
    USES,
    Attack,
    attack,
    consumer,
    offline,
    run,
    table,
    unchanged,
)
from attack_kit import site_with_speculators as _site  # noqa: E402

LONG = "x" * 5000


# --- writes and deletes outside the tool's folders ------------------------------------------


@attack("journal-outside-site", "a journal naming ../elsewhere/file; patch apply")
def _journal(folder: Path):
    import hashlib

    site = _site(folder)
    victim = folder / "elsewhere" / "file"
    victim.parent.mkdir()
    victim.write_bytes(b"precious\n")
    journal = site / ".spec-compat-journal" / "speculators-0.4.0.1"
    (journal / "backup").mkdir(parents=True)
    (journal / "backup" / "0").write_bytes(b"attacker\n")
    step = {
        "path": os.path.relpath(victim, site),
        "sha_from": hashlib.sha256(b"attacker\n").hexdigest(),
        "sha_to": hashlib.sha256(b"precious\n").hexdigest(),
        "backup": "backup/0",
        "state": "replaced",
    }
    data = {"schema_version": 1, "consumer": "speculators==0.4.0.1", "operation": "apply"}
    (journal / "journal.json").write_text(json.dumps({**data, "steps": [step]}))
    return ["patch", "apply", "--site", str(site)], {}, unchanged(victim)


def _cache_with_sdist(folder: Path, version: str) -> Path:
    cache = folder / "cache"
    real = Path.home() / ".cache/speculators-compat"
    (cache / "files" / "vllm").mkdir(parents=True)
    sdist = real / "files" / "vllm" / f"vllm-{version}.tar.gz"
    shutil.copy(sdist, cache / "files" / "vllm" / sdist.name)
    shutil.copytree(real / "index", cache / "index")
    return cache


RARE = "from vllm.v1.worker.gpu_model_runner import GPUModelRunner\nGPUModelRunner.load_model\n"


@attack("cache-symlink", "the cache's extracted tree is a symlink to another folder")
def _cache_symlink(folder: Path):
    cache = _cache_with_sdist(folder, "0.30.0")
    victim = folder / "victim"
    (victim / "vllm").mkdir(parents=True)
    (victim / "vllm" / "mine.txt").write_text("mine")
    (cache / "src").mkdir()
    (cache / "src" / "vllm-0.30.0").symlink_to(victim)
    root = consumer(folder, {"pkg/rare.py": RARE})
    argv = ["drift", "--consumer", str(root), "--vllm", "0.30.0", "--no-write", "--format", "json"]
    return argv, {"SPEC_COMPAT_CACHE": str(cache)}, unchanged(victim)


def _damaged_tree(folder: Path, damage: Callable[[Path], None]):
    cache = _cache_with_sdist(folder, "0.30.0")
    src = Path.home() / ".cache/speculators-compat/src/vllm-0.30.0"
    shutil.copytree(src, cache / "src" / "vllm-0.30.0", ignore=shutil.ignore_patterns("*.lock"))
    damage(cache / "src" / "vllm-0.30.0" / "vllm")
    root = consumer(folder, {"pkg/rare.py": RARE})
    argv = ["drift", "--consumer", str(root), "--vllm", "0.30.0", "--no-write", "--format", "json"]
    return argv, {"SPEC_COMPAT_CACHE": str(cache)}, unchanged(root)


@attack("tree-half-deleted", "half the extracted tree's files deleted")
def _half(folder: Path):
    def damage(pkg: Path) -> None:
        for n, path in enumerate(sorted(pkg.rglob("*.py"))):
            if n % 2:
                path.unlink()

    return _damaged_tree(folder, damage)


@attack("tree-truncated", "files of the extracted tree truncated")
def _truncated(folder: Path):
    def damage(pkg: Path) -> None:
        for path in sorted(pkg.rglob("*.py"))[::3]:
            path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])

    return _damaged_tree(folder, damage)


# --- hangs and exhaustion --------------------------------------------------------------------


@attack("fifo", "a FIFO named x.py in the consumer")
def _fifo(folder: Path):
    root = consumer(folder)
    os.mkfifo(root / "pkg" / "x.py")
    return offline(root), {}, unchanged(root / "pkg" / "__init__.py")


@attack("dev-zero", "a .py symlinked to /dev/zero in the consumer")
def _zero(folder: Path):
    root = consumer(folder)
    (root / "pkg" / "zero.py").symlink_to("/dev/zero")
    return offline(root), {}, unchanged(root)


@attack("huge-file", "a 16 MB consumer file with 300 k uses")
def _huge(folder: Path):
    root = consumer(folder, {"pkg/big.py": "import vllm\n" + "vllm.LLM(model='m')\n" * 800_000})
    return offline(root), {}, unchanged(root)


@attack("at-the-limit", "a 2 MB consumer file (the default limit) of uses")
def _limit(folder: Path):
    body = "vllm.LLM(model='m', seed=1)\n" * (2 * 1024 * 1024 // 29)
    root = consumer(folder, {"pkg/big.py": "import vllm\n" + body})
    return offline(root), {}, unchanged(root)


class _Drip(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/vnd.pypi.simple.v1+json")
            self.end_headers()
            for byte in b'{"files": []}' + b" " * 10_000:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
                time.sleep(2)
        except OSError:
            return


@attack("drip-index", "an index server that sends one byte every 2 s")
def _drip(folder: Path):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Drip)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    env = {
        "SPEC_COMPAT_INDEX_URL": f"http://127.0.0.1:{server.server_port}/simple/",
        "SPEC_COMPAT_CACHE": str(folder / "cache"),
        "SPEC_COMPAT_NET_DEADLINE_S": "10",
    }
    root = consumer(folder)
    return ["drift", "--consumer", str(root), "--vllm", "9.9.9"], env, unchanged(root)


@attack("deep-expression", "a consumer with a 5,000-deep expression")
def _deep(folder: Path):
    root = consumer(folder, {"pkg/deep.py": "import vllm\nx = " + "-" * 5000 + "1\n"})
    return offline(root), {}, unchanged(root)


@attack("deep-folders", "a consumer folder tree 1,500 deep")
def _deep_folders(folder: Path):
    root = consumer(folder)
    here = os.open(root / "pkg", os.O_RDONLY)
    for _ in range(1500):
        os.mkdir("d", dir_fd=here)
        nxt = os.open("d", os.O_RDONLY, dir_fd=here)
        os.close(here)
        here = nxt
    fd = os.open("m.py", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=here)
    os.write(fd, USES.encode())
    os.close(fd)
    os.close(here)
    return offline(root), {}, lambda: True  # the whole folder, 1,500 deep, is compared anyway


# --- bad input and environment ---------------------------------------------------------------


def _simple(name: str, what: str, build: Callable[[Path, Path], list[str]], env=None) -> None:
    def setup(folder: Path):
        (folder / "afile").write_text("{}")
        root = consumer(folder)
        extra = {k: v.format(folder=folder) for k, v in (env or {}).items()}
        return build(folder, root), extra, unchanged(folder / "afile")

    Attack(name, what, setup)


def _src(folder: Path, text: bytes) -> str:
    (folder / "src" / "vllm").mkdir(parents=True)
    (folder / "src" / "vllm" / "__init__.py").write_bytes(text)
    return str(folder / "src")


def _json(folder: Path, name: str, text: str) -> str:
    (folder / name).write_text(text)
    return str(folder / name)


DEEP_JSON = "[" * 100_000 + "]" * 100_000


def _gpu(folder: Path) -> str:
    (folder / "gpu").mkdir()
    (folder / "gpu" / "run.json").write_text(DEEP_JSON)
    return str(folder / "gpu")


def _findings(value: str) -> str:
    result = {"consumer": "a", "vllm": "0.1", "verdict": "broken", "findings": json.loads(value)}
    return json.dumps({"schema_version": 1, "results": [result]})


_simple(
    "read-only-cache",
    "the cache folder cannot be written (a file in its way)",
    lambda f, c: ["drift", "--consumer", str(consumer(f, {"pkg/rare.py": RARE})), "--no-write"],
    {"SPEC_COMPAT_CACHE": "{folder}/afile/cache"},
)
_simple(
    "vllm-src-syntax",
    "--vllm-src with a file that does not parse",
    lambda f, c: ["drift", "--consumer", str(c), "--vllm-src", _src(f, b"def f(:\n")],
)
_simple(
    "vllm-src-latin1",
    "--vllm-src with a file that is not UTF-8",
    lambda f, c: ["drift", "--consumer", str(c), "--vllm-src", _src(f, b"x = '\xff\xfe'\n")],
)
_simple(
    "reports-at-file",
    "--reports at an existing file",
    lambda f, c: [*offline(c)[:-1], "--reports", str(f / "afile")],
)
_simple(
    "reports-under-file",
    "--reports under a file",
    lambda f, c: [*offline(c)[:-1], "--reports", str(f / "afile" / "sub")],
)
_simple(
    "reports-too-long",
    "--reports 5,000 characters long",
    lambda f, c: [*offline(c)[:-1], "--reports", LONG],
)
_simple(
    "consumer-too-long",
    "--consumer 5,000 characters long",
    lambda f, c: ["drift", "--consumer", LONG, "--offline", "--no-write"],
)
_simple(
    "vllm-too-long",
    "--vllm 5,000 characters long",
    lambda f, c: [*offline(c), "--vllm", "1" * 5000],
)
_simple(
    "probe-vllm-too-long",
    "probe --vllm 5,000 characters long",
    lambda f, c: ["probe", "--offline", "--vllm", LONG],
)
_simple(
    "site-too-long",
    "patch status --site 5,000 characters long",
    lambda f, c: ["patch", "status", "--site", LONG],
)
_simple(
    "gpu-results-deep",
    "--gpu-results holding a 100,000-deep JSON",
    lambda f, c: [*offline(c), "--gpu-results", _gpu(f)],
)
_simple(
    "report-deep",
    "report of a 100,000-deep JSON",
    lambda f, c: ["report", _json(f, "deep.json", DEEP_JSON)],
)
_simple(
    "report-findings-string",
    "report input whose findings is a string",
    lambda f, c: ["report", _json(f, "s.json", _findings('"abc"'))],
)
_simple(
    "report-findings-null",
    "report input whose findings holds null",
    lambda f, c: ["report", _json(f, "n.json", _findings("[null]"))],
)
_simple(
    "report-not-json",
    "report of a file that is not JSON",
    lambda f, c: ["report", str(f / "cons" / "pkg" / "__init__.py")],
)
_simple(
    "consumer-wheel",
    "--consumer naming a .whl file that exists",
    lambda f, c: ["drift", "--consumer", _wheel(f), "--offline", "--no-write"],
)
_simple(
    "consumer-py-file",
    "--consumer naming a .py file that exists",
    lambda f, c: ["drift", "--consumer", str(c / "pkg" / "__init__.py"), "--offline"],
)
_simple(
    "consumer-missing",
    "--consumer naming nothing installed",
    lambda f, c: ["drift", "--consumer", "nosuchdist", "--offline", "--no-write"],
)


def _wheel(folder: Path) -> str:
    import zipfile

    path = folder / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("demo/__init__.py", USES)
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
    return str(path)


# --- running -----------------------------------------------------------------------------------


def main() -> int:
    import attacks_io  # noqa: F401  (registers issue 20's attacks)
    import attacks_more  # noqa: F401  (and their siblings)

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=REPO, help="the checkout to attack")
    parser.add_argument("--only", nargs="*", help="attack names (default: all)")
    parser.add_argument("--klass", nargs="*", type=int, help="issue-20 classes (0: issue 11's)")
    parser.add_argument("--json", type=Path, help="also write the rows to this file")
    args = parser.parse_args()
    rows = []
    for name, item in REGISTRY.items():
        if (args.only and name not in args.only) or (args.klass and item.klass not in args.klass):
            continue
        row = run(item, args.tree.resolve())
        rows.append(row)
        print(json.dumps(row), flush=True)
        if args.json:
            args.json.write_text(json.dumps(rows, indent=1) + "\n")
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
