"""The pass screen: the table covered until the next player has the keyboard, with what
the others did since their last turn.
"""

from __future__ import annotations

import math
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

from engine.tui.keys import burst_gap, event_clock
from engine.tui.textual_compat.drawn_once import (
    DrawnOnceScreen,
    DrawnOnceScrollbars,
    SizedInOnePass,
)


class CardScroll(VerticalScroll, SizedInOnePass, DrawnOnceScrollbars):
    """The pass screen's card: laid out, and its scrollbar drawn, in the frame that shows
    it (a long recap scrolls)."""


class CardText(Static, SizedInOnePass):
    """The card's text, sized in the layout that shows it."""


class PassScreen(DrawnOnceScreen[None]):
    """Covers the whole table until the next player presses a key, telling them what the
    others did since their last turn (`news`, public lines only; the arrows, Page Up and
    Down, Home and End scroll it and lift nothing); then tells the app with
    `Lifted` (a message to the app, not a result callback: that would run on the screen
    that pushed the cover, which may be gone, the new-game screen say), and the app pops
    it."""

    class Lifted(Message):
        """The next player has the keyboard: the app takes the cover away."""

    #: keys that scroll the card, taller than a short screen with a long recap, instead of
    #: lifting the cover (any other key, the next player's first, lifts it)
    SCROLL_KEYS: ClassVar[dict[str, str]] = {
        "up": "scroll_up", "down": "scroll_down", "pageup": "scroll_page_up",
        "pagedown": "scroll_page_down", "home": "scroll_home", "end": "scroll_end"}

    def __init__(self, name: str, news: Text, note: str = "") -> None:
        super().__init__()
        self.player_name = name
        self.news = news
        self.note = note  # said first ("Resumed the game you left"), where nobody misses it
        self.lifted_at: float | None = None  # when the first key or click lifted it
        # keys until the cover has been on screen a moment belong to the burst that ended
        # the turn (see on_key): the next player's first key comes after it
        self._quiet_from = math.inf

    def compose(self) -> ComposeResult:
        # the name is text a person typed: it is never read as markup
        card = Text.assemble(
            (f"{self.note}\n\n" if self.note else "", "bold"),
            (f"Pass the keyboard to {self.player_name}.", "bold"),
            f"\n\n{self.player_name}, press any key when the others cannot see the screen "
            "(the arrows and Page Up/Down scroll the list below).",
            ("\n\nSince your last turn:\n", "bold"),
            self.news,
        )
        with CardScroll(id="card", can_focus=False):
            yield CardText(card)

    def on_mount(self) -> None:
        self.call_after_refresh(self._drawn)

    def _drawn(self) -> None:
        self._quiet_from = event_clock()

    def on_key(self, event: events.Key) -> None:
        # the key only lifts the cover: it must not also answer the prompt underneath
        event.stop()
        event.prevent_default()
        if event.key in self.SCROLL_KEYS:
            getattr(self.query_one("#card", VerticalScroll), self.SCROLL_KEYS[event.key])(
                animate=False)
            return
        if self._typed_ahead(event):
            return
        self.lift()

    def _typed_ahead(self, key: events.Key) -> bool:
        """Whether `key` came before the cover was drawn, or in the same burst as it came
        up: the end of the last player's keys (Escape arrives last, a moment late, as the
        terminal waits to see whether more of a sequence follows). Nobody answers a screen
        that fast; a burst goes on while its keys come that close together."""
        if key.time - self._quiet_from < burst_gap(getattr(self.app, "PASS_BURST_GAP", 0.0)):
            self._quiet_from = max(self._quiet_from, key.time)
            return True
        return False

    def on_click(self) -> None:
        self.lift()

    def lift(self) -> None:
        """Ask once to be taken away. A burst of keys queues many events here before the
        screen is gone; a second pop would take the screen below (the table). The app
        takes the cover away (see `Lifted`), in the same frame as it shows the table."""
        if self.lifted_at is not None:
            return
        self.lifted_at = event_clock()
        self.app.post_message(self.Lifted())
