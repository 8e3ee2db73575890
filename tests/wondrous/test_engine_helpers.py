"""The helpers the rules tests stand on do what they say."""

import pytest

from engine.core import Option
from engine.wondrous.registry import run_card
from tests.wondrous.engine_helpers import ctx_of, move_card, rules, run_step, started


def test_started_game_is_in_play_and_consistent():
    game = started(3, seed=4)
    assert game.state.phase == "play"
    assert game.prompt.kind == "turn" and game.prompt.seat == 0
    assert rules().invariants(game.state) == []


def test_move_card_keeps_cards_conserved_and_run_step_answers():
    game = started()
    ctx = ctx_of(game)
    move_card(ctx, 72, 0, "reserve")  # Cucunet: gain a net
    move_card(ctx, 1, 1, "hand")
    assert rules().invariants(ctx.state) == []
    nets = ctx.p(0).nets
    value, prompts = run_step(ctx, run_card(ctx, 0, 72))
    assert prompts == [] and ctx.p(0).nets == nets + 1 and value is None


def test_run_step_fails_at_the_prompt_where_the_invariants_break():
    ctx = ctx_of(started())

    def lose_a_card():
        ctx.state.deck.pop()  # a creature card vanishes from the game
        answer = yield from ctx.ask(0, "which", "Which?", [Option("a", "A"), Option("b", "B")])
        return answer

    with pytest.raises(AssertionError, match=r"at which .*: creature cards are not each in"):
        run_step(ctx, lose_a_card(), ["a"])
