"""Building the sanctuary at the end of each Assistant turn: choosing terrain tiles (3 of
different colours at setup, a new one after each placement), placing one by the
construction rules (the geometry is `sanctuary`), closing terrains that no longer fit and
noticing when construction is complete."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.core import Option
from engine.core.option_ids import read_id
from engine.core.words import count
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.parts.squares import TERRAINS
from engine.cryptic.sanctuary import (
    Construction,
    Spot,
    close_terrains,
    construction_complete,
    place_terrain,
)


def choose_spot(ctx: Ctx, seat: int, kind: str, question: str, legal: list[Spot],
                topic: str, piece: str) -> Generator[Any, Any, Spot]:
    """Ask where on the sanctuary a tile goes: `piece` names it for the board ("terrain:
    W07" or "found:<cryptid>"), so the board can draw it under its cursor."""
    chosen = yield from ctx.ask(seat, kind, question, [
        ctx.once(_spot_option, spot, topic) for spot in legal], help=topic, refs=(piece,))
    return next(s for s in legal if s.id == read_id(chosen, "spot").word())

def _spot_option(ctx: Ctx, spot: Spot, topic: str) -> Option:
    return Option(option_id("spot", spot.id), spot.label, refs=(spot.ref,), help=topic)


def tile_words(ctx: Ctx, tile_id: str) -> str:
    """A terrain tile as options name it: "water tile W07: 3 squares, experience"."""
    tile = ctx.data.parts.terrain_tiles.tile(tile_id)
    bonuses = "".join(f", {b}" for b in tile.bonuses)
    return f"{tile.terrain} tile {tile.id}: {count(len(tile.cells), 'square')}{bonuses}"


def terrain_of(ctx: Ctx, tile_id: str) -> str:
    return ctx.data.parts.terrain_tiles.tile(tile_id).terrain


def open_piles(ctx: Ctx) -> list[str]:
    return [t for t in TERRAINS if t not in ctx.state.closed_terrains
            and ctx.state.terrain_piles[t]]


PICK_QUESTIONS = {  # why a tile is taken, for the question
    "setup-terrain": "Take a starting {terrain} tile (one of each terrain):",
    "draw-terrain": "Take a new terrain tile for the one you placed:",
    "replace-terrain": "Your closed terrain's tiles left the game: take a tile instead:",
}


TOLD = {  # the log line for each way a tile is taken: the tiles lie face up, all can see
    "setup-terrain": "{name} takes {tile} to start.",
    "draw-terrain": "{name} takes {tile}.",
    "replace-terrain": "{name} takes {tile} instead.",
}


def pick_tile(ctx: Ctx, seat: int, terrains: list[str], kind: str) -> Step:
    """Take any tile (they lie face up) from one of these piles onto the player board."""
    options = [ctx.once(_pick_option, tile) for terrain in terrains
               for tile in sorted(ctx.state.terrain_piles[terrain])]
    if not options:
        return
    question = PICK_QUESTIONS.get(kind, "Take which terrain tile?").format(terrain=terrains[0])
    answer = yield from ctx.ask(seat, kind, question, options, help="terrain")
    tile = read_id(answer, "tile").word()
    ctx.state.terrain_piles[terrain_of(ctx, tile)].remove(tile)
    ctx.p(seat).terrain.append(tile)
    ctx.emit("terrain", TOLD[kind].format(name=ctx.name(seat), tile=tile_name(ctx, tile)), seat,
             tile=tile)


def _pick_option(ctx: Ctx, tile: str) -> Option:
    return Option(option_id("tile", tile), tile_words(ctx, tile), refs=(f"terrain:{tile}",),
                  help=f"tile:{tile}")


def tile_name(ctx: Ctx, tile_id: str) -> str:
    """A terrain tile as the log names it: "water tile W07"."""
    return f"{terrain_of(ctx, tile_id)} tile {tile_id}"


def starting_tiles(ctx: Ctx, seat: int) -> Step:
    """Setup: 3 terrain tiles of different colours."""
    for terrain in TERRAINS:
        yield from pick_tile(ctx, seat, [terrain], "setup-terrain")


def construction_now(ctx: Ctx) -> Construction:
    return Construction(ctx.state.sanctuary, ctx.data.parts)


def spots(ctx: Ctx, tile: str) -> list[Spot]:
    return construction_now(ctx).spots(tile)


def build(ctx: Ctx, seat: int) -> Step:
    """Place one of the player's terrain tiles, draw a new one, then close the terrains
    that no longer fit anywhere."""
    if ctx.state.construction_complete:
        return
    p = ctx.p(seat)
    now = construction_now(ctx)  # the sanctuary stays as it is until the tile is placed
    fitting = {tile: now.fits(tile) for tile in p.terrain}
    options = [ctx.once(_place_option, tile, fitting[tile]) for tile in p.terrain]
    if any(fitting.values()):
        answer = yield from ctx.ask(seat, "construction-tile", "Which terrain tile do you "
                                    "place?", options, help="construction")
        tile = read_id(answer, "place").word()
    else:
        exchanged = yield from exchange(ctx, seat, now)
        if exchanged is None:
            ctx.emit("construction", f"None of {p.name}'s terrain tiles fits.", seat)
            return
        tile = exchanged
    spot = yield from choose_spot(ctx, seat, "construction-spot", f"Where does tile {tile} go?",
                                  now.spots(tile), "construction", f"terrain:{tile}")
    place_terrain(ctx.state.sanctuary, ctx.data.parts, tile, spot, now)
    p.terrain.remove(tile)
    ctx.emit("construction", f"{p.name} places {tile_name(ctx, tile)}.", seat,
             tile=tile)
    terrain = terrain_of(ctx, tile)
    yield from pick_tile(ctx, seat, [terrain] if terrain in open_piles(ctx) else
                         open_piles(ctx), "draw-terrain")
    yield from close_unplaceable(ctx, seat)


def _place_option(ctx: Ctx, tile: str, fits: bool) -> Option:
    return Option(option_id("place", tile), f"Place {tile_words(ctx, tile)}",
                  refs=(f"terrain:{tile}",), help=f"tile:{tile}", enabled=fits,
                  reason="" if fits else "it fits nowhere")


def exchange(ctx: Ctx, seat: int, now: Construction) -> Step:
    """None of the player's tiles fits, yet its terrain is still open because a tile in a
    pile fits: the player puts one of theirs back and takes a fitting one (the piles lie
    face up). The rulebook does not cover this case; without it nobody could build."""
    fitting = [tile for terrain in open_piles(ctx) for tile in
               sorted(ctx.state.terrain_piles[terrain]) if now.fits(tile)]
    if not fitting:
        return None
    p = ctx.p(seat)
    options = [Option(option_id("return", tile), tile_name(ctx, tile), help="construction")
               for tile in p.terrain]
    back = yield from ctx.ask(seat, "construction-return", "No tile of yours fits: which one "
                              "goes back to its pile?", options, help="construction")
    old = read_id(back, "return").word()
    p.terrain.remove(old)
    ctx.state.terrain_piles[terrain_of(ctx, old)].append(old)
    answer = yield from ctx.ask(seat, "construction-take", "Take which fitting tile?", [
        Option(option_id("tile", tile), tile_name(ctx, tile),
               help="construction") for tile in fitting], help="construction")
    tile = read_id(answer, "tile").word()
    ctx.state.terrain_piles[terrain_of(ctx, tile)].remove(tile)
    p.terrain.append(tile)
    ctx.emit("terrain", f"None of {p.name}'s tiles fits: {p.name} puts back "
             f"{tile_name(ctx, old)} and takes {tile_name(ctx, tile)}.", seat, tile=tile,
             returned=old)
    return tile


def tiles_left(ctx: Ctx) -> list[str]:
    left = [t for pile in ctx.state.terrain_piles.values() for t in pile]
    return left + [t for p in ctx.state.players for t in p.terrain]


def close_unplaceable(ctx: Ctx, seat: int) -> Step:
    """A terrain that fits nowhere leaves every board (each player draws another) and is
    drawn no more; when none fits, the game end is triggered."""
    state = ctx.state
    closed = close_terrains(state.sanctuary, ctx.data.parts, tiles_left(ctx))
    for terrain in closed:
        state.closed_terrains.append(terrain)
        state.discarded_tiles += state.terrain_piles[terrain]
        state.terrain_piles[terrain] = []
        ctx.emit("construction", f"No {terrain} tile fits any more: they leave the game.")
    if closed:
        for p in state.players:
            dropped = [t for t in p.terrain if terrain_of(ctx, t) in closed]
            for tile in dropped:
                p.terrain.remove(tile)
                state.discarded_tiles.append(tile)
                ctx.emit("terrain", f"{p.name}'s {tile_name(ctx, tile)} leaves the game.",
                         p.seat, tile=tile)
                yield from pick_tile(ctx, p.seat, open_piles(ctx), "replace-terrain")
    if construction_complete(state.sanctuary) and not state.construction_complete:
        state.construction_complete = True
        ctx.emit("construction", "The sanctuary is complete: this round ends as usual, then "
                 "one more round is played.")
