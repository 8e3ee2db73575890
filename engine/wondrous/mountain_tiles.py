"""Mountain tiles (Winterfall): a tile that turns plains into a mountain, where a crew
member then costs a resource as on any mountain. Unmarked tiles go on unmarked plains,
a marked tile only on plains with its marking. A tile may go under a crew member or an egg:
that crew member pays nothing and the egg stays there for whoever reaches it later."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.state import Coord, Overlay

MOUNTAIN_TILE = "mountain tile"


def mountain_tile_refusal(ctx: Ctx, coord: Coord, marking: str | None = None) -> str:
    """Why a mountain tile with `marking` (None: unmarked) may not go on `coord`, or ""."""
    hx = ctx.hexes.get(coord)
    if hx is None or hx.terrain != "plains":
        return "mountain tiles go on plains only"
    if hx.marking != marking:
        wanted = "unmarked plains" if marking is None else f"plains marked {marking}"
        return f"the tile must go on {wanted}"
    return ""


def mountain_tile_spots(ctx: Ctx, marking: str | None = None) -> list[Coord]:
    """Every hex a mountain tile with `marking` may go on now, sorted."""
    return [c for c in sorted(ctx.hexes) if not mountain_tile_refusal(ctx, c, marking)]


def lay_mountain_tile(ctx: Ctx, coord: Coord, marking: str | None = None,
                      seat: int | None = None) -> None:
    """Lay the tile; a crew member or an egg on the hex stays on top of it, untouched."""
    why = mountain_tile_refusal(ctx, coord, marking)
    if why:
        raise ValueError(f"no mountain tile can go on {coord}: {why}")
    tile = MOUNTAIN_TILE if marking is None else f"{MOUNTAIN_TILE} ({marking})"
    ctx.state.overlays[coord] = Overlay(tile, terrain="mountain")
    ctx.emit("mountain", f"A mountain tile turns the plains at {coord[0]},{coord[1]} into a "
             "mountain.", seat, hex=list(coord), marking=marking)
