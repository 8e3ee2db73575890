"""What each app supplies to the shared table: its board, its new-game form, how it names
what the board points at, orders a prompt's options, describes a game and tells a result.
The defaults suit a game with a plain text board (the test game)."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen
from textual.widget import Widget

from engine.core import Game, GameConfig, Option, Prompt, Result, SeatKind
from engine.core.session import GameSession, describe_game
from engine.tui.board import Ref, ref_title
from engine.tui.game_screen import TablePane
from engine.tui.result_screen import ResultScreen, hints_note, verdict


class AppHooks:
    """The app's part of the table (see `engine.tui.app.GameApp`), to override."""

    config: GameConfig
    session: GameSession

    def make_board(self) -> Widget:
        return TablePane()

    def board_for(self, game: Game[Any]) -> Widget:
        """A board for `game` when it is not the one on the table (a replay); an app whose
        board depends on the game's settings builds it from `game`."""
        return self.make_board()

    def new_config(self) -> GameConfig:
        return self.config

    def new_game_form(self, last: GameConfig | None) -> Screen[GameConfig | None] | None:
        """The app's new-game screen, offering `last` (the game before) again; None: the
        app has none and starts `new_config()`."""
        return None

    def describe_ref(self, ref: Ref) -> tuple[str, str]:
        """Title and text for the help panel when the board's cursor rests on `ref`."""
        return ref_title(ref), ""

    def option_order(self, prompt: Prompt) -> tuple[Option, ...]:
        """The prompt's options in the order the prompt panel lists them (and gives keys):
        an app may put the better ones first. The engine's order is left alone (saves and
        the random agent rely on it)."""
        return prompt.options

    def point_out(self, prompt: Prompt | None) -> set[Ref]:
        """Things to mark on the board besides a waiting first pick (e.g. what a placement
        would touch); `prompt` is None when no person may answer now."""
        return set()

    def describe(self, game: Game[Any]) -> str:
        """One line for save lists: where the game stands."""
        return describe_game(game)

    def verdict(self, result: Result) -> str:
        """Who won, for the final screen and the list of finished games; a mode with its
        own way to win or lose (solo against an automa) says it in its own words."""
        return verdict(result)

    def result_notes(self, result: Result) -> list[str]:
        """More lines for the final screen, told from the result's details (a rating)."""
        return []

    def result_screen(self, result: Result) -> ResultScreen:
        hints = self.hints_note()
        notes = [*self.result_notes(result), *([hints] if hints else [])]
        return ResultScreen(result, self.verdict(result), notes)

    def hints_note(self) -> str:
        """How many hints each person took ("" when nobody took one)."""
        game = self.session.game
        hints = self.session.hints
        if game is None or not hints:
            return ""
        return hints_note([(seat.name, hints.get(i, 0)) for i, seat in enumerate(game.config.seats)
                           if seat.kind is SeatKind.HUMAN or i in hints])
