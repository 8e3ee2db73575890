"""Random solo games against the Poacher: they all finish, with every invariant at every
step (fuzz), and the Poacher sometimes wins and sometimes not."""

import pytest

from engine.core.agents import play_one, random_agents
from engine.core.fuzz import FuzzPlan, fuzz
from engine.cryptic.solo import solo_config
from tests.cryptic.rules_helpers import rules


def test_random_solo_games_finish():
    summaries = [play_one(rules(), solo_config(seed), random_agents) for seed in range(1, 61)]
    assert [s.error for s in summaries if s.error] == []
    won = [s.details["poacher_won"] for s in summaries]
    assert any(won) and not all(won)


def test_fuzz_a_few_solo_games():
    report = fuzz(rules(), solo_config, 6, 1, FuzzPlan(save_every=25))
    assert report.failures == []


def test_fuzz_with_the_wolpertinger():
    report = fuzz(rules(), lambda seed: solo_config(seed, ("wolpertinger",)), 3, 50,
                  FuzzPlan(save_every=25))
    assert report.failures == []


@pytest.mark.slow
def test_fuzz_many_solo_games():
    report = fuzz(rules(), solo_config, 200, 1000, FuzzPlan(save_every=40))
    assert report.failures == []
