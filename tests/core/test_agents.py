"""RandomAgent and simulate(): legal picks, determinism, summaries and captured errors."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import (
    Game,
    GameSummary,
    Option,
    Prompt,
    RandomAgent,
    RulesError,
    Table,
    simulate,
)
from engine.core.agents import random_agents
from tests.core.broken_rules import FailsOnRoll
from tests.tinygame.rules import PebbleRules, PebbleState, config

PROMPT = Prompt(
    0,
    "pick",
    "Pick",
    (
        Option("a", "A", enabled=False, reason="not now"),
        Option("b", "B"),
        Option("c", "C", enabled=False, reason="not now"),
        Option("d", "D"),
        Option("e", "E"),
    ),
)


def test_random_agent_picks_only_enabled_options_and_all_of_them() -> None:
    agent = RandomAgent(3)
    picks = Counter(agent.pick(PROMPT) for _ in range(3000))
    assert set(picks) == {"b", "d", "e"}
    assert all(900 < n < 1100 for n in picks.values())


def test_random_agent_is_deterministic_per_seed() -> None:
    a, b, c = RandomAgent(8), RandomAgent(8), RandomAgent(9)
    run_a = [a.pick(PROMPT) for _ in range(40)]
    assert run_a == [b.pick(PROMPT) for _ in range(40)]
    assert run_a != [c.pick(PROMPT) for _ in range(40)]


def test_simulate_plays_games_with_consecutive_seeds() -> None:
    seen: list[tuple[int, int]] = []
    summaries = simulate(
        PebbleRules(), config(players=3), 6, seed=40, progress=lambda n, s: seen.append((n, s.seed))
    )
    assert [s.seed for s in summaries] == [40, 41, 42, 43, 44, 45]
    assert seen == [(1, 40), (2, 41), (3, 42), (4, 43), (5, 44), (6, 45)]
    for summary in summaries:
        assert summary.error == "" and summary.error_choice is None
        assert summary.players == 3
        assert summary.end_reason == "rounds played"
        assert summary.turns >= 9 and summary.choices >= 18
        assert [s["seat"] for s in summary.scores] == [0, 1, 2]
        assert all(s["total"] == sum(s["breakdown"].values()) for s in summary.scores)
        assert summary.tie == (summary.winner is None)
    # different seeds give different games, the same seed the same game
    assert len({repr(s.scores) for s in summaries}) > 1
    again = simulate(PebbleRules(), config(players=3), 6, seed=40)
    assert [s.to_data() for s in again] == [s.to_data() for s in summaries]


def test_simulate_reports_errors_with_the_choice_to_replay() -> None:
    rules = FailsOnRoll()
    summaries = simulate(rules, config(players=2), 8, seed=1)
    failed = [s for s in summaries if s.error]
    assert failed, "random agents roll the die in some game"
    for summary in failed:
        assert summary.error.startswith("engine.core.errors.RulesError: The rules failed on 'roll'")
        assert "\n" not in summary.error
        assert summary.error_choice is not None
        # replaying the seed up to error_choice works, and the next choice fails
        game = Game(rules, config(players=2, seed=summary.seed))
        agents = {seat: random_agents(seat, summary.seed) for seat in range(2)}
        for _ in range(summary.error_choice):
            assert game.prompt is not None
            game.choose(agents[game.prompt.seat].pick(game.prompt))
        assert game.prompt is not None
        with pytest.raises(RulesError):
            game.choose(agents[game.prompt.seat].pick(game.prompt))
        assert summary.choices == summary.error_choice


class BrokenSetup(PebbleRules):
    def setup(self, config: object, table: Table) -> PebbleState:
        raise ZeroDivisionError("no bag")


def test_simulate_reports_a_failed_setup() -> None:
    (summary,) = simulate(BrokenSetup(), config(), 1, seed=5)
    assert summary.error == "ZeroDivisionError: no bag"
    assert (summary.error_choice, summary.turns, summary.choices) == (0, 0, 0)


def test_summary_to_data_shape() -> None:
    (good,) = simulate(PebbleRules(), config(players=2), 1, seed=3)
    data = good.to_data()
    assert set(data) == {"seed", "players", "turns", "end_reason", "scores", "winner", "tie"}
    assert data["seed"] == 3 and data["players"] == 2
    assert set(data["scores"][0]) == {"seat", "name", "total", "breakdown"}
    bad = GameSummary(seed=4, players=1, error="Boom: it broke", error_choice=7).to_data()
    assert bad["error"] == "Boom: it broke" and bad["error_choice"] == 7
    assert set(bad) == set(data) | {"error", "error_choice"}
