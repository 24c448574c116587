"""What the version-range-as-data rules' tables share (tests/rules/test_range_decorator.py,
test_range_registry.py, test_release_module_table.py): the gate the model gives one line of
a tiny consumer, and the CPython oracle that runs such a consumer on the installed vLLM and
reports which of its marked functions ran."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from probes.range_data import range_reach
from tests.checktable import write_tree

RANGES = (
    "import vllm\n"
    "from packaging.specifiers import SpecifierSet\n"
    "REGISTRY = {}\n"
    "def version_range(spec):\n"
    "    def deco(fn):\n"
    "        if SpecifierSet(spec).contains(vllm.__version__):\n"
    "            REGISTRY[fn.__name__] = fn\n"
    "        return fn\n"
    "    return deco\n"
)


def gate(files: dict[str, str], where: str) -> str | None:
    """The condition the model gives `file:line` (None: no range gates it)."""
    rel, _, line = where.rpartition(":")
    found = []
    for key, reach in range_reach(files, set(files)).items():
        head, _, span = key.rpartition(":")
        if key == rel:
            found.append(reach.condition)
        elif head == rel and "-" in span:
            first, _, last = span.partition("-")
            if int(first) <= int(line) <= int(last):
                found.append(reach.condition)
    return ",".join(str(c) for c in found) if found else None


ORACLE = """
import json, sys
sys.path.insert(0, sys.argv[1])
import pkg.main
print(json.dumps(sorted(pkg.main.RAN)))
"""


def ran_on_installed_vllm(tmp: Path, files: dict[str, str]) -> set[str]:
    """The markers `pkg.main.RAN` holds after importing `pkg.main` in a fresh interpreter."""
    write_tree(tmp, files)
    out = subprocess.run(
        [sys.executable, "-c", ORACLE, str(tmp)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return set(json.loads(out.stdout.strip().splitlines()[-1]))
