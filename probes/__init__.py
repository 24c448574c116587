"""Reading vLLM and its consumers: views, usage, checks, the probe catalogue.

The public surface is what `__all__` names; everything else is internal and may change.
Names load lazily, so that code importing one submodule (the shims inside vLLM's worker
processes import `probes.catalogue`) pays for nothing else. `probes` never imports
`compat` (tests/test_layout.py checks both rules).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "probes.api": ("ApiObject", "Lookup", "Param", "ParamKind", "Signature"),
    "probes.atomic": (
        "discard",
        "folder_problem",
        "inside",
        "is_dir_safely",
        "is_file_safely",
        "is_plain_dir",
        "write_bytes_atomic",
        "write_text_atomic",
    ),
    "probes.cache_care": (
        "CacheSize",
        "cache_entry_size",
        "cache_kinds",
        "cache_sizes",
        "current_cache_tags",
        "stale_cache_entries",
    ),
    "probes.catalogue": ("REGISTRY", "run_all", "run_probe"),
    "probes.catalogue.registry": ("Answer",),
    "probes.check": ("check_usage", "verdict"),
    "probes.conditions": ("Condition",),
    "probes.consumers": (
        "DEFAULT_CONSUMERS",
        "KNOWN_CONSUMERS",
        "default_usages",
        "extract_release_usage",
        "fixture_json",
        "inherited_usages",
        "load_usage",
        "parse_spec",
        "split_spec",
    ),
    "probes.findings": (
        "FINDING_KINDS",
        "REASONS",
        "UNCHECKED_REASONS",
        "Finding",
        "FindingStatus",
        "Reason",
        "Verdict",
        "make_finding",
    ),
    "probes.fixtures": (
        "committed_vllm_versions",
        "consumer_usage_path",
        "fixtures_dir",
        "vllm_snapshot_path",
    ),
    "probes.hazards": ("hazard_findings",),
    "probes.mla_window": (
        "Refusal",
        "SlidingDefault",
        "release_refusal",
        "release_root",
        "sliding_defaults",
        "sliding_in_wheel",
        "with_flags",
    ),
    "probes.reach_pass": ("apply_reach",),
    "probes.release_dates": ("upload_dates",),
    "probes.release_errors": ("ReleaseError",),
    "probes.releases": ("cache_dir",),
    "probes.rules": ("RULES", "RULES_DOC", "RULE_IDS", "Rule", "rule_url"),
    "probes.safeio": (
        "BadArchive",
        "EnvironmentProblem",
        "NotRegular",
        "Owned",
        "SafeIOError",
        "TooLarge",
        "UnsafePath",
        "dist_text",
        "make_folder",
        "max_read",
        "open_lock",
        "open_zip",
        "read_bytes",
        "read_member",
        "read_text",
        "sha256_file",
        "unlink",
    ),
    "probes.safeio.walk": ("py_files",),
    "probes.scheduler_loop": ("StalledLoop", "scan_wheel", "stalled_loops"),
    "probes.trainer_device": ("DeviceAssumption", "accelerator_assumptions", "scan_wheel_devices"),
    "probes.server.judge": ("has_server_uses", "server_findings"),
    "probes.server.publish": ("publish_consumer", "publish_release"),
    "probes.server.store": ("write_release_facts", "write_server_usage"),
    "probes.snapshot": ("build_snapshot", "write_snapshot"),
    "probes.sourcetree": ("owned_dir",),
    "probes.usage": ("UsageError", "extract_files"),
    "probes.uses": ("CallShape", "Location", "Usage", "Use"),
    "probes.views.base": ("View",),
    "probes.views.content_cache": ("keep_value", "keyed_value", "probes_folder", "source_digest"),
    "probes.views.live": ("LiveView", "LiveViewUnavailable"),
    "probes.views.open": (
        "folder_view",
        "live_view",
        "newest_version",
        "release_view",
        "sdist_view",
        "supported_versions",
    ),
    "probes.views.snapshot": ("SnapshotError",),
    "probes.views.static": ("StaticView",),
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}

__all__ = sorted(_WHERE)


if TYPE_CHECKING:  # what mypy sees (pyproject: implicit re-export here); test_layout checks it
    from probes.api import ApiObject, Lookup, Param, ParamKind, Signature
    from probes.atomic import (
        discard,
        folder_problem,
        inside,
        is_dir_safely,
        is_file_safely,
        is_plain_dir,
        write_bytes_atomic,
        write_text_atomic,
    )
    from probes.cache_care import (
        CacheSize,
        cache_entry_size,
        cache_kinds,
        cache_sizes,
        current_cache_tags,
        stale_cache_entries,
    )
    from probes.catalogue import REGISTRY, run_all, run_probe
    from probes.catalogue.registry import Answer
    from probes.check import check_usage, verdict
    from probes.conditions import Condition
    from probes.consumers import (
        DEFAULT_CONSUMERS,
        KNOWN_CONSUMERS,
        default_usages,
        extract_release_usage,
        fixture_json,
        inherited_usages,
        load_usage,
        parse_spec,
        split_spec,
    )
    from probes.findings import (
        FINDING_KINDS,
        REASONS,
        UNCHECKED_REASONS,
        Finding,
        FindingStatus,
        Reason,
        Verdict,
        make_finding,
    )
    from probes.fixtures import (
        committed_vllm_versions,
        consumer_usage_path,
        fixtures_dir,
        vllm_snapshot_path,
    )
    from probes.hazards import hazard_findings
    from probes.mla_window import (
        Refusal,
        SlidingDefault,
        release_refusal,
        release_root,
        sliding_defaults,
        sliding_in_wheel,
        with_flags,
    )
    from probes.reach_pass import apply_reach
    from probes.release_dates import upload_dates
    from probes.release_errors import ReleaseError
    from probes.releases import cache_dir
    from probes.rules import RULE_IDS, RULES, RULES_DOC, Rule, rule_url
    from probes.safeio import (
        BadArchive,
        EnvironmentProblem,
        NotRegular,
        Owned,
        SafeIOError,
        TooLarge,
        UnsafePath,
        dist_text,
        make_folder,
        max_read,
        open_lock,
        open_zip,
        read_bytes,
        read_member,
        read_text,
        sha256_file,
        unlink,
    )
    from probes.safeio.walk import py_files
    from probes.scheduler_loop import StalledLoop, scan_wheel, stalled_loops
    from probes.server.judge import has_server_uses, server_findings
    from probes.server.publish import publish_consumer, publish_release
    from probes.server.store import write_release_facts, write_server_usage
    from probes.snapshot import build_snapshot, write_snapshot
    from probes.sourcetree import owned_dir
    from probes.trainer_device import (
        DeviceAssumption,
        accelerator_assumptions,
        scan_wheel_devices,
    )
    from probes.usage import UsageError, extract_files
    from probes.uses import CallShape, Location, Usage, Use
    from probes.views.base import View
    from probes.views.content_cache import keep_value, keyed_value, probes_folder, source_digest
    from probes.views.live import LiveView, LiveViewUnavailable
    from probes.views.open import (
        folder_view,
        live_view,
        newest_version,
        release_view,
        sdist_view,
        supported_versions,
    )
    from probes.views.snapshot import SnapshotError
    from probes.views.static import StaticView


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'probes' has no attribute {name!r}")
    return getattr(importlib.import_module(_WHERE[name]), name)


def __dir__() -> list[str]:
    return __all__
