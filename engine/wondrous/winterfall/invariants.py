"""What must hold of Winterfall's parts at every step (the `invariants` hook)."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.habitats import habitat_on
from engine.wondrous.winterfall.auroras import tokens_left
from engine.wondrous.winterfall.blizzards import blizzards_left
from engine.wondrous.winterfall.played import seat_winter, winter


def check(ctx: Ctx) -> list[str]:
    """A blizzard or an aurora tile lies on a habitat (no blizzard on the Butterfly Net
    Habitat, none under an aurora tile), each tile keeps a token, the snowflakes are never
    negative, no aurora tile or Winterfall card is in two places, and the blizzards and
    aurora tokens are on the map or in the supply, never more than the box holds."""
    s = ctx.state
    problems = []
    if blizzards_left(ctx) < 0:
        problems.append(
            f"{len(winter(s).blizzards)} blizzards lie on the map: more than the box holds"
        )
    if tokens_left(ctx) < 0:
        problems.append("more aurora tokens lie on the map than the box holds")
    if winter(s).blizzards != sorted(set(winter(s).blizzards)):
        problems.append("the blizzards are not one per habitat, in order")
    raw = ctx.cat.hexes(ctx.island)
    for coord in winter(s).blizzards:
        h = habitat_on(ctx.cat, ctx.island, s.tiles, coord)
        if h is None or h.kind == "net" or coord in winter(s).auroras:
            problems.append(f"a blizzard lies on {raw[coord].terrain} at {coord}")
    for coord, lying in winter(s).auroras.items():
        if habitat_on(ctx.cat, ctx.island, s.tiles, coord) is None or lying.tokens < 1:
            problems.append(f"the aurora tile at {coord} lies off a habitat or has no token")
    if any(n < 0 for n in winter(s).snowfields) or any(
        seat_winter(p).snowflakes < 0 for p in s.players
    ):
        problems.append("a snowflake count went below zero")
    tiles = [*winter(s).aurora_stack, *winter(s).aurora_discard, *winter(s).aurora_drawn,
             *(a.tile for a in winter(s).auroras.values())]
    if len(tiles) != len(set(tiles)):
        problems.append("an aurora tile is in two places")
    cards = [
        *winter(s).winter_deck,
        *winter(s).winter_discard,
        *([winter(s).winter_card] if winter(s).winter_card else []),
    ]
    if len(cards) != len(set(cards)):
        problems.append("a Winterfall card is in two places")
    return problems
