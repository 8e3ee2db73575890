"""Agents that answer prompts for bot seats and tests, and a headless simulator."""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.core.config import GameConfig
from engine.core.game import Game
from engine.core.prompt import Prompt
from engine.core.rng import Rng
from engine.core.rules import Rules


class Agent(Protocol):
    def pick(self, prompt: Prompt) -> str:
        """The id of one enabled option."""


class RandomAgent:
    """Picks uniformly among the enabled options, with its own generator."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed, stream=0xA6E7)

    def pick(self, prompt: Prompt) -> str:
        return self.rng.choice(prompt.enabled).id


@dataclass
class GameSummary:
    seed: int
    players: int
    turns: int = 0
    choices: int = 0
    end_reason: str = ""
    scores: list[dict[str, Any]] = field(default_factory=list)
    winner: int | None = None
    tie: bool = False
    error: str = ""
    error_choice: int | None = None  # replay the config and seed up to here to see it fail
    details: dict[str, Any] = field(default_factory=dict)  # the result's own facts, if any

    def to_data(self) -> dict[str, Any]:
        data = {
            "seed": self.seed,
            "players": self.players,
            "turns": self.turns,
            "end_reason": self.end_reason,
            "scores": self.scores,
            "winner": self.winner,
            "tie": self.tie,
            **self.details,
        }
        if self.error:
            data["error"] = self.error
            data["error_choice"] = self.error_choice
        return data


AgentFactory = Callable[[int, int], Agent]  # (seat, game seed) -> agent


def random_agents(seat: int, seed: int) -> Agent:
    return RandomAgent(seed * 31 + seat)


def play_out(
    game: Game[Any],
    agents: Mapping[int, Agent],
    max_choices: int = 100_000,
    stop: Callable[[Game[Any]], bool] | None = None,
) -> None:
    """Answer every prompt with the seat's agent until the game ends (or `stop` says so)."""
    while game.prompt is not None and not (stop is not None and stop(game)):
        if len(game.choices) >= max_choices:
            raise RuntimeError(f"the game did not end within {max_choices} choices")
        prompt = game.prompt
        game.choose(agents[prompt.seat].pick(prompt))


def simulate(
    rules: Rules[Any],
    config: GameConfig,
    games: int,
    seed: int,
    agents: AgentFactory = random_agents,
    progress: Callable[[int, GameSummary], None] | None = None,
) -> list[GameSummary]:
    """Play `games` games with seeds seed, seed+1, ...; errors are reported, not raised."""
    summaries = []
    for number in range(games):
        game_seed = seed + number
        summary = play_one(rules, config.with_seed(game_seed), agents)
        summaries.append(summary)
        if progress is not None:
            progress(number + 1, summary)
    return summaries


def play_one(
    rules: Rules[Any],
    config: GameConfig,
    agents: AgentFactory,
    stop: Callable[[Game[Any]], bool] | None = None,
) -> GameSummary:
    """Play one game; with `stop`, score it as it stands when `stop` first holds."""
    summary = GameSummary(seed=config.seed, players=len(config.seats))
    game: Game[Any] | None = None
    try:
        game = Game(rules, config)
        seat_agents = {seat: agents(seat, config.seed) for seat in range(len(config.seats))}
        play_out(game, seat_agents, stop=stop)
        stopped = not game.is_over
        result = rules.result(game.state) if stopped else game.result()
        assert result is not None
        summary.end_reason = "stopped early" if stopped else result.end_reason
        summary.scores = [
            {"seat": s.seat, "name": s.name, "total": s.total, "breakdown": dict(s.breakdown)}
            for s in result.scores
        ]
        summary.winner, summary.tie = result.winner, result.tie
        summary.details = dict(result.details)
    except Exception as exc:
        summary.error = "".join(traceback.format_exception_only(exc)).strip()
        summary.error_choice = len(game.choices) if game is not None else 0
    if game is not None:
        summary.turns = rules.turn_count(game.state)
        summary.choices = len(game.choices)
    return summary


def games_per_second(count: int, started: float) -> float:
    elapsed = time.perf_counter() - started
    return count / elapsed if elapsed > 0 else float("inf")
