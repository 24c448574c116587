"""`vllm serve` configured for hidden-state extraction the way speculators launches it.

The command is the one speculators' `scripts/launch_vllm.py` builds (`python -m
vllm.entrypoints.cli.main serve MODEL --speculative_config JSON --kv_transfer_config JSON
...`), with the KV-transfer config produced by hs-connectors' own backend registry
(`HiddenStatesBackend.registry[name].build_kv_transfer_config`), run in the speculators site.
What the server was asked and what it answered is kept as the *contract exercised*, in the
same vocabulary as the static server-contract uses (flags, config names, endpoints, fields).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.gpu.eagle3_data import site_env
from tests.gpu.served_agree import lock_seen, observe
from tests.gpu.subproc import logs_dir, tail
from tests.gpu.workers import extract_speculative_config

_KV_CONFIG = """
import argparse, json, sys
from hs_connectors import HiddenStatesBackend
backend = HiddenStatesBackend.registry[sys.argv[1]]
print(json.dumps(backend.build_kv_transfer_config(argparse.Namespace(hidden_states_path=sys.argv[2]))))
"""


def kv_transfer_config(site: Path, backend: str, storage: Path) -> dict[str, Any]:
    """hs-connectors' KV-transfer config for `backend` ("file", "fp8", ...)."""
    done = subprocess.run(
        [sys.executable, "-c", _KV_CONFIG, backend, str(storage)],
        env=site_env(site),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    """One `vllm serve` process (its own process group, so its engine workers stop with it)."""

    model: Path
    layer_ids: list[int]
    kv_config: dict[str, Any]
    tp: int = 1
    max_model_len: int = 1024
    memory: float = 0.25
    port: int = field(default_factory=free_port)
    extra: tuple[str, ...] = ()  # more flags, e.g. a wrapper's --limit-mm-per-prompt
    proc: subprocess.Popen | None = None
    log: Path | None = None
    env: dict[str, str] | None = None  # the server process's environment, once started

    @property
    def speculative_config(self) -> dict[str, Any]:
        return extract_speculative_config(self.layer_ids)

    def argv(self) -> list[str]:
        """The command line, flags spelled as speculators spells them."""
        return [
            *("serve", str(self.model)),
            *("--speculative_config", json.dumps(self.speculative_config)),
            *("--kv_transfer_config", json.dumps(self.kv_config)),
            *("--host", "127.0.0.1", "--port", str(self.port)),
            *("--tensor-parallel-size", str(self.tp), "--enforce-eager"),
            *("--gpu-memory-utilization", str(self.memory)),
            *("--max-model-len", str(self.max_model_len)),
            *self.extra,
        ]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        """`vllm serve ...` as speculators' launch script runs it."""
        return [sys.executable, "-m", "vllm.entrypoints.cli.main", *self.argv()]

    def start(self, site: Path) -> None:
        self.log = logs_dir() / f"vllm-serve-{self.kv_config['kv_connector']}-tp{self.tp}.log"
        cmd = self.command()
        self.env = site_env(site, gpus=self.tp)
        with self.log.open("w") as fh:
            self.proc = subprocess.Popen(
                cmd,
                env=self.env,
                stdout=fh,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def wait_healthy(self, timeout: float = 480) -> float:
        """Seconds until GET /health answers 200; raises with the log's tail otherwise."""
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < timeout:
            if self.proc is not None and self.proc.poll() is not None:
                raise AssertionError(f"vllm serve exited {self.proc.returncode}:\n{self.tail()}")
            try:
                with urllib.request.urlopen(self.base_url + "/health", timeout=5) as r:
                    if r.status == 200:
                        return time.perf_counter() - t0
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(2)
        raise AssertionError(f"vllm serve not healthy after {timeout:.0f} s:\n{self.tail()}")

    def get(self, path: str, timeout: float = 30) -> dict[str, Any]:
        with urllib.request.urlopen(self.base_url + path, timeout=timeout) as r:
            return json.loads(r.read())

    def post(self, path: str, body: dict[str, Any], timeout: float = 60) -> dict[str, Any]:
        req = urllib.request.Request(
            self.base_url + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return json.loads(r.read())

    def tail(self) -> str:
        return tail(self.log) if self.log else "(no log)"

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=30)


def wait_written(path: str, timeout: float = 30) -> None:
    """Wait until the connector's background writer releases `path.lock` (as speculators'
    client does: an exclusive flock on the lock file succeeds once the file is complete)."""
    import fcntl

    lock = Path(path + ".lock")
    if not lock.exists():
        return
    fd = os.open(lock, os.O_RDWR)
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise AssertionError(f"{lock} still locked after {timeout:.0f} s") from None
                time.sleep(0.05)
    finally:
        os.close(fd)


def probe_completion(server: Server, model_id: str, ids: list[int]) -> dict[str, Any]:
    """One request shaped exactly as speculators' client sends it; which of the fields that
    speculators reads are in vLLM's answer."""
    body = {"model": model_id, "prompt": ids, "max_tokens": 1, "return_token_ids": True}
    answer = server.post("/v1/completions", body)
    choice = (answer.get("choices") or [{}])[0]
    params = answer.get("kv_transfer_params") or {}
    lock_file_seen = lock_seen(params.get("hidden_states_path"))  # before anyone removes it
    if params.get("hidden_states_path"):
        wait_written(params["hidden_states_path"])
    return {
        "request_fields": sorted(body),
        "response_top_level_fields": sorted(answer),
        "response_choice_fields": sorted(choice),
        "choices[0].prompt_token_ids_equal_prompt": choice.get("prompt_token_ids") == ids,
        "kv_transfer_params_keys": sorted(params),
        "hidden_states_path": params.get("hidden_states_path"),
        "lock_file_seen": lock_file_seen,
    }


def behaviour(server: Server, probe: dict[str, Any]) -> dict[str, Any]:
    """The running server's routes, kv_transfer_params keys and writer lock beside the
    static facts of the installed vLLM (tests/gpu/served_agree.py); an error is recorded,
    not raised: the server path's own outcome must not depend on it."""
    import importlib.metadata as md

    try:
        return observe(server, md.version("vllm"), probe)
    except Exception as exc:  # recorded; the behaviour test fails on it
        return {"error": f"{type(exc).__name__}: {exc}"[-2000:]}
