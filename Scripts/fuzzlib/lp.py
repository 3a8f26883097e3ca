"""The two linear programs that decide what a correct solver must do (scipy's HiGHS).

`feasibility(required)` finds the smallest t such that some x has, for every required constraint
c, violation_c(x) <= t·(1 + |k_c|). t* = 0 means feasible; the judge reads t* with the bands in
`model` (WITNESS_TOL for a point that proves feasibility, INFEASIBLE_T for infeasibility) and
calls the gap between them ambiguous. Both programs optionally bound every term |a·x_j| (a
"term box"): unbounded, HiGHS may answer with a vertex at 1e13 where doubles mean little.

`optimum(required, optional)` minimises Σ w_c·violation_c(x) over the optional constraints
(each edit is one: v - s == 0) subject to the required ones, with one nonnegative error
variable per side of each optional constraint. The answer is re-evaluated at HiGHS's point in
plain floats, so the objective we compare against is that of a concrete point whose required
violations we also report: a point that is not quite feasible cannot make a correct solver look
worse without that showing up.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

import numpy as np
from scipy.optimize import OptimizeWarning, linprog

from .model import NEAR_ZERO, Con, expression, scale, violation, violation_over_n

# Tried in turn until HiGHS reports an optimum: its presolve now and then calls a feasible
# problem infeasible at tight tolerances. Answers are re-checked in plain floats anyway.
# HiGHS drops matrix entries up to `small_matrix_value` (1e-9 by default): a constraint's 1e-9
# coefficient, which both solvers keep (NEAR_ZERO), would vanish, and with it the only way to
# satisfy the constraint. scipy passes the option on to HiGHS as it is, with a warning.
_KEEP_SMALL_COEFFICIENTS = {"small_matrix_value": NEAR_ZERO}
HIGHS_ATTEMPTS = (
    {"primal_feasibility_tolerance": 1e-9, "dual_feasibility_tolerance": 1e-9, "time_limit": 30.0},
    {
        "primal_feasibility_tolerance": 1e-9,
        "dual_feasibility_tolerance": 1e-9,
        "time_limit": 30.0,
        "presolve": False,
    },
    {"time_limit": 30.0},
)


def _solve(cost, A_ub=None, b_ub=None, A_eq=None, b_eq=None, bounds=None):
    result = None
    for options in HIGHS_ATTEMPTS:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Unrecognized options detected", category=OptimizeWarning)
            result = linprog(
                cost,
                A_ub=A_ub,
                b_ub=b_ub,
                A_eq=A_eq,
                b_eq=b_eq,
                bounds=bounds,
                method="highs",
                options=options | _KEEP_SMALL_COEFFICIENTS,
            )
        if result.status == 0 and result.x is not None:
            return result
    return result


@dataclass
class Feasibility:
    """t* of the feasibility LP (None if HiGHS failed), its point, and t re-evaluated there."""

    t_lp: float | None
    point: dict[int, float] | None
    t_point: float
    message: str = ""


@dataclass
class Optimum:
    """The LP optimum re-evaluated at HiGHS's point (None if HiGHS failed)."""

    objective: float | None
    point: dict[int, float] | None
    required_violation: float  # largest scaled violation of a required constraint at point
    relaxed: bool = False
    message: str = ""


def _index(constraints) -> dict[int, int]:
    index: dict[int, int] = {}
    for con in constraints:
        for v, _ in con.terms:
            if v not in index:
                index[v] = len(index)
    return index


def _term_bounds(constraints, index: dict[int, int], term_box: float | None) -> list[tuple]:
    """Bounds on the variables: free, or |x_j| <= term_box / (x_j's largest |coefficient|)."""
    if term_box is None:
        return [(None, None)] * len(index)
    largest_coefficient = [0.0] * len(index)
    for con in constraints:
        for v, coef in con.terms:
            largest_coefficient[index[v]] = max(largest_coefficient[index[v]], abs(coef))
    return [(-term_box / a, term_box / a) for a in largest_coefficient]


def feasibility(required: list[Con], term_box: float | None = None) -> Feasibility:
    """Minimise t subject to violation_c(x) <= t·(1 + |k_c|) for every c in `required`
    (and, with `term_box`, every term |a·x_j| <= term_box: x_j bounded by term_box over its
    largest coefficient)."""
    index = _index(required)
    nx = len(index)
    bounds = _term_bounds(required, index, term_box) + [(0, None)]
    rows, rhs = [], []
    for con in required:
        a = np.zeros(nx + 1)
        for v, coef in con.terms:
            a[index[v]] += coef
        n = 1.0 + abs(con.constant)
        # a·x + k <= n t  and/or  -(a·x + k) <= n t
        if con.rel in ("==", "<="):
            row = a.copy()
            row[nx] = -n
            rows.append(row)
            rhs.append(-con.constant)
        if con.rel in ("==", ">="):
            row = -a
            row[nx] = -n
            rows.append(row)
            rhs.append(con.constant)
    cost = np.zeros(nx + 1)
    cost[nx] = 1.0
    if not rows:
        return Feasibility(0.0, {}, 0.0)
    result = _solve(cost, A_ub=np.array(rows), b_ub=np.array(rhs), bounds=bounds)
    if result.status != 0 or result.x is None:
        return Feasibility(None, None, math.inf, f"HiGHS status {result.status}: {result.message}")
    point = {v: float(result.x[i]) for v, i in index.items()}
    t_point = max(
        (violation_over_n(con, point) for con in required),
        default=0.0,
    )
    return Feasibility(float(result.x[nx]), point, t_point)


def optimum(
    required: list[Con],
    optional: list[tuple[Con, float]],
    band_t: float | None = None,
    term_box: float | None = None,
) -> Optimum:
    """Minimise Σ w·violation over `optional` ((constraint, weight) pairs) given `required`
    (and every term |a·x_j| <= term_box if given).

    With `band_t`, each required constraint may be off by band_t·(1 + |k|): the fallback for a
    required set that is feasible only up to rounding (HiGHS would call it infeasible).
    """
    optional = [(c, w) for c, w in optional if w > 0]
    index = _index(required + [c for c, _ in optional])
    nx = len(index)
    # Error variables: two for an optional equality, one for an optional inequality.
    n_errors = sum(2 if c.rel == "==" else 1 for c, _ in optional if c.terms)
    width = nx + n_errors
    cost = np.zeros(width)
    eq_rows, eq_rhs, ub_rows, ub_rhs = [], [], [], []
    constant_objective = 0.0

    def dense(con: Con, sign: float = 1.0) -> np.ndarray:
        row = np.zeros(width)
        for v, coef in con.terms:
            row[index[v]] += sign * coef
        return row

    for con in required:
        band = band_t * (1.0 + abs(con.constant)) if band_t is not None else 0.0
        if con.rel == "==" and band == 0.0:
            eq_rows.append(dense(con))
            eq_rhs.append(-con.constant)
            continue
        if con.rel in ("==", "<="):
            ub_rows.append(dense(con))
            ub_rhs.append(-con.constant + band)
        if con.rel in ("==", ">="):
            ub_rows.append(dense(con, -1.0))
            ub_rhs.append(con.constant + band)

    column = nx
    for con, weight in optional:
        if not con.terms:
            constant_objective += weight * violation(con.rel, con.constant)
            continue
        if con.rel == "==":
            row = dense(con)
            row[column], row[column + 1] = -1.0, 1.0  # a·x + k = p - n
            cost[column] = cost[column + 1] = weight
            eq_rows.append(row)
            eq_rhs.append(-con.constant)
            column += 2
        else:
            row = dense(con, 1.0 if con.rel == "<=" else -1.0)
            row[column] = -1.0  # a·x + k <= s  (or -(a·x + k) <= s)
            cost[column] = weight
            ub_rows.append(row)
            ub_rhs.append(-con.constant if con.rel == "<=" else con.constant)
            column += 1

    bounds = _term_bounds(required + [c for c, _ in optional], index, term_box) + [(0, None)] * n_errors
    if width == 0:
        return Optimum(constant_objective, {}, 0.0)
    result = _solve(
        cost,
        A_ub=np.array(ub_rows) if ub_rows else None,
        b_ub=np.array(ub_rhs) if ub_rhs else None,
        A_eq=np.array(eq_rows) if eq_rows else None,
        b_eq=np.array(eq_rhs) if eq_rhs else None,
        bounds=bounds,
    )
    if result.status != 0 or result.x is None:
        return Optimum(
            None, None, math.inf, band_t is not None, f"HiGHS status {result.status}: {result.message}"
        )
    point = {v: float(result.x[i]) for v, i in index.items()}
    return Optimum(
        objective_at(optional, point),
        point,
        max((violation(c.rel, expression(c, point)) / scale(c, point) for c in required), default=0.0),
        band_t is not None,
    )


def largest_term(constraints: list[Con], point) -> float:
    """The largest |a·x_j| over the terms of `constraints` at `point`."""
    return max((abs(a * point.get(v, 0.0)) for con in constraints for v, a in con.terms), default=0.0)


def objective_at(optional: list[tuple[Con, float]], x) -> float:
    """Σ w·violation at x (NaN if a value is NaN)."""
    total = 0.0
    for con, weight in optional:
        if weight > 0:
            total += weight * violation(con.rel, expression(con, x))
    return total


def objective_tolerance_scale(optional: list[tuple[Con, float]], x) -> float:
    """Σ w·scale at x: the size of the numbers the objective is made of."""
    return sum(weight * scale(con, x) for con, weight in optional if weight > 0)
