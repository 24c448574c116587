"""Attacks through the command line: every one ends in exit 2 with one line, or exit 3.

Before the fix each of these printed a Python traceback and exited 1 (the code for
"something breaks"), or printed a misleading line. Now bad input or environment is exit 2
with one line naming the input and what to do; an internal error is exit 3 with one line
naming the saved traceback; no traceback reaches the terminal.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from compat import cli, commands
from tests.test_releases import Index, make_sdist
from tests.test_releases import index as index  # the local PEP 691 index fixture

LONG = "x" * 5000
CONS = ["--consumer", "{cons}", "--offline"]


def run(capsys, argv: list[str]) -> tuple[int, str]:
    code = cli.main(argv)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert len(lines[0]) < 600, lines[0]  # a 5,000-character value is not echoed whole
    return lines[0]


@pytest.fixture
def place(tmp_path: Path, monkeypatch) -> Path:
    """A working folder with a consumer, a plain file, a deep JSON and bad vLLM sources."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    (tmp_path / "cons" / "pkg").mkdir(parents=True)
    (tmp_path / "cons" / "pkg" / "__init__.py").write_text("import vllm\nvllm.LLM(model='m')\n")
    (tmp_path / "afile").write_text("{}")
    deep = "[" * 100_000 + "]" * 100_000
    (tmp_path / "deep.json").write_text(deep)
    (tmp_path / "gpu").mkdir()
    (tmp_path / "gpu" / "run.json").write_text(deep)
    sources = {"src": b"def f(:\n", "src3": b"x = " + b"-" * 5000 + b"1\n", "ok": b"def f(): ...\n"}
    for name, text in sources.items():
        (tmp_path / name / "vllm").mkdir(parents=True)
        (tmp_path / name / "vllm" / "__init__.py").write_bytes(text)
    (tmp_path / "a.py").write_text("import vllm\n")
    return tmp_path


# (argv, needle in the one line on stderr); {cons} is the consumer folder
BAD_INPUT = [
    (["drift", *CONS, "--reports", "afile"], "afile is a file, not a folder"),
    (["drift", *CONS, "--reports", "afile/sub"], "afile is a file, not a folder"),
    (["drift", *CONS, "--reports", LONG], "is too long for this file system"),
    (["drift", *CONS, "--reports", "a\x00b"], "holds a NUL byte"),
    (["report", "a\x00b"], "holds a NUL byte"),
    (["drift", "--consumer", LONG, "--offline", "--no-write"], "is not installed"),
    (["drift", *CONS, "--vllm", "1" * 5000, "--no-write"], "is not a valid version of vllm"),
    (["drift", *CONS, "--vllm", "9.9.9", "--no-write"], "no committed snapshot of vLLM"),
    (["probe", "--offline", "--vllm", LONG], "is not a valid version of vllm"),
    (["patch", "status", "--site", LONG], "is not a folder; give the site-packages folder"),
    (["drift", *CONS, "--no-write", "--gpu-results", "gpu"], "nested too deeply"),
    (["drift", "--consumer", "{cons}", "--vllm-src", "src", "--no-write"], "does not parse"),
    (["drift", "--consumer", "{cons}", "--vllm-src", "src3", "--no-write"], "does not parse"),
    (["drift", "--consumer", "afile", "--offline", "--no-write"], "is a file"),
    (["drift", "--consumer", "a.py", "--offline", "--no-write"], "give the folder holding it"),
    (["drift", "--consumer", "nosuchdist", "--offline", "--no-write"], "is not installed"),
]


@pytest.mark.parametrize(
    ("argv", "needle"), BAD_INPUT, ids=[" ".join(a)[:60] for a, _ in BAD_INPUT]
)
def test_bad_input_is_exit_2_with_one_line(capsys, place: Path, argv, needle) -> None:
    before = sorted(p.relative_to(place) for p in place.rglob("*") if "cache" not in p.parts)
    code, err = run(capsys, [a.replace("{cons}", str(place / "cons")) for a in argv])
    line = one_line(err)
    assert code == 2 and line.startswith("spec-compat: error: ") and needle in line, line
    after = sorted(p.relative_to(place) for p in place.rglob("*") if "cache" not in p.parts)
    assert after == before  # nothing half-written


def test_installed_distribution_message_names_options_that_exist(capsys, place: Path) -> None:
    code, err = run(capsys, ["drift", "--consumer", "nosuchdist", "--offline", "--no-write"])
    assert code == 2 and "give its wheel" not in err
    assert "a .whl file, or its source folder" in err


def test_a_wheel_given_as_consumer_is_read(capsys, place: Path) -> None:
    import zipfile

    wheel = place / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr(
            "demo/__init__.py",
            "from vllm.no_such_module import thing\nfrom vllm.v1.request import Request\n",
        )
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
    argv = ["drift", "--consumer", str(wheel), "--offline", "--no-write", "--format", "json"]
    code = cli.main(argv)
    out, _ = capsys.readouterr()
    result = json.loads(out)["results"][0]
    # the module outside the snapshot cannot be checked offline: `unchecked`, exit 1
    assert code == 1 and result["consumer"] == "demo==1.0"
    assert result["verdict"] == "unchecked"
    assert [f["location"] for f in result["findings"]] == ["demo/__init__.py:1"]


def test_unwritable_cache_is_exit_2(capsys, place: Path, monkeypatch, index: Index) -> None:
    sdist = make_sdist("9.9.9", {"vllm/__init__.py": b"def f(): ...\n"})
    index.publish("vllm", [{"filename": "vllm-9.9.9.tar.gz", "body": sdist}])
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(place / "afile" / "cache"))
    argv = ["drift", "--consumer", str(place / "cons"), "--vllm", "9.9.9", "--no-write"]
    code, err = run(capsys, argv)
    line = one_line(err)
    assert code == 2 and f"the cache {place / 'afile' / 'cache'} cannot be used" in line


def test_an_internal_error_is_exit_3_naming_the_saved_traceback(capsys, place, monkeypatch):
    def bug(args):
        raise ValueError("a stray ValueError from a bug")

    monkeypatch.setattr(commands, "dispatch", bug)
    code, err = run(capsys, ["consumers"])
    line = one_line(err)
    assert code == 3 and "internal error (ValueError: a stray ValueError from a bug)" in line
    saved = Path(line.rsplit(" ", 1)[1].rstrip(";.)"))
    assert saved.is_file() and saved.is_relative_to(place / "cache")
    text = saved.read_text()
    assert "Traceback" in text and "a stray ValueError from a bug" in text


def test_traceback_is_saved_elsewhere_when_the_cache_cannot_hold_it(capsys, place, monkeypatch):
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(place / "afile" / "cache"))
    monkeypatch.setattr(commands, "dispatch", lambda args: {}["missing"])
    code, err = run(capsys, ["consumers"])
    line = one_line(err)
    assert code == 3 and "KeyError" in line
    assert Path(line.rsplit(" ", 1)[1].rstrip(";.)")).is_file()


def test_traceback_folder_that_is_a_symlink_is_not_followed(capsys, place, monkeypatch) -> None:
    elsewhere = place / "elsewhere"
    elsewhere.mkdir()
    (place / "cache").mkdir()
    (place / "cache" / "tracebacks").symlink_to(elsewhere)
    monkeypatch.setattr(commands, "dispatch", lambda args: {}["missing"])
    code, err = run(capsys, ["consumers"])
    assert code == 3 and list(elsewhere.iterdir()) == []
    assert Path(one_line(err).rsplit(" ", 1)[1]).parent == place / "cache" / "tracebacks"
