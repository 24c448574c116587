"""`spec-compat report` end to end, offline on the committed snapshots and usage fixtures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from compat.cli import main
from compat.report import FORMATS, for_path
from compat.reports_io import read_set


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def report_json(capsys, *argv: str) -> tuple[int, dict]:
    code, out, err = run(capsys, "report", "--offline", "--format", "json", *argv)
    assert code in (0, 1), err
    return code, json.loads(out)


def test_selectors_take_specifiers_and_history_stays_over_every_release(capsys) -> None:
    code, data = report_json(
        capsys, "--consumer", "speculators>=0.4,<0.5", "--vllm", ">=0.16,<0.18"
    )
    assert code == 1  # 0.17.x needs the patch, which is not applied here
    pairs = {(r["consumer"], r["vllm"]) for r in data["results"]}
    assert pairs == {
        (c, v)
        for c in ("speculators==0.4.0", "speculators==0.4.0.1")
        for v in ("0.16.0", "0.17.0", "0.17.1")
    }
    assert len(data["releases"]) == 35  # the history is computed over all of them
    request = [
        u
        for u in data["uses"]
        if u["consumer"] == "speculators==0.4.0.1" and u["symbol"] == "vllm.v1.request.Request"
    ]
    # the case: the keyword broke in 0.17.0, whatever subset is shown
    assert [(u["last_good"], u["first_broken"]) for u in request] == [("0.16.0", "0.17.0")]
    verdicts = {(r["consumer"], r["vllm"]): r["verdict"] for r in data["results"]}
    assert verdicts[("speculators==0.4.0", "0.16.0")] == "compatible"
    assert verdicts[("speculators==0.4.0", "0.17.0")] == "fixable"
    [ranges] = [c for c in data["consumers"] if c["consumer"] == "speculators==0.4.0"]
    assert ranges["compatible"] == [["0.12.0", "0.16.0"]]
    assert ranges["compatible_with_patch"] == [["0.11.0", "0.33.0"]]


def test_assume_patched_makes_covered_breaks_shimmed_and_exit_0(capsys) -> None:
    argv = ("--consumer", "speculators==0.4.0.1", "--vllm", "0.17.0")
    code, data = report_json(capsys, *argv, "--assume-patched")
    assert code == 0 and data["results"][0]["verdict"] == "shimmed"


def test_a_whole_project_and_the_default_set(capsys) -> None:
    _, data = report_json(capsys, "--consumer", "hs-connectors", "--vllm", "newest")
    assert [r["consumer"] for r in data["results"]] == [
        f"hs-connectors=={v}" for v in ("0.7.0", "0.8.0", "0.8.1", "0.9.0")
    ]
    _, data = report_json(capsys, "--vllm", "0.33.0")
    consumers = {r["consumer"] for r in data["results"]}
    assert len(consumers) == 19 and "speculators==0.1.0" in consumers
    audit = {p["consumer"]: p for p in data["pin_audit"]}
    assert audit["speculators==0.4.0"]["declared"] == "<=0.16.0,>=0.12.0"
    assert audit["hs-connectors==0.9.0"]["verdict"] == "undeclared"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--vllm", ">=0.99"], "selects no supported release"),
        (["--vllm", "not a version"], "is not a release"),
        (["--consumer", "speculators>=9"], "selects no release of speculators"),
        (["--consumer", "speculators>=" + "9" * 5000], "cannot be compared"),
        (["--vllm", "9" * 5000], "is not a release"),
        (["--consumer", "vllm>=1"], "specifiers only select releases of"),
    ],
)
def test_bad_selector_is_one_line_exit_2(capsys, argv, message) -> None:
    code, _, err = run(capsys, "report", "--offline", *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_out_writes_every_format_as_one_set_and_o_writes_one_file(capsys, tmp_path: Path):
    out = tmp_path / "reports"
    one = tmp_path / "page.html"
    argv = ("--consumer", "speculators==0.3.0", "--vllm", "0.11.0", "--out", str(out))
    code, stdout, _ = run(capsys, "report", "--offline", *argv, "--format", "html", "-o", str(one))
    assert code == 0 and stdout == ""
    manifest = read_set(out)
    assert set(manifest["files"]) == {f"report.{f.ext}" for f in FORMATS.values()}
    for fmt in FORMATS.values():
        assert (out / f"report.{fmt.ext}").read_text()
    assert one.read_text().startswith("<!DOCTYPE html>")


def test_rendering_a_written_json_gives_the_same_cells(capsys, tmp_path: Path) -> None:
    argv = ("--consumer", "speculators==0.4.0", "--vllm", ">=0.16,<0.18")
    _, first = report_json(capsys, *argv)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(first))
    code, out, _ = run(capsys, "report", str(path), "--format", "json")
    assert code == 1 and json.loads(out)["results"] == first["results"]


def test_version_flag(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0 and capsys.readouterr().out.startswith("spec-compat ")


def test_the_default_matrix_fits_80_columns(capsys) -> None:
    code, out, _ = run(capsys, "report", "--offline")
    assert code == 1
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert lines[0].startswith("vLLM compatibility: 19 consumer releases × 35 vLLM")
    assert len(lines) < 1000  # the old `--vllm all` table was 3,258 lines


def test_a_written_json_keeps_its_pin_audit(capsys, tmp_path: Path) -> None:
    _, first = report_json(capsys, "--consumer", "speculators==0.4.0", "--vllm", "0.16.0")
    path = tmp_path / "r.json"
    path.write_text(json.dumps(first))
    _, out, _ = run(capsys, "report", str(path), "--format", "json")
    assert json.loads(out)["pin_audit"] == first["pin_audit"] != []
    first["pin_audit"][0]["verdict"] = "fine"
    path.write_text(json.dumps(first))
    code, _, err = run(capsys, "report", str(path))
    assert code == 2 and "pin_audit[0]" in err


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("page.html", "html"),
        ("PAGE.HTM", "html"),
        ("r.md", "md"),
        ("r.markdown", "md"),
        ("r.json", "json"),
        ("r.sarif", "sarif"),
        ("r.junit.xml", "junit"),
        ("r.github.txt", "github"),
        ("r.txt", "table"),
        ("r.xml", None),
        ("r.log", None),
        ("report", None),
    ],
)
def test_a_file_name_names_its_format(name: str, expected: str | None) -> None:
    assert for_path(Path(name)) == expected


@pytest.mark.parametrize("command", ["report", "drift"])
def test_o_picks_the_format_by_extension_unless_format_is_given(
    capsys, tmp_path: Path, command: str
) -> None:
    argv = (command, "--offline", "--consumer", "speculators==0.3.0", "--vllm", "0.11.0")
    if command == "drift":
        argv += ("--no-write",)
    for name, check in [
        ("r.html", lambda t: t.startswith("<!DOCTYPE html>")),
        ("r.junit.xml", lambda t: t.startswith("<?xml") and "<testsuites" in t),
        ("r.json", lambda t: json.loads(t)["schema_version"] == 2),
        ("r.log", lambda t: t.startswith("vLLM compatibility: 1 consumer release")),
    ]:
        code, stdout, err = run(capsys, *argv, "-o", str(tmp_path / name))
        assert code == 0 and stdout == "", err
        assert check((tmp_path / name).read_text()), name
    code, _, _ = run(capsys, *argv, "--format", "md", "-o", str(tmp_path / "x.html"))
    assert code == 0 and not (tmp_path / "x.html").read_text().startswith("<!DOCTYPE")
