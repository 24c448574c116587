"""`spec-compat` end to end: exit codes, reports, and one clear line for each bad input."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from compat.cli import main
from probes.fixtures import committed_vllm_versions
from tests.test_releases import Index, make_sdist
from tests.test_releases import index as index  # the local PEP 691 index fixture

NEWEST = committed_vllm_versions()[-1]  # derived: a new snapshot must not need a test edit

CONSUMER = ["--consumer", "speculators==0.4.0.1"]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(err: str) -> str:
    lines = [line for line in err.splitlines() if line.startswith("spec-compat: error:")]
    assert len(lines) == 1, err
    return lines[0]


def test_offline_drift_prints_table_writes_three_reports(capsys, tmp_path):
    code, out, _ = run(capsys, "drift", "--offline", "--reports", str(tmp_path))
    # 0.33.0 moved the kv-cache planning functions: the shims cover them, but only once
    # `spec-compat patch apply` has run, which nothing here did: exit 1, "fixable"
    assert code == 1
    assert f"offline: newest committed snapshot is vLLM {NEWEST}" in out
    assert "speculators" in out and "fixable by `spec-compat patch apply`" in out
    names = {p.name for p in tmp_path.iterdir()}
    assert {"drift.html", "drift.json", "drift.md", "drift.sarif", "drift.latest", "runs"} <= names
    data = json.loads((tmp_path / "drift.json").read_text())
    assert data["schema_version"] == 2
    assert {r["consumer"] for r in data["results"]} >= {"hs-connectors==0.9.0"}
    code, out, err = run(capsys, "drift", "--offline", "--no-write", "--assume-patched")
    # Five speculators releases' launch scripts are in no repository tag: never read, so those
    # pairs are `unchecked` and fail closed, patch or not; and patched, speculators 0.5.0 stays
    # broken: it moves the hidden-states file vLLM >= 0.22 writes behind a lock without taking
    # it (tests/handverified/server_contract.py)
    assert code == 1 and "compatible with the applied patch" in out
    assert "unlocked-file-read" in out
    last = err.strip().splitlines()[-1]
    assert last.startswith("FAILED") and "5 unchecked" in last and "1 broken" in last
    argv = ["drift", "--offline", "--no-write", "--assume-patched", "--allow-unchecked"]
    code, out, err = run(capsys, *argv)
    assert code == 1 and "? unchecked" in out  # accepting unchecked pairs leaves the break
    assert err.strip().splitlines()[-1].startswith("FAILED · 19 pairs")


def test_raw_findings_without_shims_break(capsys):
    code, out, _ = run(capsys, "drift", "--offline", "--no-write", "--no-shims", *CONSUMER)
    assert code == 1 and "missing-symbol" in out and "kv_cache_planning" in out


def test_shim_coverage_names_the_shim_and_variant(capsys):
    argv = ["drift", "--offline", "--vllm", "0.20.2", "--format", "json", "--no-write"]
    code, out, _ = run(capsys, *argv, *CONSUMER)
    result = json.loads(out)["results"][0]
    assert code == 1 and result["verdict"] == "fixable"  # the patch is not applied here
    code, out, _ = run(capsys, *argv, *CONSUMER, "--assume-patched")
    result = json.loads(out)["results"][0]
    assert code == 0 and result["verdict"] == "shimmed"
    shimmed = [f for f in result["findings"] if f["status"] == "shimmed"]
    assert [f["symbol"] for f in shimmed] == ["vllm.v1.request.Request"]
    assert shimmed[0]["covered_by"].startswith("compat.shims.requests (make_request=")


def test_json_format_is_the_documented_shape(capsys):
    code, out, _ = run(
        capsys,
        "drift",
        "--offline",
        "--vllm",
        "0.20.2",
        "--format",
        "json",
        "--no-write",
        "--no-shims",
        *CONSUMER,
    )
    assert code == 1
    result = json.loads(out)["results"][0]
    assert result["consumer"] == "speculators==0.4.0.1" and result["vllm"] == "0.20.2"
    assert result["source"]["sha256"] and result["verdict"] == "broken"
    keys = {"id", "kind", "status", "symbol", "detail", "evidence", "location", "hint"}
    assert all(keys | {"covered_by"} <= set(f) for f in result["findings"])
    broken = [f for f in result["findings"] if f["status"] == "broken"]
    assert [(f["kind"], f["evidence"]) for f in broken] == [
        ("unexpected-keyword", "vllm/v1/request.py:60")
    ]


def test_compatible_pair_exits_0(capsys):
    code, _, _ = run(capsys, "drift", "--offline", "--vllm", "0.16.0", "--no-write", *CONSUMER)
    assert code == 0


def test_consumer_without_vllm_uses_is_not_applicable(capsys, tmp_path):
    folder = tmp_path / "cons" / "mypkg"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text("")
    (folder / "mod.py").write_text("def f():\n    return 1\n")
    code, out, _ = run(
        capsys,
        "drift",
        "--offline",
        "--vllm",
        "0.11.0",
        "--format",
        "json",
        "--no-write",
        "--consumer",
        str(tmp_path / "cons"),
    )
    result = json.loads(out)["results"][0]
    assert result["verdict"] == "not-applicable" and code == 0


@pytest.mark.network
@pytest.mark.network
def test_consumer_pinning_another_inherits_its_findings(capsys):
    # `--offline` reads the release's wheel from the cache: fetch it once (a fresh machine
    # has none; speculators 0.9.0 has no committed usage fixture).
    from probes import releases

    try:
        releases.fetch_artifact("speculators", "0.9.0", kind="wheel")
    except releases.OfflineError as exc:  # pragma: no cover - only without the index
        pytest.skip(f"package index unreachable: {exc}")
    code, out, _ = run(
        capsys,
        "drift",
        "--offline",
        "--vllm",
        "0.20.2",
        "--format",
        "json",
        "--no-write",
        "--consumer",
        "speculators==0.9.0",
    )
    result = json.loads(out)["results"][0]
    assert result["inherited_from"] == ["hs-connectors==0.9.0"]
    assert result["verdict"] == "broken" and code == 1  # HiddenStateCacheSpec is new in 0.22.0
    broken = [f for f in result["findings"] if f["status"] == "broken"]
    assert {f.get("inherited_from") for f in broken} == {"hs-connectors==0.9.0"}
    # its own: the server contract (its launch script is not in the wheel: said, unknown)
    own = [f for f in result["findings"] if not f.get("inherited_from")]
    assert own and {f["status"] for f in own} == {"unknown"}


def test_unknown_version_is_exit_2(capsys, index: Index):
    index.publish("vllm", [{"filename": "vllm-0.10.0.tar.gz", "body": make_sdist("0.10.0", {})}])
    code, _, err = run(capsys, "drift", "--vllm", "0.99.0", "--no-write", *CONSUMER)
    assert code == 2
    assert "0.99.0" in one_line_error(err)


def test_corrupt_sdist_is_exit_2_and_writes_nothing(capsys, index: Index, tmp_path):
    body = make_sdist("0.10.0", {"vllm/__init__.py": b""})
    index.publish("vllm", [{"filename": "vllm-0.10.0.tar.gz", "body": body, "sha256": "0" * 64}])
    reports = tmp_path / "reports"
    code, _, err = run(capsys, "drift", "--vllm", "0.10.0", "--reports", str(reports), *CONSUMER)
    assert code == 2
    assert "sha256" in one_line_error(err)
    assert not reports.exists()


def test_truncated_sdist_is_exit_2(capsys, index: Index):
    payload = b"# " + os.urandom(30000).hex().encode() + b"\n"  # incompressible
    full = make_sdist("0.10.0", {"vllm/__init__.py": payload})
    body = full[: len(full) // 2]
    index.publish("vllm", [{"filename": "vllm-0.10.0.tar.gz", "body": body}])
    code, _, err = run(capsys, "drift", "--vllm", "0.10.0", "--no-write", *CONSUMER)
    assert code == 2
    assert "vllm-0.10.0.tar.gz" in one_line_error(err)


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_no_network_falls_back_to_committed_snapshots_and_says_so(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("SPEC_COMPAT_INDEX_URL", f"http://127.0.0.1:{_closed_port()}/simple/")
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    code, out, _ = run(capsys, "drift", "--no-write", "--no-shims", *CONSUMER)
    assert code == 1
    assert "cannot reach the package index" in out
    assert f"using the newest committed snapshot, vLLM {NEWEST}" in out


def test_consumer_file_that_does_not_parse_is_reported_unknown(capsys, tmp_path):
    pkg = tmp_path / "cons" / "badpkg"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("import vllm\n")
    (pkg / "broken.py").write_text("import vllm\n\ndef f(:\n    pass\n")
    code, out, _ = run(
        capsys,
        "drift",
        "--offline",
        "--no-write",
        "--format",
        "json",
        "--consumer",
        str(tmp_path / "cons"),
    )
    # The unread file may hold any use: the pair is `unchecked`, and fails closed
    assert code == 1
    (result,) = json.loads(out)["results"]
    assert result["verdict"] == "unchecked"
    unread = [f for f in result["findings"] if "broken.py:3 does not parse" in f["detail"]]
    assert [(f["kind"], f["status"], f["location"]) for f in unread] == [
        ("unknown", "unknown", "badpkg/broken.py:3")
    ]


@pytest.mark.parametrize("spec", ["no-such-consumer", "speculators==", "==1.0"])
def test_unknown_or_malformed_consumer_is_exit_2(capsys, spec):
    code, _, err = run(capsys, "drift", "--offline", "--no-write", "--consumer", spec)
    assert code == 2
    one_line_error(err)


def test_vllm_source_folder(capsys, tmp_path):
    tree = tmp_path / "src" / "vllm"
    (tree / "v1").mkdir(parents=True)
    (tree / "__init__.py").write_text("")
    (tree / "version.py").write_text("__version__ = '9.0.0.dev1'\n")
    (tree / "v1" / "__init__.py").write_text("")
    code, out, _ = run(
        capsys,
        "drift",
        "--vllm-src",
        str(tmp_path / "src"),
        "--format",
        "json",
        "--no-write",
        *CONSUMER,
    )
    result = json.loads(out)["results"][0]
    assert code == 1 and result["vllm"] == "9.0.0.dev1"
    assert {f["kind"] for f in result["findings"]} >= {"missing-module"}


def test_report_command_renders_a_drift_json(capsys, tmp_path):
    argv = ["drift", "--offline", "--vllm", "0.25.1", "--no-shims", "--reports", str(tmp_path)]
    run(capsys, *argv, *CONSUMER)
    code, out, _ = run(capsys, "report", str(tmp_path / "drift.json"), "--format", "md")
    assert code == 1 and "speculators==0.4.0.1" in out


def test_report_command_refuses_other_json(capsys, tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text(json.dumps({"schema_version": 7, "results": []}))
    code, _, err = run(capsys, "report", str(bad))
    assert code == 2
    one_line_error(err)


def test_snapshot_command_needs_something_to_do(capsys):
    code, _, err = run(capsys, "snapshot")
    assert code == 2
    one_line_error(err)


def test_paths_in_reports_are_relative_to_the_release(capsys, tmp_path):
    run(capsys, "drift", "--offline", "--vllm", "0.25.1", "--reports", str(tmp_path), *CONSUMER)
    data = json.loads(Path(tmp_path / "drift.json").read_text())
    for finding in data["results"][0]["findings"]:
        assert not (finding["evidence"] or "").startswith("/")


def test_new_consumer_outside_a_snapshot_is_rechecked_on_the_sdist_or_stays_unknown(
    capsys, monkeypatch, tmp_path
):
    pkg = tmp_path / "cons" / "newpkg"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(
        "from vllm.model_executor.layers.linear import LinearBase\n\nLinearBase()\n"
    )
    monkeypatch.setenv("SPEC_COMPAT_INDEX_URL", f"http://127.0.0.1:{_closed_port()}/simple/")
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    argv = ["drift", "--vllm", "0.25.1", "--format", "json", "--no-write"]
    # Its only use lies outside the snapshot and no sdist can be read: nothing was checked
    code, out, err = run(capsys, *argv, "--consumer", str(tmp_path / "cons"))
    assert code == 2 and out == ""
    assert "nothing could be checked: the snapshot of vLLM 0.25.1" in one_line_error(err)
    # With one use the snapshot holds, the run is partly checked: exit 1, `unchecked` counted
    (pkg / "held.py").write_text("from vllm.v1.request import Request\n")
    code, out, err = run(capsys, *argv, "--consumer", str(tmp_path / "cons"))
    result = json.loads(out)["results"][0]
    assert code == 1 and result["verdict"] == "unchecked", err
    assert {f["reason"] for f in result["findings"]} == {"outside-snapshot"}
    assert "its sdist could not be read" in err
    assert "1 unchecked" in err.strip().splitlines()[-1]
    code, *_ = run(capsys, *argv, "--allow-unchecked", "--consumer", str(tmp_path / "cons"))
    assert code == 0


def test_consumer_release_published_only_as_an_sdist(capsys, index: Index):
    index.publish(
        "sdistonly",
        [
            {
                "filename": "sdistonly-1.0.tar.gz",
                "body": _sdist(
                    "sdistonly",
                    "1.0",
                    {
                        "sdistonly/__init__.py": b"from vllm.v1.request import Request\n"
                        b"Request(request_id='r', eos_token_id=1)\n"
                    },
                ),
            }
        ],
    )
    code, out, _ = run(
        capsys,
        "drift",
        "--no-write",
        "--format",
        "json",
        "--vllm",
        "0.25.1",
        "--consumer",
        "sdistonly==1.0",
    )
    (result,) = json.loads(out)["results"]
    assert code == 1 and result["verdict"] == "broken"
    assert result["source"]["kind"] == "snapshot"
    broken = [(f["kind"], f["symbol"]) for f in result["findings"] if f["status"] == "broken"]
    assert ("unexpected-keyword", "vllm.v1.request.Request") in broken


def _sdist(project: str, version: str, files: dict[str, bytes]) -> bytes:
    import io
    import tarfile

    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for rel, data in files.items():
            info = tarfile.TarInfo(f"{project}-{version}/{rel}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


# --- a newcomer's small stumbles ----------------------------------------------------------


def test_a_partial_version_names_the_releases_it_could_mean(capsys, index: Index):
    index.publish(
        "vllm",
        [
            {"filename": f"vllm-{v}.tar.gz", "body": make_sdist(v, {"vllm/__init__.py": b""})}
            for v in ("0.24.0", "0.25.0", "0.25.1", "0.33.0")
        ],
    )
    code, _, err = run(capsys, "drift", "--no-write", "--vllm", "0.25", *CONSUMER)
    assert code == 2
    assert "vLLM 0.25 is not on the package index; did you mean 0.25.0 or 0.25.1?" in err
    code, _, err = run(capsys, "drift", "--no-write", "--offline", "--vllm", "0.25", *CONSUMER)
    assert code == 2 and "committed: 0.25.0, 0.25.1;" in one_line_error(err)


def test_drift_takes_a_vllm_specifier_like_report(capsys):
    argv = ["drift", "--offline", "--no-write", "--format", "json", "--vllm", ">=0.32"]
    code, out, err = run(capsys, *argv, "--consumer", "hs-connectors==0.9.0")
    wanted = [v for v in committed_vllm_versions() if tuple(map(int, v.split("."))) >= (0, 32)]
    assert code == 0, err
    assert [r["vllm"] for r in json.loads(out)["results"]] == wanted


def test_a_v_prefixed_version_is_normalised(capsys):
    argv = ["drift", "--offline", "--no-write", "--format", "json", "--vllm", "v0.25.1"]
    code, out, err = run(capsys, *argv, "--consumer", "hs-connectors==0.9.0")
    assert code == 0, err
    assert [r["vllm"] for r in json.loads(out)["results"]] == ["0.25.1"]


def test_ctrl_c_exits_130_not_bad_input(capsys, monkeypatch):
    from compat import commands

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(commands, "dispatch", interrupted)
    code, _, err = run(capsys, "consumers")
    assert code == 130 and err.strip() == "spec-compat: interrupted"


def test_a_missing_consumer_folder_is_named_as_a_missing_folder(capsys, tmp_path):
    missing = tmp_path / "nowhere"
    code, _, err = run(capsys, "drift", "--offline", "--no-write", "--consumer", str(missing))
    assert code == 2
    assert one_line_error(err) == (
        f"spec-compat: error: consumer folder {missing} does not exist; check the path"
    )


@pytest.mark.parametrize(
    ("argv", "start"),
    [
        (("probe", "--vllm", "0.25.1", "--offline"), "PASSED · vLLM 0.25.1: "),
        (("probe", "--vllm", "0.25.1", "--offline", "--format", "json"), "PASSED · vLLM 0.25.1"),
        (("consumers",), "19 default consumers · exit 0 · next: `spec-compat drift`"),
    ],
)
def test_every_command_ends_with_one_summary_line(capsys, argv, start):
    code, out, err = run(capsys, *argv)
    assert code == 0 and err.strip().splitlines()[-1].startswith(start)
    if "json" in argv:
        json.loads(out)  # the summary goes to stderr: stdout stays the document


def test_probe_summary_names_the_shims_without_a_variant():
    from compat.probe_cmd import probe_summary
    from probes import release_view

    view = release_view("0.25.1", offline=True)
    line = probe_summary(view, {"a": None, "b": None}, {"s": "v", "t": ValueError("x")}, 1)
    assert line.startswith("FAILED · vLLM 0.25.1: 2 probes answered, 1 shims selected")
    assert "1 without a variant (t)" in line and "exit 1" in line and "next:" in line
