"""The honest screen an app shows while its game is not playable yet."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Static

from engine.tui.footer import KeyFooter


class NotPlayableApp(App[None]):
    """Says plainly that the game cannot be played yet, and what can be done instead."""

    TITLE = "Bestiary"
    CSS = """
    #message { width: 64; border: round $accent; padding: 1 2; }
    """
    BINDINGS = [Binding("q,escape,enter", "quit", "Quit", id="quit")]

    def __init__(self, title: str, message: str) -> None:
        super().__init__()
        self.game_title = title
        self.message = message

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(f"[b]{self.game_title}[/b]\n\n{self.message}", id="message")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.sub_title = self.game_title
