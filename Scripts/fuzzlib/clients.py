"""Long-lived child processes that replay op scripts: our `solverreplay` and the kiwi worker.

Both speak JSON lines over pipes. Reads wait with `select.poll` and a deadline (no sleeps); stderr
is drained while waiting (a trapping debug build prints a whole tableau) and its tail kept. A
process that dies or misses its deadline is killed and started again on the next script.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field

from .model import script_line

STDERR_HEAD_BYTES = 4096
STDERR_TAIL_BYTES = 8192
READ_CHUNK_BYTES = 65536


class LineProcess:
    """A child process we write lines to and read lines from, with deadlines."""

    def __init__(self, argv: list[str], env: dict | None = None):
        self.argv = argv
        self.env = env
        self.proc: subprocess.Popen | None = None
        self.out_buffer = b""
        self.err_head = b""
        self.err_tail = b""
        self.err_total = 0

    def start(self) -> None:
        self.proc = subprocess.Popen(
            self.argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            bufsize=0,
            env=self.env,
        )
        os.set_blocking(self.proc.stdout.fileno(), False)
        os.set_blocking(self.proc.stderr.fileno(), False)
        self.out_buffer = b""
        self.clear_stderr()

    def clear_stderr(self) -> None:
        self.err_head = b""
        self.err_tail = b""
        self.err_total = 0

    def _keep_stderr(self, chunk: bytes) -> None:
        """Keeps the head (where a trap names its cause) and the tail of stderr."""
        if len(self.err_head) < STDERR_HEAD_BYTES:
            self.err_head += chunk[: STDERR_HEAD_BYTES - len(self.err_head)]
        self.err_tail = (self.err_tail + chunk)[-STDERR_TAIL_BYTES:]
        self.err_total += len(chunk)

    def ensure(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            if self.proc is not None:
                self.stop()
            self.start()

    def send(self, line: str) -> bool:
        """Writes one line; False if the process is gone."""
        self.ensure()
        try:
            self.proc.stdin.write(line.encode() + b"\n")
            self.proc.stdin.flush()
            return True
        except (BrokenPipeError, OSError):
            return False

    def read_line(self, deadline: float) -> tuple[str | None, str]:
        """The next stdout line and "ok", or (None, "eof") / (None, "timeout")."""
        poller = select.poll()
        out_fd, err_fd = self.proc.stdout.fileno(), self.proc.stderr.fileno()
        poller.register(out_fd, select.POLLIN | select.POLLHUP | select.POLLERR)
        poller.register(err_fd, select.POLLIN | select.POLLHUP | select.POLLERR)
        open_fds = {out_fd, err_fd}
        while True:
            newline = self.out_buffer.find(b"\n")
            if newline >= 0:
                line = self.out_buffer[:newline]
                self.out_buffer = self.out_buffer[newline + 1 :]
                return line.decode(errors="replace"), "ok"
            if out_fd not in open_fds:
                return None, "eof"
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None, "timeout"
            for fd, _ in poller.poll(remaining * 1000):
                chunk = self._read(fd)
                if chunk is None:
                    continue
                if not chunk:
                    poller.unregister(fd)
                    open_fds.discard(fd)
                elif fd == out_fd:
                    self.out_buffer += chunk
                else:
                    self._keep_stderr(chunk)

    def _read(self, fd: int) -> bytes | None:
        try:
            return os.read(fd, READ_CHUNK_BYTES)
        except BlockingIOError:
            return None

    def drain_stderr(self, deadline: float) -> None:
        """Reads what is left of stderr of a dying process, until EOF or the deadline."""
        if self.proc is None:
            return
        fd = self.proc.stderr.fileno()
        poller = select.poll()
        poller.register(fd, select.POLLIN | select.POLLHUP)
        while (remaining := deadline - time.monotonic()) > 0:
            if not poller.poll(remaining * 1000):
                break
            chunk = self._read(fd)
            if chunk is None:
                continue
            if not chunk:
                break
            self._keep_stderr(chunk)

    def stderr_text(self) -> str:
        if self.err_total <= len(self.err_tail):
            return self.err_tail.decode(errors="replace")
        return (self.err_head + b"\n[...]\n" + self.err_tail).decode(errors="replace")

    def stop(self) -> int | None:
        """Kills the process (if still running) and returns its exit status."""
        if self.proc is None:
            return None
        proc, self.proc = self.proc, None
        if proc.poll() is None:
            proc.kill()
        code = proc.wait()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            try:
                stream.close()
            except OSError:
                pass
        return code


@dataclass
class OursOutcome:
    """solverreplay's answer to one script."""

    status: str  # "ok", "crash" or "hang"
    results: list | None = None
    stderr: str = ""
    returncode: int | None = None
    seconds: float = 0.0


class ScriptProcess:
    """A long-lived child that takes one op script per line and answers it."""

    def __init__(self, command: list[str], timeout_s: float):
        self.process = LineProcess(command)
        self.timeout_s = timeout_s
        self.pending_start = 0.0

    def send(self, ops: list[dict]) -> bool:
        self.process.clear_stderr()
        self.pending_start = time.monotonic()
        return self.process.send(script_line(ops))


class SolverReplay(ScriptProcess):
    """Our solver: one long-lived `solverreplay` process, one script per line."""

    def __init__(self, binary: str, timeout_s: float = 20.0):
        if not os.access(binary, os.X_OK):
            raise FileNotFoundError(f"no executable solverreplay at {binary}")
        super().__init__([binary], timeout_s)

    def receive(self, n_ops: int, timeout_s: float | None = None) -> OursOutcome:
        deadline = self.pending_start + (timeout_s or self.timeout_s)
        line, status = self.process.read_line(deadline)
        seconds = time.monotonic() - self.pending_start
        if status == "timeout":
            self.process.stop()
            return OursOutcome("hang", stderr=self.process.stderr_text(), seconds=seconds)
        if status == "eof":
            self.process.drain_stderr(time.monotonic() + 2.0)
            code = self.process.stop()
            return OursOutcome("crash", stderr=self.process.stderr_text(), returncode=code, seconds=seconds)
        try:
            answer = json.loads(line)
        except ValueError:
            answer = None
        if not isinstance(answer, dict) or "results" not in answer:
            # solverreplay answers {"error": ...} for a script it cannot parse.
            text = answer.get("error", line) if isinstance(answer, dict) else line
            return OursOutcome("crash", stderr=f"protocol: {str(text)[:200]}", seconds=seconds)
        results = answer["results"]
        if not isinstance(results, list) or len(results) != n_ops:
            return OursOutcome(
                "crash",
                stderr=f"protocol: {len(results) if isinstance(results, list) else '?'} results for {n_ops} ops",
            )
        return OursOutcome("ok", results, self.process.stderr_text(), seconds=seconds)

    def replay(self, ops: list[dict], timeout_s: float | None = None) -> OursOutcome:
        if not self.send(ops):
            self.process.drain_stderr(time.monotonic() + 2.0)
            code = self.process.stop()
            return OursOutcome("crash", stderr=self.process.stderr_text(), returncode=code)
        return self.receive(len(ops), timeout_s)

    def close(self) -> None:
        self.process.stop()


@dataclass
class KiwiOutcome:
    """kiwi's per-op records (cut short if kiwi aborted) and whether it did."""

    records: list[dict] = field(default_factory=list)
    crashed: bool = False
    stderr: str = ""

    def signature(self) -> str:
        for line in self.stderr.splitlines():
            if "what()" in line:
                return line.split("what():", 1)[1].strip()
        return self.stderr.strip().splitlines()[-1] if self.stderr.strip() else "no message"


class KiwiReplay(ScriptProcess):
    """kiwisolver in a child worker (`kiwiworker.py`), restarted after an abort."""

    def __init__(self, timeout_s: float = 20.0):
        worker = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kiwiworker.py")
        super().__init__([sys.executable, worker], timeout_s)

    def receive(self) -> KiwiOutcome:
        deadline = self.pending_start + self.timeout_s
        outcome = KiwiOutcome()
        while True:
            line, status = self.process.read_line(deadline)
            if status != "ok":
                if status == "eof":
                    self.process.drain_stderr(time.monotonic() + 2.0)
                self.process.stop()
                outcome.crashed = True
                outcome.stderr = self.process.stderr_text() or f"kiwi {status}"
                return outcome
            record = json.loads(line)
            if record.get("done"):
                outcome.stderr = self.process.stderr_text()
                return outcome
            outcome.records.append(record)

    def replay(self, ops: list[dict]) -> KiwiOutcome:
        if not self.send(ops):
            self.process.stop()
            return KiwiOutcome(crashed=True, stderr="kiwi worker gone")
        return self.receive()

    def close(self) -> None:
        self.process.stop()
