"""One consumer release, one verdict, whichever way it is named.

A wheel file, `name==version`, the installed distribution and a folder holding the same
release must give the same JSON results (less `source`, which says how it was read): the
release is named `name==version` each time, so its patch, its committed fixtures and the
releases it pins are found alike. speculators 0.4.0.1 against vLLM 0.33.0 was `broken` from
its wheel and `fixable` by name, as the wheel's name dropped the version.
"""

from __future__ import annotations

import json
import zipfile

import pytest

from compat import cli
from probes import releases

RELEASE = ("speculators", "0.4.0.1")
VLLM = "0.33.0"


def _results(capsys, consumer: str) -> tuple[int, list[dict]]:
    argv = ["drift", "--offline", "--no-write", "--format", "json", "--vllm", VLLM]
    code = cli.main([*argv, "--consumer", consumer])
    out, err = capsys.readouterr()
    assert out, err
    results = json.loads(out)["results"]
    for r in results:
        r.pop("source")
    return code, results


@pytest.mark.network
def test_wheel_name_installed_and_folder_give_the_same_json(capsys, tmp_path, monkeypatch):
    wheel = releases.fetch_artifact(*RELEASE, kind="wheel").path
    site, folder = tmp_path / "site", tmp_path / "unpacked"
    for where in (site, folder):  # a wheel unpacked into site-packages is an install
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(where)
    monkeypatch.syspath_prepend(str(site))
    ways = {
        "name==version": "==".join(RELEASE),
        "wheel": str(wheel),
        "installed": RELEASE[0],
        "folder": str(folder),
    }
    seen = {way: _results(capsys, spec) for way, spec in ways.items()}
    code, expected = seen["name==version"]
    assert expected[0]["consumer"] == "speculators==0.4.0.1"
    assert expected[0]["verdict"] == "fixable" and code == 1  # the patch covers its breaks
    for way, got in seen.items():
        assert got == (code, expected), way
