"""Which decisions are multi-picks (`Prompt.multi`): asked again after each pick, so a UI
may let the player tick several and answer them in turn."""

from __future__ import annotations

from engine.core import Game
from engine.core.testing import first
from tests.wondrous.engine_helpers import config, move_card, rules
from tests.wondrous.rule_helpers import choose, crew_on_map, fresh, restart_turn


def test_the_setup_discard_is_a_multi_pick_and_the_captain_choice_is_not():
    game = Game(rules(), config(2, 1))
    assert game.prompt.kind == "setup-captain" and not game.prompt.multi
    while game.prompt.kind != "setup-keep":
        game.choose(first(game.prompt))
    assert game.prompt.multi


def test_the_recharge_hand_limit_is_a_multi_pick():
    game, ctx = fresh()
    crew_on_map(ctx, 0)
    for number in list(ctx.state.deck[:4]):
        move_card(ctx, number, 0, "hand")
    assert not restart_turn(game).multi  # the turn itself is one pick
    assert choose(game, "recharge").kind == "hand-limit" and game.prompt.multi
