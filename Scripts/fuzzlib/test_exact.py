"""Checks of the exact LP (fuzzlib.exact): hand-made cases with known answers, and small random
programs on which HiGHS is reliable (small integers, no tiny coefficients), where the two must
agree. Run by Scripts/test, from Scripts/: `python -m unittest discover -s fuzzlib -t . -p 'test_*.py'`."""

from __future__ import annotations

import random
import unittest
from fractions import Fraction

from fuzzlib import exact, lp
from fuzzlib.model import Con


def con(terms, constant, rel, cid=0) -> Con:
    return Con.from_op({"cid": cid, "terms": terms, "constant": constant, "rel": rel, "strength": "required"})


class ExactLPTests(unittest.TestCase):
    def test_feasibility(self):
        self.assertIsNotNone(exact.solve([con([[0, 1]], -5, "=="), con([[0, 1]], -3, ">=")]))
        self.assertIsNone(exact.solve([con([[0, 1]], -5, "=="), con([[0, 1]], -6, ">=")]))
        # Redundant equalities (a duplicate and a sum) leave rows of artificials only.
        redundant = [
            con([[0, 1], [1, 1]], -3, "=="),
            con([[0, 1], [1, 1]], -3, "=="),
            con([[0, 2], [1, 2]], -6, "=="),
            con([[0, 1]], -1, ">="),
        ]
        solution = exact.solve(redundant)
        self.assertIsNotNone(solution)
        self.assertEqual(solution.point[0] + solution.point[1], 3)
        self.assertGreaterEqual(solution.point[0], 1)
        # Consistent only in exact arithmetic through a tiny coefficient: 1e-6·x = 0.5 - 0.5.
        self.assertIsNotNone(exact.solve([con([[0, 1e-6], [1, 1]], -0.5, "=="), con([[1, 1]], -0.5, "==")]))

    def test_least_violation(self):
        # Feasible sets have t* = 0.
        self.assertEqual(exact.least_violation([con([[0, 1]], -5, "=="), con([[0, 1]], -3, ">=")]), 0)
        # x == 5 and x == 7 (scales 6 and 8) miss by 6t and 8t, which close the gap of 2.
        self.assertEqual(exact.least_violation([con([[0, 1]], -5, "=="), con([[0, 1]], -7, "==")]), Fraction(1, 7))
        # x >= 2 against x <= 1 (one-sided): t·3 + t·2 = 1.
        self.assertEqual(exact.least_violation([con([[0, 1]], -2, ">="), con([[0, 1]], -1, "<=")]), Fraction(1, 5))
        # 0.1 + 0.2 against 0.3 in doubles: exactly infeasible, by rounding only.
        decimals = [con([[0, 1], [1, -1]], -0.1, "=="), con([[1, 1], [2, -1]], -0.2, "=="), con([[0, 1], [2, -1]], -0.3, "==")]
        self.assertIsNone(exact.solve(decimals))
        self.assertLess(exact.least_violation(decimals), Fraction(1, 10**15))

    def test_optimum(self):
        # x == y, weakly x = 10 and twice as strongly y = 20: the optimum is x = y = 20, cost 10.
        solution = exact.solve(
            [con([[0, 1], [1, -1]], 0, "==")],
            [(con([[0, 1]], -10, "=="), 1.0), (con([[1, 1]], -20, "=="), 2.0)],
        )
        self.assertEqual(solution.objective, 10)
        self.assertEqual(solution.point, {0: 20, 1: 20})
        # Within a term box of 15 the best is x = y = 15: 5·1 + 5·2.
        boxed = exact.solve(
            [con([[0, 1], [1, -1]], 0, "==")],
            [(con([[0, 1]], -10, "=="), 1.0), (con([[1, 1]], -20, "=="), 2.0)],
            term_box=15,
        )
        self.assertEqual(boxed.objective, 15)
        # One-sided optional constraints cost nothing on their satisfied side.
        one_sided = exact.solve([con([[0, 1]], -4, "==")], [(con([[0, 1]], -10, "<="), 7.0), (con([[0, 1]], -9, ">="), 3.0)])
        self.assertEqual(one_sided.objective, Fraction(15))
        # A constraint whose terms cancel (x - x - 5 >= 0) costs its constant wherever x is,
        # as the LP and the judge count it (degenerate seed 52).
        cancelled = exact.solve([con([[0, 1]], -4, "==")], [(con([[0, 1], [0, -1]], -5, ">="), 1000.0)])
        self.assertEqual(cancelled.objective, 5000)

    def test_agrees_with_highs_on_small_integer_programs(self):
        rng = random.Random(20261202)

        def random_con(cid: int, n_vars: int) -> Con:
            terms = [[rng.randrange(n_vars), rng.choice([1.0, -1.0, 2.0, 0.5, -3.0])] for _ in range(rng.randint(1, 3))]
            return con(terms, float(rng.randint(-10, 10)), rng.choice(["==", "<=", ">="]), cid)

        compared = 0
        for _ in range(300):
            n_vars = rng.randint(1, 4)
            required = [random_con(i, n_vars) for i in range(rng.randint(0, 3))]
            optional = [(random_con(100 + i, n_vars), rng.choice([1.0, 10.0, 1000.0])) for i in range(rng.randint(1, 4))]
            solution = exact.solve(required, optional)
            feasibility = lp.feasibility(required)
            if solution is None:
                self.assertTrue(feasibility.t_lp is None or feasibility.t_lp > 1e-9)
                continue
            self.assertTrue(feasibility.t_lp is not None and feasibility.t_lp < 1e-9)
            highs = lp.optimum(required, optional)
            self.assertIsNotNone(highs.objective)
            self.assertAlmostEqual(float(solution.objective), highs.objective, delta=1e-7 * (1 + abs(highs.objective)))
            compared += 1
        self.assertGreater(compared, 100)


if __name__ == "__main__":
    unittest.main()
