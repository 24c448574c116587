"""Attacks through consumer sources: files that hang, exhaust memory or recursion.

Each case is one attack from issue 11. Before the fix a FIFO named `x.py` hung the run, a
`.py` symlinked to `/dev/zero` read until memory ran out, a deeply nested expression or
folder tree crashed with a traceback. Now each is one `unknown` reason naming the file, the
run finishes, and the rest of the consumer is still read. Runs that could hang go through
a child process with a deadline.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from probes.consumers import load_usage
from probes.usage import reading

REPO = Path(__file__).resolve().parents[1]
USES_VLLM = "import vllm\nfrom vllm import LLM\nLLM(model='m')\n"


def consumer(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "consumer"
    for rel, text in {"pkg/__init__.py": "", "pkg/good.py": USES_VLLM, **files}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def errors_in_child(root: Path, deadline_s: float = 60.0, env: dict | None = None) -> list[str]:
    """`load_usage(root).errors`, computed in a child process that must end in time."""
    code = (
        "import json, sys; from probes.consumers import load_usage; "
        "u = load_usage(sys.argv[1]); "
        "print(json.dumps({'errors': u.errors, 'uses': len(u.uses)}))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(root)],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
        capture_output=True,
        text=True,
        timeout=deadline_s,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.splitlines()[-1])
    assert out["uses"] >= 1  # the good file is still read
    return out["errors"]


def test_fifo_named_py_is_skipped_not_waited_on(tmp_path: Path) -> None:
    root = consumer(tmp_path, {})
    os.mkfifo(root / "pkg" / "x.py")
    errors = errors_in_child(root, deadline_s=60)
    assert errors == ["consumer file pkg/x.py is a FIFO, not a regular file; skipped"]


def test_py_symlinked_to_dev_zero_is_skipped(tmp_path: Path) -> None:
    root = consumer(tmp_path, {})
    (root / "pkg" / "zero.py").symlink_to("/dev/zero")
    errors = errors_in_child(root, deadline_s=60)
    assert errors == [
        "consumer file pkg/zero.py is a character device, not a regular file; skipped"
    ]


def test_file_over_the_size_limit_is_an_unknown_naming_it(tmp_path: Path, monkeypatch) -> None:
    big = "import vllm\n" + "vllm.LLM(model='m')\n" * 500
    root = consumer(tmp_path, {"pkg/big.py": big})
    monkeypatch.setenv(reading.MAX_FILE_BYTES_ENV, "4096")
    usage = load_usage(str(root))
    assert usage.errors == [
        f"consumer file pkg/big.py is {len(big):,} bytes, over the 4,096-byte limit; raise "
        f"{reading.MAX_FILE_BYTES_ENV} to read it"
    ]
    assert usage.uses  # good.py


def test_the_default_size_limit_is_stated_and_bad_settings_are_bad_input(monkeypatch) -> None:
    from probes.usage import UsageError

    monkeypatch.delenv(reading.MAX_FILE_BYTES_ENV, raising=False)
    assert reading.max_file_bytes() == reading.DEFAULT_MAX_FILE_BYTES == 2 * 1024 * 1024
    for bad in ("-1", "0", "2MB"):
        monkeypatch.setenv(reading.MAX_FILE_BYTES_ENV, bad)
        with pytest.raises(UsageError, match=reading.MAX_FILE_BYTES_ENV):
            reading.max_file_bytes()


@pytest.mark.parametrize(
    "expression",
    [
        "a" + " + a" * 5000,  # a 5,000-long operator chain
        "-" * 5000 + "a",  # 5,000 nested unary operators
        "a" + ".b" * 20000,  # a 20,000-long attribute chain
        "a" + "(1)" * 20000,  # 20,000 chained calls
    ],
    ids=["binop-chain", "unary", "attribute-chain", "call-chain"],
)
def test_deeply_nested_expression_is_an_unknown_naming_the_file(
    tmp_path: Path, expression: str
) -> None:
    root = consumer(tmp_path, {"pkg/deep.py": f"import vllm\nx = vllm.LLM({expression})\n"})
    errors = errors_in_child(root)
    assert len(errors) == 1 and errors[0].startswith("consumer file pkg/deep.py")
    assert "nested too deeply" in errors[0]


def test_folder_tree_1500_deep_is_read_to_a_limit_with_a_note(tmp_path: Path) -> None:
    root = consumer(tmp_path, {})
    deep = root / "pkg"
    for _ in range(1500):
        deep = deep / "d"
    # os.makedirs would exceed PATH_MAX; build it one folder at a time, relative
    here = os.open(root / "pkg", os.O_RDONLY)
    try:
        for _ in range(1500):
            os.mkdir("d", dir_fd=here)
            nxt = os.open("d", os.O_RDONLY, dir_fd=here)
            os.close(here)
            here = nxt
        fd = os.open("deep.py", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=here)
        os.write(fd, USES_VLLM.encode())
        os.close(fd)
    finally:
        os.close(here)
    try:
        errors = errors_in_child(root)
    finally:  # rm copes with the depth; pytest's own clean-up (shutil.rmtree) recurses and fails
        subprocess.run(["rm", "-rf", str(root / "pkg" / "d")], check=False)
    limit = reading.MAX_FOLDER_DEPTH
    assert len(errors) == 1 and f"is more than {limit} folders deep; not read" in errors[0]


def test_symlinked_folder_cycle_is_not_followed(tmp_path: Path) -> None:
    root = consumer(tmp_path, {})
    (root / "pkg" / "loop").symlink_to(root / "pkg")
    assert errors_in_child(root, deadline_s=60) == []


def test_oversized_member_of_a_wheel_is_an_unknown(tmp_path: Path, monkeypatch) -> None:
    import zipfile

    from probes.usage import usage_from_wheel

    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("demo/__init__.py", USES_VLLM)
        zf.writestr("demo/bomb.py", "import vllm\n" + "#" * 100_000)
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
    monkeypatch.setenv(reading.MAX_FILE_BYTES_ENV, "4096")
    usage = usage_from_wheel(wheel)
    assert len(usage.errors) == 1 and usage.errors[0].startswith("consumer file demo/bomb.py is")
    assert usage.uses


def drift_in_child(root: Path, deadline_s: float = 90.0, env=None) -> tuple[int, str]:
    """`spec-compat drift` on `root` (offline, no files written) in a child with a deadline."""
    argv = ["-m", "compat.cli", "drift", "--consumer", str(root), "--offline", "--no-write"]
    proc = subprocess.run(
        [sys.executable, *argv, "--format", "json"],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
        capture_output=True,
        text=True,
        timeout=deadline_s,
        check=False,
    )
    return proc.returncode, proc.stdout


@pytest.mark.parametrize("hostile", ["fifo", "dev-zero", "deep-expression", "many-nodes"])
def test_whole_drift_run_reads_hostile_consumer_files_within_bounds(tmp_path, hostile) -> None:
    """Every reader of consumer files (uses of vLLM's API and of its server) keeps the bounds."""
    root = consumer(tmp_path, {})
    if hostile == "fifo":
        os.mkfifo(root / "pkg" / "x.py")
    elif hostile == "dev-zero":
        (root / "pkg" / "x.py").symlink_to("/dev/zero")
    elif hostile == "deep-expression":
        (root / "pkg" / "x.py").write_text("import vllm\nx = " + "-" * 5000 + "1\n")
    else:  # every reader (API uses, server uses) keeps the node budget
        serve = "import subprocess\nsubprocess.run(['vllm', 'serve', '--port', '1'])\n"
        (root / "pkg" / "x.py").write_text(serve + "import vllm\nvllm.LLM(model='m')\n" * 3000)
    code, out = drift_in_child(root, env={reading.MAX_NODES_ENV: "20000"})
    assert code in (0, 1)
    (result,) = json.loads(out)["results"]
    unknown = [f["detail"] for f in result["findings"] if f["status"] == "unknown"]
    assert any("pkg/x.py" in detail for detail in unknown)
    if hostile in ("deep-expression", "many-nodes"):  # the server-contract reader says so too
        assert any(d.startswith("not read statically") and "pkg/x.py" in d for d in unknown)


def test_file_over_the_node_budget_is_an_unknown_naming_it(tmp_path: Path, monkeypatch) -> None:
    """Reading costs per syntax node: a file of 2 MB of calls (under the size limit) would take
    a minute; over the node budget it is an unknown instead, read in a fraction of that."""
    body = "import vllm\n" + "vllm.LLM(model='m', seed=1)\n" * 2000  # ~16,000 nodes
    root = consumer(tmp_path, {"pkg/many.py": body})
    monkeypatch.setenv(reading.MAX_NODES_ENV, "10000")
    usage = load_usage(str(root))
    assert usage.errors == [
        f"consumer file pkg/many.py has more than 10,000 syntax nodes; raise "
        f"{reading.MAX_NODES_ENV} to read it"
    ]
    assert usage.uses and all(u.location.file == "pkg/good.py" for u in usage.uses)
    monkeypatch.setenv(reading.MAX_NODES_ENV, "0")
    from probes.usage import UsageError

    with pytest.raises(UsageError, match=reading.MAX_NODES_ENV):
        reading.max_file_nodes()
    monkeypatch.delenv(reading.MAX_NODES_ENV)
    assert reading.max_file_nodes() == reading.DEFAULT_MAX_NODES == 250_000


def test_consumer_folder_past_the_walk_budget_is_bad_input(tmp_path: Path, monkeypatch) -> None:
    """`--consumer /` walked the whole disk (and /proc) for minutes; past the budget of
    folder entries it is one line of bad input instead."""
    from probes.usage import UsageError

    root = consumer(tmp_path, {f"pkg/m{i}.py": "x = 1\n" for i in range(60)})
    monkeypatch.setattr(reading, "MAX_WALK_ENTRIES", 50)
    with pytest.raises(UsageError, match=r"holds more than 50 files and folders; give the folder"):
        load_usage(str(root))
    monkeypatch.setattr(reading, "MAX_WALK_ENTRIES", 100)
    assert load_usage(str(root)).uses
