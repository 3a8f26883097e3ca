#!/usr/bin/env bash
# A real X session for end-to-end tests: Xvfb on a free display, the app under test, real input
# through XTEST (xdotool), screenshots (ImageMagick), and waits on trace lines or pixels with
# timeouts. Source it; every function returns non-zero (with a message) when a wait times out.

XS_XVFB=""
XS_APP=""
export XS_STATUS="" # the exit status xs_wait_exit saw

# xs_start: starts Xvfb on a display it picks itself and exports DISPLAY.
xs_start() {
    local fd_file
    fd_file=$(mktemp)
    Xvfb -displayfd 9 -screen 0 1280x800x24 -nolisten tcp -noreset 9>"$fd_file" 2>/dev/null &
    XS_XVFB=$!
    xs_until 10 test -s "$fd_file" || { echo "Xvfb did not start"; return 1; }
    DISPLAY=":$(tr -d '\n' <"$fd_file")"
    export DISPLAY
    rm -f "$fd_file"
}

# xs_stop: ends the app and Xvfb this session started (by pid). Fails if the app does not end
# within 5 s of SIGTERM (it is then killed): a hang on SIGTERM is a bug, not a slow cleanup.
xs_stop() {
    local status=0
    if [[ -n $XS_APP ]] && kill "$XS_APP" 2>/dev/null; then
        if ! xs_until 5 xs_gone "$XS_APP"; then
            echo "the app did not end within 5 s of SIGTERM"
            kill -9 "$XS_APP" 2>/dev/null
            status=1
        fi
        wait "$XS_APP" 2>/dev/null
    fi
    [[ -n $XS_XVFB ]] && kill "$XS_XVFB" 2>/dev/null && wait "$XS_XVFB" 2>/dev/null
    XS_APP=""
    XS_XVFB=""
    return $status
}

# xs_until SECONDS COMMAND...: runs COMMAND until it succeeds or the time is up.
xs_until() {
    local deadline=$((SECONDS + $1))
    shift
    until "$@"; do
        ((SECONDS < deadline)) || return 1
        sleep 0.02 # polling interval while waiting for the condition, not a synchronisation delay
    done
}

# xs_launch LOG COMMAND...: starts the app in the background, stdout to LOG, stderr to LOG.err.
xs_launch() {
    local log=$1
    shift
    "$@" >"$log" 2>"$log.err" &
    XS_APP=$!
}

xs_count() { grep -c -- "$2" "$1" 2>/dev/null || true; }

# xs_wait_log LOG PATTERN COUNT SECONDS: waits until PATTERN occurs COUNT times in LOG.
xs_wait_log() {
    xs_until "$4" xs_has "$1" "$2" "$3" || {
        echo "timed out waiting for $3 × '$2' in $1:"
        tail -n 5 "$1" "$1.err"
        return 1
    }
}
xs_has() { (($(xs_count "$1" "$2") >= $3)); }

# xs_json LOG EVENT FIELD [INDEX]: a field of the last (or INDEX-th, from 1) trace line of EVENT.
xs_json() {
    python3 - "$@" <<'PY'
import json, sys
log, event, field = sys.argv[1], sys.argv[2], sys.argv[3]
lines = [json.loads(l) for l in open(log) if l.startswith("{")]
lines = [l for l in lines if l.get("event") == event]
line = lines[int(sys.argv[4]) - 1] if len(sys.argv) > 4 else lines[-1]
print(json.dumps(line[field]))
PY
}

# xs_window CLASS: the app's window id, searched by WM_CLASS.
xs_window() {
    timeout 10 xdotool search --sync --class "$1" | head -n 1
}

# xs_shot FILE WINDOW: a screenshot of the window.
xs_shot() { import -silent -window "$2" "png:$1"; }

# xs_pixel FILE X Y: the pixel's colour as #RRGGBB.
xs_pixel() {
    convert "$1" -crop "1x1+$2+$3" +repage -alpha off -colorspace sRGB -type TrueColor -depth 8 txt:- |
        tail -n 1 | grep -o '#[0-9A-Fa-f]*' | head -n 1
}

# xs_wait_pixel WINDOW X Y COLOUR SECONDS SHOT: waits until the window shows COLOUR at X,Y.
xs_wait_pixel() {
    local shot=$6
    xs_until "$5" xs_pixel_is "$1" "$2" "$3" "$4" "$shot" || {
        echo "timed out waiting for $4 at $2,$3 (last $(xs_pixel "$shot" "$2" "$3"); see $shot)"
        return 1
    }
}
xs_pixel_is() { xs_shot "$5" "$1" && [[ $(xs_pixel "$5" "$2" "$3") == "$4" ]]; }

# xs_close WINDOW: what a window manager's close button sends (WM_DELETE_WINDOW).
xs_close() {
    python3 - "$1" <<'PY'
import ctypes, sys
x = ctypes.cdll.LoadLibrary("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XInternAtom.restype = ctypes.c_ulong
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x.XFlush.argtypes = [ctypes.c_void_p]
x.XCloseDisplay.argtypes = [ctypes.c_void_p]

class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]

class Event(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]

display = x.XOpenDisplay(None)
event = Event()
event.xclient.type = 33  # ClientMessage
event.xclient.window = int(sys.argv[1])
event.xclient.message_type = x.XInternAtom(display, b"WM_PROTOCOLS", 0)
event.xclient.format = 32
event.xclient.data[0] = x.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
x.XSendEvent(display, int(sys.argv[1]), 0, 0, ctypes.byref(event))
x.XFlush(display)
x.XCloseDisplay(display)
PY
}

# xs_wait_exit PID SECONDS: waits for the process to end; its status goes to XS_STATUS.
xs_wait_exit() {
    xs_until "$2" xs_gone "$1" || {
        echo "process $1 did not exit"
        return 1
    }
    XS_STATUS=0
    wait "$1" 2>/dev/null || XS_STATUS=$?
}
xs_gone() { ! kill -0 "$1" 2>/dev/null; }

# xs_near A B [TOLERANCE]: two numbers agree.
xs_near() { python3 -c "import sys; sys.exit(0 if abs(float('$1') - float('$2')) <= float('${3:-0.001}') else 1)"; }

# xs_run_tests OUT NAME: runs every test_* function of the calling script, each in a subshell
# that stops its session afterwards; prints ✔/✘ lines and "NAME: N passed, M failed". Fails if
# any test failed (their output and screenshots stay in OUT).
xs_run_tests() {
    local out=$1 name=$2 passed=0 failed=0
    for TEST in $(declare -F | awk '{print $3}' | grep '^test_'); do
        if (trap 'xs_stop || exit 1' EXIT; set +e; "$TEST") >"$out/$TEST.out" 2>&1; then
            passed=$((passed + 1))
            echo "✔ $TEST"
        else
            failed=$((failed + 1))
            echo "✘ $TEST (logs and screenshots in $out)"
            sed 's/^/    /' "$out/$TEST.out" | tail -n 8
        fi
    done
    [[ $failed == 0 ]] && rm -rf "$out"
    echo "$name: $passed passed, $failed failed"
    [[ $failed == 0 ]]
}
