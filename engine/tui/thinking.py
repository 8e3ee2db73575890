"""Thinking off the UI thread: an agent decides in a Textual thread worker, on a twin of the
game, while the app keeps answering keys; its answer is taken on the UI thread only if the
game still asks the same decision (nobody loaded, undid or answered meanwhile).

A thread cannot be stopped from outside, so a think is stopped from inside: its budget
reads as spent once the app cancels or hurries it, and the agent answers at its next look
at the budget. A cancelled think's worker is cancelled at once and its answer dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

from textual.worker import Worker, WorkerState

from engine.core import Game
from engine.core.agents import Agent, Budget, Decision, SeatTable


class WorkerHost(Protocol):
    """What thinking asks of the app: Textual's workers."""

    def run_worker(self, work: Any, name: str | None = "", group: str = "default",
                   description: str = "", exit_on_error: bool = True, start: bool = True,
                   exclusive: bool = False, thread: bool = False) -> Worker[Any]: ...


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


class Thinker:
    """One think at a time of one kind (a bot's turn, a hint): starts it, cancels it, and
    hands its answer over on the UI thread (`answered`) or says it failed (`failed`)."""

    def __init__(self, app: WorkerHost, group: str,
                 answered: Callable[[int, Decision], None],
                 failed: Callable[[int, BaseException], None]) -> None:
        self._app = app
        self.group = group
        self._answered = answered
        self._failed = failed
        self.current: Think | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None

    def start(self, agent: Agent, table: SeatTable, game: Game[Any]) -> None:
        """Think about `game`'s decision now with `agent` on `table` (a twin of `game`)."""
        self.cancel()
        budget = Budget(table.budget.ms)
        table.budget = budget
        worker = self._app.run_worker(partial(agent.decide, table), name=self.group,
                                      group=self.group, thread=True, exit_on_error=False)
        self.current = Think(Asked.now(game), table.seat, budget, worker)

    def hurry(self) -> None:
        """Answer now, with what has been thought so far."""
        if self.current is not None:
            self.current.budget.stop()

    def cancel(self) -> None:
        """Stop thinking; an answer that comes all the same is dropped."""
        think, self.current = self.current, None
        if think is not None:
            think.budget.stop()
            think.worker.cancel()

    def settled(self, worker: Worker[Any], game: Game[Any] | None) -> bool:
        """A worker's state changed (`Worker.StateChanged`): whether it was this thinker's.
        A finished think's answer goes to `answered` while `game` still asks its decision."""
        think = self.current
        if think is None or worker is not think.worker:
            return worker.group == self.group
        if worker.state is WorkerState.SUCCESS:
            self.current = None
            if think.asked.still(game) and worker.result is not None:
                self._answered(think.seat, worker.result)
        elif worker.state is WorkerState.ERROR:
            self.current = None
            if think.asked.still(game) and worker.error is not None:
                self._failed(think.seat, worker.error)
        return True
