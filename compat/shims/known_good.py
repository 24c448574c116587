"""Which vLLM releases select each shim variant: generated data, never pasted by hand.

    python -m compat.shims.known_good           # derive from every committed snapshot, write
    python -m compat.shims.known_good --check   # compare only; exit 1 when stale

`known_good.json` (beside this module, shipped in the wheel) maps shim -> variant -> releases.
It is what selection gives on each committed snapshot, so a new vLLM release needs its
snapshot and `nox -s fixtures`, not an edit of any shim module. ShimError messages quote it;
the registry reads it (`registry.known_good_table`), this generator sits above the registry.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from compat.shims.registry import KNOWN_GOOD_PATH as PATH
from compat.shims.registry import KnownGood, select_all
from probes import read_text


def derive() -> KnownGood:
    """shim -> variant -> the committed vLLM releases on which selection picks it."""
    from probes import committed_vllm_versions, release_view, run_all

    table: KnownGood = {}
    for version in committed_vllm_versions():
        for shim, chosen in select_all(run_all(release_view(version, offline=True))).items():
            if isinstance(chosen, str):
                table.setdefault(shim, {}).setdefault(chosen, []).append(version)
    return {shim: dict(variants) for shim, variants in sorted(table.items())}


def render(table: KnownGood) -> str:
    return json.dumps(table, indent=1) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m compat.shims.known_good")
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if stale")
    args = parser.parse_args(argv)
    text = render(derive())
    current = read_text(PATH) if PATH.is_file() else None
    if args.check:
        if current != text:
            print(f"stale: {PATH}; run `python -m compat.shims.known_good`", file=sys.stderr)
            return 1
        return 0
    if current != text:
        from probes import write_text_atomic

        write_text_atomic(text, PATH)
        print(f"written: {PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
