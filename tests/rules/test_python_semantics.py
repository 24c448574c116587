"""Rule `python-semantics` (docs/rules.md#python-semantics): What Python and its libraries define
is honoured: struct and namedtuple fields, object dunders, Enum members' `name`/`value`, a
method through its class taking `self`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, MODELS, B, check_base_row, check_tree_row

TREE_ROWS = [
    pytest.param(
        MODELS,
        "from vllm.structs import LoRARequest, State\n"
        "r = LoRARequest(lora_name='a', lora_int_id=1)\nr.lora_name\nState(batch=1, hidden=2)\n",
        "0.1.0",
        set(),
        id="struct-and-namedtuple-fields-are-keywords-and-members",
    ),
    pytest.param(
        MODELS,
        "from vllm.structs import LoRARequest, State\n"
        "r = LoRARequest(lora_name='a', lora_int_id=1, lora_path='p')\nr.lora_path\n"
        "State(batch=1)\n",
        "0.1.0",
        {
            ("unexpected-keyword", "LoRARequest", B),
            ("missing-attribute", "LoRARequest.lora_path", B),
            ("missing-required-argument", "State", B),
        },
        id="struct-and-namedtuple-reject-what-they-lack",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef go(obj):\n    return Engine.step(obj, 1)\n\n"
        "def bad(obj):\n    return Engine.step(obj, 1, 2)\n",
        "0.1.0",
        {("too-many-positional", "Engine.step", B)},
        id="method-through-the-class-takes-self-explicitly",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nprint(Engine.__dict__, Engine.__name__, Engine.__mro__)\n",
        "0.1.0",
        set(),
        id="every-class-has-the-object-dunders",
    ),
]

BASE_ROWS = [
    pytest.param(
        "from vllm.base import Role\n\ndef f(role: Role):\n"
        "    return role.name.lower(), role.value\n",
        set(),
        id="enum-member-typed-by-annotation-has-name-and-value",
    ),
    pytest.param(
        "from vllm.base import Role\n\ndef f():\n    return Role.name\n",
        {("missing-attribute", "Role.name", B)},
        id="enum-class-itself-has-no-name",
    ),
    pytest.param(
        "from vllm.base import Impl\n\ndef f(impl: Impl):\n    return impl.name\n",
        {("missing-attribute", "Impl.name", B)},
        id="non-enum-instance-has-no-name",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.parametrize(("consumer", "expected"), BASE_ROWS)
def test_rule_on_base(tmp_path: Path, consumer: str, expected: set) -> None:
    check_base_row(tmp_path, consumer, expected)


ENUM_ROWS = [
    # an Enum class has what its metaclass (`enum.EnumType`) gives it
    (
        "from vllm.base import Role\n\ndef main():\n"
        "    return Role.__members__.get('X'), len(Role)\n",
        set(),
    ),
    (
        "from vllm.base import Role\n\ndef main():\n    return list(iter(Role)), Role['WORKER']\n",
        set(),
    ),
    # … a plain class has none of it
    (
        "from vllm.base import Impl\n\ndef main():\n    return Impl.__members__\n",
        {("missing-attribute", "broken")},
    ),
    # … nor does an Enum class have what the metaclass does not give
    (
        "from vllm.base import Role\n\ndef main():\n    return Role.__gone__\n",
        {("missing-attribute", "broken")},
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ENUM_ROWS)
def test_enum_class_attributes_agree_with_python(tmp_path: Path, consumer: str, expected: set):
    from tests.checktable import build, explain
    from tests.rules.trees import BASE, python_raises

    usage, findings = build(tmp_path, BASE, consumer)
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    raised = python_raises(tmp_path, BASE, consumer)
    assert (raised == "AttributeError") == bool(expected), raised


@pytest.mark.vllm
def test_enum_class_attributes_on_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's AttentionBackendEnum: CPython gives its class `__members__`; the engine
    reports nothing, on the static and the live view."""
    from tests.rules.trees import on_installed_vllm

    pytest.importorskip("vllm")
    from vllm.v1.attention.backends.registry import AttentionBackendEnum

    assert "FLASH_ATTN" in AttentionBackendEnum.__members__
    consumer = (
        "from vllm.v1.attention.backends.registry import AttentionBackendEnum\n\n"
        "def pick(name):\n    E = AttentionBackendEnum\n"
        "    return AttentionBackendEnum.__members__.get(name), len(E)\n"
    )
    for findings in on_installed_vllm(tmp_path, consumer):
        assert [f for f in findings if f.status == "broken"] == [], findings


MRO_VLLM = {
    "vllm/moe.py": "import abc\n\nclass MethodBase(abc.ABC):\n    @abc.abstractmethod\n"
    "    def create_weights(self):\n        ...\n\n    @abc.abstractmethod\n"
    "    def apply(self):\n        ...\n\nclass Fp4Method(MethodBase):\n"
    "    def create_weights(self):\n        return 1\n\n    def apply(self):\n        return 2\n\n"
    "class Mixin:\n    def create_weights(self):\n        return 3\n"
}
MRO_ROWS = [
    # a concrete method of a vLLM base listed earlier is found first: implemented
    (
        "from vllm.moe import Fp4Method, MethodBase\n\nclass M(Fp4Method, MethodBase):\n    pass\n",
        set(),
    ),
    # listed later it is not reached before the abstract one (only for what it lacks)
    (
        "from vllm.moe import Mixin, MethodBase\n\nclass M(MethodBase, Mixin):\n    pass\n",
        {("abstract-method-not-implemented", "broken")},
    ),
    # an earlier base defining one of two abstract methods leaves the other missing
    (
        "from vllm.moe import Mixin, MethodBase\n\nclass M(Mixin, MethodBase):\n    pass\n",
        {("abstract-method-not-implemented", "broken")},
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), MRO_ROWS)
def test_abstract_methods_follow_the_mro_as_python_does(tmp_path: Path, consumer, expected):
    from tests.checktable import build, explain
    from tests.rules.trees import python_raises

    consumer += "\ndef main():\n    return M()\n"
    usage, findings = build(tmp_path, MRO_VLLM, consumer)
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    raised = python_raises(tmp_path, MRO_VLLM, consumer)
    assert (raised == "TypeError") == bool(expected), raised


@pytest.mark.vllm
def test_the_mro_on_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0: a class deriving from Mxfp4MoEMethod, then FusedMoEMethodBase, is not
    abstract for CPython (`inspect.isabstract`), and the engine reports no missing abstract
    method, on the static and the live view."""
    import inspect

    from tests.rules.trees import on_installed_vllm

    pytest.importorskip("vllm")
    mxfp4 = pytest.importorskip("vllm.model_executor.layers.quantization.mxfp4")
    from vllm.model_executor.layers.fused_moe import FusedMoEMethodBase

    assert inspect.isabstract(FusedMoEMethodBase)
    assert not inspect.isabstract(type("M", (mxfp4.Mxfp4MoEMethod, FusedMoEMethodBase), {}))
    consumer = (
        "from vllm.model_executor.layers.fused_moe import FusedMoEMethodBase\n"
        "from vllm.model_executor.layers.quantization.mxfp4 import Mxfp4MoEMethod\n\n"
        "class Mine(Mxfp4MoEMethod, FusedMoEMethodBase):\n    pass\n\n"
        "def build(moe):\n    return Mine(moe)\n"
    )
    for findings in on_installed_vllm(tmp_path, consumer):
        assert [f for f in findings if f.kind == "abstract-method-not-implemented"] == [], findings
