"""`bestiary serve` run as a player runs it, in a process of its own, on a free port.

`Served` starts it with `--port 0`, reads the address it prints, and stops it with the
signal a terminal's Ctrl+C sends. `app_processes` lists the apps it runs (its children, read
from /proc: psutil is not a dependency).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: the served command; overridable so the speed script can serve another checkout's
SERVE_ARGV = (sys.executable, "-P", "-m", "bestiary_tui.cli", "serve")  # -P: as a console script
ADDRESS = re.compile(r"(http://\S+?:(\d+)/)")


class Served:
    """A running `bestiary serve`; use as a context manager."""

    def __init__(self, home: Path, *extra: str, host: str = "127.0.0.1",
                 cwd: Path = ROOT) -> None:
        self.home = home
        self.cwd = cwd
        self.argv = [*SERVE_ARGV, "--host", host, "--port", "0", *extra]
        self.process: subprocess.Popen[str] | None = None
        self.url = ""
        self.port = 0
        self.first_lines: list[str] = []

    def __enter__(self) -> Served:
        env = {**os.environ, "BESTIARY_HOME": str(self.home),
               "PYTHONPATH": os.pathsep.join(filter(None, (str(ROOT),
                                                            os.environ.get("PYTHONPATH"))))}
        self.process = subprocess.Popen(self.argv, cwd=self.cwd, env=env, text=True,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        assert self.process.stdout is not None
        for line in self.process.stdout:  # the address comes once it listens
            self.first_lines.append(line)
            found = ADDRESS.search(line)
            if found:
                self.url, self.port = found.group(1), int(found.group(2))
                break
        if not self.url:
            self.process.wait(timeout=30)
            raise AssertionError(f"bestiary serve printed no address: {self.first_lines}")
        return self

    def __exit__(self, *_exc: object) -> None:
        if self.process is not None and self.process.poll() is None:
            self.stop()

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def stop(self, timeout_s: float = 30.0) -> tuple[int, str]:
        """Ctrl+C, as a terminal sends it; the exit code and what it printed after."""
        assert self.process is not None and self.process.stdout is not None
        self.process.send_signal(signal.SIGINT)
        try:
            out, _ = self.process.communicate(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, _ = self.process.communicate()
            raise AssertionError(f"bestiary serve did not stop after Ctrl+C: {out}") from None
        return self.process.returncode, out

    def app_processes(self) -> list[int]:
        return children(self.pid)


def children(parent: int) -> list[int]:
    """The processes whose parent is `parent`, zombies included (a child not yet reaped
    is a process left behind too)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # ended while we looked
            continue
        # pid (comm) state ppid ...: comm may hold spaces and parentheses
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[1]) == parent:
            found.append(int(entry.name))
    return sorted(found)


def alive(pid: int) -> bool:
    """Whether `pid` still runs (a zombie counts as ended: it runs no more code)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"
