"""Continuous cards: reserve cards that react whenever something happens to their owner."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.registry import EFFECTS, num
from engine.wondrous.reserve import cost_total, has_ability

EFFECTS.passive(
    {
        "on_trophy_score",
        "on_trophy_gain_resource",
        "on_trophy_activate_recharge",
        "on_draw_score",
        "on_discard_score",
        "on_flip_score",
        "on_egg_score",
        "on_recharge_activation_score",
        "on_play_costly_card_score",
        "on_play_instant_score",
    }
)


def _vp(ctx: Ctx, seat: int, effect: str, times: int = 1) -> Step:
    from engine.wondrous.gains import gain_vp

    for card in has_ability(ctx, ctx.p(seat), effect):
        vp = num(ctx.card(card.number).ability.params, "vp") * times
        yield from gain_vp(ctx, seat, vp, ctx.card(card.number).name)


def on_trophy(ctx: Ctx, seat: int) -> Step:
    from engine.wondrous.gains import gain_any
    from engine.wondrous.recharge import activate_recharge_cards

    p = ctx.p(seat)
    yield from _vp(ctx, seat, "on_trophy_score")
    for card in has_ability(ctx, p, "on_trophy_gain_resource"):
        amount = num(ctx.card(card.number).ability.params, "amount")
        yield from gain_any(ctx, seat, amount, ctx.card(card.number).name)
    for card in has_ability(ctx, p, "on_trophy_activate_recharge"):
        count = num(ctx.card(card.number).ability.params, "count")
        yield from activate_recharge_cards(ctx, seat, count, ctx.card(card.number).name)


def on_draw(ctx: Ctx, seat: int, drawn: int) -> Step:
    yield from _vp(ctx, seat, "on_draw_score", drawn)


def on_discard(ctx: Ctx, seat: int, discarded: int) -> Step:
    yield from _vp(ctx, seat, "on_discard_score", discarded)


def on_flip(ctx: Ctx, seat: int) -> Step:
    """Once per flipping event, however many eggs turned."""
    yield from _vp(ctx, seat, "on_flip_score")


def on_egg(ctx: Ctx, seat: int) -> Step:
    yield from _vp(ctx, seat, "on_egg_score")


def on_recharge_activated(ctx: Ctx, seat: int) -> Step:
    yield from _vp(ctx, seat, "on_recharge_activation_score")


def on_card_played(ctx: Ctx, seat: int, number: int) -> Step:
    """After a card enters the reserve (it counts itself: Pharabog scores for itself)."""
    from engine.wondrous.gains import gain_vp

    p = ctx.p(seat)
    for card in has_ability(ctx, p, "on_play_costly_card_score"):
        params = ctx.card(card.number).ability.params
        if cost_total(ctx, number) >= num(params, "min_cost"):
            yield from gain_vp(ctx, seat, num(params, "vp"), ctx.card(card.number).name)
    if ctx.card(number).type == "instant":
        for card in has_ability(ctx, p, "on_play_instant_score"):
            if card.number != number:
                vp = num(ctx.card(card.number).ability.params, "vp")
                yield from gain_vp(ctx, seat, vp, ctx.card(card.number).name)
