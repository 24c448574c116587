"""The provider side: server facts read from a release's source, as vLLM builds them.

Tiny vLLM-shaped trees (one file per fact source) check each rule; the committed facts of
a real release regenerate byte for byte from its sdist.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from probes import releases
from probes.server.provider import read_facts
from probes.server.store import dumps, facts_path
from probes.views.static import static_view_from_tree

TREE = {
    "vllm/__init__.py": "",
    "vllm/entrypoints/__init__.py": "",
    "vllm/entrypoints/cli/__init__.py": "",
    "vllm/entrypoints/cli/serve.py": (
        "from vllm.entrypoints.openai.cli_args import make_arg_parser\n"
    ),
    "vllm/entrypoints/openai/__init__.py": "",
    "vllm/entrypoints/openai/cli_args.py": """
        from dataclasses import dataclass
        from vllm.engine.arg_utils import AsyncEngineArgs, get_kwargs

        @dataclass
        class FrontendArgs:
            host: str | None = None
            enable_thing: bool = False

            @classmethod
            def add_cli_args(cls, parser):
                frontend_kwargs = get_kwargs(cls)
                for key, value in frontend_kwargs.items():
                    parser.add_argument(f"--{key.replace('_', '-')}", **value)
                return parser

        def make_arg_parser(parser):
            parser.add_argument("model_tag", nargs="?")
            parser.add_argument("--headless", action="store_true")
            parser = FrontendArgs.add_cli_args(parser)
            return AsyncEngineArgs.add_cli_args(parser)
        """,
    "vllm/engine/__init__.py": "",
    "vllm/engine/arg_utils.py": """
        import argparse
        from vllm.config.scheduler import SchedulerConfig

        def get_kwargs(cls):
            return {}

        class EngineArgs:
            @staticmethod
            def add_cli_args(parser):
                scheduler_kwargs = get_kwargs(SchedulerConfig)
                parser.add_argument("--enable-chunked-prefill",
                                    **{**scheduler_kwargs["enable_chunked_prefill"]})
                parser.add_argument("--max-num-seqs", **scheduler_kwargs["max_num_seqs"])
                parser.add_argument("--speculative-config", "-sc", type=str)
                parser.add_argument("--legacy", action=argparse.BooleanOptionalAction)
                return parser

        class AsyncEngineArgs(EngineArgs):
            pass
        """,
    "vllm/config/__init__.py": "from vllm.config.speculative import SpeculativeConfig\n",
    "vllm/config/scheduler.py": """
        from dataclasses import dataclass

        @dataclass
        class SchedulerConfig:
            enable_chunked_prefill: bool = True
            max_num_seqs: int = 128
        """,
    "vllm/config/speculative.py": """
        from dataclasses import dataclass
        from typing import Literal
        MTPTypes = Literal["deepseek_mtp"]
        Eagle = Literal["eagle", "extract_hidden_states", MTPTypes]
        SpeculativeMethod = Literal["ngram", Eagle]
        Other = Literal["not_a_method"]

        @dataclass
        class SpeculativeConfig:
            method: SpeculativeMethod | None = None
            num_speculative_tokens: int = 1
        """,
    "vllm/distributed/__init__.py": "",
    "vllm/distributed/kv_transfer/__init__.py": "",
    "vllm/distributed/kv_transfer/kv_connector/__init__.py": "",
    "vllm/distributed/kv_transfer/kv_connector/v1/__init__.py": "",
    "vllm/distributed/kv_transfer/kv_connector/v1/hs.py": (
        "class HS:\n    def __init__(self, c):\n"
        '        self.p = c.get_from_extra_config("shared_storage_path", "/tmp")\n'
    ),
    "vllm/distributed/kv_transfer/kv_connector/factory.py": """
        class KVConnectorFactory:
            @classmethod
            def register_connector(cls, name, module_path, class_name): ...

        KVConnectorFactory.register_connector(
            "HS", "vllm.distributed.kv_transfer.kv_connector.v1.hs", "HS")
        KVConnectorFactory.register_connector(
            "Gone", "vllm.distributed.kv_transfer.kv_connector.v1.gone", "Gone")
        """,
    "vllm/envs.py": """
        import os
        environment_variables = {
            "VLLM_A": lambda: os.getenv("VLLM_A"),
            "VLLM_B": lambda: 1,
        }
        """,
    "vllm/entrypoints/openai/api_server.py": """
        router = object()

        @router.post(
            "/v1/completions")
        async def complete(): ...

        @router.get("/health")
        async def health(): ...
        """,
}


def _facts(tmp_path: Path):
    for rel, text in TREE.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    view = static_view_from_tree(tmp_path, version="9.9.9", source={"kind": "folder"})
    return read_facts(tmp_path, view)


def test_flags_literal_generated_and_negations(tmp_path):
    flags = _facts(tmp_path).flags
    assert {"--headless", "--host", "--enable-thing", "--speculative-config"} <= set(flags)
    assert {"--enable-chunked-prefill", "--no-enable-chunked-prefill"} <= set(flags)
    assert {"--no-enable-thing", "--legacy", "--no-legacy", "--max-num-seqs"} <= set(flags)
    assert "--no-max-num-seqs" not in flags and "--no-host" not in flags
    assert "-sc" not in flags and "model_tag" not in flags


def test_methods_follow_the_literal_aliases_of_the_method_field(tmp_path):
    methods = _facts(tmp_path).methods
    assert set(methods) == {"ngram", "eagle", "extract_hidden_states", "deepseek_mtp"}
    assert methods["extract_hidden_states"] == "vllm/config/speculative.py:5"


def test_connectors_say_whether_what_they_load_exists(tmp_path):
    connectors = _facts(tmp_path).connectors
    assert connectors["HS"]["loads"] == "found"
    assert connectors["Gone"]["loads"] in ("missing-module", "missing-symbol")
    assert connectors["HS"]["extra_keys"] == {
        "shared_storage_path": "vllm/distributed/kv_transfer/kv_connector/v1/hs.py:3"
    }
    assert connectors["HS"]["at"] == "vllm/distributed/kv_transfer/kv_connector/factory.py:6"


def test_env_routes_and_models(tmp_path):
    facts = _facts(tmp_path)
    assert set(facts.env) == {"VLLM_A", "VLLM_B"}
    assert facts.endpoints == {
        "/health": "vllm/entrypoints/openai/api_server.py:8",
        "/v1/completions": "vllm/entrypoints/openai/api_server.py:5",  # the path's line
    }
    assert facts.models["speculative_config"]["fields"] == ["method", "num_speculative_tokens"]


def test_committed_facts_regenerate_byte_for_byte_from_the_sdist():
    version = "0.25.1"
    tree = releases.source_tree("vllm", version)
    view = static_view_from_tree(tree.root, version=version, source=tree.provenance)
    regenerated = dumps(read_facts(tree.root, view).to_json())
    assert regenerated == facts_path(version).read_text(encoding="utf-8")


def test_committed_server_usage_regenerates_byte_for_byte_from_its_wheel(tmp_path):
    from probes.server.sources import server_usage_path
    from probes.server.store import write_server_usage

    path, done = write_server_usage("hs-connectors==0.9.0", None, tmp_path)
    committed = server_usage_path("hs-connectors", "0.9.0")
    assert done == "server contract"
    assert path.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")


def test_fixtures_read_from_a_repository_are_kept_without_one(tmp_path):
    """`nox -s fixtures` has no speculators repository: a fixture whose launch-script uses
    came from one is kept byte for byte instead of regenerated without them."""
    import shutil

    from probes.server.sources import server_usage_path
    from probes.server.store import KEPT, write_server_usage

    committed = server_usage_path("speculators", "0.5.0")
    assert '"repository"' in committed.read_text(encoding="utf-8")
    (tmp_path / "consumers" / "server").mkdir(parents=True)
    shutil.copy(committed, tmp_path / "consumers" / "server" / committed.name)
    path, done = write_server_usage("speculators==0.5.0", None, tmp_path)
    assert done == KEPT
    assert path.read_bytes() == committed.read_bytes()
