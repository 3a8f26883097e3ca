#!/usr/bin/env python3
"""Runs the solver workloads (W1-W5: a stack of N rows built, hidden and shown, resized and
toggled; W6 a stack that must fill its viewport, W7 W6 with a width edit and half its constraints
removed and added again, W8 a random sparse system; Sources/StackBench/Workloads.swift defines
them all) on our solver (stackbench) and on PyPI's kiwisolver in one invocation, prints every
JSON line both print and a table of the ratio ours / kiwi per workload and N, with our peak memory;
with W6 at 25 000 rows, its targets too. Called by Scripts/bench, which builds and installs first.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STACKBENCH = os.path.join(ROOT, ".build", "release", "stackbench")
KIWI_PYTHON = os.path.join(ROOT, ".build", "kiwi-venv", "bin", "python")
WORKLOADS = [f"W{i}" for i in range(1, 9)]


#: A stack whose content must fit its container, at this many rows, stays within these.
FIT_TARGET_ROWS = 25000
FIT_TARGET_MS = 500.0
FIT_TARGET_MIB = 100.0


def default_repeats(n):
    return 15 if n <= 100 else 7 if n <= 1000 else 3


def expected(workload, n):
    """(content height, checksum) in closed form, and the hidden height / content width where they apply."""
    ext = [20 + 3 * (i % 7) for i in range(n)]
    offsets, t = [], 0
    for e in ext:
        offsets.append(t)
        t += e + 10
    s_n = sum(ext) + 10 * (n - 1)

    def vertical(w):
        return w + 600 + 2 * (w + s_n) + sum(offsets) + n * w + sum(ext)
    if workload in ("W2", "W7"):
        return s_n, vertical(300)
    if workload == "W4":
        return 600, 400 + 600 + 2 * (s_n + 600) + sum(offsets) + sum(ext) + n * 600
    return s_n, vertical(400)


def kiwi_line(workload, n, repeats, timeout):
    runs, timed_out, aborted = [], False, None
    for _ in range(repeats):
        try:
            out = subprocess.run([KIWI_PYTHON, os.path.join(HERE, "kiwi_workloads.py"), "--workload", workload,
                                  "--n", str(n)], capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            break
        if out.returncode != 0:
            # kiwi aborts the process on some systems ("The objective is unbounded").
            aborted = (out.stderr.strip().splitlines() or [f"exit {out.returncode}"])[-1]
            break
        runs.append(json.loads(out.stdout))
    if workload == "W8":
        line = {"impl": "kiwisolver", "workload": workload, "n": n, "repeats": len(runs)}
        if runs:
            line.update(ms=statistics.median(r["ms"] for r in runs), ms_min=min(r["ms"] for r in runs),
                        objective=runs[-1]["objective"], ok=all(math.isfinite(r["objective"]) for r in runs))
        else:
            line.update(ms=None, ms_min=None, ok=None)
        if aborted:
            line["aborted"] = aborted
        if timed_out:
            line.update(timed_out=True, timeout_s=timeout)
        return line
    height, checksum = expected(workload, n)
    line = {"impl": "kiwisolver", "workload": workload, "n": n, "repeats": len(runs)}
    if runs:
        line["ms"] = statistics.median(r["ms"] for r in runs)
        line["ms_min"] = min(r["ms"] for r in runs)
        line["content_height"] = runs[-1]["content_height"]
        line["expected_content_height"] = height
        line["checksum"] = runs[-1]["checksum"]
        line["expected_checksum"] = checksum
        for key in ("setup_ms", "ms_per_step", "ms_hide", "ms_unhide"):
            if key in runs[-1]:
                line[key] = statistics.median(r[key] for r in runs)
        for key in ("content_height_hidden", "content_width"):
            if key in runs[-1]:
                line[key] = runs[-1][key]
        line["ok"] = all(abs(r["content_height"] - height) <= 1e-6
                         and abs(r["checksum"] - checksum) <= 1e-6 * abs(checksum) for r in runs)
    else:
        line.update({"ms": None, "ms_min": None, "ok": None})
    if aborted:
        line["aborted"] = aborted
    if timed_out:
        line["timed_out"] = True
        line["timeout_s"] = timeout
    return line


def figure(line):
    """The figure compared in the table: per step for W2, the whole timed region otherwise."""
    if line is None:
        return None
    return line.get("ms_per_step", line.get("ms")) if line["workload"] == "W2" else line.get("ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, nargs="+", default=[100, 1000, 10000])
    parser.add_argument("--only", nargs="+", default=WORKLOADS, choices=WORKLOADS)
    parser.add_argument("--repeats", type=int)
    parser.add_argument("--timeout", type=float, default=300, help="seconds per repeat (default 300)")
    parser.add_argument("--kiwi-max-n", type=int, default=1000,
                        help="largest N to run kiwi at (default 1000: at 10000 kiwi needs ~20 minutes)")
    args = parser.parse_args()

    command = [STACKBENCH, "--n", *map(str, args.n), "--only", *args.only, "--timeout", str(args.timeout)]
    if args.repeats:
        command += ["--repeats", str(args.repeats)]
    ours = {}
    for text in subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines():
        print(text, flush=True)
        line = json.loads(text)
        ours[(line["workload"], line["n"])] = line
    kiwi = {}
    for n in args.n:
        if n > args.kiwi_max_n:
            continue
        for workload in args.only:
            line = kiwi_line(workload, n, args.repeats or default_repeats(n), args.timeout)
            print(json.dumps(line), flush=True)
            kiwi[(workload, n)] = line

    print()
    print(f"{'workload':<10}{'N':>7}{'ours ms':>13}{'kiwi ms':>13}{'ours/kiwi':>12}{'kiwi/ours':>11}"
          f"{'ours MiB':>10}  correct")
    failed = False
    for n in args.n:
        for workload in args.only:
            mine, theirs = ours.get((workload, n)), kiwi.get((workload, n))
            a, b = figure(mine), figure(theirs)
            label = workload + (" /step" if workload == "W2" else "")

            def show(x, line):
                if line is None:
                    return "not run"
                if line.get("timed_out") and x is None:
                    return f">{line['timeout_s']:.0f}s"
                if line.get("aborted") and x is None:
                    return "aborted"
                return f"{x:.3f}" if x is not None else "-"
            ratio = f"{a / b:.2e}" if a and b else "-"
            speedup = f"{b / a:.0f}x" if a and b else "-"
            ok = f"ours {mine['ok'] if mine else '-'}" + (f", kiwi {theirs['ok']}" if theirs else "")
            if workload == "W8" and mine and theirs and theirs.get("objective") is not None:
                # No closed form: both optima must weigh the same.
                same = abs(mine["objective"] - theirs["objective"]) <= 1e-6 * max(1.0, abs(theirs["objective"]))
                mine["ok"] = mine["ok"] and same
                ok += "" if same else f" (objective {mine['objective']:.6g}, kiwi {theirs['objective']:.6g})"
            failed = failed or not (mine and mine["ok"])
            peak = f"{mine['peak_mib']:.1f}" if mine and mine.get("peak_mib") is not None else "-"
            print(f"{label:<10}{n:>7}{show(a, mine):>13}{show(b, theirs):>13}{ratio:>12}{speedup:>11}{peak:>10}  {ok}")
    # The closing inequality must not cost a large stack its linearity (issue 8's target).
    fit = ours.get(("W6", FIT_TARGET_ROWS))
    if fit and fit.get("ms") is not None and fit.get("peak_mib") is not None:
        met = fit["ms"] <= FIT_TARGET_MS and fit["peak_mib"] <= FIT_TARGET_MIB
        # Several repeats in one process add each other's heap fragments to the peak.
        repeats = "" if fit["repeats"] == 1 else f", the peak of {fit['repeats']} repeats in one process"
        print(f"\nW6 at {FIT_TARGET_ROWS} rows: {fit['ms']:.0f} ms (target {FIT_TARGET_MS:.0f}), peak "
              f"{fit['peak_mib']:.1f} MiB (target {FIT_TARGET_MIB:.0f}{repeats}): {'met' if met else 'NOT met'}")
    if any(n > args.kiwi_max_n for n in args.n):
        print(f"\nkiwi was not run above N = {args.kiwi_max_n}; pass --kiwi-max-n 10000 to run it there "
              f"(per-repeat limit {args.timeout:.0f} s).")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
