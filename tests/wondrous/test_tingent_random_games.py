"""Whole random solo games, per Tingent level and per scenario difficulty: no error, every
check holds at the end, each total is the sum of its breakdown, and the game ended by the
trophies with Tingent's final score in its categories."""

from __future__ import annotations

import pytest

from engine.core import Game
from engine.core.agents import play_one, random_agents
from tests.wondrous.engine_helpers import rules
from wondrous_tui.sim_command import solo_config

pytestmark = pytest.mark.slow  # many random games

GAMES = 3
# the rulebook's order for Tingent's score, after the points it made during play
TINGENT_CATEGORIES = ("during the game", "end cards", "card scores", "achievements",
                      "trophies", "eggs", "face-down cards")
SETTINGS = [
    ("lazy", {}),
    ("easygoing", {}),
    ("wild", {}),
    ("terrifying", {}),
    ("wild", {"poor": "easy"}),
    ("wild", {"poor": "medium"}),
    ("wild", {"poor": "hard"}),
    ("wild", {"outlaws": "easy"}),
    ("wild", {"outlaws": "medium"}),
    ("wild", {"haze": "easy"}),
    ("wild", {"haze": "medium"}),
    ("wild", {"haze": "hard"}),
    ("terrifying", {"poor": "hard", "outlaws": "medium", "haze": "hard"}),
]


def _name(setting):
    level, scenarios = setting
    return "-".join([level, *(f"{k}:{v}" for k, v in scenarios.items())])


@pytest.mark.parametrize("setting", SETTINGS, ids=_name)
def test_random_solo_games_finish_cleanly(setting):
    level, scenarios = setting
    for seed in range(1, GAMES + 1):
        summary = play_one(rules(), solo_config(level, scenarios, seed), random_agents)
        assert summary.error == "", f"seed {seed}: {summary.error}"
        assert len(summary.scores) == 2
        for score in summary.scores:
            assert score["total"] == sum(score["breakdown"].values())
        tingent = next(s for s in summary.scores if s["seat"] == 1)
        assert tuple(tingent["breakdown"]) == TINGENT_CATEGORIES
        assert "trophy" in summary.end_reason  # a solo game ends only by the trophies


@pytest.mark.parametrize("setting", [SETTINGS[2], SETTINGS[8], SETTINGS[11]], ids=_name)
def test_a_finished_solo_game_passes_every_check(setting):
    level, scenarios = setting
    game = Game(rules(), solo_config(level, scenarios, 7))
    agent = random_agents(0, 7)
    asked = set()
    while game.prompt is not None:
        asked.add(game.prompt.seat)
        game.choose(agent.pick(game.prompt))
    assert asked == {0}  # Tingent never asks itself anything: every prompt is the player's
    assert game.is_over
    state = game.state
    assert rules().invariants(state) == []
    assert state.phase == "over" and state.trophies == 0
    result = game.result()
    assert result is not None and result.problems() == []
    s = state.solo
    assert s is not None and len(s.deck) + len(s.drawn) == 12
    assert state.players[1].hand == [] and state.players[1].nets == 0
