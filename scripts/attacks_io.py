"""Issue 20's attacks, one or more per class, each with a real "outside intact" check.

1 links planted inside an owned folder · 2 races with the user and between writers ·
3 reads that hang or exhaust memory · 4 a child process trusting its working folder ·
5 bad input reported as an internal error · 6 signals · 7 paths from metadata.
A hook that must act at one moment of a run (a user's edit between the plan and the
replace, a SIGTERM after the first file) is a `sitecustomize` put first on the child's path:
it wraps `os.replace`, which every version of the tool uses to put a file in place.
"""

from __future__ import annotations

import http.server
import os
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

from attack_kit import USES, attack, consumer, offline, site_with_speculators, unchanged

TARGETS = (
    "speculators/config.py",
    "speculators/data_generation/custom_worker.py",
    "speculators/data_generation/vllm_hidden_states_generator.py",
    "speculators/utils/pydantic_utils.py",
)
JOURNAL = ".spec-compat-journal/speculators-0.4.0.1"
EDIT = b"\n# the user's edit, made while the patch ran\n"


def _apply(site: Path) -> list[str]:
    return ["patch", "apply", "--site", str(site)]


def _site_intact(site: Path, *, planted_journal: bool = False):
    """The site's targets as they were, and no journal of this run left behind (a journal
    the attack planted may stay: refusing it leaves it for the user to look at)."""
    before = {t: (site / t).read_bytes() for t in TARGETS}

    def check() -> bool:
        now = {t: (site / t).read_bytes() for t in TARGETS}
        journal = (site / JOURNAL / "journal.json").exists()
        return now == before and (planted_journal or not journal)

    return check


# --- 1: links planted inside an owned folder ---------------------------------------------


@attack("patch-temp-name-link", "a symlink at the temp name beside a target", klass=1)
def _temp_link(folder: Path):
    site = site_with_speculators(folder)
    victim = folder / "outside" / "precious.txt"
    for target in TARGETS:  # the names every version so far staged new content under
        path = site / target
        (path.parent / f".{path.name}.spec-compat-tmp").symlink_to(victim)
    return _apply(site), {}, unchanged(victim)


@attack("patch-journal-root-link", ".spec-compat-journal is a symlink to a folder outside", klass=1)
def _journal_root_link(folder: Path):
    site = site_with_speculators(folder)
    (site / ".spec-compat-journal").symlink_to(folder / "outside")
    return _apply(site), {}, unchanged(folder / "outside")


@attack("patch-journal-sub-link", "the consumer's journal folder is a symlink outside", klass=1)
def _journal_sub_link(folder: Path):
    site = site_with_speculators(folder)
    (site / ".spec-compat-journal").mkdir()
    (site / JOURNAL).symlink_to(folder / "outside")
    return _apply(site), {}, unchanged(folder / "outside")


@attack("patch-pycache-link", "__pycache__ beside a target is a symlink outside", klass=1)
def _pycache_link(folder: Path):
    site = site_with_speculators(folder)
    for target in TARGETS:
        stem = Path(target).stem
        (folder / "outside" / f"{stem}.cpython-311.pyc").write_bytes(b"the user's pyc")
    for target in TARGETS:
        cache = (site / target).parent / "__pycache__"
        if cache.exists() or cache.is_symlink():
            subprocess.run(["rm", "-rf", str(cache)], check=True)
        cache.symlink_to(folder / "outside")
    return _apply(site), {}, unchanged(folder / "outside")


@attack("cache-lock-link", "a cache tree's lock file is a symlink to a new file outside", klass=1)
def _lock_link(folder: Path):
    cache = folder / "cache"
    src = Path.home() / ".cache/speculators-compat"
    (cache / "files" / "vllm").mkdir(parents=True)
    sdist = src / "files" / "vllm" / "vllm-0.30.0.tar.gz"
    (cache / "files" / "vllm" / sdist.name).symlink_to(sdist)  # read, never written
    subprocess.run(["cp", "-r", str(src / "index"), str(cache / "index")], check=True)
    prov = cache / "src" / "vllm-0.30.0" / ".provenance"
    prov.mkdir(parents=True)
    (prov / "vllm.lock").symlink_to(folder / "outside" / "created-by-the-tool")
    root = consumer(folder, {"pkg/rare.py": RARE})
    argv = ["drift", "--consumer", str(root), "--vllm", "0.30.0", "--no-write", "--format", "json"]
    return argv, {"SPEC_COMPAT_CACHE": str(cache)}, unchanged(folder / "outside")


RARE = "from vllm.v1.worker.gpu_model_runner import GPUModelRunner\nGPUModelRunner.load_model\n"


@attack("reports-runs-sub-link", "a run folder inside reports/runs is a symlink outside", klass=1)
def _runs_link(folder: Path):
    root = consumer(folder)
    reports = folder / "reports"
    (reports / "runs").mkdir(parents=True)
    for n in range(5):  # older than any new run: pruned, so removed (the link, not its target)
        (reports / "runs" / f"report-20000101T00000{n}.000000000-1-abcdef").symlink_to(
            folder / "outside"
        )
    argv = ["drift", "--consumer", str(root), "--offline", "--reports", str(reports)]
    return argv, {}, unchanged(folder / "outside")


# --- 2: races ----------------------------------------------------------------------------

_HOOK = """
import os, signal, sys
_real = os.replace
_seen = []
def replace(src, dst, *a, **k):
    result = _real(src, dst, *a, **k)
    name = os.fspath(dst)
    if name.endswith(".py") and "{watch}" in os.environ.get("ATTACK_HOOK", ""):
        _seen.append(name)
        if len(_seen) == 1:
            {action}
    return result
os.replace = replace
"""


def _hook(folder: Path, action: str) -> str:
    hook = folder / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(_HOOK.format(watch="on", action=action))
    return str(hook)


@attack(
    "patch-user-edit-race", "the user edits a target after the plan, before its replace", klass=2
)
def _user_edit(folder: Path):
    site = site_with_speculators(folder)
    second = site / TARGETS[1]
    edited = second.read_bytes() + EDIT
    action = f"open({str(second)!r}, 'wb').write({edited!r})"
    env = {"PYTHONPATH_FIRST": _hook(folder, action), "ATTACK_HOOK": "on"}
    return _apply(site), env, lambda: second.read_bytes() == edited


@attack("reports-two-writers", "two runs write one reports folder at the same time", klass=2)
def _two_writers(folder: Path):
    root = consumer(folder)
    reports = folder / "reports"
    argv = ["drift", "--consumer", str(root), "--offline", "--reports", str(reports)]
    cmd = [sys.executable, "-P", "-m", "compat.cli", *argv]
    env = {**os.environ, "PYTHONPATH": os.environ.get("ATTACK_TREE", "")}
    env["SPEC_COMPAT_CACHE"] = str(folder / "own-cache")
    others = [
        subprocess.Popen(
            cmd, cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        for _ in range(3)
    ]

    def check() -> bool:
        codes = [p.wait(timeout=120) for p in others]
        errors = [p.stderr.read() if p.stderr else "" for p in others]
        runs = [p for p in (reports / "runs").iterdir() if p.name.startswith("drift-")]
        latest = (reports / "drift.latest").resolve()
        ok = all(c in (0, 1) for c in codes) and not any("Traceback" in e for e in errors)
        return ok and latest.is_dir() and (latest / "MANIFEST.json").is_file() and len(runs) >= 3

    return argv, {}, check


# --- 3: reads that hang or exhaust memory ------------------------------------------------


@attack("vllm-src-fifo", "a FIFO in a --vllm-src tree", klass=3)
def _src_fifo(folder: Path):
    (folder / "src" / "vllm").mkdir(parents=True)
    (folder / "src" / "vllm" / "__init__.py").write_text(
        "class LLM:\n    def __init__(self, model): ...\n"
    )
    os.mkfifo(folder / "src" / "vllm" / "stuck.py")
    root = consumer(folder)
    argv = ["drift", "--consumer", str(root), "--vllm-src", str(folder / "src"), "--no-write"]
    return argv, {}, unchanged(root)


@attack("report-fifo", "`report FILE` where FILE is a FIFO", klass=3)
def _report_fifo(folder: Path):
    os.mkfifo(folder / "outside" / "results.json")
    return ["report", str(folder / "outside" / "results.json")], {}, lambda: True


@attack("gpu-results-fifo", "--gpu-results holding a FIFO named run.json", klass=3)
def _gpu_fifo(folder: Path):
    (folder / "outside" / "gpu").mkdir()
    os.mkfifo(folder / "outside" / "gpu" / "run.json")
    root = consumer(folder)
    return [*offline(root), "--gpu-results", str(folder / "outside" / "gpu")], {}, unchanged(root)


@attack("patch-target-fifo", "a patch target that is a FIFO", klass=3)
def _target_fifo(folder: Path):
    site = site_with_speculators(folder)
    (site / TARGETS[0]).unlink()
    os.mkfifo(site / TARGETS[0])
    return _apply(site), {}, lambda: not (site / JOURNAL).exists()


@attack("metadata-fifo", "the consumer's dist-info METADATA is a FIFO (patch status)", klass=3)
def _metadata_fifo(folder: Path):
    site = site_with_speculators(folder)
    meta = next(site.glob("speculators-*.dist-info")) / "METADATA"
    meta.unlink()
    os.mkfifo(meta)
    return ["patch", "status", "--site", str(site)], {}, lambda: True


def _bomb(path: Path, member: str, size: int, extra: dict[str, str]) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as zf:
        for name, text in extra.items():
            zf.writestr(name, text)
        with zf.open(member, "w", force_zip64=True) as out:
            block = b"\0" * (1 << 24)
            for _ in range(size // len(block)):
                out.write(block)


@attack("wheel-metadata-bomb", "a consumer wheel whose METADATA inflates to 2 GB", klass=3)
def _metadata_bomb(folder: Path):
    wheel = folder / "outside" / "demo-1.0-py3-none-any.whl"
    _bomb(wheel, "demo-1.0.dist-info/METADATA", 2 << 30, {"demo/__init__.py": USES})
    return ["drift", "--consumer", str(wheel), "--offline", "--no-write"], {}, lambda: True


class _Endless(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/vnd.pypi.simple.v1+json")
            self.end_headers()
            self.wfile.write(b'{"files": [], "x": "')
            block = b"x" * (1 << 20)
            while True:
                self.wfile.write(block)
        except OSError:
            return


def _serve(handler: type) -> int:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_port


@attack("index-endless-body", "an index server whose JSON body never ends (fast)", klass=3)
def _endless(folder: Path):
    env = {
        "SPEC_COMPAT_INDEX_URL": f"http://127.0.0.1:{_serve(_Endless)}/simple/",
        "SPEC_COMPAT_CACHE": str(folder / "cache"),
    }
    root = consumer(folder)
    return ["drift", "--consumer", str(root), "--vllm", "9.9.9"], env, unchanged(root)


# --- 4: a child process trusting its working folder --------------------------------------


@attack(
    "installed-cwd-shadow",
    "drift --installed with a json.py in the working folder",
    klass=4,
    deadline=240,
)
def _cwd_shadow(folder: Path):
    marker = folder / "outside" / "ran"
    (folder / "json.py").write_text(
        f"open({str(marker)!r}, 'w').write('json.py from the working folder ran')\n"
        "import sys, os\nsys.path[:] = [p for p in sys.path if p not in ('', os.getcwd())]\n"
        "del sys.modules['json']\nimport json as _j\nglobals().update(_j.__dict__)\n"
    )
    serve = (
        "import subprocess\ndef go():\n    subprocess.run(['vllm', 'serve', 'm', '--port', '1'])\n"
    )
    root = consumer(folder, {"pkg/__init__.py": serve})
    argv = ["drift", "--consumer", str(root), "--installed", "--offline", "--no-write"]
    return argv, {}, lambda: not marker.exists()


# --- 5: bad input reported as an internal error ------------------------------------------


def _wheel(folder: Path, damage) -> str:
    path = folder / "outside" / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
        zf.writestr("demo/__init__.py", USES * 50)
    data = bytearray(path.read_bytes())
    damage(data)
    path.write_bytes(bytes(data))
    return str(path)


def _flip_member(data: bytearray) -> None:
    at = data.find(b"demo/__init__.py") + len(b"demo/__init__.py") + 10
    data[at] ^= 0xFF  # inside the deflated bytes of the member: a CRC or zlib error


def _unknown_method(data: bytearray) -> None:
    for sig in (b"PK\x03\x04", b"PK\x01\x02"):  # every header: compression method 99
        start = 0
        while (at := data.find(sig, start)) >= 0:
            off = 8 if sig == b"PK\x03\x04" else 10
            data[at + off : at + off + 2] = (99).to_bytes(2, "little")
            start = at + 4


for _name, _what, _damage in (
    ("wheel-bit-flip", "a consumer wheel with a bit flipped in a member", _flip_member),
    ("wheel-unknown-compression", "a consumer wheel whose members use method 99", _unknown_method),
):

    def _setup(folder: Path, damage=_damage):
        wheel = _wheel(folder, damage)
        return ["drift", "--consumer", wheel, "--offline", "--no-write"], {}, lambda: True

    attack(_name, _what, klass=5)(_setup)


for _name, _text in (("journal-is-list", "[]"), ("journal-is-string", '"abc"')):

    def _journal(folder: Path, text=_text):
        site = site_with_speculators(folder)
        (site / JOURNAL).mkdir(parents=True)
        (site / JOURNAL / "journal.json").write_text(text)
        return _apply(site), {}, _site_intact(site, planted_journal=True)

    attack(_name, f"a journal.json that is {_text}", klass=5)(_journal)


def _tmpfs(item_name: str, folder: Path, *, size: str, readonly: bool = False) -> Path:
    from attack_kit import REGISTRY

    mount = folder / "site" if item_name.startswith("erofs") else folder / "reports"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)], check=True)
    REGISTRY[item_name].cleanup.append(
        lambda: subprocess.run(["umount", "-l", str(mount)], check=False)
    )
    return mount


@attack("enospc-reports", "--reports on a full 1 MB tmpfs", klass=5)
def _enospc(folder: Path):
    reports = _tmpfs("enospc-reports", folder, size="1m")
    subprocess.run(["dd", "if=/dev/zero", f"of={reports}/fill", "bs=64k"], capture_output=True)
    root = consumer(folder)
    argv = ["drift", "--consumer", str(root), "--offline", "--reports", str(reports)]
    return argv, {}, unchanged(root)


@attack("erofs-site", "patch apply on a site on a read-only file system", klass=5)
def _erofs(folder: Path):
    site = _tmpfs("erofs-site", folder, size="64m")
    wheel = Path.home() / ".cache/speculators-compat/files/speculators"
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site)]
    subprocess.run([*pip, str(next(wheel.glob("*0.4.0.1*.whl")))], check=True, capture_output=True)
    subprocess.run(["mount", "-o", "remount,ro", str(site)], check=True)
    return _apply(site), {}, _site_intact(site)


@attack("net-deadline-inf", "SPEC_COMPAT_NET_DEADLINE_S=inf, the index unreachable", klass=5)
def _deadline_inf(folder: Path):
    env = {
        "SPEC_COMPAT_INDEX_URL": "http://127.0.0.1:9/simple/",
        "SPEC_COMPAT_NET_DEADLINE_S": "inf",
        "SPEC_COMPAT_CACHE": str(folder / "cache"),
    }
    root = consumer(folder)
    return ["drift", "--consumer", str(root), "--vllm", "9.9.9"], env, unchanged(root)


@attack("huge-env-number", "SPEC_COMPAT_MAX_FILE_BYTES of 30 digits", klass=5)
def _huge_number(folder: Path):
    root = consumer(folder)
    return offline(root), {"SPEC_COMPAT_MAX_FILE_BYTES": "9" * 30}, unchanged(root)


# --- 6: signals --------------------------------------------------------------------------


@attack("patch-sigterm", "SIGTERM right after patch apply replaced its first file", klass=6)
def _sigterm(folder: Path):
    site = site_with_speculators(folder)
    env = {
        "PYTHONPATH_FIRST": _hook(folder, "os.kill(os.getpid(), signal.SIGTERM)"),
        "ATTACK_HOOK": "on",
    }
    return _apply(site), env, _site_intact(site)


# --- 7: paths from metadata --------------------------------------------------------------


@attack("record-dotdot", "an installed dist whose RECORD names pkg/../../x.py", klass=7)
def _record(folder: Path):
    from attack_kit import REGISTRY

    lib = folder / "lib"
    (lib / "evil").mkdir(parents=True)
    (lib / "evil" / "__init__.py").write_text("")
    (folder / "outside" / "secret.py").write_text(USES.replace("'m'", "'read-from-outside'"))
    info = lib / "evil-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: evil\nVersion: 1.0\n")
    (info / "RECORD").write_text("evil/__init__.py,,\nevil/../../outside/secret.py,,\n")
    argv = ["drift", "--consumer", "evil", "--offline", "--no-write", "--format", "json"]

    def check() -> bool:
        proc = REGISTRY["record-dotdot"].proc
        return proc is not None and "secret.py" not in proc.stdout + proc.stderr

    return argv, {"PYTHONPATH_FIRST": str(lib)}, check
