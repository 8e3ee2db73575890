"""Winterfall solo, Tingent Crew Placement: next to the most aurora tiles first (even by no
habitat of the card's kinds), then the base tie-breaks read for winter (a habitat under a
blizzard and a wild habitat count as the card's kinds), mountains once brown side up, and
the points for the blizzards and aurora tokens it takes. Map side A; each test lets Tingent
consider only the spots it names (the map's other spots are out of the picture)."""

from __future__ import annotations

from engine.wondrous.habitats import habitat_at
from engine.wondrous.solo import place as tingent_place
from engine.wondrous.solo.place import move
from engine.wondrous.winterfall.blizzards import place_blizzard
from engine.wondrous.winterfall.component_set import winterfall_parts
from tests.wondrous.rule_helpers import lay_egg
from tests.wondrous.solo_helpers import (
    PLAYER,
    drive,
    lay_aurora_tile,
    lay_wild,
    no_problems,
    solo,
    solo_fresh,
    tingent,
    winter_solo,
)

# spots (two plains hexes) and what lies around them on side A
WEST = ((5, 2), (5, 3))  # mushroom 5,1, coral 4,3, fruit 6,3 (all with an icon)
NORTH = ((0, 2), (0, 3))  # fruit 1,2, coral 0,4
RIVER = ((2, 5), (2, 6))  # mushroom 2,4, coral 2,7, fruit 3,6 (no icon)
SOUTH = ((8, 5), (8, 6))  # coral 7,5 only
SHORE = ((7, 6), (7, 7))  # coral 7,5, mushroom 7,8
BAY = ((6, 5), (7, 4))  # coral 7,5 only
EAST = ((3, 8), (4, 8))  # mushroom 4,9 (no icon), flower 5,7
HILL = ((4, 2), (5, 2))  # a printed mountain and plains: coral 4,3, flower 3,1,
#                          mushroom 5,1, fruit 6,3
CORAL_SE, MUSHROOM_SE, FLOWER_E = (7, 5), (7, 8), (5, 7)
MUSHROOM_W, CORAL_W, FRUIT_W, FLOWER_W = (5, 1), (4, 3), (6, 3), (3, 1)


def only_spots(monkeypatch, *spots):
    monkeypatch.setattr(tingent_place, "crew_spots_cached", lambda ctx: list(spots))


def level_of(ctx):
    return winterfall_parts(ctx.cat.comps).tingent.levels[solo(ctx).level]


def placed(ctx, monkeypatch, kinds, *spots, member="captain"):
    """Move Tingent's member with only `spots` open; returns (moved, prompts seen)."""
    only_spots(monkeypatch, *spots)
    return drive(ctx, move(ctx, member, tuple(kinds)))


# ---------------------------------------------------------------- the most aurora tiles first


def test_an_aurora_tile_beats_habitats_of_the_cards_kind_even_with_none_there(monkeypatch):
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, CORAL_SE, tokens=2)  # SOUTH: the tile and no habitat at all
    done, prompts = placed(ctx, monkeypatch, ["fruit"], WEST, SOUTH)
    assert done and prompts == []
    assert tingent(ctx).crew[0] == SOUTH
    assert tingent(ctx).score == level_of(ctx).aurora_vp  # no fruit habitat: only the token
    no_problems(ctx)


def test_more_aurora_tiles_beat_one_with_habitats_of_the_cards_kind(monkeypatch):
    _game, ctx = winter_solo()
    for coord in (CORAL_SE, MUSHROOM_SE):  # SHORE: two tiles, no habitat left showing
        lay_aurora_tile(ctx, coord, tokens=2)
    lay_aurora_tile(ctx, CORAL_W, tokens=2)  # WEST: one tile and a fruit habitat
    _done, prompts = placed(ctx, monkeypatch, ["fruit"], WEST, SHORE)
    assert prompts == [] and tingent(ctx).crew[0] == SHORE


def test_with_no_aurora_tile_near_and_no_habitat_of_its_kinds_it_cannot_move(monkeypatch):
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, CORAL_W, tokens=2)  # far from SOUTH
    done, prompts = placed(ctx, monkeypatch, ["flower"], SOUTH)
    assert done is False and prompts == [] and tingent(ctx).crew[0] is None


# ---------------------------------------------------------------- step 1: target habitats


def test_tied_on_auroras_more_habitats_of_the_cards_kind_win(monkeypatch):
    """WEST and SOUTH each touch one tile; WEST also a fruit habitat. RIVER touches no
    tile, so it loses though it has a fruit habitat and more habitats besides."""
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, MUSHROOM_W, tokens=2)
    lay_aurora_tile(ctx, CORAL_SE, tokens=2)
    _done, prompts = placed(ctx, monkeypatch, ["fruit"], RIVER, SOUTH, WEST)
    assert prompts == [] and tingent(ctx).crew[0] == WEST
    assert tingent(ctx).score == 1 + level_of(ctx).aurora_vp


def test_a_habitat_of_the_cards_kind_under_a_blizzard_still_counts(monkeypatch):
    """Fruit at 6,3 under a blizzard: WEST still touches a fruit habitat (and RIVER, with
    as many fruit habitats, has fewer habitats in all), and the blizzard scores too."""
    _game, ctx = winter_solo()
    place_blizzard(ctx, FRUIT_W)
    _done, prompts = placed(ctx, monkeypatch, ["fruit", "coral"], RIVER, WEST)
    assert prompts == [] and tingent(ctx).crew[0] == WEST
    level = level_of(ctx)
    assert tingent(ctx).score == 2 + level.blizzard_vp  # fruit and coral, one blizzard
    assert FRUIT_W not in ctx.state.winterfall.blizzards  # back to the supply
    no_problems(ctx)


def test_a_wild_habitat_counts_as_every_kind(monkeypatch):
    """NORTH with a wild habitat at 1,1 touches fruit and the wild one: two of the card's
    kind, against WEST's one (WEST ties it on every later step)."""
    _game, ctx = winter_solo()
    lay_wild(ctx, (1, 1))
    _done, prompts = placed(ctx, monkeypatch, ["fruit"], WEST, NORTH)
    assert prompts == [] and tingent(ctx).crew[0] == NORTH
    assert tingent(ctx).score == 2


# ---------------------------------------------------------------- steps 2-5 among aurora spots


def test_tied_on_auroras_more_habitats_in_all_win(monkeypatch):
    """Neither spot touches a flower habitat: SHORE shows the mushroom habitat, SOUTH none."""
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, CORAL_SE, tokens=2)
    _done, prompts = placed(ctx, monkeypatch, ["flower"], SOUTH, SHORE)
    assert prompts == [] and tingent(ctx).crew[0] == SHORE


def test_then_more_special_effect_icons(monkeypatch):
    """SHORE shows the mushroom habitat with an icon, EAST the one without."""
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, CORAL_SE, tokens=2)
    lay_aurora_tile(ctx, FLOWER_E, tokens=2)
    _done, prompts = placed(ctx, monkeypatch, ["fruit"], EAST, SHORE)
    assert prompts == [] and tingent(ctx).crew[0] == SHORE


def test_then_more_eggs_around(monkeypatch):
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, CORAL_SE, tokens=2)  # BAY and SOUTH: the tile, no habitat
    lay_egg(ctx, (8, 7), "fish")  # next to SOUTH
    _done, prompts = placed(ctx, monkeypatch, ["fruit"], BAY, SOUTH)
    assert prompts == [] and tingent(ctx).crew[0] == SOUTH
    assert ctx.state.map_eggs[(8, 7)] == "fish"  # only an egg under it is taken


def test_an_egg_under_the_crew_counts_and_is_taken(monkeypatch):
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, CORAL_SE, tokens=2)
    lay_egg(ctx, BAY[0], "bird")
    _done, prompts = placed(ctx, monkeypatch, ["fruit"], SOUTH, BAY)
    assert prompts == [] and tingent(ctx).crew[0] == BAY
    assert [e.species for e in tingent(ctx).eggs] == ["bird"]
    no_problems(ctx)


def test_still_tied_the_player_chooses(monkeypatch):
    _game, ctx = winter_solo()
    lay_aurora_tile(ctx, CORAL_SE, tokens=2)
    done, prompts = placed(ctx, monkeypatch, ["fruit"], BAY, SOUTH)
    assert done and [p.kind for p in prompts] == ["tingent-spot"]
    assert prompts[0].seat == PLAYER
    offered = sorted(tingent_place.parse_spot(o.id) for o in prompts[0].enabled)
    assert offered == sorted([BAY, SOUTH])


# ---------------------------------------------------------------- points


def test_the_easygoing_example_two_habitats_and_the_last_token(monkeypatch):
    """Easygoing: 2 VP for two target habitats, 3 VP for the aurora token; that was the
    tile's last token, so it goes to the discard pile and the habitat under it shows."""
    _game, ctx = winter_solo("easygoing")
    tile = lay_aurora_tile(ctx, MUSHROOM_W, tokens=1)
    done, prompts = placed(ctx, monkeypatch, ["coral", "fruit"], RIVER, WEST)
    assert done and prompts == [] and tingent(ctx).crew[0] == WEST
    assert tingent(ctx).score == 2 + 3
    assert (
        MUSHROOM_W not in ctx.state.winterfall.auroras
        and tile in ctx.state.winterfall.aurora_discard
    )
    assert habitat_at(ctx, MUSHROOM_W) is not None  # revealed
    no_problems(ctx)


def test_the_wild_example_on_mountains_brown_side_up(monkeypatch):
    """Wild, brown side up, on a mountain: 1 VP for the coral habitat, 2 x 2 VP for the two
    blizzards, 5 VP for the aurora token: 10 VP, and it pays nothing."""
    _game, ctx = winter_solo("wild")
    solo(ctx).brown = True
    lay_aurora_tile(ctx, FLOWER_W, tokens=2)
    place_blizzard(ctx, MUSHROOM_W)
    place_blizzard(ctx, FRUIT_W)
    _done, prompts = placed(ctx, monkeypatch, ["coral"], WEST, HILL)
    assert prompts == [] and tingent(ctx).crew[0] == HILL
    assert tingent(ctx).score == 1 + 2 * 2 + 5 == 10
    assert (
        ctx.state.winterfall.blizzards == [] and ctx.state.winterfall.auroras[FLOWER_W].tokens == 1
    )
    assert not any(tingent(ctx).resources.values())
    no_problems(ctx)


def test_mountains_stay_closed_before_the_brown_side(monkeypatch):
    _game, ctx = winter_solo("wild")
    lay_aurora_tile(ctx, FLOWER_W, tokens=2)
    _done, _prompts = placed(ctx, monkeypatch, ["coral"], WEST, HILL)
    assert tingent(ctx).crew[0] == WEST


def test_without_winterfall_brown_side_up_opens_no_mountain(monkeypatch):
    _game, ctx = solo_fresh()
    solo(ctx).brown = True
    _done, _prompts = placed(ctx, monkeypatch, ["coral"], WEST, HILL)
    assert tingent(ctx).crew[0] == WEST


def test_each_aurora_tile_around_gives_a_token(monkeypatch):
    _game, ctx = winter_solo("nightmare")
    for coord in (CORAL_SE, MUSHROOM_SE):
        lay_aurora_tile(ctx, coord, tokens=2)
    _done, _prompts = placed(ctx, monkeypatch, ["fruit"], WEST, SHORE)
    assert tingent(ctx).crew[0] == SHORE
    assert tingent(ctx).score == 2 * level_of(ctx).aurora_vp == 14
    assert [ctx.state.winterfall.auroras[c].tokens for c in (CORAL_SE, MUSHROOM_SE)] == [1, 1]
    no_problems(ctx)


def test_the_log_tells_the_move_the_blizzards_and_the_token(monkeypatch):
    _game, ctx = winter_solo("wild")
    lay_aurora_tile(ctx, MUSHROOM_W, tokens=2)
    place_blizzard(ctx, FRUIT_W)
    since = len(ctx.table.events)
    placed(ctx, monkeypatch, ["coral"], WEST)
    lines = [e.text for e in ctx.table.events[since:] if e.kind == "tingent"]
    assert lines == [
        "Tingent's captain moves to 5,2 + 5,3, next to 1 Coral habitat(s): +1 VP.",
        "Tingent scores 2 VP (1 blizzard(s) removed, 2 VP each): 3 in all.",
        "Tingent scores 5 VP (a token of the aurora at 5,1): 8 in all.",
    ]
