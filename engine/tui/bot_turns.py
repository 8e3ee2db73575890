"""A bot's turn at the table: whose decision it is shows for a moment (BOT_DELAY), then the
bot thinks off the UI thread (`thinking`), and its answer is taken like a person's key, only
while the game still asks that decision. Its turn is then told line by line by the pacer,
as an automa's is. A think that lasts is shown where the decision is, with how long it
has been at it (a hard bot's, against its think time); Space hurries a bot that thinks.
A bot that fails is replaced, for that one decision, by a random legal option, and the
table says so. A seat can be handed to a
bot for the rest of the game, and taken back (the palette's commands).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from textual.timer import Timer
from textual.worker import Worker

from engine.core import BestiaryError, RandomAgent
from engine.core.agents import Decision
from engine.core.session import GameSession
from engine.tui.game_screen import GameScreen
from engine.tui.prompt_panel import PromptPanel
from engine.tui.seats import LEVEL_LABELS, seat_label
from engine.tui.thinking import Asked, Think, Thinker, WorkerHost, thinking_words


class BotHost(WorkerHost, Protocol):
    """What the bots' turns ask of the app."""

    BOT_DELAY: ClassVar[float]  # seconds a bot's decision shows before it thinks
    session: GameSession

    def set_timer(self, delay: float, callback: Callable[[], Any]) -> Timer: ...
    def notify(self, message: str, *, severity: Any = "information") -> None: ...
    def refresh_bindings(self) -> None: ...
    def _chosen(self) -> None: ...
    def _after_choice(self) -> None: ...
    def _game_screen(self) -> GameScreen | None: ...


class BotTurns:
    """The bot decision the table waits for: its short pause, its think, its answer."""

    def __init__(self, host: BotHost) -> None:
        self._host = host
        self.thinker = Thinker(host, "bot", self._answered, self._failed, self._told)
        self._timer: Timer | None = None
        self._due: Asked | None = None

    def due(self) -> None:
        """A bot's decision is asked: it thinks once the table has shown whose it is."""
        game = self._host.session.game
        if game is None or game.prompt is None:
            return
        asked = Asked.now(game)
        if self.waiting() and self._due is not None and self._due.still(game):
            return  # the table was shown again (a screen closed): the bot is on it
        self.cancel()
        self._due = asked
        # (a timer of no time at all is refused: the least one instead)
        self._timer = self._host.set_timer(max(self._host.BOT_DELAY, 0.001), self.think)
        self._host.refresh_bindings()

    def think(self) -> None:
        """Start the bot thinking, unless the decision has gone meanwhile."""
        self._timer = None
        session = self._host.session
        if self._due is None or not self._due.still(session.game):
            return
        table = session.bot_table()
        if table is None:
            return
        game = session.game
        assert game is not None
        level = game.config.seats[table.seat].bot_level
        self.thinker.start(session.bots[table.seat], table, game, session.timed(level))

    def _told(self, think: Think) -> None:
        """A bot that thinks a while: where the decision is, how long, and that Space
        hurries it."""
        screen = self._host._game_screen()
        game = self._host.session.game
        if screen is None or game is None or not think.asked.still(game):
            return
        seat = game.config.seats[think.seat]
        screen.query_one(PromptPanel).say_waiting(
            f"{seat.name}, {seat_label(seat)}, is thinking... {thinking_words(think)} "
            "(Space hurries)")

    def waiting(self) -> bool:
        """Whether a bot's decision is pending: shown and about to be thought, or thought."""
        return self._timer is not None or self.thinker.busy

    def hurry(self) -> None:
        """Space: the bot answers now, with what it has thought so far."""
        if self._timer is not None:
            self._timer.stop()
            self.think()
        self.thinker.hurry()

    def cancel(self) -> None:
        """Forget the pending decision (a new game, a load, a seat taken back, quitting)."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.thinker.cancel()
        self._due = None

    def hand_over(self, seat: int, level: str) -> None:
        """A bot of `level` plays `seat` from now on (its player must leave)."""
        session = self._host.session
        session.hand_to_bot(seat, level)
        name = session.seat_name(seat)
        self._host.notify(f"A bot, {LEVEL_LABELS.get(level, level)}, plays for {name} now. "
                          f"The palette's \"Take {name} back\" returns the seat.")
        self._host._after_choice()

    def take_back(self, seat: int) -> None:
        """A person plays `seat` again; a decision its bot is on is theirs now."""
        session = self._host.session
        game = session.game
        if game is not None and game.prompt is not None and game.prompt.seat == seat:
            self.cancel()
        session.take_back(seat)
        self._host.notify(f"{session.seat_name(seat)} plays their own seat again.")
        self._host._after_choice()

    def settled(self, worker: Worker[Any]) -> bool:
        """A worker's state changed: whether it was a bot's think (see `Thinker.settled`)."""
        mine = self.thinker.settled(worker, self._host.session.game)
        if mine:  # (the answer may have asked the next bot decision already: it stays due)
            self._host.refresh_bindings()
        return mine

    def _answered(self, seat: int, decision: Decision) -> None:
        try:
            self._host.session.bot_chose(decision.option)
        except BestiaryError as exc:  # an agent that answers what is not offered
            self._failed(seat, exc)
            return
        self._host._chosen()

    def _failed(self, seat: int, error: BaseException) -> None:
        """The bot could not decide: a random legal option, this once, and say so."""
        session = self._host.session
        game = session.game
        assert game is not None and game.prompt is not None
        name = game.config.seat_name(seat)
        self._host.notify(f"{name}'s bot could not decide ({error}); it plays a random "
                          "option this time.", severity="warning")
        session.bot_chose(RandomAgent(game.config.seed + len(game.choices)).pick(game.prompt))
        self._host._chosen()
