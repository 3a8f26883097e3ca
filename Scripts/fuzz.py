#!/usr/bin/env python3
"""Differential fuzzer for the Cassowary solver: ours (solverreplay) against kiwisolver, judged
by an LP (scipy's HiGHS). Run it through Scripts/fuzz, which makes the venv.

    fuzz.py run --binary B [--kinds random,layout,...] [--seeds START:COUNT | --systems N]
                [--seconds S] [--jobs J] [--save-dir DIR] [--no-save]
    fuzz.py replay [--binary B] FILE...     regression files (or plain scripts) on ours
    fuzz.py annotate [--binary B] FILE...   op scripts -> annotated regression files
    fuzz.py minimise --binary B FILE        minimise a failing script and save it

Generators (fuzzlib/generators.py) make reproducible scripts from (kind, seed); kinds are
random, layout, edits, definitions, removal, degenerate. Each script goes to one long-lived
solverreplay process and one kiwi worker process; a death (trap) is a "crash" finding, no
answer within --timeout a "hang" finding. The judge (fuzzlib/judge.py) keeps the state the ops
imply when every op has its correct outcome and reports the first of:

  wrong_error      an op's outcome differs from the correct one ("op:ours/expected"); an add,
                   readd or updconst of a required constraint is correct iff the LP finds the
                   required set (with the new constant) feasible; err:internal is always wrong
  broken_required  after update, an active required constraint does not hold
  worse_optimum    after update, our objective is above the LP optimum beyond tolerance
  crash, hang

A system on which the judge itself dies (a native library aborting inside its process) is a
"judge_crash": not judged, not a finding, counted in its own column; the run goes on.

Findings that kiwi shares are flagged "kiwi too"; the LP alone decides what is correct.

Tolerances (fuzzlib/model.py; the Swift regression test must use the same numbers)
-------------------------------------------------------------------------------------
For a constraint c = Σ a_j·x_j + k REL 0 at values x, the violation is |e| for ==, max(0, e)
for <=, max(0, -e) for >= (e = Σ a_j·x_j + k), and scale_c(x) = 1 + |k| + Σ|a_j·x_j|.

* FEAS_TOL = 1e-4: a required constraint holds if violation <= 1e-4·scale. Both solvers drop
  tableau cells below 1e-8 (kiwi's design); with the coefficient spread generated here (1e-6
  next to 1e3) leaves residuals that both solvers often share to the last digits (removal
  seed 91: 2.09e-5 of the scale in both). Measured over 4300 kiwi updates: a continuum up to
  1e-5, 33 in [1e-5, 1e-4), about 50 above, and those above that we looked at were kiwi's own
  bugs (a lost duplicate, a tableau kept broken after a refused constraint). The known bugs of
  ours break a required constraint by 1e-3 .. 1 of its scale, so 1e-4 keeps the findings and
  drops the shared noise.
* Objective: Σ over active optional constraints (an edit is one: v - s == 0) of w·violation,
  w = kiwi's strength value (tiers clamped to [0, 1000] after the weight, strong·1e6 +
  medium·1e3 + weak). Ours may exceed the optimum by at most
  OBJ_REL_TOL·Σ w_c·scale_c(x) + OBJ_ABS_TOL, OBJ_REL_TOL = 1e-6, OBJ_ABS_TOL = 1e-7, with the
  scales taken at the values judged (ours). That allows each optional residual an error of
  1e-6 of its own scale. Measured on kiwi (4300 updates): the excess is below 1e-7 of
  Σ w·scale in all but 11, most of those plainly wrong; one is shared noise (removal seed 62:
  both solvers 1.09e-6 above, a dropped 1e-6/254.56 cell), flagged "kiwi too". 1e-5 would drop
  that one but also a third of the real findings (ours 7x worse than kiwi in the weak tier
  under strong constraints of large scale); repro 08's bug misses by 10 times 1e-6. A point
  below the optimum is not a finding (required residuals within FEAS_TOL can buy it).
* Feasibility (add, readd, updconst of a required constraint): feasible if a point holds every
  required constraint within WITNESS_TOL = 1e-10 of its scale and within WITNESS_T = 1e-8 of
  1 + |k| (the last proven point, or the feasibility LP's point); infeasible if the LP's
  smallest achievable max violation/(1 + |k|) is t* >= INFEASIBLE_T = 1e-6 and an exact LP
  (fuzzlib/exact.py, rational arithmetic) agrees, computing t* itself: HiGHS's t* is
  rounding where the only points are far out (definitions seed 1626288), and a set that is
  exactly infeasible only by the rounding of its decimals (a bound tight to 2e-14, degenerate
  seed 1626742) is not infeasible. The WITNESS_T
  condition keeps the two verdicts apart: the scale grows with the values, so without it a
  point far out "proved" sets that t* disproved (x - y == 785.333 beside 0.5x - 0.5y ==
  392.667). A set feasible only with some term |a·x| > FEASIBLE_TERM_BOX =
  1e9 does not count as feasible (the solvers' 1e-8 thresholds mean nothing at that size).
  Anything else is ambiguous: not a finding, counted apart, and judging follows our solver's
  answer from there without counting anything after it. The solvers decide with 1e-8 in row
  units; generated contradictions are 0.25 or more and rounding-level inconsistencies (1e-16
  relative) are far from both bands. About 3% of systems end up ambiguous, mostly where a 1e-6
  coefficient next to a constant of 5e4 leaves consistency to the last bits of a double.
* The optimum ours is held to is the LP's; if HiGHS's optimal vertex has a term |a·x| beyond
  OPTIMUM_TERM_BOX = 1e9 (seen: values of 1e13 buying a slightly better weak tier), it is the
  best with every term within 1e9 instead, which proves nothing the solver could not reach in
  doubles. Ours above that optimum is a finding only if it is above the exact optimum too
  (fuzzlib/exact.py): HiGHS's point may buy a lower objective with required residuals of 1e-13
  where equalities through 1e-6 coefficients pin a value (edits seed 1626675: 9.1e10 against
  an exact 8.0e12). Where the required set holds only up to rounding (exactly infeasible by
  1e-17, accepted), there is no exact optimum, and such an update is ambiguous: through 1e-6
  coefficients, which rounding buys the optimum moves it by more than the tolerance.
  expect_objective records the optimum used: the LP's, or the exact one where ours was above
  the LP's; a script judged without ours (annotate, a crash) records the exact one.
* HiGHS drops matrix entries up to its small_matrix_value (1e-9 by default), which would take a
  constraint's 1e-9 coefficient away and make a feasible set look infeasible; the LPs set it to
  NEAR_ZERO (1e-12), the smallest coefficient both solvers keep.

Regression files (Tests/CassowaryTests/Fixtures/solver-regressions/<class>-<kind>-<seed>.jsonl):
a "#" header line (class, kind, seed, found, what, sig, kiwi_too, ...) then the ops, each with
"expect": null for var, true/false for hascon/hasedit, "ok"/"err:KIND" for the rest; update has
"expect": "ok" and "expect_objective": the LP optimum. A replay checks every outcome, that each
active required constraint holds within FEAS_TOL and that the objective is at most
expect_objective + the objective tolerance. `fuzz.py replay` does exactly that.

Messages name ops by 0-based index in the script (a regression file's header not counted).

Determinism: a script is a pure function of (kind, seed); HiGHS is deterministic; kiwi's results
(which depend on memory addresses) only set the "kiwi too" flag, never a judgement.
"""

from __future__ import annotations

import argparse
import collections
import itertools
import multiprocessing
import queue
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from fuzzlib import model  # noqa: E402
from fuzzlib.clients import KiwiReplay  # noqa: E402
from fuzzlib.engine import Session, describe, write_regression  # noqa: E402
from fuzzlib.generators import KINDS, generate  # noqa: E402
from fuzzlib.judge import CLASSES, judge  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SAVE_DIR = os.path.join(REPO, "Tests", "CassowaryTests", "Fixtures", "solver-regressions")


# --- run ---------------------------------------------------------------------------------------
def system_task(session: Session, kind: str, seed: int) -> dict:
    """Replays and judges one generated system; a summary dict for the parent."""
    ops = generate(kind, seed)
    started = time.monotonic()
    checked = session.check(ops)
    finding = checked.finding
    return {
        "type": "system",
        "kind": kind,
        "seed": seed,
        "ops": len(ops),
        "finding": (
            None
            if finding is None
            else {
                "cls": finding.cls,
                "sig": finding.sig,
                "index": finding.index,
                "kiwi_too": finding.kiwi_too,
                "what": describe(finding),
            }
        ),
        "ambiguous": checked.ambiguous and finding is None,
        "ambiguous_why": checked.verdict.ambiguous_why,
        "kiwi_crash": bool(checked.kiwi and checked.kiwi.crashed),
        "kiwi_sig": checked.kiwi.signature() if checked.kiwi and checked.kiwi.crashed else "",
        "lp_calls": checked.lp_calls,
        "seconds": time.monotonic() - started,
    }


def save_task(session: Session, kind: str, seed: int, save_dir: str, budget_s: float) -> dict:
    """Re-finds the finding of (kind, seed), minimises it and writes the regression file."""
    ops = generate(kind, seed)
    checked = session.check(ops)
    if checked.finding is None:
        return {"type": "save", "kind": kind, "seed": seed, "path": None, "note": "did not reproduce"}
    path, before, after = session.minimise_and_save(ops, checked.finding, kind, seed, save_dir, budget_s)
    return {"type": "save", "kind": kind, "seed": seed, "path": path, "before": before, "after": after}


def worker_main(binary: str, timeout_s: float, tasks, results) -> None:
    session = Session(binary, timeout_s)
    try:
        while (item := tasks.get()) is not None:
            number, task = item
            if task[0] == "system":
                results.put((number, system_task(session, task[1], task[2])))
            else:
                results.put((number, save_task(session, *task[1:])))
    finally:
        session.close()


def judge_crash_result(task) -> dict:
    """What a task whose worker died comes to: nothing judged, counted apart from findings. Ours
    and kiwi run in processes of their own, so such a death is the judge's (scipy's LP solver
    frees a bad pointer on a few LPs: definitions 1001547, random 1002795)."""
    if task[0] == "system":
        return {"type": "system", "kind": task[1], "seed": task[2], "judge_crash": True}
    return {"type": "save", "kind": task[1], "seed": task[2], "path": None, "note": "the judge crashed"}


class InlinePool:
    """The same put/get interface as the worker pool, running each task at once (--jobs 1)."""

    def __init__(self, binary: str, timeout_s: float):
        self.session = Session(binary, timeout_s)
        self.done: collections.deque = collections.deque()

    def put(self, task) -> None:
        if task[0] == "system":
            self.done.append(system_task(self.session, task[1], task[2]))
        else:
            self.done.append(save_task(self.session, *task[1:]))

    def get(self) -> dict:
        return self.done.popleft()

    def close(self) -> None:
        self.session.close()


class ProcessPool:
    """--jobs J worker processes, each with its own solverreplay and kiwi worker and its own task
    queue, so the parent knows which tasks each one holds. A worker killed by a signal (a native
    library aborting inside the judge) is replaced: the task it was on comes back as a judge
    crash, and the ones queued behind it go to the replacement. Any other death ends the run
    loudly, as does a replacement that dies before answering anything."""

    def __init__(self, binary: str, timeout_s: float, jobs: int):
        self.context = multiprocessing.get_context("fork")
        self.binary, self.timeout_s = binary, timeout_s
        self.results = self.context.Queue()
        self.queues: list = [None] * jobs
        self.workers: list = [None] * jobs
        #: By worker: (number, task) given to it and not answered yet, oldest (the running one) first.
        self.held = [collections.deque() for _ in range(jobs)]
        #: By worker: whether it answered since it started (a replacement that never does is stuck).
        self.answered = [True] * jobs
        #: Tasks already settled as judge crashes: a late answer to one is dropped.
        self.settled: set[int] = set()
        self.numbers = itertools.count()
        for index in range(jobs):
            self.start_worker(index)

    def start_worker(self, index: int) -> None:
        self.queues[index] = self.context.Queue()
        self.workers[index] = self.context.Process(
            target=worker_main, args=(self.binary, self.timeout_s, self.queues[index], self.results), daemon=True
        )
        self.workers[index].start()

    def put(self, task) -> None:
        index = min(range(len(self.workers)), key=lambda i: len(self.held[i]))
        item = (next(self.numbers), task)
        self.held[index].append(item)
        self.queues[index].put(item)

    def get(self) -> dict:
        while True:
            try:
                number, result = self.results.get(timeout=1.0)
            except queue.Empty:
                crashed = self.replace_dead_worker()
                if crashed is not None:
                    return crashed
                continue
            if number in self.settled:
                self.settled.discard(number)
                continue
            for index, held in enumerate(self.held):
                if held and held[0][0] == number:
                    held.popleft()
                    self.answered[index] = True
                    break
            return result

    def replace_dead_worker(self) -> dict | None:
        """Replaces the first dead worker; its running task as a judge crash, if it had one."""
        for index, worker in enumerate(self.workers):
            if worker.is_alive():
                continue
            if worker.exitcode is None or worker.exitcode >= 0:
                raise RuntimeError(f"a fuzz worker process ended (exit code {worker.exitcode})")
            if not self.answered[index]:
                raise RuntimeError(f"a replacement fuzz worker died too (exit code {worker.exitcode})")
            self.start_worker(index)
            self.answered[index] = False
            if not self.held[index]:
                self.answered[index] = True
                continue
            number, crashed = self.held[index].popleft()
            self.settled.add(number)
            for item in self.held[index]:
                self.queues[index].put(item)
            return judge_crash_result(crashed)
        return None

    def close(self) -> None:
        for tasks in self.queues:
            tasks.put(None)
        for worker in self.workers:
            worker.join()


def parse_seeds(args, kinds: list[str]):
    """(kind, seed) pairs in round-robin order over the kinds; endless with --seconds alone."""
    if args.seeds:
        start, count = (int(x) for x in args.seeds.split(":"))
        return ((kind, seed) for seed in range(start, start + count) for kind in kinds)
    if args.systems is not None:
        return ((kinds[i % len(kinds)], 1 + i // len(kinds)) for i in range(args.systems))
    if args.seconds is not None:

        def endless():
            seed = 1
            while True:
                for kind in kinds:
                    yield kind, seed
                seed += 1

        return endless()
    return ((kinds[i % len(kinds)], 1 + i // len(kinds)) for i in range(300))


def command_run(args) -> int:
    kinds = args.kinds.split(",") if args.kinds else list(KINDS)
    for kind in kinds:
        if kind not in KINDS:
            print(f"fuzz: unknown kind {kind!r}; kinds are {', '.join(KINDS)}", file=sys.stderr)
            return 2
    if not os.access(args.binary, os.X_OK):
        print(f"fuzz: no executable solverreplay at {args.binary}", file=sys.stderr)
        return 2
    pool = (
        InlinePool(args.binary, args.timeout)
        if args.jobs <= 1
        else ProcessPool(args.binary, args.timeout, args.jobs)
    )
    pairs = iter(parse_seeds(args, kinds))
    started = time.monotonic()
    deadline = started + args.seconds if args.seconds is not None else None
    per_kind = {kind: collections.Counter() for kind in kinds}
    signatures: dict[tuple, dict] = {}
    saved_per_signature: collections.Counter = collections.Counter()
    saved: list[str] = []
    pending = 0
    exhausted = False
    last_progress = started
    total = collections.Counter()
    try:
        while True:
            while not exhausted and pending < 2 * max(1, args.jobs):
                if deadline is not None and time.monotonic() >= deadline:
                    exhausted = True
                    break
                pair = next(pairs, None)
                if pair is None:
                    exhausted = True
                    break
                pool.put(("system", *pair))
                pending += 1
            if pending == 0:
                break
            result = pool.get()
            pending -= 1
            if result["type"] == "save":
                if result["path"]:
                    saved.append(result["path"])
                    print(
                        f"saved {os.path.relpath(result['path'], REPO)} ({result['before']} -> {result['after']} ops)",
                        flush=True,
                    )
                continue
            counts = per_kind[result["kind"]]
            if result.get("judge_crash"):
                counts["judge_crash"] += 1
                print(f"judge crashed on {result['kind']} seed {result['seed']}: not counted", flush=True)
                continue
            counts["systems"] += 1
            counts["ops"] += result["ops"]
            counts["lp_calls"] += result["lp_calls"]
            total["systems"] += 1
            counts["kiwi_crash"] += result["kiwi_crash"]
            counts["ambiguous"] += result["ambiguous"]
            finding = result["finding"]
            if finding:
                counts["failed"] += 1
                counts[finding["cls"]] += 1
                counts["kiwi_too"] += finding["kiwi_too"]
                key = (finding["cls"], finding["sig"], finding["kiwi_too"])
                entry = signatures.setdefault(
                    key, {"count": 0, "example": (result["kind"], result["seed"], finding["what"])}
                )
                entry["count"] += 1
                if entry["count"] == 1:
                    elapsed = time.monotonic() - started
                    print(
                        f"[{elapsed:7.1f} s] new: {result['kind']} seed {result['seed']}: {finding['what']}",
                        flush=True,
                    )
                target = os.path.join(
                    args.save_dir, f"{finding['cls']}-{result['kind']}-{result['seed']}.jsonl"
                )
                if (
                    not args.no_save
                    and saved_per_signature[key] < args.max_per_signature
                    and not os.path.exists(target)  # an earlier run's file stays as it is
                ):
                    saved_per_signature[key] += 1
                    pool.put(("save", result["kind"], result["seed"], args.save_dir, args.minimise_seconds))
                    pending += 1
            if time.monotonic() - last_progress >= args.progress_seconds:
                last_progress = time.monotonic()
                print(progress_line(per_kind, started), flush=True)
    except KeyboardInterrupt:
        print("fuzz: interrupted", file=sys.stderr)
    finally:
        pool.close()
    print(progress_line(per_kind, started))
    print_summary(per_kind, signatures, time.monotonic() - started)
    failed = sum(c["failed"] for c in per_kind.values())
    systems = sum(c["systems"] for c in per_kind.values())
    print(f"fuzz: {systems - failed} passed, {failed} failed")
    return 1 if failed else 0


def progress_line(per_kind, started: float) -> str:
    elapsed = time.monotonic() - started
    systems = sum(c["systems"] for c in per_kind.values())
    failed = sum(c["failed"] for c in per_kind.values())
    classes = collections.Counter()
    for c in per_kind.values():
        for cls in CLASSES:
            classes[cls] += c[cls]
    detail = ", ".join(f"{cls} {n}" for cls, n in classes.items() if n)
    ambiguous = sum(c["ambiguous"] for c in per_kind.values())
    return (
        f"[{elapsed:7.1f} s] {systems} systems ({systems / max(elapsed, 1e-9):.1f}/s), "
        f"{failed} failed{': ' + detail if detail else ''}; {ambiguous} ambiguous"
    )


def print_summary(per_kind, signatures, elapsed: float) -> None:
    columns = ["systems", "ops", "failed", *CLASSES, "kiwi_too", "ambiguous", "kiwi_crash", "judge_crash"]
    names = {"broken_required": "broken_req", "worse_optimum": "worse_opt", "wrong_error": "wrong_err"}
    width = {c: max(len(names.get(c, c)), 6) for c in columns}
    print()
    print(f"{'kind':<12}" + " ".join(f"{names.get(c, c):>{width[c]}}" for c in columns))
    totals = collections.Counter()
    for kind, counts in per_kind.items():
        totals.update(counts)
        print(f"{kind:<12}" + " ".join(f"{counts[c]:>{width[c]}}" for c in columns))
    print(f"{'total':<12}" + " ".join(f"{totals[c]:>{width[c]}}" for c in columns))
    print(
        f"{elapsed:.1f} s, {totals['systems'] / max(elapsed, 1e-9):.1f} systems/s, {totals['lp_calls']} LPs"
    )
    if signatures:
        print("\nfindings by signature (first finding of each failing system):")
        for (cls, sig, kiwi_too), entry in sorted(
            signatures.items(), key=lambda kv: (kv[0][0], -kv[1]["count"])
        ):
            kind, seed, what = entry["example"]
            print(
                f"  {entry['count']:5d}  {cls:<16} {sig}{' (kiwi too)' if kiwi_too else ''}  e.g. {kind} {seed}"
            )
    print()


# --- replay, annotate, minimise -----------------------------------------------------------------
def command_replay(args) -> int:
    session = Session(args.binary, args.timeout)
    passed = failed = 0
    try:
        for path in args.files:
            header, ops = model.read_script(path)
            recorded = any("expect" in op for op in ops)
            checked = session.check(ops, with_kiwi=not recorded, stop_at_first=False, recorded=recorded)
            name = os.path.relpath(path)
            if checked.finding is None:
                passed += 1
                note = " (ambiguous from op %d)" % checked.verdict.ambiguous_at if checked.ambiguous else ""
                print(f"PASS {name}{note}")
            else:
                failed += 1
                more = len(checked.verdict.findings) - 1 if checked.verdict.findings else 0
                extra = f" (+{more} more)" if more > 0 else ""
                print(f"FAIL {name}: {describe(checked.finding)}{extra}")
    finally:
        session.close()
    print(f"fuzz: {passed} passed, {failed} failed")
    return 1 if failed else 0


def command_annotate(args) -> int:
    kiwi = KiwiReplay(args.timeout)
    session = Session(args.binary, args.timeout, use_kiwi=False) if args.binary else None
    written = skipped = 0
    try:
        for path in args.files:
            header, ops = model.read_script(path)
            ops = [model.strip_expectations(op) for op in ops if op["op"] != "#"]
            kiwi_outcome = kiwi.replay(ops)
            verdict = judge(ops, None, kiwi_outcome.records)
            base = os.path.basename(path)
            if verdict.ambiguous_at is not None:
                skipped += 1
                print(f"skip {base}: ambiguous at op {verdict.ambiguous_at}: {verdict.ambiguous_why}")
                continue
            header = header or {}
            out_header = {
                "op": "#",
                "class": header.get("class", "unknown"),
                "kind": header.get("kind", "handmade"),
                "seed": header.get("seed"),
                "found": model_date(),
                "what": header.get("what") or header.get("class", ""),
                "source": base,
            }
            if kiwi_outcome.crashed:
                out_header["kiwi_crash"] = kiwi_outcome.signature()
            if verdict.kiwi_wrong:
                out_header["kiwi_wrong"] = verdict.kiwi_wrong[:10]
            target = os.path.join(args.save_dir, f"repro-{base}")
            write_regression(target, out_header, ops, verdict)
            written += 1
            status = ""
            if session is not None:
                _, annotated = model.read_script(target)
                checked = session.check(annotated, stop_at_first=False, recorded=True)
                status = (
                    " — ours passes"
                    if checked.finding is None
                    else f" — ours fails: {describe(checked.finding)}"
                )
            print(f"wrote {os.path.relpath(target, REPO)}{status}")
    finally:
        kiwi.close()
        if session is not None:
            session.close()
    print(f"annotate: {written} written, {skipped} skipped as ambiguous")
    return 0


def model_date() -> str:
    import datetime

    return datetime.date.today().isoformat()


def command_minimise(args) -> int:
    header, ops = model.read_script(args.file)
    ops = [model.strip_expectations(op) for op in ops if op["op"] != "#"]
    session = Session(args.binary, args.timeout)
    try:
        checked = session.check(ops)
        if checked.finding is None:
            print(f"minimise: {args.file} shows no finding; nothing to do")
            return 0
        print(f"minimise: {describe(checked.finding)}")
        header = header or {}
        kind = header.get("kind", "file")
        seed = header.get("seed") or os.path.splitext(os.path.basename(args.file))[0]
        path, before, after = session.minimise_and_save(
            ops,
            checked.finding,
            kind,
            seed,
            args.save_dir,
            args.seconds,
            {"source": os.path.basename(args.file)},
        )
        print(f"saved {path} ({before} -> {after} ops)")
        return 1
    finally:
        session.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p, binary_required: bool):
        p.add_argument("--binary", required=binary_required, help="path of solverreplay")
        p.add_argument(
            "--timeout", type=float, default=20.0, help="seconds per script before a hang (default 20)"
        )
        p.add_argument("--save-dir", default=DEFAULT_SAVE_DIR, help="where regression files go")

    run = sub.add_parser("run", help="fuzz generated systems")
    common(run, True)
    run.add_argument("--kinds", help=f"comma-separated, of {', '.join(KINDS)} (default all)")
    group = run.add_mutually_exclusive_group()
    group.add_argument("--seeds", help="START:COUNT seeds for every kind")
    group.add_argument("--systems", type=int, help="N systems in all, round robin over the kinds")
    run.add_argument("--seconds", type=float, help="stop starting new systems after this many seconds")
    run.add_argument("--jobs", type=int, default=1, help="replay processes in parallel (default 1)")
    run.add_argument("--no-save", action="store_true", help="do not minimise and write regression files")
    run.add_argument(
        "--max-per-signature", type=int, default=1, help="regression files per (class, signature) (default 1)"
    )
    run.add_argument("--minimise-seconds", type=float, default=20.0, help="time budget per minimisation")
    run.add_argument("--progress-seconds", type=float, default=10.0, help="seconds between progress lines")

    replay = sub.add_parser("replay", help="replay regression files (or plain scripts)")
    common(replay, True)
    replay.add_argument("files", nargs="+")

    annotate = sub.add_parser("annotate", help="judge scripts and write annotated repro-<name> copies")
    common(annotate, False)
    annotate.add_argument("files", nargs="+")

    mini = sub.add_parser("minimise", help="minimise a failing script and write it")
    common(mini, True)
    mini.add_argument("--seconds", type=float, default=120.0, help="time budget (default 120)")
    mini.add_argument("file")

    args = parser.parse_args(argv)
    if args.command == "run":
        return command_run(args)
    if args.command == "replay":
        return command_replay(args)
    if args.command == "annotate":
        return command_annotate(args)
    return command_minimise(args)


if __name__ == "__main__":
    sys.exit(main())
