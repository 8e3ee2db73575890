"""Blizzards (Winterfall): a blizzard lies on a habitat for a while. A crew member placed
next to it must remove it and takes a Wilderness card of that habitat instead of the
resource (any card from a wild habitat; nothing when none fits). The habitat's special
effect icon stays usable by a net, which leaves the blizzard where it is.

The box holds 18 blizzards: those not on the map are in the supply. When the supply is out
no blizzard can be placed, as when no habitat is free (each effect says what it gives
then); a blizzard removed, or sent back by an aurora tile, is in the supply again."""

from __future__ import annotations

import bisect

from engine.wondrous.ctx import Ctx
from engine.wondrous.habitats import habitat_at
from engine.wondrous.state import Coord
from engine.wondrous.winterfall.component_set import winterfall_parts
from engine.wondrous.winterfall.played import winter


def blizzards_left(ctx: Ctx) -> int:
    """The blizzards in the supply: the box's count less those on the map."""
    return winterfall_parts(ctx.cat.comps).components.counts["blizzards"] - len(
        winter(ctx.state).blizzards
    )


def blizzard_refusal(ctx: Ctx, coord: Coord) -> str:
    """Why no blizzard may go on `coord`, or "": any habitat (a habitat tile laid by a
    discovery too) but the Butterfly Net Habitat, one blizzard at most, none on an aurora
    tile, and one must be left in the supply."""
    if blizzards_left(ctx) <= 0:
        return "no blizzard is left in the supply"
    if coord in winter(ctx.state).auroras:
        return "an aurora tile lies there"
    h = habitat_at(ctx, coord)
    if h is None:
        return "it is not a habitat"
    if h.kind == "net":
        return "no blizzard goes on the Butterfly Net Habitat"
    if h.covered:
        return "a blizzard already lies there"
    return ""


def blizzard_spots(ctx: Ctx) -> list[Coord]:
    """Every habitat a blizzard may go on now, sorted (none when the supply is out)."""
    return [c for c in sorted(ctx.hexes) if not blizzard_refusal(ctx, c)]


def blizzard_spot_label(ctx: Ctx, coord: Coord, uses_icon: bool = False) -> str:
    """"coral habitat at 4,3" for a blizzard list; when the effect then uses the
    habitat's special effect icon, that icon too (or that it has none). A list whose effect
    does not use the icon names none: every blizzard list says what it gives, no more."""
    h = habitat_at(ctx, coord)
    assert h is not None, f"no habitat at {coord}"
    text = f"{h.kind} habitat at {coord[0]},{coord[1]}"
    if not uses_icon:
        return text
    if h.special is None:
        return f"{text} (no icon to use)"
    return f"{text}, then its icon: {ctx.cat.special(h.special).text}"


def no_blizzard_text(ctx: Ctx) -> str:
    """Why an effect places no blizzard when `blizzard_spots` is empty."""
    if blizzards_left(ctx) <= 0:
        return "No blizzard is left in the supply"
    return "No habitat is free for a blizzard"


def place_blizzard(ctx: Ctx, coord: Coord, seat: int | None = None) -> None:
    why = blizzard_refusal(ctx, coord)
    if why:
        raise ValueError(f"no blizzard can go on {coord}: {why}")
    bisect.insort(winter(ctx.state).blizzards, coord)
    ctx.emit("blizzard", f"A blizzard covers the habitat at {coord[0]},{coord[1]}.", seat,
             hex=list(coord))


def remove_blizzard(ctx: Ctx, coord: Coord, seat: int | None = None) -> None:
    """Back to the supply."""
    winter(ctx.state).blizzards.remove(coord)
    ctx.emit("blizzard", f"The blizzard at {coord[0]},{coord[1]} is removed.", seat,
             hex=list(coord))
