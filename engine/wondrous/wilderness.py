"""The Wilderness slots. Every card that leaves a slot leaves through `take`, whoever takes
it and wherever it goes (a hand, a reserve, Tingent's area, the discard pile by a sweep), so
a rule about what sits on a slot has one place to follow the card from."""

from __future__ import annotations

from engine.wondrous import modules
from engine.wondrous.ctx import Ctx


def take(ctx: Ctx, slot: int, taker: int | None) -> int:
    """Empty `slot` and return its card: taken by the seat `taker`, or swept away (None).
    The caller puts the card where it goes."""
    number = ctx.state.wilderness[slot]
    assert number is not None, f"Wilderness slot {slot} is empty"
    ctx.state.wilderness[slot] = None
    modules.card_taken(ctx, slot, taker)  # e.g. the snowflakes on the slot go with it
    return number


def slot_note(ctx: Ctx, slot: int) -> str:
    """What the modules add to the label of the card in Wilderness slot `slot`."""
    return "".join(note(ctx, slot) for note in modules.MODULES.hooks(
        ctx.state, lambda m: m.slot_note))
