"""Moving the cryptozoologist: up to 2 locations along the lines (3 and 4 with the movement
range skills), in one go unless the interrupt skill lets a movement stop and go on later;
and the flight ticket, to anywhere."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.core.words import count
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id

BASE_RANGE = 2
STAY = "stay"


def movement_range(ctx: Ctx, seat: int) -> int:
    return BASE_RANGE + ctx.owns(seat, "movement_range")


def can_split(ctx: Ctx, seat: int) -> bool:
    return ctx.owns(seat, "interrupt_movement") > 0


def destinations(ctx: Ctx, seat: int, points: int) -> list[tuple[str, int]]:
    """Locations 1 to `points` steps away, with their distance, nearest first."""
    return reachable(ctx, ctx.p(seat).location, points)


def reachable(ctx: Ctx, here: str, points: int) -> list[tuple[str, int]]:
    found = [(loc, d) for loc, d in ctx.data.distances(here).items() if 1 <= d <= points]
    return sorted(found, key=lambda item: (item[1], item[0]))


def _go(ctx: Ctx, seat: int, where: str, how: str) -> None:
    p = ctx.p(seat)
    p.location = where
    ctx.emit("move", f"{p.name} {how} to {ctx.place_label(where)}.", seat,
             location=where)


def _walk_options(ctx: Ctx, here: str, points: int, first: bool) -> tuple[Option, ...]:
    """Where a leg from `here` may end, nearest first, or stay."""
    return (*(Option(option_id("go", loc), f"{ctx.place_label(loc)}, {count(d, 'step')}",
                     refs=(f"location:{loc}",), help="movement")
              for loc, d in reachable(ctx, here, points)),
            Option(STAY, "Do not move" if first else "Stop here", help="movement"))


def walk(ctx: Ctx, seat: int, points: int, first: bool) -> Step:
    """One leg of a movement with `points` left; returns the points still left (none
    without the interrupt skill, which keeps the rest for later legs)."""
    options = ctx.once(_walk_options, ctx.p(seat).location, points, first)
    answer = yield from ctx.ask(seat, "move", f"Move up to {points} location(s).", options,
                                help="movement", auto=False)
    if answer == STAY:
        return 0
    where = read_id(answer, "go").word()
    used = ctx.data.distances(ctx.p(seat).location)[where]
    _go(ctx, seat, where, "moves")
    return points - used if can_split(ctx, seat) else 0


def fly(ctx: Ctx, seat: int) -> Step:
    """The flight ticket: anywhere on the map. Every place is listed in the map's order,
    where you stand greyed, so a place keeps its key from one flight to the next."""
    options = ctx.once(_fly_options, ctx.p(seat).location)
    answer = yield from ctx.ask(seat, "fly", "Fly to which location?", options, help="flight")
    ctx.spend_skill(seat, "flight_ticket")
    _go(ctx, seat, read_id(answer, "fly").word(), "flies")


def _fly_options(ctx: Ctx, here: str) -> tuple[Option, ...]:
    return tuple(Option(option_id("fly", loc.id), ctx.place_label(loc.id),
                        refs=(f"location:{loc.id}",), help="flight", enabled=loc.id != here,
                        reason="" if loc.id != here else "you are here")
                 for loc in ctx.data.cat.map.locations)
