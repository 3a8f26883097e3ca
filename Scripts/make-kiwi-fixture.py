#!/usr/bin/env python3
"""Writes Tests/CassowaryTests/Fixtures/kiwi-differential.json: random constraint systems and
kiwi's solution after every step, for the Swift solver's differential test.

Every required constraint holds at a hidden random point, so no add is unsatisfiable (kiwi's
tableau is not reliable after an unsatisfiable add). Every variable has a weak stay with its own
weight and every optional constraint its own strength, so each optimum is unique and two
correct solvers must agree on it. Run with PyPI's kiwisolver (Scripts/bench sets up a venv):

    .build/kiwi-venv/bin/python Scripts/make-kiwi-fixture.py
"""
import json
import os
import random

import kiwisolver as kiwi

SEED = 20261129
SYSTEMS = 120
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "CassowaryTests", "Fixtures", "kiwi-differential.json")


def strength_value(tiers):
    return kiwi.strength.create(*tiers)


def make_system(rng, index):
    n_vars = rng.randint(2, 9)
    names = [f"x{index}_{i}" for i in range(n_vars)]
    variables = [kiwi.Variable(name) for name in names]
    point = [rng.randint(-50, 150) for _ in range(n_vars)]
    solver = kiwi.Solver()
    ops, live, edits = [], {}, {}
    next_id = 0

    def add(terms, constant, op, tiers):
        nonlocal next_id
        expression = sum((c * variables[v] for v, c in terms), kiwi.Expression([], constant))
        if op == "==":
            constraint = expression == 0
        elif op == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        constraint = constraint | strength_value(tiers)
        solver.addConstraint(constraint)
        live[next_id] = constraint
        ops.append({"op": "add", "id": next_id, "terms": terms, "constant": constant,
                    "relation": op, "strength": tiers})
        next_id += 1

    # Weak stays, one weight each: the tie-breakers that make the optimum unique.
    weights = rng.sample(range(1, 1000), n_vars)
    for v in range(n_vars):
        add([[v, 1]], -float(rng.randint(-100, 200)), "==", [0, 0, weights[v]])
    for _ in range(rng.randint(3, 14)):
        roll = rng.random()
        k = rng.randint(1, min(3, n_vars))
        chosen = rng.sample(range(n_vars), k)
        terms = [[v, float(rng.choice([-3, -2, -1, 1, 1, 1, 2, 0.5]))] for v in chosen]
        at_point = sum(c * point[v] for v, c in terms)
        if roll < 0.35:  # required equality, true at the hidden point
            add(terms, -at_point, "==", [1000, 1000, 1000])
        elif roll < 0.6:  # required inequality, true at the hidden point
            margin = rng.randint(0, 30)
            if rng.random() < 0.5:
                add(terms, -(at_point + margin), "<=", [1000, 1000, 1000])
            else:
                add(terms, -(at_point - margin), ">=", [1000, 1000, 1000])
        elif roll < 0.8:  # optional, anything
            relation = rng.choice(["==", "<=", ">="])
            tiers = [rng.choice([0, 0, 1, 2]), rng.randint(1, 900), rng.randint(0, 900)]
            add(terms, -float(rng.randint(-100, 200)), relation, tiers)
        elif roll < 0.9 and live:  # remove something that is not a stay
            removable = [i for i in live if i >= n_vars]
            if removable:
                victim = rng.choice(removable)
                solver.removeConstraint(live.pop(victim))
                ops.append({"op": "remove", "id": victim})
        else:  # edit a variable
            v = rng.randrange(n_vars)
            if v not in edits:
                tiers = [rng.randint(1, 5), rng.randint(0, 900), 0]
                solver.addEditVariable(variables[v], strength_value(tiers))
                edits[v] = True
                ops.append({"op": "edit", "variable": v, "strength": tiers})
            value = float(rng.randint(-100, 200))
            solver.suggestValue(variables[v], value)
            ops.append({"op": "suggest", "variable": v, "value": value})
        solver.updateVariables()
        ops[-1]["expect"] = [variable.value() for variable in variables]
    return {"names": names, "ops": ops}


def main():
    rng = random.Random(SEED)
    systems = [make_system(rng, i) for i in range(SYSTEMS)]
    with open(OUT, "w") as out:
        json.dump({"generator": "Scripts/make-kiwi-fixture.py", "seed": SEED,
                   "kiwisolver": kiwi.__version__, "systems": systems}, out, indent=None)
        out.write("\n")
    print(f"wrote {len(systems)} systems to {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
