"""Agents: what answers a bot seat's prompts (and plays sim's and the tests' games).

An agent is a player, not a rule: it decides from a `SeatTable`, which shows it its seat's
prompt and view and lends it worlds sampled consistently with that view (never the real
hands, deck order, bag or future dice of the game), and answers with a `Decision`, which
the game takes through the same `choose` as a person's key.
"""

from __future__ import annotations

import importlib
import threading
import time
import traceback
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.core.config import GameConfig
from engine.core.game import Game
from engine.core.prompt import Prompt
from engine.core.rng import Rng
from engine.core.rules import Rules


@dataclass(frozen=True, slots=True)
class Decision:
    """An agent's answer: the option, and one line of why in game words (for the hint)."""

    option: str
    reason: str = ""


class Budget:
    """How long an agent may think about one decision, and whether it was told to answer
    now (Space hurries a bot, Escape cancels a hint: from another thread)."""

    def __init__(self, ms: float) -> None:
        self.ms = ms
        self.started = time.perf_counter()
        self._stop = threading.Event()

    def spent_ms(self) -> float:
        return (time.perf_counter() - self.started) * 1000

    def stop(self) -> None:
        self._stop.set()

    def stopped(self) -> bool:
        return self._stop.is_set()

    def expired(self) -> bool:
        return self.stopped() or self.spent_ms() >= self.ms


class SeatTable:
    """What a seat may look at while it decides: its prompt, its view, and sampled worlds.

    A sampled world is a copy of the game whose hidden parts (others' hands, deck orders,
    face-down tiles, the bag) the rules dealt again from what the seat cannot tell apart
    (`Rules.sample_hidden`), and whose generator is reseeded from the agent's own, so
    chance in it is not the game's chance to come. Play it forward freely; it is thrown
    away."""

    def __init__(self, game: Game[Any], budget: Budget | None = None) -> None:
        assert game.prompt is not None, "a seat decides only while the game waits for it"
        self._game = game
        self.prompt: Prompt = game.prompt
        self.seat = game.prompt.seat
        self.config = game.config
        self.rules = game.rules
        self.budget = budget or Budget(1000)

    def view(self) -> Any:
        return self._game.view(self.seat)

    def sample(self, rng: Rng) -> Game[Any]:
        world = self._game.clone(keep_events=False)
        world.state.rng.reseed(rng)
        self.rules.sample_hidden(world.state, self.seat, rng)
        world.dealt = True
        return world


class Agent(Protocol):
    name: str

    def decide(self, table: SeatTable) -> Decision:
        """One enabled option of `table.prompt`, with the reason it was chosen."""


class RandomAgent:
    """Picks uniformly among the enabled options, with its own generator."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed, stream=0xA6E7)

    def pick(self, prompt: Prompt) -> str:
        return self.rng.choice(prompt.enabled).id

    def decide(self, table: SeatTable) -> Decision:
        return Decision(self.pick(table.prompt), "a random legal option")


AgentMaker = Callable[[int, int], Agent]  # (seat, game seed) -> agent


def random_agents(seat: int, seed: int) -> Agent:
    return RandomAgent(seed * 31 + seat)


def bot_levels(module: str, levels: Iterable[str]) -> dict[str, AgentMaker]:
    """A game's agents by level: "random", and each of `levels` from the `AGENTS` of the
    bots' `module`, imported when the first such agent is made (an app starts, and a
    person plays, without loading the bots)."""

    def maker(level: str) -> AgentMaker:
        def make(seat: int, seed: int) -> Agent:
            made: Agent = importlib.import_module(module).AGENTS[level](seat, seed)
            return made
        return make

    return {"random": random_agents, **{level: maker(level) for level in levels}}


#: Decision times in milliseconds, per agent name (sim's "decision_ms").
Timings = dict[str, list[float]]


def timing_summary(timings: Timings) -> dict[str, dict[str, float]]:
    """Per agent name: the median, 95th percentile and longest decision, in ms."""
    summary = {}
    for name, times in sorted(timings.items()):
        ordered = sorted(times)
        if not ordered:
            continue
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        middle = len(ordered) // 2
        median = (ordered[middle] if len(ordered) % 2
                  else (ordered[middle - 1] + ordered[middle]) / 2)
        summary[name] = {"median": round(median, 3), "p95": round(p95, 3),
                         "max": round(ordered[-1], 3)}
    return summary


def roster(names: list[str], known: Mapping[str, AgentMaker], seats: int) -> list[str]:
    """The agent names of a game's seats, checked: ValueError with one sentence when a name
    is unknown or their count does not match the seats."""
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ValueError(f"there is no agent called {unknown[0]!r} "
                         f"(agents: {', '.join(known)})")
    if len(names) != seats:
        raise ValueError(f"{len(names)} agent name{'s' if len(names) != 1 else ''} for "
                         f"{seats} seat{'s' if seats != 1 else ''}: give one name per seat, "
                         "in seat order")
    return names


def rotations(names: list[str]) -> list[list[str]]:
    """Each rotation of the agents over the seats, the given order first."""
    return [names[shift:] + names[:shift] for shift in range(len(names))] if names else [[]]


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
    agents: list[str] = field(default_factory=list)  # each seat's agent name ("" automa)
    #: what each seat took, read by a game's tally hook (`balance`; not in `sim --json`)
    tally: Any = None

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
        if self.agents:
            data["agents"] = self.agents
        if self.error:
            data["error"] = self.error
            data["error_choice"] = self.error_choice
        return data


def play_out(
    game: Game[Any],
    agents: Mapping[int, Agent],
    max_choices: int = 100_000,
    stop: Callable[[Game[Any]], bool] | None = None,
    timings: Timings | None = None,
    think: float = 1000,
) -> None:
    """Answer every prompt with the seat's agent until the game ends (or `stop` says so),
    giving each decision `think` milliseconds (a timed agent's budget); with `timings`,
    note how long each decision took under the agent's name."""
    while game.prompt is not None and not (stop is not None and stop(game)):
        if len(game.choices) >= max_choices:
            raise RuntimeError(f"the game did not end within {max_choices} choices")
        agent = agents[game.prompt.seat]
        started = time.perf_counter()
        decision = agent.decide(SeatTable(game, Budget(think)))
        if timings is not None:
            timings.setdefault(agent.name, []).append((time.perf_counter() - started) * 1000)
        game.choose(decision.option)


def simulate(
    rules: Rules[Any],
    config: GameConfig,
    games: int,
    seed: int,
    agents: AgentMaker = random_agents,
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
    agents: AgentMaker,
    stop: Callable[[Game[Any]], bool] | None = None,
    timings: Timings | None = None,
    tally: Callable[[Game[Any]], Any] | None = None,
    think: float = 1000,
) -> GameSummary:
    """Play one game, each decision given `think` ms; with `stop`, score it as it stands
    when `stop` first holds; with `tally`, keep what it reads off the finished game in the
    summary."""
    summary = GameSummary(seed=config.seed, players=len(config.seats))
    game: Game[Any] | None = None
    try:
        game = Game(rules, config)
        seat_agents = {seat: agents(seat, config.seed) for seat in range(len(config.seats))}
        play_out(game, seat_agents, stop=stop, timings=timings, think=think)
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
        if tally is not None and not stopped:
            summary.tally = tally(game)
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
