"""The front door in a browser tab: one process shows the chooser, then a game, then the
chooser again, in one session of Textual's web driver. This test is the server's side of
that driver's protocol (what textual-serve does), so it needs no web server: the prelude
line once, then packets (a type byte, a 4-byte length, the payload) both ways."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PRELUDE = b"__GANGLION__\n"
CONTROLS = re.compile(r"\x1b\[[0-9;?<>=$]*[A-Za-z~]|\x1b[()][A-Z0-9]|\x1b[=>]")

#: three apps start one after another in a new process
slow = pytest.mark.slow


class Tab:
    """A browser tab's process, as textual-serve runs it: packets in and out."""

    def __init__(self, home: Path) -> None:
        env = {**os.environ, "TEXTUAL_DRIVER": "textual.drivers.web_driver:WebDriver",
               "COLUMNS": "120", "ROWS": "40", "BESTIARY_HOME": str(home),
               "PYTHONPATH": str(ROOT)}
        env.pop("NO_COLOR", None)
        self.process = subprocess.Popen(
            [sys.executable, "-c", "from bestiary_tui.cli import main; main([])"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.text = ""  # what the screen drew since the last key, controls left out
        self.metas: list[dict] = []
        self.preludes = 0
        self.fault = ""
        self._lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        out = self.process.stdout
        assert out is not None
        if out.readline() != PRELUDE:
            self.fault = "no prelude"
            return
        self.preludes = 1
        while head := out.read(5):
            kind, size = head[:1], int.from_bytes(head[1:], "big")
            payload = out.read(size)
            with self._lock:
                if kind == b"D":
                    self.text += CONTROLS.sub("", payload.decode("utf-8", "replace"))
                elif kind == b"M":
                    self.metas.append(json.loads(payload))
                elif kind != b"P":  # a second prelude lands here, read as a packet
                    self.fault = f"not a packet: {head!r}"
                    return

    def send(self, kind: bytes, payload: bytes) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        stdin.write(kind + len(payload).to_bytes(4, "big") + payload)
        stdin.flush()

    def key(self, keys: str) -> None:
        time.sleep(0.5)  # a person looks first (keys typed ahead of a screen are dropped)
        with self._lock:
            self.text = ""
        self.send(b"D", keys.encode())

    def meta(self, data: dict) -> None:
        self.send(b"M", json.dumps(data).encode())

    def shows(self, words: str, timeout: float = 30) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end and not self.fault:
            with self._lock:
                if words in self.text:
                    return
            time.sleep(0.05)
        raise AssertionError(self.fault or f"{words!r} not drawn; drawn: {self.text[-500:]!r}")

    def ended(self, timeout: float = 15) -> int:
        return self.process.wait(timeout)

    def exits(self) -> list[dict]:
        with self._lock:
            return [m for m in self.metas if m.get("type") == "exit"]

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def tab(_isolated_home: Path):
    opened = Tab(_isolated_home)
    yield opened
    opened.close()


@slow
def test_the_tab_goes_from_chooser_to_game_and_back_and_ends_on_quit(tab: Tab) -> None:
    tab.shows("choose a game")
    tab.meta({"type": "resize", "width": 130, "height": 45})
    tab.key("2")
    tab.shows("New game of Wondrous Creatures")
    tab.key("\x1b")  # Escape on the form asks first
    tab.shows("Back to")  # a key typed before the question is drawn is dropped
    tab.key("y")
    tab.shows("choose a game")  # the second app drew, so the second prelude was dropped
    tab.key("3")
    tab.shows("New game of Cryptic Nature")
    assert tab.exits() == [] and tab.preludes == 1 and not tab.fault  # one session so far
    tab.key("\x1b")
    tab.shows("Back to")
    tab.key("y")
    tab.shows("choose a game")
    tab.key("q")
    assert tab.ended() == 0
    assert tab.exits() == [{"type": "exit"}]  # said once, by the last app


@slow
def test_a_tab_closed_during_a_game_ends_the_process(tab: Tab) -> None:
    tab.shows("choose a game")
    tab.key("1")
    tab.shows("New game of Wondrous Creatures")
    tab.meta({"type": "quit"})  # what textual-serve sends when the browser's tab closes
    assert tab.ended() == 0  # no chooser comes back to an empty tab


# --------------------------------------------------------------------------- the driver alone

@pytest.fixture
def pipes(monkeypatch):
    """The driver's stdin and stdout, pipes: what it writes is read back from `out`."""
    from engine.tui.textual_compat import web_handover

    monkeypatch.setattr(web_handover, "TAB", web_handover.TabState())
    stdin_read, stdin_write = os.pipe()
    out_read, out_write = os.pipe()
    os.set_blocking(out_read, False)
    monkeypatch.setattr(sys, "__stdin__", os.fdopen(stdin_read, "rb"))
    monkeypatch.setattr(sys, "__stdout__", os.fdopen(out_write, "wb"))
    yield web_handover, lambda: _drain(out_read)
    for fd in (stdin_write, out_read):
        os.close(fd)


def _drain(fd: int) -> bytes:
    try:
        return os.read(fd, 65536)
    except BlockingIOError:
        return b""


@pytest.mark.parametrize("ends", ["last", "closed"])
async def test_the_driver_says_the_prelude_once_and_exit_only_at_the_end(pipes, ends) -> None:
    from textual.app import App

    handover, written = pipes
    first = handover.HandOverWebDriver(App())
    first._write(PRELUDE)
    first.write_meta({"type": "exit"})  # the chooser stops, a game follows: not said
    assert written() == PRELUDE
    second = handover.HandOverWebDriver(App())
    second._write(PRELUDE)
    assert written() == b""
    setattr(handover.TAB, ends, True)
    second.write_meta({"type": "exit"})
    assert written().endswith(b'{"type": "exit"}')


async def test_the_browsers_size_and_a_closed_tab_carry_over_to_the_next_app(pipes) -> None:
    from textual.app import App

    handover, _ = pipes
    first = handover.HandOverWebDriver(App())
    first.on_meta("resize", {"type": "resize", "width": 131, "height": 47})
    assert handover.HandOverWebDriver(App())._size == (131, 47)  # not COLUMNS x ROWS
    first.on_meta("quit", {"type": "quit"})
    assert handover.TAB.closed
