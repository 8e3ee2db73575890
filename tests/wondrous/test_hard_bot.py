"""The Wondrous Creatures `hard` bot: a capped search (the clock off, so the same on any
machine) chooses only from what its seat sees, and plays a stretch of a game legally at a
short budget. `hard` is timed by nature; only these capped copies are deterministic."""

from __future__ import annotations

import dataclasses

from engine.core import Game
from engine.core.agents import Agent, Budget, SeatTable, play_out
from engine.core.search import SearchAgent
from engine.wondrous.api import AGENTS
from engine.wondrous.bots import SEARCH_STYLES, STYLES, judge
from tests.wondrous.bot_helpers import (
    MODES,
    RULES,
    config,
    people,
    turn_starts,
    twin_with_other_secrets,
)

CAPPED = dataclasses.replace(SEARCH_STYLES["hard"], worlds=2, timed=False)


def _capped(seat: int, seed: int = 1) -> SearchAgent:
    return SearchAgent("hard", seed * 59 + seat, judge(), CAPPED, STYLES["normal"])


def test_a_capped_hard_decision_depends_only_on_what_the_seat_sees() -> None:
    compared = 0
    for name, players, winterfall, level, scenarios in (MODES[0], MODES[3], MODES[6]):
        game = Game(RULES, config(players, winterfall, level, scenarios, 1))
        for n, position in enumerate(turn_starts(game, 1, every=16)):
            seat = position.prompt.seat
            twin = twin_with_other_secrets(position, seat, 100 + n)
            assert twin.view(seat) == position.view(seat), name
            mine = _capped(seat).decide(SeatTable(position.clone()))
            assert mine == _capped(seat).decide(SeatTable(twin)), (
                f"{name}: the hard bot read something hidden")
            compared += 1
    assert compared >= 6


def test_hard_plays_legally_at_a_short_budget() -> None:
    game = Game(RULES, config(2, True, None, {}, 4))
    agents: dict[int, Agent] = {seat: AGENTS["hard"](seat, 4) for seat in people(game)}
    play_out(game, agents, stop=lambda g: len(g.choices) >= 60, think=20)
    assert len(game.choices) >= 60


def test_hard_answers_a_stopped_budget_at_once() -> None:
    game = Game(RULES, config(2, False, None, {}, 5))
    budget = Budget(60_000)
    budget.stop()
    assert game.prompt is not None
    decision = AGENTS["hard"](game.prompt.seat, 5).decide(SeatTable(game, budget))
    assert game.prompt.option(decision.option) is not None


def test_a_line_answers_its_follow_ups_at_least_as_well_as_the_prior() -> None:
    """In the same dealt world, the seat's follow-up questions answered by nested looks
    (the prior's best few, each played to the turn's end) end the turn at least as well
    as the prior's answers do (the prior's pick is among those looked at), and better in
    some positions: where which card, spot or reward matters."""
    nested = _capped(0)
    by_prior = SearchAgent("hard", 59, judge(), dataclasses.replace(CAPPED, nested=0),
                           STYLES["normal"])
    game = Game(RULES, config(2, False, None, {}, 2))
    better = compared = 0
    for position in turn_starts(game, 2, every=6):
        table = SeatTable(position.clone())
        for option in [o for o in table.prompt.enabled if o.id != "end-turn"][:2]:
            looked, _ = nested._line(table, 7, option)
            guessed, _ = by_prior._line(table, 7, option)
            assert looked >= guessed - 1e-9, option.id
            better += looked > guessed + 1e-9
            compared += 1
        if compared >= 12:
            break
    assert better >= 2, (better, compared)
