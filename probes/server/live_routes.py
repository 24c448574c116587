"""The routes the installed vLLM serves for given `vllm serve` arguments, asked of the app
its own `build_app` builds (never started: no engine, no model).

A route is served when it is in the app and a request to it is not answered 403 or 404
(vLLM ≥ 0.30 keeps gated routes in the app behind a handler that answers 403). Runs in a
child process, one per launch: `vllm.envs` and the app read process state.

    VLLM_X=1 python -m probes.server.live_routes -- [vllm serve args ...]
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from typing import Any

from probes.safeio.procs import run_module

_TIMEOUT_S = 300
DENIED = {403, 404}


def live_served(argv: list[str], env: dict[str, str]) -> dict[str, bool]:
    """Route → whether the app `build_app` makes for `argv` (and `env`) serves it."""
    done = run_module(
        "probes.server.live_routes",
        ["--", *argv],
        timeout=_TIMEOUT_S,
        env={**os.environ, "VLLM_TARGET_DEVICE": "cpu", **env},
    )
    if done.returncode != 0:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"cannot build the installed vLLM's app: {tail}")
    result: dict[str, bool] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _first(*paths: str) -> Any:
    """The first `module:name` that imports (vLLM moved these between releases)."""
    for path in paths:
        module, _, name = path.partition(":")
        try:
            return getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue
    raise ImportError(f"none of {', '.join(paths)}")


def _build(argv: list[str]) -> Any:
    make_arg_parser = _first("vllm.entrypoints.cli.serve:make_arg_parser")
    parser_class = _first(
        "vllm.utils.argparse_utils:FlexibleArgumentParser", "vllm.utils:FlexibleArgumentParser"
    )
    build_app = _first(
        "vllm.entrypoints.launchers.app:build_app", "vllm.entrypoints.openai.api_server:build_app"
    )
    args = make_arg_parser(parser_class()).parse_args(argv)
    return build_app(args, ("generate",))


def _served(app: Any) -> dict[str, bool]:
    from starlette.testclient import TestClient

    client = TestClient(app, raise_server_exceptions=False)  # no lifespan: no engine
    found: dict[str, bool] = {}
    for route in app.routes:
        path, methods = getattr(route, "path", None), getattr(route, "methods", None) or {"GET"}
        if not path or "{" in path:
            continue
        method = "POST" if "POST" in methods else sorted(methods)[0]
        answer = client.request(method, path, json={})
        found[path] = found.get(path, False) or answer.status_code not in DENIED
    return found


def main() -> int:
    argv = sys.argv[1:]
    argv = argv[argv.index("--") + 1 :] if "--" in argv else []
    print(json.dumps(_served(_build(argv)), sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
