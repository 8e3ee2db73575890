"""The pacer: an automa's or a bot's turn told in the log line by line, at a pace a person
can follow.

The engine plays an automa's whole turn at once (a bot's, a choice at a time); the board
shows at once where it ends. The pacer queues the turn's log lines and adds one every
AUTOMA_STEP seconds (BOT_DELAY for a bot's; Space, the
"skip ahead" binding, adds the rest at once); the next decision waits until the last line is
told. It waits too while help, a save dialog or the like is on top of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from textual.screen import Screen
from textual.timer import Timer

from engine.core import Event, Game, Prompt
from engine.core.session import GameSession
from engine.tui.game_screen import GameScreen
from engine.tui.panels import EventLog
from engine.tui.prompt_panel import PromptPanel


class PacerHost(Protocol):
    """What the pacer asks of the app."""

    AUTOMA_STEP: ClassVar[float]  # seconds between the lines of an automa's turn
    BOT_DELAY: ClassVar[float]  # and of a bot's
    session: GameSession
    viewer: int

    @property
    def screen(self) -> Screen[Any]: ...
    def _game_screen(self) -> GameScreen | None: ...
    def asked_for_automa(self, prompt: Prompt | None) -> bool: ...
    def automa_told(self) -> None: ...
    def set_interval(self, interval: float, callback: Callable[[], Any]) -> Timer: ...
    def refresh_bindings(self) -> None: ...
    def notify(self, message: str) -> None: ...


class AutomaPacer:
    """Queues an automa's log lines and tells them one at a time."""

    def __init__(self, host: PacerHost) -> None:
        self._host = host
        self.lines: list[Event] = []  # automa turns, still to be shown line by line
        self.logged = 0  # the events the log holds (the rest are queued or new)
        self.told = 0  # events before this index (a loaded game's past) are never paced
        self.skip_key = "Space"  # as keys.json may have remapped it
        self._teller: int | None = None  # the automa seat whose turn is being told
        self._timer: Timer | None = None
        self._step = 0.0  # the timer's interval

    def start(self, game: Game[Any]) -> None:
        """A game comes to the table: its past is logged at once, never told."""
        self.logged = 0
        self.stop()
        self.told = len(game.events)

    def pace(self, game: Game[Any], screen: GameScreen) -> bool:
        """Log the new events; from an automa's first one on, queue them to appear one by
        one. Returns True while lines are queued (the next prompt waits for them)."""
        if self.lines:
            return True
        start = self.logged
        session = self._host.session
        first = next(
            (
                i
                for i in range(max(start, self.told), len(game.events))
                if session.plays_itself(game.events[i].seat)
            ),
            None,
        )
        step = self._step_for(game.events[first].seat) if first is not None else 0
        if first is None or step <= 0 or self._host.asked_for_automa(game.prompt):
            self.logged = screen.log_events(game, self.logged)
            return False
        screen.query_one(EventLog).add(game.events[start:first])
        self.lines = list(game.events[first:])
        self.logged = len(game.events)
        self._teller = game.events[first].seat
        screen.show_game(game, self._host.viewer, self.telling(), False)
        self._step = step
        self._timer = self._host.set_interval(step, self.step)
        self._host.refresh_bindings()
        return True

    def telling(self) -> str:
        return (
            f"{self.automa_name()} is playing; the log tells its turn step by step and the "
            f"board already shows where it ends. {self.skip_key} skips ahead."
        )

    def say_still_playing(self) -> None:
        self._host.notify(f"{self.automa_name()} is still playing: {self.skip_key} skips ahead.")

    def step(self) -> None:
        """The next line, unless something is on top of the table."""
        screen = self._host._game_screen()
        if screen is None or self._host.screen is not screen:
            return  # wait while help, a save dialog or the like is on top
        if self.lines:
            event = self.lines.pop(0)
            screen.query_one(EventLog).add([event])
            if self._host.session.plays_itself(event.seat) and event.seat != self._teller:
                self._teller = event.seat  # the next automa's turn begins: say whose
                screen.query_one(PromptPanel).show(None, self.telling())
                self._pace_at(self._step_for(event.seat))
        if not self.lines:
            self._host.automa_told()

    def _step_for(self, seat: int | None) -> float:
        """Seconds between the lines of `seat`'s turn: an automa's, or a bot's."""
        host = self._host
        return host.AUTOMA_STEP if host.session.is_automa(seat) else host.BOT_DELAY

    def _pace_at(self, step: float) -> None:
        """Tell the next lines every `step` seconds (a bot's turn and an automa's may
        follow each other in one telling)."""
        timer = self._timer
        if timer is not None and step > 0 and self._step != step:
            timer.stop()
            self._step = step
            self._timer = self._host.set_interval(step, self.step)

    def skip_ahead(self) -> None:
        """Every line still queued, at once."""
        screen = self._host._game_screen()
        if not self.lines or screen is None:
            return
        screen.query_one(EventLog).add(self.lines)
        self._host.automa_told()

    def stop(self) -> None:
        self.lines = []
        self._teller = None
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
            self._host.refresh_bindings()

    def automa_name(self) -> str:
        """The name of the automa whose turn is being told (there may be several)."""
        game = self._host.session.game
        assert game is not None
        if self._teller is None:
            return "The automa"
        return game.config.seat_name(self._teller)
