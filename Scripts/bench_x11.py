#!/usr/bin/env python3
"""The interactive demo's figures under Xvfb (the figures we hold ourselves to), with GTK4 measured in the same
run as the reference: first frame and peak memory of 1000 and 10000 labels, wheel event to
presented frame, scroll frame time at 1000 and 10000 rows, idle CPU, and two stack edits through
real input (axis toggle, click-to-hide) at 1000 and 10000 rows, for both; the first frames and
the edits in launches that take turns, so that load on a shared machine falls on both. GTK runs in its fastest
set-up (cairo renderer, GL disabled); its GL-initialised set-up (cairo renderer, GL probed, as GTK
starts by default) is reported too, labelled. Called by Scripts/bench."""
import argparse
import json
import os
import select
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STACKDEMO = os.path.join(ROOT, ".build", "release", "stackdemo")
GTK = os.path.join(ROOT, ".build", "gtk4_labels")


def start_xvfb():
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp",
                               "-noreset"], pass_fds=[write], stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        number += os.read(read, 16)
    os.close(read)
    return server, ":" + number.decode().strip()


class App:
    """A launched app whose stdout lines are read as JSON as they come."""

    def __init__(self, command, env):
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        self.buffer = b""
        self.lines = []

    def wait_for(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines:
                if predicate(line):
                    return line
            ready, _, _ = select.select([self.process.stdout], [], [], max(0, deadline - time.monotonic()))
            if not ready:
                break
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                break
            self.buffer += chunk
            while b"\n" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\n", 1)
                try:
                    self.lines.append(json.loads(raw))
                except ValueError:
                    pass
        raise TimeoutError("timed out")

    def peak_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            return next(int(l.split()[1]) for l in status if l.startswith("VmHWM"))

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        self.process.kill()
        self.process.wait()


def first_frames(launches, repeats):
    """First frame (ms) and peak memory (MB) of each launch {key: (command, env)}, medians of
    `repeats` launches each. The launches take turns, so that a slow phase of a shared machine
    falls on every app alike, not on whichever ran in that stretch."""
    samples = {key: ([], []) for key in launches}
    keys = list(launches)
    for round_index in range(repeats):
        # Each round starts with the next app, so that none is always first after a pause.
        shift = round_index % len(keys)
        for key in keys[shift:] + keys[:shift]:
            command, env = launches[key]
            app = App(command, env)
            try:
                samples[key][0].append(app.wait_for(lambda l: l.get("event") == "ready", 60)["ms"])
                samples[key][1].append(app.peak_kib() / 1024)
            finally:
                app.stop()
    return {key: (statistics.median(times), statistics.median(peaks)) for key, (times, peaks) in samples.items()}


def scrolling(rows, env, notches):
    """Wheel notches through XTEST: (median input→frame ms, median frame ms, idle CPU %)."""
    app = App([STACKDEMO, "--rows", str(rows), "--trace", "--frame-stats"], env)
    try:
        app.wait_for(lambda l: l.get("event") == "ready", 120)
        window = subprocess.run(["xdotool", "search", "--pid", str(app.process.pid), "--class", "stackdemo"],
                                env=env, capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "mousemove", "--window", window, "200", "300"], env=env, check=True)
        before = len([l for l in app.lines if "inputMs" in l])
        subprocess.run(["xdotool", "click", "--repeat", str(notches), "--delay", "25", "5"], env=env, check=True)
        app.wait_for(lambda l: len([x for x in app.lines if "inputMs" in x]) >= before + notches * 0.9, 60)
        frames = [l for l in app.lines if l.get("event") == "frame" and "inputMs" in l][before:]
        # Idle: once the indicator has faded, the loop should sleep in poll().
        time.sleep(1.5)
        start = app.cpu_seconds()
        time.sleep(2)
        idle = (app.cpu_seconds() - start) / 2 * 100
        return statistics.median(l["inputMs"] for l in frames), statistics.median(l["frameMs"] for l in frames), idle
    finally:
        app.stop()


def edits(rows, env, repeats):
    """Stack edits through real input: (ms from the key `a` to the first frame of the axis
    animation, for each toggle; ms from a click that hides a row to its first frame, for each)."""
    app = App([STACKDEMO, "--rows", str(rows), "--trace", "--frame-stats"], env)
    try:
        app.wait_for(lambda l: l.get("event") == "ready", 120)
        window = subprocess.run(["xdotool", "search", "--pid", str(app.process.pid), "--class", "stackdemo"],
                                env=env, capture_output=True, text=True).stdout.split()[0]

        def first_frame_after(event, *command):
            """Runs an xdotool command; the input→frame time of the first frame after `event`."""
            def index_after(start, predicate):
                return next((i for i in range(start, len(app.lines)) if predicate(app.lines[i])), None)

            before = len(app.lines)
            subprocess.run(["xdotool", *command], env=env, check=True)
            app.wait_for(lambda _: index_after(before, lambda l: l.get("event") == event) is not None, 120)
            start = index_after(before, lambda l: l.get("event") == event)
            app.wait_for(lambda _: index_after(start, lambda l: "inputMs" in l) is not None, 120)
            return app.lines[index_after(start, lambda l: "inputMs" in l)]["inputMs"]

        toggles, hides = [], []
        for _ in range(repeats):
            toggles.append(first_frame_after("axis", "key", "--window", window, "a"))
            toggles.append(first_frame_after("axis", "key", "--window", window, "a"))
            hides.append(first_frame_after("hidden", "mousemove", "--window", window, "100", "35", "click", "1"))
            first_frame_after("hidden", "key", "--window", window, "r")
        return toggles, hides
    finally:
        app.stop()


def gtk_edits(rows, env, repeats):
    """GTK4's own stack edits through real input (XTEST keys to the focused window, a click):
    ms from handling the key `a` to the end of the next paint, for each toggle, and the same for
    each click that hides a label."""
    app = App([GTK, str(rows)], env)
    try:
        app.wait_for(lambda l: l.get("event") == "ready", 120)
        window = subprocess.run(["xdotool", "search", "--sync", "--class", "gtk4_labels"], env=env,
                                capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "mousemove", "--window", window, "200", "300"], env=env, check=True)
        # GTK ignores synthetic key events: focus the window and type through XTEST.
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, stderr=subprocess.DEVNULL)

        def timed(event, *command):
            count = len([l for l in app.lines if l.get("event") == event])
            subprocess.run(["xdotool", *command], env=env, check=True)
            app.wait_for(lambda _: len([l for l in app.lines if l.get("event") == event]) > count, 120)
            return [l for l in app.lines if l.get("event") == event][count]["inputMs"]

        toggles, hides = [], []
        for _ in range(repeats):
            toggles.append(timed("axis", "key", "a"))
            toggles.append(timed("axis", "key", "a"))
            hides.append(timed("hidden", "mousemove", "--window", window, "100", "35", "click", "1"))
            timed("revealed", "key", "r")
        return toggles, hides
    finally:
        app.stop()


def interleaved_edits(rows, env, fastest, rounds, per_launch, has_gtk):
    """Both apps' stack edits at `rows`, launch by launch in turn (who goes first alternates), so
    that a busy minute on a shared machine falls on both: (ours, GTK4's or None), each as
    (median toggle ms, median hide ms) over every launch."""
    ours, gtk = ([], []), ([], [])
    for round_index in range(rounds):
        turns = [(lambda: edits(rows, env, per_launch), ours)]
        if has_gtk:
            turns.append((lambda: gtk_edits(rows, fastest, per_launch), gtk))
        for measure, pooled in turns if round_index % 2 == 0 else reversed(turns):
            toggles, hides = measure()
            pooled[0].extend(toggles)
            pooled[1].extend(hides)

    def medians(pooled):
        return statistics.median(pooled[0]), statistics.median(pooled[1])
    return medians(ours), medians(gtk) if has_gtk else None


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    server, display = start_xvfb()
    env = dict(os.environ, DISPLAY=display, GSK_RENDERER="cairo", GDK_BACKEND="x11", NO_AT_BRIDGE="1")
    fastest = dict(env, GDK_DEBUG="gl-disable")  # GTK's fastest set-up here: no GL probing
    has_gtk = os.path.exists(GTK)
    try:
        launches = {}
        for rows in (1000, 10000):
            launches[("ours", rows)] = ([STACKDEMO, "--rows", str(rows), "--trace"], env)
            if has_gtk:
                launches[("gtk", rows)] = ([GTK, str(rows)], fastest)
                launches[("gtk_gl", rows)] = ([GTK, str(rows)], env)
        first = first_frames(launches, args.repeats)
        ours = {rows: first[("ours", rows)] for rows in (1000, 10000)}
        gtk = {rows: first[("gtk", rows)] for rows in (1000, 10000)} if has_gtk else {}
        gtk_gl = {rows: first[("gtk_gl", rows)] for rows in (1000, 10000)} if has_gtk else {}
        scroll_1k = scrolling(1000, env, 60)
        scroll_10k = scrolling(10000, env, 60)
        # Launches in turn, `repeats` each: 4 toggles per launch at 1000 rows, 2 at 10000.
        edits_1k, gtk_edits_1k = interleaved_edits(1000, env, fastest, args.repeats, 2, has_gtk)
        edits_10k, gtk_edits_10k = interleaved_edits(10000, env, fastest, args.repeats, 1, has_gtk)
    finally:
        server.kill()
        server.wait()

    def ratio(a, b):
        return f"{a / b:.2f}" if b else "-"
    print(json.dumps({"impl": "stackdemo", "first_frame_ms": ours[1000][0], "peak_mb": round(ours[1000][1], 1),
                      "first_frame_ms_10000": ours[10000][0], "peak_mb_10000": round(ours[10000][1], 1),
                      "wheel_to_frame_ms_1000": scroll_1k[0], "scroll_frame_ms_1000": scroll_1k[1],
                      "wheel_to_frame_ms_10000": scroll_10k[0], "scroll_frame_ms_10000": scroll_10k[1],
                      "idle_cpu_percent": round(scroll_1k[2], 2),
                      "axis_toggle_ms_1000": edits_1k[0], "hide_row_ms_1000": edits_1k[1],
                      "axis_toggle_ms_10000": edits_10k[0], "hide_row_ms_10000": edits_10k[1]}))
    if has_gtk:
        print(json.dumps({"impl": "gtk4", "setup": "cairo, GL disabled",
                          "first_frame_ms": gtk[1000][0], "peak_mb": round(gtk[1000][1], 1),
                          "first_frame_ms_10000": gtk[10000][0], "peak_mb_10000": round(gtk[10000][1], 1),
                          "axis_toggle_ms_1000": gtk_edits_1k[0], "hide_row_ms_1000": gtk_edits_1k[1],
                          "axis_toggle_ms_10000": gtk_edits_10k[0], "hide_row_ms_10000": gtk_edits_10k[1]}))
        print(json.dumps({"impl": "gtk4", "setup": "cairo, GL initialised",
                          "first_frame_ms": gtk_gl[1000][0], "peak_mb": round(gtk_gl[1000][1], 1),
                          "first_frame_ms_10000": gtk_gl[10000][0], "peak_mb_10000": round(gtk_gl[10000][1], 1)}))
    print()
    print(f"{'figure (medians, Xvfb; GTK4: cairo, GL disabled)':<50}{'ours':>10}{'GTK4':>10}{'ours/GTK4':>11}"
          f"{'target':>9}  met")
    rows = [
        ("first frame, 1000 labels (ms)", ours[1000][0], gtk.get(1000, (None,))[0], None),
        ("first frame, 10000 labels (ms)", ours[10000][0], gtk.get(10000, (None,))[0], None),
        ("peak memory, 1000 labels (MB)", ours[1000][1], gtk.get(1000, (None, None))[1], None),
        ("peak memory, 10000 labels (MB)", ours[10000][1], gtk.get(10000, (None, None))[1], None),
        ("key a → first frame, 1000 rows (ms)", edits_1k[0], gtk_edits_1k and gtk_edits_1k[0], None),
        ("key a → first frame, 10000 rows (ms)", edits_10k[0], gtk_edits_10k and gtk_edits_10k[0], None),
        ("click-to-hide → first frame, 1000 rows (ms)", edits_1k[1], gtk_edits_1k and gtk_edits_1k[1], None),
        ("click-to-hide → first frame, 10000 rows (ms)", edits_10k[1], gtk_edits_10k and gtk_edits_10k[1], None),
        ("wheel → presented frame, 1000 rows (ms)", scroll_1k[0], None, 2),
        ("wheel → presented frame, 10000 rows (ms)", scroll_10k[0], None, 2),
        ("scroll frame, 1000 rows (ms)", scroll_1k[1], None, 1),
        ("scroll frame, 10000 rows (ms)", scroll_10k[1], None, 1),
        ("idle CPU after scrolling (%)", scroll_1k[2], None, 1),
    ]
    for name, mine, theirs, target in rows:
        theirs_text = f"{theirs:.1f}" if theirs is not None else "-"
        if target is None and theirs:
            target_text, met = "≤ GTK4", "yes" if mine <= theirs else "NO"
        else:
            target_text = f"{target}" if target is not None else "-"
            met = "-" if target is None else "yes" if mine < target else "NO"
        print(f"{name:<50}{mine:>10.2f}{theirs_text:>10}{ratio(mine, theirs) if theirs else '-':>11}"
              f"{target_text:>9}  {met}")
    if has_gtk:
        print(f"\nGTK4 with GL initialised (its default): first frame {gtk_gl[1000][0]} / {gtk_gl[10000][0]} ms, "
              f"peak {gtk_gl[1000][1]:.1f} / {gtk_gl[10000][1]:.1f} MB at 1000 / 10000 labels.")
    if not has_gtk:
        print("\n(GTK4 reference not built: install libgtk-4-dev to measure it in the same run.)")


if __name__ == "__main__":
    main()
