"""Cryptic Nature table parts: terrain tiles, sanctuary, player board, dice, Poacher cards.

Each test names, in its docstring, the rulebook statement (../shared/rules/cryptic-nature.txt)
it checks, in our words; "designed" marks a check of a value the project chose.
"""

from __future__ import annotations

import json
import random
import shutil
import statistics
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
import yaml

from engine.core.assets import packaged_root
from engine.core.errors import AssetError
from engine.cryptic.parts.player_pieces import TOP_SPACE
from engine.cryptic.parts.poacher_cards import CAPTURE_NEEDS, poacher_parts
from engine.cryptic.parts.squares import BONUSES, TERRAINS, Cell, connected
from engine.cryptic.parts.table import TableParts, load_table_parts
from engine.cryptic.parts.table_export import table_parts_json, table_parts_report
from engine.cryptic.parts.tiles import TerrainTile
from engine.cryptic.sanctuary import (
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


@pytest.fixture(scope="module")
def parts() -> TableParts:
    return load_table_parts(packaged_root() / "cryptic")


# --------------------------------------------------------------------------- terrain tiles


def test_there_are_17_terrain_tiles_of_each_terrain(parts: TableParts) -> None:
    """Components: 51 terrain tiles, 17 each of mountains, water and forests."""
    assert len(parts.terrain_tiles.tiles) == 51
    assert Counter(t.terrain for t in parts.terrain_tiles.tiles) == dict.fromkeys(TERRAINS, 17)


def test_every_terrain_tile_is_one_piece_of_squares(parts: TableParts) -> None:
    """Settling: a cryptid tile covers terrain squares, so terrain tiles are joined squares."""
    for tile in parts.terrain_tiles.tiles:
        assert len(tile.cells) >= 2 and connected(tile.cells), tile.id


def test_a_tile_is_found_by_its_id_and_read_from_its_picture(parts: TableParts) -> None:
    tiles = parts.terrain_tiles
    for tile in tiles.tiles:
        assert tiles.tile(tile.id) is tile
        # the picture read once, in order, each square with its symbol (or none)
        assert tile.square_items == tuple(sorted(tile.squares.items()))
        assert tile.cells == tuple(sorted(tile.squares))
        assert tile.bonus_at == tuple((c, b) for c, b in tile.square_items if b is not None)
    with pytest.raises(ValueError, match="no terrain tile 'Z99'"):
        tiles.tile("Z99")


def test_symbols_are_coins_experience_initiative_and_some_tiles_have_none(
    parts: TableParts,
) -> None:
    """Construction: tiles show coin, experience and initiative symbols, at most one per
    square; the advice to lay bonus-free tiles means such tiles exist in every terrain."""
    for terrain in TERRAINS:
        tiles = parts.tiles_of(terrain)
        assert {b for t in tiles for b in t.bonuses} == set(BONUSES), terrain
        assert any(not t.bonuses for t in tiles), terrain
        assert all(len(t.bonuses) <= len(t.cells) for t in tiles)


def test_the_three_terrains_are_equally_rich(parts: TableParts) -> None:
    """Designed: every terrain has the same squares and the same symbols, so no colour of
    starting tile is better than another."""

    def profile(terrain: str) -> tuple[object, ...]:
        tiles = parts.tiles_of(terrain)  # type: ignore[arg-type]
        sizes = sorted(len(t.cells) for t in tiles)
        return sizes, Counter(b for t in tiles for b in t.bonuses)

    assert profile("water") == profile("mountains") == profile("forests")


# --------------------------------------------------------------------------- sanctuary


def test_the_board_has_three_starting_spaces_four_request_slots_three_piles(
    parts: TableParts,
) -> None:
    """Setup: 4 request tokens go in slots on the sanctuary board and the terrain tiles in 3
    piles on it; construction: the first tiles go on 3 darker starting spaces."""
    board = parts.sanctuary
    assert len(board.starting_spaces) == 3
    assert board.request_slots == 4
    assert board.terrain_piles == 3
    spaces = list(board.starting_spaces.values())
    assert all(len(s) >= 2 for s in spaces), "a space shows more than one square unfenced"
    assert not (spaces[0] & spaces[1] or spaces[0] & spaces[2] or spaces[1] & spaces[2])


def test_three_fences_two_for_two_or_three_players_one_for_two(parts: TableParts) -> None:
    """Components: 3 fences for 2-3 players; setup: with 3 players the fences for 2-3 go on,
    with 2 those and the fence for 2; solo: all fences. With 4 players no fence."""
    board = parts.sanctuary
    assert len(board.fences) == 3
    assert sorted(f.players for f in board.fences) == [[2], [2, 3], [2, 3]]
    assert board.fences_for(2) == board.fences  # also the solo game
    assert len(board.fences_for(3)) == 2
    assert board.fences_for(4) == []
    assert len(board.open_squares(2)) < len(board.open_squares(3)) < len(board.open_squares(4))


def test_fences_leave_one_square_of_some_starting_space(parts: TableParts) -> None:
    """Construction note: with 2 or 3 players, fences leave only 1 square of some starting
    spaces visible (so never none)."""
    board = parts.sanctuary
    for players in (2, 3):
        seen = sorted(len(c) for c in board.visible_starts(players).values())
        assert seen[0] == 1, players
    assert all(board.visible_starts(4)[k] == v for k, v in board.starting_spaces.items())


def test_every_terrain_tile_fits_as_first_tile_on_every_starting_space(
    parts: TableParts,
) -> None:
    """Construction: any terrain may open on any free starting space, so every tile must fit
    on each one, even where fences leave a single square (2 and 3 players)."""
    for players in (2, 3, 4):
        for letter in "ABC":
            board = new_sanctuary(parts, players)
            board.opened = {k: "taken" for k in "ABC" if k != letter}
            for tile in parts.terrain_tiles.tiles:
                assert fits(board, parts, tile.id), (players, letter, tile.id)


def _snugness(board: Sanctuary, parts: TableParts, cells: Iterable[Cell]) -> int:
    """How many sides of a placement touch a tile, a fence or the edge: builders keep the
    sanctuary compact so cryptid tiles fit, which is how the game is meant to close."""
    cells = set(cells)
    free = parts.sanctuary.squares - set(board.fenced) - board.terrain.keys()
    sides = ((1, 0), (-1, 0), (0, 1), (0, -1))
    return sum(
        (r + dr, c + dc) not in cells and (r + dr, c + dc) not in free
        for r, c in cells
        for dr, dc in sides
    )


def _play_construction(parts: TableParts, players: int, seed: int) -> tuple[int, int]:
    """Lay tiles as sensible players would, one per player per round, until no tile of any
    terrain fits; return (rounds played, tiles laid).
    Players start with one tile of each terrain, open a new terrain when they can, else lay
    one of the snuggest placements, and replace a used tile from the same pile. A terrain
    none of whose tiles fits is closed; a player whose tiles all fail swaps them."""
    rng = random.Random(seed)
    piles = {t: parts.tiles_of(t) for t in TERRAINS}
    for pile in piles.values():
        rng.shuffle(pile)
    hands = [[piles[t].pop() for t in TERRAINS] for _ in range(players)]
    board = new_sanctuary(parts, players)
    laid = 0

    def draw(terrain: str) -> TerrainTile | None:
        live = [t for t in TERRAINS if t not in board.closed and piles[t]]
        pile = piles[terrain] if terrain in live else next((piles[t] for t in live), None)
        return pile.pop() if pile else None

    def refill(hand: list[TerrainTile], gone: list[TerrainTile]) -> None:
        for tile in gone:
            hand.remove(tile)
            new = draw(tile.terrain)
            if new is not None:
                hand.append(new)

    def snugness(tile: TerrainTile, spot: Spot) -> int:
        return _snugness(board, parts, placed_squares(parts, tile.id, spot))

    for round_no in range(1, 40):
        for hand in hands:
            if not any(fits(board, parts, t.id) for t in hand):
                refill(hand, list(hand))
            options = [(t, p) for t in hand for p in terrain_spots(board, parts, t.id)]
            if options:
                opening = [o for o in options if o[0].terrain not in board.opened.values()]
                options = opening or sorted(options, key=lambda o: -snugness(*o))[:3]
                tile, spot = rng.choice(options)
                place_terrain(board, parts, tile.id, spot)
                laid += 1
                refill(hand, [tile])
            left = [t.id for group in [*piles.values(), *hands] for t in group]
            for terrain in close_terrains(board, parts, left):
                for h in hands:
                    refill(h, [t for t in h if t.terrain == terrain])
            if construction_complete(board):
                return round_no + 1, laid  # the round ends, then one more
    raise AssertionError("the sanctuary never closed")


@pytest.mark.slow
def test_fences_keep_the_game_about_as_long_at_every_player_count(parts: TableParts) -> None:
    """Game end: the sanctuary closes when no terrain tile fits, then one more round is
    played. The fences for 2 and 3 players exist to keep the game about as long as with 4;
    the turn example has a player holding every skill (12 experience), which takes a game
    of several rounds; and the sanctuary, not the piles, ends the game: the tiles laid plus
    the 3 on each player board never exceed the 51 in the box."""
    medians = {}
    for players in (2, 3, 4):
        games = [_play_construction(parts, players, seed) for seed in range(12)]
        assert max(laid for _, laid in games) + 3 * players <= 51, players
        medians[players] = statistics.median(rounds for rounds, _ in games)
    assert all(7 <= m <= 12 for m in medians.values()), medians
    assert max(medians.values()) - min(medians.values()) <= 2, medians


# --------------------------------------------------------------------------- player board

STATED_SKILLS = {
    # id: (kind, basic cost in experience, copies)
    "flight_ticket": ("active", 0, 1),
    "collect_evidence": ("active", 1, 1),
    "track_cryptid": ("active", 2, 1),
    "luck": ("active", 1, 1),
    "second_chance": ("active", 2, 1),
    "relocate_cryptid": ("active", 2, 1),
    "movement_range": ("passive", 1, 2),
    "interrupt_movement": ("passive", 1, 1),
    "collect_adjacent": ("passive", 1, 1),
}


def test_skills_kinds_and_basic_costs_are_the_books(parts: TableParts) -> None:
    """Using skills: the six active and three passive skills with their basic costs (1 or 2
    experience, the 2-player surcharge not included); two movement range skills; only the
    flight ticket is held from the start."""
    skills = {s.id: (s.kind, s.cost, s.copies) for s in parts.player_board.skills}
    assert skills == STATED_SKILLS
    assert [s.id for s in parts.player_board.skills if s.start] == ["flight_ticket"]


def test_one_skill_slot_per_skill_marker(parts: TableParts) -> None:
    """Components and setup: 40 skill markers, 10 per player, one on the flight ticket and 9
    set aside for the other skills; the turn example readies 4 spent skills at once, so at
    least 4 are active."""
    board = parts.player_board
    assert board.skill_slots * 4 == 40
    assert sum(s.kind == "active" for s in board.skills) >= 4


def test_player_board_slots_and_pieces(parts: TableParts) -> None:
    """Setup: 2 action markers (main action, main movement); 3 terrain slots; 32 cryptid
    markers and 8 bid markers for 4 players; 1 bonus rumor on the board; coins 1, 2, 2, 3
    by initiative position. Tracking: 2 rumors stand for 1 evidence, so a 3-evidence cryptid
    found with a rumor pair needs 4 evidence slots."""
    board = parts.player_board
    assert sorted(board.action_markers) == ["main_action", "main_movement"]
    assert board.terrain_slots == 3
    assert board.cryptid_markers * 4 == 32
    assert board.bid_markers * 4 == 8
    assert board.start_bonus_rumors == 1
    assert board.starting_coins == [1, 2, 2, 3]
    assert board.evidence_slots >= 4


# --------------------------------------------------------------------------- dice


def test_assistant_dice(parts: TableParts) -> None:
    """Components and setup: 5 assistant dice, 3 used with 2 players, 4 with 3, 5 with 4;
    their faces: 2 or 3 coins, 1 or 2 experience, ready 2 skills, a bonus rumor."""
    dice = parts.dice.assistant_dice
    assert dice.count == 5
    assert dice.by_players == {2: 3, 3: 4, 4: 5}
    faces = {(f.gain, f.amount) for f in dice.faces}
    assert faces == {
        ("coins", 2),
        ("coins", 3),
        ("experience", 1),
        ("experience", 2),
        ("refresh", 2),
        ("bonus_rumor", 1),
    }


def test_tracking_dice(parts: TableParts) -> None:
    """Components and tracking: 2 tracking dice, one rolled per missing evidence; at least 1
    of up to 3 required evidence is held, so at most 2 are rolled; faces are success,
    failure, and a failure the luck skill turns into success."""
    dice = parts.dice.tracking_dice
    assert dice.count == 2 >= max(CAPTURE_NEEDS.values()) - 1 - 1
    assert set(dice.faces) == {"success", "failure", "luck"}
    assert 0 < dice.faces.count("success") < len(dice.faces)


# --------------------------------------------------------------------------- Poacher


def test_fifteen_poacher_cards_with_five_and_two_lines(parts: TableParts) -> None:
    """Solo components and turns: 15 cards; 5 top lines for 0-4 evidence held; 2 bottom
    lines, each ending with a move just above or just below the player; a terrain type."""
    cards = poacher_parts(parts).cards
    assert [c.number for c in cards] == list(range(1, 16))
    for card in cards:
        assert len(card.by_evidence) == 5
        assert {card.above.move, card.below.move} <= {"above", "below"}
        assert card.terrain in TERRAINS


def test_poacher_captures_only_with_enough_evidence(parts: TableParts) -> None:
    """Action symbols: a capture needs the 2 or 3 evidence it names; with 4 evidence he can
    capture any cryptid; his board holds 4, so with 4 he takes nothing."""
    assert poacher_parts(parts).board.evidence_slots == 4
    for card in poacher_parts(parts).cards:
        for held, line in enumerate(card.by_evidence):
            assert all(CAPTURE_NEEDS.get(a, 0) <= held for a in line), card.number
        assert "capture_any" in card.by_evidence[4]
        assert not any(a.endswith(("_evidence", "_location")) for a in card.by_evidence[4])


def test_poacher_phases_use_their_own_actions(parts: TableParts) -> None:
    """Solo turns: in the Cryptozoologist Phase he takes evidence (for your bids, your
    contracts, the lowest or highest location of a region), resets the board's evidence or
    captures; in the Assistant Phase he removes an assistant die, takes evidence from the
    market or resets the market. Every symbol appears on some card."""
    top = {a for c in poacher_parts(parts).cards for line in c.by_evidence for a in line}
    bottom = {a for c in poacher_parts(parts).cards for a in c.above.actions + c.below.actions}
    assert top == {
        "bid_evidence",
        "contract_evidence",
        "lowest_location",
        "highest_location",
        "reset_evidence",
        "capture_2",
        "capture_3",
        "capture_any",
    }
    assert {a.split("+")[0] for a in bottom if a.startswith("die_")} == {
        "die_coins",
        "die_experience",
        "die_refresh",
        "die_rumor",
    }
    assert any("reset_market" in a for a in bottom)
    assert {"bid_evidence", "contract_evidence"} <= {a.split("+")[0] for a in bottom}


def test_poacher_priorities(parts: TableParts) -> None:
    """Solo: the cryptid priority ranks found-not-relocated, contract and bid cryptids; the
    region priority ranks compass regions. Designed: every kind and region leads on some
    card, and each terrain is placed by 5 cards."""
    cards = poacher_parts(parts).cards
    assert all(set(c.cryptid_priority) <= {"found", "contract", "bid"} for c in cards)
    assert {c.cryptid_priority[0] for c in cards} == {"found", "contract", "bid"}
    assert {c.region_priority[0] for c in cards} == {"N", "E", "S", "W"}
    assert Counter(c.terrain for c in cards) == dict.fromkeys(TERRAINS, 5)


def test_poacher_board_overlay_and_ratings(parts: TableParts) -> None:
    """Solo: he wins with 5 captures or 3 for one contract; the overlay resets 1 cryptid card
    for 3 coins; ratings up to 11, 12-15, 16-19, 20-25, 26 and more."""
    solo = poacher_parts(parts)
    assert (solo.board.captures_to_win, solo.board.contract_captures_to_win) == (5, 3)
    assert (solo.reset_overlay.coins, solo.reset_overlay.cryptid_cards) == (3, 1)
    assert [(r.min, r.max) for r in solo.rating] == [
        (0, 11),
        (12, 15),
        (16, 19),
        (20, 25),
        (26, None),
    ]


# --------------------------------------------------------------------------- initiative track


def test_the_track_has_a_left_and_a_right_side(parts: TableParts) -> None:
    """Player setup and turn ends: assistants start on the left side; after a Cryptozoologist
    Phase turn they move right, after an Assistant Phase turn back left, so each side holds
    those waiting for one phase. A round starts with the Cryptozoologist Phase."""
    track = parts.initiative
    assert track.sides == {"left": "cryptozoologist", "right": "assistant"}
    assert track.start_side == "left"
    assert track.sides[track.start_side] == "cryptozoologist"


def test_assistants_start_from_the_highlighted_spot_down(parts: TableParts) -> None:
    """Player setup: one after another from the highlighted spot, the order read from the
    top; solo: you on the highlighted spot and the Poacher on the space below."""
    track = parts.initiative
    h = track.highlighted
    assert track.starting_spaces(2) == [h, h + 1]
    assert track.starting_spaces(3) == [h, h + 1, h + 2]
    assert track.starting_spaces(4) == [h, h + 1, h + 2, h + 3]
    assert track.starting_spaces(1) == [h, h + 1]  # you, then the Poacher
    assert all(track.spaces >= s >= TOP_SPACE for s in track.starting_spaces(4))


def test_every_starting_space_has_its_coins(parts: TableParts) -> None:
    """Player setup: coins by position on the track, 1, 2, 2 and 3; alone you are first and
    take 1."""
    coins = parts.player_board.starting_coins
    assert len(coins) == len(parts.initiative.starting_spaces(4))
    assert coins[: len(parts.initiative.starting_spaces(1)) - 1] == [1]


def test_there_is_room_to_move_from_the_start(parts: TableParts) -> None:
    """Assistant Phase and turn example: assistants never share a space and one with no
    free space one way must move the other way, so with 4 players a space stays free; the
    example's second of 3 players moves 2 spaces up past the first, so the top space is at
    least 2 above the highlighted spot (designed: 8 spaces, highlighted the 3rd)."""
    track = parts.initiative
    assert track.spaces > len(track.starting_spaces(4))
    second = track.starting_spaces(3)[1]
    assert second - 2 - 1 >= TOP_SPACE  # up 2, jumping over the first, stays on the track
    assert (track.spaces, track.highlighted) == (8, 3)


# --------------------------------------------------------------------------- designed marks


def test_designed_values_are_marked(parts: TableParts) -> None:
    """Rules README: values the book does not give are marked designed in the files."""
    assert all(set(t.designed) == {"shape", "bonuses"} for t in parts.terrain_tiles.tiles)
    assert set(parts.sanctuary.designed) == {"grid", "fences"}
    assert "evidence_slots" in parts.player_board.designed
    assert parts.dice.assistant_dice.designed == ["faces"]
    assert parts.dice.tracking_dice.designed == ["faces"]
    assert all(len(c.designed) == 6 for c in poacher_parts(parts).cards)
    assert set(parts.initiative.designed) == {"spaces", "highlighted"}


# --------------------------------------------------------------------------- faults


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    folder = tmp_path / "cryptic"
    shutil.copytree(packaged_root() / "cryptic", folder)
    return folder


def _edit(folder: Path, name: str, change: Callable[[dict], None]) -> None:
    path = folder / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


FAULTS: dict[str, tuple[str, Callable[[dict], None], str]] = {
    "terrain": (
        "terrain_tiles.yaml",
        lambda d: d["tiles"][3].update(terrain="lava"),
        "entry tiles.3 (W04): field terrain:",
    ),
    "split shape": (
        "terrain_tiles.yaml",
        lambda d: d["tiles"][0].update(shape=["c.", ".#"]),
        "entry tiles.0 (W01): field shape:",
    ),
    "tile count": (
        "terrain_tiles.yaml",
        lambda d: d["tiles"].pop(),
        "entry top level: field tiles:",
    ),
    "skill cost": (
        "player_board.yaml",
        lambda d: d["skills"][1].update(cost=-1),
        "entry skills.1 (Collect evidence): field cost:",
    ),
    "die face": (
        "dice.yaml",
        lambda d: d["tracking_dice"]["faces"].__setitem__(0, "maybe"),
        "entry tracking_dice.faces: field 0:",
    ),
    "capture too early": (
        "poacher.yaml",
        lambda d: d["cards"][0]["by_evidence"][1].insert(0, "capture_3"),
        "entry cards.0 (1): field by_evidence:",
    ),
    "fence off the board": (
        "sanctuary.yaml",
        lambda d: d["fences"][0]["covers"].pop(),
        "sanctuary.yaml: entry top level: field fences: Value error, fence west",
    ),
    "fence hides a start": (
        "sanctuary.yaml",
        lambda d: d["fences"][2]["covers"].__setitem__(5, ".....##....."),
        "sanctuary.yaml: entry fences: field covers: 2 players",
    ),
    "highlighted off the track": (
        "initiative.yaml",
        lambda d: d.update(highlighted=7),
        "initiative.yaml: entry top level: field highlighted: Value error, 4 players would start",
    ),
    "a side without a phase": (
        "initiative.yaml",
        lambda d: d["sides"].update(right="cryptozoologist"),
        "initiative.yaml: entry top level: field sides: Value error, name both sides",
    ),
    "a yes for a number": (  # YAML's yes is true: no boolean passes for a whole number
        "poacher.yaml",
        lambda d: d["board"].update(evidence_slots=True),
        "poacher.yaml: entry board: field evidence_slots: Input should be a valid integer",
    ),
    "a yes in a die count": (
        "dice.yaml",
        lambda d: d["assistant_dice"]["by_players"].update({2: True}),
        "dice.yaml: entry assistant_dice.by_players: field 2: Input should be a valid integer",
    ),
    "a yes in a rating band": (
        "poacher.yaml",
        lambda d: d["rating"][4].update(max=True),
        "poacher.yaml: entry rating.4: field max: Input should be a valid integer",
    ),
    "take on a full board": (
        "poacher.yaml",
        lambda d: d["cards"][2]["by_evidence"][4].append("bid_evidence"),
        "poacher.yaml: entry cards.2 (3): field by_evidence.4:",
    ),
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_bad_value_names_file_entry_and_field(copy: Path, fault: str) -> None:
    """Done-when of issue 13: loading fails with the file, the entry and the field."""
    name, change, expected = FAULTS[fault]
    _edit(copy, name, change)
    with pytest.raises(AssetError) as caught:
        load_table_parts(copy)
    assert any(name in line and expected in line for line in caught.value.problems), (
        caught.value.problems
    )


def test_faults_in_several_files_are_all_listed(copy: Path) -> None:
    """Every fault is reported at once, a missing file too."""
    (copy / "dice.yaml").unlink()
    _edit(copy, "poacher.yaml", lambda d: d["cards"][0].update(terrain="swamp"))
    with pytest.raises(AssetError) as caught:
        load_table_parts(copy)
    text = "\n".join(caught.value.problems)
    assert "dice.yaml: the file is missing" in text
    assert "poacher.yaml: entry cards.0 (1): field terrain:" in text


# --------------------------------------------------------------------------- JSON and report


def test_json_has_the_agreed_keys(parts: TableParts) -> None:
    """Issue 13: the keys and shapes `cryptic data --json` will print for these parts."""
    data = json.loads(json.dumps(table_parts_json(parts)))
    assert {
        "terrain_tiles",
        "sanctuary",
        "skills",
        "player_board",
        "assistant_dice",
        "tracking_dice",
        "poacher_cards",
    } <= set(data)
    tile = data["terrain_tiles"][0]
    assert {"terrain", "cells", "bonuses"} <= set(tile)
    assert tile["cells"] == [[0, 0], [0, 1]] and tile["bonuses"] == ["coin"]
    assert set(data["sanctuary"]["fences"]) == {"2", "3"}
    assert len(data["sanctuary"]["starting_spaces"]) == 3
    assert all(set(s) == {"id", "name", "kind", "cost", "copies", "start"} for s in data["skills"])
    assert [s["id"] for s in data["skills"] if s["start"]] == ["flight_ticket"]
    assert len(data["assistant_dice"]["faces"]) == len(data["tracking_dice"]["faces"]) == 6
    assert len(data["poacher_cards"]) == 15
    assert {"evidence_slots", "terrain_slots"} <= set(data["player_board"])
    track = data["initiative_track"]
    assert track["starts"] == {"1": [3, 4], "2": [3, 4], "3": [3, 4, 5], "4": [3, 4, 5, 6]}
    assert track["sides"] == {"left": "cryptozoologist", "right": "assistant"}
    assert (track["top"], track["spaces"], track["start_side"]) == (1, 8, "left")


def test_report_has_the_tables(parts: TableParts) -> None:
    """Issue 13: the report shows the balance in plain tables."""
    text = table_parts_report(parts)
    for heading in (
        "Terrain tiles by terrain and bonus",
        "Sanctuary (9 x 12)",
        "Skills by basic cost (all of them: 12 experience)",
        "Dice faces",
        "Poacher cards",
        "Initiative track (8 spaces, start on the left)",
    ):
        assert heading in text
    assert "water      17     55" in text
    assert "4        3 4 5 6       2           2           1 2 2 3" in text
