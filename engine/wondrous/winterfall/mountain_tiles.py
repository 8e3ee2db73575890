"""Mountain tiles (Winterfall): a tile that turns plains into a mountain, where a crew
member then costs a resource as on any mountain. Unmarked tiles go on unmarked plains,
a marked tile only on plains with its marking. A tile may go under a crew member or an egg:
that crew member pays nothing and the egg stays there for whoever reaches it later."""

from __future__ import annotations

from collections.abc import Mapping

from engine.wondrous.components import Hex
from engine.wondrous.ctx import Ctx
from engine.wondrous.state import Coord, Overlay
from engine.wondrous.winterfall.component_set import winterfall_parts

MOUNTAIN_TILE = "mountain tile"


def marked_plains(ctx: Ctx) -> dict[str, Coord]:
    """The one plains hex of each marked mountain tile's marking on this board side."""
    sides = winterfall_parts(ctx.cat.comps).tiles.marked_plains
    spots = next(s for side, s in sides.items() if side == ctx.state.side)
    return {marking: h.coord for marking, h in spots.items()}


def mountain_tile_refusal(ctx: Ctx, coord: Coord, marking: str | None = None) -> str:
    """Why a mountain tile with `marking` (None: unmarked) may not go on `coord`, or "".
    Unmarked plains show no marking at all: neither a marked tile's nor a time token's."""
    return _refusal(ctx.hexes, marked_plains(ctx), coord, marking)


def _refusal(hexes: Mapping[Coord, Hex], marked: dict[str, Coord], coord: Coord,
             marking: str | None) -> str:
    hx = hexes.get(coord)
    if hx is None or hx.terrain != "plains":
        return "mountain tiles go on plains only"
    if marking is None and (hx.marking is not None or coord in marked.values()):
        return "the tile must go on unmarked plains"
    if marking is not None and marked.get(marking) != coord:
        return f"the tile must go on the plains marked {marking}"
    return ""


def tiles_left(ctx: Ctx, marking: str | None = None) -> int:
    """Mountain tiles with `marking` (None: unmarked) still in the supply."""
    tiles = winterfall_parts(ctx.cat.comps).tiles.mountain_tiles
    laid = sum(1 for o in ctx.state.overlays.values() if o.tile == tile_name(marking))
    return sum(1 for t in tiles if t.marking == marking) - laid


def tile_name(marking: str | None) -> str:
    return MOUNTAIN_TILE if marking is None else f"{MOUNTAIN_TILE} ({marking})"


def mountain_tile_spots(ctx: Ctx, marking: str | None = None) -> list[Coord]:
    """Every hex a mountain tile with `marking` may go on now, sorted."""
    hexes, marked = ctx.hexes, marked_plains(ctx)  # once for the whole map
    return [c for c in sorted(hexes) if not _refusal(hexes, marked, c, marking)]


def lay_mountain_tile(ctx: Ctx, coord: Coord, marking: str | None = None,
                      seat: int | None = None) -> None:
    """Lay the tile; a crew member or an egg on the hex stays on top of it, untouched."""
    why = mountain_tile_refusal(ctx, coord, marking)
    if why:
        raise ValueError(f"no mountain tile can go on {coord}: {why}")
    ctx.state.overlays[coord] = Overlay(tile_name(marking), terrain="mountain")
    ctx.emit("mountain", f"A mountain tile turns the plains at {coord[0]},{coord[1]} into a "
             "mountain.", seat, hex=list(coord), marking=marking)
