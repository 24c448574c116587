"""Rule `version-branch` (docs/rules.md#version-branch): Under a version test the extractor reads,
a branch that runs on the release is judged as unguarded; one that does not run there is not
judged.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import (
    NEW_OLD,
    ONLY_NEW,
    ONLY_OLD,
    VERSION_TEST,
    B,
    check_nested_row,
    check_tree_row,
)

CHAINED = (
    "import vllm\nfrom packaging.version import Version\n"
    "V12 = Version('0.12')\nV20 = Version('0.20')\n"
    "if V12 <= Version(vllm.__version__) < V20:\n    from vllm.new import f\n"
)
TREE_ROWS = [
    pytest.param(
        NEW_OLD,
        "import vllm\nfrom packaging.version import Version\n"
        "if Version(vllm.__version__) >= Version('0.12'):\n    from vllm.new import f\n"
        "else:\n    from vllm.gone import f\n",
        "0.13.0",
        set(),
        id="version-branch-that-does-not-run-on-this-release",
    ),
    pytest.param(
        ONLY_OLD,
        "import vllm\nfrom packaging.version import Version\n"
        "if Version(vllm.__version__) >= Version('0.12'):\n    from vllm.new import f\n"
        "else:\n    from vllm.old import f\n",
        "0.13.0",
        {("missing-module", "vllm.new.f", B)},
        id="version-branch-that-runs-is-judged-unguarded",
    ),
    pytest.param(
        ONLY_NEW,
        "from mypkg.util import is_vllm_available\n"
        "NEW = is_vllm_available(min_version='0.28.0')\nif NEW:\n    from vllm.new import f\n"
        "elif is_vllm_available():\n    from vllm.old import f\n",
        "0.30.0",
        set(),
        id="module-flag-from-a-version-predicate",
    ),
    # a chained comparison with module constants bound to versions (`V12 = Version(...)`):
    # CPython reads `V12 <= v < V20` as `V12 <= v and v < V20`
    pytest.param(
        ONLY_OLD,
        CHAINED,
        "0.25.0",
        set(),
        id="chained-comparison-with-version-constants-branch-does-not-run",
    ),
    pytest.param(
        ONLY_OLD,
        CHAINED,
        "0.13.0",
        {("missing-module", "vllm.new.f", B)},
        id="chained-comparison-with-version-constants-branch-runs",
    ),
    pytest.param(
        ONLY_OLD,
        CHAINED.replace("V20 = Version('0.20')\n", "V20 = Version('0.20')\nV20 = None\n"),
        "0.25.0",
        {("missing-module", "vllm.new.f", "guarded")},
        id="a-name-bound-twice-is-no-version-constant",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


# Nested guards (issue 18): a `try` that refuses the release (`except ImportError: raise
# RuntimeError(...)`) inside a version branch. Where the branch does not run, Python never
# reaches the `try`: no finding (was `refused`: only the innermost guard, the refusal, was
# kept). Both ways: where the branch runs, the refusal stands.
INSIDE = VERSION_TEST + (
    "if Version(vllm.__version__) < Version('0.12'):\n    try:\n        from vllm.gone import f\n"
    "    except ImportError:\n        raise RuntimeError('needs vllm.gone')\n"
)
HASATTR = VERSION_TEST + (
    "import vllm.new\n\nif Version(vllm.__version__) < Version('0.12'):\n"
    "    if hasattr(vllm.new, 'g'):\n        vllm.new.g()\n"
)
NESTED = [
    pytest.param(INSIDE, "0.13.0", set(), None, id="refusing-try-in-a-branch-that-never-runs"),
    pytest.param(
        INSIDE,
        "0.11.0",
        {("missing-module", "refused", ("consumer-refusal",))},
        "RuntimeError",
        id="refusing-try-in-a-branch-that-runs-refuses",
    ),
    pytest.param(HASATTR, "0.13.0", set(), None, id="hasattr-in-a-branch-that-never-runs"),
    pytest.param(
        HASATTR,
        "0.11.0",
        {("missing-symbol", "guarded", ("guarded-fallback",))},
        None,
        id="hasattr-in-a-branch-that-runs-is-guarded",
    ),
]


@pytest.mark.parametrize(("consumer", "version", "expected", "raised"), NESTED)
def test_nested_guards(
    tmp_path: Path, consumer: str, version: str, expected: set, raised: str | None
) -> None:
    check_nested_row(tmp_path, consumer, version, expected, raised)


@pytest.mark.vllm
def test_nested_rows_agree_with_the_installed_vllm(tmp_path: Path) -> None:
    """On the vLLM installed here (CPU 0.32.0), which has no `vllm.no_such`: Python skips
    the refusing `try` of the branch for releases before 0.20 and takes the fallback of the
    `try` around the branch for 0.20 on; the engine reports nothing broken or refused on the
    static or the live view, and the fallback's import `guarded`."""
    from tests.rules.trees import on_installed_vllm

    consumer = (
        VERSION_TEST + "if Version(vllm.__version__) < Version('0.20'):\n    try:\n"
        "        from vllm.no_such import f\n    except ImportError:\n"
        "        raise RuntimeError('needs vllm.no_such')\n"
        "try:\n    if Version(vllm.__version__) >= Version('0.20'):\n"
        "        from vllm.no_such import g\n    else:\n        g = None\nexcept ImportError:\n"
        "    g = None\n"
    )
    scope: dict = {}
    exec(compile(consumer, "mod.py", "exec"), scope)  # Python: no error, the fallback ran
    assert scope["g"] is None and "f" not in scope
    for findings in on_installed_vllm(tmp_path, consumer):
        got = {(f.symbol, f.status, f.rules) for f in findings}
        assert got == {("vllm.no_such.g", "guarded", ("guarded-fallback",))}, got
