"""Facts of a consumer's uses are derived once per list of uses, and again when it changed."""

from __future__ import annotations

from probes.check import ConsumerTables, consumer_tables
from probes.uses import Location, Use
from probes.uses_memo import UsesMemo


def _use(symbol: str, kind: str = "import", **extra: object) -> Use:
    return Use(f"pkg.mod::{kind}:{symbol}", kind, symbol, Location("m.py", 1), "pkg.mod", **extra)


def test_same_list_built_once_changed_list_built_again() -> None:
    built: list[int] = []
    memo = UsesMemo(lambda uses: built.append(len(uses)) or len(uses))
    uses = [_use("vllm.a"), _use("vllm.b")]
    assert memo(uses) == 2 and memo(uses) == 2
    assert built == [2]
    uses.append(_use("vllm.c"))  # grown: derived again
    assert memo(uses) == 3
    uses[0] = _use("vllm.d")  # same length, another use: derived again
    assert memo(uses) == 3
    assert built == [2, 3, 3]
    assert memo(list(uses)) == 3 and built == [2, 3, 3, 3]  # an equal copy is another list


def test_memo_is_bounded() -> None:
    memo = UsesMemo(len, size=2)
    lists = [[_use("vllm.a")] for _ in range(5)]
    for uses in lists:
        memo(uses)
    assert len(memo._held) == 2


def test_consumer_tables_shared_and_equal_to_fresh() -> None:
    uses = [
        _use("vllm.x.Base", "subclass", consumer_class="pkg.mod.Mine", defines=("hook",)),
        _use("vllm.x.Base.attr", "define"),
        _use("vllm.y", "import"),
    ]
    first = consumer_tables(uses)
    assert consumer_tables(uses) is first
    fresh = ConsumerTables(uses)
    assert first.consumer_members == fresh.consumer_members == {"vllm.x.Base.attr"}
    assert dict(first.imports) == dict(fresh.imports) == {"pkg.mod": ["vllm.y"]}
    assert dict(first.subclass_members_named) == {"hook": [("vllm.x.Base", ["pkg.mod.Mine"])]}
