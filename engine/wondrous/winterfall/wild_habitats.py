"""Wild habitats (Winterfall): a tile laid over a hex that makes it a habitat of every kind.
A crew member placed next to one gains any one resource or takes any one Wilderness card;
its special effect icon works like any other. The base rules read its kind through
habitats.is_wild and habitats.counts_as."""

from __future__ import annotations

from engine.wondrous.board import left_to_right
from engine.wondrous.ctx import Ctx
from engine.wondrous.habitats import WILD
from engine.wondrous.state import Coord, Overlay


def lay_wild_habitat(ctx: Ctx, coord: Coord, tile: str, special: str | None) -> None:
    """The tile `tile` (its id) with the icon `special` turns `coord` into a wild habitat."""
    ctx.state.overlays[coord] = Overlay(tile, terrain="habitat", habitat=WILD, special=special)
    ctx.emit("wild", f"A wild habitat is laid at {coord[0]},{coord[1]}.", None,
             hex=list(coord), tile=tile)


def wild_habitats(ctx: Ctx) -> list[Coord]:
    """The wild habitats on the map (an aurora tile on one or not), the leftmost first."""
    wild = [c for c, o in ctx.state.overlays.items() if o.habitat == WILD]
    return sorted(wild, key=left_to_right)
