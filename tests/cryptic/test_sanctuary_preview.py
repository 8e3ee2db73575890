"""What a board needs while a spot on the sanctuary is asked: one ref per spot, the tile
being placed named by the prompt, why any other spot is illegal, what a legal one gives,
and the sanctuary rebuilt from the view; `cryptic sim` stays the same."""

from __future__ import annotations

import copy
import hashlib
import json

import pytest

from cryptic_tui import cli
from engine.core import Game
from engine.core.option_ids import read_id
from engine.core.testing import play
from engine.cryptic.sanctuary import (
    Gains,
    Spot,
    new_sanctuary,
    place_terrain,
    terrain_spots,
    terrain_turns,
    terrain_why_not,
)
from engine.cryptic.settling import (
    cryptid_spots,
    cryptid_turns,
    cryptid_why_not,
    settle,
    settle_gains,
)
from engine.cryptic.view import sanctuary_of
from tests.cryptic.purposeful import Purposeful
from tests.cryptic.rules_helpers import ctx_of, new_game, rules

# `cryptic sim --players 3 --games 6 --seed 4 --json`, its games (no timings): option ids
# and their order decide what the random players pick. Taken again for rules version 2
# (returned bids, the top space, bonus rumors, the bag, Lagopus and Zitiron), which
# changed the games on purpose
SIM_DIGEST = "4c2d9ea10f0dfb73269308b8e6cc62ce8684465e200e08780181178d9997f60c"


def mid_game(kind: str) -> Game:
    """A 3-player game (fences on) played by purposeful players up to a spot prompt of
    this kind, well into the game: tiles laid, a cryptid settled for "settle-spot"."""
    game = new_game(3, 5)  # a seed whose game settles a cryptid (rules version 2)
    agent = Purposeful(ctx_of(game), 5)

    def there(g: Game) -> bool:
        prompt = g.prompt
        if prompt is None or prompt.kind != kind:
            return False
        return bool(g.state.sanctuary.settled) or (kind != "settle-spot" and g.state.round >= 4)

    play(game, then=agent.pick, until=there)
    assert game.prompt is not None and game.prompt.kind == kind
    return game


def corners(rows: int, cols: int) -> list[tuple[int, int]]:
    return [(r, c) for r in range(-3, rows + 1) for c in range(-3, cols + 1)]


@pytest.mark.parametrize("kind", ["construction-spot", "settle-spot"])
def test_each_spot_option_has_its_own_ref_and_the_prompt_names_the_tile(kind):
    game = mid_game(kind)
    prompt = game.prompt
    refs = [option.refs for option in prompt.options]
    assert all(len(r) == 1 for r in refs)
    assert len({r for r, in refs}) == len(refs), "one spot, one ref"
    for option in prompt.options:
        spot = Spot.of_ref(option.refs[0])
        assert spot.id == read_id(option.id, "spot").word()
        assert option.label == (f"Row {spot.row + 1}, column {spot.col + 1}, "
                                f"turned {spot.turn * 90}°")
    s = game.state.sanctuary
    (piece,) = prompt.refs
    what, _, name = piece.partition(":")
    if kind == "construction-spot":
        assert what == "terrain"
        legal = terrain_spots(s, rules().data.parts, name)
    else:
        assert what == "found" and name in game.state.players[prompt.seat].unsettled
        legal = cryptid_spots(s, rules().data.cat, name)
    assert [o.refs[0] for o in prompt.options] == [spot.ref for spot in legal]


def test_spot_refs_and_ids_read_back():
    spot = Spot(3, 4, 11)
    assert spot.ref == "spot:4,11,3" and Spot.of_ref(spot.ref) == spot
    assert Spot.of_id(spot.id) == spot
    for bad in ("square:4,11,3", "spot:4,11"):
        with pytest.raises(ValueError):
            Spot.of_ref(bad)
    with pytest.raises(ValueError):
        Spot.of_id("r4c11")


def test_the_view_gives_the_sanctuary_back():
    for kind in ("construction-spot", "settle-spot"):
        game = mid_game(kind)
        shown = game.view(0).sanctuary
        assert sanctuary_of(rules().data, shown) == game.state.sanctuary


def test_a_terrain_tile_is_refused_exactly_where_it_may_not_go():
    """Every turn and corner of every tile: a reason exactly when the spot is illegal."""
    game = mid_game("construction-spot")
    s, parts = game.state.sanctuary, rules().data.parts
    reasons: set[str] = set()
    for tile in [t.id for t in parts.terrain_tiles.tiles][::4]:
        legal = set(terrain_spots(s, parts, tile))
        for turn in terrain_turns(parts, tile):
            for row, col in corners(parts.sanctuary.rows, parts.sanctuary.cols):
                spot = Spot(turn, row, col)
                reason = terrain_why_not(s, parts, tile, spot)
                assert (reason == "") == (spot in legal), (tile, spot, reason)
                reasons.add(reason.split(" ")[0] + " " + reason.split(" ")[-1])
    assert {"part board", "part fence", "it tile"} <= reasons


def test_the_reasons_a_terrain_tile_is_refused():
    """A 2-player board: the west, east and south fences on; starting spaces A (2,2),
    B (1,9) (2,9) and C (5,5) still show."""
    parts = rules().data.parts
    s = new_sanctuary(parts, 2)
    water, mountains = "W01", "M01"  # two squares side by side

    def why(tile: str, row: int, col: int) -> str:
        return terrain_why_not(s, parts, tile, Spot(0, row, col))

    assert why(water, 0, 11) == "part of it is off the board"
    assert why(water, 4, 0) == "part of it is on a fence"
    assert why(water, 4, 4) == "the first water tile must cover a free starting space"
    assert why(water, 1, 8) == ""
    place_terrain(s, parts, water, Spot(0, 1, 8))
    assert why(water, 1, 8) == "it covers another tile"
    assert why(water, 4, 4) == "it must touch the water laid already"
    assert why(mountains, 2, 8) == "starting space B is kept for water"
    assert why(water, 2, 2) == "starting space A waits for another terrain's first tile"
    assert why(water, 2, 8) == ""


def test_a_cryptid_tile_is_refused_exactly_where_it_may_not_settle():
    game = mid_game("settle-spot")
    s, data = game.state.sanctuary, rules().data
    names = [c.name for c in data.cat.cryptids.cryptids]
    special = [n for n in names if data.cat.cryptid(n).power.effect in
               ("settle_any_terrain", "settle_on_cryptids")]
    reasons: set[str] = set()
    for name in special + names[::5]:
        legal = set(cryptid_spots(s, data.cat, name))
        for turn in cryptid_turns(data.cat, name):
            for row, col in corners(data.parts.sanctuary.rows, data.parts.sanctuary.cols):
                spot = Spot(turn, row, col)
                reason = cryptid_why_not(s, data.parts, data.cat, name, spot)
                assert (reason == "") == (spot in legal), (name, spot, reason)
                reasons.add(reason)
    assert {"part of it is off the board", "it covers another cryptid tile",
            "part of it is not on a terrain tile", "it lies on more than one terrain",
            "it must lie wholly on other cryptid tiles"} <= reasons
    assert any(r.startswith("it must lie on ") for r in reasons)


def test_what_a_spot_would_give_is_what_settling_there_gives():
    game = mid_game("settle-spot")
    s, cat = game.state.sanctuary, rules().data.cat
    name = game.prompt.refs[0].partition(":")[2]
    given = set()
    for spot in cryptid_spots(s, cat, name):
        after = copy.deepcopy(s)
        expected = settle_gains(s, cat, name, spot)
        assert settle(after, cat, name, 0, spot) == expected
        given.add(expected)
    assert given - {Gains()}, "some spot gives something"


def test_cryptic_sim_json_stays_the_same(capsys):
    assert cli.main(["sim", "--players", "3", "--games", "6", "--seed", "4", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)["per_game"]
    for game in games:
        del game["agents"]  # who played each seat (random), named since #36
    digest = hashlib.sha256(json.dumps(games, sort_keys=True).encode()).hexdigest()
    assert digest == SIM_DIGEST
