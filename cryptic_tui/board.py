"""The Cryptic Nature table: the map of Europe or the sanctuary above, and the other
panels in tabs below."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from engine.core import Game
from engine.cryptic.ctx import Data
from engine.tui.board import Highlight
from engine.tui.text_tabs import TextTabs

TABS = (("tab-cryptids", "Cryptids [F2]"), ("tab-table", "Table [F3]"),
        ("tab-you", "You [F4]"), ("tab-players", "Players [F5]"))


class CrypticBoard(Vertical):
    """The board; the tabs only show."""

    PICKS: ClassVar[frozenset[str]] = frozenset()
    DEFAULT_CSS = """
    CrypticBoard { height: 1fr; }
    CrypticBoard #top { height: 2fr; border: round $primary; }
    """

    def __init__(self, data: Data, colours: list[str]) -> None:
        super().__init__(id="board")
        self.data = data
        self.colours = colours
        self.top = Static("", id="top")
        self.top.border_title = "Map"
        self.tabs = TextTabs(list(TABS), id="tabs")
        self.view: dict[str, Any] | None = None
        self.viewer = 0

    def compose(self) -> ComposeResult:
        yield self.top
        yield self.tabs

    def highlight(self, highlight: Highlight) -> None:
        pass

    def show(self, view: dict[str, Any], game: Game[Any], viewer: int) -> None:
        self.view, self.viewer = view, viewer
        lines = [f"{loc}: {' '.join(str(t['type']) for t in tokens if t)}"
                 for loc, tokens in view["board"].items()]
        lines += [f"{p['name']} at {p['location']}" for p in view["players"]]
        self.top.update(Text("\n".join(lines)))
        self._fill_tab()

    def _fill_tab(self) -> None:
        """Only the visible tab is drawn (the others when they are shown)."""
        if self.view is None:
            return
        view = self.view
        active = self.tabs.active
        if active == "tab-cryptids":
            text = "\n".join(str(c) for c in view["row"])
        elif active == "tab-table":
            text = f"market: {view['market']}\ntrack: {view['track']}\ndice: {view['dice']}"
        elif active == "tab-you":
            text = str(next(p for p in view["players"] if p["seat"] == self.viewer))
        else:
            text = "\n".join(str(p) for p in view["players"] if p["seat"] != self.viewer)
        self.tabs.show_text(Text(text))

    def on_text_tabs_shown(self, event: TextTabs.Shown) -> None:
        event.stop()
        self._fill_tab()
