#!/usr/bin/env python3
"""One repeat of a solver workload (W1-W8 as Sources/StackBench/Workloads.swift defines them) on PyPI's
kiwisolver, printed as one JSON object. Scripts/bench runs it once per repeat, in a child
process, so that a repeat past the time limit can be stopped.

    python kiwi_workloads.py --workload W3 --n 1000
"""
import argparse
import json
import time

import kiwisolver as kiwi

W, H, S = 400.0, 600.0, 10.0
REQUIRED, STRONG, MEDIUM = kiwi.strength.required, kiwi.strength.strong, kiwi.strength.medium
WEAK = kiwi.strength.weak


def extent(i):
    return 20 + 3 * (i % 7)


class System:
    """The 4N + 10 variables of a stack of N rows, created in stackbench's order."""

    def __init__(self, n):
        self.n = n
        v = kiwi.Variable
        self.frame_w, self.frame_h = v("frame.width"), v("frame.height")
        self.content = [v("content.left"), v("content.top"), v("content.width"), v("content.height")]
        self.stack = [v("stack.left"), v("stack.top"), v("stack.width"), v("stack.height")]
        self.left, self.top, self.width, self.height = [], [], [], []
        for i in range(n):
            self.left.append(v(f"row[{i}].left"))
            self.top.append(v(f"row[{i}].top"))
            self.width.append(v(f"row[{i}].width"))
            self.height.append(v(f"row[{i}].height"))

    def all(self):
        out = [self.frame_w, self.frame_h] + self.content + self.stack
        for i in range(self.n):
            out += [self.left[i], self.top[i], self.width[i], self.height[i]]
        return out

    def checksum(self):
        return sum(x.value() for x in self.all())

    def fixed(self):
        cl, ct, cw, ch = self.content
        sl, st, sw, sh = self.stack
        c3 = (self.frame_w == W) | REQUIRED
        return [(cl == 0) | REQUIRED, (ct == 0) | REQUIRED, c3, (self.frame_h == H) | REQUIRED,
                (sl == cl) | REQUIRED, (sl + sw == cl + cw) | REQUIRED,
                (st == ct) | REQUIRED, (st + sh == ct + ch) | REQUIRED], c3

    def fit(self):
        """W6's closing inequality: the last row's bottom reaches at least the viewport's."""
        return (self.top[-1] + self.height[-1] >= self.frame_h) | REQUIRED

    def axis(self, vertical):
        sl, st, sw, sh = self.stack
        if vertical:
            along_pos, along_ext, across_pos, across_ext = self.top, self.height, self.left, self.width
            s_along_pos, s_along_ext, s_across_pos, s_across_ext, frame = st, sh, sl, sw, self.frame_w
        else:
            along_pos, along_ext, across_pos, across_ext = self.left, self.width, self.top, self.height
            s_along_pos, s_along_ext, s_across_pos, s_across_ext, frame = sl, sw, st, sh, self.frame_h
        out, spacing, hugging, resistance = [(s_across_ext == frame) | REQUIRED], [], [], []
        for i in range(self.n):
            if i == 0:
                r3 = (along_pos[0] == s_along_pos) | REQUIRED
            else:
                r3 = (along_pos[i] == along_pos[i - 1] + along_ext[i - 1] + S) | REQUIRED
            r5 = (along_ext[i] == extent(i)) | MEDIUM
            r6 = (along_ext[i] >= extent(i)) | STRONG
            out += [(across_pos[i] == s_across_pos) | REQUIRED,
                    (across_pos[i] + across_ext[i] == s_across_pos + s_across_ext) | REQUIRED, r3, r5, r6]
            spacing.append(r3)
            hugging.append(r5)
            resistance.append(r6)
        n = self.n
        out.append((along_pos[n - 1] + along_ext[n - 1] == s_along_pos + s_along_ext) | REQUIRED)
        return out, spacing, hugging, resistance


class RandomSystem:
    """W8: the random sparse system of Sources/StackBench/StackSystem.swift (`RandomSystem`), built
    with the same generator so both solvers get identical constraints."""

    COEFFICIENTS = [-3.0, -2.0, -1.0, -0.5, 0.5, 1.0, 2.0, 3.0]

    def __init__(self, n):
        self.state = (0x5EED + n) & (2**64 - 1)
        count = max(2, n // 2)
        self.variables = [kiwi.Variable(f"x{i}") for i in range(count)]
        point = [float(self.next(1000)) for _ in range(count)]
        # Each constraint: (terms, constant, relation, strength or None for required).
        self.specs = []
        for _ in range(n):
            terms, at_point = [], 0.0
            for _ in range(2 + self.next(3)):
                index = self.next(count)
                coefficient = self.COEFFICIENTS[self.next(len(self.COEFFICIENTS))]
                terms.append((index, coefficient))
                at_point += coefficient * point[index]
            kind = self.next(10)
            if kind < 3:
                self.specs.append((terms, float(self.next(50)) - at_point, ">=", None))
            else:
                offset = float(self.next(101) - 50)
                relation = "==" if kind < 6 else "<="
                self.specs.append((terms, offset - at_point, relation, [WEAK, MEDIUM, STRONG][self.next(3)]))

    def next(self, bound):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & (2**64 - 1)
        return (self.state >> 33) % bound

    def constraints(self):
        out = []
        for terms, constant, relation, strength in self.specs:
            expression = sum((coefficient * self.variables[index] for index, coefficient in terms), constant)
            made = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[relation]
            out.append(made | (REQUIRED if strength is None else strength))
        return out

    def objective(self):
        """Σ weight × violation of the optional constraints; NaN if a required one is broken."""
        total = 0.0
        for terms, constant, relation, strength in self.specs:
            value = constant + sum(coefficient * self.variables[index].value() for index, coefficient in terms)
            violation = abs(value) if relation == "==" else max(value, 0.0) if relation == "<=" else max(-value, 0.0)
            if strength is None:
                if violation > 1e-6 * (1 + abs(constant)):
                    return float("nan")
            else:
                total += strength * violation
        return total


def timed(body):
    start = time.perf_counter()
    body()
    return (time.perf_counter() - start) * 1000


def run(workload, n):
    system = System(n)
    solver = kiwi.Solver()
    result = {}
    fixed, c3 = system.fixed()
    vertical, spacing, hugging, resistance = system.axis(True)

    def build():
        for c in fixed + vertical:
            solver.addConstraint(c)
        solver.updateVariables()

    if workload == "W1":
        def body():
            f, _ = system.fixed()
            v = system.axis(True)[0]
            for c in f + v:
                solver.addConstraint(c)
            solver.updateVariables()
            result["checksum"] = system.checksum()
        result["ms"] = timed(body)
    elif workload == "W2":
        build()

        def setup():
            solver.removeConstraint(c3)
            solver.addEditVariable(system.frame_w, STRONG)
            solver.suggestValue(system.frame_w, W)
            solver.updateVariables()

        def steps():
            for j in range(50):
                solver.suggestValue(system.frame_w, 400 - 2 * (j + 1))
                solver.updateVariables()
        result["setup_ms"] = timed(setup)
        result["ms"] = timed(steps)
        result["ms_per_step"] = result["ms"] / 50
        result["checksum"] = system.checksum()
    elif workload == "W3":
        build()
        k = n // 2
        x1 = None

        def hide():
            nonlocal x1
            solver.removeConstraint(hugging[k])
            solver.removeConstraint(resistance[k])
            solver.removeConstraint(spacing[k])
            x1 = [(system.height[k] == 0) | REQUIRED,
                  (system.top[k] == system.top[k - 1] + system.height[k - 1]) | REQUIRED]
            for c in x1:
                solver.addConstraint(c)
            solver.updateVariables()
            result["content_height_hidden"] = system.content[3].value()

        def unhide():
            for c in x1:
                solver.removeConstraint(c)
            for c in (spacing[k], hugging[k], resistance[k]):
                solver.addConstraint(c)
            solver.updateVariables()
        result["ms_hide"] = timed(hide)
        result["ms_unhide"] = timed(unhide)
        result["ms"] = result["ms_hide"] + result["ms_unhide"]
        result["checksum"] = system.checksum()
    elif workload == "W4":
        build()

        def toggle():
            for c in vertical:
                solver.removeConstraint(c)
            for c in system.axis(False)[0]:
                solver.addConstraint(c)
            solver.updateVariables()
            result["checksum"] = system.checksum()
        result["ms"] = timed(toggle)
        result["content_width"] = system.content[2].value()
    elif workload == "W5":
        build()
        size = []
        result["ms"] = timed(lambda: (solver.updateVariables(),
                                      size.extend([system.content[2].value(), system.content[3].value()])))
        result["checksum"] = system.checksum()
    elif workload == "W6":
        def body():
            f, _ = system.fixed()
            for c in f + system.axis(True)[0] + [system.fit()]:
                solver.addConstraint(c)
            solver.updateVariables()
            result["checksum"] = system.checksum()
        result["ms"] = timed(body)
    elif workload == "W7":
        fit = system.fit()
        for c in fixed + vertical + [fit]:
            solver.addConstraint(c)
        solver.updateVariables()
        churned = vertical[0::2]

        def churn():
            solver.removeConstraint(c3)
            solver.addEditVariable(system.frame_w, STRONG)
            solver.suggestValue(system.frame_w, 300)
            for c in churned:
                solver.removeConstraint(c)
            for c in churned:
                solver.addConstraint(c)
            solver.updateVariables()
            result["checksum"] = system.checksum()
        result["ms"] = timed(churn)
    elif workload == "W8":
        random_system = RandomSystem(n)

        def body():
            for c in random_system.constraints():
                solver.addConstraint(c)
            solver.updateVariables()
            result["objective"] = random_system.objective()
        result["ms"] = timed(body)
    result["content_height"] = system.content[3].value()
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--workload", required=True, choices=[f"W{i}" for i in range(1, 9)])
    parser.add_argument("--n", type=int, required=True)
    args = parser.parse_args()
    print(json.dumps(run(args.workload, args.n)), flush=True)


if __name__ == "__main__":
    main()
