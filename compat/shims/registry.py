"""Shim variants, registered against probe answers, and their selection.

A shim is one stable call a consumer makes at a drift point (`make_request`, ...). Each
variant states the probe answers it needs (`when`) and builds the callable the consumer will
call; it is named by its function, `<stable call>__<variant>` (`make_request__native`), and
documented by its docstring. Shim modules are found by `pkgutil` in this package: a module
that registers variants is a shim module, with no list to keep.

Selection is feature detection: it reads probe answers, never a version string, so a nightly
or a patched fork selects like the release it resembles. Exactly one variant must
fit; otherwise `ShimError` says which probe saw what, and which releases are known to work
(`known_good.json`, generated from every committed snapshot by `compat.shims.known_good`).
"""

from __future__ import annotations

import functools
import importlib
import json
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from packaging.version import Version

from probes import Answer, read_text

Answers = Mapping[str, Answer]
KNOWN_GOOD_PATH = Path(__file__).with_name("known_good.json")
KnownGood = dict[str, dict[str, list[str]]]  # shim -> variant -> committed vLLM releases
Shim = Callable[..., Any]  # what a variant's build returns: the stable call's implementation
Build = Callable[[Answers], Shim]


class _AnyValue:
    """Matches any answered, non-None value (e.g. "the module that defines X, wherever")."""

    def __repr__(self) -> str:
        return "<any module>"


ANY = _AnyValue()


class ShimError(RuntimeError):
    """No variant (or more than one) of a shim fits the vLLM at hand."""

    def __init__(self, shim: str, message: str) -> None:
        super().__init__(message)
        self.shim = shim


@dataclass(frozen=True)
class Variant:
    """One way to provide a shim, valid where every probe in `when` gives an allowed value."""

    shim: str
    name: str
    when: Mapping[str, object]
    doc: str
    build: Build = field(compare=False, repr=False)
    module: str = ""

    def matches(self, answers: Answers) -> bool:
        return all(_allows(want, answers.get(probe)) for probe, want in self.when.items())


VARIANTS: dict[str, list[Variant]] = {}
_PACKAGE = "compat.shims"


def variant_name(build: Callable[..., object]) -> tuple[str, str]:
    """`make_request__eos_in_sampling_params` -> (`make_request`, `eos-in-sampling-params`)."""
    shim, sep, name = build.__name__.strip("_").rpartition("__")
    if not (sep and shim and name):
        raise ValueError(
            f"variant function {build.__name__!r}: name it <stable call>__<variant>, "
            "e.g. make_request__native"
        )
    return shim, name.replace("_", "-")


def variant(*, when: Mapping[str, object]) -> Callable[[Build], Build]:
    """Register `build(answers) -> callable` as a variant, named after the function."""

    def register(build: Build) -> Build:
        shim, name = variant_name(build)
        doc = " ".join((build.__doc__ or "").split())
        if not doc:
            raise ValueError(f"variant {build.__name__!r} needs a docstring: when it applies")
        taken = VARIANTS.setdefault(shim, [])
        if any(v.name == name for v in taken):
            raise ValueError(f"shim {shim!r} has two variants named {name!r}")
        taken.append(Variant(shim, name, dict(when), doc, build, build.__module__))
        return build

    return register


@functools.cache
def load_all() -> None:
    """Import every module of this package (found on disk), so that `VARIANTS` is complete."""
    package = importlib.import_module(_PACKAGE)
    for found in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{_PACKAGE}.{found.name}")


def shim_modules() -> tuple[str, ...]:
    """The modules that register variants (`kv_cache`, `requests`, ...), by name."""
    load_all()
    found = {v.module for variants in VARIANTS.values() for v in variants}
    return tuple(sorted(m.rsplit(".", 1)[1] for m in found if m.startswith(f"{_PACKAGE}.")))


def shims() -> list[str]:
    load_all()
    return sorted(VARIANTS)


def probes_of(shim: str) -> tuple[str, ...]:
    """The probes whose answers decide `shim`, in first-mentioned order."""
    names: dict[str, None] = {}
    for v in _variants(shim):
        names.update(dict.fromkeys(v.when))
    return tuple(names)


def select(shim: str, answers: Answers) -> Variant:
    """The one variant of `shim` that fits `answers`; `ShimError` when none or several do."""
    candidates = _variants(shim)
    fitting = [v for v in candidates if v.matches(answers)]
    if len(fitting) == 1:
        return fitting[0]
    if fitting:
        names = ", ".join(v.name for v in fitting)
        raise ShimError(shim, f"shim `{shim}`: variants {names} all fit; {_seen(shim, answers)}")
    raise ShimError(
        shim,
        f"no variant of shim `{shim}` fits this vLLM: {_seen(shim, answers)}; "
        f"known to work: {_known_good_line(shim)}",
    )


def select_all(answers: Answers) -> dict[str, str | ShimError]:
    """Each shim's selected variant name, or the `ShimError` that says why none fits."""
    chosen: dict[str, str | ShimError] = {}
    for shim in shims():
        try:
            chosen[shim] = select(shim, answers).name
        except ShimError as exc:
            chosen[shim] = exc
    return chosen


@functools.lru_cache(maxsize=1)
def known_good_table() -> KnownGood:
    """The committed known_good.json ({} if it was never generated: messages then say so);
    `compat.shims.known_good` generates it, above this module."""
    try:
        table: KnownGood = json.loads(read_text(KNOWN_GOOD_PATH))
        return table
    except FileNotFoundError:
        return {}


def known_good(shim: str) -> dict[str, tuple[str, ...]]:
    """variant -> the committed vLLM releases that select it (generated: known_good.json)."""
    return {name: tuple(vs) for name, vs in known_good_table().get(shim, {}).items()}


def compact_versions(versions: tuple[str, ...] | list[str]) -> str:
    """`0.11.0–0.16.0, 0.33.0`: runs of consecutive committed releases shown as ranges."""
    from probes import committed_vllm_versions

    order = committed_vllm_versions()
    position = {v: i for i, v in enumerate(order)}
    ranked = sorted(versions, key=Version)
    runs: list[list[str]] = []
    for v in ranked:
        prev = runs[-1][-1] if runs else None
        contiguous = prev in position and v in position and position[v] == position[prev] + 1
        if contiguous:
            runs[-1].append(v)
        else:
            runs.append([v])
    return ", ".join(r[0] if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs)


def covers() -> list[tuple[str, str, str, str | None]]:
    """(shim module, use symbol, finding kind, detail key or None) from every `COVERS`."""
    rows = []
    for name in shim_modules():
        module = importlib.import_module(f"compat.shims.{name}")
        rows += [(name, *entry) for entry in module.COVERS]
    return rows


def covering(symbol: str, kind: str, parameter: str | None) -> str | None:
    """The shim module (`compat.shims.<name>`) whose `COVERS` matches a finding, or None.

    An entry's key matches the finding's `parameter` (a structured field: a reworded
    detail changes nothing); a key of None matches any parameter.
    """
    for module, sym, knd, key in covers():
        if sym == symbol and knd == kind and key in (None, parameter):
            return f"compat.shims.{module}"
    return None


def _variants(shim: str) -> list[Variant]:
    load_all()
    if shim not in VARIANTS:
        known = ", ".join(sorted(VARIANTS))
        raise ShimError(shim, f"unknown shim `{shim}`: known shims are {known}")
    return VARIANTS[shim]


def _allows(want: object, answer: Answer | None) -> bool:
    if answer is None or answer.status != "answered":
        return False
    if want is ANY:
        return answer.value is not None
    allowed = want if isinstance(want, tuple) else (want,)
    return any(answer.value is w or answer.value == w for w in allowed if _same_kind(w, answer))


def _same_kind(want: object, answer: Answer) -> bool:
    """`True == 1` in Python; a probe answering 1 must not pass for one answering True."""
    return isinstance(want, bool) == isinstance(answer.value, bool)


def _seen(shim: str, answers: Answers) -> str:
    parts = []
    for probe in probes_of(shim):
        answer = answers.get(probe)
        if answer is None:
            parts.append(f"probe `{probe}` was not run")
            continue
        where = f" ({answer.evidence})" if answer.evidence else ""
        value = answer.value if answer.status == "answered" else answer.status
        parts.append(f"probe `{probe}` = {value!r}: {answer.seen}{where}")
    return "; ".join(parts) if parts else "no probe decides it"


def _known_good_line(shim: str) -> str:
    good = known_good(shim)
    if not good:
        return "no release recorded"
    return "; ".join(f"vLLM {compact_versions(vs)} ({name})" for name, vs in good.items() if vs)
