"""Scaffold a new drift point: probe, shim variant, stable call and test rows, in place.

    python scripts/new_drift_point.py --subject kv_cache --probe planning-takes-foo \\
        --shim kv_cache_planning --variant pass-foo [--dry-run] [--root DIR]

In the manner of cargo-semver-checks' `make_new_lint.sh`: it writes stubs where they belong
and prints the files to finish by hand (CONTRIBUTING.md, "A new drift point"):

- `probes/catalogue/<subject>.py`: the probe (module created if the subject is new);
- `compat/shims/<subject>.py`: the variant, named `<shim>__<variant>`, selected by the probe;
- `compat/shims/__init__.py`: the stable call `<shim>`, only if it does not exist yet;
- `tests/drift_points.py`: a row in PROBE_ANSWERS and one in SELECTIONS (the table tests).

Registration needs no list: the decorators and module discovery pick the stubs up. Every stub
carries MARKER and fails until finished (NotImplementedError, rows no release matches), and
tests/test_registries.py fails while MARKER is left anywhere. It refuses to overwrite: an
existing probe, variant, stable call or row is an error and nothing is written. Exit codes:
0 written (or listed, with --dry-run); 2 bad input, one line on stderr; 3 a bug, one line
naming the saved traceback.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import sys
import tempfile
import traceback
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MARKER = "scaffolded by scripts/new_drift_point.py"
_SUBJECT = re.compile(r"[a-z][a-z0-9_]*")
_KEBAB = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
_SHIM = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


class BadInput(Exception):
    """What the user gave cannot be scaffolded (the message says what to do)."""


def probe_stub(probe: str) -> str:
    return f'''

@probe(
    question="TODO: the question, e.g. Does `Cls(...)` take `param`?",
    uses=(),  # TODO: the vLLM symbols consumers use that this probe speaks for
    kind="signature",
    paths=(),  # TODO: the vLLM paths it looks up (snapshots must hold them)
)
def {probe.replace("-", "_")}(view: View) -> Observed:
    """TODO: what changed in which vLLM release, and which consumer release it breaks."""
    raise NotImplementedError("{MARKER}: write the probe")
'''


def probe_module(subject: str) -> str:
    return f'''"""TODO: the drift points of `{subject}`.

{MARKER}
"""

from __future__ import annotations

from probes.catalogue.registry import Observed, probe
from probes.views.base import View
'''


def variant_stub(probe: str, shim: str, variant: str) -> str:
    return f'''

# TODO: the answer of probe `{probe}` that selects this variant
@variant(when={{"{probe}": NotImplemented}})
def {shim}__{variant.replace("-", "_")}(answers: Answers) -> Shim:
    """TODO: when it applies (which releases) and what the callable does."""
    raise NotImplementedError("{MARKER}: build the callable")
'''


def shim_module(subject: str) -> str:
    return f'''"""TODO: the drift, its releases, and the stable call's contract.

{MARKER}
"""

from __future__ import annotations

from compat.shims.registry import Answers, Shim, variant

# (use symbol, finding kind, parameter or None): the findings this module's shims cover.
COVERS: list[tuple[str, str, str | None]] = []
'''


def stable_stub(shim: str) -> str:
    return f'''

@stable
def {shim}(*args: Any, **kwargs: Any) -> Any:
    """TODO: the stable call's signature and contract.

    {MARKER}
    """
'''


def _defined(text: str) -> set[str]:
    return {n.name for n in ast.walk(ast.parse(text)) if isinstance(n, ast.FunctionDef)}


def _collection(text: str, name: str, path: Path) -> ast.expr:
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return node.value
    raise BadInput(f"{path}: no `{name} = ...` table to add a row to")


def add_row(text: str, path: Path, table_name: str, row: str, key: str) -> str:
    """`row` inserted as the last entry of table `table_name` of a test module."""
    table = _collection(text, table_name, path)
    if key in ast.unparse(table):
        raise BadInput(f"{path}: {table_name} already has a row for {key}; nothing written")
    lines = text.splitlines(keepends=True)
    end = table.end_lineno or 0  # the line holding the closing bracket
    row = f"    # TODO: {MARKER}\n    {row}\n"
    return "".join([*lines[: end - 1], row, *lines[end - 1 :]])


def plan(root: Path, subject: str, probe: str, shim: str, variant: str) -> dict[Path, str]:
    """Every file to write, with its new text; BadInput if anything exists already."""
    probes = root / "probes" / "catalogue"
    shims = root / "compat" / "shims"
    fn, build = probe.replace("-", "_"), f"{shim}__{variant.replace('-', '_')}"
    taken = {f for p in probes.glob("*.py") for f in _defined(p.read_text(encoding="utf-8"))}
    if fn in taken:
        raise BadInput(f"a probe function `{fn}` exists in probes/catalogue; nothing written")
    variants = {f for p in shims.glob("*.py") for f in _defined(p.read_text(encoding="utf-8"))}
    if build in variants:
        raise BadInput(f"a variant `{build}` exists in compat/shims; nothing written")
    out: dict[Path, str] = {}
    for path, new, stub in (
        (probes / f"{subject}.py", probe_module(subject), probe_stub(probe)),
        (shims / f"{subject}.py", shim_module(subject), variant_stub(probe, shim, variant)),
    ):
        text = path.read_text(encoding="utf-8") if path.is_file() else new
        out[path] = text.rstrip("\n") + "\n" + stub
    init = shims / "__init__.py"
    init_text = init.read_text(encoding="utf-8")
    if shim not in _defined(init_text):
        tail = "\n\n__all__ += sorted(_STUBS)\n"
        if not init_text.endswith(tail):
            raise BadInput(f"{init}: does not end with `__all__ += sorted(_STUBS)`")
        out[init] = init_text[: -len(tail)] + stable_stub(shim) + tail
    table = root / "tests" / "drift_points.py"
    text = table.read_text(encoding="utf-8")
    for name, row, key in (
        ("PROBE_ANSWERS", f'"{probe}": lambda v: NotImplemented,', f"'{probe}'"),
        ("SELECTIONS", f'("0.0.0", "{shim}", "{variant}"),', f"'{shim}', '{variant}'"),
    ):
        text = add_row(text, table, name, row, key)
    out[table] = text
    return out


def write(files: dict[Path, str]) -> None:
    """Each file replaced atomically (temp file in the same folder, then rename)."""
    for path, text in files.items():
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)


def _check(args: argparse.Namespace) -> None:
    for value, pattern, what in (
        (args.subject, _SUBJECT, "--subject: a module name such as kv_cache"),
        (args.probe, _KEBAB, "--probe: kebab case such as request-takes-eos-token-id"),
        (args.shim, _SHIM, "--shim: a stable call name such as make_request"),
        (args.variant, _KEBAB, "--variant: kebab case such as eos-in-sampling-params"),
    ):
        if not pattern.fullmatch(value):
            raise BadInput(f"{value!r} is not valid for {what}")
    if "__" in args.shim:
        raise BadInput(f"--shim {args.shim!r}: no double underscore (it separates the variant)")
    for part in ("probes/catalogue", "compat/shims", "tests"):
        if not (args.root / part).is_dir():
            raise BadInput(f"--root {args.root}: no {part}/ folder (give the project's root)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/new_drift_point.py", description=__doc__)
    parser.add_argument("--subject", required=True, help="theme/shim module, e.g. kv_cache")
    parser.add_argument("--probe", required=True, help="probe name, kebab case")
    parser.add_argument("--shim", required=True, help="stable call, e.g. kv_cache_planning")
    parser.add_argument("--variant", required=True, help="variant name, kebab case")
    parser.add_argument("--root", type=Path, default=REPO, help="project root (default: here)")
    parser.add_argument("--dry-run", action="store_true", help="list the files; write none")
    args = parser.parse_args(argv)
    try:
        _check(args)
        files = plan(args.root, args.subject, args.probe, args.shim, args.variant)
        if not args.dry_run:
            write(files)
    except BadInput as exc:
        print(f"new_drift_point: {exc}", file=sys.stderr)
        return 2
    except Exception:
        saved = Path(tempfile.mkstemp(prefix="new_drift_point-", suffix=".txt")[1])
        saved.write_text(traceback.format_exc(), encoding="utf-8")
        print(f"new_drift_point: internal error; traceback saved to {saved}", file=sys.stderr)
        return 3
    verb = "would write" if args.dry_run else "wrote"
    print(f"{verb} {len(files)} files; finish each by hand (search for TODO):")
    for path in files:
        print(f"  {path.relative_to(args.root)}")
    print("then: nox -s fixtures (snapshots and compat/shims/known_good.json), nox -s tests")
    return 0


if __name__ == "__main__":
    sys.exit(main())
