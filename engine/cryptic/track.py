"""The initiative track: assistants' places (top first), moving up and down with jumps over
other assistants, and the turn order it gives."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id

UP, DOWN = "up", "down"


def position(ctx: Ctx, seat: int) -> int:
    return ctx.state.track.index(seat)


def order(ctx: Ctx) -> list[int]:
    """Seats from the top of the track down."""
    return [s for s in ctx.state.track if s is not None]


def step_target(ctx: Ctx, seat: int, direction: str) -> int | None:
    """The nearest vacant space one step `direction` of `seat` (jumping over others)."""
    return target(ctx, seat, direction, 1)


def can_move(ctx: Ctx, seat: int, direction: str, steps: int = 1) -> bool:
    return target(ctx, seat, direction, steps) is not None


def target(ctx: Ctx, seat: int, direction: str, steps: int) -> int | None:
    """Where a move of `steps` spaces in `direction` ends: that space, or when another
    assistant stands there the nearest free one beyond it; None when off the track. (The
    turn example moves white 2 up past orange and still leaves room above.)"""
    track = ctx.state.track
    delta = -1 if direction == UP else 1
    i = position(ctx, seat) + delta * steps
    while 0 <= i < len(track) and track[i] is not None:
        i += delta
    return i if 0 <= i < len(track) else None


def move(ctx: Ctx, seat: int, direction: str, steps: int = 1) -> None:
    end = target(ctx, seat, direction, steps)
    assert end is not None, "a move the track has no room for"
    track = ctx.state.track
    track[position(ctx, seat)] = None
    track[end] = seat
    ctx.emit("initiative", f"{ctx.name(seat)} moves the assistant {direction} to space "
             f"{end + 1}.", seat, space=end)


def move_options(ctx: Ctx, seat: int, most: int, optional: bool) -> list[Option]:
    options = [
        Option(option_id("assistant", d, n), f"Assistant {d} {n}", help="initiative")
        for n in range(1, most + 1)
        for d in (UP, DOWN)
        if can_move(ctx, seat, d, n)
    ]
    if optional or not options:
        options.append(Option("stay", "Leave the assistant where it is", help="initiative"))
    return options


def bonus_move(ctx: Ctx, seat: int, most: int, optional: bool = True) -> Step:
    """A move of up to `most` spaces up or down, with no further bonus."""
    answer = yield from ctx.ask(seat, "initiative-move", "Move your assistant?",
                                move_options(ctx, seat, most, optional), help="initiative")
    if answer != "stay":
        chosen = read_id(answer, "assistant")
        move(ctx, seat, chosen.word(0), chosen.number(1))
