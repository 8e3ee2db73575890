"""Reading the map: which habitats lie where and next to what (printed hexes and the tiles
laid on lakes). The rules ask it of the state, the app of a view."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.wondrous.board import Island, neighbours
from engine.wondrous.ctx import Catalog, Ctx
from engine.wondrous.state import Coord


@dataclass(frozen=True)
class Habitat:
    """A habitat next to a crew member: printed on the map or a tile on a lake."""

    coord: Coord
    kind: str  # a resource name, or "net" for the Butterfly Net Habitat
    special: str | None


def habitat_at(ctx: Ctx, coord: Coord) -> Habitat | None:
    return habitat_on(ctx.cat, ctx.island, ctx.state.tiles, coord)


def habitat_on(cat: Catalog, island: Island, tiles: Mapping[Coord, int],
               coord: Coord) -> Habitat | None:
    """The habitat at `coord` on that map with those tiles on its lakes (the app asks this
    of a view, the rules of the state)."""
    hx = cat.hexes(island).get(coord)
    if hx is None:
        return None
    if hx.terrain == "net_habitat":
        return Habitat(coord, "net", None)
    if hx.terrain == "habitat":
        assert hx.habitat is not None
        return Habitat(coord, hx.habitat, hx.special)
    tile = tiles.get(coord)
    if tile is not None:
        t = cat.tiles[tile]
        return Habitat(coord, t.habitat, t.special)
    return None


def rim(ctx: Ctx, hexes: tuple[Coord, ...]) -> tuple[Coord, ...]:
    return rim_on(ctx.cat, ctx.state.side, hexes)


def rim_on(cat: Catalog, side: str, hexes: tuple[Coord, ...]) -> tuple[Coord, ...]:
    """The map hexes touching a group of hexes, sorted; cached, as no overlay adds a hex."""
    cache = cat.rims
    key = (side, hexes)
    found = cache.get(key)
    if found is None:
        board = cat.maps[side]
        around = {n for c in hexes for n in neighbours(*c) if n not in hexes and n in board}
        found = cache[key] = tuple(sorted(around))
    return found


def habitats_around(ctx: Ctx, hexes: tuple[Coord, ...]) -> list[Habitat]:
    return habitats_touching(ctx.cat, ctx.island, ctx.state.tiles, hexes)


def habitats_touching(cat: Catalog, island: Island, tiles: Mapping[Coord, int],
                      hexes: tuple[Coord, ...]) -> list[Habitat]:
    """The habitats next to a group of hexes (a crew member's spot)."""
    found = (habitat_on(cat, island, tiles, n) for n in rim_on(cat, island.side, hexes))
    return [h for h in found if h is not None]
