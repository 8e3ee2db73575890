"""Bots for the test game at every level, and one that thinks slowly on purpose: what the
app's bot seats and hint are tested with (the real games bring their own)."""

from __future__ import annotations

import threading
import time
from typing import Any

from engine.core import Option, Prompt
from engine.core.agents import AgentMaker, Decision, SeatTable, random_agents
from engine.core.lookahead import Style, levels
from tests.tinygame.rules import PebbleState


class PebblePoints:
    """A seat's worth in Pebble Dice: its points, and a little for the pebbles it holds."""

    def terms(self, state: PebbleState, seat: int) -> dict[str, float]:
        player = state.players[seat]
        return {"points": float(player.played + player.dice), "hand": 0.1 * sum(player.hand)}

    def prior(self, prompt: Prompt, option: Option, state: Any) -> float:
        return 0.0

    def reason(self, option: Option, gains: Any) -> str:
        return f"{option.label}: {gains.get('points', 0):+.0f} points"


PEBBLE_AGENTS: dict[str, AgentMaker] = {
    "random": random_agents,
    **levels(PebblePoints, {"normal": Style(width=6, samples=2),
                            "easy": Style(width=6, noise=4.0)}),
}


class SlowAgent:
    """Thinks `seconds` before answering the first enabled option (sooner when its budget
    runs out: a hurried or cancelled think)."""

    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.thought = 0  # decisions answered

    def decide(self, table: SeatTable) -> Decision:
        until = time.monotonic() + self.seconds
        while time.monotonic() < until and not table.budget.expired():
            time.sleep(0.01)
        self.thought += 1
        return Decision(table.prompt.enabled[0].id, "the first option, slowly")


def slow_agents(seconds: float) -> dict[str, AgentMaker]:
    """The test game's levels, with `normal` thinking slowly."""
    return {**PEBBLE_AGENTS, "normal": lambda seat, seed: SlowAgent(seconds)}


class HardStandIn:
    """A stand-in for the searching `hard` bot (tests only, never registered in a game):
    thinks until its budget runs out or it is stopped, then answers the first enabled
    option. It notes each budget it got, whether it was stopped, and when its think is
    over (`ended`), so a test can tell that no thread thinks on."""

    name = "hard"

    def __init__(self) -> None:
        self.budgets: list[float] = []
        self.stopped: list[bool] = []  # per decision: whether its budget said stop
        self.thinking = threading.Event()
        self.ended = threading.Event()

    def decide(self, table: SeatTable) -> Decision:
        self.ended.clear()
        self.thinking.set()
        self.budgets.append(table.budget.ms)
        while not table.budget.expired():
            time.sleep(0.005)
        self.stopped.append(table.budget.stopped())
        self.thinking.clear()
        self.ended.set()
        return Decision(table.prompt.enabled[0].id, "the first option, thought over")


def hard_agents(agent: HardStandIn) -> dict[str, AgentMaker]:
    """The test game's levels, and `agent` as every seat's hard bot."""
    return {**PEBBLE_AGENTS, "hard": lambda seat, seed: agent}
