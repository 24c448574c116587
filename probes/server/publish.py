"""`spec-compat snapshot`'s writes: each release's snapshot and server facts as one set, and
each consumer release's usage and server usage as one set (`probes.safeio.publish`), so a
snapshot killed at any point leaves the old set or the new one, never one of each.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from probes import releases
from probes.consumers import extract_release_usage, fixture_json
from probes.fixtures import consumer_usage_name, vllm_snapshot_name
from probes.safeio.publish import publish_together
from probes.server.store import facts_rel, release_facts_text, server_usage_rel, server_usage_text
from probes.snapshot import build_snapshot, dumps
from probes.uses import Usage


def publish_release(version: str, out: Path, usages: Iterable[Usage]) -> tuple[Path, int, Path]:
    """Regenerate a release's snapshot and facts under `out`; (snapshot, modules, facts)."""
    tree = releases.source_tree("vllm", version)
    snap = build_snapshot(tree.root, version=version, source=tree.provenance, usages=usages)
    snapshot_rel = f"vllm/{vllm_snapshot_name(version)}"
    files = {
        snapshot_rel: dumps(snap).encode(),
        facts_rel(version): release_facts_text(version).encode(),
    }
    publish_together(out, f"vllm-{version}", files)
    return out / snapshot_rel, len(snap["modules"]), out / facts_rel(version)


def publish_consumer(spec: str, repo: Path | None, out: Path) -> tuple[Path, int, Path, str]:
    """Regenerate a consumer release's usage and server usage under `out`; (usage path, its
    uses, server-usage path, what was done with it)."""
    name, _, version = spec.partition("==")
    usage = extract_release_usage(name, version)
    usage_rel = f"consumers/{consumer_usage_name(name, version)}"
    files = {usage_rel: dumps(fixture_json(usage)).encode()}
    server_rel = server_usage_rel(spec)
    text, done = server_usage_text(spec, repo, out / server_rel)
    if text is not None:
        files[server_rel] = text.encode()
    publish_together(out, f"consumer-{name}-{version}", files)
    return out / usage_rel, len(usage.uses), out / server_rel, done
