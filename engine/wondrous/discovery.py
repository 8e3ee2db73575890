"""Discovery: a habitat tile from the pool onto an empty lake, with the lake's egg."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import option_id, read_id
from engine.core.words import with_article
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.state import Coord


def open_lakes(ctx: Ctx) -> list[Coord]:
    return sorted(
        c for c, h in ctx.hexes.items() if h.terrain == "lake" and c not in ctx.state.tiles
    )


def tile_label(ctx: Ctx, tile_id: int) -> str:
    tile = ctx.cat.tile(tile_id)
    icon = ctx.cat.special(tile.special).text.rstrip(".")
    return f"{tile.habitat.title()} habitat tile (icon: {icon})"


def refill_pool(ctx: Ctx) -> None:
    state = ctx.state
    for i, tile in enumerate(state.tile_pool):
        if tile is None and state.tile_stack:
            state.tile_pool[i] = state.tile_stack.pop()
            ctx.table.reveal("a habitat tile was revealed")


def place_tile(ctx: Ctx, seat: int | None, tile_id: int, lake: Coord) -> None:
    """Lay the tile (the lake's egg is the caller's to take)."""
    ctx.state.tiles[lake] = tile_id
    ctx.emit(
        "discovery",
        f"The lake at {lake[0]},{lake[1]} is covered by {with_article(tile_label(ctx, tile_id))}.",
        seat,
        tile=tile_id,
        hex=list(lake),
    )


def discovery(ctx: Ctx, seat: int) -> Step:
    """The player lays a pool tile on an open lake; returns the lake's egg (None when it had
    none), which the caller stores: storing scores, and scoring can lead to a discovery."""
    state = ctx.state
    lakes = open_lakes(ctx)
    pool = [(i, t) for i, t in enumerate(state.tile_pool) if t is not None]
    if not lakes or not pool:
        ctx.emit("discovery", "Discovery: no tile or no open lake is left.", seat)
        return None
    options = [Option(f"tile:{i}", tile_label(ctx, t), help="discovery") for i, t in pool]
    answer = yield from ctx.ask(
        seat, "discovery-tile", "Discovery: pick a habitat tile.", options, help="discovery"
    )
    slot = read_id(answer).number()
    tile_id = state.tile_pool[slot]
    assert tile_id is not None
    eggs = state.map_eggs
    options = [
        Option(
            option_id("lake", (r, c)),
            f"Lake {r},{c}" + (f" (with {with_article(eggs[r, c])} egg)" if (r, c) in eggs else ""),
            refs=(f"hex:{r},{c}",),
            help="discovery",
        )
        for r, c in lakes
    ]
    answer = yield from ctx.ask(
        seat, "discovery-lake", "Discovery: lay it on which lake?", options, help="discovery"
    )
    r, c = read_id(answer).coord()
    state.tile_pool[slot] = None  # the tile stays in the pool until it is laid
    place_tile(ctx, seat, tile_id, (r, c))
    refill_pool(ctx)
    return state.map_eggs.pop((r, c), None)
