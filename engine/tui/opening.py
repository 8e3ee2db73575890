"""How the app opens a game (the one left last time, asked first, or a new one) and how
it is left (a new game or quitting, asked first while a game is played).

At start the app offers to resume the autosaved game (or resumes it unasked when told to);
a new game starts on the app's new-game form when it has one and was asked to show it, or at
once with the app's settings. A resumed game says so on its first pass screen, or in a note
when no pass screen comes.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual.screen import Screen

from engine.core import Game, GameConfig, SaveError
from engine.core.session import GameSession
from engine.tui.hotseat import HotseatGate
from engine.tui.screens import ConfirmScreen


class OpeningHost(Protocol):
    """What the opening asks of the app."""

    session: GameSession
    gate: HotseatGate
    config: GameConfig
    resume: bool | None  # None: ask when an autosave exists
    ask_settings: bool  # a new game starts on the new-game form
    back_to: str  # where quitting leads ("": out of the program)

    @property
    def screen(self) -> Screen[Any]: ...
    def push_screen(self, screen: Screen[Any], callback: Any = None) -> Any: ...
    def notify(self, message: str, *, severity: Any = "information",
               timeout: float | None = None) -> None: ...
    def exit(self) -> None: ...
    def start(self, game: Game[Any]) -> None: ...
    def stop_thinking(self, wait: bool = False) -> None: ...
    def describe(self, game: Game[Any]) -> str: ...
    def passes_keyboard(self) -> bool: ...
    def new_config(self) -> GameConfig: ...
    def new_game_form(self, last: GameConfig | None) -> Screen[GameConfig | None] | None: ...


class Opening:
    """Resume or start: the first screen of the app, every new game after, and quitting."""

    def __init__(self, host: OpeningHost) -> None:
        self._host = host
        self._quit_question: ConfirmScreen | None = None

    def open(self) -> None:
        """Offer the game left last time, if there is one to offer; else a new game."""
        host = self._host
        if host.resume is False:
            self.new_game()
            return
        try:
            header = host.session.left_game()
        except SaveError as exc:
            host.notify(f"The autosave could not be read: {exc}", severity="warning")
            self.new_game()
            return
        if header is None:
            self.new_game()
            return
        if host.resume:
            self.resume(True)
            return
        when = header.saved_at.replace("T", " ")[:16]
        question = f"Resume the game you left ({header.summary}, saved {when} UTC)?"
        host.push_screen(ConfirmScreen(question, "Resume", "New game"), self.resume)

    def resume(self, answer: bool | None) -> None:
        host = self._host
        if answer:
            try:
                game = host.session.read_left()
                host.gate.resumed = f"Resumed the game you left ({host.describe(game)})."
                host.start(game)
                if not host.passes_keyboard():  # no pass screen to say it on: a long note
                    host.notify(host.gate.resumed, timeout=10)
                    host.gate.resumed = ""
                return
            except SaveError as exc:
                host.notify(f"The autosave could not be resumed: {exc}", severity="error")
        self.new_game()

    def new_game(self) -> None:
        """Show the new-game form (when asked to and the app has one), or start a game with
        the app's `new_config()` at once."""
        host = self._host
        last = host.session.game.config if host.session.game else None
        form = host.new_game_form(last) if host.ask_settings else None
        if form is not None:
            host.push_screen(form, self._configured)
            return
        self._configured(host.new_config())

    def ask_new_game(self) -> None:
        """Ctrl+N: a new game, once the one being played may be left (asked first)."""
        game = self._host.session.game
        if game is not None and not game.is_over:
            self._host.push_screen(
                ConfirmScreen("Abandon this game and start a new one?", "New game", "Keep playing"),
                self._confirm_new,
            )
        else:
            self._confirm_new(True)

    def _confirm_new(self, answer: bool | None) -> None:
        if answer:
            self._host.stop_thinking()  # the game is left: its bots play no more
            self.new_game()

    def _configured(self, config: GameConfig | None) -> None:
        host = self._host
        if config is None:  # the form was left: the player wants out
            host.exit()
            return
        host.config = config
        host.start(Game(host.session.rules, config))
        host.session.save_now()

    def ask_quit(self) -> None:
        """Ctrl+Q: during a game, ask first, and say that the game is kept; Ctrl+Q again on
        the question quits."""
        host = self._host
        game = host.session.game
        if game is None or game.is_over or host.screen is self._quit_question:
            host.exit()
            return
        again = f"resume it from {host.back_to}" if host.back_to else "start again to resume it"
        kept = (f"It is saved as you play: {again}." if host.session.autosave
                else "This game is not saved.")
        self._quit_question = ConfirmScreen(f"Quit now? {kept}", "Quit", "Keep playing")
        host.push_screen(self._quit_question, self._confirm_quit)

    def _confirm_quit(self, answer: bool | None) -> None:
        self._quit_question = None
        if answer:
            self._host.exit()
