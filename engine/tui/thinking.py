"""Thinking off the UI thread: an agent decides in a Textual thread worker, on a twin of the
game, while the app keeps answering keys; its answer is taken on the UI thread only if the
game still asks the same decision (nobody loaded, undid or answered meanwhile).

A thread cannot be stopped from outside, so a think is stopped from inside: its budget
reads as spent once the app cancels or hurries it, and the agent answers at its next look
at the budget. A cancelled think's worker is cancelled at once and its answer dropped;
the thread ends at the agent's next look, and quitting waits for that (`wait_ended`), so
no thread thinks on after the app. A think that lasts more than a moment is told: every
TELL_EVERY seconds the owner gets it (`tell`) to show how long it has been at it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from textual.timer import Timer
from textual.worker import Worker, WorkerState

from engine.core import Game
from engine.core.agents import Agent, Budget, Decision, SeatTable


class WorkerHost(Protocol):
    """What thinking asks of the app: Textual's workers."""

    def run_worker(self, work: Any, name: str | None = "", group: str = "default",
                   description: str = "", exit_on_error: bool = True, start: bool = True,
                   exclusive: bool = False, thread: bool = False) -> Worker[Any]: ...
    def set_interval(self, interval: float, callback: Callable[[], Any]) -> Timer: ...


#: A think shorter than this is not told (most are: a normal bot takes milliseconds).
MOMENT = 0.3
#: How often a think that lasts is told again, in seconds.
TELL_EVERY = 0.2
#: How long quitting waits for a stopped think's thread to end, in seconds: an agent looks
#: at its budget far more often than that.
WAIT_ENDED = 2.0


@dataclass
class Asked:
    """The decision a think answers: which game, after how many choices, which prompt."""

    game: Game[Any]
    choices: int
    fingerprint: str

    @classmethod
    def now(cls, game: Game[Any]) -> Asked:
        assert game.prompt is not None
        return cls(game, len(game.choices), game.prompt.fingerprint)

    def still(self, game: Game[Any] | None) -> bool:
        """Whether `game` (the one on the table now) still asks this decision."""
        return (game is self.game and len(game.choices) == self.choices
                and game.prompt is not None and game.prompt.fingerprint == self.fingerprint)


@dataclass
class Think:
    asked: Asked
    seat: int
    budget: Budget
    worker: Worker[Decision]
    timed: bool = False  # it thinks for its whole budget (a hard bot), not until it is done


def thinking_words(think: Think) -> str:
    """How long `think` has been at it: "0.6 s of 1 s ▰▰▰▱▱" for a timed one (a bar of
    the budget spent), "1.2 s" for another."""
    spent = think.budget.spent_ms() / 1000
    if not think.timed:
        return f"{spent:.1f} s"
    whole = think.budget.ms / 1000
    filled = min(5, int(5 * spent / whole)) if whole > 0 else 5
    return f"{spent:.1f} s of {whole:g} s {'▰' * filled}{'▱' * (5 - filled)}"


class Thinker:
    """One think at a time of one kind (a bot's turn, a hint): starts it, cancels it, and
    hands its answer over on the UI thread (`answered`) or says it failed (`failed`)."""

    def __init__(self, app: WorkerHost, group: str,
                 answered: Callable[[int, Decision], None],
                 failed: Callable[[int, BaseException], None],
                 tell: Callable[[Think], None] = lambda think: None) -> None:
        self._app = app
        self.group = group
        self._answered = answered
        self._failed = failed
        self._tell = tell
        self.current: Think | None = None
        self._teller: Timer | None = None
        self._threads: list[threading.Event] = []  # of the thinks whose thread may run yet

    @property
    def busy(self) -> bool:
        return self.current is not None

    def start(self, agent: Agent, table: SeatTable, game: Game[Any],
              timed: bool = False) -> None:
        """Think about `game`'s decision now with `agent` on `table` (a twin of `game`);
        `timed`: the agent thinks for its whole budget (the mark shows how much is left)."""
        self.cancel()
        budget = Budget(table.budget.ms)
        table.budget = budget
        ended = threading.Event()

        def decide() -> Decision:
            try:
                return agent.decide(table)
            finally:
                ended.set()

        self._threads = [*(e for e in self._threads if not e.is_set()), ended]
        worker = self._app.run_worker(decide, name=self.group, group=self.group,
                                      thread=True, exit_on_error=False)
        self.current = Think(Asked.now(game), table.seat, budget, worker, timed)
        self._teller = self._app.set_interval(TELL_EVERY, self._told)

    def _told(self) -> None:
        think = self.current
        if think is None:
            self._stop_telling()
        elif think.budget.spent_ms() >= MOMENT * 1000:
            self._tell(think)

    def _stop_telling(self) -> None:
        if self._teller is not None:
            self._teller.stop()
            self._teller = None

    def hurry(self) -> None:
        """Answer now, with what has been thought so far."""
        if self.current is not None:
            self.current.budget.stop()

    def cancel(self) -> None:
        """Stop thinking; an answer that comes all the same is dropped."""
        think, self.current = self.current, None
        self._stop_telling()
        if think is not None:
            think.budget.stop()
            think.worker.cancel()

    def wait_ended(self, seconds: float = WAIT_ENDED) -> bool:
        """Wait (at most `seconds`) for the threads of the thinks stopped or done to return
        (before quitting); whether they all did."""
        until = time.monotonic() + seconds
        for ended in self._threads:
            if not ended.wait(max(0.0, until - time.monotonic())):
                return False
        self._threads = []
        return True

    def settled(self, worker: Worker[Any], game: Game[Any] | None) -> bool:
        """A worker's state changed (`Worker.StateChanged`): whether it was this thinker's.
        A finished think's answer goes to `answered` while `game` still asks its decision."""
        think = self.current
        if think is None or worker is not think.worker:
            return worker.group == self.group
        if worker.state is WorkerState.SUCCESS:
            self.current = None
            self._stop_telling()
            if think.asked.still(game) and worker.result is not None:
                self._answered(think.seat, worker.result)
        elif worker.state is WorkerState.ERROR:
            self.current = None
            self._stop_telling()
            if think.asked.still(game) and worker.error is not None:
                self._failed(think.seat, worker.error)
        return True
