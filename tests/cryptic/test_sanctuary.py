"""The sanctuary: rules of construction, fences, settling and the majority (rulebook: End of
Turn, "Placing a terrain tile"; Relocate a Cryptid, "Settling a cryptid"; Game End; Scoring
step 7; Clarifications). Each test's docstring says which statement it checks, in our words.

The board (assets/cryptic/sanctuary.yaml, designed): 9 rows of 12 squares, starting spaces A
(rows 1-2, cols 1-2), B (rows 1-2, cols 9-10), C (rows 5-6, cols 5-6).
"""

from __future__ import annotations

import copy

import pytest

from engine.core.assets import packaged_root
from engine.core.hashing import state_hash
from engine.cryptic.parts.catalog import Catalog
from engine.cryptic.parts.sanctuary_board import SanctuaryFile
from engine.cryptic.parts.squares import TERRAINS, Cell, normalise
from engine.cryptic.parts.table import TableParts, load_table_parts
from engine.cryptic.sanctuary import (
    Gains,
    Sanctuary,
    Spot,
    close_terrains,
    construction_complete,
    fits,
    new_sanctuary,
    place_terrain,
    placed_squares,
    terrain_spots,
)
from engine.cryptic.settling import (
    area,
    cryptid_cells,
    cryptid_spots,
    habitat,
    majority,
    markers,
    settle,
)

A = {(1, 1), (1, 2), (2, 1), (2, 2)}
B = {(1, 9), (1, 10), (2, 9), (2, 10)}
C = {(5, 5), (5, 6), (6, 5), (6, 6)}


@pytest.fixture(scope="module")
def parts() -> TableParts:
    return load_table_parts(packaged_root() / "cryptic")


def cells_of(parts: TableParts, tile: str, spot: Spot) -> set[Cell]:
    return set(placed_squares(parts, tile, spot))


def all_cells(s: Sanctuary, parts: TableParts, tile: str) -> list[set[Cell]]:
    return [cells_of(parts, tile, spot) for spot in terrain_spots(s, parts, tile)]


def lay(s: Sanctuary, parts: TableParts, tile: str, row: int, col: int, turn: int = 0) -> None:
    place_terrain(s, parts, tile, Spot(turn, row, col))


def all_ids(parts: TableParts) -> list[str]:
    return [t.id for t in parts.terrain_tiles.tiles]


# --------------------------------------------------------------------------- fences


def test_fences_by_player_count(parts: TableParts) -> None:
    """Setup 13 and solo setup: with 3 players the fences for 2-3 players; with 2 players and
    alone those and the fence for 2; with 4 players none."""
    board = parts.sanctuary
    assert new_sanctuary(parts, 4).fenced == []
    assert set(new_sanctuary(parts, 3).fenced) == board.fenced(3) != set()
    assert set(new_sanctuary(parts, 2).fenced) == board.fenced(2) > board.fenced(3)
    assert new_sanctuary(parts, 1).fenced == new_sanctuary(parts, 2).fenced


def test_no_tile_goes_over_a_fence(parts: TableParts) -> None:
    """Construction note: fences cover squares, so only the squares they leave are built on
    (with 2 players only one square of C shows)."""
    s = new_sanctuary(parts, 2)
    fenced = set(s.fenced)
    placements = [c for tile in ("W03", "M13", "F17") for c in all_cells(s, parts, tile)]
    assert placements and all(not (cells & fenced) for cells in placements)
    at_c = [cells for cells in placements if cells & C]
    assert at_c and all((5, 5) in cells for cells in at_c)


# --------------------------------------------------------------------------- construction


def test_the_first_tile_covers_a_starting_square(parts: TableParts) -> None:
    """Construction: the first tile placed covers at least one square of a starting space;
    anywhere else it is refused."""
    s = new_sanctuary(parts, 4)
    placements = all_cells(s, parts, "W03")
    assert placements and all(cells & (A | B | C) for cells in placements)
    with pytest.raises(ValueError, match="may not go"):
        lay(s, parts, "W03", 4, 3)
    assert s.terrain == {}


def test_first_tiles_of_different_terrains_use_different_starting_spaces(
    parts: TableParts,
) -> None:
    """Construction: the first tiles of different terrains go on different starting
    spaces."""
    s = new_sanctuary(parts, 4)
    lay(s, parts, "W03", 1, 1)
    assert s.opened == {"A": "water"}
    mountains = all_cells(s, parts, "M03")
    assert mountains and all(not (cells & A) for cells in mountains)
    assert {frozenset(cells & B) != frozenset() for cells in mountains} == {True, False}
    lay(s, parts, "M03", 5, 5)
    assert s.opened == {"A": "water", "C": "mountains"}
    forests = all_cells(s, parts, "F03")
    assert forests and all(cells & B for cells in forests)


def test_a_first_tile_opens_one_starting_space_only(parts: TableParts) -> None:
    """Construction: first tiles of different terrains use different starting spaces, so a
    first tile may not take two at once (tried on a small board where A and B touch)."""
    small = SanctuaryFile(
        grid=["AB..", "....", "....", "...C"], request_slots=4, terrain_piles=3, fences=[]
    )
    parts = parts.replace(sanctuary=small)
    s = new_sanctuary(parts, 4)
    placements = all_cells(s, parts, "W03")
    assert placements and all(len(cells & {(0, 0), (0, 1), (3, 3)}) == 1 for cells in placements)
    with pytest.raises(ValueError):
        lay(s, parts, "W03", 0, 0)


def test_later_tiles_lie_next_to_their_own_terrain(parts: TableParts) -> None:
    """Construction: afterwards each new tile goes next to a tile of the same terrain; it may
    cover more of its own starting space."""
    s = new_sanctuary(parts, 4)
    lay(s, parts, "W03", 1, 1)
    water = {cell for cell, t in s.terrain.items() if t == "water"}
    near = {(r + dr, c + dc) for r, c in water for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0))}
    placements = all_cells(s, parts, "W06")
    assert placements and all(cells & near for cells in placements)
    assert any(cells >= {(2, 1), (2, 2)} for cells in placements)
    with pytest.raises(ValueError):
        lay(s, parts, "W06", 5, 1)  # on open ground, away from the water


def test_no_tile_covers_a_starting_space_kept_for_another_terrain(parts: TableParts) -> None:
    """Construction: a tile never covers another terrain's starting space, nor a space still
    free while other terrains have yet to start (each needs one of its own)."""
    s = new_sanctuary(parts, 4)
    lay(s, parts, "W03", 1, 1)
    lay(s, parts, "W13", 1, 3)  # row 1, cols 3-6
    lay(s, parts, "W01", 1, 7)  # row 1, cols 7-8: touching B
    assert all(not (cells & (B | C)) for cells in all_cells(s, parts, "W03"))
    lay(s, parts, "M03", 1, 9, turn=1)  # mountains open B
    assert all(not (cells & (B | C)) for cells in all_cells(s, parts, "W03"))
    assert all(not (cells & (A | C)) for cells in all_cells(s, parts, "M06"))


def test_no_tile_covers_another_tile(parts: TableParts) -> None:
    """Construction: tiles lie on empty squares."""
    s = new_sanctuary(parts, 4)
    lay(s, parts, "W12", 1, 1)
    assert all(not (cells & A) for cells in all_cells(s, parts, "W03"))
    with pytest.raises(ValueError):
        lay(s, parts, "W03", 2, 2)


def test_terrain_tiles_turn_but_never_flip(parts: TableParts) -> None:
    """Construction: tiles lie face up, so they may be turned but never mirrored; the
    symbols turn with the tile."""
    s = new_sanctuary(parts, 4)
    shapes = {tuple(normalise(cells)) for cells in all_cells(s, parts, "W17")}  # ".#i" "##."
    s_shape = ((0, 1), (0, 2), (1, 0), (1, 1))
    s_upright = ((0, 0), (1, 0), (1, 1), (2, 1))
    z_shape = ((0, 0), (0, 1), (1, 1), (1, 2))
    assert shapes == {s_shape, s_upright}
    assert z_shape not in shapes
    assert placed_squares(parts, "W01", Spot(0, 1, 1)) == {(1, 1): "coin", (1, 2): None}
    assert placed_squares(parts, "W01", Spot(2, 1, 1)) == {(1, 1): None, (1, 2): "coin"}


def test_the_board_records_terrain_symbols_and_order(parts: TableParts) -> None:
    """Construction: a tile's symbols lie on the board for a cryptid to cover later; the
    state is plain data the engine can hash."""
    s = new_sanctuary(parts, 4)
    lay(s, parts, "W11", 1, 1)  # "c#" "#e"
    assert s.symbols == {(1, 1): "coin", (2, 2): "experience"}
    assert [x.tile for x in s.laid] == ["W11"]
    assert len(state_hash(s)) == 64


# --------------------------------------------------------------------------- closing, game end


def hem_in_water(parts: TableParts) -> Sanctuary:
    """3 players: water opens on A's only visible square, then mountains from C wall it in."""
    s = new_sanctuary(parts, 3)
    lay(s, parts, "W03", 2, 2, turn=1)  # (2, 2), (3, 2)
    lay(s, parts, "M13", 5, 2)  # row 5, cols 2-5: opens C
    lay(s, parts, "M06", 4, 2)  # row 4, cols 2-4
    lay(s, parts, "M03", 2, 3, turn=1)  # (2, 3), (3, 3)
    return s


def test_a_terrain_that_cannot_be_placed_is_closed_for_good(parts: TableParts) -> None:
    """Construction: when no tile of a terrain can be placed (here water is walled in by
    mountains), that terrain is discarded from every board and drawn no more."""
    s = hem_in_water(parts)
    left = [i for i in all_ids(parts) if i not in {x.tile for x in s.laid}]
    assert not any(fits(s, parts, i) for i in left if i.startswith("W"))
    assert close_terrains(s, parts, left) == ["water"]
    assert s.closed == ["water"]
    assert close_terrains(s, parts, left) == []
    assert not construction_complete(s)


def test_a_terrain_stays_open_while_one_of_its_tiles_left_fits(parts: TableParts) -> None:
    """Construction: closing looks at the tiles still to come; a terrain with no tile left
    that fits closes even if other shapes would."""
    s = new_sanctuary(parts, 4)
    lay(s, parts, "W03", 1, 1)
    assert close_terrains(s, parts, ["W01", "M01", "F01"]) == []
    assert close_terrains(s, parts, ["M01", "F01"]) == ["water"]


def test_the_game_end_comes_when_no_terrain_tile_fits(parts: TableParts) -> None:
    """Game end: placing a tile that leaves no room for any further tile triggers the end;
    until then some tile left still fits."""
    s = new_sanctuary(parts, 2)
    left = all_ids(parts)
    while not construction_complete(s):
        assert any(fits(s, parts, i) for i in left)
        tile = next(i for i in left if fits(s, parts, i))
        place_terrain(s, parts, tile, terrain_spots(s, parts, tile)[0])
        left.remove(tile)
        close_terrains(s, parts, left)
    assert s.closed == list(TERRAINS)
    assert left and not any(fits(s, parts, i) for i in left)


# --------------------------------------------------------------------------- settling

LETTERS = {"W": "water", "M": "mountains", "F": "forests"}
SYMBOLS = {"c": "coin", "e": "experience", "i": "initiative"}


def drawn(*rows: str, top: int = 3, left: int = 3) -> Sanctuary:
    """A sanctuary drawn as terrain letters (W, M, F); a lower-case letter after a terrain
    letter's square marks its symbol: "FeF" is two forest squares, the first with
    experience. The picture's corner is at (top, left)."""
    s = Sanctuary(fenced=[])
    for r, row in enumerate(rows):
        col = 0
        for ch in row:
            cell = (top + r, left + col - 1)
            if ch in SYMBOLS:
                s.symbols[cell] = SYMBOLS[ch]
                continue
            if ch in LETTERS:
                s.terrain[(top + r, left + col)] = LETTERS[ch]
            col += 1
    return s


def test_drawn_boards_read_as_meant() -> None:
    """The pictures below mean what they show."""
    s = drawn("FeF", ".M")
    assert s.terrain == {(3, 3): "forests", (3, 4): "forests", (4, 4): "mountains"}
    assert s.symbols == {(3, 3): "experience"}


def settling_example() -> Sanctuary:
    """The relocation example, built: forests where Tulikettu fits over an experience and a
    coin and the Beast of Gevaudan only when turned; mountains too small for Cochlea."""
    return drawn(
        "FFeFcF.MMM",
        "FF.....MM",
    )


def test_the_settling_example(catalog: Catalog) -> None:
    """Settling example: Tulikettu fits, the Beast of Gevaudan fits after a quarter turn,
    Cochlea Sarmatica finds no place; Tulikettu settled gives 1 experience and 1 coin and
    carries the player's marker."""
    s = settling_example()
    assert cryptid_spots(s, catalog, "Tulikettu")
    beast = cryptid_spots(s, catalog, "Beast of Gévaudan")
    assert beast and {spot.turn for spot in beast} <= {1, 3}
    assert cryptid_spots(s, catalog, "Cochlea Sarmatica") == []
    orange = 2
    spot = next(p for p in cryptid_spots(s, catalog, "Tulikettu") if p.col == 4)
    assert settle(s, catalog, "Tulikettu", orange, spot) == Gains(coins=1, experience=1)
    assert markers(s) == {orange: 1}
    assert habitat(s, "Tulikettu") == "forests"


def test_a_cryptid_tile_lies_wholly_on_its_own_terrain(catalog: Catalog) -> None:
    """Settling: the tile must entirely cover terrain tiles of its colour."""
    s = drawn("FFMM", "WWWW")
    assert cryptid_spots(s, catalog, "Tulikettu") == []  # forests, 3 in a row
    s = drawn("FFFM", "WWWW")
    assert [(p.row, p.col) for p in cryptid_spots(s, catalog, "Tulikettu")] == [(3, 3)]
    with pytest.raises(ValueError, match="may not settle"):
        settle(s, catalog, "Tulikettu", 0, Spot(0, 3, 4))


def test_a_cryptid_tile_turns_but_never_flips(catalog: Catalog) -> None:
    """Settling: a cryptid tile may be rotated but not laid face down (no mirror image)."""
    beast = catalog.cryptid("Beast of Gévaudan").tile  # "#." "#." "##"
    assert sorted(map(tuple, beast)) == [(0, 0), (1, 0), (2, 0), (2, 1)]
    assert cryptid_spots(drawn("F.", "F.", "FF"), catalog, "Beast of Gévaudan")
    assert cryptid_spots(drawn(".F", ".F", "FF"), catalog, "Beast of Gévaudan") == []
    turned = cryptid_cells(catalog, "Beast of Gévaudan", Spot(1, 3, 3))  # "###" "#.."
    assert turned == [(3, 3), (3, 4), (3, 5), (4, 3)]


def test_a_cryptid_tile_never_covers_another(catalog: Catalog) -> None:
    """Settling: the tile covers no other cryptid tile, and a cryptid settles once."""
    s = drawn("FFFF")
    settle(s, catalog, "Tulikettu", 0, Spot(0, 3, 3))  # cols 3-5
    assert cryptid_spots(s, catalog, "Mahwot") == []  # also 3 forests in a row
    with pytest.raises(ValueError, match="may not settle"):
        settle(s, catalog, "Mahwot", 1, Spot(0, 3, 4))
    twice = drawn("FFFFFF")
    settle(twice, catalog, "Tulikettu", 0, Spot(0, 3, 3))
    with pytest.raises(ValueError, match="already settled"):
        settle(twice, catalog, "Tulikettu", 1, Spot(0, 3, 6))


def test_every_symbol_pays(catalog: Catalog) -> None:
    """Settling: each covered symbol gives 1 experience, 1 coin or a move of the assistant."""
    s = drawn("FiFcFe")
    assert settle(s, catalog, "Tulikettu", 0, Spot(0, 3, 3)) == Gains(1, 1, 1)


def test_korkodil_settles_on_any_one_terrain(catalog: Catalog) -> None:
    """Clarification: Korkodil lives on the terrain its tile occupies (any of the three),
    one terrain for the whole tile; unsettled it has no habitat."""
    tile = catalog.cryptid("Korkodil").tile
    assert sorted(map(tuple, tile)) == [(0, 0), (0, 1), (1, 1), (1, 2)]
    assert cryptid_spots(drawn("MM.", ".MM"), catalog, "Korkodil") == [Spot(0, 3, 3)]
    assert cryptid_spots(drawn("MM.", ".WW"), catalog, "Korkodil") == []
    s = drawn("WW.", ".WiW")
    assert habitat(s, "Korkodil") is None
    assert settle(s, catalog, "Korkodil", 1, Spot(0, 3, 3)) == Gains(initiative=1)
    assert habitat(s, "Korkodil") == "water"


def three_rows_of_cryptids(catalog: Catalog) -> Sanctuary:
    """Forests 3 x 3 with symbols, covered by three cryptid tiles in rows: Tulikettu (seat
    0), Mahwot (seat 1), Aitvaras turned (seat 0)."""
    s = drawn("FcFFe", "FFiF", "FFF")
    settle(s, catalog, "Tulikettu", 0, Spot(0, 3, 3))
    settle(s, catalog, "Mahwot", 1, Spot(0, 4, 3))
    settle(s, catalog, "Aitvaras", 0, Spot(1, 5, 3))
    return s


@pytest.mark.parametrize("name", ["Lagopus", "Zitiron"])
def test_lagopus_and_zitiron_settle_on_other_cryptid_tiles(catalog: Catalog, name: str) -> None:
    """Clarification: Lagopus and Zitiron go on top of other cryptid tiles, may cover two
    of them, and take no terrain bonus; the markers below still count for their owners."""
    assert cryptid_spots(drawn("FFF", "FFF", "FFF"), catalog, name) == []
    s = three_rows_of_cryptids(catalog)
    covered = {cell for x in s.settled for cell in x.cells}
    spots = cryptid_spots(s, catalog, name)
    assert spots
    for spot in spots:
        trial = drawn()
        trial.terrain, trial.settled = s.terrain, list(s.settled)
        settle(trial, catalog, name, 2, spot)
        assert set(trial.settled[-1].cells) <= covered
    spot = spots[0]
    assert settle(s, catalog, name, 2, spot) == Gains()
    under = {x.seat for x in s.settled[:-1] if set(x.cells) & set(s.settled[-1].cells)}
    assert under == {0, 1}
    assert markers(s) == {0: 2, 1: 1, 2: 1}
    assert habitat(s, name) is None


def test_lagopus_and_zitiron_cover_at_most_two_cryptid_tiles(catalog: Catalog) -> None:
    """Clarification: "they may cover spaces of 2 cryptid tiles": Zitiron upright across
    the three rows of tiles would cover three, so it may not lie there."""
    s = three_rows_of_cryptids(catalog)
    upright = Spot(0, 3, 3)
    assert cryptid_cells(catalog, "Zitiron", upright) == [(3, 3), (4, 3), (4, 4), (5, 3)]
    spots = cryptid_spots(s, catalog, "Zitiron")
    assert upright not in spots and spots
    for spot in spots:
        cells = set(cryptid_cells(catalog, "Zitiron", spot))
        assert len([x for x in s.settled if cells & set(x.cells)]) <= 2


def test_lagopus_does_not_hang_over_bare_terrain(catalog: Catalog) -> None:
    """Clarification: Lagopus lies on cryptid tiles, not partly on uncovered terrain."""
    s = drawn("FFFF", "FFFF")
    settle(s, catalog, "Tulikettu", 0, Spot(0, 3, 3))  # row 3, cols 3-5
    settle(s, catalog, "Mahwot", 0, Spot(0, 4, 3))  # row 4, cols 3-5
    assert [(p.row, p.col) for p in cryptid_spots(s, catalog, "Lagopus")] == [(3, 3), (3, 4)]


# --------------------------------------------------------------------------- majority


def test_the_most_markers_win_the_majority(catalog: Catalog) -> None:
    """Scoring step 7: the player with the most cryptid markers in the sanctuary."""
    s = drawn("FFFF", "FFFF", "FFFF")
    assert majority(s) == []
    settle(s, catalog, "Drekavac", 1, Spot(0, 3, 3))
    settle(s, catalog, "Elwetritsch", 1, Spot(1, 4, 3))  # turned: row 4
    settle(s, catalog, "Tulikettu", 0, Spot(0, 5, 3))
    assert markers(s) == {0: 1, 1: 2}
    assert area(s) == {0: 3, 1: 4}
    assert majority(s) == [1]


def test_a_tie_goes_to_the_largest_area_then_to_all(catalog: Catalog) -> None:
    """Scoring step 7: tied on markers, the largest area covered by one's cryptid tiles
    scores; tied on area too, every tied player scores."""
    s = drawn("FFFF", "FFFF", "FFFF")
    settle(s, catalog, "Tulikettu", 0, Spot(0, 3, 3))
    settle(s, catalog, "Drekavac", 1, Spot(0, 4, 3))
    assert majority(s) == [0]
    settle(s, catalog, "Mahwot", 2, Spot(0, 5, 3))
    assert majority(s) == [0, 2]


def test_the_sanctuary_is_plain_state(parts: TableParts, catalog: Catalog) -> None:
    """Design: the state is plain data; a copy equals the original and hashes the same."""
    s = three_rows_of_cryptids(catalog)
    twin = copy.deepcopy(s)
    assert twin == s and state_hash(twin) == state_hash(s)
    settle(twin, catalog, "Lagopus", 1, cryptid_spots(twin, catalog, "Lagopus")[0])
    assert state_hash(twin) != state_hash(s)
