"""The formats CI systems read: GitHub workflow annotations, SARIF 2.1.0 and JUnit XML.

Annotations and SARIF results are one per use (findings grouped as in every other format),
at the consumer's file:line; JUnit has one test case per consumer release × vLLM release.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from importlib import metadata
from typing import Any

from compat.report import common
from compat.results import WORDS, Report
from probes import FINDING_KINDS

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
TOOL = "spec-compat"
LEVEL = {"broken": "error", "refused": "error", "shimmed": "warning", "unchecked": "warning"}


def _version() -> str:
    try:
        return metadata.version("speculators-compat")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def file_line(location: str) -> tuple[str, int | None]:
    """`pkg/mod.py:12` → ("pkg/mod.py", 12); no line → None."""
    path, sep, line = location.rpartition(":")
    if sep and line.isdigit():
        return path, int(line)
    return location, None


def _message(group: common.UseGroup) -> str:
    f = group.finding
    where = "; ".join(f"{common.short_consumers(c)} on vLLM {r}" for c, r in group.where)
    verb = "fixable by `spec-compat patch apply`" if group.status == "shimmed" else group.status
    return f"{f.kind} ({verb}): {f.symbol}: {f.detail}. Fix: {f.hint}. Holds for {where}."


# --- GitHub -------------------------------------------------------------------------------


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def github(report: Report) -> str:
    """`::error file=…,line=…,title=…::message` per use; a summary notice last."""
    lines = []
    for group in common.use_groups(report):
        path, line = file_line(group.finding.location)
        props = [f"file={_prop(path)}"] + ([f"line={line}"] if line else [])
        props.append(f"title={_prop(f'{group.finding.kind}: {group.finding.symbol}')}")
        cmd = "error" if LEVEL[group.status] == "error" else "warning"
        lines.append(f"::{cmd} {','.join(props)}::{_data(_message(group))}")
    for heading, groups in common.apart_groups(report):  # never errors: shown apart
        for group in groups:
            path, line = file_line(group.finding.location)
            props = [f"file={_prop(path)}"] + ([f"line={line}"] if line else [])
            props.append(f"title={_prop(heading.split(':')[0].split(' (')[0])}")
            lines.append(f"::notice {','.join(props)}::{_data(_message(group))}")
    counts = common.counts(report)
    summary = "; ".join(f"{counts[v]} {WORDS[v]}" for v in WORDS if counts[v]) or "no results"
    lines.append(f"::notice title=vLLM compatibility::{_data(summary)}")
    return "\n".join(lines) + "\n"


# --- SARIF --------------------------------------------------------------------------------


def sarif(report: Report) -> str:
    groups = common.use_groups(report)
    rules = [
        {
            "id": kind,
            "name": kind.title().replace("-", ""),
            "shortDescription": {"text": f"vLLM drift: {kind}"},
        }
        for kind in FINDING_KINDS
    ]
    index = {kind: i for i, kind in enumerate(FINDING_KINDS)}
    results = [_sarif_result(g, index) for g in groups]
    results += [_sarif_result(g, index) for _, more in common.apart_groups(report) for g in more]
    doc = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": TOOL, "version": _version(), "rules": rules}},
                "results": results,
            }
        ],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def _sarif_result(group: common.UseGroup, index: dict[str, int]) -> dict[str, Any]:
    f = group.finding
    path, line = file_line(f.location)
    physical: dict[str, Any] = {"artifactLocation": {"uri": path or "unknown"}}
    if line:
        physical["region"] = {"startLine": line}
    return {
        "ruleId": f.kind,
        "ruleIndex": index[f.kind],
        "level": LEVEL.get(group.status, "note"),  # shown apart (common.APART): a note
        "message": {"text": _message(group)},
        "locations": [{"physicalLocation": physical}],
        "partialFingerprints": {"useId/v1": f.id},
        "properties": {
            "status": group.status,
            "symbol": f.symbol,
            "holds_for": [{"consumers": list(c), "vllm": r} for c, r in group.where],
        },
    }


# --- JUnit --------------------------------------------------------------------------------


def junit(report: Report) -> str:
    """One <testsuite> per consumer release, one <testcase> per vLLM release."""
    grid = common.grid(report)
    root = ET.Element("testsuites", name="vLLM compatibility")
    for consumer in grid.consumers:
        suite = ET.SubElement(root, "testsuite", name=consumer)
        tally = {"tests": 0, "failures": 0, "skipped": 0}
        for column in grid.columns:
            result = grid.get(consumer, column)
            if result is None:
                continue
            tally["tests"] += 1
            case = ET.SubElement(suite, "testcase", classname=consumer, name=f"vllm {column}")
            if result.verdict in ("broken", "fixable", "unchecked"):
                tally["failures"] += 1
                failure = ET.SubElement(case, "failure", message=WORDS[result.verdict])
                failure.text = "\n".join(
                    f"{f.status}: {f.kind} {f.symbol} at {f.location}: {f.detail}"
                    for f in result.findings
                    if common.listed_status(f) is not None
                )
            elif result.verdict == "not-applicable":
                tally["skipped"] += 1
                ET.SubElement(case, "skipped", message=WORDS["not-applicable"])
            apart = [(s, f) for f in result.findings if (s := common.apart_section(result, f))]
            if apart:  # shown apart from breaks: never a failure
                ET.SubElement(case, "system-out").text = "\n".join(
                    f"{s}: {f.kind} {f.symbol} at {f.location}: {f.detail}" for s, f in apart
                )
        for key, value in tally.items():
            suite.set(key, str(value))
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
