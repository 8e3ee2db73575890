"""The agent framework on the test game: sampled worlds hide the real hidden things, the
lookahead agent prefers what its evaluation likes, and its choices do not follow what
others hide."""

from __future__ import annotations

import pickle

import pytest

from engine.core import Game, RandomAgent, Rng
from engine.core.agents import Decision, SeatTable, play_out, roster, rotations
from engine.core.errors import RulesError
from engine.core.lookahead import LookaheadAgent, Style
from tests.tinygame.bots import PebblePoints
from tests.tinygame.rules import PebbleRules, PebbleState, config


def _midgame(seed: int) -> Game[PebbleState]:
    game = Game(PebbleRules(), config(players=2, seed=seed))
    agent = RandomAgent(seed)
    for _ in range(3):
        assert game.prompt is not None
        game.choose(agent.pick(game.prompt))
    return game


def test_a_sampled_world_keeps_the_view_and_deals_the_hidden_again() -> None:
    game = _midgame(4)
    table = SeatTable(game)
    seat = table.seat
    worlds = [table.sample(Rng(n)) for n in range(20)]
    assert all(w.view(seat) == game.view(seat) for w in worlds)
    other = 1 - seat
    hands = {tuple(w.state.players[other].hand) for w in worlds}
    assert len(hands) > 1  # the other's hand is guessed, not read
    assert game.state.rng.draws == pickle.loads(pickle.dumps(game.state)).rng.draws


def test_a_sampled_world_refuses_a_copy_or_an_undo_which_would_bring_back_the_real_hands(
) -> None:
    game = _midgame(4)
    world = SeatTable(game).sample(Rng(3))
    for attempt in (world.clone, world.undo):
        with pytest.raises(RulesError, match="deal it again"):
            attempt()
    assert game.clone().state == game.state  # the real game still copies


def test_a_sampled_world_depends_only_on_the_view_and_the_generator() -> None:
    differed = 0
    for seed in range(12):
        game = _midgame(seed)
        seat = SeatTable(game).seat
        twin = game.replayed_from(lambda state, seat=seat: PebbleRules().vary_hidden(
            state, seat, Rng(99)))
        differed += twin.state != game.state  # the real hidden things differ ...
        a = SeatTable(game).sample(Rng(1)).state
        b = SeatTable(twin).sample(Rng(1)).state
        assert a == b  # ... and the sampled worlds do not
    assert differed >= 6


def test_chance_in_a_sampled_world_is_not_the_games() -> None:
    game = _midgame(6)
    world = SeatTable(game).sample(Rng(3))
    assert world.state.rng.state != game.state.rng.state


def test_the_lookahead_agent_answers_legally_and_plays_whole_games() -> None:
    for seed in range(5):
        game = Game(PebbleRules(), config(players=2, seed=seed))
        agents = {0: LookaheadAgent("normal", seed, PebblePoints(), Style()),
                  1: RandomAgent(seed)}
        play_out(game, agents)
        assert game.is_over


def test_the_lookahead_agent_beats_random_at_pebbles() -> None:
    wins = 0
    for seed in range(100):  # random against random wins 45-50 of them
        game = Game(PebbleRules(), config(players=2, seed=seed))
        seat = seed % 2  # rotate the seats
        agents = {seat: LookaheadAgent("normal", seed, PebblePoints(), Style()),
                  1 - seat: RandomAgent(seed)}
        play_out(game, agents)
        result = game.result()
        assert result is not None
        wins += result.winner == seat
    assert wins >= 58


def test_a_decision_gives_its_reason() -> None:
    game = _midgame(7)
    decision = LookaheadAgent("normal", 1, PebblePoints(), Style()).decide(SeatTable(game))
    assert isinstance(decision, Decision)
    assert decision.reason
    assert game.prompt is not None and game.prompt.option(decision.option) is not None


def test_roster_refuses_unknown_names_and_wrong_counts() -> None:
    known = {"random": lambda seat, seed: RandomAgent(seed)}
    assert roster(["random", "random"], known, 2) == ["random", "random"]
    for names, seats, words in ((["nope", "random"], 2, "no agent called 'nope'"),
                                (["random"], 2, "1 agent name for 2 seats")):
        try:
            roster(names, known, seats)
        except ValueError as exc:
            assert words in str(exc)
        else:
            raise AssertionError("roster took a bad list")


def test_rotations_give_each_agent_each_seat() -> None:
    assert rotations(["a", "b", "c"]) == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]


def test_common_worlds_and_chance_branches_play_legally_and_repeat() -> None:
    """The optional ways of looking (every option in the same sampled worlds, a roll
    played on several times, a line stopped at a kind of prompt) answer legally, and the
    same seed gives the same game."""
    style = Style(common_worlds=True, chance_kinds=frozenset({"push"}), chance_samples=3,
                  follow_stops=frozenset({"swap"}))

    def played(seed: int) -> list[str]:
        game = Game(PebbleRules(), config(players=2, seed=seed))
        agents = {0: LookaheadAgent("normal", seed, PebblePoints(), style), 1: RandomAgent(seed)}
        play_out(game, agents)
        assert game.is_over
        return [choice.option for choice in game.choices]

    for seed in range(3):
        assert played(seed) == played(seed)
