"""Whole games with purposeful players: every rule path is met with the invariants checked
at every decision, and the results add up."""

import pytest

from engine.core.testing import play
from tests.cryptic.purposeful import Purposeful
from tests.cryptic.rules_helpers import ctx_of, new_game


def whole_game(players, seed, modules=()):
    game = new_game(players, seed, modules)
    agent = Purposeful(ctx_of(game), seed)
    play(game, then=agent.pick)
    return game


@pytest.mark.slow
@pytest.mark.parametrize("modules", [(), ("wolpertinger",), ("no-bids",)])
def test_purposeful_games_find_relocate_and_end(modules):
    events: set[str] = set()
    for seed in range(6):
        game = whole_game(2 + seed % 3, seed, modules)
        result = game.result()
        assert result is not None and not result.problems()
        events |= {e.kind for e in game.events}
    assert {"found", "fail", "settle", "collect", "learn", "construction"} <= events
