"""What the engine keeps to go faster gives the answers it would work out afresh.

- `Ctx.once` keeps options by what they are made of: games played with every option
  made anew show the same prompts, option by option, in every mode.
- The construction search on bits (`board_bits`) and the modules kept per context
  agree with the plain reading of the rules (sets of squares, written out here) at every
  construction question of random games (the modules leave construction alone).
- A state's records pickle as their field values: the copy is the same state.
"""

from __future__ import annotations

import pickle

import pytest

from engine.core import Game
from engine.core.hashing import state_hash
from engine.core.rng import Rng
from engine.core.testing import table_of
from engine.cryptic import sanctuary as sanctuary_rules
from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import REGISTRY, switched_on
from engine.cryptic.parts.squares import TERRAINS, Cell
from engine.cryptic.parts.table import TableParts
from engine.cryptic.sanctuary import (
    SIDES,
    Construction,
    Sanctuary,
    Spot,
    fits,
    shape_cells,
    shape_turns,
    terrain_spots,
)
from engine.cryptic.solo.seats import solo_config
from tests.cryptic.rules_helpers import config, rules

MODES = {  # (players, modules, solo)
    "base 2": (2, (), False),
    "base 4": (4, (), False),
    "wolpertinger 3": (3, ("wolpertinger",), False),
    "no bids 2": (2, ("no-bids",), False),
    "solo": (1, (), True),
    "solo wolpertinger": (1, ("wolpertinger",), True),
}


def new_game(mode: str, seed: int) -> Game:
    players, modules, solo = MODES[mode]
    if solo:
        return Game(rules(), solo_config(seed, modules))
    return Game(rules(), config(players, seed, modules))


def random_choices(game: Game, seed: int) -> None:
    pick = Rng(seed, stream=0xA6E7)
    while game.prompt is not None:
        game.choose(pick.choice(game.prompt.enabled).id)


def prompts_of(game: Game) -> list[tuple[object, ...]]:
    """Every prompt a random game asked, whole, replayed from its choices."""
    twin = Game(game.rules, game.config)
    asked = []
    for choice in game.choices:
        p = twin.prompt
        assert p is not None
        asked.append((p.seat, p.kind, p.instruction, p.help, p.refs, p.options))
        twin.choose(choice.option)
    return asked


@pytest.mark.parametrize("mode", MODES)
def test_kept_options_are_the_options_made_anew(mode: str, monkeypatch: pytest.MonkeyPatch
                                                ) -> None:
    kept = {}
    for seed in (1, 2):
        game = new_game(mode, seed)
        random_choices(game, seed)
        kept[seed] = prompts_of(game), game.state_hash()
    monkeypatch.setattr(Ctx, "once", lambda ctx, make, *made_of: make(ctx, *made_of))
    for seed in (1, 2):
        game = new_game(mode, seed)
        random_choices(game, seed)
        assert (prompts_of(game), game.state_hash()) == kept[seed]


# -- the construction rules, read plainly ---------------------------------------------------


def plain_spots(s: Sanctuary, parts: TableParts, tile_id: str) -> set[Spot]:
    """Every spot, square by square: on open free squares, touching a free starting
    square of a terrain not started (and no other starting space) for a first tile, else
    next to its terrain, and no starting space kept for another terrain."""
    board = parts.sanctuary
    tile = parts.terrain_tiles.tile(tile_id)
    open_now = board.squares - set(s.fenced)
    free = open_now - s.terrain.keys()
    starts = {k: v & open_now for k, v in board.starting_spaces.items()}
    own = {cell for cell, t in s.terrain.items() if t == tile.terrain}
    started = tile.terrain in s.opened.values()
    near = {(r + dr, c + dc) for r, c in own for dr, dc in SIDES}
    found = set()
    for turn, squares in shape_turns(tile.square_items):
        for row in range(-5, board.rows):
            for col in range(-5, board.cols):
                cells = {(r + row, c + col) for r, c in shape_cells(squares)}
                if not cells <= free:
                    continue
                touched = [k for k, space in starts.items() if space & cells]
                if started:
                    legal = bool(cells & near) and all(s.opened.get(k) == tile.terrain
                                                       for k in touched)
                else:
                    legal = len(touched) == 1 and touched[0] not in s.opened
                if legal:
                    found.add(Spot(turn, row, col))
    return found


def plain_closed(s: Sanctuary, parts: TableParts, left: set[str]) -> list[str]:
    return [t for t in TERRAINS if t not in s.closed and not any(
        plain_spots(s, parts, tile.id) for tile in parts.tiles_of(t) if tile.id in left)]


def construction_positions(mode: str, seed: int) -> list[tuple[Sanctuary, set[str]]]:
    """The sanctuary (a copy) and the tiles left at each construction question."""
    game = new_game(mode, seed)
    pick, found = Rng(seed, stream=0xA6E7), []
    while game.prompt is not None:
        if game.prompt.kind.startswith(("construction", "draw-terrain", "poacher")):
            state = game.state
            left = {t for pile in state.terrain_piles.values() for t in pile}
            left |= {t for p in state.players for t in p.terrain}
            found.append((_copy(state.sanctuary), left))
        game.choose(pick.choice(game.prompt.enabled).id)
    return found


def _copy(s: Sanctuary) -> Sanctuary:
    return Sanctuary(fenced=list(s.fenced), terrain=dict(s.terrain), symbols=dict(s.symbols),
                     opened=dict(s.opened), laid=list(s.laid), closed=list(s.closed))


@pytest.mark.parametrize("mode", ["base 2", "base 4", "solo"])
def test_the_bit_search_agrees_with_the_plain_rules(mode: str) -> None:
    parts = rules().data.parts
    tiles = [t.id for t in parts.terrain_tiles.tiles]
    positions = construction_positions(mode, seed=3)
    assert len(positions) > 20
    for s, left in positions[::3]:
        expected = {tile: plain_spots(s, parts, tile) for tile in tiles}
        assert {tile: set(terrain_spots(s, parts, tile)) for tile in tiles} == expected
        now = Construction(s, parts)
        assert {tile: now.fits(tile) for tile in tiles} == {t: bool(expected[t]) for t in tiles}
        assert all(fits(s, parts, tile) == bool(expected[tile]) for tile in tiles)
        assert terrain_spots(s, parts, tiles[0]) == sorted(
            expected[tiles[0]], key=lambda p: (p.row, p.col, p.turn))
        closing = _copy(s)
        assert sanctuary_rules.close_terrains(closing, parts, left) == plain_closed(
            s, parts, left)


def test_hand_drawn_boards_agree_with_the_plain_rules() -> None:
    """Squares laid by hand (no tile behind them), as the rules tests draw them."""
    parts = rules().data.parts
    s = sanctuary_rules.new_sanctuary(parts, 2)
    cells: list[Cell] = [(4, 4), (4, 5), (5, 4), (3, 8)]
    s.terrain.update({cell: "water" for cell in cells})
    s.opened["C"] = "water"
    for tile in ("W01", "M01", "F01"):
        assert set(terrain_spots(s, parts, tile)) == plain_spots(s, parts, tile)


@pytest.mark.parametrize("mode", MODES)
def test_the_modules_kept_per_context_are_the_modules_on(mode: str) -> None:
    game = new_game(mode, seed=5)
    pick = Rng(5, stream=0xA6E7)
    for _ in range(60):
        assert game.prompt is not None
        ctx = Ctx(game.state, table_of(game), rules().data)
        assert switched_on(ctx) == tuple(REGISTRY.switched_on(game.state))
        assert switched_on(ctx) is switched_on(ctx) or game.state.phase == "setup"
        game.choose(pick.choice(game.prompt.enabled).id)


@pytest.mark.parametrize("mode", MODES)
def test_a_pickled_state_is_the_same_state(mode: str) -> None:
    """The state's records pickle as their field values (`FieldsPickled`): the copy a
    turn start keeps is equal, hashes the same and shares nothing with the original."""
    game = new_game(mode, seed=7)
    pick = Rng(7, stream=0xA6E7)
    while game.prompt is not None:
        if len(game.choices) % 25 == 0:
            copy = pickle.loads(pickle.dumps(game.state, protocol=pickle.HIGHEST_PROTOCOL))
            assert copy == game.state
            assert state_hash(copy) == game.state_hash()
            assert copy.players[0] is not game.state.players[0]
            assert copy.sanctuary.laid == game.state.sanctuary.laid
        game.choose(pick.choice(game.prompt.enabled).id)
