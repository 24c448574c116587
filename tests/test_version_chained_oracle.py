"""Chained version comparisons and module version constants (probes/usage/version_specs.py,
rule version-branch), with CPython as the oracle: for generated bounds, operators and
releases, the specifier set read from `A op1 vllm_version op2 B` (A and B module constants
bound to `Version(...)`) admits a release exactly where CPython's evaluation of the same
expression on `packaging.version.Version` objects is true. Where the set cannot be written
(no reading), the test says nothing."""

from __future__ import annotations

import ast
import operator

from hypothesis import given
from hypothesis import strategies as st
from packaging.specifiers import SpecifierSet
from packaging.version import Version

from probes.usage.guards import VersionTests

OPS = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "!=": operator.ne,
}
versions = st.tuples(st.integers(0, 2), st.integers(0, 30), st.integers(0, 3)).map(
    lambda t: ".".join(map(str, t))
)


@given(versions, versions, versions, st.sampled_from(list(OPS)), st.sampled_from(list(OPS)))
def test_chained_comparison_reads_as_cpython_evaluates(low, high, release, op1, op2):
    src = (
        "import vllm\nfrom packaging.version import Version\n"
        f"LOW = Version({low!r})\nHIGH = Version({high!r})\n"
        f"ok = LOW {op1} Version(vllm.__version__) {op2} HIGH\n"
    )
    tree = ast.parse(src)
    tests = VersionTests(
        tree, lambda n: "vllm.__version__" if ast.unparse(n) == "vllm.__version__" else None
    )
    test = tree.body[-1].value
    spec = tests.spec(test)
    assert spec is not None  # both links compare vLLM's version with a constant
    v = Version(release)
    python = OPS[op1](Version(low), v) and OPS[op2](v, Version(high))
    assert (v in SpecifierSet(spec)) is python, (src, spec)


def test_a_constant_bound_twice_is_not_read():
    src = (
        "import vllm\nfrom packaging.version import Version\n"
        "LOW = Version('0.12')\nLOW = Version('0.13')\n"
        "ok = LOW <= Version(vllm.__version__)\n"
    )
    tree = ast.parse(src)
    tests = VersionTests(
        tree, lambda n: "vllm.__version__" if ast.unparse(n) == "vllm.__version__" else None
    )
    assert tests.spec(tree.body[-1].value) is None
