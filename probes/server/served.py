"""Whether a route is served for one launch: its ways (`probes.server.routes`) evaluated.

A launch is what the consumer's `vllm serve` passes: the flags (as argparse dests, `--no-x`
→ x false), the `VLLM_*` variables it sets, and the task a generative model serves
(`generate`). A test reads `supported_tasks`, `envs.VLLM_X` (unset: the default vLLM's
`envs.py` declares), `getattr(args, "x", default)` / `args.x` (not passed: the literal
default; `args.x` without one is not known). Anything else is not known: the route's
verdict is then None (unknown), never a guess.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

FRONTEND_TASKS = frozenset({"render"})  # `vllm launch render`'s task (vllm/tasks.py), no model's


class AnyTask(frozenset[str]):
    """`supported_tasks` of `vllm serve` for a model not known: every model task is in it
    (so a route is found unserved only for what the launch passes, never for the model it
    serves); the render-only launcher's frontend task is not."""

    def __contains__(self, item: object) -> bool:
        return item not in FRONTEND_TASKS


ANY_TASK = AnyTask()
GENERATE = frozenset({"generate"})  # what `vllm serve` of a generative model serves


@dataclass(frozen=True)
class Launch:
    """Flags (argparse dests → passed value: True, or False for `--no-x`) and env vars."""

    flags: dict[str, bool] = field(default_factory=dict)
    env: frozenset[str] = frozenset()
    read: bool = True  # False: the consumer's launch was not read (it may pass anything)
    connectors: frozenset[str] = frozenset()  # vLLM-registered KV connectors it configures
    own_connectors: frozenset[str] = frozenset()  # connectors loaded from its own module
    waits_on_lock: bool = False  # it takes the writer's `<path>.lock` before reading
    files: frozenset[str] = frozenset()  # the files its `vllm serve` command lines are in

    @classmethod
    def of(
        cls,
        flags: Iterable[str],
        env: Iterable[str],
        read: bool,
        connectors: Iterable[str] = (),
        own_connectors: Iterable[str] = (),
        waits_on_lock: bool = False,
        files: Iterable[str] = (),
    ) -> Launch:
        dests: dict[str, bool] = {}
        for flag in flags:
            name = flag.removeprefix("--")
            if name.startswith("no-"):
                dests[name[3:].replace("-", "_")] = False
            else:
                dests[name.replace("-", "_")] = True
        return cls(
            dests,
            frozenset(env),
            read,
            frozenset(connectors),
            frozenset(own_connectors),
            waits_on_lock,
            frozenset(files),
        )


Ways = list[list[list[str]]]


def served(
    ways: Ways, launch: Launch, env_defaults: dict[str, Any], tasks: frozenset[str] = ANY_TASK
) -> bool | None:
    """True when one way's tests all hold, False when every way fails, None when not known."""
    if not ways:
        return None
    verdicts = [_all(way, launch, env_defaults, tasks) for way in ways]
    if any(v is True for v in verdicts):
        return True
    return False if all(v is False for v in verdicts) else None


def failing(way: list[list[str]], launch: Launch, env_defaults: dict[str, Any]) -> list[list[str]]:
    """The `[test, file:line]` of each test of `way` that does not hold for `launch`."""
    return [[t, at] for t, at in way if _eval_text(t, launch, env_defaults, ANY_TASK) is False]


def _all(
    way: list[list[str]], launch: Launch, env_defaults: dict[str, Any], tasks: frozenset[str]
) -> bool | None:
    results = [_eval_text(test, launch, env_defaults, tasks) for test, _ in way]
    if any(r is False for r in results):
        return False
    return True if all(r is True for r in results) else None


def _eval_text(
    text: str, launch: Launch, env_defaults: dict[str, Any], tasks: frozenset[str]
) -> bool | None:
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return None
    value = _Eval(launch, env_defaults, tasks).value(tree.body)
    return None if value is _UNKNOWN else bool(value)


_UNKNOWN = object()


class _Eval:
    def __init__(self, launch: Launch, env_defaults: dict[str, Any], tasks: frozenset[str]):
        self.launch, self.env_defaults, self.tasks = launch, env_defaults, tasks

    def value(self, node: ast.expr) -> Any:
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name) and node.id == "supported_tasks":
            return self.tasks
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self.value(node.operand)
            return _UNKNOWN if inner is _UNKNOWN else not inner
        if isinstance(node, ast.BoolOp):
            return self._boolop(node)
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            return self._compare(node)
        if isinstance(node, ast.Attribute) and _dotted(node.value) == "envs":
            return self._env(node.attr)
        if isinstance(node, ast.Attribute) and _is_args(node.value):
            return self._flag(node.attr, _UNKNOWN)
        if isinstance(node, ast.Call) and _dotted(node.func) == "getattr" and len(node.args) == 3:
            holder, name, default = node.args
            if _is_args(holder) and isinstance(name, ast.Constant) and isinstance(name.value, str):
                return self._flag(name.value, self.value(default))
        return _UNKNOWN

    def _boolop(self, node: ast.BoolOp) -> Any:
        values = [self.value(v) for v in node.values]
        known = [bool(v) for v in values if v is not _UNKNOWN]
        if isinstance(node.op, ast.And):
            if not all(known):
                return False
        elif any(known):
            return True
        return _UNKNOWN if len(known) < len(values) else isinstance(node.op, ast.And)

    def _compare(self, node: ast.Compare) -> Any:
        left, right = self.value(node.left), self.value(node.comparators[0])
        op = node.ops[0]
        if left is _UNKNOWN or right is _UNKNOWN:
            return _UNKNOWN
        if isinstance(op, ast.In | ast.NotIn) and isinstance(right, frozenset | str | tuple):
            inside = left in right
            return inside if isinstance(op, ast.In) else not inside
        return _UNKNOWN

    def _env(self, name: str) -> Any:
        if name in self.launch.env:
            return True  # set by the consumer (to a value that enables it, it is assumed)
        return self.env_defaults.get(name, _UNKNOWN)

    def _flag(self, dest: str, default: Any) -> Any:
        return self.launch.flags.get(dest, default)


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return ""


def _is_args(node: ast.expr) -> bool:
    """`args`, `app.state.args` or `getattr(app.state, "args", None)` (how routers reach
    the parsed `vllm serve` arguments)."""
    if isinstance(node, ast.Name | ast.Attribute):
        return _dotted(node) in ("args", "app.state.args")
    if isinstance(node, ast.Call) and _dotted(node.func) == "getattr" and len(node.args) >= 2:
        name = node.args[1]
        return isinstance(name, ast.Constant) and name.value == "args"
    return False


def switches(test: str) -> list[str]:
    """What turns a test on: `--x` for each flag (`args.x`, `getattr(args, "x", …)`) and
    `VLLM_X=1` for each variable (`envs.VLLM_X`) it reads, in reading order."""
    try:
        tree = ast.parse(test, mode="eval")
    except SyntaxError:
        return []
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _dotted(node.value) == "envs":
            out.append(f"{node.attr}=1")
        elif isinstance(node, ast.Attribute) and _is_args(node.value):
            out.append("--" + node.attr.replace("_", "-"))
        elif isinstance(node, ast.Call) and _dotted(node.func) == "getattr" and node.args[1:]:
            name = node.args[1]
            if _is_args(node.args[0]) and isinstance(name, ast.Constant):
                out.append("--" + str(name.value).replace("_", "-"))
    return list(dict.fromkeys(out))
