"""Rule `range-decorator` (probes/range_data.py): a decorator of the consumer's own whose
argument is a vLLM version range, and whose implementation compares it with vLLM's version,
gates what it decorates.

Table rows both ways (the gate the model gives a line); the pass records the rule; the pair
check end to end; CPython as the oracle on the installed vLLM (0.32.0 in the test
environment): a tiny package whose decorators register functions for ranges that hold and
ranges that do not is imported, and the functions that ran must be those the model lets run.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from compat.drift import check_pair
from probes import make_finding
from probes.conditions.versions import holds
from probes.reach_pass import apply_reach
from probes.usage import usage_from_folder
from probes.views.static import static_view_from_tree
from tests.checktable import with_packages, write_tree
from tests.rules.range_rows import RANGES, gate, ran_on_installed_vllm

STORES = (
    "def version_range(spec):\n"
    "    def deco(fn):\n"
    "        fn._ranges = [spec]\n"
    "        return fn\n"
    "    return deco\n"
)
READS_BACK = (
    "import vllm\nfrom packaging.specifiers import SpecifierSet\n"
    "def applicable(methods):\n"
    "    out = []\n"
    "    for m in methods:\n"
    "        for r in getattr(m, '_ranges', ()):\n"
    "            if SpecifierSet(r).contains(vllm.__version__):\n"
    "                out.append(m)\n"
    "    return out\n"
)
WRAPS = (
    "import vllm\nfrom packaging.version import Version\n"
    "def requires_vllm(low, high):\n"
    "    def deco(fn):\n"
    "        def wrapper(*a, **k):\n"
    "            if not (Version(vllm.__version__) >= Version(low)):\n"
    "                raise RuntimeError('too old')\n"
    "            return fn(*a, **k)\n"
    "        return wrapper\n"
    "    return deco\n"
)
TORCH = RANGES.replace("import vllm\n", "import torch\n").replace(
    "vllm.__version__", "torch.__version__"
)


def _mod(decorator: str, after: str = "", imports: str = "from pkg.ranges import version_range\n"):
    """`pkg/mod.py`: line 4 is inside the decorated function."""
    return (
        imports
        + "OLD = '>=0.8.4,<0.9'\n"
        + decorator
        + "\ndef legacy():\n    from vllm.gone import f\n"
        + after
    )


@pytest.mark.parametrize(
    ("files", "expected"),
    [
        # registered at decoration when in range; the function is named nowhere else
        ({"pkg/ranges.py": RANGES, "pkg/mod.py": _mod("@version_range('<0.13')")}, "<0.13"),
        # the range as a module constant, also imported from another module
        ({"pkg/ranges.py": RANGES, "pkg/mod.py": _mod("@version_range(OLD)")}, "<0.9,>=0.8.4"),
        (
            {
                "pkg/ranges.py": RANGES,
                "pkg/consts.py": "WINDOW = '>=0.29,<0.31'\n",
                "pkg/mod.py": _mod(
                    "@version_range(WINDOW)",
                    imports="from pkg.ranges import version_range\nfrom pkg.consts import WINDOW\n",
                ),
            },
            "<0.31,>=0.29",
        ),
        # a (low, high) pair through a wrapper that tests at each call: named elsewhere too
        (
            {
                "pkg/ranges.py": WRAPS,
                "pkg/mod.py": _mod(
                    "@requires_vllm('0.29', '<0.31')",
                    after="legacy()\n",
                    imports="from pkg.ranges import requires_vllm\n",
                ),
            },
            "<0.31,>=0.29",
        ),
        # the range stored on the function and read back where vLLM's version is tested
        (
            {
                "pkg/ranges.py": STORES,
                "pkg/apply.py": READS_BACK,
                "pkg/mod.py": _mod("@version_range(OLD)"),
            },
            "<0.9,>=0.8.4",
        ),
        # the other way: stored and never read back, nothing decides
        ({"pkg/ranges.py": STORES, "pkg/mod.py": _mod("@version_range(OLD)")}, None),
        # a decorating-time registry, but the function is also called directly
        (
            {"pkg/ranges.py": RANGES, "pkg/mod.py": _mod("@version_range('<0.13')", "legacy()\n")},
            None,
        ),
        # the decorator compares another library's version
        ({"pkg/ranges.py": TORCH, "pkg/mod.py": _mod("@version_range('<0.13')")}, None),
        # not the consumer's decorator (from another distribution): not read, not guessed
        (
            {
                "pkg/mod.py": _mod(
                    "@version_range('<0.13')", imports="from lib import version_range\n"
                )
            },
            None,
        ),
        # a decorator of the consumer's own that compares nothing
        (
            {
                "pkg/ranges.py": "def version_range(spec):\n    return lambda fn: fn\n",
                "pkg/mod.py": _mod("@version_range('<0.13')"),
            },
            None,
        ),
        # an argument that is no range (a bare version)
        ({"pkg/ranges.py": RANGES, "pkg/mod.py": _mod("@version_range('0.8.4')")}, None),
    ],
)
def test_rows(files: dict[str, str], expected: str | None) -> None:
    files = {"pkg/__init__.py": "", **files}
    line = files["pkg/mod.py"].splitlines().index("    from vllm.gone import f") + 1
    assert gate(files, f"pkg/mod.py:{line}") == expected


def test_a_decorated_class_is_gated_and_the_pass_records_the_rule() -> None:
    mod = "from pkg.ranges import version_range\n@version_range('<0.13')\nclass Old:\n    x = 1\n"
    files = {"pkg/__init__.py": "", "pkg/ranges.py": RANGES, "pkg/mod.py": mod}
    assert gate(files, "pkg/mod.py:4") == "<0.13"
    from probes.range_data import range_reach

    reach = {k: v.to_json() for k, v in range_reach(files, set(files)).items()}
    found = make_finding("missing-symbol", "absent", id="i", symbol="vllm.x", detail="d", hint="h")
    found = replace(found, location="pkg/mod.py:4", status="broken")
    got = apply_reach([found], reach, "0.20.0")[0]
    assert (got.status, got.reason) == ("unreached", "import-gated")
    assert got.rules[-2:] == ("range-decorator", "import-gated")
    assert apply_reach([found], reach, "0.12.0")[0].status == "broken"


def test_end_to_end_through_the_pair_check(tmp_path) -> None:
    mod = _mod("@version_range(OLD)")
    write_tree(
        tmp_path / "cons",
        {"pkg/__init__.py": "from pkg import mod\n", "pkg/ranges.py": RANGES, "pkg/mod.py": mod},
    )
    usage = usage_from_folder(tmp_path / "cons", consumer="pkg")
    write_tree(tmp_path / "prov", with_packages({"vllm/__init__.py": "__version__ = '0'\n"}))
    verdicts = {}
    for version in ("0.8.5", "0.20.0"):
        view = static_view_from_tree(tmp_path / "prov", version=version, source={"kind": "t"})
        result = check_pair(usage, [], view)
        verdicts[version] = [(f.kind, f.status) for f in result.findings]
    assert verdicts["0.8.5"] == [("missing-module", "broken")]  # it runs there: a real break
    assert verdicts["0.20.0"] == [("missing-module", "unreached")]


MAIN = (
    "import vllm\n"
    "from pkg.ranges import version_range, REGISTRY\n"
    "HERE = '==' + vllm.__version__\n"
    "RAN = set()\n"
    "@version_range(HERE)\n"
    "def current():\n    RAN.add('current')\n"
    "@version_range('<0.1')\n"
    "def ancient():\n    RAN.add('ancient')\n"
    "for fn in list(REGISTRY.values()):\n    fn()\n"
)


def test_cpython_oracle_on_the_installed_vllm(tmp_path) -> None:
    vllm = pytest.importorskip("vllm")
    main = MAIN.replace("HERE = '==' + vllm.__version__", f"HERE = '=={vllm.__version__}'")
    files = {"pkg/__init__.py": "", "pkg/ranges.py": RANGES, "pkg/main.py": main}
    ran = ran_on_installed_vllm(tmp_path, files)
    lines = main.splitlines()
    model = set()
    for name in ("current", "ancient"):
        line = lines.index(f"    RAN.add('{name}')") + 1
        condition = gate(files, f"pkg/main.py:{line}")
        if condition is None or holds(condition, vllm.__version__) is not False:
            model.add(name)
    assert ran == model == {"current"}
