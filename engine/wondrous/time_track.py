"""The time track: a recharge moves the tracker; tokens lay eggs; icons fire."""

from __future__ import annotations

from engine.wondrous import modules
from engine.wondrous.cards import full_sweep
from engine.wondrous.components import TimeSpace
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.gains import gain_nets, say_if_last, take_trophy_from_board
from engine.wondrous.state import Coord


def egg_free(ctx: Ctx, coord: Coord) -> bool:
    """A hex can take a new egg: no egg, no crew member, no habitat tile."""
    state = ctx.state
    if coord in state.map_eggs or coord in state.tiles:
        return False
    return not any(coord in spot for p in state.players for spot in p.crew if spot)


def lay_eggs(ctx: Ctx, marking: str) -> None:
    state = ctx.state
    placed = 0
    for coord in sorted(c for c, h in ctx.hexes.items() if h.marking == marking):
        if egg_free(ctx, coord) and state.pouch:
            state.map_eggs[coord] = state.pouch.pop()
            placed += 1
    ctx.emit(
        "eggs",
        f"The {marking} token is turned: {placed} new egg(s) on the map.",
        marking=marking,
        placed=placed,
    )


def advance(ctx: Ctx, seat: int | None) -> Step:
    """Move the tracker one space (staying on the last) and apply that space.

    `seat` is the recharging player, who alone gets a net icon's net (None for Tingent)."""
    state = ctx.state
    spaces = ctx.track.spaces
    state.time_pos = min(state.time_pos + 1, len(spaces) - 1)
    space = spaces[state.time_pos]
    ctx.emit("time", f"The time tracker moves to space {state.time_pos}.", seat)
    marking = state.time_tokens.pop(state.time_pos, None)
    if marking is not None:
        ctx.table.reveal("a time token was turned over")
        lay_eggs(ctx, marking)
    for icon in space_icons(space):
        rule = modules.time_icon(state, icon) or ICONS[icon]
        yield from rule(ctx, seat)


def space_icons(space: TimeSpace) -> list[str]:
    """A space's icons top to bottom, then the event icon at its bottom (a Winterfall
    track's spaces have one: its module has the rule)."""
    event = getattr(space, "event", None)
    return [*space.icons, *([event] if event else [])]


def net_icon(ctx: Ctx, seat: int | None) -> Step:
    if seat is not None:
        yield from gain_nets(ctx, seat)


def sweep_icon(ctx: Ctx, seat: int | None) -> Step:
    full_sweep(ctx)
    yield from ()  # asks nothing


def trophy_icon(ctx: Ctx, seat: int | None) -> Step:
    state = ctx.state
    if take_trophy_from_board(ctx):
        state.trophies_removed += 1
        ctx.emit("trophy", f"A trophy leaves the board ({state.trophies} left).")
        say_if_last(ctx)
    yield from ()  # asks nothing


#: the base game's time track icons (a module may add its own, see modules.py)
ICONS: dict[str, modules.TimeIcon] = {
    "net": net_icon,
    "full_sweep": sweep_icon,
    "remove_trophy": trophy_icon,
}
