"""The quick checks asked every turn agree with the full computations they stand in for."""

from engine.core import Game, RandomAgent
from engine.wondrous.place import has_legal_spot, legal_spots
from tests.wondrous.engine_helpers import config, ctx_of, rules, started
from tests.wondrous.rule_helpers import set_resources


def test_has_legal_spot_matches_legal_spots_through_random_games():
    checked = 0
    for seed in range(3):
        game = Game(rules(), config(2 + seed, seed))
        agent = RandomAgent(seed)
        while game.prompt is not None:
            if game.prompt.kind == "turn":
                ctx = ctx_of(game)
                for seat in range(len(ctx.state.players)):
                    for member in range(3):
                        full = bool(legal_spots(ctx, seat, member))
                        assert has_legal_spot(ctx, seat, member) == full
                        checked += 1
            game.choose(agent.pick(game.prompt))
    assert checked > 500


def test_has_legal_spot_when_broke_allows_only_a_mountain_when_nothing_else_is_free():
    game = started(2, 1)
    ctx = ctx_of(game)
    set_resources(ctx, 0, 0, 0, 0, 0)
    assert has_legal_spot(ctx, 0, 1) == bool(legal_spots(ctx, 0, 1)) is True
