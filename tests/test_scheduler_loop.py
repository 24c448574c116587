"""The stalled-scheduler-loop hazard (probes/scheduler_loop.py) and its report note
(compat/consumer_hazards.py): table rows both ways, the real releases as live witnesses, and
the note through a drift run of a consumer folder."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from compat import consumer_hazards
from compat.drift import run_drift
from probes.releases import cache_dir
from probes.scheduler_loop import scan_wheel, stalled_loops
from probes.usage import usage_from_folder

HEAD = """
MAX_NUM_SEQS = 32

class Gen:
    def config(self):
        max_num_seqs = MAX_NUM_SEQS
        return SchedulerConfig(max_num_seqs=max_num_seqs)

    def generate(self, prompts):
        for p in prompts:
            self.scheduler.add_request(p)
"""

# (loop, expected: None = no hazard, else the limit read)
ROWS = [
    # 0.4.0.1's shape: the loop only executes; every request is aborted after it
    (
        """
        while (out := self.scheduler.schedule()).total_num_scheduled_tokens > 0 and not done:
            self.executor.execute_model(out)
            self.executor.sample_tokens(None)
        self.scheduler.finish_requests(ids, ABORTED)
        """,
        32,
    ),
    # 0.3.0's shape: the scheduled requests are finished inside the loop -> slots freed
    (
        """
        while (out := self.scheduler.schedule()).total_num_scheduled_tokens > 0:
            self.executor.execute_model(out)
            for rid in out.num_scheduled_tokens:
                self.scheduler.finish_requests([rid], ABORTED)
        """,
        None,
    ),
    # the engine's own way: outputs go back to the scheduler, finished requests leave
    (
        """
        while (out := self.scheduler.schedule()).total_num_scheduled_tokens > 0:
            result = self.executor.execute_model(out)
            self.scheduler.update_from_output(out, result)
        """,
        None,
    ),
    # scheduling without running anything is no stalled extraction loop
    (
        """
        while self.scheduler.schedule().total_num_scheduled_tokens > 0:
            pass
        """,
        None,
    ),
    # a loop not driven by schedule()
    (
        """
        while self.pending():
            self.executor.execute_model(None)
        """,
        None,
    ),
]


def _module(loop: str) -> str:
    body = textwrap.indent(textwrap.dedent(loop).strip(), " " * 8)
    return textwrap.dedent(HEAD) + "\n" + body + "\n"


@pytest.mark.parametrize(("loop", "limit"), ROWS)
def test_rows(loop: str, limit: int | None) -> None:
    found = stalled_loops(_module(loop), "pkg/gen.py")
    if limit is None:
        assert found == []
    else:
        [hazard] = found
        assert (hazard.function, hazard.limit, hazard.path) == ("Gen.generate", limit, "pkg/gen.py")


@pytest.mark.parametrize(
    ("config", "limit"),
    [
        ("return SchedulerConfig(max_num_seqs=8)", 8),  # a literal
        ("return SchedulerConfig(max_num_seqs=self.n)", None),  # not readable statically
        ("return SchedulerConfig()", None),  # not configured: vLLM's default, unknown here
    ],
)
def test_the_limit_is_read_when_it_can_be(config: str, limit: int | None) -> None:
    source = _module(ROWS[0][0]).replace(
        "return SchedulerConfig(max_num_seqs=max_num_seqs)", config
    )
    [hazard] = stalled_loops(source, "g.py")
    assert hazard.limit == limit
    assert f"at most {limit if limit else 'max_num_seqs'} requests" in consumer_hazards.note(
        "c==1", hazard
    )


def test_unparsable_source_is_no_hazard() -> None:
    assert stalled_loops("def (:\n", "bad.py") == []


def _wheel(version: str) -> Path:
    path = cache_dir() / "files" / "speculators" / f"speculators-{version}-py3-none-any.whl"
    if not path.is_file():
        pytest.skip(f"speculators {version} wheel not in the cache ({path})")
    return path


@pytest.mark.parametrize(
    ("version", "hazard"), [("0.3.0", False), ("0.4.0", True), ("0.4.0.1", True), ("0.5.0", False)]
)
def test_real_releases(version: str, hazard: bool) -> None:
    """Live witness: the in-process extractor of 0.4.0 / 0.4.0.1 stalls after 32 requests,
    0.3.0's does not; 0.5.0 has no in-process extractor loop."""
    found = scan_wheel(_wheel(version))
    if not hazard:
        assert found == []
        return
    [loop] = found
    assert loop.path == "speculators/data_generation/vllm_hidden_states_generator.py"
    assert (loop.function, loop.limit) == ("VllmHiddenStatesGenerator.generate", 32)


def test_drift_run_notes_it_for_a_consumer_folder(tmp_path: Path) -> None:
    """Through the real pipeline: usage extraction from a folder, then a drift run (no view
    needed for a consumer-side note); a folder without the loop gets no note."""
    bad, good = tmp_path / "bad", tmp_path / "good"
    for root, loop in ((bad, ROWS[0][0]), (good, ROWS[1][0])):
        (root / "pkg").mkdir(parents=True)
        (root / "pkg" / "__init__.py").write_text("")
        (root / "pkg" / "gen.py").write_text(
            "from vllm.config import SchedulerConfig\n" + _module(loop)
        )
    usages = [
        usage_from_folder(bad, consumer="bad==1.0"),
        usage_from_folder(good, consumer="good==1.0"),
    ]
    run = run_drift([(u, []) for u in usages], [], offline=True)
    [note] = run.notes
    assert note.startswith("bad==1.0: hazard (consumer side, every vLLM release): Gen.generate")
    assert "at most 32 prompts at a time" in note and "pkg/gen.py" in note


def test_drift_notes_the_real_release_where_its_wheel_is_readable() -> None:
    """speculators 0.4.0.1 offline (its committed usage): the note is there exactly when its
    wheel can be read here, and it names the release's own loop and limit."""
    from compat import drift

    [(usage, inherited)] = drift.load_consumers(["speculators==0.4.0.1"], offline=True)
    every = drift.run_drift([(usage, inherited)], [], offline=True).notes
    notes = [n for n in every if "CPU-only machines" not in n]  # not the trainer note
    readable = consumer_hazards._wheel(usage.source, usage.consumer) is not None
    assert len(notes) == int(readable)
    assert len(every) == 2 * int(readable)  # its trainer's accelerator note too
    if readable:
        assert "VllmHiddenStatesGenerator.generate" in notes[0] and "at most 32 prompts" in notes[0]
