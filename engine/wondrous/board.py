"""Geometry of the Main Board: odd-r offset hexes (odd rows sit half a hex to the right)."""

from __future__ import annotations

from engine.wondrous.components import BoardSide, Hex

Coord = tuple[int, int]

_EVEN = ((0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0))
_ODD = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1))

PLACEABLE = ("plains", "mountain")
HABITATS = ("habitat", "net_habitat")


def neighbours(row: int, col: int) -> list[Coord]:
    """The six coordinates around a hex, in a fixed order (some may be off the map)."""
    steps = _ODD if row % 2 else _EVEN
    return [(row + dr, col + dc) for dr, dc in steps]


def hex_map(side: BoardSide) -> dict[Coord, Hex]:
    return {(h.row, h.col): h for h in side.hexes}


def crew_spots(side: BoardSide) -> list[tuple[Coord, Coord]]:
    """Every pair of neighbouring hexes a crew member may cover (plains or mountain), sorted."""
    cells = hex_map(side)
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
