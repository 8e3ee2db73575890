"""The Cryptic Nature `hard` bot: a capped search (the clock off, so the same on any
machine) chooses only from what its seat sees, and plays a stretch of a game legally at a
short budget. `hard` is timed by nature; only these capped copies are deterministic."""

from __future__ import annotations

import dataclasses

from engine.core import Game, RandomAgent, Rng
from engine.core.agents import Agent, SeatTable, play_out
from engine.core.search import SearchAgent
from engine.cryptic.api import AGENTS
from engine.cryptic.bots import SEARCH_STYLES, STYLES, evaluation
from engine.cryptic.modules import automa_seat
from tests.cryptic.bot_helpers import mode_config, twin_with_other_hidden
from tests.cryptic.rules_helpers import rules

CAPPED = dataclasses.replace(SEARCH_STYLES["hard"], worlds=2, timed=False)


def _capped(seat: int, seed: int) -> SearchAgent:
    return SearchAgent("hard", seed * 59 + seat, evaluation(), CAPPED, STYLES["normal"])


def _positions(players: int, modules: tuple[str, ...], solo: bool, seed: int) -> list[Game]:
    """Copies of a random game at every ninth real choice of a player seat (up to 6)."""
    game = Game(rules(), mode_config(players, modules, solo, seed))
    chooser = RandomAgent(seed)
    found: list[Game] = []
    decisions = 0
    while game.prompt is not None and len(found) < 6:
        seat = game.prompt.seat
        if (game.state.phase != "setup" and len(game.prompt.enabled) > 1
                and seat != automa_seat(game.state)):
            decisions += 1
            if decisions % 9 == 0:
                found.append(game.clone(keep_events=False))
        game.choose(chooser.pick(game.prompt))
    return found


def test_a_capped_hard_decision_depends_only_on_what_the_seat_sees() -> None:
    compared = 0
    for players, modules, solo in ((2, (), False), (3, ("wolpertinger",), False),
                                   (1, (), True)):
        for game in _positions(players, modules, solo, 2):
            seat = game.prompt.seat
            twin = twin_with_other_hidden(game, seat, Rng(len(game.choices)))
            if twin is None or twin.view(seat) != game.view(seat):
                continue
            assert (_capped(seat, 2).decide(SeatTable(game))
                    == _capped(seat, 2).decide(SeatTable(twin))), (players, game.prompt.kind)
            compared += 1
    assert compared >= 6


def test_hard_plays_legally_at_a_short_budget() -> None:
    game = Game(rules(), mode_config(2, ("wolpertinger",), False, 4))
    agents: dict[int, Agent] = {seat: AGENTS["hard"](seat, 4) for seat in (0, 1)}
    play_out(game, agents, stop=lambda g: len(g.choices) >= 80, think=20)
    assert len(game.choices) >= 80
