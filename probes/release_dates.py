"""When each release of a project was published, from the package index (PEP 700).

The report's matrix judges a consumer release that declares no vLLM requirement against the
newest vLLM published before it (compat/baseline.py); this reads those dates from the same
cached PEP 691 index page the releases are fetched from.
"""

from __future__ import annotations

from probes.releases import _index


def upload_dates(project: str, *, offline: bool = False) -> dict[str, str]:
    """Each version's first upload time (ISO 8601, UTC), where the index gives one."""
    files, listed = _index(project, offline=offline)
    out: dict[str, str] = {}
    for f in files:
        text = listed.get(f.version, str(f.version))
        if f.uploaded and (text not in out or f.uploaded < out[text]):
            out[text] = f.uploaded
    return out
