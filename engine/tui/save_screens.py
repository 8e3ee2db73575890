"""Naming a save and picking one from a folder (to load it, or to watch a finished game).
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from engine.core import SaveError
from engine.core.save import SaveFile, read_header
from engine.tui.inputs import TypedInput


class SaveScreen(ModalScreen[str | None]):
    """Ask for a save name."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="cancel")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Save the game under the name:")
            yield TypedInput(placeholder="for example: friday-night", id="name")
            yield Label("Enter saves, Escape cancels.", classes="hint")

    @on(Input.Submitted)
    def _submit(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class SaveList(ModalScreen[Path | None]):
    """Pick one of the save files `paths`; unreadable files are listed with their fault."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="cancel")]
    QUESTION = "Load which save? (Enter loads, Escape cancels)"
    NONE_YET = "There are no saves yet."

    def __init__(self, paths: list[Path]) -> None:
        super().__init__()
        self.paths = paths

    def describe(self, path: Path, header: SaveFile) -> str:
        """The line the list shows for a readable save."""
        when = header.saved_at.replace("T", " ")[:16]
        return f"{path.stem}  {when}  {header.summary}"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.QUESTION, markup=False)  # wraps in a narrow box
            options = OptionList(id="saves")
            for path in self.paths:
                try:
                    label = Text(self.describe(path, read_header(path)))  # names: not markup
                    options.add_option(ListOption(label, id=str(path)))
                except SaveError as exc:
                    options.add_option(ListOption(Text(f"{path.stem}  ({exc})"), disabled=True))
            if not self.paths:
                options.add_option(ListOption(self.NONE_YET, disabled=True))
            yield options

    def on_mount(self) -> None:
        saves = self.query_one("#saves", OptionList)
        saves.focus()
        readable = (i for i in range(saves.option_count)
                    if not saves.get_option_at_index(i).disabled)
        saves.highlighted = next(readable, None)  # a damaged file first is passed over

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(Path(event.option.id) if event.option.id else None)

    def highlighted_path(self) -> Path | None:
        saves = self.query_one("#saves", OptionList)
        if saves.highlighted is None:
            return None
        option_id = saves.get_option_at_index(saves.highlighted).id
        return Path(option_id) if option_id else None

    def action_cancel(self) -> None:
        self.dismiss(None)


class LoadScreen(SaveList):
    """The named saves in a folder; from here, a save or a finished game can be watched."""

    class Watch(Message):
        """Watch the replay of this save (the app checks that its game is over)."""

        def __init__(self, path: Path) -> None:
            super().__init__()
            self.path = path

    BINDINGS = [
        Binding("w", "watch", "Watch", id="watch", show=False),
        Binding("r", "app.replays", "Replays", id="replays", show=False),
    ]
    QUESTION = ("Load which save? Enter loads, W watches a finished one, R lists the "
                "finished games, Escape cancels.")

    def __init__(self, folder: Path) -> None:
        super().__init__(sorted(folder.glob("*.json")) if folder.is_dir() else [])
        self.folder = folder

    def action_watch(self) -> None:
        path = self.highlighted_path()
        if path is not None:
            self.dismiss(None)
            self.app.post_message(self.Watch(path))
