"""An exact LP (simplex over Python's rationals) for the disputes HiGHS cannot settle.

HiGHS works in doubles with absolute tolerances: beside a 1e-6 coefficient, a feasible set whose
only points reach 1e13 comes back with t* = 0.4 in one constraint order and 0 in another
(definitions seed 1626288). Every double is a rational, so the systems the fuzzer makes have an
exact answer; this module finds it, slowly (a sparse tableau of Fractions, Dantzig's rule with
Bland's after degenerate pivots, so it terminates). The judge asks it only to confirm what
HiGHS concludes against our solver.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .model import Con

# Degenerate pivots in a row before the entering column is chosen by Bland's rule (which cannot
# cycle) instead of by the most negative reduced cost (which is faster).
_DEGENERATE_PIVOTS_BEFORE_BLAND = 50


def _add_scaled(target: dict[int, Fraction], source: dict[int, Fraction], factor: Fraction) -> None:
    """target += factor · source, dropping cells that become zero."""
    for col, value in source.items():
        updated = target.get(col, 0) + factor * value
        if updated:
            target[col] = updated
        else:
            target.pop(col, None)


@dataclass
class Solution:
    """An exact optimum: its objective and point (every variable the program names)."""

    objective: Fraction
    point: dict[int, Fraction]


class _Tableau:
    """Rows `basic[i] = rhs[i] - Σ row[i][col]·col` over nonnegative columns, and an objective
    row `objective = constant + Σ cost[col]·col` over the nonbasic ones."""

    def __init__(self):
        self.rows: list[dict[int, Fraction]] = []
        self.rhs: list[Fraction] = []
        self.basic: list[int] = []
        self.columns = 0

    def new_column(self) -> int:
        self.columns += 1
        return self.columns - 1

    def pivot(self, row: int, column: int, objectives: list[dict[int, Fraction]], constants: list[Fraction]):
        pivot_row = self.rows[row]
        factor = pivot_row.pop(column)
        leaving = self.basic[row]
        # Solve row `row` for `column`: column = rhs/f - Σ (c/f)·col - (1/f)·leaving.
        inverse = 1 / factor
        for col in pivot_row:
            pivot_row[col] *= inverse
        pivot_row[leaving] = inverse
        self.rhs[row] *= inverse
        self.basic[row] = column
        for other in range(len(self.rows)):
            if other == row:
                continue
            coefficient = self.rows[other].pop(column, None)
            if coefficient is None:
                continue
            _add_scaled(self.rows[other], pivot_row, -coefficient)
            self.rhs[other] -= coefficient * self.rhs[row]
        for index, objective in enumerate(objectives):
            coefficient = objective.pop(column, None)
            if coefficient is None:
                continue
            _add_scaled(objective, pivot_row, -coefficient)
            constants[index] += coefficient * self.rhs[row]

    def minimise(self, objective: dict[int, Fraction], constant: Fraction, forbidden: set[int]) -> Fraction:
        """Pivots until no allowed column lowers `objective`; returns its value. (A column
        with a negative cost and no limiting row means unbounded, which the programs built
        here cannot be: every cost is on a nonnegative error.)"""
        constants = [constant]
        degenerate = 0
        while True:
            candidates = [(cost, col) for col, cost in objective.items() if cost < 0 and col not in forbidden]
            if not candidates:
                return constants[0]
            if degenerate >= _DEGENERATE_PIVOTS_BEFORE_BLAND:
                column = min(col for _, col in candidates)
            else:
                column = min(candidates)[1]
            best = None
            for index, row in enumerate(self.rows):
                coefficient = row.get(column)
                if coefficient is None or coefficient <= 0:
                    continue
                ratio = self.rhs[index] / coefficient
                key = (ratio, self.basic[index])
                if best is None or key < best[0]:
                    best = (key, index)
            if best is None:
                raise ArithmeticError("exact LP: unbounded objective")
            degenerate = degenerate + 1 if best[0][0] == 0 else 0
            self.pivot(best[1], column, [objective], constants)


def _variables(cons: list[Con]) -> list[int]:
    return sorted({v for con in cons for v, _ in con.terms})


def _constant_violation(con: Con) -> Fraction:
    """How far `k REL 0` misses, exactly (for a constraint whose terms are all gone)."""
    k = Fraction(con.constant)
    if con.rel == "==":
        return abs(k)
    return max(Fraction(0), k if con.rel == "<=" else -k)


def solve(
    required: list[Con], optional: list[tuple[Con, float]] = (), term_box: float | None = None
) -> Solution | None:
    """The exact minimum of Σ w·violation over `optional` subject to every constraint in
    `required` holding exactly; None if `required` is infeasible. With no optional
    constraints this is the exact feasibility test (objective 0). With `term_box`, every
    term |a·x_j| stays within it (x_j bounded by term_box over its largest |coefficient|, as
    in `lp`)."""
    # A constraint without terms costs its constant's violation wherever the point is.
    fixed_cost = sum(
        (Fraction(w) * _constant_violation(c) for c, w in optional if w > 0 and not c.terms), Fraction(0)
    )
    optional = [(c, w) for c, w in optional if w > 0 and c.terms]
    t = _Tableau()
    variables = _variables(required + [c for c, _ in optional])
    if term_box is not None:
        largest: dict[int, float] = {}
        for con in required + [c for c, _ in optional]:
            for v, a in con.terms:
                largest[v] = max(largest.get(v, 0.0), abs(a))
        # x_j - bound <= 0 and x_j + bound >= 0 (strength unused here).
        required = list(required) + [
            Con(-1, ((v, 1.0),), sign * term_box / largest[v], rel, 0.0, True)
            for v in variables
            if largest[v] > 0
            for rel, sign in (("<=", -1.0), (">=", 1.0))
        ]
    # x = plus - minus, both nonnegative.
    plus = {v: t.new_column() for v in variables}
    minus = {v: t.new_column() for v in variables}
    artificials: set[int] = set()
    phase_one: dict[int, Fraction] = {}
    phase_one_constant = Fraction(0)
    costs: dict[int, Fraction] = {}

    def add_row(coefficients: dict[int, Fraction], rhs: Fraction, slack: int | None, slack_sign: int):
        nonlocal phase_one_constant
        # Σ coefficients·col + slack_sign·slack = rhs, turned so that rhs >= 0.
        if rhs < 0:
            coefficients = {col: -value for col, value in coefficients.items()}
            rhs = -rhs
            slack_sign = -slack_sign
        row = dict(coefficients)
        if slack is not None and slack_sign > 0:
            basic = slack
        else:
            if slack is not None:
                row[slack] = Fraction(slack_sign)
            basic = t.new_column()
            artificials.add(basic)
            # The phase-one objective Σ artificials, in terms of the nonbasic columns.
            _add_scaled(phase_one, row, Fraction(-1))
            phase_one_constant += rhs
        t.rows.append(row)
        t.rhs.append(rhs)
        t.basic.append(basic)

    def expression(con: Con) -> tuple[dict[int, Fraction], Fraction]:
        row: dict[int, Fraction] = {}
        for v, a in con.terms:
            _add_scaled(row, {plus[v]: Fraction(a), minus[v]: -Fraction(a)}, Fraction(1))
        return row, Fraction(con.constant)

    def add_constraint(row: dict[int, Fraction], k: Fraction, rel: str):
        # a·x + k REL 0  <=>  a·x REL -k, with a slack for an inequality.
        if rel == "==":
            add_row(row, -k, None, 0)
        else:
            add_row(row, -k, t.new_column(), 1 if rel == "<=" else -1)

    for con in required:
        add_constraint(*expression(con), con.rel)
    for con, weight in optional:
        row, k = expression(con)
        # a·x + k - over + under == 0 for an equality; an inequality has one error, on its
        # violating side: a·x + k - over <= 0, or a·x + k + over >= 0.
        over = t.new_column()
        costs[over] = Fraction(weight)
        row[over] = Fraction(1 if con.rel == ">=" else -1)
        if con.rel == "==":
            under = t.new_column()
            costs[under] = Fraction(weight)
            row[under] = Fraction(1)
        add_constraint(row, k, con.rel)

    if t.minimise(phase_one, phase_one_constant, set()) != 0:
        return None
    # Artificials still basic are at 0: pivot them out where their row allows (a degenerate
    # pivot, so any sign will do); a row of artificials alone is redundant and stays as it is.
    for index, col in enumerate(t.basic):
        if col in artificials:
            entering = next((c for c in sorted(t.rows[index]) if c not in artificials), None)
            if entering is not None:
                t.pivot(index, entering, [phase_one], [phase_one_constant])
    # Phase two: the real costs in terms of the current nonbasic columns; artificials stay out
    # (the basic ones are 0 and stay so: they never re-enter and their rows keep them at 0).
    objective: dict[int, Fraction] = {}
    constant = Fraction(0)
    basic_row = {col: index for index, col in enumerate(t.basic)}
    for col, cost in costs.items():
        if col in basic_row:
            index = basic_row[col]
            constant += cost * t.rhs[index]
            _add_scaled(objective, t.rows[index], -cost)
        else:
            objective[col] = objective.get(col, 0) + cost
    value = fixed_cost + (t.minimise(objective, constant, artificials) if costs else Fraction(0))
    values = {col: t.rhs[index] for index, col in enumerate(t.basic)}
    point = {v: values.get(plus[v], Fraction(0)) - values.get(minus[v], Fraction(0)) for v in variables}
    return Solution(value, point)


def least_violation(required: list[Con]) -> Fraction:
    """The feasibility LP's t* in exact arithmetic: the least t such that some point misses
    each constraint of `required` by at most t·(1 + |k|). Zero iff the set is exactly feasible;
    a set whose members disagree only by the rounding of their decimals has a tiny one."""
    if not required:
        return Fraction(0)
    t = 1 + max((v for con in required for v, _ in con.terms), default=-1)
    relaxed = []
    for con in required:
        scale = 1.0 + abs(con.constant)
        # a·x + k <= t·scale (unless >=) and a·x + k >= -t·scale (unless <=).
        if con.rel != ">=":
            relaxed.append(Con(-1, con.terms + ((t, -scale),), con.constant, "<=", con.strength, True))
        if con.rel != "<=":
            relaxed.append(Con(-1, con.terms + ((t, scale),), con.constant, ">=", con.strength, True))
    relaxed.append(Con(-1, ((t, 1.0),), 0.0, ">=", 0.0, True))
    solution = solve(relaxed, [(Con(-1, ((t, 1.0),), 0.0, "==", 0.0, True), 1.0)])
    assert solution is not None, "a relaxation with t free is always feasible"
    return solution.point[t]
