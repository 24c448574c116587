"""Fuzzing with a fixed, small budget (it runs in CI with the rest of the suite).

Consumer sources: `hypothesmith` generates valid Python; each program is placed around
vLLM uses (at module level, inside a function, before a subclass of a vLLM class) and
must be read and checked without an exception, with every use located inside the file,
ids unique and the result the same twice. CLI arguments: hypothesis builds argument
lists from the options and hostile values; every run must exit 0, 1 or 2 (never a crash,
never 3) and write nothing outside the folders it was given.
"""

from __future__ import annotations

import json
import os
import re
import textwrap
from pathlib import Path

import hypothesmith
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from compat import cli
from probes.check import check_usage
from probes.usage.consumer import extract_files
from probes.views.open import release_view

FUZZ = settings(
    max_examples=int(os.environ.get("SPEC_COMPAT_FUZZ_EXAMPLES", "25")),
    deadline=None,
    database=None,  # the budget is fixed: no replay of saved examples between runs
    suppress_health_check=list(HealthCheck),
)
PREFIX = "import vllm\nfrom vllm import LLM, SamplingParams\nfrom vllm.config import VllmConfig\n"
USES = "LLM(model='m', no_such_option=1)\nSamplingParams(n=1).clone()\n"
PLACES = {
    "module": lambda code: f"{PREFIX}{code}\n{USES}",
    "function": lambda code: (
        f"{PREFIX}def run():\n{textwrap.indent(code, '    ')}\n{textwrap.indent(USES, '    ')}"
    ),
    "subclass": lambda code: f"{PREFIX}{code}\nclass Mine(VllmConfig):\n    x: int = 1\n{USES}",
}


@pytest.fixture(scope="module")
def view():
    return release_view("0.33.0", offline=True)


def _compiles(text: str) -> bool:
    try:
        compile(text, "fuzz.py", "exec", dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


@FUZZ
@given(
    code=hypothesmith.from_node() | hypothesmith.from_grammar(),
    place=st.sampled_from(sorted(PLACES)),
)
def test_generated_python_is_read_and_checked_without_error(view, code: str, place: str) -> None:
    text = PLACES[place](code)
    assume(_compiles(text))
    files = {"pkg/__init__.py": text}
    usage = extract_files(files, consumer="fuzz", source={})
    lines = len(re.split(r"\r\n|\r|\n", text))  # Python's own line ends (a lone \r is one)
    ids = [u.id for u in usage.uses]
    assert len(ids) == len(set(ids))
    assert all(1 <= u.location.line <= lines for u in usage.uses)
    again = extract_files(files, consumer="fuzz", source={})
    assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(
        usage.to_json(), sort_keys=True
    )
    findings = check_usage(usage, view)
    assert all(f.kind and f.status for f in findings)


# --- the command line -------------------------------------------------------------------------

HOSTILE = st.sampled_from(
    ["", "-", "--", "x" * 3000, "a\x00b", "é∂ƒ", "../..", "/", "/dev/null", "0.33.0"]
)


def _values(place: Path) -> st.SearchStrategy[str]:
    here = [str(place / n) for n in ("cons", "afile", "deep.json", "nowhere", "cons/pkg")]
    return st.sampled_from(here) | HOSTILE


def _inside(folder: Path, value: str) -> str:
    """A reports folder below `folder` made from a hostile value (the test's own bound)."""
    return str(folder / (value.replace("/", "_").replace("..", "__")[:50] or "_"))


def _argv(place: Path) -> st.SearchStrategy[list[str]]:
    value = _values(place)
    drift_opts = st.lists(
        st.one_of(
            st.tuples(st.just("--consumer"), value),
            st.tuples(st.just("--vllm"), value | st.sampled_from(["newest", "0.11.0", "9.9"])),
            st.tuples(st.just("--vllm-src"), value),
            st.tuples(st.just("--reports"), value.map(lambda v: _inside(place / "out", v))),
            st.tuples(st.just("--gpu-results"), value),
            st.tuples(st.just("--format"), st.sampled_from(["table", "json", "md", "bad"])),
            st.tuples(st.sampled_from(["--no-write", "--no-shims", "--installed"])),
        ),
        max_size=4,
    )
    drift = drift_opts.map(lambda opts: ["drift", "--offline", *(x for o in opts for x in o)])
    report = st.tuples(value, st.sampled_from([[], ["--format", "md"]])).map(
        lambda t: ["report", t[0], *t[1]]
    )
    patch = st.tuples(st.sampled_from(["status", "apply", "revert"]), value).map(
        lambda t: ["patch", t[0], "--site", t[1]]
    )
    probe = value.map(lambda v: ["probe", "--offline", "--vllm", v])
    return st.one_of(drift, report, patch, probe, st.just(["consumers"]))


def _tree(root: Path) -> dict[str, int]:
    """Every path under `root` with its mtime (what a stray write or delete would change)."""
    out = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = os.path.join(folder, name)
            out[path] = os.lstat(path).st_mtime_ns
    return out


@pytest.fixture(scope="module")
def place(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("cli-fuzz")
    (base / "cons" / "pkg").mkdir(parents=True)
    (base / "cons" / "pkg" / "__init__.py").write_text(PREFIX + USES)
    (base / "afile").write_text("{}")
    (base / "deep.json").write_text("[" * 50_000 + "]" * 50_000)
    return base


def test_cli_arguments_exit_0_1_or_2_and_write_only_where_told(place, monkeypatch) -> None:
    repo = Path(__file__).resolve().parents[1]
    monkeypatch.chdir(place / "cons")  # the default reports/ lands here, a given folder
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(place / "cache"))
    watched = {"repo fixtures": repo / "fixtures", "inputs": place / "cons" / "pkg"}
    before = {name: _tree(path) for name, path in watched.items()}
    top = sorted(os.listdir(place))

    @FUZZ
    @given(argv=_argv(place))
    def run(argv: list[str]) -> None:
        try:
            code = cli.main(argv)
        except SystemExit as exc:  # argparse: usage error
            code = exc.code
        assert code in (0, 1, 2), argv
        for name, path in watched.items():
            assert _tree(path) == before[name], f"{name} changed by {argv}"
        assert set(os.listdir(place)) <= {*top, "out", "cache"}, argv

    run()
