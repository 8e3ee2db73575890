"""Geometry of the Main Board: odd-r offset hexes (odd rows sit half a hex to the right)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from engine.wondrous.components import BoardSide, Hex
from engine.wondrous.state import Coord, Overlay, WondrousState

_EVEN = ((0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0))
_ODD = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1))

PLACEABLE = ("plains", "mountain")
HABITATS = ("habitat", "net_habitat")


def neighbours(row: int, col: int) -> list[Coord]:
    """The six coordinates around a hex, in a fixed order (some may be off the map)."""
    steps = _ODD if row % 2 else _EVEN
    return [(row + dr, col + dc) for dr, dc in steps]


def left_to_right(coord: Coord) -> tuple[int, int]:
    """Sort key for the rulebook's "leftmost, then topmost": on this odd-r map a hex's
    column is its place across, with odd rows half a hex to the right (so (1, 0) lies right
    of (0, 0) and left of (0, 1)); on a tie across, the smaller row is the higher one."""
    row, col = coord
    return (2 * col + row % 2, row)


def hex_map(side: BoardSide) -> dict[Coord, Hex]:
    return {(h.row, h.col): h for h in side.hexes}


@dataclass(frozen=True)
class Island:
    """The map a game is played on: a printed board side with the overlays lying on it.
    Hashable, so geometry is cached per map as it is, never per board side alone."""

    side: str
    overlays: tuple[tuple[Coord, Overlay], ...] = ()
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:  # the rules look geometry up by it very often
        object.__setattr__(self, "_hash", hash((self.side, self.overlays)))

    def __hash__(self) -> int:
        return self._hash


_PRINTED: dict[str, Island] = {}  # side -> the map without overlays, built once
#: the overlaid map asked for last, under its side and overlays as the state listed them:
#: the rules ask for it very often and lay an overlay rarely (the overlays compare cheaply,
#: being the same objects until one is laid or the state is copied)
_last: tuple[object, Island | None] = (None, None)


def island_of(state: WondrousState) -> Island:
    global _last
    if not state.overlays:
        found = _PRINTED.get(state.side)
        if found is None:
            found = _PRINTED[state.side] = Island(state.side)
        return found
    now = (state.side, tuple(state.overlays.items()))
    key, island = _last
    if island is None or key != now:
        island = Island(state.side, tuple(sorted(state.overlays.items())))
        _last = (now, island)
    return island


def overlays_view(state: WondrousState) -> dict[str, dict[str, Any]]:
    """The overlays as a view shows them ("row,col" -> the overlay's fields)."""
    return {f"{r},{c}": asdict(o) for (r, c), o in sorted(state.overlays.items())}


def overlaid(printed: Mapping[Coord, Hex], island: Island) -> dict[Coord, Hex]:
    """The hexes of `island`: the printed ones, each overlay changing the fields it sets."""
    hexes = dict(printed)
    for coord, overlay in island.overlays:
        changes = {k: v for k, v in asdict(overlay).items() if k != "tile" and v is not None}
        hexes[coord] = hexes[coord].replace(**changes)
    return hexes


def crew_spots(side: BoardSide) -> list[tuple[Coord, Coord]]:
    return spots_on(hex_map(side))


def spots_on(cells: Mapping[Coord, Hex]) -> list[tuple[Coord, Coord]]:
    """Every pair of neighbouring hexes a crew member may cover (plains or mountain), sorted."""
    pairs = []
    for coord in sorted(cells):
        if cells[coord].terrain not in PLACEABLE:
            continue
        for other in neighbours(*coord):
            if other > coord and other in cells and cells[other].terrain in PLACEABLE:
                pairs.append((coord, other))
    return pairs


def habitats_next_to(side: BoardSide, spot: tuple[Coord, ...]) -> list[Coord]:
    """Habitat hexes (the net habitat included) touching any hex of a spot, sorted."""
    cells = hex_map(side)
    found = {
        n
        for coord in spot
        for n in neighbours(*coord)
        if n in cells and n not in spot and cells[n].terrain in HABITATS
    }
    return sorted(found)
