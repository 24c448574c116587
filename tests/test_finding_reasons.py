"""Findings carry what decisions need as fields, and decisions read only those.

Each builder emits a reason code (`probes.findings.Reason`), the parameter a finding is about
and the module or name the release lacks; tables below pin them per builder. Then the whole
drift run is repeated with every detail and hint reworded: verdicts, statuses, shim coverage
and the sdist fallback must not move (a decision that read message text would).
"""

from __future__ import annotations

import ast
import hashlib
import re
from dataclasses import replace
from pathlib import Path

import pytest

from compat import drift, view_choice
from compat.coverage import Coverage
from compat.results import ResultError, finding_from_json
from probes.api import LookupReason
from probes.catalogue import Answer
from probes.conditions import Condition, Present, Refuses, Tried, TypeChecking, Version
from probes.consumers import DEFAULT_CONSUMERS
from probes.findings import REASONS, Finding, make_finding, status_of
from probes.fixtures import committed_vllm_versions
from probes.hazards import RPC, hazard_findings
from probes.release_errors import OfflineError
from probes.rules.status import UNREACHED
from probes.server import judge
from probes.server.check import check_use
from probes.uses import CallShape, Location, Usage, Use
from probes.views.open import release_view
from tests.checktable import build
from tests.rules import tree_rows
from tests.test_check_table import CONFIG, CONNECTOR, ENGINE, SUB, UTILS
from tests.test_check_table import ROWS as CHECK_ROWS
from tests.test_server_check import HISTORY
from tests.test_server_check import ROWS as SERVER_ROWS

LOOKUP_REASONS: tuple[str, ...] = LookupReason.__args__  # type: ignore[attr-defined]

# -- the guarded rule: one copy, every case -----------------------------------------------

TRY, REFUSAL = Condition(Tried()), Condition(Refuses(), fallback=False)
SINCE = ">=0.28.0"
GUARDED_RULE = [
    # (kind, guard, release judged, status)
    ("missing-symbol", None, "0.27.0", "broken"),
    ("missing-symbol", TRY, None, "guarded"),
    ("missing-symbol", Condition(Tried(), fallback=False), None, "broken"),
    ("missing-symbol", Condition(TypeChecking(), fallback=False), None, "guarded"),
    ("missing-symbol", Condition(Present("vllm.x")), None, "guarded"),
    ("missing-symbol", REFUSAL, None, "refused"),
    ("missing-symbol", Condition(Version(SINCE)), "0.27.0", UNREACHED),
    ("missing-symbol", Condition(Version(SINCE), False), "0.27.0", "refused"),
    ("missing-symbol", Condition(Version(SINCE)), "0.28.1", "broken"),
    ("missing-symbol", Condition(Version(SINCE)), None, "guarded"),
    ("semantic", REFUSAL, "0.30.0", "refused"),
    ("unknown", REFUSAL, None, "unknown"),
    ("unknown", None, None, "unknown"),
]


@pytest.mark.parametrize(("kind", "guard", "version", "status"), GUARDED_RULE)
def test_the_guarded_rule(kind, guard, version, status):
    guards = (guard,) if guard is not None else ()
    assert status_of(kind, guards, version) == status
    built = make_finding(
        kind,
        "absent",
        id="u",
        symbol="vllm.x",
        detail="d",
        hint="h",
        guards=guards,
        version=version,
    )
    assert built.status == status


def test_an_uncertain_finding_keeps_its_kind_and_is_unknown():
    args = {"id": "u", "symbol": "VLLM_X", "detail": "d", "hint": "h"}
    certain = make_finding("unread-env-var", "env-not-read", **args)
    uncertain = make_finding("unread-env-var", "env-not-read", certain=False, **args)
    assert (certain.status, uncertain.status) == ("broken", "unknown")
    assert uncertain.kind == "unread-env-var"


# -- the checker's builders ---------------------------------------------------------------

B, G, U = "broken", "guarded", "unknown"
KW = "unexpected-keyword"
REQ = "missing-required-argument"
CHECKER = [
    # (provider, consumer, {(kind, status, reason, parameter, missing)})
    pytest.param(
        UTILS, "import vllm.gone\n", {("missing-module", B, "absent", None, "vllm.gone")},
        id="module",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import removed\n",
        {("missing-symbol", B, "absent", None, "vllm.utils.removed")},
        id="name",
    ),
    pytest.param(
        UTILS,
        "try:\n    from vllm.gone import f\nexcept ImportError:\n    f = None\n",
        {("missing-module", G, "absent", None, "vllm.gone")},
        id="name-guarded",
    ),
    pytest.param(
        UTILS, "from vllm.utils import cdiv\ncdiv(1, 2, c=3)\n",
        {(KW, B, "no-such-parameter", "c", None)}, id="keyword-removed",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import pos_only\npos_only(a=1)\n",
        {(KW, B, "positional-only", "a", None), (REQ, B, "missing-parameter", "a", None)},
        id="keyword-positional-only",
    ),
    pytest.param(
        UTILS, "from vllm.utils import cdiv\ncdiv(1, 2, a=3)\n",
        {(KW, B, "given-twice", "a", None)}, id="keyword-given-twice",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import cdiv\ncdiv(1, 2, 3)\n",
        {("too-many-positional", B, "too-many-positional", None, None)},
        id="too-many-positional-names-no-parameter",
    ),
    pytest.param(
        UTILS, "from vllm.utils import trio\ntrio(1, 2)\n",
        {(REQ, B, "missing-parameter", "c", None)}, id="missing-parameter",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nx = Engine.GONE\n",
        {("missing-attribute", B, "absent", "GONE", None)},
        id="member",
    ),
    pytest.param(
        CONFIG,
        "from vllm.config import SchedulerConfig\nSchedulerConfig(max_num_seqs=4, gone=1)\n",
        {("missing-field", B, "absent", "gone", None)},
        id="field",
    ),
    pytest.param(
        CONNECTOR,
        SUB + "    def start_load_kv(self, forward_context, **kwargs): ...\n\nconn = MyConn()\n",
        {("abstract-method-not-implemented", B, "not-implemented", "wait_for_save", None)},
        id="abstract",
    ),
    pytest.param(
        CONNECTOR,
        SUB + "    def start_load_kv(self, forward_context, **kwargs): ...\n",
        {("unknown", U, "never-instantiated", "wait_for_save", None)},
        id="abstract-never-instantiated",
    ),
    pytest.param(
        CONNECTOR,
        SUB
        + "    def start_load_kv(self, forward_context, **kwargs): ...\n"
        + "    def wait_for_save(self): ...\n"
        + "    def get_finished(self, finished_req_ids): ...\n\nconn = MyConn()\n",
        {("override-signature-mismatch", B, "override-rejects-call", "get_finished", None)},
        id="override",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("provider", "consumer", "expected"), CHECKER)
def test_checker_reasons(tmp_path, provider, consumer, expected):
    _, findings = build(tmp_path, provider, consumer)
    got = {(f.kind, f.status, f.reason, f.parameter, f.missing) for f in findings}
    assert got == expected


# The rules' own tables (tests/test_check_table.py, tests/rules/): the
# rows whose findings are downgraded or refined, with the reasons they must give.
RULE_REASONS = {
    "unknown-opaque-base-method": {"opaque-base"},
    "override-of-a-hook-the-base-never-calls-is-unknown": {"caller-unknown"},
    "module-getattr-serves-names": {"module-getattr"},
    "pydantic-extra-allow-ignore-forbid": {"no-such-parameter", "extra-ignored"},
    "dead-override-of-a-hook-vllm-dropped": {"hook-gone"},
    "members-from-another-base": {"other-source"},
    "abstract-annotation-adds-members-but-keeps-declared-signatures": {
        "no-such-parameter",
        "abstract-owner",
    },
    "abstract-annotation-the-consumer-implements-wider-is-unknown": {"own-implementation"},
    "kwargs-forwarded-to-a-callee-that-rejects-them": {"forwarded-rejected"},
    "builder-registered-only-on-a-sub-model-is-unknown": {"opaque-member", "sub-model-only"},
    "branch-under-an-attribute-vllm-only-sets-false-never-runs": {"never-runs"},
    "object-from-an-unannotated-factory-is-unknown": {"unconfirmed-factory"},
    "abstract-hook-vllm-calls-only-on-objects-it-builds": {"caller-unknown"},
}
RULE_ROWS = {p.id: p.values for p in (*CHECK_ROWS, *tree_rows()) if p.id in RULE_REASONS}


def test_every_listed_rule_row_exists():
    assert set(RULE_ROWS) == set(RULE_REASONS)


@pytest.mark.parametrize("row", sorted(RULE_ROWS))
def test_rule_rows_give_their_reasons(tmp_path, row):
    provider, consumer, *rest = RULE_ROWS[row]
    version = rest[0] if len(rest) == 2 else "0.0.test"  # corpus rows name the release
    extra = {"mypkg/util.py": "def is_vllm_available(min_version=None):\n    return True\n"}
    _, findings = build(tmp_path, provider, consumer, version=version, extra=extra)
    assert {f.reason for f in findings} == RULE_REASONS[row]


# -- the server contract's builders -------------------------------------------------------

SERVER_REASONS = {
    # row id in tests/test_server_check.py -> (reason, parameter)
    "flag-missing": ("absent", None),
    "flag-removed-renamed": ("absent", None),
    "negation-of-known-flag-unknown": ("negated-flag", None),
    "method-later": ("absent", None),
    "connector-later": ("absent", None),
    "connector-module-gone": ("connector-class-gone", None),
    "connector-not-importable-unknown": ("connector-class-unknown", None),
    "endpoint-routes-not-read-unknown": ("no-server-facts", None),
    "extra-key-ignored": ("extra-ignored", "storage"),
    "config-field-forbidden": ("absent", "kv_nope"),
    "config-field-no-extra-policy": ("absent", "nope"),
    "request-field-extra-allow": ("extra-ignored", "return_token_ids"),
    "response-field-missing": ("absent", "kv_transfer_params"),
    "model-not-found-unknown": ("model-not-found", None),
    "endpoint-missing": ("absent", None),
    "env-unread-is-ignored": ("env-not-read", None),
    "unknown-use-stays-unknown": ("not-read-statically", None),
}


@pytest.mark.parametrize(
    ("row", "use", "facts", "expected"),
    [r[:4] for r in SERVER_ROWS],
    ids=[r[0] for r in SERVER_ROWS],
)
def test_server_reasons(row, use, facts, expected):
    finding = check_use(use, facts, HISTORY)
    if expected is None:
        assert finding is None
        return
    assert (finding.reason, finding.parameter) == SERVER_REASONS[row]


# -- hazards, notes -----------------------------------------------------------------------

EXECUTOR = "vllm.v1.executor.multiproc_executor.MultiprocExecutor"


class _Version:
    version = "0.30.0"


def _rpc_use(guard: Condition | None = None) -> Use:
    return Use(
        id="m:f:call:rpc#0",
        kind="call",
        symbol=f"{EXECUTOR}.collective_rpc",
        location=Location("m.py", 3),
        module="m",
        call=CallShape(positional=1, keywords=("unique_reply_rank",)),
        conditions=(guard,) if guard is not None else (),
    )


HAZARDS = [
    # (answer, guard, (kind, status, reason) or None)
    (Answer(RPC, "list", "returns a list", "x.py:1"), None, ("semantic", B, "behaviour-changed")),
    (Answer(RPC, "list", "returns a list", "x.py:1"), TRY, ("semantic", G, "behaviour-changed")),
    (Answer(RPC, "list", "returns a list"), Condition(Version("<0.20")), None),
    (Answer(RPC, None, "`p`: not kept", status="unknown", code="outside-snapshot"), None,
     ("unknown", U, "outside-snapshot")),
    (Answer(RPC, None, "no signature", status="unknown"), None, ("unknown", U, "probe-unanswered")),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "guard", "expected"), HAZARDS)
def test_hazard_reasons(answer, guard, expected):
    usage = Usage(consumer="c==1", source={"kind": "test"}, uses=[_rpc_use(guard)])
    found = hazard_findings(usage, _Version(), {RPC: answer})  # type: ignore[arg-type]
    assert [(f.kind, f.status, f.reason) for f in found] == ([expected] if expected else [])


def test_notes_name_their_reason():
    error = "consumer file m.py is nested too deeply to walk; its uses are unknown"
    usage = Usage(consumer="c==1", source={"kind": "test"}, errors=[error])
    (unread,) = drift.unread_files(usage)
    assert (unread.reason, unread.status, unread.location) == ("unread-file", U, "m.py")
    script = judge._unread(usage, 0, "launch script only in a tag the snapshot lacks")
    facts = judge._no_facts(usage, "no server facts for vLLM 0.0")
    assert [(f.reason, f.status) for f in (script, facts)] == [
        ("unread-launch-script", U),
        ("no-server-facts", U),
    ]


def test_every_reason_code_is_distinct_and_kebab_case():
    assert len(set(REASONS)) == len(REASONS)
    assert all(r == r.lower() and " " not in r and "_" not in r for r in REASONS)


# -- JSON ---------------------------------------------------------------------------------


def test_json_round_trip_keeps_the_fields_and_reads_older_files():
    finding = make_finding(
        KW, "no-such-parameter", id="u/p", symbol="vllm.f", detail="d", hint="h", parameter="p"
    )
    assert finding_from_json(finding.to_json(), "here") == finding
    older = {
        k: v for k, v in finding.to_json().items() if k not in ("reason", "parameter", "rules")
    }
    assert finding_from_json(older, "here") == replace(
        finding, reason=None, parameter=None, rules=()
    )
    with pytest.raises(ResultError, match="names an unknown rule"):
        finding_from_json({**finding.to_json(), "rules": ["made-up"]}, "here")
    with pytest.raises(ResultError, match="reason 'made-up'"):
        finding_from_json({**finding.to_json(), "reason": "made-up"}, "here")


# -- decisions never read the wording -----------------------------------------------------


def _reworded(found: list[Finding]) -> list[Finding]:
    """Every detail and hint replaced by text that says nothing (a digest of the original)."""
    return [replace(f, detail=_digest(f.detail), hint=_digest(f.hint) + " reworded") for f in found]


def _digest(text: str) -> str:
    return "wording " + hashlib.sha256(text.encode()).hexdigest()[:12]


def _wrap(monkeypatch, name: str) -> None:
    original = getattr(drift, name)
    monkeypatch.setattr(drift, name, lambda *a, **k: _reworded(original(*a, **k)))


def _decisions(run: drift.DriftRun, views) -> list[tuple]:
    """What the run decided: per pair, the verdict, whether it falls back to the sdist, and
    each finding's status, coverage and structured fields."""
    by_version = {v.version: v for v in views}
    out = []
    for r in run.results:
        fields = [(f.id, f.kind, f.status, f.covered_by, f.reason, f.parameter) for f in r.findings]
        sdist = view_choice.needs_sdist(by_version[r.vllm], r.findings)
        out.append((r.consumer, r.vllm, r.verdict, sdist, tuple(fields)))
    return out


OUTSIDE = "from vllm.entrypoints.llm import LLM\n\nLLM('m')\n"  # a module no snapshot keeps


@pytest.fixture(scope="module")
def consumers(tmp_path_factory):
    specs = [s for s in DEFAULT_CONSUMERS if s.startswith(("speculators==0.4", "speculators==0.9"))]
    loaded = drift.load_consumers([*specs, "speculators==0.3.0"], offline=True)
    root = tmp_path_factory.mktemp("outside")
    (root / "mypkg").mkdir()
    (root / "mypkg" / "__init__.py").write_text("")
    (root / "mypkg" / "mod.py").write_text(OUTSIDE)
    from probes.usage import usage_from_folder

    return [*loaded, (usage_from_folder(root, consumer="mypkg"), [])]


def _no_sdist(version: str, *, offline: bool = False) -> None:
    raise OfflineError(f"vLLM {version}: no sdist here (the test stays on the snapshots)")


def test_rewording_every_detail_changes_no_decision(monkeypatch, consumers):
    # Offline, a cached sdist would be read for the use outside every snapshot; refusing it
    # keeps the test hermetic and the decision to fall back visible on the snapshot's result.
    monkeypatch.setattr(view_choice, "sdist_view", _no_sdist)
    views = [release_view(v, offline=True) for v in committed_vllm_versions()]
    before = _decisions(drift.run_drift(consumers, views, offline=True, cover=Coverage()), views)
    for name in ("check_usage", "hazard_findings", "server_findings", "unread_files"):
        _wrap(monkeypatch, name)
    after = drift.run_drift(consumers, views, offline=True, cover=Coverage())
    assert all(f.detail.startswith("wording ") for r in after.results for f in r.findings)
    assert _decisions(after, views) == before
    assert {"fixable", "broken"} <= {verdict for _, _, verdict, _, _ in before}  # coverage
    falls_back = {consumer for consumer, _, _, sdist, _ in before if sdist}
    assert falls_back == {"mypkg"}  # the fallback, for the use outside every snapshot


def test_the_json_doc_lists_every_reason_code_and_no_other():
    doc = (Path(__file__).parents[1] / "docs" / "report-json.md").read_text(encoding="utf-8")
    table = doc[doc.index("| reason | meaning |") :].split("\n\n", 1)[0]
    named = {
        m for row in table.splitlines()[2:] for m in re.findall(r"`([a-z-]+)`", row.split("|")[1])
    }
    assert named == set(REASONS)


def test_every_unknown_lookup_of_a_view_names_its_code():
    """An `unknown` lookup without a code would reach findings as a guessed reason."""
    views = Path(__file__).parents[1] / "probes" / "views"
    uncoded, seen = [], 0
    for path in sorted(views.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Lookup"):
                continue
            first = node.args[0] if node.args else None
            unknown = isinstance(first, ast.Constant) and first.value == "unknown"
            seen += unknown
            if unknown and not any(k.arg == "code" for k in node.keywords):
                uncoded.append(f"{path.name}:{node.lineno}")
    assert seen >= 10 and not uncoded, uncoded  # static.py and live.py have 13 today
    assert "outside-snapshot" in LOOKUP_REASONS and set(LOOKUP_REASONS) <= set(REASONS)
