"""Random full games: no exception, every per-step check, invariants and scores that add up."""

from __future__ import annotations

import pytest

from engine.core import Game, RandomAgent, play_out
from engine.core.fuzz import FuzzPlan, fuzz
from tests.wondrous.engine_helpers import config, rules

pytestmark = pytest.mark.slow  # many random games


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_finish_and_add_up(players):
    for seed in range(8):
        game = Game(rules(), config(players, seed))
        play_out(game, {s: RandomAgent(seed * 7 + s) for s in range(players)}, 20_000)
        result = game.result()
        assert result is not None and result.problems() == []
        assert rules().invariants(game.state) == []
        assert game.state.trophies == 0  # the game ends when the trophies are gone
        assert len(result.scores) == players


def test_fuzz_with_every_check():
    plan = FuzzPlan(clone_every=1, save_every=60, undo_every=1, view_every=3)
    report = fuzz(rules(), lambda s: config(2 + s % 3, s), 3, 500, plan)
    assert report.games == 3 and report.steps > 500
    assert [str(f) for f in report.failures] == []
