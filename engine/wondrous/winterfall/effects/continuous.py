"""Winterfall's continuous cards: each reacts to a moment fired in triggers.py, or to one
the primitives below it announce (a Discover in deck.py, snow a card placed in
snowfields.py)."""

from __future__ import annotations

from engine.wondrous import deck
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.gains import gain_resource, gain_vp
from engine.wondrous.registry import EFFECTS, num
from engine.wondrous.reserve import cost_total, has_ability
from engine.wondrous.triggers import reaction
from engine.wondrous.winterfall.snowfields import on_snow_placed_by_card

EFFECTS.passive(
    {
        "end_score_per_snowflake",  # an end card: expansion.snowflakes counts for it
        "on_card_snow_placement_score",
        "on_discover_gain_habitat_resource",
        "on_play_costly_card_gain_habitat_resource",
        "on_play_non_instant_score",
    }
)


@reaction("card_played")
def on_winter_card_played(ctx: Ctx, seat: int, number: int) -> Step:
    """Richermit: a card printed at 4 or more resources gives its habitat resource (a
    discount or a free play does not matter). Avalanchelf: any card but an instant scores,
    itself included."""
    p = ctx.p(seat)
    played = ctx.card(number)
    for card in has_ability(ctx, p, "on_play_costly_card_gain_habitat_resource"):
        params = ctx.card(card.number).ability.params
        if cost_total(ctx, number) >= num(params, "min_cost"):
            gain_resource(ctx, seat, played.habitat, num(params, "amount", 1))
    if played.type != "instant":
        for card in has_ability(ctx, p, "on_play_non_instant_score"):
            vp = num(ctx.card(card.number).ability.params, "vp")
            yield from gain_vp(ctx, seat, vp, ctx.card(card.number).name)


@on_snow_placed_by_card
def on_snow_placed(ctx: Ctx, seat: int, count: int) -> Step:
    """Bansheer: each snowflake or blizzard a creature ability placed scores."""
    for card in has_ability(ctx, ctx.p(seat), "on_card_snow_placement_score"):
        vp = num(ctx.card(card.number).ability.params, "vp") * count
        yield from gain_vp(ctx, seat, vp, ctx.card(card.number).name)


@deck.on_discover
def on_discovered(ctx: Ctx, seat: int, number: int) -> None:
    """Snoworm: each card discovered gives its habitat resource."""
    for card in has_ability(ctx, ctx.p(seat), "on_discover_gain_habitat_resource"):
        amount = num(ctx.card(card.number).ability.params, "amount", 1)
        gain_resource(ctx, seat, ctx.card(number).habitat, amount)
