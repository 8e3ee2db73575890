"""Reading the map: which habitats lie where and next to what (printed hexes, the tiles
laid on lakes, the overlays). The rules ask it of the state, the app of a view.

A module may lay things on habitats that no geometry cache reads (modules.py:
`hides_habitats`, `habitat_cover`; Winterfall's aurora tiles and blizzards): a piece that
hides the habitat under it (it is no habitat while it lies there) and a cover that changes
what the habitat gives. The rules' readings (`habitat_at`, `habitats_around`) see both."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from engine.wondrous import modules
from engine.wondrous.board import Island, neighbours
from engine.wondrous.components import Hex
from engine.wondrous.ctx import Catalog, Ctx
from engine.wondrous.state import Coord

#: the kind of a habitat that counts as every kind (a module's tile may lay one), where
#: other habitats name their resource
WILD = "wild"


def is_wild(kind: str) -> bool:
    return kind == WILD


def counts_as(kind: str, wanted: str) -> bool:
    """Whether a habitat of `kind` counts as a `wanted` habitat: a wild one counts as every
    type, for "a Fruit habitat" and "two habitats of one type" alike."""
    return kind == wanted or is_wild(kind)


@dataclass(frozen=True)
class Habitat:
    """A habitat next to a crew member: printed on the map or a tile on a lake."""

    coord: Coord
    kind: str  # a resource name, "net" for the Butterfly Net Habitat, "wild" (Winterfall)
    special: str | None
    covered: bool = False  # a module's cover lies on it (Winterfall's blizzard)


def habitat_at(ctx: Ctx, coord: Coord) -> Habitat | None:
    """The habitat at `coord` as the rules see it now (None under a piece that hides it)."""
    found = habitat_on(ctx.cat, ctx.island, ctx.state.tiles, coord)
    if found is None:
        return None
    hidden, covers = modules.habitat_overlays(ctx.state)
    if any(coord in pieces for pieces in hidden):
        return None
    return _covered(ctx, found, covers)


class MapReading:
    """`habitat_at` for many hexes of the map as it is now: what the modules lay on the
    habitats is read once (a list of options that names the habitats near each hex)."""

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self.hexes = ctx.hexes
        self.hidden, covers = modules.habitat_overlays(ctx.state)
        self.covered = [cover.on(ctx.state) for cover in covers]

    def at(self, coord: Coord) -> Habitat | None:
        found = habitat_in(self.ctx.cat, self.hexes, self.ctx.state.tiles, coord)
        if found is None or any(coord in pieces for pieces in self.hidden):
            return None
        return replace(found, covered=True) if any(coord in on for on in self.covered) else found


def _covered(ctx: Ctx, habitat: Habitat, covers: list[modules.HabitatCover]) -> Habitat:
    return (
        replace(habitat, covered=True)
        if any(habitat.coord in cover.on(ctx.state) for cover in covers)
        else habitat
    )


def cover_over(ctx: Ctx, coord: Coord) -> modules.HabitatCover | None:
    """The cover lying on the habitat at `coord` now, if any."""
    return next(
        (c for c in modules.habitat_overlays(ctx.state)[1] if coord in c.on(ctx.state)), None
    )


def habitat_on(cat: Catalog, island: Island, tiles: Mapping[Coord, int],
               coord: Coord) -> Habitat | None:
    """The habitat at `coord` on that map with those tiles on its lakes (the app asks this
    of a view, the rules of the state)."""
    return habitat_in(cat, cat.hexes(island), tiles, coord)


def habitat_in(cat: Catalog, hexes: Mapping[Coord, Hex], tiles: Mapping[Coord, int],
               coord: Coord) -> Habitat | None:
    """`habitat_on` with the island's hexes looked up already."""
    hx = hexes.get(coord)
    if hx is None:
        return None
    if hx.terrain == "net_habitat":
        return Habitat(coord, "net", None)
    if hx.terrain == "habitat":
        assert hx.habitat is not None
        return Habitat(coord, hx.habitat, hx.special)
    tile = tiles.get(coord)
    if tile is not None:
        t = cat.tile(tile)
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


def rim_key(ctx: Ctx, hexes: tuple[Coord, ...]) -> tuple[object, ...]:
    """What the printed habitats around a group of hexes depend on, for a cache: the board
    side, the hexes, and the tiles and overlays lying on their rim (each hex is its
    printed one changed by its own overlay only)."""
    state = ctx.state
    around = rim(ctx, hexes)
    tiles = tuple((c, state.tiles[c]) for c in around if c in state.tiles)
    overlays = tuple((c, state.overlays[c]) for c in around if c in state.overlays)
    return (state.side, hexes, tiles, overlays)


def habitats_around(ctx: Ctx, hexes: tuple[Coord, ...]) -> list[Habitat]:
    """The habitats next to a group of hexes as the rules see them now."""
    found = habitats_touching(ctx.cat, ctx.island, ctx.state.tiles, hexes)
    hidden, covers = modules.habitat_overlays(ctx.state)
    if not any(hidden) and not any(c.on(ctx.state) for c in covers):  # nothing on them
        return found
    return [_covered(ctx, h, covers) for h in found
            if not any(h.coord in pieces for pieces in hidden)]


def habitats_touching(cat: Catalog, island: Island, tiles: Mapping[Coord, int],
                      hexes: tuple[Coord, ...]) -> list[Habitat]:
    """The habitats next to a group of hexes (a crew member's spot)."""
    found = (habitat_on(cat, island, tiles, n) for n in rim_on(cat, island.side, hexes))
    return [h for h in found if h is not None]
