"""The sanctuary: building it from terrain tiles and settling cryptid tiles on it.

Plain data the game state keeps (`Sanctuary`, hashable by `engine.core.hashing`) and
functions over it (the queries change nothing; `place_terrain`, `close_terrains` and
`settle` change the sanctuary in place); the static parts come from `TableParts` (terrain
tiles, the board). Squares are (row, col),
rows from the top.

Construction (the End of Turn step "placing a terrain tile"):
- `new_sanctuary(parts, players)`: the empty board with its fences: those for 2-3 players
  with 3 players, those and the one for 2 with 2 players and in the solo game, none with 4.
- `terrain_spots(s, parts, tile_id)`: every legal `Spot` for a terrain tile. The first tile
  of a terrain covers a square of a starting space no other terrain has opened, and touches
  no other starting space; later tiles lie next to their own terrain. No tile covers a
  starting space kept for another terrain (one that terrain opened, or one still free while
  a terrain has not started), a fence or another tile.
  Terrain tiles may be turned, never flipped: the book asks only that they lie face up (as
  cryptid tiles must not lie face down) and never fixes their direction, so a quarter turn
  is as legal for them as for cryptid tiles.
- `fits(s, parts, tile_id)`: whether it has any (`Construction`: the rules read once
  for several questions);
  `placed_squares(parts, tile_id, spot)`: the squares it would cover there, with their
  symbols (for the board to show).
- `place_terrain(s, parts, tile_id, spot)` lays one (a wrong spot raises `ValueError`).
- `close_terrains(s, parts, tiles_left)`: after a placement, a terrain none of whose tiles
  left (in the piles and on the player boards) fits is closed for good; the engine then
  discards those tiles from every board. `construction_complete(s)`: every terrain is
  closed, so no terrain tile fits any more: the game end is triggered.

Previews (for the board while a spot is chosen): `terrain_turns`, the turns that look
different; `terrain_why_not`, why a spot is illegal ("" when it is legal). Settling a
cryptid tile on the sanctuary, its previews and the majority are `settling`.
"""


from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from engine.cryptic.board_bits import board_bits
from engine.cryptic.parts.squares import TERRAINS, Cell, Terrain
from engine.cryptic.parts.table import TableParts
from engine.cryptic.parts.tiles import TerrainTile
from engine.cryptic.pickling import FieldsPickled

SIDES: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
FEWEST_FENCED = 2  # a game of fewer seats (one player and an automa) is fenced as for 2


@dataclass(frozen=True)
class Spot(FieldsPickled):
    """Where a tile goes: turned `turn` quarter turns clockwise from its picture, the top
    left corner of the turned tile's outline on square (`row`, `col`)."""

    turn: int
    row: int
    col: int

    @property
    def id(self) -> str:
        """A short stable name for option ids: r3c4t1."""
        return f"r{self.row}c{self.col}t{self.turn}"

    @property
    def label(self) -> str:
        """How the options say it, counting rows and columns from 1."""
        return f"Row {self.row + 1}, column {self.col + 1}, turned {self.turn * 90}°"

    @property
    def ref(self) -> str:
        """How an option names it for the board: "spot:3,4,1" (row, column, turn). Each
        spot its own ref, as several turns share a corner square."""
        return f"spot:{self.row},{self.col},{self.turn}"

    @classmethod
    def of_ref(cls, ref: str) -> Spot:
        """The spot a ref names: "spot:3,4,1" -> Spot(1, 3, 4)."""
        kind, _, value = ref.partition(":")
        row, col, turn = (int(n) for n in value.split(","))
        if kind != "spot":
            raise ValueError(f"{ref!r} names no spot")
        return cls(turn, row, col)

    @classmethod
    def of_id(cls, text: str) -> Spot:
        """The spot an id names: "r3c4t1" -> Spot(1, 3, 4)."""
        match = re.fullmatch(r"r(-?\d+)c(-?\d+)t(\d)", text)
        if match is None:
            raise ValueError(f"{text!r} names no spot")
        row, col, turn = (int(n) for n in match.groups())
        return cls(turn, row, col)


@dataclass
class LaidTerrain(FieldsPickled):
    tile: str  # terrain tile id
    spot: Spot


@dataclass
class SettledCryptid(FieldsPickled):
    cryptid: str  # the cryptid's name
    seat: int  # whose cryptid marker is on it
    spot: Spot
    cells: list[Cell]
    terrain: str  # the terrain under it; "" when it lies on other cryptid tiles


@dataclass
class Sanctuary(FieldsPickled):
    """The shared board as it changes: what covers each square, who opened each starting
    space, the cryptid tiles in the order settled and the terrains closed for good."""

    fenced: list[Cell]  # squares under the fences, sorted
    terrain: dict[Cell, str] = field(default_factory=dict)  # square -> terrain on it
    symbols: dict[Cell, str] = field(default_factory=dict)  # square -> bonus symbol on it
    opened: dict[str, str] = field(default_factory=dict)  # starting space -> its terrain
    laid: list[LaidTerrain] = field(default_factory=list)
    settled: list[SettledCryptid] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)  # in TERRAINS order


@dataclass(frozen=True)
class Gains:
    """What the symbols under a settled cryptid tile give."""

    coins: int = 0
    experience: int = 0
    initiative: int = 0  # optional one-space assistant moves


def new_sanctuary(parts: TableParts, players: int) -> Sanctuary:
    """The empty sanctuary for this many players (1 for the solo game)."""
    fenced = parts.sanctuary.fenced(max(players, FEWEST_FENCED))
    return Sanctuary(fenced=sorted(fenced))


# --------------------------------------------------------------------------- shapes

Squares = tuple[tuple[Cell, str | None], ...]  # a tile's squares with the symbol on each


def _normalise(squares: Mapping[Cell, str | None]) -> dict[Cell, str | None]:
    """The squares moved so the outline's top left corner is (0, 0), in order."""
    top = min(r for r, _ in squares)
    left = min(c for _, c in squares)
    return {(r - top, c - left): v for (r, c), v in sorted(squares.items())}


@functools.cache
def shape_turns(squares: Squares) -> tuple[tuple[int, Squares], ...]:
    """The distinct quarter turns (clockwise) of a tile with its symbols: (turn, squares)."""
    found: list[tuple[int, Squares]] = []
    shape = _normalise(dict(squares))
    for turn in range(4):
        items = tuple(shape.items())
        if all(items != seen for _, seen in found):
            found.append((turn, items))
        shape = _normalise({(c, -r): v for (r, c), v in shape.items()})
    return tuple(found)


@functools.cache  # every placement search reads it
def shape_cells(squares: Squares) -> tuple[Cell, ...]:
    return tuple(cell for cell, _ in squares)


def cells_at(cells: tuple[Cell, ...], spot: Spot) -> list[Cell]:
    return [(r + spot.row, c + spot.col) for r, c in cells]


# --------------------------------------------------------------------------- construction


@dataclass(frozen=True)
class _Board:
    """What one construction question reads: the free squares (open, no tile), the visible
    starting spaces, and the squares of the terrain being placed."""

    free: frozenset[Cell]
    starts: dict[str, frozenset[Cell]]
    own: frozenset[Cell]

    @classmethod
    def of(cls, s: Sanctuary, parts: TableParts, terrain: str) -> _Board:
        open_now = parts.sanctuary.squares - set(s.fenced)
        starts = {k: v & open_now for k, v in parts.sanctuary.starting_spaces.items()}
        own = frozenset(cell for cell, t in s.terrain.items() if t == terrain)
        return cls(open_now - s.terrain.keys(), starts, own)


def _near(cells: Iterable[Cell]) -> set[Cell]:
    return {(r + dr, c + dc) for r, c in cells for dr, dc in SIDES}


def _started(s: Sanctuary, terrain: str) -> bool:
    return terrain in s.opened.values()


class _Rules(NamedTuple):
    """The construction rules for one terrain's next tile, as bits (`board_bits`): a tile
    covers no `blocked` square (a fence, a tile, a starting space kept for another
    terrain) and one `reach` square (a free starting square for the terrain's first tile,
    else a square next to its terrain); a `first` tile touches only the space it opens."""

    blocked: int
    reach: int
    first: bool

    @classmethod
    def every(cls, s: Sanctuary, parts: TableParts) -> dict[str, _Rules]:
        """The rules of every terrain (one look at the squares serves them all)."""
        bits = board_bits(parts.sanctuary)
        blocked, under = bits.cover(s.fenced, s.terrain)
        found: dict[str, _Rules] = {}
        for terrain in TERRAINS:
            if not _started(s, terrain):
                reach = sum(start for k, start in bits.starts.items() if k not in s.opened)
                found[terrain] = cls(blocked, reach, True)
                continue
            kept = sum(start for k, start in bits.starts.items()
                       if s.opened.get(k) != terrain)
            found[terrain] = cls(blocked | kept, bits.near(under.get(terrain, 0)), False)
        return found


class Construction:
    """The construction rules read off the sanctuary once, to answer several questions
    while it does not change (which tiles fit, where the chosen one may go, whether its
    spot is legal)."""

    def __init__(self, s: Sanctuary, parts: TableParts) -> None:
        self.parts = parts
        self.bits = board_bits(parts.sanctuary)
        self.rules = _Rules.every(s, parts)

    def spots(self, tile_id: str) -> list[Spot]:
        """Every legal placement of a terrain tile, by square then turn."""
        found = []  # (corner bit, turn): in the order of square then turn
        for turn, legal in self._corners(self.parts.terrain_tiles.tile(tile_id)):
            while legal:
                lowest = legal & -legal
                legal ^= lowest
                found.append((lowest, turn))
        return [Spot(turn, *self.bits.corner(bit)) for bit, turn in sorted(found)]

    def fits(self, tile_id: str) -> bool:
        """Whether the terrain tile has a legal placement."""
        return self.tile_fits(self.parts.terrain_tiles.tile(tile_id))

    def tile_fits(self, tile: TerrainTile) -> bool:
        return any(legal for _, legal in self._corners(tile))

    def _corners(self, tile: TerrainTile) -> Iterator[tuple[int, int]]:
        """Each turn of the tile with the corners where it may lie, as bits: every corner
        at once (`board_bits.ShapeBits`)."""
        bits, rules = self.bits, self.rules[tile.terrain]
        free = bits.all & ~rules.blocked
        for turn, squares in shape_turns(tile.square_items):
            shape = bits.shape(shape_cells(squares))
            legal = shape.covering_all(free) & shape.touching(rules.reach)
            yield turn, legal & shape.one_start if rules.first else legal


def in_order(spots: Iterable[Spot]) -> list[Spot]:
    return sorted(spots, key=lambda p: (p.row, p.col, p.turn))


def terrain_spots(s: Sanctuary, parts: TableParts, tile_id: str) -> list[Spot]:
    """Every legal placement of a terrain tile, by square then turn."""
    return Construction(s, parts).spots(tile_id)


def fits(s: Sanctuary, parts: TableParts, tile_id: str) -> bool:
    """Whether the terrain tile has a legal placement now."""
    return Construction(s, parts).fits(tile_id)


def placed_squares(parts: TableParts, tile_id: str, spot: Spot) -> dict[Cell, str | None]:
    """The squares a terrain tile covers at a spot, with the symbol on each."""
    turns = dict(shape_turns(parts.terrain_tiles.tile(tile_id).square_items))
    if spot.turn not in turns:
        raise ValueError(f"turn {spot.turn} repeats an earlier turn of tile {tile_id}")
    return {(r + spot.row, c + spot.col): b for (r, c), b in turns[spot.turn]}


def place_terrain(s: Sanctuary, parts: TableParts, tile_id: str, spot: Spot,
                  now: Construction | None = None) -> None:
    """Lay a terrain tile at a legal spot; the first tile of a terrain opens the starting
    space it covers for that terrain. `now`: the rules read off this sanctuary already."""
    if spot not in (now or Construction(s, parts)).spots(tile_id):
        raise ValueError(f"terrain tile {tile_id} may not go at {spot.id}")
    terrain = parts.terrain_tiles.tile(tile_id).terrain
    squares = placed_squares(parts, tile_id, spot)
    for letter, space in parts.sanctuary.starting_spaces.items():
        if letter not in s.opened and space.intersection(squares):
            s.opened[letter] = terrain
    for cell, symbol in squares.items():
        s.terrain[cell] = terrain
        if symbol is not None:
            s.symbols[cell] = symbol
    s.laid.append(LaidTerrain(tile_id, spot))


def _placeable(parts: TableParts, terrain: Terrain, tiles_left: set[str],
               now: Construction) -> bool:
    """Whether any tile left of the terrain fits (tiles of one shape are tried once)."""
    shapes: dict[tuple[Cell, ...], TerrainTile] = {}
    for tile in parts.tiles_of(terrain):
        if tile.id in tiles_left:
            shapes.setdefault(tile.outline, tile)
    return any(now.tile_fits(tile) for tile in shapes.values())


def close_terrains(s: Sanctuary, parts: TableParts, tiles_left: Iterable[str]) -> list[Terrain]:
    """Close for good every terrain none of whose tiles left (in the piles and on the
    player boards) fits; return those closed just now: the engine discards their tiles
    from every board and draws them no more."""
    left, now = set(tiles_left), Construction(s, parts)
    new = [t for t in TERRAINS if t not in s.closed and not _placeable(parts, t, left, now)]
    s.closed = [t for t in TERRAINS if t in s.closed or t in new]
    return new


def construction_complete(s: Sanctuary) -> bool:
    """Every terrain is closed, so no terrain tile fits: the game end is triggered."""
    return all(t in s.closed for t in TERRAINS)


# --------------------------------------------------------------------------- previews


def terrain_turns(parts: TableParts, tile_id: str) -> list[int]:
    """The turns of a terrain tile that look different (0 first): the ones its spots use."""
    return [turn for turn, _ in shape_turns(parts.terrain_tiles.tile(tile_id).square_items)]


def blocked_by(s: Sanctuary, parts: TableParts, cells: Iterable[Cell]) -> str:
    """What keeps any tile off these squares: the board's edge or a fence."""
    if not parts.sanctuary.squares.issuperset(cells):
        return "part of it is off the board"
    if not set(s.fenced).isdisjoint(cells):
        return "part of it is on a fence"
    return ""


def _start_kept(s: Sanctuary, space: str) -> str:
    terrain = s.opened.get(space)
    if terrain is None:
        return f"starting space {space} waits for another terrain's first tile"
    return f"starting space {space} is kept for {terrain}"


def terrain_why_not(s: Sanctuary, parts: TableParts, tile_id: str, spot: Spot) -> str:
    """Why a terrain tile may not go at a spot, in a few words ("" when it may): the
    same rules as `terrain_spots`, one reason each."""
    terrain = parts.terrain_tiles.tile(tile_id).terrain
    cells = list(placed_squares(parts, tile_id, spot))
    blocked = blocked_by(s, parts, cells)
    if blocked:
        return blocked
    board = _Board.of(s, parts, terrain)
    if not board.free.issuperset(cells):
        return "it covers another tile"
    touched = [k for k, space in board.starts.items() if not space.isdisjoint(cells)]
    if _started(s, terrain):
        others = [k for k in touched if s.opened.get(k) != terrain]
        if others:
            return _start_kept(s, others[0])
        return "" if _near(board.own).intersection(cells) else \
            f"it must touch the {terrain} laid already"
    kept = [k for k in touched if k in s.opened]
    if kept:
        return _start_kept(s, kept[0])
    if not touched:
        return f"the first {terrain} tile must cover a free starting space"
    return "" if len(touched) == 1 else "a first tile may touch only one starting space"
