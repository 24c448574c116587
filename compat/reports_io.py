"""Writing the drift reports under reports/: JSON, Markdown and HTML of one run."""

from __future__ import annotations

from pathlib import Path

from compat import report
from probes.atomic import write_text_atomic


def write_reports(
    results: list[dict],
    folder: Path,
    *,
    notes: list[str] = (),
    gpu_runs: list[dict] | None = None,
) -> list[Path]:
    """drift.json, drift.md and drift.html, each replaced atomically; returns their paths.

    `gpu_runs` (GPU-suite run summaries, `compat.gpu_evidence`) add the GPU evidence section.
    """
    outputs = {
        "drift.json": report.to_json(results, gpu_runs),
        "drift.md": report.to_markdown(results, gpu_runs) + _notes_md(notes),
        "drift.html": report.to_html(results, gpu_runs),
    }
    written = []
    for name, text in outputs.items():
        path = Path(folder) / name
        write_text_atomic(text, path)
        written.append(path)
    return written


def _notes_md(notes: list[str]) -> str:
    if not notes:
        return ""
    return "\n## Notes\n\n" + "".join(f"- {n}\n" for n in notes)
