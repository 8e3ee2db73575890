"""Reactions: the moments continuous cards react to (a trophy, a draw, a discard, ...).

The rules that cause a moment fire it here; what reacts is registered from above
(effects/continuous.py), so this layer sits below every reward and action that fires it
and imports none of them."""

from __future__ import annotations

from collections.abc import Callable

from engine.wondrous.ctx import Ctx, Step

Reaction = Callable[..., Step]
MOMENTS = ("trophy", "draw", "discard", "flip", "egg", "recharge_activated", "card_played")
_REACTIONS: dict[str, list[Reaction]] = {moment: [] for moment in MOMENTS}


def reaction(moment: str) -> Callable[[Reaction], Reaction]:
    """Decorator: run the function whenever `moment` happens to a player, after the
    reactions registered before it."""

    def register(fn: Reaction) -> Reaction:
        _REACTIONS[moment].append(fn)
        return fn

    return register


def reactions(moment: str) -> tuple[Reaction, ...]:
    return tuple(_REACTIONS[moment])


def _fire(moment: str, ctx: Ctx, seat: int, *args: int) -> Step:
    for react in _REACTIONS[moment]:
        yield from react(ctx, seat, *args)


def on_trophy(ctx: Ctx, seat: int) -> Step:
    yield from _fire("trophy", ctx, seat)


def on_draw(ctx: Ctx, seat: int, drawn: int) -> Step:
    yield from _fire("draw", ctx, seat, drawn)


def on_discard(ctx: Ctx, seat: int, discarded: int) -> Step:
    yield from _fire("discard", ctx, seat, discarded)


def on_flip(ctx: Ctx, seat: int) -> Step:
    """Once per flipping event, however many eggs turned."""
    yield from _fire("flip", ctx, seat)


def on_egg(ctx: Ctx, seat: int) -> Step:
    yield from _fire("egg", ctx, seat)


def on_recharge_activated(ctx: Ctx, seat: int) -> Step:
    yield from _fire("recharge_activated", ctx, seat)


def on_card_played(ctx: Ctx, seat: int, number: int) -> Step:
    """After a card enters the reserve (it counts itself: Pharabog scores for itself)."""
    yield from _fire("card_played", ctx, seat, number)
