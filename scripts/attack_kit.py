"""The machinery of scripts/attacks.py: an attack, its run in a child process, the checks.

Every attack runs in a fresh folder holding `outside/` (files the tool must never write,
delete or run: a sentinel, and whatever the attack plants links to) beside the folders the
tool owns there (the cache, the reports folder, a site being patched). After the run the
folder is compared with its state before, minus the owned folders: a file outside that
changed, appeared or vanished fails the row's "outside intact", whatever else the attack
checks. The CLI runs as the `spec-compat` console script does (`python -P`: the working
folder is not on `sys.path`), under a deadline and a memory limit.
"""

from __future__ import annotations

import hashlib
import os
import resource
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

DEADLINE_S = 60
MEMORY_BYTES = 3 * 1024**3
OWNED = ("cache", "own-cache", "reports", "site")  # below the attack folder: the tool's own
REGISTRY: dict[str, Attack] = {}
USES = "import vllm\nfrom vllm import LLM\nLLM(model='m')\n"
SPECULATORS_WHEEL = "speculators-0.4.0.1-py3-none-any.whl"


class Attack:
    """`setup(folder)` returns (argv, extra env, a check of what must not change); `klass`
    is the issue-20 class it belongs to (0: issue 11's list)."""

    def __init__(
        self, name: str, what: str, setup: Callable, *, klass: int = 0, deadline: int = DEADLINE_S
    ) -> None:
        self.name, self.what, self.setup = name, what, setup
        self.klass, self.deadline = klass, deadline
        self.cleanup: list[Callable[[], None]] = []
        self.proc: subprocess.CompletedProcess | None = None
        REGISTRY[name] = self


def attack(name: str, what: str, *, klass: int = 0, deadline: int = DEADLINE_S) -> Callable:
    return lambda setup: Attack(name, what, setup, klass=klass, deadline=deadline)


def state(root: Path, skip: tuple[str, ...] = OWNED) -> dict[str, str]:
    """{relative path: sha256, link target or kind} of everything below `root` except the
    top-level names in `skip`, walked by descriptor (a 1,500-deep tree is fine)."""
    out: dict[str, str] = {}
    stack = [(os.open(root, os.O_RDONLY | os.O_DIRECTORY), "")]
    while stack:
        fd, rel = stack.pop()
        try:
            for name in sorted(os.listdir(fd)):
                here = f"{rel}/{name}" if rel else name
                if not rel and name in skip:
                    continue
                info = os.stat(name, dir_fd=fd, follow_symlinks=False)
                if stat.S_ISDIR(info.st_mode):
                    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW
                    stack.append((os.open(name, flags, dir_fd=fd), here))
                    out[here] = "folder"
                elif stat.S_ISLNK(info.st_mode):
                    out[here] = "link -> " + os.readlink(name, dir_fd=fd)
                elif stat.S_ISREG(info.st_mode):
                    out[here] = _sha(fd, name)
                else:
                    out[here] = f"mode {stat.S_IFMT(info.st_mode):o}"
        finally:
            os.close(fd)
    return out


def _sha(folder: int, name: str) -> str:
    fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW, dir_fd=folder)
    digest = hashlib.sha256()
    try:
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
    finally:
        os.close(fd)
    return digest.hexdigest()


def unchanged(path: Path) -> Callable[[], bool]:
    """A check that `path` (a file or a folder) is byte-identical after the run."""
    before = _of(path)
    return lambda: _of(path) == before


def _of(path: Path) -> dict[str, str] | str | None:
    if path.is_symlink() or not path.exists():
        return os.readlink(path) if path.is_symlink() else None
    if path.is_dir():
        return state(path, ())
    return hashlib.sha256(path.read_bytes()).hexdigest()


def consumer(folder: Path, files: dict[str, str] | None = None) -> Path:
    root = folder / "cons"
    for rel, text in {"pkg/__init__.py": USES, **(files or {})}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def offline(root: Path, *extra: str) -> list[str]:
    return ["drift", "--consumer", str(root), "--offline", "--no-write", *extra]


def site_with_speculators(folder: Path) -> Path:
    """`folder/site`: speculators 0.4.0.1 installed from its wheel in the user cache."""
    wheel = Path.home() / ".cache/speculators-compat/files/speculators" / SPECULATORS_WHEEL
    site = folder / "site"
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site)]
    subprocess.run([*cmd, str(wheel)], check=True, capture_output=True)
    return site


def run(item: Attack, tree: Path) -> dict:
    os.environ["ATTACK_TREE"] = str(tree)  # for attacks that start more runs themselves
    folder = Path(tempfile.mkdtemp(prefix=f"attack-{item.name}-"))
    try:
        return _run(item, tree, folder)
    finally:
        for undo in reversed(item.cleanup):
            undo()
        item.cleanup.clear()
        subprocess.run(["rm", "-rf", str(folder)], check=False)  # copes with 1,500 deep


def _run(item: Attack, tree: Path, folder: Path) -> dict:
    (folder / "outside").mkdir()
    (folder / "outside" / "precious.txt").write_text("the user's own file\n")
    try:
        argv, env, intact = item.setup(folder)
    except Exception as exc:  # the attack itself cannot be built here (no cached wheel …)
        return _row(item, f"not run ({type(exc).__name__}: {exc})"[:120], 0, "", 0.0, None)
    before = state(folder)
    extra = env.pop("PYTHONPATH_FIRST", None)
    path = f"{extra}{os.pathsep}{tree}" if extra else str(tree)
    full = {**os.environ, **env, "PYTHONPATH": path, "ATTACK_TREE": str(tree)}
    full.setdefault("SPEC_COMPAT_CACHE", str(folder / "own-cache"))
    start = time.monotonic()
    try:
        item.proc = subprocess.run(
            [sys.executable, "-P", "-m", "compat.cli", *argv],
            cwd=folder,
            env=full,
            capture_output=True,
            text=True,
            timeout=item.deadline,
            preexec_fn=_limit_memory,
            check=False,
        )
    except subprocess.TimeoutExpired:
        item.proc = None
        ok = intact() and state(folder) == before
        return _row(item, f"hung (killed at {item.deadline} s)", 0, "", item.deadline, ok)
    seconds = time.monotonic() - start
    ok = bool(intact()) and _same(before, state(folder))
    lines = [line for line in item.proc.stderr.splitlines() if line.strip()]
    row = _row(item, item.proc.returncode, len(lines), lines[-1] if lines else "", seconds, ok)
    row["traceback"] = "Traceback" in item.proc.stderr
    return row


def _same(before: dict[str, str], after: dict[str, str]) -> bool:
    if before != after:
        changed = sorted(set(before.items()) ^ set(after.items()))[:3]
        print(f"  outside changed: {changed}", file=sys.stderr)
        return False
    return True


def _row(
    item: Attack, code: object, lines: int, last: str, seconds: float, ok: bool | None
) -> dict:
    return {
        "name": item.name,
        "class": item.klass,
        "exit": code,
        "lines": lines,
        "last": last[:160],
        "seconds": round(seconds, 1),
        "outside_intact": ok,
    }


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))


def table(rows: list[dict]) -> str:
    """The rows as a fixed-width table: class, name, exit, seconds, outside intact, last line."""
    head = f"{'cls':>3}  {'attack':<28} {'exit':<8} {'s':>5}  {'outside':<8} last stderr line"
    out = [head, "-" * len(head)]
    for r in rows:
        exit_ = str(r["exit"])[:8]
        ok = {True: "intact", False: "CHANGED", None: "-"}[r["outside_intact"]]
        out.append(
            f"{r.get('class', 0):>3}  {r['name']:<28} {exit_:<8} {r['seconds']:>5}  {ok:<8} "
            f"{r['last'][:90]}"
        )
    return "\n".join(out)
