"""One fuzzing session: replay a script on both solvers, judge it, minimise and save findings."""

from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass, field

from . import model
from .clients import KiwiOutcome, KiwiReplay, OursOutcome, SolverReplay
from .judge import Finding, Verdict, crash_signature, judge
from .minimise import minimise


@dataclass
class Checked:
    """A script after replay and judging."""

    ops: list[dict]
    ours: OursOutcome
    kiwi: KiwiOutcome | None
    verdict: Verdict
    finding: Finding | None = None  # the first one: crash, hang, or the judge's first
    lp_calls: int = 0
    seconds: float = 0.0

    @property
    def ambiguous(self) -> bool:
        return self.verdict.ambiguous_at is not None


@dataclass
class Session:
    """Long-lived replay processes (ours, and kiwi unless disabled) and the judge."""

    binary: str
    timeout_s: float = 20.0
    use_kiwi: bool = True
    ours: SolverReplay = field(init=False)
    kiwi: KiwiReplay | None = field(init=False)

    def __post_init__(self):
        self.ours = SolverReplay(self.binary, self.timeout_s)
        self.kiwi = KiwiReplay(self.timeout_s) if self.use_kiwi else None

    def close(self) -> None:
        self.ours.close()
        if self.kiwi:
            self.kiwi.close()

    def check(
        self,
        ops: list[dict],
        *,
        with_kiwi: bool = True,
        target: tuple[str, str] | None = None,
        stop_at_first: bool = True,
        timeout_s: float | None = None,
        recorded: bool = False,
    ) -> Checked:
        """Replays `ops` on ours (and kiwi, concurrently) and judges the answers."""
        wire_ops = [model.strip_expectations(op) for op in ops]
        kiwi = self.kiwi if with_kiwi and self.kiwi is not None else None
        sent = self.ours.send(wire_ops)
        if kiwi is not None:
            kiwi.send(wire_ops)
        if sent:
            ours = self.ours.receive(len(wire_ops), timeout_s)
        else:
            ours = self.ours.replay(wire_ops, timeout_s)  # restarts after a dead process
        kiwi_outcome = kiwi.receive() if kiwi is not None else None
        kiwi_records = kiwi_outcome.records if kiwi_outcome else []
        if ours.status != "ok":
            finding = Finding(
                ours.status,
                None,
                crash_signature(ours.stderr) if ours.status == "crash" else "no answer",
                {
                    "returncode": ours.returncode,
                    "stderr": _abridged(ours.stderr),
                    "seconds": round(ours.seconds, 3),
                },
            )
            if target is not None and target != finding.key():
                return Checked(ops, ours, kiwi_outcome, Verdict(), finding)
            verdict = judge(ops, None, kiwi_records, recorded=recorded) if target is None else Verdict()
            return Checked(ops, ours, kiwi_outcome, verdict, finding, verdict.lp_calls, ours.seconds)
        verdict = judge(
            ops, ours.results, kiwi_records, target=target, stop_at_first=stop_at_first, recorded=recorded
        )
        return Checked(ops, ours, kiwi_outcome, verdict, verdict.first, verdict.lp_calls, ours.seconds)

    def reproduces(self, target: tuple[str, str], hang_timeout_s: float) -> "callable":
        """A test for the minimiser: does a candidate still show `target`?"""

        def test(candidate: list[dict]) -> bool:
            checked = self.check(
                candidate,
                with_kiwi=False,
                target=target,
                stop_at_first=False,
                timeout_s=hang_timeout_s if target[0] == "hang" else None,
            )
            if target[0] in ("crash", "hang"):
                return checked.finding is not None and checked.finding.key() == target
            return any(f.key() == target for f in checked.verdict.findings)

        return test

    def minimise_and_save(
        self,
        ops: list[dict],
        finding: Finding,
        kind: str,
        seed,
        save_dir: str,
        budget_s: float = 60.0,
        extra_header: dict | None = None,
    ) -> tuple[str, int, int]:
        """Minimises `ops` for `finding`, writes the regression file; (path, ops before, after)."""
        target = finding.key()
        # A script that replays in milliseconds and hangs does so for good: 2 s tells them apart,
        # and hangs get a longer budget because every reduction that keeps one costs that wait.
        hang_timeout_s = min(self.timeout_s, 2.0)
        if target[0] == "hang":
            budget_s *= 3
        small, _ = minimise(ops, self.reproduces(target, hang_timeout_s), budget_s)
        final = self.check(
            small, stop_at_first=False, timeout_s=hang_timeout_s if target[0] == "hang" else None
        )
        shown = next((f for f in final.verdict.findings if f.key() == target), None)
        if final.finding is not None and final.finding.key() == target:
            shown = final.finding
        shown = shown or finding
        header = {
            "op": "#",
            "class": finding.cls,
            "kind": kind,
            "seed": seed,
            "found": datetime.date.today().isoformat(),
            "what": describe(shown),
            "sig": finding.sig,
            "kiwi_too": shown.kiwi_too,
            "original_ops": len(ops),
            "minimised_ops": len(small),
        }
        if final.ambiguous:
            header["ambiguous_from_op"] = final.verdict.ambiguous_at
        if extra_header:
            header.update(extra_header)
        name = f"{finding.cls}-{kind}-{seed}.jsonl"
        path = os.path.join(save_dir, name)
        write_regression(path, header, small, final.verdict)
        return path, len(ops), len(small)


def _abridged(text: str, head: int = 1500, tail: int = 1000) -> str:
    return text if len(text) <= head + tail else text[:head] + "\n[...]\n" + text[-tail:]


def describe(finding: Finding) -> str:
    """A one-line human description of a finding for a regression file's header."""
    d = finding.detail
    where = f" at op {finding.index}" if finding.index is not None else ""
    too = "; kiwi does the same" if finding.kiwi_too else ""
    if finding.cls == "crash":
        return f"solverreplay dies ({finding.sig}){too}"
    if finding.cls == "hang":
        return f"no answer within the timeout{too}"
    if finding.cls == "broken_required":
        return f"update{where}: required c{d.get('cid')} violated (scaled {d.get('scaled_violation', 0):.3g}){too}"
    if finding.cls == "worse_optimum":
        return (
            f"update{where}: objective {d.get('ours_objective', 0):.10g} above the optimum "
            f"{d.get('expected_objective', 0):.10g} by more than {d.get('tolerance', 0):.3g}{too}"
        )
    return f"{finding.sig.split(':', 1)[0]}{where}: ours {finding.sig.split(':', 1)[1]} (ours/expected){too}"


def annotated_ops(ops: list[dict], verdict: Verdict) -> list[dict]:
    """The ops with "expect" (and "expect_objective" for update) from the judge's verdict.

    From an ambiguous decision on, nothing is vouched for: those ops get "expect": null (and
    updates "expect_objective": null), which a replay skips."""
    out = []
    trusted = verdict.ambiguous_at if verdict.ambiguous_at is not None else len(ops)
    for i, op in enumerate(ops):
        if op["op"] == "#":
            continue
        op = model.strip_expectations(op)
        expected = verdict.expects[i] if i < min(len(verdict.expects), trusted) else None
        if op["op"] == "update":
            op["expect"] = "ok" if i < trusted else None
            op["expect_objective"] = expected[1] if isinstance(expected, tuple) else None
        else:
            op["expect"] = expected
        out.append(op)
    return out


def write_regression(path: str, header: dict, ops: list[dict], verdict: Verdict) -> None:
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    lines = [json.dumps(header, allow_nan=False)]
    lines += [json.dumps(op, allow_nan=False) for op in annotated_ops(ops, verdict)]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
