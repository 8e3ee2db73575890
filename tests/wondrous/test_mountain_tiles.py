"""Winterfall mountain tiles: plains only, markings matched, laid under a crew member or an
egg (no fee, no egg for anyone); a crew member placed on one later pays the mountain fee."""

from __future__ import annotations

import pytest

from engine.wondrous.place import legal_spots, place_crew
from engine.wondrous.winterfall.mountain_tiles import (
    lay_mountain_tile,
    mountain_tile_refusal,
    mountain_tile_spots,
)
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import lay_egg, ok, set_resources, spot
from tests.wondrous.winter_helpers import winter

CREW = ((0, 2), (0, 3))  # unmarked plains next to the coral habitat 0,4 and fruit 1,2
MARKED_SUN = (1, 3)  # plains with a time token marking: not unmarked plains
PEAK, CRAG = (1, 5), (5, 5)  # side A's marked plains (tiles.yaml)
MOUNTAIN, LAKE, HABITAT = (1, 6), (2, 2), (0, 4)


def test_mountain_tiles_go_on_plains_only_and_match_the_marking() -> None:
    _game, ctx = winter()
    for coord in (MOUNTAIN, LAKE, HABITAT):
        assert mountain_tile_refusal(ctx, coord) == "mountain tiles go on plains only"
    assert "unmarked plains" in mountain_tile_refusal(ctx, MARKED_SUN)
    assert "unmarked plains" in mountain_tile_refusal(ctx, PEAK)
    assert mountain_tile_refusal(ctx, PEAK, "peak") == ""
    assert "marked crag" in mountain_tile_refusal(ctx, PEAK, "crag")
    assert mountain_tile_refusal(ctx, CRAG, "crag") == ""
    assert mountain_tile_refusal(ctx, CREW[0], "peak") != ""
    assert mountain_tile_refusal(ctx, MARKED_SUN, "sun") != ""  # no mountain tile shows it
    unmarked = mountain_tile_spots(ctx)
    assert CREW[0] in unmarked and MARKED_SUN not in unmarked and PEAK not in unmarked
    assert all(ctx.hexes[c].terrain == "plains" and ctx.hexes[c].marking is None
               for c in unmarked)
    lay_mountain_tile(ctx, CREW[0])
    assert "plains only" in mountain_tile_refusal(ctx, CREW[0])  # a mountain now
    with pytest.raises(ValueError, match="plains only"):
        lay_mountain_tile(ctx, CREW[0])


def test_unmarked_tiles_stay_off_every_time_token_plains_hex() -> None:
    """Decided (review a): a plains hex printed with a time token's marking is marked
    plains, and the book puts unmarked tiles on unmarked plains only."""
    _game, ctx = winter()
    marked = {c for c, h in ctx.hexes.items() if h.terrain == "plains" and h.marking}
    assert marked and not marked & set(mountain_tile_spots(ctx))


def test_the_example_a_tile_laid_under_a_crew_member_costs_it_nothing() -> None:
    _game, ctx = winter()
    run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*CREW), "res:0,4", "res:1,2"])
    before = dict(ctx.p(0).resources)
    lay_mountain_tile(ctx, CREW[1])
    assert ctx.hexes[CREW[1]].terrain == "mountain"
    assert ctx.p(0).crew[1] == CREW and ctx.p(0).resources == before
    ok(ctx)


def test_an_egg_stays_on_the_tile_for_whoever_reaches_it_later() -> None:
    _game, ctx = winter()
    lay_egg(ctx, CREW[0], "bird")
    eggs = [len(p.eggs) for p in ctx.state.players]
    lay_mountain_tile(ctx, CREW[0])
    assert ctx.state.map_eggs[CREW[0]] == "bird"
    assert [len(p.eggs) for p in ctx.state.players] == eggs
    ok(ctx)


def test_a_crew_member_placed_on_a_tile_later_pays_the_mountain_fee() -> None:
    _game, ctx = winter()
    assert (CREW, False) in legal_spots(ctx, 0, 1)
    lay_mountain_tile(ctx, CREW[0])
    assert (CREW, True) in legal_spots(ctx, 0, 1)
    set_resources(ctx, 0, 1, 1, 1, 1)
    _value, prompts = run_step(ctx, place_crew(ctx, 0),
                               ["member:1", spot(*CREW), "res:fruit", "res:0,4", "res:1,2"])
    assert prompts[2].kind == "mountain-fee"
    assert ctx.p(0).resources == {"fruit": 1, "coral": 2, "flower": 1, "mushroom": 1}
