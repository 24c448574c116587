"""Report formats: one table (name → renderer, file extension) shared by `drift` and `report`.

A new format is one renderer (`Report` → text) plus one row in `FORMATS`. Every renderer is a
pure function of the typed `compat.results.Report`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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


def render(name: str, report: Report, *, width: int = 80, color: bool = False) -> str:
    return FORMATS[name].render(report, width, color)


load_json = jsonfmt.load

__all__ = ["FORMATS", "Format", "load_json", "render"]
