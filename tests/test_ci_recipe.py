"""docs/ci.md's workflow and the pre-commit hook, run: the recipe people paste cannot drift.

The YAML block of docs/ci.md is parsed as GitHub Actions would read it; its `spec-compat`
commands are run in-process (offline: committed snapshots) in a tiny consumer folder, with the
workflow's env values substituted, and its summary step through bash with $GITHUB_STEP_SUMMARY
set; the SARIF file the upload step names must be there and be SARIF 2.1.0. A consumer with a
break must fail the gate (exit 1), one without must pass it.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

from compat import cli

yaml = pytest.importorskip("yaml")
ROOT = Path(__file__).resolve().parents[1]
FINE = "from vllm.v1.request import Request\n\n\ndef make(**kw):\n    return Request(**kw)\n"
BROKEN = "from vllm.v1.core.kv_cache_utils import _get_kv_cache_groups_uniform_spec\n"


def workflow() -> dict:
    text = (ROOT / "docs" / "ci.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(.*?)```", text, flags=re.S)
    flows = [yaml.safe_load(b) for b in blocks if "jobs:" in b]
    assert len(flows) == 1, "docs/ci.md must hold exactly one workflow"
    return flows[0]


def steps(flow: dict) -> list[dict]:
    (job,) = flow["jobs"].values()
    return job["steps"]


def consumer(tmp_path: Path, code: str) -> Path:
    repo = tmp_path / "repo"
    (repo / "mypkg").mkdir(parents=True)
    (repo / "mypkg" / "__init__.py").write_text(code)
    (repo / "pyproject.toml").write_text('[project]\nname = "mypkg"\nversion = "1.0"\n')
    return repo


def spec_compat_args(command: str) -> list[str]:
    """The argv of a `spec-compat …` run line, env values put in as the shell would."""
    argv = [os.path.expandvars(a) for a in shlex.split(command)]
    assert argv[0] == "spec-compat"
    argv = argv[1:]
    known = {a for act in cli.build_parser()._subparsers._group_actions for a in act.choices}
    assert argv[0] in known
    if "--baseline" in argv and not _has_option(argv[0], "--baseline"):
        at = argv.index("--baseline")  # being added (docs/ci.md says so): run without it
        del argv[at : at + 2]
    return [*argv, "--offline"]


def _has_option(command: str, option: str) -> bool:
    sub = cli.build_parser()._subparsers._group_actions[0].choices[command]
    return any(option in a.option_strings for a in sub._actions)


def run_workflow(tmp_path: Path, monkeypatch, capsys, code: str) -> tuple[int, Path, str]:
    flow = workflow()
    repo = consumer(tmp_path, code)
    monkeypatch.chdir(repo)
    for key, value in flow.get("env", {}).items():
        monkeypatch.setenv(key, str(value))
    summary = tmp_path / "step-summary.md"
    exit_code = None
    for step in steps(flow):
        run = step.get("run", "")
        if run.startswith("spec-compat "):
            exit_code = cli.main(spec_compat_args(run))
        elif run.startswith("cat "):
            done = subprocess.run(
                ["bash", "-c", run], env={**os.environ, "GITHUB_STEP_SUMMARY": str(summary)}
            )
            assert done.returncode == 0, run
    assert exit_code is not None, "the workflow runs no spec-compat command"
    return exit_code, repo, capsys.readouterr().err


def test_the_workflow_is_what_github_reads(tmp_path):
    flow = workflow()
    assert flow["permissions"]["security-events"] == "write"  # SARIF upload needs it
    names = [s.get("uses", "").split("@")[0] for s in steps(flow)]
    assert "github/codeql-action/upload-sarif" in names and "actions/checkout" in names
    install = next(s["run"] for s in steps(flow) if "install" in s.get("name", "").lower())
    assert install.startswith("pipx install") and "SPEC_COMPAT_SOURCE" in install
    # the summary and the upload must run when the check fails: that is when they matter
    after = [s for s in steps(flow) if "summary" in s.get("name", "").lower()]
    after += [s for s in steps(flow) if "upload-sarif" in s.get("uses", "")]
    assert len(after) == 2 and all(s.get("if") == "always()" for s in after)


def test_the_workflow_fails_the_job_on_a_break_and_reports_it(tmp_path, monkeypatch, capsys):
    code, repo, err = run_workflow(tmp_path, monkeypatch, capsys, BROKEN)
    assert code == 1 and err.strip().splitlines()[-1].startswith("FAILED")
    summary = (tmp_path / "step-summary.md").read_text(encoding="utf-8")
    assert summary.startswith("# vLLM compatibility") and "kv\\_cache\\_utils" in summary
    upload = next(s for s in steps(workflow()) if "upload-sarif" in s.get("uses", ""))
    sarif = json.loads((repo / upload["with"]["sarif_file"]).read_text(encoding="utf-8"))
    assert sarif["version"] == "2.1.0"
    (result,) = sarif["runs"][0]["results"]
    location = result["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "mypkg/__init__.py"  # relative: an annotation


def test_the_workflow_passes_a_compatible_consumer(tmp_path, monkeypatch, capsys):
    code, _, err = run_workflow(tmp_path, monkeypatch, capsys, FINE)
    assert code == 0, err
    assert err.strip().splitlines()[-1].startswith("PASSED")


def test_the_pre_commit_hook_runs(tmp_path, monkeypatch, capsys):
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["language"] == "python" and hook["pass_filenames"] is False
    argv = shlex.split(hook["entry"])
    assert argv[0] == "spec-compat" and "--offline" in argv
    monkeypatch.chdir(consumer(tmp_path, BROKEN))
    assert cli.main(argv[1:]) == 1
    monkeypatch.chdir(consumer(tmp_path / "fine", FINE))
    assert cli.main(argv[1:]) == 0
    assert not (tmp_path / "fine" / "repo" / "reports").exists()  # --no-write
