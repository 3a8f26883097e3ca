"""The judge: what a correct solver must answer for each op of a script, and where ours did not.

The judge keeps the state that the ops imply when every op has its correct outcome (active
constraints with their current constants, edits with their last suggested values) and decides:

- status ops by rule (duplicate, unknown, nonfinite, bad_required_strength; reset, remove of an
  active constraint, addedit/rmedit/suggest with valid arguments always succeed), except the
  add/readd/updconst of a required constraint: ok iff the required set with it (with the new
  constant) is feasible. A point proves that (the last proven point, or a feasibility LP's
  point, holding every required constraint within WITNESS_TOL of its scale, with no term
  |a·x| beyond FEASIBLE_TERM_BOX, and no violation beyond WITNESS_T·(1 + |k|)); the
  feasibility LP's t* >= INFEASIBLE_T disproves it if the exact LP (fuzzlib.exact, rational
  arithmetic) confirms that the set is infeasible, and by that much (its exact t*); anything
  else is ambiguous. The
  WITNESS_T condition keeps the verdicts apart: a scale that grows with the values would
  otherwise let a point far out "prove" a set whose members disagree (x - y == 785.333 beside
  0.5x - 0.5y == 392.667, held at x = 1e9 within 1e-10 of its scale).
- update: ours must hold every active required constraint within FEAS_TOL·scale, and its
  objective must not exceed the LP optimum by more than OBJ_REL_TOL·Σ w·scale + OBJ_ABS_TOL,
  where a better optimum counts only if it is reached with values of a size comparable to ours;
  where ours is above it, the exact optimum (fuzzlib.exact) takes its place; if there is
  none (the required set holds only up to rounding), the update is ambiguous.

kiwi's results never decide anything (they depend on memory addresses, and the judge must be
deterministic); they flag findings kiwi shares ("kiwi too"). From an ambiguous decision on, the
judge follows our solver's answer and counts no finding: the script is "ambiguous" from there.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from . import exact, lp
from .model import (
    FEAS_TOL,
    FEASIBLE_TERM_BOX,
    INFEASIBLE_T,
    OPTIMUM_TERM_BOX,
    OBJ_ABS_TOL,
    OBJ_REL_TOL,
    WITNESS_T,
    WITNESS_TOL,
    Con,
    expression,
    number,
    scaled_violation,
    strength_value,
    violation_over_n,
    is_required,
)

CLASSES = ("crash", "hang", "broken_required", "worse_optimum", "wrong_error")


@dataclass
class Finding:
    cls: str
    index: int | None
    sig: str
    detail: dict = field(default_factory=dict)
    kiwi_too: bool = False

    def key(self) -> tuple[str, str]:
        return (self.cls, self.sig)

    def describe(self) -> str:
        where = f" at op {self.index}" if self.index is not None else ""
        too = " (kiwi too)" if self.kiwi_too else ""
        return f"{self.cls}{where}: {self.sig}{too}"


@dataclass
class Verdict:
    """Everything the judge concluded about one script."""

    expects: list = field(default_factory=list)  # per op: None, "ok"/"err:..", bool, or ("ok", objective)
    findings: list[Finding] = field(default_factory=list)
    ambiguous_at: int | None = None
    ambiguous_why: str = ""
    kiwi_wrong: list[str] = field(default_factory=list)
    lp_calls: int = 0
    exact_calls: int = 0  # exact LPs (fuzzlib.exact) confirming HiGHS
    notes: list[str] = field(default_factory=list)

    @property
    def first(self) -> Finding | None:
        return self.findings[0] if self.findings else None


class _State:
    def __init__(self):
        self.n_vars = 0
        self.objects: dict[int, Con] = {}
        self.active: dict[int, None] = {}  # insertion-ordered set of cids
        self.edits: dict[int, list[float]] = {}  # var -> [weight, suggested value]
        self.witness: dict[int, float] | None = {}
        self.version = 0

    def required(self) -> list[Con]:
        return [self.objects[c] for c in self.active if self.objects[c].required]

    def optional(self) -> list[tuple[Con, float]]:
        out = [
            (self.objects[c], self.objects[c].strength) for c in self.active if not self.objects[c].required
        ]
        for v, (weight, value) in self.edits.items():
            out.append((Con(-1 - v, ((v, 1.0),), -value, "==", weight, True), weight))
        return out


def judge(
    ops: list[dict],
    ours: list | None,
    kiwi: list[dict] | None = None,
    target: tuple[str, str] | None = None,
    stop_at_first: bool = False,
    recorded: bool = False,
) -> Verdict:
    """Judges `ours` (solverreplay's results, or None if it gave none) for `ops`.

    `kiwi` is the kiwi worker's per-op records (possibly cut short by a kiwi abort). With
    `target` (class, signature) the judge stops as soon as that finding shows; with
    `stop_at_first` at the first finding. With `recorded`, no LP runs: feasibility decisions
    and optimal objectives are read from the ops' "expect"/"expect_objective" (a regression
    file), exactly as the Swift regression test replays it.
    """
    return _Judge(ops, ours, kiwi or [], target, stop_at_first, recorded).run()


class _Judge:
    def __init__(self, ops, ours, kiwi, target, stop_at_first, recorded):
        self.ops = ops
        self.recorded = recorded
        self.ours = ours
        self.kiwi = kiwi
        self.target = target
        self.stop_at_first = stop_at_first
        self.state = _State()
        self.verdict = Verdict()
        self.optimum_cache: tuple[int, lp.Optimum] | None = None

    # --- helpers ------------------------------------------------------------------------------
    def our(self, i):
        if self.ours is None or i >= len(self.ours):
            return None
        return self.ours[i]

    def kiwi_result(self, i):
        if i < len(self.kiwi):
            return self.kiwi[i].get("r")
        return None  # kiwi aborted before this op, or did not run

    def counting(self) -> bool:
        return self.verdict.ambiguous_at is None

    def find(self, finding: Finding) -> None:
        if self.counting():
            self.verdict.findings.append(finding)

    def done(self) -> bool:
        if not self.verdict.findings:
            return False
        if self.stop_at_first:
            return True
        return self.target is not None and any(f.key() == self.target for f in self.verdict.findings)

    def ambiguous(self, i: int, why: str) -> None:
        if self.verdict.ambiguous_at is None:
            self.verdict.ambiguous_at = i
            self.verdict.ambiguous_why = why

    # --- the walk -----------------------------------------------------------------------------
    def run(self) -> Verdict:
        for i, op in enumerate(self.ops):
            expected = self.step(i, op)
            self.verdict.expects.append(expected)
            if self.done():
                break
        return self.verdict

    def step(self, i: int, op: dict):
        kind = op["op"]
        st = self.state
        if self.recorded and kind not in ("#", "end", "var") and "expect" in op and op["expect"] is None:
            self.ambiguous(i, "the file vouches for nothing from here (expect: null)")
        if kind in ("#", "end"):
            return None
        if kind == "var":
            st.n_vars += int(op["count"])
            return None
        if kind in ("add", "make"):
            st.objects[int(op["cid"])] = Con.from_op(op)
            if kind == "make":
                return self.status(i, kind, "ok")
            return self.add(i, kind, int(op["cid"]))
        if kind == "readd":
            cid = int(op["cid"])
            if cid not in st.objects:
                return self.status(i, kind, "err:unknown_constraint")
            return self.add(i, kind, cid)
        if kind == "remove":
            cid = int(op["cid"])
            if cid in st.active:
                del st.active[cid]
                st.version += 1
                return self.status(i, kind, "ok")
            return self.status(i, kind, "err:unknown_constraint")
        if kind == "updconst":
            return self.update_constant(i, int(op["cid"]), number(op["value"]))
        if kind == "addedit":
            v = int(op["var"])
            if v in st.edits:
                return self.status(i, kind, "err:duplicate_edit")
            weight = strength_value(op["strength"])
            if is_required(weight):
                return self.status(i, kind, "err:bad_required_strength")
            st.edits[v] = [weight, 0.0]
            st.version += 1
            return self.status(i, kind, "ok")
        if kind == "rmedit":
            v = int(op["var"])
            if v in st.edits:
                del st.edits[v]
                st.version += 1
                return self.status(i, kind, "ok")
            return self.status(i, kind, "err:unknown_edit")
        if kind == "suggest":
            v = int(op["var"])
            if v not in st.edits:
                return self.status(i, kind, "err:unknown_edit")
            value = number(op["value"])
            if not math.isfinite(value):
                return self.status(i, kind, "err:nonfinite")
            if st.edits[v][1] != value:
                st.edits[v][1] = value
                st.version += 1
            return self.status(i, kind, "ok")
        if kind == "hascon":
            return self.boolean(i, kind, int(op["cid"]) in st.active)
        if kind == "hasedit":
            return self.boolean(i, kind, int(op["var"]) in st.edits)
        if kind == "reset":
            st.active.clear()
            st.edits.clear()
            st.witness = {}
            st.version += 1
            return self.status(i, kind, "ok")
        if kind == "update":
            return self.update(i)
        raise ValueError(f"op {i}: unknown op {kind!r}")

    def status(self, i: int, kind: str, expected: str) -> str:
        ours = self.our(i)
        kiwi = self.kiwi_result(i)
        if kiwi not in (None, "n/a") and kiwi != expected:
            self.verdict.kiwi_wrong.append(f"{i}:{kind}:{kiwi}/{expected}")
        if self.ours is not None and ours != expected:
            self.find(
                Finding(
                    "wrong_error",
                    i,
                    f"{kind}:{_short(ours)}/{expected}",
                    {"ours": ours, "expected": expected, "kiwi": kiwi},
                    kiwi_too=(kiwi == ours),
                )
            )
        return expected

    def boolean(self, i: int, kind: str, expected: bool) -> bool:
        ours = self.our(i)
        kiwi = self.kiwi_result(i)
        if isinstance(kiwi, bool) and kiwi != expected:
            self.verdict.kiwi_wrong.append(f"{i}:{kind}:{kiwi}/{expected}")
        if self.ours is not None and ours is not expected:
            self.find(
                Finding(
                    "wrong_error",
                    i,
                    f"{kind}:{_short(ours)}/{str(expected).lower()}",
                    {"ours": ours, "expected": expected, "kiwi": kiwi},
                    kiwi_too=(kiwi == ours),
                )
            )
        return expected

    # --- adds and constant updates ------------------------------------------------------------
    def add(self, i: int, kind: str, cid: int):
        st = self.state
        con = st.objects[cid]
        if cid in st.active:
            return self.status(i, kind, "err:duplicate_constraint")
        if not con.finite:
            return self.status(i, kind, "err:nonfinite")
        if not con.required:
            st.active[cid] = None
            st.version += 1
            return self.status(i, kind, "ok")
        feasible = self.decide(i, st.required() + [con], f"{kind} c{cid}")
        if feasible:
            st.active[cid] = None
            st.version += 1
        return self.status(i, kind, "ok" if feasible else "err:unsatisfiable")

    def update_constant(self, i: int, cid: int, value: float):
        st = self.state
        if cid not in st.active:
            return self.status(i, "updconst", "err:unknown_constraint")
        if not math.isfinite(value):
            return self.status(i, "updconst", "err:nonfinite")
        con = st.objects[cid]
        changed = con.with_constant(value)
        if con.required and value != con.constant:
            others = [c for c in st.required() if c.cid != cid]
            if not self.decide(i, others + [changed], f"updconst c{cid}"):
                return self.status(i, "updconst", "err:unsatisfiable")
        st.objects[cid] = changed
        st.version += 1
        return self.status(i, "updconst", "ok")

    def decide(self, i: int, required: list[Con], what: str) -> bool:
        """Whether `required` is feasible (a recorded file says so itself); an ambiguous answer
        follows ours."""
        st = self.state
        if self.recorded and self.ops[i].get("expect") is not None:
            return self.ops[i].get("expect") == "ok"
        if self.recorded:
            return self.our(i) != "err:unsatisfiable"
        # kiwi's values are not used as witnesses: kiwi's answers depend on memory addresses,
        # and the judge must be deterministic.
        if st.witness is not None:
            if _proves(required, st.witness):
                return True
            moved = _move_free_variable(required, st.witness)
            if moved is not None and _proves(required, moved):
                st.witness = moved
                return True
        self.verdict.lp_calls += 1
        result = lp.feasibility(required)
        exactly_feasible = False
        if result.point is not None and _proves(required, result.point):
            if lp.largest_term(required, result.point) <= FEASIBLE_TERM_BOX:
                st.witness = result.point
                return True
        elif result.t_lp is not None and result.t_lp >= INFEASIBLE_T:
            # HiGHS's t* is rounding where the only points are far out (definitions seed
            # 1626288: 0.42 in one constraint order, 0 in another): an infeasible verdict holds
            # only if exact arithmetic agrees.
            self.verdict.exact_calls += 1
            solution = exact.solve(required)
            if solution is None:
                # Exactly infeasible is not enough: members that disagree by the rounding of
                # their decimals are, too (degenerate seed 1626742: a bound tight to 2e-14).
                # What HiGHS claims is t* >= INFEASIBLE_T, so that is what must hold exactly.
                if exact.least_violation(required) >= INFEASIBLE_T:
                    return False
            else:
                point = {v: float(x) for v, x in solution.point.items()}
                if _proves(required, point) and lp.largest_term(required, point) <= FEASIBLE_TERM_BOX:
                    st.witness = point
                    return True
            exactly_feasible = True
        # HiGHS's vertex may be far out, and imprecise there: look for a point of sane size.
        for term_box in (1e5, 1e7, FEASIBLE_TERM_BOX):
            self.verdict.lp_calls += 1
            boxed = lp.feasibility(required, term_box=term_box)
            if boxed.point is not None and _proves(required, boxed.point):
                st.witness = boxed.point
                return True
        if exactly_feasible:
            why = f"{what}: within t* < {INFEASIBLE_T:g} in exact arithmetic, at no point found within {FEASIBLE_TERM_BOX:g}"
        elif result.point is not None and _proves(required, result.point):
            why = f"{what}: feasible only with terms |a·x| beyond {FEASIBLE_TERM_BOX:g}"
        elif result.t_lp is None:
            why = f"{what}: feasibility LP failed ({result.message})"
        else:
            why = f"{what}: feasibility LP t*={result.t_lp:.3g}, t at its point {result.t_point:.3g}"
        self.ambiguous(i, why)
        st.witness = None
        # From here nothing counts; follow ours so that its later answers make sense.
        return self.our(i) != "err:unsatisfiable"

    # --- update -------------------------------------------------------------------------------
    def optimum(self) -> lp.Optimum:
        st = self.state
        if self.optimum_cache is not None and self.optimum_cache[0] == st.version:
            return self.optimum_cache[1]
        required, optional = st.required(), st.optional()
        self.verdict.lp_calls += 1
        result = lp.optimum(required, optional)
        if (
            result.point is not None
            and lp.largest_term(required + [c for c, _ in optional], result.point) > OPTIMUM_TERM_BOX
        ):
            # A vertex with terms of 1e13 proves nothing about a solver working in doubles: the
            # optimum that counts is the best with every term |a·x| <= OPTIMUM_TERM_BOX.
            self.verdict.lp_calls += 1
            boxed = lp.optimum(required, optional, term_box=OPTIMUM_TERM_BOX)
            if boxed.objective is not None:
                result = boxed
        if result.objective is None and required:
            # Feasible only up to rounding (or an ambiguous accept): allow the smallest band.
            self.verdict.lp_calls += 1
            feas = lp.feasibility(required)
            if feas.t_lp is not None:
                result = lp.optimum(required, optional, band_t=max(2 * feas.t_lp, 1e-12))
        if result.point is not None:
            if result.required_violation <= WITNESS_TOL:
                st.witness = result.point
        self.optimum_cache = (st.version, result)
        return result

    def exact_optimum(self, required: list[Con], optional: list[tuple[Con, float]]) -> float | None:
        """The exact optimum (fuzzlib.exact), with every term within OPTIMUM_TERM_BOX when the
        unbounded one lies beyond it (as for the LP's); None if the required set is not exactly
        feasible."""
        self.verdict.exact_calls += 1
        solution = exact.solve(required, optional)
        if solution is None:
            return None
        point = {v: float(x) for v, x in solution.point.items()}
        if lp.largest_term(required + [c for c, _ in optional], point) > OPTIMUM_TERM_BOX:
            solution = exact.solve(required, optional, term_box=OPTIMUM_TERM_BOX)
            if solution is None:
                return None
        return float(solution.objective)

    def update(self, i: int):
        st = self.state
        required, optional = st.required(), st.optional()
        ours_values = _values(self.our(i), st.n_vars)
        if self.recorded:
            recorded = self.ops[i].get("expect_objective")
            best = lp.Optimum(
                None if recorded is None else float(recorded), None, 0.0, message="not recorded"
            )
        else:
            best = self.optimum()
        expected_objective = best.objective
        kiwi_values = self.kiwi_result(i)
        kiwi_values = _values(kiwi_values, st.n_vars) if isinstance(kiwi_values, list) else None
        if (
            kiwi_values is not None
            and expected_objective is not None
            and _holds(required, kiwi_values, WITNESS_TOL)
        ):
            kiwi_objective = lp.objective_at(optional, kiwi_values)
            if kiwi_objective < expected_objective - _obj_tol(optional, kiwi_values):
                self.verdict.notes.append(
                    f"op {i}: kiwi's objective {kiwi_objective} beats the LP's {expected_objective}"
                )
        if expected_objective is None:
            self.ambiguous(i, f"update: optimum LP failed ({best.message})")
        if best.relaxed:
            self.verdict.notes.append(
                f"op {i}: required set feasible only within rounding; optimum over a band"
            )
        expected = ("ok", expected_objective)
        if kiwi_values is not None:
            self.note_kiwi_update(i, required, optional, kiwi_values, expected_objective)
        if self.ours is None:
            if expected_objective is None or self.recorded:
                return expected
            # Nothing of ours to compare: the optimum recorded for a regression file must be
            # one any right solver reaches, the exact one (HiGHS's may be bought with residuals).
            exact_objective = self.exact_optimum(required, optional)
            if exact_objective is None:
                self.ambiguous(i, "update: the required set is feasible only up to rounding")
                return expected
            return ("ok", exact_objective)
        ours = self.our(i)
        values = ours_values
        if values is None:
            self.find(Finding("wrong_error", i, f"update:{_short(ours)}/values", {"ours": ours}))
            return expected
        broken = _broken(required, values)
        if broken:
            cid, excess = broken
            kiwi_broken = kiwi_values is not None and _broken(required, kiwi_values) is not None
            self.find(
                Finding(
                    "broken_required",
                    i,
                    "update",
                    {"cid": cid, "scaled_violation": excess},
                    kiwi_too=kiwi_broken,
                )
            )
            return expected
        if expected_objective is None:
            return expected
        ours_objective = lp.objective_at(optional, values)
        tol = _obj_tol(optional, values)
        if not ours_objective <= expected_objective + tol:
            # HiGHS's optimum is a point in doubles that may buy a lower objective with required
            # residuals: a finding stands only against the exact optimum.
            exact_objective = None if self.recorded else self.exact_optimum(required, optional)
            if exact_objective is None and not self.recorded:
                # Exactly infeasible, by rounding only (the set was accepted): which rounding
                # the optimum is bought with is anyone's choice, and through 1e-6 coefficients
                # choices of 1e-17 differ by 0.004% (edits seed 1626675).
                self.ambiguous(i, "update: the required set is feasible only up to rounding")
                return expected
            if exact_objective is not None:
                if exact_objective > expected_objective:
                    self.verdict.notes.append(
                        f"op {i}: the LP's optimum {expected_objective} is below the exact {exact_objective}"
                    )
                expected_objective = exact_objective
                expected = ("ok", expected_objective)
        if not ours_objective <= expected_objective + tol:
            kiwi_worse = kiwi_values is not None and not (
                lp.objective_at(optional, kiwi_values) <= expected_objective + _obj_tol(optional, kiwi_values)
            )
            self.find(
                Finding(
                    "worse_optimum",
                    i,
                    "update",
                    {
                        "ours_objective": ours_objective,
                        "expected_objective": expected_objective,
                        "tolerance": tol,
                        "lp_point_required_violation": best.required_violation,
                    },
                    kiwi_too=kiwi_worse,
                )
            )
        return expected

    def note_kiwi_update(self, i, required, optional, kiwi_values, expected_objective):
        if _broken(required, kiwi_values):
            self.verdict.kiwi_wrong.append(f"{i}:update:broken_required")
        elif expected_objective is not None:
            kiwi_objective = lp.objective_at(optional, kiwi_values)
            if not kiwi_objective <= expected_objective + _obj_tol(optional, kiwi_values):
                self.verdict.kiwi_wrong.append(f"{i}:update:worse_optimum")


def _move_free_variable(required: list[Con], witness: dict[int, float]) -> dict[int, float] | None:
    """The witness with one variable of the last constraint moved so that it holds, if that
    variable is named by no other required constraint (so nothing else can break); else None.
    This settles most adds without an LP: new rows and definitions bring new variables."""
    *others, new = required
    named = {v for con in others for v, _ in con.terms}
    for v, a in new.terms:
        if v in named or abs(a) < 1e-3:
            continue
        e = expression(new, witness)
        if new.rel == "==" or (new.rel == "<=" and e > 0) or (new.rel == ">=" and e < 0):
            moved = dict(witness)
            moved[v] = witness.get(v, 0.0) - e / a
            return moved
        return witness
    return None


def _obj_tol(optional, values) -> float:
    return OBJ_REL_TOL * lp.objective_tolerance_scale(optional, values) + OBJ_ABS_TOL


def _values(result, n_vars: int) -> list[float] | None:
    if not isinstance(result, list) or len(result) != n_vars:
        return None
    try:
        return [number(x) for x in result]
    except (TypeError, ValueError):
        return None


def _holds(required: list[Con], point, tol: float) -> bool:
    return all(scaled_violation(c, point) <= tol for c in required)


def _proves(required: list[Con], point) -> bool:
    """Whether `point` proves `required` feasible (see the module docstring)."""
    return _holds(required, point, WITNESS_TOL) and all(
        violation_over_n(c, point) <= WITNESS_T for c in required
    )


def _broken(required: list[Con], values) -> tuple[int, float] | None:
    """The required constraint most broken at `values` beyond FEAS_TOL, if any."""
    worst = None
    for con in required:
        excess = scaled_violation(con, values)
        if excess > FEAS_TOL and (worst is None or excess > worst[1]):
            worst = (con.cid, excess)
    return worst


def _short(result) -> str:
    if isinstance(result, list):
        return "values"
    if isinstance(result, bool):
        return str(result).lower()
    return str(result)


_NUMBER = re.compile(r"-?\d+(\.\d+)?(e[-+]?\d+)?")
_SYMBOL = re.compile(r"\b[a-z]\d+\b")


def crash_signature(stderr: str) -> str:
    """A stable signature for a crash: the fatal error line with symbols and numbers blanked."""
    for line in stderr.splitlines():
        if "Fatal error" in line or "fatal error" in line:
            text = line.split("rror:", 1)[-1].strip()
            text = text.replace("solver invariant broken: ", "invariant: ")
            text = _SYMBOL.sub("#", text)
            text = _NUMBER.sub("N", text)
            return text[:120]
    for line in reversed(stderr.splitlines()):
        if line.strip():
            return _NUMBER.sub("N", line.strip())[:120]
    return "no message"
