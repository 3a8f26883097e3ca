#!/usr/bin/env python3
"""One repeat of a solver workload (W1-W5 of shared/bench/solver-workloads.md) on PyPI's
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


def extent(i):
    return 20 + 3 * (i % 7)


class System:
    """The 4N + 10 variables of §3, created in the spec's order."""

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
    result["content_height"] = system.content[3].value()
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--workload", required=True, choices=["W1", "W2", "W3", "W4", "W5"])
    parser.add_argument("--n", type=int, required=True)
    args = parser.parse_args()
    print(json.dumps(run(args.workload, args.n)), flush=True)


if __name__ == "__main__":
    main()
