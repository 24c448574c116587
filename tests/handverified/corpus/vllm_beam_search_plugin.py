"""Hand-verified (HELD OUT, 2026-12-03): vllm-beam-search-plugin 0.1.5 against vLLM 0.31.0 and 0.33.0.

Held out: the engine was never tuned on this plugin. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-03, engine of commit
90cfb1a, `python -m compat.cli drift --consumer vllm-beam-search-plugin==0.1.5 --vllm 0.31.0
--vllm 0.33.0 --baseline none|0.31.0 --format json --no-write`): absolute mode 2 `broken` at
each release; `--baseline 0.31.0` none (2 pre-existing at each).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_beam_search_plugin-0.1.5-py3-none-any.whl (sha256 in WHEEL_SHA256), a general
  plugin (`vllm.general_plugins` beam_search = vllm_beam_search:register_beam_search_plugin)
  that replaces the scheduler (vllm_beam_search/scheduler.py, a subclass of AsyncScheduler) and
  the model-runner-v2 sampler. Its `schedule` comes from build_resource_atomic_schedule()
  (scheduler_adapter.py:38-51, run at import of scheduler.py:54): vLLM's own Scheduler.schedule
  where it has the two hooks the plugin needs, else one of five vendored copies chosen by
  release (scheduler_adapter.py:21-30: 0.24.0, 0.26.0, 0.26.1, 0.28.0, 0.31.0, each also tested
  against the locals of Scheduler.schedule) and loaded by `import_module(module_name,
  package=__package__)` (:50); any other release raises RuntimeError (:32-35). Target:
  METADATA `Requires-Dist: vllm<0.32.0,>=0.24.0`: the newest it admits is 0.31.0.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (all resolve at both); the
  hooks (`_get_num_required_running_slots`, `_get_request_token_budget`: in neither
  release's scheduler.py, so the vendored path runs: vendored_scheduler_v031 on 0.31.0, which
  builds SchedulerOutput without the removed `partial_tail_offloads`). On 0.33.0 no vendored
  copy matches and the plugin raises its own RuntimeError ("unsupported scheduler for vLLM
  ...") at import: by issue 19 that is `refused`, not a break; the engine reports it as
  nothing (no finding at scheduler_adapter.py:32). No TRUE row.
"""

from tests.handverified.corpus import FALSE, Row

CONSUMER = "vllm-beam-search-plugin==0.1.5"
WHEEL_SHA256 = "125ac2bef08f990932796b53cf39aa70215c2dfd7586ee0e1b372375e7c59708"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_WHEN = {"vendored_scheduler_v0261": "(0, 26, 1)", "vendored_scheduler_v028": "(0, 28, 0)"}


def _vendored(vllm: str, module: str, line: int) -> Row:
    return Row(
        vllm=vllm,
        kind="unexpected-keyword",
        symbol="vllm.v1.core.sched.output.SchedulerOutput",
        location=f"vllm_beam_search/{module}.py:{line}",
        verdict=FALSE,
        vllm_evidence="vllm/v1/core/sched/output.py:232",
        why=f"SchedulerOutput(..., partial_tail_offloads=...) in the copy vendored for vLLM "
        f"{_WHEN[module]} (0.28.0's output.py:265 has the field; this release's SchedulerOutput, "
        f"output.py:232, does not); the module is imported only by import_module in "
        f"scheduler_adapter.py:50 when `release == {_WHEN[module]}` (:25-28), never on this "
        "release (0.31.0 picks vendored_scheduler_v031; 0.33.0 raises RuntimeError)",
        pattern="never runs: a module loaded by `importlib.import_module` only under a version "
        "test in another file (a release-to-module table)",
    )


ROWS = tuple(
    _vendored(v, m, line)
    for v in ("0.31.0", "0.33.0")
    for m, line in (("vendored_scheduler_v0261", 823), ("vendored_scheduler_v028", 838))
)
