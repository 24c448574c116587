"""Rule `metadata-entry-points` (probes/entry_points.py): the modules a distribution's entry
points and console scripts name, read statically from every place they are declared.

Table rows both ways per file kind; CPython's `importlib.metadata` as the oracle of
entry_points.txt; the live witness: vLLM 0.32.0's own plugin loader
(`vllm.plugins.load_plugins_by_group`) loads a private module only an entry point names, and
the model reaches it (without the metadata it would be `unreached`); an sdist's metadata read
from the archive reaches a consumer read from its package folder.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tarfile

import pytest

from probes.entry_points import modules_of, sdist_metadata
from probes.reachability import module_reach
from probes.usage import usage_from_folder
from tests.checktable import write_tree

PYPROJECT = """
[project]
name = "tp"
[project.scripts]
tp-serve = "tp.cli:main"
[project.entry-points."vllm.general_plugins"]
plug = "tp._plug:register"
[project.entry-points."vllm.platform_plugins"]
plat = "tp.platform:register"
[tool.poetry.scripts]
tp-old = { reference = "tp.legacy:run", type = "console" }
"""
SETUP_CFG = """
[metadata]
name = tp
[options.entry_points]
console_scripts =
    tp-serve = tp.cli:main
vllm.general_plugins =
    plug = tp._plug:register [extra]
"""
SETUP_PY = """
from setuptools import setup
ENTRY = {"vllm.general_plugins": ["plug = tp._plug:register"]}
setup(name="tp", entry_points=ENTRY)
"""
SETUP_PY_INI = (
    "from setuptools import setup\n"
    'setup(entry_points="""\n[console_scripts]\nx = tp.cli:main\n""")\n'
)
SETUP_PY_COMPUTED = (
    "from setuptools import setup\nsetup(entry_points={'vllm.general_plugins': plugins()})\n"
)
ENTRY_TXT = "[vllm.general_plugins]\nplug = tp._plug:register\n\n[console_scripts]\nx = tp.cli\n"


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("pyproject.toml", PYPROJECT, ["tp._plug", "tp.cli", "tp.legacy", "tp.platform"]),
        ("pyproject.toml", "[project]\nname = 'tp'\n", []),
        ("pyproject.toml", "not = [toml", []),  # unreadable: declares nothing
        ("setup.cfg", SETUP_CFG, ["tp._plug", "tp.cli"]),
        ("setup.cfg", "[metadata]\nname = tp\n", []),
        ("setup.py", SETUP_PY, ["tp._plug"]),
        ("setup.py", SETUP_PY_INI, ["tp.cli"]),
        ("setup.py", SETUP_PY_COMPUTED, []),  # computed: never run, so nothing read
        ("setup.py", "def broken(:\n", []),
        ("x.egg-info/entry_points.txt", ENTRY_TXT, ["tp._plug", "tp.cli"]),
        ("README.md", ENTRY_TXT, []),  # not a metadata file
    ],
)
def test_rows(name: str, text: str, expected: list[str]) -> None:
    assert modules_of({name: text}) == expected


def test_cpython_reads_entry_points_txt_the_same(tmp_path) -> None:
    """The oracle: importlib.metadata's own reading of a dist-info's entry_points.txt."""
    import importlib.metadata as md

    info = tmp_path / "tp-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tp\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(ENTRY_TXT)
    dist = md.Distribution.at(info)
    assert sorted({ep.module for ep in dist.entry_points}) == modules_of(
        {"entry_points.txt": ENTRY_TXT}
    )


FILES = {
    "tp/__init__.py": "",
    "tp/_plug.py": "import vllm\nLOADED = True\ndef register():\n    return None\n",
}
WITNESS = """
import json, sys
sys.path.insert(0, sys.argv[1])
from vllm.plugins import load_plugins_by_group
load_plugins_by_group("vllm.general_plugins")
print(json.dumps(sorted(m for m in sys.modules if m == "tp" or m.startswith("tp."))))
"""


def test_live_vllm_loads_what_only_the_entry_point_names(tmp_path) -> None:
    pytest.importorskip("vllm")
    write_tree(tmp_path, FILES)
    info = tmp_path / "tp-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tp\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[vllm.general_plugins]\nplug = tp._plug:register\n")
    out = subprocess.run(
        [sys.executable, "-c", WITNESS, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "tp._plug" in json.loads(out.stdout.strip().splitlines()[-1])
    entry = modules_of({"entry_points.txt": (info / "entry_points.txt").read_text()})
    assert "tp/_plug.py" not in module_reach(FILES, entry)  # reached: it runs
    assert module_reach(FILES)["tp/_plug.py"].status == "unreached"  # without the metadata


def test_an_sdists_metadata_is_read_from_its_archive(tmp_path) -> None:
    """An sdist's tree holds only the package; its pyproject.toml sits in the archive."""
    src = tmp_path / "tp-1.0"
    write_tree(src, {**FILES, "pyproject.toml": PYPROJECT, "tp.egg-info/entry_points.txt": ""})
    archive = tmp_path / "tp-1.0.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(src, arcname="tp-1.0")
    metadata = sdist_metadata(archive)
    assert sorted(metadata) == ["tp-1.0/pyproject.toml", "tp-1.0/tp.egg-info/entry_points.txt"]
    tree = tmp_path / "tree"
    write_tree(tree, FILES)
    assert "tp/_plug.py" in usage_from_folder(tree, consumer="tp").reach
    usage = usage_from_folder(tree, consumer="tp", metadata=metadata)
    assert "tp/_plug.py" not in usage.reach
