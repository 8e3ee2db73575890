"""The chooser: the front door's one screen. It lists the three games, the game left last
time in each (when there is one), each game's rules, and Quit; it answers with the entry
chosen (None: quit), and the front door (`bestiary_tui.front_door`) starts that game.

Keys (fixed; a browser test presses them): 1 Wondrous Creatures, 2 Wondrous Creatures with
Winterfall, 3 Cryptic Nature, 4 resume Wondrous Creatures, 5 resume Cryptic Nature (each
only when there is a game to resume), 6 rules of Wondrous Creatures, 7 rules of Cryptic
Nature, q or Ctrl+Q quit, F1 or ? this screen's help. Arrows and Enter, and the mouse,
choose too. The games' engines load only once one is chosen (the first frame is the
chooser's alone).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from bestiary_tui.entries import TITLES, Entry, entries, load_game, rules_book
from engine.core.errors import AssetError
from engine.tui.help import HelpBook, Topic
from engine.tui.screens import HelpScreen
from engine.tui.styles import app_css

KEYS = ("1", "2", "3", "4", "5", "6", "7")
QUIT = Option(Text.assemble(("q", "bold"), "  ", ("Quit", "bold")), id="quit")

#: the chooser's own help (its rules are the games' help books)
CHOOSER_HELP = HelpBook({
    "start": Topic("Start here", (
        "This is Bestiary's front door: pick a game and it opens as its own command "
        "(`wondrous`, `wondrous --winterfall`, `cryptic`) would.\n\n"
        "1, 2, 3: a new game of Wondrous Creatures, of Wondrous Creatures with the "
        "Winterfall expansion, or of Cryptic Nature; each opens on its new-game form, "
        "where Escape comes back here.\n\n"
        "4, 5: resume the game you left in Wondrous Creatures or Cryptic Nature. These "
        "lines show only when there is such a game, with where it stands, its players and "
        "when it was last saved. A new game of the same title replaces it once started.\n\n"
        "6, 7: the rules of each game, as its help book (F1 inside a game) has them.\n\n"
        "q or Ctrl+Q: quit. Quitting a game (Ctrl+Q in it) comes back here; the game "
        "is saved as you play, so it is offered here to resume.\n\n"
        "Arrows and Enter, or a click, choose a line too.")),
    "general": Topic("Keys", "Up and Down move, Enter chooses, F1 or ? shows this help, "
                     "Escape closes it, Ctrl+Q quits."),
})


def entry_line(entry: Entry) -> Table:
    """A line of the list: its key, then its label over what it is, wrapped beside the key
    (a player's names read as written: no markup)."""
    line = Table.grid(padding=(0, 2))
    line.add_column(width=1)
    line.add_column()
    line.add_row(Text(entry.key, "bold"),
                 Text.assemble((entry.label, "bold"), "\n", (entry.detail, "italic")))
    return line


class ChooserApp(App[Entry | None]):
    """The list of games, resumes and rules; exits with the entry chosen."""

    TITLE = "Bestiary"
    # seven lines need no palette; and Textual's own commands (a screenshot into a Downloads
    # folder) would reach past the data folder, served to a browser too
    ENABLE_COMMAND_PALETTE = False
    # the shared stylesheet styles the games' help screens, which open from here too
    CSS_PATH: ClassVar = app_css(__file__, "chooser.tcss")
    BINDINGS: ClassVar = [
        *(Binding(key, f"pick('{key}')", show=False, id=f"pick_{key}") for key in KEYS),
        Binding("q", "quit", "Quit", id="quit"),
        Binding("f1,question_mark", "help", "Help", id="help"),
    ]

    def __init__(self, leaving: Callable[[], None] = lambda: None) -> None:
        super().__init__()
        self.leaving = leaving  # told when the player quits (no game follows)
        self.entries = entries()
        self.opening: Entry | None = None  # the game being loaded, to start once it is

    def compose(self) -> ComposeResult:
        yield Static(Text("Bestiary: choose a game", style="bold"), id="title")
        yield OptionList(*(Option(entry_line(e), id=e.key) for e in self.entries), None, QUIT,
                         id="entries")
        yield Static(Text("Press a line's key, or arrows and Enter, or click. F1 or ?: help."),
                     id="hint")
        yield Footer()

    def entry(self, key: str) -> Entry | None:
        return next((e for e in self.entries if e.key == key), None)

    @on(OptionList.OptionSelected, "#entries")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "quit":
            self.leave()
        elif event.option.id:
            self.action_pick(event.option.id)

    def action_pick(self, key: str) -> None:
        entry = self.entry(key)
        if entry is None:  # 4 or 5 with no game to resume
            self.notify("There is no game to resume there: 1, 2 or 3 starts a new one.")
        elif self.opening is None:  # one at a time: a second key while loading waits
            self.opening = entry
            self._load(entry)

    @work(thread=True, exclusive=True, group="load")
    def _load(self, entry: Entry) -> None:
        """The game (to start it) or its help book, loaded off the UI thread: its data
        takes a moment, which a note says; a fault in it is said, and the chooser stays."""
        what = "the rules of " if entry.action == "rules" else ""
        self.call_from_thread(self.notify, f"Loading {what}{TITLES[entry.game]}...",
                              timeout=3)
        try:
            if entry.action == "rules":
                book = rules_book(entry.game)
            else:
                load_game(entry)
        except AssetError as exc:
            from engine.tui.cli import asset_sentence  # lazy: start-up time (0.1 s to import)

            self.call_from_thread(self._loaded, None, asset_sentence(exc))
            return
        if entry.action == "rules":
            self.call_from_thread(self._loaded, HelpScreen(book, "start"))
        else:
            self.call_from_thread(self.exit, entry)

    def _loaded(self, help_screen: HelpScreen | None, fault: str = "") -> None:
        self.opening = None
        if fault:
            self.notify(fault, severity="error", timeout=15)
        if help_screen is not None:
            self.push_screen(help_screen)

    async def action_quit(self) -> None:  # q and Ctrl+Q (Textual's own binding)
        self.leave()

    def leave(self) -> None:
        """The player quits: no game follows."""
        self.leaving()
        self.exit(None)

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(CHOOSER_HELP, "start"))


__all__ = ["CHOOSER_HELP", "ChooserApp", "entry_line"]
