"""Save, load and watch again: what Ctrl+S, Ctrl+O and "Replays" do, screen by screen.

Each flow opens its screen (a name to save under, a folder's saves, the finished games),
asks before replacing a save or leaving a game behind, and hands the file work to the
session. The replay screens' module is imported when a replay or the list of finished games
is first opened: a start shows neither, and the first frame comes sooner without it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from textual.screen import Screen
from textual.widget import Widget

from engine.core import Game, Result, SaveError
from engine.core.paths import finished_dir, saves_dir
from engine.core.session import GameSession
from engine.tui.help import HelpBook
from engine.tui.result_screen import finished_summary
from engine.tui.save_screens import LoadScreen, SaveScreen
from engine.tui.screens import ConfirmScreen

if TYPE_CHECKING:
    from engine.tui.replay import ReplayScreen

REPLAYS = "engine.tui.replay"


def _replays() -> ModuleType | None:
    """The replay screens' module, once imported; until then none of its screens can be
    open."""
    return sys.modules.get(REPLAYS)


class FileHost(Protocol):
    """What the flows ask of the app."""

    session: GameSession
    book: HelpBook

    @property
    def screen(self) -> Screen[Any]: ...
    @property
    def screen_stack(self) -> list[Screen[Any]]: ...
    def push_screen(self, screen: Screen[Any], callback: Any = None) -> Any: ...
    def notify(self, message: str, *, title: str = "", severity: Any = "information") -> None:
        ...
    def start(self, game: Game[Any]) -> None: ...
    def board_for(self, game: Game[Any]) -> Widget: ...
    def verdict(self, result: Result) -> str: ...


class FileMenu:
    """The save, load and replay flows of one app."""

    def __init__(self, host: FileHost) -> None:
        self._host = host

    # -- saving and loading --------------------------------------------------------------

    def save(self) -> None:
        if self._host.session.game is not None:
            self._host.push_screen(SaveScreen(), self._save_as)

    def _save_as(self, name: str | None) -> None:
        if not name or self._host.session.game is None:
            return
        try:
            path = self._host.session.save_path(name)
        except ValueError as exc:
            self._host.notify(str(exc), severity="error")
            return
        if not path.exists():
            self._write_save(path)
            return
        # two names may make the same file ("x?" and "x!"): never replace one unasked
        question = f"There is a save named {path.stem} already. Replace it with this game?"
        self._host.push_screen(ConfirmScreen(question, "Replace", "Keep it"),
                               lambda replace: self._write_save(path) if replace else None)

    def _write_save(self, path: Path) -> None:
        if self._host.session.game is None:
            return
        try:
            self._host.session.save_as(path)
        except SaveError as exc:
            self._host.notify(str(exc), severity="error")
            return
        self._host.notify(f"Saved as {path.stem}.")

    def load(self) -> None:
        game_id = self._host.session.rules.game_id
        self._host.push_screen(LoadScreen(saves_dir(game_id)), self._load_from)

    def _load_from(self, path: Path | None) -> None:
        if path is None:
            return
        game = self._host.session.game
        if game is not None and not game.is_over and len(game.choices) > 0:
            question = f"Load {path.stem}? The game on the table is left behind."
            self._host.push_screen(ConfirmScreen(question, "Load", "Keep playing"),
                                   lambda yes: self._load_now(path) if yes else None)
            return
        self._load_now(path)

    def _load_now(self, path: Path) -> None:
        try:
            game = self._host.session.read(path)
        except SaveError as exc:
            self._host.notify(str(exc), title="Cannot load", severity="error")
            return
        self._host.start(game)
        self._host.session.save_now()
        self._host.notify(f"Loaded {path.stem}.")

    # -- finished games ------------------------------------------------------------------

    def keep_finished(self) -> None:
        """The game that just ended is kept, to be watched again (with the autosave on:
        tests and benchmarks keep nothing)."""
        session = self._host.session
        result = session.game.result() if session.game is not None else None
        if result is None or not session.autosave:
            return
        try:
            session.keep_finished(finished_summary(result, self._host.verdict(result)))
        except SaveError as exc:
            self._host.notify(f"The finished game could not be kept: {exc}",
                              severity="warning")

    def replays(self) -> None:
        """The list of finished games, to pick one to watch."""
        from engine.tui.replay import ReplayList  # lazy: start-up time (no start shows it)

        game_id = self._host.session.rules.game_id
        self._host.push_screen(ReplayList(finished_dir(game_id)), self.watch_file)

    def watch_ended(self) -> None:
        """The game on the table, if it has ended, step by step."""
        game = self._host.session.game
        if game is not None and game.is_over:
            self.open_replay(game)

    def watch_file(self, path: Path | None) -> None:
        if path is None:
            return
        try:
            game = self._host.session.read(path)
        except SaveError as exc:
            self._host.notify(str(exc), title="Cannot watch", severity="error")
            return
        if not game.is_over:  # a replay shows every hand: not of a game still played
            self._host.notify("Only a finished game can be watched: that one is not over.",
                              title="Cannot watch", severity="warning")
            return
        self.open_replay(game)

    def open_replay(self, game: Game[Any]) -> None:
        """Open the replay of `game` (its own copies: `game` itself is left alone)."""
        from engine.tui.replay import ReplayScreen  # lazy: start-up time (no start shows it)

        playback = self._host.session.playback(game)
        self._host.push_screen(
            ReplayScreen(playback, self._host.board_for(playback.game), self._host.book))

    def watching(self) -> bool:
        """A replay, or its list, is open (help may be on top of it): the table waits."""
        replays = _replays()
        return replays is not None and any(
            isinstance(screen, replays.ReplayScreen | replays.ReplayList)
            for screen in self._host.screen_stack)

    def replay_shown(self) -> ReplayScreen | None:
        """The replay on screen, if one is (its board has the table's tabs)."""
        replays = _replays()
        screen = self._host.screen
        return screen if replays is not None and isinstance(screen, replays.ReplayScreen) \
            else None
