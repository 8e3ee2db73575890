"""Apps one after another in one browser tab: Textual's web driver, handing the tab over.

Under textual-serve a tab talks to one process through its stdin and stdout. Textual's
`WebDriver` starts that talk with a prelude line, and ends it, when its app stops, by
telling the server the session is over (which closes the tab's socket). The front door
runs the chooser, then a game, then the chooser again, each an App of its own, in that one
process; so between two apps neither may happen: the prelude is said once per process, and
"exit" only when the last app stops (the player quits on the chooser), or after the server
asked the process to quit (the tab was closed).

`HandOverWebDriver` is that driver. It wraps `WebDriver._write` (an instance attribute:
the raw writer of the process's stdout) to drop a second prelude. Without it (a Textual
that renamed it), a second app cannot start in the same tab: `can_hand_over` is False, and
the front door ends the session after the chooser as Textual would.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Callable
from functools import partial
from typing import Any

from textual import events, messages
from textual.app import App
from textual.drivers.web_driver import WebDriver

from engine.tui.textual_compat import needs

PRELUDE = b"__GANGLION__\n"  # the line textual-serve waits for before reading packets

_WRITE = needs("engine.tui.textual_compat.web_handover",
               (WebDriver, "_write", "instance attribute"))


class TabState:
    """What the apps of one tab share, one after another (set as they go)."""

    def __init__(self) -> None:
        self.prelude_said = False
        #: the browser's size, as last told (a later app opens at it, not the first one's)
        self.size: tuple[int, int] | None = None
        #: the server asked the process to quit, or a signal did: no app follows
        self.closed = False
        #: the app running now is the last of the tab (the player quit the front door)
        self.last = False
        #: the page has the keyboard, as last told: the page says so only when it changes,
        #: and each app starts without it (Textual's web driver), so a later app is told
        self.focused = False


TAB = TabState()


def can_hand_over() -> bool:
    """Whether a second app can follow the first in this process's tab."""
    return _WRITE


def handing_over(app: App[Any]) -> bool:
    """Whether `app` is to run under the web driver; if so, it gets the hand-over driver
    (call before `app.run()`)."""
    if not issubclass(app.driver_class, WebDriver):
        return False
    app.driver_class = HandOverWebDriver
    return True


class HandOverWebDriver(WebDriver):
    """Textual's web driver, for one of several apps run in turn in one tab."""

    def __init__(self, app: App[Any], *, debug: bool = False, mouse: bool = True,
                 size: tuple[int, int] | None = None) -> None:
        super().__init__(app, debug=debug, mouse=mouse, size=size or TAB.size)
        self.front_app = app
        if TAB.prelude_said and _WRITE:
            self._write = partial(_without_prelude, self._write)
        TAB.prelude_said = True

    def start_application_mode(self) -> None:
        super().start_application_mode()
        if TAB.focused:  # after the web driver's own "blurred" (queued the same way)
            self._app.call_later(self._app.post_message, events.AppFocus())
        # a signal (the server stopping) ends the tab, not only the app running now
        loop = asyncio.get_running_loop()
        for number in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(number, self._signalled)

    def _signalled(self) -> None:
        TAB.closed = True
        self.front_app.post_message(messages.ExitApp())

    def write_meta(self, data: dict[str, object]) -> None:
        ends = TAB.last or TAB.closed or not _WRITE
        if data.get("type") == "exit" and not ends:
            return  # the tab goes on with the next app
        super().write_meta(data)

    def run_input_thread(self) -> None:
        super().run_input_thread()
        if not self.exit_event.is_set():
            # the input ended before the app did: the server is gone (killed, crashed), and
            # the tab with it; end as when it asks, or the app would be left running alone
            self.on_meta("quit", {})

    def on_meta(self, packet_type: str, payload: dict[str, object]) -> None:
        if packet_type == "resize":
            width, height = payload.get("width"), payload.get("height")
            if isinstance(width, int) and isinstance(height, int):
                TAB.size = (width, height)
        elif packet_type == "quit":
            TAB.closed = True
        elif packet_type in ("focus", "blur"):
            TAB.focused = packet_type == "focus"
        super().on_meta(packet_type, payload)


def _without_prelude(write: Callable[[bytes], int], data: bytes) -> int:
    return len(data) if data == PRELUDE else write(data)
