"""The project's layering, read from its own imports: `tests/test_layout.py` checks it,
`scripts/structure.py` draws it (docs/structure.md).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The structure drawing: layers from the bottom up. A module may import its own layer and those
# below it, never one above; and no import circle anywhere (lazy and TYPE_CHECKING imports
# count: each is a dependency a reader must follow, and a circle makes the import order matter).
# A module's layer is that of the longest entry that names it or a package above it; the two
# top-level packages name only themselves, so a new subpackage must be placed here. Entries
# marked with a branch name place modules other branches add, ahead of their merge.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "foundation",
        (
            "probes.api",
            "probes.atomic",
            "probes.safeio",  # branch i20: the one I/O layer
            "probes.release_errors",
            "probes.netio",
            "probes.zipremote",
            "probes.fixtures",
            "probes.fixture_shapes",  # branch s20: the committed fixtures' shapes
            "probes.dataclass_rules",
            "probes.conditions",  # the condition model (issue 18): below `probes.uses`
            "probes.uses",
            "probes.uses_memo",  # facts of a list of uses, once a run (issue 23)
            "probes.entry_points",  # branch s19r: entry points read from metadata
        ),
    ),
    ("releases", ("probes.sourcetree", "probes.releases", "probes.release_dates")),
    (
        "reading (views of vLLM, usage of consumers)",
        (
            "probes.views",
            "probes.usage",
            "probes.usage_cache",
            "probes.vllm_constants",
            "probes.vllm_callers",
            "probes.vllm_names",  # h3-refuse: a word anywhere in a release (uncalled-install)
            "probes.reachability",  # branch i19
            "probes.reach_gates",  # branch s19r: version gates read across modules
            "probes.gate_truth",  # h3-refuse: a check's true returns, an entry's refusal
            "probes.gate_overrides",  # h3-refuse: user overrides beside a gate (moved)
            "probes.reach_names",  # h3-refuse: what a module's text names (moved)
            "probes.range_package",  # issue 19: version ranges as data (probes/range_*.py)
            "probes.range_specs",
            "probes.range_registry",
            "probes.range_data",
            "probes.range_tables",
            "probes.cache_care",  # branch i21
            "probes.factory_builds",  # h-misses: vLLM's `type[Base]` factory calls
            "probes.instance_calls",  # h-misses: calls on the objects vLLM builds of a class
        ),
    ),
    ("probe catalogue", ("probes.catalogue",)),
    (
        "checker",
        (
            "probes.check",
            "probes.findings",
            "probes.binding",
            "probes.call_sites",
            "probes.consequences",
            "probes.factories",
            "probes.forwarding",
            "probes.hazards",
            "probes.scheduler_loop",  # gpu25: the consumer-side scheduler-loop hazard
            "probes.trainer_device",  # s22t: the consumer-side accelerator-only trainer hazard
            "probes.mla_window",  # smla: sliding-window drafts vs MLA
            "probes.module_patches",
            "probes.install_checks",  # s8m: functions installed on vLLM classes and modules
            "probes.factory_checks",  # h-misses: factory-built consumer classes
            "probes.await_checks",  # h-misses: awaited vLLM methods that are no coroutine
            "probes.overrides",
            "probes.witness",
            "probes.rules",  # branch i18a: the rule registry
            "probes.reach_pass",  # branch i19
        ),
    ),
    ("building snapshots, loading consumers", ("probes.snapshot", "probes.consumers")),
    ("server contract", ("probes.server",)),
    ("probes' public surface", ("probes",)),
    (
        "compat foundation",
        (
            "compat",
            "compat.errors",
            "compat.crash",
            "compat.worker_start",
            "compat.results",
            "compat.answers",
            "compat.history",
            "compat.gpu_evidence",
            "compat.summary",  # branch i21
            "compat.cpu_platform",  # branch i22
            "compat.cpu_trainer",  # s22t: speculators' trainer on CPU (the workaround)
        ),
    ),
    ("shims and patching", ("compat.shims", "compat.patching")),
    (
        "drift pipeline",
        (
            "compat.view_choice",
            "compat.snapshot_pass",  # branch s8s: snapshot passes known to need the sdist
            "compat.drift",
            "compat.consumer_hazards",  # gpu25
            "compat.mla_note",  # smla
            "compat.coverage",
            "compat.pin_audit",
            "compat.matrix",
            "compat.patch_state",
            "compat.corpus",
            "compat.baseline",  # branch i19
        ),
    ),
    ("report", ("compat.report", "compat.reports_io")),
    (
        "commands",
        ("compat.probe_cmd", "compat.report_cmd", "compat.patching.cli", "compat.cache_cmd"),
    ),
    ("dispatch and CLI", ("compat.commands", "compat.cli")),
)


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of probes/ and compat/ by dotted name (a package by its own name)."""
    found = {}
    for package in ("probes", "compat"):
        for path in (root / package).rglob("*.py"):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(modules: dict[str, Path]) -> dict[str, set[str]]:
    """module -> the project modules it imports, anywhere in its body."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(a.name for a in node.names if a.name in modules)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    targets.add(sub if sub in modules else base)
        graph[name] = (targets & modules.keys()) - {name}
    return graph


def layer(module: str) -> int:
    """The index of the module's layer in LAYERS; -1 for a module no entry places."""
    best, depth = -1, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            below = "." in prefix and module.startswith(prefix + ".")
            if (module == prefix or below) and len(prefix) > depth:
                best, depth = index, len(prefix)
    return best


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        component.append(top)
                        if top == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return sorted(found)
