"""Sliding-window drafts vs MLA (probes/mla_window.py) and its note (compat/mla_note.py):
table rows both ways on each side, the real speculators wheels and vLLM sources as live
witnesses (the installed vLLM 0.32.0 among them), and the note through a drift run."""

from __future__ import annotations

import ast
import importlib.metadata
import importlib.util
import textwrap
from pathlib import Path

import pytest

from compat import mla_note
from compat.drift import run_drift
from probes.mla_window import (
    Refusal,
    SlidingDefault,
    refusals,
    release_refusal,
    release_root,
    sliding_defaults,
    sliding_in_wheel,
    with_flags,
)
from probes.release_errors import ReleaseError
from probes.releases import cache_dir, source_tree
from probes.usage import usage_from_folder
from probes.views.open import folder_view

# (consumer code, expected: None = no hazard, else (function, option))
CONSUMER_ROWS = [
    # speculators 0.8.0 - 0.9.0's shape: sliding unless the option names the layer
    (
        """
        def make(num_layers, full_attention_indices):
            return [
                "full_attention" if i in full_attention_indices else "sliding_attention"
                for i in range(num_layers)
            ]
        """,
        ("make", "full_attention_indices"),
    ),
    # the option read from an object
    (
        """
        class Trainer:
            def layers(self, n):
                return ["full_attention" if i in self.args.full_layers else "sliding_attention"
                        for i in range(n)]
        """,
        ("Trainer.layers", "full_layers"),
    ),
    # full attention unless the option names the layer: no hazard
    (
        """
        def make(num_layers, sliding_indices):
            return ["sliding_attention" if i in sliding_indices else "full_attention"
                    for i in range(num_layers)]
        """,
        None,
    ),
    # a parameter defaulting to sliding attention
    (
        """
        def make(layer_type="sliding_attention"):
            return layer_type
        """,
        ("make", None),
    ),
    # a config field defaulting to sliding layers
    (
        """
        class DraftConfig:
            layer_types: list[str] = ["sliding_attention", "sliding_attention"]
        """,
        ("DraftConfig", None),
    ),
    # a config field defaulting to full attention; sliding only compared against
    (
        """
        class DraftConfig:
            layer_types: list[str] = ["full_attention"]

            def windowed(self):
                return [i for i, t in enumerate(self.layer_types) if t == "sliding_attention"]
        """,
        None,
    ),
]


@pytest.mark.parametrize(("code", "expected"), CONSUMER_ROWS)
def test_consumer_rows(code: str, expected: tuple[str, str | None] | None) -> None:
    found = sliding_defaults(textwrap.dedent(code), "pkg/train.py")
    if expected is None:
        assert found == []
        return
    [hit] = found
    assert (hit.function, hit.option, hit.path) == (*expected, "pkg/train.py")


def test_the_flag_is_named_only_where_the_consumer_spells_it() -> None:
    [hit] = sliding_defaults(textwrap.dedent(CONSUMER_ROWS[0][0]), "t.py")
    spelled = "parser.add_argument('--full-attention-indices', nargs='*', type=int)"
    assert with_flags([hit], [spelled])[0].flag == "--full-attention-indices"
    assert with_flags([hit], ["nothing here"])[0].flag is None
    assert "pass full_attention_indices=" in mla_note._workaround(with_flags([hit], [])[0])


def test_unparsable_source_is_no_hazard() -> None:
    assert sliding_defaults("def (: 'sliding_attention'\n", "bad.py") == []
    assert refusals("def (:\n", "bad.py") == []


# (vLLM code, expected refusal line or None)
RELEASE_ROWS = [
    (  # 0.25.1's shape: a parenthesised message, the assert's own line reported
        """
        def spec(self, use_mla):
            if self.sliding_window is not None:
                assert not use_mla, (
                    "MLA is not supported for slidingwindow"
                )
        """,
        3,
    ),
    (  # 0.11.0's shape: implicit concatenation over a line continuation
        """
        def spec(use_mla):
            assert not use_mla, "MLA is not supported for sliding" \\
                " window"
        """,
        2,
    ),
    ("raise ValueError(f'MLA does not support sliding window (layer {n})')\n", 1),
    ("assert not use_mla, 'MLA is not supported with chunked prefill'\n", None),
    ("assert sliding_window is None, 'sliding window needs FlashAttention'\n", None),
    ("logger.warning('MLA is not supported for sliding window; falling back')\n", None),
]


@pytest.mark.parametrize(("code", "line"), RELEASE_ROWS)
def test_release_rows(code: str, line: int | None) -> None:
    found = refusals(textwrap.dedent(code).lstrip("\n"), "vllm/attention.py")
    assert [r.line for r in found] == ([] if line is None else [line])


def _wheel(version: str) -> Path:
    path = cache_dir() / "files" / "speculators" / f"speculators-{version}-py3-none-any.whl"
    if not path.is_file():
        pytest.skip(f"speculators {version} wheel not in the cache ({path})")
    return path


@pytest.mark.parametrize(
    ("version", "line"), [("0.4.0.1", None), ("0.7.0", None), ("0.8.0", 179), ("0.9.0", 212)]
)
def test_real_speculators_wheels(version: str, line: int | None) -> None:
    """Live witness: the trainer of 0.8.0 / 0.9.0 defaults every draft layer to sliding
    window, with `--full-attention-indices`; 0.7.0 only reads layer types (no default)."""
    found = sliding_in_wheel(_wheel(version))
    if line is None:
        assert found == []
        return
    assert found == [
        SlidingDefault(
            "speculators/train/cli.py",
            "create_transformer_layer_config",
            line,
            "full_attention_indices",
            "--full-attention-indices",
        )
    ]


def _tree(version: str) -> Path:
    try:
        return source_tree("vllm", version, offline=True).root
    except ReleaseError:
        pytest.skip(f"vLLM {version}'s source is not in the cache")


@pytest.mark.parametrize(
    ("version", "where"),
    [
        ("0.8.4", "vllm/v1/kv_cache_interface.py:89"),  # the oldest release read
        ("0.11.0", "vllm/v1/worker/gpu_model_runner.py:4069"),
        ("0.25.1", "vllm/model_executor/layers/attention/attention.py:630"),  # seen on the H200
        ("0.33.0", "vllm/model_executor/layers/attention/attention.py:625"),  # the newest
    ],
)
def test_real_releases_refuse_it(version: str, where: str) -> None:
    refusal = release_refusal(_tree(version))
    assert refusal is not None and refusal.where == where
    assert "assert" in _line(_tree(version), refusal)


def _installed_root() -> Path:
    """The installed vLLM's folder, found without importing it (an import takes seconds)."""
    spec = importlib.util.find_spec("vllm")
    if spec is None or spec.origin is None:
        pytest.skip("no vLLM installed here")
    return Path(spec.origin).parent.parent


def _line(root: Path, refusal: Refusal) -> str:
    return (root / refusal.file).read_text().splitlines()[refusal.line - 1]


def test_installed_vllm_still_refuses_it() -> None:
    """Live witness on the installed vLLM (0.32.0 in the test env): read through its view's
    own source (kind `installed`), the refusal is still there."""
    version = importlib.metadata.version("vllm")
    root = release_root({"kind": "installed", "path": str(_installed_root())}, version)
    assert root is not None
    refusal = release_refusal(root)
    assert refusal is not None, f"vLLM {version} no longer refuses it"
    assert refusal.file == "vllm/model_executor/layers/attention/attention.py"
    assert "assert" in _line(root, refusal) and "sliding window" in refusal.message


def _tree_without_refusal(dest: Path, keep: bool) -> Path:
    """A vLLM tree holding the installed release's real attention module, with its refusal
    removed (`keep=False`): the same code, one assert less."""
    src = _installed_root()
    refusal = release_refusal(src)
    assert refusal is not None
    text = (src / refusal.file).read_text()
    if not keep:
        node = next(n for n in ast.walk(ast.parse(text)) if getattr(n, "lineno", 0) == refusal.line)
        lines = text.splitlines(keepends=True)
        first = lines[refusal.line - 1]
        indent = first[: len(first) - len(first.lstrip())]
        lines[refusal.line - 1 : node.end_lineno] = [f"{indent}pass\n"]
        text = "".join(lines)
    target = dest / refusal.file
    target.parent.mkdir(parents=True)
    target.write_text(text)
    (dest / "vllm" / "__init__.py").write_text("")
    (dest / "vllm" / "_version.py").write_text('__version__ = "9.9.9"\n')
    return dest


def test_a_release_without_the_refusal_is_read_as_accepting(tmp_path: Path) -> None:
    assert release_refusal(_tree_without_refusal(tmp_path / "with", keep=True)) is not None
    assert release_refusal(_tree_without_refusal(tmp_path / "without", keep=False)) is None


def _consumer(root: Path, row: int) -> Path:
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    code = textwrap.dedent(CONSUMER_ROWS[row][0])
    flag = "HELP = \"pass '--full-attention-indices 0'\"\n"
    (root / "pkg" / "train.py").write_text("import vllm\n" + flag + code)
    return root


def test_drift_run_notes_it_where_the_release_refuses(tmp_path: Path) -> None:
    """Through the real pipeline: consumer folders (sliding by default, and full by default)
    against folder views of the real attention module with and without its refusal."""
    bad = usage_from_folder(_consumer(tmp_path / "bad", 0), consumer="bad==1.0")
    good = usage_from_folder(_consumer(tmp_path / "good", 2), consumer="good==1.0")
    refusing = folder_view(_tree_without_refusal(tmp_path / "v1", keep=True))
    accepting = folder_view(_tree_without_refusal(tmp_path / "v2", keep=False))

    [line] = run_drift([(bad, []), (good, [])], [refusing], offline=True).notes
    assert line.startswith(f"bad==1.0: hazard (consumer side, {mla_note.VERIFIER}): make (")
    assert "pkg/train.py:" in line and "vLLM 9.9.9 refuse sliding window with MLA" in line
    assert "workaround: train with --full-attention-indices 0" in line
    assert run_drift([(bad, []), (good, [])], [accepting], offline=True).notes == []


def test_note_rows() -> None:
    hit = SlidingDefault("p.py", "f", 3, "full_attention_indices", "--full-attention-indices")
    refusal = Refusal("vllm/a.py", 9, "MLA is not supported for sliding window")
    assert mla_note.note("c==1", hit, mla_note.Releases(accepting=["0.1"])) is None
    unread = mla_note.note("c==1", hit, mla_note.Releases(unread=["0.2"]))
    assert unread is not None and "whether vLLM 0.2 refuse" in unread
    many = [(v, refusal) for v in ("0.1", "0.2", "0.3", "0.4")]
    mixed = mla_note.note("c==1", hit, mla_note.Releases(many, ["0.5"], ["0.6"]))
    assert mixed is not None
    assert "vLLM 0.1 ... 0.4 (4 releases) refuse" in mixed and "vllm/a.py:9 in 0.4" in mixed
    assert "vLLM 0.5 do not" in mixed and "vLLM 0.6 not read here" in mixed


def test_release_root_reads_no_network_and_no_bare_path(tmp_path: Path) -> None:
    assert release_root({"kind": "folder", "path": str(tmp_path)}, None) is None
    assert release_root({"kind": "snapshot"}, None) is None
    assert release_root({"kind": "snapshot"}, "0.0.0.dev999") is None  # not cached: unread


def test_drift_notes_the_real_release_against_real_vllm() -> None:
    """speculators 0.9.0 offline (its committed usage) against the installed vLLM: the note
    is there exactly when its wheel can be read here, naming 0.9.0's own trainer."""
    from compat import drift

    [(usage, _)] = drift.load_consumers(["speculators==0.9.0"], offline=True)
    readable = mla_note.sliding(usage) != []
    root = _installed_root()
    view = folder_view(root)
    notes = mla_note.notes([usage], [view])
    assert len(notes) == int(readable)
    if readable:
        assert "create_transformer_layer_config (speculators/train/cli.py:212)" in notes[0]
