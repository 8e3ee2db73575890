"""The app around any game: how Textual's own parts behave in these apps.

Nothing here knows a game. Notes are never read as markup and are not stacked again; a
screen dismissed twice does not take the one below; the palette keeps typed keys in order
and leaves out the system commands that do not fit; the empty bottom screen is drawn once;
the collector's big passes wait until nobody is typing. `GameApp` builds the table on this.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterable
from functools import partial
from typing import Any

from textual import events
from textual.app import App, SystemCommand
from textual.await_complete import AwaitComplete
from textual.command import CommandPalette
from textual.dom import NoScreen
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widget import Widget

from engine.core.paths import data_dir
from engine.tui.collector import IDLE_AFTER, collect_if_due
from engine.tui.inputs import GamePalette
from engine.tui.textual_compat import active_pump, notes_shown
from engine.tui.textual_compat.drawn_once import DrawnOnceScreen


class ShellApp(App[None]):
    """Textual's App as both games' apps want it."""

    def __init__(self) -> None:
        super().__init__()
        self._last_input = 0.0  # when the last key or click came (time.monotonic)

    def keep_loop(self) -> None:
        """Note the app's event loop (from on_mount): `note_from_thread` hands notes to it."""
        self._main_loop = asyncio.get_running_loop()

    def note_from_thread(self, message: str) -> None:
        """From another thread (the save writer's): a warning note on the app's own thread,
        without waiting for it (the app may be waiting for that thread)."""
        with contextlib.suppress(RuntimeError):  # the app has closed its loop meanwhile
            self._main_loop.call_soon_threadsafe(
                partial(self.notify, message, severity="warning"))

    def get_default_screen(self) -> Screen[Any]:
        # The empty screen at the bottom of the stack, under every screen the app shows.
        # Textual's own kind, laid out once it is under the form or the table, has the
        # screen on top drawn whole again, though nothing of it shows through.
        return DrawnOnceScreen(id="_default")

    def typed_ahead(self, key: events.Key) -> bool:
        """Whether `key` is to be dropped, typed for a screen nobody has seen yet (an app
        that shows such screens says when)."""
        return False

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self._last_input = time.monotonic()
        if isinstance(event, events.Key) and self.typed_ahead(event):
            return  # dropped: it must not act on a screen or decision nobody has seen yet
        await super().on_event(event)

    def collect_when_idle(self) -> None:
        """The collector's full pass, while nobody is typing (see engine.tui.collector)."""
        if time.monotonic() - self._last_input >= IDLE_AFTER:
            collect_if_due()

    def pop_screen(self) -> AwaitComplete:
        """Textual's `Screen.dismiss` pops whatever screen is on top, so a screen that was
        dismissed already (a second Enter queued in its box, say) would take the table
        away, then fail on the empty stack: a pop asked from a screen no longer on the
        stack does nothing, and so does a pop of the last one."""
        if len(self.screen_stack) <= 1 or self._asked_by_a_gone_screen():
            return AwaitComplete(asyncio.sleep(0))  # (done at once, as awaited or not)
        return super().pop_screen()

    def _asked_by_a_gone_screen(self) -> bool:
        """Whether the code running now runs for a screen (or a widget on one) that is no
        longer on the stack."""
        pump = active_pump()
        if not isinstance(pump, Widget):  # the app itself
            return False
        try:
            screen = pump.screen
        except NoScreen:
            return True
        return screen not in self.screen_stack

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's own palette commands, less two that do not fit: its "Keys" panel takes
        any widget named HelpPanel for its own (it would take the table's help away), and
        its "Screenshot" writes to a Downloads folder that may not exist. F1 and the footer
        tell the keys; "Screenshot" saves in the data folder and says where."""
        for command in super().get_system_commands(screen):
            if command.title == "Screenshot":
                yield SystemCommand("Screenshot", "Save a picture of the screen (an SVG file) "
                                    "in the data folder", self.save_picture)
            elif command.title != "Keys":
                yield command

    def save_picture(self) -> None:
        folder = data_dir() / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            saved = self.save_screenshot(path=str(folder))
        except OSError as exc:
            self.notify(f"The picture could not be saved: {exc.strerror or exc}.",
                        severity="error")
            return
        self.notify(f"Saved a picture of the screen: {saved}", timeout=10)

    def action_command_palette(self) -> None:
        """Textual's palette, its search box keeping typed keys in order."""
        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(GamePalette(id="--command-palette"))

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Every note here may carry a name, a save name or a path: never read as markup.
        A note still on screen is not stacked again (a key pressed ten times says it once)."""
        if any(n.message == message and n.title == title for n in notes_shown(self)):
            return
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)
