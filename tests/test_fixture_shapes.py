"""Committed fixtures of the wrong shape (valid JSON, wrong schema) are bad input: one line
naming the file and what to do, exit 2 — never exit 3 or a hang (issue 20, item 2).

Every committed fixture passes its shape (the shapes are not stricter than what
`spec-compat snapshot` writes); hypothesis mutates real fixtures at random places (a key
deleted, a value of the wrong type, a deep nesting, a huge or non-finite number) and runs
the real offline drift over them in process.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import probes.fixtures
from compat.cli import main
from probes.fixture_shapes import FACTS, MODULE, SERVER_USAGE, SNAPSHOT, USAGE
from probes.safeio.shapes import MAX_DEPTH, limits

REPO = Path(__file__).resolve().parents[1]
CONSUMER, VERSION = "speculators==0.4.0.1", "0.32.0"
FILES = {  # the four committed fixtures one offline drift of CONSUMER on VERSION reads
    "snapshot": f"vllm/vllm-{VERSION}.json",
    "facts": f"server/vllm-{VERSION}.json",
    "usage": "consumers/speculators-0.4.0.1.json",
    "server-usage": "consumers/server/speculators-0.4.0.1.json",
}
FUZZ = settings(
    max_examples=int(os.environ.get("SPEC_COMPAT_FUZZ_EXAMPLES", "25")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.mark.parametrize(
    ("folder", "shape"),
    [
        ("vllm", SNAPSHOT),
        ("server", FACTS),
        ("consumers", USAGE),
        ("consumers/server", SERVER_USAGE),
    ],
)
def test_every_committed_fixture_has_its_shape(folder, shape):
    paths = sorted((REPO / "fixtures" / folder).glob("*.json"))
    assert len(paths) >= 15
    for path in paths:
        data = json.loads(path.read_text())
        assert limits(data) is None, path
        assert shape.problem(data, "$") is None, path
        for name, module in data.get("modules", {}).items() if folder == "vllm" else ():
            assert MODULE.problem(module, name) is None, (path, name)


@pytest.fixture(scope="module")
def fake_fixtures(tmp_path_factory):
    """A copy of fixtures/ that the readers use (as an installed wheel's `_fixtures`)."""
    here = tmp_path_factory.mktemp("pkg") / "probes"
    shutil.copytree(REPO / "fixtures", here / "_fixtures")
    return here


@pytest.fixture
def readers_on(fake_fixtures, monkeypatch):
    monkeypatch.setattr(probes.fixtures, "_HERE", fake_fixtures)
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(fake_fixtures.parent / "cache"))
    return fake_fixtures / "_fixtures"


def _clear_caches() -> None:
    from probes.server import judge, store

    store.history.cache_clear()
    judge._FACTS.clear()
    judge._USAGES.clear()


def _drift(capsys) -> tuple[int, list[str]]:
    _clear_caches()
    argv = ["drift", "--consumer", CONSUMER, "--vllm", VERSION, "--offline", "--no-write"]
    code = main(argv)
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    return code, err


def test_the_unmutated_fixtures_check_cleanly(readers_on, capsys):
    code, err = _drift(capsys)
    assert code in (0, 1), err


# --- wrong shapes ----------------------------------------------------------------------


def _paths(data: Any, at: tuple = (), depth: int = 0) -> list[tuple]:
    """Paths (key/index tuples) into `data`, breadth-limited so the draw stays small."""
    out = [at]
    if depth > 6:
        return out
    items = (
        list(data.items())[:6]
        if isinstance(data, dict)
        else list(enumerate(data))[:4]
        if isinstance(data, list)
        else []
    )
    for key, value in items:
        out += _paths(value, (*at, key), depth + 1)
    return out


WRONG = st.sampled_from(
    [
        "delete",
        None,
        0,
        -1,
        True,
        "",
        "x",
        [],
        [1, "a"],
        {},
        {"k": []},
        2**60,
        1e308 * 10,  # inf
        "deep",
    ]
)


def _mutate(data: Any, path: tuple, wrong: Any) -> str:
    """`data` with the value at `path` replaced (or deleted) as JSON text."""
    if not path:
        target = "[]" if wrong == "delete" else json.dumps(wrong)
        return target
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if wrong == "delete":
        del parent[path[-1]]
    elif wrong == "deep":
        parent[path[-1]] = "@@DEEP@@"
    else:
        parent[path[-1]] = wrong
    text = json.dumps(data)
    return text.replace('"@@DEEP@@"', "[" * 100_000 + "]" * 100_000)


@FUZZ
@given(which=st.sampled_from(sorted(FILES)), pick=st.integers(0, 10**6), wrong=WRONG)
def test_wrong_shaped_fixtures_are_bad_input(readers_on, capsys, which, pick, wrong):
    path = readers_on / FILES[which]
    original = path.read_bytes()
    data = json.loads(original)
    where = _paths(data)[pick % len(_paths(data))]
    event(f"{which} depth {len(where)} {wrong if isinstance(wrong, str) else type(wrong)}")
    try:
        path.write_text(_mutate(data, where, wrong))
        code, err = _drift(capsys)
    finally:
        path.write_bytes(original)
    event(f"exit {code}")
    assert code in (0, 1, 2), err  # a mutation the readers never look at may pass
    if code == 2:
        assert len(err) == 1, err
        assert err[0].startswith("spec-compat: error:"), err
        assert "Traceback" not in err[0]


@pytest.mark.parametrize(
    ("which", "text", "said"),
    [
        ("snapshot", '{"format": "speculators-compat/vllm-view", "schema_version": 1}', "vllm"),
        ("facts", json.dumps({"format": "x", "flags": []}), "vllm"),
        ("usage", json.dumps({"schema_version": 1, "consumer": 3}), "consumer"),
        ("server-usage", json.dumps({"consumer": "c", "source": {}, "uses": [1]}), "uses"),
        ("facts", "[" * 200_000 + "]" * 200_000, "not valid JSON"),
        ("usage", "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5), "nested more than"),
        ("snapshot", '{"format": 1e999}', "out of range"),
    ],
)
def test_each_reader_names_the_file_and_the_fix(readers_on, capsys, which, text, said):
    path = readers_on / FILES[which]
    original = path.read_bytes()
    try:
        path.write_text(text)
        code, err = _drift(capsys)
    finally:
        path.write_bytes(original)
    assert code == 2, err
    assert len(err) == 1, err
    assert path.name in err[0] and said in err[0], err
    assert "nox -s fixtures" in err[0] or "regenerate" in err[0], err
