"""Continuous cards: reserve cards that react whenever something happens to their owner.
Each reacts to a moment fired in triggers.py."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.gains import gain_any, gain_vp
from engine.wondrous.recharge import activate_recharge_cards
from engine.wondrous.registry import EFFECTS, num
from engine.wondrous.reserve import cost_total, has_ability
from engine.wondrous.triggers import reaction

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
    for card in has_ability(ctx, ctx.p(seat), effect):
        vp = num(ctx.card(card.number).ability.params, "vp") * times
        yield from gain_vp(ctx, seat, vp, ctx.card(card.number).name)


@reaction("trophy")
def on_trophy(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    yield from _vp(ctx, seat, "on_trophy_score")
    for card in has_ability(ctx, p, "on_trophy_gain_resource"):
        amount = num(ctx.card(card.number).ability.params, "amount")
        yield from gain_any(ctx, seat, amount, ctx.card(card.number).name)
    for card in has_ability(ctx, p, "on_trophy_activate_recharge"):
        count = num(ctx.card(card.number).ability.params, "count")
        yield from activate_recharge_cards(ctx, seat, count, ctx.card(card.number).name)


@reaction("draw")
def on_draw(ctx: Ctx, seat: int, drawn: int) -> Step:
    yield from _vp(ctx, seat, "on_draw_score", drawn)


@reaction("discard")
def on_discard(ctx: Ctx, seat: int, discarded: int) -> Step:
    yield from _vp(ctx, seat, "on_discard_score", discarded)


@reaction("flip")
def on_flip(ctx: Ctx, seat: int) -> Step:
    yield from _vp(ctx, seat, "on_flip_score")


@reaction("egg")
def on_egg(ctx: Ctx, seat: int) -> Step:
    yield from _vp(ctx, seat, "on_egg_score")


@reaction("recharge_activated")
def on_recharge_activated(ctx: Ctx, seat: int) -> Step:
    yield from _vp(ctx, seat, "on_recharge_activation_score")


@reaction("card_played")
def on_card_played(ctx: Ctx, seat: int, number: int) -> Step:
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
