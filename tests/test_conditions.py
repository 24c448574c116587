"""The condition model (probes/conditions/): its logic's laws, and CPython as the oracle.

The laws (hypothesis): `normal` keeps a term's value under every assignment, two- and
three-valued; it is idempotent; `Not` is an involution and obeys De Morgan; a single version
specifier's negation is its complement on every release; `literals` only names facts that
hold wherever the term holds. The oracle: random nested `if`/`else` over `not`/`and`/`or` of
`hasattr` tests and plain flags, run by CPython under every assignment: the model's path
condition is true exactly where CPython reaches a branch, and every presence fact the real
walker puts on a use holds wherever CPython runs it.
"""

from __future__ import annotations

import ast
import itertools
import textwrap
import types
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from probes.conditions import (
    All,
    Any,
    Condition,
    Exists,
    Fact,
    IsNone,
    Not,
    Opaque,
    OwnSwitch,
    Parameter,
    Present,
    Reached,
    Reads,
    Refuses,
    Term,
    Tried,
    Truthy,
    TypeChecking,
    Version,
    boolean,
    branches,
    evaluate,
    literals,
    negated,
    normal,
    positive,
)
from probes.conditions.versions import holds, negate
from probes.usage import extract_files
from probes.uses import Use

ATOMS = [Opaque("a"), Opaque("b"), Present("vllm.m.p"), Present("vllm.m.q"), IsNone("x")]
SPECS = [">=0.20", "<0.20", "==0.25.1", "!=0.25.1", ">0.19", "<=0.30"]
RELEASES = ["0.11.0", "0.19.1", "0.20.0", "0.25.1", "0.30.0", "0.33.0"]


def terms(atoms: list[Fact]) -> st.SearchStrategy[Term]:
    leaf = st.sampled_from(atoms)
    return st.recursive(
        leaf,
        lambda inner: st.one_of(
            inner.map(Not),
            st.lists(inner, min_size=1, max_size=3).map(lambda ts: All(tuple(ts))),
            st.lists(inner, min_size=1, max_size=3).map(lambda ts: Any(tuple(ts))),
        ),
        max_leaves=8,
    )


def assignments(atoms: list[Fact], values: tuple[bool | None, ...]):
    """Every assignment of `values` to the atoms, as truth functions."""
    for combo in itertools.product(values, repeat=len(atoms)):
        table = dict(zip(atoms, combo, strict=True))
        yield lambda fact, table=table: table[fact]


@settings(max_examples=200, deadline=None)
@given(terms(ATOMS))
def test_normal_form_keeps_the_value_two_and_three_valued(term):
    form = normal(term)
    for truth in assignments(ATOMS, (True, False, None)):
        assert evaluate(form, truth) == evaluate(term, truth)


@settings(max_examples=200, deadline=None)
@given(terms(ATOMS))
def test_normal_is_idempotent_and_negation_an_involution(term):
    assert normal(normal(term)) == normal(term)
    assert normal(Not(Not(term))) == normal(term)
    assert normal(Not(negated(term))) == normal(term)
    for truth in assignments(ATOMS, (True, False)):
        assert evaluate(Not(term), truth) is (not evaluate(term, truth))
        assert evaluate(negated(term), truth) is (not evaluate(term, truth))


@settings(max_examples=200, deadline=None)
@given(st.lists(terms(ATOMS), min_size=1, max_size=3))
def test_de_morgan(parts):
    both, either = All(tuple(parts)), Any(tuple(parts))
    for truth in assignments(ATOMS, (True, False, None)):
        nots = tuple(Not(p) for p in parts)
        assert evaluate(negated(both), truth) == evaluate(Any(nots), truth)
        assert evaluate(negated(either), truth) == evaluate(All(nots), truth)


@settings(max_examples=200, deadline=None)
@given(terms(ATOMS))
def test_literals_hold_wherever_the_term_holds(term):
    body, orelse = branches(term)
    for truth in assignments(ATOMS, (True, False)):
        value = evaluate(term, truth)
        for literal in body if value else orelse:
            assert evaluate(literal, truth) is True, (term, literal)


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("release", RELEASES)
def test_a_version_negation_is_its_complement_on_every_release(spec, release):
    (other,) = (negated(Version(spec)),)
    assert other == Version(negate(spec))
    assert holds(other.spec, release) is (not holds(spec, release))  # type: ignore[union-attr]
    assert normal(Not(Not(Version(spec)))) == Version(spec)


def test_an_unread_version_test_stays_one_on_both_branches_and_sets_do_not_flip():
    assert negated(Version(None)) == Version(None)
    assert negated(Version(">=0.2,<0.3")) == Not(Version(">=0.2,<0.3"))
    assert literals(All((Version(">=0.2"), Any((Opaque("a"), Opaque("b")))))) == (Version(">=0.2"),)


EVERY_FACT = [
    Condition(TypeChecking()),
    Condition(Tried("retry")),
    Condition(Refuses("api-check"), False),
    Condition(Version(">=0.28.0"), False),
    Condition(Version(None)),
    Condition(Present("vllm.x.Y.z")),
    Condition(Not(Parameter("vllm.x.f", "p"))),
    Condition(Exists("vllm.x.old")),
    Condition(Truthy("vllm.x.Y.flag")),
    Condition(Reads(("vllm.a", "vllm.b"))),
    Condition(OwnSwitch("aot", "m.py:3")),
    Condition(IsNone("p")),
    Condition(Reached("submodel-part", "Outer (m.py:9)")),
]


@pytest.mark.parametrize("condition", EVERY_FACT, ids=lambda c: c.atom.name)
def test_every_fact_survives_json(condition):
    assert Condition.from_json(condition.to_json()) == condition


def test_a_use_reads_its_facts_through_the_helpers():
    use = Use("i", "call", "vllm.x.f", None, "m", conditions=tuple(EVERY_FACT))  # type: ignore[arg-type]
    assert [type(g.atom) for g in use.guards] == [
        TypeChecking,
        Tried,
        Refuses,
        Version,
        Version,
        Present,
        Parameter,
        Exists,
    ]
    assert use.requires == ("vllm.a", "vllm.b")
    assert use.runs_if == ("vllm.x.Y.flag",)
    assert "`aot`" in use.dead and "m.py:3" in use.dead
    assert use.unset == ("p",)
    assert use.reached("submodel-part") == Reached("submodel-part", "Outer (m.py:9)")
    assert use.reached("uncalled") is None


def test_a_falsy_member_survives_json_and_is_no_truthy_one():
    """Rule `or-fallback`: `Not(Truthy(m))` (after `getattr(…, None) or`) is the member
    falsy or missing; `runs_if` (what never-runs reads) lists only members needed truthy."""
    falsy = Condition(Not(Truthy("vllm.x.New")), fallback=False)
    assert Condition.from_json(falsy.to_json()) == falsy
    use = Use("i", "attribute", "vllm.x.Old", None, "m", conditions=(falsy,))  # type: ignore[arg-type]
    assert use.runs_if == () and use.guards == ()


# -- CPython as the oracle: nested `if` over `not`/`and`/`or` ------------------------------

NAMES = ("p", "q", "r")
FLAGS = ("a", "b")


def condition_sources() -> st.SearchStrategy[str]:
    leaf = st.one_of(
        st.sampled_from([f'hasattr(m, "{n}")' for n in NAMES]),
        st.sampled_from(list(FLAGS)),
    )
    return st.recursive(
        leaf,
        lambda inner: st.one_of(
            inner.map(lambda t: f"not ({t})"),
            st.lists(inner, min_size=2, max_size=3).map(
                lambda ts: " and ".join(f"({t})" for t in ts)
            ),
            st.lists(inner, min_size=2, max_size=3).map(
                lambda ts: " or ".join(f"({t})" for t in ts)
            ),
        ),
        max_leaves=5,
    )


@st.composite
def programs(draw: Callable, depth: int = 0) -> list:
    """A block: a list of leaves (`"use"`) and `(test, body, orelse)` ifs."""
    block = []
    for _ in range(draw(st.integers(1, 2))):
        if depth < 3 and draw(st.booleans()):
            test = draw(condition_sources())
            body = draw(programs(depth + 1))
            orelse = draw(programs(depth + 1)) if draw(st.booleans()) else []
            block.append((test, body, orelse))
        else:
            block.append("use")
    return block


def render(block: list, indent: int = 0, counter: list[int] | None = None) -> str:
    """The block as source; leaf N is `m.use_N()`."""
    counter = [0] if counter is None else counter
    pad = "    " * indent
    out = []
    for stmt in block:
        if stmt == "use":
            out.append(f"{pad}m.use_{counter[0]}()\n")
            counter[0] += 1
            continue
        test, body, orelse = stmt
        out.append(f"{pad}if {test}:\n{render(body, indent + 1, counter)}")
        if orelse:
            out.append(f"{pad}else:\n{render(orelse, indent + 1, counter)}")
    return "".join(out)


def paths(block: list, above: tuple[Term, ...], atom) -> list[tuple[Term, ...]]:
    """The model's path condition of each leaf, in leaf order (body: the test; else: not)."""
    found: list[tuple[Term, ...]] = []
    for stmt in block:
        if stmt == "use":
            found.append(above)
            continue
        test, body, orelse = stmt
        term = boolean(ast.parse(test, mode="eval").body, atom)
        found += paths(body, (*above, term), atom)
        found += paths(orelse, (*above, Not(term)), atom)
    return found


def run(source: str, present: set[str], flags: dict[str, bool]) -> set[int]:
    """The leaves CPython reaches with `m` having `present` and the flags set."""
    reached: set[int] = set()
    module = types.SimpleNamespace(**{n: object() for n in present})
    for n in range(64):
        setattr(module, f"use_{n}", lambda n=n: reached.add(n))
    exec(compile(source, "<generated>", "exec"), {"m": module, **flags})
    return reached


def model_atom(node: ast.expr) -> Term | None:
    """What the oracle's tests mean: `hasattr(m, "n")` is `Present("vllm.m.n")`."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "hasattr":
        return Present(f"vllm.m.{node.args[1].value}")  # type: ignore[attr-defined]
    return None


def worlds():
    for have in itertools.product((False, True), repeat=len(NAMES)):
        for flag in itertools.product((False, True), repeat=len(FLAGS)):
            present = {n for n, h in zip(NAMES, have, strict=True) if h}
            yield present, dict(zip(FLAGS, flag, strict=True))


def truth_in(present: set[str], flags: dict[str, bool]) -> Callable[[Fact], bool | None]:
    def truth(fact: Fact) -> bool | None:
        if isinstance(fact, Present):
            return fact.symbol is not None and fact.symbol.rsplit(".", 1)[-1] in present
        if isinstance(fact, Opaque):
            return flags[fact.text]
        return None

    return truth


@settings(max_examples=150, deadline=None)
@given(programs())
def test_the_path_condition_is_true_exactly_where_cpython_runs_the_branch(block):
    source = render(block)
    leaves = paths(block, (), model_atom)
    for present, flags in worlds():
        reached = run(source, present, flags)
        truth = truth_in(present, flags)
        for n, path in enumerate(leaves):
            assert evaluate(All(path), truth) is (n in reached), (source, n, present, flags)
            assert evaluate(normal(All(path)), truth) is (n in reached)
            if n in reached:  # what the model says holds there, holds
                for literal in literals(All(path)):
                    assert evaluate(literal, truth) is True, (source, n, literal)


@settings(max_examples=100, deadline=None)
@given(programs())
def test_every_presence_fact_the_walker_gives_a_use_holds_where_cpython_runs_it(block):
    """The real walker (probes.usage) on the generated module: a use guarded by
    `Present(s)` is one CPython only runs where `s` exists, whatever the nesting."""
    source = render(block)
    usage = extract_files(
        {"pkg/__init__.py": "", "pkg/mod.py": "import vllm.m as m\n" + source},
        consumer="c",
        source={"kind": "test"},
    )
    facts = {
        int(u.symbol.rsplit("_", 1)[-1]): positive([g.fact for g in u.guards], Present)
        for u in usage.uses
        if u.kind == "call" and u.symbol.startswith("vllm.m.use_")
    }
    assert len(facts) == source.count("m.use_")
    for present, flags in worlds():
        reached = run(source, present, flags)
        for n in reached:
            for fact in facts[n]:
                assert fact.symbol is not None
                assert fact.symbol.rsplit(".", 1)[-1] in present, (source, n, fact)


def test_a_negated_conjunction_guards_its_else_the_nested_guard_fix():
    """`if not (hasattr(m, "p") and hasattr(m, "q")): … else: m.p()`: `p` exists in the else
    (before the model a negated conjunction said nothing; each presence fact guards the
    uses of its own member only)."""
    source = textwrap.dedent(
        """
        import vllm.m as m
        if not (hasattr(m, "p") and hasattr(m, "q")):
            pass
        else:
            m.p()
        """
    )
    usage = extract_files(
        {"pkg/__init__.py": "", "pkg/mod.py": source}, consumer="c", source={"kind": "test"}
    )
    (use,) = [u for u in usage.uses if u.symbol == "vllm.m.p" and u.kind == "call"]
    assert [g.fact for g in use.guards] == [Present("vllm.m.p")]
