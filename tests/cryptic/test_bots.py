"""The Cryptic Nature bots: they answer legally through whole games in every mode, the
same seed gives the same game, and a bot's choice follows only what its seat may see."""

from __future__ import annotations

import pytest

from engine.core import Game, RandomAgent, Rng
from engine.core.agents import Agent, SeatTable, play_out
from engine.cryptic.api import AGENTS
from engine.cryptic.modules import automa_seat
from tests.cryptic.bot_helpers import MODES, mode_config, twin_with_other_hidden
from tests.cryptic.rules_helpers import rules

MIX = ("normal", "easy", "random", "normal")


def _agents(game: Game, names: tuple[str, ...], seed: int) -> dict[int, Agent]:
    return {seat: AGENTS[names[seat % len(names)]](seat, seed)
            for seat in range(len(game.config.seats))}


def _whole_game(players: int, modules: tuple[str, ...], solo: bool, seed: int,
                names: tuple[str, ...]) -> Game:
    game = Game(rules(), mode_config(players, modules, solo, seed))
    play_out(game, _agents(game, names, seed))
    assert game.is_over
    assert rules().invariants(game.state) == []
    return game


def test_the_bots_play_a_whole_game_without_bids_with_the_wolpertinger() -> None:
    game = _whole_game(2, ("wolpertinger", "no-bids"), False, 3, ("normal", "easy"))
    assert game.result().end_reason


def test_a_bot_plays_a_whole_solo_game_against_the_poacher() -> None:
    game = _whole_game(1, (), True, 4, ("normal",))
    assert "rating" in game.result().details


@pytest.mark.slow
@pytest.mark.parametrize(("players", "modules", "solo"), MODES)
def test_bots_of_every_level_play_whole_games_in_every_mode(
        players: int, modules: tuple[str, ...], solo: bool) -> None:
    for seed, names in ((1, MIX), (2, ("normal",)), (3, ("easy",))):
        _whole_game(players, modules, solo, seed, names)


def test_the_same_seed_and_agents_give_the_same_game() -> None:
    def choices() -> list[str]:
        game = Game(rules(), mode_config(3, ("wolpertinger",), False, 8))
        play_out(game, _agents(game, MIX, 8), stop=lambda g: len(g.choices) >= 120)
        return [c.option for c in game.choices]

    first = choices()
    assert len(first) == 120
    assert choices() == first


def _decision_points(players: int, modules: tuple[str, ...], solo: bool, seed: int,
                     every: int) -> list[Game]:
    """Copies of a random game at every `every`-th decision of a player seat with a
    choice to make (up to 12 of them, from the first round to the last ones)."""
    game = Game(rules(), mode_config(players, modules, solo, seed))
    chooser = RandomAgent(seed)
    points: list[Game] = []
    decisions = 0
    while game.prompt is not None and len(points) < 12:
        seat = game.prompt.seat
        if (game.state.phase != "setup" and len(game.prompt.enabled) > 1
                and seat != automa_seat(game.state)):
            decisions += 1
            if decisions % every == 0:
                points.append(game.clone(keep_events=False))
        game.choose(chooser.pick(game.prompt))
    return points


@pytest.mark.parametrize(("players", "modules", "solo"), MODES)
def test_a_bots_choice_does_not_follow_what_its_seat_cannot_see(
        players: int, modules: tuple[str, ...], solo: bool) -> None:
    compared = 0
    for seed in (1, 2):
        for game in _decision_points(players, modules, solo, seed, every=11):
            seat = game.prompt.seat
            twin = twin_with_other_hidden(game, seat, Rng(seed * 1000 + len(game.choices)))
            if twin is None or twin.view(seat) != game.view(seat):
                continue
            for level in ("normal", "easy"):
                real = AGENTS[level](seat, seed).decide(SeatTable(game))
                other = AGENTS[level](seat, seed).decide(SeatTable(twin))
                assert real == other, (level, seed, len(game.choices), game.prompt.kind)
            compared += 1
    assert compared >= 8


@pytest.mark.parametrize(("players", "modules", "solo"), MODES)
def test_a_sampled_world_follows_only_the_view_and_the_generator(
        players: int, modules: tuple[str, ...], solo: bool) -> None:
    compared = 0
    for game in _decision_points(players, modules, solo, 5, every=9):
        seat = game.prompt.seat
        twin = twin_with_other_hidden(game, seat, Rng(len(game.choices)))
        if twin is None or twin.view(seat) != game.view(seat):
            continue
        world = SeatTable(game).sample(Rng(1))
        assert world.view(seat) == game.view(seat)
        assert world.state == SeatTable(twin).sample(Rng(1)).state
        compared += 1
    assert compared >= 4


def test_a_sampled_world_deals_the_hidden_things_anew() -> None:
    game = _decision_points(3, (), False, 6, every=5)[-1]
    seat = game.prompt.seat
    worlds = [SeatTable(game).sample(Rng(n)).state for n in range(6)]
    assert len({tuple(w.bag) for w in worlds}) > 1
    others = [p.seat for p in game.state.players if p.seat != seat]
    assert len({tuple(w.players[others[0]].contracts) for w in worlds}) > 1
