"""The shapes of the committed fixtures, for the one gate they are read through
(`probes.safeio.shapes.load_json`): a vLLM snapshot (its modules checked when first read),
a release's server facts, a consumer's usage and its server usage.

Written from what `spec-compat snapshot` writes (tests/test_fixture_shapes.py checks every
committed fixture against its shape, and wrong shapes against the readers): a key the
readers index is required, one they `get` is optional, and other keys are allowed.
"""

from __future__ import annotations

from probes.safeio.shapes import ANY, BOOL, INT, STR, STRS, Lazy, ListOf, MapOf, Obj, Of, Shape

FIX = "restore it (`git checkout -- <file>`) or regenerate it with `nox -s fixtures`"
NONE = type(None)
OPT_STR = Of(str, NONE)
# Where a fixture was read from: its fields are keys and labels (a run hashes `sha256`).
SOURCE = Obj(
    {},
    {
        "kind": STR,
        "file": STR,
        "path": STR,
        "sha256": OPT_STR,
        "project": STR,
        "version": OPT_STR,
        "repository": Of(dict),
    },
)

MEMBER: Shape = Obj(
    {"k": STR},
    {
        "l": INT,
        "e": INT,
        "p": ListOf(ListOf(Of(bool, str))),
        "f": ListOf(ListOf(Of(bool, str, NONE))),
        "r": STR,
        "t": STR,
        "b": STRS,
        "d": STRS,
        "m": MapOf(Lazy(lambda: MEMBER)),
        "kwo": BOOL,
    },
)
# A module's data, checked when the view first reads it: a snapshot holds up to ~2,000 and a
# run reads few of them.
MODULE: Shape = Obj(
    {"name": STR, "file": STR, "members": MapOf(MEMBER)},
    {"all": STRS, "lazy": MapOf(STR), "star": STRS},
)
HEADER = Obj({"format": STR, "schema_version": ANY})
SNAPSHOT = Obj(
    {
        "vllm": STR,
        "source": SOURCE,
        "modules": MapOf(Of(dict)),
        "absent": STRS,
        "index": MapOf(STRS),
        "sources": MapOf(STR),
    }
)

_CONNECTOR = Obj(
    {},
    {
        "at": STR,
        "class": OPT_STR,
        "module": OPT_STR,
        "defined_at": OPT_STR,
        "loads": STR,
        "error": STR,
        "extra_keys": MapOf(STR),
    },
)
_MODEL = Obj({"class": STR, "fields": STRS}, {"at": STR, "extra": OPT_STR})
_SERVED = Obj(
    {}, {"env_defaults": MapOf(Of(bool, NONE)), "ways": MapOf(ListOf(ListOf(ListOf(STR))))}
)
_PRODUCER = Obj({}, {"keys": MapOf(ListOf(MapOf(OPT_STR))), "set_at": STRS})
_WRITER = MapOf(OPT_STR)
FACTS = Obj(
    {
        "format": STR,
        "vllm": STR,
        "source": SOURCE,
        "flags": MapOf(STR),
        "methods": MapOf(STR),
        "connectors": MapOf(_CONNECTOR),
        "env": MapOf(STR),
        "endpoints": MapOf(STR),
        "models": MapOf(_MODEL),
    },
    {"served": _SERVED, "producers": MapOf(_PRODUCER), "writers": MapOf(_WRITER)},
)

_CALL = Obj({"keywords": STRS, "positional": INT, "star_args": BOOL, "star_kwargs": BOOL})
_GUARD = Obj({"kind": STR}, {"condition": OPT_STR, "fallback": BOOL, "outer": ListOf(ANY)})
_USE = Obj(
    {"id": STR, "kind": STR, "symbol": STR, "location": STR, "module": STR},
    {
        "context": STR,
        "call": Of(dict, NONE),
        "guard": Of(dict, NONE),
        "via": OPT_STR,
        "consumer_class": OPT_STR,
        "override": Of(list, NONE),
        "target_kind": OPT_STR,
        "also_from": STRS,
        "defines": STRS,
        "requires": STRS,
        "runs_if": STRS,
        "dead": STR,
        "unset": STRS,
    },
)
USAGE = Obj(
    {"consumer": STR, "source": SOURCE, "uses": ListOf(_USE)},
    {
        "requires": STRS,
        "errors": ListOf(ANY),
        "vllm_requirements": Of(list, NONE),
        "reach": MapOf(Of(dict)),
    },
)
SERVER_USAGE = Obj(
    {
        "consumer": STR,
        "source": SOURCE,
        "uses": ListOf(
            Obj(
                {"id": STR, "kind": STR, "name": STR, "location": STR, "module": STR},
                {"context": STR, "spelled": OPT_STR, "module_path": OPT_STR, "reason": STR},
            )
        ),
    },
    {"notes": STRS},
)
