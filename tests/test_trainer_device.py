"""The accelerator-only training hazard (probes/trainer_device.py) and its note
(compat/consumer_hazards.py): table rows both ways, the real speculators releases as live
witnesses (the release range docs/cpu-engine.md gives), and the note through a drift run of
a consumer folder. The CPU engine suite (tests/cpu_engine/test_eagle3_training.py) is the
running witness: 0.9.0's trainer dies on CPU without compat.cpu_trainer and trains with it.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from compat import consumer_hazards
from compat.drift import run_drift
from probes.releases import cache_dir
from probes.trainer_device import accelerator_assumptions, scan_wheel_devices
from probes.usage import usage_from_folder

# (method body, expected kinds in source order)
ROWS = [
    # speculators' shapes: the model and each batch moved to the int rank
    ("self.model.to(self.local_rank)", ["int-rank-device"]),
    (
        "b = {k: v.to(self.local_rank, non_blocking=True) for k, v in batch.items()}",
        ["int-rank-device"],
    ),
    ("x.to(get_local_rank())", ["int-rank-device"]),
    ("x.to(device=local_rank)", ["int-rank-device"]),
    ('self.device_type = acc.type if acc is not None else "cuda"', ["cuda-fallback"]),
    ("torch.accelerator.synchronize()", ["unguarded-sync"]),
    ("torch.cuda.synchronize()", ["unguarded-sync"]),
    # the same idioms done safely: no hazard
    ("x.to(torch.device('cpu'))", []),
    ("x.to(self.device)", []),  # a device chosen elsewhere, not a rank
    ("x.to(self.local_rank_device)", []),
    ("x.to(dtype=torch.float32)", []),
    ('t = acc.type if acc is not None else "cpu"', []),
    ('t = "cuda" if acc is not None else "cpu"', []),
    ("if torch.accelerator.is_available():\n    torch.accelerator.synchronize()", []),
    # the guard covers its body only: a sync in the else branch is unguarded
    (
        "if torch.cuda.is_available():\n    pass\nelse:\n    torch.cuda.synchronize()",
        ["unguarded-sync"],
    ),
    ("rank = self.local_rank\nif self.local_rank == 0:\n    log()", []),  # a rank, not a device
]


def _module(body: str) -> str:
    inner = textwrap.indent(textwrap.dedent(body).strip(), " " * 8)
    return f"import torch\n\nclass Trainer:\n    def step(self, x, batch, acc):\n{inner}\n"


@pytest.mark.parametrize(("body", "kinds"), ROWS)
def test_rows(body: str, kinds: list[str]) -> None:
    found = accelerator_assumptions(_module(body), "pkg/train.py")
    assert [a.kind for a in found] == kinds
    assert all((a.function, a.path) == ("Trainer.step", "pkg/train.py") for a in found)


def test_module_level_code_and_bad_source_are_no_hazard() -> None:
    assert accelerator_assumptions("import torch\ntorch.cuda.synchronize()\n", "m.py") == []
    assert accelerator_assumptions("def (:\n", "bad.py") == []


def test_note_names_each_idiom_once_with_its_first_place() -> None:
    found = accelerator_assumptions(
        _module("x.to(self.local_rank)\ny.to(self.local_rank)\ntorch.accelerator.synchronize()"),
        "pkg/train.py",
    )
    note = consumer_hazards.device_note("speculators==0.9.0", found)
    assert note.startswith("speculators==0.9.0: hazard (consumer side, CPU-only machines")
    assert "pkg/train.py:5 (2x)" in note and "pkg/train.py:7 (1x)" in note
    assert "compat.cpu_trainer" in note and "cuda" not in note.split("assumes")[1][:60]
    other = consumer_hazards.device_note("trl==1.0", found)
    assert "compat.cpu_trainer" not in other and "torch.device" in other


def _wheel(version: str) -> Path:
    path = cache_dir() / "files" / "speculators" / f"speculators-{version}-py3-none-any.whl"
    if not path.is_file():
        pytest.skip(f"speculators {version} wheel not in the cache ({path})")
    return path


TRAINER = "speculators/train/trainer.py"


@pytest.mark.parametrize(
    ("version", "kinds"),
    [
        ("0.2.0", set()),  # no trainer
        ("0.3.0", {"int-rank-device"}),
        ("0.6.0.2", {"int-rank-device"}),
        ("0.7.0", {"int-rank-device", "cuda-fallback", "unguarded-sync"}),
        ("0.9.0", {"int-rank-device", "cuda-fallback", "unguarded-sync"}),
    ],
)
def test_real_releases(version: str, kinds: set[str]) -> None:
    """Live witness: where each release's trainer assumes an accelerator (all in its
    trainer, nowhere else in the wheel); 0.9.0's `.to(self.local_rank)` at line 348 is the
    call the CPU engine suite sees fail."""
    found = scan_wheel_devices(_wheel(version))
    assert {a.kind for a in found} == kinds
    assert {a.path for a in found} <= {TRAINER}
    if version == "0.9.0":
        assert ("Trainer.setup_model", 348) in {(a.function, a.line) for a in found}


def test_drift_run_notes_it_for_a_consumer_folder(tmp_path: Path) -> None:
    """Through the real pipeline: usage from a folder, then a drift run; a folder whose
    trainer picks its device safely gets no note."""
    for name, body in (("bad", ROWS[0][0]), ("good", ROWS[7][0])):
        (tmp_path / name / "pkg").mkdir(parents=True)
        (tmp_path / name / "pkg" / "__init__.py").write_text("")
        (tmp_path / name / "pkg" / "train.py").write_text(
            "from vllm.config import SchedulerConfig\n" + _module(body)
        )
    usages = [usage_from_folder(tmp_path / n, consumer=f"{n}==1.0") for n in ("bad", "good")]
    run = run_drift([(u, []) for u in usages], [], offline=True)
    [note] = run.notes
    assert note.startswith("bad==1.0: hazard (consumer side, CPU-only machines")
    assert "pkg/train.py:" in note
