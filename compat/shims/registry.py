"""Shim variants, registered against probe answers, and their selection.

A shim is one stable call a consumer makes at a drift point (`make_request`, ...). Each
variant states the probe answers it needs (`when`) and builds the callable the consumer will
call. Selection is feature detection: it reads probe answers, never a version string, so a
nightly or a patched fork selects like the release it resembles. Exactly one variant must
fit; otherwise `ShimError` says which probe saw what, and which releases are known to work
(`known_good.json`, generated from every committed snapshot by `compat.shims.known_good`).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from packaging.version import Version

from probes import Answer

# Shim modules, imported on demand so that registering needs no vLLM.
MODULES = (
    "kv_cache",
    "scheduling",
    "requests",
    "execution",
    "model_runner",
    "hashing",
    "tokenizer",
)

Answers = Mapping[str, Answer]
Build = Callable[[Answers], Callable]


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


def variant(
    shim: str, name: str, *, when: Mapping[str, object], doc: str
) -> Callable[[Build], Build]:
    """Register `build(answers) -> callable` as variant `name` of `shim`."""

    def register(build: Build) -> Build:
        taken = VARIANTS.setdefault(shim, [])
        if any(v.name == name for v in taken):
            raise ValueError(f"shim {shim!r} has two variants named {name!r}")
        taken.append(Variant(shim, name, dict(when), doc, build, build.__module__))
        return build

    return register


def load_all() -> None:
    """Import every shim module, so that `VARIANTS` is complete."""
    for name in MODULES:
        importlib.import_module(f"compat.shims.{name}")


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


def known_good(shim: str) -> dict[str, tuple[str, ...]]:
    """variant -> the committed vLLM releases that select it (generated: known_good.json)."""
    from compat.shims.known_good import load

    return {name: tuple(vs) for name, vs in load().get(shim, {}).items()}


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
    load_all()
    rows = []
    for name in MODULES:
        module = importlib.import_module(f"compat.shims.{name}")
        rows += [(name, *entry) for entry in module.COVERS]
    return rows


def covering(symbol: str, kind: str, detail: str) -> str | None:
    """The shim module (`compat.shims.<name>`) whose `COVERS` matches a finding, or None.

    A detail key matches when the finding's detail names it in backticks (`eos_token_id`)
    or as the whole word; None matches any detail.
    """
    for module, sym, knd, key in covers():
        if sym == symbol and knd == kind and (key is None or _names(detail, key)):
            return f"compat.shims.{module}"
    return None


def _names(detail: str, key: str) -> bool:
    return f"`{key}`" in detail or re.search(rf"\b{re.escape(key)}\b", detail) is not None


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
