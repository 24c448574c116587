"""Rule `range-registry` (probes/range_data.py): a class registered with a vLLM version range,
where the registry tests the range against vLLM's version, runs only where one of its (or a
subclass's) ranges holds; code after `if not VersionRange(R).contains(v): return` only in R.

Table rows both ways (the gate the model gives a line); the pass records the rule; CPython as
the oracle on the installed vLLM (0.32.0 in the test environment): a tiny package with a
registry of patches for the installed release and for others is imported, and the patches
that ran must be those the model lets run.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from probes import make_finding
from probes.conditions.versions import holds
from probes.range_data import range_reach
from probes.reach_pass import apply_reach
from tests.rules.range_rows import gate, ran_on_installed_vllm

MANAGER = (
    "import importlib\nfrom packaging.specifiers import SpecifierSet\n"
    "class Manager:\n"
    "    def __init__(self, library):\n"
    "        self.library = library\n"
    "        self.entries = []\n"
    "    def register_all(self, entries):\n"
    "        for patch, rng in entries:\n"
    "            self.entries.append((patch, rng))\n"
    "    def apply_all(self):\n"
    "        installed = importlib.import_module(self.library).__version__\n"
    "        for patch, rng in self.entries:\n"
    "            if SpecifierSet(rng).contains(installed):\n"
    "                patch.apply()\n"
)
PATCHES = (
    "class Old:\n"
    "    def apply(self):\n"
    "        from vllm.gone import f\n"  # line 3
    "class Older(Old):\n"
    "    pass\n"
    "class New:\n"
    "    def apply(self):\n"
    "        from vllm.gone import g\n"  # line 8
)


def _setup(
    lib: str = "vllm",
    entries: str = "[(Old(), '>=0.8,<0.9'), (Older(), '<0.5'), (New(), '>=0.29')]",
    more: str = "",
) -> dict[str, str]:
    setup = (
        "from pkg.manager import Manager\nfrom pkg.patches import Old, Older, New\n"
        "def setup():\n"
        f"    manager = Manager({lib!r})\n"
        f"    manager.register_all({entries})\n"
        "    manager.apply_all()\n" + more
    )
    return {
        "pkg/__init__.py": "",
        "pkg/manager.py": MANAGER,
        "pkg/patches.py": PATCHES,
        "pkg/setup.py": setup,
    }


TABLE = (
    "import vllm\nfrom packaging.specifiers import SpecifierSet\n"
    "from pkg.patches import Old, Older, New\n"
    "PATCHES = [(Old, '>=0.8,<0.9'), (Older, '<0.5'), (New, '>=0.29')]\n"
    "def setup():\n"
    "    for cls, rng in PATCHES:\n"
    "        if not SpecifierSet(rng).contains(vllm.__version__):\n"
    "            continue\n"
    "        cls().apply()\n"
)
BY_RANGE = TABLE.replace(
    "PATCHES = [(Old, '>=0.8,<0.9'), (Older, '<0.5'), (New, '>=0.29')]",
    "PATCHES = {'>=0.8,<0.9': Old, '<0.5': Older, '>=0.29': New}",
).replace("for cls, rng in PATCHES:", "for rng, cls in PATCHES.items():")
EXIT = (
    "from pkg.ranges import VersionRange\nimport vllm\n"
    "class Patch:\n"
    "    library = 'vllm'\n"
    "    def setup(self):\n"
    "        self.found = vllm_version_of(self.library)\n"
    "    def apply(self):\n"
    "        if self.found is None or not VersionRange(WINDOW).contains(self.found):\n"
    "            return False\n"
    "        from vllm.gone import f\n"  # line 10
    "        return True\n"
    "WINDOW = '>=0.28,<0.29'\n"
    "def vllm_version_of(name):\n"
    "    return None\n"
)


@pytest.mark.parametrize(
    ("files", "where", "expected"),
    [
        # a registry method given (instance, range) pairs; the registry tests the range
        # against the version of the library it was built for: "vllm"
        (_setup(), "pkg/patches.py:3", "<0.5||<0.9,>=0.8"),  # with its subclass's range
        (_setup(), "pkg/patches.py:8", ">=0.29"),
        # the other way: the registry was built for another library
        (_setup(lib="torch"), "pkg/patches.py:8", None),
        # a class also built off the registry runs anywhere (and its bases with it)
        (_setup(more="    Older().apply()\n"), "pkg/patches.py:3", None),
        (_setup(more="    Older().apply()\n"), "pkg/patches.py:8", ">=0.29"),
        # an entry whose range cannot be read: the class is not gated
        (_setup(entries="[(Old(), RANGE), (New(), '>=0.29')]"), "pkg/patches.py:3", None),
        # a module table every loop over which tests the range; a dict range -> class
        (
            {"pkg/__init__.py": "", "pkg/patches.py": PATCHES, "pkg/setup.py": TABLE},
            "pkg/patches.py:8",
            ">=0.29",
        ),
        (
            {"pkg/__init__.py": "", "pkg/patches.py": PATCHES, "pkg/setup.py": BY_RANGE},
            "pkg/patches.py:8",
            ">=0.29",
        ),
        # the other way: a loop that applies every entry
        (
            {
                "pkg/__init__.py": "",
                "pkg/patches.py": PATCHES,
                "pkg/setup.py": TABLE.replace(
                    "not SpecifierSet(rng).contains(vllm.__version__)", "rng is None"
                ),
            },
            "pkg/patches.py:8",
            None,
        ),
        # an early exit on a range given as a constant, against an attribute set from vLLM's
        # version (`detect_version(self.library)`, `library = "vllm"`)
        (
            {
                "pkg/__init__.py": "",
                "pkg/ranges.py": "",
                "pkg/m.py": EXIT.replace(
                    "vllm_version_of(self.library)", "detect_version(self.library)"
                ),
            },
            "pkg/m.py:10",
            "<0.29,>=0.28",
        ),
        (
            {
                "pkg/__init__.py": "",
                "pkg/ranges.py": "",
                "pkg/m.py": EXIT.replace(
                    "vllm_version_of(self.library)", "detect_version(self.library)"
                ).replace("library = 'vllm'", "library = 'torch'"),
            },
            "pkg/m.py:10",
            None,
        ),
        # `registry.register(Patch, VersionRange("0.29", "0.31"))`: the upper bound inclusive
        (
            {
                **_setup(entries="New(), VersionRange('0.29', '0.31')"),
                "pkg/manager.py": MANAGER.replace(
                    "    def register_all(self, entries):\n        for patch, rng in entries:\n",
                    "    def register_all(self, patch, rng):\n        if True:\n",
                ),
            },
            "pkg/patches.py:8",
            "<=0.31,>=0.29",
        ),
    ],
)
def test_rows(files: dict[str, str], where: str, expected: str | None) -> None:
    assert gate(files, where) == expected


def test_the_pass_applies_a_union_and_records_the_rule() -> None:
    files = _setup()
    reach = {k: v.to_json() for k, v in range_reach(files, set(files)).items()}
    found = make_finding(
        "missing-module", "absent", id="i", symbol="vllm.gone", detail="d", hint="h"
    )
    found = replace(found, location="pkg/patches.py:3", status="broken")
    statuses = {v: apply_reach([found], reach, v)[0] for v in ("0.4.0", "0.8.5", "0.20.0")}
    assert [statuses[v].status for v in ("0.4.0", "0.8.5", "0.20.0")] == [
        "broken",
        "broken",
        "unreached",
    ]
    assert statuses["0.20.0"].rules[-2:] == ("range-registry", "import-gated")


ORACLE_MAIN = (
    "from pkg.manager import Manager\nfrom pkg.patches import Current, Ancient\n"
    "RAN = set()\n"
    "manager = Manager('vllm')\n"
    "manager.register_all([(Current(RAN), '{here}'), (Ancient(RAN), '<0.1')])\n"
    "manager.apply_all()\n"
)
ORACLE_PATCHES = (
    "class Current:\n    def __init__(self, ran):\n        self.ran = ran\n"
    "    def apply(self):\n        self.ran.add('Current')\n"
    "class Ancient:\n    def __init__(self, ran):\n        self.ran = ran\n"
    "    def apply(self):\n        self.ran.add('Ancient')\n"
)


def test_cpython_oracle_on_the_installed_vllm(tmp_path) -> None:
    vllm = pytest.importorskip("vllm")
    main = ORACLE_MAIN.replace("{here}", f"=={vllm.__version__}")
    files = {
        "pkg/__init__.py": "",
        "pkg/manager.py": MANAGER,
        "pkg/patches.py": ORACLE_PATCHES,
        "pkg/main.py": main,
    }
    ran = ran_on_installed_vllm(tmp_path, files)
    lines = ORACLE_PATCHES.splitlines()
    model = set()
    for name in ("Current", "Ancient"):
        line = lines.index(f"        self.ran.add('{name}')") + 1
        condition = gate(files, f"pkg/patches.py:{line}")
        if condition is None or holds(condition, vllm.__version__) is not False:
            model.add(name)
    assert ran == model == {"Current"}
