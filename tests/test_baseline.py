"""Baseline-relative verdicts (compat/baseline.py): table rows both ways, the CLI, every format.

A row is a baseline provider, a target provider and a consumer module; the pair is checked on
both tiny vLLMs as drift checks it, then judged against the baseline. A finding also broken
on the baseline is `pre-existing` (never a break); one new on the target stays `broken`.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from compat import baseline
from compat.drift import check_pair
from compat.report import render
from compat.results import PairResult, Report, ResultError
from probes import Usage, make_finding
from probes.usage import usage_from_folder
from probes.views.static import static_view_from_tree
from tests.checktable import with_packages, write_tree

OLD = {"vllm/x.py": "def f(a): ...\ndef g(): ...\n"}
NEW = {"vllm/x.py": "def f(a, b): ...\n"}  # g gone; f needs b
NONE = {"vllm/x.py": "\n"}

ROWS = [
    # (baseline provider, target provider, consumer, {(symbol suffix, status)}, verdict)
    pytest.param(
        NONE, NONE, "from vllm.x import g\n", {("x.g", "pre-existing")}, "compatible", id="both"
    ),
    pytest.param(OLD, NEW, "from vllm.x import g\n", {("x.g", "broken")}, "broken", id="new"),
    pytest.param(NONE, OLD, "from vllm.x import g\n", set(), "compatible", id="fixed-by-target"),
    pytest.param(
        NONE,
        NEW,
        "from vllm.x import f, g\nf(1)\n",
        {("x.g", "pre-existing"), ("x.f", "broken")},
        "broken",
        id="one-old-one-new",
    ),
    pytest.param(
        {"vllm/x.py": "def f(a, b): ...\ndef g(): ...\n"},
        NEW,
        "from vllm.x import f\nf(1)\n",
        {("x.f", "pre-existing")},
        "compatible",
        id="same-call-broken-on-both",
    ),
]


def _pair(tmp_path, base_files, target_files, code):
    write_tree(tmp_path / "cons", {"mypkg/__init__.py": "", "mypkg/mod.py": code})
    usage = usage_from_folder(tmp_path / "cons", consumer="mypkg")
    results = []
    for name, files, version in (("base", base_files, "0.1.0"), ("target", target_files, "0.2.0")):
        write_tree(tmp_path / name, with_packages(files))
        view = static_view_from_tree(tmp_path / name, version=version, source={"kind": "test"})
        results.append(check_pair(usage, [], view))
    return usage, results[0], results[1]


@pytest.mark.parametrize(("base", "target", "code", "expected", "verdict"), ROWS)
def test_pre_existing_rows(tmp_path, base, target, code, expected, verdict):
    _, base_result, result = _pair(tmp_path, base, target, code)
    judged = baseline.relative(
        result, base_result, baseline.Baseline("0.1.0", "test"), patched=False
    )
    got = {
        (next(s for s, _ in expected if f.symbol.endswith(s)), f.status) for f in judged.findings
    }
    assert got == expected
    assert judged.verdict == verdict
    assert judged.baseline == {"version": "0.1.0", "why": "test"}


def test_baseline_none_keeps_absolute_verdicts(tmp_path):
    _, base_result, result = _pair(tmp_path, NONE, NONE, "from vllm.x import g\n")
    judged = baseline.relative(result, base_result, baseline.Baseline(None, "none"), patched=False)
    assert judged.verdict == "broken" and {f.status for f in judged.findings} == {"broken"}


def _finding(status: str, id_: str = "m:f:call:vllm.x#0"):
    found = make_finding("missing-symbol", "absent", id=id_, symbol="vllm.x", detail="d", hint="h")
    return replace(found, status=status)


def _usage(requirements, consumer="pkg==1.0", kind="wheel"):
    return Usage(consumer=consumer, source={"kind": kind}, vllm_requirements=requirements)


SUPPORTED = ["0.11.0", "0.22.0", "0.24.0", "0.31.0", "0.33.0"]


@pytest.mark.parametrize(
    ("requirements", "expected"),
    [
        (["vllm==0.24.0"], "0.24.0"),
        (["vllm>=0.22.0,<=0.31.0"], "0.31.0"),
        (["vllm<0.31"], "0.24.0"),
        (["vllm~=0.22.0"], "0.22.0"),
        (['vllm==0.24.0; extra == "vllm"'], "0.24.0"),  # installing the extra installs it
        (["vllm>=0.8"], None),  # open upwards: names no release that works today
        (["vllm"], None),
        ([], None),
        (None, None),
        (["vllm>=0.40,<0.41"], None),  # admits no supported release
    ],
)
def test_declared_release(requirements, expected):
    found = baseline.declared_release(_usage(requirements), [], SUPPORTED)
    assert (found.version if found else None) == expected


def test_declared_release_through_a_pinned_consumer():
    parent = _usage(["vllm==0.22.0"], consumer="hs-connectors==0.9.0")
    found = baseline.declared_release(_usage(None), [parent], SUPPORTED)
    assert found is not None and found.version == "0.22.0" and "hs-connectors" in found.why


@pytest.mark.parametrize(
    ("choice", "kind", "requirements", "installed", "expected"),
    [
        ("none", "folder", ["vllm==0.24.0"], "0.32.0", None),
        ("0.31.0", "folder", ["vllm==0.24.0"], "0.32.0", "0.31.0"),
        ("installed", "wheel", ["vllm==0.24.0"], "0.32.0", "0.32.0"),
        (None, "folder", ["vllm==0.24.0"], "0.32.0", "0.32.0"),  # installed where it is
        (None, "installed", [], "0.32.0", "0.32.0"),
        (None, "wheel", ["vllm==0.24.0"], "0.32.0", "0.24.0"),  # a release not installed here
        (None, "folder", ["vllm==0.24.0"], None, "0.24.0"),
        (None, "wheel", ["vllm>=0.8"], None, None),
    ],
)
def test_drift_baseline_choice(choice, kind, requirements, installed, expected):
    usage = _usage(requirements, consumer="not-installed-anywhere==9.9", kind=kind)
    got = baseline.drift_baseline(choice, usage, [], SUPPORTED, installed=lambda: installed)
    assert got.version == expected
    assert got.why  # always says why


def test_baseline_installed_without_vllm_is_bad_input():
    with pytest.raises(baseline.ArgumentError, match="no vLLM is installed"):
        baseline.drift_baseline("installed", _usage([]), [], SUPPORTED, installed=lambda: None)


@pytest.mark.parametrize("text", ["latest", "0.3x", "1.0/../x"])
def test_baseline_choice_not_a_version_is_bad_input(text):
    with pytest.raises(baseline.ArgumentError):
        baseline.parse_choice(text)


def test_report_baseline_order():
    dates = {"0.22.0": "2026-01-01", "0.24.0": "2026-03-01", "0.31.0": "2026-10-05"}
    pinned = baseline.report_baseline(_usage(["vllm==0.24.0"]), [], SUPPORTED, proven=["0.31.0"])
    assert pinned.version == "0.24.0"
    gpu = baseline.report_baseline(_usage([]), [], SUPPORTED, proven=["0.22.0", "0.31.0"])
    assert gpu.version == "0.31.0" and "GPU" in gpu.why
    before = baseline.report_baseline(
        _usage([]), [], SUPPORTED, published="2026-04-01T00:00:00Z", vllm_dates=dates
    )
    assert before.version == "0.24.0" and "published before" in before.why
    assert baseline.report_baseline(_usage([]), [], SUPPORTED).version is None


def test_json_round_trip_carries_baseline_and_new_statuses():
    result = PairResult(
        consumer="pkg==1.0",
        vllm="0.33.0",
        source={"kind": "test"},
        verdict="compatible",
        findings=(_finding("pre-existing"), _finding("unreached", "other#0")),
        baseline={"version": "0.31.0", "why": "it pins vllm==0.31.0"},
    )
    back = PairResult.from_json(json.loads(json.dumps(result.to_json())), "r")
    assert back == result and not back.is_baseline
    bad = {**result.to_json(), "baseline": {"version": 3}}
    with pytest.raises(ResultError, match="baseline"):
        PairResult.from_json(bad, "r")


def _report():
    found = (_finding("pre-existing"), _finding("broken", "new#0"))
    rows = [
        PairResult("pkg==1.0", "0.33.0", {"kind": "test"}, "broken", found),
        PairResult("pkg==1.0", "0.31.0", {"kind": "test"}, "compatible", found[:1]),
    ]
    rows = [replace(r, baseline={"version": "0.31.0", "why": "it pins vllm==0.31.0"}) for r in rows]
    return Report(results=rows, releases=["0.31.0", "0.33.0"])


@pytest.mark.parametrize("fmt", ["table", "md", "html", "json", "github", "sarif", "junit"])
def test_every_format_shows_pre_existing_apart(fmt):
    text = render(fmt, _report())
    assert "pre-existing" in text or "also on your baseline" in text.lower()
    if fmt in ("table", "md", "html"):
        assert "Not confirmed on the release that works" in text  # the baseline's own cell
        assert "it pins vllm==0.31.0" in text  # which baseline and why
    if fmt == "github":
        assert sum(line.startswith("::error") for line in text.splitlines()) == 1
    if fmt == "junit":
        assert text.count("<failure") == 1 and "system-out" in text
    if fmt == "sarif":
        levels = [r["level"] for r in json.loads(text)["runs"][0]["results"]]
        assert sorted(levels) == ["error", "note", "note"]


def test_baseline_cell_is_marked():
    text = render("table", _report())
    assert "✓*" in text and "the consumer's baseline" in text


def _drift(capsys, *args):
    from compat.cli import main

    code = main(["drift", "--offline", "--no-write", "--format", "json", *args])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err


CONSUMER = ["--consumer", "speculators==0.4.0.1", "--vllm", "0.33.0"]


def test_cli_baseline_none_is_absolute_and_the_target_itself_is_all_pre_existing(capsys):
    code, doc, _ = _drift(capsys, *CONSUMER, "--baseline", "none")
    assert code == 1
    (result,) = doc["results"]
    assert result["baseline"]["version"] is None
    assert result["verdict"] in ("broken", "fixable")
    code, doc, _ = _drift(capsys, *CONSUMER, "--baseline", "0.33.0")
    (same,) = doc["results"]
    assert code == 0 and same["verdict"] == "compatible"
    assert same["baseline"] == {"version": "0.33.0", "why": "--baseline 0.33.0"}
    broken_before = {f["id"] for f in result["findings"] if f["status"] in ("broken", "shimmed")}
    assert broken_before == {f["id"] for f in same["findings"] if f["status"] == "pre-existing"}


def test_cli_baseline_installed_uses_the_vllm_installed_here(capsys):
    """Live witness: the test environment has vLLM 0.32.0 installed."""
    installed = baseline.installed_vllm()
    if installed is None:
        pytest.skip("no vLLM installed here")
    code, doc, _ = _drift(capsys, *CONSUMER, "--baseline", "installed")
    (result,) = doc["results"]
    assert result["baseline"]["version"] == installed
    assert "installed" in result["baseline"]["why"]
    assert code in (0, 1)


def test_cli_default_baseline_of_a_release_is_its_declared_pin(capsys):
    _, doc, _ = _drift(capsys, *CONSUMER)
    (result,) = doc["results"]
    # speculators 0.4.0.1 requires vllm>=0.12.0,<=0.16.0 and is not installed here
    assert result["baseline"]["version"] == "0.16.0"
    assert "admits" in result["baseline"]["why"]


@pytest.mark.parametrize("bad", ["newest-ish", "0.0.1"])
def test_cli_bad_baseline_is_exit_2(capsys, bad):
    code, _, err = _drift(capsys, *CONSUMER, "--baseline", bad)
    assert code == 2 and err.count("\n") == 1 and "error" in err


def test_upload_dates_from_the_cached_index():
    from probes import ReleaseError, upload_dates

    try:
        dates = upload_dates("vllm", offline=True)
    except ReleaseError:
        pytest.skip("the index of vllm is not cached here")
    assert dates["0.32.0"].startswith("2026-10-18")  # corpus.py: vLLM 0.32.0 2026-10-18
    assert dates["0.31.0"] < dates["0.32.0"]


def test_cli_consumer_note_once_when_the_baseline_is_checked_too(capsys, tmp_path):
    """The baseline release's own drift run reads the same consumer code: its consumer-side
    notes are not shown a second time (speculators 0.4.0.1's 32-prompt note came out twice)."""
    from tests.test_scheduler_loop import ROWS, _module

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    source = "from vllm.config import SchedulerConfig\n" + _module(ROWS[0][0])
    (tmp_path / "pkg" / "gen.py").write_text(source)
    args = ["--consumer", str(tmp_path), "--vllm", "0.33.0", "--baseline", "0.32.0"]
    _, doc, _ = _drift(capsys, *args)
    hazards = [n for n in doc["notes"] if "hazard (consumer side" in n]
    assert len(hazards) == 1 and "at most 32 prompts at a time" in hazards[0], doc["notes"]
