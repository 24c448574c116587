"""The rule registry (probes/rules) kept whole: ids, stages, kinds, reasons, the example of
every rule run through the checker, the demotion chain in the registry's order, one test
file per rule under tests/rules/, and docs/rules.md as generated from the registry."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from probes.findings import FINDING_KINDS, REASONS
from probes.rules import ANY_KIND, RULE_IDS, RULES, STAGES, rule
from probes.rules.demotions import DEMOTIONS
from tests.checktable import build, explain

ROOT = Path(__file__).resolve().parent.parent
RULE_TESTS = ROOT / "tests" / "rules"
# Rules whose effect removes a finding (or names no status): no finding carries their id.
DROPPING = {
    "set-by-consumer",
    "signature-test",
    "one-root-cause",
    "find-spec-flag",
    "feature-test-else",
}


def test_ids_are_unique_kebab_case():
    assert len(set(RULE_IDS)) == len(RULE_IDS)
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", i) for i in RULE_IDS), RULE_IDS
    with pytest.raises(KeyError, match="no rule 'made-up'"):
        rule("made-up")


def test_rules_are_in_stage_order_with_known_kinds_and_reasons():
    order = [STAGES.index(r.stage) for r in RULES]
    assert order == sorted(order)
    for r in RULES:
        assert r.summary.endswith(".") and "\n" not in r.summary, r.id
        assert set(r.kinds) <= {*FINDING_KINDS, ANY_KIND}, r.id
        assert r.reason is None or r.reason in REASONS, r.id


def test_the_demotion_chain_runs_in_the_registry_order():
    demote = [r.id for r in RULES if r.stage == "demote"]
    chain = [i for i, _ in DEMOTIONS]
    assert chain == [i for i in demote if i in chain]
    # the two demotions the override checks make where they find (not in the chain)
    assert set(demote) - set(chain) == {"sub-model-only", "caller-overridable"}


@pytest.mark.parametrize("r", [r for r in RULES if r.example.vllm], ids=lambda r: r.id)
def test_every_example_is_what_the_checker_gives(tmp_path: Path, r) -> None:
    ex = r.example
    usage, findings = build(tmp_path, ex.vllm, ex.consumer, version=ex.version)
    assert {(f.kind, f.status) for f in findings} == set(ex.expected), explain(usage, findings)
    if r.stage != "reading" and r.id not in DROPPING:
        assert any(r.id in f.rules for f in findings), [f.rules for f in findings]


def test_every_rule_has_a_test_file_and_every_test_file_a_rule():
    files = {p.stem.removeprefix("test_").replace("_", "-") for p in RULE_TESTS.glob("test_*.py")}
    assert sorted(set(RULE_IDS) - files) == [], "rules without tests/rules/test_<id>.py"
    assert sorted(files - set(RULE_IDS)) == [], "tests/rules files naming no rule"


def test_docs_rules_md_is_generated_from_the_registry():
    from probes.rules.doc import render

    page = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert page == render(), "regenerate: python -m probes.rules.doc > docs/rules.md"
    for r in RULES:  # each id is a heading, so `docs/rules.md#<id>` lands on it
        assert f"\n### {r.id}\n" in page


def test_reports_show_the_rules_and_the_page_links_them():
    from tests.test_report import finding, result, to_html, to_markdown

    rules = ["unguarded-break", "shim-covers"]
    results = [result("speculators==0.3.0", "0.12.0", [finding("a", "shimmed", rules=rules)])]
    assert "| unguarded-break, shim-covers |" in to_markdown(results)
    page = to_html(results)
    assert '"rules": ["unguarded-break", "shim-covers"]' in page  # the drill-down's data
    assert '"rules_doc": "../docs/rules.md"' in page
    assert rule("shim-covers").summary.split("`")[0] in page  # the links' titles
    assert "link.href = data.rules_doc + '#' + id" in page
