"""The Winterfall cards' effects. A Winterfall event (track_events.py) runs an instructional
effect once, for the player who recharged, and a sequential one for every player in turn:
`seat` is whoever carries the effect out, and each question goes to that player."""

from __future__ import annotations

from typing import Any

from engine.core import Option
from engine.core.option_ids import coord_text as where
from engine.core.option_ids import option_id, read_id
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.gains import (
    RESOURCE_NAMES,
    choose_resource,
    gain_habitat_resource,
    gain_resource,
)
from engine.wondrous.habitats import Habitat, MapReading, counts_as, habitat_at, is_wild, rim
from engine.wondrous.place import occupied
from engine.wondrous.registry import Source, effect, num, source_name
from engine.wondrous.state import RESOURCES, Coord
from engine.wondrous.winterfall.auroras import draw_aurora, lay_aurora, tile_of
from engine.wondrous.winterfall.blizzards import (
    blizzard_spots,
    blizzards_left,
    no_blizzard_text,
    place_blizzard,
)
from engine.wondrous.winterfall.effects.instant import snowflake_for_resource
from engine.wondrous.winterfall.mountain_tiles import (
    lay_mountain_tile,
    marked_plains,
    mountain_tile_refusal,
    mountain_tile_spots,
    tiles_left,
)
from engine.wondrous.winterfall.played import winter
from engine.wondrous.winterfall.snowfields import place_snowflakes, slots_where, snow_on_species
from engine.wondrous.winterfall.wild_habitats import wild_habitats

Params = dict[str, Any]


def kind_name(kind: str) -> str:
    return "Wild" if is_wild(kind) else RESOURCE_NAMES[kind]


# -- snowflakes ---------------------------------------------------------------------------


@effect("snowflakes_on_snowfields")
def snowflakes_on_snowfields(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """A snowflake on each snowfield named (numbered 1-6 from the left)."""
    place_snowflakes(ctx, [int(n) - 1 for n in params["snowfields"]], seat)
    yield from ()


@effect("snowflakes_by_habitat")
def snowflakes_by_habitat(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """A snowflake on each snowfield whose card shows one of the habitat icons."""
    habitats = list(params["habitats"])
    place_snowflakes(ctx, slots_where(ctx, lambda c: c.habitat in habitats), seat)
    yield from ()


@effect("snowflakes_by_chosen_species")
def snowflakes_by_chosen_species(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """The player names a species shown in the Wilderness; a snowflake on each snowfield
    whose card shows it."""
    yield from snow_on_species(ctx, seat, source_name(ctx, source))


@effect("snowflake_gain_resource")
def snowflake_gain_resource(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from snowflake_for_resource(ctx, seat, source_name(ctx, source),
                                      num(params, "amount", 1))


# -- auroras ------------------------------------------------------------------------------


@effect("wild_auroras")
def wild_auroras(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Turn aurora tiles until one with `slots` slots shows for each wild habitat (the
    others go to the aurora discard pile) and lay them left to right, replacing any tile
    there. Stops early when no such tile is left in the stack or the discard pile."""
    state = ctx.state
    slots = num(params, "slots", 2)
    spots = wild_habitats(ctx)
    found: list[int] = []

    def any_left() -> bool:
        return any(tile_of(ctx, t).slots == slots for t in (*winter(state).aurora_stack,
                                                            *winter(state).aurora_discard))

    while len(found) < len(spots) and any_left():
        tile = draw_aurora(ctx)
        assert tile is not None
        if tile_of(ctx, tile).slots == slots:
            found.append(tile)
        else:
            winter(state).aurora_discard.append(tile)
            ctx.emit("aurora", f"An aurora tile with {tile_of(ctx, tile).slots} slot(s) is "
                     "turned up and discarded.", seat, tile=tile)
    for coord, tile in zip(spots, found, strict=False):
        lay_aurora(ctx, tile, coord, seat, replace=True)
    yield from ()


@effect("aurora_on_net_habitat")
def aurora_on_net_habitat(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """The top aurora tile on the Butterfly Net Habitat, replacing any tile there."""
    tile = draw_aurora(ctx)
    coord = next((c for c in sorted(ctx.hexes) if ctx.hexes[c].terrain == "net_habitat"), None)
    if tile is None or coord is None:
        ctx.emit("aurora", "No aurora tile is left to lay.", seat)
        return
    lay_aurora(ctx, tile, coord, seat, on_net=True, replace=True)
    yield from ()


# -- the map: mountain tiles, eggs, blizzards ---------------------------------------------


@effect("place_marked_mountain")
def place_marked_mountain(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """The next marked mountain tile still in the supply goes on the plains hex with its
    marking (the card's "only one Plains hex"), under any crew member or egg there."""
    for marking, coord in marked_plains(ctx).items():
        if tiles_left(ctx, marking) > 0 and not mountain_tile_refusal(ctx, coord, marking):
            lay_mountain_tile(ctx, coord, marking, seat)
            return
    ctx.emit("mountain", "Both marked mountain tiles already lie on the map.", seat)
    yield from ()


def lay_unmarked_mountain(ctx: Ctx, seat: int, source: Source) -> Step:
    """The player lays an unmarked mountain tile on unmarked plains; returns the hex, or
    None when no tile or no such plains hex is left."""
    spots = mountain_tile_spots(ctx) if tiles_left(ctx) > 0 else []
    if not spots:
        ctx.emit("mountain", "No unmarked mountain tile can be laid: none is left or no "
                 "unmarked plains hex is free of one.", seat)
        return None
    crew = occupied(ctx)
    reading = MapReading(ctx)  # once for the whole list
    options = [
        Option(option_id("hex", c),
               f"Plains at {where(c)}: next to {habitats_text(near_habitats(ctx, c, reading))}"
               + ("; under the crew member there" if c in crew else ""),
               refs=(f"hex:{where(c)}",), help="mountain-tiles")
        for c in spots
    ]
    answer = yield from ctx.ask(seat, "mountain-tile", f"{ctx.name(seat)}, "
                                f"{source_name(ctx, source)}: lay an unmarked mountain tile "
                                "on which plains hex?", options, help="mountain-tiles")
    coord = read_id(answer).coord()
    lay_mountain_tile(ctx, coord, None, seat)
    return coord


def near_habitats(ctx: Ctx, coord: Coord, reading: MapReading | None = None) -> list[Habitat]:
    """The habitats next to a hex that give a resource (not the Butterfly Net Habitat,
    nothing under an aurora tile; a blizzard does not matter here)."""
    at = (reading or MapReading(ctx)).at
    found = (at(c) for c in rim(ctx, (coord,)))
    return [h for h in found if h is not None and h.kind != "net"]


def habitats_text(habitats: list[Habitat]) -> str:
    return ", ".join(f"{kind_name(h.kind)} at {where(h.coord)}" for h in habitats) or "no habitat"


def resource_next_to(ctx: Ctx, seat: int, coord: Coord, amount: int) -> Step:
    """A resource from one habitat next to the new tile, blizzard or not (the blizzard
    stays); any one from a wild habitat."""
    options = [
        Option(option_id("res", h.coord, r),
               f"{RESOURCE_NAMES[r]} from the {'wild ' if is_wild(h.kind) else ''}habitat at "
               f"{where(h.coord)}" + (" (its blizzard stays)" if h.covered else ""),
               refs=(f"hex:{where(h.coord)}",), help="mountain-tiles")
        for h in near_habitats(ctx, coord)
        for r in (RESOURCES if is_wild(h.kind) else (h.kind,))
    ]
    if not options:
        ctx.emit("mountain", f"No habitat next to {where(coord)} gives a resource.", seat)
        return
    answer = yield from ctx.ask(seat, "mountain-resource", f"{ctx.name(seat)}: take a resource "
                                f"from a habitat next to {where(coord)}.", options,
                                help="mountain-tiles")
    gain_resource(ctx, seat, read_id(answer).word(1), amount)


@effect("mountain_gain_resource")
def mountain_gain_resource(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    coord = yield from lay_unmarked_mountain(ctx, seat, source)
    if coord is not None:
        yield from resource_next_to(ctx, seat, coord, num(params, "amount", 1))


@effect("mountain_egg_gain_resource")
def mountain_egg_gain_resource(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """As mountain_gain_resource, with an egg from the pouch on the new tile in between,
    unless a crew member stands there (or an egg lies there already)."""
    coord = yield from lay_unmarked_mountain(ctx, seat, source)
    if coord is None:
        return
    egg_on_new_tile(ctx, coord, seat)
    yield from resource_next_to(ctx, seat, coord, num(params, "amount", 1))


def egg_on_new_tile(ctx: Ctx, coord: Coord, seat: int) -> None:
    """An egg from the pouch on the mountain tile just laid at `coord`, unless a crew member
    stands there or an egg lies there already."""
    state = ctx.state
    if coord not in occupied(ctx) and coord not in state.map_eggs and state.pouch:
        ctx.table.reveal("an egg was pulled from the pouch")
        state.map_eggs[coord] = state.pouch.pop()
        ctx.emit("eggs", f"A {state.map_eggs[coord]} egg is put on the mountain tile at "
                 f"{where(coord)}.", seat, hex=list(coord))


@effect("eggs_on_empty_lakes")
def eggs_on_empty_lakes(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """An egg from the pouch on each lake with none (a habitat tile on a lake makes it a
    habitat), left to right as the map lists them, until the pouch runs out."""
    state = ctx.state
    lakes = [c for c in sorted(ctx.hexes) if ctx.hexes[c].terrain == "lake"
             and c not in state.tiles and c not in state.map_eggs]
    placed = 0
    for coord in lakes:
        if not state.pouch:
            break
        state.map_eggs[coord] = state.pouch.pop()
        placed += 1
    if placed:
        ctx.table.reveal("eggs were pulled from the pouch")
    ctx.emit("eggs", f"{placed} egg(s) from the pouch on the empty lakes.", seat, placed=placed)
    yield from ()


@effect("blizzard_pair_gain_resource")
def blizzard_pair_gain_resource(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Blizzards on two free habitats of one type, a wild habitat counting as every type,
    and that type's resource. When no type has two free habitats, or one blizzard only is
    left in the supply: one blizzard on a free habitat and its resource (any one for a
    wild habitat); when none is free or the supply is out: no blizzard and any one
    resource."""
    amount = num(params, "amount", 1)
    why = source_name(ctx, source)
    spots = blizzard_spots(ctx)
    if not spots:
        ctx.emit("blizzard", f"{no_blizzard_text(ctx)}: none is placed.", seat)
        resource = yield from choose_resource(ctx, seat, f"{ctx.name(seat)}, {why}: no "
                                              "blizzard can be placed; gain which resource?")
        gain_resource(ctx, seat, resource, amount, why)
        return
    kinds = {c: habitat_kind(ctx, c) for c in spots}
    free = {r: [c for c in spots if counts_as(kinds[c], r)] for r in RESOURCES}
    pairs = [r for r in RESOURCES if len(free[r]) >= 2] if blizzards_left(ctx) >= 2 else []
    if not pairs:  # the rare exception: one blizzard on any free habitat
        short = ("only one blizzard is left in the supply" if blizzards_left(ctx) == 1
                 else "no type has two free habitats")
        coord = yield from pick_habitat(ctx, seat, spots, f"{why}: {short}; a blizzard on "
                                        "which habitat?")
        place_blizzard(ctx, coord, seat)
        yield from gain_habitat_resource(ctx, seat, kinds[coord], amount, why)
        return
    options = [
        Option(option_id("type", r), f"{kind_name(r)}: {len(free[r])} free habitat(s)",
               help="blizzards", enabled=r in pairs,
               reason="fewer than two habitats of that type are free of a blizzard")
        for r in RESOURCES if free[r]
    ]
    answer = yield from ctx.ask(seat, "blizzard-type", f"{ctx.name(seat)}, {why}: blizzards "
                                "on two free habitats of which type (a wild one is any)?",
                                options, help="blizzards")
    kind = read_id(answer).word()
    pair = free[kind]
    if len(pair) > 2:
        first = yield from pick_habitat(ctx, seat, pair, f"{why}: the first blizzard on "
                                        "which habitat?")
        second = yield from pick_habitat(ctx, seat, [c for c in pair if c != first],
                                         f"{why}: the second blizzard on which habitat?")
        pair = [first, second]
    for coord in pair:
        place_blizzard(ctx, coord, seat)
    gain_resource(ctx, seat, kind, amount, why)


def habitat_kind(ctx: Ctx, coord: Coord) -> str:
    h = habitat_at(ctx, coord)
    assert h is not None
    return h.kind


def pick_habitat(ctx: Ctx, seat: int, coords: list[Coord], instruction: str) -> Step:
    options = [
        Option(option_id("hex", c), f"The {kind_name(h.kind)} habitat at {where(c)}",
               refs=(f"hex:{where(c)}",), help="blizzards")
        for c in coords if (h := habitat_at(ctx, c)) is not None
    ]
    answer = yield from ctx.ask(seat, "blizzard-spot", f"{ctx.name(seat)}, {instruction}",
                                options, help="blizzards")
    return read_id(answer).coord()
