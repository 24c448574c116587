"""Pin audit: a release's declared vLLM requirement against the releases where it works."""

from __future__ import annotations

import pytest

from compat.pin_audit import audit, suggest
from compat.results import PairResult
from probes.uses import Usage

RELEASES = ["0.11.0", "0.12.0", "0.16.0", "0.17.0", "0.33.0"]


def results(consumer: str, verdicts: str) -> list[PairResult]:
    """One letter per release: c compatible, b broken, f fixable, u unchecked, n not applicable."""
    names = {
        "c": "compatible",
        "b": "broken",
        "f": "fixable",
        "u": "unchecked",
        "n": "not-applicable",
    }
    return [
        PairResult(consumer, v, {}, names[letter])
        for v, letter in zip(RELEASES, verdicts, strict=True)
    ]


# requirement lines, verdicts per release → (audit verdict, admits, excludes, suggested)
TABLE = [
    (['vllm==0.11.0; extra == "datagen"'], "cbbbb", ("ok", (), (), None)),
    (
        ['vllm<=0.16.0,>=0.12.0; extra == "datagen"'],
        "fccbb",
        ("ok", (), (), None),
    ),
    (["vllm>=0.12"], "fccff", ("admits-broken", (("0.17.0", "0.33.0"),), (), ">=0.12.0,<=0.16.0")),
    (
        ["vllm==0.12.0"],
        "fccbb",
        ("excludes-compatible", (), (("0.16.0", "0.16.0"),), ">=0.12.0,<=0.16.0"),
    ),
    ([], "bbbbc", ("undeclared", (), (), ">=0.33.0")),
    ([], "bcbcb", ("undeclared", (), (), ">=0.12.0,<=0.17.0,!=0.16.0")),
    ([], "bbbbb", ("undeclared", (), (), "no supported release works")),
    ([], "nnnnn", ("no-uses", (), (), None)),
    (["vllm>=0.20"], "nnnnn", ("no-uses", (), (), None)),
    # a release not checked: no range is evidence there (its neighbour may be broken)
    ([], "uuuuu", ("unchecked", (), (), None)),
    ([], "cccuc", ("unchecked", (), (), None)),
    (["vllm>=0.11"], "bcucc", ("unchecked", (), (), None)),
]


@pytest.mark.parametrize(("declared", "verdicts", "expected"), TABLE)
def test_audit_table(declared, verdicts, expected) -> None:
    usage = Usage("c==1", {}, vllm_requirements=declared)
    got = audit(usage, [], results("c==1", verdicts), RELEASES)
    assert (got.verdict, got.admits_broken, got.excludes_compatible, got.suggested) == expected


def test_a_release_without_a_declaration_is_judged_by_the_release_it_pins() -> None:
    own = Usage("speculators==0.9.0", {}, vllm_requirements=[])
    pinned = Usage("hs-connectors==0.9.0", {}, vllm_requirements=["vllm>=0.17"])
    got = audit(own, [pinned], results("speculators==0.9.0", "bbbbc"), RELEASES)
    assert got.declared == ">=0.17" and got.declared_by == "hs-connectors==0.9.0"
    assert got.verdict == "admits-broken" and got.admits_broken == (("0.17.0", "0.17.0"),)


def test_suggest_is_exactly_the_compatible_set() -> None:
    from packaging.specifiers import SpecifierSet

    for good in ({"0.12.0"}, {"0.11.0", "0.33.0"}, {"0.16.0", "0.17.0", "0.33.0"}):
        spec = SpecifierSet(suggest(RELEASES, good))
        assert {v for v in RELEASES if v in spec} == good
