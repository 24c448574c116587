"""The server-contract provider reads a vLLM source tree (--vllm-src) within the same bounds
as consumer files: a FIFO or an oversized file is skipped, never waited on or read whole."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from probes.server.flags import parser_modules
from probes.server.provider import routes
from probes.views.static import static_view_from_tree

ROUTER = 'router = object()\n@router.post("/v1/completions")\ndef f():\n    pass\n'


def _tree(tmp_path: Path) -> Path:
    entry = tmp_path / "vllm" / "entrypoints" / "openai"
    entry.mkdir(parents=True)
    (tmp_path / "vllm" / "__init__.py").write_text("")
    (entry / "api_router.py").write_text(ROUTER)
    (entry / "cli_args.py").write_text("def make_arg_parser(p):\n    return p\n")
    os.mkfifo(entry / "fifo.py")
    (entry / "big.py").write_bytes(b"x = 1\n" * 1_000_000)
    return tmp_path


def _within(seconds: float, fn):
    box: dict = {}
    worker = threading.Thread(target=lambda: box.setdefault("v", fn()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still reading after {seconds} s (a FIFO waited on?)"
    return box["v"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_routes_and_parser_skip_fifos_and_oversized_files(tmp_path, monkeypatch):
    monkeypatch.setenv("SPEC_COMPAT_MAX_FILE_BYTES", "100000")
    root = _tree(tmp_path)
    found = _within(20, lambda: routes(root))
    assert found == {"/v1/completions": "vllm/entrypoints/openai/api_router.py:2"}
    modules = _within(
        20,
        lambda: parser_modules(
            root, static_view_from_tree(root, version=None, source={"kind": "folder"})
        ),
    )
    assert modules == ("vllm/entrypoints/openai/cli_args.py",)
