"""Helpers for the checker's table tests: write a provider and a consumer, check, compare.

A row is `(provider_files, consumer_code, expected)`. The provider is a tiny `vllm` package
written to `tmp/prov` (an empty `__init__.py` is added to every package folder the row
does not give one); the consumer is one module `mypkg/mod.py` under `tmp/cons`. The whole
pipeline runs on them: usage extraction from the folder, a lazy static view of the tree,
then `check_usage`.

`expected` is a set of `(kind, status)` pairs, or of `(kind, symbol_suffix, status)`
triples when the row must also say which symbol a finding names. Either way the findings
must match it exactly: nothing missing, nothing extra.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping
from pathlib import Path

from probes.check import check_usage
from probes.findings import Finding
from probes.usage import usage_from_folder
from probes.uses import Usage
from probes.views.static import static_view_from_tree

Expected = set[tuple[str, str]] | set[tuple[str, str, str]]


def write_tree(root: Path, files: Mapping[str, str]) -> None:
    """Write `files` (relative POSIX path -> source, dedented) under `root`."""
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


def with_packages(files: Mapping[str, str]) -> dict[str, str]:
    """`files` plus an empty `__init__.py` in each folder that lacks one (vLLM has them all)."""
    out = dict(files)
    for rel in files:
        parts = rel.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            out.setdefault("/".join([*parts[:i], "__init__.py"]), "")
    return out


def build(
    tmp: Path,
    provider: Mapping[str, str],
    consumer: str,
    *,
    version: str = "0.0.test",
    extra: Mapping[str, str] | None = None,
) -> tuple[Usage, list[Finding]]:
    """The consumer's usage and the checker's findings for one row (`version`: what the view
    says it is, for rows about version checks; `extra`: more consumer modules)."""
    write_tree(tmp / "prov", with_packages(provider))
    write_tree(tmp / "cons", {"mypkg/__init__.py": "", "mypkg/mod.py": consumer, **(extra or {})})
    usage = usage_from_folder(tmp / "cons", consumer="mypkg")
    assert not usage.errors, usage.errors
    view = static_view_from_tree(tmp / "prov", version=version, source={"kind": "test"})
    return usage, check_usage(usage, view)


def observed(findings: Iterable[Finding], expected: Expected) -> set[tuple[str, ...]]:
    """Findings in the shape of `expected`: pairs, or triples with symbols cut to a suffix.

    A finding's symbol is replaced by the first expected suffix it ends with (the same kind
    and status), so a wrong or extra symbol stays visible in the comparison.
    """
    findings = list(findings)
    if not expected or len(next(iter(expected))) == 2:
        return {(f.kind, f.status) for f in findings}
    out: set[tuple[str, ...]] = set()
    for f in findings:
        suffixes = [s for k, s, st in expected if (k, st) == (f.kind, f.status)]
        match = next((s for s in suffixes if _ends_with(f.symbol, s)), f.symbol)
        out.add((f.kind, match, f.status))
    return out


def _ends_with(symbol: str, suffix: str) -> bool:
    return symbol == suffix or symbol.endswith("." + suffix)


def explain(usage: Usage, findings: Iterable[Finding]) -> str:
    """Uses and findings, one a line, for an assertion message."""
    lines = ["uses:"]
    lines += [
        f"  {u.kind} {u.symbol} call={u.call} conditions={u.conditions} via={u.via}"
        for u in usage.uses
    ]
    lines.append("findings:")
    lines += [f"  {f.kind} {f.status} {f.symbol}: {f.detail} | {f.hint}" for f in findings]
    return "\n".join(lines)
