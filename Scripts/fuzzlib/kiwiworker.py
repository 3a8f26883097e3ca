"""kiwisolver's side of the replay, run as a child process (kiwi can abort the whole process).

Protocol: each stdin line is `{"ops": [...]}`; for every op one stdout line `{"r": result}` is
written and flushed at once (so a kiwi abort mid-script still leaves the results before it),
then `{"done": true}`. Results are those of solverreplay (null, "ok", "err:KIND", a value list
for update, a bool for hascon/hasedit), or "n/a" for ops kiwi cannot run faithfully: anything
NaN or infinite, which kiwi does not check (the judge's rule decides those).

`updconst` is remove + add of a new constraint with equal terms and the new constant; if that add
raises, the old object is added back and the result is err:unsatisfiable.
"""

from __future__ import annotations

import json
import math
import os
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import kiwisolver as kiwi  # noqa: E402

from fuzzlib.model import number, strength_value  # noqa: E402

ERRORS = (
    (kiwi.DuplicateConstraint, "err:duplicate_constraint"),
    (kiwi.UnsatisfiableConstraint, "err:unsatisfiable"),
    (kiwi.UnknownConstraint, "err:unknown_constraint"),
    (kiwi.DuplicateEditVariable, "err:duplicate_edit"),
    (kiwi.UnknownEditVariable, "err:unknown_edit"),
    (kiwi.BadRequiredStrength, "err:bad_required_strength"),
)


def error_name(exc: Exception) -> str:
    for cls, name in ERRORS:
        if isinstance(exc, cls):
            return name
    return "err:internal"


class Replay:
    """One script on a fresh kiwi solver."""

    def __init__(self):
        self.solver = kiwi.Solver()
        self.variables: list[kiwi.Variable] = []
        self.objects: dict[int, kiwi.Constraint] = {}
        self.specs: dict[int, dict] = {}

    def make(self, spec: dict, constant: float) -> kiwi.Constraint:
        terms = [kiwi.Term(self.variables[int(v)], number(a)) for v, a in spec["terms"]]
        return kiwi.Constraint(
            kiwi.Expression(terms, constant), spec["rel"], strength_value(spec["strength"])
        )

    def finite(self, cid: int) -> bool:
        spec = self.specs[cid]
        return math.isfinite(number(spec["constant"])) and all(
            math.isfinite(number(a)) for _, a in spec["terms"]
        )

    def values(self) -> list[float]:
        self.solver.updateVariables()
        return [v.value() for v in self.variables]

    def run(self, op: dict):
        """The op's result."""
        kind = op["op"]
        if kind in ("#", "end"):
            return None
        if kind == "var":
            start = len(self.variables)
            self.variables += [kiwi.Variable(f"x{start + i}") for i in range(int(op["count"]))]
            return None
        if kind in ("add", "make"):
            cid = int(op["cid"])
            self.specs[cid] = {k: op[k] for k in ("terms", "constant", "rel", "strength")}
            self.objects[cid] = self.make(op, number(op["constant"])) if self.finite(cid) else None
            if kind == "make":
                return "ok"
            return self.add(cid)
        if kind == "readd":
            return self.add(int(op["cid"]))
        if kind == "remove":
            obj = self.objects[int(op["cid"])]
            if obj is None or not self.solver.hasConstraint(obj):
                return "err:unknown_constraint"
            self.solver.removeConstraint(obj)
            return "ok"
        if kind == "updconst":
            return self.update_constant(int(op["cid"]), number(op["value"]))
        if kind == "addedit":
            self.solver.addEditVariable(self.variables[int(op["var"])], strength_value(op["strength"]))
            return "ok"
        if kind == "rmedit":
            self.solver.removeEditVariable(self.variables[int(op["var"])])
            return "ok"
        if kind == "suggest":
            variable = self.variables[int(op["var"])]
            if not self.solver.hasEditVariable(variable):
                return "err:unknown_edit"
            value = number(op["value"])
            if not math.isfinite(value):
                return "n/a"
            self.solver.suggestValue(variable, value)
            return "ok"
        if kind == "update":
            return self.values()
        if kind == "hascon":
            obj = self.objects.get(int(op["cid"]))
            return bool(obj is not None and self.solver.hasConstraint(obj))
        if kind == "hasedit":
            return bool(self.solver.hasEditVariable(self.variables[int(op["var"])]))
        if kind == "reset":
            self.solver.reset()
            return "ok"
        raise ValueError(f"unknown op {kind!r}")

    def add(self, cid: int):
        obj = self.objects[cid]
        if obj is None:
            return "n/a"
        self.solver.addConstraint(obj)
        return "ok"

    def update_constant(self, cid: int, value: float):
        obj = self.objects[cid]
        if obj is None or not self.solver.hasConstraint(obj):
            return "err:unknown_constraint"
        if not math.isfinite(value):
            return "n/a"
        replacement = self.make(self.specs[cid], value)
        self.solver.removeConstraint(obj)
        try:
            self.solver.addConstraint(replacement)
        except kiwi.UnsatisfiableConstraint:
            self.solver.addConstraint(obj)  # kiwi keeps the old constraint
            return "err:unsatisfiable"
        self.objects[cid] = replacement
        self.specs[cid] = dict(self.specs[cid], constant=value)
        return "ok"


def write(obj) -> None:
    os.write(1, (json.dumps(obj) + "\n").encode())


def main() -> None:
    for line in sys.stdin:
        if not line.strip():
            continue
        replay = Replay()
        for op in json.loads(line)["ops"]:
            try:
                result = replay.run(op)
            except Exception as exc:  # kiwi's own errors, or a worker bug ("internal")
                result = error_name(exc)
                if result == "err:internal":
                    sys.stderr.write(traceback.format_exc())
            write({"r": result})
        write({"done": True})


if __name__ == "__main__":
    main()
