"""The `easy` and `normal` levels of every game decide without looking at the clock: a
seed and agents must give one game on a fast machine and a busy one (sim, saves, replays
and the fairness tests rely on it). Only a stop the app asks for (Space, Escape) cuts a
think short.

`hard` is the exception, by nature: it searches for as long as its budget allows, so how
far it gets, and sometimes what it chooses, depends on the machine. Its own tests cap its
worlds and turn the clock off to compare choices (tests/core/test_search.py,
tests/*/test_hard_bot.py)."""

from __future__ import annotations

import pytest

from cryptic_tui.sim_command import config_for
from engine.core import Game
from engine.core.agents import Budget, SeatTable
from engine.core.lookahead import Style
from engine.core.search import SearchStyle
from engine.cryptic.api import AGENTS, CrypticRules
from engine.cryptic.bots import SEARCH_STYLES as CRYPTIC_SEARCH
from engine.cryptic.bots import STYLES as CRYPTIC_STYLES
from engine.wondrous.bots import SEARCH_STYLES as WONDROUS_SEARCH
from engine.wondrous.bots import STYLES as WONDROUS_STYLES


@pytest.mark.parametrize("style", [*CRYPTIC_STYLES.values(), *WONDROUS_STYLES.values()])
def test_no_bot_level_stops_at_the_clock(style: Style) -> None:
    assert not style.timed


@pytest.mark.parametrize("style", [*CRYPTIC_SEARCH.values(), *WONDROUS_SEARCH.values()])
def test_the_searching_level_is_timed(style: SearchStyle) -> None:
    """The one timed level: its budget ends its search, unless it played all the worlds its
    cap allows first (a cap that comes before any option could be dropped would be a
    mistake)."""
    assert style.timed
    assert style.worlds == 0 or style.worlds >= style.least_worlds


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
