"""Seeded generators of op scripts: `generate(kind, seed)` is a pure function of its arguments.

Kinds: random, layout, edits, definitions, removal, degenerate (see each function). Scripts
have 5 to 150 ops.

Magnitudes are kept where an LP in doubles decides with confidence:
- coefficients are 1e-9 (dropped by both solvers as near zero, on purpose) or have magnitude
  1e-6 ... 1e3 (mostly 0.1 ... 10, with 1e-6, 1e-3, 100, 250, 1e3 mixed in); a coefficient below
  0.01 never stands alone, so it does not by itself decide a variable's value;
- constants drawn directly have |k| <= 1e4; constants derived from a hidden point (values in
  [-200, 800]) reach about 1e6; suggested values |s| <= 1e6 ("extreme" edits);
- solutions can still be large (a 1e-6 term pinned by others puts x near 1e10), so every
  tolerance is relative to the size of the numbers at the point judged, and the judge does not
  trust LP points with terms |a·x| beyond 1e9.
Most required constraints hold at a hidden point, so the system stays feasible; the rest (about
one in ten, and the contradictions of `degenerate` and `definitions`) may not.
"""

from __future__ import annotations

import random

from .model import json_number, normalise_terms

KINDS = ("random", "layout", "edits", "definitions", "removal", "degenerate")

MAX_OPS = 150

COEFFICIENTS = (
    [1.0] * 8
    + [-1.0] * 8
    + [2.0, -2.0, 0.5, -0.5, 1 / 3, -2 / 3, 0.1, 0.2, 0.25, -0.25, 2.5, -2.5, 3.0, -3.0, 4.0, 5.0, -5.0, 7.0]
    + [10.0, -10.0, 100.0, 250.0, -250.0, 1e-6, -1e-6, 1e3, 1e-3, 1.5, 4.606, -4.37, 0.8, 0.47, -4.56]
)
NAMED = ("required", "strong", "medium", "weak")
CUSTOM_STRENGTHS = (
    [3, 29, 656],
    [0, 837.5, 0],
    [1200, 0, 0],
    [-5, 1, 0],
    [1000, 1000, 999],
    [1000, 1000, 1000],
    [3, 0, 0, 10],
    [0, 0, 25.8],
    [70.0, 0, 0],
    [0, 510, 386],
    [1, 0, 0, 0.5],
    [0, 2, 0, 250],
    [0, 0, 0],
    [920.66, 0, 0],
)


class Builder:
    """Appends ops and remembers what the script believes is active (assuming adds succeed)."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.ops: list[dict] = []
        self.n_vars = 0
        self.next_cid = 0
        self.specs: dict[int, dict] = {}
        self.active: dict[int, None] = {}
        self.edits: dict[int, None] = {}

    def full(self, limit: int) -> bool:
        return len(self.ops) >= min(limit, MAX_OPS - 1)

    def var(self, count: int) -> list[int]:
        self.ops.append({"op": "var", "count": count})
        start = self.n_vars
        self.n_vars += count
        return list(range(start, self.n_vars))

    def add(self, terms, constant, rel="==", strength="required", make=False) -> int:
        cid = self.next_cid
        self.next_cid += 1
        op = {
            "op": "make" if make else "add",
            "cid": cid,
            "terms": [[int(v), json_number(float(a)) if not isinstance(a, str) else a] for v, a in terms],
            "constant": json_number(float(constant)) if not isinstance(constant, str) else constant,
            "rel": rel,
            "strength": strength,
        }
        self.ops.append(op)
        self.specs[cid] = op
        if not make:
            self.active[cid] = None
        return cid

    def remove(self, cid: int) -> None:
        self.ops.append({"op": "remove", "cid": cid})
        self.active.pop(cid, None)

    def readd(self, cid: int) -> None:
        self.ops.append({"op": "readd", "cid": cid})
        self.active[cid] = None

    def updconst(self, cid: int, value) -> None:
        self.ops.append(
            {
                "op": "updconst",
                "cid": cid,
                "value": json_number(float(value)) if not isinstance(value, str) else value,
            }
        )
        if cid in self.specs and not isinstance(value, str):
            self.specs[cid] = dict(self.specs[cid], constant=float(value))

    def addedit(self, var: int, strength="strong") -> None:
        self.ops.append({"op": "addedit", "var": var, "strength": strength})
        self.edits[var] = None

    def rmedit(self, var: int) -> None:
        self.ops.append({"op": "rmedit", "var": var})
        self.edits.pop(var, None)

    def suggest(self, var: int, value) -> None:
        self.ops.append(
            {
                "op": "suggest",
                "var": var,
                "value": json_number(float(value)) if not isinstance(value, str) else value,
            }
        )

    def update(self) -> None:
        self.ops.append({"op": "update"})

    def hascon(self, cid: int) -> None:
        self.ops.append({"op": "hascon", "cid": cid})

    def hasedit(self, var: int) -> None:
        self.ops.append({"op": "hasedit", "var": var})

    def reset(self) -> None:
        self.ops.append({"op": "reset"})
        self.active.clear()
        self.edits.clear()

    def finish(self) -> list[dict]:
        if not self.ops or self.ops[-1]["op"] != "update":
            self.update()
        return self.ops[:MAX_OPS]

    # --- random pieces ------------------------------------------------------------------------
    def coefficient(self) -> float:
        return self.rng.choice(COEFFICIENTS)

    def constant(self, magnitude: float = 500.0) -> float:
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            return float(rng.randint(-int(magnitude), int(magnitude)))
        if roll < 0.6:
            return round(rng.uniform(-magnitude, magnitude), rng.choice([1, 2, 3]))
        if roll < 0.75:
            return rng.randint(-int(3 * magnitude), int(3 * magnitude)) / 3
        if roll < 0.85:
            return rng.choice([0.0, -0.0, 10.0, -20.0, 100.0, 1e4, -1e4, 4024.575, 12250.0])
        return round(rng.uniform(-1e4, 1e4), 3)

    def strength(self, required_share: float = 0.4):
        rng = self.rng
        if rng.random() < required_share:
            return "required"
        if rng.random() < 0.7:
            return rng.choice(NAMED[1:])
        if rng.random() < 0.5:
            return rng.choice(CUSTOM_STRENGTHS)
        tiers = [rng.choice([0, 0, rng.randint(0, 5), round(rng.uniform(0, 1000), 2)]) for _ in range(3)]
        if rng.random() < 0.3:
            tiers.append(rng.choice([0.5, 2, 10, 0.1]))
        return tiers

    def optional_strength(self):
        rng = self.rng
        if rng.random() < 0.75:
            return rng.choice(NAMED[1:])
        return rng.choice([s for s in CUSTOM_STRENGTHS if s not in ([1000, 1000, 1000],)])

    def terms(self, variables, count: int | None = None):
        """Random terms (a variable may repeat). A tiny coefficient (|a| < 0.01) never stands
        alone: next to it is a term of ordinary size on another variable, so that the tiny one
        does not alone decide a variable's value (1e-6·x == 100 would put x at 1e8)."""
        rng = self.rng
        count = count or rng.choice([1, 1, 2, 2, 2, 3, 3, 4, 5])
        chosen = [rng.choice(variables) for _ in range(count)]
        terms = [[v, self.coefficient()] for v in chosen]
        if any(abs(a) < 0.01 for _, a in terms):
            others = [v for v in variables if all(v != t[0] for t in terms)] or variables
            terms.append([rng.choice(others), rng.choice([1.0, -1.0, 2.0, 0.5, -2.5])])
        return terms

    def constrain_at(self, terms, point, rel: str, strength, slack_max: float = 50.0, make=False) -> int:
        """A constraint with `terms` that holds at `point` (with a random margin if an inequality)."""
        # Over the terms as the solvers see them (merged, near-zero ones dropped).
        at = sum(a * point[v] for v, a in normalise_terms(terms))
        margin = 0.0 if rel == "==" else self.rng.choice([0.0, 0.0, round(self.rng.uniform(0, slack_max), 2)])
        constant = -at - margin if rel == "<=" else -at + margin if rel == ">=" else -at
        return self.add(terms, constant, rel, strength, make=make)


def hidden_point(rng: random.Random, n: int) -> list[float]:
    """Values at which generated required constraints hold (exact-ish: halves, thirds, ints)."""
    out = []
    for _ in range(n):
        roll = rng.random()
        if roll < 0.5:
            out.append(float(rng.randint(-200, 800)))
        elif roll < 0.75:
            out.append(rng.randint(-400, 1600) / 2)
        elif roll < 0.9:
            out.append(rng.randint(-600, 2400) / 3)
        else:
            out.append(round(rng.uniform(-200, 800), 3))
    return out


def generate(kind: str, seed: int) -> list[dict]:
    """The script of (kind, seed); the same pair always gives the same ops."""
    rng = random.Random(f"{kind}:{seed}")
    return GENERATORS[kind](rng)


# --- random --------------------------------------------------------------------------------------
def gen_random(rng: random.Random) -> list[dict]:
    """Sparse random systems: every relation and strength, mixed magnitudes, with removes,
    re-adds, constant updates, edits and suggestions interleaved with updates."""
    b = Builder(rng)
    n = rng.randint(2, 30)
    xs = b.var(n)
    point = hidden_point(rng, n)
    length = rng.randint(5, MAX_OPS)
    removed: list[int] = []
    while not b.full(length):
        roll = rng.random()
        if roll < 0.42 or not b.active:
            _random_constraint(b, xs, point)
        elif roll < 0.45:
            rel = rng.choice(["==", "<=", ">="])
            b.constrain_at(b.terms(xs), point, rel, b.strength(), make=True)
            removed.append(b.next_cid - 1)
        elif roll < 0.54:
            cid = rng.choice(list(b.active))
            b.remove(cid)
            removed.append(cid)
        elif roll < 0.60 and removed:
            b.readd(removed.pop(rng.randrange(len(removed))))
        elif roll < 0.67:
            cid = rng.choice(list(b.active))
            b.updconst(cid, _new_constant(rng, b.specs[cid]))
        elif roll < 0.72:
            v = rng.choice(xs)
            if v in b.edits and rng.random() < 0.7:
                b.suggest(v, _suggestion(rng, point[v]))
            else:
                b.addedit(v, b.optional_strength())
        elif roll < 0.74 and b.edits:
            b.rmedit(rng.choice(list(b.edits)))
        elif roll < 0.82 and b.edits:
            b.suggest(rng.choice(list(b.edits)), _suggestion(rng, 0.0))
        elif roll < 0.96:
            b.update()
        elif roll < 0.98:
            b.hascon(rng.randrange(b.next_cid))
        else:
            b.hasedit(rng.choice(xs))
    return b.finish()


def _random_constraint(b: Builder, xs, point) -> int:
    rng = b.rng
    strength = b.strength()
    rel = rng.choice(["==", "==", "<=", ">="])
    terms = b.terms(xs)
    if strength == "required" and rng.random() < 0.9:
        return b.constrain_at(terms, point, rel, strength)
    return b.add(terms, b.constant(), rel, strength)


def _new_constant(rng: random.Random, spec: dict) -> float:
    old = spec["constant"] if not isinstance(spec["constant"], str) else 0.0
    roll = rng.random()
    if roll < 0.2:
        return 0.0
    if roll < 0.3:
        return -old
    if roll < 0.4:
        return old  # no change at all
    return old + rng.choice([-100, -10, -5, -1, -0.5, 0.25, 1, 2.5, 5, 10, 100, 1000])


def _suggestion(rng: random.Random, near: float) -> float:
    roll = rng.random()
    if roll < 0.5:
        return round(near + rng.uniform(-100, 100), rng.choice([0, 1, 2]))
    if roll < 0.8:
        return float(rng.randint(-500, 1500))
    return rng.choice([0.0, 1e4, -1e4, 1e5, -1e5, 1e6, -1e6, 720.0, 0.5])


# --- layout --------------------------------------------------------------------------------------
class _Stack:
    """The variables and constraint ids of a scroll view holding a stack (solver-workloads.md)."""

    def __init__(self, b: Builder, rows: int):
        rng = b.rng
        self.b = b
        self.n = rows
        self.fw, self.fh, self.cl, self.ct, self.cw, self.ch, self.sl, self.st, self.sw, self.sh = b.var(10)
        self.left, self.top, self.width, self.height = [], [], [], []
        for _ in range(rows):
            left, top, width, height = b.var(4)
            self.left.append(left)
            self.top.append(top)
            self.width.append(width)
            self.height.append(height)
        self.spacing = rng.choice([0.0, 4.0, 8.0, 10.0, 2.5, 10 / 3])
        # 0.0: a spacer row (hugs at zero, compression keeps it from going negative).
        self.extent = [
            rng.choice([0.0, 20.0, 23.0, 44.0, 125.0, 17.5, 100 / 3, float(rng.randint(10, 130))])
            for _ in range(rows)
        ]
        self.frame = [rng.choice([400.0, 320.0, 1024.0]), rng.choice([600.0, 480.0, 720.0, 200.0])]
        self.hidden: dict[int, dict] = {}  # row -> how it was hidden (see hide)
        self.axis = "v"
        self.axis_cids: list[int] = []
        self.parts: dict[tuple[str, int], int] = {}  # (part, row) -> cid in the current axis
        self.vertical_cids: list[int] | None = None
        self.vertical_parts: dict | None = None
        self.frame_pins: dict[int, int] = {}
        self.fit: int | None = None

    def build_fixed(self) -> None:
        b = self.b
        b.add([[self.cl, 1.0]], 0.0)
        b.add([[self.ct, 1.0]], 0.0)
        self.frame_pins[self.fw] = b.add([[self.fw, 1.0]], -self.frame[0])
        self.frame_pins[self.fh] = b.add([[self.fh, 1.0]], -self.frame[1])
        b.add([[self.sl, 1.0], [self.cl, -1.0]], 0.0)
        b.add([[self.sl, 1.0], [self.sw, 1.0], [self.cl, -1.0], [self.cw, -1.0]], 0.0)
        b.add([[self.st, 1.0], [self.ct, -1.0]], 0.0)
        b.add([[self.st, 1.0], [self.sh, 1.0], [self.ct, -1.0], [self.ch, -1.0]], 0.0)

    def build_axis(self, axis: str) -> None:
        """Adds the axis set (V or Hz of the workloads) with hugging @medium, compression @strong."""
        b, rng = self.b, self.b.rng
        self.axis = axis
        self.axis_cids = []
        self.parts = {}
        if axis == "v":
            cross, cross_lo, along_lo, along = self.sw, self.sl, self.st, self.sh
            c_lo, c_ext, a_lo, a_ext, frame_cross = self.left, self.width, self.top, self.height, self.fw
        else:
            cross, cross_lo, along_lo, along = self.sh, self.st, self.sl, self.sw
            c_lo, c_ext, a_lo, a_ext, frame_cross = self.top, self.height, self.left, self.width, self.fh
        cids = self.axis_cids
        cids.append(b.add([[cross, 1.0], [frame_cross, -1.0]], 0.0))
        hugging = rng.choice(["medium", "medium", [0, 1, 0], [0, rng.randint(1, 499), 0]])
        compression = rng.choice(["strong", "strong", [1, 0, 0], [rng.randint(1, 249), 0, 0]])
        for i in range(self.n):
            cids.append(b.add([[c_lo[i], 1.0], [cross_lo, -1.0]], 0.0))
            cids.append(b.add([[c_lo[i], 1.0], [c_ext[i], 1.0], [cross_lo, -1.0], [cross, -1.0]], 0.0))
            if i == 0:
                spacing = b.add([[a_lo[0], 1.0], [along_lo, -1.0]], 0.0)
            else:
                spacing = b.add([[a_lo[i], 1.0], [a_lo[i - 1], -1.0], [a_ext[i - 1], -1.0]], -self.spacing)
            hug = b.add([[a_ext[i], 1.0]], -self.extent[i], rng.choice(["==", "==", "<="]), hugging)
            resist = b.add([[a_ext[i], 1.0]], -self.extent[i], ">=", compression)
            cids += [spacing, hug, resist]
            self.parts.update({("spacing", i): spacing, ("hug", i): hug, ("resist", i): resist})
            if rng.random() < 0.3:
                cids.append(b.add([[a_ext[i], 1.0]], 0.0, ">=", "required"))
        last = self.n - 1
        closing = [[a_lo[last], 1.0], [a_ext[last], 1.0], [along_lo, -1.0], [along, -1.0]]
        cids.append(b.add(closing, 0.0))
        self.parts[("along_ext", 0)] = a_ext  # type: ignore[assignment]
        self.parts[("along_lo", 0)] = a_lo  # type: ignore[assignment]

    def fit_container(self) -> None:
        """Content must fit its container: the last row's end <= the frame's extent, or (a stack
        pinned to its container's edges) the stack's extent == the frame's, so that the rows
        must stretch or compress when the container is resized."""
        b = self.b
        last = self.n - 1
        a_lo, a_ext = self.parts[("along_lo", 0)], self.parts[("along_ext", 0)]
        frame, along = (self.fh, self.sh) if self.axis == "v" else (self.fw, self.sw)
        if b.rng.random() < 0.5:
            self.fit = b.add([[along, 1.0], [frame, -1.0]], 0.0, "==", "required")
            return
        strength = b.rng.choice(["required", "required", "strong"])
        self.fit = b.add([[a_lo[last], 1.0], [a_ext[last], 1.0], [frame, -1.0]], 0.0, "<=", strength)

    def hide(self, row: int) -> None:
        """Hides a row: either removes its hugging, compression and spacing and adds collapsed
        ones, or (as the stack view does) moves the constants in place: spacing and compression
        to 0 by updconst, plus a required h == 0 (sometimes twice, as distinct objects)."""
        b, rng = self.b, self.b.rng
        a_lo, a_ext = self.parts[("along_lo", 0)], self.parts[("along_ext", 0)]
        j = row if row > 0 else 1
        if j >= self.n or any(entry["spacing"] == j for entry in self.hidden.values()):
            return
        entry = {"spacing": j, "in_place": rng.random() < 0.5, "added": []}
        if entry["in_place"]:
            b.updconst(self.parts[("spacing", j)], rng.choice([0.0, -0.0]))
            b.updconst(self.parts[("resist", row)], 0.0)
        else:
            for part in ("hug", "resist"):
                b.remove(self.parts[(part, row)])
            b.remove(self.parts[("spacing", j)])
            entry["added"].append(b.add([[a_lo[j], 1.0], [a_lo[j - 1], -1.0], [a_ext[j - 1], -1.0]], 0.0))
        entry["added"].append(b.add([[a_ext[row], 1.0]], 0.0))
        if rng.random() < 0.25:  # a second, distinct hiding object (repro 18)
            entry["added"].append(b.add([[a_ext[row], 1.0]], -0.0))
        self.hidden[row] = entry

    def unhide(self, row: int) -> None:
        b = self.b
        entry = self.hidden.pop(row)
        for cid in entry["added"]:
            b.remove(cid)
        j = entry["spacing"]
        if entry["in_place"]:
            b.updconst(self.parts[("spacing", j)], -self.spacing if j > 0 else 0.0)
            b.updconst(self.parts[("resist", row)], -self.extent[row])
        else:
            for part, index in (("spacing", j), ("hug", row), ("resist", row)):
                b.readd(self.parts[(part, index)])

    def swap_axis(self) -> None:
        """Removes the whole axis set (unhiding first) and adds the other one."""
        b = self.b
        for row in list(self.hidden):
            for cid in self.hidden.pop(row)["added"]:
                b.remove(cid)
        if self.fit is not None and self.fit in b.active:
            b.remove(self.fit)
        self.fit = None
        for cid in self.axis_cids:
            if cid in b.active:
                b.remove(cid)
        if self.axis == "v":
            self.vertical_cids, self.vertical_parts = self.axis_cids, self.parts
            self.build_axis("h")
        elif self.vertical_cids is not None:
            self.axis = "v"
            self.axis_cids, self.parts = self.vertical_cids, self.vertical_parts
            for cid in self.axis_cids:
                b.readd(cid)

    def resize(self) -> None:
        b, rng = self.b, self.b.rng
        target = self.fh if rng.random() < 0.7 else self.fw
        value = rng.choice(
            [0.0, 0.0, 100.0, 250.5, 480.0, 720.0, 1080.0, 5000.0, 1e5, float(rng.randint(1, 2000))]
        )
        pin = self.frame_pins.get(target)
        if target in b.edits:
            b.suggest(target, value)
        elif pin is not None and pin in b.active and rng.random() < 0.5:
            b.updconst(pin, -value)
        else:
            if pin is not None and pin in b.active:
                b.remove(pin)
            b.addedit(target, rng.choice(["strong", "strong", [999, 0, 0], "medium"]))
            b.suggest(target, value)


def gen_layout(rng: random.Random) -> list[dict]:
    """Stack layouts: rows chained by spacing, hugging @medium, compression @strong, container
    pins; rows hidden and shown again, container resized (edit + suggest or updconst), a closing
    fit inequality, intrinsic sizes changed, axis swaps."""
    b = Builder(rng)
    stack = _Stack(b, rng.randint(1, 9))
    stack.build_fixed()
    stack.build_axis("v")
    if rng.random() < 0.8:
        stack.fit_container()
    if rng.random() < 0.5:
        stack.resize()
    b.update()
    length = rng.randint(len(b.ops) + 5, MAX_OPS)
    while not b.full(length):
        roll = rng.random()
        row = rng.randrange(stack.n)
        if roll < 0.25:
            if row in stack.hidden:
                stack.unhide(row)
            else:
                stack.hide(row)
        elif roll < 0.45:
            stack.resize()
        elif roll < 0.55 and row not in stack.hidden:
            part = rng.choice(["hug", "resist"])
            cid = stack.parts[(part, row)]
            b.updconst(cid, -rng.choice([0.0, 12.0, 20.0, 44.5, 300.0, float(rng.randint(1, 200))]))
        elif roll < 0.6:
            stack.swap_axis()
        elif roll < 0.66 and stack.fit is None:
            stack.fit_container()
        elif roll < 0.75 and stack.n >= 2:
            # fill proportionally / equally: extents of two rows in a fixed ratio
            a_ext = stack.parts[("along_ext", 0)]
            i, j = rng.sample(range(stack.n), 2)
            ratio = rng.choice([1.0, 2 / 3, 0.5, 2.0, 1 / 3])
            b.add(
                [[a_ext[i], -ratio], [a_ext[j], 1.0]],
                0.0,
                "==",
                rng.choice(["required", "required", "weak", "medium"]),
            )
        else:
            b.update()
    return b.finish()


# --- edits ---------------------------------------------------------------------------------------
def gen_edits(rng: random.Random) -> list[dict]:
    """Many edit variables over a random system: edits added and removed (also twice), suggestions
    far and near (up to ±1e6), required constraints added between suggestions."""
    b = Builder(rng)
    n = rng.randint(3, 25)
    xs = b.var(n)
    point = hidden_point(rng, n)
    for _ in range(rng.randint(2, min(30, n * 2))):
        _random_constraint(b, xs, point)
    length = rng.randint(len(b.ops) + 5, MAX_OPS)
    while not b.full(length):
        roll = rng.random()
        v = rng.choice(xs)
        if roll < 0.15:
            b.addedit(v, b.optional_strength() if rng.random() < 0.95 else "required")
        elif roll < 0.45 and b.edits:
            b.suggest(rng.choice(list(b.edits)), _suggestion(rng, point[v]))
        elif roll < 0.5:
            b.rmedit(rng.choice(list(b.edits)) if b.edits and rng.random() < 0.8 else v)
        elif roll < 0.53:
            b.suggest(v, 1.0)  # maybe on a variable without an edit
        elif roll < 0.68:
            _random_constraint(b, xs, point)
        elif roll < 0.72 and b.active:
            b.remove(rng.choice(list(b.active)))
        elif roll < 0.75:
            b.hasedit(v)
        else:
            b.update()
    return b.finish()


# --- definitions ---------------------------------------------------------------------------------
def gen_definitions(rng: random.Random) -> list[dict]:
    """Chains of required equalities x[i+1] = x[i] + c (and longer ones), cycles closing them
    (redundant, sometimes contradictory), duplicates as distinct objects, constant updates on
    members, inequalities and edits pulling defined variables into the tableau, removes in
    random order."""
    b = Builder(rng)
    n = rng.randint(3, 30)
    xs = b.var(n)
    point = hidden_point(rng, n)
    order = xs[:]
    rng.shuffle(order)
    chain: list[int] = []
    chain_cids: list[int] = []
    if rng.random() < 0.5:
        chain_cids.append(b.constrain_at([[order[0], rng.choice([1.0, -1.0, 2.0])]], point, "==", "required"))
    for k in range(1, len(order)):
        new, old = order[k], order[rng.randrange(max(0, k - 3), k)]
        roll = rng.random()
        if roll < 0.6:
            terms = [[new, 1.0], [old, -1.0]]
        elif roll < 0.85:
            third = order[rng.randrange(k)]
            terms = [[new, b.coefficient()], [old, b.coefficient()], [third, b.coefficient()]]
        else:
            terms = [[new, -1.0], [old, rng.choice([100.0, 0.25, 1e-6, 2.0, -2.5])]]
        if rng.random() < 0.5:
            terms = [[v, -a] for v, a in terms]
        chain_cids.append(b.constrain_at(terms, point, "==", "required"))
        chain.append(new)
    length = rng.randint(len(b.ops) + 5, MAX_OPS)
    while not b.full(length):
        roll = rng.random()
        if roll < 0.15:
            # close a cycle: x_i - x_j == p_i - p_j (redundant), sometimes off by a little
            i, j = rng.sample(xs, 2)
            cid = b.constrain_at([[i, 1.0], [j, -1.0]], point, "==", "required")
            chain_cids.append(cid)
            if rng.random() < 0.2:
                b.updconst(cid, b.specs[cid]["constant"] + rng.choice([-5.0, 1.0, 0.5]))
        elif roll < 0.25 and chain_cids:
            # a duplicate equality as a second object, maybe scaled
            spec = b.specs[rng.choice(chain_cids)]
            factor = rng.choice([1.0, 1.0, 2.0, -1.0, 0.5])
            terms = [[v, a * factor] for v, a in spec["terms"]]
            chain_cids.append(b.add(terms, spec["constant"] * factor))
        elif roll < 0.4 and chain_cids:
            cid = rng.choice(chain_cids)
            b.updconst(cid, _new_constant(rng, b.specs[cid]))
        elif roll < 0.52:
            rel = rng.choice(["<=", ">=", "=="])
            strength = b.strength(0.4)
            terms = b.terms(xs, rng.choice([1, 1, 2]))
            if strength == "required":
                b.constrain_at(terms, point, rel, strength)
            else:
                b.add(terms, b.constant(), rel, strength)
        elif roll < 0.6:
            v = rng.choice(xs)
            if v in b.edits:
                b.suggest(v, _suggestion(rng, point[v]))
            else:
                b.addedit(v, b.optional_strength())
        elif roll < 0.72 and b.active:
            cid = rng.choice(list(b.active))
            b.remove(cid)
            if rng.random() < 0.3:
                b.readd(cid)
        else:
            b.update()
    return b.finish()


# --- removal -------------------------------------------------------------------------------------
def gen_removal(rng: random.Random) -> list[dict]:
    """A random system built, then every constraint removed in random order with updates in
    between; some re-added on the way; edits removed too."""
    b = Builder(rng)
    n = rng.randint(2, 25)
    xs = b.var(n)
    point = hidden_point(rng, n)
    budget = rng.randint(3, 60)
    for _ in range(budget):
        if rng.random() < 0.1:
            v = rng.choice(xs)
            if v not in b.edits:
                b.addedit(v, b.optional_strength())
                b.suggest(v, _suggestion(rng, point[v]))
        else:
            _random_constraint(b, xs, point)
    b.update()
    victims = list(b.active)
    rng.shuffle(victims)
    removed: list[int] = []
    for cid in victims:
        if b.full(MAX_OPS - 3):
            break
        b.remove(cid)
        removed.append(cid)
        if rng.random() < 0.3:
            b.update()
        if rng.random() < 0.1 and removed:
            again = removed.pop(rng.randrange(len(removed)))
            b.readd(again)
            b.update()
            b.remove(again)
        if rng.random() < 0.05 and b.edits:
            b.rmedit(rng.choice(list(b.edits)))
    for v in list(b.edits):
        if not b.full(MAX_OPS - 2):
            b.rmedit(v)
    b.update()
    for cid in removed[: rng.randint(0, 5)]:
        if not b.full(MAX_OPS - 1):
            b.readd(cid)
    return b.finish()


# --- degenerate ----------------------------------------------------------------------------------
def gen_degenerate(rng: random.Random) -> list[dict]:
    """Duplicates, redundancy, alignments that already hold, terms that cancel, tiny coefficients,
    contradictions, ties between equal optional constraints, NaN and infinity, operations on
    unknown constraints and edits, required edit strengths, reset in the middle."""
    b = Builder(rng)
    n = rng.randint(1, 12)
    xs = b.var(n)
    point = hidden_point(rng, n)
    made: list[int] = []
    length = rng.randint(5, MAX_OPS)
    while not b.full(length):
        roll = rng.random()
        v, w = rng.choice(xs), rng.choice(xs)
        if roll < 0.12:
            # duplicate of an existing constraint, as a new object
            if b.specs:
                spec = b.specs[rng.choice(list(b.specs))]
                b.add(spec["terms"], spec["constant"], spec["rel"], spec["strength"])
            else:
                b.constrain_at([[v, 1.0]], point, "==", "required")
        elif roll < 0.2:
            # redundant: the sum of two required equalities
            eqs = [c for c in b.active if b.specs[c]["rel"] == "==" and b.specs[c]["strength"] == "required"]
            finite = [c for c in eqs if not _has_strings(b.specs[c])]
            if len(finite) >= 2:
                eqs = finite
                s1, s2 = b.specs[eqs[-1]], b.specs[eqs[-2]]
                b.add(s1["terms"] + s2["terms"], s1["constant"] + s2["constant"])
            else:
                b.constrain_at(b.terms(xs, 2), point, "==", "required")
        elif roll < 0.27:
            # an alignment that already holds (zero constant) or a cancelling expression
            if rng.random() < 0.5:
                b.add(
                    [[v, 1.0], [v, -1.0]],
                    rng.choice([0.0, 0.0, 5.0, -5.0]),
                    rng.choice(["==", "<=", ">="]),
                    b.strength(0.6),
                )
            else:
                b.add([[v, 1.0], [w, -1.0]], 0.0, "==", b.strength(0.5))
        elif roll < 0.33:
            # tiny coefficients, some below the near-zero cut
            tiny = rng.choice([1e-6, -1e-6, 1e-9, 1e-3])
            b.constrain_at([[v, tiny], [w, 1.0]], point, rng.choice(["==", ">="]), b.strength(0.5))
        elif roll < 0.39:
            # contradiction: x == c then x == c + d
            c = b.constrain_at([[v, 1.0]], point, "==", "required")
            b.add(
                [[v, 1.0]], b.specs[c]["constant"] - rng.choice([1.0, 0.5, 100.0]), rng.choice(["==", ">="])
            )
        elif roll < 0.45:
            # ties: equal and opposite optional wishes
            s = rng.choice(["strong", "medium", "weak", [0, 3, 0]])
            b.add([[v, 1.0]], 0.0, "==", s)
            b.add([[v, 1.0]], -rng.choice([10.0, 1.0, 250.0]), "==", s)
        elif roll < 0.52:
            # NaN and infinity
            bad = rng.choice(["nan", "inf", "-inf"])
            sub = rng.random()
            if sub < 0.35:
                b.add([[v, 1.0]], bad, rng.choice(["==", "<="]), b.strength(0.5))
            elif sub < 0.5:
                b.add([[v, bad]], 1.0, "==", "strong")
            elif sub < 0.65:
                made.append(b.add([[v, 1.0]], bad, "==", "required", make=True))
                b.readd(made[-1])
            elif sub < 0.8 and b.active:
                b.updconst(rng.choice(list(b.active)), bad)
            else:
                if v not in b.edits:
                    b.addedit(v, "strong")
                b.suggest(v, bad)
        elif roll < 0.6:
            # operations on unknown constraints and edits
            sub = rng.random()
            if sub < 0.25:
                made.append(b.constrain_at([[v, 1.0]], point, ">=", "required", make=True))
                b.remove(made[-1])
            elif sub < 0.45 and b.next_cid:
                cid = rng.randrange(b.next_cid)
                b.remove(cid)
                b.remove(cid)
            elif sub < 0.6 and b.next_cid:
                cid = rng.randrange(b.next_cid)
                if cid not in b.active:
                    b.updconst(cid, 3.0)
                else:
                    b.readd(cid)  # duplicate
            elif sub < 0.75:
                b.rmedit(v)
                b.rmedit(v)
            elif sub < 0.9:
                b.suggest(v, 1.0)
            else:
                b.hascon(rng.randrange(b.next_cid)) if b.next_cid else b.hasedit(v)
        elif roll < 0.65:
            # required edit strengths
            b.addedit(
                v, rng.choice(["required", [1000, 1000, 1000], [2000, 2000, 2000], [1000, 1000, 1000, 1]])
            )
            if rng.random() < 0.5:
                b.addedit(v, "weak")
                b.addedit(v, "weak")  # duplicate
        elif roll < 0.68:
            b.reset()
            if b.specs and rng.random() < 0.7:
                for cid in rng.sample(list(b.specs), min(len(b.specs), rng.randint(1, 4))):
                    b.readd(cid)
        elif roll < 0.8:
            _random_constraint(b, xs, point)
        elif roll < 0.85 and b.active:
            b.remove(rng.choice(list(b.active)))
        else:
            b.update()
    return b.finish()


def _has_strings(spec: dict) -> bool:
    """Whether a constraint spec holds "nan"/"inf" (its numbers cannot be combined)."""
    return isinstance(spec["constant"], str) or any(isinstance(a, str) for _, a in spec["terms"])


GENERATORS = {
    "random": gen_random,
    "layout": gen_layout,
    "edits": gen_edits,
    "definitions": gen_definitions,
    "removal": gen_removal,
    "degenerate": gen_degenerate,
}
