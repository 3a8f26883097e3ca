"""Delta debugging of a failing script while the same finding (class and signature) reproduces.

Units are the ops other than `var`; dropping the add or make that creates a constraint id drops
every later op naming that id too, so each candidate stays a valid script. After chunks and then
single ops, the variables are compacted (one `var` op, ids in order of first use) and numbers
are rounded where the finding survives it. Everything is bounded by a time budget; the best
script so far is returned when it runs out.
"""

from __future__ import annotations

import time
from typing import Callable

from .model import number

Test = Callable[[list[dict]], bool]


def materialise(ops: list[dict], keep: list[int]) -> list[dict]:
    """The ops at indices `keep` (and all var ops), minus those naming a dropped constraint."""
    kept = set(keep)
    created: set[int] = set()
    out = []
    for i, op in enumerate(ops):
        kind = op["op"]
        if kind == "var":
            out.append(op)
            continue
        if i not in kept:
            continue
        if kind in ("add", "make"):
            created.add(int(op["cid"]))
        elif "cid" in op and int(op["cid"]) not in created:
            continue
        out.append(op)
    return out


def minimise(ops: list[dict], reproduces: Test, budget_s: float = 60.0) -> tuple[list[dict], int]:
    """The smallest script found that still `reproduces`, and how many candidates were tried."""
    deadline = time.monotonic() + budget_s
    tries = 0

    def test(candidate: list[dict]) -> bool:
        nonlocal tries
        tries += 1
        return reproduces(candidate)

    units = [i for i, op in enumerate(ops) if op["op"] != "var"]
    granularity = 2
    while len(units) >= 2 and time.monotonic() < deadline:
        chunk = max(1, -(-len(units) // granularity))
        reduced = False
        for start in range(0, len(units), chunk):
            if time.monotonic() >= deadline:
                break
            keep = units[:start] + units[start + chunk :]
            candidate = materialise(ops, keep)
            if len(candidate) < len(materialise(ops, units)) and test(candidate):
                # Recompute the units of what was kept (dependents went too).
                survivors = {id(op) for op in candidate}
                units = [i for i in keep if id(ops[i]) in survivors]
                granularity = max(granularity - 1, 2)
                reduced = True
                break
        if not reduced:
            if chunk == 1:
                break
            granularity = min(len(units), granularity * 2)
    best = materialise(ops, units)
    if time.monotonic() < deadline:
        compact = compact_variables(best)
        if compact != best and test(compact):
            best = compact
    if time.monotonic() < deadline:
        best = round_numbers(best, test, deadline)
    return best, tries


def compact_variables(ops: list[dict]) -> list[dict]:
    """One `var` op at the start and variable ids renumbered in order of first use."""
    mapping: dict[int, int] = {}

    def new(v) -> int:
        v = int(v)
        if v not in mapping:
            mapping[v] = len(mapping)
        return mapping[v]

    body = []
    for op in ops:
        if op["op"] == "var":
            continue
        op = dict(op)
        if "terms" in op:
            op["terms"] = [[new(v), a] for v, a in op["terms"]]
        if "var" in op:
            op["var"] = new(op["var"])
        body.append(op)
    if not mapping:
        return ops
    return [{"op": "var", "count": len(mapping)}] + body


def round_numbers(ops: list[dict], test: Test, deadline: float) -> list[dict]:
    """Constants, coefficients and values rounded (integers, then 3 digits) where that keeps the
    finding; one op at a time, all of its numbers together."""
    best = ops
    for i in range(len(best)):
        if time.monotonic() >= deadline:
            break
        for digits in (0, 3):
            candidate_op = _rounded(best[i], digits)
            if candidate_op is None or candidate_op == best[i]:
                continue
            candidate = best[:i] + [candidate_op] + best[i + 1 :]
            if test(candidate):
                best = candidate
                break
    return best


def _rounded(op: dict, digits: int) -> dict | None:
    def r(x):
        if isinstance(x, str):
            return x
        value = round(number(x), digits)
        return float(value) if digits else float(int(value)) if abs(value) < 1e15 else value

    if op["op"] in ("add", "make"):
        # Coefficients below 1 keep their value (rounding 1e-6 to 0 changes the problem's kind).
        terms = [[v, a if isinstance(a, str) or abs(number(a)) < 1 else r(a)] for v, a in op["terms"]]
        return dict(op, terms=terms, constant=r(op["constant"]))
    if op["op"] in ("updconst", "suggest"):
        return dict(op, value=r(op["value"]))
    return None
