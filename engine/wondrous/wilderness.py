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


def snow_note(ctx: Ctx, slot: int) -> str:
    """" + 2 snowflakes": what a card's label adds when the snowfield over its slot holds
    snowflakes (Winterfall): whoever takes the card takes them too."""
    fields = ctx.state.snowfields
    count = fields[slot] if fields else 0
    return f" + {count} snowflake{'s' if count > 1 else ''}" if count else ""
