"""Random solo games against the Poacher: they all finish, with every invariant at every
step (fuzz), and the Poacher sometimes wins and sometimes not."""

import pytest

from engine.core import Game
from engine.core.agents import play_one, random_agents
from engine.core.fuzz import FuzzPlan, fuzz
from engine.core.testing import play
from engine.cryptic.solo.seats import solo_config
from tests.cryptic.purposeful import Purposeful
from tests.cryptic.rules_helpers import ctx_of, rules


def test_random_solo_games_finish():
    summaries = [play_one(rules(), solo_config(seed), random_agents) for seed in range(1, 61)]
    assert [s.error for s in summaries if s.error] == []
    won = [s.details["poacher_won"] for s in summaries]
    assert any(won) and not all(won)


def test_purposeful_solo_games_with_every_invariant():
    kinds: set[str] = set()
    for seed in range(1, 13):
        game = Game(rules(), solo_config(seed))
        play(game, then=Purposeful(ctx_of(game), seed).pick)
        result = game.result()
        assert result is not None and not result.problems()
        kinds |= {e.kind for e in game.events}
    assert {"found", "poacher", "construction"} <= kinds


def test_fuzz_a_few_solo_games():
    report = fuzz(rules(), solo_config, 6, 1, FuzzPlan(save_every=25))
    assert report.failures == []


def test_fuzz_with_the_wolpertinger():
    report = fuzz(rules(), lambda seed: solo_config(seed, ("wolpertinger",)), 3, 50,
                  FuzzPlan(save_every=25))
    assert report.failures == []


@pytest.mark.slow
def test_fuzz_many_solo_games():
    # 50 here keeps CI short; long runs: `cryptic fuzz --solo --games 2000`
    report = fuzz(rules(), solo_config, 50, 1000, FuzzPlan(save_every=40))
    assert report.failures == []
