"""What a card costs a player now: its printed cost, less the discounts they can use.
Read by the play action, by the free actions and by effects that play cards."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.gains import RESOURCE_NAMES
from engine.wondrous.registry import num
from engine.wondrous.reserve import habitat_icons

HABITAT_DISCOUNT = "discounted_by_habitat_icons"
DISCARD_DISCOUNT = ("discard_for_discount_score", "discard_for_discount_net")


def fixed_discount(ctx: Ctx, seat: int, number: int) -> int:
    """Discounts known before paying: Lilizard's, and a card cheaper per habitat icon."""
    p = ctx.p(seat)
    card = ctx.card(number)
    discount = p.discount
    if card.ability.effect == HABITAT_DISCOUNT:
        discount += habitat_icons(ctx, p, card.habitat)  # the card itself is not yet counted
    return discount


def discard_discount_max(ctx: Ctx, seat: int, number: int) -> int:
    """How many other hand cards could be discarded to make this card cheaper."""
    card = ctx.card(number)
    if card.ability.effect not in DISCARD_DISCOUNT:
        return 0
    hand = ctx.p(seat).hand
    others = len(hand) - (1 if number in hand else 0)
    return min(num(card.ability.params, "max"), others)


def shortfall(ctx: Ctx, seat: int, number: int) -> int:
    p = ctx.p(seat)
    return sum(max(0, n - p.resources[r]) for r, n in ctx.card(number).cost.items())


def affordable(ctx: Ctx, seat: int, number: int) -> bool:
    short = shortfall(ctx, seat, number)
    if short == 0 and ctx.p(seat).discount >= 0:  # no discount is needed (none is negative)
        return True
    reach = fixed_discount(ctx, seat, number) + discard_discount_max(ctx, seat, number)
    return short <= reach


def price_refusal(ctx: Ctx, seat: int, number: int) -> str:
    """Why the player cannot pay for the card now: what they lack, then its cost ("" when
    they can). Discounts count against any resource."""
    if affordable(ctx, seat, number):
        return ""
    have = ctx.p(seat).resources
    lack = ", ".join(f"{n - have[r]} {RESOURCE_NAMES[r]}"
                     for r, n in ctx.card(number).cost.items() if n > have[r])
    reach = fixed_discount(ctx, seat, number) + discard_discount_max(ctx, seat, number)
    cover = f", {reach} of it covered by discounts" if reach else ""
    return f"you lack {lack}{cover}; it costs {cost_text(ctx, number)}"


def discount_note(ctx: Ctx, seat: int, number: int) -> str:
    """What the player would pay less for this card now, if anything."""
    fixed = fixed_discount(ctx, seat, number)
    extra = discard_discount_max(ctx, seat, number)
    parts = [f"{fixed} less" if fixed else "", f"up to {extra} less by discarding" if extra else ""]
    text = ", ".join(p for p in parts if p)
    return f" ({text})" if text else ""


def cost_text(ctx: Ctx, number: int) -> str:
    cost = ctx.card(number).cost
    return ", ".join(f"{n} {RESOURCE_NAMES[r]}" for r, n in cost.items() if n) or "nothing"
