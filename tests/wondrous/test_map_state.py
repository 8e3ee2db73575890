"""The map is part of the state: overlays change the hexes the rules read, and geometry is
cached per map as it is (never per board side alone)."""

from __future__ import annotations

from engine.core import Game
from engine.wondrous.board import island_of
from engine.wondrous.ctx import Ctx
from engine.wondrous.habitats import habitat_at
from engine.wondrous.place import legal_spots, on_mountain
from engine.wondrous.state import Overlay, Spot
from engine.wondrous.view import island_of_view
from tests.wondrous.engine_helpers import config, ctx_of, rules


def plains_spot(ctx: Ctx) -> Spot:
    """A free crew spot on two plains hexes with no egg."""
    return next(
        s for s, fee in legal_spots(ctx, 0, 1)
        if not fee and all(ctx.hexes[c].terrain == "plains" for c in s)
        and not set(s) & set(ctx.state.map_eggs)
    )


def test_a_mountain_overlay_makes_a_plains_spot_cost_a_fee() -> None:
    ctx = ctx_of(Game(rules(), config(2, 1)))
    spot = plains_spot(ctx)
    assert not on_mountain(ctx, spot)  # the printed map's geometry is now cached
    ctx.state.overlays[spot[0]] = Overlay("test mountain tile", terrain="mountain")
    assert ctx.hexes[spot[0]].terrain == "mountain"
    assert on_mountain(ctx, spot)
    assert (spot, True) in legal_spots(ctx, 0, 1)
    del ctx.state.overlays[spot[0]]
    assert not on_mountain(ctx, spot) and (spot, False) in legal_spots(ctx, 0, 1)


def test_a_habitat_overlay_is_a_habitat_the_rules_see() -> None:
    ctx = ctx_of(Game(rules(), config(2, 1)))
    coord = plains_spot(ctx)[0]
    assert habitat_at(ctx, coord) is None
    ctx.state.overlays[coord] = Overlay("test habitat tile", terrain="habitat", habitat="fruit")
    found = habitat_at(ctx, coord)
    assert found is not None and (found.kind, found.special) == ("fruit", None)


def test_the_view_shows_the_same_map_as_the_rules_read() -> None:
    game = Game(rules(), config(2, 1))
    ctx = ctx_of(game)
    assert island_of_view(game.view(0)) == island_of(ctx.state)
    ctx.state.overlays[plains_spot(ctx)[0]] = Overlay("test tile", terrain="mountain")
    assert island_of_view(game.view(0)) == island_of(ctx.state)
    assert game.view(0).overlays != {}
