"""Every game's bot levels decide without looking at the clock: a seed and agents must give
one game on a fast machine and a busy one (sim, saves, replays and the fairness tests rely on
it). Only a stop the app asks for (Space, Escape) cuts a think short."""

from __future__ import annotations

import pytest

from cryptic_tui.sim_command import config_for
from engine.core import Game
from engine.core.agents import Budget, SeatTable
from engine.core.lookahead import Style
from engine.cryptic.api import AGENTS, CrypticRules
from engine.cryptic.bots import STYLES as CRYPTIC_STYLES
from engine.wondrous.bots import STYLES as WONDROUS_STYLES


@pytest.mark.parametrize("style", [*CRYPTIC_STYLES.values(), *WONDROUS_STYLES.values()])
def test_no_bot_level_stops_at_the_clock(style: Style) -> None:
    assert not style.timed


def test_a_stopped_budget_is_spent_at_once_and_a_fresh_one_is_not() -> None:
    budget = Budget(60_000)
    assert not budget.expired() and not budget.stopped()
    budget.stop()
    assert budget.stopped() and budget.expired()
    assert Budget(0).expired()


def test_a_stopped_budget_still_gets_an_answer_from_an_untimed_bot() -> None:
    game = Game(CrypticRules(), config_for(2, 3))
    budget = Budget(60_000)
    budget.stop()
    decision = AGENTS["normal"](game.prompt.seat if game.prompt else 0, 3).decide(
        SeatTable(game, budget))
    assert game.prompt is not None and game.prompt.option(decision.option) is not None
