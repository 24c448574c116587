"""Report formats: one table (name → renderer, file extension) shared by `drift` and `report`.

A new format is one renderer (`Report` → text) plus one row in `FORMATS`. Every renderer is a
pure function of the typed `compat.results.Report`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from compat.report import ci, html, jsonfmt, markdown, terminal
from compat.results import Report


@dataclass(frozen=True)
class Format:
    name: str
    ext: str
    help: str
    render: Callable[[Report, int, bool], str]  # (report, width, color) → text


FORMATS: dict[str, Format] = {
    f.name: f
    for f in (
        Format(
            "table",
            "txt",
            "terminal matrix with legend",
            lambda r, w, c: terminal.render(r, width=w, color=c),
        ),
        Format("md", "md", "Markdown", lambda r, w, c: markdown.render(r)),
        Format("json", "json", "JSON (docs/report-json.md)", lambda r, w, c: jsonfmt.render(r)),
        Format("html", "html", "interactive page", lambda r, w, c: html.render(r)),
        Format("sarif", "sarif", "SARIF 2.1.0", lambda r, w, c: ci.sarif(r)),
        Format("junit", "junit.xml", "JUnit XML", lambda r, w, c: ci.junit(r)),
        Format("github", "github.txt", "GitHub workflow annotations", lambda r, w, c: ci.github(r)),
    )
}


def for_path(path: Path) -> str | None:
    """The format a file name asks for by its extension (`x.junit.xml` → junit, `x.htm` →
    html), the longest matching one; None for an extension no format writes."""
    name = path.name.lower()
    exts = [(f.ext, f.name) for f in FORMATS.values()] + [("htm", "html"), ("markdown", "md")]
    found = [(len(ext), fmt) for ext, fmt in exts if name.endswith("." + ext)]
    return max(found)[1] if found else None


def render(name: str, report: Report, *, width: int = 80, color: bool = False) -> str:
    return FORMATS[name].render(report, width, color)


load_json = jsonfmt.load

__all__ = ["FORMATS", "Format", "for_path", "load_json", "render"]
