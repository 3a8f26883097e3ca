"""Op scripts, strengths, constraints and the judging tolerances.

An op script is a list of dicts in the format Sources/SolverScript/OpScript.swift reads. Numbers
may be the strings "nan", "inf" and "-inf". A constraint means `Σ a·x_v + k REL 0`; both solvers
merge repeated variables (in order of first appearance) and drop coefficients with |a| < 1e-12
(our `nearZero`; kiwi's is 1e-8), so the judge does the same before reasoning about a constraint.

The tolerances are explained in Scripts/fuzz.py's docstring; the Swift regression test uses the
same numbers.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

# --- Tolerances (see Scripts/fuzz.py for why these values) ---------------------------------------
#: A required constraint holds at values x if its violation <= FEAS_TOL * scale(x).
FEAS_TOL = 1e-4
#: Objective tolerance: OBJ_REL_TOL * Σ_c w_c·scale_c(x) + OBJ_ABS_TOL over active optional c.
OBJ_REL_TOL = 1e-6
OBJ_ABS_TOL = 1e-7
#: A point proves a required set feasible if every member's violation <= WITNESS_TOL * scale,
WITNESS_TOL = 1e-10
#: and also <= WITNESS_T * (1 + |k|): a scale that grows with the values must not let a point
#: far out prove a set whose members disagree by more than the solvers call noise (kiwi's
#: absolute 1e-8, ours 1e-9 of a row's size). Between this and INFEASIBLE_T is ambiguous.
WITNESS_T = 1e-8
#: The feasibility LP's t* (largest violation / (1 + |k|)) at or above this: infeasible.
INFEASIBLE_T = 1e-6
#: A required set that is feasible only with some term |a·x| beyond this is ambiguous (the
#: solvers' absolute 1e-8 thresholds mean nothing at such sizes).
FEASIBLE_TERM_BOX = 1e9
#: The optimum ours is held to is the best with every term |a·x_j| <= OPTIMUM_TERM_BOX when the
#: unbounded LP's vertex lies beyond it (such a vertex says nothing about a solver in doubles).
OPTIMUM_TERM_BOX = 1e9
#: Coefficients below this in magnitude are dropped, as ours does (Tolerance.coefficientFloor;
#: kiwi drops below 1e-8, so between the two the LP decides as for any disagreement).
NEAR_ZERO = 1e-12

REQUIRED = 1000.0 * 1e6 + 1000.0 * 1e3 + 1000.0
NAMED_STRENGTHS = {
    "required": REQUIRED,
    "strong": 1e6,
    "medium": 1e3,
    "weak": 1.0,
}
RELATIONS = ("==", "<=", ">=")
#: Op kinds whose result is "ok" or "err:KIND".
STATUS_OPS = {"add", "make", "readd", "remove", "updconst", "addedit", "rmedit", "suggest", "reset"}
ERROR_KINDS = (
    "duplicate_constraint",
    "unknown_constraint",
    "unsatisfiable",
    "duplicate_edit",
    "unknown_edit",
    "bad_required_strength",
    "nonfinite",
    "internal",
)


def number(x) -> float:
    """A JSON number of an op script as a float ("nan", "inf", "-inf" allowed)."""
    if isinstance(x, str):
        return float(x)
    return float(x)


def json_number(x: float):
    """A float as an op script writes it: non-finite values become strings."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def strength_value(spec) -> float:
    """kiwi's strength value for a strength spec, clipped to [0, REQUIRED].

    A spec is a name or [strong, medium, weak] or [strong, medium, weak, weight]; each tier is
    multiplied by the weight and clamped to [0, 1000], as `kiwi.strength.create` does.
    """
    if isinstance(spec, str):
        return NAMED_STRENGTHS[spec]
    tiers = [number(t) for t in spec]
    weight = tiers[3] if len(tiers) > 3 else 1.0

    def tier(t: float) -> float:
        return min(max(t * weight, 0.0), 1000.0)

    value = tier(tiers[0]) * 1e6 + tier(tiers[1]) * 1e3 + tier(tiers[2])
    return min(max(value, 0.0), REQUIRED)


def is_required(value: float) -> bool:
    return value >= REQUIRED


def normalise_terms(raw_terms) -> tuple[tuple[int, float], ...]:
    """Repeated variables merged (first position kept), near-zero coefficients dropped."""
    merged: dict[int, float] = {}
    for var, coefficient in raw_terms:
        var = int(var)
        merged[var] = merged.get(var, 0.0) + number(coefficient)
    return tuple((v, a) for v, a in merged.items() if not abs(a) < NEAR_ZERO)


@dataclass
class Con:
    """One constraint object: normalised terms, its current constant, relation and strength."""

    cid: int
    terms: tuple[tuple[int, float], ...]
    constant: float
    rel: str
    strength: float
    finite: bool

    @staticmethod
    def from_op(op: dict) -> "Con":
        raw = [(v, number(a)) for v, a in op["terms"]]
        constant = number(op["constant"])
        finite = math.isfinite(constant) and all(math.isfinite(a) for _, a in raw)
        terms = normalise_terms(raw) if finite else tuple((int(v), a) for v, a in raw)
        return Con(int(op["cid"]), terms, constant, op["rel"], strength_value(op["strength"]), finite)

    @property
    def required(self) -> bool:
        return is_required(self.strength)

    def with_constant(self, constant: float) -> "Con":
        return Con(self.cid, self.terms, constant, self.rel, self.strength, self.finite)


def expression(con: Con, x) -> float:
    """Σ a·x_v + k at values x (a sequence or dict indexed by variable id; missing reads 0)."""
    total = con.constant
    for v, a in con.terms:
        total += a * value_of(x, v)
    return total


def value_of(x, v: int) -> float:
    if isinstance(x, dict):
        return x.get(v, 0.0)
    return x[v] if v < len(x) else 0.0


def violation(rel: str, e: float) -> float:
    """How far `e REL 0` is from holding (NaN stays NaN)."""
    if rel == "==":
        return abs(e)
    if rel == "<=":
        return max(0.0, e) if not math.isnan(e) else e
    return max(0.0, -e) if not math.isnan(e) else e


def scale(con: Con, x) -> float:
    """1 + |k| + Σ|a·x_v|: the size of the numbers that make up the residual at x."""
    return 1.0 + abs(con.constant) + sum(abs(a * value_of(x, v)) for v, a in con.terms)


def scaled_violation(con: Con, x) -> float:
    viol = violation(con.rel, expression(con, x))
    if math.isnan(viol):
        return math.inf
    return viol / scale(con, x)


def violation_over_n(con: Con, x) -> float:
    """The violation over 1 + |k|: the feasibility LP's measure t, which does not grow with x."""
    viol = violation(con.rel, expression(con, x))
    return viol / (1.0 + abs(con.constant)) if not math.isnan(viol) else math.inf


def dumps_op(op: dict) -> str:
    return json.dumps(op, allow_nan=False)


def script_line(ops: list[dict]) -> str:
    """One line of the solverreplay protocol."""
    return json.dumps({"ops": ops}, allow_nan=False, separators=(",", ":"))


def read_script(path: str) -> tuple[dict | None, list[dict]]:
    """A script file (JSON lines): its leading "#" header (if any) and its ops."""
    header = None
    ops = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            op = json.loads(line)
            if op.get("op") == "#" and header is None and not ops:
                header = op
                continue
            ops.append(op)
    return header, ops


def strip_expectations(op: dict) -> dict:
    return {k: v for k, v in op.items() if k not in ("expect", "expect_objective")}
